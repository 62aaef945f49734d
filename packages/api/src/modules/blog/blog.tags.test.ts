import { tagMessages } from "@choose/schema";
import { postInput } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";

const t = useTestApp();
const { send } = useAdminSession(t);

async function post(slug: string, tags: string[], published = true) {
  const response = await send("POST", "/api/blog", { ...postInput({ slug }), published, tags });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const slugsOf = (posts: { slug: string }[]) => posts.map((item) => item.slug);

describe("tags on posts", () => {
  test("a post takes tags by name: new names make tags, the same address twice is one tag, and reads list them", async () => {
    const first = await post("deadline-news", ["Deadlines", " Application Help ", "deadlines"]);
    expect(first.tags).toEqual(["Application Help", "Deadlines"]);
    await post("other-news", ["Deadlines"]);
    await post("draft-news", ["Deadlines"], false);

    const list = (await t.app.inject("/api/blog")).json();
    expect(list.find((item: { slug: string }) => item.slug === "deadline-news").tags).toEqual([
      "Application Help",
      "Deadlines",
    ]);
    const tagged = await t.app.inject("/api/blog/tag/deadlines");
    expect(tagged.statusCode).toBe(200);
    expect(tagged.json().tag).toEqual({ name: "Deadlines", slug: "deadlines" });
    // Published posts only, newest first.
    expect(slugsOf(tagged.json().posts)).toEqual(["other-news", "deadline-news"]);
    expect((await t.app.inject("/api/blog/tag/no-such-tag")).statusCode).toBe(404);

    const tags = (await send("GET", "/api/admin/tags")).json();
    expect(tags).toEqual([
      expect.objectContaining({ name: "Application Help", slug: "application-help", posts: 1 }),
      expect.objectContaining({ name: "Deadlines", slug: "deadlines", posts: 3 }),
    ]);
  });

  test("an update sets the tags it sends and keeps them when it sends none", async () => {
    const saved = await post("retagged", ["Deadlines"]);
    const kept = await send("PUT", `/api/blog/${saved.id}`, { title: "A different title" });
    expect(kept.json().tags).toEqual(["Deadlines"]);
    const changed = await send("PUT", `/api/blog/${saved.id}`, { tags: ["Events"] });
    expect(changed.json().tags).toEqual(["Events"]);
    expect(slugsOf((await t.app.inject("/api/blog/tag/events")).json().posts)).toEqual(["retagged"]);
    expect((await t.app.inject("/api/blog/tag/deadlines")).json().posts).toEqual([]);
  });

  test.each([
    ["a name of nothing but punctuation", ["!!!"], tagMessages.name],
    ["an empty name", [""], tagMessages.name],
    ["a name too long", ["x".repeat(41)], tagMessages.name],
    ["too many tags", Array.from({ length: 11 }, (_, index) => `Tag ${index}`), tagMessages.tooMany],
  ])("%s is a 400", async (_name, tags, message) => {
    const response = await send("POST", "/api/blog", { ...postInput(), tags });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toContain(message);
  });
});

describe("managing tags", () => {
  test("renaming moves the tag's address and is on the next read; a taken name is a 409; deleting keeps the posts", async () => {
    await post("renamed-news", ["Deadlines", "Events"]);
    const [deadlines] = (await send("GET", "/api/admin/tags")).json();
    // Read (and so cached) before the rename.
    expect((await t.app.inject("/api/blog/tag/deadlines")).statusCode).toBe(200);
    const renamed = await send("PUT", `/api/admin/tags/${deadlines.id}`, { name: "Key Dates" });
    expect(renamed.json()).toMatchObject({ name: "Key Dates", slug: "key-dates", posts: 1 });
    expect((await t.app.inject("/api/blog/tag/deadlines")).statusCode).toBe(404);
    expect((await t.app.inject("/api/blog/tag/key-dates")).json().tag.name).toBe("Key Dates");
    expect((await t.app.inject("/api/blog")).json()[0].tags).toEqual(["Events", "Key Dates"]);

    const clash = await send("PUT", `/api/admin/tags/${deadlines.id}`, { name: "events" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(tagMessages.taken);

    const removed = await send("DELETE", `/api/admin/tags/${deadlines.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject("/api/blog")).json()[0]).toMatchObject({
      slug: "renamed-news",
      tags: ["Events"],
    });
    expect((await send("DELETE", `/api/admin/tags/${deadlines.id}`)).statusCode).toBe(404);
  });
});
