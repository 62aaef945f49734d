import { z } from "zod";
import { LanguageSchema } from "./language.ts";

export const publishingMessages = {
  publishAt: "Enter a date and time, such as 2027-01-15T08:00:00-06:00",
  publishAtPast: "That time has passed: choose a later one, or publish now",
  publishAtTooFar: "Choose a time within the next five years",
  scheduledAndPublished: "A scheduled post or page is saved unpublished: clear the time to publish now",
} as const;

/** How far ahead a post or page may be scheduled. */
export const PUBLISH_AT_MAX_YEARS = 5;

/**
 * When a post or page is to be published (an ISO time with its offset; the editor shows it in Alabama
 * time); null for none. With `published: false` and a time to come, the post or page is scheduled.
 */
export const publishAtField = z.iso
  .datetime({ offset: true, error: publishingMessages.publishAt })
  .refine(
    (value) => Date.parse(value) < Date.now() + PUBLISH_AT_MAX_YEARS * 366 * 24 * 3600 * 1000,
    publishingMessages.publishAtTooFar,
  )
  .nullable();

/** A post or page waiting for its time, as the dashboard lists it. */
export const ScheduledItemSchema = z.object({
  kind: z.enum(["post", "page"]),
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  language: LanguageSchema,
  publishAt: z.iso.datetime(),
});
export type ScheduledItem = z.infer<typeof ScheduledItemSchema>;

export const revisionMessages = {
  notFound: "Revision not found",
  restored: "Revision restored",
} as const;

/** A post's or page's revisions: `kind` and the document's id. */
export const RevisionsParamsSchema = z.object({ kind: z.enum(["post", "page"]), id: z.uuid() });
export type RevisionKind = z.infer<typeof RevisionsParamsSchema>["kind"];

/** One revision of a post or page. */
export const RevisionParamsSchema = RevisionsParamsSchema.extend({
  revisionId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** A revision as the editor lists it: who saved it and when. */
export const RevisionSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  savedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>;

/** A revision's text, to compare with the current one and restore. */
export const RevisionSchema = RevisionSummarySchema.extend({ summary: z.string(), content: z.string() });
export type Revision = z.infer<typeof RevisionSchema>;
