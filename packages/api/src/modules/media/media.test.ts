import {
  AppError,
  type BlogPostCreateInput,
  MEDIA_MAX_BYTES,
  MediaItemSchema,
  MediaUploadResultSchema,
  mediaMessages,
  mediaUrl,
  serverMessages,
} from "@choose/schema";
import { postInput } from "@choose/schema/fixtures";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import {
  type FilePart,
  multipartBody,
  pngDeclaring,
  sidewaysJpegWithGps,
  testImage,
  upload,
} from "../../../test/media.ts";
import { createSemaphore, processImage } from "./media.images.ts";

const t = useTestApp();
const admin = useAdminSession(t);

/** A post saved through the service (its slug made from the title), published unless told. */
const savedPost = (overrides: Partial<BlogPostCreateInput>, published = true) =>
  t.app.services.blog.create({
    ...postInput(overrides),
    slug: undefined,
    language: "en",
    published,
    publishAt: null,
    tags: [],
  });

async function uploaded(data: Buffer, alt = "Students in a classroom") {
  const response = await upload(t.app, admin.token, { file: { data }, alt });
  expect(response.statusCode, response.body).toBe(201);
  return MediaUploadResultSchema.parse(response.json());
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

async function variant(url: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  return { response, metadata: await sharp(response.rawPayload).metadata() };
}

describe("POST /api/media: what is refused", () => {
  test.each([
    {
      kind: "an SVG (a script can live in one)",
      file: {
        data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        filename: "logo.svg",
        contentType: "image/svg+xml",
      },
    },
    {
      kind: "an SVG named and declared as a PNG",
      file: {
        data: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        filename: "a.png",
        contentType: "image/png",
      },
    },
    { kind: "text renamed .jpg", file: { data: "just some words, not a picture", filename: "photo.jpg" } },
    {
      kind: "a PDF",
      file: {
        data: "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF",
        filename: "flyer.pdf",
        contentType: "application/pdf",
      },
    },
  ])("$kind: 415 with what is taken", async ({ file }) => {
    const response = await upload(t.app, admin.token, { file, alt: "x" });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: mediaMessages.unsupported });
  });

  test("a HEIC-like ISO file (not AVIF) is refused by its brand", async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(16)]);
    expect((await upload(t.app, admin.token, { file: { data: heic } })).statusCode).toBe(415);
  });

  test("a truncated JPEG: 400, the file cannot be read", async () => {
    const jpeg = await testImage("jpeg", 800, 600);
    const response = await upload(t.app, admin.token, { file: { data: jpeg.subarray(0, jpeg.length / 2) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: mediaMessages.unreadable });
  });

  test("a PNG declaring 100,000 × 100,000 pixels (a decompression bomb): 413 before decoding", async () => {
    const started = performance.now();
    const response = await upload(t.app, admin.token, {
      file: { data: await pngDeclaring(100_000, 100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: mediaMessages.tooManyPixels });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  test("more than 15 MB: 413 with the limit, whether the length is declared or not", async () => {
    const big = Buffer.alloc(MEDIA_MAX_BYTES + 1, 0xff);
    const declared = await upload(t.app, admin.token, { file: { data: big } });
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({ message: mediaMessages.tooLarge });
    // Streamed without a length: the parser stops at the limit.
    const { payload, contentType } = multipartBody({ file: { data: big } });
    const streamed = await t.app.inject({
      method: "POST",
      url: "/api/media",
      headers: { "content-type": contentType, "x-admin-token": admin.token, "transfer-encoding": "chunked" },
      payload,
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toEqual({ message: mediaMessages.tooLarge });
  });

  test("no file, an empty file, or two files: 400", async () => {
    const jpeg = await testImage("jpeg", 64, 48);
    const cases: Record<string, FilePart | string>[] = [
      { alt: "only words" },
      { file: { data: "" } },
      { file: { data: jpeg }, other: { data: jpeg } },
    ];
    for (const parts of cases) {
      const response = await upload(t.app, admin.token, parts);
      expect(response.statusCode, JSON.stringify(Object.keys(parts))).toBe(400);
      expect(response.json()).toEqual({ message: mediaMessages.noFile });
    }
  });

  test("alt text over 300 characters: 400", async () => {
    const response = await upload(t.app, admin.token, {
      file: { data: await testImage("png", 64, 48) },
      alt: "a".repeat(301),
    });
    expect(response.statusCode).toBe(400);
  });

  test("admin only: without a session 401, and the upload is not stored", async () => {
    const response = await upload(t.app, undefined, { file: { data: await testImage("jpeg") } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: serverMessages.unauthorized });
    expect((await upload(t.app, "not-a-session", { file: { data: "x" } })).statusCode).toBe(401);
    expect(await t.app.services.media.list()).toEqual([]);
  });

  test("multipart is taken on this route only; JSON here is a 415 that says how to send", async () => {
    const { payload, contentType } = multipartBody({ file: { data: await testImage("jpeg", 64, 48) } });
    const headers = { "content-type": contentType, "x-admin-token": admin.token };
    for (const url of [
      "/api/blog",
      "/api/contact",
      "/trpc/admin.blog.create",
      "/api/media/00000000-0000-4000-8000-000000000000",
    ]) {
      const response = await t.app.inject({
        method: url.includes("/api/media/") ? "PUT" : "POST",
        url,
        headers,
        payload,
      });
      expect(response.statusCode, url).toBe(415);
      expect(response.json().message ?? response.json().error?.message, url).toBe(
        serverMessages.unsupportedMediaType,
      );
    }
    const json = await admin.send("POST", "/api/media", { file: "not a file" });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: mediaMessages.multipartOnly });
  });

  test("every other route keeps the 100 KB body limit", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ message: "x".repeat(200 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });
});

describe("POST /api/media: the variants", () => {
  test("a JPEG wider than 1600: 480, 960 and 1600 wide, each in AVIF, WebP and JPEG; answers the 1600 JPEG", async () => {
    const result = await uploaded(await testImage("jpeg", 2400, 1200), "  Families at a workshop  ");
    expect(result).toEqual({
      id: result.id,
      url: mediaUrl(result.id, 1600, "jpeg"),
      width: 1600,
      height: 800,
      alt: "Families at a workshop",
    });
    for (const width of [480, 960, 1600]) {
      for (const [format, extension, contentType] of [
        ["heif", "avif", "image/avif"],
        ["webp", "webp", "image/webp"],
        ["jpeg", "jpg", "image/jpeg"],
      ] as const) {
        const { response, metadata } = await variant(`/media/${result.id}/${width}.${extension}`);
        expect(response.headers["content-type"]).toBe(contentType);
        expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
          format,
          width,
          height: width / 2,
        });
      }
    }
    expect((await get(`/media/${result.id}/1600.png`)).statusCode).toBe(404);
  });

  test("never enlarged: a 600-wide PNG is made at 480 and 600, in AVIF, WebP and PNG", async () => {
    const result = await uploaded(await testImage("png", 600, 300));
    expect(result).toMatchObject({ url: mediaUrl(result.id, 600, "png"), width: 600, height: 300 });
    for (const file of ["480.avif", "480.webp", "480.png", "600.avif", "600.webp", "600.png"]) {
      expect((await variant(`/media/${result.id}/${file}`)).metadata.width).toBe(Number.parseInt(file, 10));
    }
    for (const file of ["960.png", "960.webp", "1600.avif"]) {
      expect((await get(`/media/${result.id}/${file}`)).statusCode, file).toBe(404);
    }
  });

  test.each([
    ["webp", "webp", ["avif", "webp"]],
    ["avif", "webp", ["avif", "webp"]],
    ["gif", "gif", ["webp", "gif"]],
  ] as const)("a %s upload: shown as %s, made in %j", async (format, shown, formats) => {
    const result = await uploaded(await testImage(format, 300, 200));
    expect(result.url).toBe(`/media/${result.id}/300.${shown}`);
    for (const made of formats) expect((await get(`/media/${result.id}/300.${made}`)).statusCode).toBe(200);
  });

  test("EXIF and GPS are stripped from every variant, and the orientation is applied", async () => {
    const original = await sidewaysJpegWithGps(400, 200);
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const result = await uploaded(original);
    // Stored 400 × 200 and turned a quarter clockwise: 200 wide, 400 high, the red half on top.
    expect(result).toMatchObject({ width: 200, height: 400 });
    for (const file of ["200.jpg", "200.webp", "200.avif"]) {
      const { response, metadata } = await variant(`/media/${result.id}/${file}`);
      expect(metadata.exif, file).toBeUndefined();
      expect(metadata.orientation, file).toBeUndefined();
      expect(response.rawPayload.includes("TestCam"), file).toBe(false);
      expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 200, height: 400 });
      const { data } = await sharp(response.rawPayload)
        .extract({ left: 100, top: 10, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(data[0], `${file}: red on top`).toBeGreaterThan(200);
      expect(data[2], `${file}: not blue on top`).toBeLessThan(60);
    }
    const [item] = await t.app.services.media.list();
    expect(item).toMatchObject({ originalWidth: 200, originalHeight: 400, originalBytes: original.length });
  });
});

describe("the upload's deadline", () => {
  test("an upload still waiting for a processing slot at its deadline leaves the line with a 503", async () => {
    const slots = createSemaphore(1);
    let release = () => {};
    const holding = slots(() => new Promise<void>((resolve) => (release = resolve)), Date.now() + 10_000);
    const late = slots(async () => "processed", Date.now() + 50);
    await expect(late).rejects.toMatchObject({ code: "UNAVAILABLE", retryAfter: 60 });
    // The line goes on: the next upload gets the slot once it is free.
    const next = slots(async () => "next", Date.now() + 10_000);
    release();
    await holding;
    expect(await next).toBe("next");
  });

  test("an upload whose deadline passes while it is processed is a 503, not a damaged file", async () => {
    const error = await processImage(await testImage("jpeg"), Date.now()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "UNAVAILABLE", message: mediaMessages.busy });
  });
});

