import { enShell, homeMessages, uiMessages } from "@choose/schema";
import { es } from "@choose/schema/i18n/es";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockBackend } from "../mocks/backend";
import { renderAdminRoute } from "../test/admin";
import { findToast } from "../test/render";

async function renderHome() {
  const view = await renderAdminRoute("/admin/home");
  const form = within(await screen.findByRole("form", { name: "Home page" }));
  const panel = (name: "English" | "Español") => ({ fields: within(form.getByRole("tabpanel", { name })) });
  /** The first "Title" of a language's tab: the hero's. */
  const heroTitle = (name: "English" | "Español") => {
    const [field] = panel(name).fields.getAllByLabelText(/^Title/);
    if (!field) throw new Error(`no title in ${name}`);
    return field;
  };
  return { ...view, form, panel, heroTitle };
}

describe("the home page screen", () => {
  test("starts from the standard texts; a new hero title in both languages is saved and shows on /", async () => {
    const { form, heroTitle, user, history } = await renderHome();
    const english = heroTitle("English");
    expect(english).toHaveValue(enShell.landing.tagline);
    await user.clear(english);
    await user.type(english, "Every child, the right school");
    await user.click(form.getByRole("tab", { name: "Español" }));
    const spanish = heroTitle("Español");
    expect(spanish).toHaveValue(es.landing.tagline);
    expect(spanish).toHaveAttribute("lang", "es");
    await user.clear(spanish);
    await user.type(spanish, "Cada niño, la escuela adecuada");
    await user.click(form.getByRole("button", { name: "Save Home Page" }));
    await findToast(uiMessages.homeAdmin.saved);
    const saved = await mockBackend.services.home.content();
    expect(saved.en.hero.title).toBe("Every child, the right school");
    expect(saved.es.hero.title).toBe("Cada niño, la escuela adecuada");
    expect(saved.en.mission.text).toBe(enShell.landing.mission.lead);

    history.push("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Every child, the right school" }),
    ).toBeVisible();
  });

  test("an emptied title and a quote turned on without words are named at their fields; nothing is saved", async () => {
    const { form, heroTitle, user } = await renderHome();
    const english = heroTitle("English");
    await user.clear(english);
    await user.click(form.getByLabelText(/A short quote/));
    await user.click(form.getByRole("button", { name: "Save Home Page" }));
    await expect.poll(() => english).toHaveAccessibleDescription(homeMessages.title);
    await expect.poll(() => english).toHaveFocus();
    expect(form.getAllByText(homeMessages.quote).length).toBeGreaterThan(0);
    expect((await mockBackend.services.home.content()).en.hero.title).toBe(enShell.landing.tagline);
  });

  test("has a View on site link and the optional blocks are off", async () => {
    const { form } = await renderHome();
    expect(screen.getByRole("link", { name: "View on site" })).toHaveAttribute("href", "/");
    for (const block of [/Impact figures/, /A short quote/, /Partner logos/])
      expect(form.getByLabelText(block)).not.toBeChecked();
  });
});
