/**
 * The English-leak test: every /es page as the server sends it (the real renderer inside the real app,
 * over the seeded test database), and the server's answers to the Spanish forms posted without script,
 * must show no English outside an element marked `lang="en"`.
 *
 * What is read: every text of the body (the text nodes of each element together) and the texts a person
 * or a search engine is given in attributes (aria-label, title, alt, placeholder), the document's
 * <title> and its description and link-preview tags. Scripts, styles and the visitor's own answers in
 * form fields are not text of ours.
 *
 * What is English, three rules:
 * 1. A string of the English catalogues (`en`: shell + pages, the emails' `emailEn`, the guide's
 *    `guideEn`, and the English pages a new site starts with), cut at its `{placeholders}` into
 *    fragments. A fragment counts when it has four characters or more, a word of three letters or more,
 *    and does not appear in the Spanish catalogues or seeded pages (so a text identical in both, or a proper name the Spanish texts use too, such as
 *    "CHOOSE" or "ClassWallet", never counts).
 *    A fragment of several words leaks when a page's text contains it (whole words); a one-word
 *    fragment only when it is a whole text by itself (a label such as "Subscribe"), since single words
 *    also occur inside names (the organisation's, a school's).
 * 2. A sentence in English that no catalogue holds (a page's own copy): a text of four words or more
 *    with at least two of English's function words ("the", "and", "of", "your", …), which Spanish never
 *    uses, making a fifth of its words or more.
 * 3. A page whose heading (`<h1>`) is marked English is not translated, whatever its marks; but a news
 *    post written in English is shown as written (marked "En inglés"), and its title and description in
 *    the head, which no `lang` can mark, are then left out.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { buildApp } from "@choose/api";
import { SEEDED_PAGES, SEEDED_SPANISH_PAGES, testConfig } from "@choose/api/testing";
import { emailEn, emailEs, en } from "@choose/schema";
import { validApplication } from "@choose/schema/fixtures";
import { HONEYPOT_FIELD } from "@choose/schema/form-rules";
import { es } from "@choose/schema/i18n/es";
import { guideEn } from "@choose/schema/i18n/guide-en";
import { guideEs } from "@choose/schema/i18n/guide-es";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mockBackend } from "./mocks/backend";
import { MOCK_POSTS } from "./mocks/posts";

const PUBLIC_URL = "https://leaks.example.org";
/** The web app's folder, where vitest runs. */
const webDir = process.cwd();

let app: Awaited<ReturnType<typeof buildApp>>;
let distDir: string;

/**
 * A web build whose renderer is the real one (`server-render.tsx`), served by the real app with the
 * rate limits on (one message, application and sign-up a minute), as `pnpm start` serves the build.
 */
beforeAll(async () => {
  distDir = await mkdtemp(join(webDir, ".leaks-build-"));
  const shell = await readFile(join(webDir, "index.html"), "utf8");
  await writeFile(join(distDir, "index.html"), shell);
  await writeFile(join(distDir, "spa.html"), shell);
  await mkdir(join(distDir, ".server"));
  await writeFile(
    join(distDir, ".server", "render.js"),
    `export * from ${JSON.stringify(join(webDir, "src", "server-render.tsx"))};\n`,
  );
  app = await buildApp({
    config: testConfig({
      WEB_DIST_DIR: distDir,
      PUBLIC_URL,
      RATE_LIMIT: "on",
      CONTACT_LIMIT_PER_MINUTE: "1",
      APPLICATION_LIMIT_PER_MINUTE: "1",
      NEWSLETTER_LIMIT_PER_MINUTE: "1",
    }),
    db: mockBackend.db,
  });
  await app.ready();
  // The first load of the renderer's modules and of the whole app takes a while on a shared machine.
}, 120_000);

