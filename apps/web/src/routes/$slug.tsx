import type { PublicPage } from "@choose/schema";
import { otherLanguage } from "@choose/schema/i18n";
import { ABOUT_PAGE_SLUG, DONATE_PAGE_SLUG } from "@choose/schema/organisation-slugs";
import { slugInLanguage, translatedPath } from "@choose/schema/translations";
import { createFileRoute, Navigate } from "@tanstack/react-router";
import { AboutIllustration, DonateIllustration } from "../components/illustrations";
import { NotFoundPage } from "../components/layout/not-found-page";
import { PageLayout } from "../components/layout/page-layout";
import { buttonClasses } from "../components/ui/button";
import { Skeleton } from "../components/ui/skeleton";
import { prefetchAddressedRead, useAddressedRead } from "../lib/answered-read";
import { formatPostDate } from "../lib/format";
import { pageTexts, useLocalization, useMessages } from "../lib/i18n";
import { useOrganisationProfile } from "../lib/organisation";
import { withResponsiveImages } from "../lib/responsive-images";
import { useTRPC } from "../lib/trpc";
import { usePageMeta } from "../lib/use-page-meta";

/** A content page the administrator manages (About, Privacy…); an unknown or unpublished one is the 404. */
export const Route = createFileRoute("/$slug")({
  // A page saved or unpublished in the back office is invalidated, so it is read again.
  loader: ({ context: { queryClient, trpc }, params }) =>
    prefetchAddressedRead(queryClient, trpc.organisation.page.queryOptions({ slug: params.slug })),
  component: ContentPage,
});

function ContentPage() {
  const { slug } = Route.useParams();
  const trpc = useTRPC();
  const query = useAddressedRead(trpc.organisation.page.queryOptions({ slug }));
  if (query.isPending) return <ContentPageSkeleton />;
  if (query.isError) return <NotFoundPage />;
  return <ContentPageArticle slug={slug} page={query.data} />;
}

/** A page with a published version in this page's language is read there (the server answers 301). */
function ContentPageArticle({ slug, page }: { slug: string; page: PublicPage }) {
  const { language } = useLocalization();
  const shownSlug = slugInLanguage(page, language);
  if (shownSlug !== slug) return <Navigate to="/$slug" params={{ slug: shownSlug }} replace />;
  return <ContentPageBody page={page} />;
}

/**
 * The page as written: in the other language than the page's (no version in this one), marked with its
 * language, its own text carrying `lang`.
 */
function ContentPageBody({ page }: { page: PublicPage }) {
  const { donationUrl } = useOrganisationProfile();
  usePageMeta(page.title, page.description);
  const localization = useLocalization();
  const texts = pageTexts(localization);
  // The Donate page's button, on its Spanish version too.
  const isPage = (slug: string) => page.slug === slug || page.translation?.slug === slug;
  const isDonatePage = isPage(DONATE_PAGE_SLUG);
  // The two pages a visitor reads to decide to trust and support the organisation get a picture.
  const Illustration = isDonatePage ? DonateIllustration : isPage(ABOUT_PAGE_SLUG) ? AboutIllustration : null;

  return (
    <PageLayout
      nav="pages"
      languageSwitchTo={translatedPath("/", page, otherLanguage(localization.language))}
    >
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        {page.language !== localization.language && (
          <p className="mb-3">
            <span className="rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-ink-800">
              {texts.blog.writtenIn[page.language]}
            </span>
          </p>
        )}
        <div className="flex items-end justify-between gap-6">
          <h1 lang={page.language} className="text-headline text-balance text-brand-900">
            {page.title}
          </h1>
          {Illustration && <Illustration className="w-28 shrink-0 sm:w-48" />}
        </div>
        <div
          lang={page.language}
          className="post-content mt-8"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the API on save, by the posts' allow-list
          dangerouslySetInnerHTML={{ __html: withResponsiveImages(page.content) }}
        />
        {isDonatePage && donationUrl && (
          <a href={donationUrl} className={`${buttonClasses("accent", "lg")} mt-8`}>
            {texts.contentPage.donateNow}
          </a>
        )}
        <p className="mt-12 border-t border-ink-200 pt-6 text-sm text-ink-600">
          {texts.blog.lastUpdated}{" "}
          <time dateTime={page.updatedAt}>{formatPostDate(page.updatedAt, localization)}</time>
        </p>
      </article>
    </PageLayout>
  );
}

function ContentPageSkeleton() {
  const messages = useMessages();
  return (
    <PageLayout nav="pages">
      <div
        className="mx-auto max-w-3xl space-y-4 px-4 py-10 sm:px-6 sm:py-14"
        role="status"
        aria-label={messages.loadingPage}
      >
        <Skeleton className="h-10 w-2/3" />
        {["w-full", "w-11/12", "w-10/12", "w-4/5"].map((width) => (
          <Skeleton key={width} className={`h-4 ${width}`} />
        ))}
      </div>
    </PageLayout>
  );
}
