import { Migration } from "@mikro-orm/migrations";

/**
 * Issue 32: the Owner's per-person switch for the CSV exports of personal data. Accounts start with
 * their role's default (`exportsByDefault`): on for Owners and Administrators, off for the others.
 */
export class Migration20261201190000_staff_exports extends Migration {
  override name = "Migration20261201190000_staff_exports";

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "can_export" boolean not null default false;`);
    this.addSql(`update "users" set "can_export" = true where "role" in ('owner', 'admin');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "can_export";`);
  }
}
