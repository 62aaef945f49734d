import { describe, expect, test } from "vitest";
import {
  isPostImageUrl,
  MEDIA_EXTENSIONS,
  MEDIA_FORMATS,
  mediaFallbackFormat,
  mediaMessages,
  mediaUrl,
  mediaVariantFormats,
  mediaVariantWidths,
  parseMediaUrl,
  sniffImageFormat,
} from "../index.ts";

const ID = "3f0c9a52-7d1e-4b8a-9c3d-2e6f1a0b4c5d";
const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe("variants", () => {
  test.each([
    [4000, [480, 960, 1600]],
    [1600, [480, 960, 1600]],
    [1200, [480, 960, 1200]],
    [960, [480, 960]],
    [600, [480, 600]],
    [300, [300]],
  ])("an image %i wide is made at %j (never enlarged)", (width, widths) => {
    expect(mediaVariantWidths(width)).toEqual(widths);
  });

  test.each([
    ["jpeg", ["avif", "webp", "jpeg"], "jpeg"],
    ["png", ["avif", "webp", "png"], "png"],
    ["webp", ["avif", "webp"], "webp"],
    ["avif", ["avif", "webp"], "webp"],
    ["gif", ["webp", "gif"], "gif"],
  ] as const)("a %s upload is made in %j, shown by a plain <img> as %s", (format, formats, fallback) => {
    expect(mediaVariantFormats(format)).toEqual(formats);
    expect(mediaFallbackFormat(format)).toBe(fallback);
  });

  test("a variant's URL names its image, width and format, and reads back", () => {
    for (const format of MEDIA_FORMATS) {
      const url = mediaUrl(ID, 960, format);
      expect(url).toBe(`/media/${ID}/960.${MEDIA_EXTENSIONS[format]}`);
      expect(parseMediaUrl(url)).toEqual({ id: ID, width: 960, format });
    }
  });

  test.each([
    `/media/${ID}/960.svg`,
    `/media/${ID}/960.jpeg`,
    `/media/${ID.toUpperCase()}/960.jpg`,
    `/media/${ID}/960.jpg?x=1`,
    `https://example.org/media/${ID}/960.jpg`,
    `/media/${ID}/../960.jpg`,
    "/media/x/960.jpg",
  ])("%s is not a variant URL", (url) => {
    expect(parseMediaUrl(url)).toBeUndefined();
  });
});

describe("sniffImageFormat: the content decides, not the name", () => {
  test.each([
    ["jpeg", bytes([0xff, 0xd8, 0xff, 0xe0])],
    ["png", bytes([0x89], "PNG\r\n", [0x1a], "\n")],
    ["gif", bytes("GIF89a")],
    ["gif", bytes("GIF87a")],
    ["webp", bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 ")],
    ["avif", bytes([0, 0, 0, 28], "ftypavif")],
    ["avif", bytes([0, 0, 0, 28], "ftypavis")],
  ] as const)("%s", (format, data) => {
    expect(sniffImageFormat(data)).toBe(format);
  });

  test.each([
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ["SVG after an XML declaration", bytes('<?xml version="1.0"?><svg>')],
    ["PDF", bytes("%PDF-1.7")],
    ["text", bytes("hello world")],
    ["HEIC", bytes([0, 0, 0, 24], "ftypheic")],
    ["a WAV (RIFF but not WebP)", bytes("RIFF", [1, 2, 3, 4], "WAVEfmt ")],
    ["nothing", bytes()],
  ])("%s is refused", (_, data) => {
    expect(sniffImageFormat(data)).toBeUndefined();
  });
});

test.each([
  [`/media/${ID}/480.webp`, true],
  ["https://cdn.example.org/a.jpg", true],
  ["http://cdn.example.org/a.jpg", false],
  ["https://192.168.0.1/a.jpg", false],
  ["/uploads/a.jpg", false],
  ["data:image/png;base64,AA", false],
])("isPostImageUrl %j: %s", (url, kept) => {
  expect(isPostImageUrl(url)).toBe(kept);
});

test("the delete refusal names the posts and the home page's places", () => {
  expect(mediaMessages.inUse({ home: [], posts: ["Spring fair"] })).toBe(
    "This image is used by “Spring fair”. Remove it from that post first.",
  );
  expect(mediaMessages.inUse({ home: [], posts: ["A", "B"] })).toBe(
    "This image is used by “A”, “B”. Remove it from those posts first.",
  );
  expect(mediaMessages.inUse({ home: ["hero"], posts: [] })).toBe(
    "This image is used by the home page (hero image). Remove it from the home page first.",
  );
  expect(mediaMessages.inUse({ home: ["hero", "logo"], posts: ["A"] })).toBe(
    "This image is used by the home page (hero image, partner logos) and “A”. Remove it from the home page and that post first.",
  );
});
