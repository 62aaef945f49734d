import { uiMessages } from "@choose/schema";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockBackend } from "../mocks/backend";
import { renderAdminRoute } from "../test/admin";
import { findToast } from "../test/render";

const KEY_DATES_ID = "5b0f6a3e-2a7c-4c55-9d6e-0c1f1b7a9e01";
const CONTENT = "<p>Esta primavera trajo cambios para las familias que usan cuentas de ahorro.</p>";

describe("the editors' language panel", () => {
  test("a post without a Spanish version says so, and writing it from the panel links the two", async () => {
    const view = await renderAdminRoute(`/admin/editor/${KEY_DATES_ID}`);
    const panel = within(await screen.findByRole("region", { name: "Languages" }));
    expect(panel.getByText("Missing: this post has no Spanish version.")).toBeVisible();
    await view.user.click(panel.getByRole("link", { name: "Create the Spanish version" }));

    const form = within(await screen.findByRole("form", { name: "Post editor" }));
    await form.findByRole("textbox", { name: /^Content/ }, { timeout: 10_000 });
    expect(form.getByLabelText(/^Written In/)).toHaveValue("es");
    const newPanel = within(await screen.findByRole("region", { name: "Languages" }));
    expect(await newPanel.findByText("CHOOSE Act 2026-27: Key Dates for Families")).toBeVisible();
    expect(newPanel.getByRole("heading", { name: "Spanish version" })).toBeVisible();
    await view.user.type(form.getByLabelText(/^Title/), "Fechas clave de la Ley CHOOSE");
    await view.user.type(form.getByLabelText(/^Excerpt/), "Las fechas que las familias deben conocer.");
    await view.user.click(form.getByRole("button", { name: "HTML" }));
    await view.user.click(form.getByRole("textbox", { name: /^Content/ }));
    await view.user.paste(CONTENT);
    await view.user.click(form.getByRole("button", { name: "Create Post" }));
    await findToast(uiMessages.blogAdmin.created);

    const english = await mockBackend.services.blog.get(KEY_DATES_ID);
    expect(english.counterpart).toMatchObject({ title: "Fechas clave de la Ley CHOOSE", language: "es" });
    // The dashboard lists each post's language and its version in the other one.
    const row = within(await screen.findByRole("article", { name: "Fechas clave de la Ley CHOOSE" }));
    expect(row.getByText("Spanish")).toBeVisible();
    expect(row.getByText("CHOOSE Act 2026-27: Key Dates for Families")).toBeVisible();

    // Back in the English post: its Spanish version, with a link to edit it and Unlink.
    view.history.push(`/admin/editor/${KEY_DATES_ID}`);
    const linked = within(await screen.findByTestId("counterpart"));
    expect(await linked.findByText("Fechas clave de la Ley CHOOSE")).toHaveAttribute("lang", "es");
    expect(linked.getByText("Draft")).toBeVisible();
    expect(linked.getByRole("link", { name: "Edit the Spanish version" })).toHaveAttribute(
      "href",
      `/admin/editor/${english.counterpart?.id}`,
    );
    await view.user.click(linked.getByRole("button", { name: "Unlink" }));
    await findToast("Translation unlinked");
    expect(await screen.findByText("Missing: this post has no Spanish version.")).toBeVisible();
    expect((await mockBackend.services.blog.get(KEY_DATES_ID)).counterpart).toBeNull();
  });

  test("a seeded page shows its Spanish version beside it; the Spanish page shows the English one", async () => {
    const pages = await mockBackend.services.organisation.listPages();
    const about = pages.find((page) => page.slug === "about");
    const sobre = pages.find((page) => page.slug === "sobre-nosotros");
    const view = await renderAdminRoute(`/admin/pages/${about?.id}`);
    const counterpart = within(await screen.findByTestId("counterpart"));
    expect(counterpart.getByText("Sobre nosotros")).toBeVisible();
    expect(counterpart.getByText("Published")).toBeVisible();
    await view.user.click(counterpart.getByRole("link", { name: "Edit the Spanish version" }));
    const form = within(await screen.findByRole("form", { name: "Page editor" }));
    expect(await form.findByLabelText(/^Title/)).toHaveValue("Sobre nosotros");
    expect(form.getByLabelText(/^Written In/)).toHaveValue("es");
    expect(view.history.location.pathname).toBe(`/admin/pages/${sobre?.id}`);
    expect(within(screen.getByTestId("counterpart")).getByText("About Us")).toBeVisible();
  });

  test("the pages list shows each page's language and version, and views a Spanish page on the Spanish site", async () => {
    await renderAdminRoute("/admin/pages");
    const list = within(await screen.findByRole("list", { name: "Pages" }));
    const sobre = within(list.getByRole("article", { name: "Sobre nosotros" }));
    expect(sobre.getByText("Spanish")).toBeVisible();
    expect(sobre.getByText("About Us")).toBeVisible();
    expect(sobre.getByRole("link", { name: /^View/ })).toHaveAttribute("href", "/es/sobre-nosotros");
    const about = within(list.getByRole("article", { name: "About Us" }));
    expect(about.getByRole("link", { name: /^View/ })).toHaveAttribute("href", "/about");
  });
});
