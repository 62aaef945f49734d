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
