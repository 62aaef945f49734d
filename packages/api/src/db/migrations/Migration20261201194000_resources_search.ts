import { Migration } from "@mikro-orm/migrations";

/** The columns each source's trigger weighs: the title first (A), then the summary (B), then the text (C). */
export const vector = (title: string, summary: string, text: string) =>
  `setweight(to_tsvector(search_config(new.language), coalesce(${title}, '')), 'A')
    || setweight(to_tsvector(search_config(new.language), coalesce(${summary}, '')), 'B')
    || setweight(to_tsvector(search_config(new.language), search_plain(coalesce(${text}, ''))), 'C')`;

/** A `search_vector` column kept by a trigger on `table` (and filled for the rows already there). */
export function searchVector(table: string, columns: string[], expression: string): string[] {
  return [
    `alter table "${table}" add "search_vector" tsvector null;`,
    `create function "${table}_search_vector"() returns trigger language plpgsql as $$
begin
  new.search_vector := ${expression};
  return new;
end $$;`,
    `create trigger "${table}_search_vector" before insert or update of ${columns.map((column) => `"${column}"`).join(", ")} on "${table}" for each row execute function "${table}_search_vector"();`,
    `update "${table}" set "language" = "language";`,
    `create index "${table}_search_vector_index" on "${table}" using gin ("search_vector");`,
  ];
}

/**
 * Issue 35: documents in the media library, the resource library, and the site search. The search reads
 * a weighted `tsvector` per searchable row, kept by a trigger in its own table (so every way a row is
 * written, the editors, scheduled publishing or SQL, keeps it, and a restored backup recomputes it), in
 * two text search configurations that ignore accents: `choose_en` and `choose_es` (PostgreSQL's English
 * and Spanish stemmers behind `unaccent`, which PGlite ships too).
 */
export class Migration20261201194000_resources_search extends Migration {
  override name = "Migration20261201194000_resources_search";

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists unaccent;`);
    for (const [name, stemmer, copy] of [
      ["choose_en", "english_stem", "english"],
      ["choose_es", "spanish_stem", "spanish"],
    ] as const) {
      this.addSql(`create text search configuration ${name} (copy = ${copy});`);
      this.addSql(
        `alter text search configuration ${name} alter mapping for hword, hword_part, word with unaccent, ${stemmer};`,
      );
    }
    this.addSql(`create function search_config(language text) returns regconfig language sql immutable parallel safe
  as $$ select case language when 'es' then 'choose_es'::regconfig else 'choose_en'::regconfig end $$;`);
    // Stored HTML as the words a reader sees: tags out, the sanitizer's entities back to characters.
    this.addSql(`create function search_plain(html text) returns text language sql immutable strict parallel safe
  as $$ select replace(replace(replace(replace(replace(replace(
    regexp_replace(html, '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&') $$;`);

    for (const sql of searchVector(
      "blog_posts",
      ["title", "excerpt", "content", "language"],
      vector("new.title", "new.excerpt", "new.content"),
    ))
      this.addSql(sql);
    for (const sql of searchVector(
      "pages",
      ["title", "description", "content", "language"],
      vector("new.title", "new.description", "new.content"),
    ))
      this.addSql(sql);

    this.addSql(
      `create table "media_documents" ("id" uuid not null default gen_random_uuid(), "file_name" text not null, "format" text check ("format" in ('pdf', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp')) not null, "bytes" int not null, "data" bytea not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "media_documents_created_at_index" on "media_documents" ("created_at");`);
    this.addSql(
      `create table "resources" ("id" uuid not null default gen_random_uuid(), "title" text not null, "description" text not null default '', "language" text check ("language" in ('en', 'es')) not null default 'en', "category" text check ("category" in ('guide', 'form', 'checklist', 'policy', 'presentation', 'other')) not null, "document_id" uuid not null, "published" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "search_vector" tsvector null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "resources" add constraint "resources_document_id_unique" unique ("document_id");`,
    );
    this.addSql(
      `alter table "resources" add constraint "resources_document_id_foreign" foreign key ("document_id") references "media_documents" ("id") on delete restrict;`,
    );
    this.addSql(
      `create index "resources_published_language_index" on "resources" ("published", "language");`,
    );
    for (const sql of searchVector(
      "resources",
      ["title", "description", "language"],
      vector("new.title", "new.description", "''"),
    ).filter((sql) => !sql.startsWith(`alter table "resources" add`)))
      this.addSql(sql);
  }
}
