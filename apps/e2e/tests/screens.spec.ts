/**
 * Every screen and state at 390 and 1280 px (public ones at 1366 px too): a full-page screenshot kept under artifacts/screens, and
 * an axe audit that must find nothing at WCAG 2.2 AA. Each runs in its own `browser.newContext()`.
 */
import {
  type AdminBlogPost,
  type ApplicationReceipt,
  type ContactReceipt,
  emailMessages,
  type MediaUploadResult,
  uiMessages,
} from "@choose/schema";
import { validContact } from "@choose/schema/fixtures";
import { es } from "@choose/schema/i18n/es";
import type { Page } from "@playwright/test";
import { expect, test as stackTest } from "./fixtures.ts";
import {
  axeViolations,
  SCREEN_HEIGHT,
  saveScreenshot,
  schoolApplication,
  textbox,
  useAdminToken,
  visit,
  WIDTHS,
} from "./ui.ts";

interface Seed {
  post: AdminBlogPost;
  application: ApplicationReceipt;
  image: MediaUploadResult;
  message: ContactReceipt;
  /** A message from the Spanish pages: the inbox filtered by Spanish shows it. */
  spanishMessage: { name: string };
}

const test = stackTest.extend<object, { seed: Seed }>({
  seed: [
    async ({ stack }, use) => {
      const post = await stack.publishedPost("Screens");
      const application = await stack.submitApplication(schoolApplication(stack.unique("Screens Academy")));
      const image = await stack.uploadImage(stack.unique("Screens schoolhouse"));
      const message = await stack.sendContact({ ...validContact, name: stack.unique("Screens Parent") });
      const spanishMessage = { name: stack.unique("Screens Madre") };
      await stack.sendContact({
        ...validContact,
        name: spanishMessage.name,
        message: "¿La cuenta cubre las clases particulares de lectura?",
        language: "es",
      });
      await stack.subscribe({ email: stack.uniqueEmail("screens"), name: "Screens Reader" });
      await use({ post, application, image, message, spanishMessage });
    },
    { scope: "worker" },
  ],
});

