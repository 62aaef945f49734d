/**
 * The server's answers a visitor of the public site can meet beyond the validation texts: a rate limit,
 * a busy or unavailable site, something missing (zod-free). The English catalogue reads them as its
 * `answers` group, so a Spanish page's form gets the Spanish catalogue's text of the same key.
 */
export const answerMessages = {
  /** `{when}` is one of `retryWhen`'s texts. */
  tooManyRequests: "Too many requests. Please try again {when}.",
  /** When a limit lifts, from its Retry-After (see `retryWhen` in `i18n/translate.ts`). */
  retryWhen: {
    seconds: "in a few seconds",
    minute: "in about a minute",
    minutes: "in about {n} minutes",
    hours: "in about {n} hours",
  },
  notFound: "Not found",
  postNotFound: "Post not found",
  /** Ours (issue 34): an event's page or registration. */
  eventNotFound: "Event not found",
  registrationClosed: "Registration for this event is closed",
  registrationNotFound: "This registration link is not valid. Please open it exactly as it is in the email.",
  internal: "Something went wrong on our side. Please try again later.",
  serviceUnavailable: "The site is busy right now. Please try again in a moment.",
  /** Ours: a public form's writers are all at work (a bulkhead keeps them off the connections reads use). */
  formsBusy: "Many forms are being sent right now. Please send yours again in a few seconds.",
} as const;
