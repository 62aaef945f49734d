import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { TRPCError } from "@trpc/server";
import type { Services } from "api/router";
import { createInMemoryServices, type MockSeed } from "./services";

/** The services every mock handler calls; a test may swap single methods for error/empty/slow ones. */
export interface MockBackend {
  readonly services: Services;
  override<K extends keyof Services>(service: K, methods: Partial<Services[K]>): void;
  /** Fresh data (posts, plus `seed`) and no overrides: between tests, or to start with applications. */
  reset(seed?: MockSeed): void;
}

export function createMockBackend(): MockBackend {
  let services = createInMemoryServices();
  return {
    get services() {
      return services;
    },
    override(service, methods) {
      services = { ...services, [service]: { ...services[service], ...methods } };
    },
    reset(seed) {
      services = createInMemoryServices(seed);
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
