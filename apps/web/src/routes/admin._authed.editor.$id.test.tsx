import { blogMessages, defaultSiteConfig, mediaMessages, uiMessages } from "@choose/schema";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, test, vi } from "vitest";
import { mockBackend, scenario } from "../mocks/backend";
import { MOCK_MEDIA } from "../mocks/posts";
import { renderAdminRoute } from "../test/admin";
import { pngFile } from "../test/images";
import { findToast } from "../test/render";
import { server } from "../test/server";
import { expectSkeleton, expectUnavailable } from "./-components/admin-test-helpers";

const KEY_DATES_ID = "5b0f6a3e-2a7c-4c55-9d6e-0c1f1b7a9e01";
const TABLE_POST_ID = "5b0f6a3e-2a7c-4c55-9d6e-0c1f1b7a9e02";
const CONTENT = "<p>Workshops for school leaders run in Birmingham, Mobile and Huntsville this fall.</p>";

async function renderEditor(id: string) {
  const view = await renderAdminRoute(`/admin/editor/${id}`);
  const form = within(await screen.findByRole("form", { name: "Post editor" }));
  // The visual editor is loaded lazily (the first import can take seconds on a busy machine).
  await form.findByRole("textbox", { name: /^Content/ }, { timeout: 10_000 });
  const field = (label: string) => form.getByLabelText(new RegExp(`^${label}`));
  // Into HTML from the visual editor, and back.
  const toggleHtml = () => {
    const html = form.getByRole("button", { name: "HTML" });
    const onHtml = html.getAttribute("aria-pressed") === "true";
    return view.user.click(onHtml ? form.getByRole("button", { name: "Visual" }) : html);
  };
  const fillNewPost = async () => {
    await view.user.type(field("Title"), "Fall Workshop Series");
    await view.user.type(field("Excerpt"), "Dates and places for our fall workshops.");
    await toggleHtml();
    await view.user.click(form.getByRole("textbox", { name: /^Content/ }));
    await view.user.paste(CONTENT);
  };
  return { ...view, form, field, toggleHtml, fillNewPost };
}

