import { Migration } from "@mikro-orm/migrations";

/**
 * Issue 29: the rate-limit counters are unlogged. Every public write and failed sign-in updates them;
 * logged, each update waited for its own flush to disk, which made the rate limit cost two thirds of a
 * form's throughput. A crash of the database forgets the open windows, which is all they are.
 */
export class Migration20261127040000_unlogged_counters extends Migration {
  override name = "Migration20261127040000_unlogged_counters";

  override up(): void | Promise<void> {
    this.addSql(`alter table "rate_limit_counters" set unlogged;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rate_limit_counters" set logged;`);
  }
}
