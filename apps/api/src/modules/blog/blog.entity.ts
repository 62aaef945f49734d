import { defineEntity, p } from "@mikro-orm/postgresql";
import { createdTimestamp, uuidPrimaryKey } from "../../db/columns.ts";

export const BlogPostEntity = defineEntity({
  name: "BlogPost",
  tableName: "blog_posts",
  properties: {
    id: uuidPrimaryKey(),
    title: p.text(),
    slug: p.text().unique(),
    excerpt: p.text(),
    /** Sanitized HTML (sanitized when saved, rendered as is). */
    content: p.text(),
    published: p.boolean().default(false),
    featuredImage: p.text().nullable(),
    authorName: p.text(),
    createdAt: createdTimestamp(),
    updatedAt: createdTimestamp().onUpdate(() => new Date()),
  },
  // The public list reads published posts newest first.
  indexes: [{ properties: ["published", "createdAt"] }],
});
