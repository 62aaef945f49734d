import {
  type AdminPage,
  AppError,
  type Language,
  mediaMessages,
  type OrganisationProfile,
  type OrganisationProfileUpdate,
  organisationMessages,
  type PageLink,
  type PageSave,
  type PublicPage,
  type PublicSite,
  profileFromSiteConfig,
  type SiteConfig,
} from "@choose/schema";
import { type EntityManager, type MikroORM, UniqueConstraintViolationException } from "@mikro-orm/postgresql";
import { deleteOrFail } from "../../db/delete-or-fail.ts";
import { postImages, sanitizePostHtml } from "../../platform/html-sanitizer.ts";
import { nextPublishState, type PublishState } from "../../platform/scheduling.ts";
import {
  applyTranslationLink,
  counterpartOf,
  isTranslationClash,
  type TranslationRows,
  toCounterpart,
  translationClash,
  withCounterparts,
} from "../../platform/translations.ts";
import { pruneRevisions, recordRevision } from "../publishing/revision-record.ts";
import {
  OrganisationProfileEntity,
  type OrganisationProfileRow,
  PageEntity,
  type PageRow,
} from "./organisation.entity.ts";
import { SEEDED_PAGES, SEEDED_SPANISH_PAGES } from "./seeded-pages.ts";

export interface OrganisationService {
  /** What every public page shows: the profile and the published pages to link, in order. */
  publicSite(): Promise<PublicSite>;
  /** A published page by its address. */
  publishedPage(slug: string): Promise<PublicPage>;
  profile(): Promise<OrganisationProfile>;
  updateProfile(input: OrganisationProfileUpdate): Promise<OrganisationProfile>;
  listPages(): Promise<AdminPage[]>;
  getPage(id: string): Promise<AdminPage>;
  /** `savedBy`: the staff account saving it (its revision names it). */
  createPage(input: PageSave, savedBy?: string): Promise<AdminPage>;
  updatePage(id: string, input: PageSave, savedBy?: string): Promise<AdminPage>;
  removePage(id: string): Promise<void>;
}

/** A profile row's text columns, as the entity names them. */
type ProfileFields = Omit<OrganisationProfileRow, "id" | "updatedAt">;

/** The one profile row's id. */
const PROFILE_ID = 1;

interface PublicSiteRow {
  profile: ProfileFields | null;
  pages: PageLink[];
}

interface PublishedPageRow {
  title: string;
  description: string;
  content: string;
  updated_at: Date | string;
  language: Language;
  translation_slug: string | null;
  translation_language: Language | null;
}

/** A page's published translation, linked either way (one at most), for the public reads. */
const PAGE_TRANSLATION_JOIN =
  "left join pages t on t.published and (t.id = p.translation_of_id or t.translation_of_id = p.id)";

/** Field by field: the profile is public, and a column added later must not reach it unasked. */
function toProfile(row: ProfileFields): OrganisationProfile {
  return {
    name: row.name,
    description: row.description,
    email: row.email,
    phone: row.phone,
    address: row.address,
    ein: row.ein,
    nonprofitStatement: row.nonprofitStatement,
    social: {
      facebook: row.facebookUrl,
      twitter: row.twitterUrl,
      linkedin: row.linkedinUrl,
      instagram: row.instagramUrl,
    },
    donationUrl: row.donationUrl,
    logoUrl: row.logoUrl,
  };
}

function profileColumns({ social, ...rest }: OrganisationProfileUpdate) {
  return {
    ...rest,
    facebookUrl: social.facebook,
    twitterUrl: social.twitter,
    linkedinUrl: social.linkedin,
    instagramUrl: social.instagram,
  };
}

function toAdminPage(page: PageRow, counterpart: PageRow | null): AdminPage {
  return {
    language: page.language,
    counterpart: toCounterpart(counterpart),
    id: page.id,
    slug: page.slug,
    title: page.title,
    description: page.description,
    content: page.content,
    published: page.published,
    publishAt: page.publishAt?.toISOString() ?? null,
    order: page.position,
    showInHeader: page.showInHeader,
    showInFooter: page.showInFooter,
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
  };
}

/** The text a page's revision keeps. */
const pageText = (page: PageRow) => ({ title: page.title, summary: page.description, content: page.content });

const pageNotFound = () => new AppError("NOT_FOUND", organisationMessages.pageNotFound);
const contentError = (message: string) =>
  new AppError("BAD_REQUEST", message, { errors: [{ path: "content", message }] });

