import { mediaMessages, uiMessages } from "@choose/schema";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockBackend, scenario } from "../mocks/backend";
import { MOCK_MEDIA, MOCK_POSTS } from "../mocks/posts";
import { renderAdminRoute } from "../test/admin";
import { pngFile } from "../test/images";
import { findToast } from "../test/render";
import { renderAdminList } from "./-components/admin-test-helpers";

const [blueSky, greenHill] = MOCK_MEDIA;
const usingBlueSky = MOCK_POSTS.find((post) => post.featuredMedia?.id === blueSky?.id);

const renderLibrary = () => renderAdminList("/admin/media", "Images");

describe("media library", () => {
  test("shows each image with its dimensions, size, date, alt text and the posts that use it", async () => {
    const { list, item } = await renderLibrary();
    expect(list.getAllByRole("article")).toHaveLength(MOCK_MEDIA.length);
    const image = item(blueSky?.alt);
    expect(image.getByRole("img", { name: blueSky?.alt })).toHaveAttribute(
      "src",
      `/media/${blueSky?.id}/320.png`,
    );
    expect(image.getByText("320 × 180")).toBeVisible();
    expect(image.getByText(/^1 KB/)).toBeVisible();
    expect(image.getByText("September 1, 2025")).toBeVisible();
    expect(image.getByLabelText("Alt text")).toHaveValue(blueSky?.alt);
    expect(image.getByRole("link", { name: usingBlueSky?.title })).toHaveAttribute(
      "href",
      `/admin/editor/${usingBlueSky?.id}`,
    );
  });

  test("alt text is edited in place, and required", async () => {
    const { user, item } = await renderLibrary();
    const image = item(greenHill?.alt);
    const field = image.getByLabelText("Alt text");
    await user.clear(field);
    await user.click(image.getByRole("button", { name: "Save" }));
    expect(field).toHaveAccessibleDescription(mediaMessages.alt);
    await user.type(field, "A white school on a hill");
    await user.click(image.getByRole("button", { name: "Save" }));
    expect(await findToast(uiMessages.media.altSaved)).toBeVisible();
    const stored = (await mockBackend.services.media.list()).find((item) => item.id === greenHill?.id);
    expect(stored?.alt).toBe("A white school on a hill");
  });

  test("delete is refused while a post uses the image, and says which", async () => {
    const { user, item } = await renderLibrary();
    await user.click(item(blueSky?.alt).getByRole("button", { name: `Delete ${blueSky?.alt}` }));
    const dialog = within(await screen.findByRole("alertdialog"));
    const refusal = mediaMessages.inUse({ home: [], posts: [usingBlueSky?.title ?? ""] });
    expect(dialog.getByText(refusal)).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    const toast = await findToast(uiMessages.media.deleteFailed);
    expect(toast).toHaveTextContent(refusal);
    expect(await mockBackend.services.media.list()).toHaveLength(MOCK_MEDIA.length);
  });

  test("the home page's hero image is marked as used there, and its delete is refused naming the home page", async () => {
    const home = await mockBackend.services.home.content();
    await mockBackend.services.home.save({
      ...home,
      heroImageId: greenHill?.id ?? null,
      en: { ...home.en, hero: { ...home.en.hero, imageAlt: "A school on a hill" } },
      es: { ...home.es, hero: { ...home.es.hero, imageAlt: "Una escuela en una colina" } },
    });
    const { user, item } = await renderLibrary();
    const image = item(greenHill?.alt);
    expect(image.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/admin/home");
    expect(image.getByText("(hero image)")).toBeVisible();
    await user.click(image.getByRole("button", { name: `Delete ${greenHill?.alt}` }));
    const posts = MOCK_POSTS.filter((post) => post.featuredMedia?.id === greenHill?.id).map(
      (post) => post.title,
    );
    const refusal = mediaMessages.inUse({ home: ["hero"], posts });
    expect(within(await screen.findByRole("alertdialog")).getByText(refusal)).toBeVisible();
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await findToast(uiMessages.media.deleteFailed)).toHaveTextContent(refusal);
    expect(await mockBackend.services.media.list()).toHaveLength(MOCK_MEDIA.length);
  });

  test("an image no post uses is deleted", async () => {
    const unused = await mockBackend.services.media.upload({
      data: new Uint8Array(await pngFile("x.png").arrayBuffer()),
      alt: "Unused",
    });
    const { user, item, list } = await renderLibrary();
    await user.click(item("Unused").getByRole("button", { name: "Delete Unused" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await findToast(uiMessages.media.deleted)).toBeVisible();
    await waitFor(() => expect(list.queryByRole("article", { name: "Unused" })).toBeNull());
    expect((await mockBackend.services.media.list()).map((item) => item.id)).not.toContain(unused.id);
  });

  test("Upload image adds one to the library", async () => {
    const { user, list } = await renderLibrary();
    await user.click(screen.getByRole("button", { name: "Upload image" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Upload an image" }));
    expect(dialog.queryByRole("radio")).toBeNull();
    await user.upload(dialog.getByLabelText("Image file"), pngFile("bus.png", 640, 480));
    await user.type(dialog.getByLabelText(/^Description \(alt text\)/), "The school bus");
    await user.click(dialog.getByRole("button", { name: "Upload" }));
    expect(await findToast(uiMessages.media.uploaded)).toBeVisible();
    expect(await list.findByRole("article", { name: "The school bus" })).toBeVisible();
  });

  test("an empty library says so; a failed load says Failed to load the media library", async () => {
    mockBackend.override("media", { list: scenario.returns([]) });
    const first = await renderAdminRoute("/admin/media");
    expect(await screen.findByText(uiMessages.media.empty)).toBeVisible();
    first.unmount();
    mockBackend.override("media", { list: scenario.fails("Database down", "INTERNAL_SERVER_ERROR") });
    await renderAdminRoute("/admin/media");
    expect(await findToast(uiMessages.media.fetchListFailed)).toBeVisible();
  });

  test("the admin navigation links to it", async () => {
    await renderLibrary();
    expect(
      within(screen.getByRole("navigation", { name: "Admin" })).getByRole("link", { name: "Media" }),
    ).toHaveAttribute("href", "/admin/media");
  });
});
