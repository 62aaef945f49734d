import { createHash, randomUUID } from "node:crypto";
import { AUDIT_PAGE_SIZE, type AuditPage } from "@choose/schema";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import { AuditEventEntity } from "./audit.entity.ts";

/** Who did something and from where; `username` null for a sign-in attempt with an unknown name. */
export interface AuditActor {
  username: string | null;
  /** Null for the command line. */
  clientIp: string | null;
}

export interface AuditService {
  /**
   * Adds one line to the trail: a short description, never a password, code or token. With
   * `countWithinMs`, what may come in floods (a failed sign-in): the same description by the same actor
   * from the same address within that window of the clock is counted in one line ("… (12 times)").
   */
  record(actor: AuditActor, description: string, countWithinMs?: number): Promise<void>;
  /** The trail newest first, `AUDIT_PAGE_SIZE` a page (page 1 is the newest). */
  list(page: number): Promise<AuditPage>;
  /** Deletes what is older than the retention; returns how many lines went. */
  prune(): Promise<number>;
}

/** Writes an audit line in `em`'s unit of work (for writers outside the service, e.g. the CLI). */
export function addAuditEvent(em: EntityManager, actor: AuditActor, description: string) {
  em.create(AuditEventEntity, { ...actor, description });
}

/** Counts one more `description` in its line (made by the first), in one statement, so none is lost. */
async function countInLine(orm: MikroORM, actor: AuditActor, description: string, windowMs: number) {
  const window = Math.floor(Date.now() / windowMs);
  const line = JSON.stringify([windowMs, window, actor.username, actor.clientIp, description]);
  await orm.em.getConnection().execute(
    `insert into audit_events (id, at, username, client_ip, description, line_key, count)
     values (?, ?, ?, ?, ?, ?, 1)
     on conflict (line_key) do update set
       at = excluded.at,
       count = audit_events.count + 1,
       description = excluded.description || ' (' || (audit_events.count + 1) || ' times)'`,
    [
      randomUUID(),
      new Date(),
      actor.username,
      actor.clientIp,
      description,
      createHash("sha256").update(line).digest("hex"),
    ],
  );
}

export function createAuditService(orm: MikroORM, retentionMs: number): AuditService {
  return {
    async record(actor, description, countWithinMs) {
      if (countWithinMs) return countInLine(orm, actor, description, countWithinMs);
      const em = orm.em.fork();
      addAuditEvent(em, actor, description);
      await em.flush();
    },

    async list(page) {
      const [rows, total] = await orm.em.fork().findAndCount(
        AuditEventEntity,
        {},
        // The id breaks ties between lines written in the same millisecond.
        { orderBy: { at: "desc", id: "desc" }, limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE },
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          username: row.username ?? null,
          clientIp: row.clientIp ?? null,
          description: row.description,
        })),
        page,
        pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
        total,
      };
    },

    prune() {
      return orm.em
        .fork()
        .nativeDelete(AuditEventEntity, { at: { $lt: new Date(Date.now() - retentionMs) } });
    },
  };
}

/** How often the trail is pruned (and once at start-up). */
const PRUNE_EVERY_MS = 6 * 60 * 60_000;

/** Prunes the trail now and every few hours; returns the function that stops it. */
export function scheduleAuditPrune(
  audit: AuditService,
  log: { error(object: object, message: string): void },
) {
  const prune = () => {
    audit.prune().catch((error: unknown) => log.error({ err: error }, "pruning the audit trail failed"));
  };
  prune();
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
