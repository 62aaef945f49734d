import type { Catalogue } from "./en.ts";

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
export function translateValidation(message: string, from: Catalogue, to: Catalogue): string {
  if (from === to) return message;
  for (const [group, texts] of Object.entries(from.validation)) {
    const target: Record<string, string> = to.validation[group as keyof Catalogue["validation"]];
    for (const [key, text] of Object.entries(texts as Record<string, string>)) {
      if (text === message) return target[key] ?? message;
      if (!text.includes("{n}")) continue;
      const [before = "", after = ""] = text.split("{n}");
      const limit = new RegExp(`^${escapeRegExp(before)}(\\d+)${escapeRegExp(after)}$`).exec(message)?.[1];
      if (limit !== undefined && target[key]) return fill(target[key], { n: limit });
    }
  }
  return message;
}
