import { validApplication } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { useAdminSession } from "../../../test/admin.ts";
import { useMailingTestApp } from "../../../test/mail.ts";
import { submitApplication } from "../../../test/public.ts";

const { t, smtp } = await useMailingTestApp({ NOTIFY_EMAIL: "alerts@example.org" });
const { send: admin } = useAdminSession(t);
const subjectOf = (raw: string) => /^Subject:[ \t]*(.*)$/im.exec(raw)?.[1]?.trim();

/** An application whose receipt and alert have gone out, so the next mail is the letter. */
async function applied(language: "en" | "es" = "en"): Promise<string> {
  const { id } = (await submitApplication(t.app, { ...validApplication, language })).json();
  await smtp.waitFor(2);
  smtp.mails.length = 0;
  return id;
}

describe("deciding from the application's page", () => {
  test("the letter shown before the change is the letter that goes out, in the applicant's language", async () => {
    const id = await applied("es");
    const preview = await admin("GET", `/api/applications/admin/${id}/letters/approved`);
    expect(preview.statusCode).toBe(200);
    const shown = preview.json();
    expect(shown).toMatchObject({
      status: "approved",
      to: validApplication.administratorEmail,
      language: "es",
      reason: "sent",
    });
    expect(shown.letter.html).toContain('lang="es"');
    const changed = await admin("PUT", `/api/applications/${id}`, { status: "approved", sendLetter: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      status: "approved",
      letterSentTo: validApplication.administratorEmail,
    });
    const [letter] = await smtp.waitFor(1);
    expect(letter?.to).toEqual([validApplication.administratorEmail]);
    expect(subjectOf(letter?.raw ?? "")).toContain("aprobada");
    expect(letter?.decoded).toContain(shown.letter.text.split("\n").find((line: string) => line.length > 40));
  });

  test("without sendLetter, or with it false, the change sends nothing and says so", async () => {
    const id = await applied();
    const silent = await admin("PUT", `/api/applications/${id}`, { status: "under_review" });
    expect(silent.json()).toMatchObject({ status: "under_review", letterSentTo: null });
    const declined = await admin("PUT", `/api/applications/${id}`, { status: "rejected", sendLetter: false });
    expect(declined.json()).toMatchObject({ status: "rejected", letterSentTo: null });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toHaveLength(0);
  });

  test("pending has no letter, and a switched-off letter is not sent even when asked", async () => {
    const id = await applied();
    expect((await admin("GET", `/api/applications/admin/${id}/letters/pending`)).json()).toMatchObject({
      letter: null,
      reason: "no_letter",
    });
    await admin("PUT", "/api/admin/email/letters/approved", {
      language: "en",
      enabled: false,
      subject: "Approved",
      body: "Approved.",
    });
    expect((await admin("GET", `/api/applications/admin/${id}/letters/approved`)).json()).toMatchObject({
      letter: null,
      reason: "switched_off",
    });
    const changed = await admin("PUT", `/api/applications/${id}`, { status: "approved", sendLetter: true });
    expect(changed.json()).toMatchObject({ letterSentTo: null });
  });

  test("an unknown status or application is a 4xx with a message, never a 5xx", async () => {
    const id = await applied();
    const bad = await admin("GET", `/api/applications/admin/${id}/letters/done`);
    expect(bad.statusCode).toBe(400);
    const missing = await admin(
      "GET",
      "/api/applications/admin/00000000-0000-4000-8000-000000000000/letters/approved",
    );
    expect(missing.statusCode).toBe(404);
    const badFlag = await admin("PUT", `/api/applications/${id}`, { status: "approved", sendLetter: "yes" });
    expect(badFlag.statusCode).toBe(400);
  });

  test("the letter preview needs an administrator", async () => {
    const id = await applied();
    const answer = await t.app.inject({
      method: "GET",
      url: `/api/applications/admin/${id}/letters/approved`,
    });
    expect(answer.statusCode).toBe(401);
  });
});
