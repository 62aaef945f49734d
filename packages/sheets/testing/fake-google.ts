import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import {
  appendValues,
  clearValues,
  deleteRows,
  newTab,
  parseRange,
  readValues,
  SheetsApiError,
  type Spreadsheet,
  tabFormulas,
  tabRows,
  writeValues,
} from "./spreadsheets.ts";
import { JWT_BEARER_GRANT, newAccessToken, type OAuthError, verifyAssertion } from "./token.ts";

const SHEETS_SCOPE = "https://www.googleapis.com/auth/spreadsheets";
const TEST_ACCOUNT = "sheets-sync@choose-esa-test.iam.gserviceaccount.com";
const TOKEN_LIFETIME_S = 3599;
const MAX_REQUEST_BYTES = 10_485_760;

export type RequestKind =
  | "token"
  | "spreadsheets.get"
  | "spreadsheets.batchUpdate"
  | "values.get"
  | "values.update"
  | "values.append"
  | "values.clear"
  | "values.batchUpdate";

export type FaultKind = "invalid_grant" | 401 | 403 | 404 | 429 | 500 | 503;

export interface FaultOptions {
  /** How many matching calls are affected; every one when left out. */
  times?: number;
  /** Only these calls (default: every call; `invalid_grant` defaults to the token endpoint). */
  only?: RequestKind | readonly RequestKind[];
}

export interface FakeGoogleFaults {
  fail(kind: FaultKind, options?: FaultOptions): void;
  /** Answers late (the answer itself is unchanged, or the injected failure). */
  delay(ms: number, options?: FaultOptions): void;
  /** Stops listening and drops open sockets: clients get ECONNREFUSED until `acceptConnections`. */
  refuseConnections(): Promise<void>;
  acceptConnections(): Promise<void>;
  clear(): void;
}

export interface LoggedRequest {
  kind: RequestKind;
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
}

export interface FakeGoogle {
  /** Pass as `apiRootUrl` (trailing slash included). */
  apiRootUrl: string;
  tokenUrl: string;
  /** A service account whose key pair was generated at start-up. */
  credentials: { client_email: string; private_key: string };
  /** The same account as the JSON key file Google Cloud hands out. */
  serviceAccountKeyJson: string;
  /** The API's settings that point it at this fake (its key and both addresses). */
  env: { GOOGLE_SERVICE_ACCOUNT_KEY: string; GOOGLE_SHEETS_API_URL: string; GOOGLE_OAUTH_TOKEN_URL: string };
  createSpreadsheet(id: string, options?: { sharedWith?: readonly string[]; tabs?: readonly string[] }): void;
  setSharedWith(id: string, emails: readonly string[]): void;
  /** A tab's text as the UI shows it (trailing empty cells and rows left out). */
  rows(spreadsheetId: string, tab?: string): string[][];
  /** Cells holding a formula (only values written USER_ENTERED can become one). */
  formulaCells(spreadsheetId: string, tab?: string): string[];
  tabs(spreadsheetId: string): string[];
  faults: FakeGoogleFaults;
  /** Sheets API calls of one kind, or all of them (token requests excluded) when no kind is given. */
  requestCount(kind?: RequestKind): number;
  requests(): readonly LoggedRequest[];
  resetCounts(): void;
  issuedTokens(): string[];
  close(): Promise<void>;
}

interface Rule {
  fault: FaultKind | undefined;
  delayMs: number;
  remaining: number;
  only: ReadonlySet<RequestKind> | undefined;
}

interface Route {
  kind: RequestKind;
  spreadsheetId?: string;
  range?: string;
}

const GOOGLE_STATUS: Record<number, { reason: string; message: string }> = {
  400: { reason: "INVALID_ARGUMENT", message: "Invalid request." },
  401: {
    reason: "UNAUTHENTICATED",
    message:
      "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
  },
  403: { reason: "PERMISSION_DENIED", message: "The caller does not have permission" },
  404: { reason: "NOT_FOUND", message: "Requested entity was not found." },
  429: {
    reason: "RESOURCE_EXHAUSTED",
    message:
      "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user' of service 'sheets.googleapis.com'.",
  },
  500: { reason: "INTERNAL", message: "Internal error encountered." },
  503: { reason: "UNAVAILABLE", message: "The service is currently unavailable." },
};

const CellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const ValuesSchema = z.array(z.array(CellSchema));
const VALUE_INPUT_REQUIRED = "'valueInputOption' is required but not specified";
const ValueInputSchema = z.enum(["RAW", "USER_ENTERED"], { error: VALUE_INPUT_REQUIRED });
const ValueRangeBodySchema = z.object({ values: ValuesSchema.default([]) });
const BatchValuesBodySchema = z.object({
  valueInputOption: ValueInputSchema,
  data: z.array(z.object({ range: z.string(), values: ValuesSchema.default([]) })),
});
const BatchUpdateBodySchema = z.object({
  requests: z
    .array(
      z.object({
        addSheet: z.object({ properties: z.object({ title: z.string().min(1) }) }).optional(),
        deleteDimension: z
          .object({
            range: z.object({
              sheetId: z.number().int(),
              dimension: z.literal("ROWS"),
              startIndex: z.number().int(),
              endIndex: z.number().int(),
            }),
          })
          .optional(),
      }),
    )
    .min(1, "Must specify at least one request."),
});
const TokenBodySchema = z.object({ grant_type: z.literal(JWT_BEARER_GRANT), assertion: z.string() });

function route(method: string, pathname: string): Route | undefined {
  if (pathname === "/token") return method === "POST" ? { kind: "token" } : undefined;
  const prefix = "/v4/spreadsheets/";
  if (!pathname.startsWith(prefix)) return undefined;
  const rest = pathname.slice(prefix.length);
  const valuesAt = rest.indexOf("/values/");
  if (valuesAt >= 0) {
    const spreadsheetId = rest.slice(0, valuesAt);
    const raw = rest.slice(valuesAt + "/values/".length);
    if (method === "POST" && raw.endsWith(":append")) {
      return {
        kind: "values.append",
        spreadsheetId,
        range: decodeURIComponent(raw.slice(0, -":append".length)),
      };
    }
    if (method === "POST" && raw.endsWith(":clear")) {
      return {
        kind: "values.clear",
        spreadsheetId,
        range: decodeURIComponent(raw.slice(0, -":clear".length)),
      };
    }
    if (method === "GET") return { kind: "values.get", spreadsheetId, range: decodeURIComponent(raw) };
    if (method === "PUT") return { kind: "values.update", spreadsheetId, range: decodeURIComponent(raw) };
    return undefined;
  }
  if (method === "POST" && rest.endsWith("/values:batchUpdate")) {
    return { kind: "values.batchUpdate", spreadsheetId: rest.slice(0, -"/values:batchUpdate".length) };
  }
  if (method === "POST" && rest.endsWith(":batchUpdate")) {
    return { kind: "spreadsheets.batchUpdate", spreadsheetId: rest.slice(0, -":batchUpdate".length) };
  }
  if (method === "GET" && !rest.includes("/")) return { kind: "spreadsheets.get", spreadsheetId: rest };
  return undefined;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson<T>(schema: z.ZodType<T>, text: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text === "" ? "{}" : text);
  } catch {
    throw new SheetsApiError(400, "INVALID_ARGUMENT", "Invalid JSON payload received.");
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new SheetsApiError(400, "INVALID_ARGUMENT", result.error.issues[0]?.message ?? "Invalid request.");
  }
  return result.data;
}

function send(response: ServerResponse, status: number, body: unknown) {
  if (response.destroyed || response.writableEnded) return;
  const text = JSON.stringify(body);
  response.writeHead(status, { "content-type": "application/json; charset=UTF-8" }).end(text);
}

function googleError(status: number, message?: string) {
  const known = GOOGLE_STATUS[status] ?? { reason: "UNKNOWN", message: "Unknown error." };
  return { error: { code: status, message: message ?? known.message, status: known.reason } };
}

function oauthError(error: OAuthError) {
  return { error: error.error, error_description: error.description };
}

function faultAnswer(kind: RequestKind, fault: FaultKind): { status: number; body: unknown } {
  if (fault === "invalid_grant") {
    return {
      status: 400,
      body: oauthError({
        status: 400,
        error: "invalid_grant",
        description: "Invalid grant: account not found",
      }),
    };
  }
  if (kind === "token") {
    const reason = GOOGLE_STATUS[fault]?.reason.toLowerCase() ?? "unknown";
    return { status: fault, body: { error: reason, error_description: GOOGLE_STATUS[fault]?.message } };
  }
  return { status: fault, body: googleError(fault) };
}

