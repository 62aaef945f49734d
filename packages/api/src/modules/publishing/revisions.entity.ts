import { defineEntity, type InferEntity, p } from "@mikro-orm/postgresql";
import { createdTimestamp } from "../../platform/columns.ts";
import { BlogPostEntity } from "../blog/blog.entity.ts";
import { PageEntity } from "../organisation/organisation.entity.ts";

/**
 * A post's or page's text as one save left it (title, summary, content), who saved it and when: the
 * editor lists them, compares one with the current text and restores one. The last
 * `REVISIONS_KEPT` of each post or page are kept; they go with it.
 */
export const RevisionEntity = defineEntity({
  name: "Revision",
  tableName: "revisions",
  properties: {
    id: p.bigint("number").primary().autoincrement(),
    post: () => p.manyToOne(BlogPostEntity).nullable().deleteRule("cascade"),
    page: () => p.manyToOne(PageEntity).nullable().deleteRule("cascade"),
    title: p.text(),
    /** A post's excerpt, a page's description. */
    summary: p.text(),
    content: p.text(),
    /** The staff account that saved it; null for a script or the publishing job. */
    savedBy: p.text().nullable(),
    createdAt: createdTimestamp(),
  },
  indexes: [{ properties: ["post", "id"] }, { properties: ["page", "id"] }],
});
export type RevisionRow = InferEntity<typeof RevisionEntity>;

/** How many revisions a post or page keeps: every save adds one, and the oldest beyond this go. */
export const REVISIONS_KEPT = 50;
