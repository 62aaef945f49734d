import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { nextFreeSlug, SLUG_MAX, SLUG_PATTERN, slugify } from "./slug.ts";

describe("slugify", () => {
  test.each([
    ["Élan & the CHOOSE Act!", "elan-the-choose-act"],
    ["  Crème brûlée: 2026 — a guide  ", "creme-brulee-2026-a-guide"],
    ["Ñandú, São Paulo, Zürich, Łódź", "nandu-sao-paulo-zurich-lodz"],
    ["Straße, Æsop, Œuvre, Ørsted", "strasse-aesop-oeuvre-orsted"],
    ["Don't miss the parents’ night", "dont-miss-the-parents-night"],
    ["ESA 101: what's new?", "esa-101-whats-new"],
    ["--Already-slugged--", "already-slugged"],
    ["ﬁnancial ①", "financial-1"],
    ["日本語のタイトル", "post"],
    ["!!!", "post"],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  test("a long title is cut to 80 characters without a trailing hyphen", () => {
    const slug = slugify(`${"a".repeat(79)} b c`);
    expect(slug).toBe("a".repeat(79));
    expect(slugify("word ".repeat(40))).toHaveLength(79);
  });

  test("any title gives a slug the typed-slug rule would accept, within the limit", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (title) => {
        const slug = slugify(title);
        expect(slug).toMatch(SLUG_PATTERN);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
      }),
      { numRuns: 500 },
    );
  });
});

describe("nextFreeSlug", () => {
  test.each([
    ["news", [], "news"],
    ["news", ["news"], "news-2"],
    ["news", ["news", "news-2"], "news-3"],
    ["news", ["news", "news-3"], "news-2"],
    ["a".repeat(80), ["a".repeat(80)], `${"a".repeat(78)}-2`],
    [`${"a".repeat(77)}-bc`, [`${"a".repeat(77)}-bc`], `${"a".repeat(77)}-2`],
  ])("%s with %j taken → %s", (base, taken, expected) => {
    expect(nextFreeSlug(base, new Set(taken))).toBe(expected);
  });

  test("the answer is free, valid and within the limit", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 120 }).map(slugify),
        fc.integer({ min: 0, max: 30 }),
        (base, count) => {
          const taken = new Set([base]);
          for (let i = 0; i < count; i++) taken.add(nextFreeSlug(base, taken));
          const slug = nextFreeSlug(base, taken);
          expect(taken.has(slug)).toBe(false);
          expect(slug).toMatch(SLUG_PATTERN);
          expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
        },
      ),
      { numRuns: 200 },
    );
  });
});
