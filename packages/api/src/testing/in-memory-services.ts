import {
  type AdminBlogPost,
  type AdminPage,
  AppError,
  type Application,
  type ApplicationHistoryEntry,
  type ApplicationListQuery,
  type ApplicationNote,
  applicationFields,
  type BlogPostSummary,
  backOfficeMessages,
  type ChooseActGuideData,
  type ContactMessage,
  DEFAULT_APPLICATION_STATUS,
  MEDIA_CONTENT_TYPES,
  MEDIA_MAX_PIXELS,
  MEDIA_WIDTHS,
  type MediaFormat,
  type MediaItem,
  matchesSearch,
  mediaMessages,
  mediaVariantFormats,
  mediaVariantWidths,
  nextFreeSlug,
  type OrganisationProfile,
  organisationMessages,
  type PageSave,
  pageOf,
  parseMediaUrl,
  profileFromSiteConfig,
  resolveSiteConfig,
  type SiteConfig,
  type Subscriber,
  type SubscriberListQuery,
  serverMessages,
  sheetsMessages,
  slugify,
  sniffImageFormat,
  uiMessages,
} from "@choose/schema";
import { applicationReference } from "@choose/schema/form-rules";
import { featuredUpload, mediaUploadResult } from "../modules/media/media-display.ts";
import { SEEDED_PAGES } from "../modules/organisation/seeded-pages.ts";
import { decoyReceipt, type HoneypotLog, isHoneypotFilled } from "../platform/honeypot.ts";
import type { Services } from "../trpc/router.ts";
import { imageSize } from "./image-size.ts";
import { createInMemoryAccount } from "./in-memory-account.ts";
import { createInMemoryEmail } from "./in-memory-email.ts";
import { recordList } from "./record-list.ts";

export { totpCode } from "../modules/auth/two-factor.ts";
export { SEEDED_PAGES } from "../modules/organisation/seeded-pages.ts";

/** An image of the in-memory library: kept as given, and served as every one of its variants. */
export interface InMemoryMedia {
  id: string;
  alt: string;
  format: MediaFormat;
  /** The largest variant's size (the original's, at most MEDIA_WIDTHS' largest wide). */
  width: number;
  height: number;
  originalWidth: number;
  originalHeight: number;
  createdAt: string;
  data: Uint8Array;
  /** What every file is served as, when not the type of the format asked for (the mocks' drawings are SVG). */
  contentType?: string;
}

/** What an in-memory backend starts with; every part is optional and starts empty otherwise. */
export interface InMemorySeed {
  posts?: readonly AdminBlogPost[];
  applications?: readonly Application[];
  /** The contact inbox. */
  messages?: readonly ContactMessage[];
  /** The newsletter's subscribers. */
  subscribers?: readonly Subscriber[];
  /** The one administrator who can log in (none: every login fails, like an API with no user yet). */
  admin?: { username: string; password: string };
  /** The API's `config.site`: new posts without an author get its team name. */
  site?: SiteConfig;
  /** The Google service account the server holds a key for; null (the default) is a server without a key. */
  serviceAccountEmail?: string | null;
  /** The media library's images. */
  media?: readonly InMemoryMedia[];
  /** The content pages (About, Privacy…); `seededPages()` gives those a new site starts with. */
  pages?: readonly AdminPage[];
  /** The CHOOSE Act guide's years and figures (`SEEDED_CHOOSE_ACT_GUIDE` is a new site's). */
  chooseAct?: ChooseActGuideData;
  /** Told the link of each confirmation mail, which no mail server carries here. */
  onConfirmationLink?: (url: string) => void;
}

/** The pages a new site's migration inserts, as the admin reads them. */
export function seededPages(at = new Date().toISOString()): AdminPage[] {
  return SEEDED_PAGES.map(({ position, ...page }) => ({
    ...page,
    id: crypto.randomUUID(),
    order: position,
    published: true,
    showInHeader: false,
    showInFooter: true,
    createdAt: at,
    updatedAt: at,
  }));
}

