import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { canonicalPath } from "./canonical-path.ts";

/** Paths as a client could send them: slashes, backslashes, dots, white space, percent-escapes. */
const rawPath = fc
  .array(
    fc.oneof(
      fc.constantFrom("/", "//", "\\", ".", "..", "%20", "%09", "%0A", "%2F", "%5C", "%2e", "%", "%C2%A0"),
      fc.string({ maxLength: 6 }),
      fc.stringMatching(/^[a-z0-9-]{1,8}$/),
    ),
    { maxLength: 12 },
  )
  .map((parts) => `/${parts.join("")}`);

describe("canonical page paths", () => {
  test("a canonical path is its own canonical form, and every result stays on this site", () => {
    fc.assert(
      fc.property(rawPath, (path) => {
        const canonical = canonicalPath(path);
        if (canonical === undefined) return;
        expect(canonicalPath(canonical)).toBe(canonical);
        expect(canonical).toMatch(/^\/(?![/\\])/);
        // Only what encodeURIComponent leaves or writes: nothing a header or a browser would bend.
        expect(canonical).toMatch(/^[A-Za-z0-9\-_.!~*'()%/]*$/);
      }),
    );
  });

  test("white space around a slug never makes another address of a page", () => {
    const whitespace = fc.array(fc.constantFrom("%20", "%09", "%0A", "%0D", "%0C", "%C2%A0", "%E2%80%83"), {
      minLength: 1,
      maxLength: 20,
    });
    fc.assert(
      fc.property(whitespace, whitespace, (before, after) => {
        expect(canonicalPath(`/blog/${before.join("")}spring-news${after.join("")}`)).toBe(
          "/blog/spring-news",
        );
      }),
    );
  });

  test("a path that does not decode has none", () => {
    expect(canonicalPath("/about%E0%A4%A")).toBeUndefined();
    expect(canonicalPath("/100%")).toBeUndefined();
  });

  test("the site's own paths are canonical as they are", () => {
    for (const path of [
      "/",
      "/about",
      "/es",
      "/es/blog/spring-news",
      "/blog/2026-update",
      "/choose-act/schools",
    ])
      expect(canonicalPath(path)).toBe(path);
  });
});
