/**
 * The text at `path` in an audited call's input or result (`auditField(input, "data", "title")`),
 * for its description: these arrive untyped, since one middleware reads every procedure's meta.
 */
export function auditField(value: unknown, ...path: string[]): string {
  let current: unknown = value;
  for (const key of path) {
    current = typeof current === "object" && current !== null ? Reflect.get(current, key) : undefined;
  }
  if (typeof current === "string") return current.trim();
  if (typeof current === "number" || typeof current === "boolean") return String(current);
  return "";
}
