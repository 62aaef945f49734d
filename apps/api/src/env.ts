import { resolve } from "node:path";
import { resolveSiteConfig, type SiteConfig } from "@choose/schema";
import { z } from "zod";

const optional = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** Every environment variable the API reads (the only place that reads `process.env`). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
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
  TRUST_PROXY: flag,
  REDIS_URL: optional.pipe(z.url({ protocol: /^rediss?$/, error: "must be a redis:// URL" }).optional()),
  RATE_LIMIT: z.enum(["on", "off"]).default("on"),
  CONTACT_LIMIT_PER_MINUTE: positiveInt(5),
  CONTACT_LIMIT_PER_DAY: positiveInt(50),
  APPLICATION_LIMIT_PER_MINUTE: positiveInt(5),
  APPLICATION_LIMIT_PER_DAY: positiveInt(50),
  NEWSLETTER_LIMIT_PER_MINUTE: positiveInt(10),
  LOGIN_MAX_FAILURES: positiveInt(5),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt(15),
  SESSION_IDLE_HOURS: positiveInt(12),
  SESSION_MAX_DAYS: positiveInt(7),
  GOOGLE_SERVICE_ACCOUNT_KEY: optional,
  GOOGLE_SERVICE_ACCOUNT_KEY_FILE: optional,
  GOOGLE_SHEETS_API_URL: optional.pipe(z.url().optional()),
  GOOGLE_OAUTH_TOKEN_URL: optional.pipe(z.url().optional()),
  SITE_NAME: optional,
  SITE_TEAM_NAME: optional,
  SITE_INFO_EMAIL: optional.pipe(z.email().optional()),
});

export type RateLimitWindow = { limit: number; windowMs: number };

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  database: { kind: "postgres"; url: string } | { kind: "embedded"; dataDir: string };
  webDistDir: string;
  admin: { username: string | undefined; password: string | undefined };
  trustProxy: boolean;
  redisUrl: string | undefined;
  rateLimits: {
    enabled: boolean;
    contact: RateLimitWindow[];
    applications: RateLimitWindow[];
    newsletter: RateLimitWindow[];
    loginFailures: RateLimitWindow;
  };
  session: { idleMs: number; maxAgeMs: number };
  google: {
    serviceAccountKey: string | undefined;
    serviceAccountKeyFile: string | undefined;
    sheetsApiUrl: string | undefined;
    tokenUrl: string | undefined;
  };
  site: SiteConfig;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "embedded", dataDir: resolve(e.DATA_DIR) },
    webDistDir: resolve(e.WEB_DIST_DIR ?? new URL("../../web/dist", import.meta.url).pathname),
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    trustProxy: e.TRUST_PROXY,
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
      loginFailures: { limit: e.LOGIN_MAX_FAILURES, windowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * MINUTE },
    },
    session: { idleMs: e.SESSION_IDLE_HOURS * HOUR, maxAgeMs: e.SESSION_MAX_DAYS * DAY },
    google: {
      serviceAccountKey: e.GOOGLE_SERVICE_ACCOUNT_KEY,
      serviceAccountKeyFile: e.GOOGLE_SERVICE_ACCOUNT_KEY_FILE,
      sheetsApiUrl: e.GOOGLE_SHEETS_API_URL,
      tokenUrl: e.GOOGLE_OAUTH_TOKEN_URL,
    },
    site: resolveSiteConfig({ name: e.SITE_NAME, teamName: e.SITE_TEAM_NAME, infoEmail: e.SITE_INFO_EMAIL }),
  };
}
