import { applicationMessages, GRADE_OPTIONS, uiMessages } from "@choose/schema";
import { cleanup, screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { mockBackend, scenario } from "../mocks/backend";
import { expectBusyButton, expectToast, findToast, renderForm } from "../test/render";

const VALID_TEXT: [RegExp, string][] = [
  [/^School Name/, "Grace Christian Academy"],
  [/^Street Address/, "120 Oak Street"],
  [/^City/, "Montgomery"],
  [/^ZIP Code/, "36104"],
  [/^School Phone/, "334-555-0100"],
  [/^Administrator Name/, "Dana Principal"],
  [/^Administrator Email/, "dana@grace.example.org"],
  [/^Administrator Phone/, "334-555-0101"],
  [
    /^School History/,
    "Founded in 1998 by parents of our church, the school has grown from 12 to 240 students.",
  ],
  [/^Mission Statement/, "Forming faithful, curious and capable learners."],
  [/^Curriculum Used/, "Classical curriculum with Saxon Math."],
];

async function renderApplication() {
  const view = await renderForm("/application", "School application");
  const { form } = view;
  const fillValid = async (user: UserEvent) => {
    for (const [label, value] of VALID_TEXT) await user.type(form.getByLabelText(label), value);
    await user.click(form.getByLabelText("Church-related"));
    await user.click(form.getByLabelText("Conventional"));
    await user.selectOptions(form.getByLabelText(/^Lowest Grade/), "Kindergarten");
    await user.selectOptions(form.getByLabelText(/^Highest Grade/), "8th grade");
  };
  const submit = () => view.user.click(form.getByRole("button", { name: /Submit/ }));
  /** Fills the form with valid answers and submits it. */
  const submitValid = async () => {
    await fillValid(view.user);
    await submit();
  };
  return { ...view, fillValid: () => fillValid(view.user), submit, submitValid };
}

describe("school application", () => {
  test("shows the four sections, marks required fields and defaults the state to a read-only AL", async () => {
    const { form } = await renderApplication();
    expect(screen.getByRole("heading", { level: 1, name: "School Application" })).toBeVisible();
    for (const section of [
      "School Information",
      "Administrator Information",
      "School Details",
      "Enrollment Information",
    ]) {
      expect(form.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    const state = form.getByLabelText(/^State/);
    expect(state).toHaveValue("AL");
    expect(state).toHaveAttribute("readonly");
    expect(form.getByText(/a PO Box is not accepted/)).toBeInTheDocument();
    expect(form.getByLabelText(/^School Name/)).toHaveAttribute("aria-required", "true");
    expect(form.getByLabelText(/^Website/)).not.toHaveAttribute("aria-required");
    const options = within(form.getByLabelText(/^Lowest Grade/))
      .getAllByRole("option")
      .slice(1);
    expect(options.map((option) => option.textContent)).toEqual([...GRADE_OPTIONS]);
    expect(screen.getByRole("button", { name: "Back to top" })).toBeVisible();
  });

  test("an empty submission shows every required message and focuses the first field", async () => {
    const { form, submit } = await renderApplication();
    await submit();
    for (const message of [
      applicationMessages.schoolName,
      applicationMessages.address,
      applicationMessages.city,
      applicationMessages.zipCode,
      applicationMessages.phone,
      applicationMessages.administratorName,
      applicationMessages.administratorEmail,
      applicationMessages.administratorPhone,
      applicationMessages.schoolHistory,
      applicationMessages.missionStatement,
      applicationMessages.governanceStructure,
      applicationMessages.schoolType,
      applicationMessages.lowestGrade,
      applicationMessages.highestGrade,
      applicationMessages.curriculumUsed,
    ]) {
      expect(await form.findByText(message)).toBeVisible();
    }
    expect(form.getByLabelText(/^School Name/)).toHaveFocus();
  });

  test.each([
    [/^Street Address/, "PO Box 1234", applicationMessages.address],
    [/^ZIP Code/, "3610", applicationMessages.zipCode],
    [/^Website/, "not a url", applicationMessages.website],
  ])("%s rejects %j with its message", async (label, value, message) => {
    const { form, user, submit } = await renderApplication();
    const field = form.getByLabelText(label);
    await user.type(field, value);
    await submit();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  test("success: the toast, an empty form and a scroll to the top", async () => {
    const { form, submitValid } = await renderApplication();
    await submitValid();
    await expectToast(uiMessages.application.successTitle, uiMessages.application.successBody);
    expect(form.getByLabelText(/^School Name/)).toHaveValue("");
    expect(form.getByLabelText("Church-related")).not.toBeChecked();
    expect(form.getByLabelText(/^Lowest Grade/)).toHaveValue("");
    expect(form.getByLabelText(/^State/)).toHaveValue("AL");
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "smooth" });
    expect((await mockBackend.services.applications.list({ sort: "newest" })).total).toBe(1);
  });

  test("a website typed as a bare domain is accepted and sent with https://", async () => {
    const { form, user, fillValid, submit } = await renderApplication();
    await fillValid();
    await user.type(form.getByLabelText(/^Website/), "gracechristian.org");
    await submit();
    expect(await findToast(uiMessages.application.successTitle)).toBeVisible();
    const {
      items: [stored],
    } = await mockBackend.services.applications.list({ sort: "newest" });
    expect(stored?.website).toBe("https://gracechristian.org");
  });

  test("while submitting the button reads Submitting... and is disabled", async () => {
    mockBackend.override("applications", { submit: scenario.pending() });
    const { submitValid } = await renderApplication();
    await submitValid();
    await expectBusyButton("Submitting...");
  });

  test("a failure shows Submission Failed with the server's message and keeps the answers", async () => {
    mockBackend.override("applications", {
      submit: scenario.fails("Too many requests. Please try again in about a minute."),
    });
    const { form, submitValid } = await renderApplication();
    await submitValid();
    expect(await findToast(uiMessages.application.failureTitle)).toHaveTextContent(
      "Too many requests. Please try again in about a minute.",
    );
    expect(form.getByLabelText(/^School Name/)).toHaveValue("Grace Christian Academy");
  });

  test("Reset Form asks first once something was typed; keeping the answers keeps them", async () => {
    const { form, user } = await renderApplication();
    await user.type(form.getByLabelText(/^School Name/), "Grace");
    await user.click(form.getByRole("button", { name: "Reset Form" }));
    const dialog = screen.getByRole("dialog", { name: "Clear the whole form?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep My Answers" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(form.getByLabelText(/^School Name/)).toHaveValue("Grace");
    await user.click(form.getByRole("button", { name: "Reset Form" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Clear Form" }));
    expect(form.getByLabelText(/^School Name/)).toHaveValue("");
  });

  test("Reset Form on an untouched form asks nothing", async () => {
    const { form, user } = await renderApplication();
    await user.click(form.getByRole("button", { name: "Reset Form" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("Tab meets Submit before Reset Form, as they stand on a phone", async () => {
    const { form } = await renderApplication();
    const buttons = form
      .getAllByRole("button")
      .filter((button) => /Submit|Reset/.test(button.textContent ?? ""));
    expect(buttons.map((button) => button.textContent)).toEqual(["Submit Application", "Reset Form"]);
  });
});

describe("save and continue later", () => {
  test("the answers so far are saved, a link emailed, and the link brings them back", async () => {
    const { form, user } = await renderApplication();
    await user.click(form.getByRole("button", { name: "Save and continue later" }));
    expect(await findToast("We could not save your answers")).toHaveTextContent(/email address first/);
    await user.type(form.getByLabelText(/^School Name/), "Half-written Academy");
    await user.type(form.getByLabelText(/^Administrator Email/), "later@grace.example.org");
    await user.click(form.getByRole("button", { name: "Save and continue later" }));
    expect(await findToast("Your answers are saved for 30 days")).toHaveTextContent(
      "We emailed a link to continue to later@grace.example.org.",
    );
    const [mail] = await mockBackend.db.orm.em
      .getConnection()
      .execute<{ text: string }[]>(`select text from email_outbox where kind = 'application_draft'`);
    const token = /\?draft=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
    expect(token).toBeDefined();
    // A new visit, on a device that kept nothing.
    cleanup();
    localStorage.clear();
    const again = await renderForm(`/application?draft=${token}`, "School application");
    expect(await again.form.findByText(/brought back the answers you saved/)).toBeVisible();
    expect(again.form.getByLabelText(/^School Name/)).toHaveValue("Half-written Academy");
    expect(again.history.location.search).toBe("");
  });
});
