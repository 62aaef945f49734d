import type { ServerCallResult } from "@choose/api/renderer";
import { SEEDED_CHOOSE_ACT_GUIDE } from "@choose/schema";
import { guideEn } from "@choose/schema/i18n/guide-en";
import { guideEs } from "@choose/schema/i18n/guide-es";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { fallbackSite } from "../lib/organisation";
import { renderDocument } from "../server-render";
import { renderRoute } from "../test/render";
import { renderSpanishRoute } from "../test/render-spanish";

const MONTHS = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
};
const iso = (year: string, month: number, day: string) =>
  `${year}-${String(month + 1).padStart(2, "0")}-${day.padStart(2, "0")}`;

/**
 * Every figure a text shows, whatever its language: dates ("March 31, 2026", "31 de marzo de 2026")
 * as `2026-03-31`, then every amount, percentage and number ("$93,600", "300%", "2026-27" as 2026 and
 * 27), sorted. Two texts with the same facts give the same list.
 */
function figures(text: string): string[] {
  const en = new RegExp(`\\b(${MONTHS.en.join("|")}) (\\d{1,2}), (\\d{4})`, "g");
  const es = new RegExp(`\\b(\\d{1,2}) de (${MONTHS.es.join("|")}) de (\\d{4})`, "g");
  const dated = text
    .replace(
      en,
      (_, month: string, day: string, year: string) => ` ${iso(year, MONTHS.en.indexOf(month), day)} `,
    )
    .replace(
      es,
      (_, day: string, month: string, year: string) => ` ${iso(year, MONTHS.es.indexOf(month), day)} `,
    );
  return (dated.match(/\d{4}-\d{2}-\d{2}(?!\d)|\$?\d+(?:,\d{3})*%?/g) ?? []).sort();
}

/** The words of `element`, each text apart (a table's cells do not run together). */
function words(element: Element): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? "");
  return texts.join(" ");
}

/** The text of the page's <main> once the guide has its figures (the last review date shows). */
async function guideText() {
  await waitFor(() => expect(document.querySelector("#sources time")).not.toBeNull());
  const main = document.querySelector("main");
  if (!main) throw new Error("no <main>");
  return words(main);
}

test("figures are read from both languages' dates and amounts", () => {
  expect(figures("Applications close March 31, 2026; add $5,500 (300%) for 2026-27.")).toEqual(
    figures("Se cierran las solicitudes el 31 de marzo de 2026; sume $5,500 (300%) para 2026-27."),
  );
  expect(figures("el 2 de enero de 2026")).toEqual(["2026-01-02"]);
  expect(figures("$93,600 or $93,900")).not.toEqual(figures("$93,600 o $93,600"));
});

