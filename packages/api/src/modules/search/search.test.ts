import { SEARCH_QUERY_MAX } from "@choose/schema";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { seedPost } from "../../../test/blog.ts";
import { testPdf, uploadDocument } from "../../../test/documents.ts";
import { hostileSegments, junk } from "../../../test/fuzz.ts";
import { PageEntity } from "../organisation/organisation.entity.ts";

const t = useTestApp({ SEARCH_LIMIT_PER_MINUTE: "1000" });
const admin = useAdminSession(t);

interface Result {
  kind: string;
  title: string;
  url: string;
  snippet: string;
  highlights: { text: string; mark: boolean }[];
}

async function search(q: string, language?: "en" | "es"): Promise<Result[]> {
  const query = new URLSearchParams({ q, ...(language && { language }) });
  const response = await t.app.inject(`/api/search?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().results;
}

async function seedPage(slug: string, language: "en" | "es", title: string, content: string) {
  const em = t.db.orm.em.fork();
  em.create(PageEntity, {
    slug,
    title,
    description: `${title}: a page of the site.`,
    content,
    published: true,
    language,
  });
  await em.flush();
}

describe("site search", () => {
  test("finds a word in a post's body, by its stem, with the match marked in the snippet", async () => {
    await seedPost(t, "deadline-news", {
      content:
        "<p>Families are <strong>applying</strong> for accounts before the spring deadline &amp; more.</p>",
    });
    await seedPost(t, "draft", { published: false, content: "<p>Families applying in secret.</p>" });
    const results = (await search("apply")).filter((result) => result.kind === "post");
    expect(results).toEqual([
      expect.objectContaining({ kind: "post", title: "Title of deadline-news", url: "/blog/deadline-news" }),
    ]);
    const [post] = results;
    expect(post?.highlights).toContainEqual({ text: "applying", mark: true });
    expect(post?.snippet).toContain("deadline & more");
    expect(post?.snippet).not.toContain("<");
  });

  test("finds “elegibilidad” on a Spanish page from the Spanish search, accents or not", async () => {
    await seedPage(
      "requisitos",
      "es",
      "Requisitos",
      "<p>La elegibilidad de cada familia depende de su educación.</p>",
    );
    await seedPage("requirements", "en", "Requirements", "<p>Eligibility depends on each family.</p>");
    const spanish = await search("elegibilidad", "es");
    expect(spanish.find((result) => result.kind === "page")).toMatchObject({
      kind: "page",
      title: "Requisitos",
      url: "/es/requisitos",
    });
    for (const spelling of ["EDUCACION", "educación", "elegibílidad"])
      expect((await search(spelling, "es")).map((result) => result.url)).toContain("/es/requisitos");
    // The English search reads the English pages only.
    expect((await search("elegibilidad", "en")).map((result) => result.url)).not.toContain("/es/requisitos");
  });

  test("finds a published resource by its title, in its language", async () => {
    const document = (await uploadDocument(t.app, admin.token, testPdf())).json();
    const created = await admin.send("POST", "/api/admin/resources", {
      title: "Enrollment checklist for schools",
      category: "checklist",
      language: "en",
      published: true,
      documentId: document.id,
    });
    expect(created.statusCode).toBe(201);
    expect(await search("enrollment checklist")).toEqual([
      expect.objectContaining({ kind: "resource", url: `/resources#resource-${created.json().id}` }),
    ]);
    expect(await search("enrollment checklist", "es")).toEqual([]);
  });

  test("finds a published event by a word of its description, in its language, and not once cancelled", async () => {
    const event = (start: number, overrides: Record<string, unknown>) =>
      admin.send("POST", "/api/admin/events", {
        description: "<p>Bring your questions about <strong>enrollment</strong> and tuition.</p>",
        startsAt: new Date(Date.now() + start * 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + start * 86_400_000 + 7_200_000).toISOString(),
        location: "Community Hall, Montgomery",
        capacity: 20,
        language: "en",
        published: true,
        ...overrides,
      });
    const workshop = await event(7, { title: "An evening workshop" });
    expect(workshop.statusCode, workshop.body).toBe(201);
    await event(8, { title: "A draft workshop", published: false });
    const taller = await event(9, {
      title: "Taller para familias",
      description: "<p>Preguntas sobre la matrícula.</p>",
      language: "es",
    });
    expect(taller.statusCode, taller.body).toBe(201);

    const found = (await search("enrollment")).filter((result) => result.kind === "event");
    expect(found).toEqual([
      expect.objectContaining({ title: "An evening workshop", url: `/events/${workshop.json().slug}` }),
    ]);
    expect(found[0]?.highlights).toContainEqual({ text: "enrollment", mark: true });
    expect((await search("montgomery")).map((result) => result.title)).toEqual(["An evening workshop"]);
    expect((await search("matricula", "es")).filter((result) => result.kind === "event")).toEqual([
      expect.objectContaining({ title: "Taller para familias", url: `/es/events/${taller.json().slug}` }),
    ]);

    expect((await admin.send("POST", `/api/admin/events/${workshop.json().id}/cancel`)).statusCode).toBe(200);
    expect((await search("enrollment")).filter((result) => result.kind === "event")).toEqual([]);
  });

  test("finds the CHOOSE Act guide's sections in each language", async () => {
    const english = await search("tutoring");
    expect(english[0]).toMatchObject({ kind: "guide", url: "/choose-act#uses" });
    const spanish = await search("matrícula", "es");
    expect(spanish.length).toBeGreaterThan(0);
    expect(spanish.every((result) => result.url.startsWith("/es/"))).toBe(true);
  });

  test("ranks a title match above a body match", async () => {
    await seedPost(t, "body-only", {
      title: "News of the week",
      content: "<p>We talked about scholarships.</p>",
    });
    await seedPost(t, "in-title", { title: "Scholarships explained", at: 1 });
    const posts = (await search("scholarships")).filter((result) => result.kind === "post");
    expect(posts.map((result) => result.url)).toEqual(["/blog/in-title", "/blog/body-only"]);
  });

  test("an empty, stop-word or operator-only query finds nothing without an error", async () => {
    for (const q of ["", "   ", "the", "-", '"', "!!", "or", "<>", "a & b | !c"]) {
      const response = await t.app.inject(`/api/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
    }
    expect((await t.app.inject("/api/search")).statusCode).toBe(400);
    const long = await t.app.inject(`/api/search?q=${"word ".repeat(SEARCH_QUERY_MAX)}`);
    expect(long.statusCode).toBe(200);
  });

  test("fuzzed queries and languages: never a 5xx", async () => {
    await seedPost(t, "something", { content: "<p>Something to find.</p>" });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 500 }),
          fc.constantFrom(...hostileSegments),
          junk.map((value) => JSON.stringify(value) ?? ""),
        ),
        fc.constantFrom("en", "es", "fr", "", "%00"),
        async (q, language) => {
          const url = `/api/search?q=${encodeURIComponent(q)}&language=${language}`;
          const [rest, raw] = await Promise.all([
            t.app.inject(url),
            t.app.inject(`/api/search?q=${q.replaceAll("&", "").replaceAll("#", "")}`),
          ]);
          expect(rest.statusCode).toBeLessThan(500);
          expect(raw.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("the search's rate limit", () => {
  const limited = useTestApp({ RATE_LIMIT: "on", SEARCH_LIMIT_PER_MINUTE: "3" });
  test("is per client address: past it, a 429 with Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await limited.app.inject("/api/search?q=news")).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await limited.app.inject("/api/search?q=news");
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});
