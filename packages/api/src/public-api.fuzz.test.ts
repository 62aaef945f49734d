import { ApplicationInputSchema, ContactInputSchema, NewsletterInputSchema } from "@choose/schema";
import { validApplication, validContact } from "@choose/schema/fixtures";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { useTestApp } from "../test/app.ts";
import { bodies } from "../test/fuzz.ts";
import { submissionKey } from "./db/submit-once.ts";
import { ApplicationEntity } from "./modules/applications/applications.entity.ts";
import { ContactSubmission } from "./modules/contact/contact.entity.ts";
import { NewsletterConfirmationEntity } from "./modules/email/email.entity.ts";

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
        ]) {
          expect((await t.app.inject(url)).statusCode).toBeLessThan(500);
        }
      }),
      { numRuns: 300 },
    );
  });
});
