import type { HomeContent, HomeContentInput } from "@choose/schema";
import {
  HOME_AREA_ITEMS,
  HOME_IMPACT_MAX,
  HOME_LOGOS_MAX,
  HOME_PARTNER_KINDS,
  HOME_SERVICE_AREAS,
} from "@choose/schema/home";
import { LANGUAGE_TAGS, type Language } from "@choose/schema/i18n";
import { uiMessages } from "@choose/schema/ui-messages";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { type FieldPath, type UseFormReturn, useFieldArray } from "react-hook-form";
import { useNotifyingMutation } from "../../../components/admin/use-notifying-mutation";
import { FormField } from "../../../components/forms/form-field";
import { useSchemaForm } from "../../../components/forms/use-schema-form";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Checkbox, Input, Textarea } from "../../../components/ui/input";
import { type TabItem, Tabs } from "../../../components/ui/tabs";
import { useTRPC } from "../../../lib/trpc";
import { ImageDialog } from "../media/image-dialog";

/** The positions of the fixed lists (four areas, four kinds, three offers each): the same every render. */
const positions = (count: number) => Array.from({ length: count }, (_, index) => index);
const AREAS = positions(HOME_SERVICE_AREAS);
const KINDS = positions(HOME_PARTNER_KINDS);
const AREA_ITEMS = positions(HOME_AREA_ITEMS);

const LANGUAGE_TABS: readonly TabItem<Language>[] = [
  { id: "en", label: "English" },
  { id: "es", label: "Español", lang: "es" },
];

type HomeInput = HomeContentInput;
type HomeForm = UseFormReturn<HomeInput, unknown, HomeContent>;

/** The library's images by id, for the previews (the dialog reads the same list). */
function useLibraryUrls(): Map<string, string> {
  const { data } = useQuery(useTRPC().admin.media.list.queryOptions());
  return new Map((data ?? []).map((item) => [item.id, item.url]));
}

export function HomeForm({ home }: { home: HomeContent }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.HomeContentSchema),
    home,
  );
  const save = useNotifyingMutation((trpc) => trpc.admin.home.put, {
    success: uiMessages.homeAdmin.saved,
    failure: uiMessages.homeAdmin.saveFailed,
    after: async (saved) => {
      form.reset(saved);
      // The public home page is read afresh.
      await queryClient.invalidateQueries({ queryKey: trpc.home.pathKey() });
    },
  });
  const show = form.watch("show");
  return (
    <form aria-label="Home page" className="grid gap-6" {...formProps(save)}>
      <HeroImageCard form={form} />
      <Card className="grid gap-4 p-5 sm:p-8">
        <div>
          <h2 className="text-lg font-bold text-brand-900">Optional blocks</h2>
          <p className="mt-1 text-sm text-ink-600">
            Off until you turn them on. Their words are yours to enter in both languages: nothing is made up
            for you.
          </p>
        </div>
        {(
          [
            ["impact", "Impact figures (a figure and what it counts)"],
            ["quote", "A short quote (what someone said, and who)"],
            ["logos", "Partner logos (from the media library)"],
          ] as const
        ).map(([block, label]) => (
          // biome-ignore lint/a11y/noLabelWithoutControl: the Checkbox inside is the labelled input
          <label key={block} className="flex items-center gap-2 font-medium text-ink-800">
            <Checkbox {...form.register(`show.${block}`)} />
            {label}
          </label>
        ))}
      </Card>
      {show.logos && <LogosCard form={form} />}
      <Tabs
        label="Language of the home page"
        items={LANGUAGE_TABS}
        panel={(language) => <LanguageFields form={form} language={language} />}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Home Page"}
        </Button>
      </div>
    </form>
  );
}

function errorAt(form: HomeForm, path: FieldPath<HomeInput>): string | undefined {
  return form.getFieldState(path, form.formState).error?.message;
}

