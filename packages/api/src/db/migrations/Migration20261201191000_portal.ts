import { Migration } from "@mikro-orm/migrations";

/**
 * Issue 33: the school portal. Private links (hashed tokens), requests for information, the school's
 * documents (bytes in the database, so backups hold them), each gone with its application; the
 * checklist's note meant for the school; the outbox's letters tied to their application.
 */
export class Migration20261201191000_portal extends Migration {
  override name = "Migration20261201191000_portal";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "portal_links" ("id" uuid not null default gen_random_uuid(), "application_id" uuid not null, "token_hash" text not null, "issued_at" timestamptz not null default now(), "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "portal_links_application_id_index" on "portal_links" ("application_id");`);
    this.addSql(
      `alter table "portal_links" add constraint "portal_links_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `alter table "portal_links" add constraint "portal_links_application_id_foreign" foreign key ("application_id") references "applications" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "portal_requests" ("id" uuid not null default gen_random_uuid(), "application_id" uuid not null, "body" text not null, "asks_document" boolean not null default false, "asked_by" text not null, "asked_at" timestamptz not null default now(), "answer" text null, "answered_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "portal_requests_application_id_index" on "portal_requests" ("application_id");`,
    );
    this.addSql(
      `alter table "portal_requests" add constraint "portal_requests_application_id_foreign" foreign key ("application_id") references "applications" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "portal_documents" ("id" uuid not null default gen_random_uuid(), "application_id" uuid not null, "request_id" uuid null, "file_name" text not null, "content_type" text not null, "size" int not null, "data" bytea not null, "uploaded_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "portal_documents_application_id_index" on "portal_documents" ("application_id");`,
    );
    this.addSql(
      `alter table "portal_documents" add constraint "portal_documents_application_id_foreign" foreign key ("application_id") references "applications" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "review_checks" add "school_note" text not null default '';`);
    this.addSql(`alter table "email_outbox" add "application_id" uuid null;`);
    this.addSql(`create index "email_outbox_application_id_index" on "email_outbox" ("application_id");`);
    this.addSql(`alter table "email_outbox" drop constraint "email_outbox_kind_check";`);
    this.addSql(
      `alter table "email_outbox" add constraint "email_outbox_kind_check" check ("kind" in ('application_alert', 'contact_alert', 'application_receipt', 'status_letter', 'newsletter_confirmation', 'newsletter', 'staff_invitation', 'review_assignment', 'portal_link', 'portal_request', 'application_draft'));`,
    );
    this.addSql(
      `create table "application_drafts" ("id" uuid not null default gen_random_uuid(), "token_hash" text not null, "language" text check ("language" in ('en', 'es')) not null default 'en', "values" jsonb not null, "saved_at" timestamptz not null default now(), "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "application_drafts" add constraint "application_drafts_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "application_drafts_expires_at_index" on "application_drafts" ("expires_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "application_drafts" cascade;`);
    this.addSql(
      `delete from "email_outbox" where "kind" in ('portal_link', 'portal_request', 'application_draft');`,
    );
    this.addSql(`alter table "email_outbox" drop constraint "email_outbox_kind_check";`);
    this.addSql(
      `alter table "email_outbox" add constraint "email_outbox_kind_check" check ("kind" in ('application_alert', 'contact_alert', 'application_receipt', 'status_letter', 'newsletter_confirmation', 'newsletter', 'staff_invitation', 'review_assignment'));`,
    );
    this.addSql(`drop index "email_outbox_application_id_index";`);
    this.addSql(`alter table "email_outbox" drop column "application_id";`);
    this.addSql(`alter table "review_checks" drop column "school_note";`);
    this.addSql(`drop table if exists "portal_documents" cascade;`);
    this.addSql(`drop table if exists "portal_requests" cascade;`);
    this.addSql(`drop table if exists "portal_links" cascade;`);
  }
}
