import { type MailDelivery, SMTP_SECURITY, SMTP_SECURITY_LABELS } from "@choose/schema";
import { useSuspenseQuery } from "@tanstack/react-query";
import { ConfirmDeleteButton } from "../../../components/admin/confirm-dialog";
import { SectionCard } from "../../../components/admin/section-card";
import { useNotifyingMutation } from "../../../components/admin/use-notifying-mutation";
import { FormField } from "../../../components/forms/form-field";
import { useSchemaForm } from "../../../components/forms/use-schema-form";
import { Button } from "../../../components/ui/button";
import { Input, Select } from "../../../components/ui/input";
import { formatDateTime } from "../../../lib/format";
import { type Trpc, useTRPC } from "../../../lib/trpc";
import { SecretSourceBadge } from "./secret-source";

/** The delivery query: the Email screen's loader fetches it, this card reads it. */
const SOURCE_TEXTS: Record<MailDelivery["source"], string> = {
  environment:
    "In use: the mail server set on the server itself (SMTP_URL). It wins over a server saved here, which is kept for when SMTP_URL is removed.",
  settings: "In use: the mail server saved below.",
  none: "No mail server yet: messages are kept in the outbox as “Not sent” so you can see what would go out. Enter your mail provider's details below.",
};

/**
 * The mail server, entered here: host, port, security, user, password and sender, stored encrypted on
 * the server (the password is never shown again), then a test email through whatever server is in use.
 */
export function MailServerCard() {
  const { data: delivery } = useSuspenseQuery(useTRPC().admin.email.delivery.queryOptions());
  return (
    <SectionCard
      title="Mail server"
      aside={<SecretSourceBadge source={delivery.source} none="No mail server" />}
    >
      <p className="mt-2 text-ink-700">{SOURCE_TEXTS[delivery.source]}</p>
      {delivery.source !== "none" && (
        <p className="mt-1 text-ink-700">Messages are sent from {delivery.from}.</p>
      )}
      {delivery.storedUnreadable && (
        <p role="alert" className="mt-3 rounded-lg bg-gold-100 p-3 text-sm text-gold-800">
          The saved mail server cannot be read with the server's encryption key (was it changed?). Enter it
          again below.
        </p>
      )}
      {delivery.encryptionAvailable ? (
        <ServerForm delivery={delivery} />
      ) : (
        <p className="mt-4 rounded-lg bg-gold-100 p-3 text-sm text-gold-800">
          This site cannot save a mail server yet: whoever runs the server must first set
          SETTINGS_ENCRYPTION_KEY (a random key that keeps the password encrypted; see .env.example).
        </p>
      )}
      <TestEmailForm delivery={delivery} />
    </SectionCard>
  );
}

function ServerForm({ delivery }: { delivery: MailDelivery }) {
  const stored = delivery.stored;
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.SmtpSettingsInputSchema),
    {
      host: stored?.host ?? "",
      port: stored?.port ?? 587,
      security: stored?.security ?? "starttls",
      user: stored?.user ?? "",
      password: "",
      from: stored?.from ?? "",
    },
  );
  const reloads = (trpc: Trpc) => [
    trpc.admin.email.delivery.queryKey(),
    trpc.admin.email.settings.queryKey(),
  ];
  const save = useNotifyingMutation((trpc) => trpc.admin.email.saveSmtp, {
    success: "Mail server saved",
    failure: "Failed to save the mail server",
    after: () => form.setValue("password", ""),
    reloads,
  });
  const clear = useNotifyingMutation((trpc) => trpc.admin.email.clearSmtp, {
    success: "Saved mail server removed",
    failure: "Failed to remove the mail server",
    reloads,
  });
  const errors = form.formState.errors;
  return (
    <form aria-label="Mail server" className="mt-4 grid gap-4 sm:grid-cols-2" {...formProps(save)}>
      <FormField
        label="Host"
        hint="Your provider's SMTP server, such as smtp.example.org."
        error={errors.host?.message}
      >
        {(control) => <Input {...control} spellCheck={false} autoComplete="off" {...form.register("host")} />}
      </FormField>
      <FormField label="Port" hint="Usually 587 (STARTTLS) or 465 (TLS)." error={errors.port?.message}>
        {(control) => <Input {...control} inputMode="numeric" {...form.register("port")} />}
      </FormField>
      <FormField label="Security" error={errors.security?.message}>
        {(control) => (
          <Select {...control} {...form.register("security")}>
            {SMTP_SECURITY.map((security) => (
              <option key={security} value={security}>
                {SMTP_SECURITY_LABELS[security]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label="Sender address"
        hint="The From of every email the site sends."
        error={errors.from?.message}
      >
        {(control) => <Input {...control} type="email" autoComplete="off" {...form.register("from")} />}
      </FormField>
      <FormField
        label="User name"
        hint="Leave empty if the server needs no sign-in."
        error={errors.user?.message}
      >
        {(control) => <Input {...control} autoComplete="off" spellCheck={false} {...form.register("user")} />}
      </FormField>
      <FormField
        label="Password"
        hint={
          stored?.passwordSet
            ? "A password is saved (it is never shown). Leave empty to keep it."
            : "Stored encrypted; never shown again."
        }
        error={errors.password?.message}
      >
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />
        )}
      </FormField>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save mail server"}
        </Button>
        {stored && (
          <ConfirmDeleteButton
            label="Remove the saved mail server"
            title="Remove the saved mail server?"
            description="The site stops sending through it; messages are kept as “Not sent” until a server is set."
            confirmLabel="Remove"
            deleting={clear.isPending}
            onConfirm={() => clear.mutate()}
          >
            Remove
          </ConfirmDeleteButton>
        )}
      </div>
    </form>
  );
}

function TestEmailForm({ delivery }: { delivery: MailDelivery }) {
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.TestEmailInputSchema),
    { to: "" },
  );
  const send = useNotifyingMutation((trpc) => trpc.admin.email.sendTest, {
    success: (result) => ({ title: "Test email sent", description: result.message }),
    failure: "The test email was not sent",
    reloads: (trpc) => [trpc.admin.email.delivery.queryKey()],
  });
  return (
    <form aria-label="Send a test email" className="mt-6 border-t border-ink-200 pt-4" {...formProps(send)}>
      <FormField
        label="Send a test email to"
        hint={
          delivery.testDeliveredAt
            ? `The last test email was accepted by the mail server on ${formatDateTime(delivery.testDeliveredAt)}.`
            : "Sends one message through the mail server in use now, to check it works."
        }
        error={form.formState.errors.to?.message}
      >
        {(control) => (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input {...control} type="email" autoComplete="email" {...form.register("to")} />
            <Button type="submit" variant="outline" disabled={send.isPending || delivery.source === "none"}>
              {send.isPending ? "Sending..." : "Send a test email"}
            </Button>
          </div>
        )}
      </FormField>
    </form>
  );
}
