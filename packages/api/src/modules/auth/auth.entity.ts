import { STAFF_ROLES } from "@choose/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/postgresql";
import { createdTimestamp, uuidPrimaryKey } from "../../platform/columns.ts";

export const UserEntity = defineEntity({
  name: "User",
  properties: {
    id: uuidPrimaryKey(),
    username: p.text().unique(),
    /** What the person may do (the role table in @choose/schema); the first administrator is the Owner. */
    role: p.enum(STAFF_ROLES).default("owner"),
    /** Where the team reaches them (the invitation's address); none for an account made on the server. */
    email: p.text().nullable().unique(),
    /**
     * The Owner's switch for downloading personal data (the CSV exports), set from the role's default
     * (`exportsByDefault`) when the account is made or its role changes; an Owner always may.
     */
    canExport: p.boolean().default(false),
    /** An argon2id hash (PHC string), never the password itself. */
    password: p.text().hidden(),
    createdAt: createdTimestamp(),
    /**
     * The TOTP secret (base32): waiting for its first code while `totpEnabledAt` is null, in use after.
     * Never sent to a client after the setup step that created it.
     */
    totpSecret: p.text().nullable().hidden(),
    totpEnabledAt: p.datetime().nullable(),
    /** The time step of the last accepted code: a code is never accepted twice (RFC 6238 §5.2). */
    totpLastStep: p.integer().nullable().hidden(),
  },
});
export type UserRow = InferEntity<typeof UserEntity>;

/** The key of a row that belongs to one user, and that user: the row goes when the user goes. */
const ownedByUser = () => ({
  id: uuidPrimaryKey(),
  user: () => p.manyToOne(UserEntity).deleteRule("cascade"),
});

/** A user's token as kept: only its SHA-256 (hex), the token itself being only with its holder. */
const userToken = () => ({
  ...ownedByUser(),
  tokenHash: p.text().unique().hidden(),
  createdAt: createdTimestamp(),
});

export const AdminSessionEntity = defineEntity({
  name: "AdminSession",
  properties: {
    /** The token is only ever in the admin's browser. */
    ...userToken(),
    lastUsedAt: createdTimestamp(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    /** Where and with what browser it signed in: shown on the account screen's session list. */
    clientIp: p.text().nullable(),
    userAgent: p.text().nullable(),
  },
});
export type AdminSessionRow = InferEntity<typeof AdminSessionEntity>;

/**
 * The first step of a sign-in with two-factor sign-in on: the password was right. Its token (only the
 * SHA-256 is kept) stands for that password in the code step; it is deleted on use, after too many
 * wrong codes, or is refused once expired.
 */
export const LoginChallengeEntity = defineEntity({
  name: "LoginChallenge",
  properties: {
    ...userToken(),
    expiresAt: p.datetime().index(),
    failures: p.integer().default(0),
    /** The known device that passed the password step: the code step is throttled as that device. */
    knownDevice: p.text().nullable().hidden(),
  },
});
export type LoginChallengeRow = InferEntity<typeof LoginChallengeEntity>;

/** One-time recovery codes (SHA-256 of the normalised code); a used one keeps its row with `usedAt`. */
export const RecoveryCodeEntity = defineEntity({
  name: "RecoveryCode",
  properties: {
    ...ownedByUser(),
    codeHash: p.text().hidden(),
    usedAt: p.datetime().nullable(),
  },
});
export type RecoveryCodeRow = InferEntity<typeof RecoveryCodeEntity>;
