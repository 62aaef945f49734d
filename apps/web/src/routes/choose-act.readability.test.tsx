import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import {
  countSpanishSyllables,
  countSyllables,
  fernandezHuerta,
  fleschKincaidGrade,
  szigrisztPazos,
} from "../test/readability";
import { renderRoute } from "../test/render";
import { renderSpanishRoute } from "../test/render-spanish";

/**
 * The guide's own sentences: every block of <main> of five words or more (a list of single words,
 * "Tutoring", would flatter the grade), but the sources' titles (names we do not write).
 */
function guideBlocks(): string[] {
  const main = document.querySelector("main");
  if (!main) throw new Error("no <main>");
  return [...main.querySelectorAll("h1, h2, h3, p, li, summary, dt, caption")]
    .filter((block) => !block.closest("#sources li"))
    .map((block) => block.textContent ?? "")
    .filter((text) => (text.match(/[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]+/g) ?? []).length >= 5);
}

test("syllables are counted as a reader hears them, near enough", () => {
  expect(["cash", "money", "eligible", "education", "apply", "state"].map(countSyllables)).toEqual([
    1, 2, 4, 4, 2, 1,
  ]);
});

test("Spanish syllables are counted by vowel nuclei: diphthongs join, hiatus splits", () => {
  const words = [
    "educación",
    "cuenta",
    "día",
    "guía",
    "leer",
    "poeta",
    "aún",
    "que",
    "hay",
    "muy",
    "y",
    "Alabama",
  ];
  expect(words.map(countSpanishSyllables)).toEqual([4, 2, 2, 2, 2, 3, 2, 1, 1, 1, 1, 4]);
});

test.each([
  ["/choose-act", "The CHOOSE Act: a guide for families"],
  ["/choose-act/schools", "The CHOOSE Act: a guide for schools"],
])("%s reads at about an 8th-grade level (Flesch–Kincaid)", async (path, title) => {
  renderRoute(path);
  await screen.findByRole("heading", { level: 1, name: title });
  await screen.findByRole("heading", { name: "Sources" });
  const grade = fleschKincaidGrade(guideBlocks());
  console.info(`${path}: Flesch–Kincaid grade ${grade.toFixed(1)}`);
  expect(grade).toBeLessThanOrEqual(9);
});

/*
 * Spanish is held to Fernández Huerta 60 or more: on its Flesch-based scale 60–70 reads at the 8th–9th
 * grade, the English test's grade 9. Szigriszt-Pazos (INFLESZ) is printed beside it.
 */
test.each([
  ["/es/choose-act", "La Ley CHOOSE: guía para familias"],
  ["/es/choose-act/schools", "La Ley CHOOSE: guía para escuelas"],
])("%s reads at about an 8th-grade level (Fernández Huerta)", async (path, title) => {
  await renderSpanishRoute(path);
  await screen.findByRole("heading", { level: 1, name: title });
  await screen.findByRole("heading", { name: "Fuentes" });
  const blocks = guideBlocks();
  const ease = fernandezHuerta(blocks);
  console.info(
    `${path}: Fernández Huerta ${ease.toFixed(1)}, Szigriszt-Pazos (INFLESZ) ${szigrisztPazos(blocks).toFixed(1)}`,
  );
  expect(ease).toBeGreaterThanOrEqual(60);
});
