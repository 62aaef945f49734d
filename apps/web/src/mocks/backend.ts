import type { Services } from "@choose/api/router";
import { createInMemoryServices, type InMemorySeed, seededPages } from "@choose/api/testing";
import { SEEDED_CHOOSE_ACT_GUIDE } from "@choose/schema/choose-act";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { TRPCError } from "@trpc/server";
import { site } from "../lib/site";
import { MOCK_MESSAGES, MOCK_SUBSCRIBERS } from "./inbox";
import { MOCK_MEDIA, MOCK_POSTS } from "./posts";

export const MOCK_ADMIN = { username: "admin", password: "correct horse battery" } as const;

/**
 * What every mock backend starts with: the sample posts, images, messages and subscribers, a new
 * site's pages and CHOOSE Act figures, the admin, a server with a Google key.
 */
const defaults: InMemorySeed = {
  posts: MOCK_POSTS,
  pages: seededPages("2026-01-05T12:00:00.000Z"),
  media: MOCK_MEDIA,
  messages: MOCK_MESSAGES,
  subscribers: MOCK_SUBSCRIBERS,
  admin: MOCK_ADMIN,
  site,
  serviceAccountEmail: "sync@example.iam.gserviceaccount.com",
  chooseAct: SEEDED_CHOOSE_ACT_GUIDE,
};

/** The services every mock handler calls; a test may swap single methods for error/empty/slow ones. */
export interface MockBackend {
  readonly services: Services;
  override<K extends keyof Services>(service: K, methods: Partial<Services[K]>): void;
  /** Fresh data (the defaults, changed by `seed`) and no overrides: between tests, or to start with applications. */
  reset(seed?: InMemorySeed): void;
}

export function createMockBackend(): MockBackend {
  let services = createInMemoryServices(defaults);
  return {
    get services() {
      return services;
    },
    override(service, methods) {
      services = { ...services, [service]: { ...services[service], ...methods } };
    },
    reset(seed = {}) {
      services = createInMemoryServices({ ...defaults, ...seed });
    },
  };
}

/** The one backend behind `handlers` (the browser worker and the test server share its shape). */
export const mockBackend = createMockBackend();

/** Ready-made method replacements for `mockBackend.override(...)`. */
export const scenario = {
  /** Answers with this value. */
  returns:
    <T>(value: T) =>
    async () =>
      value,
  /** Fails with this message (shown to the visitor as the server's message unless it is a 5xx). */
  fails:
    (message: string, code: TRPC_ERROR_CODE_KEY = "BAD_REQUEST") =>
    async (): Promise<never> => {
      throw new TRPCError({ code, message });
    },
  /** Never answers: the screen stays in its loading or pending state. */
  pending: () => (): Promise<never> => new Promise(() => {}),
  /** Answers like `method`, after `ms` milliseconds. */
  delayed:
    <A extends unknown[], R>(ms: number, method: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return method(...args);
    },
};
