import { createMemoryHistory } from "@tanstack/react-router";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App } from "../app";

/** Renders the whole app (router, query client, tRPC over MSW) at `path`. */
export function renderRoute(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const user = userEvent.setup();
  return { ...render(<App history={history} />), user, history };
}

/** The visible notice with this title (inside Radix's "Notifications (F8)" region). */
export async function findToast(title: string): Promise<HTMLElement> {
  const region = await screen.findByRole("region", { name: /notifications/i });
  const toastTitle = await within(region).findByText(title);
  const item = toastTitle.closest("li");
  if (!item) throw new Error(`The toast "${title}" is not a Radix toast item`);
  return item;
}
