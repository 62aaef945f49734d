import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.ts";
import { createBulkhead } from "./db/bulkhead.ts";
import type { Database } from "./db/database.ts";
import { createApplicationService } from "./modules/applications/applications.service.ts";
import { createAuditService, scheduleAuditPrune } from "./modules/audit/audit.service.ts";
import { createAccountService } from "./modules/auth/account.service.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { createLoginThrottle } from "./modules/auth/login-throttle.ts";
import { cachedBlogService } from "./modules/blog/blog.cache.ts";
import { createBlogService } from "./modules/blog/blog.service.ts";
import { createChooseActService } from "./modules/choose-act/choose-act.service.ts";
import { createContactService } from "./modules/contact/contact.service.ts";
import { createMailQueue } from "./modules/email/email.queue.ts";
import { createEmailService } from "./modules/email/email.service.ts";
import { createEmailSender, type EmailSenderOptions } from "./modules/email/email-sender.ts";
import { createMediaService } from "./modules/media/media.service.ts";
import { createNewsletterService } from "./modules/newsletter/newsletter.service.ts";
import { createOrganisationService } from "./modules/organisation/organisation.service.ts";
import { createSheetSync, type SyncTiming } from "./modules/sheets/sheet-sync.ts";
import { createSheetsService } from "./modules/sheets/sheets.service.ts";
import { sheetsAccessFromConfig } from "./modules/sheets/sheets-access.ts";
import {
  announcing,
  type ContentChanges,
  localContentChanges,
  postgresContentChanges,
  redisContentChanges,
} from "./platform/content-changes.ts";
import type { CacheList } from "./platform/read-cache.ts";
import { postgresCounterStore, redisCounterStore } from "./rate-limit/counter-store.ts";
import { createRateLimiter } from "./rate-limit/rate-limiter.ts";
import type { Services } from "./trpc/services.ts";

/** The services and the background work they share, which the app starts when ready and stops on close. */
export interface ServiceRuntime {
  services: Services;
  /** Public content changes, announced to every instance: what caches public reads listens to it. */
  changes: ContentChanges;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Redis pub/sub where the deployment has Redis, else PostgreSQL LISTEN/NOTIFY; the embedded database
 * serves one instance, whose own writes are the only changes.
 */
async function contentChanges(config: Config, db: Database, log: FastifyBaseLogger): Promise<ContentChanges> {
  if (config.redisUrl) return redisContentChanges(config.redisUrl, log);
  if (config.database.kind === "postgres" && db.kind === "postgres") {
    return postgresContentChanges(config.database.url, (sql) => db.orm.em.getConnection().execute(sql), log);
  }
  return localContentChanges();
}

/** The composition root: builds every service over one database (a new domain adds one line here). */
export async function createServices(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
  caches: CacheList,
  options: { sheetSyncTiming?: Partial<SyncTiming> | undefined; email?: EmailSenderOptions | undefined } = {},
): Promise<ServiceRuntime> {
  const counters = config.redisUrl ? await redisCounterStore(config.redisUrl) : postgresCounterStore(db.orm);
  if (!config.rateLimits.enabled) log.warn("RATE_LIMIT=off: every rate limit is disabled.");
  const access = await sheetsAccessFromConfig(config.google);
  if (access.problem) log.info(`Google Sheets sync is off: ${access.detail}`);
  const sheetSync = createSheetSync({
    orm: db.orm,
    access,
    log,
    ...(options.sheetSyncTiming && { timing: options.sheetSyncTiming }),
  });

  if (!config.mail.smtpUrl)
    log.info("Email is off (no SMTP_URL): messages are kept in the outbox as not sent.");
  const sender = createEmailSender({ orm: db.orm, config: config.mail, log, ...options.email });
  const mail = createMailQueue({ name: config.site.name, publicUrl: config.publicUrl }, config.mail, () =>
    sender.kick(),
  );

  const throttle = createLoginThrottle(counters, config.login);
  const audit = createAuditService(db.orm, config.auditRetentionMs);
  let stopAuditPrune = () => {};
  const changes = await contentChanges(config, db, log);
  const media = createMediaService(db.orm);
  const organisation = createOrganisationService(db.orm, config.site);
  const chooseAct = createChooseActService(db.orm);
  const announced = announcing(changes);
  // Each public form writes through a bulkhead of its own (`PUBLIC_FORMS`): however many arrive, or however
  // long its table stays locked, it holds a few connections and never those the site reads with.
  const formBulkhead = () =>
    createBulkhead({ slots: config.publicForms.concurrency, waitMs: config.publicForms.waitMs });
  const [newsletterForm, contactForm, applicationForm] = [formBulkhead(), formBulkhead(), formBulkhead()];
  const newsletter = createNewsletterService(db.orm, log, mail);
  const contact = createContactService(db.orm, log, mail);
  const applications = createApplicationService(db.orm, log, mail, () => sheetSync.kick());

  const services: Services = {
    newsletter: {
      ...newsletter,
      subscribe: newsletterForm.guard(newsletter.subscribe),
      confirm: newsletterForm.guard(newsletter.confirm),
      unsubscribe: newsletterForm.guard(newsletter.unsubscribe),
    },
    contact: { ...contact, send: contactForm.guard(contact.send) },
    blog: cachedBlogService(createBlogService(db.orm, config.site.teamName), changes, caches),
    applications: { ...applications, submit: applicationForm.guard(applications.submit) },
    auth: createAuthService(db.orm, throttle, audit, { session: config.session }),
    account: createAccountService(db.orm, throttle, { session: config.session, issuer: config.site.name }),
    audit,
    sheets: createSheetsService(db.orm, access, sheetSync),
    media: {
      ...media,
      // A post's page shows its featured image's alt text.
      updateAlt: announced(media.updateAlt),
    },
    organisation: {
      ...organisation,
      // Every page shows the profile and the page links; a content page shows itself.
      updateProfile: announced(organisation.updateProfile),
      createPage: announced(organisation.createPage),
      updatePage: announced(organisation.updatePage),
      removePage: announced(organisation.removePage),
    },
    email: createEmailService(db.orm, mail),
    // The guide pages show every figure and date.
    chooseAct: { ...chooseAct, save: announced(chooseAct.save) },
    rateLimits: createRateLimiter(counters, config.rateLimits, config.rateLimits.enabled),
  };
  return {
    services,
    changes,
    start() {
      changes.start();
      sheetSync.start();
      sender.start();
      stopAuditPrune = scheduleAuditPrune(audit, log);
    },
    async stop() {
      stopAuditPrune();
      await sheetSync.stop();
      await sender.stop();
      await counters.close();
      await changes.close();
    },
  };
}
