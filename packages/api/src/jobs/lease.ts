import { randomUUID } from "node:crypto";
import { defineEntity, type InferEntity, type MikroORM, p } from "@mikro-orm/postgresql";

/**
 * One row per named lease: who may work on a queue right now. One API instance at a time holds it, so
 * a queue's records are handled in order and never twice; its holder's heartbeat keeps it, and it expires
 * `DEFAULT_LEASE_TTL_MS` after the holder dies.
 */
export const LeaseEntity = defineEntity({
  name: "Lease",
  tableName: "sync_leases",
  properties: {
    name: p.text().primary(),
    holder: p.text(),
    expiresAt: p.datetime(),
  },
});
export type LeaseRow = InferEntity<typeof LeaseEntity>;

export type LeaseRun<T> = { held: true; value: T } | { held: false };

/**
 * How long a lease outlives its holder's last heartbeat. A killed instance's queues wait this long at
 * most before another instance takes them over (the heartbeat, every third of it, keeps a living holder's).
 */
export const DEFAULT_LEASE_TTL_MS = 15_000;

/** Another instance holds the lease: look again this soon, so its expiry is noticed within a second. */
export const LEASE_BUSY_RETRY_MS = 1_000;

export interface Lease {
  /**
   * Runs `work` holding the lease, after any other work of this process under the same lease (the row
   * keeps other instances out, this keeps two pieces of work in one instance apart). Waits up to
   * `waitMs` while another instance holds it, then gives up with `held: false`. While `work` runs, a
   * heartbeat renews the lease; `lost` aborts if another instance has taken it (this process stalled
   * past the TTL, or could not reach the database for that long): stop at the next safe point.
   */
  run<T>(work: (lost: AbortSignal) => Promise<T>, options?: { waitMs?: number }): Promise<LeaseRun<T>>;
  /** Resolves once the work of this process under the lease, if any, is over. */
  settled(): Promise<void>;
}

const WAIT_STEP_MS = 250;

/** The lease called `name`; a queue's worker and anything that must not overlap it share one. */
export function createLease(orm: MikroORM, name: string, ttlMs: number = DEFAULT_LEASE_TTL_MS): Lease {
  const holder = randomUUID();
  let tail: Promise<unknown> = Promise.resolve();
  const execute = (sql: string, params: unknown[]) =>
    orm.em.getConnection().execute<{ holder: string }[]>(sql, params);

  /** Takes the lease when it is free or expired, or renews it when this holder has it already. */
  async function acquire(): Promise<boolean> {
    const rows = await execute(
      `insert into sync_leases (name, holder, expires_at) values (?, ?, now() + make_interval(secs => ?))
       on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
       where sync_leases.holder = excluded.holder or sync_leases.expires_at < now()
       returning holder`,
      [name, holder, ttlMs / 1000],
    );
    return rows.length > 0;
  }

  /** Extends the lease while this holder still has it; never takes it back once another has. */
  async function renew(): Promise<boolean> {
    const rows = await execute(
      `update sync_leases set expires_at = now() + make_interval(secs => ?)
       where name = ? and holder = ? returning holder`,
      [ttlMs / 1000, name, holder],
    );
    return rows.length > 0;
  }

  async function acquireWithin(waitMs: number): Promise<boolean> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      if (await acquire()) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  }

  /**
   * Renews the lease every third of its TTL until stopped, so a failed renewal or two (a database that
   * blinked) costs nothing. `lost` aborts when another holder has it, or when no renewal has succeeded
   * for a whole TTL (it has expired, and another instance may be at work).
   */
  function heartbeat() {
    const lost = new AbortController();
    let renewedAt = Date.now();
    let beating: Promise<void> | undefined;
    const timer = setInterval(() => {
      beating ??= renew()
        .then(
          (held) => {
            if (held) renewedAt = Date.now();
            else lost.abort();
          },
          () => {
            if (Date.now() - renewedAt >= ttlMs) lost.abort();
          },
        )
        .finally(() => {
          beating = undefined;
        });
    }, ttlMs / 3);
    timer.unref();
    return {
      lost: lost.signal,
      async stop() {
        clearInterval(timer);
        // A renewal under way ends before the release, so it cannot outlive it.
        await beating;
      },
    };
  }

  async function hold<T>(work: (lost: AbortSignal) => Promise<T>, waitMs: number): Promise<LeaseRun<T>> {
    if (!(await acquireWithin(waitMs))) return { held: false };
    const beat = heartbeat();
    try {
      return { held: true, value: await work(beat.lost) };
    } finally {
      await beat.stop();
      await orm.em.fork().nativeDelete(LeaseEntity, { name, holder });
    }
  }

  return {
    run(work, { waitMs = 0 } = {}) {
      const result = tail.then(() => hold(work, waitMs));
      tail = result.catch(() => undefined);
      return result;
    },
    async settled() {
      await tail;
    },
  };
}
