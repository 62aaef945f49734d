import { migrate, startEmbeddedPostgres } from "@choose/api/testing";
import { startFakeGoogle } from "@choose/sheets/testing";
import type { TestProject } from "vitest/node";
import { openMockApi, seedMockData } from "../mocks/api";
import { MOCK_SPREADSHEET_ID } from "../mocks/google";
import { keepSeed } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    /** One seeded database per worker (`VITEST_POOL_ID` picks it): files in one worker run one at a time. */
    mockDatabases: string[];
    /** The mock server's Google variables: the local fake's endpoints and service account key. */
    mockEnv: Record<string, string>;
    /** The service account of that key, which a sheet is shared with. */
    mockServiceAccount: string;
  }
}

/**
 * Starts a local fake of Google, and an embedded PostgreSQL per worker, each migrated and seeded once;
 * every test then returns its database to the seeded rows (see database.ts).
 */
export default async function setup(project: TestProject) {
  const google = await startFakeGoogle();
  google.createSpreadsheet(MOCK_SPREADSHEET_ID, { sharedWith: [google.credentials.client_email] });
  const env = google.env;
  const databases: Awaited<ReturnType<typeof startEmbeddedPostgres>>[] = [];
  for (let worker = 0; worker < project.config.maxWorkers; worker++) {
    const database = await startEmbeddedPostgres(undefined);
    databases.push(database);
    await migrate(database.url);
    const api = await openMockApi(database.url, env);
    await seedMockData(api);
    await keepSeed(api.db);
    await api.app.close();
    await api.db.close();
  }
  project.provide(
    "mockDatabases",
    databases.map((database) => database.url),
  );
  project.provide("mockEnv", env);
  project.provide("mockServiceAccount", google.credentials.client_email);
  return async () => {
    await Promise.all(databases.map((database) => database.close()));
    await google.close();
  };
}