/** A page's content as stored: the posts' allow-list, every image described. */
export function pageContentOf(html: string): string {
  const clean = sanitizePostHtml(html);
  if (!clean) throw contentError(organisationMessages.pageContent);
  if (postImages(clean).some((image) => !image.alt)) throw contentError(mediaMessages.contentAlt);
  return clean;
}

/** A page's columns from a save; `current` is its stored publish state (none for a new page). */
function pageColumns(input: PageSave, current: PublishState = { published: false, publishAt: null }) {
  const {
    order,
    content,
    translationOf: _link,
    published: _published,
    publishAt: _publishAt,
    ...rest
  } = input;
  return {
    ...rest,
    ...nextPublishState(current, input),
    position: order,
    content: pageContentOf(content),
  };
}

/** `site` gives the profile until the administrator first saves one (the `SITE_*` defaults). */
export function createOrganisationService(orm: MikroORM, site: SiteConfig): OrganisationService {
  const defaults = profileFromSiteConfig(site);
  // The profile's text columns under the entity's property names, so the row maps like an entity.
  const profileSql = `select json_build_object(${orm
    .getMetadata(OrganisationProfileEntity)
    .props.filter((prop) => prop.name !== "id" && prop.name !== "updatedAt")
    .map((prop) => `'${prop.name}', o.${prop.fieldNames.join("")}`)
    .join(", ")}) as profile from organisation_profile o where o.id = ?`;

  async function readProfile() {
    const [row] = await orm.em
      .getConnection()
      .execute<Pick<PublicSiteRow, "profile">[]>(profileSql, [PROFILE_ID]);
    return row?.profile ? toProfile(row.profile) : defaults;
  }

  const findPage = (em: EntityManager, id: string) =>
    em.findOneOrFail(PageEntity, { id }, { failHandler: pageNotFound });

  /** The pages as the translation link reads them, in the save's entity manager (which flushes once, at the end). */
  const translationRows = (em: EntityManager): TranslationRows<PageRow> => ({
    byId: (id) => em.findOne(PageEntity, { id }, { flushMode: "commit" }),
    linkedTo: (id) => em.findOne(PageEntity, { translationOfId: id }, { flushMode: "commit" }),
  });

  async function flushPage(em: EntityManager) {
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && isTranslationClash(error))
        throw translationClash();
      if (error instanceof UniqueConstraintViolationException)
        throw new AppError("CONFLICT", organisationMessages.slugTaken, {
          errors: [{ path: "slug", message: organisationMessages.slugTaken }],
        });
      throw error;
    }
  }

  return {
    async publicSite() {
      // Every public page load reads this: one round trip of plain SQL, no entity hydration (the
      // blog's hot reads do the same).
      const [row] = await orm.em.getConnection().execute<PublicSiteRow[]>(
        `select
           (${profileSql}) as profile,
           coalesce((select json_agg(json_build_object('slug', p.slug, 'title', p.title,
             'showInHeader', p.show_in_header, 'showInFooter', p.show_in_footer, 'language', p.language,
             'translation', case when t.id is null then null
               else json_build_object('slug', t.slug, 'language', t.language) end) order by p.position, p.title)
             from pages p ${PAGE_TRANSLATION_JOIN} where p.published), '[]') as pages`,
        [PROFILE_ID],
      );
      return { profile: row?.profile ? toProfile(row.profile) : defaults, pages: row?.pages ?? [] };
    },

    async publishedPage(slug) {
      const [page] = await orm.em.getConnection().execute<PublishedPageRow[]>(
        `select p.title, p.description, p.content, p.updated_at, p.language,
             t.slug as translation_slug, t.language as translation_language
           from pages p ${PAGE_TRANSLATION_JOIN} where p.slug = ? and p.published`,
        [slug],
      );
      if (!page) throw pageNotFound();
      const { title, description, content, updated_at: updatedAt, language } = page;
      const translation =
        page.translation_slug !== null && page.translation_language !== null
          ? { slug: page.translation_slug, language: page.translation_language }
          : null;
      return {
        slug,
        title,
        description,
        content,
        updatedAt: new Date(updatedAt).toISOString(),
        language,
        translation,
      };
    },

    async profile() {
      return readProfile();
    },

    async updateProfile(input) {
      const columns = profileColumns(input);
      await orm.em
        .fork()
        .upsert(OrganisationProfileEntity, { id: PROFILE_ID, ...columns, updatedAt: new Date() });
      return readProfile();
    },

    async listPages() {
      const pages = await orm.em.fork().find(PageEntity, {}, { orderBy: { position: "asc", title: "asc" } });
      return withCounterparts(pages).map(([page, counterpart]) => toAdminPage(page, counterpart));
    },

    async getPage(id) {
      const em = orm.em.fork();
      const page = await findPage(em, id);
      return toAdminPage(page, await counterpartOf(translationRows(em), page));
    },

    async createPage(input, savedBy) {
      const em = orm.em.fork();
      const page = em.create(PageEntity, { ...pageColumns(input), translationOfId: null });
      const counterpart = await applyTranslationLink(
        translationRows(em),
        page,
        null,
        input.translationOf,
        false,
      );
      recordRevision(em, { kind: "page", id: page.id }, pageText(page), savedBy);
      await flushPage(em);
      return toAdminPage(page, counterpart);
    },

    async updatePage(id, input, savedBy) {
      const em = orm.em.fork();
      const page = await findPage(em, id);
      const rows = translationRows(em);
      const current = await counterpartOf(rows, page);
      const languageChanged = input.language !== page.language;
      em.assign(page, {
        ...pageColumns(input, { published: page.published, publishAt: page.publishAt ?? null }),
        updatedAt: new Date(),
      });
      const counterpart = await applyTranslationLink(
        rows,
        page,
        current,
        input.translationOf,
        languageChanged,
      );
      recordRevision(em, { kind: "page", id: page.id }, pageText(page), savedBy);
      await flushPage(em);
      await pruneRevisions(orm, "page", page.id);
      return toAdminPage(page, counterpart);
    },

    async removePage(id) {
      await deleteOrFail(orm.em.fork(), PageEntity, { id }, pageNotFound);
    },
  };
}

