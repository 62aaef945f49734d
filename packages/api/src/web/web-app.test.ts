import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { type IncomingMessage, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MikroORM } from "@mikro-orm/postgresql";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { ormOptions } from "../db/database.ts";
import { FAVICON_CACHE_CONTROL } from "./web-app.ts";

const t = useTestApp();
// As long as a real page (the smallest is ~10 KB): answers under 512 bytes are not compressed.
const indexHtml = `<!doctype html><html lang=en><title>Landing</title><div id=root>${"<p>prerendered landing</p>".repeat(40)}</div></html>`;
const contactHtml =
  "<!doctype html><html lang=en><title>Contact</title><div id=root>prerendered contact</div></html>";
const shellHtml = "<!doctype html><html lang=en><head><title>Shell</title></head><div id=root></div></html>";
const adminShellHtml = shellHtml.replace("</head>", '<meta name="robots" content="noindex" /></head>');
/** The web app's own icon, as its build copies it (`apps/web/scripts/favicon-ico.ts` makes it). */
const FAVICON_ICO = new URL("../../../../apps/web/public/favicon.ico", import.meta.url);
let distDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), "choose-dist-"));
  await mkdir(join(distDir, "assets"));
  await writeFile(join(distDir, "index.html"), indexHtml);
  await writeFile(join(distDir, "assets", "main-abc123.js"), "console.log('hello')");
  await writeFile(join(distDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await copyFile(FAVICON_ICO, join(distDir, "favicon.ico"));
  await mkdir(join(distDir, "contact"));
  await writeFile(join(distDir, "contact", "index.html"), contactHtml);
  await writeFile(join(distDir, "spa.html"), shellHtml);
});

afterAll(async () => {
  await app?.close();
  await rm(distDir, { recursive: true, force: true });
});

async function webApp() {
  app ??= await buildApp({
    config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST_DIR: distDir }),
    db: t.db,
  });
  return app;
}

describe("serving the built web app", () => {
  test.each([
    ["/", indexHtml],
    ["/contact", contactHtml],
    ["/blog/some-post", shellHtml],
    ["/admin/dashboard", adminShellHtml],
    ["/no/such/page", shellHtml],
  ])(
    "GET %s answers its prerendered page or the SPA shell, not cached, so reloads work",
    async (url, html) => {
      const response = await (await webApp()).inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toBe(html);
    },
  );

  test.each([
    ["/contact/", "/contact"],
    ["/contact/?ref=mail", "/contact?ref=mail"],
    ["/contact/?a=1?b=2", "/contact?a=1?b=2"],
    ["/es/", "/es"],
    // White space the slug schemas would trim, and other spellings of the same path.
    ["/about%20", "/about"],
    ["/about%09%0A", "/about"],
    ["/about%C2%A0?ref=mail", "/about?ref=mail"],
    ["/blog/spring-news%20%09", "/blog/spring-news"],
    ["/blog/%20spring-news", "/blog/spring-news"],
    ["/%61bout", "/about"],
    ["/blog//spring-news", "/blog/spring-news"],
    ["/caf%c3%a9", "/caf%C3%A9"],
    // Never a protocol-relative Location (`//host` and `/\host` leave the site in a browser).
    ["//evil.example/", "/evil.example"],
    ["///evil.example/", "/evil.example"],
    ["/%2F%2Fevil.example/", "/%2F%2Fevil.example"],
    ["/%5Cevil.example/", "/%5Cevil.example"],
  ])("GET %s is sent on to %s, the page's one address", async (url, location) => {
    const response = await (await webApp()).inject(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  // inject() would resolve dot segments and backslashes itself: these go over a socket as sent.
  test.each([
    ["/blog/./spring-news", "/blog/spring-news"],
    ["/blog/../contact", "/contact"],
    ["/\\evil.example/", "/%5Cevil.example"],
    ["/\\/evil.example/", "/%5C/evil.example"],
    ["/./\\evil.example/", "/%5Cevil.example"],
  ])("GET %s as sent is sent on to %s", async (path, location) => {
    const app = await webApp();
    const address = app.server.listening ? app.server.address() : undefined;
    const port =
      typeof address === "object" && address
        ? address.port
        : Number(new URL(await app.listen({ port: 0, host: "127.0.0.1" })).port);
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      request({ host: "127.0.0.1", port, path }, resolve).on("error", reject).end(),
    );
    response.resume();
    expect([response.statusCode, response.headers.location]).toEqual([301, location]);
  });

  test("a path that cannot be decoded is refused, never a page", async () => {
    const response = await (await webApp()).inject("/about%E0%A4%A");
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toContain("application/json");
  });

  test("index.html goes out pre-compressed when the browser accepts it", async () => {
    const response = await (await webApp()).inject({ url: "/", headers: { "accept-encoding": "gzip, br" } });
    expect(response.headers["content-encoding"]).toBe("br");
  });

  test("hashed assets are cached for a year, other files briefly", async () => {
    const asset = await (await webApp()).inject("/assets/main-abc123.js");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await (await webApp()).inject("/favicon.svg");
    expect(icon.body).toContain("<svg");
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  test("/favicon.ico answers the site's icon (16, 32 and 48 px), kept a week", async () => {
    const response = await (await webApp()).inject("/favicon.ico");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/x-icon");
    expect(response.headers["cache-control"]).toBe(FAVICON_CACHE_CONTROL);
    const ico = response.rawPayload;
    expect(ico).toEqual(await readFile(FAVICON_ICO));
    // An ICO header (reserved 0, type 1: an icon), then one 16-byte entry a size, each pointing at a PNG.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const images = Array.from({ length: count }, (_, index) => {
      const entry = 6 + index * 16;
      const offset = ico.readUInt32LE(entry + 12);
      const png = ico.subarray(offset, offset + ico.readUInt32LE(entry + 8));
      return {
        size: ico.readUInt8(entry),
        png: png.subarray(1, 4).toString("latin1"),
        // A PNG's IHDR holds its width and height at bytes 16 and 20.
        width: png.readUInt32BE(16),
        height: png.readUInt32BE(20),
      };
    });
    expect(images).toEqual([16, 32, 48].map((size) => ({ size, png: "PNG", width: size, height: size })));
    const head = await (await webApp()).inject({ method: "HEAD", url: "/favicon.ico" });
    expect([head.statusCode, head.headers["content-type"]]).toEqual([200, "image/x-icon"]);
  });

  test.each([
    "/api/nothing",
    "/trpc/nothing.here",
    // A missing file: after a redeploy an old page asking for an old chunk must not get HTML as JavaScript.
    "/assets/missing-0ld.js",
    "/assets/missing.css",
    "/images/photo.png",
    "/mockServiceWorker.js",
  ])("%s stays a JSON 404, never the HTML shell", async (url) => {
    const response = await (await webApp()).inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
  });
});

describe("health", () => {
  test("503 when the database does not answer", async () => {
    // Nothing listens on port 9: every query fails the way a lost database's would.
    const orm = new MikroORM(ormOptions("postgres://postgres@127.0.0.1:9/gone", { poolSize: 1 }));
    const lost = await buildApp({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST_DIR: "/none" }),
      db: { orm, kind: t.db.kind, close: () => orm.close(true) },
    });
    const response = await lost.inject("/api/health");
    await lost.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "unavailable", database: t.db.kind });
  });
});
