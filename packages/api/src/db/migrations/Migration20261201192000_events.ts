import { Migration } from "@mikro-orm/migrations";

const KINDS_BEFORE =
  "'application_alert', 'contact_alert', 'application_receipt', 'status_letter', 'newsletter_confirmation', 'newsletter', 'staff_invitation', 'review_assignment', 'portal_link', 'portal_request', 'application_draft'";
const EVENT_KINDS =
  "'event_confirmation', 'event_waitlist', 'event_promotion', 'event_reminder', 'event_cancelled'";

/**
 * Issue 34: events and their registrations; the email outbox carries attachments (an event's .ics) and
 * the events' emails.
 */
export class Migration20261201192000_events extends Migration {
  override name = "Migration20261201192000_events";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "events" ("id" uuid not null default gen_random_uuid(), "slug" text not null, "title" text not null, "description" text not null default '', "starts_at" timestamptz not null, "ends_at" timestamptz not null, "location" text null, "online_url" text null, "capacity" int not null, "language" text not null default 'en', "published" boolean not null default false, "cancelled_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "events" add constraint "events_slug_unique" unique ("slug");`);
    this.addSql(`create index "events_starts_at_index" on "events" ("starts_at");`);
    this.addSql(
      `alter table "events" add constraint "events_language_check" check ("language" in ('en', 'es'));`,
    );
    this.addSql(
      `create table "event_registrations" ("id" uuid not null default gen_random_uuid(), "event_id" uuid not null, "name" text not null, "email" text not null, "seats" int not null, "language" text not null default 'en', "status" text not null, "position" int not null, "cancel_token" text not null, "registered_at" timestamptz not null default now(), "confirmed_at" timestamptz null, "cancelled_at" timestamptz null, "checked_in_at" timestamptz null, "submission_key" text null, primary key ("id"));`,
    );
    this.addSql(`create index "event_registrations_event_id_index" on "event_registrations" ("event_id");`);
    this.addSql(
      `alter table "event_registrations" add constraint "event_registrations_cancel_token_unique" unique ("cancel_token");`,
    );
    this.addSql(
      `alter table "event_registrations" add constraint "event_registrations_submission_key_unique" unique ("submission_key");`,
    );
    this.addSql(
      `alter table "event_registrations" add constraint "event_registrations_event_id_foreign" foreign key ("event_id") references "events" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "event_registrations" add constraint "event_registrations_language_check" check ("language" in ('en', 'es'));`,
    );
    this.addSql(
      `alter table "event_registrations" add constraint "event_registrations_status_check" check ("status" in ('confirmed', 'waitlisted', 'cancelled'));`,
    );
    this.addSql(`alter table "email_outbox" add "attachments" jsonb null;`);
    this.addSql(`alter table "email_outbox" drop constraint "email_outbox_kind_check";`);
    this.addSql(
      `alter table "email_outbox" add constraint "email_outbox_kind_check" check ("kind" in (${KINDS_BEFORE}, ${EVENT_KINDS}));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "email_outbox" where "kind" in (${EVENT_KINDS});`);
    this.addSql(`alter table "email_outbox" drop constraint "email_outbox_kind_check";`);
    this.addSql(
      `alter table "email_outbox" add constraint "email_outbox_kind_check" check ("kind" in (${KINDS_BEFORE}));`,
    );
    this.addSql(`alter table "email_outbox" drop column "attachments";`);
    this.addSql(`drop table if exists "event_registrations" cascade;`);
    this.addSql(`drop table if exists "events" cascade;`);
  }
}
