import { defineEntity, p } from "@mikro-orm/postgresql";
import { createdTimestamp, uuidPrimaryKey } from "../../db/columns.ts";

export const NewsletterSubscription = defineEntity({
  name: "NewsletterSubscription",
  tableName: "newsletter_subscriptions",
  properties: {
    id: uuidPrimaryKey(),
    /** Stored trimmed and lower-cased, so uniqueness is case-insensitive. */
    email: p.text().unique(),
    name: p.text().nullable(),
    subscribedAt: createdTimestamp(),
    isActive: p.boolean().default(true),
  },
});
