import type { ComponentProps, ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import * as icons from "./icons";

type Icon = (props: ComponentProps<"svg">) => ReactElement;
const all = Object.entries(icons).filter((entry): entry is [string, Icon] => entry[0].endsWith("Icon"));

/** The drawing elements of an icon as rendered. */
function shapes(icon: Icon): Element[] {
  const svg = new DOMParser().parseFromString(
    renderToStaticMarkup(icon({})),
    "image/svg+xml",
  ).documentElement;
  return [...svg.querySelectorAll("path, circle, rect, line, polyline, polygon, ellipse")];
}

const number = (element: Element, name: string) => Number(element.getAttribute(name) ?? 0);

/** Whether a shape draws something: a path with a segment, a circle or rectangle with an area. */
function draws(shape: Element): boolean {
  switch (shape.tagName) {
    case "path":
      // More than a move: a segment drawn by a command or by the move's implicit line-to.
      return /\S/.test((shape.getAttribute("d") ?? "").replace(/^\s*[Mm]\s*-?[\d.]+[ ,]?-?[\d.]+/, ""));
    case "circle":
      return number(shape, "r") > 0;
    case "rect":
      return number(shape, "width") > 0 && number(shape, "height") > 0;
    default:
      return true;
  }
}

/** A path of one straight stroke ("M4 6h16"), and where it starts. */
function straightStroke(shape: Element): { x: number; y: number } | undefined {
  const match = /^M\s*(-?[\d.]+)[ ,](-?[\d.]+)\s*[hvl][^MmCcSsQqTtAaZz]*$/i.exec(
    shape.getAttribute("d") ?? "",
  );
  return match ? { x: Number(match[1]), y: Number(match[2]) } : undefined;
}

describe("the icon set", () => {
  test.each(all)("%s draws a glyph", (_name, icon) => {
    const drawn = shapes(icon);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every(draws)).toBe(true);
  });

  // The first service icon was a rectangle with a spine line: at 24 px it read as an empty square.
  test.each(all)("%s is not an empty frame", (_name, icon) => {
    const [frame, ...rest] = shapes(icon);
    if (frame?.tagName !== "rect") return;
    const [x, y, w, h] = [
      number(frame, "x"),
      number(frame, "y"),
      number(frame, "width"),
      number(frame, "height"),
    ];
    const inFrame = ({ x: px, y: py }: { x: number; y: number }) =>
      px > x && px < x + w && py > y && py < y + h;
    // A circle, a curve, a shape of several strokes or a stroke outside the frame is content; one straight
    // stroke inside it is not.
    const strokesInside = rest.filter((shape) => {
      const start = shape.tagName === "path" ? straightStroke(shape) : undefined;
      return start !== undefined && inFrame(start);
    });
    const content = rest.length - strokesInside.length + (strokesInside.length > 1 ? 1 : 0);
    expect(content).toBeGreaterThan(0);
  });

  test("no two icons draw the same glyph", () => {
    const glyphs = all.map(([, icon]) =>
      shapes(icon)
        .map((shape) => shape.outerHTML)
        .join(""),
    );
    expect(new Set(glyphs).size).toBe(all.length);
  });
});
