import { settingsMessages, sheetsMessages, uiMessages } from "@choose/schema";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, inject, test } from "vitest";
import { mockBackend, scenario } from "../mocks/backend";
import { MOCK_SPREADSHEET_ID } from "../mocks/google";
import { renderAdminRoute } from "../test/admin";
import { findToast } from "../test/render";

const SHEET_ID = MOCK_SPREADSHEET_ID;
const SERVICE_ACCOUNT = inject("mockServiceAccount");

async function renderSettings() {
  const view = await renderAdminRoute("/admin/settings");
  const input = await screen.findByLabelText("Spreadsheet ID");
  return { ...view, input };
}

function configured() {
  mockBackend.override("sheets", {
    status: scenario.returns({
      configured: true,
      spreadsheetId: SHEET_ID,
      serviceAccountEmail: SERVICE_ACCOUNT,
      keySource: "environment",
      encryptionAvailable: true,
      keyStored: false,
    }),
  });
}

describe("admin settings", () => {
  test("not configured: the status says so, Configure is disabled while the ID is blank, no Sync", async () => {
    const { user, input } = await renderSettings();
    expect(screen.getByText("Not configured")).toBeVisible();
    const configure = screen.getByRole("button", { name: "Configure Integration" });
    expect(configure).toBeDisabled();
    await user.type(input, "   ");
    expect(configure).toBeDisabled();
    await user.type(input, SHEET_ID);
    expect(configure).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Sync All Applications Now" })).toBeNull();
  });

  test("a blank ID that reaches submit anyway says Validation Error", async () => {
    const { input } = await renderSettings();
    const form = input.closest("form");
    if (!form) throw new Error("the spreadsheet ID is not in a form");
    fireEvent.submit(form);
    expect(await findToast(uiMessages.sheets.validationTitle)).toHaveTextContent(
      settingsMessages.spreadsheetIdRequired,
    );
  });

  test("Configure Integration saves, says so and refreshes to the configured state", async () => {
    const { user, input } = await renderSettings();
    await user.type(input, SHEET_ID);
    await user.click(screen.getByRole("button", { name: "Configure Integration" }));
    expect(await findToast(uiMessages.sheets.configured)).toBeVisible();
    expect(await screen.findByRole("button", { name: "Update Configuration" })).toBeEnabled();
    expect(screen.getByText("Configured")).toBeVisible();
    expect(screen.getByRole("link", { name: SHEET_ID })).toHaveAttribute(
      "href",
      `https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit`,
    );
    expect(screen.getByRole("button", { name: "Sync All Applications Now" })).toBeVisible();
  });

  test("a refused configuration says Failed to configure with the server's message", async () => {
    const shareFirst = `Share the sheet with ${SERVICE_ACCOUNT} as an editor.`;
    mockBackend.override("sheets", { configure: scenario.fails(shareFirst) });
    const { user, input } = await renderSettings();
    await user.type(input, SHEET_ID);
    await user.click(screen.getByRole("button", { name: "Configure Integration" }));
    expect(await findToast(uiMessages.sheets.configureFailed)).toHaveTextContent(shareFirst);
  });

  test("the setup steps name the service account to share the sheet with", async () => {
    await renderSettings();
    const steps = within(screen.getByRole("region", { name: "Setup Instructions" }));
    expect(steps.getByText(SERVICE_ACCOUNT)).toBeVisible();
  });

  test("without a service account key the steps say to paste one here", async () => {
    mockBackend.override("sheets", {
      status: scenario.returns({
        configured: false,
        spreadsheetId: null,
        serviceAccountEmail: null,
        keySource: "none",
        encryptionAvailable: true,
        keyStored: false,
      }),
    });
    await renderSettings();
    const steps = within(screen.getByRole("region", { name: "Setup Instructions" }));
    expect(steps.getByText(/No service account key is set yet/)).toBeVisible();
    const key = within(screen.getByRole("region", { name: "Service account key" }));
    expect(key.getByText(/^No key yet: paste/)).toBeVisible();
    expect(key.getByText("No key")).toBeVisible();
  });

  test("the key card: the environment's key is named as in use; a pasted key is checked, saved, never shown", async () => {
    const { user } = await renderSettings();
    const card = within(screen.getByRole("region", { name: "Service account key" }));
    expect(card.getByText(/^In use: the key set on the server itself/)).toBeVisible();
    expect(card.getByText(SERVICE_ACCOUNT)).toBeVisible();
    const field = card.getByRole("textbox", { name: "Key (JSON)" });
    await user.type(field, "not a key");
    await user.click(card.getByRole("button", { name: "Save key" }));
    expect(await card.findByText(sheetsMessages.keyInvalid)).toBeVisible();
    const key = JSON.stringify({
      client_email: "pasted@example.iam.gserviceaccount.com",
      private_key: "-----BEGIN PRIVATE KEY-----\\nMIIE\\n-----END PRIVATE KEY-----\\n",
    });
    fireEvent.change(field, { target: { value: key } });
    await user.click(card.getByRole("button", { name: "Save key" }));
    expect(await findToast("Service account key saved")).toBeVisible();
    expect(await card.findByRole("textbox", { name: "Replace the key (JSON)" })).toHaveValue("");
    expect(card.getByRole("button", { name: "Remove the saved key" })).toBeVisible();
    expect(screen.queryByText(/BEGIN PRIVATE KEY/)).toBeNull();
  });

  test("without SETTINGS_ENCRYPTION_KEY the key card says what the server needs and offers no form", async () => {
    mockBackend.override("sheets", {
      status: scenario.returns({
        configured: false,
        spreadsheetId: null,
        serviceAccountEmail: null,
        keySource: "none",
        encryptionAvailable: false,
        keyStored: false,
      }),
    });
    await renderSettings();
    const card = within(screen.getByRole("region", { name: "Service account key" }));
    expect(card.getByText(/must first set SETTINGS_ENCRYPTION_KEY/)).toBeVisible();
    expect(card.queryByRole("textbox")).toBeNull();
  });

  test.each([
    {
      case: "a working connection",
      method: scenario.returns({ success: true, message: "ok" }),
      title: uiMessages.sheets.testOk,
      text: uiMessages.sheets.testOk,
    },
    {
      case: "the server's reason",
      method: scenario.returns({ success: false, message: uiMessages.sheets.configurationRequiredBody }),
      title: uiMessages.sheets.testFailedTitle,
      text: uiMessages.sheets.configurationRequiredBody,
    },
    {
      case: "the fallback on an error without a message",
      method: scenario.fails("", "SERVICE_UNAVAILABLE"),
      title: uiMessages.sheets.testFailedTitle,
      text: uiMessages.sheets.testFailedFallback,
    },
  ])("Test Connection reports $case", async ({ method, title, text }) => {
    mockBackend.override("sheets", { testConnection: method });
    const { user } = await renderSettings();
    await user.click(screen.getByRole("button", { name: "Test Connection" }));
    expect(await findToast(title)).toHaveTextContent(text);
  });

  test.each([
    {
      case: "the server's message",
      method: scenario.returns({ message: "All applications synced successfully! 4 rows written." }),
      title: "All applications synced successfully! 4 rows written.",
      text: "4 rows written.",
    },
    {
      case: "the spec's text when the server sends none",
      method: scenario.returns({ message: "" }),
      title: uiMessages.sheets.syncOk,
      text: uiMessages.sheets.syncOk,
    },
    {
      case: "Failed to sync applications",
      method: scenario.fails("Google Sheets is not answering", "SERVICE_UNAVAILABLE"),
      title: uiMessages.sheets.syncFailed,
      text: "Google Sheets is not answering",
    },
    {
      case: "Configuration Required when the sheet was unset meanwhile",
      method: scenario.fails(uiMessages.sheets.configurationRequiredBody),
      title: uiMessages.sheets.configurationRequiredTitle,
      text: uiMessages.sheets.configurationRequiredBody,
    },
  ])("Sync All Applications Now shows $case", async ({ method, title, text }) => {
    configured();
    mockBackend.override("sheets", { syncAll: method });
    const { user } = await renderSettings();
    await user.click(screen.getByRole("button", { name: "Sync All Applications Now" }));
    expect(await findToast(title)).toHaveTextContent(text);
  });

  test("configured: the ID is filled in and the button reads Update Configuration", async () => {
    configured();
    const { input } = await renderSettings();
    expect(input).toHaveValue(SHEET_ID);
    expect(screen.getByRole("button", { name: "Update Configuration" })).toBeEnabled();
  });

  test("a failed status load says so, with a retry", async () => {
    mockBackend.override("sheets", { status: scenario.fails("Database down", "INTERNAL_SERVER_ERROR") });
    await renderAdminRoute("/admin/settings");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load the integration status");
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
