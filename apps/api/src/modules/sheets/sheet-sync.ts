import { randomUUID } from "node:crypto";
import {
  type ApplicationChange,
  applyChanges,
  classifySheetsError,
  replaceAllRows,
  type SheetTarget,
} from "@choose/sheets";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../errors.ts";
import { ApplicationChangeEntity, ApplicationEntity } from "../applications/applications.entity.ts";
import { toApplication } from "../applications/applications.service.ts";
import { SettingEntity, SyncLeaseEntity } from "./settings.entity.ts";
import type { SheetsAccess } from "./sheets-access.ts";

export const SPREADSHEET_ID_SETTING = "google_sheets.spreadsheet_id";
const LEASE = "google_sheets";

export interface SyncTiming {
  /** Wait after a change before draining, so a burst becomes one batch. */
  debounceMs: number;
  /** How often pending records are looked at even without a change (retries, other instances' work). */
  pollMs: number;
  /** First retry delay; doubles per failed attempt up to `maxBackoffMs`. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  /** How long a lease holder may go silent before another instance takes over. */
  leaseMs: number;
}

export const defaultSyncTiming: SyncTiming = {
  debounceMs: 250,
  pollMs: 30_000,
  baseBackoffMs: 2_000,
  maxBackoffMs: 5 * 60_000,
  leaseMs: 5 * 60_000,
};

/** Records applied per batch: a handful of Sheets requests whatever the size (quota: 60 writes a minute). */
const BATCH_SIZE = 500;
/** A change Google refuses for good (403, 404, a bad key) waits for the admin to fix the configuration. */
const BLOCKED_RETRY_MS = 60 * 60_000;

export type DrainOutcome = "idle" | "unconfigured" | "busy" | "failed";

