import { Migration } from "@mikro-orm/migrations";

/**
 * Issue 30: a post or a content page may have a version in the other language. The Spanish version
 * links to the English one (`translation_of_id`, unique: one Spanish version per English one; emptied
 * when the English one is deleted). Pages get the language posts already have; existing pages are English.
 */
export class Migration20261128090200_translations extends Migration {
  override name = "Migration20261128090200_translations";

  override up(): void | Promise<void> {
    this.addSql(`alter table "pages" add "language" text not null default 'en';`);
    this.addSql(
      `alter table "pages" add constraint "pages_language_check" check ("language" in ('en', 'es'));`,
    );
    for (const table of ["pages", "blog_posts"]) {
      this.addSql(`alter table "${table}" add "translation_of_id" uuid null;`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_translation_of_id_unique" unique ("translation_of_id");`,
      );
      this.addSql(
        `alter table "${table}" add constraint "${table}_translation_of_id_foreign" foreign key ("translation_of_id") references "${table}" ("id") on delete set null;`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const table of ["pages", "blog_posts"])
      this.addSql(`alter table "${table}" drop column "translation_of_id";`);
    this.addSql(`alter table "pages" drop column "language";`);
  }
}
