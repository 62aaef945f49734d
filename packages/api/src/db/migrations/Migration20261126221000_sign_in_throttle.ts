import { Migration } from "@mikro-orm/migrations";

/**
 * Issue 27: a two-factor challenge remembers the known device that passed its password step, and the
 * audit trail counts repeated failed sign-ins in one line per address and window instead of a line each.
 */
export class Migration20261126221000_sign_in_throttle extends Migration {
  override name = "Migration20261126221000_sign_in_throttle";

  override up(): void | Promise<void> {
    this.addSql(`alter table "login_challenges" add "known_device" text null;`);
    this.addSql(`alter table "audit_events" add "line_key" text null, add "count" int not null default 1;`);
    this.addSql(
      `alter table "audit_events" add constraint "audit_events_line_key_unique" unique ("line_key");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_events" drop column "line_key", drop column "count";`);
    this.addSql(`alter table "login_challenges" drop column "known_device";`);
  }
}
