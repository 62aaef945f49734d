import { RESOURCE_CATEGORIES } from "@choose/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/postgresql";
import {
  createdTimestamp,
  languageColumn,
  updatedTimestamp,
  uuidPrimaryKey,
} from "../../platform/columns.ts";
import { MediaDocumentEntity } from "../media/media.entity.ts";

/**
 * A resource of the library (issue 35): its words and one document of the media library. The table also
 * has `search_vector`, kept by a trigger for the site search (migration 20261201194000), which the ORM
 * never reads or writes.
 */
export const ResourceEntity = defineEntity({
  name: "Resource",
  tableName: "resources",
  properties: {
    id: uuidPrimaryKey(),
    title: p.text(),
    description: p.text().default(""),
    language: languageColumn(),
    category: p.enum(RESOURCE_CATEGORIES),
    /** One resource per document; a document in use cannot be deleted. */
    document: () => p.manyToOne(MediaDocumentEntity).unique().deleteRule("restrict"),
    published: p.boolean().default(false),
    createdAt: createdTimestamp(),
    updatedAt: updatedTimestamp(),
  },
  indexes: [{ properties: ["published", "language"] }],
});
export type ResourceRow = InferEntity<typeof ResourceEntity>;
