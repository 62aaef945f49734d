/**
 * A small team (issue 32): the Owner invites an Editor, whose invitation arrives through the stack's real
 * SMTP server; the Editor joins (signed in at once, offered two-factor sign-in), writes and publishes a
 * post, sees no applications screen or counts and is refused the applications over the API; removed by the Owner, the Editor's session ends on the next
 * request. axe finds nothing on the team screen and the invitation page (both steps) at both widths.
 */
import { staffMessages, uiMessages } from "@choose/schema";
import { expect, test } from "./fixtures.ts";
import {
  acceptInvitation,
  expectAxeClean,
  inviteThroughUi,
  removeThroughUi,
  uniqueUsername,
} from "./team.ts";
import { expectToast, textbox, useAdminToken, visit } from "./ui.ts";

test("the Owner invites an Editor, who joins, publishes, cannot reach applications, and is removed", {
  tag: "@smoke",
}, async ({ page, browser, stack, baseURL }) => {
  // Two people, a mail and a post: three times a journey's minute.
  test.slow();
  const email = stack.uniqueEmail("editor");
  const username = uniqueUsername(stack, "writer");
  const password = "an editor's long passphrase 2026";

  // The Owner invites; the invitation arrives, with its link.
  await useAdminToken(page, await stack.adminToken());
  const token = await inviteThroughUi(page, stack, email, "editor");
  await expectAxeClean(page);

  // The Editor joins in a browser of their own, signed in at once and offered two-factor sign-in.
  const joined = await acceptInvitation(browser, baseURL, { token, username, password }, { checkAxe: true });
  const editor = joined.page;

  // Content is theirs; applications are not, on the screen or over the API.
  const nav = editor.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Posts" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Applications" })).toHaveCount(0);
  // Their dashboard has no counts of applications, messages or subscribers: the server sends none.
  await expect(editor.getByRole("heading", { name: "Overview" })).toHaveCount(0);
  const editorToken = joined.token;
  const applications = await editor.request.get("/api/applications/admin", {
    headers: { "x-admin-token": editorToken },
  });
  expect(applications.status()).toBe(403);
  expect((await applications.json()).message).toBe(staffMessages.forbidden);

  const title = stack.unique("Team news");
  await visit(editor, "/admin/editor/new");
  const form = editor.getByRole("form", { name: "Post editor" });
  await textbox(form, "Title").fill(title);
  await textbox(form, "Excerpt").fill("A post written by the newest member of the team.");
  await textbox(form, "Content").click();
  await editor.keyboard.type("Our new editor writes the news now, and this post says hello to every family.");
  await form.getByRole("switch", { name: "Publish Post" }).click();
  await form.getByRole("button", { name: "Create Post" }).click();
  await expectToast(editor, uiMessages.blogAdmin.created);
  await visit(page, "/blog");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  // The Owner removes the Editor: the Editor's next request is refused, back to the sign-in.
  await removeThroughUi(page, username);
  const after = await editor.request.get("/api/blog/admin", {
    headers: { "x-admin-token": editorToken },
  });
  expect(after.status()).toBe(401);
  await joined.close();
});
