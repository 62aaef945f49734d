import { defaultLetter, type Language, type LetterKey, type LetterTemplate } from "@choose/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import { LetterTemplateEntity, type LetterTemplateRow } from "./email.entity.ts";

/**
 * A letter in a language: the administrator's, or the catalogue's until they edit it. A status letter's
 * switch is shared by its languages (every row of it holds the same), on until switched off.
 */
export function letterOf(
  rows: readonly LetterTemplateRow[],
  letter: LetterKey,
  language: Language,
): LetterTemplate {
  const enabled = rows.find((row) => row.letter === letter)?.enabled ?? true;
  const row = rows.find((candidate) => candidate.letter === letter && candidate.language === language);
  return row
    ? { letter, language, enabled, subject: row.subject, body: row.body }
    : { letter, language, enabled, ...defaultLetter(letter, language) };
}

/** A letter in `language`, read in `em`'s transaction. */
export async function letterFor(
  em: EntityManager,
  letter: LetterKey,
  language: Language,
): Promise<LetterTemplate> {
  return letterOf(await em.find(LetterTemplateEntity, { letter }), letter, language);
}
