import { useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Outlet, redirect, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { landingFor, opens } from "../components/admin/admin-nav";
import { AdminShell } from "../components/admin/admin-shell";
import { loadAdminStyles } from "../components/admin/admin-styles";
import { readAdminToken, useAdminToken } from "../lib/admin-session";
import { useTRPC } from "../lib/trpc";

/**
 * Every admin screen but the login sits under this pathless layout. Without a stored token they
 * redirect to the login before loading (spec 4); the server stays the real check (see lib/trpc.ts).
 */
export const Route = createFileRoute("/admin/_authed")({
  beforeLoad: async ({ context: { queryClient, trpc }, location }) => {
    if (!readAdminToken()) throw redirect({ to: "/admin/login", replace: true });
    // Who is signed in decides the navigation, and a screen the role does not open sends them to one
    // it does (the server refuses the data either way). A failed read is left to the screens' own handling.
    const [me] = await Promise.all([
      queryClient.ensureQueryData(trpc.admin.session.me.queryOptions()).catch(() => null),
      loadAdminStyles(),
    ]);
    if (me && !opens(me.sections, location.pathname))
      throw redirect({ to: landingFor(me.sections), replace: true });
  },
  component: AdminLayout,
});

function AdminLayout() {
  const token = useAdminToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const trpc = useTRPC();

  // The session ended (logout, a 401, another tab): drop the admin data and go to the login screen.
  useEffect(() => {
    if (token) return;
    // Every back-office procedure is under `admin` (the API's router), so one key drops them all.
    queryClient.removeQueries({ queryKey: trpc.admin.pathKey() });
    void navigate({ to: "/admin/login", replace: true });
  }, [token, navigate, queryClient, trpc]);

  if (!token) return null;
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