afterAll(async () => {
  await app?.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

/** Every string in a catalogue, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null) return [];
  return Object.values(value).flatMap(strings);
}

/** The texts between a page's tags (the seeded pages' content). */
const htmlTexts = (html: string) =>
  html
    .split(/<[^>]+>/)
    .map((text) => text.replace(/&amp;/g, "&").trim())
    .filter(Boolean);

/** The seeded pages' texts: title, description and the texts of their content. */
const seededPageTexts = (pages: readonly { title: string; description: string; content: string }[]) =>
  pages.flatMap((page) => [page.title, page.description, ...htmlTexts(page.content)]);

const spanishText = [
  ...strings(es),
  ...strings(emailEs),
  ...strings(guideEs),
  ...seededPageTexts(SEEDED_SPANISH_PAGES),
].join("\n");

const isLetter = (char: string | undefined) => char !== undefined && /\p{L}/u.test(char);

/** Whether `text` holds `fragment` as whole words. */
function containsWords(text: string, fragment: string): boolean {
  for (let at = text.indexOf(fragment); at !== -1; at = text.indexOf(fragment, at + 1)) {
    if (!isLetter(text[at - 1]) && !isLetter(text[at + fragment.length])) return true;
  }
  return false;
}

/** Rule 1's English fragments (see the top of this file). */
const englishFragments = [
  ...new Set(
    [...strings(en), ...strings(emailEn), ...strings(guideEn), ...seededPageTexts(SEEDED_PAGES)]
      .flatMap((text) => text.split(/\{\w+\}/))
      .map((fragment) => fragment.replace(/^[\s.,:;·()–-]+|[\s.,:;·()–-]+$/g, ""))
      .filter(
        (fragment) =>
          fragment.length >= 4 && /\p{L}{3}/u.test(fragment) && !containsWords(spanishText, fragment),
      ),
  ),
];

/** Rule 2's words: English function words that are no Spanish word. */
const ENGLISH_WORDS = new Set(
  "the and of with your you is are this that will our we to for from what how can be it has have at by on or an do does".split(
    " ",
  ),
);

function looksEnglish(text: string): boolean {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  return words.length >= 4 && english >= 2 && english * 5 >= words.length;
}

/** Whether `element` is inside one marked as English. */
const markedEnglish = (element: Element | null) =>
  element?.closest("[lang]")?.getAttribute("lang")?.startsWith("en");

/** The texts a page shows or tells, outside `lang="en"` (see the top of this file): its head's and its body's. */
function pageTexts(page: Document): { head: string[]; body: string[] } {
  const head = [page.title];
  for (const meta of page.querySelectorAll(
    'meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]',
  )) {
    const content = meta.getAttribute("content");
    if (content && !/^https?:/.test(content)) head.push(content);
  }
  const body: string[] = [];
  for (const element of page.body.querySelectorAll("*")) {
    if (element.closest("script, style, template, textarea") || markedEnglish(element)) continue;
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === node.TEXT_NODE)
      .map((node) => node.textContent ?? "")
      .join("");
    if (own.trim()) body.push(own.trim());
    for (const attribute of ["aria-label", "title", "alt", "placeholder"]) {
      const value = element.getAttribute(attribute);
      if (value?.trim()) body.push(value.trim());
    }
  }
  return { head, body };
}

/**
 * A page's leaks, one line each: the page, the text, and the English it holds (once per text). A page's
 * heading marked English is a leak of its own (the page is not translated), except on a post written in
 * English, which a Spanish page shows as it is (marked "En inglés"): its title and description are then
 * the head's too, which no `lang` can mark.
 */
function leaksOf(path: string, html: string): string[] {
  const page = new DOMParser().parseFromString(html, "text/html");
  const leaks = new Set<string>();
  const heading = page.querySelector("h1");
  const englishPost = markedEnglish(heading) && /^\/es\/blog\/[^/]+$/.test(path);
  if (heading && markedEnglish(heading) && !englishPost)
    leaks.add(`${path}: its heading "${heading.textContent}" is marked English (the page is not in Spanish)`);
  const { head, body } = pageTexts(page);
  for (const text of englishPost ? body : [...head, ...body]) {
    const english = englishFragments.find((fragment) =>
      fragment.includes(" ") ? containsWords(text, fragment) : text === fragment,
    );
    const shown = text.length > 90 ? `${text.slice(0, 90)}…` : text;
    if (english !== undefined)
      leaks.add(`${path}: "${shown}"${english === text ? "" : ` holds "${english}"`}`);
    else if (looksEnglish(text)) leaks.add(`${path}: "${shown}" is an English sentence`);
  }
  return [...leaks];
}

/** A published post of the sample data: a Spanish one when there is one, else an English one (shown marked "En inglés"). */
const post =
  MOCK_POSTS.find((candidate) => candidate.published && candidate.language === "es") ??
  MOCK_POSTS.find((candidate) => candidate.published);

/** Every /es page: its address and status, and a Spanish text it shows (the walk reads a real page). */
const SPANISH_PAGES: [path: string, status: number, shows: string][] = [
  ["/es", 200, es.landing.newsletter.title],
  ["/es/contact", 200, es.contact.formTitle],
  ["/es/application", 200, es.application.title],
  ["/es/blog", 200, es.blog.title],
  [`/es/blog/${post?.slug}`, 200, es.blog.backToNews],
  ["/es/newsletter/confirm", 200, es.newsletterLink.confirmTitle],
  ["/es/newsletter/unsubscribe", 200, es.newsletterLink.unsubscribeTitle],
  ["/es/choose-act", 200, es.layout.nav.chooseAct],
  ["/es/events", 200, es.events.upcoming],
  ["/es/events/cancel", 200, es.events.cancelTitle],
  ["/es/events/no-such-event", 404, es.events.notFoundTitle],
  ["/es/choose-act/schools", 200, es.layout.nav.chooseAct],
  ["/es/about", 200, es.layout.footer.aboutLabel],
  ["/es/donate", 200, es.layout.footer.aboutLabel],
  ["/es/privacy", 200, es.layout.footer.aboutLabel],
  ["/es/accessibility", 200, es.layout.footer.aboutLabel],
  ["/es/no-such-page", 404, es.notFound.body],
  ["/es/blog/no-such-post", 404, es.notices.blogDetail.notFoundBody],
  // Issue 35: the resource library (none published in the sample data) and the search, with and without a query.
  ["/es/resources", 200, es.resources.empty],
  ["/es/search", 200, es.search.empty],
  ["/es/search?q=matr%C3%ADcula", 200, es.search.kinds.guide],
  // Issue 34: the finder of member schools (none listed in the sample data), and a filtered view.
  ["/es/schools", 200, es.schools.empty],
  ["/es/schools?place=Mobile&grade=5th+grade", 200, es.schools.none],
];

/** Whether a page's text (its entities read) holds `text`. */
const shows = (html: string, text: string) =>
  (new DOMParser().parseFromString(html, "text/html").body.textContent ?? "").includes(text);

let address = 0;
/** Each post comes from its own address unless told, so the rate limits are met only on purpose. */
const nextAddress = () => `198.51.100.${++address}`;

/** A browser's post of a form on this site, without script. */
function postForm(path: string, answers: Record<string, string | string[]>, from = nextAddress()) {
  const body = new URLSearchParams();
  for (const [field, value] of Object.entries(answers))
    for (const item of [value].flat()) body.append(field, item);
  return app.inject({
    method: "POST",
    url: path,
    remoteAddress: from,
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    payload: body.toString(),
  });
}

/** The page a successful post sends the browser back to (303), as it shows the success once. */
async function afterRedirect(sent: Awaited<ReturnType<typeof postForm>>) {
  expect(sent.statusCode).toBe(303);
  const cookie = String(sent.headers["set-cookie"]).split(";")[0] ?? "";
  const location = String(sent.headers.location).split("#")[0] ?? "";
  return app.inject({ url: location, headers: { cookie } });
}

const spanishContact = {
  name: "María López",
  email: "maria@example.org",
  message: "Quisiera saber más sobre la Ley CHOOSE para mis hijos.",
  [HONEYPOT_FIELD]: "",
};

describe("no English on a Spanish page", () => {
  test.each(SPANISH_PAGES)("%s (answered %i)", async (path, status, text) => {
    let page = await app.inject(path);
    // A page with a Spanish version of its own (a content page's Spanish slug) sends the visitor there.
    if (page.statusCode === 301) {
      const target = new URL(String(page.headers.location), PUBLIC_URL).pathname;
      expect(target).toMatch(/^\/es\//);
      page = await app.inject(target);
    }
    expect(page.statusCode).toBe(status);
    expect(page.body).toContain('<html lang="es"');
    expect(shows(page.body, text), text).toBe(true);
    expect(leaksOf(path, page.body)).toEqual([]);
  });
});

describe("no English in the answers to a Spanish form posted without script", () => {
  test("contact: mistakes (422), too many messages (429), another site's post (403), and the message sent", async () => {
    const from = nextAddress();
    const mistakes = await postForm("/es/contact", { name: "M", email: "no", message: "Hola" }, from);
    expect(mistakes.statusCode).toBe(422);
    expect(shows(mistakes.body, es.validation.contact.message)).toBe(true);
    const sent = await postForm("/es/contact", spanishContact, from);
    const success = await afterRedirect(sent);
    expect(shows(success.body, es.notices.contact.successTitle)).toBe(true);
    const limited = await postForm(
      "/es/contact",
      { ...spanishContact, message: "Otro mensaje más para ustedes." },
      from,
    );
    expect(limited.statusCode).toBe(429);
    expect(shows(limited.body, "Demasiados intentos. Inténtelo de nuevo en más o menos un minuto.")).toBe(
      true,
    );
    const crossSite = await app.inject({
      method: "POST",
      url: "/es/contact",
      remoteAddress: nextAddress(),
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      payload: new URLSearchParams(spanishContact).toString(),
    });
    expect(crossSite.statusCode).toBe(403);
    expect(shows(crossSite.body, es.validation.forms.crossSite)).toBe(true);
    expect([
      ...leaksOf("422 /es/contact", mistakes.body),
      ...leaksOf("303 → /es/contact", success.body),
      ...leaksOf("429 /es/contact", limited.body),
      ...leaksOf("403 /es/contact", crossSite.body),
    ]).toEqual([]);
  });

  test("application: mistakes (422), the application received with its reference, then too many (429)", async () => {
    const from = nextAddress();
    const mistakes = await postForm("/es/application", { schoolName: "" }, from);
    expect(mistakes.statusCode).toBe(422);
    expect(shows(mistakes.body, es.validation.application.schoolName)).toBe(true);
    const answers = Object.fromEntries(
      Object.entries(validApplication).map(([field, value]) => [
        field,
        Array.isArray(value) ? value.map(String) : String(value),
      ]),
    );
    const success = await afterRedirect(await postForm("/es/application", answers, from));
    expect(shows(success.body, es.notices.application.successTitle)).toBe(true);
    expect(shows(success.body, "Su referencia: ")).toBe(true);
    const limited = await postForm("/es/application", { ...answers, schoolName: "Otra Escuela" }, from);
    expect(limited.statusCode).toBe(429);
    expect(shows(limited.body, "Demasiados intentos.")).toBe(true);
    expect([
      ...leaksOf("422 /es/application", mistakes.body),
      ...leaksOf("303 → /es/application", success.body),
      ...leaksOf("429 /es/application", limited.body),
    ]).toEqual([]);
  });

  test("newsletter: the sign-up, a second one too soon (429), and links that are not valid", async () => {
    const from = nextAddress();
    const signUp = { email: "maria@example.org", name: "María", [HONEYPOT_FIELD]: "" };
    const success = await afterRedirect(await postForm("/es", signUp, from));
    expect(shows(success.body, es.forms.confirmFromInbox)).toBe(true);
    const limited = await postForm("/es", { ...signUp, email: "otra@example.org" }, from);
    expect(limited.statusCode).toBe(429);
    expect(shows(limited.body, "Demasiados intentos.")).toBe(true);
    const badToken = "ab".repeat(32);
    const confirm = await postForm(`/es/newsletter/confirm?token=${badToken}`, {});
    const unsubscribe = await postForm(`/es/newsletter/unsubscribe?token=${badToken}`, {});
    expect(confirm.statusCode).toBeGreaterThanOrEqual(400);
    expect(shows(confirm.body, es.newsletterLink.confirmInvalid)).toBe(true);
    expect(unsubscribe.statusCode).toBeGreaterThanOrEqual(400);
    expect(shows(unsubscribe.body, es.newsletterLink.unsubscribeInvalid)).toBe(true);
    expect([
      ...leaksOf("303 → /es", success.body),
      ...leaksOf("429 /es", limited.body),
      ...leaksOf("/es/newsletter/confirm (invalid link)", confirm.body),
      ...leaksOf("/es/newsletter/unsubscribe (invalid link)", unsubscribe.body),
    ]).toEqual([]);
  });
});

describe("the rules themselves", () => {
  test("find an English label, sentence or catalogue text, and pass Spanish and text marked English", () => {
    const page = (body: string) =>
      `<!doctype html><html lang="es"><head><title>Contacto | Sitio</title></head><body>${body}</body></html>`;
    expect(leaksOf("t", page("<button>Subscribe</button>"))).toEqual(['t: "Subscribe"']);
    expect(leaksOf("t", page("<p>Sorry, we couldn't find the page you were looking for.</p>"))).toHaveLength(
      1,
    );
    expect(leaksOf("t", page("<p>Families can use the money for tuition and books.</p>"))).toHaveLength(1);
    expect(leaksOf("t", page('<a aria-label="Open menu" href="#">≡</a>'))).toHaveLength(1);
    expect(leaksOf("t", page("<p>Lo sentimos, no encontramos la página que busca.</p>"))).toEqual([]);
    expect(
      leaksOf("t", page('<p lang="en">Sorry, we couldn\'t find the page you were looking for.</p>')),
    ).toEqual([]);
    expect(leaksOf("t", page("<p>Ley CHOOSE · ClassWallet · Alabama ESA Alliance</p>"))).toEqual([]);
    // A page whose heading is marked English is not translated; a post written in English is shown as it is.
    const englishHeading = page('<div lang="en"><h1>The CHOOSE Act: A Guide for Families</h1></div>');
    expect(leaksOf("/es/choose-act", englishHeading)).toHaveLength(1);
    expect(leaksOf("/es/blog/a-post", englishHeading)).toEqual([]);
  });
});
