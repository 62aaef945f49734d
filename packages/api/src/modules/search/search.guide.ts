import type { Language } from "@choose/schema";
import { type GuideTexts, guideEn } from "@choose/schema/i18n/guide-en";
import { guideEs } from "@choose/schema/i18n/guide-es";

/** One section of the CHOOSE Act guide as the search reads it. */
export interface GuideSection {
  key: string;
  title: string;
  url: string;
  body: string;
}

/** Every string in `value`, placeholders ("{year}") left out: what a reader of the section sees around them. */
function words(value: unknown): string[] {
  if (typeof value === "string") return [value.replace(/\{\w+\}/g, " ")];
  if (Array.isArray(value)) return value.flatMap(words);
  if (value && typeof value === "object") return Object.values(value).flatMap(words);
  return [];
}

const section = (key: string, title: string, url: string, ...content: unknown[]): GuideSection => ({
  key,
  title: words(title).join(" ").trim(),
  url,
  body: content.flatMap(words).join(" \n"),
});

/**
 * The guide's sections, from the catalogues (the pages' own words), each with the address of its part of
 * the page: the families' sections, their questions, and the schools'.
 */
function sections(guide: GuideTexts, base: string): GuideSection[] {
  const { families, schools } = guide;
  const familiesPage = `${base}/choose-act`;
  const schoolsPage = `${base}/choose-act/schools`;
  const { title: _, ...who } = families.who;
  return [
    section("families.what", families.what.title, `${familiesPage}#what`, families.what.body),
    section("families.amounts", families.amounts.title, `${familiesPage}#amounts`, families.amounts),
    section("families.who", families.who.title, `${familiesPage}#who`, who, families.income),
    section(
      "families.priority",
      families.priority.title,
      `${familiesPage}#priority`,
      families.priority.lead,
      families.priority.steps,
    ),
    section("families.dates", families.dates.title, `${familiesPage}#dates`, families.dates.none),
    section("families.uses", families.uses.title, `${familiesPage}#uses`, families.uses),
    section(
      "families.apply",
      families.apply.title,
      `${familiesPage}#apply`,
      families.apply.lead,
      families.apply.deadline,
    ),
    ...Object.entries(families.faq).map(([key, entry]) =>
      section(`families.faq.${key}`, entry.question, familiesPage, entry),
    ),
    section(
      "schools.requirements",
      schools.requirements.title,
      `${schoolsPage}#requirements`,
      schools.requirements,
    ),
    section("schools.notice", schools.notice.title, schoolsPage, schools.notice.body),
    section("schools.help", schools.help.title, `${schoolsPage}#help`, schools.help.lead),
    ...schools.faq.map((entry, index) => section(`schools.faq.${index}`, entry.question, schoolsPage, entry)),
  ];
}

/** The guide's sections in each language, made once. */
export const GUIDE_SECTIONS: Readonly<Record<Language, readonly GuideSection[]>> = {
  en: sections(guideEn, ""),
  es: sections(guideEs, "/es"),
};
