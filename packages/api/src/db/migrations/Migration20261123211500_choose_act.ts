import { Migration } from "@mikro-orm/migrations";

export class Migration20261123211500_choose_act extends Migration {
  override name = "Migration20261123211500_choose_act";

  override up(): void | Promise<void> {
    // One row per school year; filled on the first start (seedFirstStartChooseAct), not here, so that
    // `db:restore` still finds a migrated database empty.
    this.addSql(
      `create table "choose_act_years" ("school_year" text not null, "income_limit_percent" int null, "poverty_guideline_year" int null, "poverty_guidelines" jsonb not null default '[]', "additional_person_amount" int null, "school_award" int not null, "home_education_award" int not null, "home_education_family_cap" int not null, "renewals_open" date null, "applications_open" date null, "applications_close" date null, "awards_announced" date null, "updated_at" timestamptz not null default now(), primary key ("school_year"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "choose_act_years" cascade;`);
  }
}
