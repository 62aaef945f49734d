import { describe, expect, it } from "vitest";
import {
  applicationMessages,
  chooseActMessages,
  contactMessages,
  newsletterMessages,
  uiMessages,
} from "../../index.ts";
import { type Catalogue, en } from "./catalogue.ts";
import { emailEn } from "./email-en.ts";
import { emailEs } from "./email-es.ts";
import { es } from "./es.ts";
import { guideEn } from "./guide-en.ts";
import { guideEs } from "./guide-es.ts";
import { languageOfPath, pathInLanguage } from "./languages.ts";
import { portalTexts } from "./portal.ts";
import { fill, placeholdersOf, retryWhenText, translateAnswer, translateValidation } from "./translate.ts";

/** Every text of a catalogue by its dotted key (array items by index). */
function texts(value: unknown, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === "string") return found.set(prefix, value);
  for (const [key, child] of Object.entries(value as object)) {
    for (const [path, text] of texts(child, prefix ? `${prefix}.${key}` : key)) found.set(path, text);
  }
  return found;
}

describe("the catalogues", () => {
  const english = texts(en);
  const spanish = texts(es);

  it("have the same keys in both languages", () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("use the same placeholders in both languages", () => {
    for (const [key, text] of english)
      expect(placeholdersOf(spanish.get(key) ?? ""), key).toEqual(placeholdersOf(text));
  });

  it("leave no Spanish text empty where the English has one", () => {
    for (const [key, text] of english) if (text) expect(spanish.get(key), key).not.toBe("");
  });

  it("have the same email keys and placeholders in both languages", () => {
    const englishMail = texts(emailEn);
    const spanishMail = texts(emailEs);
    expect([...spanishMail.keys()].sort()).toEqual([...englishMail.keys()].sort());
    for (const [key, text] of englishMail)
      expect(placeholdersOf(spanishMail.get(key) ?? ""), key).toEqual(placeholdersOf(text));
  });

  it("have the same school portal keys and placeholders in both languages, none empty", () => {
    const englishPortal = texts(portalTexts.en);
    const spanishPortal = texts(portalTexts.es);
    expect([...spanishPortal.keys()].sort()).toEqual([...englishPortal.keys()].sort());
    for (const [key, text] of englishPortal) {
      expect(placeholdersOf(spanishPortal.get(key) ?? ""), key).toEqual(placeholdersOf(text));
      // Every text is translated (none left in English).
      expect(spanishPortal.get(key), key).not.toBe(text);
    }
  });

  it("have the same CHOOSE Act guide keys and placeholders in both languages, none empty", () => {
    const englishGuide = texts(guideEn);
    const spanishGuide = texts(guideEs);
    expect([...spanishGuide.keys()].sort()).toEqual([...englishGuide.keys()].sort());
    for (const [key, text] of englishGuide) {
      expect(placeholdersOf(spanishGuide.get(key) ?? ""), key).toEqual(placeholdersOf(text));
      if (text) expect(spanishGuide.get(key), key).not.toBe("");
    }
  });

  it("keep the spec's English texts word for word", () => {
    expect(en.notices.contact).toEqual(uiMessages.contact);
    expect(en.notices.newsletter.successTitle).toBe("Successfully subscribed!");
    expect(en.validation.contact).toEqual(contactMessages);
    expect(en.validation.newsletter).toEqual(newsletterMessages);
    expect(en.validation.application).toEqual(applicationMessages);
    expect(en.notFound.title).toBe("Page Not Found");
    // The estimator shows a field's own text; in English it is the shared schema's message.
    expect(guideEn.estimator.errors).toEqual({
      householdSize: chooseActMessages.householdSize,
      income: chooseActMessages.income,
      childAge: chooseActMessages.childAge,
    });
  });
});

describe("translateValidation", () => {
  const toSpanish = (message: string) => translateValidation(message, en.validation, es.validation);

  it("answers a spec message by its key", () => {
    expect(toSpanish("Name must be at least 2 characters")).toBe(es.validation.contact.name);
    expect(toSpanish("Please select at least one school type")).toBe(es.validation.application.schoolType);
  });

  it("carries a default message's limit", () => {
    expect(toSpanish("String must contain at most 200 character(s)")).toBe(
      "Debe tener como máximo 200 carácter(es)",
    );
    expect(toSpanish("Required")).toBe("Obligatorio");
  });

  it("keeps English and unknown texts as they are", () => {
    expect(translateValidation("Required", en.validation, en.validation)).toBe("Required");
    expect(toSpanish("Too many requests.")).toBe("Too many requests.");
  });
});

describe("translateAnswer", () => {
  const toSpanish = (message: string, retryAfter?: number) =>
    translateAnswer(message, retryAfter, en.answers, es.answers);

  it("answers a rate limit with the same wait, in words", () => {
    expect(toSpanish("Too many requests. Please try again in about 5 minutes.", 290)).toBe(
      "Demasiados intentos. Inténtelo de nuevo en unos 5 minutos.",
    );
    expect(toSpanish("Too many requests. Please try again in a few seconds.", 3)).toBe(
      "Demasiados intentos. Inténtelo de nuevo en unos segundos.",
    );
    expect(retryWhenText(7200, es.answers.retryWhen)).toBe("en unas 2 horas");
  });

  it("answers a fixed text by its key, and leaves others as they are", () => {
    expect(toSpanish(en.answers.formsBusy, 1)).toBe(es.answers.formsBusy);
    expect(toSpanish("Post not found")).toBe("No se encontró la publicación");
    expect(toSpanish("A service's own words")).toBe("A service's own words");
    expect(translateAnswer(en.answers.notFound, undefined, en.answers, en.answers)).toBe("Not found");
  });
});

describe("paths", () => {
  it("name the language and its twin", () => {
    expect(languageOfPath("/es/contact")).toBe("es");
    expect(languageOfPath("/escuelas")).toBe("en");
    expect(pathInLanguage("/contact", "es")).toBe("/es/contact");
    expect(pathInLanguage("/", "es")).toBe("/es");
    expect(pathInLanguage("/es", "en")).toBe("/");
    expect(pathInLanguage("/es/blog/a-post", "en")).toBe("/blog/a-post");
  });

  it("fill placeholders", () => {
    expect(fill("© {year} {name}.", { year: 2025, name: "X" })).toBe("© 2025 X.");
  });
});

// The type names the shape the Spanish catalogue must have.
const _shape: Catalogue = es;
void _shape;
