import { createMemoryHistory } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App, createApp } from "../app";
import { loadLocalization } from "../lib/load-localization";

/** `renderRoute` for a Spanish page: the app with the Spanish localization, as a /es page loads it. */
export async function renderSpanishRoute(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const app = createApp({ history, localization: await loadLocalization("es") });
  const user = userEvent.setup();
  return { ...render(<App app={app} />), user, history };
}
