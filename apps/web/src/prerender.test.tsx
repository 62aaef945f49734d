import { languageOfPath } from "@choose/schema/i18n";
import { createMemoryHistory } from "@tanstack/react-router";
import { act, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { expect, test } from "vitest";
import { App, createApp } from "./app";
import { loadLocalization } from "./lib/load-localization";
import { PRERENDERED_PATHS, renderPage } from "./prerender";

test.each(PRERENDERED_PATHS)(
  "%s is prerendered with its meta, and hydrates without a mismatch",
  async (path) => {
    const page = await renderPage(path);
    expect(page.html).toContain("<main");
    expect(page.html).not.toContain("<script");

    const container = document.createElement("div");
    container.innerHTML = page.html;
    document.body.append(container);
    const localization = await loadLocalization(languageOfPath(path));
    expect(page.language).toBe(localization.language);
    const app = createApp({ history: createMemoryHistory({ initialEntries: [path] }), localization });
    await app.router.load();
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <App app={app} />, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    // The title the page sets in the browser is the one written into its HTML.
    await screen.findAllByRole("heading", { level: 1 });
    expect(page.meta?.title).toBe(document.title);
    act(() => root.unmount());
    container.remove();
  },
);

test("the application form's State reads AL in the prerendered HTML, before any script", async () => {
  const container = document.createElement("div");
  container.innerHTML = (await renderPage("/application")).html;
  expect(container.querySelector('input[name="state"]')).toHaveValue("AL");
});

test("the Spanish pages are in Spanish, their links stay under /es, and the switch leads to the English twin", async () => {
  const { html, meta } = await renderPage("/es/contact");
  expect(meta?.title).toMatch(/^Contáctenos \| /);
  expect(html).toContain("Envíenos un mensaje");
  expect(html).toContain('href="/es/application"');
  expect(html).toMatch(/<a href="\/contact" hrefLang="en" lang="en"[^>]*>English<\/a>/);
  expect(html).not.toContain("Send Message");
});
