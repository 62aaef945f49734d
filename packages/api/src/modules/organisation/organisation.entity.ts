import { defineEntity, type InferEntity, p } from "@mikro-orm/postgresql";
import {
  createdTimestamp,
  languageColumn,
  updatedTimestamp,
  uuidPrimaryKey,
} from "../../platform/columns.ts";
import { scheduledPublishingColumns } from "../../platform/scheduling.ts";

/**
 * The organisation's profile: one row (id 1), written on the first save; until then the API answers
 * the `SITE_*` defaults. Empty text means "not given" (its icon or line is hidden).
 */
export const OrganisationProfileEntity = defineEntity({
  name: "OrganisationProfile",
  tableName: "organisation_profile",
  properties: {
    id: p.integer().primary().autoincrement(false),
    name: p.text(),
    description: p.text().default(""),
    email: p.text(),
    phone: p.text().default(""),
    address: p.text().default(""),
    ein: p.text().default(""),
    nonprofitStatement: p.text().default(""),
    facebookUrl: p.text().default(""),
    twitterUrl: p.text().default(""),
    linkedinUrl: p.text().default(""),
    instagramUrl: p.text().default(""),
    donationUrl: p.text().default(""),
    logoUrl: p.text().default(""),
    updatedAt: updatedTimestamp(),
  },
});
export type OrganisationProfileRow = InferEntity<typeof OrganisationProfileEntity>;

/** A simple content page (About, Privacy…), served at `/{slug}` when published. */
export const PageEntity = defineEntity({
  name: "Page",
  properties: {
    id: uuidPrimaryKey(),
    slug: p.text().unique(),
    title: p.text(),
    description: p.text(),
    /** Sanitized HTML, by the posts' allow-list. */
    content: p.text(),
    published: p.boolean().default(false),
    /** "order" is an SQL keyword; the API calls it `order`. */
    position: p.integer().default(0),
    showInHeader: p.boolean().default(false),
    showInFooter: p.boolean().default(true),
    language: languageColumn(),
    /** On a Spanish page: its English version (unique; emptied when that one is deleted). */
    translationOfId: p.uuid().nullable().unique(),
    ...scheduledPublishingColumns(),
    createdAt: createdTimestamp(),
    updatedAt: updatedTimestamp(),
  },
});
export type PageRow = InferEntity<typeof PageEntity>;
