import type { PageTexts } from "./en-pages.ts";

type ValidationTexts = PageTexts["validation"];

/** Fills `{name}` placeholders; a placeholder without a value stays as it is. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** The `{placeholders}` a text uses, sorted (the completeness test compares them across languages). */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "").sort();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A validation message in another language: the English text (a spec message or a default with its
 * limit) is found in `from`'s validation group and answered by the same key of `to`'s. A text that is
 * not a known message (a server's own) is returned as it is.
 */
export function translateValidation(message: string, from: ValidationTexts, to: ValidationTexts): string {
  if (from === to) return message;
  const targets = new Map(Object.entries(to));
  for (const [group, texts] of Object.entries(from)) {
    const target = new Map<string, string>(Object.entries(targets.get(group) ?? {}));
    for (const [key, text] of Object.entries(texts)) {
      if (text === message) return target.get(key) ?? message;
      if (!text.includes("{n}")) continue;
      const [before = "", after = ""] = text.split("{n}");
      const limit = new RegExp(`^${escapeRegExp(before)}(\\d+)${escapeRegExp(after)}$`).exec(message)?.[1];
      const translated = target.get(key);
      if (limit !== undefined && translated) return fill(translated, { n: limit });
    }
  }
  return message;
}
