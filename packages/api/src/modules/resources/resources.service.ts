import {
  AppError,
  type DocumentFormat,
  type Language,
  type Resource,
  type ResourceCategory,
  type ResourceSave,
  resourceMessages,
} from "@choose/schema";
import {
  ForeignKeyConstraintViolationException,
  type MikroORM,
  UniqueConstraintViolationException,
} from "@mikro-orm/postgresql";
import { mediaDocument } from "../media/media.documents.ts";
import { MediaDocumentEntity } from "../media/media.entity.ts";
import { ResourceEntity } from "./resources.entity.ts";

export interface ResourceService {
  /** The published resources, of one language or all, by category then title. */
  published(language?: Language): Promise<Resource[]>;
  /** Every resource, drafts included, newest first. */
  list(): Promise<Resource[]>;
  get(id: string): Promise<Resource>;
  create(input: ResourceSave): Promise<Resource>;
  update(id: string, input: ResourceSave): Promise<Resource>;
  /** Deletes the resource and its document. */
  remove(id: string): Promise<void>;
}

interface ResourceSqlRow {
  id: string;
  title: string;
  description: string;
  language: Language;
  category: ResourceCategory;
  published: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  document_id: string;
  file_name: string;
  format: DocumentFormat;
  bytes: number;
}

const selectSql = (where: string, order: string) => `
  select r.id, r.title, r.description, r.language, r.category, r.published, r.created_at, r.updated_at,
    d.id as document_id, d.file_name, d.format, d.bytes
  from resources r join media_documents d on d.id = r.document_id ${where} order by ${order}`;

function toResource(row: ResourceSqlRow): Resource {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    language: row.language,
    category: row.category,
    published: row.published,
    document: mediaDocument({
      id: row.document_id,
      fileName: row.file_name,
      format: row.format,
      bytes: row.bytes,
    }),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const notFound = () => new AppError("NOT_FOUND", resourceMessages.notFound);

/** A save's refusals from the database, as the field they concern. */
function refusal(error: unknown): never {
  if (error instanceof UniqueConstraintViolationException)
    throw new AppError("CONFLICT", resourceMessages.documentInUse, {
      errors: [{ path: "documentId", message: resourceMessages.documentInUse }],
    });
  if (error instanceof ForeignKeyConstraintViolationException)
    throw new AppError("BAD_REQUEST", resourceMessages.unknownDocument, {
      errors: [{ path: "documentId", message: resourceMessages.unknownDocument }],
    });
  throw error;
}

export function createResourceService(orm: MikroORM): ResourceService {
  const connection = () => orm.em.getConnection();

  async function get(id: string): Promise<Resource> {
    const [row] = await connection().execute<ResourceSqlRow[]>(selectSql("where r.id = ?", "r.id"), [id]);
    if (!row) throw notFound();
    return toResource(row);
  }

  return {
    async published(language) {
      const rows = await connection().execute<ResourceSqlRow[]>(
        selectSql(
          language ? "where r.published and r.language = ?" : "where r.published",
          "r.category, r.title, r.id",
        ),
        language ? [language] : [],
      );
      return rows.map(toResource);
    },

    async list() {
      const rows = await connection().execute<ResourceSqlRow[]>(selectSql("", "r.created_at desc, r.id"));
      return rows.map(toResource);
    },

    get,

    async create({ documentId, ...fields }) {
      const em = orm.em.fork();
      const resource = em.create(ResourceEntity, {
        ...fields,
        document: em.getReference(MediaDocumentEntity, documentId),
      });
      await em.flush().catch(refusal);
      return get(resource.id);
    },

    async update(id, { documentId, ...fields }) {
      const em = orm.em.fork();
      const resource = await em.findOne(ResourceEntity, { id });
      if (!resource) throw notFound();
      const previous = resource.document.id;
      em.assign(resource, { ...fields, document: em.getReference(MediaDocumentEntity, documentId) });
      await em
        .transactional(async (tx) => {
          await tx.flush();
          // A replaced file leaves the library with the old version of the resource.
          if (previous !== documentId) await tx.nativeDelete(MediaDocumentEntity, { id: previous });
        })
        .catch(refusal);
      return get(id);
    },

    async remove(id) {
      await orm.em.fork().transactional(async (tx) => {
        const resource = await tx.findOne(ResourceEntity, { id });
        if (!resource) throw notFound();
        const documentId = resource.document.id;
        tx.remove(resource);
        await tx.flush();
        await tx.nativeDelete(MediaDocumentEntity, { id: documentId });
      });
    },
  };
}
