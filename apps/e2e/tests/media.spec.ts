import { readFile } from "node:fs/promises";
import { mediaMessages, uiMessages } from "@choose/schema";
import type { Locator, Page } from "@playwright/test";
import { expect, PHOTO, test } from "./fixtures.ts";
import { expectToast, loginThroughUi, textbox, visit } from "./ui.ts";

/** The widths made of the 2400-pixel photo, in a srcset. */
const ALL_WIDTHS = /480w, .+ 960w, .+ 1600w$/;

async function uploadInDialog(page: Page, dialogName: string, alt: string, file?: string) {
  const dialog = page.getByRole("dialog", { name: dialogName });
  if (file) await dialog.getByLabel("Image file").setInputFiles(file);
  await dialog.getByLabel(/^Description \(alt text\)/).fill(alt);
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog).toBeHidden();
}

/** Pastes the photo into the visual editor, as a browser does with an image on the clipboard. */
async function pastePhoto(editor: Locator, bytes: Buffer) {
  await editor.evaluate((element, base64) => {
    const data = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([data], "pasted.jpg", { type: "image/jpeg" }));
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, bytes.toString("base64"));
}

test("an uploaded featured image and a pasted one reach the post as <picture>s; the library knows where", {
  tag: "@smoke",
}, async ({ page, stack }) => {
  const title = stack.unique("Open house photos");
  const featuredAlt = `${title}: the schoolhouse`;
  await loginThroughUi(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await visit(page, "/admin/editor/new");
  await textbox(page, "Title").fill(title);
  await textbox(page, "Excerpt").fill("Photos from our open house for families and school leaders.");
  const editor = textbox(page, "Content");
  await editor.click();
  await page.keyboard.type("Families toured the classrooms and met the teachers at our spring open house.");

  // Featured: the upload dialog with a file and its alt text.
  await page.getByRole("button", { name: "Upload image" }).click();
  await uploadInDialog(page, "Featured image", featuredAlt, PHOTO);
  await expect(textbox(page, "Featured Image URL")).toHaveValue(/^\/media\/[0-9a-f-]{36}\/1600\.jpg$/);

  // In the content: a pasted image opens the same dialog with the file; alt text is asked for.
  await editor.click();
  await pastePhoto(editor, await readFile(PHOTO));
  await uploadInDialog(page, "Add an image", "The classroom on the open day");
  await expect(editor.getByRole("img", { name: "The classroom on the open day" })).toBeVisible();

  await page.getByRole("switch", { name: "Publish Post" }).click();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expectToast(page, uiMessages.blogAdmin.created);

  // The public post: the featured image first (high priority), every width in AVIF and WebP.
  const slug = title.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-");
  await visit(page, `/blog/${slug}`);
  const featured = page.getByRole("img", { name: featuredAlt });
  await expect(featured).toHaveAttribute("fetchpriority", "high");
  await expect(featured).toHaveAttribute("srcset", ALL_WIDTHS);
  await expect(featured).toHaveAttribute("width", "1600");
  await expect(featured).toHaveAttribute("height", "1067");
  const sources = featured.locator("xpath=preceding-sibling::source");
  await expect(sources).toHaveCount(2);
  await expect(sources.first()).toHaveAttribute("type", "image/avif");
  await expect(sources.first()).toHaveAttribute("srcset", ALL_WIDTHS);
  await expect
    .poll(() => featured.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const loaded = await featured.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(loaded).toMatch(/\.avif$/);
  const file = await page.request.get(loaded);
  expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(file.headers()["content-type"]).toBe("image/avif");

  const inline = page.getByRole("img", { name: "The classroom on the open day" });
  await expect(inline).toHaveAttribute("loading", "lazy");
  await expect(inline).toHaveAttribute("srcset", ALL_WIDTHS);

  // The library: both uploads name the post; deleting one is refused and says which post.
  await visit(page, "/admin/media");
  const card = page.getByRole("article", { name: featuredAlt });
  await expect(card.getByRole("link", { name: title })).toBeVisible();
  await expect(card.getByText("2400 × 1600")).toBeVisible();
  await card.getByRole("button", { name: `Delete ${featuredAlt}` }).click();
  const dialog = page.getByRole("alertdialog");
  const refusal = mediaMessages.inUse({ home: [], posts: [title] });
  await expect(dialog).toContainText(refusal);
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expectToast(page, uiMessages.media.deleteFailed, refusal);
  await expect(card).toBeVisible();
});

test("the API refuses what is not an image, whatever it is called", async ({ stack }) => {
  const response = await stack.uploadRaw({
    name: "notes.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("just text"),
  });
  expect(response).toEqual({ status: 415, message: mediaMessages.unsupported });
});