interface Screen {
  name: string;
  /** The path, or how to make it from the seeded data. */
  path: string | ((seed: Seed) => string);
  admin?: boolean;
  /** Only at these widths (default: both). */
  widths?: readonly number[];
  /** The visible part only (a modal covers the viewport, not the whole page). */
  viewportOnly?: boolean;
  /** Waits for the screen's content and puts it into the state to audit. */
  ready: (page: Page, seed: Seed) => Promise<void>;
  /** Left out of the axe audit: a sandboxed email preview, which runs no script for axe to inject. */
  axeExclude?: string;
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

/** Ready once the element with this role and name is visible. */
const shows = (role: Parameters<Page["getByRole"]>[0], name: string | RegExp) => (page: Page) =>
  expect(page.getByRole(role, { name })).toBeVisible();

async function submitEmptyContact(page: Page) {
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(textbox(page, "Full Name")).toHaveAttribute("aria-invalid", "true");
}

const PUBLIC_SCREENS: Screen[] = [
  { name: "landing", path: "/", ready: (page) => heading(page, /Empowering Educational Choice/) },
  {
    name: "landing-menu-open",
    path: "/",
    widths: [WIDTHS.mobile],
    ready: async (page) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    },
  },
  { name: "contact", path: "/contact", ready: (page) => heading(page, "Contact Us") },
  {
    name: "choose-act",
    path: "/choose-act",
    ready: (page) => heading(page, "The CHOOSE Act: a guide for families"),
  },
  {
    name: "choose-act-estimate",
    path: "/choose-act",
    ready: async (page) => {
      const form = page.getByRole("form", { name: "Eligibility estimate" });
      await textbox(form, "People in your household").fill("4");
      await textbox(form, "Yearly household income").fill("50000");
      await textbox(form, "Your child's age").fill("9");
      await form.getByRole("button", { name: "Check eligibility" }).click();
      // The estimator starts on the year whose window is open or to come: 2027-28 (no income limit)
      // once 2026-27's has closed.
      await expect(page.getByText(/^(Likely eligible|No income limit that year) for /)).toBeVisible();
    },
  },
  {
    name: "choose-act-schools",
    path: "/choose-act/schools",
    ready: (page) => heading(page, "The CHOOSE Act: a guide for schools"),
  },
  { name: "contact-errors", path: "/contact", ready: submitEmptyContact },
  {
    name: "contact-sent",
    path: "/contact",
    ready: async (page) => {
      await textbox(page, "Full Name").fill(validContact.name);
      await textbox(page, "Email").fill(validContact.email);
      await textbox(page, "Message").fill(validContact.message);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("heading", { name: uiMessages.contact.successTitle })).toBeVisible();
      // The toaster's chunk loads with the first notice: wait for it, so axe sees it after it has faded in.
      await expect(
        page.getByRole("status").filter({ hasText: uiMessages.contact.successBody }),
      ).toBeVisible();
    },
  },
  {
    name: "blog-list",
    path: "/blog",
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
    path: "/blog/no-such-post",
    ready: (page) => expect(page.getByText(uiMessages.blogDetail.notFoundBody)).toBeVisible(),
  },
  { name: "application", path: "/application", ready: (page) => heading(page, "School Application") },
  {
    name: "application-errors",
    path: "/application",
    ready: async (page) => {
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(textbox(page, "School Name")).toHaveAttribute("aria-invalid", "true");
    },
  },
  { name: "not-found", path: "/no-such-page", ready: (page) => heading(page, uiMessages.notFound) },
  // The Spanish pages (issue 19).
  { name: "es-landing", path: "/es", ready: (page) => heading(page, es.landing.tagline) },
  {
    name: "es-contact-errors",
    path: "/es/contact",
    ready: async (page) => {
      await page.getByRole("button", { name: es.contact.send }).click();
      await expect(textbox(page, es.contact.name)).toHaveAttribute("aria-invalid", "true");
    },
  },
  {
    name: "es-blog-list",
    path: "/es/blog",
    ready: async (page, seed) => {
      await expect(page.getByRole("heading", { name: seed.post.title })).toBeVisible();
    },
  },
  {
    name: "es-post",
    path: (seed) => `/es/blog/${seed.post.slug}`,
    ready: (page, seed) => heading(page, seed.post.title),
  },
  {
    name: "es-application-errors",
    path: "/es/application",
    ready: async (page) => {
      await page.getByRole("button", { name: es.application.submit }).click();
      await expect(textbox(page, es.application.fields.schoolName.label)).toHaveAttribute(
        "aria-invalid",
        "true",
      );
    },
  },
  { name: "es-not-found", path: "/es/no-existe", ready: (page) => heading(page, es.notFound.title) },
  { name: "about", path: "/about", ready: (page) => heading(page, "About Us") },
  { name: "privacy", path: "/privacy", ready: (page) => heading(page, "Privacy Policy") },
  {
    name: "accessibility",
    path: "/accessibility",
    ready: (page) => heading(page, "Accessibility Statement"),
  },
  { name: "donate", path: "/donate", ready: (page) => heading(page, "Donate") },
  { name: "admin-login", path: "/admin/login", ready: (page) => heading(page, "Admin Login") },
  {
    name: "newsletter-link-invalid",
    path: "/newsletter/confirm",
    ready: (page) => expect(page.getByText(emailMessages.confirmInvalid)).toBeVisible(),
  },
];

