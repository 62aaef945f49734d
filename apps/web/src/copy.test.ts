import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

/** British spellings that have crept into visitor-facing text; the site writes US English. */
const BRITISH = /\b(organis(e|ed|es|ing|ation|ations)|colour|behaviour|favour|centre|licence|programme)\b/gi;

/**
 * The prose of every source file of the web app but tests: JSX text, and string literals with a space
 * in them. Comments are the team's, and identifiers or paths (`/admin/organisation`) are code.
 */
function visibleSources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return visibleSources(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    const code = readFileSync(path, "utf8")
      .replaceAll(/\/\*[\s\S]*?\*\//g, "")
      .replaceAll(/(^|[^:"'`])\/\/.*$/gm, "$1");
    const jsxText = [...code.matchAll(/>([^<>{}]+)</g)].map((match) => match[1]);
    const literals = [...code.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)]
      .map((match) => match[1] ?? match[2] ?? match[3] ?? "")
      .filter((literal) => literal.includes(" "));
    return [{ file: path, text: [...jsxText, ...literals].join("\n") }];
  });
}

describe("copy", () => {
  test("one spelling throughout: US English", () => {
    const found = visibleSources(join(process.cwd(), "src")).flatMap(({ file, text }) =>
      [...text.matchAll(BRITISH)].map((match) => `${file}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });
});
