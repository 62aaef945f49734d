import { hydrate, type QueryClient } from "@tanstack/react-query";

/** The id of the JSON script in which a server-rendered page carries the data it was rendered with. */
export const SERVER_DATA_ID = "server-data";

/** Puts that data into the query cache before hydrating, so the first render matches the server's. */
export function seedServerData(queryClient: QueryClient): void {
  const text = document.getElementById(SERVER_DATA_ID)?.textContent;
  if (text) hydrate(queryClient, JSON.parse(text));
}
