import { useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Outlet, redirect, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { AdminShell } from "../components/admin/admin-shell";
import { readAdminToken, useAdminToken } from "../lib/admin-session";
import { useTRPC } from "../lib/trpc";

/**
 * Every admin screen but the login sits under this pathless layout. Without a stored token they
 * redirect to the login before loading (spec 4); the server stays the real check (see lib/trpc.ts).
 */
export const Route = createFileRoute("/admin/_authed")({
  beforeLoad: () => {
    if (!readAdminToken()) throw redirect({ to: "/admin/login", replace: true });
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
