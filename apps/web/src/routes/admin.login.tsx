import { type LoginSuccess, serverMessages, uiMessages } from "@choose/schema";
import { useMutation } from "@tanstack/react-query";
import { createFileRoute, Link, redirect, useNavigate } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { useState } from "react";
import { loadAdminStyles } from "../components/admin/admin-styles";
import { PasswordField } from "../components/admin/password-field";
import { FormField } from "../components/forms/form-field";
import { useSchemaForm } from "../components/forms/use-schema-form";
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
    return loadAdminStyles();
  },
  component: LoginPage,
});

/** Spec 8: the server's message ("Invalid credentials", too many attempts), or no answer at all. */
function loginFailure(error: unknown): string {
  if (error instanceof TRPCClientError && error.shape)
    return error.message || uiMessages.login.failureFallback;
  return uiMessages.login.networkFailure;
}

/** The login's second step, while two-factor sign-in is on: the challenge and what the server said. */
interface Challenge {
  challenge: string;
  message: string;
}

function LoginPage() {
  usePageMeta("Admin Login", "Sign in to manage news posts, school applications and settings.");
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<Challenge | null>(null);

  const signedIn = ({ token }: LoginSuccess) => {
    startAdminSession(token);
    toast({ title: uiMessages.login.successTitle, description: uiMessages.login.successBody });
    void navigate({ to: "/admin/dashboard" });
  };
  const failed = (error: unknown) =>
    toast({ variant: "destructive", title: uiMessages.login.failureTitle, description: loginFailure(error) });

  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center bg-brand-50 px-4 py-12">
      <Logo />
      <Card className="mt-8 w-full max-w-sm p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Admin Login</h1>
        {challenge ? (
          <CodeStep
            challenge={challenge}
            onSignedIn={signedIn}
            onFailed={(error) => {
              failed(error);
              // A spent or expired challenge cannot be retried: back to the password.
              if (loginFailure(error) === serverMessages.loginChallengeExpired) setChallenge(null);
            }}
            onRestart={() => setChallenge(null)}
          />
        ) : (
          <PasswordStep onSignedIn={signedIn} onChallenge={setChallenge} onFailed={failed} />
        )}
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

function PasswordStep({
  onSignedIn,
  onChallenge,
  onFailed,
}: {
  onSignedIn: (result: LoginSuccess) => void;
  onChallenge: (challenge: Challenge) => void;
  onFailed: (error: unknown) => void;
}) {
  const trpc = useTRPC();
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.LoginInputSchema),
    { username: "", password: "" },
  );
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: (result) => (result.success ? onSignedIn(result) : onChallenge(result)),
      onError: onFailed,
    }),
  );
  const { errors } = form.formState;

  return (
    <>
      <p className="mt-1 text-ink-600">Sign in to manage the website.</p>
      <form aria-label="Admin login" className="mt-6 grid gap-5" {...formProps(login)}>
        <FormField label="Username" required error={errors.username?.message}>
          {(control) => <Input {...control} autoComplete="username" {...form.register("username")} />}
        </FormField>
        <PasswordField error={errors.password?.message} registration={form.register("password")} />
        <Button type="submit" disabled={login.isPending} className="w-full">
          {login.isPending ? "Logging in..." : "Login"}
        </Button>
      </form>
    </>
  );
}

/** The code from the authenticator app, or one of the recovery codes. */
function CodeStep({
  challenge,
  onSignedIn,
  onFailed,
  onRestart,
}: {
  challenge: Challenge;
  onSignedIn: (result: LoginSuccess) => void;
  onFailed: (error: unknown) => void;
  onRestart: () => void;
}) {
  const trpc = useTRPC();
  const [recovery, setRecovery] = useState(false);
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.TwoFactorConfirmInputSchema),
    { code: "" },
  );
  const verify = useMutation(
    trpc.auth.loginWithCode.mutationOptions({
      onSuccess: onSignedIn,
      onError: (error) => {
        form.reset({ code: "" });
        onFailed(error);
      },
    }),
  );
  const switchKind = () => {
    setRecovery((current) => !current);
    form.reset({ code: "" });
  };

  return (
    <>
      <p className="mt-1 text-ink-600">
        {recovery ? "Enter one of your recovery codes. Each works once." : challenge.message}
      </p>
      <form
        aria-label="Two-factor sign-in"
        className="mt-6 grid gap-5"
        {...formProps({
          mutate: ({ code }, options) => verify.mutate({ challenge: challenge.challenge, code }, options),
        })}
      >
        <FormField
          label={recovery ? "Recovery code" : "Authentication code"}
          required
          error={form.formState.errors.code?.message}
        >
          {(control) => (
            <Input
              {...control}
              // A new field for each kind of code: focus moves to it (from the button that asked for it).
              key={recovery ? "recovery" : "authenticator"}
              autoFocus
              spellCheck={false}
              autoComplete={recovery ? "off" : "one-time-code"}
              inputMode={recovery ? "text" : "numeric"}
              {...form.register("code")}
            />
          )}
        </FormField>
        <Button type="submit" disabled={verify.isPending} className="w-full">
          {verify.isPending ? "Verifying..." : "Verify"}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-semibold text-brand-700 underline underline-offset-2"
          onClick={switchKind}
        >
          {recovery ? "Use the authenticator app" : "Use a recovery code"}
        </button>
        <button
          type="button"
          className="font-semibold text-brand-700 underline underline-offset-2"
          onClick={onRestart}
        >
          Start over
        </button>
      </div>
    </>
  );
}
