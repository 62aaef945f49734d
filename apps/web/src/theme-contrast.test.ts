import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

/** The theme's colour tokens (src/theme.css), by name. */
const tokens: Record<string, string> = {
  white: "#ffffff",
  ...Object.fromEntries(
    [
      ...readFileSync(join(process.cwd(), "src/theme.css"), "utf8").matchAll(
        /--color-([a-z0-9-]+):\s*(#[0-9a-f]{6});/g,
      ),
    ].map((match) => [match[1] ?? "", match[2] ?? ""]),
  ),
};

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(tokens[foreground] ?? ""), luminance(tokens[background] ?? "")].sort(
    (a, b) => b - a,
  );
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

// docs/design.md's colour table: each token on the backgrounds it sits on, at the ratio AA asks of its use.
const TEXT = 4.5;
const NON_TEXT = 3;
const PAIRS: [string, string[], number][] = [
  ["ink-900", ["white", "paper", "ink-50"], TEXT],
  ["ink-800", ["white", "paper", "ink-50", "brand-50"], TEXT],
  ["ink-700", ["white", "paper", "ink-50", "brand-50"], TEXT],
  ["ink-600", ["white", "paper", "ink-50", "brand-50", "gold-100"], TEXT],
  ["ink-500", ["white"], TEXT],
  ["ink-400", ["white", "paper", "ink-50"], NON_TEXT],
  ["brand-900", ["white", "paper", "brand-50", "brand-100", "gold-100", "gold-400", "gold-300"], TEXT],
  ["brand-800", ["white", "brand-50", "gold-100"], TEXT],
  ["brand-700", ["white", "paper", "brand-50"], TEXT],
  ["brand-600", ["white"], NON_TEXT],
  ["white", ["brand-900", "brand-800", "brand-700", "danger-700", "success-700"], TEXT],
  ["brand-100", ["brand-900", "brand-800"], TEXT],
  ["gold-300", ["brand-900", "brand-800"], TEXT],
  ["gold-800", ["white", "paper", "gold-100"], TEXT],
  ["danger-700", ["white", "danger-50", "paper"], TEXT],
  ["success-900", ["success-50"], TEXT],
  ["success-700", ["white", "success-50"], NON_TEXT],
  ["warning-700", ["warning-50", "white"], TEXT],
];

describe("the theme's colours meet WCAG 2.2 AA where they are used", () => {
  test.each(PAIRS.flatMap(([fg, backgrounds, min]) => backgrounds.map((bg) => [fg, bg, min] as const)))(
    "%s on %s: at least %d:1",
    (foreground, background, min) => {
      expect(tokens[foreground]).toBeDefined();
      expect(tokens[background]).toBeDefined();
      expect(contrast(foreground, background)).toBeGreaterThanOrEqual(min);
    },
  );
});
