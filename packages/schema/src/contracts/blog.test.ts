import { describe, expect, test } from "vitest";
import { issuesOf, messagesAt, parseOk, testParsedField, testRefusals } from "../fixtures/issues.ts";
import { validPostCreate } from "../fixtures/valid.ts";
import {
  BlogPostCreateSchema,
  BlogPostUpdateSchema,
  blogMessages,
  POST_CONTENT_MAX,
  SLUG_MAX,
  SLUG_PATTERN,
  SlugParamSchema,
} from "../index.ts";

/** The create rules: field, message constant, spec text, the shortest value that passes. */
const lengthRules = [
  ["title", blogMessages.title, "Title must be at least 5 characters", 5],
  ["excerpt", blogMessages.excerpt, "Excerpt must be at least 20 characters", 20],
  ["content", blogMessages.content, "Content must be at least 50 characters", 50],
  ["authorName", blogMessages.authorName, "Author name must be at least 2 characters", 2],
] as const;

describe("BlogPostCreateSchema", () => {
  test("accepts a post, defaults published to false, the language to English, no schedule and no tags, and leaves slug and image undefined", () => {
    const data = parseOk(BlogPostCreateSchema, validPostCreate);
    expect(data).toEqual({ ...validPostCreate, published: false, language: "en", publishAt: null, tags: [] });
    expect(data.slug).toBeUndefined();
    expect(data.featuredImage).toBeUndefined();
  });

  test("keeps published when it is sent", () => {
    expect(parseOk(BlogPostCreateSchema, { ...validPostCreate, published: true }).published).toBe(true);
    expect(messagesAt(BlogPostCreateSchema, { ...validPostCreate, published: "yes" }, "published")).toEqual([
      "Invalid input",
    ]);
  });

  test.each(lengthRules)(
    "%s below its minimum is rejected with the spec message",
    (field, constant, literal, min) => {
      expect(constant).toBe(literal);
      const short = "x".repeat(min - 1);
      expect(messagesAt(BlogPostCreateSchema, { ...validPostCreate, [field]: short }, field)).toEqual([
        literal,
      ]);
      expect(messagesAt(BlogPostCreateSchema, { ...validPostCreate, [field]: ` ${short} ` }, field)).toEqual([
        literal,
      ]);
      expect(issuesOf(BlogPostCreateSchema, { ...validPostCreate, [field]: "x".repeat(min) })).toEqual([]);
    },
  );

  test("authorName may be left out (the server fills in the team name)", () => {
    const { authorName: _author, ...withoutAuthor } = validPostCreate;
    expect(parseOk(BlogPostCreateSchema, withoutAuthor).authorName).toBeUndefined();
  });

  test.each([
    ["title", 200],
    ["excerpt", 500],
    ["content", POST_CONTENT_MAX],
    ["authorName", 200],
    ["slug", SLUG_MAX],
  ] as const)("%s over %i characters is rejected", (field, max) => {
    const value = "x".repeat(max + 1);
    expect(messagesAt(BlogPostCreateSchema, { ...validPostCreate, [field]: value }, field)).toEqual([
      `Must be at most ${max} characters`,
    ]);
  });

  testParsedField(BlogPostCreateSchema, validPostCreate, "slug", [
    ["hello-world", "hello-world"],
    ["  news-2025  ", "news-2025"],
    ["a", "a"],
    ["2025", "2025"],
    ["", undefined],
    ["   ", undefined],
    [undefined, undefined],
  ]);

  const badSlugs = [
    "Hello-World",
    "hello--world",
    "-hello",
    "hello-",
    "hello_world",
    "hello world",
    "héllo",
    "a/b",
  ];
  test.each(badSlugs)("SLUG_PATTERN refuses %j", (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(false);
  });
  testRefusals(BlogPostCreateSchema, validPostCreate, [
    ["slug", "Use lower-case letters, numbers and single hyphens only", badSlugs],
  ]);

  testParsedField(BlogPostCreateSchema, validPostCreate, "featuredImage", [
    ["", ""],
    ["  ", ""],
    ["https://cdn.example.org/a.png", "https://cdn.example.org/a.png"],
    ["https://example.org/image.jpg?w=800", "https://example.org/image.jpg?w=800"],
    [
      " /media/3f0c9a52-7d1e-4b8a-9c3d-2e6f1a0b4c5d/1600.jpg ",
      "/media/3f0c9a52-7d1e-4b8a-9c3d-2e6f1a0b4c5d/1600.jpg",
    ],
  ]);

  testRefusals(BlogPostCreateSchema, validPostCreate, [
    [
      "featuredImage",
      "Upload an image, choose one from the library, or enter an https image address",
      [
        "ftp://example.org/a.png",
        "javascript:alert(1)",
        "http://localhost/a.png",
        "a.png",
        "data:image/png;base64,AA",
        // http: would let a post make every reader's browser call any address.
        "http://example.org/image.jpg",
        "/media/not-an-id/480.jpg",
        "/media/3f0c9a52-7d1e-4b8a-9c3d-2e6f1a0b4c5d/480.svg",
      ],
    ],
  ]);
});

describe("BlogPostUpdateSchema", () => {
  test("an empty update is valid and changes nothing", () => {
    expect(parseOk(BlogPostUpdateSchema, {})).toEqual({});
    expect(Object.keys(parseOk(BlogPostUpdateSchema, {}))).toEqual([]);
  });

  test("a missing published does not become false", () => {
    const data = parseOk(BlogPostUpdateSchema, { title: "A better title" });
    expect(data).toEqual({ title: "A better title" });
    expect(data).not.toHaveProperty("published");
  });

  test.each([true, false])("published %s is kept", (published) => {
    expect(parseOk(BlogPostUpdateSchema, { published })).toEqual({ published });
  });

  test.each(lengthRules)("%s sent too short is still rejected", (field, _constant, literal, min) => {
    expect(messagesAt(BlogPostUpdateSchema, { [field]: "x".repeat(min - 1) }, field)).toEqual([literal]);
  });

  test('{ title: "abc" } fails with the title message', () => {
    expect(issuesOf(BlogPostUpdateSchema, { title: "abc" })).toEqual([
      { path: "title", message: "Title must be at least 5 characters" },
    ]);
  });

  test("slug and featured image follow the create rules", () => {
    expect(messagesAt(BlogPostUpdateSchema, { slug: "Bad Slug" }, "slug")).toEqual([blogMessages.slug]);
    expect(messagesAt(BlogPostUpdateSchema, { featuredImage: "ftp://x.org" }, "featuredImage")).toEqual([
      blogMessages.featuredImage,
    ]);
  });
});

describe("SlugParamSchema", () => {
  test.each([
    ["hello-world", true],
    ["  ", false],
    ["", false],
    ["a".repeat(SLUG_MAX * 2 + 1), false],
  ])("slug %j valid: %s", (slug, valid) => {
    expect(SlugParamSchema.safeParse({ slug }).success).toBe(valid);
  });
});