export interface SheetSync {
  /** A change was committed: drain soon (never throws, never waits). */
  kick(): void;
  /** Applies pending changes until none is due, another instance holds the lease, or Google fails. */
  drain(): Promise<DrainOutcome>;
  /** Rewrites the whole sheet from the database; returns the rows written. */
  fullSync(target: SheetTarget): Promise<number>;
  /** The configuration changed: retry everything now. */
  retryAllNow(): Promise<void>;
  spreadsheetId(): Promise<string | null>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Mirrors applications into the sheet from the `application_changes` outbox. Records stay in the
 * database until the sheet has them, so a crash or restart loses nothing; one instance at a time holds
 * the lease, so records are applied in order and never twice; each change sends the application's
 * current state, so applying one again is harmless. No database connection is held while Google answers.
 */
export function createSheetSync(options: {
  orm: MikroORM;
  access: SheetsAccess;
  log: FastifyBaseLogger;
  timing?: Partial<SyncTiming>;
}): SheetSync {
  const { orm, access, log } = options;
  const timing = { ...defaultSyncTiming, ...options.timing };
  const holder = randomUUID();
  let debounce: NodeJS.Timeout | undefined;
  let poll: NodeJS.Timeout | undefined;
  let running: Promise<DrainOutcome> | undefined;
  let stopped = false;

  const connection = () => orm.em.getConnection();

  async function acquireLease(): Promise<boolean> {
    const rows = await connection().execute<{ holder: string }[]>(
      `insert into sync_leases (name, holder, expires_at) values (?, ?, now() + make_interval(secs => ?))
       on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
       where sync_leases.holder = excluded.holder or sync_leases.expires_at < now()
       returning holder`,
      [LEASE, holder, timing.leaseMs / 1000],
    );
    return rows.length > 0;
  }

  async function releaseLease() {
    await orm.em.fork().nativeDelete(SyncLeaseEntity, { name: LEASE, holder });
  }

  async function spreadsheetId() {
    const setting = await orm.em.fork().findOne(SettingEntity, { key: SPREADSHEET_ID_SETTING });
    return setting?.value ?? null;
  }

  /** The current state of each application a batch names: a row to write, or a row to remove. */
  async function changesFor(applicationIds: string[]): Promise<ApplicationChange[]> {
    const rows = await orm.em.fork().find(ApplicationEntity, { id: { $in: applicationIds } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return applicationIds.map((id) => {
      const row = byId.get(id);
      return row ? { type: "upsert", application: toApplication(row) } : { type: "delete", id };
    });
  }

  /** One statement, so a reader never sees the error recorded without the attempt counted. */
  async function postpone(recordIds: number[], delayMs: number, error: string) {
    // `in (?)` with an array: the driver expands it into one placeholder per id.
    await connection().execute(
      `update application_changes
       set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ?), last_error = ?
       where id in (?)`,
      [delayMs / 1000, error, recordIds],
    );
  }

  /** Removes applied records, in chunks that stay far below PostgreSQL's limit of bind parameters. */
  async function deleteRecords(ids: number[]) {
    for (let start = 0; start < ids.length; start += 10_000) {
      await orm.em
        .fork()
        .nativeDelete(ApplicationChangeEntity, { id: { $in: ids.slice(start, start + 10_000) } });
    }
  }

  function backoffMs(attempts: number) {
    const exponential = Math.min(timing.maxBackoffMs, timing.baseBackoffMs * 2 ** attempts);
    return Math.round(exponential * (0.8 + Math.random() * 0.4));
  }

  async function drainUnderLease(target: SheetTarget): Promise<DrainOutcome> {
    for (;;) {
      if (stopped) return "idle";
      const records = await orm.em
        .fork()
        .find(
          ApplicationChangeEntity,
          { nextAttemptAt: { $lte: new Date() } },
          { orderBy: { id: "asc" }, limit: BATCH_SIZE, disableIdentityMap: true },
        );
      if (records.length === 0) return "idle";
      const recordIds = records.map((record) => record.id);
      const applicationIds = [...new Set(records.map((record) => record.applicationId))];
      try {
        await applyChanges(target, await changesFor(applicationIds));
      } catch (error) {
        const info = classifySheetsError(error, target.client.serviceAccountEmail);
        const attempts = Math.max(...records.map((record) => record.attempts));
        const delay = info.retryable ? backoffMs(attempts) : BLOCKED_RETRY_MS;
        log.warn(
          { kind: info.kind, retryInMs: delay, records: recordIds.length },
          `Sheet sync failed: ${info.message}`,
        );
        await postpone(recordIds, delay, info.message);
        return "failed";
      }
      await deleteRecords(recordIds);
      // Renew the lease before the next batch.
      if (!(await acquireLease())) return "busy";
    }
  }

  async function drainOnce(): Promise<DrainOutcome> {
    if (!access.client) return "unconfigured";
    const id = await spreadsheetId();
    if (!id) return "unconfigured";
    if (!(await acquireLease())) return "busy";
    try {
      return await drainUnderLease({ client: access.client, spreadsheetId: id });
    } finally {
      await releaseLease();
    }
  }

  /**
   * The lease keeps other instances out; this keeps this instance's own drain and full sync from
   * overlapping (they hold the same lease), one after the other.
   */
  let exclusive: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const result = exclusive.then(work, work);
    exclusive = result.catch(() => undefined);
    return result;
  }

  function drain(): Promise<DrainOutcome> {
    // A caller arriving while a drain is queued or running shares it.
    running ??= oneAtATime(drainOnce).finally(() => {
      running = undefined;
    });
    return running;
  }

  async function fullSyncUnderLease(target: SheetTarget): Promise<number> {
    for (let tries = 0; !(await acquireLease()); tries++) {
      if (tries >= 20)
        throw new AppError(
          "CONFLICT",
          "Another server is syncing the sheet right now. Try again in a minute.",
        );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    try {
      // Only the records seen now are settled by this rewrite; later ones are applied afterwards.
      const seen = await orm.em
        .fork()
        .find(ApplicationChangeEntity, {}, { fields: ["id"], disableIdentityMap: true });
      const rows = await orm.em.fork().find(ApplicationEntity, {}, { orderBy: { submittedAt: "asc" } });
      const written = await replaceAllRows(target, rows.map(toApplication));
      await deleteRecords(seen.map((record) => record.id));
      return written;
    } finally {
      await releaseLease();
    }
  }

  function schedule(delayMs: number) {
    if (stopped || !access.client) return;
    clearTimeout(debounce);
    debounce = setTimeout(drainInBackground, delayMs);
  }

  function drainInBackground() {
    drain()
      // Another instance is draining: look again shortly in case it finished before our records landed.
      .then((outcome) => outcome === "busy" && schedule(1000))
      .catch((error: unknown) => log.error({ err: error }, "Sheet sync stopped by an unexpected error"));
  }

  return {
    kick() {
      schedule(timing.debounceMs);
    },
    drain,
    fullSync(target) {
      return oneAtATime(() => fullSyncUnderLease(target));
    },
    async retryAllNow() {
      await orm.em.fork().nativeUpdate(ApplicationChangeEntity, {}, { nextAttemptAt: new Date() });
    },
    spreadsheetId,
    start() {
      if (!access.client) return;
      poll = setInterval(drainInBackground, timing.pollMs);
      poll.unref();
      drainInBackground();
    },
    async stop() {
      stopped = true;
      clearTimeout(debounce);
      clearInterval(poll);
      // Whatever is under way (a drain or a full sync) finishes first.
      await exclusive;
    },
  };
}
