import { ApplicationInputSchema, ContactInputSchema, NewsletterInputSchema } from "@choose/schema";
import { validApplication, validContact } from "@choose/schema/fixtures";
import { LANGUAGES } from "@choose/schema/i18n";
import fc from "fast-check";
import { beforeEach, describe, expect, test } from "vitest";
import { adminToken } from "../test/admin.ts";
import { useTestApp } from "../test/app.ts";
import { bodies, hostileSegments } from "../test/fuzz.ts";
import { submissionKey } from "./db/submit-once.ts";
import { ApplicationEntity } from "./modules/applications/applications.entity.ts";
import { UserEntity } from "./modules/auth/auth.entity.ts";
import { ContactSubmission } from "./modules/contact/contact.entity.ts";
import { NewsletterConfirmationEntity } from "./modules/email/email.entity.ts";
import { declaredProcedures } from "./trpc/procedures.ts";
import { appRouter } from "./trpc/router.ts";

const t = useTestApp();

interface Endpoint {
  url: string;
  valid: Record<string, unknown>;
  rows: () => Promise<number>;
  /** What makes a row (an address, the answers): accepted bodies with the same key add one row between them. */
  rowKey?: (body: unknown) => string | undefined;
}

/** A submission's row key: the same answers are one submission (`submissionKey`). */
const submitted =
  (form: string, schema: typeof ContactInputSchema | typeof ApplicationInputSchema) => (body: unknown) => {
    const parsed = schema.safeParse(body);
    return parsed.success ? submissionKey(form, parsed.data) : undefined;
  };

const contact = {
  valid: validContact,
  rows: () => t.db.orm.em.fork().count(ContactSubmission, {}),
  rowKey: submitted("contact", ContactInputSchema),
};
const application = {
  valid: validApplication,
  rows: () => t.db.orm.em.fork().count(ApplicationEntity, {}),
  rowKey: submitted("application", ApplicationInputSchema),
};

const endpoints: Endpoint[] = [
  { url: "/api/contact", ...contact },
  { url: "/trpc/contact.send", ...contact },
  { url: "/api/applications", ...application },
  { url: "/trpc/applications.submit", ...application },
  {
    // No invitation waits: every body is refused (the token is checked first), and no account is made.
    url: "/api/staff/accept",
    valid: { token: "a".repeat(43), username: "fuzzer", password: "a long fuzzing password 2026" },
    rows: () => t.db.orm.em.fork().count(UserEntity, {}),
  },
  {
    url: "/api/newsletter",
    valid: { email: "fuzz@example.org", name: "Fuzz Tester" },
    // A sign-up is a pending confirmation, one per address (repeats replace it).
    rows: () => t.db.orm.em.fork().count(NewsletterConfirmationEntity, {}),
    rowKey: (body: unknown) => NewsletterInputSchema.safeParse(body).data?.email,
  },
];

describe("thousands of generated bodies at every public write", () => {
  test.each(endpoints)("$url: never a 5xx, and a row only for an accepted body", async (endpoint) => {
    const { url, valid, rows } = endpoint;
    let accepted = 0;
    const keys = new Set<string>();
    await fc.assert(
      fc.asyncProperty(bodies(valid), async (body) => {
        const response = await t.app.inject({
          method: "POST",
          url,
          payload: JSON.stringify(body),
          headers: { "content-type": "application/json" },
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400)
          expect(response.json()).toHaveProperty(url.startsWith("/api") ? "message" : "error.message");
        const isHoneypot =
          typeof body === "object" && body !== null && "homepage" in body && Boolean(body.homepage);
        // REST answers a new row with 201, tRPC with 200; a newsletter repeat adds no row.
        if (
          (url.startsWith("/trpc") ? response.statusCode === 200 : response.statusCode === 201) &&
          !isHoneypot
        ) {
          const key = endpoint.rowKey?.(body);
          if (key === undefined) accepted++;
          else keys.add(key);
        }
      }),
      { numRuns: 700 },
    );
    expect(await rows()).toBe(accepted + keys.size);
  });

  test("raw bytes and wrong content types are 4xx, never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints.map((endpoint) => endpoint.url)),
        fc.string({ maxLength: 2000 }),
        fc.constantFrom(
          "application/json",
          "text/plain",
          "application/xml",
          "multipart/form-data",
          "application/json; charset=latin1",
        ),
        async (url, payload, contentType) => {
          const response = await t.app.inject({
            method: "POST",
            url,
            payload,
            headers: { "content-type": contentType },
          });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 500 },
    );
  });

  test("generated slugs and query strings on the public reads are never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (text) => {
        const encoded = encodeURIComponent(text);
        for (const url of [
          `/api/blog/slug/${encoded}`,
          `/trpc/blog.bySlug?input=${encoded}`,
          `/api/blog?${encoded}`,
          `/api/pages/${encoded}`,
          `/trpc/organisation.page?input=${encoded}`,
          `/api/organisation?${encoded}`,
          // The finder's filters (issue 34), each and all at once.
          `/api/schools?${encoded}`,
          `/api/schools?place=${encoded}&grade=${encoded}&type=${encoded}&q=${encoded}&page=${encoded}`,
          `/trpc/schools.list?input=${encoded}`,
          `/schools?place=${encoded}&q=${encoded}`,
        ]) {
          expect((await t.app.inject(url)).statusCode).toBeLessThan(500);
        }
      }),
      { numRuns: 300 },
    );
  });
});

