import { loadConfig } from "../config.ts";

/** The tests' configuration: quiet, no web build, rate limits off unless `env` turns them on. */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    RATE_LIMIT: "off",
    WEB_DIST_DIR: "/nonexistent",
    ...env,
  });
}
