import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { serverMessages } from "@choose/schema";
import type { PostedForm } from "@choose/schema/form-rules";
import fastifyStatic from "@fastify/static";
import { callTRPCProcedure, TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import { toHttpError } from "../http-errors.ts";
import type { ContentChanges } from "../platform/content-changes.ts";
import {
  answerBytes,
  type PreparedAnswer,
  prepareAnswer,
  sendPrepared,
} from "../platform/prepared-answer.ts";
import { createReadCache } from "../platform/read-cache.ts";
import type { Context } from "../trpc/context.ts";
import { appRouter } from "../trpc/router.ts";
import { canonicalPath } from "./canonical-path.ts";
import { linkedDraft, type PostedPageSender, registerFormPosts, takeDoneForm } from "./form-posts.ts";
import { loadRenderer, type Renderer } from "./renderer.ts";
import { registerSeoRoutes } from "./seo.ts";

const HASHED_ASSET = /\/assets\//;

/**
 * `/favicon.ico` (the web build's `public/favicon.ico`, made from its SVG icon by
 * `apps/web/scripts/favicon-ico.ts`): crawlers and older browsers ask for it on every site whatever the
 * page says, over and over, so it is kept a week; its name has no hash, so not for a year.
 */
const FAVICON = /(?:^|\/)favicon\.ico$/;
export const FAVICON_CACHE_CONTROL = "public, max-age=604800";

const HTML = "text/html; charset=utf-8";

/**
 * A page's answer: built pages are compressed once and hard; rendered ones at request time, faster.
 * Pages are revalidated on every visit (`no-cache`, answered 304 while unchanged); one showing a
 * visitor's posted form is theirs alone, never stored.
 */
function htmlPage(html: string | Buffer, status = 200, made: "built" | "rendered" | "posted" = "built") {
  return prepareAnswer(html, HTML, {
    status,
    cacheControl: made === "posted" ? "no-store" : "no-cache",
    compression: made === "built" ? "hard" : "fast",
  });
}

/**
 * The web build's pages by URL path: `index.html` is `/`, a prerendered `contact/index.html` is
 * `/contact`. `spa.html` (the empty shell, when the build has one) answers every other path.
 */
function loadPages(distDir: string) {
  const pages = new Map<string, PreparedAnswer>();
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = join(entry.parentPath, entry.name);
    const path = `/${relative(distDir, dirname(file)).split(sep).join("/")}`.replace(/\/$/, "") || "/";
    pages.set(path, htmlPage(readFileSync(file)));
  }
  const shellPath = join(distDir, "spa.html");
  const shellHtml = existsSync(shellPath) ? readFileSync(shellPath, "utf8") : undefined;
  return { pages, shellHtml };
}

/** The site search's pages: always kept out of indexes. */
const SEARCH_PAGES = new Set(["/search", "/es/search"]);

/** The finder's filters (issue 34, `SchoolListInputSchema`): non-personal, read from a GET form. */
const SCHOOL_FILTERS = ["place", "grade", "type", "q", "page"] as const;

/**
 * Pages rendered for their query string, each with the parameters it reads: the site search (issue
 * 35) and the finder of member schools (issue 34). A query's page is rendered for it alone, never
 * kept (the words are the visitor's, and no query string may fill the cache), and kept out of indexes
 * (`sendQueried`); other parameters are dropped, and the page without any is the usual cached one.
 */
const QUERY_PAGES = new Map<string, readonly string[]>([
  ["/search", ["q"]],
  ["/es/search", ["q"]],
  ["/schools", SCHOOL_FILTERS],
  ["/es/schools", SCHOOL_FILTERS],
]);

const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

/** The shell for the admin screens: never indexed (they sit behind a sign-in anyway). */
function noindexShell(shellHtml: string): PreparedAnswer {
  return htmlPage(shellHtml.replace("</head>", () => '<meta name="robots" content="noindex" /></head>'));
}

/**
 * Serves the built web app from `config.webDistDir` (see `serveBuild`), with the sitemap, robots.txt
 * and the news feed; any other GET outside the API gets a page, and everything else not found is a
 * JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, config: Config, changes: ContentChanges) {
  const sendPage = await serveBuild(app, config, changes);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const isApi = path.startsWith("/api/") || path === "/api" || path.startsWith("/trpc");
    // A missing file (a name with an extension: no page has one) is a 404, never a page: an old page
    // asking for an old chunk after a redeploy must not get HTML to parse as JavaScript.
    const isFile = /\/[^/]*\.[a-z0-9]+$/i.test(path);
    if (sendPage && !isApi && !isFile && (request.method === "GET" || request.method === "HEAD")) {
      return sendPage(request, reply);
    }
    return reply.status(404).send({ message: serverMessages.notFound });
  });
}

/** A public query procedure called for the renderer, as the browser's request would call it. */
async function callPublic(app: FastifyInstance, request: FastifyRequest, path: string, input: unknown) {
  const ctx: Context = {
    services: app.services,
    clientIp: request.ip,
    userAgent: undefined,
    adminToken: undefined,
  };
  try {
    const data: unknown = await callTRPCProcedure({
      router: appRouter,
      path,
      type: "query",
      ctx,
      getRawInput: async () => input,
      signal: undefined,
      batchIndex: 0,
    });
    return { ok: true as const, data };
  } catch (error) {
    const { status, body } = toHttpError(error instanceof TRPCError && error.cause ? error.cause : error);
    return { ok: false as const, status, message: body.message };
  }
}

/**
 * What the rendered pages may take together: a page with its two compressed copies is ~60 KB, so this
 * keeps ~500 of the most read (every language of a few hundred posts and pages); others render again.
 */
