import { validApplication } from "@choose/schema/fixtures";
import fc from "fast-check";
import { beforeEach, describe, expect, test } from "vitest";
import { adminInject, adminToken } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { hostileSegments, junk } from "../../../test/fuzz.ts";
import { submitApplication } from "../../../test/public.ts";
import { EmailOutboxEntity } from "../email/email.entity.ts";

const t = useTestApp();

/** The portal path of a new application, read from its receipt in the outbox (no mail server here). */
async function portal() {
  const { id } = (await submitApplication(t.app)).json();
  const receipt = await t.db.orm.em.fork().findOneOrFail(EmailOutboxEntity, { kind: "application_receipt" });
  const path = /(\/portal\/[A-Za-z0-9_-]{43})/.exec(receipt.text)?.[1];
  if (!path) throw new Error("no portal link in the receipt");
  const asked = await adminInject(
    t.app,
    await adminToken(t),
    "POST",
    `/api/applications/${id}/portal/requests`,
    {
      body: "Please send your occupancy permit.",
      asksDocument: true,
    },
  );
  return { path, requestId: String(asked.json().requests[0].id) };
}

const PDF = new Uint8Array(Buffer.from("%PDF-1.7\n"));

/** A multipart body of generated fields and files (names, types and bytes of every kind). */
const multipartBodies = fc.record({
  fields: fc.dictionary(
    fc.constantFrom("answer", "files", "requestId", "extra", "__proto__"),
    fc.string({ maxLength: 6000 }),
    {
      maxKeys: 3,
    },
  ),
  files: fc.array(
    fc.record({
      field: fc.constantFrom("files", "other", ""),
      name: fc.oneof(
        fc.string({ maxLength: 300 }),
        fc.constantFrom("a.pdf", "../../etc/passwd", "x\u0000.pdf", "💥.png"),
      ),
      type: fc.constantFrom("application/pdf", "image/svg+xml", "text/html", "", "image/png"),
      data: fc.oneof(fc.uint8Array({ maxLength: 2000 }), fc.constant(PDF)),
    }),
    { maxLength: 7 },
  ),
});

type MultipartBody = typeof multipartBodies extends fc.Arbitrary<infer Body> ? Body : never;

async function encoded({ fields, files }: MultipartBody) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([file.data], { type: file.type }), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type") ?? "" },
  };
}

describe("fuzzing the school portal", () => {
  let target = { path: "", requestId: "" };
  beforeEach(async () => {
    target = await portal();
  });

  test("hostile tokens and request ids at every portal route: 4xx, never 5xx", async () => {
    const check = async (method: "GET" | "POST", url: string) => {
      const response = await t.app.inject({
        method,
        url,
        ...(method === "POST" && {
          headers: { "content-type": "multipart/form-data; boundary=x" },
          payload: "--x--",
        }),
      });
      expect(response.statusCode, `${method} ${url.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url.slice(0, 200)}`).toBeLessThan(500);
    };
    for (const hostile of hostileSegments) {
      for (const prefix of ["", "/es"]) {
        await check("GET", `${prefix}/portal/${hostile}`);
        await check("POST", `${prefix}/portal/${hostile}/documents`);
        await check("POST", `${prefix}/portal/${hostile}/directory`);
        await check("POST", `${prefix}/portal/${hostile}/requests/${target.requestId}`);
        await check("POST", `${prefix}${target.path}/requests/${hostile}`);
        await check("GET", `${prefix}/portal/${hostile}/documents/${crypto.randomUUID()}`);
        await check("GET", `${prefix}${target.path}/documents/${hostile}`);
      }
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "grapheme", maxLength: 200 }), async (text) => {
        await check("GET", `/portal/${encodeURIComponent(text)}x`);
      }),
      { numRuns: 60 },
    );
  });

  test("generated multipart posts at a live portal's two forms: never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(multipartBodies, fc.boolean(), async (body, toRequest) => {
        const url = toRequest ? `${target.path}/requests/${target.requestId}` : `${target.path}/documents`;
        const response = await t.app.inject({ method: "POST", url, ...(await encoded(body)) });
        expect(response.statusCode, url).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  test("generated lost-link posts and wrong content types: never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 3000 }),
          junk.map((value) => `email=${encodeURIComponent(JSON.stringify(value))}`),
          fc.constant(`email=${encodeURIComponent(validApplication.administratorEmail)}`),
          // The directory's form (issue 34): a box and a description, as sent or not.
          fc
            .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 1000 }))
            .map(([box, text]) =>
              new URLSearchParams({ listInDirectory: box, description: text }).toString(),
            ),
        ),
        fc.constantFrom(
          "application/x-www-form-urlencoded",
          "application/json",
          "text/plain",
          "multipart/form-data",
        ),
        fc.constantFrom("/portal", "/es/portal", `${target.path}/documents`, `${target.path}/directory`),
        async (payload, type, url) => {
          const response = await t.app.inject({
            method: "POST",
            url,
            headers: { "content-type": type },
            payload,
          });
          expect(response.statusCode, `${type} ${url}`).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});
