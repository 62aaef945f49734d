import { AppError, type Counterpart, type Language, translationMessages } from "@choose/schema";

/** A post or a page as its translation link sees it: the Spanish version holds the link to the English one. */
export interface Translatable {
  id: string;
  slug: string;
  title: string;
  language: Language;
  published: boolean;
  translationOfId?: string | null;
}

/** How a domain finds its own rows (managed by the save's entity manager, so changes flush with it). */
export interface TranslationRows<Row extends Translatable> {
  byId(id: string): Promise<Row | null>;
  /** The Spanish version that links to the English one `id`. */
  linkedTo(id: string): Promise<Row | null>;
}

const linkError = (code: "BAD_REQUEST" | "CONFLICT", message: string) =>
  new AppError(code, message, { errors: [{ path: "translationOf", message }] });

/** The version in the other language linked to `row`, either way. */
export async function counterpartOf<Row extends Translatable>(
  rows: TranslationRows<Row>,
  row: Row,
): Promise<Row | null> {
  return row.translationOfId ? rows.byId(row.translationOfId) : rows.linkedTo(row.id);
}

/** Each of `rows` with its counterpart among them, in their order (a back-office list, read at once). */
export function withCounterparts<Row extends Translatable>(rows: Row[]): [Row, Row | null][] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const linkedTo = new Map(rows.flatMap((row) => (row.translationOfId ? [[row.translationOfId, row]] : [])));
  return rows.map((row) => [
    row,
    (row.translationOfId ? byId.get(row.translationOfId) : linkedTo.get(row.id)) ?? null,
  ]);
}

/** The counterpart as the back office shows it. */
export const toCounterpart = (row: Translatable | null): Counterpart | null =>
  row && {
    id: row.id,
    slug: row.slug,
    title: row.title,
    language: row.language,
    published: row.published,
  };

/**
 * Applies a save's `translationOf` to `row` (already carrying the save's language): an id links the two
 * versions (the Spanish one holds the link), null unlinks, undefined keeps the link. A linked version
 * keeps its language; the other version must be in the other language and free. Answers the counterpart
 * after the save.
 */
export async function applyTranslationLink<Row extends Translatable>(
  rows: TranslationRows<Row>,
  row: Row,
  current: Row | null,
  translationOf: string | null | undefined,
  languageChanged: boolean,
): Promise<Row | null> {
  if (translationOf === undefined) {
    if (current && languageChanged) throw linkError("BAD_REQUEST", translationMessages.languageLinked);
    return current;
  }
  if (current && current.id === translationOf) {
    if (languageChanged) throw linkError("BAD_REQUEST", translationMessages.languageLinked);
    return current;
  }
  // Unlink whatever was linked.
  if (current) {
    if (row.translationOfId) row.translationOfId = null;
    else current.translationOfId = null;
  }
  if (translationOf === null) return null;
  const other = await rows.byId(translationOf);
  if (!other) throw linkError("BAD_REQUEST", translationMessages.unknown);
  if (other.id === row.id || other.language === row.language)
    throw linkError("BAD_REQUEST", translationMessages.sameLanguage);
  const [spanish, english] = row.language === "es" ? [row, other] : [other, row];
  const takenBy = await rows.linkedTo(english.id);
  if (
    (spanish.translationOfId && spanish.translationOfId !== english.id) ||
    (takenBy && takenBy.id !== spanish.id)
  )
    throw linkError("CONFLICT", translationMessages.alreadyLinked);
  spanish.translationOfId = english.id;
  return other;
}

/** Whether a failed flush broke the one-translation-per-version rule (two saves racing for one version). */
export const isTranslationClash = (error: Error) => error.message.includes("translation_of_id");

export const translationClash = () => linkError("CONFLICT", translationMessages.alreadyLinked);
