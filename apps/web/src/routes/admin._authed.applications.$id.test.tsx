import { defaultSiteConfig, uiMessages } from "@choose/schema";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import { seedApplications } from "../mocks/admin";
import { MOCK_APPLICATIONS } from "../mocks/applications";
import { mockBackend, scenario } from "../mocks/backend";
import { renderAdminRoute } from "../test/admin";
import { findToast } from "../test/render";
import { expectSkeleton, expectUnavailable } from "./-components/admin-test-helpers";

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
    expect(
      screen.getByText(/^Submitted February 10, 2026 at \d{1,2}:\d{2} (AM|PM) · reference [0-9A-F]{8}$/),
    ).toBeVisible();
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
    for (const name of [
      "School Information",
      "Administrator Information",
      "School Details",
      "Enrollment Information",
    ]) {
      expect(card(name).queryByRole("textbox")).toBeNull();
      expect(card(name).queryByRole("combobox")).toBeNull();
    }
  });

  test("notes: added with author and time, deleted after confirming; the status history lists changes", async () => {
    const { user } = await renderDetail(GRACE_ID);
    const notes = () => within(screen.getByRole("region", { name: "Internal Notes" }));
    expect(notes().getByText("No notes yet.")).toBeVisible();
    expect(notes().getByRole("button", { name: "Add Note" })).toBeDisabled();
    await user.type(notes().getByRole("textbox", { name: "Add a note" }), "Called the principal");
    await user.click(notes().getByRole("button", { name: "Add Note" }));
    expect(await findToast(uiMessages.backOffice.noteAdded)).toBeVisible();
    const list = within(await screen.findByRole("list", { name: "Notes" }));
    expect(list.getByText("Called the principal")).toBeVisible();
    expect(list.getByText(/^admin,/)).toBeVisible();
    expect(notes().getByRole("textbox", { name: "Add a note" })).toHaveValue("");
    await user.click(list.getByRole("button", { name: /^Delete the note of/ }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await findToast(uiMessages.backOffice.noteDeleted)).toBeVisible();
    expect(await notes().findByText("No notes yet.")).toBeVisible();
    const history = within(screen.getByRole("region", { name: "Status History" }));
    expect(history.getByText(/has not changed/)).toBeVisible();
  });

  test("the school portal: staff ask the school for a document, the request waits for its answer; links are revoked after confirming", async () => {
    const { user } = await renderDetail(GRACE_ID);
    await screen.findByRole("region", { name: "School Portal" });
    const portal = () => within(screen.getByRole("region", { name: "School Portal" }));
    expect(portal().getByText("Nothing asked yet.")).toBeVisible();
    expect(portal().getByText("No documents yet.")).toBeVisible();
    await user.type(portal().getByRole("textbox", { name: "Ask the school" }), "Please send your permit.");
    await user.click(portal().getByRole("checkbox", { name: "This asks for a document" }));
    await user.click(portal().getByRole("button", { name: "Send the request" }));
    // The first email of a process loads its templates (about a second) before answering.
    const requests = within(
      await portal().findByRole("list", { name: "Requests for information" }, { timeout: 10_000 }),
    );
    expect(await findToast("The request was emailed to the school")).toBeVisible();
    expect(requests.getByText("Please send your permit.")).toBeVisible();
    expect(requests.getByText(/asks for a document/)).toBeVisible();
    expect(requests.getByText("Waiting for the school")).toBeVisible();
    expect(portal().getByRole("textbox", { name: "Ask the school" })).toHaveValue("");
    // The request's email carried a link of its own.
    expect(await portal().findByText(/^1 working link/)).toBeVisible();
    await user.click(portal().getByRole("button", { name: "Revoke the links" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Revoke" }));
    expect(await findToast("The school's links no longer work")).toBeVisible();
    expect(await portal().findByText("No link works now.")).toBeVisible();
  });

  test("the public directory (issue 34): the school's consent, a description and the hide switch, saved", async () => {
    const { user } = await renderDetail(RIVERBEND_ID);
    const panel = () => within(screen.getByRole("region", { name: "Public Directory" }));
    await screen.findByRole("region", { name: "Public Directory" });
    expect(panel().getByText("Not listed: the school has not agreed to be listed.")).toBeVisible();
    await user.click(panel().getByRole("checkbox", { name: "The school agrees to be listed" }));
    await user.type(
      panel().getByRole("textbox", { name: /Description for families/ }),
      "Shared classes twice a week.",
    );
    await user.click(panel().getByRole("button", { name: "Save the listing" }));
    expect(await findToast("The directory listing is saved")).toBeVisible();
    expect(await mockBackend.services.schools.entry(RIVERBEND_ID)).toEqual({
      listInDirectory: true,
      hidden: false,
      description: "Shared classes twice a week.",
      listed: false,
    });
    expect(
      await panel().findByText("Not listed yet: it will be once the application is approved."),
    ).toBeVisible();
    await user.click(panel().getByRole("checkbox", { name: "Hide from the directory" }));
    await user.click(panel().getByRole("button", { name: "Save the listing" }));
    expect(await panel().findByText("Not listed: hidden by staff.")).toBeVisible();
  });

  test("a note of another administrator has no Delete button; history reads from → to, by whom", async () => {
    await mockBackend.services.applications.addNote(GRACE_ID, "someone-else", "Visited the campus");
    await mockBackend.services.applications.updateStatus(GRACE_ID, "under_review", "someone-else");
    await renderDetail(GRACE_ID);
    const list = within(await screen.findByRole("list", { name: "Notes" }));
    expect(list.getByText("Visited the campus")).toBeVisible();
    expect(list.queryByRole("button")).toBeNull();
    const history = within(screen.getByRole("list", { name: "Status history" }));
    expect(history.getByText("Pending → Under Review")).toBeVisible();
    expect(history.getByText(/^by someone-else,/)).toBeVisible();
  });

  test("a school that applied in Spanish: its language shown, its own words marked Spanish", async () => {
    await mockBackend.reset({
      applications: MOCK_APPLICATIONS.map((application) =>
        application.id === GRACE_ID ? { ...application, language: "es" as const } : application,
      ),
    });
    const { card } = await renderDetail(GRACE_ID);
    expect(card("Administrator Information").getByText("Spanish")).toBeVisible();
    const grace = MOCK_APPLICATIONS[0];
    for (const text of [grace?.schoolHistory, grace?.missionStatement, grace?.curriculumUsed]) {
      expect(screen.getByText(text ?? "")).toHaveAttribute("lang", "es");
    }
    // The back office's own words stay English.
    expect(screen.getByText("School History")).not.toHaveAttribute("lang");
  });

  test("deciding: choosing a status shows its letter before anything changes; with the letter it goes", async () => {
    const { user } = await renderDetail(GRACE_ID);
    const decision = within(screen.getByRole("region", { name: "Decision" }));
    const select = decision.getByRole("combobox", { name: "New status" });
    expect(decision.queryByRole("button")).toBeNull();
    await user.selectOptions(select, "Approved");
    expect(await decision.findByTitle("Letter for Approved")).toBeVisible();
    expect(decision.getByText("john@grace.example.org")).toBeVisible();
    expect(decision.getByText(`Your application to ${defaultSiteConfig.name} is approved`)).toBeVisible();
    expect(await mockBackend.services.applications.get(GRACE_ID)).toMatchObject({ status: "pending" });
    await user.click(decision.getByRole("button", { name: uiMessages.applicationAdmin.sendLetter }));
    expect(
      await decision.findByText(
        `Status set to Approved. ${uiMessages.applicationAdmin.letterSentTo("john@grace.example.org")}`,
      ),
    ).toBeVisible();
    expect(await screen.findByText("Pending → Approved")).toBeVisible();
    const letters = (await mockBackend.services.email.list({})).emails.filter(
      (email) => email.kind === "status_letter",
    );
    expect(letters.map((email) => email.to)).toEqual(["john@grace.example.org"]);
  });

  test("deciding without the letter records the change and sends nothing", async () => {
    const { user } = await renderDetail(GRACE_ID);
    const decision = within(screen.getByRole("region", { name: "Decision" }));
    await user.selectOptions(decision.getByRole("combobox", { name: "New status" }), "Rejected");
    await decision.findByTitle("Letter for Rejected");
    await user.click(decision.getByRole("button", { name: uiMessages.applicationAdmin.withoutLetter }));
    expect(
      await decision.findByText(`Status set to Rejected. ${uiMessages.applicationAdmin.noLetterSent}`),
    ).toBeVisible();
    expect(await mockBackend.services.applications.get(GRACE_ID)).toMatchObject({ status: "rejected" });
    const letters = (await mockBackend.services.email.list({})).emails.filter(
      (email) => email.kind === "status_letter",
    );
    expect(letters).toEqual([]);
  });

  test("a Spanish applicant's letter is shown in Spanish; Pending offers no letter to send", async () => {
    await mockBackend.reset({
      applications: MOCK_APPLICATIONS.map((application) =>
        application.id === GRACE_ID
          ? { ...application, language: "es" as const, status: "approved" as const }
          : application,
      ),
    });
    const { user } = await renderDetail(GRACE_ID);
    const decision = within(screen.getByRole("region", { name: "Decision" }));
    await user.selectOptions(decision.getByRole("combobox", { name: "New status" }), "Rejected");
    await decision.findByTitle("Letter for Rejected");
    expect(decision.getByText(/in Spanish:$/)).toBeVisible();
    expect(decision.getByText(/^Subject:/).parentElement?.querySelector('[lang="es"]')).not.toBeNull();
    await user.selectOptions(decision.getByRole("combobox", { name: "New status" }), "Pending");
    expect(await decision.findByText(uiMessages.applicationAdmin.noLetterForStatus)).toBeVisible();
    expect(decision.queryByRole("button", { name: uiMessages.applicationAdmin.sendLetter })).toBeNull();
    expect(decision.getByRole("button", { name: uiMessages.applicationAdmin.withoutLetter })).toBeEnabled();
  });

  test("enrollment counts left empty are not shown at all", async () => {
    const { card } = await renderDetail(RIVERBEND_ID);
    expect(card("Enrollment Information").queryByText(/Enrollment$/)).toBeNull();
    expect(card("School Information").queryByText("Website")).toBeNull();
  });

  test("a missing application shows Application Not Found with a way back", async () => {
    const alert = await expectUnavailable(
      "/admin/applications/7c1e2f40-1d2b-4f5a-8a9b-2e3f4a5b6cff",
      "Back to Applications",
      "/admin/applications",
    );
    expect(alert.getByRole("heading", { name: "Application Not Found" })).toBeVisible();
  });

  test("shows a skeleton while loading", async () => {
    mockBackend.override("applications", { get: scenario.pending() });
    await expectSkeleton(`/admin/applications/${GRACE_ID}`, "Loading application");
  });
});
