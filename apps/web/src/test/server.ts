import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { handlers } from "../mocks/handlers";

/** The API for the tests: MSW hands each request to the real app (see mocks/handlers.ts). */
export const server = setupServer(...handlers);

/** Every tRPC call fails as if the network were down. */
export const failEveryCall = () => server.use(http.all("*/trpc/*", () => HttpResponse.error()));

/**
 * A form's two failures, for `test.each`: the server's own message (`onServer` makes the call fail
 * with it), and the form's fallback when no answer comes.
 */
export const sendFailures = (onServer: { arrange: () => void; message: string }, fallback: string) => [
  { case: "the server's message", ...onServer },
  { case: "the fallback on a network failure", arrange: failEveryCall, message: fallback },
];
