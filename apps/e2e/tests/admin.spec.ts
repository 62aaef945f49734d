import { blogMessages, defaultSiteConfig, serverMessages, uiMessages } from "@choose/schema";
import { validApplication } from "@choose/schema/fixtures";
import type { Page } from "@playwright/test";
import { SPREADSHEETS } from "../src/stacks.ts";
import { expect, test } from "./fixtures.ts";
import {
  confirmDelete,
  containing,
  expectToast,
  fillApplication,
  loginThroughUi,
  reload,
  schoolApplication,
  select,
  storedAdminToken,
  textbox,
  useAdminToken,
  visit,
} from "./ui.ts";

const ADMIN_ROUTES = [
  "/admin/dashboard",
  "/admin/editor/new",
  "/admin/applications",
  "/admin/applications/00000000-0000-4000-8000-000000000000",
  "/admin/settings",
];

async function signIn(page: Page) {
  await loginThroughUi(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A post's card on the dashboard, found by its title. */
function dashboardPost(page: Page, title: string) {
  return page.getByRole("article", { name: title, exact: true });
}

test.describe("admin", () => {
  test("login: failure shows the server message, success opens the dashboard", { tag: "@smoke" }, async ({
    page,
  }) => {
    await visit(page, "/admin/login");
    await reload(page);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Website" })).toHaveAttribute("href", "/");

    await loginThroughUi(page, { username: "e2e-admin", password: "not the password at all" });
    await expectToast(page, uiMessages.login.failureTitle, serverMessages.invalidCredentials);
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedAdminToken(page)).toBeNull();

    await signIn(page);
    await expectToast(page, uiMessages.login.successTitle, uiMessages.login.successBody);
    await expect(page.getByRole("heading", { level: 1, name: "Blog Posts" })).toBeVisible();
    expect(await storedAdminToken(page)).toBeTruthy();
    const nav = page.getByRole("navigation", { name: "Admin" });
    for (const name of ["Applications", "Google Sheets", "View Website", "Logout"]) {
      await expect(nav.getByRole(name === "Logout" ? "button" : "link", { name })).toBeVisible();
    }
  });

  test("guard: no token, or one the server refuses, leads to the login", async ({ page }) => {
    for (const path of ADMIN_ROUTES) {
      await visit(page, path);
      await expect(page, path).toHaveURL(/\/admin\/login$/);
    }
    await useAdminToken(page, "a-token-the-server-never-issued");
    await visit(page, "/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedAdminToken(page)).toBeNull();
  });

  test("posts: draft hidden from /blog, published, edited, deleted", async ({ page, stack }) => {
    const title = stack.unique("Enrollment night");
    const slug = stack.uniqueSlug("enrollment-night");
    const excerpt = "Families are invited to an evening about ESA enrollment steps.";
    await signIn(page);
    await page.getByRole("link", { name: "Create New Post" }).click();
    await expect(page).toHaveURL(/\/admin\/editor\/new$/);

    const editor = page.getByRole("form", { name: "Post editor" });
    await editor.getByRole("button", { name: "Create Post" }).click();
    await expect(textbox(editor, "Title")).toHaveAccessibleDescription(containing(blogMessages.title));
    await expect(textbox(editor, "Excerpt")).toHaveAccessibleDescription(containing(blogMessages.excerpt));
    await expect(textbox(editor, "Content")).toHaveAccessibleDescription(containing(blogMessages.content));
    await expect(textbox(editor, "Author Name")).toHaveValue(defaultSiteConfig.teamName);
    await expect(textbox(editor, "Slug")).toHaveAccessibleDescription(/Leave empty to auto-generate/);

    await textbox(editor, "Title").fill(title);
    await textbox(editor, "Slug").fill(slug);
    await textbox(editor, "Excerpt").fill(excerpt);
    const content = textbox(editor, "Content");
    await content.click();
    await page.keyboard.type("Doors open at six in the school library. ");
    await editor.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("Bring your questions.");
    await expect(editor.getByRole("switch", { name: "Publish Post" })).not.toBeChecked();
    await editor.getByRole("button", { name: "Create Post" }).click();
    await expectToast(page, uiMessages.blogAdmin.created);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const card = dashboardPost(page, title);
    await expect(card).toContainText("Draft");
    await expect(card).toContainText(slug);
    await expect(card.getByRole("link", { name: `View ${title} on the website` })).toHaveCount(0);

    await visit(page, "/blog");
    await expect(page.getByRole("heading", { level: 1, name: "News & Updates" })).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
    await visit(page, `/blog/${slug}`);
    await expect(page.getByRole("heading", { name: uiMessages.blogDetail.notFoundTitle })).toBeVisible();

    await visit(page, "/admin/dashboard");
    await dashboardPost(page, title)
      .getByRole("link", { name: `Edit ${title}` })
      .click();
    await expect(textbox(editor, "Title")).toHaveValue(title);
    await editor.getByRole("switch", { name: "Publish Post" }).click();
    await editor.getByRole("button", { name: "Update Post" }).click();
    await expectToast(page, uiMessages.blogAdmin.updated);
    await expect(dashboardPost(page, title)).toContainText("Published");

    await dashboardPost(page, title)
      .getByRole("link", { name: `View ${title} on the website` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("article strong")).toHaveText("Bring your questions.");
    await visit(page, "/blog");
    await expect(page.getByRole("heading", { name: title })).toBeVisible();

    const renamed = `${title} (moved)`;
    await visit(page, "/admin/dashboard");
    await dashboardPost(page, title)
      .getByRole("link", { name: `Edit ${title}` })
      .click();
    await textbox(editor, "Title").fill(renamed);
    await editor.getByRole("button", { name: "Update Post" }).click();
    await expectToast(page, uiMessages.blogAdmin.updated);
    await visit(page, `/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(renamed);

    await visit(page, "/admin/dashboard");
    await confirmDelete(page, page.getByRole("button", { name: `Delete ${renamed}` }));
    await expectToast(page, uiMessages.blogAdmin.deleted);
    await expect(dashboardPost(page, renamed)).toHaveCount(0);
    await visit(page, `/blog/${slug}`);
    await expect(page.getByRole("heading", { name: uiMessages.blogDetail.notFoundTitle })).toBeVisible();
  });

  test("applications: status change, detail, delete", async ({ page, stack }) => {
    const schoolName = stack.unique("Cahaba Valley School");
    const receipt = await stack.submitApplication(schoolApplication(schoolName));
    await signIn(page);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Applications" }).click();
    const card = page.getByRole("article", { name: schoolName, exact: true });
    await expect(card).toContainText("Pending");
    await expect(card).toContainText(validApplication.administratorName);
    await expect(card.getByRole("link", { name: validApplication.administratorEmail })).toBeVisible();

    await select(card, "Status").selectOption("approved");
    // The quick change asks first; this one is recorded without a letter.
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: uiMessages.applicationAdmin.withoutLetter })
      .click();
    await expectToast(page, `Application ${uiMessages.applicationAdmin.statusUpdated}`);
    await expect(card).toContainText("Approved");
    await reload(page);
    await expect(select(card, "Status")).toHaveValue("approved");

    await card.getByRole("link", { name: `View Details of ${schoolName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/applications/${receipt.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(schoolName);
    await expect(page.getByText("Approved", { exact: true })).toBeVisible();
    for (const name of [
      "School Information",
      "Administrator Information",
      "School Details",
      "Enrollment Information",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: validApplication.administratorEmail })).toHaveAttribute(
      "href",
      `mailto:${validApplication.administratorEmail}`,
    );
    await expect(page.getByText("Elementary Enrollment")).toBeVisible();
    await expect(page.getByText("Preschool Enrollment"), "an empty optional count is left out").toHaveCount(
      0,
    );

    await page.getByRole("link", { name: "Back to Applications" }).click();
    await confirmDelete(page, page.getByRole("button", { name: `Delete ${schoolName}` }));
    await expectToast(page, `Application ${uiMessages.applicationAdmin.deleted}`);
    await expect(page.getByRole("article", { name: schoolName, exact: true })).toHaveCount(0);

    await visit(page, `/admin/applications/${receipt.id}`);
    const notFound = page.getByRole("alert");
    await expect(notFound.getByRole("heading", { level: 1, name: "Application Not Found" })).toBeVisible();
    await notFound.getByRole("link", { name: "Back to Applications" }).click();
    await expect(page).toHaveURL(/\/admin\/applications$/);
  });

  test("settings: configure with the fake, test the connection, sync, and a new application's row", {
    tag: "@smoke",
  }, async ({ page, stack }) => {
    const before = stack.unique("Oak Mountain Academy");
    await stack.submitApplication(schoolApplication(before));
    const serviceAccount = await stack.serviceAccountEmail();
    await signIn(page);
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Google Sheets" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    // The key card names the account, and so do the setup steps.
    await expect(page.getByText(serviceAccount).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Sync All Applications Now" })).toHaveCount(0);

    const spreadsheetId = textbox(page, "Spreadsheet ID");
    const configure = page.getByRole("button", { name: "Configure Integration" });
    await spreadsheetId.fill("   ");
    await expect(configure).toBeDisabled();

    // A sheet not shared with the service account: refused, with the account to share it with.
    await spreadsheetId.fill(SPREADSHEETS.private);
    await configure.click();
    await expectToast(page, uiMessages.sheets.configureFailed, serviceAccount);

    await spreadsheetId.fill(SPREADSHEETS.shared);
    await configure.click();
    await expectToast(page, uiMessages.sheets.configured);
    await expect(page.getByRole("button", { name: "Update Configuration" })).toBeVisible();
    await expect(page.getByText("Configured", { exact: true })).toBeVisible();
    await expect.poll(async () => (await stack.sheetRows("shared")).flat()).toContain(before);

    await page.getByRole("button", { name: "Test Connection" }).click();
    await expectToast(page, uiMessages.sheets.testOk);

    // The sheet's sharing withdrawn in Google: the test says so (403 from the fake).
    await stack.setShared("shared", false);
    await page.getByRole("button", { name: "Test Connection" }).click();
    await expectToast(page, uiMessages.sheets.testFailedTitle, serviceAccount);
    await stack.setShared("shared", true);

    await page.getByRole("button", { name: "Sync All Applications Now" }).click();
    await expectToast(page, new RegExp(`^${uiMessages.sheets.syncOk}`));

    // A public submission reaches the sheet on its own.
    const after = stack.unique("Red Mountain Prep");
    await visit(page, "/application");
    await fillApplication(page, schoolApplication(after));
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, uiMessages.application.successTitle);
    await expect
      .poll(async () => (await stack.sheetRows("shared")).flat(), { timeout: 20_000 })
      .toContain(after);
  });

  test("logout: back to the login, and the old token is refused", async ({ page, stack }) => {
    await signIn(page);
    const token = await storedAdminToken(page);
    if (token === null) throw new Error("no token after login");
    expect(await stack.adminGetStatus("/api/blog/admin", token)).toBe(200);

    await page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedAdminToken(page)).toBeNull();
    expect(await stack.adminGetStatus("/api/blog/admin", token)).toBe(401);
    await visit(page, "/admin/settings");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test("the editor's preview of a hostile post runs nothing either", async ({ page, stack }) => {
  const post = await stack.publishedPost("XSS preview", {
    content: `<p>Preview paragraph long enough for the fifty character minimum.</p><img src="https://e2e-images.example.org/x.png" alt="probe" onerror="window.__xss = 'onerror'">`,
  });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page);
  await visit(page, `/admin/editor/${post.id}`);
  await expect(textbox(page, "Title")).toHaveValue(post.title);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("region", { name: "Preview" }).getByText("Preview paragraph")).toBeVisible();
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => Reflect.get(window, "__xss"))).toBeUndefined();
});
