import { Migration } from "@mikro-orm/migrations";

const TABLES = ["contact_submissions", "applications"] as const;

export class Migration20261126220000_submission_keys extends Migration {
  override name = "Migration20261126220000_submission_keys";

  override up(): void | Promise<void> {
    // Rows stored before have no key: only new submissions are matched against each other.
    for (const table of TABLES) {
      this.addSql(`alter table "${table}" add column "submission_key" text null;`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_submission_key_unique" unique ("submission_key");`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const table of TABLES) this.addSql(`alter table "${table}" drop column "submission_key";`);
  }
}
