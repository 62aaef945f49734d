import { Migration } from "@mikro-orm/migrations";
import { SEARCH_EXPRESSIONS } from "../back-office-lists.ts";

/** The back office: contact inbox state, application notes and status history, list indexes. */
export class Migration20261123180000_back_office extends Migration {
  override name = "Migration20261123180000_back_office";

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(`alter table "contact_submissions" add "status" text not null default 'new';`);
    this.addSql(
      `alter table "contact_submissions" add constraint "contact_submissions_status_check" check ("status" in ('new', 'handled'));`,
    );

    this.addSql(
      `create table "application_notes" ("id" uuid not null default gen_random_uuid(), "application_id" uuid not null, "author" text not null, "body" text not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `alter table "application_notes" add constraint "application_notes_application_id_foreign" foreign key ("application_id") references "applications" ("id") on delete cascade;`,
    );
    this.addSql(
      `create index "application_notes_application_id_created_at_index" on "application_notes" ("application_id", "created_at");`,
    );

    this.addSql(
      `create table "application_status_changes" ("id" uuid not null default gen_random_uuid(), "application_id" uuid not null, "from_status" text not null, "to_status" text not null, "changed_by" text not null, "changed_at" timestamptz not null default now(), primary key ("id"), constraint "application_status_changes_from_status_check" check ("from_status" in ('pending', 'under_review', 'approved', 'rejected')), constraint "application_status_changes_to_status_check" check ("to_status" in ('pending', 'under_review', 'approved', 'rejected')));`,
    );
    this.addSql(
      `alter table "application_status_changes" add constraint "application_status_changes_application_id_foreign" foreign key ("application_id") references "applications" ("id") on delete cascade;`,
    );
    this.addSql(
      `create index "application_status_changes_application_id_changed_at_index" on "application_status_changes" ("application_id", "changed_at");`,
    );

    // Filter + sort of each list (the id breaks ties, so pages never overlap).
    this.addSql(
      `create index "applications_status_submitted_at_index" on "applications" ("status", "submitted_at", "id");`,
    );
    this.addSql(`create index "applications_school_name_index" on "applications" ("school_name", "id");`);
    this.addSql(
      `create index "applications_status_school_name_index" on "applications" ("status", "school_name", "id");`,
    );
    this.addSql(
      `create index "contact_submissions_submitted_at_index" on "contact_submissions" ("submitted_at", "id");`,
    );
    this.addSql(
      `create index "contact_submissions_status_submitted_at_index" on "contact_submissions" ("status", "submitted_at", "id");`,
    );
    this.addSql(
      `create index "newsletter_subscriptions_subscribed_at_index" on "newsletter_subscriptions" ("subscribed_at", "id");`,
    );
    this.addSql(
      `create index "newsletter_subscriptions_is_active_subscribed_at_index" on "newsletter_subscriptions" ("is_active", "subscribed_at", "id");`,
    );
    for (const [table, expression] of Object.entries(SEARCH_EXPRESSIONS)) {
      this.addSql(
        `create index "${table}_search_index" on "${table}" using gin (${expression} gin_trgm_ops);`,
      );
    }
  }
}
