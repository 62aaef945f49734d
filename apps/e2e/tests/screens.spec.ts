/**
 * Every screen and state at 390 and 1280 px: a full-page screenshot kept under artifacts/screens, and
 * an axe audit that must find nothing at WCAG 2.2 AA. Each runs in its own `browser.newContext()`.
 */
import { type AdminBlogPost, type ApplicationReceipt, uiMessages } from "@choose/schema";
import type { Page } from "@playwright/test";
import { expect, test as stackTest } from "./fixtures.ts";
import {
  axeViolations,
  SCREEN_HEIGHT,
  saveScreenshot,
  textbox,
  useAdminToken,
  validApplication,
  visit,
  WIDTHS,
} from "./ui.ts";

interface Seed {
  post: AdminBlogPost;
  application: ApplicationReceipt;
}

const test = stackTest.extend<object, { seed: Seed }>({
  seed: [
    async ({ stack }, use) => {
      const post = await stack.publishedPost("Screens");
      const application = await stack.submitApplication(validApplication(stack.unique("Screens Academy")));
      await use({ post, application });
    },
    { scope: "worker" },
  ],
});

interface Screen {
  name: string;
  path: (seed: Seed) => string;
  admin?: boolean;
  /** Only at these widths (default: both). */
  widths?: readonly number[];
  /** The visible part only (a modal covers the viewport, not the whole page). */
  viewportOnly?: boolean;
  /** Waits for the screen's content and puts it into the state to audit. */
  ready: (page: Page, seed: Seed) => Promise<void>;
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

async function submitEmptyContact(page: Page) {
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(textbox(page, "Full Name")).toHaveAttribute("aria-invalid", "true");
}

const SCREENS: Screen[] = [
  { name: "landing", path: () => "/", ready: (page) => heading(page, /Empowering Educational Choice/) },
  {
    name: "landing-menu-open",
    path: () => "/",
    widths: [WIDTHS.mobile],
    ready: async (page) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    },
  },
  { name: "contact", path: () => "/contact", ready: (page) => heading(page, "Contact Us") },
  { name: "contact-errors", path: () => "/contact", ready: submitEmptyContact },
  {
    name: "contact-sent",
    path: () => "/contact",
    ready: async (page) => {
      await textbox(page, "Full Name").fill("Dana Whitfield");
      await textbox(page, "Email").fill("dana@example.org");
      await textbox(page, "Message").fill("We would like to hear about ESA training dates.");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("heading", { name: uiMessages.contact.successTitle })).toBeVisible();
    },
  },
  {
    name: "blog-list",
    path: () => "/blog",
    ready: async (page, seed) => {
      await expect(page.getByRole("heading", { name: seed.post.title })).toBeVisible();
    },
  },
  {
    name: "post",
    path: (seed) => `/blog/${seed.post.slug}`,
    ready: (page, seed) => heading(page, seed.post.title),
  },
  {
    name: "post-not-found",
    path: () => "/blog/no-such-post",
    ready: (page) => expect(page.getByText(uiMessages.blogDetail.notFoundBody)).toBeVisible(),
  },
  { name: "application", path: () => "/application", ready: (page) => heading(page, "School Application") },
  {
    name: "application-errors",
    path: () => "/application",
    ready: async (page) => {
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(textbox(page, "School Name")).toHaveAttribute("aria-invalid", "true");
    },
  },
  {
    name: "not-found",
    path: () => "/no-such-page",
    ready: (page) => heading(page, uiMessages.notFound),
  },
  { name: "admin-login", path: () => "/admin/login", ready: (page) => heading(page, "Admin Login") },
  {
    name: "admin-dashboard",
    path: () => "/admin/dashboard",
    admin: true,
    ready: async (page, seed) => {
      await expect(page.getByRole("article", { name: seed.post.title, exact: true })).toBeVisible();
    },
  },
  {
    name: "admin-dashboard-confirm-delete",
    path: () => "/admin/dashboard",
    admin: true,
    viewportOnly: true,
    ready: async (page, seed) => {
      await page.getByRole("button", { name: `Delete ${seed.post.title}` }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
    },
  },
  {
    name: "admin-editor-new",
    path: () => "/admin/editor/new",
    admin: true,
    ready: (page) => expect(textbox(page, "Content")).toBeVisible(),
  },
  {
    name: "admin-editor-errors",
    path: () => "/admin/editor/new",
    admin: true,
    ready: async (page) => {
      await expect(textbox(page, "Content")).toBeVisible();
      await page.getByRole("button", { name: "Create Post" }).click();
      await expect(textbox(page, "Title")).toHaveAttribute("aria-invalid", "true");
    },
  },
  {
    name: "admin-editor-existing",
    path: (seed) => `/admin/editor/${seed.post.id}`,
    admin: true,
    ready: async (page, seed) => {
      await expect(textbox(page, "Title")).toHaveValue(seed.post.title);
      await expect(textbox(page, "Content")).toBeVisible();
    },
  },
  {
    name: "admin-editor-preview",
    path: (seed) => `/admin/editor/${seed.post.id}`,
    admin: true,
    ready: async (page, seed) => {
      await expect(textbox(page, "Title")).toHaveValue(seed.post.title);
      await page.getByRole("button", { name: "Preview" }).click();
      await expect(page.getByRole("region", { name: "Preview" })).toBeVisible();
    },
  },
  {
    name: "admin-applications",
    path: () => "/admin/applications",
    admin: true,
    ready: (page) => expect(page.getByRole("list", { name: "Applications" })).toBeVisible(),
  },
  {
    name: "admin-application-detail",
    path: (seed) => `/admin/applications/${seed.application.id}`,
    admin: true,
    ready: (page) => heading(page, /Screens Academy/),
  },
  {
    name: "admin-settings",
    path: () => "/admin/settings",
    admin: true,
    ready: (page) => expect(page.getByRole("heading", { name: "Setup Instructions" })).toBeVisible(),
  },
];

test.describe.configure({ mode: "parallel" });

for (const screen of SCREENS) {
  for (const width of screen.widths ?? [WIDTHS.mobile, WIDTHS.desktop]) {
    test(`${screen.name} at ${width} px: screenshot and axe (WCAG 2.2 AA)`, async ({
      browser,
      stack,
      seed,
    }) => {
      const context = await browser.newContext({
        baseURL: stack.apiURL,
        viewport: { width, height: SCREEN_HEIGHT },
      });
      const page = await context.newPage();
      try {
        if (screen.admin) await useAdminToken(page, await stack.adminToken());
        await visit(page, screen.path(seed));
        await screen.ready(page, seed);
        await saveScreenshot(page, stack.database, screen.name, { fullPage: !screen.viewportOnly });
        const violations = await axeViolations(page);
        expect(violations, `axe violations on ${page.url()}`).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}
