import { defineConfig } from "vitest/config";

/**
 * The host's tests start real server processes (each with its own embedded database): one at a time,
 * with room for a first embedded start on a busy two-core machine (seen above 60 s under load).
 */
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
