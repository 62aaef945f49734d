/** `pnpm db:migrate`: applies pending migrations to the configured database, then exits. */
import { loadConfig, openDatabase } from "@choose/api";

const config = loadConfig(process.env);
const db = await openDatabase(config.database, { attach: true });
const applied = await db.orm.migrator.getExecuted();
console.log(`Database (${db.kind}) is at migration ${applied.at(-1)?.name ?? "none"}.`);
await db.close();