function HeroImageCard({ form }: { form: HomeForm }) {
  const [choosing, setChoosing] = useState(false);
  const [chosenUrl, setChosenUrl] = useState<string>();
  const urls = useLibraryUrls();
  const imageId = form.watch("heroImageId");
  const preview = imageId ? (chosenUrl ?? urls.get(imageId)) : undefined;
  const error = errorAt(form, "heroImageId");
  return (
    <Card className="grid gap-4 p-5 sm:p-8">
      <div>
        <h2 className="text-lg font-bold text-brand-900">Hero image</h2>
        <p className="mt-1 text-sm text-ink-600">
          A photograph beside the title, from the media library. Without one, the page shows a drawing.
          Describe it in each language's tab (alt text).
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <img
            src={preview}
            alt={form.watch("en.hero.imageAlt") || "Chosen for the hero"}
            width={160}
            height={120}
            className="h-30 w-40 rounded object-cover"
          />
        ) : (
          <p className="text-sm text-ink-700">
            {imageId ? "An image from the library" : "No image: the drawing is shown"}
          </p>
        )}
        <Button variant="outline" size="sm" onClick={() => setChoosing(true)}>
          {imageId ? "Change image" : "Choose image"}
        </Button>
        {imageId && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => form.setValue("heroImageId", null, { shouldDirty: true, shouldValidate: true })}
          >
            Remove image
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <ImageDialog
        open={choosing}
        onOpenChange={setChoosing}
        title="Hero image"
        withLibrary
        altBelongsToLibrary={false}
        onChosen={(image) => {
          setChosenUrl(image.url);
          form.setValue("heroImageId", image.id, { shouldDirty: true, shouldValidate: true });
          // The description typed in the dialog starts the English alt text.
          if (!form.getValues("en.hero.imageAlt") && image.alt)
            form.setValue("en.hero.imageAlt", image.alt, { shouldDirty: true });
        }}
      />
    </Card>
  );
}

