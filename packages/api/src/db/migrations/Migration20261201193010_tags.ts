import { Migration } from "@mikro-orm/migrations";

/** Issue 35: posts carry tags (`tags`, one row per topic, its address unique; `post_tags` links them). */
export class Migration20261201193010_tags extends Migration {
  override name = "Migration20261201193010_tags";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "tags" ("id" uuid not null default gen_random_uuid(), "name" text not null, "slug" text not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "tags" add constraint "tags_slug_unique" unique ("slug");`);
    this.addSql(
      `create table "post_tags" ("post_id" uuid not null, "tag_id" uuid not null, primary key ("post_id", "tag_id"));`,
    );
    this.addSql(`create index "post_tags_tag_id_index" on "post_tags" ("tag_id");`);
    this.addSql(
      `alter table "post_tags" add constraint "post_tags_post_id_foreign" foreign key ("post_id") references "blog_posts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "post_tags" add constraint "post_tags_tag_id_foreign" foreign key ("tag_id") references "tags" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "post_tags";`);
    this.addSql(`drop table "tags";`);
  }
}
