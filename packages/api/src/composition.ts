import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.ts";
import { createBulkhead } from "./db/bulkhead.ts";
import type { Database } from "./db/database.ts";
import { createScheduler } from "./jobs/scheduler.ts";
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
import { createMailDelivery } from "./modules/email/mail-delivery.ts";
import { createEventService, scheduleEventReminders } from "./modules/events/events.service.ts";
import { createHomeService } from "./modules/home/home.service.ts";
import { createMediaService } from "./modules/media/media.service.ts";
import { createNewsletterService } from "./modules/newsletter/newsletter.service.ts";
import { createOrganisationService } from "./modules/organisation/organisation.service.ts";
import { createPortalService } from "./modules/portal/portal.service.ts";
import { createPublishingService } from "./modules/publishing/publishing.service.ts";
import { createRevisionService } from "./modules/publishing/revisions.ts";
import { createResourceService } from "./modules/resources/resources.service.ts";
import { createReviewService } from "./modules/reviews/reviews.service.ts";
import { createSchoolService } from "./modules/schools/schools.service.ts";
import { createSearchService } from "./modules/search/search.service.ts";
import { createSetupService } from "./modules/setup/setup.service.ts";
import { createSheetSync, type SyncTiming } from "./modules/sheets/sheet-sync.ts";
import { createSheetsService } from "./modules/sheets/sheets.service.ts";
import { createSheetsKeySource } from "./modules/sheets/sheets-access.ts";
import { createStaffService } from "./modules/staff/staff.service.ts";
import {
  announcing,
  type ContentChanges,
  localContentChanges,
  postgresContentChanges,
  redisContentChanges,
} from "./platform/content-changes.ts";
import type { CacheList } from "./platform/read-cache.ts";
import { createSecretBox } from "./platform/secret-box.ts";
import { postgresCounterStore, redisCounterStore } from "./rate-limit/counter-store.ts";
import { createRateLimiter } from "./rate-limit/rate-limiter.ts";
import type { Services } from "./trpc/services.ts";

