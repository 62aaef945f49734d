import { QueryClient, QueryClientProvider, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, test } from "vitest";
import { findToast } from "../../test/render";
import { Toaster } from "../ui/toaster";
import { AdminList, AdminQuery, UnavailableItem } from "./admin-query";

interface Thing {
  id: string;
  name: string;
}
type Things = UseQueryResult<Thing[]>;

const FAILURE = "Failed to fetch things";
const EMPTY = { title: "No things yet", description: "Things will appear here." };
const things = (...names: string[]): Thing[] => names.map((name) => ({ id: name, name }));
const never = () => new Promise<Thing[]>(() => {});

/** The usual screen: the data, with a skeleton, a failure text and an empty state. */
const listView = (query: Things) => (
  <AdminQuery
    query={query}
    loading={{ label: "Loading things", cards: ["a", "b"], bars: ["h-4"], className: "gap-4" }}
    failure={FAILURE}
    empty={EMPTY}
  >
    {(items) => <p>Loaded: {items.map((item) => item.name).join(", ")}</p>}
  </AdminQuery>
);

/** A screen whose query answers with `load` (and calls it again on a retry). */
function Screen({ load, view }: { load: () => Promise<Thing[]>; view: (query: Things) => ReactNode }) {
  return view(useQuery({ queryKey: ["things"], queryFn: load }));
}

function renderScreen(load: () => Promise<Thing[]>, view = listView) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A router of one page, for the links a screen draws.
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Screen load={load} view={view} /> }),
    history: createMemoryHistory(),
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user };
}

describe("AdminQuery", () => {
  test("shows the skeleton while the data loads", async () => {
    renderScreen(never);
    const status = await screen.findByRole("status", { name: "Loading things" });
    expect(status.children).toHaveLength(2);
    expect(screen.queryByText(/^Loaded/)).toBeNull();
  });

  test("shows the data once it loads", async () => {
    renderScreen(async () => things("first", "second"));
    expect(await screen.findByText("Loaded: first, second")).toBeVisible();
    expect(screen.queryByRole("status", { name: "Loading things" })).toBeNull();
  });

  test("an empty list shows the empty state instead", async () => {
    renderScreen(async () => []);
    expect(await screen.findByText("No things yet")).toBeVisible();
    expect(screen.getByText("Things will appear here.")).toBeVisible();
    expect(screen.queryByText(/^Loaded/)).toBeNull();
  });

  test("a failure is said in a notice and in place; Try again loads once more", async () => {
    let answer = (): Promise<Thing[]> => Promise.reject(new Error("Database down"));
    const { user } = renderScreen(() => answer());
    expect(await findToast(FAILURE)).toBeVisible();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(FAILURE);
    answer = async () => things("again");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Loaded: again")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  const page = (
    <UnavailableItem
      title="Gone"
      description="It may have been deleted."
      backTo="/admin/dashboard"
      back="Back"
    />
  );
  test.each([
    {
      case: "after the failure's notice",
      notices: [FAILURE],
      view: (query: Things) => (
        <AdminQuery query={query} skeleton={null} failure={FAILURE} failed={page}>
          {() => null}
        </AdminQuery>
      ),
    },
    {
      case: "alone when it has no failure text",
      notices: [],
      view: (query: Things) => (
        <AdminQuery query={query} skeleton={null} failed={page}>
          {() => null}
        </AdminQuery>
      ),
    },
  ])("a failure can show the screen's own page instead, $case", async ({ notices, view }) => {
    renderScreen(() => Promise.reject(new Error("Not found")), view);
    const alert = within(await screen.findByRole("alert"));
    expect(alert.getByRole("heading", { level: 1, name: "Gone" })).toBeVisible();
    expect(alert.getByText("It may have been deleted.")).toBeVisible();
    expect(alert.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/admin/dashboard");
    expect(alert.queryByRole("button", { name: "Try again" })).toBeNull();
    for (const title of notices) expect(await findToast(title)).toBeVisible();
    const region = within(screen.getByRole("region", { name: /notifications/i }));
    expect(region.queryAllByRole("listitem")).toHaveLength(notices.length);
  });
});

describe("AdminList", () => {
  const listOf = (query: Things) => (
    <AdminList
      query={query}
      label="Things"
      loading={{ label: "Loading things", bars: ["h-6", "h-4"] }}
      failure={FAILURE}
      empty={EMPTY}
    >
      {(thing) => <article aria-label={thing.name}>{thing.name}</article>}
    </AdminList>
  );

  test("three placeholder cards while it loads", async () => {
    renderScreen(never, listOf);
    expect((await screen.findByRole("status", { name: "Loading things" })).children).toHaveLength(3);
  });

  test("one item per thing in the named list", async () => {
    renderScreen(async () => things("first", "second"), listOf);
    const list = within(await screen.findByRole("list", { name: "Things" }));
    expect(list.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["first", "second"]);
    expect(list.getByRole("article", { name: "second" })).toBeVisible();
  });
});