/** A caught bot goes unremarked here; the real services log it. */
const quietLog: HoneypotLog = { info() {} };

const newestFirst = <T>(items: readonly T[], at: (item: T) => string) =>
  items.toSorted((a, b) => Date.parse(at(b)) - Date.parse(at(a)));

/** A post as the public list shows it: all but its content, last change and published flag. */
function toSummary(post: AdminBlogPost): BlogPostSummary {
  const { content: _content, updatedAt: _updatedAt, published: _published, ...summary } = post;
  return summary;
}

const fieldError = (path: string, message: string) =>
  new AppError("BAD_REQUEST", message, { errors: [{ path, message }] });

/** The `<img>` tags of some HTML with their src and alt (the real service parses; a pattern does here). */
function imagesOf(html: string): { src: string; alt: string }[] {
  return [...html.matchAll(/<img\b[^>]*>/gi)].map(([tag]) => ({
    src: /\ssrc="([^"]*)"/i.exec(tag)?.[1] ?? "",
    alt: (/\salt="([^"]*)"/i.exec(tag)?.[1] ?? "").trim(),
  }));
}

/**
 * The API's Services kept in memory, for the web app's tests and `dev:mock` (browser-safe: no database,
 * no Node modules). Input validation is not repeated: the real tRPC procedures parse with the shared
 * schemas first. Everything else follows the real services (slug rules, AppErrors, messages, defaults),
 * and `src/contract.test.ts` runs the same cases against both so they cannot drift.
 */
