import { randomBytes, randomUUID } from "node:crypto";
import { exportsByDefault, type StaffRole } from "@choose/schema";
import { validOrganisationProfile, validPage } from "@choose/schema/fixtures";
import type { FastifyInstance } from "fastify";
import { beforeEach, describe, expect, test } from "vitest";
import { AdminSessionEntity, UserEntity, type UserRow } from "../src/modules/auth/auth.entity.ts";
import { hashToken } from "../src/modules/auth/auth.service.ts";
import { hashPassword } from "../src/modules/auth/password.ts";
import { totpCode } from "../src/modules/auth/two-factor.ts";
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
  return sessionFor(t, await createAdmin(t));
}

/** A live session for a new member of the team with `role` (username `<role>-<n>`). */
export async function staffToken(t: TestContext, role: StaffRole): Promise<string> {
  passwordHash ??= hashPassword(adminCredentials.password);
  const em = t.db.orm.em.fork();
  const user = em.create(UserEntity, {
    username: `${role}-${randomUUID().slice(0, 8)}`,
    password: await passwordHash,
    role,
    canExport: exportsByDefault(role),
  });
  await em.flush();
  return sessionFor(t, user);
}

async function sessionFor(t: TestContext, user: UserRow): Promise<string> {
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

export type AdminMethod = "GET" | "POST" | "PUT" | "DELETE";

/** A REST call as the administrator whose session `token` is. */
export function adminInject(
  app: FastifyInstance,
  token: string,
  method: AdminMethod,
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { "x-admin-token": token },
    ...(payload !== undefined && { payload }),
  });
}

/** The administrator of the tests of a file or `describe`: a new session before each test, and calls made with it. */
export interface AdminSession {
  /** The session's token (set before each test). */
  readonly token: string;
  /** A REST call with the session. */
  send(method: AdminMethod, url: string, payload?: object): ReturnType<typeof adminInject>;
  /** A tRPC call with the session. */
  trpc(kind: "query" | "mutation", path: string, input?: unknown): Promise<TrpcResponse>;
}

/** Signs an administrator in before each test of the file, or of the `describe` it is called in. */
export function useAdminSession(t: TestContext): AdminSession {
  let token = "";
  beforeEach(async () => {
    token = await adminToken(t);
  });
  return {
    get token() {
      return token;
    },
    send: (method, url, payload) => adminInject(t.app, token, method, url, payload),
    trpc: (kind, path, input) => trpc(t.app, kind, path, input, token),
  };
}

/** Turns two-factor sign-in on for the admin behind `token` (through the service); its secret and codes. */
export async function enableTwoFactor(t: TestContext, token: string) {
  const admin = await t.app.services.auth.authenticate(token);
  const { secret } = await t.app.services.account.startTwoFactorSetup(admin);
  const { recoveryCodes } = await t.app.services.account.confirmTwoFactor(admin, totpCode(secret));
  return { secret, recoveryCodes };
}

/** `POST /api/admin/login/code`: the second step of a sign-in. */
export function loginWithCode(
  app: FastifyInstance,
  challenge: string,
  code: string,
  remoteAddress = "127.0.0.1",
) {
  return app.inject({
    method: "POST",
    url: "/api/admin/login/code",
    payload: { challenge, code },
    remoteAddress,
  });
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
  headers: Record<string, unknown>;
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
    headers: response.headers,
  };
}

/** One admin endpoint, REST or tRPC, called with a given token (or none). */
export interface AdminCall {
  name: string;
  send(app: FastifyInstance, token: string | undefined): Promise<{ status: number; message: unknown }>;
  /** The answer's Cache-Control header. */
  cacheControl(app: FastifyInstance, token: string | undefined): Promise<unknown>;
}

const restCall = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object): AdminCall => {
  const send = (app: FastifyInstance, token: string | undefined) =>
    app.inject({
      method,
      url,
      headers: token === undefined ? {} : { "x-admin-token": token },
      ...(payload && { payload }),
    });
  return {
    name: `${method} ${url}`,
    async send(app, token) {
      const response = await send(app, token);
      return { status: response.statusCode, message: response.json().message };
    },
    cacheControl: async (app, token) => (await send(app, token)).headers["cache-control"],
  };
};

const trpcCall = (kind: "query" | "mutation", path: string, input?: unknown): AdminCall => ({
  name: `tRPC ${path}`,
  async send(app, token) {
    const response = await trpc(app, kind, path, input, token);
    return { status: response.status, message: response.error?.message };
  },
  cacheControl: async (app, token) => (await trpc(app, kind, path, input, token)).headers["cache-control"],
});

