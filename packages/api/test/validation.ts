import { expect } from "vitest";

/** An answer as `app.inject` gives it (REST). */
interface Answer {
  statusCode: number;
  json(): unknown;
}

/** A 400 that names one field: its message, and the same in `errors`, as the forms show it. */
export function expectFieldError(response: Answer, path: string, message: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message, errors: [{ path, message }] });
}

/** A validation case: the field named in the error, the change to a valid body, the message expected. */
export type FieldCase = [path: string, change: Record<string, unknown>, message: string];

/** One case per bad value of each field in `bad`, expecting that field's own message from `messages`. */
export function fieldCases<K extends string>(
  messages: Readonly<Record<K, string>>,
  bad: Partial<Record<K, readonly unknown[]>>,
): FieldCase[] {
  const messageOf = new Map<string, string>(Object.entries(messages));
  return Object.entries<readonly unknown[] | undefined>(bad).flatMap(([path, values = []]) =>
    values.map((value): FieldCase => {
      const message = messageOf.get(path);
      if (message === undefined) throw new Error(`No message for ${path}`);
      return [path, { [path]: value }, message];
    }),
  );
}
