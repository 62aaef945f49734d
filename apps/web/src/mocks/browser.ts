import { setupWorker } from "msw/browser";

/**
 * @trpc/server refuses to build a router in a browser unless the router opts in (`allowOutsideOfServer`),
 * and the API's router does not. Here the page really is the server (MSW answers its requests), so it
 * reports a server-like runtime before the router module is first evaluated.
 */
function declareServerRuntime(): void {
  if (!("process" in globalThis)) Reflect.set(globalThis, "process", { env: { NODE_ENV: "test" } });
}

/** Runs the app against the mocks in the browser (`pnpm --filter web dev:mock`). */
export async function startMockWorker(): Promise<void> {
  declareServerRuntime();
  const [{ handlers }, { seedApplications }] = await Promise.all([import("./handlers"), import("./admin")]);
  // The admin screens have something to show; the public tests start with none instead.
  seedApplications();
  await setupWorker(...handlers).start({ onUnhandledFrame: "bypass", quiet: true });
}
