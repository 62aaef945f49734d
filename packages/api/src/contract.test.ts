import {
  type AdminBlogPost,
  AppError,
  type AppErrorCode,
  ApplicationInputSchema,
  type ApplicationListInput,
  ApplicationListInputSchema,
  AUDIT_PAGE_SIZE,
  accountMessages,
  authMessages,
  BlogPostCreateSchema,
  BlogPostUpdateSchema,
  backOfficeMessages,
  ChooseActGuideSchema,
  ContactInputSchema,
  type ContactListInput,
  ContactListInputSchema,
  emailMessages,
  MEDIA_CONTENT_TYPES,
  mediaMessages,
  mediaUrl,
  NewsletterInputSchema,
  OrganisationProfileInputSchema,
  organisationMessages,
  type PageInput,
  PageInputSchema,
  SEEDED_CHOOSE_ACT_GUIDE,
  type SubscriberListInput,
  SubscriberListInputSchema,
  serverMessages,
  sheetsMessages,
  slugify,
  uiMessages,
} from "@choose/schema";
import {
  postInput,
  validApplication,
  validApplicationFields,
  validContact,
  validNewsletter,
  validOrganisationProfile,
  validPage,
  validPostCreate,
} from "@choose/schema/fixtures";
import { startFakeGoogle } from "@choose/sheets/testing";
import { afterAll, beforeEach, describe, expect, test } from "vitest";
import { adminCredentials, createAdmin } from "../test/admin.ts";
import { useTestApp } from "../test/app.ts";
import { pngDeclaring, testImage } from "../test/media.ts";
import type { AdminIdentity, ClientInfo } from "./modules/auth/auth.service.ts";
import { EmailOutboxEntity } from "./modules/email/email.entity.ts";
import { createSheetSync } from "./modules/sheets/sheet-sync.ts";
import type { SheetsService } from "./modules/sheets/sheets.service.ts";
import { createSheetsService } from "./modules/sheets/sheets.service.ts";
import { createInMemoryServices, totpCode } from "./testing/in-memory-services.ts";
import type { Services } from "./trpc/services.ts";

/**
 * The contract between the real services and the in-memory ones the web app's tests and `dev:mock` run
 * on (`@choose/api/testing`): every case runs against both, so the mocks cannot drift from the API.
 * A difference is fixed in the in-memory services, never by loosening a case.
 */

const google = await startFakeGoogle();
afterAll(() => google.close());
const SHEET = "1ContractSheetAbCdEfGhIj";
const serviceAccount = google.credentials.client_email;

const t = useTestApp(
  {
    GOOGLE_SERVICE_ACCOUNT_KEY: google.serviceAccountKeyJson,
    GOOGLE_SHEETS_API_URL: google.apiRootUrl,
    GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
  },
  { sheetSyncTiming: { debounceMs: 10, pollMs: 100, baseBackoffMs: 50, maxBackoffMs: 400, leaseMs: 5_000 } },
);

interface Subject {
  /** The services with the admin created, a Google key on the server and nothing else. */
  services: Services;
  /** The Sheets service of a server without a Google key. */
  sheetsWithoutKey: SheetsService;
  /** The token of the newest confirmation link mailed to `email`, as its reader would follow it. */
  confirmationToken(email: string): Promise<string>;
}

const tokenIn = (text: string | undefined) => {
  const token = /\/newsletter\/confirm\?token=([0-9a-zA-Z]+)/.exec(text ?? "")?.[1];
  if (!token) throw new Error("No confirmation link");
  return token;
};

const implementations: [string, () => Promise<Subject>][] = [
  [
    "in-memory",
    async () => {
      const links = new Map<string, string>();
      const services = createInMemoryServices({
        admin: adminCredentials,
        serviceAccountEmail: serviceAccount,
        onConfirmationLink: (url) => links.set("last", url),
      });
      return {
        services,
        sheetsWithoutKey: createInMemoryServices().sheets,
        confirmationToken: async () => tokenIn(links.get("last")),
      };
    },
  ],
  [
    "real",
    async () => {
      await createAdmin(t);
      const access = { problem: sheetsMessages.keyMissing, detail: "no key" };
      const sync = createSheetSync({ orm: t.db.orm, access, log: t.app.log });
      return {
        services: t.app.services,
        sheetsWithoutKey: createSheetsService(t.db.orm, access, sync),
        confirmationToken: async (email) => {
          const [mail] = await t.db.orm.em
            .fork()
            .find(
              EmailOutboxEntity,
              { kind: "newsletter_confirmation", toAddress: email },
              { orderBy: { id: "desc" }, limit: 1 },
            );
          return tokenIn(mail?.text);
        },
      };
    },
  ],
];

const anId = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
const aTime = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