/**
 * Every admin endpoint, REST and tRPC, with a well-formed request about `id`: the routes a token
 * check must guard. Logout comes last, since it ends the session.
 */
export function adminCalls(id: string): AdminCall[] {
  const post = {
    title: "A post about the programme",
    excerpt: "An excerpt long enough to pass the rule.",
    content: "<p>Content long enough to pass the fifty character rule of the spec.</p>",
  };
  return [
    restCall("GET", "/api/blog/admin"),
    restCall("GET", `/api/blog/admin/${id}`),
    restCall("POST", "/api/blog", post),
    restCall("PUT", `/api/blog/${id}`, { title: "A new title" }),
    restCall("DELETE", `/api/blog/${id}`),
    restCall("GET", "/api/admin/scheduled"),
    restCall("GET", `/api/admin/revisions/post/${id}`),
    restCall("GET", `/api/admin/revisions/post/${id}/1`),
    restCall("POST", `/api/admin/revisions/post/${id}/1/restore`),
    restCall("GET", "/api/admin/tags"),
    restCall("PUT", `/api/admin/tags/${id}`, { name: "Deadlines" }),
    restCall("DELETE", `/api/admin/tags/${id}`),
    restCall("GET", "/api/applications/admin"),
    restCall("GET", `/api/applications/admin/${id}`),
    restCall("PUT", `/api/applications/${id}`, { status: "approved" }),
    restCall("DELETE", `/api/applications/${id}`),
    restCall("GET", "/api/admin/google-sheets/status"),
    restCall("POST", "/api/admin/google-sheets/configure", { spreadsheetId: "sheet-id" }),
    restCall("GET", "/api/admin/google-sheets/test-connection"),
    restCall("POST", "/api/admin/google-sheets/sync"),
    // Not multipart: with a session that is a 415, without one the 401 comes first.
    restCall("POST", "/api/media", {}),
    restCall("GET", "/api/media"),
    restCall("GET", "/api/admin/organisation"),
    restCall("PUT", "/api/admin/organisation", validOrganisationProfile),
    restCall("GET", "/api/admin/pages"),
    restCall("GET", "/api/admin/home"),
    restCall("GET", `/api/admin/pages/${id}`),
    restCall("POST", "/api/admin/pages", validPage),
    restCall("PUT", `/api/admin/pages/${id}`, validPage),
    restCall("DELETE", `/api/admin/pages/${id}`),
    restCall("PUT", `/api/media/${id}`, { alt: "A description" }),
    restCall("DELETE", `/api/media/${id}`),
    trpcCall("query", "admin.session.me"),
    trpcCall("query", "admin.blog.list"),
    trpcCall("query", "admin.blog.byId", { id }),
    trpcCall("mutation", "admin.blog.create", post),
    trpcCall("mutation", "admin.blog.update", { id, data: { title: "A new title" } }),
    trpcCall("mutation", "admin.blog.delete", { id }),
    trpcCall("query", "admin.publishing.scheduled"),
    trpcCall("query", "admin.publishing.revisions", { kind: "post", id }),
    trpcCall("mutation", "admin.publishing.restoreRevision", { kind: "page", id, revisionId: 1 }),
    trpcCall("query", "admin.blog.tags"),
    trpcCall("mutation", "admin.blog.deleteTag", { id }),
    trpcCall("query", "admin.applications.list"),
    trpcCall("query", "admin.applications.byId", { id }),
    trpcCall("mutation", "admin.applications.updateStatus", { id, status: "approved" }),
    trpcCall("mutation", "admin.applications.delete", { id }),
    trpcCall("query", "admin.organisation.profile"),
    trpcCall("mutation", "admin.organisation.updateProfile", validOrganisationProfile),
    trpcCall("query", "admin.organisation.pages"),
    trpcCall("query", "admin.home.get"),
    trpcCall("query", "admin.organisation.page", { id }),
    trpcCall("mutation", "admin.organisation.createPage", { ...validPage, slug: "trpc-page" }),
    trpcCall("mutation", "admin.organisation.updatePage", { id, data: validPage }),
    trpcCall("mutation", "admin.organisation.deletePage", { id }),
    trpcCall("query", "admin.sheets.status"),
    trpcCall("mutation", "admin.sheets.configure", { spreadsheetId: "sheet-id" }),
    trpcCall("mutation", "admin.sheets.testConnection"),
    trpcCall("mutation", "admin.sheets.sync"),
    trpcCall("query", "admin.account.sessions"),
    trpcCall("mutation", "admin.account.changePassword", {
      currentPassword: "not the password",
      newPassword: "a brand new password",
      confirmPassword: "a brand new password",
    }),
    trpcCall("mutation", "admin.account.revokeSession", { id }),
    trpcCall("mutation", "admin.account.revokeOtherSessions"),
    trpcCall("query", "admin.account.twoFactorStatus"),
    trpcCall("mutation", "admin.account.startTwoFactorSetup"),
    trpcCall("mutation", "admin.account.confirmTwoFactor", { code: "123456" }),
    trpcCall("mutation", "admin.account.disableTwoFactor", { password: "not the password", code: "123456" }),
    trpcCall("query", "admin.audit.list", { page: 1 }),
    trpcCall("query", "admin.media.list"),
    trpcCall("mutation", "admin.media.updateAlt", { id, alt: "A description" }),
    trpcCall("mutation", "admin.media.delete", { id }),
    trpcCall("mutation", "admin.session.logout"),
    restCall("POST", "/api/admin/logout"),
  ];
}

