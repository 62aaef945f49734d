import { type QueryClient, QueryClientProvider, queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
} from "@tanstack/react-router";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { createQueryClient, createTrpcClient, TRPCProvider } from "../../lib/trpc";
import { findToast } from "../../test/render";
import { Toaster } from "../ui/toaster";
import { AdminScreen } from "./admin-shell";
import {
  FailedScreen,
  ItemList,
  ItemScreen,
  LIST_LOADING,
  PendingItem,
  PendingScreen,
  ScreenPart,
  UnavailableItem,
} from "./screen-data";

interface Thing {
  id: string;
  name: string;
}

const FAILURE = "Failed to fetch things";
const PART_FAILURE = "Failed to fetch the count";
const EMPTY = { title: "No things yet", description: "Things will appear here." };
const header = { title: "Things", meta: "The things.", description: "Every thing." };
const back = { to: "/admin/messages", list: "Things" } as const;
const things = (...names: string[]): Thing[] => names.map((name) => ({ id: name, name }));
const never = <T,>() => new Promise<T>(() => {});

/** What the backend answers, set by each test (and changed before a Try again). */
const answers = {
  things: (): Promise<Thing[]> => never(),
  thing: (id: string): Promise<Thing> => Promise.resolve({ id, name: `Thing ${id}` }),
  count: (): Promise<number> => Promise.resolve(3),
};

const thingsQuery = queryOptions({ queryKey: ["things"], queryFn: () => answers.things() });
const thingQuery = (id: string) =>
  queryOptions({ queryKey: ["thing", id], queryFn: () => answers.thing(id) });
const countQuery = queryOptions({ queryKey: ["count"], queryFn: () => answers.count() });

/**
 * Routes that use the pieces as the back office's screens do: a list, an item, a screen with a part (at
 * paths of the app's, which the links' types know).
 */
function createTestRouter(path: string, queryClient: QueryClient) {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const list = createRoute({
    getParentRoute: () => root,
    path: "/admin/messages",
    loader: ({ context }) => context.queryClient.ensureQueryData(thingsQuery),
    pendingComponent: () => (
      <PendingScreen
        {...header}
        loading={{ ...LIST_LOADING, label: "Loading things", bars: ["h-6", "h-4"] }}
      />
    ),
    errorComponent: ({ error }) => <FailedScreen {...header} error={error} failure={FAILURE} />,
    component: function ThingsScreen() {
      const { data } = useSuspenseQuery(thingsQuery);
      return (
        <AdminScreen {...header}>
          <ItemList items={data} label="Things" empty={EMPTY}>
            {(thing) => <article aria-label={thing.name}>{thing.name}</article>}
          </ItemList>
        </AdminScreen>
      );
    },
  });
  const item = createRoute({
    getParentRoute: () => root,
    path: "/admin/messages/$id",
    loader: ({ context, params }) => context.queryClient.ensureQueryData(thingQuery(params.id)),
    pendingComponent: () => (
      <PendingItem back={back} loading={{ label: "Loading the thing", cards: ["thing"], bars: ["h-6"] }} />
    ),
    errorComponent: () => <UnavailableItem title="Thing Not Found" back={back} />,
    component: function ThingScreen() {
      // Not strict: this test's router is not the app's, whose types the hooks know.
      const { data } = useSuspenseQuery(thingQuery(useParams({ strict: false }).id ?? ""));
      return (
        <ItemScreen back={back}>
          <h1>{data.name}</h1>
        </ItemScreen>
      );
    },
  });
  const withPart = createRoute({
    getParentRoute: () => root,
    path: "/admin/dashboard",
    component: () => (
      <AdminScreen {...header}>
        <ScreenPart
          loading={{ label: "Loading the count", cards: ["count"], bars: ["h-6"] }}
          failure={PART_FAILURE}
        >
          <Count />
        </ScreenPart>
        <p>The rest of the screen</p>
      </AdminScreen>
    ),
  });
  return createRouter({
    routeTree: root.addChildren([list, item, withPart]),
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
    // As the app's router: the pending component shows at once.
    defaultPendingMs: 0,
  });
}

function Count() {
  const { data } = useSuspenseQuery(countQuery);
  return <p>{data} things</p>;
}

