import { createHash } from "node:crypto";
import { type EntityManager, type MikroORM, UniqueConstraintViolationException } from "@mikro-orm/postgresql";

/** JSON with its object keys sorted and its arrays' strings sorted: the same answers, the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).sort().join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined && item !== null);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * A public submission's idempotency key: the form, its answers (as the schema parsed them, the page's
 * language aside) and the day. A double click, a reload, a retry after a network error and a native
 * submit racing the script's all send the same answers, so they are one submission; the same answers
 * sent again another day are a new one.
 */
export function submissionKey(form: string, answers: { language?: unknown }, now = new Date()): string {
  const { language: _language, ...rest } = answers;
  return createHash("sha256")
    .update(`${form}\n${now.toISOString().slice(0, 10)}\n${canonicalJson(rest)}`)
    .digest("base64url");
}

/**
 * Stores a submission once per key: the row already stored under `key`, or the one `create` writes
 * (with its emails) in one transaction. Two racing writes meet at the column's unique index, and the
 * loser answers with the winner's row.
 */
export async function submitOnce<Row extends object>(
  orm: MikroORM,
  find: (em: EntityManager) => Promise<Row | null>,
  create: (em: EntityManager) => Promise<Row>,
): Promise<{ row: Row; created: boolean }> {
  const stored = await find(orm.em.fork());
  if (stored) return { row: stored, created: false };
  try {
    return { row: await orm.em.fork().transactional(create), created: true };
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const winner = await find(orm.em.fork());
    if (!winner) throw error;
    return { row: winner, created: false };
  }
}
