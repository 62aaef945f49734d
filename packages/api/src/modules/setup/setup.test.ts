import { BACKUP_COMPLETED_SETTING, EMAIL_TEST_DELIVERED_SETTING, type Setup } from "@choose/schema";
import { validOrganisationProfile } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { adminToken } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { writeBackup } from "../../db/backup.ts";
import { Migration20261128120000_honest_seeded_pages } from "../../db/migrations/Migration20261128120000_honest_seeded_pages.ts";
import { SettingEntity } from "../../platform/settings.entity.ts";
import { UserEntity } from "../auth/auth.entity.ts";
import { seedFirstStartPages } from "../organisation/organisation.service.ts";
import { SEEDED_PAGES, SEEDED_SPANISH_PAGES } from "../organisation/seeded-pages.ts";

const t = useTestApp();

/** The organisation's own profile: a real address, a logo, its own social profiles. */
const realProfile = {
  ...validOrganisationProfile,
  email: "hello@magiccityschools.org",
  logoUrl: "https://images.magiccityschools.org/logo.png",
};

async function admin() {
  const token = await adminToken(t);
  const send = (method: "GET" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { "x-admin-token": token }, ...(payload && { payload }) });
  /** Each item's key, with the done ones marked, in the checklist's order. */
  const checklist = async () => {
    const answer = await send("GET", "/api/admin/setup");
    expect(answer.statusCode).toBe(200);
    const { items }: Setup = answer.json();
    return Object.fromEntries(items.map((item) => [item.key, item.done]));
  };
  return { send, checklist };
}

async function setSetting(key: string, value: string) {
  await t.db.orm.em.fork().upsert(SettingEntity, { key, value, updatedAt: new Date() });
}

