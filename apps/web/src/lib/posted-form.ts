import {
  FORM_ANCHOR,
  isPublicFormId,
  POSTED_FORM_ID,
  type PostedForm,
  PUBLIC_FORMS,
  type PublicFormId,
} from "@choose/schema/form-rules";
import { pathInLanguage } from "@choose/schema/i18n";
import { createContext, use, useEffect, useState } from "react";
import { useLanguage } from "./i18n";

/**
 * The form a page was rendered with after a post without script (answers and messages, or its
 * success), held until a form takes it: once shown, a later visit to the page starts afresh.
 */
export interface PostedFormHolder {
  current: PostedForm | undefined;
}

export const PostedFormContext = createContext<PostedFormHolder>({ current: undefined });

/** `form`'s posted state, if this page was rendered with it; read once, by the form's first render. */
export function usePostedForm(form: PublicFormId): PostedForm | undefined {
  const holder = use(PostedFormContext);
  const [posted] = useState(() => (holder.current?.form === form ? holder.current : undefined));
  useEffect(() => {
    if (posted) holder.current = undefined;
  }, [holder, posted]);
  return posted;
}

/** What a public form posts to without script: its own page, in this language, at its answer's place. */
export function usePostAction(form: PublicFormId, params: Record<string, string> = {}): string {
  const path = PUBLIC_FORMS[form].replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ""),
  );
  return `${pathInLanguage(path, useLanguage())}#${FORM_ANCHOR}`;
}

/** A public form field's id: what an error summary links to. */
export const fieldId = (form: PublicFormId, field: string) => `${form}-${field}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A record's answers: its texts and lists of texts, by field (anything else is left out). */
export function textValues(record: unknown): PostedForm["values"] {
  return Object.fromEntries(
    Object.entries(isRecord(record) ? record : {}).filter(
      (entry): entry is [string, string | string[]] =>
        typeof entry[1] === "string" ||
        (Array.isArray(entry[1]) && entry[1].every((item) => typeof item === "string")),
    ),
  );
}

/** A record's texts alone. */
const texts = (record: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(textValues(record)).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );

/** The posted form the server rendered this page with (its JSON script), checked without zod. */
export function readPostedForm(): PostedForm | undefined {
  const text = document.getElementById(POSTED_FORM_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || !isPublicFormId(value.form)) return undefined;
    return {
      form: value.form,
      values: textValues(value.values),
      errors: texts(value.errors),
      ...(typeof value.failure === "string" && { failure: value.failure }),
      ...(isRecord(value.done) && { done: texts(value.done) }),
    };
  } catch {
    return undefined;
  }
}
