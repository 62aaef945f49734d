import type { Counterpart } from "@choose/schema";
import { LANGUAGE_NAMES, type Language, otherLanguage } from "@choose/schema/i18n";
import type { RowDetail } from "./content-row";

/** A post's or page's language and its version in the other one (or that it has none), for its list row. */
export function translationDetails(item: {
  language: Language;
  counterpart: Counterpart | null;
}): RowDetail[] {
  const other = LANGUAGE_NAMES[otherLanguage(item.language)];
  return [
    { term: "Language", value: LANGUAGE_NAMES[item.language], className: "text-ink-800" },
    {
      term: `${other} version`,
      value: item.counterpart ? (
        <>
          <span lang={item.counterpart.language}>{item.counterpart.title}</span>
          {item.counterpart.published ? "" : " (draft)"}
        </>
      ) : (
        "missing"
      ),
      className: "text-ink-800",
    },
  ];
}
