import { Migration } from "@mikro-orm/migrations";

/** The words of a listed school a search finds, in both languages' configurations (see below). */
const bothLanguages = (column: string, weight: "A" | "B" | "C") =>
  `setweight(to_tsvector('choose_en', coalesce(${column}, '')), '${weight}')
    || setweight(to_tsvector('choose_es', coalesce(${column}, '')), '${weight}')`;

/** What the public finder lists: approved, consenting, not hidden by staff. */
const LISTED_SCHOOL = `"status" = 'approved' and "list_in_directory" and not "hidden_from_directory"`;

/**
 * Issue 34, the finder of member schools: an application's consent to be listed (`list_in_directory`,
 * off unless ticked), the short description the school or staff write, and the staff's hide switch. The
 * finder reads the listed rows through a partial index (a few of the table, in name order). The site
 * search finds a listed school by its name (A), city and ZIP (B) and description (C): a school is one
 * row for both languages, so its `directory_vector` holds the words stemmed by both configurations and
 * either page's query matches it; the trigger reads only those public columns.
 */
export class Migration20261201200000_school_directory extends Migration {
  override name = "Migration20261201200000_school_directory";

  override up(): void | Promise<void> {
    this.addSql(`alter table "applications" add "list_in_directory" boolean not null default false,
      add "directory_description" text not null default '',
      add "hidden_from_directory" boolean not null default false,
      add "directory_vector" tsvector null;`);
    this.addSql(
      `create index "applications_listed_index" on "applications" ("school_name", "id") where ${LISTED_SCHOOL};`,
    );
    this.addSql(`create function "applications_directory_vector"() returns trigger language plpgsql as $$
begin
  new.directory_vector := ${bothLanguages("new.school_name", "A")}
    || ${bothLanguages("new.city || ' ' || new.zip_code", "B")}
    || ${bothLanguages("new.directory_description", "C")};
  return new;
end $$;`);
    this.addSql(
      `create trigger "applications_directory_vector" before insert or update of "school_name", "city", "zip_code", "directory_description" on "applications" for each row execute function "applications_directory_vector"();`,
    );
    this.addSql(`update "applications" set "school_name" = "school_name";`);
    this.addSql(
      `create index "applications_directory_vector_index" on "applications" using gin ("directory_vector") where ${LISTED_SCHOOL};`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "applications_directory_vector" on "applications";`);
    this.addSql(`drop function "applications_directory_vector"();`);
    this.addSql(`alter table "applications" drop column "list_in_directory", drop column "directory_description",
      drop column "hidden_from_directory", drop column "directory_vector";`);
  }
}
