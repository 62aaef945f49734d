import {
  AppError,
  BACK_OFFICE_SECTIONS,
  type BackOfficeSection,
  exportsByDefault,
  mayExport,
  mayUse,
  ROLE_NAMES,
  type StaffAcceptInput,
  type StaffExportInput,
  type StaffIdentity,
  type StaffInvitation,
  type StaffInviteInput,
  type StaffMember,
  type StaffOverview,
  type StaffRoleInput,
  type StaffSecurityInput,
  staffMessages,
} from "@choose/schema";
import { type EntityManager, LockMode, type MikroORM } from "@mikro-orm/postgresql";
import { SettingEntity } from "../../platform/settings.entity.ts";
import { addAuditEvent } from "../audit/audit.service.ts";
import { AdminSessionEntity, UserEntity, type UserRow } from "../auth/auth.entity.ts";
import type { AdminIdentity } from "../auth/auth.service.ts";
import { hashPassword } from "../auth/password.ts";
import { newPasswordProblem } from "../auth/password-rule.ts";
import { hashToken, newToken } from "../auth/tokens.ts";
import { loadTemplates, type MailQueue } from "../email/email.queue.ts";
import { StaffInvitationEntity, type StaffInvitationRow } from "./staff.entity.ts";

/** The team: its accounts and roles, invitations, and the Owner's security settings. */
export interface StaffService {
  /**
   * Throws FORBIDDEN unless `admin`'s role may use `section` (and, when the Owner requires it, has
   * two-factor on); for "exports", unless the Owner's switch allows the person too (`mayExport`).
   */
  authorize(admin: AdminIdentity, section: BackOfficeSection): Promise<void>;
  /** Who is signed in and which parts of the back office they may use. */
  identity(admin: AdminIdentity): StaffIdentity;
  overview(): Promise<StaffOverview>;
  /** Emails a single-use link (48 hours) to join as `role`; a new invitation to the same address replaces the old. */
  invite(admin: AdminIdentity, input: StaffInviteInput): Promise<StaffInvitation>;
  withdraw(invitationId: string): Promise<void>;
  /** Makes the account the invitation names; the person then signs in. */
  accept(input: StaffAcceptInput): Promise<{ username: string }>;
  /** Changes a role and signs out the person's sessions at once; the team keeps an Owner. */
  setRole(input: StaffRoleInput): Promise<StaffOverview>;
  /** Removes a person (their sessions end with the account); the team keeps an Owner. */
  remove(admin: AdminIdentity, userId: string): Promise<void>;
  /** Signs out every session of a person. Answers how many ended. */
  signOut(userId: string): Promise<number>;
  setSecurity(input: StaffSecurityInput): Promise<StaffOverview>;
  /** Sets a person's switch for the CSV exports of personal data (an Owner's cannot be turned off). */
  setExport(input: StaffExportInput): Promise<StaffOverview>;
}

export const INVITATION_MS = 48 * 60 * 60_000;
const REQUIRE_TWO_FACTOR_SETTING = "staff.require_two_factor";

const forbidden = (message: string = staffMessages.forbidden) => new AppError("FORBIDDEN", message);
const notFound = () => new AppError("NOT_FOUND", staffMessages.notFound);
const fieldError = (code: "BAD_REQUEST" | "CONFLICT", path: string, message: string) =>
  new AppError(code, message, { errors: [{ path, message }] });

function toInvitation(row: StaffInvitationRow): StaffInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedBy,
    expiresAt: row.expiresAt.toISOString(),
  };
}

function toMember(user: UserRow, lastSeenAt: string | null): StaffMember {
  return {
    id: user.id,
    username: user.username,
    email: user.email ?? null,
    role: user.role,
    twoFactor: Boolean(user.totpEnabledAt),
    canExport: mayExport(user.role, user.canExport),
    createdAt: user.createdAt.toISOString(),
    lastSeenAt,
  };
}

