import {
  AppError,
  type Revision,
  type RevisionKind,
  type RevisionSummary,
  revisionMessages,
} from "@choose/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { BlogService } from "../blog/blog.service.ts";
import type { OrganisationService } from "../organisation/organisation.service.ts";
import { RevisionEntity, type RevisionRow } from "./revisions.entity.ts";

export interface RevisionService {
  /** A post's or page's revisions, newest first (the first is the current text). */
  list(kind: RevisionKind, id: string): Promise<RevisionSummary[]>;
  get(kind: RevisionKind, id: string, revisionId: number): Promise<Revision>;
  /** Saves the revision's title, summary and content as the document's: itself a new revision. */
  restore(kind: RevisionKind, id: string, revisionId: number, by: string): Promise<Revision>;
}

const toSummary = (row: RevisionRow): RevisionSummary => ({
  id: row.id,
  title: row.title,
  savedBy: row.savedBy ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Restores through the blog and organisation services, so a restore is a save like any other. */
export function createRevisionService(
  orm: MikroORM,
  documents: { blog: BlogService; organisation: OrganisationService },
): RevisionService {
  const where = (kind: RevisionKind, id: string) => (kind === "post" ? { post: id } : { page: id });
  const find = (kind: RevisionKind, id: string, revisionId: number) =>
    orm.em
      .fork()
      .findOneOrFail(
        RevisionEntity,
        { id: revisionId, ...where(kind, id) },
        { failHandler: () => new AppError("NOT_FOUND", revisionMessages.notFound) },
      );
  const full = (row: RevisionRow): Revision => ({
    ...toSummary(row),
    summary: row.summary,
    content: row.content,
  });

  return {
    async list(kind, id) {
      const rows = await orm.em.fork().find(RevisionEntity, where(kind, id), { orderBy: { id: "desc" } });
      return rows.map(toSummary);
    },
    async get(kind, id, revisionId) {
      return full(await find(kind, id, revisionId));
    },
    async restore(kind, id, revisionId, by) {
      const revision = await find(kind, id, revisionId);
      const text = { title: revision.title, content: revision.content };
      if (kind === "post") {
        await documents.blog.update(id, { ...text, excerpt: revision.summary }, by);
      } else {
        const {
          counterpart: _c,
          id: _id,
          createdAt: _a,
          updatedAt: _u,
          ...page
        } = await documents.organisation.getPage(id);
        await documents.organisation.updatePage(id, { ...page, ...text, description: revision.summary }, by);
      }
      // The save's own revision: the newest.
      const latest = await orm.em
        .fork()
        .findOneOrFail(RevisionEntity, where(kind, id), { orderBy: { id: "desc" } });
      return full(latest);
    },
  };
}
