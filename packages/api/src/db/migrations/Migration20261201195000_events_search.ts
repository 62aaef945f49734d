import { Migration } from "@mikro-orm/migrations";
import { searchVector, vector } from "./Migration20261201194000_resources_search.ts";

/** Issue 35: events are found by the site search, by their title, place and description. */
export class Migration20261201195000_events_search extends Migration {
  override name = "Migration20261201195000_events_search";

  override up(): void | Promise<void> {
    for (const sql of searchVector(
      "events",
      ["title", "location", "description", "language"],
      vector("new.title", "new.location", "new.description"),
    ))
      this.addSql(sql);
  }
}
