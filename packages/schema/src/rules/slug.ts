/** A post's or page's address: lower-case letters and digits in words joined by single hyphens. */
export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Letters that Unicode does not decompose into a base letter plus accents. */
const folded: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", ł: "l", þ: "th" };

/** "Élan & the CHOOSE Act!" → "elan-the-choose-act": ASCII, lower-case, hyphens, at most 80 characters. */
export function slugify(title: string): string {
  return slugWords(title) || "post";
}

/** `slugify`'s words, or "" when the text has no letter or digit to keep ("!!!"). */
export function slugWords(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[ßæœøđðłþ]/g, (letter) => folded[letter] ?? "")
      // "Don't" is one word, not "don-t".
      .replace(/['’]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, SLUG_MAX)
      .replace(/-+$/g, "")
  );
}

/** The first of `base`, `base-2`, `base-3`… not in `taken`, still within the length limit. */
export function nextFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/g, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
