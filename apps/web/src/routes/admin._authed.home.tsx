import { uiMessages } from "@choose/schema/ui-messages";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { AdminScreen } from "../components/admin/admin-shell";
import { screenStates } from "../components/admin/screen-data";
import { buttonClasses } from "../components/ui/button";
import { useTRPC } from "../lib/trpc";
import { HomeForm } from "./-components/home/home-form";

const header = {
  title: "Home page",
  meta: "The home page's words and pictures, in English and Spanish.",
  description:
    "What the home page says, in English and Spanish. Until you change a text, it is the standard one.",
};

export const Route = createFileRoute("/admin/_authed/home")({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.admin.home.get.queryOptions()),
  ...screenStates(header, {
    loading: {
      label: "Loading the home page",
      cards: ["hero", "sections"],
      bars: ["h-11 w-full", "h-11 w-2/3", "h-20 w-full"],
      className: "gap-6",
    },
    failure: uiMessages.homeAdmin.fetchFailed,
  }),
  component: HomePageScreen,
});

function HomePageScreen() {
  const { data: home } = useSuspenseQuery(useTRPC().admin.home.get.queryOptions());
  return (
    <AdminScreen
      {...header}
      actions={
        <>
          <a href="/" target="_blank" rel="noopener" className={buttonClasses("outline", "sm")}>
            View on site
          </a>
          <a href="/es" target="_blank" rel="noopener" lang="es" className={buttonClasses("outline", "sm")}>
            Ver en español
          </a>
        </>
      }
    >
      <HomeForm home={home} />
    </AdminScreen>
  );
}