/**
 * The "missing and malformed ids" tests of an admin resource, whose routes are named as every one's are:
 * REST `GET {path}/admin/:id`, `PUT {path}/:id`, `DELETE {path}/:id`; tRPC `{router}.byId`, an update
 * and `{router}.delete`. A missing id is a 404 with `notFound`, a malformed one a 400 "Invalid id" (never
 * a 500); `unchanged` checks that nothing was written.
 */
export function describeIdChecks(
  session: AdminSession,
  noun: string,
  notFound: string,
  resource: {
    rest: [path: string, update: object];
    trpc: [router: string, update: string, input: (id: string) => unknown];
    unchanged?: () => Promise<void>;
  },
) {
  const [path, updateBody] = resource.rest;
  const [router, updateProcedure, updateInput] = resource.trpc;
  const byId = (id: string) => ({ id });
  describe("missing and malformed ids", () => {
    const missing = randomUUID();
    const malformedIds = [
      "not-a-uuid",
      "1",
      "%27%20or%201%3D1--",
      "00000000-0000-0000-0000-00000000000g",
      `${missing}x`,
    ];
    test.each<[string, AdminMethod, string, object | undefined]>([
      ["get", "GET", `${path}/admin/`, undefined],
      ["update", "PUT", `${path}/`, updateBody],
      ["delete", "DELETE", `${path}/`, undefined],
    ])(`%s: a missing ${noun} → 404, a malformed id → 400, never 500`, async (_, method, prefix, payload) => {
      const answer = await session.send(method, `${prefix}${missing}`, payload);
      expect([answer.statusCode, answer.json()]).toEqual([404, { message: notFound }]);
      for (const id of malformedIds) {
        const malformed = await session.send(method, `${prefix}${id}`, payload);
        expect([id, malformed.statusCode, malformed.json().message]).toEqual([id, 400, "Invalid id"]);
      }
      await resource.unchanged?.();
    });

    test.each<[string, "query" | "mutation", (id: string) => unknown]>([
      [`${router}.byId`, "query", byId],
      [`${router}.${updateProcedure}`, "mutation", updateInput],
      [`${router}.delete`, "mutation", byId],
    ])("tRPC %s: missing → 404, malformed → 400", async (procedure, kind, input) => {
      expect((await session.trpc(kind, procedure, input(missing))).error).toEqual({
        message: notFound,
        code: "NOT_FOUND",
      });
      const malformed = await session.trpc(kind, procedure, input("nope"));
      expect([malformed.status, malformed.error?.message]).toEqual([400, "Invalid id"]);
      await resource.unchanged?.();
    });
  });
}

/**
 * `DELETE {path}/:id` (answering `message`) and tRPC `{router}.delete` each delete what `seed` made, and
 * a second delete is a 404; `deleted` then checks what is left.
 */
export function describeDeletes(
  session: AdminSession,
  path: string,
  router: string,
  resource: { message: string; seed: () => Promise<string>; deleted: (id: string) => Promise<void> },
) {
  describe(`DELETE ${path}/:id`, () => {
    test.each<[string, (id: string) => Promise<unknown>, unknown]>([
      [
        "REST",
        async (id) => (await session.send("DELETE", `${path}/${id}`)).json(),
        { message: resource.message },
      ],
      ["tRPC", async (id) => (await session.trpc("mutation", `${router}.delete`, { id })).status, 200],
    ])("%s deletes it, and deleting it again is a 404", async (_, remove, answer) => {
      const id = await resource.seed();
      expect(await remove(id)).toEqual(answer);
      expect((await session.send("DELETE", `${path}/${id}`)).statusCode).toBe(404);
      await resource.deleted(id);
    });
  });
}
