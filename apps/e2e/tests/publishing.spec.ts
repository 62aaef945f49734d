import { tagSlug } from "@choose/schema";
import { validPostCreate } from "@choose/schema/fixtures";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { axeViolations, expectToast, SCREEN_HEIGHT, useAdminToken, visit, WIDTHS } from "./ui.ts";

const FIRST = "<p>Applications open on the first Monday of the month, as the author first wrote it.</p>";
const OVERWRITTEN =
  "<p>A colleague rewrote this paragraph and lost the opening date of the applications.</p>";

/** What the public sees without a browser: the feed's and the sitemap's text. */
const documentText = async (page: Page, path: string) => (await page.request.get(path)).text();

test("a post scheduled a minute ahead goes out by itself; a tag page lists its posts; a revision restores a paragraph", {
  tag: "@smoke",
}, async ({ page, stack }) => {
  // Scheduling waits for the minute (the issue's): the journey does the rest meanwhile.
  test.setTimeout(180_000);
  const scheduled = await stack.createPost({
    ...validPostCreate,
    title: stack.unique("Morning deadline news"),
    slug: stack.uniqueSlug("morning-deadline"),
    published: false,
    publishAt: new Date(Date.now() + 60_000).toISOString(),
  });
  await visit(page, "/blog");
  await expect(page.getByRole("heading", { level: 1, name: "News & Updates" })).toBeVisible();
  await expect(page.getByRole("heading", { name: scheduled.title })).toHaveCount(0);
  expect(await documentText(page, "/blog/rss.xml")).not.toContain(scheduled.slug);
  expect(await documentText(page, "/sitemap.xml")).not.toContain(scheduled.slug);

  // A tag page lists its posts, in English and in Spanish, server-rendered.
  const tag = stack.unique("Deadlines");
  const tagged = await stack.createPost({
    ...validPostCreate,
    title: stack.unique("Tagged news"),
    slug: stack.uniqueSlug("tagged-news"),
    published: true,
    tags: [tag],
  });
  const tagPath = `/blog/tag/${tagSlug(tag)}`;
  const served = await page.request.get(tagPath);
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain(tagged.title);
  for (const path of [tagPath, `/es${tagPath}`]) {
    await visit(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(tag);
    await expect(page.getByRole("heading", { name: tagged.title })).toBeVisible();
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page)).toEqual([]);
    }
  }
  await page.setViewportSize({ width: WIDTHS.desktop, height: SCREEN_HEIGHT });
  await visit(page, `/blog/${tagged.slug}`);
  await page
    .getByRole("navigation", { name: "Topics of this post" })
    .getByRole("link", { name: tag })
    .click();
  await expect(page).toHaveURL(new RegExp(`${tagPath}$`));

  // A colleague overwrites a paragraph; a revision brings it back.
  const revised = await stack.createPost({
    ...validPostCreate,
    title: stack.unique("Revised news"),
    slug: stack.uniqueSlug("revised-news"),
    content: FIRST,
    published: true,
  });
  expect((await stack.adminRequest("PUT", `/api/blog/${revised.id}`, { content: OVERWRITTEN })).ok()).toBe(
    true,
  );
  await useAdminToken(page, await stack.adminToken());
  await visit(page, `/admin/editor/${revised.id}`);
  const revisions = page.getByRole("region", { name: "Revisions" });
  await expect(revisions.getByRole("listitem")).toHaveCount(2);
  await revisions.getByRole("button", { name: "Compare with current" }).click();
  await expect(revisions.locator("del").filter({ hasText: "first" }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await revisions.getByRole("button", { name: "Restore" }).click();
  await expectToast(page, "Revision restored");
  await expect(revisions.getByRole("listitem")).toHaveCount(3);
  await visit(page, `/blog/${revised.slug}`);
  await expect(page.getByText("as the author first wrote it")).toBeVisible();
  await expect(page.getByText("lost the opening date")).toHaveCount(0);

  // Within a minute of its time, without anyone touching it: the list, the feed and the sitemap.
  await expect
    .poll(async () => (await documentText(page, "/blog/rss.xml")).includes(scheduled.slug), {
      timeout: 120_000,
      intervals: [2_000],
    })
    .toBe(true);
  expect(await documentText(page, "/sitemap.xml")).toContain(`/blog/${scheduled.slug}</loc>`);
  await visit(page, "/blog");
  await expect(page.getByRole("heading", { name: scheduled.title })).toBeVisible();
});
