import { Migration } from "@mikro-orm/migrations";

export class Migration20261122124242_initial extends Migration {
  override name = "Migration20261122124242_initial";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "applications" ("id" uuid not null default gen_random_uuid(), "school_name" text not null, "address" text not null, "city" text not null, "state" text not null default 'AL', "zip_code" text not null, "phone" text not null, "website" text null, "administrator_name" text not null, "administrator_email" text not null, "administrator_phone" text not null, "school_history" text not null, "mission_statement" text not null, "current_accreditations" text null, "governance_structure" text[] not null, "school_type" text[] not null, "lowest_grade" text not null, "highest_grade" text not null, "preschool_enrollment" text null, "elementary_enrollment" text null, "middle_school_enrollment" text null, "high_school_enrollment" text null, "curriculum_used" text not null, "submitted_at" timestamptz not null default now(), "status" text not null default 'pending', primary key ("id"));`,
    );
    this.addSql(`create index "applications_submitted_at_index" on "applications" ("submitted_at");`);

    this.addSql(
      `create table "application_changes" ("id" bigserial primary key, "application_id" uuid not null, "kind" text not null, "created_at" timestamptz not null default now(), "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "last_error" text null);`,
    );
    this.addSql(
      `create index "application_changes_application_id_index" on "application_changes" ("application_id");`,
    );
    this.addSql(
      `create index "application_changes_next_attempt_at_index" on "application_changes" ("next_attempt_at");`,
    );

    this.addSql(
      `create table "blog_posts" ("id" uuid not null default gen_random_uuid(), "title" text not null, "slug" text not null, "excerpt" text not null, "content" text not null, "published" boolean not null default false, "featured_image" text null, "author_name" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "blog_posts" add constraint "blog_posts_slug_unique" unique ("slug");`);
    this.addSql(
      `create index "blog_posts_published_created_at_index" on "blog_posts" ("published", "created_at");`,
    );

    this.addSql(
      `create table "contact_submissions" ("id" uuid not null default gen_random_uuid(), "name" text not null, "email" text not null, "phone" text null, "organization" text null, "message" text not null, "submitted_at" timestamptz not null default now(), primary key ("id"));`,
    );

    this.addSql(
      `create table "newsletter_subscriptions" ("id" uuid not null default gen_random_uuid(), "email" text not null, "name" text null, "subscribed_at" timestamptz not null default now(), "is_active" boolean not null default true, primary key ("id"));`,
    );
    this.addSql(
      `alter table "newsletter_subscriptions" add constraint "newsletter_subscriptions_email_unique" unique ("email");`,
    );

    this.addSql(
      `create table "rate_limit_counters" ("key" text not null, "count" int not null, "expires_at" timestamptz not null, primary key ("key"));`,
    );
    this.addSql(
      `create index "rate_limit_counters_expires_at_index" on "rate_limit_counters" ("expires_at");`,
    );

    this.addSql(
      `create table "settings" ("key" text not null, "value" text not null, "updated_at" timestamptz not null default now(), primary key ("key"));`,
    );

    this.addSql(
      `create table "sync_leases" ("name" text not null, "holder" text not null, "expires_at" timestamptz not null, primary key ("name"));`,
    );

    this.addSql(
      `create table "users" ("id" uuid not null default gen_random_uuid(), "username" text not null, "password" text not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);

    this.addSql(
      `create table "admin_sessions" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "token_hash" text not null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz not null default now(), "expires_at" timestamptz not null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "admin_sessions" add constraint "admin_sessions_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `alter table "applications" add constraint "applications_status_check" check ("status" in ('pending', 'under_review', 'approved', 'rejected'));`,
    );

    this.addSql(
      `alter table "application_changes" add constraint "application_changes_kind_check" check ("kind" in ('upsert', 'delete'));`,
    );

    this.addSql(
      `alter table "admin_sessions" add constraint "admin_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admin_sessions" drop constraint "admin_sessions_user_id_foreign";`);

    this.addSql(`drop table if exists "applications" cascade;`);
    this.addSql(`drop table if exists "application_changes" cascade;`);
    this.addSql(`drop table if exists "blog_posts" cascade;`);
    this.addSql(`drop table if exists "contact_submissions" cascade;`);
    this.addSql(`drop table if exists "newsletter_subscriptions" cascade;`);
    this.addSql(`drop table if exists "rate_limit_counters" cascade;`);
    this.addSql(`drop table if exists "settings" cascade;`);
    this.addSql(`drop table if exists "sync_leases" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "admin_sessions" cascade;`);
  }
}