function renderScreen(path: string) {
  const queryClient = createQueryClient();
  const router = createTestRouter(path, queryClient);
  const user = userEvent.setup();
  // The screens' header reads the organisation's name through tRPC (the mock backend answers).
  const trpcClient = createTrpcClient({ onSessionEnded: () => {} });
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider queryClient={queryClient} trpcClient={trpcClient}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { user, queryClient };
}

describe("a screen's data (route loader, pending and error components, useSuspenseQuery)", () => {
  test("while the loader waits: the screen's header and its placeholder cards", async () => {
    answers.things = () => never();
    renderScreen("/admin/messages");
    const status = await screen.findByRole("status", { name: "Loading things" });
    expect(status.children).toHaveLength(LIST_LOADING.cards.length);
    expect(screen.getByRole("heading", { level: 1, name: "Things" })).toBeVisible();
    expect(screen.queryByRole("list", { name: "Things" })).toBeNull();
  });

  test("the data: one item per thing in the named list", async () => {
    answers.things = async () => things("first", "second");
    renderScreen("/admin/messages");
    const list = within(await screen.findByRole("list", { name: "Things" }));
    expect(list.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["first", "second"]);
    expect(screen.queryByRole("status")).toBeNull();
  });

  test("an empty list shows the empty state instead", async () => {
    answers.things = async () => [];
    renderScreen("/admin/messages");
    expect(await screen.findByText(EMPTY.title)).toBeVisible();
    expect(screen.getByText(EMPTY.description)).toBeVisible();
    expect(screen.queryByRole("list", { name: "Things" })).toBeNull();
  });

  test("a failure is said in a notice and in place under the header; Try again runs the loader again", async () => {
    answers.things = () => Promise.reject(new Error("Database down"));
    const { user } = renderScreen("/admin/messages");
    expect(await findToast(FAILURE)).toBeVisible();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(FAILURE);
    expect(screen.getByRole("heading", { level: 1, name: "Things" })).toBeVisible();
    answers.things = async () => things("again");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "again" })).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("one item's screen", () => {
  test("under the way back to its list, with a placeholder while it loads", async () => {
    let resolve = (_thing: Thing) => {};
    answers.thing = () => new Promise((settle) => (resolve = settle));
    renderScreen("/admin/messages/7");
    expect(await screen.findByRole("status", { name: "Loading the thing" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Things" })).toHaveAttribute("href", "/admin/messages");
    resolve({ id: "7", name: "Thing 7" });
    expect(await screen.findByRole("heading", { level: 1, name: "Thing 7" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Things" })).toBeVisible();
  });

  test("an item that cannot be loaded is a page of its own with the way back, and no notice", async () => {
    answers.thing = () => Promise.reject(new Error("Not found"));
    renderScreen("/admin/messages/gone");
    const alert = within(await screen.findByRole("alert"));
    expect(alert.getByRole("heading", { level: 1, name: "Thing Not Found" })).toBeVisible();
    expect(alert.getByText("It may have been deleted, or the address is mistyped.")).toBeVisible();
    expect(alert.getByRole("link", { name: "Back to Things" })).toHaveAttribute("href", "/admin/messages");
    expect(alert.queryByRole("button", { name: "Try again" })).toBeNull();
    const notices = within(screen.getByRole("region", { name: /notifications/i }));
    expect(notices.queryAllByRole("listitem")).toHaveLength(0);
  });
});

describe("a part of a screen with data of its own (ScreenPart)", () => {
  test("shows its placeholder while the rest of the screen shows, then its data", async () => {
    let resolve = (_count: number) => {};
    answers.count = () => new Promise((settle) => (resolve = settle));
    renderScreen("/admin/dashboard");
    expect(await screen.findByRole("status", { name: "Loading the count" })).toBeVisible();
    expect(screen.getByText("The rest of the screen")).toBeVisible();
    resolve(4);
    expect(await screen.findByText("4 things")).toBeVisible();
  });

  test("fails in place, with a notice, while the rest shows; Try again fetches it again", async () => {
    answers.count = () => Promise.reject(new Error("Database down"));
    const { user } = renderScreen("/admin/dashboard");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(PART_FAILURE);
    expect(await findToast(PART_FAILURE)).toBeVisible();
    expect(screen.getByText("The rest of the screen")).toBeVisible();
    answers.count = async () => 5;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("5 things")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
