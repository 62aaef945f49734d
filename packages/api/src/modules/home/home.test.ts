import {
  enShell,
  type HomeContent,
  HomeContentSchema,
  homeMessages,
  MediaUploadResultSchema,
} from "@choose/schema";
import { es } from "@choose/schema/i18n/es";
import { describe, expect, test } from "vitest";
import { trpc, useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { testImage, upload } from "../../../test/media.ts";
import { HOME_SETTING } from "./home.service.ts";

const t = useTestApp();
const admin = useAdminSession(t);

const send = (method: "GET" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { "x-admin-token": admin.token }, ...(payload && { payload }) });

async function homeNow(): Promise<HomeContent> {
  const response = await send("GET", "/api/admin/home");
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-store");
  return HomeContentSchema.parse(response.json());
}

async function uploadedImage() {
  const response = await upload(t.app, admin.token, {
    file: { data: await testImage("jpeg", 64, 48) },
    alt: "",
  });
  expect(response.statusCode, response.body).toBe(201);
  return MediaUploadResultSchema.parse(response.json());
}

const stored = async () =>
  t.db.orm.em
    .getConnection()
    .execute<{ value: string }[]>("select value from settings where key = ?", [HOME_SETTING]);

describe("the home page's content", () => {
  test("until changed it is the spec's texts, from each language's catalogue, optional blocks off", async () => {
    const home = await homeNow();
    expect(home.en.hero.title).toBe("Empowering Educational Choice");
    expect(home.en.services.areas.map((area) => area.title)).toEqual([
      "Education & Training",
      "Technical Assistance",
      "Family Outreach",
      "Advocacy",
    ]);
    expect(home.en.services.areas[0]?.items).toEqual(["Workshops", "Webinars", "Resource library"]);
    expect(home.en.partners.kinds.map((kind) => kind.title)).toEqual([
      "School Associations",
      "Churches",
      "EdTech Providers",
      "Policymakers",
    ]);
    expect(home.en.mission.text).toBe(enShell.landing.mission.lead);
    expect(home.en.contact).toEqual({
      title: enShell.landing.contact.title,
      text: enShell.landing.contact.lead,
    });
    expect(home.es.hero.title).toBe(es.landing.tagline);
    expect(home.es.partners.kinds[1]?.title).toBe(es.landing.partners.kinds[1]?.title);
    expect(home).toMatchObject({
      heroImageId: null,
      show: { impact: false, quote: false, logos: false },
      logos: [],
    });
    expect(home.en.impact).toEqual([]);
  });

  test("a PUT takes what the GET gave, changed; only the change is stored, the rest stays the catalogue's", async () => {
    const home = await homeNow();
    // What the GET gave, unchanged, stores nothing but an empty change.
    expect((await send("PUT", "/api/admin/home", home)).statusCode).toBe(200);
    expect(JSON.parse((await stored())[0]?.value ?? "")).toEqual({});

    const image = await uploadedImage();
    home.en.hero.title = "Every child, the right school";
    home.es.hero.title = "Cada niño, la escuela adecuada";
    home.heroImageId = image.id;
    home.en.hero.imageAlt = "Children reading in a library";
    home.es.hero.imageAlt = "Niños leyendo en una biblioteca";
    home.show.impact = true;
    home.en.impact = [{ figure: "40", label: "schools we worked with" }];
    home.es.impact = [{ figure: "40", label: "escuelas con las que trabajamos" }];
    const saved = await send("PUT", "/api/admin/home", home);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(home);
    expect(await homeNow()).toEqual(home);
    const changes = JSON.parse((await stored())[0]?.value ?? "");
    expect(changes.en.hero).toEqual({ title: home.en.hero.title, imageAlt: home.en.hero.imageAlt });
    expect(changes.en.services).toBeUndefined();

    // The same over tRPC, and the audit trail says what was saved.
    const viaTrpc = await trpc(t.app, "query", "admin.home.get", undefined, admin.token);
    expect(viaTrpc.data).toEqual(home);
    const put = await trpc(
      t.app,
      "mutation",
      "admin.home.put",
      { ...home, show: { ...home.show, impact: false } },
      admin.token,
    );
    expect(put.status).toBe(200);
    const audit = await t.app.services.audit.list(1);
    expect(audit.items.map((item) => item.description)).toContain(
      'Saved the home page ("Every child, the right school")',
    );
  });

  test("bad input is a 400 with the message at the field, nothing stored", async () => {
    const home = await homeNow();
    const cases: [object, string, string][] = [
      [
        { ...home, en: { ...home.en, hero: { ...home.en.hero, title: " " } } },
        "en.hero.title",
        homeMessages.title,
      ],
      [
        { ...home, es: { ...home.es, mission: { ...home.es.mission, text: "x".repeat(1201) } } },
        "es.mission.text",
        "Keep this to 1200 characters or fewer",
      ],
      [{ ...home, show: { ...home.show, quote: true } }, "en.quote.text", homeMessages.quote],
      [{ ...home, show: { ...home.show, logos: true } }, "logos", homeMessages.logosEmpty],
      [
        { ...home, heroImageId: "2b1f0a52-5d0c-4a8e-9a43-7f4d1f1f1f1f" },
        "en.hero.imageAlt",
        homeMessages.imageAlt,
      ],
      [
        { ...home, en: { ...home.en, services: { ...home.en.services, areas: [] } } },
        "en.services.areas",
        "",
      ],
    ];
    for (const [body, path, message] of cases) {
      const response = await send("PUT", "/api/admin/home", body);
      expect(response.statusCode, path).toBe(400);
      const errors: { path: string; message: string }[] = response.json().errors;
      const found = errors.find((error) => error.path === path);
      expect(found, `${path} in ${JSON.stringify(errors)}`).toBeDefined();
      if (message) expect(found?.message).toBe(message);
    }
    expect(await stored()).toEqual([]);
  });

  test("an image that is not in the media library is a 400 at its field", async () => {
    const home = await homeNow();
    const missing = "2b1f0a52-5d0c-4a8e-9a43-7f4d1f1f1f1f";
    const hero = await send("PUT", "/api/admin/home", {
      ...home,
      heroImageId: missing,
      en: { ...home.en, hero: { ...home.en.hero, imageAlt: "A photo" } },
      es: { ...home.es, hero: { ...home.es.hero, imageAlt: "Una foto" } },
    });
    expect(hero.statusCode).toBe(400);
    expect(hero.json().errors).toContainEqual({ path: "heroImageId", message: homeMessages.unknownImage });
    const image = await uploadedImage();
    const logos = await send("PUT", "/api/admin/home", {
      ...home,
      logos: [
        { mediaId: image.id, name: "Alabama Schools Association", url: "" },
        { mediaId: missing, name: "Gone", url: "https://example.org" },
      ],
    });
    expect(logos.statusCode).toBe(400);
    expect(logos.json().errors).toContainEqual({
      path: "logos.1.mediaId",
      message: homeMessages.unknownImage,
    });
    expect(await stored()).toEqual([]);
  });

  test("the public read, and the rendered page's data, reflect a change on the next request", async () => {
    const before = await t.app.inject("/api/home/es");
    expect(before.statusCode).toBe(200);
    expect(before.json().texts.hero.title).toBe(es.landing.tagline);
    expect(before.json().heroImage).toBeNull();
    const home = await homeNow();
    const image = await uploadedImage();
    const changed = {
      ...home,
      heroImageId: image.id,
      show: { ...home.show, logos: true },
      logos: [{ mediaId: image.id, name: "Alabama Schools Association", url: "https://example.org" }],
      en: { ...home.en, hero: { ...home.en.hero, imageAlt: "A classroom" } },
      es: { ...home.es, hero: { ...home.es.hero, title: "Nuevo título", imageAlt: "Un aula" } },
    };
    expect((await send("PUT", "/api/admin/home", changed)).statusCode).toBe(200);
    const after = (await t.app.inject("/api/home/es")).json();
    expect(after.texts.hero.title).toBe("Nuevo título");
    expect(after.heroImage).toEqual({
      id: image.id,
      url: image.url,
      width: image.width,
      height: image.height,
      alt: "Un aula",
    });
    expect(after.logos).toHaveLength(1);
    expect((await t.app.inject("/api/home/en")).json().texts.hero.title).toBe(home.en.hero.title);
    expect((await t.app.inject("/api/home/fr")).statusCode).toBe(400);
  });
});
