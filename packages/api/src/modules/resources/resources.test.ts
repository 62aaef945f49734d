import { resourceMessages, sniffDocumentFormat } from "@choose/schema";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { staffToken, useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { testDocx, testOdt, testPdf, testZip, uploadDocument } from "../../../test/documents.ts";
import { bodies, hostileSegments, junk } from "../../../test/fuzz.ts";
import { multipartBody } from "../../../test/media.ts";

const t = useTestApp();
const admin = useAdminSession(t);

/** A document uploaded, then a resource made of it. */
async function createResource(
  overrides: Record<string, unknown> = {},
  file = testPdf(),
  filename = "Admissions Checklist.pdf",
) {
  const uploaded = await uploadDocument(t.app, admin.token, file, filename);
  expect(uploaded.statusCode).toBe(201);
  const response = await admin.send("POST", "/api/admin/resources", {
    title: "Admissions checklist",
    description: "What a family brings to enrol.",
    category: "checklist",
    language: "en",
    published: true,
    documentId: uploaded.json().id,
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe("documents", () => {
  test("are recognised by content, not by name: PDF, Word, OpenDocument; anything else is a 415", async () => {
    expect(sniffDocumentFormat(testPdf())).toBe("pdf");
    expect(sniffDocumentFormat(testDocx())).toBe("docx");
    expect(sniffDocumentFormat(testOdt())).toBe("odt");
    expect(sniffDocumentFormat(testZip([["a.txt", "hello"]]))).toBeUndefined();
    const html = await uploadDocument(
      t.app,
      admin.token,
      Buffer.from("<html><script>alert(1)</script>"),
      "x.pdf",
    );
    expect(html.statusCode).toBe(415);
    expect(html.json()).toEqual({ message: resourceMessages.unsupported });
    const docx = await uploadDocument(t.app, admin.token, testDocx(), "Form.PDF");
    expect(docx.statusCode).toBe(201);
    expect(docx.json()).toMatchObject({ format: "docx", fileName: "Form.docx" });
  });

  test("downloads as an attachment, never inline: nosniff, a sandbox CSP, the stored name", async () => {
    const resource = await createResource();
    const response = await t.app.inject(resource.document.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Admissions-Checklist.pdf"; filename*=UTF-8''Admissions-Checklist.pdf`,
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("sandbox");
    expect(response.rawPayload.equals(testPdf())).toBe(true);
    // Another name for the same id is not the document.
    expect((await t.app.inject(`/media/documents/${resource.document.id}/other.pdf`)).statusCode).toBe(404);
  });

  test("need a session with the content part, and a file under the size limit", async () => {
    expect((await uploadDocument(t.app, undefined, testPdf())).statusCode).toBe(401);
    expect((await uploadDocument(t.app, await staffToken(t, "reviewer"), testPdf())).statusCode).toBe(403);
    expect((await uploadDocument(t.app, await staffToken(t, "editor"), testPdf())).statusCode).toBe(201);
    const big = Buffer.concat([testPdf(), Buffer.alloc(21 * 1024 * 1024)]);
    expect((await uploadDocument(t.app, admin.token, big)).statusCode).toBe(413);
    const empty = multipartBody({ alt: "no file" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/media/documents",
      headers: { "content-type": empty.contentType, "x-admin-token": admin.token },
      payload: empty.payload,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("resources", () => {
  test("the public list holds the published ones of a language, with their size and type", async () => {
    const published = await createResource();
    await createResource({ title: "Borrador", published: false, language: "es" });
    await createResource({ title: "Lista de admisión", language: "es" }, testOdt(), "lista.odt");
    const all = (await t.app.inject("/api/resources")).json();
    expect(all.map((resource: { title: string }) => resource.title).sort()).toEqual([
      "Admissions checklist",
      "Lista de admisión",
    ]);
    const english = (await t.app.inject("/api/resources?language=en")).json();
    expect(english).toEqual([
      expect.objectContaining({
        id: published.id,
        document: expect.objectContaining({
          format: "pdf",
          bytes: testPdf().length,
          contentType: "application/pdf",
        }),
      }),
    ]);
  });

  test("an update can replace the file (the old one leaves the library); a delete takes its document", async () => {
    const resource = await createResource();
    const replacement = (await uploadDocument(t.app, admin.token, testDocx(), "new.docx")).json();
    const updated = await admin.send("PUT", `/api/admin/resources/${resource.id}`, {
      title: "Admissions checklist (2027)",
      category: "form",
      documentId: replacement.id,
      published: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      category: "form",
      document: { id: replacement.id, format: "docx" },
    });
    expect((await t.app.inject(resource.document.url)).statusCode).toBe(404);
    const deleted = await admin.send("DELETE", `/api/admin/resources/${resource.id}`);
    expect(deleted.json()).toEqual({ message: resourceMessages.deleted });
    expect((await t.app.inject(replacement.url)).statusCode).toBe(404);
    expect((await t.app.inject("/api/resources")).json()).toEqual([]);
  });

  test("a document is one resource's; an unknown one is a field error", async () => {
    const resource = await createResource();
    const again = await admin.send("POST", "/api/admin/resources", {
      title: "Twice",
      category: "other",
      documentId: resource.document.id,
    });
    expect(again.statusCode).toBe(409);
    const unknown = await admin.send("POST", "/api/admin/resources", {
      title: "Nothing",
      category: "other",
      documentId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { path: "documentId", message: resourceMessages.unknownDocument },
    ]);
  });

  test("editors manage them; reviewers may not", async () => {
    expect(
      (
        await t.app.inject({
          url: "/api/admin/resources",
          headers: { "x-admin-token": await staffToken(t, "editor") },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          url: "/api/admin/resources",
          headers: { "x-admin-token": await staffToken(t, "reviewer") },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("fuzzing the resource endpoints", () => {
  test("generated bodies, ids, names and queries: never a 5xx", async () => {
    const token = admin.token;
    const resource = await createResource();
    const valid = { title: "A title", category: "guide", language: "es", documentId: resource.document.id };
    await fc.assert(
      fc.asyncProperty(
        bodies(valid),
        fc.constantFrom(...hostileSegments),
        junk,
        async (body, segment, query) => {
          const responses = await Promise.all([
            t.app.inject({
              method: "POST",
              url: "/api/admin/resources",
              payload: JSON.stringify(body),
              headers: { "x-admin-token": token, "content-type": "application/json" },
            }),
            t.app.inject({
              method: "PUT",
              url: `/api/admin/resources/${resource.id}`,
              payload: JSON.stringify(body),
              headers: { "x-admin-token": token, "content-type": "application/json" },
            }),
            t.app.inject({
              method: "PUT",
              url: `/api/admin/resources/${segment}`,
              payload: JSON.stringify(body),
              headers: { "x-admin-token": token, "content-type": "application/json" },
            }),
            t.app.inject(`/media/documents/${segment}/${segment}`),
            t.app.inject(`/media/documents/${resource.document.id}/${segment}`),
            t.app.inject(`/api/resources?language=${encodeURIComponent(JSON.stringify(query))}`),
            uploadDocument(t.app, token, Buffer.from(JSON.stringify(query) ?? ""), String(segment)),
          ]);
          for (const response of responses) expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
