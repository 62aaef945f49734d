import { slugWords } from "./slug.ts";

/** A tag's name: a topic, as short as a label ("Deadlines", "Fechas límite"). */
export const TAG_NAME_MAX = 40;
/** Tags a post may carry. */
export const TAGS_PER_POST_MAX = 10;

/** A tag's address (`/blog/tag/{slug}`): its name's words, as a post's slug is made from its title. */
export const tagSlug = (name: string) => slugWords(name.trim());

/** Tag names (or one field's comma-separated text): trimmed, empty ones dropped, one per address (the first). */
export function parseTagNames(names: string | readonly string[]): string[] {
  const bySlug = new Map<string, string>();
  const parts = typeof names === "string" ? names.split(",") : names;
  for (const name of parts.map((part) => part.trim())) {
    const slug = tagSlug(name);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, name);
  }
  return [...bySlug.values()];
}
