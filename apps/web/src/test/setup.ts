import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { clearToasts } from "../components/ui/toast-store";
import { mockBackend } from "../mocks/backend";
import { server } from "./server";

beforeAll(() => {
  server.listen({ onUnhandledFrame: "error" });
  // jsdom has no layout, so no scrollIntoView; the router calls it for a hash in the first URL.
  Element.prototype.scrollIntoView = () => {};
});
beforeEach(() => {
  // jsdom does not scroll; the tests assert on the calls instead.
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  mockBackend.reset();
  clearToasts();
  window.localStorage.clear();
});
afterAll(() => server.close());
