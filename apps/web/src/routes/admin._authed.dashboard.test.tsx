import { UserEntity } from "@choose/api/testing";
import { ApplicationInputSchema, uiMessages } from "@choose/schema";
import { validApplication } from "@choose/schema/fixtures";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { seedApplications } from "../mocks/admin";
import { MOCK_ADMIN, mockBackend, scenario } from "../mocks/backend";
import { MOCK_POSTS } from "../mocks/posts";
import { renderAdminRoute } from "../test/admin";
import { findToast } from "../test/render";
import { expectSkeleton, renderAdminList } from "./-components/admin-test-helpers";

const PUBLISHED = "CHOOSE Act 2026-27: Key Dates for Families";
const DRAFT = "Draft: Fall Workshop Series";

const renderDashboard = () => renderAdminList("/admin/dashboard", "Blog posts");

describe("admin dashboard overview", () => {
  test("counts new applications, each status, unread messages and active subscribers, each linking to its list", async () => {
    await seedApplications();
    await renderAdminRoute("/admin/dashboard");
    const strip = within(await screen.findByRole("region", { name: "Overview" }));
    const count = (name: RegExp) => strip.findByRole("link", { name });
    expect(await count(/^4 Applications$/)).toHaveAttribute("href", "/admin/applications");
    expect(await count(/^1 Under Review$/)).toHaveAttribute(
      "href",
      "/admin/applications?status=under_review",
    );
    expect(await count(/^2 Unread messages$/)).toHaveAttribute("href", "/admin/messages?status=new");
    expect(await count(/^2 Active subscribers$/)).toHaveAttribute("href", "/admin/subscribers?state=active");
  });

  test("an Editor's dashboard has no overview: the server sends an Editor no counts", async () => {
    await seedApplications();
    await mockBackend.db.orm.em
      .fork()
      .nativeUpdate(UserEntity, { username: MOCK_ADMIN.username }, { role: "editor" });
    await renderAdminRoute("/admin/dashboard");
    expect(await screen.findByRole("list", { name: "Blog posts" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Overview" })).toBeNull();
    expect(screen.queryByRole("link", { name: /Applications$/ })).toBeNull();
  });

  test("after a visit, only applications sent since count as new", async () => {
    await seedApplications();
    const first = await renderAdminRoute("/admin/dashboard");
    await screen.findByRole("link", { name: /^4 Applications$/ });
    first.unmount();
    await mockBackend.services.applications.submit(ApplicationInputSchema.parse(validApplication));
    await renderAdminRoute("/admin/dashboard");
    const strip = within(await screen.findByRole("region", { name: "Overview" }));
    expect(
      await strip.findByRole("link", { name: /^1 New applications since your last visit$/ }),
    ).toBeVisible();
  });
  test("an overview that fails to load says so in its place, the posts still show, and Try again loads it", async () => {
    const { unreadCount } = mockBackend.services.contact;
    mockBackend.override("contact", {
      unreadCount: scenario.fails("Database down", "INTERNAL_SERVER_ERROR"),
    });
    const { user } = await renderDashboard();
    const strip = within(await screen.findByRole("region", { name: "Overview" }));
    const alert = await strip.findByRole("alert");
    expect(alert).toHaveTextContent(uiMessages.backOffice.overviewFailed);
    expect(await findToast(uiMessages.backOffice.overviewFailed)).toBeVisible();
    expect(screen.getByRole("list", { name: "Blog posts" })).toBeVisible();
    mockBackend.override("contact", { unreadCount });
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await strip.findByRole("link", { name: /^2 Unread messages$/ })).toBeVisible();
  });
});

describe("admin dashboard", () => {
  test("lists every post, drafts included, with its badge, excerpt, author, date and slug", async () => {
    const { list, item } = await renderDashboard();
    expect(list.getAllByRole("article")).toHaveLength(MOCK_POSTS.length);
    const published = item(PUBLISHED);
    expect(published.getByText("Published")).toBeVisible();
    expect(published.getByText(/^Renewals opened on December 15, 2025/)).toBeVisible();
    expect(published.getByText("Alabama ESA Alliance Team")).toBeVisible();
    expect(published.getByText("January 5, 2026")).toBeVisible();
    expect(published.getByText("choose-act-2026-27-key-dates")).toBeVisible();
    expect(item(DRAFT).getByText("Draft")).toBeVisible();
  });

  test("Edit opens the editor; View (published posts only) opens the public page", async () => {
    const { item } = await renderDashboard();
    expect(item(PUBLISHED).getByRole("link", { name: `Edit ${PUBLISHED}` })).toHaveAttribute(
      "href",
      "/admin/editor/5b0f6a3e-2a7c-4c55-9d6e-0c1f1b7a9e01",
    );
    expect(item(PUBLISHED).getByRole("link", { name: /^View/ })).toHaveAttribute(
      "href",
      "/blog/choose-act-2026-27-key-dates",
    );
    expect(item(DRAFT).queryByRole("link", { name: /^View/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Create New Post" })).toHaveAttribute(
      "href",
      "/admin/editor/new",
    );
  });

  test("shows a skeleton while loading", async () => {
    mockBackend.override("blog", { listAll: scenario.pending() });
    await expectSkeleton("/admin/dashboard", "Loading posts");
  });

  test("with no posts it says No blog posts yet", async () => {
    mockBackend.override("blog", { listAll: scenario.returns([]) });
    await renderAdminRoute("/admin/dashboard");
    expect(await screen.findByText("No blog posts yet")).toBeVisible();
  });

  test("a failed load says Failed to fetch posts, in a notice and in place, with a retry", async () => {
    mockBackend.override("blog", { listAll: scenario.fails("Database down", "INTERNAL_SERVER_ERROR") });
    const { user } = await renderAdminRoute("/admin/dashboard");
    expect(await findToast(uiMessages.blogAdmin.fetchListFailed)).toBeVisible();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(uiMessages.blogAdmin.fetchListFailed);
    mockBackend.override("blog", { listAll: scenario.returns([]) });
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No blog posts yet")).toBeVisible();
  });

  test("Delete asks first: Cancel keeps the post, Delete removes it and refreshes the list", async () => {
    const { user, list, item } = await renderDashboard();
    const opener = item(DRAFT).getByRole("button", { name: `Delete ${DRAFT}` });
    await user.click(opener);
    const dialog = within(screen.getByRole("alertdialog", { name: "Delete this post?" }));
    expect(dialog.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await findToast(uiMessages.blogAdmin.deleted)).toBeVisible();
    await expect.poll(() => list.queryByRole("article", { name: DRAFT })).toBeNull();
    expect(await mockBackend.services.blog.listAll()).toHaveLength(MOCK_POSTS.length - 1);
  });

  test("Send to subscribers (published posts only) says how many, asks, then shows the result", async () => {
    const sent = { recipients: 0, queued: 0, sent: 2, failed: 1 };
    const postId = (await mockBackend.services.blog.listAll()).find((p) => p.title === PUBLISHED)?.id ?? "";
    mockBackend.override("email", {
      postSendStatus: scenario.returns({ postId, recipients: 3, queued: 0, sent: 0, failed: 0 }),
      sendPost: scenario.returns({ postId, ...sent }),
    });
    const { user, item } = await renderDashboard();
    expect(item(DRAFT).queryByRole("button", { name: /to subscribers/ })).toBeNull();
    await user.click(item(PUBLISHED).getByRole("button", { name: `Send to subscribers: ${PUBLISHED}` }));
    const dialog = within(screen.getByRole("alertdialog", { name: "Send to subscribers?" }));
    expect(await dialog.findByText(/will be emailed to 3 confirmed subscribers/)).toBeVisible();
    expect(dialog.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(dialog.getByRole("button", { name: "Send" }));
    expect(await item(PUBLISHED).findByText("Sent to 2 subscribers, 1 failed.")).toBeVisible();
  });

  test("a failed delete says Failed to delete blog post and keeps the post", async () => {
    mockBackend.override("blog", { remove: scenario.fails("Post not found", "NOT_FOUND") });
    const { user, item, list } = await renderDashboard();
    await user.click(item(DRAFT).getByRole("button", { name: `Delete ${DRAFT}` }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await findToast(uiMessages.blogAdmin.deleteFailed)).toHaveTextContent("Post not found");
    expect(list.getByRole("article", { name: DRAFT })).toBeVisible();
  });
});
