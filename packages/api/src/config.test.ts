import { describe, expect, test } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  test("defaults: embedded database in ./data, port 3000 on loopback, rate limits on", () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ kind: "embedded", dataDir: expect.stringMatching(/\/data$/) });
    expect([config.port, config.host, config.rateLimits.enabled, config.trustProxy]).toEqual([
      3000,
      "127.0.0.1",
      true,
      false,
    ]);
  });

  test("the web build is apps/web's by default", () => {
    expect(loadConfig({}).webDistDir).toBe(new URL("../../../apps/web/dist", import.meta.url).pathname);
  });

  test("PUBLIC_URL is the base of absolute links, without a trailing slash; localhost on PORT by default", () => {
    expect(loadConfig({ PUBLIC_URL: "https://www.example.org/" }).publicUrl).toBe("https://www.example.org");
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
  });

  test("mail: off without SMTP_URL; From and alerts default to the site's name and address", () => {
    expect(loadConfig({ SITE_NAME: 'The "Best" Alliance', SITE_INFO_EMAIL: "hi@example.org" }).mail).toEqual({
      smtpUrl: undefined,
      from: '"The \\"Best\\" Alliance" <hi@example.org>',
      notifyEmail: "hi@example.org",
      newsletterPerMinute: 60,
    });
    const set = loadConfig({
      SMTP_URL: "smtps://user:pass@mail.example.org:465",
      MAIL_FROM: "News <news@example.org>",
      NOTIFY_EMAIL: "alerts@example.org",
      NEWSLETTER_RATE_PER_MINUTE: "600",
    }).mail;
    expect(set).toEqual({
      smtpUrl: "smtps://user:pass@mail.example.org:465",
      from: "News <news@example.org>",
      notifyEmail: "alerts@example.org",
      newsletterPerMinute: 600,
    });
  });

  test.each([
    ["SMTP_URL", "http://mail.example.org"],
    ["NOTIFY_EMAIL", "not an address"],
    ["NEWSLETTER_RATE_PER_MINUTE", "0"],
    ["DATABASE_LOCK_TIMEOUT_SECONDS", "0"],
    ["PUBLIC_FORM_CONCURRENCY", "0"],
    ["PUBLIC_FORM_WAIT_SECONDS", "soon"],
  ])("%s=%o is refused at start-up", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment: ${name}:`));
  });

  test("database limits and public form bulkheads: 2 s lock timeout, 2 writers per form waiting 1 s", () => {
    const config = loadConfig({});
    expect([config.databaseLimits.lockTimeoutMs, config.publicForms]).toEqual([
      2_000,
      { concurrency: 2, waitMs: 1_000 },
    ]);
    const set = loadConfig({
      DATABASE_LOCK_TIMEOUT_SECONDS: "0.5",
      PUBLIC_FORM_CONCURRENCY: "3",
      PUBLIC_FORM_WAIT_SECONDS: "2",
    });
    expect([set.databaseLimits.lockTimeoutMs, set.publicForms]).toEqual([
      500,
      { concurrency: 3, waitMs: 2_000 },
    ]);
  });

  test("the public forms' writers must leave two pooled connections to reads", () => {
    const url = "postgres://app@db.internal/choose";
    expect(
      loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: "10", PUBLIC_FORM_CONCURRENCY: "2" }).publicForms,
    ).toMatchObject({ concurrency: 2 });
    expect(() =>
      loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: "9", PUBLIC_FORM_CONCURRENCY: "2" }),
    ).toThrow(
      /^Invalid environment: PUBLIC_FORM_CONCURRENCY: 4 forms × 2 writers must leave 2 of DATABASE_POOL_SIZE \(9\)/,
    );
    // The embedded database has one connection whatever the pool says.
    expect(loadConfig({ DATABASE_POOL_SIZE: "1" }).publicForms.concurrency).toBe(2);
  });

  test("sign-in throttling: its defaults, and each variable in its unit", () => {
    const MINUTE = 60_000;
    expect(loadConfig({}).login).toEqual({
      enabled: true,
      freeFailures: 3,
      maxDelayMs: 15 * MINUTE,
      addressMaxFailures: 20,
      addressWindowMs: 15 * MINUTE,
      userMaxFailures: 100,
      userWindowMs: 60 * MINUTE,
      deviceMaxFailures: 10,
    });
    const set = loadConfig({
      RATE_LIMIT: "off",
      LOGIN_ADDRESS_MAX_FAILURES: "50",
      LOGIN_ADDRESS_WINDOW_MINUTES: "5",
      LOGIN_DEVICE_MAX_FAILURES: "3",
    }).login;
    expect(set).toMatchObject({
      enabled: false,
      addressMaxFailures: 50,
      addressWindowMs: 5 * MINUTE,
      deviceMaxFailures: 3,
    });
    expect(() => loadConfig({ LOGIN_ADDRESS_MAX_FAILURES: "0" })).toThrow(/LOGIN_ADDRESS_MAX_FAILURES/);
  });

  test("DATABASE_URL selects that PostgreSQL", () => {
    const url = "postgres://app:secret@db.internal:5432/choose";
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ kind: "postgres", url });
  });

  test.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ RATE_LIMIT: "maybe" }, "RATE_LIMIT"],
    [{ SITE_INFO_EMAIL: "not-an-address" }, "SITE_INFO_EMAIL"],
    [{ PUBLIC_URL: "ftp://example.org" }, "PUBLIC_URL"],
  ])("a bad value stops start-up with a message naming the variable (%o)", (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment: ${variable}:`));
  });

  test("SETTINGS_ENCRYPTION_KEY: 32 bytes in base64 or hex, unset by default; a wrong one stops start-up without repeating it", () => {
    expect(loadConfig({}).settingsEncryptionKey).toBeUndefined();
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ SETTINGS_ENCRYPTION_KEY: key.toString("base64") }).settingsEncryptionKey).toEqual(
      key,
    );
    expect(loadConfig({ SETTINGS_ENCRYPTION_KEY: key.toString("hex") }).settingsEncryptionKey).toEqual(key);
    expect(() => loadConfig({ SETTINGS_ENCRYPTION_KEY: "too-short-secret" })).toThrow(
      /^Invalid environment: SETTINGS_ENCRYPTION_KEY: must be 32 bytes/,
    );
    expect(() => loadConfig({ SETTINGS_ENCRYPTION_KEY: "too-short-secret" })).not.toThrow(/too-short-secret/);
  });

  test("the message never repeats a secret value", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://user:hunter2@x" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("hunter2") }),
    );
  });

  test.each([
    ["", false],
    ["false", false],
    ["0", false],
    ["true", 1],
    ["1", 1],
    ["3", 3],
    [
      "127.0.0.1, 10.0.0.0/8,::1,fd00::/8, loopback",
      ["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8", "loopback"],
    ],
  ])("TRUST_PROXY=%o is %o (never every hop)", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  test.each(["yes", "10.0.0.0/33", "proxy.internal", "10.0.0.1/8/1"])(
    "TRUST_PROXY=%o is refused",
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid environment: TRUST_PROXY:/);
    },
  );
});
