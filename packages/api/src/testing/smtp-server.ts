import { SMTPServer } from "smtp-server";

/** A message the test server accepted (answered 250). */
export interface CapturedMail {
  from: string;
  to: string[];
  /** The message as sent: headers and body. */
  raw: string;
  /** `raw` with quoted-printable undone (soft line breaks joined, `=XX` bytes restored): searchable text. */
  decoded: string;
  /** Whether the client had switched to TLS (STARTTLS) before sending it. */
  secure: boolean;
  user: string | undefined;
}

/**
 * How the server answers the next messages: accept; a reply code for the DATA (421/451 temporary,
 * 550 permanent); or "stall": greet no one, as a hung server does.
 */
export type SmtpMode = "accept" | { reply: number } | "stall";

export interface TestSmtpServer {
  port: number;
  /** `smtp://user:pass@127.0.0.1:port` for SMTP_URL. */
  url: string;
  mails: CapturedMail[];
  setMode(mode: SmtpMode): void;
  /** Resolves once `count` mails have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<CapturedMail[]>;
  close(): Promise<void>;
}

export const TEST_SMTP_USER = "mailer";
export const TEST_SMTP_PASSWORD = "test-password";

/**
 * A real SMTP server (nodemailer's `smtp-server`) for tests, e2e runs and benchmarks: STARTTLS with
 * its built-in self-signed certificate, and AUTH required once the connection is encrypted.
 */
export async function startTestSmtpServer(
  options: {
    port?: number;
    /** How long each DATA waits for its 250 (a slow provider). */
    delayMs?: number;
    /** No STARTTLS, AUTH in the clear: for an API that must trust its server's certificate (e2e, bench). */
    plain?: boolean;
  } = {},
): Promise<TestSmtpServer> {
  const mails: CapturedMail[] = [];
  let mode: SmtpMode = "accept";
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    logger: false,
    banner: "test",
    authMethods: ["PLAIN", "LOGIN"],
    size: 10 * 1024 * 1024,
    ...(options.plain && { disabledCommands: ["STARTTLS"], allowInsecureAuth: true }),
    onConnect(_session, callback) {
      // A stalled server never greets: the client's greeting timeout must end the try.
      if (mode !== "stall") callback();
    },
    onAuth(auth, _session, callback) {
      if (auth.username === TEST_SMTP_USER && auth.password === TEST_SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const current = mode;
        if (typeof current === "object") {
          callback(
            Object.assign(new Error(`Test server says ${current.reply}`), { responseCode: current.reply }),
          );
          return;
        }
        const accept = () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString("utf8"),
            decoded: decodeQuotedPrintable(Buffer.concat(chunks).toString("latin1")),
            secure: session.secure,
            user: session.user,
          });
          for (const wake of waiters) wake();
          callback();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  server.on("error", () => {});
  const address = server.server.address();
  if (address === null || typeof address === "string") throw new Error("The SMTP server has no port");
  const { port } = address;
  return {
    port,
    url: `smtp://${TEST_SMTP_USER}:${TEST_SMTP_PASSWORD}@127.0.0.1:${port}`,
    mails,
    setMode(next) {
      mode = next;
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (mails.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mails.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Expected ${count} mails, got ${mails.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
