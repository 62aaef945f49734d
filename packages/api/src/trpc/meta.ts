import type { AppErrorCode } from "@choose/schema";

/**
 * A procedure's twin on the spec's REST paths (`/api/*`): `registerRestRoutes` registers one Fastify
 * route per procedure that declares one and answers it by calling the procedure, so validation, the
 * admin check and rate limits are the procedure's own. Only where the spec's REST answer differs from
 * the procedure's is something said here.
 */
export interface RestRoute {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Fastify syntax: `:id` is a path param. */
  path: string;
  /**
   * How the JSON body joins the path's params in the procedure's input: its fields merged in
   * (`{ ...body, id }`), or the whole body under one key (`{ id, data: body }`, its errors reported
   * at the body's own paths). Without it the input is the params when the path has any, else the body.
   */
  body?: "merge" | { key: string };
  /** The status of a success: 200 unless given; a function decides from the procedure's result. */
  status?: number | ((result: unknown) => number);
  /** The body of a success when the spec answers with a message rather than the result (deletes). */
  answer?: { message: string };
  /**
   * The procedure answers `{ items, total }`: REST sends `items` as the body and `total` in `X-Total-Count`.
   * A GET's input is its query string (with its path params).
   */
  paged?: boolean;
  /**
   * A public read whose answer depends on its path alone and changes only with a content change: REST
   * keeps its prepared bytes until the next change and answers from them without calling the procedure.
   */
  cached?: boolean;
  /** Fields the spec adds to a failure's `{ message }`, by error (login's 401 carries `success: false`). */
  errorFields?: Partial<Record<AppErrorCode, Record<string, unknown>>>;
}

export interface Meta {
  rest?: RestRoute;
  /**
   * Puts an admin procedure in the audit trail: after each success, one line with the admin, the
   * address and this description of the call (from its input as sent, which passed validation, and
   * its result; read fields with `auditField`). Never a password, code or token.
   */
  audit?: (input: unknown, output: unknown) => string;
}
