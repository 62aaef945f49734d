import { uiMessages } from "@choose/schema";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { mockBackend } from "../mocks/backend";
import { MOCK_SUBSCRIBERS } from "../mocks/inbox";
import { renderAdminRoute } from "../test/admin";
import { findToast } from "../test/render";
import { listTitles } from "./-components/admin-test-helpers";

const emails = () => listTitles("Subscribers");

describe("admin subscribers", () => {
  test("lists email, name, date and state, newest first", async () => {
    await renderAdminRoute("/admin/subscribers");
    expect(await emails()).toEqual(MOCK_SUBSCRIBERS.map(({ email }) => email));
    const tom = within(screen.getByRole("article", { name: "tom.baker@example.com" }));
    expect(tom.getByText("Active")).toBeVisible();
    expect(tom.getByText(/Tom Baker · subscribed/)).toBeVisible();
    expect(tom.getByText("February 14, 2026")).toBeVisible();
    const former = within(screen.getByRole("article", { name: "former@example.net" }));
    expect(former.getByText("Inactive")).toBeVisible();
    expect(former.getByText(/No name given/)).toBeVisible();
  });

  test("filter and search go in the URL", async () => {
    const { user, history } = await renderAdminRoute("/admin/subscribers");
    await user.selectOptions(await screen.findByRole("combobox", { name: "Filter by state" }), "inactive");
    await waitFor(() => expect(history.location.search).toContain("state=inactive"));
    await waitFor(async () => expect(await emails()).toEqual(["former@example.net"]));
    await user.selectOptions(screen.getByRole("combobox", { name: "Filter by state" }), "");
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "baker{Enter}");
    await waitFor(async () => expect(await emails()).toEqual(["tom.baker@example.com"]));
  });

  test("each subscriber shows their language; the language filter is in the URL, by keyboard, and exported", async () => {
    await mockBackend.reset({
      subscribers: MOCK_SUBSCRIBERS.map((subscriber) =>
        subscriber.email === "tom.baker@example.com"
          ? { ...subscriber, language: "es" as const }
          : subscriber,
      ),
    });
    const { user, history } = await renderAdminRoute("/admin/subscribers");
    const tom = within(await screen.findByRole("article", { name: "tom.baker@example.com" }));
    expect(tom.getByText(/· in Spanish/)).toBeVisible();
    expect(
      within(screen.getByRole("article", { name: "jane@example.org" })).getByText(/· in English/),
    ).toBeVisible();

    screen.getByRole("combobox", { name: "Filter by state" }).focus();
    await user.tab();
    const language = screen.getByRole("combobox", { name: "Filter by language" });
    expect(language).toHaveFocus();
    await user.selectOptions(language, "es");
    await waitFor(() => expect(history.location.search).toContain("language=es"));
    await waitFor(async () => expect(await emails()).toEqual(["tom.baker@example.com"]));
    expect(screen.getByText("Showing 1–1 of 1")).toBeVisible();
    await user.selectOptions(screen.getByRole("combobox", { name: "Filter by language" }), "en");
    await waitFor(async () => expect(await emails()).toEqual(["jane@example.org", "former@example.net"]));

    let text = "";
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          void blob.text().then((value) => {
            text = value;
          });
          return "blob:csv";
        },
        revokeObjectURL: () => {},
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(text).toContain("jane@example.org"));
    expect(text).toContain('"Email","Name","Subscribed","Active","Language"\r\n');
    expect(text).toMatch(/"jane@example.org","Jane","[^"]+","true","English"\r\n/);
    expect(text).not.toContain("tom.baker@example.com");
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  test("Deactivate and Reactivate switch the state", async () => {
    const { user } = await renderAdminRoute("/admin/subscribers");
    await user.click(
      await screen.findByRole("button", { name: "Deactivate Tom Baker (tom.baker@example.com)" }),
    );
    expect(await findToast(uiMessages.backOffice.subscriberUpdated)).toBeVisible();
    const tom = within(screen.getByRole("article", { name: "tom.baker@example.com" }));
    expect(await tom.findByText("Inactive")).toBeVisible();
    await user.click(tom.getByRole("button", { name: /^Reactivate/ }));
    expect(await tom.findByText("Active")).toBeVisible();
  });

  test("Delete asks first, then forgets the subscriber", async () => {
    const { user } = await renderAdminRoute("/admin/subscribers");
    await user.click(await screen.findByRole("button", { name: "Delete former@example.net" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await findToast(uiMessages.backOffice.subscriberDeleted)).toBeVisible();
    await waitFor(async () => expect(await emails()).not.toContain("former@example.net"));
  });

  test("Export CSV downloads what the filter shows", async () => {
    let text = "";
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          void blob.text().then((value) => {
            text = value;
          });
          return "blob:csv";
        },
        revokeObjectURL: () => {},
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { user } = await renderAdminRoute("/admin/subscribers?state=active");
    await user.click(await screen.findByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(text).toContain("tom.baker@example.com"));
    expect(text).not.toContain("former@example.net");
    expect(click).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  test("with none it says No subscribers yet", async () => {
    await mockBackend.reset({ subscribers: [] });
    await renderAdminRoute("/admin/subscribers");
    expect(await screen.findByText(uiMessages.backOffice.subscribersEmpty)).toBeVisible();
  });
});
