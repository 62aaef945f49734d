import "@testing-library/jest-dom/vitest";
import { Blob as NodeBlob, File as NodeFile } from "node:buffer";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { clearToasts } from "../components/ui/toast-store";
import { mockBackend } from "../mocks/backend";
import { server } from "./server";

/**
 * Node's FormData, Blob and File in place of jsdom's: uploads are fetched (Node's fetch, which MSW
 * answers), and Node's fetch can neither send nor read back jsdom's.
 */
const nodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile });
Object.defineProperty(globalThis, "FormData", { value: nodeFormData, configurable: true, writable: true });

// findBy… waits up to 5 s, not 1 s: CI shares two cores with the other suites, and a lazy chunk's first
// import can take longer than a second there.
configure({ asyncUtilTimeout: 5_000 });
/** jsdom lays nothing out, so nothing ever nears the screen: an observer that never reports. */
class NoIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = "0px";
  readonly scrollMargin = "0px";
  readonly thresholds = [0];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(globalThis, { IntersectionObserver: NoIntersectionObserver });

beforeAll(() => {
  server.listen({ onUnhandledFrame: "error" });
  // jsdom has no layout, so no scrollIntoView; the router calls it for a hash in the first URL.
  Element.prototype.scrollIntoView = () => {};
  // jsdom has no <dialog> behaviour: open and close by the attribute (the browser journeys use the real one).
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
});
beforeEach(() => {
  // jsdom does not scroll; the tests assert on the calls instead.
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  await mockBackend.settle();
  await mockBackend.reset();
  clearToasts();
  window.localStorage.clear();
});
afterAll(() => server.close());
