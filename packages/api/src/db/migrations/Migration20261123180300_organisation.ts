import { Migration } from "@mikro-orm/migrations";

export class Migration20261123180300_organisation extends Migration {
  override name = "Migration20261123180300_organisation";

  override up(): void | Promise<void> {
    // One row at most: the API answers the SITE_* defaults until the administrator saves it.
    this.addSql(
      `create table "organisation_profile" ("id" int not null check ("id" = 1), "name" text not null, "description" text not null default '', "email" text not null, "phone" text not null default '', "address" text not null default '', "ein" text not null default '', "nonprofit_statement" text not null default '', "facebook_url" text not null default '', "twitter_url" text not null default '', "linkedin_url" text not null default '', "instagram_url" text not null default '', "donation_url" text not null default '', "logo_url" text not null default '', "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );

    this.addSql(
      `create table "pages" ("id" uuid not null default gen_random_uuid(), "slug" text not null, "title" text not null, "description" text not null, "content" text not null, "published" boolean not null default false, "position" int not null default 0, "show_in_header" boolean not null default false, "show_in_footer" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "pages" add constraint "pages_slug_unique" unique ("slug");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "organisation_profile" cascade;`);
    this.addSql(`drop table if exists "pages" cascade;`);
  }
}
