import { uiMessages } from "@choose/schema";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockBackend, scenario } from "../mocks/backend";
import { MOCK_MESSAGES } from "../mocks/inbox";
import { renderAdminRoute } from "../test/admin";
import { listTitles } from "./-components/admin-test-helpers";

const names = () => listTitles("Messages");

describe("admin messages inbox", () => {
  test("lists newest first: name, email, organization, first line, date and state; unread stand out", async () => {
    await renderAdminRoute("/admin/messages");
    expect(await names()).toEqual(["Jane Doe", "Marcus Reed", "Linda Park"]);
    const marcus = within(screen.getByRole("article", { name: "Marcus Reed" }));
    expect(marcus.getByText("Does the account cover tutoring?")).toHaveClass("font-semibold");
    expect(marcus.queryByText(/Our son needs help/)).toBeNull();
    expect(marcus.getByText("New")).toBeVisible();
    expect(marcus.getByText("February 27, 2026")).toBeVisible();
    expect(marcus.getByRole("link", { name: "Marcus Reed" })).toHaveAttribute(
      "href",
      `/admin/messages/${MOCK_MESSAGES[1]?.id}`,
    );
    const linda = within(screen.getByRole("article", { name: "Linda Park" }));
    expect(linda.getByText("Handled")).toBeVisible();
    expect(linda.getByText(/Hope Learning Center/)).toBeVisible();
  });

  test("the state filter and the search are in the URL", async () => {
    const { user, history } = await renderAdminRoute("/admin/messages?status=handled");
    expect(await names()).toEqual(["Linda Park"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Filter by state" }), "");
    await waitFor(() => expect(history.location.search).not.toContain("status"));
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "tutoring{Enter}");
    await waitFor(() => expect(history.location.search).toContain("q=tutoring"));
    await waitFor(async () => expect(await names()).toEqual(["Marcus Reed"]));
  });

  test("each message says the language it was written in; the language filter is in the URL, by keyboard", async () => {
    await mockBackend.reset({
      messages: MOCK_MESSAGES.map((message) =>
        message.name === "Marcus Reed" ? { ...message, language: "es" as const } : message,
      ),
    });
    const { user, history } = await renderAdminRoute("/admin/messages");
    expect(await names()).toEqual(["Jane Doe", "Marcus Reed", "Linda Park"]);
    const marcus = within(screen.getByRole("article", { name: "Marcus Reed" }));
    expect(marcus.getByText(/written in Spanish/)).toBeVisible();
    // The sender's words are marked as Spanish for screen readers.
    expect(marcus.getByText("Does the account cover tutoring?")).toHaveAttribute("lang", "es");
    expect(
      within(screen.getByRole("article", { name: "Jane Doe" })).getByText(/written in English/),
    ).toBeVisible();

    // Tab reaches the language filter after the state filter; choosing keeps the focus on it.
    screen.getByRole("combobox", { name: "Filter by state" }).focus();
    await user.tab();
    const language = screen.getByRole("combobox", { name: "Filter by language" });
    expect(language).toHaveFocus();
    expect(
      within(language)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All languages", "English", "Spanish"]);
    await user.selectOptions(language, "es");
    await waitFor(() => expect(history.location.search).toContain("language=es"));
    await waitFor(async () => expect(await names()).toEqual(["Marcus Reed"]));
    expect(screen.getByText("Showing 1–1 of 1")).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Filter by language" })).toHaveFocus();
    await user.selectOptions(screen.getByRole("combobox", { name: "Filter by state" }), "handled");
    expect(await screen.findByText(uiMessages.backOffice.noMatches)).toBeVisible();
    expect(history.location.search).toContain("language=es");
    await user.selectOptions(screen.getByRole("combobox", { name: "Filter by language" }), "");
    await waitFor(() => expect(history.location.search).not.toContain("language"));
    await waitFor(async () => expect(await names()).toEqual(["Linda Park"]));
  });

  test("an unknown language in the URL shows every message, the filter on All languages", async () => {
    await renderAdminRoute("/admin/messages?language=fr");
    expect(await names()).toEqual(["Jane Doe", "Marcus Reed", "Linda Park"]);
    expect(screen.getByRole("combobox", { name: "Filter by language" })).toHaveValue("");
  });

  test("an empty inbox says No messages yet", async () => {
    await mockBackend.reset({ messages: [] });
    await renderAdminRoute("/admin/messages");
    expect(await screen.findByText(uiMessages.backOffice.messagesEmpty)).toBeVisible();
  });

  test("a failed load says so with a retry", async () => {
    mockBackend.override("contact", { list: scenario.fails("Database down", "INTERNAL_SERVER_ERROR") });
    await renderAdminRoute("/admin/messages");
    expect(await screen.findByRole("alert")).toHaveTextContent(uiMessages.backOffice.messagesLoadFailed);
  });

  test("a new search keeps the toolbar and the list in view until the next answer comes", async () => {
    const { user } = await renderAdminRoute("/admin/messages");
    expect(await names()).toEqual(["Jane Doe", "Marcus Reed", "Linda Park"]);
    const { list } = mockBackend.services.contact;
    mockBackend.override("contact", { list: scenario.delayed(400, list) });
    const box = screen.getByRole("searchbox", { name: "Search" });
    await user.type(box, "tutoring{Enter}");
    expect(box).toHaveFocus();
    expect(await names()).toEqual(["Jane Doe", "Marcus Reed", "Linda Park"]);
    expect(screen.queryByRole("status", { name: "Loading messages" })).toBeNull();
    await waitFor(async () => expect(await names()).toEqual(["Marcus Reed"]));
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveFocus();
  });
});
