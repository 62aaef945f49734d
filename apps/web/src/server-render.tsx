/**
 * Request-time rendering (built by Vite SSR to `dist/.server/render.js`, loaded by the API's web
 * plugin): the same components the browser hydrates, fed by the server's own procedures. Every query a
 * route's loader starts is answered before rendering and travels in the page as JSON, so hydration
 * renders the same tree. A new page with data needs nothing here; a page with its own head tags adds
 * an entry to `pageHeads`.
 */

import type { RenderDocument, RenderOptions } from "@choose/api/renderer";
import type { AppRouter } from "@choose/api/router";
import {
  type BlogPost,
  type ChooseActGuideData,
  type OrganisationProfile,
  organisationJsonLd,
  type PublicEvent,
  type PublicPage,
  type SchoolDirectory,
} from "@choose/schema";
import { alabamaDate } from "@choose/schema/choose-act-estimate";
import { POSTED_FORM_ID } from "@choose/schema/form-rules";
import { alternateLinks, languageOfPath, pathInLanguage, withDocumentLanguage } from "@choose/schema/i18n";
import {
  inEachLanguage,
  type TranslatedItem,
  translatedPath,
  translationRedirect,
} from "@choose/schema/translations";
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, rootRouteId } from "@tanstack/react-router";
import { createTRPCClient, TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { createApp } from "./app";
import { guideTexts, type Localization } from "./lib/i18n";
import { loadLocalization } from "./lib/load-localization";
import { fallbackSite } from "./lib/organisation";
import { createTrpcOptions } from "./lib/trpc";
import { leafMeta, PRERENDERED_PATHS, renderAppHtml } from "./prerender";
import { PRERENDERED_PATH_ATTRIBUTE } from "./prerendered";
import { familyFaq, faqJsonLd } from "./routes/-components/choose-act/guide-copy";
import { schoolSearch } from "./routes/schools";
import { SERVER_DATA_ID } from "./server-data";

/** The public pages without data in their path (the sitemap lists them). */
export const PUBLIC_PATHS = [
  ...PRERENDERED_PATHS,
  "/choose-act",
  "/choose-act/schools",
  "/events",
  "/resources",
  "/schools",
];

/** The public pages with a parameter, as server route patterns (served without a detour through the 404 handler). */
export const PUBLIC_PATTERNS = [
  "/blog/:slug",
  "/es/blog/:slug",
  "/blog/tag/:tag",
  "/es/blog/tag/:tag",
  "/events/:slug",
  "/es/events/:slug",
  "/search",
  "/es/search",
];

interface PageHead {
  title: string;
  description: string;
  /** Left out of a 404, which search engines should not index. */
  canonical?: string;
  type: "website" | "article";
  image?: string;
  publishedTime?: string;
  modifiedTime?: string;
  jsonLd?: object;
  /** `hreflang` links to the page in each language. */
  alternates?: string;
  /** Kept out of search engines' indexes (the site search's answers). */
  noindex?: boolean;
}

type HeadContext = {
  params: Record<string, string>;
  /** The route's search parameters, as its `validateSearch` kept them. */
  search: object;
  /** The page's language and texts (the guide's too, on a guide page). */
  localization: Localization;
  /** The organisation as the back office has it now. */
  profile: OrganisationProfile;
  queryClient: QueryClient;
  trpc: ReturnType<typeof createTrpcOptions>;
  url: (path: string) => string;
};

/** Head tags a page derives from its data; other pages use their route's `staticData.meta`. */
const pageHeads: Record<string, (context: HeadContext) => Partial<PageHead> | undefined> = {
  "/": ({ profile, url }) => ({ jsonLd: organisationJsonLd(profile, url("/")) }),
  // The guide's questions and answers, as the page shows them (figures from the table as it stands),
  // in the page's language.
  "/choose-act/": ({ localization, queryClient, trpc }) => {
    const key = trpc.chooseAct.guide.queryKey();
    const guide = queryClient.getQueryData<ChooseActGuideData>(key);
    // The day the page's own render used (`useGuideToday`): the day the figures were read.
    const today = alabamaDate(queryClient.getQueryState(key)?.dataUpdatedAt ?? Date.now());
    return (
      guide && {
        jsonLd: faqJsonLd(familyFaq(guideTexts(localization), guide, today), localization.language),
      }
    );
  },
  "/search": () => ({ noindex: true }),
  // The finder (issue 34): each school on the page as a School; a filtered view is the same page,
  // whose address is the unfiltered one, and is kept out of indexes.
  "/schools": ({ localization, queryClient, search, trpc, url }) => {
    const filters = schoolSearch(Object.fromEntries(Object.entries(search)));
    const directory = queryClient.getQueryData<SchoolDirectory>(trpc.schools.list.queryKey(filters));
    const filtered = Object.keys(filters).length > 0;
    return {
      ...(filtered && { noindex: true, canonical: url(pathInLanguage("/schools", localization.language)) }),
      ...(directory && {
        jsonLd: {
          "@context": "https://schema.org",
          "@graph": directory.schools.map((school) => ({
            "@type": "School",
            name: school.name,
            ...(school.description && { description: school.description }),
            ...(school.website && { url: school.website }),
            address: {
              "@type": "PostalAddress",
              addressLocality: school.city,
              addressRegion: school.state,
              postalCode: school.zipCode,
              addressCountry: "US",
            },
            hasMap: school.mapUrl,
          })),
        },
      }),
    };
  },
  "/choose-act/schools": ({ localization }) => ({
    jsonLd: faqJsonLd(guideTexts(localization).schools.faq, localization.language),
  }),
  "/$slug": ({ params, queryClient, trpc }) => {
    const page = queryClient.getQueryData<PublicPage>(
      trpc.organisation.page.queryKey({ slug: params.slug ?? "" }),
    );
    return page && { title: page.title, description: page.description };
  },
  "/events/$slug": ({ params, profile, queryClient, trpc, url }) => {
    const event = queryClient.getQueryData<PublicEvent>(
      trpc.events.bySlug.queryKey({ slug: params.slug ?? "" }),
    );
    if (!event) return undefined;
    const page = url(`/events/${event.slug}`);
    const place = event.location
      ? { "@type": "Place", name: event.location, address: event.location }
      : undefined;
    const online = event.online ? { "@type": "VirtualLocation", url: page } : undefined;
    const locations = [place, online].filter((location) => location !== undefined);
    return {
      title: event.title,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "Event",
        name: event.title,
        startDate: event.startsAt,
        endDate: event.endsAt,
        eventStatus: event.cancelled
          ? "https://schema.org/EventCancelled"
          : "https://schema.org/EventScheduled",
        eventAttendanceMode: place
          ? online
            ? "https://schema.org/MixedEventAttendanceMode"
            : "https://schema.org/OfflineEventAttendanceMode"
          : "https://schema.org/OnlineEventAttendanceMode",
        location: locations.length === 1 ? locations[0] : locations,
        inLanguage: event.language,
        url: page,
        isAccessibleForFree: true,
        maximumAttendeeCapacity: event.capacity,
        remainingAttendeeCapacity: event.seatsLeft,
        organizer: { "@type": "Organization", name: profile.name, url: url("/") },
      },
    };
  },
  "/blog/$slug": ({ params, profile, queryClient, trpc, url }) => {
    const post = queryClient.getQueryData<BlogPost>(trpc.blog.bySlug.queryKey({ slug: params.slug ?? "" }));
    if (!post) return undefined;
    const image = post.featuredImage ? url(post.featuredImage) : undefined;
    return {
      title: post.title,
      description: post.excerpt,
      type: "article",
      ...(image && { image }),
      publishedTime: post.createdAt,
      modifiedTime: post.updatedAt,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: post.title,
        description: post.excerpt,
        ...(image && { image: [image] }),
        datePublished: post.createdAt,
        dateModified: post.updatedAt,
        author: { "@type": "Organization", name: post.authorName },
        publisher: { "@type": "Organization", name: profile.name, logo: url("/favicon.svg") },
        mainEntityOfPage: url(`/blog/${post.slug}`),
      },
    };
  },
};

