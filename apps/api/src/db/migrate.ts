/** `pnpm db:migrate`: applies pending migrations to the configured database, then exits. */
import { loadConfig } from "../env.ts";
import { openDatabase } from "./database.ts";

const config = loadConfig();
const db = await openDatabase(config.database);
const applied = await db.orm.migrator.getExecuted();
console.log(`Database (${db.kind}) is at migration ${applied.at(-1)?.name ?? "none"}.`);
await db.close();
