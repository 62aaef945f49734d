import { uiMessages } from "@choose/schema/ui-messages";
import { createFileRoute } from "@tanstack/react-router";
import { AdminScreen } from "../components/admin/admin-shell";
import { screenStates } from "../components/admin/screen-data";
import { PasswordCard } from "./-components/account/password-card";
import { SessionsCard } from "./-components/account/sessions-card";
import { TwoFactorCard } from "./-components/account/two-factor-card";

const header = {
  title: "Account",
  meta: "Your password, two-factor sign-in and sessions.",
  description: "Keep the back office safe: a strong password, a second factor, and only your own sessions.",
};

export const Route = createFileRoute("/admin/_authed/account")({
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.admin.account.twoFactorStatus.queryOptions()),
      queryClient.ensureQueryData(trpc.admin.account.sessions.queryOptions()),
    ]),
  ...screenStates(header, {
    loading: {
      label: "Loading the account",
      cards: ["two-factor", "sessions"],
      bars: ["h-5 w-1/2", "h-4 w-3/4"],
      className: "gap-6 lg:grid-cols-2",
    },
    failure: uiMessages.account.loadFailed,
  }),
  component: AccountPage,
});

function AccountPage() {
  return (
    <AdminScreen {...header}>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-6">
          <TwoFactorCard />
          <PasswordCard />
        </div>
        <SessionsCard />
      </div>
    </AdminScreen>
  );
}