function LogosCard({ form }: { form: HomeForm }) {
  const [choosing, setChoosing] = useState(false);
  const urls = useLibraryUrls();
  const logos = useFieldArray({ control: form.control, name: "logos", keyName: "key" });
  const error = errorAt(form, "logos");
  return (
    <Card className="grid gap-4 p-5 sm:p-8">
      <h2 className="text-lg font-bold text-brand-900">Partner logos</h2>
      {logos.fields.length === 0 && <p className="text-sm text-ink-700">No logos yet.</p>}
      <ul className="grid gap-4">
        {logos.fields.map((logo, index) => (
          <li
            key={logo.key}
            className="grid gap-4 rounded-md border border-ink-200 p-4 sm:grid-cols-[auto_1fr_1fr_auto] sm:items-start"
          >
            {urls.get(logo.mediaId) ? (
              <img
                src={urls.get(logo.mediaId)}
                alt=""
                width={80}
                height={48}
                className="h-12 w-20 object-contain"
              />
            ) : (
              <span className="text-sm text-ink-600">Logo {index + 1}</span>
            )}
            <FormField label="Name" required error={errorAt(form, `logos.${index}.name`)}>
              {(control) => <Input {...control} {...form.register(`logos.${index}.name`)} />}
            </FormField>
            <FormField label="Link" hint="Optional; https://" error={errorAt(form, `logos.${index}.url`)}>
              {(control) => <Input {...control} type="url" {...form.register(`logos.${index}.url`)} />}
            </FormField>
            <Button variant="ghost" size="sm" className="sm:mt-7" onClick={() => logos.remove(index)}>
              Remove logo {index + 1}
            </Button>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={logos.fields.length >= HOME_LOGOS_MAX}
          onClick={() => setChoosing(true)}
        >
          Add logo
        </Button>
      </div>
      <ImageDialog
        open={choosing}
        onOpenChange={setChoosing}
        title="Partner logo"
        withLibrary
        altBelongsToLibrary={false}
        onChosen={(image) => logos.append({ mediaId: image.id, name: image.alt, url: "" })}
      />
    </Card>
  );
}

/** A card of fields in one language's tab. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="grid gap-5 p-5 sm:p-8">
      <h2 className="text-lg font-bold text-brand-900">{title}</h2>
      {children}
    </Card>
  );
}

function LanguageFields({ form, language }: { form: HomeForm; language: Language }) {
  const lang = LANGUAGE_TAGS[language];
  const imageId = form.watch("heroImageId");
  const show = form.watch("show");
  const impact = useFieldArray({ control: form.control, name: `${language}.impact`, keyName: "key" });

  const text = (
    path: FieldPath<HomeInput>,
    label: string,
    options: { rows?: number; hint?: string; required?: boolean } = {},
  ) => (
    <FormField
      label={label}
      hint={options.hint}
      required={options.required ?? true}
      error={errorAt(form, path)}
    >
      {(control) =>
        options.rows ? (
          <Textarea {...control} lang={lang} rows={options.rows} {...form.register(path)} />
        ) : (
          <Input {...control} lang={lang} {...form.register(path)} />
        )
      }
    </FormField>
  );

  return (
    <div className="grid gap-6">
      <Section title="Hero">
        {text(`${language}.hero.title`, "Title")}
        {text(`${language}.hero.tagline`, "Tagline", {
          required: false,
          hint: "Optional; the short line above the title",
        })}
        {text(`${language}.hero.text`, "Text", {
          rows: 4,
          hint: "{name} is replaced by the organization's name",
        })}
        {imageId && text(`${language}.hero.imageAlt`, "Image description (alt text)")}
      </Section>
      <Section title="Mission">
        {text(`${language}.mission.title`, "Title")}
        {text(`${language}.mission.text`, "Text", { rows: 4 })}
      </Section>
      <Section title="What we do">
        {text(`${language}.services.title`, "Title")}
        {text(`${language}.services.text`, "Text", { rows: 2 })}
        {AREAS.map((index) => (
          <fieldset key={index} className="grid gap-4 rounded-md border border-ink-200 p-4">
            <legend className="px-1 font-semibold text-brand-900">Service area {index + 1}</legend>
            {text(`${language}.services.areas.${index}.title`, "Title")}
            {text(`${language}.services.areas.${index}.text`, "Text", { rows: 2 })}
            <div className="grid gap-4 sm:grid-cols-3">
              {AREA_ITEMS.map((item) => (
                <div key={item}>
                  {text(`${language}.services.areas.${index}.items.${item}`, `Offer ${item + 1}`, {
                    required: false,
                  })}
                </div>
              ))}
            </div>
          </fieldset>
        ))}
      </Section>
      <Section title="Partners">
        {text(`${language}.partners.title`, "Title")}
        {text(`${language}.partners.text`, "Text", { rows: 2 })}
        {KINDS.map((index) => (
          <fieldset key={index} className="grid gap-4 rounded-md border border-ink-200 p-4">
            <legend className="px-1 font-semibold text-brand-900">Partner kind {index + 1}</legend>
            {text(`${language}.partners.kinds.${index}.title`, "Title")}
            {text(`${language}.partners.kinds.${index}.text`, "Text", { rows: 2 })}
          </fieldset>
        ))}
      </Section>
      <Section title="Contact">
        {text(`${language}.contact.title`, "Title")}
        {text(`${language}.contact.text`, "Text", { rows: 2 })}
      </Section>
      {show.impact && (
        <Section title="Impact figures">
          {impact.fields.map((field, index) => (
            <fieldset
              key={field.key}
              className="grid gap-4 rounded-md border border-ink-200 p-4 sm:grid-cols-[10rem_1fr_auto] sm:items-start"
            >
              <legend className="px-1 font-semibold text-brand-900">Figure {index + 1}</legend>
              {text(`${language}.impact.${index}.figure`, "Figure")}
              {text(`${language}.impact.${index}.label`, "What it counts")}
              <Button variant="ghost" size="sm" className="sm:mt-7" onClick={() => impact.remove(index)}>
                Remove figure {index + 1}
              </Button>
            </fieldset>
          ))}
          {errorAt(form, `${language}.impact`) && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errorAt(form, `${language}.impact`)}
            </p>
          )}
          <div>
            <Button
              variant="outline"
              size="sm"
              disabled={impact.fields.length >= HOME_IMPACT_MAX}
              onClick={() => impact.append({ figure: "", label: "" })}
            >
              Add figure
            </Button>
          </div>
        </Section>
      )}
      {show.quote && (
        <Section title="Quote">
          {text(`${language}.quote.text`, "Quote", { rows: 3 })}
          {text(`${language}.quote.who`, "Who said it")}
        </Section>
      )}
    </div>
  );
}
