import { APPLICATION_STATUS_LABELS, defaultSiteConfig, uiMessages } from "@choose/schema";
import { validApplicationFields } from "@choose/schema/fixtures";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { seedApplications } from "../mocks/admin";
import { MOCK_APPLICATIONS } from "../mocks/applications";
import { mockBackend, scenario } from "../mocks/backend";
import { renderAdminRoute } from "../test/admin";
import { findToast } from "../test/render";
import { expectSkeleton, listTitles, renderAdminList } from "./-components/admin-test-helpers";

const GRACE = "Grace Christian Academy";
const GRACE_ID = "7c1e2f40-1d2b-4f5a-8a9b-2e3f4a5b6c01";

const renderApplications = () => renderAdminList("/admin/applications", "Applications");

describe("admin applications list", () => {
  beforeEach(() => seedApplications());

  test("shows each school with its badge, administrator, email, phone, date and actions", async () => {
    const { list, item } = await renderApplications();
    expect(list.getAllByRole("article")).toHaveLength(MOCK_APPLICATIONS.length);
    const grace = item(GRACE);
    expect(grace.getByText("Pending", { selector: "span" })).toBeVisible();
    expect(grace.getByText("John Smith")).toBeVisible();
    expect(grace.getByRole("link", { name: "john@grace.example.org" })).toHaveAttribute(
      "href",
      "mailto:john@grace.example.org",
    );
    expect(grace.getByText("205-555-0101")).toBeVisible();
    expect(grace.getByText("February 10, 2026")).toBeVisible();
    expect(grace.getByRole("combobox", { name: "Status" })).toHaveValue("pending");
    expect(grace.getByRole("link", { name: `View Details of ${GRACE}` })).toHaveAttribute(
      "href",
      `/admin/applications/${GRACE_ID}`,
    );
  });

  test.each([
    { status: "pending", colour: "yellow" },
    { status: "under_review", colour: "blue" },
    { status: "approved", colour: "green" },
    { status: "rejected", colour: "red" },
  ] as const)("the $status badge reads its label in $colour", async ({ status, colour }) => {
    const { list } = await renderApplications();
    const badges = list.getAllByText(APPLICATION_STATUS_LABELS[status], { selector: "span" });
    expect(badges).toHaveLength(1);
    expect(badges[0]?.className).toContain(`bg-${colour}-100 text-${colour}-900`);
  });

  test("with none it says No applications yet", async () => {
    await mockBackend.reset();
    await renderAdminRoute("/admin/applications");
    expect(await screen.findByText("No applications yet")).toBeVisible();
  });

  test("shows a skeleton while loading", async () => {
    mockBackend.override("applications", { list: scenario.pending() });
    await expectSkeleton("/admin/applications", "Loading applications");
  });

  const dialog = async (name: RegExp) => within(await screen.findByRole("alertdialog", { name }));
  const statusLetters = async () =>
    (await mockBackend.services.email.list({})).emails.filter((email) => email.kind === "status_letter");

  test("choosing a status asks first, showing the letter; Cancel changes nothing", async () => {
    const { user, item } = await renderApplications();
    const select = item(GRACE).getByRole("combobox", { name: "Status" });
    await user.selectOptions(select, "Approved");
    const asked = await dialog(/^Set Grace Christian Academy to Approved\?$/);
    expect(await asked.findByText("john@grace.example.org")).toBeVisible();
    expect(asked.getByTitle("Letter for Approved")).toBeVisible();
    expect(asked.getByRole("button", { name: uiMessages.applicationAdmin.sendLetter })).toBeVisible();
    await user.click(asked.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(select).toHaveValue("pending");
    expect(await mockBackend.services.applications.get(GRACE_ID)).toMatchObject({ status: "pending" });
  });

  test("with the letter: saved, the letter queued, and the notice says to whom it went", async () => {
    const { user, item } = await renderApplications();
    await user.selectOptions(item(GRACE).getByRole("combobox", { name: "Status" }), "Approved");
    const asked = await dialog(/to Approved\?$/);
    await user.click(await asked.findByRole("button", { name: uiMessages.applicationAdmin.sendLetter }));
    const toast = await findToast(`Application ${uiMessages.applicationAdmin.statusUpdated}`);
    expect(toast).toHaveTextContent(uiMessages.applicationAdmin.letterSentTo("john@grace.example.org"));
    expect(await item(GRACE).findByText("Approved", { selector: "span" })).toBeVisible();
    expect((await statusLetters()).map((email) => email.subject)).toEqual([
      `Your application to ${defaultSiteConfig.name} is approved`,
    ]);
  });

  test("without the letter: saved, nothing sent, and the notice says no letter went", async () => {
    const { user, item } = await renderApplications();
    await user.selectOptions(item(GRACE).getByRole("combobox", { name: "Status" }), "Rejected");
    const asked = await dialog(/to Rejected\?$/);
    await asked.findByTitle("Letter for Rejected");
    await user.click(asked.getByRole("button", { name: uiMessages.applicationAdmin.withoutLetter }));
    const toast = await findToast(`Application ${uiMessages.applicationAdmin.statusUpdated}`);
    expect(toast).toHaveTextContent(uiMessages.applicationAdmin.noLetterSent);
    expect(await mockBackend.services.applications.get(GRACE_ID)).toMatchObject({ status: "rejected" });
    expect(await statusLetters()).toEqual([]);
  });

  test("a failed status change says so and shows the stored status again", async () => {
    mockBackend.override("applications", {
      updateStatus: scenario.fails("Application not found", "NOT_FOUND"),
    });
    const { user, item } = await renderApplications();
    const select = item(GRACE).getByRole("combobox", { name: "Status" });
    await user.selectOptions(select, "Rejected");
    const asked = await dialog(/to Rejected\?$/);
    await asked.findByTitle("Letter for Rejected");
    await user.click(asked.getByRole("button", { name: uiMessages.applicationAdmin.withoutLetter }));
    expect(await findToast(uiMessages.applicationAdmin.statusFailed)).toHaveTextContent(
      "Application not found",
    );
    expect(select).toHaveValue("pending");
  });

  test("Delete asks first, then removes the application and refreshes the list", async () => {
    const { user, list, item } = await renderApplications();
    await user.click(item(GRACE).getByRole("button", { name: `Delete ${GRACE}` }));
    const dialog = within(screen.getByRole("alertdialog", { name: "Delete this application?" }));
    expect(dialog.getByText(/Grace Christian Academy will be deleted/)).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    expect(await findToast(`Application ${uiMessages.applicationAdmin.deleted}`)).toBeVisible();
    await expect.poll(() => list.queryByRole("article", { name: GRACE })).toBeNull();
  });

  test("a failed delete says Failed to delete application and keeps it", async () => {
    mockBackend.override("applications", { remove: scenario.fails("Application not found", "NOT_FOUND") });
    const { user, list, item } = await renderApplications();
    await user.click(item(GRACE).getByRole("button", { name: `Delete ${GRACE}` }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await findToast(uiMessages.applicationAdmin.deleteFailed)).toBeVisible();
    expect(list.getByRole("article", { name: GRACE })).toBeVisible();
  });
});

describe("admin applications: search, filter, sort, pages and export", () => {
  beforeEach(() => seedApplications());
  /** The schools the list shows, in order. */
  const schools = () => listTitles("Applications");

  test("the URL's status, search and sort choose what the list shows", async () => {
    await renderAdminRoute("/admin/applications?status=under_review");
    expect(await schools()).toEqual(["Mobile Bay Montessori"]);
    expect(screen.getByRole("combobox", { name: "Filter by status" })).toHaveValue("under_review");
  });

  test("searching and choosing a filter or sort update the URL, which Back undoes", async () => {
    const { user, history } = await renderApplications();
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "mobile{Enter}");
    await waitFor(() => expect(history.location.search).toContain("q=mobile"));
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Applications" })).getAllByRole("article")).toHaveLength(
        1,
      ),
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "school");
    await waitFor(() => expect(history.location.search).toContain("sort=school"));
    history.back();
    await waitFor(() => expect(history.location.search).not.toContain("sort="));
    await user.clear(screen.getByRole("searchbox", { name: "Search" }));
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "nothing like this{Enter}");
    expect(await screen.findByText(uiMessages.backOffice.noMatches)).toBeVisible();
  });

  test("sorted by school name A–Z", async () => {
    await renderAdminRoute("/admin/applications?sort=school");
    const names = await schools();
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b)));
  });

  test("more than a page shows Showing 1–25 of N and a Next link to page 2", async () => {
    await mockBackend.reset({
      applications: Array.from({ length: 30 }, (_, i) => ({
        ...validApplicationFields,
        submittedAt: "2026-02-10T15:30:00.000Z",
        status: "pending" as const,
        id: `7c1e2f40-1d2b-4f5a-8a9b-2e3f4a5b${String(i).padStart(4, "0")}`,
        schoolName: `School ${String(i).padStart(2, "0")}`,
      })),
    });
    const { user, history } = await renderApplications();
    const pages = screen.getByRole("navigation", { name: "Application pages" });
    expect(within(pages).getByText("Showing 1–25 of 30")).toBeVisible();
    // Page 1 stays in view, its pager too, until page 2 comes.
    const { list } = mockBackend.services.applications;
    mockBackend.override("applications", { list: scenario.delayed(400, list) });
    await user.click(within(pages).getByRole("link", { name: "Next" }));
    await waitFor(() => expect(history.location.search).toContain("page=2"));
    expect(screen.getByText("Showing 1–25 of 30")).toBeVisible();
    expect(screen.queryByRole("status", { name: "Loading applications" })).toBeNull();
    expect(await screen.findByText("Showing 26–30 of 30")).toBeVisible();
  });

  test("each school shows the language it applied in; the language filter is in the URL, by keyboard, and exported", async () => {
    await mockBackend.reset({
      applications: MOCK_APPLICATIONS.map((application) =>
        application.schoolName === "Mobile Bay Montessori"
          ? { ...application, language: "es" as const }
          : application,
      ),
    });
    const { user, history, item } = await renderApplications();
    expect(item("Mobile Bay Montessori").getByText("Spanish")).toBeVisible();
    expect(item(GRACE).getByText("English")).toBeVisible();

    screen.getByRole("combobox", { name: "Filter by status" }).focus();
    await user.tab();
    const language = screen.getByRole("combobox", { name: "Filter by language" });
    expect(language).toHaveFocus();
    await user.selectOptions(language, "es");
    await waitFor(() => expect(history.location.search).toContain("language=es"));
    await waitFor(async () => expect(await schools()).toEqual(["Mobile Bay Montessori"]));
    expect(screen.getByText("Showing 1–1 of 1")).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Filter by language" })).toHaveFocus();

    let text = "";
    const createObjectURL = vi.fn((blob: Blob) => {
      void blob.text().then((value) => {
        text = value;
      });
      return "blob:csv";
    });
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(text).toContain("Mobile Bay Montessori"));
    expect(text).toMatch(/"Status","Language"\r\n/);
    expect(text).toMatch(/"Under Review","Spanish"\r\n/);
    expect(text).not.toContain(GRACE);
    click.mockRestore();
    vi.unstubAllGlobals();

    history.back();
    await waitFor(() => expect(history.location.search).not.toContain("language"));
    await waitFor(async () => expect(await schools()).toHaveLength(MOCK_APPLICATIONS.length));
  });

  test("Export CSV downloads the filtered list's file", async () => {
    const saved: { name: string; text: string }[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      void blob.text().then((text) => saved.push({ name: "", text }));
      return "blob:csv";
    });
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, text: "" });
    });
    const { user } = await renderAdminRoute("/admin/applications?status=under_review");
    await user.click(await screen.findByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    await waitFor(() => expect(saved.some(({ text }) => text.includes("Mobile Bay Montessori"))).toBe(true));
    expect(saved.find(({ name }) => name)?.name).toMatch(/^applications-\d{4}-\d\d-\d\d\.csv$/);
    expect(saved.find(({ text }) => text)?.text).not.toContain("Grace Christian Academy");
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});