export const RENDERED_PAGES_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Pages rendered on request by the build's renderer, kept until the next content change. Only pages
 * that answer 200 (or 301 to a translation) are kept, only under their canonical path (see `sendPage`), within
 * RENDERED_PAGES_CACHE_BYTES, and nothing is kept while changes from other instances could be missed.
 */
function renderedPages(app: FastifyInstance, renderer: Renderer, config: Config, changes: ContentChanges) {
  const pages = createReadCache<PreparedAnswer>(changes, app.caches, {
    name: "rendered-pages",
    maxBytes: RENDERED_PAGES_CACHE_BYTES,
    sizeOf: answerBytes,
    // A redirect to a translation is kept too: it holds until the next content change, like the page.
    keep: (page) => page.status === 200 || page.status === 301,
  });
  const render = (request: FastifyRequest, path: string, posted?: PostedForm) =>
    renderer.renderDocument(renderer.template, path, {
      call: (procedure, input) => callPublic(app, request, procedure, input),
      publicUrl: config.publicUrl,
      ...(posted && { posted }),
    });
  /** A page with a visitor's posted form: theirs alone, so never kept, and never stored by a browser or proxy. */
  const sendPosted: PostedPageSender = async (request, reply, path, posted, status) => {
    const { html } = await render(request, path, posted);
    return sendPrepared(request, reply, htmlPage(html, status, "posted"));
  };
  /**
   * A page of `QUERY_PAGES` with its query (the search's `q`, the finder's filters): rendered for each
   * request with the parameters it reads alone, never kept, and kept out of search engines' indexes.
   */
  const sendQueried = async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    query: URLSearchParams,
  ) => {
    const { html, status } = await render(request, `${path}?${query}`);
    reply.header("x-robots-tag", "noindex");
    return sendPrepared(request, reply, htmlPage(html, status, "posted"));
  };
  const cachedPage = (request: FastifyRequest, path: string): Promise<PreparedAnswer> =>
    pages.read(path, async () => {
      const { status, html, location } = await render(request, path);
      if (status === 301 && location)
        return prepareAnswer("", HTML, { status, cacheControl: "no-cache", compression: "none", location });
      return htmlPage(html, status, "rendered");
    });
  return { cachedPage, sendPosted, sendQueried };
}

/**
 * Hashed assets cached for a year, everything else briefly. Pages: rendered on request (and kept) when
 * the build has its renderer, else the prerendered ones, the shell for the rest. Returns the page
 * sender, or undefined when there is no build (API-only runs).
 */
async function serveBuild(app: FastifyInstance, config: Config, changes: ContentChanges) {
  const distDir = config.webDistDir;
  if (!existsSync(join(distDir, "index.html"))) {
    app.log.warn(`No web build at ${distDir}: serving the API only (run \`pnpm build\`).`);
    return undefined;
  }
  const { pages, shellHtml } = loadPages(distDir);
  const shell = shellHtml === undefined ? pages.get("/") : htmlPage(shellHtml);
  const adminShell = shellHtml === undefined ? shell : noindexShell(shellHtml);
  const renderer = await loadRenderer(distDir);
  const rendered = renderer && renderedPages(app, renderer, config, changes);
  if (rendered) await registerFormPosts(app, config.publicUrl, rendered.sendPosted);
  registerSeoRoutes(app, config, changes, renderer?.publicPaths ?? [...pages.keys()]);

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // One route per file of the build, listed at start (dot-directories, the renderer's, left out):
    // any other path goes straight to its page, with no look at the disk on each request.
    wildcard: false,
    preCompressed: true,
    setHeaders(res, path) {
      if (FAVICON.test(path)) {
        // The type every browser and crawler knows for it (the file's extension would give the IANA one).
        res.header("content-type", "image/x-icon");
        res.header("cache-control", FAVICON_CACHE_CONTROL);
        return;
      }
      res.header(
        "cache-control",
        HASHED_ASSET.test(path) ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });

  // Every page, whichever route took the request, passes here: its address is checked once, here.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const queryAt = request.url.indexOf("?");
    const requested = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const path = canonicalPath(requested);
    if (path === undefined) return reply.status(404).send({ message: serverMessages.notFound });
    // One address per page (`/contact/`, `/contact%20`, `//contact` are `/contact`): the app in the
    // browser routes the canonical one alone, and other spellings would each be a page of their own.
    if (path !== requested)
      return reply.redirect(queryAt === -1 ? path : `${path}${request.url.slice(queryAt)}`, 301);
    if (isAdminPath(path)) {
      reply.header("x-robots-tag", "noindex");
      return adminShell ? sendPrepared(request, reply, adminShell) : reply.callNotFound();
    }
    const reads = QUERY_PAGES.get(path);
    if (reads) {
      if (SEARCH_PAGES.has(path)) reply.header("x-robots-tag", "noindex");
      const sent = new URLSearchParams(queryAt === -1 ? "" : request.url.slice(queryAt + 1));
      const query = new URLSearchParams();
      for (const name of reads) {
        const value = sent.get(name);
        if (value) query.set(name, value);
      }
      if (rendered && query.size > 0) return rendered.sendQueried(request, reply, path, query);
    }
    const done = rendered && (takeDoneForm(request, reply, path) ?? (await linkedDraft(request, path)));
    if (done) return rendered.sendPosted(request, reply, path, done, 200);
    const page = rendered ? await rendered.cachedPage(request, path) : (pages.get(path) ?? shell);
    return page ? sendPrepared(request, reply, page) : reply.callNotFound();
  };
  for (const path of new Set([
    ...pages.keys(),
    ...(renderer?.publicPaths ?? []),
    ...(renderer?.publicPatterns ?? []),
  ])) {
    app.get(path, sendPage);
    if (path !== "/") app.get(`${path}/`, sendPage);
  }
  return sendPage;
}
