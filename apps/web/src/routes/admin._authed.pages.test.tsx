import { organisationMessages, uiMessages } from "@choose/schema";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockBackend } from "../mocks/backend";
import { renderAdminRoute } from "../test/admin";
import { findToast } from "../test/render";

const CONTENT = "<p>The schools, churches and associations we work with.</p>";

/** Fills the new-page form (content typed in the HTML box). */
async function fillNewPage(slug: string) {
  const view = await renderAdminRoute("/admin/pages/new");
  const form = within(await screen.findByRole("form", { name: "Page editor" }));
  await view.user.type(form.getByLabelText(/^Title/), "Our Partners");
  await view.user.type(form.getByLabelText(/^Address/), slug);
  await view.user.type(form.getByLabelText(/^Description/), "Who we work with across Alabama.");
  await view.user.click(form.getByRole("button", { name: "HTML" }));
  const html = await form.findByRole("textbox", { name: /^Content/ });
  await view.user.click(html);
  await view.user.paste(CONTENT);
  return { ...view, form };
}

describe("admin pages", () => {
  test("lists the seeded pages with their address, badge and View links", async () => {
    await renderAdminRoute("/admin/pages");
    const list = within(await screen.findByRole("list", { name: "Pages" }));
    const about = within(list.getByRole("article", { name: "About Us" }));
    expect(about.getByText("/about")).toBeVisible();
    expect(about.getByText("Published")).toBeVisible();
    expect(about.getByRole("link", { name: /^View/ })).toHaveAttribute("href", "/about");
    // The four seeded pages in both languages.
    expect(list.getAllByRole("article")).toHaveLength(8);
    expect(about.getByText("Sobre nosotros")).toBeVisible();
  });

  test("the page editor keeps an unsaved page in the browser and asks before leaving it", async () => {
    const { form, user } = await fillNewPage("partners");
    await user.click(form.getByRole("link", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    expect(dialog).toHaveTextContent("offered back the next time you open this page");
    await user.click(within(dialog).getByRole("button", { name: "Leave" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Pages" })).toBeVisible();

    await renderAdminRoute("/admin/pages/new");
    const offer = within(await screen.findByRole("region", { name: "Unsaved draft" }));
    await user.click(offer.getByRole("button", { name: "Restore Draft" }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue("Our Partners");
  });

  test("create, publish and unpublish a page: the public route follows", async () => {
    const { form, user, history } = await fillNewPage("partners");
    await user.click(form.getByRole("button", { name: "Create Page" }));
    await findToast(uiMessages.pagesAdmin.created);
    const list = within(await screen.findByRole("list", { name: "Pages" }));
    const row = within(list.getByRole("article", { name: "Our Partners" }));
    expect(row.getByText("Draft")).toBeVisible();

    history.push("/partners");
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeVisible();

    /** Publish Page switched from the list's Edit, saved, then the public address opened. */
    const togglePublished = async () => {
      history.push("/admin/pages");
      await user.click(
        within(await screen.findByRole("article", { name: "Our Partners" })).getByRole("link", {
          name: /^Edit/,
        }),
      );
      await user.click(await screen.findByRole("switch", { name: "Publish Page" }));
      await user.click(screen.getByRole("button", { name: "Update Page" }));
      await findToast(uiMessages.pagesAdmin.updated);
      // A save goes back to the list once the lists are fresh; only then is the public address opened.
      await screen.findByRole("list", { name: "Pages" });
      history.push("/partners");
    };
    await togglePublished();
    expect(await screen.findByRole("heading", { level: 1, name: "Our Partners" })).toBeVisible();
    expect(
      within(screen.getByRole("navigation", { name: "About us" })).getByRole("link", {
        name: "Our Partners",
      }),
    ).toBeVisible();

    await togglePublished();
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test.each(["blog", "admin", "contact", "application"])(
    "the address %s, a route of the site, is refused",
    async (slug) => {
      const { form, user } = await fillNewPage(slug);
      await user.click(form.getByRole("button", { name: "Create Page" }));
      expect(await form.findByText(organisationMessages.slugReserved)).toBeVisible();
      expect((await mockBackend.services.organisation.listPages()).map((page) => page.slug)).not.toContain(
        slug,
      );
    },
  );

  test("an address another page has is refused by the server at its field, focused, with everything typed kept", async () => {
    const { form, user, history } = await fillNewPage("about");
    await user.click(form.getByRole("button", { name: "Create Page" }));
    expect(await findToast(uiMessages.pagesAdmin.saveFailed)).toHaveTextContent(
      organisationMessages.slugTaken,
    );
    const address = form.getByLabelText(/^Address/);
    expect(address).toHaveAccessibleDescription(expect.stringContaining(organisationMessages.slugTaken));
    expect(address).toHaveFocus();
    expect(address).toHaveValue("about");
    expect(form.getByLabelText(/^Title/)).toHaveValue("Our Partners");
    expect(form.getByRole("textbox", { name: /^Content/ })).toHaveValue(CONTENT);
    expect(history.location.pathname).toBe("/admin/pages/new");
  });
});
