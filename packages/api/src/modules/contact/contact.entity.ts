import { CONTACT_STATUSES } from "@choose/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/postgresql";
import {
  createdTimestamp,
  languageColumn,
  submissionKeyColumn,
  uuidPrimaryKey,
} from "../../platform/columns.ts";

export const ContactSubmission = defineEntity({
  name: "ContactSubmission",
  properties: {
    id: uuidPrimaryKey(),
    name: p.text(),
    email: p.text(),
    phone: p.text().nullable(),
    organization: p.text().nullable(),
    message: p.text(),
    submittedAt: createdTimestamp(),
    language: languageColumn(),
    /** The inbox state: `new` until an administrator marks it handled. */
    status: p.enum(CONTACT_STATUSES).default("new"),
    /** One row per submission, however often it was sent (see `submissionKey`). */
    submissionKey: submissionKeyColumn(),
  },
});
export type ContactSubmissionRow = InferEntity<typeof ContactSubmission>;
