import { createSign } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type FakeGoogle, startFakeGoogle } from "./fake-google.ts";

/** The fake answers raw HTTP the way Google does; these pin the rules the client relies on. */
let google: FakeGoogle;
let token: string;
beforeAll(async () => {
  google = await startFakeGoogle();
  google.createSpreadsheet("fake-sheet-000001", { tabs: ["Sheet1", "Applications"] });
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: "RS256", typ: "JWT" })}.${part({
    iss: google.credentials.client_email,
    scope: "https://www.googleapis.com/auth/spreadsheets",
    aud: "https://oauth2.googleapis.com/token",
    iat: now,
    exp: now + 3600,
  })}`;
  const signature = createSign("RSA-SHA256")
    .update(unsigned)
    .sign(google.credentials.private_key, "base64url");
  const response = await fetch(google.tokenUrl, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      assertion: `${unsigned}.${signature}`,
    }),
  });
  token = z.object({ access_token: z.string() }).parse(await response.json()).access_token;
});
afterAll(() => google.close());

async function call(method: string, path: string, body?: unknown, bearer = token) {
  const response = await fetch(`${google.apiRootUrl}v4/spreadsheets/fake-sheet-000001${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer: unknown = await response.json();
  return { status: response.status, body: answer };
}

const range = (cells: string) => `/values/${encodeURIComponent(`Applications!${cells}`)}`;

describe("the fake Sheets API", () => {
  it("refuses a missing or unknown bearer token", async () => {
    expect((await call("GET", "", undefined, "ya29.nope")).status).toBe(401);
  });

  it("requires valueInputOption on writes", async () => {
    const answer = await call("PUT", range("A1"), { values: [["x"]] });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { message: expect.stringMatching(/valueInputOption/) } },
    });
  });

  it("keeps writes within a bounded range, and lets a lone cell anchor a larger block", async () => {
    expect(
      (await call("PUT", `${range("A1:B1")}?valueInputOption=RAW`, { values: [["a", "b", "c"]] })).status,
    ).toBe(400);
    expect(
      (await call("PUT", `${range("A1")}?valueInputOption=RAW`, { values: [["a", "b", "c"], ["d"]] })).status,
    ).toBe(200);
    expect(await call("GET", range("A:A"))).toMatchObject({
      status: 200,
      body: { range: "Applications!A1:A1000", values: [["a"], ["d"]] },
    });
  });

  it("parses USER_ENTERED like typing: formulas and numbers", async () => {
    await call("PUT", `${range("A3")}?valueInputOption=USER_ENTERED`, { values: [["=1+1", "007"]] });
    expect(google.formulaCells("fake-sheet-000001")).toEqual(["A3"]);
    expect(google.rows("fake-sheet-000001")[2]).toEqual(["=1+1", "7"]);
  });

  it("appends after the last row with data", async () => {
    const answer = await call(
      "POST",
      `${range("A1")}:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS`,
      {
        values: [["e"]],
      },
    );
    expect(answer.body).toMatchObject({
      tableRange: "Applications!A1:A3",
      updates: { updatedRange: "Applications!A4" },
    });
  });

  it("applies a batch update all or nothing", async () => {
    const before = google.rows("fake-sheet-000001");
    const answer = await call("POST", ":batchUpdate", {
      requests: [
        { deleteDimension: { range: { sheetId: 1_000_003, dimension: "ROWS", startIndex: 0, endIndex: 1 } } },
        { addSheet: { properties: { title: "applications" } } },
      ],
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { message: expect.stringMatching(/already exists/) } },
    });
    expect(google.rows("fake-sheet-000001")).toEqual(before);
  });

  it("answers 404 for an unknown spreadsheet and 403 when it is not shared", async () => {
    google.createSpreadsheet("private-sheet-0001", { sharedWith: [] });
    const get = (id: string) =>
      fetch(`${google.apiRootUrl}v4/spreadsheets/${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await get("missing-sheet-001")).status).toBe(404);
    expect((await get("private-sheet-0001")).status).toBe(403);
  });
});
