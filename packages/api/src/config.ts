import { isIP } from "node:net";
import { resolve } from "node:path";
import { resolveSiteConfig, type SiteConfig } from "@choose/schema";
import { z } from "zod";

const optional = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Bounds on the database pool (the embedded database always has one connection). */
export interface DatabaseLimits {
  poolSize: number;
  /** Wait for a free pooled connection (or a new one) before the request fails with 503. */
  acquireTimeoutMs: number;
  /** PostgreSQL's `statement_timeout`: a statement stuck on a lock fails rather than hold its connection. */
  statementTimeoutMs: number;
  /** PostgreSQL's `lock_timeout`: a wait for a lock (a table locked by hand, say) fails sooner than that. */
  lockTimeoutMs: number;
}

/** The defaults of `DATABASE_POOL_*`, `DATABASE_STATEMENT_TIMEOUT_SECONDS` and `DATABASE_LOCK_TIMEOUT_SECONDS`. */
export const defaultDatabaseLimits: DatabaseLimits = {
  poolSize: 10,
  acquireTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  lockTimeoutMs: 2_000,
};

/**
 * The public forms (contact, applications, the newsletter's sign-up and links): each may have this many
 * writes at work at once, so together they never hold the pool's connections that reads need.
 */
export interface PublicFormLimits {
  /** Writes at work at once per form. */
  concurrency: number;
  /** How long a write waits for one of its form's slots before a 503 with Retry-After. */
  waitMs: number;
}

/** The forms that have a bulkhead of their own. */
export const PUBLIC_FORMS = ["contact", "applications", "newsletter", "events"] as const;
/** Pooled connections the public forms must leave to everything else. */
const CONNECTIONS_LEFT_FOR_READS = 2;

/** Seconds (fractions allowed) as milliseconds. */
/** A key as the environment gives it: 32 bytes in base64 (`openssl rand -base64 32`) or 64 hex digits. */
function encryptionKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, "hex")
    : Buffer.from(trimmed, "base64");
  return bytes.length === 32 ? bytes : undefined;
}

const seconds = (fallback: number) =>
  z.coerce
    .number()
    .positive()
    .default(fallback)
    .transform((value) => Math.round(value * 1000));

/** proxy-addr's names for address ranges, usable in TRUST_PROXY's list. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
function isProxyAddress(entry: string) {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For entries to believe: none (`false`, `0`, unset), the last N hops (`true` is one:
 * the proxy in front appended the address it saw), or the entries added by the proxies listed.
 * Trusting every hop would let a client name its own address, so no value does that.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = value?.trim().toLowerCase() ?? "";
    if (text === "" || text === "false" || text === "0") return false;
    if (text === "true") return 1;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0) return entries;
    context.addIssue({
      code: "custom",
      message: "must be true/false, a hop count, or a comma-separated list of proxy addresses or CIDRs",
    });
    return z.NEVER;
  });

/** Every environment variable the API reads (the apps pass `process.env`; nothing else reads it). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_REQUESTS: z.enum(["on", "off"]).default("off"),
  DATABASE_URL: optional.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
  ),
  DATA_DIR: z.string().min(1).default("./data"),
  WEB_DIST_DIR: optional,
  ADMIN_USERNAME: optional,
  // Passwords are taken exactly as given: spaces may be part of them.
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  TRUST_PROXY: trustProxy,
  REDIS_URL: optional.pipe(z.url({ protocol: /^rediss?$/, error: "must be a redis:// URL" }).optional()),
  RATE_LIMIT: z.enum(["on", "off"]).default("on"),
  CONTACT_LIMIT_PER_MINUTE: positiveInt(5),
  CONTACT_LIMIT_PER_DAY: positiveInt(50),
  APPLICATION_LIMIT_PER_MINUTE: positiveInt(10),
  APPLICATION_LIMIT_PER_DAY: positiveInt(50),
  NEWSLETTER_LIMIT_PER_MINUTE: positiveInt(10),
  PORTAL_LINK_LIMIT_PER_HOUR: positiveInt(5),
  EVENT_REGISTRATION_LIMIT_PER_MINUTE: positiveInt(10),
  EVENT_REGISTRATION_LIMIT_PER_DAY: positiveInt(50),
  SEARCH_LIMIT_PER_MINUTE: positiveInt(60),
  LOGIN_FREE_FAILURES: positiveInt(3),
  LOGIN_MAX_DELAY_MINUTES: positiveInt(15),
  LOGIN_USER_MAX_FAILURES: positiveInt(100),
  LOGIN_USER_WINDOW_MINUTES: positiveInt(60),
  LOGIN_ADDRESS_MAX_FAILURES: positiveInt(20),
  LOGIN_ADDRESS_WINDOW_MINUTES: positiveInt(15),
  LOGIN_DEVICE_MAX_FAILURES: positiveInt(10),
  AUDIT_RETENTION_DAYS: positiveInt(365),
  SESSION_IDLE_HOURS: positiveInt(12),
  SESSION_MAX_DAYS: positiveInt(7),
  GOOGLE_SERVICE_ACCOUNT_KEY: optional,
  GOOGLE_SERVICE_ACCOUNT_KEY_FILE: optional,
  GOOGLE_SHEETS_API_URL: optional.pipe(z.url().optional()),
  GOOGLE_OAUTH_TOKEN_URL: optional.pipe(z.url().optional()),
  SITE_NAME: optional,
  SITE_TEAM_NAME: optional,
  SITE_INFO_EMAIL: optional.pipe(z.email().optional()),
  PUBLIC_URL: optional.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  HTTP_REQUEST_TIMEOUT_SECONDS: seconds(30),
  HTTP_HEADERS_TIMEOUT_SECONDS: seconds(10),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: seconds(65),
  SHUTDOWN_TIMEOUT_SECONDS: seconds(10),
  DATABASE_POOL_SIZE: positiveInt(defaultDatabaseLimits.poolSize),
  DATABASE_POOL_TIMEOUT_SECONDS: seconds(defaultDatabaseLimits.acquireTimeoutMs / 1000),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: seconds(defaultDatabaseLimits.statementTimeoutMs / 1000),
  DATABASE_LOCK_TIMEOUT_SECONDS: seconds(defaultDatabaseLimits.lockTimeoutMs / 1000),
  PUBLIC_FORM_CONCURRENCY: positiveInt(2),
  PUBLIC_FORM_WAIT_SECONDS: seconds(1),
  METRICS_TOKEN: optional.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  SETTINGS_ENCRYPTION_KEY: optional.pipe(
    z
      .string()
      .transform(encryptionKey)
      .refine(
        (key) => key !== undefined,
        "must be 32 bytes in base64 (openssl rand -base64 32) or 64 hex digits",
      )
      .optional(),
  ),
  SMTP_URL: optional.pipe(
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  ),
  MAIL_FROM: optional,
  NOTIFY_EMAIL: optional.pipe(z.email().optional()),
  NEWSLETTER_RATE_PER_MINUTE: positiveInt(60),
});

export type RateLimitWindow = { limit: number; windowMs: number };

/**
 * Sign-in throttling (see docs/decisions.md): per username and address, a ceiling per address whatever
 * the username, a ceiling per username, and a budget per known device instead of these.
 */