describe("the setup checklist", () => {
  test("a fresh start has every item open; only Sheets is optional; no-store, admins only", async () => {
    await seedFirstStartPages(t.db.orm);
    const { send } = await admin();
    const answer = await send("GET", "/api/admin/setup");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.json()).toEqual({
      items: [
        { key: "organisation", done: false, optional: false },
        { key: "contact", done: false, optional: false },
        { key: "social", done: false, optional: false },
        { key: "about", done: false, optional: false },
        { key: "donate", done: false, optional: false },
        { key: "email", done: false, optional: false },
        { key: "twoFactor", done: false, optional: false },
        { key: "backup", done: false, optional: false },
        { key: "sheets", done: false, optional: true },
      ],
    });
    expect((await t.app.inject("/api/admin/setup")).statusCode).toBe(401);
  });

  test("saving the profile ticks details, contact and social links; a placeholder keeps its item open", async () => {
    const { send, checklist } = await admin();
    expect((await send("PUT", "/api/admin/organisation", realProfile)).statusCode).toBe(200);
    expect(await checklist()).toMatchObject({ organisation: true, contact: true, social: true });

    // The network's home page, an example domain's address, no logo: each keeps its own item open.
    const placeholders = {
      ...realProfile,
      email: "info@example.org",
      logoUrl: "",
      social: { ...realProfile.social, twitter: "https://x.com/" },
    };
    expect((await send("PUT", "/api/admin/organisation", placeholders)).statusCode).toBe(200);
    expect(await checklist()).toMatchObject({ organisation: false, contact: false, social: false });

    // Emptied links hide their icons: nothing placeholder is left.
    const noSocial = { facebook: "", twitter: "", linkedin: "", instagram: "" };
    await send("PUT", "/api/admin/organisation", { ...realProfile, phone: "", social: noSocial });
    expect(await checklist()).toMatchObject({ organisation: true, contact: false, social: true });
  });

  test("About and Donate tick once written: not when saved unchanged; unpublished or deleted, nothing shows", async () => {
    await seedFirstStartPages(t.db.orm);
    const { send, checklist } = await admin();
    const pages: { id: string; slug: string }[] = (await send("GET", "/api/admin/pages")).json();
    const pageId = (slug: string) => pages.find((page) => page.slug === slug)?.id;
    const about = SEEDED_PAGES[0];
    const aboutInput = {
      title: about.title,
      slug: about.slug,
      description: about.description,
      content: about.content,
      published: true,
      order: about.position,
      showInHeader: false,
      showInFooter: true,
      language: "en",
    };
    const saveAbout = (content: string, published = true) =>
      send("PUT", `/api/admin/pages/${pageId("about")}`, { ...aboutInput, content, published });

    expect((await saveAbout(about.content)).statusCode).toBe(200);
    expect(await checklist()).toMatchObject({ about: false, donate: false });

    expect((await saveAbout(`<p>We are four parents and two teachers from Birmingham.</p>`)).statusCode).toBe(
      200,
    );
    expect(await checklist()).toMatchObject({ about: true, donate: false });

    // Back to the seeded text, but as a draft: the public no longer sees it.
    await saveAbout(about.content, false);
    expect(await checklist()).toMatchObject({ about: true });

    expect((await send("DELETE", `/api/admin/pages/${pageId("donate")}`)).statusCode).toBe(200);
    expect(await checklist()).toMatchObject({ donate: true });
  });

  test("email delivery, two-factor sign-in and Sheets read the site's state", async () => {
    const { checklist } = await admin();
    await setSetting(EMAIL_TEST_DELIVERED_SETTING, new Date().toISOString());
    await t.db.orm.em
      .fork()
      .nativeUpdate(UserEntity, {}, { totpSecret: "JBSWY3DPEHPK3PXP", totpEnabledAt: new Date() });
    expect(await checklist()).toMatchObject({ email: true, twoFactor: true, sheets: false });
  });

  test("`pnpm db:backup` records its time: recent ticks the item, older than 7 days does not", async () => {
    const { checklist } = await admin();
    await writeBackup(t.db.orm, async () => {});
    const [row] = await t.db.orm.em.fork().find(SettingEntity, { key: BACKUP_COMPLETED_SETTING });
    expect(Date.now() - Date.parse(row?.value ?? "")).toBeLessThan(60_000);
    expect(await checklist()).toMatchObject({ backup: true });

    await setSetting(BACKUP_COMPLETED_SETTING, new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString());
    expect(await checklist()).toMatchObject({ backup: false });
  });

  test("a site started earlier: the migration replaces the seeded placeholder lines, and the checklist sees About unwritten", async () => {
    await seedFirstStartPages(t.db.orm);
    const connection = t.db.orm.em.getConnection();
    const about = SEEDED_PAGES[0];
    const placeholder = `<h2>Our team</h2>
<ul>
<li>Add each member of the team here: name, role.</li>
</ul>
<h2>Our board</h2>
<ul>
<li>Add each board member here: name, role.</li>
</ul>`;
    const [mission] = about.content.split("<h2>Talk to us</h2>");
    // The About page as the first start wrote it before issue 31.
    await connection.execute("update pages set content = ?, description = ? where slug = 'about'", [
      `${mission}${placeholder}`,
      "Who we are: our mission, how we help Alabama's private schools and families, our team and board.",
    ]);
    const migration = new Migration20261128120000_honest_seeded_pages(
      t.db.orm.em.getDriver(),
      t.db.orm.config,
    );
    await migration.up();
    for (const query of migration.getQueries())
      if (typeof query === "string") await connection.execute(query);
    const [row] = await connection.execute<{ content: string; description: string }[]>(
      "select content, description from pages where slug = 'about'",
    );
    expect(row).toEqual({ content: about.content, description: about.description });
    const [spanish] = await connection.execute<{ content: string }[]>(
      "select content from pages where slug = 'sobre-nosotros'",
    );
    expect(spanish?.content).toBe(SEEDED_SPANISH_PAGES[0].content);
    const { checklist } = await admin();
    expect(await checklist()).toMatchObject({ about: false, donate: false });
  });
});
