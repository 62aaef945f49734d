import { dehydrate, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, test } from "vitest";
import { SERVER_DATA_ID, seedServerData } from "./server-data";

function pageWithData(text: string) {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = SERVER_DATA_ID;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(SERVER_DATA_ID)?.remove();
});

describe("seedServerData", () => {
  test("puts the server's queries into the cache", () => {
    const server = new QueryClient();
    server.setQueryData(["organisation", "site"], { name: "Served" });
    pageWithData(JSON.stringify(dehydrate(server)));
    const client = new QueryClient();
    seedServerData(client);
    expect(client.getQueryData(["organisation", "site"])).toEqual({ name: "Served" });
  });

  test.each([
    ["not JSON", "{"],
    ["not dehydrated state", JSON.stringify({ queries: "none" })],
  ])("data that is %s is left out, and the page starts without it", (_what, text) => {
    pageWithData(text);
    const client = new QueryClient();
    expect(() => seedServerData(client)).not.toThrow();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
