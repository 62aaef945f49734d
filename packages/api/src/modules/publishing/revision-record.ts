import type { RevisionKind } from "@choose/schema";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import { REVISIONS_KEPT, RevisionEntity } from "./revisions.entity.ts";

/*
 * What a save of a post or page does for its revisions (the blog and organisation services call these);
 * apart from the revision service, which calls those services back to restore.
 */

/** The column naming a revision's document. */
const COLUMN: Record<RevisionKind, "post_id" | "page_id"> = { post: "post_id", page: "page_id" };

/** What a save left: recorded in the save's entity manager, so it is written by the same flush. */
export function recordRevision(
  em: EntityManager,
  document: { kind: "post"; id: string } | { kind: "page"; id: string },
  text: { title: string; summary: string; content: string },
  savedBy: string | undefined,
) {
  em.create(RevisionEntity, {
    post: document.kind === "post" ? document.id : null,
    page: document.kind === "page" ? document.id : null,
    ...text,
    savedBy: savedBy ?? null,
  });
}

/** Keeps a document's last `REVISIONS_KEPT` revisions (after a save has added one). */
export async function pruneRevisions(orm: MikroORM, kind: RevisionKind, id: string) {
  const column = COLUMN[kind];
  await orm.em.getConnection().execute(
    `delete from revisions where ${column} = ? and id not in
       (select id from revisions where ${column} = ? order by id desc limit ?)`,
    [id, id, REVISIONS_KEPT],
  );
}
