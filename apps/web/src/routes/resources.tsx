import type { Resource } from "@choose/schema";
import { DOCUMENT_FORMAT_LABELS, formatFileSize } from "@choose/schema/documents";
import { fill } from "@choose/schema/i18n";
import { RESOURCE_CATEGORIES } from "@choose/schema/resources";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { AlertIcon, BookIcon, DownloadIcon } from "../components/icons";
import { PageHero } from "../components/layout/page-hero";
import { PageLayout } from "../components/layout/page-layout";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { pageMeta, useLanguage, usePageTexts } from "../lib/i18n";
import { useTRPC } from "../lib/trpc";

/** Issue 35: the resource library, the published documents of the page's language by category. */
export const Route = createFileRoute("/resources")({
  loader: ({ context: { queryClient, trpc, localization } }) => {
    void queryClient.prefetchQuery(trpc.resources.list.queryOptions({ language: localization.language }));
  },
  staticData: { meta: pageMeta("resources") },
  component: ResourcesPage,
});

function ResourcesPage() {
  const { resources: texts } = usePageTexts();
  return (
    <PageLayout nav="pages">
      <PageHero title={texts.title} lead={texts.lead} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <ResourceList />
      </div>
    </PageLayout>
  );
}

function ResourceList() {
  const trpc = useTRPC();
  const language = useLanguage();
  const { resources: texts } = usePageTexts();
  const list = useQuery(trpc.resources.list.queryOptions({ language }));
  if (list.isPending)
    return (
      <p role="status" className="text-ink-700">
        {texts.loading}
      </p>
    );
  if (list.isError)
    return (
      <Card className="p-8 text-center" role="alert">
        <AlertIcon className="mx-auto size-12 text-red-700" />
        <p className="mt-4 text-ink-800">{texts.error}</p>
      </Card>
    );
  if (list.data.length === 0)
    return (
      <Card className="p-8 text-center">
        <BookIcon className="mx-auto size-12 text-brand-600" />
        <h2 className="mt-4 text-xl font-bold text-brand-900">{texts.empty}</h2>
        <p className="mt-2 text-ink-700">{texts.emptyBody}</p>
      </Card>
    );
  return (
    <div className="grid gap-10">
      {RESOURCE_CATEGORIES.map((category) => {
        const inCategory = list.data.filter((resource) => resource.category === category);
        if (inCategory.length === 0) return null;
        return (
          <section key={category} aria-labelledby={`resources-${category}`}>
            <h2 id={`resources-${category}`} className="text-2xl font-bold text-brand-900">
              {texts.categories[category]}
            </h2>
            <ul className="mt-4 grid gap-4">
              {inCategory.map((resource) => (
                <li key={resource.id}>
                  <ResourceCard resource={resource} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function ResourceCard({ resource }: { resource: Resource }) {
  const { resources: texts } = usePageTexts();
  const { document } = resource;
  const file = fill(texts.file, {
    type: DOCUMENT_FORMAT_LABELS[document.format],
    size: formatFileSize(document.bytes),
  });
  const titleId = `resource-${resource.id}-title`;
  return (
    <Card className="p-5" id={`resource-${resource.id}`}>
      <h3 id={titleId} className="text-lg font-bold text-brand-900">
        {resource.title}
      </h3>
      {resource.description && <p className="mt-2 text-ink-700">{resource.description}</p>}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a
          href={document.url}
          download={document.fileName}
          type={document.contentType}
          className={buttonClasses("outline", "sm")}
          aria-describedby={`${titleId} resource-${resource.id}-file`}
        >
          <DownloadIcon className="size-4" />
          {texts.download}
        </a>
        <span id={`resource-${resource.id}-file`} className="text-sm text-ink-700">
          {file}
        </span>
      </div>
    </Card>
  );
}
