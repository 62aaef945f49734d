import { organisationMessages, type PageInput, translationMessages } from "@choose/schema";
import { validPage } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { OrganisationProfileEntity, PageEntity } from "./organisation.entity.ts";
import { SPANISH_PAGES_SEEDED_SETTING, seedFirstStartPages } from "./organisation.service.ts";
import { SEEDED_PAGES, SEEDED_SPANISH_PAGES } from "./seeded-pages.ts";

const t = useTestApp();
const admin = useAdminSession(t);

const spanishPage = {
  ...validPage,
  title: "Nuestros socios",
  slug: "socios",
  description: "Las escuelas, iglesias y asociaciones con las que trabajamos en Alabama.",
  language: "es",
} satisfies PageInput;

async function pair({ spanishPublished = true } = {}) {
  const english = (await admin.send("POST", "/api/admin/pages", validPage)).json();
  const created = await admin.send("POST", "/api/admin/pages", {
    ...spanishPage,
    published: spanishPublished,
    translationOf: english.id,
  });
  expect(created.statusCode).toBe(201);
  return { english, spanish: created.json() };
}

const publicPage = (slug: string) => t.app.inject(`/api/pages/${slug}`);
const siteLinks = async () =>
  (await t.app.inject("/api/organisation")).json().pages as { slug: string; translation: unknown }[];

describe("translated pages", () => {
  test("a Spanish version is linked both ways in the back office, the public page and the site's links", async () => {
    const { english, spanish } = await pair();
    expect(spanish).toMatchObject({ language: "es", counterpart: { id: english.id, slug: "partners" } });
    expect((await admin.send("GET", `/api/admin/pages/${english.id}`)).json().counterpart.slug).toBe(
      "socios",
    );
    expect((await publicPage("partners")).json()).toMatchObject({
      language: "en",
      translation: { slug: "socios", language: "es" },
    });
    expect((await publicPage("socios")).json().translation).toEqual({ slug: "partners", language: "en" });
    expect(await siteLinks()).toContainEqual(
      expect.objectContaining({
        slug: "socios",
        language: "es",
        translation: { slug: "partners", language: "en" },
      }),
    );
  });

  test("saving the page keeps its link unless it says otherwise; null unlinks; deleting one side unlinks", async () => {
    const { english, spanish } = await pair();
    const { id: _id, counterpart: _c, createdAt: _a, updatedAt: _u, ...saved } = spanish;
    const resaved = await admin.send("PUT", `/api/admin/pages/${spanish.id}`, { ...saved, title: "Socios" });
    expect(resaved.json().counterpart.id).toBe(english.id);
    const unlinked = await admin.send("PUT", `/api/admin/pages/${spanish.id}`, {
      ...saved,
      translationOf: null,
    });
    expect(unlinked.json().counterpart).toBeNull();
    expect((await publicPage("partners")).json().translation).toBeNull();
    await admin.send("PUT", `/api/admin/pages/${spanish.id}`, { ...saved, translationOf: english.id });
    expect((await admin.send("DELETE", `/api/admin/pages/${english.id}`)).statusCode).toBe(200);
    expect((await admin.send("GET", `/api/admin/pages/${spanish.id}`)).json().counterpart).toBeNull();
  });

  test("a draft version is not linked on the public site; publish states stay apart", async () => {
    await pair({ spanishPublished: false });
    expect((await publicPage("partners")).json().translation).toBeNull();
    expect((await publicPage("socios")).statusCode).toBe(404);
  });

  test("bad links and slug clashes are clear 4xx answers", async () => {
    const { english } = await pair();
    const second = await admin.send("POST", "/api/admin/pages", {
      ...spanishPage,
      slug: "otros-socios",
      translationOf: english.id,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors).toContainEqual({
      path: "translationOf",
      message: translationMessages.alreadyLinked,
    });
    const same = await admin.send("POST", "/api/admin/pages", {
      ...validPage,
      slug: "partners-two",
      translationOf: english.id,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toContainEqual({
      path: "translationOf",
      message: translationMessages.sameLanguage,
    });
    // One slug names one page, whatever its language.
    const clash = await admin.send("POST", "/api/admin/pages", { ...spanishPage, slug: "partners" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toContainEqual({ path: "slug", message: organisationMessages.slugTaken });
  });

  test("a site started before translations gets the Spanish pages, linked, on its next start", async () => {
    // The first start as it was: the English pages alone.
    expect(await seedFirstStartPages(t.db.orm)).toBe(true);
    const em = t.db.orm.em.fork();
    await em.nativeDelete(PageEntity, { language: "es" });
    await em.getConnection().execute("delete from settings where key = ?", [SPANISH_PAGES_SEEDED_SETTING]);
    const donate = await em.findOneOrFail(PageEntity, { slug: "donate" });
    await em.nativeDelete(PageEntity, { id: donate.id });
    expect(await seedFirstStartPages(t.db.orm)).toBe(true);
    const pages = await t.app.services.organisation.listPages();
    // Donar is left out with the English page it translates.
    expect(
      pages
        .filter((page) => page.language === "es")
        .map((page) => page.slug)
        .sort(),
    ).toEqual(
      SEEDED_SPANISH_PAGES.filter((page) => page.translationOf !== "donate")
        .map((page) => page.slug)
        .sort(),
    );
    for (const page of pages.filter((item) => item.language === "es")) {
      const seeded = SEEDED_SPANISH_PAGES.find((item) => item.slug === page.slug);
      expect(page.counterpart?.slug).toBe(seeded?.translationOf);
    }
    expect(await seedFirstStartPages(t.db.orm)).toBe(false);
    expect(SEEDED_SPANISH_PAGES.map((page) => page.translationOf)).toEqual(
      SEEDED_PAGES.map((page) => page.slug),
    );
    expect(await em.count(OrganisationProfileEntity, {})).toBe(0);
  });
});