interface ParamRoute {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** The body sent with the request (JSON unless `form`). */
  payload?: string;
  form?: boolean;
}

/**
 * Every route with a path parameter: those the procedures declare (public and admin), and the
 * hand-written ones (one-click unsubscribe, media files, tRPC's own).
 */
const paramRoutes: ParamRoute[] = [
  ...[...declaredProcedures(appRouter._def.record)].flatMap(([, procedure]): ParamRoute[] => {
    const route = procedure.meta?.rest;
    if (!route?.path.includes(":")) return [];
    return [{ method: route.method, path: route.path, ...(route.method !== "GET" && { payload: "{}" }) }];
  }),
  {
    method: "POST",
    path: "/api/newsletter/unsubscribe/:token",
    payload: "List-Unsubscribe=One-Click",
    form: true,
  },
  { method: "GET", path: "/media/:id/:file" },
  { method: "GET", path: "/api/applications/admin/:id/documents/:documentId" },
  { method: "GET", path: "/trpc/:path" },
  { method: "POST", path: "/trpc/:path", payload: "{}" },
];

/** A value each parameter could plausibly take, for the parameters not under attack. */
const plausible: Record<string, string> = {
  id: "00000000-0000-4000-8000-000000000000",
  noteId: "00000000-0000-4000-8000-000000000000",
  sessionId: "00000000-0000-4000-8000-000000000000",
  documentId: "00000000-0000-4000-8000-000000000000",
  slug: "a-post",
  token: "a".repeat(64),
  status: "approved",
  file: "480.webp",
  path: "blog.list",
};

/** The route's path with `hostile` as the parameter `target` (every parameter when none is named). */
function urlWith(path: string, hostile: string, target?: string) {
  return path.replace(/:(\w+)/g, (_, name: string) =>
    target === undefined || name === target ? hostile : (plausible[name] ?? "x"),
  );
}

describe("hostile path parameters at every route that has one", () => {
  let token = "";
  beforeEach(async () => {
    token = await adminToken(t);
  });

  const send = (route: ParamRoute, url: string) =>
    t.app.inject({
      method: route.method,
      url,
      headers: {
        // Admin routes check their parameters only for a signed-in administrator.
        "x-admin-token": token,
        ...(route.payload !== undefined && {
          "content-type": route.form ? "application/x-www-form-urlencoded" : "application/json",
        }),
      },
      ...(route.payload !== undefined && { payload: route.payload }),
    });

  test("the routes were found, the hand-written ones among them", () => {
    expect(paramRoutes.length).toBeGreaterThan(20);
    expect(paramRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        "DELETE /api/applications/:id/notes/:noteId",
        "GET /api/pages/:slug",
        // Issue 32's: the team, its sessions and export switch, the review workflow.
        "PUT /api/admin/staff/:id",
        "DELETE /api/admin/staff/:id",
        "POST /api/admin/staff/:id/sign-out",
        "PUT /api/admin/staff/:id/export",
        "DELETE /api/admin/staff/:id/sessions/:sessionId",
        "DELETE /api/admin/staff/invitations/:id",
        "GET /api/applications/admin/:id/review",
        "PUT /api/applications/admin/:id/review/assignee",
        "PUT /api/applications/admin/:id/review/checks",
      ]),
    );
  });

  test.each(paramRoutes)("$method $path: 4xx with a message, never 5xx", async (route) => {
    const params = route.path.match(/(?<=:)\w+/g) ?? [];
    const check = async (url: string) => {
      const response = await send(route, url);
      const request = `${route.method} ${url.slice(0, 200)}`;
      expect(response.statusCode, request).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, request).toBeLessThan(500);
      expect(response.body, request).toMatch(/"message"/);
    };
    for (const hostile of hostileSegments) {
      await check(urlWith(route.path, hostile));
      if (params.length > 1) for (const name of params) await check(urlWith(route.path, hostile, name));
    }
    await fc.assert(
      // A language code is a real value of a `:language` parameter ("en" was drawn once), not a hostile one.
      fc.asyncProperty(
        fc
          .string({ unit: "grapheme", maxLength: 200 })
          .filter((text) => !LANGUAGES.some((code) => code === text)),
        async (text) => {
          await check(urlWith(route.path, encodeURIComponent(text)));
        },
      ),
      { numRuns: 40 },
    );
  });
});
