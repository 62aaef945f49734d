import {
  type AdminBlogPost,
  type Application,
  DEFAULT_APPLICATION_STATUS,
  serverMessages,
} from "@choose/schema";
import { TRPCError } from "@trpc/server";
import type { Services } from "api/router";
import { MOCK_POSTS } from "./posts";

export const MOCK_ADMIN = { username: "admin", password: "correct horse battery" } as const;

function notFound(message: string): never {
  throw new TRPCError({ code: "NOT_FOUND", message });
}

function toSummary({ id, slug, title, excerpt, featuredImage, authorName, createdAt }: AdminBlogPost) {
  return { id, slug, title, excerpt, featuredImage, authorName, createdAt };
}

function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Data a backend starts with besides the posts (the public tests expect no applications at first). */
export interface MockSeed {
  applications?: Application[];
}

/**
 * An in-memory implementation of the API's Services, for tests and `dev:mock`. Input validation is
 * not repeated here: the real tRPC procedures (and the REST mocks) parse with the shared schemas first.
 */
export function createInMemoryServices(seed: MockSeed = {}): Services {
  const posts = structuredClone(MOCK_POSTS);
  const applications = structuredClone(seed.applications ?? []);
  const subscribers = new Set<string>();
  const sessions = new Set<string>();
  let spreadsheetId: string | null = null;
  const now = () => new Date().toISOString();

  return {
    newsletter: {
      async subscribe({ email }) {
        const alreadySubscribed = subscribers.has(email);
        subscribers.add(email);
        return { subscribed: true, alreadySubscribed, message: "Subscribed" };
      },
    },
    contact: {
      async send() {
        return { id: crypto.randomUUID(), submittedAt: now() };
      },
    },
    blog: {
      async listPublished() {
        return posts.filter((post) => post.published).map(toSummary);
      },
      async getPublished(slug) {
        const post = posts.find((candidate) => candidate.slug === slug && candidate.published);
        if (!post) notFound(serverMessages.postNotFound);
        const { published: _published, ...publicPost } = post;
        return publicPost;
      },
      async listAll() {
        return posts;
      },
      async get(id) {
        return posts.find((post) => post.id === id) ?? notFound(serverMessages.postNotFound);
      },
      async create(input) {
        const post: AdminBlogPost = {
          id: crypto.randomUUID(),
          slug: input.slug ?? slugify(input.title),
          title: input.title,
          excerpt: input.excerpt,
          content: input.content,
          featuredImage: input.featuredImage || null,
          authorName: input.authorName ?? "Alabama ESA Alliance Team",
          published: input.published,
          createdAt: now(),
          updatedAt: now(),
        };
        posts.unshift(post);
        return post;
      },
      async update(id, input) {
        const index = posts.findIndex((post) => post.id === id);
        const current = posts[index] ?? notFound(serverMessages.postNotFound);
        const updated = {
          ...current,
          ...input,
          // Like the API: absent keeps the image, an empty string clears it.
          featuredImage:
            input.featuredImage === undefined ? current.featuredImage : input.featuredImage || null,
          updatedAt: now(),
        };
        posts[index] = updated;
        return updated;
      },
      async remove(id) {
        const index = posts.findIndex((post) => post.id === id);
        if (index < 0) notFound(serverMessages.postNotFound);
        posts.splice(index, 1);
      },
    },
    applications: {
      async submit(input) {
        const application: Application = {
          ...input,
          website: input.website ?? null,
          currentAccreditations: input.currentAccreditations ?? null,
          preschoolEnrollment: input.preschoolEnrollment ?? null,
          elementaryEnrollment: input.elementaryEnrollment ?? null,
          middleSchoolEnrollment: input.middleSchoolEnrollment ?? null,
          highSchoolEnrollment: input.highSchoolEnrollment ?? null,
          id: crypto.randomUUID(),
          submittedAt: now(),
          status: DEFAULT_APPLICATION_STATUS,
        };
        applications.unshift(application);
        return { id: application.id, status: application.status, submittedAt: application.submittedAt };
      },
      async list() {
        return applications;
      },
      async get(id) {
        return applications.find((item) => item.id === id) ?? notFound(serverMessages.applicationNotFound);
      },
      async updateStatus(id, status) {
        const application =
          applications.find((item) => item.id === id) ?? notFound(serverMessages.applicationNotFound);
        application.status = status;
        return application;
      },
      async remove(id) {
        const index = applications.findIndex((item) => item.id === id);
        if (index < 0) notFound(serverMessages.applicationNotFound);
        applications.splice(index, 1);
      },
    },
    auth: {
      async login({ username, password }) {
        if (username !== MOCK_ADMIN.username || password !== MOCK_ADMIN.password) {
          throw new TRPCError({ code: "UNAUTHORIZED", message: serverMessages.invalidCredentials });
        }
        const token = crypto.randomUUID();
        sessions.add(token);
        return { success: true, token, message: serverMessages.loginSuccess };
      },
      async logout(token) {
        sessions.delete(token);
      },
      async authenticate(token) {
        if (!token || !sessions.has(token)) {
          throw new TRPCError({ code: "UNAUTHORIZED", message: serverMessages.unauthorized });
        }
        return { userId: "mock-admin", username: MOCK_ADMIN.username, sessionId: token };
      },
    },
    sheets: {
      async status() {
        return {
          configured: spreadsheetId !== null,
          spreadsheetId,
          serviceAccountEmail: "sync@example.iam.gserviceaccount.com",
        };
      },
      async configure(id) {
        spreadsheetId = id;
        return {
          message: "Google Sheets integration configured successfully! Applications will now auto-sync.",
        };
      },
      async testConnection() {
        return { success: true, message: "Google Sheets connection is working!" };
      },
      async syncAll() {
        return { message: `Synced ${applications.length} applications` };
      },
    },
    rateLimits: {
      async consume() {},
    },
  };
}
