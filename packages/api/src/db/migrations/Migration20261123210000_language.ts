import { Migration } from "@mikro-orm/migrations";

const TABLES = [
  "contact_submissions",
  "applications",
  "newsletter_subscriptions",
  "newsletter_confirmations",
  // The language a post is written in (posts are not translated; a page in the other language marks it).
  "blog_posts",
];

/** The language a visitor used (issue 19): every email to that person goes in it. Existing rows are English. */
export class Migration20261123210000_language extends Migration {
  override name = "Migration20261123210000_language";

  override up(): void | Promise<void> {
    for (const table of TABLES) {
      this.addSql(`alter table "${table}" add "language" text not null default 'en';`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_language_check" check ("language" in ('en', 'es'));`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const table of TABLES) this.addSql(`alter table "${table}" drop column "language";`);
  }
}
