import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";

/** The channel (PostgreSQL NOTIFY and Redis pub/sub alike) on which instances announce a public content change. */
export const CONTENT_CHANNEL = "choose_content_changed";
const RECONNECT_DELAY_MS = 1_000;
/** How long a write waits to see its own announcement come back (then it answers anyway). */
const ROUND_TRIP_TIMEOUT_MS = 1_000;

/**
 * Tells every instance that public content (a post, a page, the organisation, the guide, an image a
 * post shows) changed, so each drops what it cached. `live` is false while another instance's
 * announcement could be missed (not yet listening, or the connection was lost): caches must not answer
 * from memory then.
 */
export interface ContentChanges {
  readonly live: boolean;
  /** Announces a change to every instance; this one's listeners run before it resolves. */
  publish(): Promise<void>;
  /** Runs on every change, here or elsewhere, and whenever `live` changes. */
  subscribe(listener: () => void): void;
  start(): void;
  close(): Promise<void>;
}

/**
 * Wraps a write of public content so that every instance hears of it once it is done (the caches of
 * public reads and rendered pages drop what they hold). Even a failed write may have committed part of
 * its work, and dropping a cache is always safe, so a failure is announced too.
 */
export function announcing(changes: ContentChanges) {
  return <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await write(...args);
      } finally {
        await changes.publish();
      }
    };
}

function listeners() {
  const all = new Set<() => void>();
  return {
    add: (listener: () => void) => void all.add(listener),
    notify: () => {
      for (const listener of all) listener();
    },
  };
}

/** One instance (the embedded database, tests): a change is only ever this instance's own. */
export function localContentChanges(): ContentChanges {
  const subscribers = listeners();
  return {
    live: true,
    async publish() {
      subscribers.notify();
    },
    subscribe: subscribers.add,
    start() {},
    async close() {},
  };
}

/** The callbacks a subscription connection reports to. */
interface Subscription {
  /** With the message's payload: the announcing instance's token for that change. */
  onMessage: (payload: string) => void;
  onLost: () => void;
}

/**
 * A subscriber that reconnects after losing its connection: not live from the loss until it listens
 * again, and subscribers are told both times (what they cached meanwhile may be stale).
 */
function reconnecting(
  log: FastifyBaseLogger,
  what: string,
  connect: (subscription: Subscription) => Promise<() => Promise<void>>,
  send: (token: string) => Promise<void>,
  closeSender: () => Promise<void> = async () => {},
): ContentChanges {
  const subscribers = listeners();
  let live = false;
  let closed = false;
  let disconnect: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  /** This instance's announcements on their way round, by token. */
  const inFlight = new Map<string, () => void>();
  const onMessage = (payload: string) => {
    inFlight.get(payload)?.();
    subscribers.notify();
  };
  /**
   * Sends and waits for the announcement to come back to this instance's own subscription: the
   * server delivers it to every instance at once, so when a write answers, they all have it (short
   * of a network that delays one of them).
   */
  const announce = async () => {
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const back = new Promise<void>((resolve) => {
      inFlight.set(token, resolve);
      timer = setTimeout(resolve, ROUND_TRIP_TIMEOUT_MS);
    });
    try {
      await send(token);
      if (live) {
        await back;
        // The other instances' copies often arrive in the same turn of the event loop (in one process,
        // or a socket read behind ours): let those run before the write answers.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      clearTimeout(timer);
      inFlight.delete(token);
    }
  };
  const setLive = (value: boolean) => {
    live = value;
    subscribers.notify();
  };
  const onLost = () => {
    if (disconnect === undefined) return;
    disconnect = undefined;
    setLive(false);
    if (closed) return;
    log.warn(`${what}: lost the content change notifications; caches are bypassed until reconnected`);
    retry = setTimeout(open, RECONNECT_DELAY_MS);
  };
  const open = async () => {
    try {
      const close = await connect({ onMessage, onLost });
      if (closed) return void (await close());
      disconnect = close;
      setLive(true);
    } catch (error) {
      log.warn({ err: error }, `${what}: cannot listen for content changes; retrying`);
      if (!closed) retry = setTimeout(open, RECONNECT_DELAY_MS);
    }
  };
  return {
    get live() {
      return live;
    },
    async publish() {
      subscribers.notify();
      try {
        await announce();
      } catch (error) {
        // The write itself succeeded; the other instances' caches stay stale until their next change.
        log.error({ err: error }, `${what}: could not announce a content change`);
      }
    },
    subscribe: subscribers.add,
    start() {
      void open();
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const close = disconnect;
      disconnect = undefined;
      await close?.();
      await closeSender();
    },
  };
}

/** PostgreSQL LISTEN/NOTIFY on one dedicated connection; `notify` sends through the app's pool. */
export function postgresContentChanges(
  url: string,
  notify: (sql: string) => Promise<unknown>,
  log: FastifyBaseLogger,
): ContentChanges {
  return reconnecting(
    log,
    "PostgreSQL",
    async ({ onMessage, onLost }) => {
      const client = new pg.Client({ connectionString: url });
      client.on("error", onLost);
      client.on("end", onLost);
      client.on("notification", (message) => onMessage(message.payload ?? ""));
      await client.connect();
      await client.query(`listen ${CONTENT_CHANNEL}`);
      return async () => {
        client.removeAllListeners("end");
        await client.end();
      };
    },
    async (token) => {
      await notify(`select pg_notify('${CONTENT_CHANNEL}', '${token}')`);
    },
  );
}

/**
 * Redis pub/sub: a subscriber connection (Redis reserves it for that) and one to publish on. The client
 * library loads only where REDIS_URL is set.
 */
export async function redisContentChanges(url: string, log: FastifyBaseLogger): Promise<ContentChanges> {
  const { Redis } = await import("ioredis");
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  return reconnecting(
    log,
    "Redis",
    async ({ onMessage, onLost }) => {
      // No silent reconnects: a reconnect must be seen, as messages sent meanwhile are lost.
      const subscriber = new Redis(url, {
        lazyConnect: true,
        maxRetriesPerRequest: 2,
        retryStrategy: () => null,
      });
      subscriber.on("error", () => {});
      subscriber.on("end", onLost);
      subscriber.on("message", (_channel: string, payload: string) => onMessage(payload));
      await subscriber.connect();
      await subscriber.subscribe(CONTENT_CHANNEL);
      return async () => {
        subscriber.removeAllListeners("end");
        subscriber.disconnect();
      };
    },
    async (token) => {
      await publisher.publish(CONTENT_CHANNEL, token);
    },
    async () => publisher.disconnect(),
  );
}