/** The post or content page a route shows, with where its versions live (`/blog/` or `/`). */
function translatedContent(
  routeId: string,
  params: Record<string, string>,
  queryClient: QueryClient,
  trpc: ReturnType<typeof createTrpcOptions>,
): { base: "/" | "/blog/"; item: TranslatedItem } | undefined {
  const slug = params.slug ?? "";
  if (routeId === "/blog/$slug") {
    const post = queryClient.getQueryData<BlogPost>(trpc.blog.bySlug.queryKey({ slug }));
    return post && { base: "/blog/", item: post };
  }
  if (routeId === "/$slug") {
    const page = queryClient.getQueryData<PublicPage>(trpc.organisation.page.queryKey({ slug }));
    return page && { base: "/", item: page };
  }
  return undefined;
}

/** A tRPC client whose requests are the server's own calls; failures keep their HTTP status. */
function serverClient(call: RenderOptions["call"], statuses: number[]) {
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        void call(op.path, op.input).then((result) => {
          if (result.ok) {
            observer.next({ result: { type: "data", data: result.data } });
            observer.complete();
          } else {
            statuses.push(result.status);
            // Shaped like an HTTP answer's error, so loaders read its status as they do in the browser.
            observer.error(
              TRPCClientError.from({
                error: { code: -32000, message: result.message, data: { httpStatus: result.status } },
              }),
            );
          }
        });
      });
  return createTRPCClient<AppRouter>({ links: [link] });
}

