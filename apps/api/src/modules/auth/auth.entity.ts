import { defineEntity, p } from "@mikro-orm/postgresql";
import { createdTimestamp, uuidPrimaryKey } from "../../db/columns.ts";

export const UserEntity = defineEntity({
  name: "User",
  tableName: "users",
  properties: {
    id: uuidPrimaryKey(),
    username: p.text().unique(),
    /** An argon2id hash (PHC string), never the password itself. */
    password: p.text().hidden(),
    createdAt: createdTimestamp(),
  },
});

export const AdminSessionEntity = defineEntity({
  name: "AdminSession",
  tableName: "admin_sessions",
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(UserEntity).deleteRule("cascade"),
    /** SHA-256 of the token (hex); the token itself is only ever in the admin's browser. */
    tokenHash: p.text().unique().hidden(),
    createdAt: createdTimestamp(),
    lastUsedAt: createdTimestamp(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
  },
});