describe("the Spanish guide", () => {
  test.each([
    ["/choose-act", "/es/choose-act"],
    ["/choose-act/schools", "/es/choose-act/schools"],
  ])(
    "%s and its Spanish twin show the same figures and dates, from the API's table",
    async (english, spanish) => {
      renderRoute(english);
      const englishFigures = figures(await guideText());
      cleanup();
      await renderSpanishRoute(spanish);
      const spanishFigures = figures(await guideText());
      expect(spanishFigures).toEqual(englishFigures);
      // The table's figures are there at all (a page without them would also compare equal).
      if (english === "/choose-act")
        expect(spanishFigures).toEqual(expect.arrayContaining(["$93,600", "$96,450", "2026-03-31"]));
      else expect(spanishFigures).toContain("$7,000");
    },
  );

  /** Every English text of the guide (no placeholder, not the same in Spanish, such as a name). */
  function englishTexts(value: unknown, spanish: unknown): string[] {
    if (typeof value === "string")
      return value !== spanish && !value.includes("{") && value.length >= 6 ? [value] : [];
    if (typeof value !== "object" || value === null) return [];
    return Object.entries(value).flatMap(([key, child]) =>
      englishTexts(
        child,
        typeof spanish === "object" && spanish !== null ? Reflect.get(spanish, key) : undefined,
      ),
    );
  }

  test.each(["/es/choose-act", "/es/choose-act/schools"])(
    "%s shows none of the English guide's texts",
    async (path) => {
      await renderSpanishRoute(path);
      const text = await guideText();
      const english = englishTexts(guideEn, guideEs);
      expect(english.length).toBeGreaterThan(100);
      expect(english.filter((phrase) => text.includes(phrase))).toEqual([]);
    },
  );

  test("is Spanish, with the table, the dates in Spanish and the English sites marked as such", async () => {
    await renderSpanishRoute("/es/choose-act");
    expect(await screen.findByRole("table", { name: guideEs.families.income.caption })).toBeVisible();
    expect(screen.getByRole("columnheader", { name: guideEs.families.income.sizeHeader })).toBeVisible();
    expect(screen.getByText("31 de marzo de 2026")).toBeVisible();
    expect(screen.getByText("¿Recibo el dinero en efectivo?").tagName).toBe("SUMMARY");
    // No element of the guide is marked English: it is all Spanish.
    expect(document.querySelector("main [lang='en']")).toBeNull();
    const aldor = within(screen.getByRole("region", { name: guideEs.families.apply.title })).getByRole(
      "link",
      {
        name: guideEs.officialLinks.aldor,
      },
    );
    expect(aldor).toHaveAttribute("hreflang", "en");
    expect(aldor.parentElement).toHaveTextContent("(en inglés)");
  });

  test("the estimator answers in Spanish with the same figures as in English", async () => {
    const answer = async (
      render: () => Promise<{ user: ReturnType<typeof renderRoute>["user"] }>,
      texts: { formLabel: string; labels: string[]; submit: string },
    ) => {
      const { user } = await render();
      const form = within(await screen.findByRole("form", { name: texts.formLabel }));
      await user.selectOptions(form.getByRole("combobox"), "2026-27");
      const [size = "", income = "", age = ""] = texts.labels;
      await user.type(form.getByLabelText(new RegExp(`^${size}`)), "4");
      await user.type(form.getByLabelText(new RegExp(`^${income}`)), "90000");
      await user.type(form.getByLabelText(new RegExp(`^${age}`)), "8");
      await user.click(form.getByRole("button", { name: texts.submit }));
      const region = await waitFor(() => {
        const found = document.querySelector<HTMLElement>('[role="status"][aria-live="polite"]');
        if (!found) throw new Error("no live region");
        expect(found.textContent).toMatch(/2026-27/);
        return found;
      });
      const text = words(region);
      cleanup();
      return text;
    };
    const english = await answer(async () => renderRoute("/choose-act"), {
      formLabel: "Eligibility estimate",
      labels: ["People in your household", "Yearly household income", "Your child's age"],
      submit: "Check eligibility",
    });
    const { estimator } = guideEs;
    const spanish = await answer(() => renderSpanishRoute("/es/choose-act"), {
      formLabel: estimator.formLabel,
      labels: [estimator.householdSize, estimator.income, estimator.childAge],
      submit: estimator.submit,
    });
    expect(english).toContain("Likely eligible for 2026-27");
    expect(spanish).toContain("Es probable que sea elegible para 2026-27");
    expect(spanish).toContain(
      "Un ingreso de $90,000 está dentro del límite de 2026-27, que es de $96,450 para un hogar de 4 personas",
    );
    expect(figures(spanish)).toEqual(figures(english));
  });

  test("a missing answer is named in Spanish at its field", async () => {
    const { user } = await renderSpanishRoute("/es/choose-act");
    const form = within(await screen.findByRole("form", { name: guideEs.estimator.formLabel }));
    await user.click(form.getByRole("button", { name: guideEs.estimator.submit }));
    expect(await form.findByText(guideEs.estimator.errors.householdSize)).toBeVisible();
    expect(form.getByLabelText(new RegExp(`^${guideEs.estimator.householdSize}`))).toHaveFocus();
  });
});

describe("the Spanish guide's server render", () => {
  async function call(path: string): Promise<ServerCallResult> {
    if (path === "organisation.site") return { ok: true, data: fallbackSite };
    if (path === "chooseAct.guide") return { ok: true, data: SEEDED_CHOOSE_ACT_GUIDE };
    return { ok: false, status: 404, message: "Not found" };
  }
  const render = async (path: string) => {
    const template = `<!doctype html><html lang="en"><head><title>Shell</title><meta name="description" content="Shell" /></head><body><div id="root"></div></body></html>`;
    const { html } = await renderDocument(template, path, { call, publicUrl: "https://example.org" });
    return new DOMParser().parseFromString(html, "text/html");
  };

  test.each([
    ["/es/choose-act", guideEs.families],
    ["/es/choose-act/schools", guideEs.schools],
  ])("%s has its title, description and FAQPage JSON-LD in Spanish", async (path, texts) => {
    const page = await render(path);
    expect(page.documentElement.lang).toBe("es");
    expect(page.title).toContain(texts.metaTitle);
    expect(page.querySelector("h1")?.textContent).toBe(texts.title);
    const jsonLd = JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "FAQPage", inLanguage: "es" });
    const questions = [...page.querySelectorAll("details > summary")].map((summary) => summary.textContent);
    expect(jsonLd.mainEntity.map((item: { name: string }) => item.name)).toEqual(questions);
    expect(questions[0]).toMatch(/^¿/);
  });
});
