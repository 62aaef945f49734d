import { afterAll, beforeEach } from "vitest";
import { startTestSmtpServer } from "../src/testing/smtp-server.ts";
import { useTestApp } from "./app.ts";

/** The email sender in tests: rounds a few milliseconds apart, quick retries, the test server's certificate trusted. */
export const FAST_MAIL = {
  timing: { debounceMs: 5, pollMs: 200, baseBackoffMs: 10, maxBackoffMs: 20 },
  transport: { tls: { rejectUnauthorized: false } },
};

/**
 * A real SMTP server for the file and the test app sending to it (`SMTP_URL`, a public URL for links,
 * and `env`); the server's mails are forgotten before each test.
 */
export async function useMailingTestApp(env: Record<string, string> = {}) {
  const smtp = await startTestSmtpServer();
  afterAll(() => smtp.close());
  const t = useTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL: "https://esa.example.org", ...env },
    { email: FAST_MAIL },
  );
  beforeEach(async () => {
    smtp.mails.length = 0;
    await t.app.ready();
  });
  return { t, smtp };
}
