/** A small HTTP(S) client for the scale test: keep-alive agents, the test's own CA, never a proxy. */
import http from "node:http";
import https from "node:https";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RequestOptions {
  method?: string;
  /** Sent as JSON, or as it is when it is a Buffer (say a multipart upload, with its own content type). */
  body?: unknown;
  headers?: Record<string, string>;
  /** A longer wait than REQUEST_TIMEOUT_MS (an upload being processed sends nothing meanwhile). */
  timeoutMs?: number;
}

export interface Client {
  request(url: string, options?: RequestOptions): Promise<Answer>;
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
      const raw = Buffer.isBuffer(options.body);
      const body = Buffer.isBuffer(options.body)
        ? options.body
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body);
      const send = target.protocol === "https:" ? https.request : http.request;
      return new Promise((resolve, reject) => {
        const request = send(
          target,
          {
            method: options.method ?? (body ? "POST" : "GET"),
            agent: target.protocol === "https:" ? agents["https:"] : agents["http:"],
            timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
            headers: {
              ...(body && !raw && { "content-type": "application/json" }),
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
