/** A small HTTP(S) client for the scale test: keep-alive agents, the test's own CA, never a proxy. */
import http from "node:http";
import https from "node:https";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Client {
  request(
    url: string,
    options?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Answer>;
  close(): void;
}

/** Requests give up after this long (a hung request is an error the test counts). */
const REQUEST_TIMEOUT_MS = 15_000;

export function createClient(ca: string): Client {
  const agents = {
    "http:": new http.Agent({ keepAlive: true, maxSockets: 16 }),
    "https:": new https.Agent({ keepAlive: true, maxSockets: 16, ca, servername: "localhost" }),
  };
  return {
    request(url, options = {}) {
      const target = new URL(url);
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      const send = target.protocol === "https:" ? https.request : http.request;
      return new Promise((resolve, reject) => {
        const request = send(
          target,
          {
            method: options.method ?? (body ? "POST" : "GET"),
            agent: target.protocol === "https:" ? agents["https:"] : agents["http:"],
            timeout: REQUEST_TIMEOUT_MS,
            headers: {
              ...(body && { "content-type": "application/json" }),
              ...options.headers,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks).toString("utf8"),
              }),
            );
            response.on("error", reject);
          },
        );
        request.on("timeout", () => request.destroy(new Error("request timed out")));
        request.on("error", reject);
        request.end(body);
      });
    },
    close() {
      agents["http:"].destroy();
      agents["https:"].destroy();
    },
  };
}