export interface LoginThrottleConfig {
  enabled: boolean;
  /** Failures an address may make for a username before it must wait (1 s, doubling). */
  freeFailures: number;
  /** The longest wait after a failure. */
  maxDelayMs: number;
  /** Failures from one address (an IPv6 /64), whatever the usernames, within `addressWindowMs`. */
  addressMaxFailures: number;
  addressWindowMs: number;
  /** Failures for a username from all clients but its known devices within `userWindowMs`. */
  userMaxFailures: number;
  userWindowMs: number;
  /** Failures a known device may make before its cookie is no longer trusted. */
  deviceMaxFailures: number;
}

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  /**
   * Two lines per request (received, answered). Off by default: the proxy in front keeps the access
   * log, and at `info` they cost a third of a cached read's throughput; failures are logged either way.
   */
  logRequests: boolean;
  database: { kind: "postgres"; url: string } | { kind: "embedded"; dataDir: string };
  webDistDir: string;
  admin: { username: string | undefined; password: string | undefined };
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  http: { requestTimeoutMs: number; headersTimeoutMs: number; keepAliveTimeoutMs: number };
  /** How long a SIGTERM waits for requests under way before closing every connection. */
  shutdownTimeoutMs: number;
  databaseLimits: DatabaseLimits;
  publicForms: PublicFormLimits;
  /** Bearer token for `/metrics`; unset turns the endpoint off. */
  metricsToken: string | undefined;
  /** AES-256 key for the secrets the back office stores (SMTP password, Google key); unset, none is stored. */
  settingsEncryptionKey: Buffer | undefined;
  redisUrl: string | undefined;
  rateLimits: {
    enabled: boolean;
    contact: RateLimitWindow[];
    applications: RateLimitWindow[];
    newsletter: RateLimitWindow[];
    /** "Lost your link?" posts to the school portal, per client address. */
    portal: RateLimitWindow[];
    events: RateLimitWindow[];
    search: RateLimitWindow[];
  };
  login: LoginThrottleConfig;
  auditRetentionMs: number;
  session: { idleMs: number; maxAgeMs: number };
  google: {
    serviceAccountKey: string | undefined;
    serviceAccountKeyFile: string | undefined;
    sheetsApiUrl: string | undefined;
    tokenUrl: string | undefined;
  };
  site: SiteConfig;
  /** The site's public base URL, without a trailing slash: links in emails, canonical URLs, the sitemap. */
  publicUrl: string;
  mail: MailConfig;
}

