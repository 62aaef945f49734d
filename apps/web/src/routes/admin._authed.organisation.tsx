import type { OrganisationProfile, OrganisationProfileInput } from "@choose/schema";
import { uiMessages } from "@choose/schema/ui-messages";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { AdminScreen } from "../components/admin/admin-shell";
import { screenStates } from "../components/admin/screen-data";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { FormField } from "../components/forms/form-field";
import { UrlField } from "../components/forms/url-field";
import { useSchemaForm } from "../components/forms/use-schema-form";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Input, Textarea } from "../components/ui/input";
import { useRefreshOrganisation } from "../lib/organisation";
import { useTRPC } from "../lib/trpc";
import { ImageDialog } from "./-components/media/image-dialog";

const header = {
  title: "Organization",
  meta: "The organization's name, contacts and links, shown on every page.",
  description: "Your name, contact details and links, as every page of the website shows them.",
};

export const Route = createFileRoute("/admin/_authed/organisation")({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.admin.organisation.profile.queryOptions()),
  ...screenStates(header, {
    loading: {
      label: "Loading the organization",
      cards: ["contact", "links"],
      bars: ["h-11 w-full", "h-11 w-2/3", "h-20 w-full"],
      className: "gap-6",
    },
    failure: uiMessages.organisationAdmin.fetchFailed,
  }),
  component: OrganisationPage,
});

function OrganisationPage() {
  const { data: profile } = useSuspenseQuery(useTRPC().admin.organisation.profile.queryOptions());
  return (
    <AdminScreen {...header}>
      <ProfileForm profile={profile} />
    </AdminScreen>
  );
}

type TextField = Exclude<keyof OrganisationProfileInput, "social">;

const CONTACT_FIELDS: {
  name: TextField;
  label: string;
  hint?: string;
  type?: string;
  autoComplete?: string;
  rows?: number;
  required?: boolean;
}[] = [
  { name: "name", label: "Name", required: true, autoComplete: "organization" },
  {
    name: "email",
    label: "Email",
    type: "email",
    required: true,
    autoComplete: "email",
    hint: "Shown on every page and used as the contact address",
  },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel", hint: "Optional" },
  {
    name: "address",
    label: "Postal address",
    rows: 3,
    autoComplete: "street-address",
    hint: "Optional; shown in the footer",
  },
  {
    name: "description",
    label: "Short description",
    rows: 3,
    hint: "Optional; shown in the footer and to search engines",
  },
];

const NONPROFIT_FIELDS: typeof CONTACT_FIELDS = [
  { name: "ein", label: "EIN", hint: "Optional; nine digits, such as 12-3456789" },
  {
    name: "nonprofitStatement",
    label: "501(c)(3) statement",
    rows: 2,
    hint: "Optional; shown at the foot of every page",
  },
  {
    name: "donationUrl",
    label: "Donation page address",
    type: "url",
    hint: "Optional; the Donate page's button opens it",
  },
];

const SOCIAL_FIELDS = [
  { network: "facebook", label: "Facebook" },
  { network: "twitter", label: "Twitter / X" },
  { network: "linkedin", label: "LinkedIn" },
  { network: "instagram", label: "Instagram" },
] as const;

function ProfileForm({ profile }: { profile: OrganisationProfile }) {
  const refreshOrganisation = useRefreshOrganisation();
  const [choosingLogo, setChoosingLogo] = useState(false);
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.OrganisationProfileInputSchema),
    profile,
  );
  const save = useNotifyingMutation((trpc) => trpc.admin.organisation.updateProfile, {
    success: uiMessages.organisationAdmin.saved,
    failure: uiMessages.organisationAdmin.saveFailed,
    after: async (saved) => {
      form.reset(saved);
      // Every public page reads the profile.
      await refreshOrganisation();
    },
  });
  const { errors } = form.formState;
  const logoUrl = form.watch("logoUrl");

  const field = ({
    name,
    label,
    hint,
    type,
    autoComplete,
    rows,
    required,
  }: (typeof CONTACT_FIELDS)[number]) => (
    <FormField key={name} label={label} hint={hint} required={required} error={errors[name]?.message}>
      {(control) =>
        rows ? (
          <Textarea {...control} rows={rows} autoComplete={autoComplete} {...form.register(name)} />
        ) : (
          <Input {...control} type={type ?? "text"} autoComplete={autoComplete} {...form.register(name)} />
        )
      }
    </FormField>
  );

  return (
    <form aria-label="Organization details" className="grid gap-6" {...formProps(save)}>
      <Card className="grid gap-6 p-5 sm:p-8">
        <h2 className="text-lg font-bold text-brand-900">Contact details</h2>
        {CONTACT_FIELDS.map(field)}
      </Card>
      <Card className="grid gap-6 p-5 sm:p-8">
        <h2 className="text-lg font-bold text-brand-900">Logo</h2>
        <UrlField
          label="Logo image"
          hint="Optional: upload one or choose it from the library; shown beside the name"
          error={errors.logoUrl?.message}
          registration={form.register("logoUrl")}
        />
        <div className="flex flex-wrap items-center gap-4">
          <Button variant="outline" size="sm" onClick={() => setChoosingLogo(true)}>
            Upload logo
          </Button>
          {logoUrl && (
            <img
              src={logoUrl}
              alt="Logo preview"
              width={48}
              height={48}
              className="size-12 rounded object-contain"
            />
          )}
        </div>
        <ImageDialog
          open={choosingLogo}
          onOpenChange={setChoosingLogo}
          title="Logo"
          withLibrary
          altBelongsToLibrary
          onChosen={(image) =>
            form.setValue("logoUrl", image.url, { shouldDirty: true, shouldValidate: true })
          }
        />
      </Card>
      <Card className="grid gap-6 p-5 sm:p-8">
        <div>
          <h2 className="text-lg font-bold text-brand-900">Social profiles</h2>
          <p className="mt-1 text-sm text-ink-600">
            Full https:// addresses. Leave one empty to hide its icon.
          </p>
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          {SOCIAL_FIELDS.map(({ network, label }) => (
            <UrlField
              key={network}
              label={label}
              error={errors.social?.[network]?.message}
              registration={form.register(`social.${network}`)}
            />
          ))}
        </div>
      </Card>
      <Card className="grid gap-6 p-5 sm:p-8">
        <h2 className="text-lg font-bold text-brand-900">Non-profit status and donations</h2>
        {NONPROFIT_FIELDS.map(field)}
      </Card>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Details"}
        </Button>
      </div>
    </form>
  );
}
