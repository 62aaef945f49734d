import { Migration } from "@mikro-orm/migrations";

/**
 * Issue 32: staff accounts with roles. Every existing account was the administrator, and becomes an
 * Owner; invitations wait for the person to set their password. Posts keep the account that wrote them;
 * applications get a reviewer and a review checklist.
 */
export class Migration20261128130000_staff extends Migration {
  override name = "Migration20261128130000_staff";

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "role" text not null default 'owner';`);
    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('owner', 'admin', 'editor', 'reviewer'));`,
    );
    this.addSql(`alter table "users" add "email" text null;`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(
      `create table "staff_invitations" ("id" uuid not null default gen_random_uuid(), "email" text not null, "role" text check ("role" in ('owner', 'admin', 'editor', 'reviewer')) not null, "token_hash" text not null, "invited_by" text not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "staff_invitations" add constraint "staff_invitations_email_unique" unique ("email");`,
    );
    this.addSql(
      `alter table "staff_invitations" add constraint "staff_invitations_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`alter table "email_outbox" drop constraint "email_outbox_kind_check";`);
    this.addSql(
      `alter table "email_outbox" add constraint "email_outbox_kind_check" check ("kind" in ('application_alert', 'contact_alert', 'application_receipt', 'status_letter', 'newsletter_confirmation', 'newsletter', 'staff_invitation', 'review_assignment'));`,
    );
    this.addSql(`alter table "blog_posts" add "created_by" text null;`);
    this.addSql(
      `create table "review_assignments" ("application_id" uuid not null, "assignee_id" uuid not null, "assigned_by" text not null, "assigned_at" timestamptz not null default now(), primary key ("application_id"));`,
    );
    this.addSql(
      `create index "review_assignments_assignee_id_index" on "review_assignments" ("assignee_id");`,
    );
    this.addSql(
      `alter table "review_assignments" add constraint "review_assignments_application_id_foreign" foreign key ("application_id") references "applications" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "review_assignments" add constraint "review_assignments_assignee_id_foreign" foreign key ("assignee_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "review_checks" ("application_id" uuid not null, "item" text check ("item" in ('accreditation', 'occupancy_permit', 'background_checks', 'financial_assurance', 'ferpa', 'norm_referenced_testing', 'same_tuition')) not null, "state" text check ("state" in ('unknown', 'met', 'not_met')) not null, "note" text not null default '', "updated_by" text not null, "updated_at" timestamptz not null default now(), primary key ("application_id", "item"));`,
    );
    this.addSql(
      `alter table "review_checks" add constraint "review_checks_application_id_foreign" foreign key ("application_id") references "applications" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "review_checks" cascade;`);
    this.addSql(`drop table if exists "review_assignments" cascade;`);
    this.addSql(`delete from "email_outbox" where "kind" = 'review_assignment';`);
    this.addSql(`alter table "blog_posts" drop column "created_by";`);
    this.addSql(`delete from "email_outbox" where "kind" = 'staff_invitation';`);
    this.addSql(`alter table "email_outbox" drop constraint "email_outbox_kind_check";`);
    this.addSql(
      `alter table "email_outbox" add constraint "email_outbox_kind_check" check ("kind" in ('application_alert', 'contact_alert', 'application_receipt', 'status_letter', 'newsletter_confirmation', 'newsletter'));`,
    );
    this.addSql(`drop table if exists "staff_invitations" cascade;`);
    this.addSql(`alter table "users" drop constraint "users_email_unique";`);
    this.addSql(`alter table "users" drop column "email";`);
    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    this.addSql(`alter table "users" drop column "role";`);
  }
}