/** Starts the fake on 127.0.0.1 and a free port. */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  // A fresh key pair per run: no private key is ever committed.
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const privatePem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const accounts = new Map<string, KeyObject>([[TEST_ACCOUNT, publicKey]]);
  const tokens = new Map<string, { email: string; expiresAt: number }>();
  const spreadsheets = new Map<string, Spreadsheet>();
  const log: LoggedRequest[] = [];
  let rules: Rule[] = [];
  let nextSheetId = 1;
  // Real sheetIds are large and unrelated to a tab's position, so a client mixing the two fails here too.
  const newSheetId = () => nextSheetId++ * 1_000_003;
  const shutdown = new AbortController();

  function spreadsheet(id: string): Spreadsheet {
    const sheet = spreadsheets.get(id);
    if (!sheet) throw new Error(`No spreadsheet "${id}" in the fake`);
    return sheet;
  }

  function tab(id: string, title: string) {
    const found = spreadsheet(id).tabs.find((candidate) => candidate.title === title);
    if (!found) throw new Error(`No tab "${title}" in spreadsheet "${id}"`);
    return found;
  }

  /** The first matching rule with calls left is used up by one. */
  function take(kind: RequestKind, wants: (rule: Rule) => boolean): Rule | undefined {
    const rule = rules.find(
      (candidate) => wants(candidate) && candidate.remaining > 0 && (candidate.only?.has(kind) ?? true),
    );
    if (rule) rule.remaining--;
    return rule;
  }

  function authorize(header: string | undefined): string {
    const token = /^Bearer (.+)$/.exec(header ?? "")?.[1];
    if (token === undefined) {
      throw new SheetsApiError(
        401,
        "UNAUTHENTICATED",
        "Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
      );
    }
    const grant = tokens.get(token);
    if (!grant || grant.expiresAt < Date.now())
      throw new SheetsApiError(401, "UNAUTHENTICATED", GOOGLE_STATUS[401]?.message ?? "");
    return grant.email;
  }

  function issueToken(body: string): { status: number; body: unknown } {
    const form = Object.fromEntries(new URLSearchParams(body));
    const parsed = TokenBodySchema.safeParse(form);
    if (!parsed.success) {
      return {
        status: 400,
        body: { error: "unsupported_grant_type", error_description: "Invalid grant_type: " },
      };
    }
    const verified = verifyAssertion(parsed.data.assertion, (email) => accounts.get(email), SHEETS_SCOPE);
    if ("error" in verified) return { status: verified.status, body: oauthError(verified) };
    const accessToken = newAccessToken();
    tokens.set(accessToken, { email: verified.iss, expiresAt: Date.now() + TOKEN_LIFETIME_S * 1000 });
    return {
      status: 200,
      body: { access_token: accessToken, expires_in: TOKEN_LIFETIME_S, token_type: "Bearer" },
    };
  }

  /** Runs a write on a copy, so a failing request changes nothing (Google's batches are atomic). */
  function atomically<T>(sheet: Spreadsheet, work: (draft: Spreadsheet) => T): T {
    const draft: Spreadsheet = { ...sheet, tabs: structuredClone(sheet.tabs) };
    const result = work(draft);
    sheet.tabs = draft.tabs;
    return result;
  }

  function sheetsCall(found: Route, query: URLSearchParams, body: string, email: string): unknown {
    const id = found.spreadsheetId ?? "";
    const sheet = spreadsheets.get(id);
    if (!sheet) throw new SheetsApiError(404, "NOT_FOUND", GOOGLE_STATUS[404]?.message ?? "");
    if (!sheet.sharedWith.has(email))
      throw new SheetsApiError(403, "PERMISSION_DENIED", GOOGLE_STATUS[403]?.message ?? "");
    const rangeText = found.range ?? "";
    const inputOption = () => {
      const parsed = ValueInputSchema.safeParse(query.get("valueInputOption"));
      if (!parsed.success) throw new SheetsApiError(400, "INVALID_ARGUMENT", VALUE_INPUT_REQUIRED);
      return parsed.data;
    };
    switch (found.kind) {
      case "spreadsheets.get":
        return {
          spreadsheetId: id,
          properties: { title: `Spreadsheet ${id}`, locale: "en_US", timeZone: "America/Chicago" },
          sheets: sheet.tabs.map((candidate, index) => ({
            properties: {
              sheetId: candidate.sheetId,
              title: candidate.title,
              index,
              sheetType: "GRID",
              gridProperties: { rowCount: candidate.rowCount, columnCount: candidate.columnCount },
            },
          })),
          spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${id}/edit`,
        };
      case "values.get": {
        const read = readValues(parseRange(sheet, rangeText), rangeText);
        return {
          range: read.range,
          majorDimension: "ROWS",
          ...(read.values.length > 0 ? { values: read.values } : {}),
        };
      }
      case "values.update": {
        const option = inputOption();
        const { values } = parseJson(ValueRangeBodySchema, body);
        return atomically(sheet, (draft) => ({
          spreadsheetId: id,
          ...writeValues(parseRange(draft, rangeText), rangeText, values, option),
        }));
      }
      case "values.append": {
        const option = inputOption();
        const { values } = parseJson(ValueRangeBodySchema, body);
        const insert = query.get("insertDataOption") === "INSERT_ROWS";
        return atomically(sheet, (draft) => {
          const appended = appendValues(parseRange(draft, rangeText), values, option, insert);
          return {
            spreadsheetId: id,
            ...(appended.tableRange === undefined ? {} : { tableRange: appended.tableRange }),
            updates: { spreadsheetId: id, ...appended.updates },
          };
        });
      }
      case "values.clear":
        return atomically(sheet, (draft) => ({
          spreadsheetId: id,
          clearedRange: clearValues(parseRange(draft, rangeText), rangeText),
        }));
      case "values.batchUpdate": {
        const { valueInputOption, data } = parseJson(BatchValuesBodySchema, body);
        return atomically(sheet, (draft) => {
          const responses = data.map((entry) => ({
            spreadsheetId: id,
            ...writeValues(parseRange(draft, entry.range), entry.range, entry.values, valueInputOption),
          }));
          const total = (pick: (entry: (typeof responses)[number]) => number) =>
            responses.reduce((sum, entry) => sum + pick(entry), 0);
          return {
            spreadsheetId: id,
            totalUpdatedRows: total((entry) => entry.updatedRows),
            totalUpdatedColumns: total((entry) => entry.updatedColumns),
            totalUpdatedCells: total((entry) => entry.updatedCells),
            totalUpdatedSheets: new Set(data.map((entry) => parseRange(draft, entry.range).tab.sheetId)).size,
            responses,
          };
        });
      }
      case "spreadsheets.batchUpdate": {
        const { requests } = parseJson(BatchUpdateBodySchema, body);
        return atomically(sheet, (draft) => ({
          spreadsheetId: id,
          replies: requests.map((request, index) => {
            const where = `Invalid requests[${index}]`;
            if (request.addSheet) {
              const { title } = request.addSheet.properties;
              if (draft.tabs.some((candidate) => candidate.title.toLowerCase() === title.toLowerCase())) {
                throw new SheetsApiError(
                  400,
                  "INVALID_ARGUMENT",
                  `${where}.addSheet: A sheet with the name "${title}" already exists. Please enter another name.`,
                );
              }
              const added = newTab(newSheetId(), title);
              draft.tabs.push(added);
              const properties = {
                sheetId: added.sheetId,
                title,
                index: draft.tabs.length - 1,
                sheetType: "GRID",
                gridProperties: { rowCount: added.rowCount, columnCount: added.columnCount },
              };
              return { addSheet: { properties } };
            }
            if (request.deleteDimension) {
              const { sheetId, startIndex, endIndex } = request.deleteDimension.range;
              const target = draft.tabs.find((candidate) => candidate.sheetId === sheetId);
              if (!target) {
                throw new SheetsApiError(
                  400,
                  "INVALID_ARGUMENT",
                  `${where}.deleteDimension: No grid with id: ${sheetId}`,
                );
              }
              deleteRows(target, startIndex, endIndex, `${where}.deleteDimension`);
              return {};
            }
            throw new SheetsApiError(
              400,
              "INVALID_ARGUMENT",
              `${where}: the fake supports addSheet and deleteDimension only`,
            );
          }),
        }));
      }
      case "token":
        throw new Error("token requests are not Sheets calls");
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://fake");
    const method = request.method ?? "GET";
    const found = route(method, url.pathname);
    const body = await readBody(request);
    if (!found) {
      send(response, 404, googleError(404, `Not found: ${method} ${url.pathname}`));
      return;
    }
    const answer = (status: number, payload: unknown) => {
      log.push({
        kind: found.kind,
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        status,
      });
      send(response, status, payload);
    };
    const delayed = take(found.kind, (rule) => rule.delayMs > 0);
    if (delayed) {
      try {
        await sleep(delayed.delayMs, undefined, { signal: shutdown.signal });
      } catch {
        return; // the fake is closing
      }
    }
    const failure = take(found.kind, (rule) => rule.fault !== undefined);
    if (failure?.fault !== undefined) {
      const injected = faultAnswer(found.kind, failure.fault);
      answer(injected.status, injected.body);
      return;
    }
    if (found.kind === "token") {
      const issued = issueToken(body);
      answer(issued.status, issued.body);
      return;
    }
    try {
      if (Buffer.byteLength(body) > MAX_REQUEST_BYTES) {
        throw new SheetsApiError(
          400,
          "INVALID_ARGUMENT",
          `Request payload size exceeds the limit: ${MAX_REQUEST_BYTES} bytes.`,
        );
      }
      const email = authorize(request.headers.authorization);
      answer(200, sheetsCall(found, url.searchParams, body, email));
    } catch (error) {
      if (!(error instanceof SheetsApiError)) throw error;
      answer(error.status, googleError(error.status, error.message));
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, googleError(500, error instanceof Error ? error.message : String(error)));
    });
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await listen(0);
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The fake is not listening on TCP");
  const { port } = address;
  const origin = `http://127.0.0.1:${port}`;

  function addRule(
    fault: FaultKind | undefined,
    delayMs: number,
    options: FaultOptions,
    defaultOnly?: RequestKind,
  ) {
    const only = options.only ?? defaultOnly;
    rules.push({
      fault,
      delayMs,
      remaining: options.times ?? Number.POSITIVE_INFINITY,
      only: only === undefined ? undefined : new Set(typeof only === "string" ? [only] : only),
    });
  }

  const credentials = { client_email: TEST_ACCOUNT, private_key: privatePem };
  const serviceAccountKeyJson = JSON.stringify({
    type: "service_account",
    project_id: "choose-esa-test",
    private_key_id: "fake",
    ...credentials,
    client_id: "100000000000000000000",
    token_uri: "https://oauth2.googleapis.com/token",
  });
  return {
    apiRootUrl: `${origin}/`,
    tokenUrl: `${origin}/token`,
    credentials,
    serviceAccountKeyJson,
    env: {
      GOOGLE_SERVICE_ACCOUNT_KEY: serviceAccountKeyJson,
      GOOGLE_SHEETS_API_URL: `${origin}/`,
      GOOGLE_OAUTH_TOKEN_URL: `${origin}/token`,
    },
    createSpreadsheet(id, options = {}) {
      const titles = options.tabs ?? ["Sheet1"];
      spreadsheets.set(id, {
        id,
        title: `Spreadsheet ${id}`,
        sharedWith: new Set(options.sharedWith ?? [TEST_ACCOUNT]),
        tabs: titles.map((title, index) => newTab(index === 0 ? 0 : newSheetId(), title)),
      });
    },
    setSharedWith(id, emails) {
      spreadsheet(id).sharedWith = new Set(emails);
    },
    rows: (spreadsheetId, title = "Applications") => tabRows(tab(spreadsheetId, title)),
    formulaCells: (spreadsheetId, title = "Applications") => tabFormulas(tab(spreadsheetId, title)),
    tabs: (spreadsheetId) => spreadsheet(spreadsheetId).tabs.map((candidate) => candidate.title),
    faults: {
      fail: (kind, options = {}) => addRule(kind, 0, options, kind === "invalid_grant" ? "token" : undefined),
      delay: (ms, options = {}) => addRule(undefined, ms, options),
      refuseConnections: stop,
      acceptConnections: () => (server.listening ? Promise.resolve() : listen(port)),
      clear: () => {
        rules = [];
      },
    },
    requestCount: (kind) =>
      log.filter((entry) => (kind === undefined ? entry.kind !== "token" : entry.kind === kind)).length,
    requests: () => log,
    resetCounts: () => {
      log.length = 0;
    },
    issuedTokens: () => [...tokens.keys()],
    close: () => {
      shutdown.abort();
      return stop();
    },
  };
}