/** How often the drafts past their 30 days are looked for. */
const DRAFT_PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

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
  // The secrets the back office stores (mail server, Google key) are sealed with the server's key.
  const secrets = createSecretBox(config.settingsEncryptionKey);
  const sheetsKey = await createSheetsKeySource(db.orm, secrets, config.google);
  const access = sheetsKey.current();
  if (access.problem) log.info(`Google Sheets sync is off: ${access.detail}`);
  const sheetSync = createSheetSync({
    orm: db.orm,
    access: sheetsKey,
    log,
    ...(options.sheetSyncTiming && { timing: options.sheetSyncTiming }),
  });

  const delivery = createMailDelivery(db.orm, secrets, config.mail, config.site.name);
  // A database that does not answer at start-up: the site starts, and the sender reads the row before each round.
  const server = await delivery.refresh().catch((error: unknown) => {
    log.warn({ err: error }, "Could not read the mail server saved in the back office");
    return delivery.current();
  });
  if (!server)
    log.info(
      "Email is off (no SMTP_URL, no mail server saved in the back office): messages are kept in the outbox as not sent.",
    );
  const sender = createEmailSender({ orm: db.orm, delivery, log, ...options.email });
  const mail = createMailQueue(
    { name: config.site.name, publicUrl: config.publicUrl },
    delivery,
    () => sender.kick(),
    options.email?.transport,
  );

  const throttle = createLoginThrottle(counters, config.login);
  const audit = createAuditService(db.orm, config.auditRetentionMs);
  let stopAuditPrune = () => {};
  const changes = await contentChanges(config, db, log);
  // A mail server saved at any instance is announced like content: every instance reads it again.
  changes.subscribe(() => {
    Promise.all([delivery.refresh(), sheetsKey.refresh()]).then(
      () => {
        sender.kick();
        sheetSync.kick();
      },
      (error: unknown) => log.warn({ err: error }, "Could not read the mail and Sheets settings"),
    );
  });
  const home = createHomeService(db.orm);
  // The home page's hero and partner logos keep their images from being deleted.
  const media = createMediaService(db.orm, () => home.content());
  const organisation = createOrganisationService(db.orm, config.site);
  const chooseAct = createChooseActService(db.orm);
  const resources = createResourceService(db.orm);
  const announced = announcing(changes);
  const publishing = createPublishingService({ orm: db.orm, changes, log });
  // A post or page saved at any instance may have a new time: the job looks again.
  changes.subscribe(() => publishing.kick());
  // Each public form writes through a bulkhead of its own (`PUBLIC_FORMS`): however many arrive, or however
  // long its table stays locked, it holds a few connections and never those the site reads with.
  const formBulkhead = () =>
    createBulkhead({ slots: config.publicForms.concurrency, waitMs: config.publicForms.waitMs });
  const [newsletterForm, contactForm, applicationForm, eventForm] = [
    formBulkhead(),
    formBulkhead(),
    formBulkhead(),
    formBulkhead(),
  ];
  const events = createEventService(db.orm, log, mail);
  let stopEventReminders = () => {};
  const newsletter = createNewsletterService(db.orm, log, mail);
  const contact = createContactService(db.orm, log, mail);
  const email = createEmailService(db.orm, mail);
  const sheets = createSheetsService(db.orm, sheetsKey, sheetSync);
  const applications = createApplicationService(db.orm, log, mail, () => sheetSync.kick());
  const schools = createSchoolService(db.orm, changes, caches);
  const portal = createPortalService(db.orm, mail);
  // Drafts of the application are removed 30 days after they were saved: looked for every few hours.
  const draftPrune = createScheduler({
    name: "Draft pruning",
    run: async () => {
      await portal.pruneDrafts();
      return {};
    },
    timing: { debounceMs: 1_000, pollMs: DRAFT_PRUNE_EVERY_MS },
    log,
  });
  const account = createAccountService(db.orm, throttle, {
    session: config.session,
    issuer: config.site.name,
  });

  const blog = cachedBlogService(createBlogService(db.orm, config.site.teamName), changes, caches);
  const organisationService = {
    ...organisation,
    // Every page shows the profile and the page links; a content page shows itself.
    updateProfile: announced(organisation.updateProfile),
    createPage: announced(organisation.createPage),
    updatePage: announced(organisation.updatePage),
    removePage: announced(organisation.removePage),
  };
  const services: Services = {
    newsletter: {
      ...newsletter,
      subscribe: newsletterForm.guard(newsletter.subscribe),
      confirm: newsletterForm.guard(newsletter.confirm),
      unsubscribe: newsletterForm.guard(newsletter.unsubscribe),
    },
    contact: { ...contact, send: contactForm.guard(contact.send) },
    blog,
    publishing,
    revisions: createRevisionService(db.orm, { blog, organisation: organisationService }),
    // The finder lists approved applications: a status change or a deletion may change it.
    applications: {
      ...applications,
      submit: applicationForm.guard(applications.submit),
      updateStatus: announced(applications.updateStatus),
      remove: announced(applications.remove),
    },
    auth: createAuthService(db.orm, throttle, audit, { session: config.session }),
    account,
    audit,
    sheets: { ...sheets, saveKey: announced(sheets.saveKey), clearKey: announced(sheets.clearKey) },
    media: {
      ...media,
      // A post's page shows its featured image's alt text.
      updateAlt: announced(media.updateAlt),
    },
    organisation: organisationService,
    email: { ...email, saveSmtp: announced(email.saveSmtp), clearSmtp: announced(email.clearSmtp) },
    // The home page shows every text and image of it.
    home: { ...home, save: announced(home.save) },
    // The events' pages show the seats left and the sitemap and calendar list the events: every change
    // of an event or its seats is announced, so no instance keeps a stale page.
    events: {
      ...events,
      register: announced(eventForm.guard(events.register)),
      cancelByToken: announced(eventForm.guard(events.cancelByToken)),
      create: announced(events.create),
      update: announced(events.update),
      cancel: announced(events.cancel),
      cancelRegistration: announced(events.cancelRegistration),
    },
    // The guide pages show every figure and date.
    chooseAct: { ...chooseAct, save: announced(chooseAct.save) },
    // The resource pages, the sitemap and the search show the published resources.
    resources: {
      ...resources,
      create: announced(resources.create),
      update: announced(resources.update),
      remove: announced(resources.remove),
    },
    search: createSearchService(db.orm),
    // The finder, its page and the search show the listed schools.
    schools: { ...schools, update: announced(schools.update), choose: announced(schools.choose) },
    staff: createStaffService(db.orm, mail),
    reviews: createReviewService(db.orm, mail),
    portal,
    setup: createSetupService(db.orm, { account, sheets }),
    rateLimits: createRateLimiter(counters, config.rateLimits, config.rateLimits.enabled),
  };
  return {
    services,
    changes,
    start() {
      changes.start();
      sheetSync.start();
      sender.start();
      publishing.start();
      stopAuditPrune = scheduleAuditPrune(audit, log);
      draftPrune.start();
      stopEventReminders = scheduleEventReminders(events, log);
    },
    async stop() {
      stopAuditPrune();
      stopEventReminders();
      await draftPrune.stop();
      await sheetSync.stop();
      await sender.stop();
      await publishing.stop();
      await counters.close();
      await changes.close();
    },
  };
}
