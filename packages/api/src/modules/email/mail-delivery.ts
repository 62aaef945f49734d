import { type MailSource, type SmtpSettings, SmtpSettingsInputSchema } from "@choose/schema";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import type { MailConfig } from "../../config.ts";
import type { SecretBox } from "../../platform/secret-box.ts";
import { SettingEntity } from "../../platform/settings.entity.ts";

/** The back office's mail server: one settings row, sealed whole (password and all) by the secret box. */
export const SMTP_SETTING = "email.smtp";

/** The mail server in use: where it comes from, how nodemailer reaches it, and the From it sends with. */
export interface MailTransport {
  source: Exclude<MailSource, "none">;
  /** `SMTP_URL` as given, or the stored server's options. */
  options: string | SMTPTransport.Options;
  from: string;
  /** Changes whenever the server does: the sender then opens a new connection pool. */
  fingerprint: string;
}

export interface StoredSmtp {
  settings: SmtpSettings | null;
  /** The sealed row as stored (it changes with every save). */
  sealed: string | null;
  /** A row the key cannot open (the key was changed or lost). */
  unreadable: boolean;
}

/**
 * Which mail server the site sends through, read from the environment (`SMTP_URL` wins when set) or the
 * back office's stored server. `current()` is kept in memory so a form's transaction can ask without a
 * query; `refresh()` reads the row again, which every instance does when told of a change (content-changes)
 * and before each sending round, so a change takes effect without a restart everywhere.
 */
export interface MailDelivery {
  current(): MailTransport | undefined;
  /** The From of mail written now (the stored sender's, or MAIL_FROM's). */
  from(): string;
  refresh(): Promise<MailTransport | undefined>;
  stored(em?: EntityManager): Promise<StoredSmtp>;
  readonly box: SecretBox;
  readonly config: MailConfig;
}

/** nodemailer's options for a stored server. */
export function smtpOptions(settings: SmtpSettings): SMTPTransport.Options {
  return {
    host: settings.host,
    port: settings.port,
    secure: settings.security === "tls",
    requireTLS: settings.security === "starttls",
    ignoreTLS: settings.security === "none",
    ...(settings.user && { auth: { user: settings.user, pass: settings.password } }),
  };
}

export function createMailDelivery(
  orm: MikroORM,
  box: SecretBox,
  config: MailConfig,
  siteName: string,
): MailDelivery {
  const quotedName = `"${siteName.replace(/["\\]/g, "\\$&")}"`;
  const fromEnvironment: MailTransport | undefined = config.smtpUrl
    ? { source: "environment", options: config.smtpUrl, from: config.from, fingerprint: "environment" }
    : undefined;
  let cached: MailTransport | undefined = fromEnvironment;

  async function stored(em: EntityManager = orm.em.fork()): Promise<StoredSmtp> {
    const row = await em.findOne(SettingEntity, { key: SMTP_SETTING });
    if (!row) return { settings: null, sealed: null, unreadable: false };
    const unreadable = { settings: null, sealed: row.value, unreadable: true };
    if (!box.available) return unreadable;
    try {
      const parsed = SmtpSettingsInputSchema.safeParse(JSON.parse(box.open(SMTP_SETTING, row.value)));
      return parsed.success ? { settings: parsed.data, sealed: row.value, unreadable: false } : unreadable;
    } catch {
      return unreadable;
    }
  }

  return {
    box,
    config,
    current: () => cached,
    from: () => cached?.from ?? config.from,
    stored,
    async refresh() {
      if (fromEnvironment) return fromEnvironment;
      const { settings, sealed } = await stored();
      cached = settings
        ? {
            source: "settings",
            options: smtpOptions(settings),
            from: `${quotedName} <${settings.from}>`,
            fingerprint: sealed ?? "",
          }
        : undefined;
      return cached;
    },
  };
}
