import { createMemoryHistory } from "@tanstack/react-router";
import { type BoundFunctions, type queries, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import { App } from "../app";

/** Renders the whole app (router, query client, tRPC over MSW) at `path`. */
export function renderRoute(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const user = userEvent.setup();
  return { ...render(<App history={history} />), user, history };
}

/** `renderRoute`, and the form named `name` once it shows, as the scope of the test's queries. */
export async function renderForm(path: string, name: string) {
  const view = renderRoute(path);
  const form = within(await screen.findByRole("form", { name }));
  return { ...view, form };
}

/** Where the links in `scope` go (or another attribute of theirs), in order. */
export function linkAttributes(scope: BoundFunctions<typeof queries>, attribute = "href"): (string | null)[] {
  return scope.getAllByRole("link").map((link) => link.getAttribute(attribute));
}

/** The visible notice with this title (inside Radix's "Notifications (F8)" region). */
export async function findToast(title: string): Promise<HTMLElement> {
  const region = await screen.findByRole("region", { name: /notifications/i });
  const toastTitle = await within(region).findByText(title);
  const item = toastTitle.closest("li");
  if (!item) throw new Error(`The toast "${title}" is not a Radix toast item`);
  return item;
}

/** The notice with this title shows, saying `body`. */
export async function expectToast(title: string, body: string) {
  expect(await findToast(title)).toHaveTextContent(body);
}

/** While the answer has not come, the form's button reads `name` (Sending…) and is disabled. */
export async function expectBusyButton(name: string) {
  expect(await screen.findByRole("button", { name })).toBeDisabled();
}
