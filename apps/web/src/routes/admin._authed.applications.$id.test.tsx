import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import { seedApplications } from "../mocks/admin";
import { mockBackend, scenario } from "../mocks/backend";
import { renderAdminRoute } from "../test/admin";

const GRACE_ID = "7c1e2f40-1d2b-4f5a-8a9b-2e3f4a5b6c01";
const RIVERBEND_ID = "7c1e2f40-1d2b-4f5a-8a9b-2e3f4a5b6c04";

async function renderDetail(id: string) {
  const view = await renderAdminRoute(`/admin/applications/${id}`);
  await screen.findByRole("heading", { level: 1 });
  const card = (name: string) => within(screen.getByRole("region", { name }));
  return { ...view, card };
}

describe("admin application detail", () => {
  beforeEach(() => seedApplications());

  test("shows the application in four read-only cards, with its badge and submission time", async () => {
    const { card } = await renderDetail(GRACE_ID);
    expect(screen.getByRole("heading", { level: 1, name: "Grace Christian Academy" })).toBeVisible();
    expect(screen.getByText(/^Submitted February 10, 2026 at \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
    expect(screen.getByText("Pending")).toBeVisible();
    expect(card("School Information").getByText("123 Main St, Birmingham, AL 35203")).toBeVisible();
    expect(
      card("Administrator Information").getByRole("link", { name: "john@grace.example.org" }),
    ).toHaveAttribute("href", "mailto:john@grace.example.org");
    expect(card("School Details").getByText("Church-related")).toBeVisible();
    const enrollment = card("Enrollment Information");
    expect(enrollment.getByText("Kindergarten to 8th grade")).toBeVisible();
    expect(enrollment.getByText("Elementary Enrollment")).toBeVisible();
    expect(enrollment.getByText("Middle School Enrollment")).toBeVisible();
    expect(enrollment.queryByText("Preschool Enrollment")).toBeNull();
    expect(enrollment.queryByText("High School Enrollment")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  test("enrollment counts left empty are not shown at all", async () => {
    const { card } = await renderDetail(RIVERBEND_ID);
    expect(card("Enrollment Information").queryByText(/Enrollment$/)).toBeNull();
    expect(card("School Information").queryByText("Website")).toBeNull();
  });

  test("a missing application shows Application Not Found with a way back", async () => {
    await renderAdminRoute("/admin/applications/7c1e2f40-1d2b-4f5a-8a9b-2e3f4a5b6cff");
    const alert = within(await screen.findByRole("alert"));
    expect(alert.getByRole("heading", { name: "Application Not Found" })).toBeVisible();
    expect(alert.getByRole("link", { name: "Back to Applications" })).toHaveAttribute(
      "href",
      "/admin/applications",
    );
  });

  test("shows a skeleton while loading", async () => {
    mockBackend.override("applications", { get: scenario.pending() });
    await renderAdminRoute(`/admin/applications/${GRACE_ID}`);
    expect(await screen.findByRole("status", { name: "Loading application" })).toBeInTheDocument();
  });
});
