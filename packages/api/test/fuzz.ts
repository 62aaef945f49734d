import fc from "fast-check";

/** Values that break careless handlers: wrong types, huge and odd strings, NUL, markup, SQL, nested junk. */
export const junk = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 20_000 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "<script>alert(1)</script>".repeat(4),
    '<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>'.repeat(2),
    "'; drop table applications; --",
    "https://example.org/a.png",
    "💥".repeat(3000),
  ),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 5 }),
);

/** Keys a client should not be able to smuggle in: an id over the path's, a honeypot, a prototype. */
const smuggledKeys = ["id", "homepage", "__proto__", "extra"];

/** A valid body with some fields replaced by junk and some removed: the cases that get past a shallow check. */
export function mutated(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  return fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...keys, ...smuggledKeys), junk, { maxKeys: 4 }),
      remove: fc.subarray(keys, { maxLength: Math.min(3, keys.length) }),
    })
    .map(({ replace, remove }) => {
      const body: Record<string, unknown> = { ...valid, ...replace };
      for (const key of remove) delete body[key];
      return body;
    });
}

/** Mostly near-valid bodies, some pure junk. */
export const bodies = (valid: Record<string, unknown>) =>
  fc.oneof({ weight: 3, arbitrary: mutated(valid) }, junk);

/**
 * Path segments as a client could send them, raw (light-my-request skips Node's parser): NUL raw and
 * encoded, very long, unicode and direction marks, dot segments and an encoded slash, broken
 * percent-encodings, SQL, numbers out of range, prototype names.
 */
export const hostileSegments = [
  "\u0000",
  "%00",
  `a%00${"b".repeat(63)}`,
  "x".repeat(10_000),
  encodeURIComponent("💥".repeat(500)),
  "%C3%A9l%C3%A8ve",
  "%E2%80%AE",
  "..",
  "%2E%2E",
  "..%2F..%2Fetc%2Fpasswd",
  "a%2Fb",
  "%2F",
  "%",
  "%ZZ",
  "%C0%AE",
  "%E0%A4%A",
  "%27%20or%201%3D1%20--",
  "1;drop%20table%20applications",
  "-1",
  "0",
  "1e309",
  "NaN",
  "null",
  "__proto__",
  "constructor",
  "%20",
];
