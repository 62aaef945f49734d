import { createFileRoute } from "@tanstack/react-router";
import { AdminScreen } from "../components/admin/admin-shell";
import { PasswordCard } from "./-components/account/password-card";
import { SessionsCard } from "./-components/account/sessions-card";
import { TwoFactorCard } from "./-components/account/two-factor-card";

export const Route = createFileRoute("/admin/_authed/account")({
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.admin.account.twoFactorStatus.queryOptions());
    void queryClient.prefetchQuery(trpc.admin.account.sessions.queryOptions());
  },
  component: AccountPage,
});

function AccountPage() {
  return (
    <AdminScreen
      title="Account"
      meta="Your password, two-factor sign-in and sessions."
      description="Keep the back office safe: a strong password, a second factor, and only your own sessions."
    >
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
