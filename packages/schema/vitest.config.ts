import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Property tests run thousands of cases; CI shares two cores with the other packages' tests.
    testTimeout: 30_000,
  },
});
