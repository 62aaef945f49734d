/** What `bench/api.ts` records of our server's answers and hands to `bench/bare-server.ts`. */
export interface Fixture {
  path: string;
  contentType: string;
  contentEncoding: string | null;
  /** The answer's bytes, base64. */
  body: string;
  /** The one query the bare + pg server runs before answering (what ours runs on a cache miss). */
  sql: string;
  params: string[];
}

const isFixture = (value: unknown): value is Fixture =>
  typeof value === "object" &&
  value !== null &&
  "path" in value &&
  typeof value.path === "string" &&
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
