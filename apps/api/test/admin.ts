import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { AdminSessionEntity, UserEntity } from "../src/modules/auth/auth.entity.ts";
import { hashToken } from "../src/modules/auth/auth.service.ts";
import { hashPassword } from "../src/modules/auth/password.ts";
import type { TestContext } from "./app.ts";

export const adminCredentials = { username: "admin", password: "correct horse battery staple" };

/** Hashed once per test file: argon2 costs tens of milliseconds and every test starts from empty tables. */
let passwordHash: Promise<string> | undefined;

/** Inserts the administrator with the real argon2 hash of `adminCredentials.password`. */
export async function createAdmin(t: TestContext) {
  passwordHash ??= hashPassword(adminCredentials.password);
  const em = t.db.orm.em.fork();
  const user = em.create(UserEntity, { username: adminCredentials.username, password: await passwordHash });
  await em.flush();
  return user;
}

/**
 * A live session for a new administrator, inserted the way login does it (token hashed), without
 * paying for a password check: for tests whose subject is not the login itself.
 */
export async function adminToken(t: TestContext): Promise<string> {
  const user = await createAdmin(t);
  const token = randomBytes(32).toString("base64url");
  const em = t.db.orm.em.fork();
  em.create(AdminSessionEntity, {
    user,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + t.config.session.maxAgeMs),
  });
  await em.flush();
  return token;
}

/** `POST /api/admin/login`, as the login screen sends it. */
export function login(
  app: FastifyInstance,
  credentials: { username: string; password: string } = adminCredentials,
  remoteAddress = "127.0.0.1",
) {
  return app.inject({ method: "POST", url: "/api/admin/login", payload: credentials, remoteAddress });
}

export interface TrpcResponse {
  status: number;
  /** `result.data` of a success. */
  data: unknown;
  /** The error of a failure: its message and tRPC code name. */
  error: { message: string; code: string } | undefined;
  raw: string;
}

/** Calls a tRPC procedure over HTTP as the web client does: queries by GET, mutations by POST. */
export async function trpc(
  app: FastifyInstance,
  kind: "query" | "mutation",
  path: string,
  input?: unknown,
  token?: string,
): Promise<TrpcResponse> {
  const headers = token === undefined ? {} : { "x-admin-token": token };
  const response =
    kind === "query"
      ? await app.inject({
          method: "GET",
          url: `/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          headers,
        })
      : await app.inject({
          method: "POST",
          url: `/trpc/${path}`,
          headers: { ...headers, "content-type": "application/json" },
          payload: JSON.stringify(input ?? null),
        });
  const body: {
    result?: { data?: unknown };
    error?: { message: string; data?: { code: string } };
  } = response.json();
  return {
    status: response.statusCode,
    data: body.result?.data,
    error: body.error && { message: body.error.message, code: body.error.data?.code ?? "" },
    raw: response.body,
  };
}
