import { AppError } from "@choose/schema";
import {
  type ApplicationChange,
  applyChanges,
  classifySheetsError,
  replaceAllRows,
  type SheetTarget,
} from "@choose/sheets";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { FastifyBaseLogger } from "fastify";
import { createLease, DEFAULT_LEASE_TTL_MS, LEASE_BUSY_RETRY_MS } from "../../jobs/lease.ts";
import { type BackoffTiming, retryDelayMs } from "../../jobs/retry.ts";
import { createScheduler, type SchedulerTiming } from "../../jobs/scheduler.ts";
import { SettingEntity } from "../../platform/settings.entity.ts";
import { ApplicationEntity } from "../applications/applications.entity.ts";
import { toApplication } from "../applications/applications.mapper.ts";
import { createSheetsOutbox } from "./sheets.outbox.ts";
import type { SheetsKeySource } from "./sheets-access.ts";

export const SPREADSHEET_ID_SETTING = "google_sheets.spreadsheet_id";
const LEASE = "google_sheets";

export interface SyncTiming extends SchedulerTiming, BackoffTiming {
  /** How long a lease holder may go silent (its heartbeat stopped) before another instance takes over. */
  leaseMs: number;
}

export const defaultSyncTiming: SyncTiming = {
  debounceMs: 250,
  pollMs: 30_000,
  baseBackoffMs: 2_000,
  maxBackoffMs: 5 * 60_000,
  leaseMs: DEFAULT_LEASE_TTL_MS,
};

/** Records applied per batch: a handful of Sheets requests whatever the size (quota: 60 writes a minute). */
const BATCH_SIZE = 500;
/** How long "Sync All" waits for another instance's drain before answering 409. */
const FULL_SYNC_WAIT_MS = 5_000;

export type DrainOutcome = "idle" | "unconfigured" | "busy" | "failed";

interface DrainResult {
  outcome: DrainOutcome;
  nextDueInMs?: number | undefined;
}

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
 * The outbox, lease, backoff and scheduler are the generic ones of `jobs/`; this file holds only what
 * is about the sheet: the drain and the full rewrite.
 */
export function createSheetSync(options: {
  orm: MikroORM;
  access: SheetsKeySource;
  log: FastifyBaseLogger;
  timing?: Partial<SyncTiming>;
}): SheetSync {
  const { orm, access, log } = options;
  const timing = { ...defaultSyncTiming, ...options.timing };
  const outbox = createSheetsOutbox(orm);
  // The drain and the full sync share the lease: they never overlap, here or across instances.
  const lease = createLease(orm, LEASE, timing.leaseMs);
  const scheduler = createScheduler({ name: "Sheet sync", run: drain, timing, log });

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

  async function drainUnderLease(
    target: SheetTarget,
    signal: AbortSignal,
    lost: AbortSignal,
  ): Promise<DrainResult> {
    for (;;) {
      if (signal.aborted) return { outcome: "idle" };
      // Another instance has the lease (and the records): look again shortly.
      if (lost.aborted) return { outcome: "busy", nextDueInMs: LEASE_BUSY_RETRY_MS };
      const records = await outbox.due(BATCH_SIZE);
      if (records.length === 0)
        return { outcome: "idle", nextDueInMs: (await outbox.nextDueInMs()) ?? undefined };
      const recordIds = records.map((record) => record.id);
      const applicationIds = [...new Set(records.map((record) => record.applicationId))];
      try {
        await applyChanges(target, await changesFor(applicationIds));
      } catch (error) {
        const info = classifySheetsError(error, target.client.serviceAccountEmail);
        const attempts = Math.max(...records.map((record) => record.attempts));
        const delay = retryDelayMs(attempts, info.retryable, timing);
        log.warn(
          { kind: info.kind, retryInMs: delay, records: recordIds.length },
          `Sheet sync failed: ${info.message}`,
        );
        await outbox.postpone(recordIds, delay, info.message);
        // Later records wait for this retry too: Google is failing for them as well.
        return { outcome: "failed", nextDueInMs: delay };
      }
      await outbox.remove(recordIds);
    }
  }

  async function drain(signal: AbortSignal): Promise<DrainResult> {
    if (signal.aborted) return { outcome: "idle" };
    // Read again each round: a key saved at another instance is used here without a restart.
    const { client } = await access.refresh();
    if (!client) return { outcome: "unconfigured" };
    const id = await spreadsheetId();
    if (!id) return { outcome: "unconfigured" };
    const target = { client, spreadsheetId: id };
    const run = await lease.run((lost) => drainUnderLease(target, signal, lost));
    // Another instance holds the lease: look again shortly in case it finished before our records landed.
    return run.held ? run.value : { outcome: "busy", nextDueInMs: LEASE_BUSY_RETRY_MS };
  }

  async function fullSyncUnderLease(target: SheetTarget): Promise<number> {
    // Only the records seen now are settled by this rewrite; later ones are applied afterwards.
    const seen = await outbox.pendingIds();
    const rows = await orm.em.fork().find(ApplicationEntity, {}, { orderBy: { submittedAt: "asc" } });
    const written = await replaceAllRows(target, rows.map(toApplication));
    await outbox.remove(seen);
    return written;
  }

  return {
    kick: scheduler.kick,
    async drain() {
      return (await scheduler.runNow()).outcome;
    },
    async fullSync(target) {
      const run = await lease.run(() => fullSyncUnderLease(target), { waitMs: FULL_SYNC_WAIT_MS });
      if (!run.held)
        throw new AppError(
          "CONFLICT",
          "Another server is syncing the sheet right now. Try again in a minute.",
        );
      return run.value;
    },
    retryAllNow: outbox.retryAllNow,
    spreadsheetId,
    start() {
      // Polls even without a key: one may be saved in the back office at any instance.
      scheduler.start();
    },
    async stop() {
      await scheduler.stop();
      // A full sync under way finishes first.
      await lease.settled();
    },
  };
}