/** The back office, signed in. */
const ADMIN_SCREENS: Screen[] = [
  {
    name: "admin-dashboard",
    path: "/admin/dashboard",
    ready: async (page, seed) => {
      await expect(page.getByRole("article", { name: seed.post.title, exact: true })).toBeVisible();
    },
  },
  {
    name: "admin-dashboard-confirm-delete",
    path: "/admin/dashboard",
    viewportOnly: true,
    ready: async (page, seed) => {
      await page.getByRole("button", { name: `Delete ${seed.post.title}` }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
    },
  },
  {
    name: "admin-editor-new",
    path: "/admin/editor/new",
    ready: (page) => expect(textbox(page, "Content")).toBeVisible(),
  },
  {
    name: "admin-editor-errors",
    path: "/admin/editor/new",
    ready: async (page) => {
      await expect(textbox(page, "Content")).toBeVisible();
      await page.getByRole("button", { name: "Create Post" }).click();
      await expect(textbox(page, "Title")).toHaveAttribute("aria-invalid", "true");
    },
  },
  {
    name: "admin-editor-existing",
    path: (seed) => `/admin/editor/${seed.post.id}`,
    ready: async (page, seed) => {
      await expect(textbox(page, "Title")).toHaveValue(seed.post.title);
      await expect(textbox(page, "Content")).toBeVisible();
    },
  },
  {
    name: "admin-editor-preview",
    path: (seed) => `/admin/editor/${seed.post.id}`,
    ready: async (page, seed) => {
      await expect(textbox(page, "Title")).toHaveValue(seed.post.title);
      await page.getByRole("button", { name: "Preview" }).click();
      await expect(page.getByRole("region", { name: "Preview" })).toBeVisible();
    },
  },
  {
    name: "admin-email",
    path: "/admin/email",
    axeExclude: "iframe",
    ready: async (page) => {
      await heading(page, "Email");
      await expect(page.getByRole("table", { name: "Messages, newest first" })).toBeVisible();
      await expect(page.locator("iframe")).toBeVisible();
    },
  },
  { name: "admin-applications", path: "/admin/applications", ready: shows("list", "Applications") },
  {
    name: "admin-application-detail",
    path: (seed) => `/admin/applications/${seed.application.id}`,
    ready: (page) => heading(page, /Screens Academy/),
  },
  {
    name: "admin-media",
    path: "/admin/media",
    ready: async (page, seed) => {
      await expect(page.getByRole("article", { name: seed.image.alt })).toBeVisible();
    },
  },
  {
    name: "admin-media-upload-dialog",
    path: "/admin/media",
    viewportOnly: true,
    ready: async (page) => {
      await page.getByRole("button", { name: "Upload image" }).click();
      await expect(page.getByRole("dialog", { name: "Upload an image" })).toBeVisible();
    },
  },
  { name: "admin-settings", path: "/admin/settings", ready: shows("heading", "Setup Instructions") },
  {
    name: "admin-account",
    path: "/admin/account",
    ready: (page) => expect(page.getByText("This session")).toBeVisible(),
  },
  {
    name: "admin-account-two-factor-setup",
    path: "/admin/account",
    ready: async (page) => {
      // A setup that is never confirmed leaves two-factor sign-in off for the other journeys.
      await page.getByRole("button", { name: "Set Up Two-Factor Sign-In" }).click();
      await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    },
  },
  { name: "admin-messages", path: "/admin/messages", ready: shows("list", "Messages") },
  {
    name: "admin-messages-spanish",
    path: "/admin/messages?language=es",
    ready: async (page, seed) => {
      await expect(page.getByRole("article", { name: seed.spanishMessage.name })).toBeVisible();
    },
  },
  {
    name: "admin-message-detail",
    path: (seed) => `/admin/messages/${seed.message.id}`,
    ready: shows("button", /^Mark as/),
  },
  { name: "admin-subscribers", path: "/admin/subscribers", ready: shows("list", "Subscribers") },
  {
    name: "admin-application-review",
    path: (seed) => `/admin/applications/${seed.application.id}`,
    ready: shows("region", "Internal Notes"),
  },
  { name: "admin-organisation", path: "/admin/organisation", ready: shows("form", "Organization details") },
  { name: "admin-choose-act", path: "/admin/choose-act", ready: shows("form", "CHOOSE Act figures") },
  { name: "admin-pages", path: "/admin/pages", ready: shows("article", "About Us") },
  {
    name: "admin-page-editor",
    path: "/admin/pages/new",
    ready: (page) => expect(textbox(page, "Content")).toBeVisible(),
  },
  { name: "admin-audit", path: "/admin/audit", ready: shows("table", /Admin actions/) },
];

const SCREENS: Screen[] = [...PUBLIC_SCREENS, ...ADMIN_SCREENS.map((screen) => ({ ...screen, admin: true }))];

test.describe.configure({ mode: "parallel" });

// One page per screen, audited at each width in turn: the state a screen is put into (a dialog open, a
// form's errors) is resized, not made again, which halves the navigations and contexts of the run.
for (const screen of SCREENS) {
  // Public pages are also seen at 1366 px, the desktop issue 31 looks at them on.
  const widths = screen.admin
    ? [WIDTHS.mobile, WIDTHS.desktop]
    : [WIDTHS.mobile, WIDTHS.desktop, WIDTHS.wide];
  const [first = WIDTHS.mobile, ...others] = screen.widths ?? widths;
  test(`${screen.name} at ${[first, ...others].join(" and ")} px: screenshot and axe (WCAG 2.2 AA)`, async ({
    browser,
    stack,
    seed,
  }) => {
    const context = await browser.newContext({
      baseURL: stack.apiURL,
      viewport: { width: first, height: SCREEN_HEIGHT },
    });
    const page = await context.newPage();
    try {
      if (screen.admin) await useAdminToken(page, await stack.adminToken());
      await visit(page, typeof screen.path === "string" ? screen.path : screen.path(seed));
      await screen.ready(page, seed);
      for (const width of [first, ...others]) {
        if (width !== first) await page.setViewportSize({ width, height: SCREEN_HEIGHT });
        await saveScreenshot(page, stack.database, screen.name, { fullPage: !screen.viewportOnly });
        const violations = await axeViolations(page, { exclude: screen.axeExclude });
        expect(violations, `axe violations on ${page.url()} at ${width} px`).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
}