/** Lets the clock move, so "newest first" has something to sort by. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

async function expectAppError(promise: Promise<unknown>, code: AppErrorCode, message: string) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code, message });
}

const newsletter = NewsletterInputSchema.parse(validNewsletter);
const application = ApplicationInputSchema.parse(validApplication);
const post = (input = postInput()) => BlogPostCreateSchema.parse(input);
const publicView = ({ published: _published, ...rest }: AdminBlogPost) => rest;
const summary = ({ content: _content, updatedAt: _updatedAt, ...rest }: ReturnType<typeof publicView>) =>
  rest;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const client: ClientInfo = {
  ip: "203.0.113.5",
  userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
};

beforeEach(() => {
  google.faults.clear();
  google.createSpreadsheet(SHEET, { sharedWith: [serviceAccount] });
});

describe.each(implementations)("%s services", (_name, subject) => {
  let s: Services;
  let sheetsWithoutKey: SheetsService;
  let confirmationToken: Subject["confirmationToken"];
  beforeEach(async () => {
    ({ services: s, sheetsWithoutKey, confirmationToken } = await subject());
  });
  /** A sign-up whose mailed link was followed: a subscriber. */
  const subscribeConfirmed = async (input: typeof newsletter) => {
    await s.newsletter.subscribe(input);
    await s.newsletter.confirm(await confirmationToken(input.email));
  };

  describe("newsletter", () => {
    test("every sign-up gets the same answer, new or repeated: no one learns who is subscribed", async () => {
      const answer = { subscribed: true, message: serverMessages.subscribed };
      expect(await s.newsletter.subscribe(newsletter)).toEqual(answer);
      expect(await s.newsletter.subscribe({ ...newsletter, name: "Another name" })).toEqual(answer);
      expect(await s.newsletter.subscribe({ ...newsletter, homepage: "http://spam.example" })).toEqual(
        answer,
      );
    });

    test("a confirmation or unsubscribe token nobody was given is refused with 404", async () => {
      const token = "0".repeat(64);
      await expect(s.newsletter.confirm(token)).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: emailMessages.confirmInvalid,
      });
      await expect(s.newsletter.unsubscribe(token)).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: emailMessages.unsubscribeInvalid,
      });
    });
  });

  test("contact: a message gets a receipt with an id and the time", async () => {
    const before = Date.now();
    const receipt = await s.contact.send(ContactInputSchema.parse(validContact));
    expect(receipt).toEqual({ id: anId, submittedAt: aTime });
    expect(Date.parse(receipt.submittedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  describe("blog", () => {
    test("create fills the defaults: a draft, the site's team as author, no image, the slug from the title", async () => {
      const created = await s.blog.create(
        post({ ...validPostCreate, authorName: undefined, featuredImage: "" }),
      );
      expect(created).toEqual({
        id: anId,
        slug: slugify(validPostCreate.title),
        title: validPostCreate.title,
        excerpt: validPostCreate.excerpt,
        content: validPostCreate.content,
        featuredImage: null,
        featuredMedia: null,
        authorName: t.config.site.teamName,
        published: false,
        language: "en",
        createdAt: aTime,
        updatedAt: aTime,
      });
      expect(await s.blog.get(created.id)).toEqual(created);
    });

    test("create keeps a typed slug, author, image and published flag", async () => {
      const input = postInput({
        slug: "esa-basics",
        authorName: "Family Outreach Team",
        featuredImage: "https://example.org/cover.png",
      });
      expect(await s.blog.create(post(input))).toMatchObject({
        slug: "esa-basics",
        authorName: "Family Outreach Team",
        featuredImage: "https://example.org/cover.png",
        published: true,
      });
    });

    test("a generated slug that is taken gets -2, -3…", async () => {
      const slugs: string[] = [];
      for (let i = 0; i < 3; i++) slugs.push((await s.blog.create(post())).slug);
      const base = slugify(validPostCreate.title);
      expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
    });

    test("a typed slug another post has is a CONFLICT, on create and on update; a post keeps its own", async () => {
      await s.blog.create(post(postInput({ slug: "esa-basics" })));
      await expectAppError(
        s.blog.create(post(postInput({ slug: "esa-basics", title: "Another post entirely" }))),
        "CONFLICT",
        serverMessages.slugTaken,
      );
      const other = await s.blog.create(post(postInput({ slug: "other-post" })));
      await expectAppError(
        s.blog.update(other.id, BlogPostUpdateSchema.parse({ slug: "esa-basics" })),
        "CONFLICT",
        serverMessages.slugTaken,
      );
      expect(await s.blog.update(other.id, BlogPostUpdateSchema.parse({ slug: "other-post" }))).toMatchObject(
        {
          slug: "other-post",
        },
      );
      expect(await s.blog.listAll()).toHaveLength(2);
    });

    test("the public list and page show published posts only, newest first", async () => {
      const draft = await s.blog.create(post(postInput({ title: "A draft for later", published: false })));
      await tick();
      const older = await s.blog.create(post(postInput({ title: "Older news item" })));
      await tick();
      const newer = await s.blog.create(post(postInput({ title: "Newer news item" })));
      expect(await s.blog.listPublished()).toEqual([newer, older].map(publicView).map(summary));
      expect(await s.blog.getPublished(older.slug)).toEqual(publicView(older));
      await expectAppError(s.blog.getPublished(draft.slug), "NOT_FOUND", serverMessages.postNotFound);
      await expectAppError(s.blog.getPublished("no-such-post"), "NOT_FOUND", serverMessages.postNotFound);
    });

    test("the admin list has drafts too, newest first", async () => {
      const published = await s.blog.create(post());
      await tick();
      const draft = await s.blog.create(post(postInput({ published: false })));
      expect(await s.blog.listAll()).toEqual([draft, published]);
    });

    test("update changes only the fields sent; an empty image clears it; every save is an update", async () => {
      const created = await s.blog.create(post(postInput({ featuredImage: "https://example.org/a.png" })));
      await tick();
      const renamed = await s.blog.update(
        created.id,
        BlogPostUpdateSchema.parse({ title: "A brand new title" }),
      );
      expect(renamed).toEqual({ ...created, title: "A brand new title", updatedAt: aTime });
      expect(Date.parse(renamed.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
      const unchanged = await s.blog.update(created.id, BlogPostUpdateSchema.parse({ slug: "" }));
      expect(unchanged.slug).toBe(created.slug);
      const cleared = await s.blog.update(created.id, BlogPostUpdateSchema.parse({ featuredImage: "" }));
      expect(cleared.featuredImage).toBeNull();
      expect(await s.blog.get(created.id)).toEqual(cleared);
    });

    test("get, update and remove of an unknown id are NOT_FOUND; remove deletes", async () => {
      await expectAppError(s.blog.get(UNKNOWN_ID), "NOT_FOUND", serverMessages.postNotFound);
      await expectAppError(
        s.blog.update(UNKNOWN_ID, BlogPostUpdateSchema.parse({ title: "A brand new title" })),
        "NOT_FOUND",
        serverMessages.postNotFound,
      );
      await expectAppError(s.blog.remove(UNKNOWN_ID), "NOT_FOUND", serverMessages.postNotFound);
      const created = await s.blog.create(post());
      await s.blog.remove(created.id);
      expect(await s.blog.listAll()).toEqual([]);
      await expectAppError(s.blog.remove(created.id), "NOT_FOUND", serverMessages.postNotFound);
    });
  });

  describe("media", () => {
    const alt = "Teachers at a training day";

    test("an upload is listed with its sizes, alt text and no posts; its variants are its files", async () => {
      const data = await testImage("png", 64, 48);
      const uploaded = await s.media.upload({ data, alt });
      expect(uploaded).toEqual({
        id: anId,
        url: mediaUrl(uploaded.id, 64, "png"),
        width: 64,
        height: 48,
        alt,
      });
      expect(await s.media.list()).toEqual([
        {
          ...uploaded,
          originalBytes: data.byteLength,
          originalWidth: 64,
          originalHeight: 48,
          storedBytes: expect.any(Number),
          createdAt: aTime,
          usedBy: [],
        },
      ]);
      for (const format of ["avif", "webp", "png"] as const) {
        expect(await s.media.file({ id: uploaded.id, width: 64, format })).toMatchObject({
          contentType: MEDIA_CONTENT_TYPES[format],
        });
      }
      expect(await s.media.file({ id: uploaded.id, width: 480, format: "png" })).toBeUndefined();
      expect(await s.media.file({ id: uploaded.id, width: 64, format: "jpeg" })).toBeUndefined();
      expect(await s.media.file({ id: UNKNOWN_ID, width: 64, format: "png" })).toBeUndefined();
    });

    test("a wide image is listed at 1600 pixels wide at most, newest first", async () => {
      const wide = await s.media.upload({ data: await testImage("jpeg", 2000, 1000), alt });
      await tick();
      const small = await s.media.upload({ data: await testImage("jpeg", 100, 50), alt: "" });
      expect(wide).toMatchObject({ url: mediaUrl(wide.id, 1600, "jpeg"), width: 1600, height: 800 });
      expect((await s.media.list()).map(({ id, originalWidth }) => [id, originalWidth])).toEqual([
        [small.id, 100],
        [wide.id, 2000],
      ]);
    });

    test("what is not an allowed image is refused by its content; so is a decompression bomb", async () => {
      for (const data of [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        Buffer.from("plain text named photo.jpg"),
        Buffer.from("%PDF-1.4\n%%EOF"),
      ]) {
        await expectAppError(
          s.media.upload({ data, alt }),
          "UNSUPPORTED_MEDIA_TYPE",
          mediaMessages.unsupported,
        );
      }
      await expectAppError(
        s.media.upload({ data: await pngDeclaring(100_000, 100_000), alt }),
        "PAYLOAD_TOO_LARGE",
        mediaMessages.tooManyPixels,
      );
      expect(await s.media.list()).toEqual([]);
    });

    test("alt text is changed; an unknown image is NOT_FOUND to change or delete", async () => {
      const { id } = await s.media.upload({ data: await testImage("png", 32, 32), alt: "" });
      expect(await s.media.updateAlt(id, "A school bus")).toMatchObject({ id, alt: "A school bus" });
      await expectAppError(s.media.updateAlt(UNKNOWN_ID, "x"), "NOT_FOUND", mediaMessages.notFound);
      await expectAppError(s.media.remove(UNKNOWN_ID), "NOT_FOUND", mediaMessages.notFound);
      await s.media.remove(id);
      expect(await s.media.list()).toEqual([]);
    });

    test("a featured upload: the post shows its URL, size and alt; without alt or unknown it is refused", async () => {
      const image = await s.media.upload({ data: await testImage("jpeg", 320, 240), alt });
      const created = await s.blog.create(post(postInput({ featuredImage: image.url })));
      const featured = {
        featuredImage: image.url,
        featuredMedia: { id: image.id, width: 320, height: 240, alt },
      };
      expect(created).toMatchObject(featured);
      expect(await s.blog.listPublished()).toEqual([expect.objectContaining(featured)]);
      await s.media.updateAlt(image.id, "New words");
      expect((await s.blog.get(created.id)).featuredMedia?.alt).toBe("New words");

      const bare = await s.media.upload({ data: await testImage("jpeg", 32, 32), alt: "" });
      await expectAppError(
        s.blog.create(post(postInput({ featuredImage: bare.url }))),
        "BAD_REQUEST",
        mediaMessages.featuredAlt,
      );
      await expectAppError(
        s.blog.update(
          created.id,
          BlogPostUpdateSchema.parse({ featuredImage: mediaUrl(UNKNOWN_ID, 32, "jpeg") }),
        ),
        "BAD_REQUEST",
        mediaMessages.unknownImage,
      );
    });

    test("content images need alt text and uploads in the library", async () => {
      const words = validPostCreate.content;
      await expectAppError(
        s.blog.create(post(postInput({ content: `${words}<img src="https://example.org/a.png">` }))),
        "BAD_REQUEST",
        mediaMessages.contentAlt,
      );
      await expectAppError(
        s.blog.create(
          post(postInput({ content: `${words}<img src="${mediaUrl(UNKNOWN_ID, 32, "png")}" alt="x">` })),
        ),
        "BAD_REQUEST",
        mediaMessages.unknownImage,
      );
    });

    test("delete is refused while a post shows the upload, naming the posts; allowed once none does", async () => {
      const image = await s.media.upload({ data: await testImage("png", 32, 32), alt });
      const featuring = await s.blog.create(
        post(postInput({ title: "Featuring post", featuredImage: image.url })),
      );
      const showing = await s.blog.create(
        post(
          postInput({
            title: "Showing post",
            content: `${validPostCreate.content}<img src="${image.url}" alt="x">`,
          }),
        ),
      );
      expect((await s.media.list())[0]?.usedBy).toEqual([
        { id: featuring.id, title: "Featuring post" },
        { id: showing.id, title: "Showing post" },
      ]);
      await expectAppError(
        s.media.remove(image.id),
        "CONFLICT",
        mediaMessages.inUse(["Featuring post", "Showing post"]),
      );
      await s.blog.update(featuring.id, BlogPostUpdateSchema.parse({ featuredImage: "" }));
      await s.blog.remove(showing.id);
      await s.media.remove(image.id);
      expect(await s.media.list()).toEqual([]);
    });
  });

  describe("applications", () => {
    const all = ApplicationListInputSchema.parse({});
    const listed = async (input: ApplicationListInput = {}) =>
      (await s.applications.list(ApplicationListInputSchema.parse(input))).items;

    test("submit stores a pending application; get and list return it with every field", async () => {
      const { reference, ...receipt } = await s.applications.submit(application);
      expect(receipt).toEqual({ id: anId, status: "pending", submittedAt: aTime });
      expect(reference).toBe(receipt.id.slice(0, 8).toUpperCase());
      const stored = { ...validApplicationFields, ...receipt };
      expect(await s.applications.get(receipt.id)).toEqual({ ...stored, notes: [], history: [] });
      expect(await s.applications.list(all)).toEqual({ items: [stored], total: 1 });
    });

    test("a filled honeypot gets a pending receipt and stores nothing", async () => {
      const receipt = await s.applications.submit({ ...application, homepage: "http://spam.example" });
      expect(receipt).toEqual({
        id: anId,
        status: "pending",
        submittedAt: aTime,
        reference: expect.any(String),
      });
      expect(await listed()).toEqual([]);
      await expectAppError(s.applications.get(receipt.id), "NOT_FOUND", serverMessages.applicationNotFound);
    });

    test("list is newest first; sorts by date or school; filters by search and status; pages", async () => {
      const older = await s.applications.submit({
        ...application,
        schoolName: "Older Academy",
        city: "Mobile",
      });
      await tick();
      const newer = await s.applications.submit({ ...application, schoolName: "Newer Academy" });
      await s.applications.updateStatus(newer.id, "approved", adminCredentials.username);
      const ids = (items: { id: string }[]) => items.map(({ id }) => id);
      expect(ids(await listed())).toEqual([newer.id, older.id]);
      expect(ids(await listed({ sort: "oldest" }))).toEqual([older.id, newer.id]);
      expect(ids(await listed({ sort: "school" }))).toEqual([newer.id, older.id]);
      expect(ids(await listed({ sort: "school_desc" }))).toEqual([older.id, newer.id]);
      expect(ids(await listed({ q: "mOBILE" }))).toEqual([older.id]);
      expect(ids(await listed({ q: "100%" }))).toEqual([]);
      expect(ids(await listed({ status: "approved" }))).toEqual([newer.id]);
      expect(await s.applications.list(ApplicationListInputSchema.parse({ page: 2, pageSize: 1 }))).toEqual({
        items: [expect.objectContaining({ id: older.id })],
        total: 2,
      });
    });

    test("updateStatus returns the application with its new status, keeps it, and writes history", async () => {
      const { id } = await s.applications.submit(application);
      const updated = await s.applications.updateStatus(id, "approved", adminCredentials.username);
      await s.applications.updateStatus(id, "approved", adminCredentials.username);
      const { notes: _notes, history, ...detail } = await s.applications.get(id);
      expect(updated).toEqual({ ...detail, status: "approved" });
      expect((await listed())[0]?.status).toBe("approved");
      // Setting the same status again changes nothing, so writes no history.
      expect(history).toEqual([
        { id: anId, from: "pending", to: "approved", changedBy: adminCredentials.username, changedAt: aTime },
      ]);
    });

    test("notes: added with author and time, deleted by their author only", async () => {
      const { id } = await s.applications.submit(application);
      const note = await s.applications.addNote(id, adminCredentials.username, "Called the school");
      expect(note).toEqual({
        id: anId,
        author: adminCredentials.username,
        body: "Called the school",
        createdAt: aTime,
      });
      expect((await s.applications.get(id)).notes).toEqual([note]);
      await expectAppError(
        s.applications.deleteNote(id, note.id, "someone-else"),
        "FORBIDDEN",
        backOfficeMessages.noteNotYours,
      );
      await s.applications.deleteNote(id, note.id, adminCredentials.username);
      expect((await s.applications.get(id)).notes).toEqual([]);
      await expectAppError(
        s.applications.deleteNote(id, note.id, adminCredentials.username),
        "NOT_FOUND",
        backOfficeMessages.noteNotFound,
      );
      await expectAppError(
        s.applications.addNote(UNKNOWN_ID, adminCredentials.username, "x"),
        "NOT_FOUND",
        serverMessages.applicationNotFound,
      );
    });

    test("counts: submitted since a time, and by status", async () => {
      const before = new Date(Date.now() - 1000);
      const { id } = await s.applications.submit(application);
      await s.applications.submit({ ...application, schoolName: "A Second School" });
      await s.applications.updateStatus(id, "rejected", adminCredentials.username);
      expect(await s.applications.counts(before)).toEqual({
        newSince: 2,
        byStatus: { pending: 1, under_review: 0, approved: 0, rejected: 1 },
      });
      expect((await s.applications.counts(new Date(Date.now() + 60_000))).newSince).toBe(0);
    });

    test("get, updateStatus and remove of an unknown id are NOT_FOUND; remove deletes", async () => {
      const notFound = ["NOT_FOUND", serverMessages.applicationNotFound] as const;
      await expectAppError(s.applications.get(UNKNOWN_ID), ...notFound);
      await expectAppError(s.applications.updateStatus(UNKNOWN_ID, "approved", "admin"), ...notFound);
      await expectAppError(s.applications.remove(UNKNOWN_ID), ...notFound);
      const { id } = await s.applications.submit(application);
      await s.applications.remove(id);
      expect(await listed()).toEqual([]);
      await expectAppError(s.applications.remove(id), ...notFound);
    });
  });

  describe("contact inbox", () => {
    const listed = async (input: ContactListInput = {}) =>
      s.contact.list(ContactListInputSchema.parse(input));

    test("a sent message lists newest first as new; search, state, status changes and delete", async () => {
      const first = await s.contact.send(
        ContactInputSchema.parse({ ...validContact, organization: "Magnolia Hall" }),
      );
      await tick();
      const second = await s.contact.send(ContactInputSchema.parse({ ...validContact, name: "Zoë Brown" }));
      const page = await listed();
      expect(page.total).toBe(2);
      expect(page.items.map(({ id }) => id)).toEqual([second.id, first.id]);
      expect(page.items[1]).toEqual({
        id: first.id,
        name: validContact.name,
        email: validContact.email,
        phone: validContact.phone ?? null,
        organization: "Magnolia Hall",
        message: validContact.message,
        submittedAt: first.submittedAt,
        status: "new",
        language: "en",
      });
      expect((await listed({ q: "magnolia" })).items.map(({ id }) => id)).toEqual([first.id]);
      expect(await s.contact.unreadCount()).toBe(2);
      expect(await s.contact.setStatus(first.id, "handled")).toMatchObject({
        id: first.id,
        status: "handled",
      });
      expect((await listed({ status: "handled" })).items.map(({ id }) => id)).toEqual([first.id]);
      expect(await s.contact.unreadCount()).toBe(1);
      expect(await s.contact.get(first.id)).toMatchObject({ status: "handled" });
      await s.contact.remove(first.id);
      await expectAppError(s.contact.get(first.id), "NOT_FOUND", backOfficeMessages.messageNotFound);
      await expectAppError(s.contact.remove(first.id), "NOT_FOUND", backOfficeMessages.messageNotFound);
      await expectAppError(
        s.contact.setStatus(first.id, "new"),
        "NOT_FOUND",
        backOfficeMessages.messageNotFound,
      );
      expect(await listed({ page: 1, pageSize: 1 })).toEqual({
        items: [expect.objectContaining({ id: second.id })],
        total: 1,
      });
    });
  });

  describe("language", () => {
    test("a message and an application keep the language they were sent in (English when not given)", async () => {
      const spanish = await s.contact.send(ContactInputSchema.parse({ ...validContact, language: "es" }));
      const english = await s.contact.send(
        ContactInputSchema.parse({ ...validContact, name: "Another Sender" }),
      );
      expect((await s.contact.get(spanish.id)).language).toBe("es");
      expect((await s.contact.get(english.id)).language).toBe("en");
    });

    test("a post keeps the language it is written in, and an update may change it", async () => {
      const created = await s.blog.create(BlogPostCreateSchema.parse({ ...validPostCreate, language: "es" }));
      expect(created.language).toBe("es");
      expect((await s.blog.update(created.id, { language: "en" })).language).toBe("en");
    });
  });

  describe("subscribers", () => {
    const listed = async (input: SubscriberListInput = {}) =>
      s.newsletter.list(SubscriberListInputSchema.parse(input));

    test("sign-ups list newest first; search, active filter, deactivate, delete", async () => {
      await subscribeConfirmed(newsletter);
      await tick();
      await subscribeConfirmed({ ...newsletter, email: "zoe@example.org", name: "Zoë" });
      const page = await listed();
      expect(page).toEqual({
        items: [
          {
            id: anId,
            email: "zoe@example.org",
            name: "Zoë",
            subscribedAt: aTime,
            isActive: true,
            language: "en",
          },
          {
            id: anId,
            email: newsletter.email,
            name: newsletter.name,
            subscribedAt: aTime,
            isActive: true,
            language: "en",
          },
        ],
        total: 2,
      });
      const [zoe, other] = page.items;
      if (!zoe || !other) throw new Error("two subscribers expected");
      expect((await listed({ q: "ZOE@" })).items).toEqual([zoe]);
      expect(await s.newsletter.setActive(zoe.id, false)).toEqual({ ...zoe, isActive: false });
      expect((await listed({ active: false })).items).toEqual([{ ...zoe, isActive: false }]);
      expect((await listed({ active: "true" })).items).toEqual([other]);
      expect(await s.newsletter.counts(undefined)).toEqual({ active: 1, newSince: 2 });
      expect(await s.newsletter.counts(new Date(Date.now() + 60_000))).toEqual({ active: 1, newSince: 0 });
      const exported: unknown[] = [];
      for await (const batch of s.newsletter.each(SubscriberListInputSchema.parse({ active: true })))
        exported.push(...batch);
      expect(exported).toEqual([other]);
      await s.newsletter.remove(zoe.id);
      expect((await listed()).items).toEqual([other]);
      await expectAppError(s.newsletter.remove(zoe.id), "NOT_FOUND", backOfficeMessages.subscriberNotFound);
      await expectAppError(
        s.newsletter.setActive(zoe.id, true),
        "NOT_FOUND",
        backOfficeMessages.subscriberNotFound,
      );
    });
  });

  describe("email", () => {
    const kinds = async () =>
      (await s.email.list({})).emails.map((email) => [email.kind, email.state, email.to]);

    test("with no mail server, an application's alert and receipt and a contact alert are kept as not sent", async () => {
      await s.applications.submit(application);
      await s.contact.send(ContactInputSchema.parse(validContact));
      expect(await kinds()).toEqual([
        ["contact_alert", "not_sent", "info@example.org"],
        ["application_receipt", "not_sent", application.administratorEmail],
        ["application_alert", "not_sent", "info@example.org"],
      ]);
      const page = await s.email.list({ state: "not_sent" });
      expect(page.counts).toMatchObject({ not_sent: 3, sent: 0 });
      expect(page.emails[0]).toMatchObject({ lastError: emailMessages.noMailServer, sentAt: null });
    });

    test("alerts go to the address set in the back office; an empty one goes back to the default", async () => {
      expect(await s.email.setNotifyEmail("alerts@example.org")).toMatchObject({
        notifyEmail: "alerts@example.org",
        notifyEmailDefault: "info@example.org",
        smtpConfigured: false,
      });
      await s.contact.send(ContactInputSchema.parse(validContact));
      expect(await kinds()).toEqual([["contact_alert", "not_sent", "alerts@example.org"]]);
      expect(await s.email.setNotifyEmail(null)).toMatchObject({ notifyEmail: "info@example.org" });
    });

    test("a status change mails the letter only when asked and while its template is on", async () => {
      const { id } = await s.applications.submit(application);
      await s.applications.updateStatus(id, "under_review", "admin");
      await s.applications.updateStatus(id, "approved", "admin", true);
      const approved = (await s.email.letters()).find((letter) => letter.status === "approved");
      expect(approved).toMatchObject({ enabled: true });
      await s.email.updateLetter({ status: "rejected", enabled: false, subject: "No", body: "No." });
      await s.applications.updateStatus(id, "rejected", "admin", true);
      const letters = (await s.email.list({})).emails.filter((email) => email.kind === "status_letter");
      expect(letters.map((email) => email.subject)).toEqual([
        `Your application to ${t.config.site.name} is approved`,
      ]);
      expect((await s.email.letters()).map((letter) => [letter.status, letter.enabled])).toEqual([
        ["under_review", true],
        ["approved", true],
        ["rejected", false],
      ]);
    });

    test("every template has a preview with a subject, HTML and plain text", async () => {
      const previews = await s.email.previews();
      expect(previews.map((preview) => preview.kind)).toEqual([
        "application_alert",
        "contact_alert",
        "application_receipt",
        "status_letter",
        "status_letter",
        "status_letter",
        "newsletter_confirmation",
        "newsletter",
      ]);
      for (const preview of previews) {
        expect(preview.subject).not.toBe("");
        expect(preview.html).toContain("<html");
        expect(preview.text).not.toMatch(/<(html|p|a)[ >]/);
      }
    });

    test("an unknown email cannot be resent", async () => {
      await expectAppError(s.email.resend(999), "NOT_FOUND", emailMessages.emailNotFound);
    });
  });

  describe("auth", () => {
    test("a wrong password or an unknown user is UNAUTHORIZED with one message", async () => {
      for (const credentials of [
        { ...adminCredentials, password: "not the password at all" },
        { ...adminCredentials, username: "nobody" },
      ]) {
        await expectAppError(
          s.auth.login(credentials, client),
          "UNAUTHORIZED",
          serverMessages.invalidCredentials,
        );
      }
    });

    test("login gives a token that authenticates as the admin until logout", async () => {
      const result = await s.auth.login(adminCredentials, client);
      expect(result).toEqual({
        success: true,
        token: expect.any(String),
        message: serverMessages.loginSuccess,
      });
      const token = result.success ? result.token : "";
      const identity = await s.auth.authenticate(token);
      expect(identity).toEqual({
        userId: anId,
        username: adminCredentials.username,
        sessionId: expect.any(String),
      });
      expect(identity.sessionId, "the session id is not the secret").not.toBe(token);
      await s.auth.logout(token);
      await expectAppError(s.auth.authenticate(token), "UNAUTHORIZED", serverMessages.unauthorized);
    });

    test("no token, or one never issued, is UNAUTHORIZED; logging such a token out is harmless", async () => {
      await expectAppError(s.auth.authenticate(undefined), "UNAUTHORIZED", serverMessages.unauthorized);
      await expectAppError(s.auth.authenticate("never-issued"), "UNAUTHORIZED", serverMessages.unauthorized);
      await expect(s.auth.logout("never-issued")).resolves.toBeUndefined();
    });
  });

  describe("account", () => {
    /** A new session (password only) and the admin behind it. */
    async function signIn(from: ClientInfo = client) {
      const result = await s.auth.login(adminCredentials, from);
      if (!result.success) throw new Error("expected a session, got a two-factor challenge");
      return { token: result.token, admin: await s.auth.authenticate(result.token) };
    }

    /** Turns two-factor sign-in on; returns the secret and the recovery codes. */
    async function enableTwoFactor(admin: AdminIdentity) {
      const setup = await s.account.startTwoFactorSetup(admin);
      const { recoveryCodes } = await s.account.confirmTwoFactor(admin, totpCode(setup.secret));
      return { secret: setup.secret, recoveryCodes };
    }

    /** The first step with two-factor sign-in on: the challenge. */
    async function challenge() {
      const result = await s.auth.login(adminCredentials, client);
      expect(result).toEqual({
        success: false,
        twoFactorRequired: true,
        challenge: expect.any(String),
        message: serverMessages.twoFactorRequired,
      });
      return result.success ? "" : result.challenge;
    }

    const inThirtySeconds = () => Date.now() + 30_000;

    test("two-factor setup: a secret with its otpauth URI and QR path; a wrong code is refused", async () => {
      const { admin } = await signIn();
      expect(await s.account.twoFactorStatus(admin)).toEqual({
        enabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
      });
      await expectAppError(
        s.account.confirmTwoFactor(admin, "123456"),
        "BAD_REQUEST",
        accountMessages.setupFirst,
      );
      const setup = await s.account.startTwoFactorSetup(admin);
      expect(setup).toEqual({
        secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
        uri: expect.stringContaining(`otpauth://totp/`),
        qr: { size: expect.any(Number), path: expect.stringMatching(/^M\d+ \d+h\d+v1h-\d+z/) },
      });
      expect(setup.uri).toContain(`secret=${setup.secret}`);
      const wrong = totpCode(setup.secret) === "000000" ? "111111" : "000000";
      await expectAppError(
        s.account.confirmTwoFactor(admin, wrong),
        "BAD_REQUEST",
        accountMessages.wrongCode,
      );
      expect((await s.account.twoFactorStatus(admin)).enabled).toBe(false);
    });

    test("two-factor on: ten recovery codes; login then asks for a code, which completes it once", async () => {
      const { admin } = await signIn();
      const { secret, recoveryCodes } = await enableTwoFactor(admin);
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(await s.account.twoFactorStatus(admin)).toEqual({
        enabled: true,
        enabledAt: aTime,
        recoveryCodesLeft: 10,
      });
      await expectAppError(
        s.account.startTwoFactorSetup(admin),
        "BAD_REQUEST",
        accountMessages.twoFactorAlreadyOn,
      );

      // The code that confirmed the setup is spent; the next one signs in, once.
      await expectAppError(
        s.auth.loginWithCode({ challenge: await challenge(), code: totpCode(secret) }, client),
        "UNAUTHORIZED",
        serverMessages.invalidCode,
      );
      const next = totpCode(secret, inThirtySeconds());
      const signedIn = await s.auth.loginWithCode({ challenge: await challenge(), code: next }, client);
      expect(signedIn).toEqual({
        success: true,
        token: expect.any(String),
        message: serverMessages.loginSuccess,
      });
      expect((await s.auth.authenticate(signedIn.token)).username).toBe(adminCredentials.username);
      await expectAppError(
        s.auth.loginWithCode({ challenge: await challenge(), code: next }, client),
        "UNAUTHORIZED",
        serverMessages.invalidCode,
      );
    });

    test("a recovery code signs in once, typed in any case and with or without dashes", async () => {
      const { admin } = await signIn();
      const { recoveryCodes } = await enableTwoFactor(admin);
      const [first = ""] = recoveryCodes;
      const typed = first.replaceAll("-", "").toUpperCase();
      const result = await s.auth.loginWithCode(
        { challenge: await challenge(), code: typed.toLowerCase() },
        client,
      );
      expect(result.success).toBe(true);
      expect((await s.account.twoFactorStatus(admin)).recoveryCodesLeft).toBe(9);
      await expectAppError(
        s.auth.loginWithCode({ challenge: await challenge(), code: first.replaceAll("-", "") }, client),
        "UNAUTHORIZED",
        serverMessages.invalidCode,
      );
    });

    test("a challenge is single-use, unknown ones are expired, and five wrong codes spend it", async () => {
      const { admin } = await signIn();
      const { secret } = await enableTwoFactor(admin);
      await expectAppError(
        s.auth.loginWithCode({ challenge: "never-issued", code: "123456" }, client),
        "UNAUTHORIZED",
        serverMessages.loginChallengeExpired,
      );
      const spent = await challenge();
      for (let i = 1; i <= 4; i++) {
        await expectAppError(
          s.auth.loginWithCode({ challenge: spent, code: "zzzz-zzzz-zzzz" }, client),
          "UNAUTHORIZED",
          serverMessages.invalidCode,
        );
      }
      await expectAppError(
        s.auth.loginWithCode({ challenge: spent, code: "zzzz-zzzz-zzzz" }, client),
        "UNAUTHORIZED",
        serverMessages.loginChallengeExpired,
      );
      const used = await challenge();
      await s.auth.loginWithCode({ challenge: used, code: totpCode(secret, inThirtySeconds()) }, client);
      await expectAppError(
        s.auth.loginWithCode({ challenge: used, code: "zzzz-zzzz-zzzz" }, client),
        "UNAUTHORIZED",
        serverMessages.loginChallengeExpired,
      );
    });

    test("turning two-factor off needs the password and a code; login then gives a token again", async () => {
      const { admin } = await signIn();
      const { recoveryCodes } = await enableTwoFactor(admin);
      const code = recoveryCodes[0] ?? "";
      await expectAppError(
        s.account.disableTwoFactor(admin, { password: "not the password at all", code }, client.ip),
        "BAD_REQUEST",
        accountMessages.wrongPassword,
      );
      await expectAppError(
        s.account.disableTwoFactor(
          admin,
          { password: adminCredentials.password, code: "zzzzzzzzzzzz" },
          client.ip,
        ),
        "BAD_REQUEST",
        accountMessages.wrongCode,
      );
      await s.account.disableTwoFactor(admin, { password: adminCredentials.password, code }, client.ip);
      expect(await s.account.twoFactorStatus(admin)).toEqual({
        enabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
      });
      expect((await s.auth.login(adminCredentials, client)).success).toBe(true);
      await expectAppError(
        s.account.disableTwoFactor(admin, { password: adminCredentials.password, code }, client.ip),
        "BAD_REQUEST",
        accountMessages.twoFactorNotOn,
      );
    });

    test("changing the password: the current one must be right, a common one is refused", async () => {
      const { admin } = await signIn();
      const change = (currentPassword: string, newPassword: string) =>
        s.account.changePassword(
          admin,
          { currentPassword, newPassword, confirmPassword: newPassword },
          client.ip,
        );
      await expectAppError(
        change("not the password at all", "a brand new password"),
        "BAD_REQUEST",
        accountMessages.wrongPassword,
      );
      await expectAppError(
        change(adminCredentials.password, "password1234"),
        "BAD_REQUEST",
        authMessages.passwordTooCommon,
      );
      await expectAppError(
        change(adminCredentials.password, "admin admin admin"),
        "BAD_REQUEST",
        authMessages.passwordTooCommon,
      );
    });

    test("a changed password signs out every other session and is the one that logs in", async () => {
      const current = await signIn();
      const other = await signIn({ ip: "192.0.2.7", userAgent: undefined });
      const newPassword = "a brand new password";
      await s.account.changePassword(
        current.admin,
        { currentPassword: adminCredentials.password, newPassword, confirmPassword: newPassword },
        client.ip,
      );
      expect((await s.auth.authenticate(current.token)).sessionId).toBe(current.admin.sessionId);
      await expectAppError(s.auth.authenticate(other.token), "UNAUTHORIZED", serverMessages.unauthorized);
      await expectAppError(
        s.auth.login(adminCredentials, client),
        "UNAUTHORIZED",
        serverMessages.invalidCredentials,
      );
      expect((await s.auth.login({ ...adminCredentials, password: newPassword }, client)).success).toBe(true);
    });

    test("sessions: listed with address and device, the current one marked; others can be signed out", async () => {
      const older = await signIn({ ip: "192.0.2.7", userAgent: undefined });
      await tick();
      const current = await signIn();
      const third = await signIn({ ip: "192.0.2.8", userAgent: "curl/8.0" });
      const listed = await s.account.sessions(current.admin);
      expect(listed).toHaveLength(3);
      expect(listed.find((session) => session.current)).toEqual({
        id: current.admin.sessionId,
        createdAt: aTime,
        lastUsedAt: aTime,
        clientIp: client.ip,
        device: "Firefox 133 on Windows",
        current: true,
      });
      expect(listed.find((session) => session.id === older.admin.sessionId)).toMatchObject({
        clientIp: "192.0.2.7",
        device: "Unknown browser",
        current: false,
      });

      await s.account.revokeSession(current.admin, older.admin.sessionId);
      await expectAppError(s.auth.authenticate(older.token), "UNAUTHORIZED", serverMessages.unauthorized);
      await expectAppError(
        s.account.revokeSession(current.admin, older.admin.sessionId),
        "NOT_FOUND",
        accountMessages.sessionNotFound,
      );
      expect(await s.account.revokeOtherSessions(current.admin)).toBe(1);
      await expectAppError(s.auth.authenticate(third.token), "UNAUTHORIZED", serverMessages.unauthorized);
      expect((await s.account.sessions(current.admin)).map((session) => session.id)).toEqual([
        current.admin.sessionId,
      ]);
    });
  });

  describe("audit", () => {
    test("sign-ins are recorded, a failed one without an unknown name; the trail is newest first", async () => {
      await expectAppError(
        s.auth.login({ username: "mistyped-secret", password: "x" }, client),
        "UNAUTHORIZED",
        serverMessages.invalidCredentials,
      );
      await tick();
      await expectAppError(
        s.auth.login({ ...adminCredentials, password: "not the password at all" }, client),
        "UNAUTHORIZED",
        serverMessages.invalidCredentials,
      );
      await tick();
      await s.auth.login(adminCredentials, client);
      await tick();
      await s.audit.record({ username: "admin", clientIp: null }, "Something done on the server");
      const trail = await s.audit.list(1);
      expect(trail).toEqual({ items: expect.any(Array), page: 1, pageCount: 1, total: 4 });
      expect(
        trail.items.map(({ username, clientIp, description }) => ({ username, clientIp, description })),
      ).toEqual([
        { username: "admin", clientIp: null, description: "Something done on the server" },
        { username: "admin", clientIp: client.ip, description: "Signed in" },
        { username: "admin", clientIp: client.ip, description: "Sign-in failed: wrong password" },
        { username: null, clientIp: client.ip, description: "Sign-in failed: unknown username" },
      ]);
      expect(trail.items[0]).toEqual({
        id: expect.any(String),
        at: aTime,
        username: "admin",
        clientIp: null,
        description: "Something done on the server",
      });
    });

    test("the trail is paged by 50, page 1 the newest", async () => {
      for (let i = 1; i <= AUDIT_PAGE_SIZE + 2; i++) {
        await s.audit.record({ username: "admin", clientIp: "192.0.2.1" }, `Action ${i}`);
        await tick();
      }
      const first = await s.audit.list(1);
      expect(first).toMatchObject({ page: 1, pageCount: 2, total: AUDIT_PAGE_SIZE + 2 });
      expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
      expect(first.items[0]?.description).toBe(`Action ${AUDIT_PAGE_SIZE + 2}`);
      const second = await s.audit.list(2);
      expect(second.items.map((item) => item.description)).toEqual(["Action 2", "Action 1"]);
      expect((await s.audit.list(3)).items).toEqual([]);
    });
  });

  describe("sheets", () => {
    test("before configuring: the status names the service account; test and sync ask for a sheet", async () => {
      expect(await s.sheets.status()).toEqual({
        configured: false,
        spreadsheetId: null,
        serviceAccountEmail: serviceAccount,
      });
      expect(await s.sheets.testConnection()).toEqual({
        success: false,
        message: uiMessages.sheets.configurationRequiredBody,
      });
      await expectAppError(s.sheets.syncAll(), "BAD_REQUEST", uiMessages.sheets.configurationRequiredBody);
    });

    test("configured: status, test connection and sync all agree", async () => {
      await s.applications.submit(application);
      expect(await s.sheets.configure(SHEET)).toEqual({ message: uiMessages.sheets.configured });
      expect(await s.sheets.status()).toEqual({
        configured: true,
        spreadsheetId: SHEET,
        serviceAccountEmail: serviceAccount,
      });
      expect(await s.sheets.testConnection()).toEqual({ success: true, message: uiMessages.sheets.testOk });
      expect(await s.sheets.syncAll()).toEqual({ message: sheetsMessages.synced(1) });
    });

    test("without a key on the server: no account, configure refused, test says why", async () => {
      expect(await sheetsWithoutKey.status()).toEqual({
        configured: false,
        spreadsheetId: null,
        serviceAccountEmail: null,
      });
      await expectAppError(sheetsWithoutKey.configure(SHEET), "BAD_REQUEST", sheetsMessages.keyMissing);
      expect(await sheetsWithoutKey.testConnection()).toEqual({
        success: false,
        message: sheetsMessages.keyMissing,
      });
      await expectAppError(
        sheetsWithoutKey.syncAll(),
        "BAD_REQUEST",
        uiMessages.sheets.configurationRequiredBody,
      );
    });
  });

  describe("organisation", () => {
    const page = (overrides: Partial<PageInput> = {}) =>
      PageInputSchema.parse({ ...validPage, ...overrides });

    test("the profile is the SITE_* defaults until saved; a save is what every public page reads", async () => {
      const defaults = {
        name: t.config.site.name,
        email: t.config.site.infoEmail,
        social: t.config.site.social,
        phone: "",
        donationUrl: "",
      };
      expect(await s.organisation.profile()).toMatchObject(defaults);
      expect((await s.organisation.publicSite()).profile).toMatchObject(defaults);
      const saved = OrganisationProfileInputSchema.parse(validOrganisationProfile);
      expect(await s.organisation.updateProfile(saved)).toEqual(saved);
      expect(await s.organisation.publicSite()).toEqual({ profile: saved, pages: [] });
      const changed = { ...saved, email: "office@magiccity.example.org" };
      await s.organisation.updateProfile(changed);
      expect(await s.organisation.profile()).toEqual(changed);
    });

    test("pages: created, listed in order, published ones linked and served by slug, drafts hidden", async () => {
      const about = await s.organisation.createPage(page({ title: "About Us", slug: "about", order: 10 }));
      expect(about).toEqual({
        ...page({ title: "About Us", slug: "about", order: 10 }),
        id: anId,
        createdAt: aTime,
        updatedAt: aTime,
      });
      const draft = await s.organisation.createPage(page({ slug: "draft", published: false, order: 5 }));
      await s.organisation.createPage(page({ order: 20, showInFooter: false, showInHeader: true }));
      expect((await s.organisation.listPages()).map((p) => p.slug)).toEqual(["draft", "about", "partners"]);
      expect((await s.organisation.publicSite()).pages).toEqual([
        { slug: "about", title: "About Us", showInHeader: false, showInFooter: true },
        { slug: "partners", title: validPage.title, showInHeader: true, showInFooter: false },
      ]);
      expect(await s.organisation.publishedPage("about")).toEqual({
        slug: "about",
        title: "About Us",
        description: validPage.description,
        content: validPage.content,
        updatedAt: aTime,
      });
      await expectAppError(
        s.organisation.publishedPage("draft"),
        "NOT_FOUND",
        organisationMessages.pageNotFound,
      );
      expect(await s.organisation.getPage(draft.id)).toEqual(draft);
    });

    test("pages: publish, unpublish, a taken slug is a 409, delete; unknown ids are 404s", async () => {
      const created = await s.organisation.createPage(page({ published: false }));
      await expectAppError(
        s.organisation.publishedPage(validPage.slug),
        "NOT_FOUND",
        organisationMessages.pageNotFound,
      );
      const published = await s.organisation.updatePage(created.id, page({ title: "Partners" }));
      expect(published).toMatchObject({ title: "Partners", published: true });
      expect((await s.organisation.publishedPage(validPage.slug)).title).toBe("Partners");
      await s.organisation.updatePage(created.id, page({ published: false }));
      await expectAppError(
        s.organisation.publishedPage(validPage.slug),
        "NOT_FOUND",
        organisationMessages.pageNotFound,
      );

      const other = await s.organisation.createPage(page({ slug: "other" }));
      await expectAppError(
        s.organisation.updatePage(other.id, page()),
        "CONFLICT",
        organisationMessages.slugTaken,
      );
      await expectAppError(s.organisation.createPage(page()), "CONFLICT", organisationMessages.slugTaken);

      await s.organisation.removePage(created.id);
      await expectAppError(
        s.organisation.getPage(created.id),
        "NOT_FOUND",
        organisationMessages.pageNotFound,
      );
      await expectAppError(
        s.organisation.removePage(UNKNOWN_ID),
        "NOT_FOUND",
        organisationMessages.pageNotFound,
      );
      await expectAppError(
        s.organisation.updatePage(UNKNOWN_ID, page()),
        "NOT_FOUND",
        organisationMessages.pageNotFound,
      );
    });

    test("pages: an image without alt text is refused", async () => {
      await expectAppError(
        s.organisation.createPage(
          page({ content: '<p>Our team</p><img src="https://images.example.org/team.jpg">' }),
        ),
        "BAD_REQUEST",
        mediaMessages.contentAlt,
      );
    });
  });

  describe("CHOOSE Act guide", () => {
    test("empty until filled; a save replaces every year, kept in order, and is what the guide reads", async () => {
      expect(await s.chooseAct.guide()).toEqual({ lastReviewed: null, years: [] });
      const [y2025, y2026, y2027] = SEEDED_CHOOSE_ACT_GUIDE.years;
      if (!y2025 || !y2026 || !y2027) throw new Error("The seeded table lost a year");
      const seeded = ChooseActGuideSchema.parse({ ...SEEDED_CHOOSE_ACT_GUIDE, years: [y2027, y2025, y2026] });
      expect(await s.chooseAct.save(seeded)).toEqual(SEEDED_CHOOSE_ACT_GUIDE);
      const changed = ChooseActGuideSchema.parse({
        lastReviewed: "2026-12-01",
        years: [{ ...y2026, schoolAward: 7_250, awardsAnnounced: null }],
      });
      expect(await s.chooseAct.save(changed)).toEqual(changed);
      expect(await s.chooseAct.guide()).toEqual(changed);
    });
  });

  test("rate limits are off (RATE_LIMIT=off in the tests, none in the mocks): consume never refuses", async () => {
    for (let i = 0; i < 20; i++) await s.rateLimits.consume("contact", "192.0.2.1");
  });
});
