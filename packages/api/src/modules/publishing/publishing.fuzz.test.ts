import { postInput } from "@choose/schema/fixtures";
import fc from "fast-check";
import { beforeEach, describe, expect, test } from "vitest";
import { adminInject, adminToken } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { bodies, hostileSegments, junk } from "../../../test/fuzz.ts";

/** Generated junk at the scheduling, tag and revision endpoints: never a 5xx. */
const t = useTestApp();

let token = "";
let postId = "";
let tagId = "";
let revisionId = 0;
beforeEach(async () => {
  token = await adminToken(t);
  const post = await adminInject(t.app, token, "POST", "/api/blog", {
    ...postInput({ slug: "fuzzed" }),
    tags: ["Deadlines"],
  });
  postId = post.json().id;
  tagId = (await adminInject(t.app, token, "GET", "/api/admin/tags")).json()[0].id;
  revisionId = (await adminInject(t.app, token, "GET", `/api/admin/revisions/post/${postId}`)).json()[0].id;
});

const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { "x-admin-token": token, ...(body !== undefined && { "content-type": "application/json" }) },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  });

describe("generated bodies", () => {
  test.each([
    ["POST /api/blog (publishAt, tags)", "POST", (): string => "/api/blog"],
    ["PUT /api/blog/:id (publishAt, tags)", "PUT", (): string => `/api/blog/${postId}`],
  ] as const)("%s: never a 5xx", async (_name, method, url) => {
    const valid = {
      ...postInput({ slug: "fuzzed-again" }),
      published: false,
      publishAt: "2030-01-15T08:00:00-06:00",
      tags: ["Deadlines", "Events"],
    };
    await fc.assert(
      fc.asyncProperty(bodies(valid), async (body) => {
        const response = await send(method, url(), body);
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });

  test("PUT /api/admin/tags/:id: never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(bodies({ name: "Key Dates" }), junk), async (body) => {
        const response = await send("PUT", `/api/admin/tags/${tagId}`, body);
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});

describe("hostile path segments", () => {
  test.each<(segment: string) => string>([
    (segment: string) => `/api/blog/tag/${segment}`,
    (segment: string) => `/blog/tag/${segment}/rss.xml`,
    (segment: string) => `/api/admin/tags/${segment}`,
    (segment: string) => `/api/admin/revisions/post/${segment}`,
    (segment: string) => `/api/admin/revisions/${segment}/${postId}`,
    (segment: string) => `/api/admin/revisions/post/${postId}/${segment}`,
  ])("%s: a 4xx or 200, never a 5xx", async (path) => {
    for (const segment of [...hostileSegments, String(revisionId), "99999999999999999999"]) {
      for (const method of ["GET", "PUT", "DELETE"] as const) {
        const response = await send(method, path(segment), method === "PUT" ? { name: "A name" } : undefined);
        expect(response.statusCode, `${method} ${path(segment)}`).toBeLessThan(500);
      }
    }
    const restore = await send("POST", `/api/admin/revisions/post/${postId}/${hostileSegments[0]}/restore`);
    expect(restore.statusCode).toBeLessThan(500);
  });
});
