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
  /** Adds one line to the trail: a short description, never a password, code or token. */
  record(actor: AuditActor, description: string): Promise<void>;
  /** The trail newest first, `AUDIT_PAGE_SIZE` a page (page 1 is the newest). */
  list(page: number): Promise<AuditPage>;
  /** Deletes what is older than the retention; returns how many lines went. */
  prune(): Promise<number>;
}

/** Writes an audit line in `em`'s unit of work (for writers outside the service, e.g. the CLI). */
export function addAuditEvent(em: EntityManager, actor: AuditActor, description: string) {
  em.create(AuditEventEntity, { ...actor, description });
}

export function createAuditService(orm: MikroORM, retentionMs: number): AuditService {
  return {
    async record(actor, description) {
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
