import { en, serverMessages } from "@choose/schema";
import { validContact, validPostCreate } from "@choose/schema/fixtures";
import { es } from "@choose/schema/i18n/es";
import { describe, expect, test } from "vitest";
import { adminToken, trpc } from "../../test/admin.ts";
import { useTestApp } from "../../test/app.ts";

const t = useTestApp();

/** Runs `run` while the database refuses every contact message (a failure on our side: a 500). */
async function withMessagesRefused(run: () => Promise<void>) {
  const connection = t.db.orm.em.getConnection();
  await connection.execute(
    "alter table contact_submissions add constraint test_refuse check (false) not valid",
  );
  try {
    await run();
  } finally {
    await connection.execute("alter table contact_submissions drop constraint test_refuse");
  }
}

describe("the answers to a form sent from a Spanish page", () => {
  test("a failure on our side is a 500 told in Spanish to a Spanish form, in English to others, never with its details", async () => {
    await withMessagesRefused(async () => {
      const spanish = await trpc(t.app, "mutation", "contact.send", { ...validContact, language: "es" });
      expect(spanish.status).toBe(500);
      expect(spanish.error?.message).toBe(es.answers.internal);
      expect(spanish.raw).not.toContain("test_refuse");
      const english = await trpc(t.app, "mutation", "contact.send", { ...validContact, language: "en" });
      expect(english.status).toBe(500);
      expect(english.error?.message).toBe(serverMessages.internal);
      expect(en.answers.internal).toBe(serverMessages.internal);
    });
  });

  test("the back office stays English, whatever language its input names", async () => {
    const token = await adminToken(t);
    const answer = await trpc(
      t.app,
      "mutation",
      "admin.blog.create",
      { ...validPostCreate, authorName: 42, language: "es" },
      token,
    );
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe("Invalid input");
  });
});
