import {
  buildApp,
  type Database,
  ensureFirstAdmin,
  openDatabase,
  seedFirstStartChooseAct,
  seedFirstStartPages,
} from "@choose/api";
import {
  ApplicationEntity,
  BlogPostEntity,
  ContactSubmission,
  NewsletterSubscription,
  testConfig,
} from "@choose/api/testing";
import type { Application, ContactMessage, Subscriber } from "@choose/schema";
import { MOCK_MESSAGES, MOCK_SUBSCRIBERS } from "./inbox.ts";
import { MOCK_MEDIA, MOCK_POSTS } from "./posts.ts";

export const MOCK_ADMIN = { username: "admin", password: "correct horse battery" } as const;

/** Rows that replace a table's with fixed ids and dates (the sample back-office data). */
export interface MockRows {
  applications?: readonly Application[];
  /** The contact inbox. */
  messages?: readonly ContactMessage[];
  /** The newsletter's subscribers. */
  subscribers?: readonly Subscriber[];
}

/**
 * The real app on an (already migrated) database at `url`, with one connection as the embedded one gets:
 * the API tests' configuration (quiet, rate limits off, no web build: Vite serves it), the mock
 * administrator, and `env` (the Google endpoints and key).
 */
export async function openMockApi(url: string, env: Record<string, string> = {}) {
  const config = testConfig({
    ADMIN_USERNAME: MOCK_ADMIN.username,
    ADMIN_PASSWORD: MOCK_ADMIN.password,
    // A fixed key for a throwaway database: the mail server and Google key screens can save.
    SETTINGS_ENCRYPTION_KEY: "6d6f636b2d6d6f64652d6b65792d6e6f742d612d7265616c2d7365637265742e",
    ...env,
  });
  const db = await openDatabase({ kind: "postgres", url }, { migrate: false, limits: { poolSize: 1 } });
  return { app: await buildApp({ config, db }), db, config };
}

/** Replaces the rows of each table `rows` names with its rows, ids and dates as given. */
export async function writeRows(db: Database, rows: MockRows): Promise<void> {
  const em = db.orm.em.fork();
  await em.transactional(async (tx) => {
    if (rows.applications) {
      await tx.nativeDelete(ApplicationEntity, {});
      for (const application of rows.applications)
        tx.create(ApplicationEntity, { ...application, submittedAt: new Date(application.submittedAt) });
    }
    if (rows.messages) {
      await tx.nativeDelete(ContactSubmission, {});
      for (const message of rows.messages)
        tx.create(ContactSubmission, { ...message, submittedAt: new Date(message.submittedAt) });
    }
    if (rows.subscribers) {
      await tx.nativeDelete(NewsletterSubscription, {});
      for (const subscriber of rows.subscribers)
        tx.create(NewsletterSubscription, { ...subscriber, subscribedAt: new Date(subscriber.subscribedAt) });
    }
  });
}

/**
 * What the mock site starts with: a new site's pages and CHOOSE Act figures, the administrator, the
 * sample images (uploaded through the media service, then given their fixed ids and dates), posts,
 * messages and subscribers. No applications: the tests that want them add them.
 */
export async function seedMockData({ app, db, config }: Awaited<ReturnType<typeof openMockApi>>) {
  await ensureFirstAdmin(db.orm, config.admin, { info() {}, warn() {} });
  await seedFirstStartPages(db.orm);
  await seedFirstStartChooseAct(db.orm);
  for (const image of MOCK_MEDIA) {
    const { id } = await app.services.media.upload({ data: image.data, alt: image.alt });
    await db.orm.em.fork().transactional(async (tx) => {
      const connection = tx.getConnection();
      const context = tx.getTransactionContext();
      // The variants follow their image to its fixed id (the foreign key would refuse either update first).
      await connection.execute("set local session_replication_role = replica", [], "run", context);
      await connection.execute(
        "update media set id = ?, created_at = ? where id = ?",
        [image.id, image.createdAt, id],
        "run",
        context,
      );
      await connection.execute(
        "update media_variants set media_id = ? where media_id = ?",
        [image.id, id],
        "run",
        context,
      );
    });
  }
  const em = db.orm.em.fork();
  for (const {
    featuredMedia,
    createdAt,
    updatedAt,
    translation: _t,
    counterpart: _c,
    tags: _tags,
    ...post
  } of MOCK_POSTS)
    em.create(BlogPostEntity, {
      ...post,
      featuredImage: featuredMedia ? null : post.featuredImage,
      featuredMedia: featuredMedia?.id ?? null,
      createdAt: new Date(createdAt),
      updatedAt: new Date(updatedAt),
    });
  await em.flush();
  await writeRows(db, { messages: MOCK_MESSAGES, subscribers: MOCK_SUBSCRIBERS });
}
