import { type LoginInput, LoginInputSchema, uiMessages } from "@choose/schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { createFileRoute, Link, redirect, useNavigate } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { useForm } from "react-hook-form";
import { FormField } from "../components/forms/form-field";
import { ArrowLeftIcon } from "../components/icons";
import { Logo } from "../components/layout/logo";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Input } from "../components/ui/input";
import { toast } from "../components/ui/toast-store";
import { readAdminToken, startAdminSession } from "../lib/admin-session";
import { useTRPC } from "../lib/trpc";
import { usePageMeta } from "../lib/use-page-meta";

export const Route = createFileRoute("/admin/login")({
  // Already signed in: straight to the dashboard (a stale token is caught there by the server's 401).
  beforeLoad: () => {
    if (readAdminToken()) throw redirect({ to: "/admin/dashboard", replace: true });
  },
  component: LoginPage,
});

/** Spec 8: the server's message ("Invalid credentials", too many attempts), or no answer at all. */
function loginFailure(error: unknown): string {
  if (error instanceof TRPCClientError && error.shape)
    return error.message || uiMessages.login.failureFallback;
  return uiMessages.login.networkFailure;
}

function LoginPage() {
  usePageMeta("Admin Login", "Sign in to manage news posts, school applications and settings.");
  const trpc = useTRPC();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { username: "", password: "" },
  });
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: ({ token }) => {
        startAdminSession(token);
        toast({ title: uiMessages.login.successTitle, description: uiMessages.login.successBody });
        void navigate({ to: "/admin/dashboard" });
      },
      onError: (error) => {
        toast({
          variant: "destructive",
          title: uiMessages.login.failureTitle,
          description: loginFailure(error),
        });
      },
    }),
  );
  const { errors } = form.formState;

  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center bg-brand-50 px-4 py-12">
      <Logo />
      <Card className="mt-8 w-full max-w-sm p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Admin Login</h1>
        <p className="mt-1 text-slate-600">Sign in to manage the website.</p>
        <form
          noValidate
          aria-label="Admin login"
          className="mt-6 grid gap-5"
          onSubmit={form.handleSubmit((data) => login.mutate(data))}
        >
          <FormField label="Username" required error={errors.username?.message}>
            {(control) => <Input {...control} autoComplete="username" {...form.register("username")} />}
          </FormField>
          <FormField label="Password" required error={errors.password?.message}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                {...form.register("password")}
              />
            )}
          </FormField>
          <Button type="submit" disabled={login.isPending} className="w-full">
            {login.isPending ? "Logging in..." : "Login"}
          </Button>
        </form>
      </Card>
      <Link
        to="/"
        className="mt-6 inline-flex items-center gap-1.5 rounded-md font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        <ArrowLeftIcon className="size-4" /> Back to Website
      </Link>
    </main>
  );
}
