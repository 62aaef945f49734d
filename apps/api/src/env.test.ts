import { describe, expect, test } from "vitest";
import { loadConfig } from "./env.ts";

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

  test("DATABASE_URL selects that PostgreSQL", () => {
    const url = "postgres://app:secret@db.internal:5432/choose";
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ kind: "postgres", url });
  });

  test.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ RATE_LIMIT: "maybe" }, "RATE_LIMIT"],
    [{ SITE_INFO_EMAIL: "not-an-address" }, "SITE_INFO_EMAIL"],
  ])("a bad value stops start-up with a message naming the variable (%o)", (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment: ${variable}:`));
  });

  test("the message never repeats a secret value", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://user:hunter2@x" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("hunter2") }),
    );
  });
});
