import { screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { SECTION_SCROLL_OFFSET } from "../lib/scroll";
import { site } from "../lib/site";
import { renderPage } from "../prerender";
import { linkAttributes, renderRoute } from "../test/render";

// jsdom lays nothing out, so every section sits at 0 and a scroll lands at -80.
const sectionScroll = { top: -SECTION_SCROLL_OFFSET, behavior: "smooth" };

describe("landing page", () => {
  test("shows the hero, the four sections and the footer", async () => {
    renderRoute("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Empowering Educational Choice" }),
    ).toBeVisible();
    for (const id of ["mission", "what-we-do", "partners", "contact"]) {
      expect(document.getElementById(id)).toBeInTheDocument();
    }
    for (const area of ["Education & Training", "Technical Assistance", "Family Outreach", "Advocacy"]) {
      expect(screen.getByRole("heading", { level: 3, name: area })).toBeInTheDocument();
    }
    for (const item of [
      "Workshops",
      "CHOOSE Readiness Certification program",
      "Support hotlines",
      "Coalition building",
    ]) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
    for (const partner of ["School Associations", "Churches", "EdTech Providers", "Policymakers"]) {
      expect(screen.getByRole("heading", { level: 3, name: partner })).toBeInTheDocument();
    }
    expect(screen.getByText(`© 2025 ${site.name}. All rights reserved.`)).toBeInTheDocument();
    expect(document.title).toBe(`Empowering Educational Choice | ${site.name}`);
  });

  test("the contact block links to the form, the info address and four social profiles", async () => {
    renderRoute("/");
    const contact = within(await screen.findByRole("region", { name: "Get In Touch" }));
    expect(contact.getByRole("link", { name: "Send Us a Message" })).toHaveAttribute("href", "/contact");
    expect(contact.getByRole("link", { name: site.infoEmail })).toHaveAttribute(
      "href",
      `mailto:${site.infoEmail}`,
    );
    const social = within(contact.getByRole("list", { name: "Social media" }));
    expect(linkAttributes(social, "aria-label")).toEqual(["Facebook", "Twitter", "LinkedIn", "Instagram"]);
  });

  test.each([
    ["Learn Our Mission", "mission"],
    ["Our Services", "what-we-do"],
  ])("the hero button %s scrolls to #%s under the header", async (name, section) => {
    const { user, history } = renderRoute("/");
    await user.click(await screen.findByRole("link", { name }));
    expect(history.location.hash).toBe(`#${section}`);
    expect(window.scrollTo).toHaveBeenLastCalledWith(sectionScroll);
  });

  test("arriving from the news page, Mission scrolls to the section", async () => {
    const { user, history } = renderRoute("/blog");
    const nav = within(await screen.findByRole("navigation", { name: "Main" }));
    await user.click(nav.getByRole("link", { name: "Mission" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Empowering Educational Choice" }),
    ).toBeVisible();
    expect(history.location.pathname).toBe("/");
    expect(history.location.hash).toBe("#mission");
    expect(window.scrollTo).toHaveBeenLastCalledWith(sectionScroll);
  });

  test("a deep link to a section scrolls there", async () => {
    renderRoute("/#partners");
    await screen.findByRole("heading", { level: 1 });
    expect(window.scrollTo).toHaveBeenLastCalledWith(sectionScroll);
  });
});

// jsdom has no Popover API: opening on a tap, Escape and a tap outside are the browser's, and
// before-hydration.spec.ts tests them in Chromium. Here: the markup that makes it work, and the choice.
describe("mobile menu", () => {
  test("the menu button opens the Mobile navigation as a native popover, in the prerendered HTML", async () => {
    const container = document.createElement("div");
    container.innerHTML = (await renderPage("/")).html;
    const toggle = within(container).getByRole("button", { name: "Open menu" });
    const menu = within(container).getByRole("navigation", { name: "Mobile" });
    expect(menu).toHaveAttribute("popover", "auto");
    expect(toggle).toHaveAttribute("popovertarget", menu.id);
    expect(toggle).toHaveAttribute("aria-controls", menu.id);
  });

  test.each([
    ["News", "/blog"],
    ["Partners", "/"],
    ["Application", "/application"],
  ])("closes after choosing %s", async (item, pathname) => {
    const { user, history } = renderRoute("/");
    const toggle = await screen.findByRole("button", { name: "Open menu" });
    // Closed, it is display: none, so it has no accessible name to find it by.
    const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (!menu) throw new Error("the menu button controls no element");
    const hidePopover = vi.fn();
    menu.hidePopover = hidePopover;
    await user.click(within(menu).getByText(item));
    expect(history.location.pathname).toBe(pathname);
    expect(hidePopover).toHaveBeenCalled();
  });
});

test.each([
  ["/blog", "News"],
  ["/contact", "Contact"],
  ["/application", "Application"],
])("the header marks %s as the current page", async (path, label) => {
  renderRoute(path);
  const nav = within(await screen.findByRole("navigation", { name: "Main" }));
  expect(nav.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
});
