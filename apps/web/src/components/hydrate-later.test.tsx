import { createMemoryHistory } from "@tanstack/react-router";
import { act, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, expect, test, vi } from "vitest";
import { App, createApp } from "../app";
import { renderPage } from "../prerender";

const ownedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactFiber$"));

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
});

/** Hydrates the prerendered landing page as main.tsx does, and returns its contact section's link. */
async function hydrateLanding() {
  const container = document.createElement("div");
  container.innerHTML = (await renderPage("/")).html;
  document.body.append(container);
  const app = createApp({ history: createMemoryHistory({ initialEntries: ["/"] }) });
  await app.router.load();
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <App app={app} />, { onRecoverableError: (error) => errors.push(error) }),
  );
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  await screen.findByRole("heading", { level: 1 });
  const link = container.querySelector('section#contact a[href="/contact"]');
  if (!link) throw new Error("the contact section has no link to /contact");
  return { link, errors, hero: screen.getByRole("link", { name: "Learn Our Mission" }) };
}

test("a section below the fold keeps its server HTML through the first hydration, then hydrates when idle", async () => {
  const { link, errors, hero } = await hydrateLanding();
  expect(ownedByReact(hero)).toBe(true);
  expect(ownedByReact(link)).toBe(false);
  await waitFor(() => expect(ownedByReact(link)).toBe(true), { timeout: 5000 });
  expect(errors).toEqual([]);
});

test("reaching into a section hydrates it, idle or not", async () => {
  // A browser that is never idle.
  vi.stubGlobal("requestIdleCallback", () => 1);
  vi.stubGlobal("cancelIdleCallback", () => {});
  const { link } = await hydrateLanding();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(ownedByReact(link)).toBe(false);
  await act(async () => link.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));
  await waitFor(() => expect(ownedByReact(link)).toBe(true), { timeout: 2000 });
});
