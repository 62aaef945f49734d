import { randomUUID } from "node:crypto";
import { defineEntity, type MikroORM, p } from "@mikro-orm/postgresql";

/**
 * One row per named lease: who may work on a queue right now. One API instance at a time holds it, so
 * a queue's records are handled in order and never twice; it expires if its holder dies.
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

export type LeaseRun<T> = { held: true; value: T } | { held: false };

export interface Lease {
  /**
   * Runs `work` holding the lease, after any other work of this process under the same lease (the row
   * keeps other instances out, this keeps two pieces of work in one instance apart). Waits up to
   * `waitMs` while another instance holds it, then gives up with `held: false`. `renew` extends the
   * lease for long work; false means it expired and another instance took it: stop.
   */
  run<T>(
    work: (renew: () => Promise<boolean>) => Promise<T>,
    options?: { waitMs?: number },
  ): Promise<LeaseRun<T>>;
  /** Resolves once the work of this process under the lease, if any, is over. */
  settled(): Promise<void>;
}

const WAIT_STEP_MS = 250;

/** The lease called `name`; a queue's worker and anything that must not overlap it share one. */
export function createLease(orm: MikroORM, name: string, ttlMs: number): Lease {
  const holder = randomUUID();
  let tail: Promise<unknown> = Promise.resolve();

  /** Takes the lease, or renews it when this holder has it already. */
  async function acquire(): Promise<boolean> {
    const rows = await orm.em.getConnection().execute<{ holder: string }[]>(
      `insert into sync_leases (name, holder, expires_at) values (?, ?, now() + make_interval(secs => ?))
       on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
       where sync_leases.holder = excluded.holder or sync_leases.expires_at < now()
       returning holder`,
      [name, holder, ttlMs / 1000],
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

  async function hold<T>(
    work: (renew: () => Promise<boolean>) => Promise<T>,
    waitMs: number,
  ): Promise<LeaseRun<T>> {
    if (!(await acquireWithin(waitMs))) return { held: false };
    try {
      return { held: true, value: await work(acquire) };
    } finally {
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