describe("GET /media/{id}/{width}.{ext}", () => {
  test("cached for a year as immutable, with an ETag; a revalidation is a 304", async () => {
    const { url } = await uploaded(await testImage("jpeg", 500, 250));
    const first = await get(url);
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(first.headers["content-type"]).toBe("image/jpeg");
    expect(first.headers.etag).toMatch(/^".+"$/);
    const again = await get(url, { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await t.app.inject({ method: "HEAD", url })).statusCode).toBe(200);
  });

  test("an unknown image, width or name: a 404 that is not cached", async () => {
    const { id } = await uploaded(await testImage("jpeg", 500, 250));
    for (const url of [
      "/media/00000000-0000-4000-8000-000000000000/480.jpg",
      `/media/${id}/481.jpg`,
      `/media/${id}/480.svg`,
      "/media/not-an-id/480.jpg",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["cache-control"], url).toBeUndefined();
    }
  });

  test("public: no session needed", async () => {
    const { url } = await uploaded(await testImage("png", 64, 48));
    expect((await get(url)).statusCode).toBe(200);
  });
});

describe("the media library", () => {
  test("lists uploads newest first with sizes, alt text, date and the posts that use each", async () => {
    const older = await uploaded(await testImage("jpeg", 800, 400), "Older");
    const newer = await uploaded(await testImage("png", 100, 50), "");
    const post = await savedPost({ title: "Open house", featuredImage: older.url });
    const response = await admin.send("GET", "/api/media");
    const items = MediaItemSchema.array().parse(response.json());
    expect(items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(items[1]).toMatchObject({
      alt: "Older",
      width: 800,
      height: 400,
      originalWidth: 800,
      originalHeight: 400,
      usedBy: [{ id: post.id, title: "Open house" }],
      usedOnHome: [],
    });
    expect(items[1]?.storedBytes).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({ alt: "", usedBy: [] });
  });

  test("alt text is edited (required, trimmed) over REST and tRPC", async () => {
    const { id } = await uploaded(await testImage("jpeg", 64, 48), "");
    const rest = await admin.send("PUT", `/api/media/${id}`, { alt: "  A school bus  " });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ id, alt: "A school bus" });
    const blank = await admin.trpc("mutation", "admin.media.updateAlt", { id, alt: "  " });
    expect(blank.error?.message).toBe(mediaMessages.alt);
  });

  test("delete refuses while a post shows the image (featured or in its content), naming the posts", async () => {
    const image = await uploaded(await testImage("jpeg", 64, 48), "A classroom");
    const featured = await savedPost({ title: "Featured user", featuredImage: image.url });
    const inline = await savedPost(
      {
        title: "Inline user",
        content: `<p>Our new classroom is ready for the fall term and families are welcome.</p><img src="${image.url}" alt="The classroom">`,
      },
      false,
    );
    const remove = () => admin.send("DELETE", `/api/media/${image.id}`);
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: mediaMessages.inUse({ home: [], posts: ["Featured user", "Inline user"] }),
    });

    await t.app.services.blog.update(featured.id, { featuredImage: "" });
    expect((await remove()).json()).toEqual({
      message: mediaMessages.inUse({ home: [], posts: ["Inline user"] }),
    });
    await t.app.services.blog.remove(inline.id);
    const deleted = await remove();
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: mediaMessages.deleted });
    expect((await get(image.url)).statusCode).toBe(404);
    expect((await remove()).statusCode).toBe(404);
  });

  test("delete refuses while the home page shows the image (hero, partner logos, with a post), naming where", async () => {
    const hero = await uploaded(await testImage("jpeg", 64, 48), "Children reading");
    const logo = await uploaded(await testImage("png", 40, 40), "Partner logo");
    const home = await t.app.services.home.content();
    await t.app.services.home.save({
      ...home,
      heroImageId: hero.id,
      en: { ...home.en, hero: { ...home.en.hero, imageAlt: "Children reading" } },
      es: { ...home.es, hero: { ...home.es.hero, imageAlt: "Niños leyendo" } },
      // The logos block is off: a logo stays in use, shown again the day the block is turned on.
      logos: [{ mediaId: logo.id, name: "Alabama Schools Association", url: "https://example.org" }],
    });
    await savedPost({ title: "Reading week", featuredImage: hero.url });

    const heroRefused = await admin.send("DELETE", `/api/media/${hero.id}`);
    expect(heroRefused.statusCode).toBe(409);
    expect(heroRefused.json()).toEqual({
      message: mediaMessages.inUse({ home: ["hero"], posts: ["Reading week"] }),
    });
    const logoRefused = await admin.trpc("mutation", "admin.media.delete", { id: logo.id });
    expect(logoRefused.status).toBe(409);
    expect(logoRefused.error?.code).toBe("CONFLICT");
    expect(logoRefused.error?.message).toBe(
      "This image is used by the home page (partner logos). Remove it from the home page first.",
    );
    const items = MediaItemSchema.array().parse((await admin.send("GET", "/api/media")).json());
    expect(items.map(({ id, usedOnHome }) => ({ id, usedOnHome }))).toEqual([
      { id: logo.id, usedOnHome: ["logo"] },
      { id: hero.id, usedOnHome: ["hero"] },
    ]);

    await t.app.services.home.save({ ...(await t.app.services.home.content()), logos: [] });
    expect((await admin.send("DELETE", `/api/media/${logo.id}`)).statusCode).toBe(200);
  });
});
