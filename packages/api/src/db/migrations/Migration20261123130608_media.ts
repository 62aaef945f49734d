import { Migration } from "@mikro-orm/migrations";

export class Migration20261123130608_media extends Migration {
  override name = "Migration20261123130608_media";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "media" ("id" uuid not null default gen_random_uuid(), "alt" text not null default '', "format" text not null, "width" int not null, "height" int not null, "original_width" int not null, "original_height" int not null, "original_bytes" int not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "media_created_at_index" on "media" ("created_at");`);

    this.addSql(
      `create table "media_variants" ("media_id" uuid not null, "width" int not null, "format" text not null, "data" bytea not null, "bytes" int not null, primary key ("media_id", "width", "format"));`,
    );
    // Image files are compressed already: stored out of line as they are, not compressed again.
    this.addSql(`alter table "media_variants" alter column "data" set storage external;`);

    this.addSql(
      `create table "post_media" ("post_id" uuid not null, "media_id" uuid not null, primary key ("post_id", "media_id"));`,
    );
    this.addSql(`create index "post_media_media_id_index" on "post_media" ("media_id");`);

    this.addSql(`alter table "blog_posts" add "featured_media_id" uuid null;`);
    this.addSql(
      `alter table "blog_posts" add constraint "blog_posts_featured_media_id_foreign" foreign key ("featured_media_id") references "media" ("id") on delete restrict;`,
    );
    this.addSql(`create index "blog_posts_featured_media_id_index" on "blog_posts" ("featured_media_id");`);

    this.addSql(
      `alter table "media" add constraint "media_format_check" check ("format" in ('jpeg', 'png', 'webp', 'avif', 'gif'));`,
    );

    this.addSql(
      `alter table "media_variants" add constraint "media_variants_media_id_foreign" foreign key ("media_id") references "media" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "media_variants" add constraint "media_variants_format_check" check ("format" in ('jpeg', 'png', 'webp', 'avif', 'gif'));`,
    );

    this.addSql(
      `alter table "post_media" add constraint "post_media_post_id_foreign" foreign key ("post_id") references "blog_posts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "post_media" add constraint "post_media_media_id_foreign" foreign key ("media_id") references "media" ("id") on update cascade on delete restrict;`,
    );
    // Images are https only now (the CSP drops http:): browsers already upgraded these on our https
    // pages, so the stored addresses say what was loaded.
    this.addSql(
      `update "blog_posts" set "featured_image" = 'https://' || substr("featured_image", 8) where "featured_image" ilike 'http://%';`,
    );
    this.addSql(
      `update "blog_posts" set "content" = regexp_replace("content", '(<img\\s[^>]*src=")http://', '\\1https://', 'gi') where "content" ~* '<img\\s[^>]*src="http://';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "blog_posts" drop constraint "blog_posts_featured_media_id_foreign";`);
    this.addSql(`alter table "media_variants" drop constraint "media_variants_media_id_foreign";`);
    this.addSql(`alter table "post_media" drop constraint "post_media_media_id_foreign";`);

    this.addSql(`drop table if exists "media" cascade;`);
    this.addSql(`drop table if exists "media_variants" cascade;`);
    this.addSql(`drop table if exists "post_media" cascade;`);

    this.addSql(`drop index "blog_posts_featured_media_id_index";`);
    this.addSql(`alter table "blog_posts" drop column "featured_media_id";`);
  }
}
