import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "testing/**/*.test.ts"],
    // The 5,000-row syncs and the timeout tests take a few seconds each.
    testTimeout: 30_000,
  },
});
