import { Migration } from "@mikro-orm/migrations";

/** Issue 35: every save of a post or page keeps a revision (the last 50 of each). */
export class Migration20261201193020_revisions extends Migration {
  override name = "Migration20261201193020_revisions";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "revisions" ("id" bigserial primary key, "post_id" uuid null, "page_id" uuid null, "title" text not null, "summary" text not null, "content" text not null, "saved_by" text null, "created_at" timestamptz not null default now(), constraint "revisions_one_document" check (("post_id" is null) <> ("page_id" is null)));`,
    );
    this.addSql(`create index "revisions_post_id_id_index" on "revisions" ("post_id", "id");`);
    this.addSql(`create index "revisions_page_id_id_index" on "revisions" ("page_id", "id");`);
    this.addSql(
      `alter table "revisions" add constraint "revisions_post_id_foreign" foreign key ("post_id") references "blog_posts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "revisions" add constraint "revisions_page_id_foreign" foreign key ("page_id") references "pages" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "revisions";`);
  }
}