export interface MailConfig {
  /** `smtp://user:pass@host:port` (STARTTLS when offered) or `smtps://`; none keeps mail as "not sent". */
  smtpUrl: string | undefined;
  /** The From header: `"Site name" <info@…>` unless MAIL_FROM says otherwise. */
  from: string;
  /** Who gets alerts unless the back office names someone else. */
  notifyEmail: string;
  /** Newsletter emails sent per minute, across instances (transactional mail is never held back). */
  newsletterPerMinute: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  const formConnections = PUBLIC_FORMS.length * e.PUBLIC_FORM_CONCURRENCY;
  // The embedded database has one connection whatever is set: no other session can lock a table there.
  if (e.DATABASE_URL && formConnections > e.DATABASE_POOL_SIZE - CONNECTIONS_LEFT_FOR_READS)
    throw new ConfigError(
      `Invalid environment: PUBLIC_FORM_CONCURRENCY: ${PUBLIC_FORMS.length} forms × ${e.PUBLIC_FORM_CONCURRENCY} writers must leave ${CONNECTIONS_LEFT_FOR_READS} of DATABASE_POOL_SIZE (${e.DATABASE_POOL_SIZE}) connections to reads`,
    );
  const site = resolveSiteConfig({
    name: e.SITE_NAME,
    teamName: e.SITE_TEAM_NAME,
    infoEmail: e.SITE_INFO_EMAIL,
  });
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS === "on",
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "embedded", dataDir: resolve(e.DATA_DIR) },
    webDistDir: resolve(e.WEB_DIST_DIR ?? new URL("../../../apps/web/dist", import.meta.url).pathname),
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    trustProxy: e.TRUST_PROXY,
    http: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_SECONDS,
      headersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_SECONDS, e.HTTP_REQUEST_TIMEOUT_SECONDS),
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS,
    databaseLimits: {
      poolSize: e.DATABASE_POOL_SIZE,
      acquireTimeoutMs: e.DATABASE_POOL_TIMEOUT_SECONDS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_SECONDS,
      lockTimeoutMs: e.DATABASE_LOCK_TIMEOUT_SECONDS,
    },
    publicForms: { concurrency: e.PUBLIC_FORM_CONCURRENCY, waitMs: e.PUBLIC_FORM_WAIT_SECONDS },
    metricsToken: e.METRICS_TOKEN,
    settingsEncryptionKey: e.SETTINGS_ENCRYPTION_KEY,
    redisUrl: e.REDIS_URL,
    rateLimits: {
      enabled: e.RATE_LIMIT === "on",
      contact: [
        { limit: e.CONTACT_LIMIT_PER_MINUTE, windowMs: MINUTE },
        { limit: e.CONTACT_LIMIT_PER_DAY, windowMs: DAY },
      ],
      applications: [
        { limit: e.APPLICATION_LIMIT_PER_MINUTE, windowMs: MINUTE },
        { limit: e.APPLICATION_LIMIT_PER_DAY, windowMs: DAY },
      ],
      newsletter: [{ limit: e.NEWSLETTER_LIMIT_PER_MINUTE, windowMs: MINUTE }],
      portal: [{ limit: e.PORTAL_LINK_LIMIT_PER_HOUR, windowMs: 60 * MINUTE }],
      events: [
        { limit: e.EVENT_REGISTRATION_LIMIT_PER_MINUTE, windowMs: MINUTE },
        { limit: e.EVENT_REGISTRATION_LIMIT_PER_DAY, windowMs: DAY },
      ],
      search: [{ limit: e.SEARCH_LIMIT_PER_MINUTE, windowMs: MINUTE }],
    },
    login: {
      enabled: e.RATE_LIMIT === "on",
      freeFailures: e.LOGIN_FREE_FAILURES,
      maxDelayMs: e.LOGIN_MAX_DELAY_MINUTES * MINUTE,
      addressMaxFailures: e.LOGIN_ADDRESS_MAX_FAILURES,
      addressWindowMs: e.LOGIN_ADDRESS_WINDOW_MINUTES * MINUTE,
      userMaxFailures: e.LOGIN_USER_MAX_FAILURES,
      userWindowMs: e.LOGIN_USER_WINDOW_MINUTES * MINUTE,
      deviceMaxFailures: e.LOGIN_DEVICE_MAX_FAILURES,
    },
    auditRetentionMs: e.AUDIT_RETENTION_DAYS * DAY,
    session: { idleMs: e.SESSION_IDLE_HOURS * HOUR, maxAgeMs: e.SESSION_MAX_DAYS * DAY },
    google: {
      serviceAccountKey: e.GOOGLE_SERVICE_ACCOUNT_KEY,
      serviceAccountKeyFile: e.GOOGLE_SERVICE_ACCOUNT_KEY_FILE,
      sheetsApiUrl: e.GOOGLE_SHEETS_API_URL,
      tokenUrl: e.GOOGLE_OAUTH_TOKEN_URL,
    },
    site,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    mail: mailConfig(e, site),
  };
}

function mailConfig(e: z.output<typeof EnvSchema>, site: SiteConfig): MailConfig {
  // A display name is quoted with its quotes and backslashes escaped (RFC 5322 quoted-string).
  const quotedName = `"${site.name.replace(/["\\]/g, "\\$&")}"`;
  return {
    smtpUrl: e.SMTP_URL,
    from: e.MAIL_FROM ?? `${quotedName} <${site.infoEmail}>`,
    notifyEmail: e.NOTIFY_EMAIL ?? site.infoEmail,
    newsletterPerMinute: e.NEWSLETTER_RATE_PER_MINUTE,
  };
}
