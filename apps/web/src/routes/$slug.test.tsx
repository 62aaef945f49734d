import { validOrganisationProfile, validPage } from "@choose/schema/fixtures";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockBackend } from "../mocks/backend";
import { linkAttributes, renderForm, renderRoute } from "../test/render";

describe("content pages", () => {
  test("/about shows the seeded About page with its own title and description", async () => {
    renderRoute("/about");
    expect(await screen.findByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Talk to us" })).toBeVisible();
    // Nothing placeholder goes public (issue 31): no instruction to the administrator.
    expect(screen.queryByText(/Add each/)).toBeNull();
    expect(document.title).toMatch(/^About Us \| /);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      expect.stringMatching(/^Who we are/),
    );
  });

  test("the footer links every published page marked for it, in order", async () => {
    renderRoute("/privacy");
    await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
    const footer = within(screen.getByRole("navigation", { name: "About us" }));
    expect(linkAttributes(footer)).toEqual(["/about", "/donate", "/privacy", "/accessibility"]);
  });

  test("a page marked for the header is linked in the main navigation and the mobile menu", async () => {
    await mockBackend.services.organisation.createPage({
      ...validPage,
      published: true,
      order: 0,
      showInHeader: true,
      showInFooter: false,
    });
    renderRoute("/contact");
    const main = within(await screen.findByRole("navigation", { name: "Main" }));
    expect(await main.findByRole("link", { name: validPage.title })).toHaveAttribute(
      "href",
      `/${validPage.slug}`,
    );
    // jsdom has no popover: the closed menu is in the page; Chromium opens it (before-hydration.spec).
    // A hidden element has no accessible name, so the closed menu is found by its label.
    const mobile = document.querySelector<HTMLElement>('nav[aria-label="Mobile"]');
    expect(mobile?.querySelector(`a[href="/${validPage.slug}"]`)).toHaveTextContent(validPage.title);
    expect(
      within(screen.getByRole("navigation", { name: "About us" })).queryByRole("link", {
        name: validPage.title,
      }),
    ).toBeNull();
  });

  test("Donate has no button while the profile has no donation page", async () => {
    renderRoute("/donate");
    await screen.findByRole("heading", { level: 1, name: "Donate" });
    expect(screen.queryByRole("link", { name: "Donate now" })).toBeNull();
  });

  test("Donate shows a button to the profile's donation page", async () => {
    const { organisation } = mockBackend.services;
    await organisation.updateProfile({
      ...(await organisation.profile()),
      donationUrl: validOrganisationProfile.donationUrl,
    });
    renderRoute("/donate");
    expect(await screen.findByRole("link", { name: "Donate now" })).toHaveAttribute(
      "href",
      validOrganisationProfile.donationUrl,
    );
  });

  test.each(["/no-such-page", "/draft-page"])("%s (unknown or a draft) is the 404 page", async (path) => {
    await mockBackend.services.organisation.createPage({
      ...validPage,
      slug: "draft-page",
      published: false,
      order: 0,
      showInHeader: false,
      showInFooter: true,
    });
    renderRoute(path);
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("the forms link the privacy policy next to their submit buttons", async () => {
    const { form } = await renderForm("/contact", "Contact form");
    expect(form.getByRole("link", { name: "our privacy policy" })).toHaveAttribute("href", "/privacy");
  });
});
