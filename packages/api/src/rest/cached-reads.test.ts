import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test, vi } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { editPost, seedPost } from "../../test/blog.ts";
import { BlogPostEntity } from "../modules/blog/blog.entity.ts";

const t = useTestApp();

/** Twenty posts, so the list is long enough to be sent compressed. */
async function seedList() {
  const posts = [];
  for (let i = 0; i < 20; i++) posts.push(await seedPost(t, `news-${i}`, { at: i }));
  return posts;
}

describe("cached public reads over REST", () => {
  test("a repeated read is answered from the prepared answer, without calling the service again", async () => {
    await seedList();
    const list = vi.spyOn(t.app.services.blog, "listPublished");
    try {
      const first = await t.app.inject("/api/blog");
      const second = await t.app.inject("/api/blog");
      expect(second.body).toBe(first.body);
      expect(list).toHaveBeenCalledTimes(1);
      // A query string takes the usual way (the procedure), so it cannot fill the cache with spellings.
      const queried = await t.app.inject("/api/blog?utm_source=feed");
      expect(queried.json()).toEqual(first.json());
      expect(list).toHaveBeenCalledTimes(2);
    } finally {
      list.mockRestore();
    }
  });

  test("the answer is sent compressed as the client asks, with its ETag, and 304 while unchanged", async () => {
    await seedList();
    const plain = await t.app.inject("/api/blog");
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");
    const etag = String(plain.headers.etag);

    const br = await t.app.inject({ url: "/api/blog", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: "/api/blog", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect([br.headers.etag, gzip.headers.etag]).toEqual([etag, etag]);
    // The security headers come with a prepared answer too.
    expect(br.headers["x-content-type-options"]).toBe("nosniff");

    const revalidated = await t.app.inject({ url: "/api/blog", headers: { "if-none-match": etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });

  test("a save clears the prepared answers at once; a write behind the app's back does not", async () => {
    const [post] = await seedList();
    if (!post) throw new Error("no post seeded");
    const title = async (url: string) => {
      const answer = (await t.app.inject(url)).json();
      return Array.isArray(answer) ? answer.at(-1)?.title : answer.title;
    };
    expect(await title("/api/blog")).toBe(post.title);
    expect(await title(`/api/blog/slug/${post.slug}`)).toBe(post.title);

    await t.db.orm.em.fork().nativeUpdate(BlogPostEntity, { id: post.id }, { title: "Changed by hand" });
    expect(await title("/api/blog")).toBe(post.title);

    expect((await editPost(t, post.id, { title: "Saved in the editor" })).statusCode).toBe(200);
    expect(await title("/api/blog")).toBe("Saved in the editor");
    expect(await title(`/api/blog/slug/${post.slug}`)).toBe("Saved in the editor");
  });

  test("a missing post is a 404 every time, never kept", async () => {
    await seedList();
    for (let i = 0; i < 2; i++) expect((await t.app.inject("/api/blog/slug/not-yet")).statusCode).toBe(404);
    await seedPost(t, "not-yet");
    await t.app.contentChanges.publish();
    expect((await t.app.inject("/api/blog/slug/not-yet")).statusCode).toBe(200);
  });
});
