import { randomBytes } from "node:crypto";
import { defineEntity, type InferEntity, p } from "@mikro-orm/postgresql";
import { createdTimestamp, languageColumn, uuidPrimaryKey } from "../../platform/columns.ts";

export const NewsletterSubscription = defineEntity({
  name: "NewsletterSubscription",
  properties: {
    id: uuidPrimaryKey(),
    /** Stored trimmed and lower-cased, so uniqueness is case-insensitive. */
    email: p.text().unique(),
    name: p.text().nullable(),
    subscribedAt: createdTimestamp(),
    isActive: p.boolean().default(true),
    language: languageColumn(),
    /** The secret in the subscriber's unsubscribe links (hex). */
    unsubscribeToken: p
      .text()
      .unique()
      .onCreate(() => randomToken()),
  },
});
export type NewsletterSubscriptionRow = InferEntity<typeof NewsletterSubscription>;

/** 256 random bits as hex: the tokens of confirmation and unsubscribe links. */
export const randomToken = () => randomBytes(32).toString("hex");
