import { serverMessages, translationMessages } from "@choose/schema";
import { describe, expect, test } from "vitest";
import { useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { createPost } from "../../../test/blog.ts";

const t = useTestApp();
const admin = useAdminSession(t);

/** An English post and its Spanish version, created linked (the Spanish one names the English one). */
async function pair({ spanishPublished = true } = {}) {
  const english = (
    await createPost(admin, { title: "Spring news", slug: "spring-news", published: true })
  ).json();
  const created = await createPost(admin, {
    title: "Noticias de primavera",
    slug: "noticias-de-primavera",
    language: "es",
    published: spanishPublished,
    translationOf: english.id,
  });
  expect(created.statusCode).toBe(201);
  return { english, spanish: created.json() };
}

const publicList = async () => (await t.app.inject("/api/blog")).json();
const publicPost = (slug: string) => t.app.inject(`/api/blog/slug/${slug}`);

describe("translated posts", () => {
  test("a Spanish version created from the English one is linked both ways, each with its own slug", async () => {
    const { english, spanish } = await pair();
    expect(spanish.counterpart).toMatchObject({ id: english.id, slug: "spring-news", language: "en" });
    const englishNow = (await admin.send("GET", `/api/blog/admin/${english.id}`)).json();
    expect(englishNow.counterpart).toMatchObject({
      id: spanish.id,
      slug: "noticias-de-primavera",
      language: "es",
    });
    expect((await publicPost("spring-news")).json().translation).toEqual({
      slug: "noticias-de-primavera",
      language: "es",
    });
    expect((await publicPost("noticias-de-primavera")).json().translation).toEqual({
      slug: "spring-news",
      language: "en",
    });
    const list = await publicList();
    expect(list.map((post: { slug: string }) => post.slug).sort()).toEqual([
      "noticias-de-primavera",
      "spring-news",
    ]);
    const admins = (await admin.send("GET", "/api/blog/admin")).json();
    expect(admins.find((post: { id: string }) => post.id === english.id).counterpart.id).toBe(spanish.id);
  });

  test("an English post created for a Spanish one links it too (the link is kept on the Spanish side)", async () => {
    const spanish = (
      await createPost(admin, { title: "Solo en español", language: "es", published: true })
    ).json();
    const english = await createPost(admin, {
      title: "Only in English",
      published: true,
      translationOf: spanish.id,
    });
    expect(english.statusCode).toBe(201);
    expect(english.json().counterpart.id).toBe(spanish.id);
    expect((await publicPost(spanish.slug)).json().translation.slug).toBe(english.json().slug);
  });

  test("publish states are independent: a draft translation is not linked on the public site", async () => {
    const { english, spanish } = await pair({ spanishPublished: false });
    expect(spanish.published).toBe(false);
    expect((await publicPost("spring-news")).json().translation).toBeNull();
    expect((await publicPost("noticias-de-primavera")).statusCode).toBe(404);
    expect((await admin.send("GET", `/api/blog/admin/${english.id}`)).json()).toMatchObject({
      published: true,
      translation: null,
      counterpart: { id: spanish.id, published: false },
    });
    // Publishing the Spanish one links it, and leaves the English one as it was.
    await admin.send("PUT", `/api/blog/${spanish.id}`, { published: true });
    expect((await publicPost("spring-news")).json().translation?.slug).toBe("noticias-de-primavera");
    await admin.send("PUT", `/api/blog/${english.id}`, { published: false });
    expect((await publicPost("noticias-de-primavera")).json().translation).toBeNull();
  });

  test("unlinking from either side leaves both posts, unlinked", async () => {
    const { english, spanish } = await pair();
    const unlinked = await admin.send("PUT", `/api/blog/${english.id}`, { translationOf: null });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().counterpart).toBeNull();
    expect((await admin.send("GET", `/api/blog/admin/${spanish.id}`)).json().counterpart).toBeNull();
    // Linked again from the English side, then unlinked from the Spanish one.
    await admin.send("PUT", `/api/blog/${english.id}`, { translationOf: spanish.id });
    expect((await admin.send("GET", `/api/blog/admin/${spanish.id}`)).json().counterpart.id).toBe(english.id);
    await admin.send("PUT", `/api/blog/${spanish.id}`, { translationOf: null });
    expect((await admin.send("GET", `/api/blog/admin/${english.id}`)).json().counterpart).toBeNull();
  });

  test("deleting one side leaves the other, unlinked", async () => {
    const first = await pair();
    expect((await admin.send("DELETE", `/api/blog/${first.english.id}`)).statusCode).toBe(200);
    expect((await admin.send("GET", `/api/blog/admin/${first.spanish.id}`)).json().counterpart).toBeNull();
    expect((await publicPost("noticias-de-primavera")).json().translation).toBeNull();
    await admin.send("DELETE", `/api/blog/${first.spanish.id}`);
    const second = await pair();
    await admin.send("DELETE", `/api/blog/${second.spanish.id}`);
    expect((await admin.send("GET", `/api/blog/admin/${second.english.id}`)).json().counterpart).toBeNull();
  });

  test("bad links are clear 4xx answers naming the field", async () => {
    const { english, spanish } = await pair();
    const otherEnglish = (await createPost(admin, { title: "Summer news", published: true })).json();
    const cases = [
      // Another Spanish post for an English post that has one already.
      [
        createPost(admin, { title: "Otra versión", language: "es", translationOf: english.id }),
        409,
        translationMessages.alreadyLinked,
      ],
      // Two versions in one language.
      [
        createPost(admin, { title: "Autumn news", translationOf: english.id }),
        400,
        translationMessages.sameLanguage,
      ],
      // A post that is not there.
      [
        createPost(admin, { title: "Noticias", language: "es", translationOf: crypto.randomUUID() }),
        400,
        translationMessages.unknown,
      ],
      // The Spanish one is taken by its English post.
      [
        admin.send("PUT", `/api/blog/${otherEnglish.id}`, { translationOf: spanish.id }),
        409,
        translationMessages.alreadyLinked,
      ],
      // A linked post keeps its language.
      [
        admin.send("PUT", `/api/blog/${spanish.id}`, { language: "en" }),
        400,
        translationMessages.languageLinked,
      ],
    ] as const;
    for (const [request, status, message] of cases) {
      const response = await request;
      expect(response.statusCode).toBe(status);
      expect(response.json().errors).toContainEqual({ path: "translationOf", message });
    }
    const notAnId = await createPost(admin, { title: "Noticias", language: "es", translationOf: "nope" });
    expect(notAnId.statusCode).toBe(400);
    expect((await admin.send("GET", `/api/blog/admin/${english.id}`)).json().counterpart.id).toBe(spanish.id);
  });

  test("slugs stay unique across both languages: a Spanish post cannot take an English post's slug", async () => {
    const { english } = await pair();
    const clash = await createPost(admin, { title: "Noticias", slug: "spring-news", language: "es" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(serverMessages.slugTaken);
    const renamed = await admin.send("PUT", `/api/blog/${english.id}`, { slug: "noticias-de-primavera" });
    expect(renamed.statusCode).toBe(409);
  });

  test("every link change reaches the cached public reads", async () => {
    const { english, spanish } = await pair();
    expect((await publicPost("spring-news")).json().translation).not.toBeNull();
    await admin.send("PUT", `/api/blog/${spanish.id}`, { translationOf: null });
    expect((await publicPost("spring-news")).json().translation).toBeNull();
    expect(
      (await publicList()).find((post: { id: string }) => post.id === english.id).translation,
    ).toBeNull();
  });
});
