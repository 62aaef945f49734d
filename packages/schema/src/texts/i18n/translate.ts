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

type AnswerTexts = PageTexts["answers"];

/** When a limit lifts, from its Retry-After, in `texts`' language: "in a few seconds", "in about 5 minutes". */
export function retryWhenText(retryAfterSeconds: number, texts: AnswerTexts["retryWhen"]): string {
  if (retryAfterSeconds <= 10) return texts.seconds;
  if (retryAfterSeconds < 90) return texts.minute;
  if (retryAfterSeconds < 90 * 60) return fill(texts.minutes, { n: Math.round(retryAfterSeconds / 60) });
  return fill(texts.hours, { n: Math.round(retryAfterSeconds / 3600) });
}

/** A rate limit's refusal in `texts`' language, saying when to try again. */
export const tooManyRequestsText = (retryAfterSeconds: number, texts: AnswerTexts): string =>
  fill(texts.tooManyRequests, { when: retryWhenText(retryAfterSeconds, texts.retryWhen) });

/**
 * One of the server's answers (`answers` group) in another language: a fixed text by its key, a rate
 * limit's refusal by its Retry-After. Any other text (a service's own) is returned as it is.
 */
export function translateAnswer(
  message: string,
  retryAfterSeconds: number | undefined,
  from: AnswerTexts,
  to: AnswerTexts,
): string {
  if (from === to) return message;
  if (retryAfterSeconds !== undefined && message === tooManyRequestsText(retryAfterSeconds, from))
    return tooManyRequestsText(retryAfterSeconds, to);
  for (const [key, text] of Object.entries(from)) {
    const translated: unknown = Reflect.get(to, key);
    if (text === message && typeof translated === "string") return translated;
  }
  return message;
}
