import { uiMessages } from "@choose/schema";
import { PasswordField } from "../../../components/admin/password-field";
import { useNotifyingMutation } from "../../../components/admin/use-notifying-mutation";
import { useSchemaForm } from "../../../components/forms/use-schema-form";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";

const FIELDS = [
  { name: "currentPassword", label: "Current password", autoComplete: "current-password" },
  { name: "newPassword", label: "New password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "New password again", autoComplete: "new-password" },
] as const;

/** Current password, then the new one twice; the server refuses a common one and says so. */
export function PasswordCard() {
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.ChangePasswordInputSchema),
    { currentPassword: "", newPassword: "", confirmPassword: "" },
  );
  const change = useNotifyingMutation((trpc) => trpc.admin.account.changePassword, {
    success: ({ message }) => ({ title: uiMessages.account.passwordChangedTitle, description: message }),
    failure: uiMessages.account.passwordFailed,
    after: () => form.reset(),
    reloads: (trpc) => [trpc.admin.account.sessions.queryKey()],
  });
  const { errors } = form.formState;

  return (
    <Card className="p-5 sm:p-6">
      <form aria-labelledby="password-title" className="grid gap-5" {...formProps(change)}>
        <div>
          <h2 id="password-title" className="text-lg font-bold text-brand-900">
            Password
          </h2>
          <p className="mt-1 text-ink-600">
            At least 12 characters and hard to guess: a few unrelated words work well. Changing it signs out
            every other session.
          </p>
        </div>
        {FIELDS.map(({ name, label, autoComplete }) => (
          <PasswordField
            key={name}
            label={label}
            autoComplete={autoComplete}
            error={errors[name]?.message}
            registration={form.register(name)}
          />
        ))}
        <Button type="submit" className="justify-self-start" disabled={change.isPending}>
          {change.isPending ? "Changing..." : "Change Password"}
        </Button>
      </form>
    </Card>
  );
}
