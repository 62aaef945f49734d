import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import { renderAdminRoute } from "../../test/admin";

/** Renders an admin screen with a list; `item` is one entry of it (an article), by its accessible name. */
export async function renderAdminList(path: string, name: string) {
  const view = await renderAdminRoute(path);
  const list = within(await screen.findByRole("list", { name }));
  const item = (title: string | undefined) => within(list.getByRole("article", { name: title }));
  return { ...view, list, item };
}

/** The titles (level-2 headings) of the entries of the list named `name`, in order. */
export async function listTitles(name: string): Promise<string[]> {
  return within(await screen.findByRole("list", { name }))
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent ?? "");
}

/** Renders `path`, whose data the test has held back, and expects the skeleton named `name`. */
export async function expectSkeleton(path: string, name: string): Promise<void> {
  await renderAdminRoute(path);
  expect(await screen.findByRole("status", { name })).toBeInTheDocument();
}

/**
 * Renders `path`, an item that cannot be loaded, and expects its alert with the way back (`back`, a link
 * to `backTo`); returns the alert for what else it should say.
 */
export async function expectUnavailable(path: string, back: string, backTo: string) {
  await renderAdminRoute(path);
  const alert = within(await screen.findByRole("alert"));
  expect(alert.getByRole("link", { name: back })).toHaveAttribute("href", backTo);
  return alert;
}
