import { STAFF_ROLES } from "@choose/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/postgresql";
import { createdTimestamp, uuidPrimaryKey } from "../../platform/columns.ts";

/**
 * An invitation to join the team: only the SHA-256 of its token is kept (the token is in the email's
 * link alone). It is deleted when accepted or withdrawn, and refused once expired.
 */
export const StaffInvitationEntity = defineEntity({
  name: "StaffInvitation",
  properties: {
    id: uuidPrimaryKey(),
    email: p.text().unique(),
    role: p.enum(STAFF_ROLES),
    tokenHash: p.text().unique().hidden(),
    /** The username of the person who sent it. */
    invitedBy: p.text(),
    createdAt: createdTimestamp(),
    expiresAt: p.datetime(),
  },
});
export type StaffInvitationRow = InferEntity<typeof StaffInvitationEntity>;
