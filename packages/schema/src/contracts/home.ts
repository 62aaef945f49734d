import { z } from "zod";
import {
  HOME_AREA_ITEMS,
  HOME_IMPACT_MAX,
  HOME_LOGOS_MAX,
  HOME_PARTNER_KINDS,
  HOME_SERVICE_AREAS,
  type HomeContent,
  type HomeTexts,
  type PublicHome,
} from "../rules/home.ts";
import { MEDIA_ALT_MAX } from "../rules/media-urls.ts";
import { LanguageSchema } from "./language.ts";
import { storableString, textOrEmpty } from "./text.ts";

export * from "../rules/home.ts";

export const homeMessages = {
  title: "Enter a title of 2 to 120 characters",
  text: "Enter a text of 2 characters or more",
  heroText: "Enter the hero's text (2 characters or more)",
  imageAlt: "Describe the image for people who cannot see it (alt text)",
  unknownImage: "This image is no longer in the media library: choose another",
  figure: "Enter the figure, such as 120 or 95%",
  label: "Say what the figure counts",
  quote: "Enter the quote, or turn the quote off",
  who: "Say who said it",
  logoName: "Enter the partner's name",
  httpsUrl: "Enter a full https:// address, or leave it empty",
  impactEmpty: "Add at least one figure, or turn the impact figures off",
  logosEmpty: "Add at least one logo, or turn the partner logos off",
} as const;

const tooLong = (max: number) => `Keep this to ${max} characters or fewer`;
const text = (min: number, message: string, max: number) =>
  storableString().trim().min(min, message).max(max, tooLong(max));

const TitleSchema = text(2, homeMessages.title, 120);
const titled = (max: number, message: string = homeMessages.text) =>
  z.object({ title: TitleSchema, text: text(2, message, max) });

const ImpactItemSchema = z.object({
  figure: text(1, homeMessages.figure, 20),
  label: text(2, homeMessages.label, 120),
});

/** What one language's home page says. */
export const HomeTextsSchema = z.object({
  hero: titled(600, homeMessages.heroText).extend({
    tagline: textOrEmpty(160),
    imageAlt: textOrEmpty(MEDIA_ALT_MAX),
  }),
  mission: titled(1200),
  services: titled(600).extend({
    areas: z
      .array(titled(300).extend({ items: z.array(textOrEmpty(80)).length(HOME_AREA_ITEMS) }))
      .length(HOME_SERVICE_AREAS),
  }),
  partners: titled(600).extend({ kinds: z.array(titled(300)).length(HOME_PARTNER_KINDS) }),
  contact: titled(600),
  impact: z.array(ImpactItemSchema).max(HOME_IMPACT_MAX, `At most ${HOME_IMPACT_MAX} figures`),
  quote: z.object({ text: textOrEmpty(500), who: textOrEmpty(120) }),
}) satisfies z.ZodType<HomeTexts, unknown>;

const HttpsUrlOrEmpty = storableString()
  .trim()
  .pipe(
    z.union([
      z.literal(""),
      z
        .url({ protocol: /^https$/, hostname: z.regexes.domain, error: homeMessages.httpsUrl })
        .max(2048, homeMessages.httpsUrl),
    ]),
  );

const HomeLogoSchema = z.object({
  mediaId: z.uuid(homeMessages.unknownImage),
  name: text(2, homeMessages.logoName, 120),
  url: HttpsUrlOrEmpty,
});

const LANGUAGES = ["en", "es"] as const;

/**
 * The whole home page, both languages: `GET /api/admin/home` answers it and `PUT` takes it back. An
 * image needs its alt text in both languages; a block that is on needs its words in both.
 */
export const HomeContentSchema = z
  .object({
    heroImageId: z.uuid(homeMessages.unknownImage).nullable(),
    show: z.object({ impact: z.boolean(), quote: z.boolean(), logos: z.boolean() }),
    logos: z.array(HomeLogoSchema).max(HOME_LOGOS_MAX, `At most ${HOME_LOGOS_MAX} logos`),
    en: HomeTextsSchema,
    es: HomeTextsSchema,
  })
  .superRefine((home, context) => {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: "custom", path, message });
    for (const language of LANGUAGES) {
      const texts = home[language];
      if (home.heroImageId && !texts.hero.imageAlt)
        issue([language, "hero", "imageAlt"], homeMessages.imageAlt);
      if (home.show.impact && texts.impact.length === 0)
        issue([language, "impact"], homeMessages.impactEmpty);
      if (home.show.quote && !texts.quote.text) issue([language, "quote", "text"], homeMessages.quote);
      if (home.show.quote && !texts.quote.who) issue([language, "quote", "who"], homeMessages.who);
    }
    if (home.show.logos && home.logos.length === 0) issue(["logos"], homeMessages.logosEmpty);
  }) satisfies z.ZodType<HomeContent, unknown>;

/** What the home page's form holds: the contract's input (what the GET gave, as typed). */
export type HomeContentInput = z.input<typeof HomeContentSchema>;

const HomeImageSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** What `/` and `/es` read: one language's words, the blocks that are on, the images resolved. */
export const PublicHomeSchema = z.object({
  texts: HomeTextsSchema,
  heroImage: HomeImageSchema.extend({ alt: z.string() }).nullable(),
  show: z.object({ impact: z.boolean(), quote: z.boolean(), logos: z.boolean() }),
  logos: z.array(HomeLogoSchema.extend({ image: HomeImageSchema })),
}) satisfies z.ZodType<PublicHome, unknown>;

/** `GET /api/home/:language`'s path. */
export const HomeLanguageParamSchema = z.object({ language: LanguageSchema });
