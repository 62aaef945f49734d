import { randomBytes } from "node:crypto";
import { AppError, EMAIL_TEST_DELIVERED_SETTING, emailMessages, sheetsMessages } from "@choose/schema";
import { startFakeGoogle } from "@choose/sheets/testing";
import { afterAll, beforeEach, describe, expect, test } from "vitest";
import { useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { FAST_MAIL } from "../../../test/mail.ts";
import { writeBackup } from "../../db/backup.ts";
import { createSecretBox } from "../../platform/secret-box.ts";
import { SettingEntity } from "../../platform/settings.entity.ts";
import { startTestSmtpServer, TEST_SMTP_PASSWORD, TEST_SMTP_USER } from "../../testing/smtp-server.ts";
import { AuditEventEntity } from "../audit/audit.entity.ts";
import { createSheetsKeySource, SHEETS_KEY_SETTING } from "../sheets/sheets-access.ts";
import { createMailQueue } from "./email.queue.ts";
import { createEmailService } from "./email.service.ts";
import { createMailDelivery, SMTP_SETTING } from "./mail-delivery.ts";

const smtp = await startTestSmtpServer();
const google = await startFakeGoogle();
afterAll(async () => {
  await smtp.close();
  await google.close();
});
const KEY = randomBytes(32);
const serviceAccountKey = google.env.GOOGLE_SERVICE_ACCOUNT_KEY;

// No SMTP_URL and no Google key in the environment: both come from the back office here.
const t = useTestApp(
  {
    SETTINGS_ENCRYPTION_KEY: KEY.toString("base64"),
    GOOGLE_SHEETS_API_URL: google.env.GOOGLE_SHEETS_API_URL,
    GOOGLE_OAUTH_TOKEN_URL: google.env.GOOGLE_OAUTH_TOKEN_URL,
  },
  { email: FAST_MAIL },
);
beforeEach(async () => {
  smtp.mails.length = 0;
  await t.app.ready();
});
const { send: admin } = useAdminSession(t);

const { hostname: host, port } = new URL(smtp.url);
const server = {
  host,
  port: Number(port),
  security: "starttls",
  user: TEST_SMTP_USER,
  password: TEST_SMTP_PASSWORD,
  from: "office@example.org",
};
const settingRow = async (key: string) =>
  (await t.db.orm.em.fork().findOne(SettingEntity, { key }))?.value ?? null;

describe("the secret box", () => {
  test("opens what it sealed, for the same setting only, and refuses an altered value or another key", () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal("email.smtp", "a secret ✓");
    expect(sealed).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain("secret");
    expect(box.open("email.smtp", sealed)).toBe("a secret ✓");
    expect(box.seal("email.smtp", "a secret ✓")).not.toBe(sealed);
    expect(() => box.open("sheets.service_account_key", sealed)).toThrow();
    const altered = `${sealed.slice(0, -4)}${sealed.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    expect(() => box.open("email.smtp", altered)).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open("email.smtp", sealed)).toThrow();
    expect(createSecretBox(undefined).available).toBe(false);
  });
});

describe("the mail server from the back office", () => {
  test("stored sealed, shown without its password, and used at once: a test email arrives and is recorded", async () => {
    const before = (await admin("GET", "/api/admin/email/delivery")).json();
    expect(before).toMatchObject({
      source: "none",
      encryptionAvailable: true,
      stored: null,
      testDeliveredAt: null,
    });

    const saved = await admin("PUT", "/api/admin/email/delivery", server);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      source: "settings",
      stored: { host, port: Number(port), security: "starttls", user: TEST_SMTP_USER, passwordSet: true },
      from: `"${t.config.site.name}" <office@example.org>`,
    });
    expect(saved.body).not.toContain(TEST_SMTP_PASSWORD);

    // The table holds ciphertext only.
    const row = await settingRow(SMTP_SETTING);
    expect(row).toMatch(/^v1:/);
    for (const clear of [TEST_SMTP_PASSWORD, TEST_SMTP_USER, "office@example.org"])
      expect(row).not.toContain(clear);

    const tested = await admin("POST", "/api/admin/email/test", { to: "me@example.org" });
    expect(tested.statusCode).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail).toMatchObject({ to: ["me@example.org"], secure: true, user: TEST_SMTP_USER });
    expect(mail?.from).toBe("office@example.org");
    const deliveredAt = await settingRow(EMAIL_TEST_DELIVERED_SETTING);
    expect(new Date(deliveredAt ?? "").toISOString()).toBe(deliveredAt);
    expect((await admin("GET", "/api/admin/email/delivery")).json().testDeliveredAt).toBe(deliveredAt);

    // The site's own mail goes through it too, without a restart.
    await t.app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: "parent@example.org", name: "Pat" },
    });
    const mails = await smtp.waitFor(2);
    expect(mails[1]?.to).toEqual(["parent@example.org"]);
  });

  test("saving again with an empty password keeps the stored one; the audit trail names the host only", async () => {
    await admin("PUT", "/api/admin/email/delivery", server);
    const again = await admin("PUT", "/api/admin/email/delivery", { ...server, password: "" });
    expect(again.json().stored.passwordSet).toBe(true);
    expect((await admin("POST", "/api/admin/email/test", { to: "me@example.org" })).statusCode).toBe(200);
    const audit = JSON.stringify(await t.db.orm.em.fork().find(AuditEventEntity, {}));
    expect(audit).toContain(`Set the mail server to ${host}:${port}`);
    expect(audit).not.toContain(TEST_SMTP_PASSWORD);
  });

  test("a backup holds the stored secrets as ciphertext only", async () => {
    await admin("PUT", "/api/admin/email/delivery", server);
    await admin("PUT", "/api/admin/google-sheets/key", { key: serviceAccountKey });
    let dump = "";
    await writeBackup(t.db.orm, async (sql) => {
      dump += sql;
    });
    expect(dump).toContain(SMTP_SETTING);
    expect(dump).toContain(SHEETS_KEY_SETTING);
    expect(dump).not.toContain(TEST_SMTP_PASSWORD);
    expect(dump).not.toContain("PRIVATE KEY");
  });

  test("bad input is a 400 at its field; a wrong password is a 400 that says the server refused", async () => {
    for (const [field, body] of [
      ["host", { ...server, host: "not a host!" }],
      ["port", { ...server, port: 70000 }],
      ["security", { ...server, security: "ssl" }],
      ["from", { ...server, from: "nobody" }],
    ] as const) {
      const answer = await admin("PUT", "/api/admin/email/delivery", body);
      expect(answer.statusCode, field).toBe(400);
      expect(JSON.stringify(answer.json()), field).toContain(field);
    }
    const noPassword = await admin("PUT", "/api/admin/email/delivery", { ...server, password: "" });
    expect([noPassword.statusCode, noPassword.json().message]).toEqual([
      400,
      emailMessages.smtpPasswordNeeded,
    ]);
    await admin("PUT", "/api/admin/email/delivery", { ...server, password: "wrong" });
    const refused = await admin("POST", "/api/admin/email/test", { to: "me@example.org" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(new RegExp(`^${emailMessages.testFailed}`));
    expect(await settingRow(EMAIL_TEST_DELIVERED_SETTING)).toBeNull();
    expect((await admin("POST", "/api/admin/email/test", { to: "x" })).statusCode).toBe(400);
  });

  test("SMTP_URL wins over the stored server", async () => {
    await admin("PUT", "/api/admin/email/delivery", server);
    const config = { ...t.config.mail, smtpUrl: "smtp://relay.example.org:25" };
    const delivery = createMailDelivery(t.db.orm, createSecretBox(KEY), config, "Site");
    expect(await delivery.refresh()).toMatchObject({ source: "environment", options: config.smtpUrl });
  });

  test("without SETTINGS_ENCRYPTION_KEY nothing is stored, and the answer says what the server needs", async () => {
    const delivery = createMailDelivery(t.db.orm, createSecretBox(undefined), t.config.mail, "Site");
    const mail = createMailQueue({ name: "Site", publicUrl: t.config.publicUrl }, delivery, () => {});
    const service = createEmailService(t.db.orm, mail);
    const refused = service.saveSmtp({ ...server, security: "starttls" });
    await expect(refused).rejects.toThrow(AppError);
    await expect(refused).rejects.toThrow(emailMessages.noEncryptionKey);
    expect(await settingRow(SMTP_SETTING)).toBeNull();
    expect((await service.delivery()).encryptionAvailable).toBe(false);
  });
});

describe("the Google key from the back office", () => {
  test("stored sealed, then the status names its account and the key is in use", async () => {
    const before = (await admin("GET", "/api/admin/google-sheets/status")).json();
    expect(before).toMatchObject({ keySource: "none", keyStored: false, serviceAccountEmail: null });
    const saved = await admin("PUT", "/api/admin/google-sheets/key", { key: serviceAccountKey });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      keySource: "settings",
      keyStored: true,
      encryptionAvailable: true,
      serviceAccountEmail: google.credentials.client_email,
    });
    expect(saved.body).not.toContain("PRIVATE KEY");
    expect(await settingRow(SHEETS_KEY_SETTING)).toMatch(/^v1:/);
    google.createSpreadsheet("1SheetFromTheBackOfficeAbCd", {
      sharedWith: [google.credentials.client_email],
    });
    const configured = await admin("POST", "/api/admin/google-sheets/configure", {
      spreadsheetId: "1SheetFromTheBackOfficeAbCd",
    });
    expect(configured.statusCode).toBe(200);
    expect((await admin("GET", "/api/admin/google-sheets/test-connection")).json()).toMatchObject({
      success: true,
    });
    const removed = await admin("DELETE", "/api/admin/google-sheets/key");
    expect(removed.json()).toMatchObject({ keySource: "none", keyStored: false });
  });

  test("a pasted text that is not a key is a 400 at the field, and nothing is stored", async () => {
    const answer = await admin("PUT", "/api/admin/google-sheets/key", { key: '{"type":"nothing"}' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(sheetsMessages.keyInvalid);
    expect(await settingRow(SHEETS_KEY_SETTING)).toBeNull();
  });

  test("the environment's key wins over the stored one", async () => {
    await admin("PUT", "/api/admin/google-sheets/key", { key: serviceAccountKey });
    const keys = await createSheetsKeySource(t.db.orm, createSecretBox(KEY), {
      ...t.config.google,
      serviceAccountKeyFile: "/nonexistent/key.json",
    });
    expect(keys.source()).toBe("environment");
    expect(keys.current().problem).toBe(sheetsMessages.keyUnusable);
  });
});
