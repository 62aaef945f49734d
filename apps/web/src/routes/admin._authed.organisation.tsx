import {
  type OrganisationProfile,
  type OrganisationProfileInput,
  OrganisationProfileInputSchema,
  type OrganisationProfileUpdate,
  uiMessages,
} from "@choose/schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { QueryScreen } from "../components/admin/admin-query";
import { prefetching } from "../components/admin/prefetch";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { FormField } from "../components/forms/form-field";
import { MutationForm } from "../components/forms/mutation-form";
import { UrlField } from "../components/forms/url-field";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Input, Textarea } from "../components/ui/input";
import { useRefreshOrganisation } from "../lib/organisation";
import type { Trpc } from "../lib/trpc";
import { ImageDialog } from "./-components/media/image-dialog";

/** The screen's data: prefetched by the loader, read by the screen. */
const profileQuery = (trpc: Trpc) => trpc.admin.organisation.profile.queryOptions();

export const Route = createFileRoute("/admin/_authed/organisation")({
  loader: prefetching(profileQuery),
  component: OrganisationPage,
});

function OrganisationPage() {
  return (
    <QueryScreen
      title="Organization"
      meta="The organization's name, contacts and links, shown on every page."
      description="Your name, contact details and links, as every page of the website shows them."
      query={profileQuery}
      loading={{
        label: "Loading the organization",
        cards: ["contact", "links"],
        bars: ["h-11 w-full", "h-11 w-2/3", "h-20 w-full"],
        className: "grid gap-6",
      }}
      failure={uiMessages.organisationAdmin.fetchFailed}
    >
      {(data) => <ProfileForm profile={data} />}
    </QueryScreen>
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
  const form = useForm<OrganisationProfileInput, unknown, OrganisationProfileUpdate>({
    resolver: zodResolver(OrganisationProfileInputSchema),
    defaultValues: profile,
  });
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
    <MutationForm aria-label="Organization details" className="grid gap-6" form={form} mutation={save}>
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
          <p className="mt-1 text-sm text-slate-600">
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
    </MutationForm>
  );
}
