import { APPLICATION_STATUS_LABELS, uiMessages } from "@choose/schema";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import { seedApplications } from "../mocks/admin";
import { MOCK_APPLICATIONS } from "../mocks/applications";
import { mockBackend, scenario } from "../mocks/backend";
import { renderAdminRoute } from "../test/admin";
import { findToast } from "../test/render";

const GRACE = "Grace Christian Academy";
const GRACE_ID = "7c1e2f40-1d2b-4f5a-8a9b-2e3f4a5b6c01";

async function renderApplications() {
  const view = await renderAdminRoute("/admin/applications");
  const list = within(await screen.findByRole("list", { name: "Applications" }));
  const application = (school: string) => within(list.getByRole("article", { name: school }));
  return { ...view, list, application };
}

describe("admin applications list", () => {
  beforeEach(() => seedApplications());

  test("shows each school with its badge, administrator, email, phone, date and actions", async () => {
    const { list, application } = await renderApplications();
    expect(list.getAllByRole("article")).toHaveLength(MOCK_APPLICATIONS.length);
    const grace = application(GRACE);
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
    mockBackend.reset();
    await renderAdminRoute("/admin/applications");
    expect(await screen.findByText("No applications yet")).toBeVisible();
  });

  test("shows a skeleton while loading", async () => {
    mockBackend.override("applications", { list: scenario.pending() });
    await renderAdminRoute("/admin/applications");
    expect(await screen.findByRole("status", { name: "Loading applications" })).toBeInTheDocument();
  });

  test("choosing a status saves it at once, says so and refreshes the badge", async () => {
    const { user, application } = await renderApplications();
    await user.selectOptions(application(GRACE).getByRole("combobox", { name: "Status" }), "Approved");
    expect(await findToast(`Application ${uiMessages.applicationAdmin.statusUpdated}`)).toBeVisible();
    expect(await application(GRACE).findByText("Approved", { selector: "span" })).toBeVisible();
    expect(await mockBackend.services.applications.get(GRACE_ID)).toMatchObject({ status: "approved" });
  });

  test("a failed status change says so and shows the stored status again", async () => {
    mockBackend.override("applications", {
      updateStatus: scenario.fails("Application not found", "NOT_FOUND"),
    });
    const { user, application } = await renderApplications();
    const select = application(GRACE).getByRole("combobox", { name: "Status" });
    await user.selectOptions(select, "Rejected");
    expect(await findToast(uiMessages.applicationAdmin.statusFailed)).toHaveTextContent(
      "Application not found",
    );
    expect(select).toHaveValue("pending");
  });

  test("Delete asks first, then removes the application and refreshes the list", async () => {
    const { user, list, application } = await renderApplications();
    await user.click(application(GRACE).getByRole("button", { name: `Delete ${GRACE}` }));
    const dialog = within(screen.getByRole("alertdialog", { name: "Delete this application?" }));
    expect(dialog.getByText(/Grace Christian Academy will be deleted/)).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    expect(await findToast(`Application ${uiMessages.applicationAdmin.deleted}`)).toBeVisible();
    await expect.poll(() => list.queryByRole("article", { name: GRACE })).toBeNull();
  });

  test("a failed delete says Failed to delete application and keeps it", async () => {
    mockBackend.override("applications", { remove: scenario.fails("Application not found", "NOT_FOUND") });
    const { user, list, application } = await renderApplications();
    await user.click(application(GRACE).getByRole("button", { name: `Delete ${GRACE}` }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await findToast(uiMessages.applicationAdmin.deleteFailed)).toBeVisible();
    expect(list.getByRole("article", { name: GRACE })).toBeVisible();
  });
});