export function createInMemoryServices(seed: InMemorySeed = {}): Services {
  const site = seed.site ?? resolveSiteConfig({});
  const serviceAccountEmail = seed.serviceAccountEmail ?? null;
  const admin = seed.admin;
  const postNotFound = () => new AppError("NOT_FOUND", serverMessages.postNotFound);
  const pageNotFound = () => new AppError("NOT_FOUND", organisationMessages.pageNotFound);
  const posts = recordList<AdminBlogPost>(seed.posts, serverMessages.postNotFound);
  const applications = recordList<Application>(seed.applications, serverMessages.applicationNotFound);
  const subscribers = recordList<Subscriber>(seed.subscribers, backOfficeMessages.subscriberNotFound);
  const messages = recordList<ContactMessage>(seed.messages, backOfficeMessages.messageNotFound);
  const media = recordList<InMemoryMedia>(seed.media, mediaMessages.notFound);
  const pages = recordList<AdminPage>(seed.pages, organisationMessages.pageNotFound);
  let notes: readonly (ApplicationNote & { applicationId: string })[] = [];
  let history: readonly (ApplicationHistoryEntry & { applicationId: string })[] = [];
  const setSubscriber = (email: string, change: (subscriber: Subscriber | undefined) => Subscriber) => {
    const existing = subscribers.all.find((subscriber) => subscriber.email === email);
    if (existing) subscribers.replace(change(existing));
    else subscribers.add(change(undefined));
  };
  const mail = createInMemoryEmail({
    ...(seed.site && { site: seed.site }),
    ...(seed.onConfirmationLink && { onConfirmationLink: seed.onConfirmationLink }),
    posts: () => posts.all,
    subscribers: {
      active: () => subscribers.all.filter((subscriber) => subscriber.isActive).map(({ email }) => email),
      // Like the real upsert: a new row, or the old one active again with the newest name.
      confirmed: (email, name) =>
        setSubscriber(email, (existing) =>
          existing
            ? { ...existing, name, isActive: true }
            : { id: crypto.randomUUID(), email, name, subscribedAt: now(), isActive: true, language: "en" },
        ),
      unsubscribed: (email) =>
        setSubscriber(email, (existing) => ({
          id: crypto.randomUUID(),
          name: null,
          subscribedAt: now(),
          language: "en" as const,
          ...existing,
          email,
          isActive: false,
        })),
    },
  });
  let spreadsheetId: string | null = null;
  let profile: OrganisationProfile = profileFromSiteConfig(site);
  let chooseAct: ChooseActGuideData = seed.chooseAct ?? { lastReviewed: null, years: [] };
  const now = () => new Date().toISOString();

  /** A post's featured upload as it is now (its alt text may have changed since the post was saved). */
  function present(post: AdminBlogPost): AdminBlogPost {
    const item = post.featuredMedia && media.all.find((candidate) => candidate.id === post.featuredMedia?.id);
    return item ? { ...post, ...featuredUpload(item) } : post;
  }

  /** The featured image an input names, checked like the real service does. */
  function featuredImageOf(url: string): Pick<AdminBlogPost, "featuredImage" | "featuredMedia"> {
    const ref = parseMediaUrl(url);
    if (!ref) return { featuredImage: url || null, featuredMedia: null };
    const item = media.all.find((candidate) => candidate.id === ref.id);
    if (!item) throw fieldError("featuredImage", mediaMessages.unknownImage);
    if (!item.alt) throw fieldError("featuredImage", mediaMessages.featuredAlt);
    return featuredUpload(item);
  }

  /** Content's images checked like the real service does (stored as given: nothing is sanitized here). */
  function checkedContent(content: string): string {
    const images = imagesOf(content);
    if (images.some((image) => !image.alt)) throw fieldError("content", mediaMessages.contentAlt);
    const unknown = images.some((image) => {
      const ref = parseMediaUrl(image.src);
      return ref !== undefined && !media.all.some((candidate) => candidate.id === ref.id);
    });
    if (unknown) throw fieldError("content", mediaMessages.unknownImage);
    return content;
  }

  /** The posts that show an image, by title. */
  function usedBy(id: string) {
    return posts.all
      .filter(
        (post) =>
          post.featuredMedia?.id === id ||
          imagesOf(post.content).some((image) => parseMediaUrl(image.src)?.id === id),
      )
      .map((post) => ({ id: post.id, title: post.title }))
      .toSorted((a, b) => a.title.localeCompare(b.title));
  }

  function toItem(item: InMemoryMedia): MediaItem {
    return {
      ...mediaUploadResult(item),
      originalBytes: item.data.byteLength,
      originalWidth: item.originalWidth,
      originalHeight: item.originalHeight,
      // Every variant is the upload here.
      storedBytes:
        item.data.byteLength *
        mediaVariantWidths(item.width).length *
        mediaVariantFormats(item.format).length,
      createdAt: item.createdAt,
      usedBy: usedBy(item.id),
    };
  }

  const inOrder = (list: readonly AdminPage[]) =>
    list.toSorted((a, b) => a.order - b.order || a.title.localeCompare(b.title));
  /** A page's fields checked like the real service does (its content stored as given). */
  function savedPage({ order, content, ...input }: PageSave, ownId?: string) {
    if (pages.all.some((page) => page.slug === input.slug && page.id !== ownId))
      throw new AppError("CONFLICT", organisationMessages.slugTaken, {
        errors: [{ path: "slug", message: organisationMessages.slugTaken }],
      });
    if (imagesOf(content).some((image) => !image.alt)) throw fieldError("content", mediaMessages.contentAlt);
    return { ...input, order, content };
  }

  function filterSubscribers(query: SubscriberListQuery): Subscriber[] {
    return newestFirst(subscribers.all, (subscriber) => subscriber.subscribedAt).filter(
      (subscriber) =>
        (query.active === undefined || subscriber.isActive === query.active) &&
        matchesSearch(query.q, [subscriber.email, subscriber.name]),
    );
  }

  function filterApplications(query: ApplicationListQuery): Application[] {
    const matching = applications.all.filter(
      (application) =>
        (!query.status || application.status === query.status) &&
        matchesSearch(query.q, [
          application.schoolName,
          application.city,
          application.administratorName,
          application.administratorEmail,
        ]),
    );
    const bySchool = (a: Application, b: Application) => a.schoolName.localeCompare(b.schoolName);
    const byDate = (a: Application, b: Application) => Date.parse(a.submittedAt) - Date.parse(b.submittedAt);
    const compare = { newest: byDate, oldest: byDate, school: bySchool, school_desc: bySchool }[query.sort];
    const sorted = matching.toSorted(compare);
    return query.sort === "newest" || query.sort === "school_desc" ? sorted.reverse() : sorted;
  }

  /** A typed slug must be free (the database's unique index answers 409 for it). */
  function claimSlug(slug: string, ownId?: string): string {
    if (posts.all.some((post) => post.slug === slug && post.id !== ownId)) {
      throw new AppError("CONFLICT", serverMessages.slugTaken);
    }
    return slug;
  }

  return {
    newsletter: {
      async subscribe(input) {
        if (isHoneypotFilled(input, "newsletter", quietLog)) {
          return { subscribed: true, message: serverMessages.subscribed };
        }
        return mail.newsletter.subscribe(input);
      },
      async list(query) {
        return pageOf(filterSubscribers(query), query);
      },
      async *each(query) {
        yield filterSubscribers(query);
      },
      async setActive(id, isActive) {
        return subscribers.replace({ ...subscribers.get(id), isActive });
      },
      async remove(id) {
        subscribers.remove(id);
      },
      async counts(since) {
        return {
          active: subscribers.all.filter((subscriber) => subscriber.isActive).length,
          newSince: since
            ? subscribers.all.filter((subscriber) => Date.parse(subscriber.subscribedAt) > since.getTime())
                .length
            : subscribers.all.length,
        };
      },
      confirm: mail.newsletter.confirm,
      unsubscribe: mail.newsletter.unsubscribe,
      pending: mail.newsletter.pending,
      resend: mail.newsletter.resend,
    },

    contact: {
      async send(input) {
        if (isHoneypotFilled(input, "contact", quietLog)) return decoyReceipt();
        const message: ContactMessage = {
          id: crypto.randomUUID(),
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          organization: input.organization ?? null,
          message: input.message,
          submittedAt: now(),
          status: "new",
          language: input.language ?? "en",
        };
        messages.add(message);
        await mail.events.contactReceived(input);
        return { id: message.id, submittedAt: message.submittedAt };
      },
      async list(query) {
        const matching = newestFirst(messages.all, (message) => message.submittedAt).filter(
          (message) =>
            (!query.status || message.status === query.status) &&
            matchesSearch(query.q, [message.name, message.email, message.organization, message.message]),
        );
        return pageOf(matching, query);
      },
      async get(id) {
        return messages.get(id);
      },
      async setStatus(id, status) {
        return messages.replace({ ...messages.get(id), status });
      },
      async remove(id) {
        messages.remove(id);
      },
      async unreadCount() {
        return messages.all.filter((message) => message.status === "new").length;
      },
    },

    blog: {
      async listPublished() {
        return newestFirst(
          posts.all.filter((post) => post.published),
          (post) => post.createdAt,
        ).map((post) => toSummary(present(post)));
      },
      async getPublished(slug) {
        const post = posts.all.find((candidate) => candidate.slug === slug && candidate.published);
        if (!post) throw postNotFound();
        const { published: _published, ...publicPost } = present(post);
        return publicPost;
      },
      async listAll() {
        return newestFirst(posts.all, (post) => post.createdAt).map(present);
      },
      async get(id) {
        return present(posts.get(id));
      },
      async create(input) {
        const slug =
          input.slug === undefined
            ? nextFreeSlug(slugify(input.title), new Set(posts.all.map((post) => post.slug)))
            : claimSlug(input.slug);
        const at = now();
        const post: AdminBlogPost = {
          id: crypto.randomUUID(),
          slug,
          title: input.title,
          excerpt: input.excerpt,
          content: checkedContent(input.content),
          ...featuredImageOf(input.featuredImage ?? ""),
          authorName: input.authorName ?? site.teamName,
          published: input.published,
          language: input.language,
          createdAt: at,
          updatedAt: at,
        };
        posts.add(post);
        return post;
      },
      async update(id, input) {
        const current = posts.get(id);
        const updated: AdminBlogPost = {
          ...current,
          ...(input.title !== undefined && { title: input.title }),
          ...(input.slug !== undefined && { slug: claimSlug(input.slug, id) }),
          ...(input.excerpt !== undefined && { excerpt: input.excerpt }),
          ...(input.content !== undefined && { content: checkedContent(input.content) }),
          ...(input.authorName !== undefined && { authorName: input.authorName }),
          ...(input.language !== undefined && { language: input.language }),
          // Absent keeps the image, an empty string clears it.
          ...(input.featuredImage !== undefined && featuredImageOf(input.featuredImage)),
          ...(input.published !== undefined && { published: input.published }),
          // Every save counts as an update, even one that changes nothing.
          updatedAt: now(),
        };
        posts.replace(updated);
        return present(updated);
      },
      async remove(id) {
        posts.remove(id);
      },
    },

    applications: {
      async submit(input) {
        if (isHoneypotFilled(input, "application", quietLog)) {
          const decoy = decoyReceipt();
          return { ...decoy, status: DEFAULT_APPLICATION_STATUS, reference: applicationReference(decoy.id) };
        }
        const application: Application = {
          ...applicationFields(input),
          id: crypto.randomUUID(),
          submittedAt: now(),
          status: DEFAULT_APPLICATION_STATUS,
        };
        applications.add(application);
        await mail.events.applicationSubmitted(application);
        return {
          id: application.id,
          status: application.status,
          submittedAt: application.submittedAt,
          reference: applicationReference(application.id),
        };
      },
      async list(query) {
        return pageOf(filterApplications(query), query);
      },
      async *each(query) {
        yield filterApplications(query);
      },
      async get(id) {
        const application = applications.get(id);
        const own = <T extends { applicationId: string }>(rows: readonly T[]) =>
          rows.filter((row) => row.applicationId === id).map(({ applicationId: _, ...row }) => row);
        return { ...application, notes: own(notes), history: own(history) };
      },
      async updateStatus(id, status, changedBy, sendLetter = false) {
        const found = applications.get(id);
        if (found.status !== status) {
          history = [
            ...history,
            {
              id: crypto.randomUUID(),
              applicationId: id,
              from: found.status,
              to: status,
              changedBy,
              changedAt: now(),
            },
          ];
        }
        const updated = { ...found, status };
        applications.replace(updated);
        await mail.events.statusChanged(updated, sendLetter);
        return updated;
      },
      async remove(id) {
        applications.remove(id);
        notes = notes.filter((note) => note.applicationId !== id);
        history = history.filter((entry) => entry.applicationId !== id);
      },
      async addNote(id, author, body) {
        applications.get(id);
        const note = { id: crypto.randomUUID(), author, body, createdAt: now() };
        notes = [...notes, { ...note, applicationId: id }];
        return note;
      },
      async deleteNote(id, noteId, username) {
        const note = notes.find((candidate) => candidate.id === noteId && candidate.applicationId === id);
        if (!note) throw new AppError("NOT_FOUND", backOfficeMessages.noteNotFound);
        if (note.author !== username) throw new AppError("FORBIDDEN", backOfficeMessages.noteNotYours);
        notes = notes.filter((candidate) => candidate !== note);
      },
      async counts(since) {
        const byStatus = { pending: 0, under_review: 0, approved: 0, rejected: 0 };
        for (const application of applications.all) byStatus[application.status] += 1;
        const newSince = since
          ? applications.all.filter((application) => Date.parse(application.submittedAt) > since.getTime())
              .length
          : applications.all.length;
        return { newSince, byStatus };
      },
    },

    ...createInMemoryAccount(admin, site.name),

    sheets: {
      async status() {
        return { configured: spreadsheetId !== null, spreadsheetId, serviceAccountEmail };
      },
      async configure(id) {
        if (serviceAccountEmail === null) throw new AppError("BAD_REQUEST", sheetsMessages.keyMissing);
        spreadsheetId = id;
        return { message: uiMessages.sheets.configured };
      },
      async testConnection() {
        if (serviceAccountEmail === null) return { success: false, message: sheetsMessages.keyMissing };
        if (spreadsheetId === null)
          return { success: false, message: uiMessages.sheets.configurationRequiredBody };
        return { success: true, message: uiMessages.sheets.testOk };
      },
      async syncAll() {
        if (spreadsheetId === null)
          throw new AppError("BAD_REQUEST", uiMessages.sheets.configurationRequiredBody);
        if (serviceAccountEmail === null) throw new AppError("BAD_REQUEST", sheetsMessages.keyMissing);
        return { message: sheetsMessages.synced(applications.all.length) };
      },
    },

    media: {
      async upload({ data, alt }) {
        const format = sniffImageFormat(data);
        if (!format) throw new AppError("UNSUPPORTED_MEDIA_TYPE", mediaMessages.unsupported);
        const size = imageSize(data, format);
        if (!size) throw new AppError("BAD_REQUEST", mediaMessages.unreadable);
        if (size.width * size.height > MEDIA_MAX_PIXELS)
          throw new AppError("PAYLOAD_TOO_LARGE", mediaMessages.tooManyPixels);
        const width = Math.min(size.width, Math.max(...MEDIA_WIDTHS));
        const item: InMemoryMedia = {
          id: crypto.randomUUID(),
          alt,
          format,
          width,
          height: Math.round((size.height * width) / size.width),
          originalWidth: size.width,
          originalHeight: size.height,
          createdAt: now(),
          data,
        };
        media.add(item);
        return mediaUploadResult(item);
      },
      async list() {
        return newestFirst(media.all, (item) => item.createdAt).map(toItem);
      },
      async updateAlt(id, alt) {
        const updated = { ...media.get(id), alt };
        media.replace(updated);
        return toItem(updated);
      },
      async remove(id) {
        media.get(id);
        const users = usedBy(id);
        if (users.length > 0)
          throw new AppError("CONFLICT", mediaMessages.inUse(users.map((post) => post.title)));
        media.remove(id);
      },
      async file({ id, width, format }) {
        const item = media.all.find((candidate) => candidate.id === id);
        const exists =
          item &&
          mediaVariantWidths(item.width).includes(width) &&
          mediaVariantFormats(item.format).includes(format);
        return exists
          ? { data: item.data, contentType: item.contentType ?? MEDIA_CONTENT_TYPES[format] }
          : undefined;
      },
    },

    organisation: {
      async publicSite() {
        return {
          profile,
          pages: inOrder(pages.all.filter((page) => page.published)).map(
            ({ slug, title, showInHeader, showInFooter }) => ({ slug, title, showInHeader, showInFooter }),
          ),
        };
      },
      async publishedPage(slug) {
        const page = pages.all.find((candidate) => candidate.slug === slug && candidate.published);
        if (!page) throw pageNotFound();
        const { title, description, content, updatedAt } = page;
        return { slug, title, description, content, updatedAt };
      },
      async profile() {
        return profile;
      },
      async updateProfile(input) {
        profile = input;
        return profile;
      },
      async listPages() {
        return inOrder(pages.all);
      },
      async getPage(id) {
        return pages.get(id);
      },
      async createPage(input) {
        const at = now();
        const page: AdminPage = {
          ...savedPage(input),
          id: crypto.randomUUID(),
          createdAt: at,
          updatedAt: at,
        };
        pages.append(page);
        return page;
      },
      async updatePage(id, input) {
        return pages.replace({ ...pages.get(id), ...savedPage(input, id), updatedAt: now() });
      },
      async removePage(id) {
        pages.remove(id);
      },
    },
    email: mail.email,
    chooseAct: {
      async guide() {
        return chooseAct;
      },
      async save({ lastReviewed, years }) {
        chooseAct = { lastReviewed, years };
        return chooseAct;
      },
    },

    // The real limits are off in the tests and in `dev:mock` alike (RATE_LIMIT=off).
    rateLimits: {
      async consume() {},
    },
  };
}