/** Resolves once no query is fetching (loaders start theirs without waiting). */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Renders `path` into `template` (the build's empty shell): status, head tags, markup and data. */
export const renderDocument: RenderDocument = async (template, path, { call, publicUrl, posted }) => {
  const statuses: number[] = [];
  const localization = await loadLocalization(languageOfPath(path));
  const { messages } = localization;
  const app = createApp({
    history: createMemoryHistory({ initialEntries: [path] }),
    prerender: true,
    localization,
    trpcClient: serverClient(call, statuses),
    posted,
  });
  const trpc = createTrpcOptions(app.queryClient, app.trpcClient);
  // Every page shows the organisation (header, footer, titles): read first, sent with the page.
  const { profile } = await app.queryClient
    .fetchQuery(trpc.organisation.site.queryOptions())
    .catch(() => fallbackSite);
  await app.router.load();
  await settled(app.queryClient);
  const markup = renderAppHtml(app);
  const leaf = app.router.state.matches.at(-1);
  // The router's own paths are the English ones (a Spanish page is the same route under /es).
  const pathname = path.split("?")[0] ?? "/";
  const routerPath = pathInLanguage(pathname, "en");
  // An unknown path matches the root alone; a route's data may be missing too (an unknown post).
  const notFound =
    !leaf ||
    leaf.routeId === rootRouteId ||
    // A longer path than any route takes matches its first segments only (`/no/such/page` → `/$slug`).
    leaf.pathname.replace(/\/$/, "") !== routerPath.replace(/\/$/, "") ||
    app.router.state.matches.some((match) => match.status === "notFound") ||
    statuses.includes(404);
  const status = notFound ? 404 : statuses.some((code) => code >= 500) ? 503 : 200;
  const url = (target: string) => new URL(target, `${publicUrl}/`).href;
  const fromData = leaf
    ? pageHeads[leaf.routeId]?.({
        params: leaf.params,
        search: leaf.search,
        localization,
        profile,
        queryClient: app.queryClient,
        trpc,
        url,
      })
    : undefined;
  // A post or page with a published version in this page's language lives at that version's address;
  // its alternates name each version's own address.
  const translated =
    leaf && !notFound ? translatedContent(leaf.routeId, leaf.params, app.queryClient, trpc) : undefined;
  if (translated) {
    const location = translationRedirect(translated.base, translated.item, localization.language);
    if (location) return { status: 301, html: "", location };
  }
  const meta = leafMeta(app, localization);
  const notFoundTitle =
    leaf?.routeId === "/blog/$slug"
      ? messages.notices.blogDetail.notFoundTitle
      : leaf?.routeId === "/events/$slug"
        ? (localization.pages?.events.notFoundTitle ?? messages.notFound.title)
        : messages.notFound.title;
  const head: PageHead = notFound
    ? { title: notFoundTitle, description: messages.notFound.title, type: "website" }
    : {
        title: meta?.title ?? profile.name,
        description: meta?.description ?? "",
        canonical: url(path),
        alternates: alternateLinks(
          routerPath,
          url,
          translated &&
            inEachLanguage((language) => translatedPath(translated.base, translated.item, language)),
        ),
        type: "website",
        ...fromData,
      };
  const data = dehydrate(app.queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== "pending",
  });
  // Replacer functions, never replacement strings: a `$&`, `` $` `` or `$'` in a post or a path is text.
  const html = withDocumentLanguage(template, localization.language)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(`${head.title} | ${profile.name}`)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () =>
      headTags(head, notFound, profile.name),
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${escapeHtml(path)}">${markup}</div>` +
        `<script type="application/json" id="${SERVER_DATA_ID}">${scriptJson(data)}</script>` +
        (posted
          ? `<script type="application/json" id="${POSTED_FORM_ID}">${scriptJson(posted)}</script>`
          : ""),
    );
  return { status, html };
};

function headTags(head: PageHead, notFound: boolean, siteName: string): string {
  const meta = (key: "name" | "property", name: string, content: string | undefined) =>
    content === undefined ? "" : `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  return [
    meta("name", "description", head.description),
    notFound || head.noindex ? meta("name", "robots", "noindex") : "",
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : "",
    head.alternates ?? "",
    meta("property", "og:site_name", siteName),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:type", head.type),
    meta("property", "og:url", head.canonical),
    meta("property", "og:image", head.image),
    meta("property", "article:published_time", head.publishedTime),
    meta("property", "article:modified_time", head.modifiedTime),
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", head.image),
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : "",
  ].join("");
}

/** JSON inside a `<script>` element: `<` escaped so no text in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}
