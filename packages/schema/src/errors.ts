import { z } from "zod";

/**
 * The spec's default validation texts ("Required", "Invalid input", "String must contain at least N
 * character(s)"). Zod 4's own defaults read differently, so one error map is installed globally when
 * this package is imported; messages set on a rule still win.
 */
export const defaultErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? "Required" : "Invalid input";
    case "too_small":
      if (issue.origin === "string") return `String must contain at least ${issue.minimum} character(s)`;
      if (issue.origin === "array") return `Array must contain at least ${issue.minimum} element(s)`;
      return "Invalid input";
    case "too_big":
      if (issue.origin === "string") return `String must contain at most ${issue.maximum} character(s)`;
      if (issue.origin === "array") return `Array must contain at most ${issue.maximum} element(s)`;
      return "Invalid input";
    default:
      return "Invalid input";
  }
};

z.config({ customError: defaultErrorMap });

/** The JSON body of every 4xx/5xx answer, REST and tRPC alike. */
export const ApiErrorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** Turns a Zod error into the API's error body: `message` alone is readable (the first error). */
export function toApiErrorBody(error: z.ZodError): ApiErrorBody {
  const errors = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  return { message: errors[0]?.message ?? "Invalid input", errors };
}

/** Messages the server sends that are not validation rules. */
export const serverMessages = {
  postNotFound: "Post not found",
  applicationNotFound: "Application not found",
  notFound: "Not found",
  invalidCredentials: "Invalid credentials",
  loginSuccess: "Login successful",
  loggedOut: "Logged out",
  unauthorized: "Please log in to continue",
  sessionExpired: "Your session has expired. Please log in again.",
  tooManyRequests: "Too many requests. Please try again later.",
  tooManyLoginAttempts: "Too many failed login attempts. Please try again later.",
  slugTaken: "That slug is already used by another post",
  malformedJson: "The request body is not valid JSON",
  unsupportedMediaType: "Send the request body as application/json",
  payloadTooLarge: "The request body is too large",
  internal: "Something went wrong on our side. Please try again later.",
  databaseUnavailable: "The database is not answering",
} as const;
