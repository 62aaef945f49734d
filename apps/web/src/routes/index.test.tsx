import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { SECTION_SCROLL_OFFSET } from "../lib/scroll";
import { site } from "../lib/site";
import { renderRoute } from "../test/render";

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
    expect(social.getAllByRole("link").map((link) => link.getAttribute("aria-label"))).toEqual([
      "Facebook",
      "Twitter",
      "LinkedIn",
      "Instagram",
    ]);
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

describe("mobile menu", () => {
  test.each([
    ["News", "/blog"],
    ["Partners", "/"],
    ["Application", "/application"],
  ])("opens, and closes after choosing %s", async (item, pathname) => {
    const { user, history } = renderRoute("/");
    const toggle = await screen.findByRole("button", { name: "Open menu" });
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = within(screen.getByRole("navigation", { name: "Mobile" }));
    await user.click(menu.getByRole("link", { name: item }));

    expect(history.location.pathname).toBe(pathname);
    expect(await screen.findByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });

  test("Escape closes it", async () => {
    const { user } = renderRoute("/");
    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
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
