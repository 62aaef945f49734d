/** What `bench/api.ts` records of our server's answers and hands to `bench/bare-server.ts`. */
export interface Fixture {
  method: "GET" | "POST";
  path: string;
  status: number;
  contentType: string;
  contentEncoding: string | null;
  /** The answer's bytes, base64. */
  body: string;
  /**
   * The one statement the bare + pg server runs before answering: for a read, what ours runs on a
   * cache miss (with `params`); for a POST, an insert of the request's body (its one parameter).
   */
  sql: string;
  params: string[];
}

const isFixture = (value: unknown): value is Fixture =>
  typeof value === "object" &&
  value !== null &&
  "method" in value &&
  (value.method === "GET" || value.method === "POST") &&
  "path" in value &&
  typeof value.path === "string" &&
  "status" in value &&
  typeof value.status === "number" &&
  "contentType" in value &&
  typeof value.contentType === "string" &&
  "contentEncoding" in value &&
  (value.contentEncoding === null || typeof value.contentEncoding === "string") &&
  "body" in value &&
  typeof value.body === "string" &&
  "sql" in value &&
  typeof value.sql === "string" &&
  "params" in value &&
  Array.isArray(value.params) &&
  value.params.every((param) => typeof param === "string");

export function parseFixtures(json: string): Fixture[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value) || !value.every(isFixture)) throw new Error("not a list of bench fixtures");
  return value;
}
