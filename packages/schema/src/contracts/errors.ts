import { z } from "zod";
import { answerMessages } from "../texts/answer-messages.ts";
import { retryWhenText, tooManyRequestsText } from "../texts/i18n/translate.ts";
import { defaultValidationMessages as texts } from "../texts/validation-messages.ts";

const fillLimit = (text: string, limit: number | bigint) => text.replace("{n}", String(limit));

/**
 * The spec's default validation texts ("Required", "Invalid input", "String must contain at least N
 * character(s)"). Zod 4's own defaults read differently, so one error map is installed globally when
 * this package is imported; messages set on a rule still win.
 */
export const defaultErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? texts.required : texts.invalid;
    case "too_small":
      if (issue.origin === "string") return fillLimit(texts.minString, issue.minimum);
      if (issue.origin === "array") return fillLimit(texts.minArray, issue.minimum);
      return texts.invalid;
    case "too_big":
      if (issue.origin === "string") return fillLimit(texts.maxString, issue.maximum);
      if (issue.origin === "array") return fillLimit(texts.maxArray, issue.maximum);
      return texts.invalid;
    default:
      return texts.invalid;
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
  subscribed: "Subscribed",
  postNotFound: answerMessages.postNotFound,
  eventNotFound: answerMessages.eventNotFound,
  registrationClosed: answerMessages.registrationClosed,
  registrationNotFound: answerMessages.registrationNotFound,
  applicationNotFound: "Application not found",
  notFound: answerMessages.notFound,
  invalidCredentials: "Invalid credentials",
  loginSuccess: "Login successful",
  /** Ours: the first step of a sign-in with two-factor sign-in on. */
  twoFactorRequired: "Enter the code from your authenticator app",
  invalidCode: "Invalid code",
  loginChallengeExpired: "Your sign-in has expired. Please log in again.",
  loggedOut: "Logged out",
  unauthorized: "Please log in to continue",
  sessionExpired: "Your session has expired. Please log in again.",
  slugTaken: "That slug is already used by another post",
  malformedJson: "The request body is not valid JSON",
  unsupportedMediaType: "Send the request body as application/json",
  payloadTooLarge: "The request body is too large",
  internal: answerMessages.internal,
  databaseUnavailable: "The database is not answering",
  serviceUnavailable: answerMessages.serviceUnavailable,
  /** Ours: a public form's writers are all at work (a bulkhead keeps them off the connections reads use). */
  formsBusy: answerMessages.formsBusy,
  migrationsPending: "Database migrations have not finished",
} as const;

/** When a limit lifts, from its Retry-After: "in a few seconds", "in about a minute", "in about 5 minutes". */
export const retryWhen = (retryAfterSeconds: number): string =>
  retryWhenText(retryAfterSeconds, answerMessages.retryWhen);

/** A public write past its limit: says when to try again (a Spanish form gets `translateAnswer`'s text). */
export const tooManyRequestsMessage = (retryAfterSeconds: number) =>
  tooManyRequestsText(retryAfterSeconds, answerMessages);

/** A sign-in that must wait after failed attempts: says when to try again. */
export const tooManyLoginAttemptsMessage = (retryAfterSeconds: number) =>
  `Too many failed login attempts. Please try again ${retryWhen(retryAfterSeconds)}.`;