/**
 * What a server render of a public page needs, as one plain call: the organisation (header, footer,
 * titles, JSON-LD) and, for `/{slug}`, the published page or null. The server render seeds the web
 * app's `organisation.site` and `organisation.page` queries with these.
 */
export async function organisationPageData(
  organisation: Pick<OrganisationService, "publicSite" | "publishedPage">,
  slug?: string,
): Promise<{ site: PublicSite; page: PublicPage | null }> {
  const [site, page] = await Promise.all([
    organisation.publicSite(),
    slug === undefined
      ? null
      : organisation.publishedPage(slug).catch((error: unknown) => {
          if (error instanceof AppError && error.code === "NOT_FOUND") return null;
          throw error;
        }),
  ]);
  return { site, page };
}

/** The settings row that says a site's first start made its pages (a backup carries it with them). */
export const PAGES_SEEDED_SETTING = "organisation.pages_seeded";

/** The settings row that says the Spanish versions of the seeded pages were made (issue 30). */
export const SPANISH_PAGES_SEEDED_SETTING = "organisation.spanish_pages_seeded";

/**
 * Creates the seeded pages (About, Donate, Privacy, Accessibility) on a site's first start, once ever:
 * never again after the administrator deletes one, nor after a restore. Not in the migration, which
 * would fill a new database that `db:restore` needs empty. One statement, so instances starting
 * together make them once. Then, once ever too (so a site started before issue 30 gets them on its next
 * start), their Spanish versions, each linked to its English page while that page is still there and
 * has no Spanish version yet. Answers whether it made any page.
 */
export async function seedFirstStartPages(orm: MikroORM): Promise<boolean> {
  const connection = orm.em.getConnection();
  const english = await connection.execute<{ slug: string }[]>(
    `with claimed as (
       insert into settings (key, value) values (?, now()::text) on conflict (key) do nothing returning key
     )
     insert into pages (slug, title, description, content, published, position)
     select page.slug, page.title, page.description, page.content, true, page.position
     from claimed, json_to_recordset(cast(? as json))
       as page(slug text, title text, description text, content text, position int)
     on conflict (slug) do nothing
     returning slug`,
    [PAGES_SEEDED_SETTING, JSON.stringify(SEEDED_PAGES)],
  );
  const spanish = await connection.execute<{ slug: string }[]>(
    `with claimed as (
       insert into settings (key, value) values (?, now()::text) on conflict (key) do nothing returning key
     )
     insert into pages (slug, title, description, content, published, position, language, translation_of_id)
     select page.slug, page.title, page.description, page.content, true, page.position, 'es', en.id
     from claimed, json_to_recordset(cast(? as json))
       as page(slug text, "translationOf" text, title text, description text, content text, position int)
     join pages en on en.slug = page."translationOf" and en.language = 'en'
     where not exists (select 1 from pages linked where linked.translation_of_id = en.id)
     on conflict do nothing
     returning slug`,
    [SPANISH_PAGES_SEEDED_SETTING, JSON.stringify(SEEDED_SPANISH_PAGES)],
  );
  return english.length + spanish.length > 0;
}
