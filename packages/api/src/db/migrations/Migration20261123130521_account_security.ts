import { Migration } from "@mikro-orm/migrations";

export class Migration20261123130521_account_security extends Migration {
  override name = "Migration20261123130521_account_security";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_events" ("id" uuid not null default gen_random_uuid(), "at" timestamptz not null default now(), "username" text null, "client_ip" text null, "description" text not null, primary key ("id"));`,
    );
    this.addSql(`create index "audit_events_at_index" on "audit_events" ("at");`);

    this.addSql(
      `create table "recovery_codes" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "code_hash" text not null, "used_at" timestamptz null, primary key ("id"));`,
    );

    this.addSql(
      `create table "login_challenges" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "token_hash" text not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "failures" int not null default 0, primary key ("id"));`,
    );
    this.addSql(
      `alter table "login_challenges" add constraint "login_challenges_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "login_challenges_expires_at_index" on "login_challenges" ("expires_at");`);

    this.addSql(
      `alter table "users" add "totp_secret" text null, add "totp_enabled_at" timestamptz null, add "totp_last_step" int null;`,
    );

    this.addSql(`alter table "admin_sessions" add "client_ip" text null, add "user_agent" text null;`);

    this.addSql(
      `alter table "recovery_codes" add constraint "recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "login_challenges" add constraint "login_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_events" cascade;`);
    this.addSql(`drop table if exists "recovery_codes" cascade;`);
    this.addSql(`drop table if exists "login_challenges" cascade;`);

    this.addSql(`alter table "admin_sessions" drop column "client_ip", drop column "user_agent";`);

    this.addSql(
      `alter table "users" drop column "totp_secret", drop column "totp_enabled_at", drop column "totp_last_step";`,
    );
  }
}
