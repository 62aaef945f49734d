import { uiMessages } from "@choose/schema";
import { expect, test } from "./fixtures.ts";
import { reload, visit } from "./ui.ts";

test("any other path shows Page Not Found with a way home", async ({ page }) => {
  for (const path of ["/no-such-page", "/blog/a/b", "/admin-nope"]) {
    await visit(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(uiMessages.notFound);
  }
  await expect(page).toHaveTitle(new RegExp(uiMessages.notFound));
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("deep links survive a reload: /blog/{slug}, /application, /contact", async ({ page, stack }) => {
  const post = await stack.publishedPost("Deep link");
  const screens = [
    { path: `/blog/${post.slug}`, heading: post.title },
    { path: "/application", heading: "School Application" },
    { path: "/contact", heading: "Contact Us" },
  ];
  for (const { path, heading } of screens) {
    await visit(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await reload(page);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
});
