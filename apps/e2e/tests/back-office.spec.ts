import { readFile } from "node:fs/promises";
import { uiMessages } from "@choose/schema";
import { validApplication, validContact } from "@choose/schema/fixtures";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  confirmDelete,
  expectToast,
  schoolApplication,
  select,
  textbox,
  useAdminToken,
  visit,
} from "./ui.ts";

/** Types a search and sends it with Enter, as an administrator would. */
async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search" }).fill(text);
  await page.getByRole("searchbox", { name: "Search" }).press("Enter");
}

/** Clicks Export CSV and returns the downloaded file's name and text. */
async function exportCsv(page: Page) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, "utf8") };
}

test.describe("back office", () => {
  test("contact inbox: unread count, search, language filter, detail, mark handled, filter, delete", {
    tag: "@smoke",
  }, async ({ page, stack }) => {
    const name = stack.unique("Inbox Parent");
    const receipt = await stack.sendContact({
      ...validContact,
      name,
      message: `Hello from ${name}\nSecond line`,
    });
    // The same family writing again from the Spanish pages.
    const spanishName = `${name} Español`;
    await stack.sendContact({
      ...validContact,
      name: spanishName,
      message: `Hola de parte de ${name}\nSegunda línea`,
      language: "es",
    });
    await useAdminToken(page, await stack.adminToken());
    await visit(page, "/admin/dashboard");
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: /^Messages\s+\d+\s+unread$/ })).toBeVisible();
    await nav.getByRole("link", { name: /^Messages/ }).click();
    await search(page, name);
    await expect(page).toHaveURL(/[?&]q=/);
    const messages = page.getByRole("list", { name: "Messages" }).getByRole("article");
    await expect(messages).toHaveCount(2);
    await select(page, "Filter by language").selectOption("es");
    await expect(page).toHaveURL(/language=es/);
    await expect(messages).toHaveCount(1);
    const spanish = page.getByRole("article", { name: spanishName, exact: true });
    await expect(spanish).toContainText("written in Spanish");
    await expect(spanish.getByText(`Hola de parte de ${name}`)).toHaveAttribute("lang", "es");
    await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();
    await select(page, "Filter by language").selectOption("");
    await expect(page).not.toHaveURL(/language=/);
    await expect(messages).toHaveCount(2);
    const card = page.getByRole("article", { name, exact: true });
    await expect(card).toContainText("written in English");
    await expect(card).toContainText("New");
    await expect(card).toContainText(`Hello from ${name}`);
    await expect(card).not.toContainText("Second line");
    await card.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/messages/${receipt.id}$`));
    await expect(page.getByRole("link", { name: validContact.email })).toHaveAttribute(
      "href",
      `mailto:${validContact.email}`,
    );
    await page.getByRole("button", { name: "Mark as handled" }).click();
    await expectToast(page, uiMessages.backOffice.messageUpdated);
    await expect(page.getByRole("button", { name: "Mark as new" })).toBeVisible();
    await page.goBack();
    await select(page, "Filter by state").selectOption("handled");
    await expect(page).toHaveURL(/status=handled/);
    await expect(page.getByRole("article", { name, exact: true })).toContainText("Handled");
    await page.getByRole("article", { name, exact: true }).getByRole("link", { name }).click();
    await confirmDelete(page, page.getByRole("button", { name: `Delete the message from ${name}` }));
    await expectToast(page, uiMessages.backOffice.messageDeleted);
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await search(page, name);
    await expect(page.getByRole("article", { name: spanishName, exact: true })).toBeVisible();
    await select(page, "Filter by language").selectOption("en");
    await expect(page.getByText(uiMessages.backOffice.noMatches)).toBeVisible();
  });

  test("subscribers: search, deactivate, filter, CSV export of the filter, delete", async ({
    page,
    stack,
  }) => {
    const email = stack.uniqueEmail("reader");
    await stack.subscribe({ email, name: "Formula =1+1" });
    await useAdminToken(page, await stack.adminToken());
    await visit(page, "/admin/subscribers");
    await search(page, email);
    const card = page.getByRole("article", { name: email, exact: true });
    await expect(card).toContainText("Active");
    await card.getByRole("button", { name: /^Deactivate/ }).click();
    await expectToast(page, uiMessages.backOffice.subscriberUpdated);
    await expect(card).toContainText("Inactive");
    await select(page, "Filter by state").selectOption("inactive");
    await expect(page).toHaveURL(/state=inactive/);
    await expect(card).toBeVisible();
    const csv = await exportCsv(page);
    expect(csv.name).toMatch(/^subscribers-\d{4}-\d\d-\d\d\.csv$/);
    expect(csv.text).toContain('"Email","Name","Subscribed","Active","Language"');
    expect(csv.text).toMatch(new RegExp(`"${email}","Formula =1\\+1","[^"]+","false","English"`));
    await confirmDelete(page, card.getByRole("button", { name: `Delete Formula =1+1 (${email})` }));
    await expectToast(page, uiMessages.backOffice.subscriberDeleted);
    await expect(card).toHaveCount(0);
  });

  test("applications: search and filter in the URL, Back, notes, status history, CSV export", async ({
    page,
    stack,
  }) => {
    const label = stack.unique("Review");
    const first = await stack.submitApplication(schoolApplication(`${label} Academy`));
    await stack.submitApplication(schoolApplication(`=${label} Prep`));
    await useAdminToken(page, await stack.adminToken());
    await visit(page, "/admin/applications");
    await search(page, label);
    await expect(page.getByRole("list", { name: "Applications" }).getByRole("article")).toHaveCount(2);
    await select(page, "Sort by").selectOption("school");
    await expect(page).toHaveURL(/sort=school/);
    const headings = page.getByRole("list", { name: "Applications" }).getByRole("heading", { level: 2 });
    await expect(headings).toHaveText([`=${label} Prep`, `${label} Academy`]);

    const csv = await exportCsv(page);
    expect(csv.name).toMatch(/^applications-\d{4}-\d\d-\d\d\.csv$/);
    expect(csv.text).toContain('"School Name","Address","City"');
    expect(csv.text).toContain(`"'=${label} Prep"`);
    expect(csv.text).toContain(`"${validApplication.administratorEmail}"`);

    const card = page.getByRole("article", { name: `${label} Academy`, exact: true });
    await select(card, "Status").selectOption("under_review");
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: uiMessages.applicationAdmin.withoutLetter })
      .click();
    await expectToast(page, `Application ${uiMessages.applicationAdmin.statusUpdated}`);
    await select(page, "Filter by status").selectOption("under_review");
    await expect(page).toHaveURL(/status=under_review/);
    await expect(headings).toHaveText([`${label} Academy`]);
    await card.getByRole("link", { name: `View Details of ${label} Academy` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/applications/${first.id}$`));

    const history = page.getByRole("list", { name: "Status history" });
    await expect(history).toContainText("Pending → Under Review");
    await textbox(page, "Add a note").fill("Called the principal; documents on the way.");
    await page.getByRole("button", { name: "Add Note" }).click();
    await expectToast(page, uiMessages.backOffice.noteAdded);
    const notes = page.getByRole("list", { name: "Notes" });
    await expect(notes).toContainText("Called the principal; documents on the way.");

    await page.goBack();
    await expect(page).toHaveURL(/status=under_review/);
    await expect(page).toHaveURL(/sort=school/);
    await expect(headings).toHaveText([`${label} Academy`]);

    // Notes and history stay inside the back office: the plain admin list has neither.
    const listed = (await stack.applications()).find(({ id }) => id === first.id);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty("notes");
  });

  test("dashboard overview: counts link to their filtered lists", async ({ page, stack }) => {
    await useAdminToken(page, await stack.adminToken());
    await visit(page, "/admin/dashboard");
    const overview = page.getByRole("region", { name: "Overview" });
    await overview.getByRole("link", { name: /Unread messages$/ }).click();
    await expect(page).toHaveURL(/\/admin\/messages\?status=new$/);
    await expect(select(page, "Filter by state")).toHaveValue("new");
    await page.goBack();
    await overview.getByRole("link", { name: /Approved$/ }).click();
    await expect(page).toHaveURL(/\/admin\/applications\?status=approved$/);
  });
});
