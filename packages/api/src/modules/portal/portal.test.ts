import { PORTAL_DOCUMENT_MAX_BYTES, PORTAL_DOCUMENTS_MAX } from "@choose/schema";
import { validApplication } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { useAdminSession } from "../../../test/admin.ts";
import { useMailingTestApp } from "../../../test/mail.ts";
import { submitApplication } from "../../../test/public.ts";
import { loggedPath } from "../../app.ts";
import { hashToken } from "../auth/tokens.ts";
import { EmailOutboxEntity } from "../email/email.entity.ts";
import { ApplicationDraftEntity, PortalDocumentEntity, PortalLinkEntity } from "./portal.entity.ts";

const { t, smtp } = await useMailingTestApp();
const admin = useAdminSession(t);

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.alloc(16)]);
const HTML = Buffer.from("<!doctype html><script>alert(document.cookie)</script>");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

/** A multipart body as a browser's form sends it. */
async function multipart(
  fields: Record<string, string>,
  files: { name: string; data: Buffer; type?: string }[],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append("files", new Blob([file.data], { type: file.type ?? "application/pdf" }), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type") ?? "" },
  };
}

const portalLinkIn = (text: string) =>
  /https:\/\/esa\.example\.org((?:\/es)?\/portal\/[A-Za-z0-9_-]{43})/.exec(text)?.[1];

/** Submits an application and returns its id and the portal path its receipt carries. */
async function applyAndFollowReceipt(payload: object = validApplication) {
  const { id } = (await submitApplication(t.app, payload)).json();
  const address = "administratorEmail" in payload ? String(payload.administratorEmail) : "";
  await expect
    .poll(() => smtp.mails.find((mail) => mail.to.includes(address) && portalLinkIn(mail.decoded)))
    .toBeTruthy();
  const mail = smtp.mails.find(
    (candidate) => candidate.to.includes(address) && portalLinkIn(candidate.decoded),
  );
  const path = portalLinkIn(mail?.decoded ?? "");
  if (!path) throw new Error("no portal link in the receipt");
  smtp.mails.length = 0;
  return { id: String(id), path };
}

const get = (url: string) => t.app.inject({ method: "GET", url });
const post = async (url: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1]) =>
  t.app.inject({ method: "POST", url, ...(await multipart(fields, files)) });

