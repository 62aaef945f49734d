import {
  BACKUP_COMPLETED_SETTING,
  EMAIL_TEST_DELIVERED_SETTING,
  isPlaceholderEmail,
  isPlaceholderSocialLink,
  RECENT_BACKUP_DAYS,
  SETUP_ITEM_KEYS,
  type Setup,
  type SetupItemKey,
} from "@choose/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import { sanitizePostHtml } from "../../platform/html-sanitizer.ts";
import { SettingEntity } from "../../platform/settings.entity.ts";
import type { AccountService } from "../auth/account.service.ts";
import type { AdminIdentity } from "../auth/auth.service.ts";
import { OrganisationProfileEntity, PageEntity } from "../organisation/organisation.entity.ts";
import { SEEDED_PAGES } from "../organisation/seeded-pages.ts";
import type { SheetsService } from "../sheets/sheets.service.ts";

export interface SetupService {
  /** The checklist as the site stands, for the signed-in administrator (whose two-factor sign-in it reads). */
  state(admin: AdminIdentity): Promise<Setup>;
}

/** What the checklist reads through the other domains' own services. */
export interface SetupReaders {
  account: Pick<AccountService, "twoFactorStatus">;
  sheets: Pick<SheetsService, "status">;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The seeded pages whose text the administrator is asked to write, by their checklist key. */
const WRITTEN_PAGES = { about: "about", donate: "donate" } as const satisfies Partial<
  Record<SetupItemKey, string>
>;

/**
 * A seeded page's text as it may stand unedited: as seeded, and as the editor stores it when saved
 * unchanged (sanitized).
 */
function seededTexts(slug: string): string[] {
  const page = SEEDED_PAGES.find((seeded) => seeded.slug === slug);
  return page ? [page.content, sanitizePostHtml(page.content)] : [];
}

export function createSetupService(
  orm: MikroORM,
  readers: SetupReaders,
  now: () => Date = () => new Date(),
): SetupService {
  /** Whether a published English page still shows the seeded text (a deleted or unpublished one does not). */
  async function stillSeeded(slug: string): Promise<boolean> {
    const texts = seededTexts(slug);
    const count = await orm.em
      .fork()
      .count(PageEntity, { published: true, language: "en", content: { $in: texts } });
    return count > 0;
  }

  return {
    async state(admin) {
      const em = orm.em.fork();
      const [profile, settings, twoFactor, sheets, aboutSeeded, donateSeeded] = await Promise.all([
        em.findOne(OrganisationProfileEntity, { id: 1 }),
        em.find(SettingEntity, { key: { $in: [BACKUP_COMPLETED_SETTING, EMAIL_TEST_DELIVERED_SETTING] } }),
        readers.account.twoFactorStatus(admin),
        readers.sheets.status(),
        stillSeeded(WRITTEN_PAGES.about),
        stillSeeded(WRITTEN_PAGES.donate),
      ]);
      const setting = (key: string) => settings.find((row) => row.key === key)?.value;
      const backupAt = Date.parse(setting(BACKUP_COMPLETED_SETTING) ?? "");
      const social = profile
        ? [profile.facebookUrl, profile.twitterUrl, profile.linkedinUrl, profile.instagramUrl]
        : undefined;
      const done: Record<SetupItemKey, boolean> = {
        // Until the first save the site shows the first start's defaults, which are not the organisation's.
        organisation: Boolean(profile?.name && profile.description && profile.logoUrl),
        contact: Boolean(profile && !isPlaceholderEmail(profile.email) && profile.phone),
        social: social !== undefined && !social.some(isPlaceholderSocialLink),
        about: !aboutSeeded,
        donate: !donateSeeded,
        email: setting(EMAIL_TEST_DELIVERED_SETTING) !== undefined,
        twoFactor: twoFactor.enabled,
        backup: Number.isFinite(backupAt) && now().getTime() - backupAt <= RECENT_BACKUP_DAYS * DAY_MS,
        sheets: sheets.configured && sheets.serviceAccountEmail !== null,
      };
      return {
        items: SETUP_ITEM_KEYS.map((key) => ({
          key,
          done: done[key],
          optional: key === "sheets",
        })),
      };
    },
  };
}
