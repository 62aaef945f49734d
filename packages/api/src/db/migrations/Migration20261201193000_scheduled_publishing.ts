import { Migration } from "@mikro-orm/migrations";

/**
 * Issue 35: posts and content pages can be scheduled (`publish_at`); the publishing job finds the due
 * ones through a partial index of the unpublished rows with a time, and marks what it published until
 * every instance has been told (`awaiting_announcement`).
 */
export class Migration20261201193000_scheduled_publishing extends Migration {
  override name = "Migration20261201193000_scheduled_publishing";

  override up(): void | Promise<void> {
    for (const table of ["blog_posts", "pages"]) {
      this.addSql(
        `alter table "${table}" add "publish_at" timestamptz null, add "awaiting_announcement" boolean not null default false;`,
      );
      this.addSql(
        `create index "${table}_scheduled_index" on "${table}" ("publish_at") where not "published" and "publish_at" is not null;`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const table of ["blog_posts", "pages"]) {
      this.addSql(`drop index "${table}_scheduled_index";`);
      this.addSql(`alter table "${table}" drop column "publish_at", drop column "awaiting_announcement";`);
    }
  }
}
