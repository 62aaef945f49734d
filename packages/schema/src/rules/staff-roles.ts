/**
 * Who may use which part of the back office: one table for the server, which enforces it on every
 * procedure and REST path, and the web app, which only hides what a person cannot use.
 */
export const STAFF_ROLES = ["owner", "admin", "editor", "reviewer"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_NAMES: Record<StaffRole, string> = {
  owner: "Owner",
  admin: "Administrator",
  editor: "Editor",
  reviewer: "Reviewer",
};

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: "Everything, including the team and security settings.",
  admin: "Everything but the team and security settings.",
  editor: "Posts, pages, media, events, the home page, the CHOOSE Act figures and newsletter sends.",
  reviewer: "School applications (read, notes, status, letters) and contact messages.",
};

/** The back office's parts, as the role table grants them. */
export const BACK_OFFICE_SECTIONS = [
  /** One's own account, sessions and sign-out, and the overview's counts. */
  "self",
  "content",
  /** Events: create, edit, cancel, the attendees, check-in and the waitlist. */
  "events",
  "applications",
  "messages",
  /**
   * Downloads of personal data (the CSV exports): the roles that may be allowed them. Beyond the role, a
   * person needs the Owner's per-person switch (`mayExport`); an Owner always may.
   */
  "exports",
  "subscribers",
  /** The organisation's details, email delivery and letters, Google Sheets. */
  "organisation",
  "audit",
  /** Staff accounts, invitations and the team's security settings. */
  "staff",
] as const;
export type BackOfficeSection = (typeof BACK_OFFICE_SECTIONS)[number];

const EVERYONE: readonly StaffRole[] = STAFF_ROLES;
const ADMINISTRATORS: readonly StaffRole[] = ["owner", "admin"];

export const SECTION_ROLES: Record<BackOfficeSection, readonly StaffRole[]> = {
  self: EVERYONE,
  content: ["owner", "admin", "editor"],
  events: ["owner", "admin", "editor"],
  applications: ["owner", "admin", "reviewer"],
  messages: ["owner", "admin", "reviewer"],
  exports: ["owner", "admin", "reviewer"],
  subscribers: ADMINISTRATORS,
  organisation: ADMINISTRATORS,
  audit: ADMINISTRATORS,
  staff: ["owner"],
};

export const mayUse = (role: StaffRole, section: BackOfficeSection) => SECTION_ROLES[section].includes(role);

/**
 * The parts whose counts the overview (dashboard and navigation badges) holds: the server counts and
 * sends each only to the roles that may use it, and the dashboard draws no overview without any.
 */
export const COUNTED_SECTIONS = [
  "applications",
  "messages",
  "subscribers",
] as const satisfies readonly BackOfficeSection[];
export type CountedSection = (typeof COUNTED_SECTIONS)[number];

/** The per-person export switch an account starts with (and gets again when its role changes): on for administrators only. */
export const exportsByDefault = (role: StaffRole) => role === "owner" || role === "admin";

/**
 * Whether a person may download personal data: a role that may be allowed it, with the Owner's switch on
 * (an Owner always may: they could turn their own switch on).
 */
export const mayExport = (role: StaffRole, canExport: boolean) =>
  mayUse(role, "exports") && (role === "owner" || canExport);
