/**
 * A page's one address, from the path a request gave (without its query), or undefined when the path
 * cannot be decoded (a 404). The canonical path is what the site's own links write: segments
 * percent-encoded as `encodeURIComponent` does, none empty (`//`, a trailing slash), none `.` or `..`,
 * none with white space around it. The slug schemas trim and the router decodes, so every other spelling
 * (`/about%20`, `/%61bout`, `/blog//news`) would otherwise render the same page under a new address.
 *
 * The result always starts with one `/` followed by an encoded segment (a `/` or `\` in a segment is
 * `%2F`, `%5C`), so a redirect to it stays on this site: it can never read as `//host` or `/\host`.
 */
export function canonicalPath(path: string): string | undefined {
  const segments: string[] = [];
  for (const encoded of path.split("/")) {
    let segment: string;
    try {
      // The same trim as zod's `.trim()` (every Unicode white space and line end).
      segment = decodeURIComponent(encoded).trim();
    } catch {
      return undefined;
    }
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(encodeURIComponent(segment));
  }
  return `/${segments.join("/")}`;
}