describe("the school portal", () => {
  test("the receipt's link opens the school's page: private headers, Pending, both languages; no other token opens it", async () => {
    const { id, path } = await applyAndFollowReceipt();
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers["x-robots-tag"]).toContain("noindex");
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body).toContain(validApplication.schoolName);
    expect(page.body).toContain("Pending");
    expect(page.body).not.toContain("<script");
    const spanish = await get(`/es${path}`);
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain('lang="es"');
    expect(spanish.body).toContain("Pendiente");

    // Only the hash is stored.
    const links = await t.db.orm.em.fork().find(PortalLinkEntity, { application: id });
    expect(links).toHaveLength(1);
    expect(path).not.toContain(links[0]?.tokenHash ?? "-");

    const token = path.split("/").at(-1) ?? "";
    const wrong = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const url of [`/portal/${wrong}`, "/portal/short", `/es/portal/${wrong}`, `/portal/${token}x`]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain(validApplication.schoolName);
    }

    // Another application's token opens that application alone.
    const other = await applyAndFollowReceipt({
      ...validApplication,
      schoolName: "Another School",
      administratorEmail: "other@example.org",
    });
    const otherPage = await get(other.path);
    expect(otherPage.body).toContain("Another School");
    expect(otherPage.body).not.toContain(validApplication.schoolName);
  });

  test("staff ask for a document, the school is emailed and answers with a PDF; staff download it as an attachment; approval shows", async () => {
    const { id, path } = await applyAndFollowReceipt();
    await admin.send("POST", `/api/applications/${id}/notes`, { body: "Internal: call the board chair" });
    const asked = await admin.send("POST", `/api/applications/${id}/portal/requests`, {
      body: "Please send your accreditation certificate.",
      asksDocument: true,
    });
    expect(asked.statusCode).toBe(201);
    const [request] = asked.json().requests;
    expect(request).toMatchObject({ asksDocument: true, answer: null, askedBy: "admin" });
    // The school is emailed a link of its own, which opens the same page.
    await expect.poll(() => smtp.mails.find((mail) => portalLinkIn(mail.decoded))).toBeTruthy();
    const emailed = portalLinkIn(smtp.mails.find((mail) => portalLinkIn(mail.decoded))?.decoded ?? "") ?? "";
    expect((await get(emailed)).body).toContain("Please send your accreditation certificate.");

    // A renamed HTML or SVG file is refused, with the typed answer kept.
    for (const data of [HTML, SVG]) {
      const refused = await post(`${path}/requests/${request.id}`, { answer: "Here it is" }, [
        { name: "certificate.pdf", data },
      ]);
      expect(refused.statusCode).toBe(415);
      expect(refused.body).toContain("certificate.pdf is not a PDF, JPEG or PNG file.");
      expect(refused.body).toContain("Here it is</textarea>");
    }
    const answered = await post(`${path}/requests/${request.id}`, { answer: "Here it is" }, [
      { name: "certificate.pdf", data: PDF },
    ]);
    expect(answered.statusCode).toBe(303);
    expect(answered.headers.location).toBe(`${path}?done=answered`);
    const again = await post(`${path}/requests/${request.id}`, { answer: "Twice" }, []);
    expect(again.statusCode).toBe(409);

    const detail = (await admin.send("GET", `/api/applications/admin/${id}/portal`)).json();
    expect(detail.requests[0]).toMatchObject({ answer: "Here it is" });
    expect(detail.documents).toEqual([
      expect.objectContaining({
        fileName: "certificate.pdf",
        contentType: "application/pdf",
        requestId: request.id,
      }),
    ]);
    const download = await admin.send(
      "GET",
      `/api/applications/admin/${id}/documents/${detail.documents[0].id}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="certificate\.pdf"/);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-security-policy"]).toContain("sandbox");
    // Nobody else downloads it.
    expect((await get(`/api/applications/admin/${id}/documents/${detail.documents[0].id}`)).statusCode).toBe(
      401,
    );
    // The school downloads its own document back from its page, the same way; no other token reaches it.
    const documentId = detail.documents[0].id;
    expect((await get(path)).body).toContain(`href="${path}/documents/${documentId}" download`);
    const own = await get(`${path}/documents/${documentId}`);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect(own.headers["content-disposition"]).toMatch(/^attachment; filename="certificate\.pdf"/);
    expect(own.headers["x-content-type-options"]).toBe("nosniff");
    expect(own.headers["content-security-policy"]).toContain("sandbox");
    expect(own.headers["cache-control"]).toBe("no-store");
    const other = await applyAndFollowReceipt({
      ...validApplication,
      schoolName: "Another Academy",
      administratorEmail: "another@example.org",
    });
    for (const wrong of [
      `${other.path}/documents/${documentId}`,
      `${path}/documents/${crypto.randomUUID()}`,
      `${path}/documents/not-an-id`,
      `/portal/${"A".repeat(43)}/documents/${documentId}`,
    ])
      expect((await get(wrong)).statusCode, wrong).toBe(404);

    await admin.send("PUT", `/api/applications/admin/${id}/review/checks`, {
      item: "accreditation",
      state: "met",
      note: "Reviewer-only remark",
      schoolNote: "Certificate received, thank you",
    });
    await admin.send("PUT", `/api/applications/${id}`, { status: "approved", sendLetter: true });
    await expect
      .poll(
        async () =>
          (await t.db.orm.em.fork().count(EmailOutboxEntity, { applicationId: id, state: "sent" })) >= 3,
      )
      .toBe(true);
    const page = (await get(path)).body;
    expect(page).toContain("Approved");
    expect(page).toContain("Status changed to Approved");
    expect(page).toContain("Document received: certificate.pdf");
    expect(page).toContain("Email sent:");
    expect(page).toContain("Certificate received, thank you");
    // Never internal notes, the reviewer's own note or the team's names.
    expect(page).not.toContain("Internal: call the board chair");
    expect(page).not.toContain("Reviewer-only remark");
    expect(page).not.toMatch(/\badmin\b/);
  });

  test("documents: one upload of several, 20 at most, deleted with the application", async () => {
    const { id, path } = await applyAndFollowReceipt();
    const uploaded = await post(`${path}/documents`, {}, [
      { name: "plan.pdf", data: PDF },
      { name: "photo.png", data: PNG, type: "image/png" },
    ]);
    expect(uploaded.statusCode).toBe(303);
    const em = t.db.orm.em.fork();
    expect(await em.count(PortalDocumentEntity, { application: id })).toBe(2);
    const empty = await post(`${path}/documents`, {}, []);
    expect(empty.statusCode).toBe(400);
    const large = await post(`${path}/documents`, {}, [
      { name: "large.pdf", data: Buffer.concat([PDF, Buffer.alloc(PORTAL_DOCUMENT_MAX_BYTES)]) },
    ]);
    expect(large.statusCode).toBe(413);
    expect(large.body).toContain("larger than 10 MB");
    for (let i = 2; i < PORTAL_DOCUMENTS_MAX; i += 5) {
      const batch = Array.from({ length: Math.min(5, PORTAL_DOCUMENTS_MAX - i) }, (_, n) => ({
        name: `page-${i + n}.pdf`,
        data: PDF,
      }));
      expect((await post(`${path}/documents`, {}, batch)).statusCode).toBe(303);
    }
    const over = await post(`${path}/documents`, {}, [{ name: "one-more.pdf", data: PDF }]);
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain("20 documents at most");
    expect(await em.count(PortalDocumentEntity, { application: id })).toBe(PORTAL_DOCUMENTS_MAX);

    await admin.send("DELETE", `/api/applications/${id}`);
    expect(await em.fork().count(PortalDocumentEntity, { application: id })).toBe(0);
    expect((await get(path)).statusCode).toBe(404);
  });

  test("staff revoke the links (404) and send a new one; lost your link? says the same whatever the address", async () => {
    const { id, path } = await applyAndFollowReceipt();
    const revoked = await admin.send("DELETE", `/api/applications/${id}/portal/link`);
    expect(revoked.json().link.active).toBe(0);
    expect((await get(path)).statusCode).toBe(404);

    await admin.send("POST", `/api/applications/${id}/portal/link`);
    await expect.poll(() => smtp.mails.find((mail) => portalLinkIn(mail.decoded))).toBeTruthy();
    const fresh = portalLinkIn(smtp.mails.find((mail) => portalLinkIn(mail.decoded))?.decoded ?? "") ?? "";
    expect((await get(fresh)).statusCode).toBe(200);
    expect((await get(path)).statusCode).toBe(404);
    smtp.mails.length = 0;

    const lost = (email: string, prefix = "") =>
      t.app.inject({
        method: "POST",
        url: `${prefix}/portal`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ email }).toString(),
      });
    const known = await lost(validApplication.administratorEmail.toUpperCase());
    const unknown = await lost("nobody@example.org");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    await expect.poll(() => smtp.mails.filter((mail) => portalLinkIn(mail.decoded)).length).toBe(1);
    expect(smtp.mails[0]?.to).toEqual([validApplication.administratorEmail]);
    const bad = await lost("not an address", "/es");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Escriba un correo electrónico válido.");
    expect((await get("/portal")).body).toContain("Lost your link?");
    // Another site's post is refused.
    const cross = await t.app.inject({
      method: "POST",
      url: "/portal",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      payload: "email=a%40example.org",
    });
    expect(cross.statusCode).toBe(403);
  });

  test("save and come back: the answers so far are kept, the link emailed opens them, and 30 days later they are gone", async () => {
    const values = { schoolName: "Half-written Academy", governanceStructure: ["church-related"] };
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/applications/drafts",
      payload: { email: "later@example.org", language: "es", values },
    });
    expect(saved.statusCode).toBe(201);
    await expect.poll(() => smtp.mails.find((mail) => mail.to.includes("later@example.org"))).toBeTruthy();
    const mail = smtp.mails.find((candidate) => candidate.to.includes("later@example.org"))?.decoded ?? "";
    const token = /https:\/\/esa\.example\.org\/es\/application\?draft=([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
    expect(token).toBeDefined();
    const draft = await get(`/api/applications/drafts/${token}`);
    expect(draft.statusCode).toBe(200);
    expect(draft.headers["cache-control"]).toContain("no-store");
    expect(draft.json()).toMatchObject({ language: "es", values });
    // Nothing is kept that the form does not ask, and a wrong token opens nothing.
    const unknownField = await t.app.inject({
      method: "POST",
      url: "/api/applications/drafts",
      payload: { email: "later@example.org", values: { password: "x" } },
    });
    expect(unknownField.statusCode).toBe(400);
    expect((await get(`/api/applications/drafts/${"B".repeat(43)}`)).statusCode).toBe(404);

    expect(await t.app.services.portal.pruneDrafts(new Date(Date.now() + 29 * 24 * 3600 * 1000))).toBe(0);
    expect(await t.app.services.portal.pruneDrafts(new Date(Date.now() + 31 * 24 * 3600 * 1000))).toBe(1);
    expect((await get(`/api/applications/drafts/${token}`)).statusCode).toBe(404);
  });

  test("a draft past its 30 days opens nothing before any pruning has run, and instances pruning at once remove it once", async () => {
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/applications/drafts",
      payload: { email: "expired@example.org", values: { schoolName: "Expired Academy" } },
    });
    expect(saved.statusCode).toBe(201);
    await expect.poll(() => smtp.mails.find((mail) => mail.to.includes("expired@example.org"))).toBeTruthy();
    const mail = smtp.mails.find((candidate) => candidate.to.includes("expired@example.org"))?.decoded ?? "";
    const token = /application\?draft=([A-Za-z0-9_-]{43})/.exec(mail)?.[1] ?? "";
    const draft = { tokenHash: hashToken(token) };
    expect((await t.app.inject(`/api/applications/drafts/${token}`)).statusCode).toBe(200);
    // Its time is past, and the job has not run (every instance was down, or killed before its run).
    const em = t.db.orm.em.fork();
    const expiresAt = new Date(Date.now() - 1_000);
    expect(await em.nativeUpdate(ApplicationDraftEntity, draft, { expiresAt })).toBe(1);
    expect((await t.app.inject(`/api/applications/drafts/${token}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/application?draft=${token}`)).body).not.toContain("Expired Academy");
    // Two instances' runs at once: one statement each, so the draft is removed once and nothing fails.
    const removed = await Promise.all([
      t.app.services.portal.pruneDrafts(),
      t.app.services.portal.pruneDrafts(),
    ]);
    expect(removed.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await t.db.orm.em.fork().count(ApplicationDraftEntity, draft)).toBe(0);
  });

  test("a portal's token never reaches a log line", () => {
    const token = "A".repeat(43);
    expect(loggedPath(`/portal/${token}`)).toBe("/portal/[token]");
    expect(loggedPath(`/es/portal/${token}/requests/x?done=1`)).toBe("/es/portal/[token]/requests/x");
    expect(loggedPath(`//portal/${token}`)).not.toContain(token);
    expect(loggedPath("/blog/a-post")).toBe("/blog/a-post");
  });

  test("the directory (issue 34): the school gives or takes back its consent and writes its description, without script", async () => {
    const { id, path } = await applyAndFollowReceipt();
    const page = await get(path);
    expect(page.body).toContain("Our public directory");
    expect(page.body).toMatch(/<input type="checkbox" name="listInDirectory" value="true">/);
    expect(page.body).toContain("Your school is not listed in the directory now.");
    const form = (body: string) =>
      t.app.inject({
        method: "POST",
        url: `${path}/directory`,
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
        payload: body,
      });
    const saved = await form(
      "listInDirectory=true&description=A+small+school+%3Cb%3Eby%3C%2Fb%3E+the+river.",
    );
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`${path}?done=directory`);
    const after = await get(`${path}?done=directory`);
    expect(after.body).toContain("your directory choice is saved");
    expect(after.body).toContain("It will be listed once your application is approved.");
    expect(after.body).toContain("A small school &lt;b&gt;by&lt;/b&gt; the river.");
    expect(after.body).toMatch(/name="listInDirectory" value="true" checked/);
    await admin.send("PUT", `/api/applications/${id}`, { status: "approved" });
    const listed = (await get("/api/schools")).json();
    expect(listed.schools).toEqual([
      expect.objectContaining({
        name: validApplication.schoolName,
        description: "A small school <b>by</b> the river.",
      }),
    ]);
    expect((await get(path)).body).toContain("Your school is listed in the directory now.");

    const tooLong = await form(`listInDirectory=true&description=${"x".repeat(501)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain("The description is too long (500 characters at most).");
    expect(tooLong.body).toContain("x".repeat(501));
    const cross = await t.app.inject({
      method: "POST",
      url: `${path}/directory`,
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      payload: "description=",
    });
    expect(cross.statusCode).toBe(403);
    expect((await get("/api/schools")).json().total).toBe(1);

    // An unticked box takes the consent back: the school leaves the finder at once.
    expect((await form("description=")).statusCode).toBe(303);
    expect((await get("/api/schools")).json().total).toBe(0);
    const spanish = await get(path.replace("/portal/", "/es/portal/"));
    expect(spanish.body).toContain("Nuestro directorio público");
  });
});