describe("post editor", () => {
  test("a new post starts empty, with the team as author, the slug hint and a real Publish switch", async () => {
    const { form, field } = await renderEditor("new");
    expect(screen.getByRole("heading", { level: 1, name: "Create New Post" })).toBeVisible();
    expect(field("Title")).toHaveValue("");
    expect(field("Slug")).toHaveAccessibleDescription("Leave empty to auto-generate");
    expect(field("Author Name")).toHaveValue(defaultSiteConfig.teamName);
    expect(field("Featured Image URL")).toHaveValue("");
    expect(form.getByRole("switch", { name: "Publish Post" })).toHaveAttribute("aria-checked", "false");
    expect(form.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/admin/dashboard");
    expect(form.getByRole("button", { name: "Create Post" })).toBeVisible();
  });

  test("a time in Publish At (Alabama time) schedules the post: the editor says when, the dashboard lists it", async () => {
    const { user, form, field, fillNewPost } = await renderEditor("new");
    await fillNewPost();
    const year = new Date().getFullYear() + 1;
    fireEvent.change(field("Publish At"), { target: { value: `${year}-01-15T08:00` } });
    expect(form.getByRole("status")).toHaveTextContent(
      new RegExp(`^Scheduled for \\w+day, January 15, ${year} at 8:00 AM \\(Alabama time\\)$`),
    );
    await user.click(form.getByRole("button", { name: "Create Post" }));
    expect(await findToast(uiMessages.blogAdmin.created)).toBeVisible();
    const [saved] = await mockBackend.services.blog.listAll();
    // 8:00 in Alabama in January is 14:00 UTC (CST).
    expect(saved).toMatchObject({ published: false, publishAt: `${year}-01-15T14:00:00.000Z` });
    const scheduled = within(await screen.findByRole("region", { name: "Scheduled" }));
    expect(await scheduled.findByRole("link", { name: "Fall Workshop Series" })).toHaveAttribute(
      "href",
      `/admin/editor/${saved?.id}`,
    );
    expect(scheduled.getByText(/January 15/)).toBeVisible();
  });

  test("saving an empty post shows the spec's messages by their fields", async () => {
    const { user, form, field } = await renderEditor("new");
    await user.clear(field("Author Name"));
    await user.click(form.getByRole("button", { name: "Create Post" }));
    // The form's contract loads on first use: the messages come once it has, on a cold worker after the click.
    await vi.waitFor(() => expect(field("Title")).toHaveAccessibleDescription(blogMessages.title));
    expect(field("Excerpt")).toHaveAccessibleDescription(blogMessages.excerpt);
    // The rich-text editor takes its attributes (aria-describedby) in its own update, a tick later.
    await vi.waitFor(() =>
      expect(form.getByRole("textbox", { name: /^Content/ })).toHaveAccessibleDescription(
        blogMessages.content,
      ),
    );
    expect(field("Author Name")).toHaveAccessibleDescription(blogMessages.authorName);
  });

  test("Create Post saves, says so, returns to the dashboard and lists the new post", async () => {
    const { user, form, fillNewPost, history } = await renderEditor("new");
    await fillNewPost();
    await user.click(form.getByRole("switch", { name: "Publish Post" }));
    await user.click(form.getByRole("button", { name: "Create Post" }));
    expect(await findToast(uiMessages.blogAdmin.created)).toBeVisible();
    const created = await screen.findByRole("article", { name: "Fall Workshop Series" });
    expect(within(created).getByText("Published")).toBeVisible();
    expect(within(created).getByText("fall-workshop-series")).toBeVisible();
    expect(history.location.pathname).toBe("/admin/dashboard");
    const [saved] = await mockBackend.services.blog.listAll();
    expect(saved).toMatchObject({ content: CONTENT, published: true, featuredImage: null });
  });

  test("Update Post saves the changed post and the dashboard shows it", async () => {
    const { user, form, field } = await renderEditor(KEY_DATES_ID);
    expect(screen.getByRole("heading", { level: 1, name: "Edit Post" })).toBeVisible();
    expect(field("Slug")).toHaveValue("choose-act-2026-27-key-dates");
    await user.clear(field("Title"));
    await user.type(field("Title"), "Key Dates for 2026-27");
    await user.click(form.getByRole("button", { name: "Update Post" }));
    expect(await findToast(uiMessages.blogAdmin.updated)).toBeVisible();
    expect(await screen.findByRole("article", { name: "Key Dates for 2026-27" })).toBeVisible();
    expect(await mockBackend.services.blog.get(KEY_DATES_ID)).toMatchObject({
      title: "Key Dates for 2026-27",
      slug: "choose-act-2026-27-key-dates",
    });
  });

  test("the toolbar formats the text and says which formats are on", async () => {
    const { user, form, toggleHtml } = await renderEditor("new");
    const toolbar = within(form.getByRole("toolbar", { name: "Formatting" }));
    const editor = form.getByRole("textbox", { name: /^Content/ });
    await user.click(editor);
    await user.click(toolbar.getByRole("button", { name: "H2 heading" }));
    await user.keyboard("Who can apply?");
    expect(toolbar.getByRole("button", { name: "H2 heading" })).toHaveAttribute("aria-pressed", "true");
    await user.keyboard("{Enter}");
    await user.click(toolbar.getByRole("button", { name: "Bulleted list" }));
    await user.click(toolbar.getByRole("button", { name: "Bold" }));
    await user.keyboard("Families");
    expect(toolbar.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
    expect(toolbar.getByRole("button", { name: "H2 heading" })).toHaveAttribute("aria-pressed", "false");
    await toggleHtml();
    expect(form.getByRole("textbox", { name: /^Content/ })).toHaveValue(
      "<h2>Who can apply?</h2>\n<ul>\n  <li>\n    <p><strong>Families</strong></p>\n  </li>\n</ul>",
    );
  });

  test("the toolbar is one tab stop; arrow keys, Home and End move along it", async () => {
    const { user, form } = await renderEditor("new");
    const toolbar = within(form.getByRole("toolbar", { name: "Formatting" }));
    toolbar.getByRole("button", { name: "H2 heading" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(toolbar.getByRole("button", { name: "H3 heading" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    // Undo and Redo are disabled in a fresh editor, so the last enabled tool is Image.
    expect(toolbar.getByRole("button", { name: "Image" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(toolbar.getByRole("button", { name: "H2 heading" })).toHaveFocus();
    await user.tab();
    expect(toolbar.getByRole("button", { name: "H3 heading" })).not.toHaveFocus();
  });

  test("Link turns the selected text into a link to the address typed", async () => {
    const { user, form, toggleHtml } = await renderEditor("new");
    const toolbar = within(form.getByRole("toolbar", { name: "Formatting" }));
    await user.click(form.getByRole("textbox", { name: /^Content/ }));
    await user.keyboard("Contact us{Control>}a{/Control}");
    await user.click(toolbar.getByRole("button", { name: "Link" }));
    await user.type(form.getByLabelText("Link address"), "javascript:alert(1){Enter}");
    expect(form.getByRole("alert")).toHaveTextContent(/^Enter a web address/);
    await user.clear(form.getByLabelText("Link address"));
    await user.type(form.getByLabelText("Link address"), "/contact{Enter}");
    expect(toolbar.getByRole("button", { name: "Link" })).toHaveAttribute("aria-pressed", "true");
    await toggleHtml();
    expect(form.getByRole("textbox", { name: /^Content/ })).toHaveValue(
      '<p><a href="/contact">Contact us</a></p>',
    );
  });

  test("Image adds a picture by its web address and description, and refuses other addresses", async () => {
    const { user, form, toggleHtml } = await renderEditor("new");
    const toolbar = within(form.getByRole("toolbar", { name: "Formatting" }));
    await user.click(toolbar.getByRole("button", { name: "Image" }));
    await user.type(form.getByLabelText("Image address"), "data:image/png;base64,AAAA{Enter}");
    expect(form.getByRole("alert")).toHaveTextContent(blogMessages.featuredImage);
    await user.clear(form.getByLabelText("Image address"));
    await user.type(form.getByLabelText("Image address"), "https://example.org/school.jpg");
    await user.type(form.getByLabelText("Description (alt text)"), "Students in class{Enter}");
    expect(form.queryByLabelText("Image address")).toBeNull();
    await toggleHtml();
    expect(form.getByRole("textbox", { name: /^Content/ })).toHaveValue(
      '<img src="https://example.org/school.jpg" alt="Students in class">',
    );
  });

  test("HTML shows the HTML laid out a block a line, and edits there come back to the visual editor", async () => {
    const { user, form, toggleHtml } = await renderEditor(KEY_DATES_ID);
    const modes = form.getByRole("group", { name: "Edit the content as" });
    expect(within(modes).getByRole("button", { name: "Visual" })).toHaveAttribute("aria-pressed", "true");
    await toggleHtml();
    expect(within(modes).getByRole("button", { name: "HTML" })).toHaveAttribute("aria-pressed", "true");
    expect(within(modes).getByRole("button", { name: "Visual" })).toHaveAttribute("aria-pressed", "false");
    const html = form.getByRole("textbox", { name: /^Content/ });
    expect(html.tagName).toBe("TEXTAREA");
    expect(html).toHaveDisplayValue(/<h2>Who can apply\?<\/h2>\n<p>/);
    await user.clear(html);
    await user.paste("<blockquote><p>Check the official program site.</p></blockquote>");
    await toggleHtml();
    const editor = await form.findByRole("textbox", { name: /^Content/ });
    expect(within(editor).getByText("Check the official program site.").closest("blockquote")).not.toBeNull();
  });

  test("a post the visual editor cannot keep (a table) opens as HTML and stays there", async () => {
    const { form } = await renderAdminRoute(`/admin/editor/${TABLE_POST_ID}`).then(async (view) => ({
      ...view,
      form: within(await screen.findByRole("form", { name: "Post editor" })),
    }));
    const html = form.getByRole("textbox", { name: /^Content/ });
    expect(html).toHaveDisplayValue(/<table>/);
    expect(html).toHaveAccessibleDescription(/cannot keep \(<table>, <thead>, <tr>, <th>, <tbody>, <td>\)/);
    expect(form.getByRole("button", { name: "HTML" })).toHaveAttribute("aria-pressed", "true");
    expect(form.getByRole("button", { name: "Visual" })).toBeDisabled();
    expect(html).toHaveDisplayValue(/<table>\n {2}<thead>\n {4}<tr>/);
  });

  test("Preview shows the post as the public page will, cleaned as the server will clean it", async () => {
    const { user, form, field, toggleHtml } = await renderEditor(KEY_DATES_ID);
    await toggleHtml();
    const html = form.getByRole("textbox", { name: /^Content/ });
    await user.clear(html);
    await user.paste('<h2>Safe heading</h2><img src="x" onerror="alert(1)"><script>alert(2)</script>');
    await user.click(field("Featured Image URL"));
    await user.paste("https://example.org/cover.jpg");
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const preview = within(screen.getByRole("region", { name: "Preview" }));
    expect(
      preview.getByRole("heading", { level: 1, name: "CHOOSE Act 2026-27: Key Dates for Families" }),
    ).toBeVisible();
    expect(preview.getByRole("heading", { level: 2, name: "Safe heading" })).toBeVisible();
    expect(preview.getByText(/^Renewals opened on December 15/)).toBeVisible();
    expect(preview.getByText(/Published by/)).toBeVisible();
    const content = document.querySelector("section .post-content");
    expect(content?.innerHTML).toBe("<h2>Safe heading</h2>");
    expect(document.querySelector("section img")).toHaveAttribute("src", "https://example.org/cover.jpg");
    expect(screen.queryByRole("form", { name: "Post editor" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Back to Editing" }));
    expect(screen.getByRole("form", { name: "Post editor" })).toBeVisible();
  });

  test("a featured image address shows a preview of the image", async () => {
    const { user, field } = await renderEditor("new");
    await user.click(field("Featured Image URL"));
    await user.paste("https://example.org/cover.jpg");
    expect(
      screen.getByText("Featured image preview").closest("figure")?.querySelector("img"),
    ).toHaveAttribute("src", "https://example.org/cover.jpg");
  });

  test.each([
    {
      case: "the server's message",
      arrange: () =>
        mockBackend.override("blog", {
          create: scenario.fails("That slug is already used by another post", "CONFLICT"),
        }),
      message: "That slug is already used by another post",
    },
    {
      case: "only the fallback when the server is unreachable",
      arrange: () => server.use(http.post("*/trpc/admin.blog.create", () => HttpResponse.error())),
      message: uiMessages.blogAdmin.saveFailed,
    },
  ])("a failed save says Failed to save blog post with $case and stays", async ({ arrange, message }) => {
    arrange();
    const { user, form, fillNewPost, history } = await renderEditor("new");
    await fillNewPost();
    await user.click(form.getByRole("button", { name: "Create Post" }));
    expect(await findToast(uiMessages.blogAdmin.saveFailed)).toHaveTextContent(message);
    expect(history.location.pathname).toBe("/admin/editor/new");
  });

  test("a post that cannot be loaded says Failed to fetch post, with a way back", async () => {
    await expectUnavailable(
      "/admin/editor/5b0f6a3e-2a7c-4c55-9d6e-0c1f1b7a9eff",
      "Back to Dashboard",
      "/admin/dashboard",
    );
    expect(await findToast(uiMessages.blogAdmin.fetchOneFailed)).toHaveTextContent("Post not found");
  });

  test("shows a skeleton while the post loads", async () => {
    mockBackend.override("blog", { get: scenario.pending() });
    await expectSkeleton(`/admin/editor/${KEY_DATES_ID}`, "Loading post");
  });
});

describe("post editor: images", () => {
  test("Upload image sets the featured image: a file, its alt text, then saved with the post", async () => {
    const { user, form, field, fillNewPost } = await renderEditor("new");
    await fillNewPost();
    await user.click(form.getByRole("button", { name: "Upload image" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Featured image" }));
    await user.upload(dialog.getByLabelText("Image file"), pngFile("open-house.png", 2400, 1200));
    expect(dialog.getByText(/open-house\.png/)).toBeVisible();
    await user.type(dialog.getByLabelText(/^Description \(alt text\)/), "Families at the open house");
    await user.click(dialog.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const [uploaded] = await mockBackend.services.media.list();
    expect(uploaded).toMatchObject({ alt: "Families at the open house", width: 1600, height: 800 });
    expect(field("Featured Image URL")).toHaveValue(uploaded?.url);
    expect(screen.getByText(/Featured image preview/)).toHaveTextContent("“Families at the open house”");
    await user.click(form.getByRole("button", { name: "Create Post" }));
    expect(await findToast(uiMessages.blogAdmin.created)).toBeVisible();
    const [saved] = await mockBackend.services.blog.listAll();
    expect(saved).toMatchObject({
      featuredImage: uploaded?.url,
      featuredMedia: { id: uploaded?.id, alt: "Families at the open house" },
    });
  });

  test("the dialog asks for a file and for alt text, and says what the server refused", async () => {
    const { user, form } = await renderEditor("new");
    await user.click(form.getByRole("button", { name: "Upload image" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Featured image" }));
    await user.click(dialog.getByRole("button", { name: "Upload" }));
    expect(dialog.getByRole("alert")).toHaveTextContent(uiMessages.media.chooseImage);
    await user.upload(dialog.getByLabelText("Image file"), pngFile("school.png"));
    await user.click(dialog.getByRole("button", { name: "Upload" }));
    // The alt text's own message, at its field, which gets the focus.
    const alt = dialog.getByLabelText(/^Description \(alt text\)/);
    await waitFor(() => expect(alt).toHaveAccessibleDescription(expect.stringContaining(mediaMessages.alt)));
    expect(alt).toHaveFocus();
    expect(dialog.queryByRole("alert")).toBeNull();

    // Named and typed as a PNG, but text: the content decides.
    const fake = new File(["not a picture at all"], "fake.png", { type: "image/png" });
    await user.upload(dialog.getByLabelText("Image file"), fake);
    await user.type(dialog.getByLabelText(/^Description \(alt text\)/), "A fake");
    await user.click(dialog.getByRole("button", { name: "Upload" }));
    expect(await dialog.findByText(mediaMessages.unsupported)).toBeVisible();
    expect(await mockBackend.services.media.list()).toHaveLength(MOCK_MEDIA.length);
  });

  test("an image from the library can be the featured image; its alt text comes along", async () => {
    const { user, form, field } = await renderEditor("new");
    const [image] = MOCK_MEDIA;
    await user.click(form.getByRole("button", { name: "Upload image" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Featured image" }));
    await user.click(await dialog.findByRole("radio", { name: image?.alt }));
    expect(dialog.getByLabelText(/^Description \(alt text\)/)).toHaveValue(image?.alt);
    await user.click(dialog.getByRole("button", { name: "Use image" }));
    await waitFor(() => expect(field("Featured Image URL")).toHaveValue(`/media/${image?.id}/320.png`));
  });

  test("Image > Upload image puts an upload in the content, with its alt text and size", async () => {
    const { user, form, toggleHtml } = await renderEditor("new");
    const toolbar = within(form.getByRole("toolbar", { name: "Formatting" }));
    await user.click(toolbar.getByRole("button", { name: "Image" }));
    const panel = within(form.getByRole("group", { name: "Image" }));
    await user.click(panel.getByRole("button", { name: "Upload image" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add an image" }));
    await user.upload(dialog.getByLabelText("Image file"), pngFile("hall.png", 800, 600));
    await user.type(dialog.getByLabelText(/^Description \(alt text\)/), "The school hall");
    await user.click(dialog.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [uploaded] = await mockBackend.services.media.list();
    await toggleHtml();
    expect(form.getByRole("textbox", { name: /^Content/ })).toHaveValue(
      `<img src="${uploaded?.url}" alt="The school hall" width="800" height="600">`,
    );
  });

  test("an image file pasted into the content opens the upload with that file", async () => {
    const { form } = await renderEditor("new");
    const editor = form.getByRole("textbox", { name: /^Content/ });
    fireEvent.paste(editor, {
      clipboardData: { files: [pngFile("pasted.png")], types: ["Files"], getData: () => "" },
    });
    const dialog = within(await screen.findByRole("dialog", { name: "Add an image" }));
    expect(dialog.getByText(/pasted\.png/)).toBeVisible();
  });

  test("an image typed by address needs alt text too", async () => {
    const { user, form } = await renderEditor("new");
    const toolbar = within(form.getByRole("toolbar", { name: "Formatting" }));
    await user.click(toolbar.getByRole("button", { name: "Image" }));
    await user.type(form.getByLabelText("Image address"), "https://example.org/school.jpg{Enter}");
    expect(form.getByRole("alert")).toHaveTextContent(mediaMessages.alt);
  });
});

describe("unsaved changes", () => {
  test("Cancel with unsaved changes asks first; Keep Editing stays, Leave goes", async () => {
    const { user, form, field } = await renderEditor(KEY_DATES_ID);
    await user.type(field("Title"), " (updated)");
    await user.click(form.getByRole("link", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep Editing" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(field("Title")).toHaveValue("CHOOSE Act 2026-27: Key Dates for Families (updated)");
    await user.click(form.getByRole("link", { name: "Cancel" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Leave" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Blog Posts" })).toBeVisible();
  });

  test("an untouched post is left without a question", async () => {
    const { user, form } = await renderEditor(KEY_DATES_ID);
    await user.click(form.getByRole("link", { name: "Cancel" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Blog Posts" })).toBeVisible();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  test("a lost session keeps the draft in the browser, offered back when the post opens again", async () => {
    mockBackend.override("blog", {
      update: scenario.fails(uiMessages.login.failureFallback, "UNAUTHORIZED"),
    });
    const first = await renderEditor(KEY_DATES_ID);
    await first.user.type(first.field("Title"), " (draft)");
    await first.user.click(first.form.getByRole("button", { name: "Update Post" }));
    // The expired session leads to the login (nothing to ask: the editor is gone); the title is kept here.
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeVisible();
    first.unmount();

    await mockBackend.reset();
    const again = await renderEditor(KEY_DATES_ID);
    expect(again.field("Title")).toHaveValue("CHOOSE Act 2026-27: Key Dates for Families");
    const offer = screen.getByRole("region", { name: "Unsaved draft" });
    await again.user.click(within(offer).getByRole("button", { name: "Restore Draft" }));
    expect(again.field("Title")).toHaveValue("CHOOSE Act 2026-27: Key Dates for Families (draft)");
    expect(screen.queryByRole("region", { name: "Unsaved draft" })).toBeNull();
  });

  test("a saved post leaves no draft behind", async () => {
    const first = await renderEditor(KEY_DATES_ID);
    await first.user.type(first.field("Title"), " (saved)");
    await first.user.click(first.form.getByRole("button", { name: "Update Post" }));
    expect(await findToast(uiMessages.blogAdmin.updated)).toBeVisible();
    first.unmount();
    await renderEditor(KEY_DATES_ID);
    expect(screen.queryByRole("region", { name: "Unsaved draft" })).toBeNull();
  });
});
