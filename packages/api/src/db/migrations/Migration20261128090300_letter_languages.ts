import { Migration } from "@mikro-orm/migrations";

/**
 * Issue 30: the back office edits every letter in both languages, and the receipt and the newsletter
 * confirmation too. A row is now a letter (a status, `application_receipt` or `newsletter_confirmation`)
 * in a language; the letters edited so far were English, and stay so.
 */
export class Migration20261128090300_letter_languages extends Migration {
  override name = "Migration20261128090300_letter_languages";

  override up(): void | Promise<void> {
    this.addSql(`alter table "letter_templates" rename column "status" to "letter";`);
    this.addSql(`alter table "letter_templates" add "language" text not null default 'en';`);
    this.addSql(
      `alter table "letter_templates" add constraint "letter_templates_language_check" check ("language" in ('en', 'es'));`,
    );
    this.addSql(
      `alter table "letter_templates" add constraint "letter_templates_letter_check" check ("letter" in ('under_review', 'approved', 'rejected', 'application_receipt', 'newsletter_confirmation'));`,
    );
    this.addSql(`alter table "letter_templates" drop constraint "letter_templates_pkey";`);
    this.addSql(`alter table "letter_templates" add primary key ("letter", "language");`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `delete from "letter_templates" where "language" <> 'en' or "letter" not in ('under_review', 'approved', 'rejected');`,
    );
    this.addSql(`alter table "letter_templates" drop constraint "letter_templates_pkey";`);
    this.addSql(`alter table "letter_templates" drop constraint "letter_templates_letter_check";`);
    this.addSql(`alter table "letter_templates" drop column "language";`);
    this.addSql(`alter table "letter_templates" rename column "letter" to "status";`);
    this.addSql(`alter table "letter_templates" add primary key ("status");`);
  }
}
