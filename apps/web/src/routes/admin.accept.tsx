import { uiMessages } from "@choose/schema/ui-messages";
import { useMutation } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { loadAdminStyles } from "../components/admin/admin-styles";
import { notifyFailure, notifySuccess } from "../components/admin/notify";
import { PasswordField } from "../components/admin/password-field";
import { ScreenPart } from "../components/admin/screen-data";
import { FormField } from "../components/forms/form-field";
import { useSchemaForm } from "../components/forms/use-schema-form";
import { Logo } from "../components/layout/logo";
import { Button, buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Input } from "../components/ui/input";
import { startAdminSession } from "../lib/admin-session";
import { useTRPC } from "../lib/trpc";
import { usePageMeta } from "../lib/use-page-meta";
import { TwoFactorCard } from "./-components/account/two-factor-card";

export const Route = createFileRoute("/admin/accept")({ beforeLoad: loadAdminStyles, component: AcceptPage });

/** The invitation's token: after `#` in the emailed link, so it never reaches a server log. */
const tokenFromHash = () => new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";

/**
 * Joining the team from an invitation: choose a username and a password; the page then signs in with
 * them and offers two-factor sign-in at once (the account screen's own setup), or the back office.
 */
function AcceptPage() {
  usePageMeta("Join the team", "Accept your invitation to the back office.");
  const [joined, setJoined] = useState<string | null>(null);
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center bg-brand-50 px-4 py-12">
      <Logo />
      {joined ? <OfferTwoFactor username={joined} /> : <AcceptForm onJoined={setJoined} />}
      <Link to="/admin/login" className="mt-6 font-medium text-brand-700 underline underline-offset-2">
        Sign in
      </Link>
    </main>
  );
}

function AcceptForm({ onJoined }: { onJoined: (username: string) => void }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [token] = useState(tokenFromHash);
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.StaffAcceptInputSchema),
    { token, username: "", password: "" },
  );
  // Signs in with what was just chosen, as the sign-in page would; if that is refused (the sign-in
  // throttle), the person signs in there instead.
  const signInThere = (username: string) => {
    notifySuccess("Welcome to the team", `Sign in as ${username} with your new password.`);
    void navigate({ to: "/admin/login" });
  };
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: (result, { username }) => {
        if (!result.success) return signInThere(username);
        startAdminSession(result.token);
        notifySuccess("Welcome to the team", `You are signed in as ${username}.`);
        onJoined(username);
      },
      onError: (_, { username }) => signInThere(username),
    }),
  );
  const accept = useMutation(
    trpc.staff.accept.mutationOptions({
      onSuccess: ({ username }, { password }) => login.mutate({ username, password }),
      onError: (error) => notifyFailure(error, "Could not accept the invitation"),
    }),
  );
  const { errors } = form.formState;
  const pending = accept.isPending || login.isPending;

  return (
    <Card className="mt-8 w-full max-w-sm p-6 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">Join the team</h1>
      {token ? (
        <>
          <p className="mt-1 text-ink-600">
            Choose the username and password you will sign in with. The password needs 12 characters or more
            and must not be easy to guess.
          </p>
          <form aria-label="Accept the invitation" className="mt-6 grid gap-5" {...formProps(accept)}>
            {errors.token?.message && (
              <p role="alert" className="font-medium text-red-700">
                {errors.token.message}
              </p>
            )}
            <FormField label="Username" required error={errors.username?.message}>
              {(control) => <Input {...control} autoComplete="username" {...form.register("username")} />}
            </FormField>
            <PasswordField
              label="New password"
              autoComplete="new-password"
              error={errors.password?.message}
              registration={form.register("password")}
            />
            <Button type="submit" disabled={pending} className="w-full">
              {pending ? "Joining..." : "Join the team"}
            </Button>
          </form>
        </>
      ) : (
        <p className="mt-2 text-ink-700" role="alert">
          This page needs the link from your invitation email. Open the link again, or ask for a new
          invitation.
        </p>
      )}
    </Card>
  );
}

/** Right after joining, signed in: two-factor sign-in now (the account screen's card), or later. */
function OfferTwoFactor({ username }: { username: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Attention moves to the new step: its heading takes the focus the submitted form had.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mt-8 grid w-full max-w-xl gap-6">
      <Card className="p-6 sm:p-8">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 outline-none">
          Welcome, {username}
        </h1>
        <p className="mt-1 text-ink-600">
          Your password is set and you are signed in. Turn on two-factor sign-in now, so a stolen password
          alone cannot open the back office; you can also do it later from your Account screen.
        </p>
      </Card>
      <ScreenPart
        loading={{ label: "Loading two-factor sign-in", cards: ["two-factor"], bars: ["h-5 w-1/2"] }}
        failure={uiMessages.account.loadFailed}
      >
        <TwoFactorCard />
      </ScreenPart>
      <Link to="/admin/dashboard" className={buttonClasses("primary")}>
        Continue to the back office
      </Link>
    </div>
  );
}
