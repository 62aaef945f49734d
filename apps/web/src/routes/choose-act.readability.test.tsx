import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { countSyllables, fleschKincaidGrade } from "../test/readability";
import { renderRoute } from "../test/render";

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
    .filter((text) => (text.match(/[A-Za-z]+/g) ?? []).length >= 5);
}

test("syllables are counted as a reader hears them, near enough", () => {
  expect(["cash", "money", "eligible", "education", "apply", "state"].map(countSyllables)).toEqual([
    1, 2, 4, 4, 2, 1,
  ]);
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
