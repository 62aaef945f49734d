import { z } from "zod";
import { BACK_OFFICE_SECTIONS, STAFF_ROLES } from "../rules/staff-roles.ts";
import { ADMIN_PASSWORD_MIN, authMessages, IdParamSchema } from "./auth.ts";
import { emailAddress, requiredText, storableString } from "./text.ts";

export const staffMessages = {
  email: "Enter the person's email address",
  role: "Choose a role",
  forbidden: "Your role does not allow this. Ask the Owner if you need it.",
  twoFactorRequired:
    "The Owner requires two-factor sign-in for everyone: turn it on in your account to use the back office.",
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitationInvalid:
    "This invitation link is not valid any more: it was used, withdrawn or is older than 48 hours. Ask for a new one.",
  alreadyStaff: "Someone on the team already has this email address",
  usernameTaken: "This username is taken: choose another",
  lastOwner: "The team must keep at least one Owner: make someone else Owner first",
  notFound: "No such person on the team",
  removed: "Removed from the team; their sessions are signed out",
  notYourself: "You cannot remove yourself: another Owner can",
  invitationWithdrawn: "Invitation withdrawn",
  /** Refused: the person's role may be allowed exports, but the Owner has not allowed this person. */
  exportForbidden:
    "You are not allowed to export personal data. Ask the Owner to allow it on the Team screen.",
  ownerExports: "An Owner always may export: the switch is for the other roles",
  noExportsForRole: "This role reads no personal data to export: change the role first",
} as const;

export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: staffMessages.role });

export const StaffInviteInputSchema = z.object({
  email: emailAddress(staffMessages.email).transform((value) => value.toLowerCase()),
  role: StaffRoleSchema,
});
export type StaffInviteInput = z.infer<typeof StaffInviteInputSchema>;

export const StaffAcceptInputSchema = z.object({
  token: requiredText(1, staffMessages.invitationInvalid),
  username: requiredText(1, authMessages.username),
  password: storableString()
    .min(ADMIN_PASSWORD_MIN, authMessages.passwordTooShort)
    .max(1024, "Must be at most 1024 characters"),
});
export type StaffAcceptInput = z.infer<typeof StaffAcceptInputSchema>;

export const StaffRoleInputSchema = z.object({ id: z.uuid(), role: StaffRoleSchema });
export type StaffRoleInput = z.infer<typeof StaffRoleInputSchema>;

/** The Owner's per-person switch: may this person download personal data (the CSV exports)? */
export const StaffExportInputSchema = IdParamSchema.extend({ canExport: z.boolean() });
export type StaffExportInput = z.infer<typeof StaffExportInputSchema>;

/** One session of a person on the team, as the Owner's team screen lists it. */
export const StaffSessionInputSchema = IdParamSchema.extend({ sessionId: IdParamSchema.shape.id });
export type StaffSessionInput = z.infer<typeof StaffSessionInputSchema>;

export const StaffSecurityInputSchema = z.object({ requireTwoFactor: z.boolean() });
export type StaffSecurityInput = z.infer<typeof StaffSecurityInputSchema>;

export const StaffMemberSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string().nullable(),
  role: StaffRoleSchema,
  twoFactor: z.boolean(),
  /** The Owner's switch for the CSV exports of personal data (an Owner always may). */
  canExport: z.boolean(),
  createdAt: z.iso.datetime(),
  /** When the person last used the back office (their newest session's last use). */
  lastSeenAt: z.iso.datetime().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: StaffRoleSchema,
  invitedBy: z.string(),
  expiresAt: z.iso.datetime(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

export const StaffOverviewSchema = z.object({
  members: z.array(StaffMemberSchema),
  invitations: z.array(StaffInvitationSchema),
  requireTwoFactor: z.boolean(),
});
export type StaffOverview = z.infer<typeof StaffOverviewSchema>;

/** Who is signed in: what the back office shows and hides by. */
export const StaffIdentitySchema = z.object({
  username: z.string(),
  role: StaffRoleSchema,
  sections: z.array(z.enum(BACK_OFFICE_SECTIONS)),
});
export type StaffIdentity = z.infer<typeof StaffIdentitySchema>;