export function createStaffService(orm: MikroORM, mail: MailQueue): StaffService {
  async function requiresTwoFactor(em: EntityManager) {
    const setting = await em.findOne(SettingEntity, { key: REQUIRE_TWO_FACTOR_SETTING });
    return setting?.value === "true";
  }

  async function overview(): Promise<StaffOverview> {
    const em = orm.em.fork();
    const [users, invitations, requireTwoFactor, seen] = await Promise.all([
      em.find(UserEntity, {}, { orderBy: { createdAt: "asc", username: "asc" } }),
      em.find(StaffInvitationEntity, { expiresAt: { $gt: new Date() } }, { orderBy: { createdAt: "asc" } }),
      requiresTwoFactor(em),
      em
        .getConnection()
        .execute<{ user_id: string; last: Date }[]>(
          `select user_id, max(last_used_at) as last from admin_sessions group by user_id`,
        ),
    ]);
    const lastSeen = new Map(seen.map((row) => [row.user_id, new Date(row.last).toISOString()]));
    return {
      members: users.map((user) => toMember(user, lastSeen.get(user.id) ?? null)),
      invitations: invitations.map(toInvitation),
      requireTwoFactor,
    };
  }

  /** Ends every session of `user` now (a role change or a removal takes effect on the next request). */
  const endSessions = (em: EntityManager, userId: string) =>
    em.nativeUpdate(AdminSessionEntity, { user: userId, revokedAt: null }, { revokedAt: new Date() });

  /** Locks the Owners' rows for the change, and refuses one that would leave none. */
  async function keepAnOwner(em: EntityManager, user: UserRow) {
    if (user.role !== "owner") return;
    const owners = await em.find(UserEntity, { role: "owner" }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (owners.length <= 1) throw fieldError("CONFLICT", "role", staffMessages.lastOwner);
  }

  return {
    async authorize(admin, section) {
      if (!mayUse(admin.role, section)) throw forbidden();
      if (section === "exports" && !mayExport(admin.role, admin.canExport))
        throw forbidden(staffMessages.exportForbidden);
      if (section === "self" || admin.twoFactor) return;
      if (await requiresTwoFactor(orm.em.fork())) throw forbidden(staffMessages.twoFactorRequired);
    },

    identity(admin) {
      return {
        username: admin.username,
        role: admin.role,
        sections: BACK_OFFICE_SECTIONS.filter((section) =>
          section === "exports" ? mayExport(admin.role, admin.canExport) : mayUse(admin.role, section),
        ),
      };
    },

    overview,

    async invite(admin, { email, role }) {
      const { templates } = await loadTemplates();
      const token = newToken();
      const expiresAt = new Date(Date.now() + INVITATION_MS);
      const rendered = await templates.staffInvitation(mail.site, {
        invitedBy: admin.username,
        roleName: ROLE_NAMES[role],
        link: `${mail.site.publicUrl}/admin/accept#token=${token}`,
        expiresAt,
      });
      const row = await orm.em.fork().transactional(async (em) => {
        if ((await em.count(UserEntity, { email })) > 0)
          throw fieldError("CONFLICT", "email", staffMessages.alreadyStaff);
        await em.nativeDelete(StaffInvitationEntity, { email });
        const invitation = em.create(StaffInvitationEntity, {
          email,
          role,
          tokenHash: hashToken(token),
          invitedBy: admin.username,
          expiresAt,
        });
        mail.enqueue(em, { kind: "staff_invitation", to: email, email: rendered });
        return invitation;
      });
      mail.kick();
      return toInvitation(row);
    },

    async withdraw(invitationId) {
      const deleted = await orm.em.fork().nativeDelete(StaffInvitationEntity, { id: invitationId });
      if (deleted === 0) throw notFound();
    },

    async accept({ token, username, password }) {
      const live = { tokenHash: hashToken(token), expiresAt: { $gt: new Date() } };
      // The token first: a stranger's guess costs a lookup, never a password hash.
      if ((await orm.em.fork().count(StaffInvitationEntity, live)) === 0)
        throw fieldError("BAD_REQUEST", "token", staffMessages.invitationInvalid);
      const problem = await newPasswordProblem(password, [username]);
      if (problem) throw fieldError("BAD_REQUEST", "password", problem);
      const passwordHash = await hashPassword(password);
      return orm.em.fork().transactional(async (em) => {
        const invitation = await em.findOne(StaffInvitationEntity, live, {
          lockMode: LockMode.PESSIMISTIC_WRITE,
        });
        if (!invitation) throw fieldError("BAD_REQUEST", "token", staffMessages.invitationInvalid);
        if ((await em.count(UserEntity, { username })) > 0)
          throw fieldError("CONFLICT", "username", staffMessages.usernameTaken);
        em.create(UserEntity, {
          username,
          password: passwordHash,
          role: invitation.role,
          email: invitation.email,
          canExport: exportsByDefault(invitation.role),
        });
        addAuditEvent(
          em,
          { username, clientIp: null },
          `Joined the team as ${ROLE_NAMES[invitation.role]} (invited by ${invitation.invitedBy})`,
        );
        em.remove(invitation);
        return { username };
      });
    },

    async setRole({ id, role }) {
      await orm.em.fork().transactional(async (em) => {
        const user = await em.findOne(UserEntity, { id });
        if (!user) throw notFound();
        if (user.role === role) return;
        await keepAnOwner(em, user);
        user.role = role;
        // A new role starts from its own default: a Reviewer made Administrator may export, and back.
        user.canExport = exportsByDefault(role);
        await endSessions(em, user.id);
      });
      return overview();
    },

    async remove(admin, userId) {
      await orm.em.fork().transactional(async (em) => {
        const user = await em.findOne(UserEntity, { id: userId });
        if (!user) throw notFound();
        if (user.id === admin.userId) throw fieldError("BAD_REQUEST", "id", staffMessages.notYourself);
        await keepAnOwner(em, user);
        // Its sessions, challenges and recovery codes go with it (cascade).
        em.remove(user);
      });
    },

    async signOut(userId) {
      const em = orm.em.fork();
      if ((await em.count(UserEntity, { id: userId })) === 0) throw notFound();
      return endSessions(em, userId);
    },

    async setSecurity({ requireTwoFactor }) {
      await orm.em
        .fork()
        .upsert(SettingEntity, { key: REQUIRE_TWO_FACTOR_SETTING, value: String(requireTwoFactor) });
      return overview();
    },

    async setExport({ id, canExport }) {
      const em = orm.em.fork();
      const user = await em.findOne(UserEntity, { id });
      if (!user) throw notFound();
      if (user.role === "owner" && !canExport)
        throw fieldError("BAD_REQUEST", "canExport", staffMessages.ownerExports);
      if (!mayUse(user.role, "exports") && canExport)
        throw fieldError("BAD_REQUEST", "canExport", staffMessages.noExportsForRole);
      user.canExport = canExport;
      await em.flush();
      return overview();
    },
  };
}
