import {
  mediaMessages,
  organisationMessages,
  type PageInput,
  PageInputSchema,
  RESERVED_PAGE_SLUGS,
} from "@choose/schema";
import { validOrganisationProfile, validPage } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { adminToken } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { organisationPageData, pageContentOf, seedFirstStartPages } from "./organisation.service.ts";
import { SEEDED_PAGES, SEEDED_SPANISH_PAGES } from "./seeded-pages.ts";

const t = useTestApp();

async function admin() {
  const token = await adminToken(t);
  return (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { "x-admin-token": token }, ...(payload && { payload }) });
}

describe("organisation profile", () => {
  test("a saved profile is what GET /api/organisation answers next, without a restart", async () => {
    const send = await admin();
    const before = (await t.app.inject("/api/organisation")).json();
    expect(before.profile.email).toBe(t.config.site.infoEmail);
    const saved = await send("PUT", "/api/admin/organisation", {
      ...validOrganisationProfile,
      ein: "123456789",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().ein).toBe("12-3456789");
    const after = await t.app.inject("/api/organisation");
    expect(after.json().profile).toMatchObject({ email: validOrganisationProfile.email, ein: "12-3456789" });
  });

  test.each([
    ["email", { email: "not an address" }, organisationMessages.email],
    ["phone", { phone: "call us" }, organisationMessages.phone],
    ["ein", { ein: "12-34" }, organisationMessages.ein],
    ["social.facebook", { social: { facebook: "http://facebook.com/x" } }, organisationMessages.httpsUrl],
    ["donationUrl", { donationUrl: "javascript:alert(1)" }, organisationMessages.httpsUrl],
  ])("a bad %s is a 400 naming the field", async (path, change, message) => {
    const send = await admin();
    const response = await send("PUT", "/api/admin/organisation", { ...validOrganisationProfile, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
  });
});

describe("pages", () => {
  test.each(RESERVED_PAGE_SLUGS)("the slug %s, taken by the site itself, is refused", async (slug) => {
    const send = await admin();
    const response = await send("POST", "/api/admin/pages", { ...validPage, slug });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      path: "slug",
      message: organisationMessages.slugReserved,
    });
  });

  test("a page is served at GET /api/pages/:slug once published, and a draft or unknown slug is a 404", async () => {
    const send = await admin();
    const created = await send("POST", "/api/admin/pages", { ...validPage, published: false });
    expect(created.statusCode).toBe(201);
    expect((await t.app.inject(`/api/pages/${validPage.slug}`)).statusCode).toBe(404);
    const id = created.json().id;
    expect((await send("PUT", `/api/admin/pages/${id}`, validPage)).statusCode).toBe(200);
    const page = await t.app.inject(`/api/pages/${validPage.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ title: validPage.title, content: validPage.content });
    expect((await t.app.inject("/api/organisation")).json().pages).toEqual([
      {
        slug: validPage.slug,
        title: validPage.title,
        showInHeader: false,
        showInFooter: true,
        language: "en",
        translation: null,
      },
    ]);
    const missing = await t.app.inject("/api/pages/no-such-page");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(organisationMessages.pageNotFound);
    expect((await send("DELETE", `/api/admin/pages/${id}`)).json()).toEqual({
      message: organisationMessages.pageDeleted,
    });
  });

  test("the back office lists pages by order, published or not; a taken slug is a 409, an unknown id a 404", async () => {
    const pages = t.app.services.organisation;
    const page = (overrides: Partial<PageInput> = {}) =>
      PageInputSchema.parse({ ...validPage, ...overrides });
    const about = await pages.createPage(page({ title: "About Us", slug: "about", order: 10 }));
    await pages.createPage(page({ slug: "draft", published: false, order: 5 }));
    await pages.createPage(page({ order: 20 }));
    expect((await pages.listPages()).map(({ slug }) => slug)).toEqual(["draft", "about", validPage.slug]);
    const taken = { code: "CONFLICT", message: organisationMessages.slugTaken };
    await expect(pages.createPage(page())).rejects.toMatchObject(taken);
    await expect(pages.updatePage(about.id, page())).rejects.toMatchObject(taken);
    await pages.removePage(about.id);
    const notFound = { code: "NOT_FOUND", message: organisationMessages.pageNotFound };
    await expect(pages.getPage(about.id)).rejects.toMatchObject(notFound);
    await expect(pages.updatePage(about.id, page({ slug: "about" }))).rejects.toMatchObject(notFound);
    await expect(pages.removePage(about.id)).rejects.toMatchObject(notFound);
  });

  test("an image without alt text is refused", async () => {
    const content = '<p>Our team</p><img src="https://images.example.org/team.jpg">';
    await expect(
      t.app.services.organisation.createPage(PageInputSchema.parse({ ...validPage, content })),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: mediaMessages.contentAlt });
  });

  test("content goes through the posts' allow-list: scripts and handlers are dropped", async () => {
    const send = await admin();
    const response = await send("POST", "/api/admin/pages", {
      ...validPage,
      content: '<p onclick="steal()">Hello there, families</p><script>steal()</script>',
    });
    expect(response.json().content).toBe("<p>Hello there, families</p>");
  });

  test("organisationPageData gives a server render the site and the page, null for an unknown slug", async () => {
    const send = await admin();
    await send("POST", "/api/admin/pages", validPage);
    const data = await organisationPageData(t.app.services.organisation, validPage.slug);
    expect(data.page?.title).toBe(validPage.title);
    expect(data.site.pages.map((page) => page.slug)).toEqual([validPage.slug]);
    expect((await organisationPageData(t.app.services.organisation, "nothing-here")).page).toBeNull();
  });

  test("the first start makes the seeded pages, published; never again, even after one is deleted", async () => {
    expect(await seedFirstStartPages(t.db.orm)).toBe(true);
    const site = await t.app.services.organisation.publicSite();
    const seeded = [...SEEDED_PAGES, ...SEEDED_SPANISH_PAGES];
    expect(site.pages.map((page) => page.slug).sort()).toEqual(seeded.map((page) => page.slug).sort());
    for (const page of seeded) expect(RESERVED_PAGE_SLUGS).not.toContain(page.slug);
    const about = (await t.app.services.organisation.listPages()).find((page) => page.slug === "about");
    if (!about) throw new Error("no page was made");
    await t.app.services.organisation.removePage(about.id);
    expect(await seedFirstStartPages(t.db.orm)).toBe(false);
    expect(await t.app.services.organisation.listPages()).toHaveLength(seeded.length - 1);
  });

  test("instances starting together make the pages once", async () => {
    const made = await Promise.all([seedFirstStartPages(t.db.orm), seedFirstStartPages(t.db.orm)]);
    expect(made.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.organisation.listPages()).toHaveLength(
      SEEDED_PAGES.length + SEEDED_SPANISH_PAGES.length,
    );
  });

  test("the seeded content is what the sanitizer would keep", () => {
    for (const page of [...SEEDED_PAGES, ...SEEDED_SPANISH_PAGES])
      expect(pageContentOf(page.content)).toBe(page.content);
  });
});
