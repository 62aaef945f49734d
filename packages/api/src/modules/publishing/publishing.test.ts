import { publishingMessages } from "@choose/schema";
import { postInput, validPage } from "@choose/schema/fixtures";
import { describe, expect, inject, test } from "vitest";
import { useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { onPostgres, useInstances } from "../../../test/instances.ts";
import type { ContentChanges } from "../../platform/content-changes.ts";
import { BlogPostEntity } from "../blog/blog.entity.ts";
import { PageEntity } from "../organisation/organisation.entity.ts";
import { createPublishingService } from "./publishing.service.ts";

// On PostgreSQL the test app is an instance like the others (it hears and sends their announcements): its
// own job may publish the post the two-instance test schedules, and must tell them.
const t = useTestApp(onPostgres ? { DATABASE_URL: inject("databaseUrl") } : {});
const admin = useAdminSession(t);
const { send } = admin;

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const publicSlugs = async (app = t.app) =>
  (await app.inject("/api/blog")).json().map((post: { slug: string }) => post.slug);

/** Brings a scheduled post's or page's time to the past, as if its minute had come. */
async function timeHasCome(kind: "post" | "page", id: string) {
  const em = t.db.orm.em.fork();
  const publishAt = new Date(Date.now() - 1_000);
  if (kind === "post") await em.nativeUpdate(BlogPostEntity, { id }, { publishAt });
  else await em.nativeUpdate(PageEntity, { id }, { publishAt });
}

async function schedulePost(slug: string) {
  const response = await send("POST", "/api/blog", {
    ...postInput({ slug }),
    published: false,
    publishAt: inAnHour(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("scheduling a post", () => {
  test("a post with published: false and a time to come is scheduled: listed, not public, then published once", async () => {
    const post = await schedulePost("morning-news");
    expect(post.published).toBe(false);
    expect(Date.parse(post.publishAt)).toBeGreaterThan(Date.now());
    const scheduled = await send("GET", "/api/admin/scheduled");
    expect(scheduled.headers["cache-control"]).toContain("no-store");
    expect(scheduled.json()).toEqual([
      expect.objectContaining({ kind: "post", id: post.id, slug: "morning-news", publishAt: post.publishAt }),
    ]);
    // Read (and so cached) before its time.
    expect(await publicSlugs()).toEqual([]);
    expect((await t.app.inject("/api/blog/slug/morning-news")).statusCode).toBe(404);

    // Counted over all of this instance's runs: the job may also be running in the background.
    const before = t.app.services.publishing.publishedTotal();
    await timeHasCome("post", post.id);
    await t.app.services.publishing.publishDue();
    await t.app.services.publishing.publishDue();
    expect(t.app.services.publishing.publishedTotal() - before).toBe(1);
    // The job's announcement dropped the cached list and the cached 404.
    expect(await publicSlugs()).toEqual(["morning-news"]);
    expect((await t.app.inject("/api/blog/slug/morning-news")).statusCode).toBe(200);
    expect((await send("GET", "/api/admin/scheduled")).json()).toEqual([]);
    const saved = (await send("GET", `/api/blog/admin/${post.id}`)).json();
    expect(saved).toMatchObject({ published: true, publishAt: expect.any(String) });
    // The post's date is the time it went out.
    expect((await t.app.inject("/api/blog")).json()[0].createdAt).toBe(saved.publishAt);
  });

  test("publishing by hand cancels the schedule; unpublishing a post whose time has passed forgets it", async () => {
    const post = await schedulePost("by-hand");
    const published = await send("PUT", `/api/blog/${post.id}`, { published: true });
    expect(published.json()).toMatchObject({ published: true, publishAt: null });
    await t.db.orm.em.fork().nativeUpdate(BlogPostEntity, { id: post.id }, { publishAt: new Date(0) });
    const unpublished = await send("PUT", `/api/blog/${post.id}`, { published: false });
    expect(unpublished.json()).toMatchObject({ published: false, publishAt: null });
    expect((await t.app.services.publishing.publishDue()).published).toBe(0);
  });

  test.each([
    [
      "a time that has passed",
      { published: false, publishAt: "2020-01-01T08:00:00-06:00" },
      publishingMessages.publishAtPast,
    ],
    [
      "a time to come on a published post",
      { published: true, publishAt: "2030-01-01T08:00:00-06:00" },
      publishingMessages.scheduledAndPublished,
    ],
    ["no offset", { published: false, publishAt: "2030-01-01T08:00:00" }, publishingMessages.publishAt],
    ["not a time", { published: false, publishAt: "tomorrow" }, publishingMessages.publishAt],
    [
      "too far ahead",
      { published: false, publishAt: "2999-01-01T08:00:00Z" },
      publishingMessages.publishAtTooFar,
    ],
  ])("%s is refused with a 400 at publishAt", async (_name, change, message) => {
    const response = await send("POST", "/api/blog", { ...postInput(), ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toContainEqual({ path: "publishAt", message });
  });
});

describe("scheduling a page", () => {
  test("a scheduled page is not public until the job publishes it", async () => {
    const created = await send("POST", "/api/admin/pages", {
      ...validPage,
      published: false,
      publishAt: inAnHour(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json();
    expect((await t.app.inject("/api/pages/partners")).statusCode).toBe(404);
    expect((await send("GET", "/api/admin/scheduled")).json()).toMatchObject([{ kind: "page", id: page.id }]);
    await timeHasCome("page", page.id);
    await t.app.services.publishing.publishDue();
    expect((await t.app.inject("/api/pages/partners")).statusCode).toBe(200);
    const site = (await t.app.inject("/api/organisation")).json();
    expect(site.pages.map((link: { slug: string }) => link.slug)).toContain("partners");
  });
});

describe("a run killed between publishing and telling the instances", () => {
  test("loses nothing: the next run announces what the killed one published", async () => {
    const post = await schedulePost("after-the-crash");
    expect(await publicSlugs()).toEqual([]);
    // The run the save kicked (in the background, after its debounce) is over: the killed run below
    // holds the lease alone, and nothing else publishes the post before it.
    await t.app.services.publishing.publishDue();
    await timeHasCome("post", post.id);
    // A run whose announcement never happens (the process died right after its UPDATE).
    const dying: ContentChanges = {
      live: true,
      publish: () => Promise.reject(new Error("killed")),
      subscribe: () => {},
      start: () => {},
      close: async () => {},
    };
    const killed = createPublishingService({ orm: t.db.orm, changes: dying, log: t.app.log });
    await expect(killed.publishDue()).rejects.toThrow("killed");
    const row = await t.db.orm.em.fork().findOneOrFail(BlogPostEntity, { id: post.id });
    expect(row).toMatchObject({ published: true, awaitingAnnouncement: true });
    // This instance was not told: it still answers its cached list.
    expect(await publicSlugs()).toEqual([]);

    await t.app.services.publishing.publishDue();
    expect(await publicSlugs()).toEqual(["after-the-crash"]);
    const after = await t.db.orm.em.fork().findOneOrFail(BlogPostEntity, { id: post.id });
    expect(after.awaitingAnnouncement).toBe(false);
  });
});

const startInstance = useInstances();

describe.skipIf(!onPostgres)("two instances on one PostgreSQL", () => {
  test("run at once, the two publish a due post exactly once, and both serve it at once", async () => {
    const [one, two] = [await startInstance(), await startInstance()];
    const post = await schedulePost("shared-morning");
    expect(await publicSlugs(one)).toEqual([]);
    expect(await publicSlugs(two)).toEqual([]);
    // Every instance on the database runs the job (the test app's too), in the background as well.
    const instances = [t.app, one, two];
    const total = () => instances.reduce((sum, app) => sum + app.services.publishing.publishedTotal(), 0);
    const before = total();
    await timeHasCome("post", post.id);
    await Promise.all([...instances, ...instances].map((app) => app.services.publishing.publishDue()));
    expect(total() - before).toBe(1);
    await expect.poll(() => publicSlugs(one)).toEqual(["shared-morning"]);
    await expect.poll(() => publicSlugs(two)).toEqual(["shared-morning"]);
  });
});
