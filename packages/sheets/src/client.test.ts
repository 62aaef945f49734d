import { generateKeyPairSync } from "node:crypto";
import { type FakeGoogle, startFakeGoogle } from "@choose/sheets/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSheetsClient, parseServiceAccountKey } from "./client.ts";
import { classifySheetsError } from "./errors.ts";
import { testConnection } from "./sync.ts";

let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
  google.createSpreadsheet("client-sheet-0001");
});
afterAll(() => google.close());
beforeEach(() => {
  google.faults.clear();
  google.resetCounts();
});

function clientWith(privateKey: string) {
  return createSheetsClient({
    credentials: { client_email: google.credentials.client_email, private_key: privateKey },
    apiRootUrl: google.apiRootUrl,
    tokenUrl: google.tokenUrl,
  });
}

describe("parseServiceAccountKey", () => {
  it("reads the JSON key file Google Cloud hands out", () => {
    expect(parseServiceAccountKey(google.serviceAccountKeyJson)).toEqual(google.credentials);
  });

  it("restores newlines escaped by an env var", () => {
    const escaped = JSON.stringify({
      ...google.credentials,
      private_key: google.credentials.private_key.replaceAll("\n", "\\n"),
    });
    expect(parseServiceAccountKey(escaped).private_key).toBe(google.credentials.private_key);
  });

  it("explains what is wrong without echoing the key", () => {
    const broken = `{"private_key": "${google.credentials.private_key.slice(0, 60)}`;
    expect(() => parseServiceAccountKey(broken)).toThrow(/not valid JSON/);
    expect(() => parseServiceAccountKey(broken)).not.toThrow(/PRIVATE KEY/);
    expect(() => parseServiceAccountKey(JSON.stringify({ private_key: "nope" }))).toThrow(
      /missing or invalid client_email, private_key/,
    );
  });
});

describe("the client against the fake token endpoint", () => {
  it("gets a token from the redirected endpoint once, with the spreadsheets scope, and reuses it", async () => {
    const target = {
      client: await clientWith(google.credentials.private_key),
      spreadsheetId: "client-sheet-0001",
    };
    expect(await testConnection(target)).toEqual({
      success: true,
      message: "Google Sheets connection is working!",
    });
    expect(await testConnection(target)).toMatchObject({ success: true });
    expect(google.requestCount("token")).toBe(1);
    expect(google.requestCount("spreadsheets.get")).toBe(2);
  });

  it("is refused a token for a JWT signed with another key", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const client = await clientWith(privateKey.export({ type: "pkcs8", format: "pem" }).toString());
    const error = await client.api.spreadsheets
      .get({ spreadsheetId: "client-sheet-0001" })
      .catch((e: unknown) => e);
    expect(classifySheetsError(error)).toMatchObject({ kind: "invalid_grant", retryable: false });
    expect(google.requests().at(-1)).toMatchObject({ kind: "token", status: 400 });
    expect(google.requestCount()).toBe(0);
  });

  it("fetches a new token after a 401 instead of reusing the rejected one", async () => {
    const target = {
      client: await clientWith(google.credentials.private_key),
      spreadsheetId: "client-sheet-0001",
    };
    await testConnection(target);
    google.faults.fail(401, { times: 1, only: "spreadsheets.get" });
    const failed = await testConnection(target);
    expect(failed.success).toBe(false);
    expect(await testConnection(target)).toMatchObject({ success: true });
    expect(google.requestCount("token")).toBe(2);
  });
});
