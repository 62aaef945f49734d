import { type TwoFactorSetup, type TwoFactorStatus, uiMessages } from "@choose/schema";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { notifyFailure } from "../../../components/admin/notify";
import { PasswordField } from "../../../components/admin/password-field";
import { SectionCard } from "../../../components/admin/section-card";
import { OnOffBadge } from "../../../components/admin/status-badge";
import { useNotifyingMutation } from "../../../components/admin/use-notifying-mutation";
import { FormField } from "../../../components/forms/form-field";
import { useSchemaForm } from "../../../components/forms/use-schema-form";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { formatPostDate } from "../../../lib/format";
import { type Trpc, useTRPC } from "../../../lib/trpc";

/** What turning two-factor sign-in on or off changes. */
const reloadStatus = (trpc: Trpc) => [trpc.admin.account.twoFactorStatus.queryKey()];

/**
 * Two-factor sign-in: off (set it up: QR code, key, first code), the recovery codes once it is on
 * (shown this one time), or on (turn it off with the password and a code).
 */
export function TwoFactorCard() {
  const trpc = useTRPC();
  // Loaded by the route (its loader), like the sessions.
  const { data: status } = useSuspenseQuery(trpc.admin.account.twoFactorStatus.queryOptions());
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <SectionCard title="Two-Factor Sign-In" aside={<OnOffBadge on={status.enabled} labels={["On", "Off"]} />}>
      <div className="mt-2">
        {recoveryCodes ? (
          <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
        ) : status.enabled ? (
          <TurnOff status={status} />
        ) : (
          <SetUp onOn={setRecoveryCodes} />
        )}
      </div>
    </SectionCard>
  );
}

function SetUp({ onOn }: { onOn: (recoveryCodes: string[]) => void }) {
  const trpc = useTRPC();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const start = useMutation(
    trpc.admin.account.startTwoFactorSetup.mutationOptions({
      onSuccess: setSetup,
      onError: (error) => notifyFailure(error, uiMessages.account.twoFactorFailed),
    }),
  );

  if (!setup) {
    return (
      <>
        <p className="text-ink-700">
          Ask for a code from your phone as well as the password, so a stolen password alone cannot open the
          back office. Any authenticator app works (Google Authenticator, Microsoft Authenticator,
          1Password…).
        </p>
        <Button className="mt-5" disabled={start.isPending} onClick={() => start.mutate()}>
          {start.isPending ? "Starting..." : "Set Up Two-Factor Sign-In"}
        </Button>
      </>
    );
  }
  return <ConfirmSetup setup={setup} onCancel={() => setSetup(null)} onOn={onOn} />;
}

function ConfirmSetup({
  setup,
  onCancel,
  onOn,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onOn: (recoveryCodes: string[]) => void;
}) {
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.TwoFactorConfirmInputSchema),
    { code: "" },
  );
  const confirm = useNotifyingMutation((trpc) => trpc.admin.account.confirmTwoFactor, {
    success: uiMessages.account.twoFactorOn,
    failure: uiMessages.account.twoFactorFailed,
    after: ({ recoveryCodes }) => onOn(recoveryCodes),
    reloads: reloadStatus,
  });
  // Four characters at a time are easier to type from the screen.
  const groupedSecret = setup.secret.replace(/(.{4})(?=.)/g, "$1 ");

  return (
    <div className="grid gap-5">
      <ol className="list-decimal space-y-2 pl-5 text-ink-700">
        <li>Open your authenticator app and add an account by scanning this QR code.</li>
        <li>Or type the setup key below into the app.</li>
        <li>Enter the six-digit code the app shows.</li>
      </ol>
      <svg
        role="img"
        aria-label="QR code for your authenticator app"
        viewBox={`0 0 ${setup.qr.size} ${setup.qr.size}`}
        shapeRendering="crispEdges"
        className="size-48 rounded-lg border border-ink-200 bg-white p-2"
      >
        <path d={setup.qr.path} fill="#000" />
      </svg>
      <FormField label="Setup key">
        {(control) => (
          <Input
            {...control}
            readOnly
            spellCheck={false}
            className="max-w-md font-mono"
            value={groupedSecret}
          />
        )}
      </FormField>
      <form aria-label="Confirm two-factor sign-in" className="grid gap-4" {...formProps(confirm)}>
        <FormField label="Code from the app" required error={form.formState.errors.code?.message}>
          {(control) => (
            <Input
              {...control}
              className="max-w-48"
              inputMode="numeric"
              autoComplete="one-time-code"
              spellCheck={false}
              {...form.register("code")}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? "Turning on..." : "Turn On"}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-4">
      <p className="rounded-lg bg-gold-100 p-3 text-gold-800">
        Save these recovery codes somewhere safe (a password manager, or printed). Each one signs you in once
        if you lose your phone. <strong>They will not be shown again.</strong>
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-ink-900">
        {codes.map((code) => (
          <li key={code} className="rounded bg-ink-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <Button className="justify-self-start" onClick={onDone}>
        I Have Saved Them
      </Button>
    </div>
  );
}

function TurnOff({ status }: { status: TwoFactorStatus }) {
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.TwoFactorDisableInputSchema),
    { password: "", code: "" },
  );
  const disable = useNotifyingMutation((trpc) => trpc.admin.account.disableTwoFactor, {
    success: uiMessages.account.twoFactorOff,
    failure: uiMessages.account.twoFactorFailed,
    reloads: reloadStatus,
  });
  const { errors } = form.formState;

  return (
    <>
      <p className="text-ink-700">
        {status.enabledAt && <>On since {formatPostDate(status.enabledAt)}. </>}
        Signing in asks for a code from your authenticator app. {status.recoveryCodesLeft} of 10 recovery
        codes left.
      </p>
      <form aria-label="Turn off two-factor sign-in" className="mt-5 grid gap-4" {...formProps(disable)}>
        <PasswordField error={errors.password?.message} registration={form.register("password")} />
        <FormField label="Code from the app or a recovery code" required error={errors.code?.message}>
          {(control) => (
            <Input {...control} autoComplete="one-time-code" spellCheck={false} {...form.register("code")} />
          )}
        </FormField>
        <Button type="submit" variant="outline" className="justify-self-start" disabled={disable.isPending}>
          {disable.isPending ? "Turning off..." : "Turn Off Two-Factor Sign-In"}
        </Button>
      </form>
    </>
  );
}
