import { blogMessages, MediaUploadResultSchema, mediaMessages, mediaUrl } from "@choose/schema";
import { describe, expect, test } from "vitest";
import { useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { createPost } from "../../../test/blog.ts";
import { testImage, upload } from "../../../test/media.ts";

const t = useTestApp();
const admin = useAdminSession(t);

async function uploaded(alt = "Parents at an information evening", width = 2000, height = 1000) {
  const response = await upload(t.app, admin.token, {
    file: { data: await testImage("jpeg", width, height) },
    alt,
  });
  return MediaUploadResultSchema.parse(response.json());
}

const usage = async () =>
  Object.fromEntries(
    (await t.app.services.media.list()).map((item) => [item.id, item.usedBy.map((post) => post.title)]),
  );

const words = "<p>Families asked how the new accounts work, so here is what we learned this month.</p>";

describe("a post's featured image", () => {
  test("a new alt text in the library is on the post's next public read", async () => {
    const image = await uploaded("Before");
    const post = await createPost(admin, { featuredImage: image.url, published: true });
    const slug = post.json().slug;
    expect((await t.app.inject(`/api/blog/slug/${slug}`)).json().featuredMedia.alt).toBe("Before");
    expect((await admin.send("PUT", `/api/media/${image.id}`, { alt: "After" })).statusCode).toBe(200);
    expect((await t.app.inject(`/api/blog/slug/${slug}`)).json().featuredMedia.alt).toBe("After");
    expect((await t.app.inject("/api/blog")).json()[0].featuredMedia.alt).toBe("After");
  });

  test("an upload: the post shows its largest JPEG, with its size and alt text for srcset and layout", async () => {
    const image = await uploaded();
    // Any of its variants names it; the post keeps the canonical one.
    const response = await createPost(admin, { featuredImage: `/media/${image.id}/480.webp` });
    expect(response.statusCode, response.body).toBe(201);
    const featured = {
      featuredImage: mediaUrl(image.id, 1600, "jpeg"),
      featuredMedia: { id: image.id, width: 1600, height: 800, alt: image.alt },
    };
    expect(response.json()).toMatchObject(featured);
    const [card] = (await t.app.inject("/api/blog")).json();
    expect(card).toMatchObject(featured);
    expect((await t.app.inject(`/api/blog/slug/${card.slug}`)).json()).toMatchObject(featured);

    // The library's alt text is the post's.
    await t.app.services.media.updateAlt(image.id, "Parents listening");
    expect((await t.app.inject("/api/blog")).json()[0].featuredMedia.alt).toBe("Parents listening");
  });

  test("an upload without alt text is refused as a featured image; so is one not in the library", async () => {
    const image = await uploaded("");
    for (const [featuredImage, message] of [
      [image.url, mediaMessages.featuredAlt],
      [mediaUrl("00000000-0000-4000-8000-000000000000", 480, "jpeg"), mediaMessages.unknownImage],
    ] as const) {
      const response = await createPost(admin, { featuredImage });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: [{ path: "featuredImage", message }] });
    }
    expect((await admin.send("GET", "/api/blog/admin")).json()).toEqual([]);
  });

  test("an image elsewhere must be https (http would let a post make readers' browsers call any address)", async () => {
    for (const featuredImage of ["http://example.org/a.jpg", "https://localhost/a.jpg", "/uploads/a.jpg"]) {
      const response = await createPost(admin, { featuredImage });
      expect(response.statusCode, featuredImage).toBe(400);
      expect(response.json().message).toBe(blogMessages.featuredImage);
    }
    const https = await createPost(admin, { featuredImage: "https://cdn.example.org/a.jpg" });
    expect(https.json()).toMatchObject({
      featuredImage: "https://cdn.example.org/a.jpg",
      featuredMedia: null,
    });
  });

  test("replacing an upload by an https image, or clearing it, frees the upload", async () => {
    const image = await uploaded();
    const { id } = (await createPost(admin, { title: "Open house night", featuredImage: image.url })).json();
    expect(await usage()).toEqual({ [image.id]: ["Open house night"] });
    const replaced = await admin.send("PUT", `/api/blog/${id}`, {
      featuredImage: "https://cdn.example.org/b.jpg",
    });
    expect(replaced.json()).toMatchObject({
      featuredImage: "https://cdn.example.org/b.jpg",
      featuredMedia: null,
    });
    expect(await usage()).toEqual({ [image.id]: [] });
  });
});

describe("images in a post's content", () => {
  test("every image needs alt text", async () => {
    for (const img of [
      '<img src="https://cdn.example.org/a.jpg">',
      '<img src="https://cdn.example.org/a.jpg" alt="  ">',
    ]) {
      const response = await createPost(admin, { content: `${words}${img}` });
      expect(response.statusCode, img).toBe(400);
      expect(response.json()).toEqual({
        message: mediaMessages.contentAlt,
        errors: [{ path: "content", message: mediaMessages.contentAlt }],
      });
    }
  });

  test("an upload is stored at its largest variant with its size; http images are dropped", async () => {
    const image = await uploaded("The school library", 1200, 900);
    const response = await createPost(admin, {
      content: `${words}<img src="/media/${image.id}/480.avif" alt="The library"><img src="http://example.org/x.jpg" alt="Gone">`,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().content).toBe(
      `${words}<img src="${mediaUrl(image.id, 1200, "jpeg")}" alt="The library" width="1200" height="900" />`,
    );
  });

  test("an upload not in the library is refused", async () => {
    const missing = mediaUrl("00000000-0000-4000-8000-000000000000", 480, "jpeg");
    const response = await createPost(admin, { content: `${words}<img src="${missing}" alt="Gone">` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: mediaMessages.unknownImage,
      errors: [{ path: "content", message: mediaMessages.unknownImage }],
    });
  });

  test("the library knows which posts show an upload, as the content changes and posts go", async () => {
    const [first, second] = [await uploaded("First"), await uploaded("Second")];
    const img = (image: { url: string; alt: string }) => `<img src="${image.url}" alt="${image.alt}">`;
    const { id } = (
      await createPost(admin, { title: "Spring fair", content: `${words}${img(first)}${img(first)}` })
    ).json();
    expect(await usage()).toEqual({ [first.id]: ["Spring fair"], [second.id]: [] });

    await admin.send("PUT", `/api/blog/${id}`, { content: `${words}${img(second)}` });
    expect(await usage()).toEqual({ [first.id]: [], [second.id]: ["Spring fair"] });
    // A change that leaves the content alone leaves its images alone.
    await admin.send("PUT", `/api/blog/${id}`, { title: "Spring fair 2026" });
    expect(await usage()).toEqual({ [first.id]: [], [second.id]: ["Spring fair 2026"] });

    await admin.send("DELETE", `/api/blog/${id}`);
    expect(await usage()).toEqual({ [first.id]: [], [second.id]: [] });
  });
});
