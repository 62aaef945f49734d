import type { ScheduledItem } from "@choose/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { createLease, DEFAULT_LEASE_TTL_MS, LEASE_BUSY_RETRY_MS } from "../../jobs/lease.ts";
import { createScheduler, type RunResult, type SchedulerTiming } from "../../jobs/scheduler.ts";
import type { ContentChanges } from "../../platform/content-changes.ts";

/** The tables whose rows can be scheduled (both have `scheduledPublishingColumns`). */
const SCHEDULED_TABLES = { post: "blog_posts", page: "pages" } as const;

const LEASE = "scheduled-publishing";

export interface PublishingTiming extends SchedulerTiming {
  leaseMs: number;
}

/**
 * The job looks at least every 30 s (a post scheduled at another instance whose announcement was
 * missed), and wakes at the earliest scheduled time it knows: so a post goes out within a minute.
 */
export const defaultPublishingTiming: PublishingTiming = {
  debounceMs: 200,
  pollMs: 30_000,
  leaseMs: DEFAULT_LEASE_TTL_MS,
};

export interface PublishRun extends RunResult {
  /** Posts and pages this run published (0 when another instance holds the lease). */
  published: number;
}

export interface PublishingService {
  /** The posts and pages waiting for their time, soonest first (the dashboard's list). */
  scheduled(): Promise<ScheduledItem[]>;
  /** Publishes what is due now (the job's run; after the run under way, if any). */
  publishDue(): Promise<PublishRun>;
  /** Posts and pages this instance has published since it started (its runs in the background too). */
  publishedTotal(): number;
  /** Something was saved (here or at another instance): look again at what is scheduled. */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

const IdRowsSchema = z.array(z.object({ id: z.string() }));
const NextDueSchema = z.tuple([z.object({ ms: z.number().nullable() })]);
const ScheduledRowsSchema = z.array(
  z.object({
    kind: z.enum(["post", "page"]),
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    language: z.enum(["en", "es"]),
    publish_at: z.coerce.date(),
  }),
);

/**
 * Scheduled publishing: one job over posts and pages, under a lease so one instance at a time works.
 * Each table's due rows are published by one conditional UPDATE (`where not published and publish_at
 * <= now()`), which publishes a row once however many instances run it; the same statement marks them
 * `awaiting_announcement`, cleared only after every instance has been told (caches, sitemap and feed
 * drop what they hold). A run killed in between leaves the mark, and the next run, at any instance,
 * announces it: nothing is lost.
 */
export function createPublishingService(options: {
  orm: MikroORM;
  changes: ContentChanges;
  log: FastifyBaseLogger;
  timing?: Partial<PublishingTiming> | undefined;
}): PublishingService {
  const { orm, changes, log } = options;
  const timing = { ...defaultPublishingTiming, ...options.timing };
  const execute = (sql: string, params: unknown[] = []) => orm.em.getConnection().execute(sql, params);
  const lease = createLease(orm, LEASE, timing.leaseMs);
  const tables = Object.values(SCHEDULED_TABLES);

  async function publishUnderLease(): Promise<PublishRun> {
    let published = 0;
    for (const table of tables) {
      const rows = await execute(
        `update ${table} set published = true, awaiting_announcement = true, updated_at = now()
         where not published and publish_at <= now() returning id`,
      );
      published += IdRowsSchema.parse(rows).length;
    }
    let waiting = 0;
    for (const table of tables) {
      const rows = await execute(`select id from ${table} where awaiting_announcement`);
      waiting += IdRowsSchema.parse(rows).length;
    }
    if (waiting > 0) {
      await changes.publish();
      for (const table of tables) {
        await execute(`update ${table} set awaiting_announcement = false where awaiting_announcement`);
      }
      log.info({ published, announced: waiting }, "Scheduled posts and pages published");
    }
    const next = NextDueSchema.parse(
      await execute(
        `select (extract(epoch from min(publish_at) - now()) * 1000)::float8 as ms from (${tables
          .map((table) => `select publish_at from ${table} where not published and publish_at is not null`)
          .join(" union all ")}) scheduled`,
      ),
    )[0].ms;
    // A little after the time, so the database's clock has reached it too.
    return { published, nextDueInMs: next === null ? undefined : Math.max(0, next) + 50 };
  }

  let publishedTotal = 0;
  async function run(signal: AbortSignal): Promise<PublishRun> {
    if (signal.aborted) return { published: 0 };
    const held = await lease.run(() => publishUnderLease());
    if (!held.held) return { published: 0, nextDueInMs: LEASE_BUSY_RETRY_MS };
    publishedTotal += held.value.published;
    return held.value;
  }

  const scheduler = createScheduler({ name: "Scheduled publishing", run, timing, log });

  return {
    async scheduled() {
      const rows = await execute(
        Object.entries(SCHEDULED_TABLES)
          .map(
            ([kind, table]) =>
              `select '${kind}' as kind, id, title, slug, language, publish_at from ${table}
               where not published and publish_at is not null`,
          )
          .join(" union all ")
          .concat(" order by publish_at, title"),
      );
      return ScheduledRowsSchema.parse(rows).map((row) => ({
        kind: row.kind,
        id: row.id,
        title: row.title,
        slug: row.slug,
        language: row.language,
        publishAt: row.publish_at.toISOString(),
      }));
    },
    publishDue: () => scheduler.runNow(),
    publishedTotal: () => publishedTotal,
    kick: () => scheduler.kick(),
    start: () => scheduler.start(),
    stop: () => scheduler.stop(),
  };
}
