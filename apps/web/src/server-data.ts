import { type DehydratedState, hydrate, type QueryClient } from "@tanstack/react-query";

/** The id of the JSON script in which a server-rendered page carries the data it was rendered with. */
export const SERVER_DATA_ID = "server-data";

/**
 * The data's outer shape, checked without zod (which the start-up chunk leaves out): the page and the
 * data come from the same server render, and the query cache takes each query's state as it is.
 */
function isDehydratedState(value: unknown): value is DehydratedState {
  return (
    typeof value === "object" &&
    value !== null &&
    Array.isArray(Reflect.get(value, "queries")) &&
    Array.isArray(Reflect.get(value, "mutations"))
  );
}

/** Puts that data into the query cache before hydrating, so the first render matches the server's. */
export function seedServerData(queryClient: QueryClient): void {
  const text = document.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return;
  try {
    const data: unknown = JSON.parse(text);
    // Unreadable data costs only the head start: the page asks the API as it would without it.
    if (isDehydratedState(data)) hydrate(queryClient, data);
  } catch {}
}
