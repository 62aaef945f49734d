import { z } from "zod";
import { RESERVED_PAGE_SLUGS } from "../rules/organisation-slugs.ts";
import { siteProfile } from "../rules/site-config.ts";
import { SLUG_MAX, SLUG_PATTERN } from "../rules/slug.ts";
import type { TranslationLink } from "../rules/translations.ts";
import { LanguageSchema } from "./language.ts";
import { optionalPostImageUrl } from "./media.ts";
import { publishAtField } from "./publishing.ts";
import type { SiteConfig } from "./site.ts";
import { emailAddress, requiredText, storableString, textOrEmpty } from "./text.ts";
import { type Counterpart, translationOfField } from "./translations.ts";

export const organisationMessages = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Enter a phone number of 10 to 15 digits, such as (205) 555-0100",
  ein: "Enter the EIN as nine digits, such as 12-3456789",
  httpsUrl: "Enter a full https:// address, such as https://www.facebook.com/yourpage",
  logo: "Upload a logo, choose one from the library, or enter an https image address",
  pageTitle: "Title must be at least 2 characters",
  pageDescription: "Description must be at least 10 characters",
  pageContent: "Content must be at least 10 characters",
  slugReserved: "This address belongs to another part of the site; choose another",
  pageNotFound: "Page not found",
  slugTaken: "Another page already uses this address",
  pageDeleted: "Page deleted",
} as const;

export { DONATE_PAGE_SLUG, PRIVACY_PAGE_SLUG, RESERVED_PAGE_SLUGS } from "../rules/organisation-slugs.ts";

const PHONE_DIGITS = /^\+?[\d\s().-]+$/;

/** An https address with a real domain, or "" for none (an empty social link hides its icon). */
function optionalHttpsUrl() {
  return storableString()
    .trim()
    .pipe(
      z.union([
        z.literal(""),
        z
          .url({ protocol: /^https$/, hostname: z.regexes.domain, error: organisationMessages.httpsUrl })
          .max(2048, organisationMessages.httpsUrl),
      ]),
    )
    .default("");
}

/** One link per social network. */
export const SocialLinksSchema = z.object({
  facebook: optionalHttpsUrl(),
  twitter: optionalHttpsUrl(),
  linkedin: optionalHttpsUrl(),
  instagram: optionalHttpsUrl(),
});
export type SocialLinks = z.infer<typeof SocialLinksSchema>;
export const SOCIAL_NETWORKS = SocialLinksSchema.keyof().options;

/** What the administrator edits at /admin/organisation; every field but the name and email may be empty. */
export const OrganisationProfileInputSchema = z.object({
  name: requiredText(2, organisationMessages.name, 120),
  description: textOrEmpty(300),
  email: emailAddress(organisationMessages.email),
  phone: storableString()
    .trim()
    .refine((value) => {
      if (value === "") return true;
      const digits = value.replace(/\D/g, "").length;
      return PHONE_DIGITS.test(value) && digits >= 10 && digits <= 15;
    }, organisationMessages.phone)
    .default(""),
  address: textOrEmpty(300),
  ein: storableString()
    .trim()
    .refine((value) => value === "" || /^\d{2}-?\d{7}$/.test(value), organisationMessages.ein)
    // Stored in the IRS's own form, 12-3456789.
    .transform((value) => (value === "" ? "" : `${value.slice(0, 2)}-${value.replace(/\D/g, "").slice(2)}`))
    .default(""),
  nonprofitStatement: textOrEmpty(500),
  social: SocialLinksSchema.prefault({}),
  donationUrl: optionalHttpsUrl(),
  logoUrl: optionalPostImageUrl(organisationMessages.logo).transform((value) => value ?? ""),
});
export type OrganisationProfileInput = z.input<typeof OrganisationProfileInputSchema>;
export type OrganisationProfileUpdate = z.output<typeof OrganisationProfileInputSchema>;
/** The profile as every public place reads it: what the administrator last saved. */
export type OrganisationProfile = OrganisationProfileUpdate;

/** The profile before the administrator first saves it: the `SITE_*` values the API started with. */
export function profileFromSiteConfig(site: SiteConfig): OrganisationProfile {
  return siteProfile(site);
}

/** A page's slug: required here (a page's address is chosen, not generated), never a reserved one. */
export const PageSlugSchema = storableString()
  .trim()
  .min(1, "Enter the page's address")
  .max(SLUG_MAX, `Must be at most ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, "Use lower-case letters, numbers and single hyphens only")
  .refine((slug) => !RESERVED_PAGE_SLUGS.includes(slug), organisationMessages.slugReserved);

/** A page's HTML: the same allow-list and limit as a post's. */
export const PAGE_CONTENT_MAX = 50_000;

export const PageInputSchema = z.object({
  title: requiredText(2, organisationMessages.pageTitle, 120),
  slug: PageSlugSchema,
  description: requiredText(10, organisationMessages.pageDescription, 300),
  content: requiredText(10, organisationMessages.pageContent, PAGE_CONTENT_MAX),
  published: z.boolean().default(false),
  order: z.int().min(0).max(999).default(0),
  showInHeader: z.boolean().default(false),
  showInFooter: z.boolean().default(true),
  /** The language the page is written in; older clients send none (English). */
  language: LanguageSchema.default("en"),
  /** The same page in the other language: an id links them (both ways), null unlinks, left out keeps. */
  translationOf: translationOfField,
  /** Scheduled publishing: with `published: false`, the time the page goes out by itself (none: null). */
  publishAt: publishAtField.default(null),
});
export type PageInput = z.input<typeof PageInputSchema>;
export type PageSave = z.output<typeof PageInputSchema>;

/** A page as the administrator sees it, drafts included: what was saved, with its id and times. */
export interface AdminPage extends Omit<PageSave, "translationOf"> {
  /** The linked version in the other language, published or not. */
  counterpart: Counterpart | null;
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** A published page, as its public route shows it. */
export type PublicPage = Pick<
  AdminPage,
  "slug" | "title" | "description" | "content" | "updatedAt" | "language"
> & {
  /** Its published version in the other language, with its own slug; null when there is none. */
  translation: TranslationLink | null;
};

/** A link to a published page, for the header and footer. */
export type PageLink = Pick<AdminPage, "slug" | "title" | "showInHeader" | "showInFooter" | "language"> & {
  translation: TranslationLink | null;
};

/** What every public page needs from the organisation: its profile and the published pages to link. */
export interface PublicSite {
  profile: OrganisationProfile;
  pages: PageLink[];
}

export const PageSlugParamSchema = z.object({ slug: storableString().trim().min(1).max(SLUG_MAX) });

/** The profile's schema.org `Organization`, for a page's JSON-LD (empty fields left out). */
export function organisationJsonLd(profile: OrganisationProfile, baseUrl: string) {
  const sameAs = SOCIAL_NETWORKS.map((network) => profile.social[network]).filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: profile.name,
    url: baseUrl,
    email: profile.email,
    ...(profile.description && { description: profile.description }),
    ...(profile.phone && { telephone: profile.phone }),
    ...(profile.address && { address: profile.address }),
    ...(profile.ein && { taxID: profile.ein }),
    ...(profile.logoUrl && { logo: new URL(profile.logoUrl, baseUrl).href }),
    ...(sameAs.length > 0 && { sameAs }),
  };
}
