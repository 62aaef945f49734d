import { Migration } from "@mikro-orm/migrations";

export class Migration20261123180100_email extends Migration {
  override name = "Migration20261123180100_email";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "email_outbox" ("id" bigserial primary key, "created_at" timestamptz not null default now(), "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "last_error" text null, "kind" text not null, "state" text not null, "bulk" boolean not null default false, "to_address" text not null, "reply_to" text null, "subject" text not null, "html" text not null, "text" text not null, "headers" jsonb null, "message_id" text not null, "post_id" uuid null, "dedupe_key" text null, "last_attempt_at" timestamptz null, "sent_at" timestamptz null);`,
    );
    this.addSql(`create index "email_outbox_next_attempt_at_index" on "email_outbox" ("next_attempt_at");`);
    this.addSql(`create index "email_outbox_state_index" on "email_outbox" ("state");`);
    this.addSql(`create index "email_outbox_post_id_index" on "email_outbox" ("post_id");`);
    this.addSql(
      `alter table "email_outbox" add constraint "email_outbox_dedupe_key_unique" unique ("dedupe_key");`,
    );
    // The per-minute newsletter rate counts recent attempts.
    this.addSql(
      `create index "email_outbox_bulk_last_attempt_at_index" on "email_outbox" ("last_attempt_at") where "bulk";`,
    );
    this.addSql(
      `alter table "email_outbox" add constraint "email_outbox_kind_check" check ("kind" in ('application_alert', 'contact_alert', 'application_receipt', 'status_letter', 'newsletter_confirmation', 'newsletter'));`,
    );
    this.addSql(
      `alter table "email_outbox" add constraint "email_outbox_state_check" check ("state" in ('queued', 'sending', 'sent', 'failed', 'not_sent', 'unknown'));`,
    );

    this.addSql(
      `create table "letter_templates" ("status" text not null, "enabled" boolean not null default true, "subject" text not null, "body" text not null, "updated_at" timestamptz not null default now(), primary key ("status"));`,
    );

    this.addSql(
      `create table "newsletter_confirmations" ("email" text not null, "name" text null, "token_hash" text not null, "sent_at" timestamptz not null default now(), primary key ("email"));`,
    );
    this.addSql(
      `alter table "newsletter_confirmations" add constraint "newsletter_confirmations_token_hash_unique" unique ("token_hash");`,
    );

    // Everyone subscribed before double opt-in counts as confirmed and gets an unsubscribe token.
    this.addSql(`alter table "newsletter_subscriptions" add "unsubscribe_token" text null;`);
    this.addSql(
      `update "newsletter_subscriptions" set "unsubscribe_token" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');`,
    );
    this.addSql(`alter table "newsletter_subscriptions" alter column "unsubscribe_token" set not null;`);
    this.addSql(
      `alter table "newsletter_subscriptions" add constraint "newsletter_subscriptions_unsubscribe_token_unique" unique ("unsubscribe_token");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "newsletter_subscriptions" drop column "unsubscribe_token";`);
    this.addSql(`drop table if exists "newsletter_confirmations" cascade;`);
    this.addSql(`drop table if exists "letter_templates" cascade;`);
    this.addSql(`drop table if exists "email_outbox" cascade;`);
  }
}
