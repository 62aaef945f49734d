import { uiMessages } from "@choose/schema";
import { validOrganisationProfile } from "@choose/schema/fixtures";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockBackend } from "../../mocks/backend";
import { renderAdminRoute } from "../../test/admin";

const texts = uiMessages.setup;

async function findChecklist() {
  return within(await screen.findByRole("list", { name: "Setup checklist" }));
}

describe("the setup checklist on the dashboard", () => {
  test("a new site lists every item open, each linking to where it is done", async () => {
    await renderAdminRoute("/admin/dashboard");
    const list = await findChecklist();
    expect(screen.getByRole("heading", { level: 2, name: texts.title })).toBeVisible();
    expect(screen.getByText("0 of 8 done")).toBeVisible();
    expect(list.getByText(texts.items.organisation.title)).toHaveTextContent(`: ${texts.toDo}`);
    expect(list.getByRole("link", { name: texts.items.organisation.action })).toHaveAttribute(
      "href",
      "/admin/organisation",
    );
    expect(list.getByRole("link", { name: texts.items.about.action })).toHaveAttribute(
      "href",
      "/admin/pages",
    );
    expect(list.getByRole("link", { name: texts.items.twoFactor.action })).toHaveAttribute(
      "href",
      "/admin/account",
    );
    // The social item says the icons still lead to the networks' home pages.
    expect(list.getByText(texts.items.social.hint)).toBeVisible();
    expect(list.getByText(texts.optional)).toBeVisible();
  });

  test("a saved profile ticks its items on the next visit", async () => {
    await mockBackend.services.organisation.updateProfile({
      ...validOrganisationProfile,
      email: "hello@magiccityschools.org",
      logoUrl: "https://images.magiccityschools.org/logo.png",
    });
    await renderAdminRoute("/admin/dashboard");
    const list = await findChecklist();
    for (const key of ["organisation", "contact", "social"] as const)
      expect(list.getByText(texts.items[key].title)).toHaveTextContent(`: ${texts.done}`);
    expect(list.getByText(texts.items.about.title)).toHaveTextContent(`: ${texts.toDo}`);
    expect(screen.getByText("3 of 8 done")).toBeVisible();
  });

  test("once every required item is done it folds into a Setup button that opens it again", async () => {
    mockBackend.override("setup", {
      state: async () => ({
        items: [
          { key: "organisation", done: true, optional: false },
          { key: "backup", done: true, optional: false },
          { key: "sheets", done: false, optional: true },
        ],
      }),
    });
    const { user } = await renderAdminRoute("/admin/dashboard");
    const reopen = await screen.findByRole("button", { name: texts.reopen });
    expect(reopen).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText(texts.allDone)).toBeVisible();
    expect(screen.queryByRole("list", { name: "Setup checklist" })).toBeNull();
    await user.click(reopen);
    expect(screen.getByRole("button", { name: texts.hide })).toHaveAttribute("aria-expanded", "true");
    expect(await findChecklist()).toBeTruthy();
  });
});
