import type { ZodType } from "zod";

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

/** The on-screen label of the enum value at `path` (a status), or "" when it is none of `labels`' values. */
export function auditLabel<Value extends string>(
  schema: ZodType<Value>,
  labels: Record<Value, string>,
  value: unknown,
  ...path: string[]
): string {
  const parsed = schema.safeParse(auditField(value, ...path));
  return parsed.success ? labels[parsed.data] : "";
}
