import type { ChooseActGuide, ChooseActGuideData, ChooseActYear } from "@choose/schema";
import { SEEDED_CHOOSE_ACT_GUIDE } from "@choose/schema";
import type { MikroORM } from "@mikro-orm/postgresql";

export interface ChooseActService {
  /** Every school year's figures and dates, in order, and when they were last checked (public). */
  guide(): Promise<ChooseActGuideData>;
  /** Replaces the table with the administrator's (validated) one. */
  save(input: ChooseActGuide): Promise<ChooseActGuideData>;
}

/** The settings row holding the "last reviewed" date; written with the seeded years, so it also marks them made. */
export const CHOOSE_ACT_REVIEWED_SETTING = "choose_act.last_reviewed";

interface GuideRow {
  last_reviewed: string | null;
  years: ChooseActYear[];
}

/** Columns by the API's names; `row_to_json` gives dates as `YYYY-MM-DD`. */
const YEAR_JSON = `json_build_object('schoolYear', y.school_year, 'incomeLimitPercent', y.income_limit_percent,
  'povertyGuidelineYear', y.poverty_guideline_year, 'povertyGuidelines', y.poverty_guidelines,
  'additionalPersonAmount', y.additional_person_amount, 'schoolAward', y.school_award,
  'homeEducationAward', y.home_education_award, 'homeEducationFamilyCap', y.home_education_family_cap,
  'renewalsOpen', y.renewals_open, 'applicationsOpen', y.applications_open,
  'applicationsClose', y.applications_close, 'awardsAnnounced', y.awards_announced)`;

/** Inserts the years given as JSON (API names) in one statement; `source` names the rows to take them from. */
const INSERT_YEARS = (source: string) => `insert into choose_act_years (school_year, income_limit_percent,
    poverty_guideline_year, poverty_guidelines, additional_person_amount, school_award, home_education_award,
    home_education_family_cap, renewals_open, applications_open, applications_close, awards_announced)
  select y."schoolYear", y."incomeLimitPercent", y."povertyGuidelineYear", y."povertyGuidelines",
    y."additionalPersonAmount", y."schoolAward", y."homeEducationAward", y."homeEducationFamilyCap",
    y."renewalsOpen", y."applicationsOpen", y."applicationsClose", y."awardsAnnounced"
  from ${source} json_to_recordset(cast(? as json)) as y("schoolYear" text, "incomeLimitPercent" int,
    "povertyGuidelineYear" int, "povertyGuidelines" jsonb, "additionalPersonAmount" int, "schoolAward" int,
    "homeEducationAward" int, "homeEducationFamilyCap" int, "renewalsOpen" date, "applicationsOpen" date,
    "applicationsClose" date, "awardsAnnounced" date)`;

export function createChooseActService(orm: MikroORM): ChooseActService {
  async function read(): Promise<ChooseActGuideData> {
    // Every guide page load reads this: one round trip of plain SQL, like `organisation.site`.
    const [row] = await orm.em.getConnection().execute<GuideRow[]>(
      `select (select value from settings where key = ?) as last_reviewed,
         coalesce((select json_agg(${YEAR_JSON} order by y.school_year) from choose_act_years y), '[]') as years`,
      [CHOOSE_ACT_REVIEWED_SETTING],
    );
    return { lastReviewed: row?.last_reviewed ?? null, years: row?.years ?? [] };
  }

  return {
    guide: read,

    async save(input) {
      await orm.em.fork().transactional(async (em) => {
        await em.execute("delete from choose_act_years");
        await em.execute(INSERT_YEARS(""), [JSON.stringify(input.years)]);
        await em.execute(
          `insert into settings (key, value) values (?, ?)
           on conflict (key) do update set value = excluded.value, updated_at = now()`,
          [CHOOSE_ACT_REVIEWED_SETTING, input.lastReviewed],
        );
      });
      return read();
    },
  };
}

/**
 * Fills the table from the facts file on a site's first start, once ever (the "last reviewed" row
 * claims it): never again after the administrator removes a year, nor after a restore. Not in the
 * migration, which would fill a new database that `db:restore` needs empty. Answers whether it did.
 */
export async function seedFirstStartChooseAct(orm: MikroORM): Promise<boolean> {
  const rows = await orm.em.getConnection().execute<{ school_year: string }[]>(
    `with claimed as (
       insert into settings (key, value) values (?, ?) on conflict (key) do nothing returning key
     )
     ${INSERT_YEARS("claimed,")}
     on conflict (school_year) do nothing
     returning school_year`,
    [
      CHOOSE_ACT_REVIEWED_SETTING,
      SEEDED_CHOOSE_ACT_GUIDE.lastReviewed,
      JSON.stringify(SEEDED_CHOOSE_ACT_GUIDE.years),
    ],
  );
  return rows.length > 0;
}
