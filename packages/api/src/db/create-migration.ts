/**
 * Generates a migration from the difference between the entities and the migrated schema, then
 * rewrites migrations/index.ts so the new file is in the explicit list.
 * Usage: pnpm --filter api db:migration:create <name>   (runs on an in-memory embedded database)
 */
import { readdir, writeFile } from "node:fs/promises";
import { MikroORM } from "@mikro-orm/postgresql";
import { ormOptions } from "./database.ts";
import { startEmbeddedPostgres } from "./embedded.ts";

const migrationsDir = new URL("./migrations/", import.meta.url);

const embedded = await startEmbeddedPostgres(undefined);
const orm = await MikroORM.init(ormOptions(embedded.url, { poolSize: 1 }));
try {
  await orm.migrator.up();
  const result = await orm.migrator.create(undefined, false, false, process.argv[2]);
  console.log(result.diff.up.length ? `Created ${result.fileName}` : "No schema changes");
  await writeMigrationIndex();
} finally {
  await orm.close(true);
  await embedded.close();
}

async function writeMigrationIndex() {
  const names = (await readdir(migrationsDir))
    .filter((file) => /^Migration\d+.*\.ts$/.test(file))
    .sort()
    .map((file) => file.replace(/\.ts$/, ""));
  const imports = names.map((name) => `import { ${name} } from "./${name}.ts";`).join("\n");
  const source = `${imports}\n\n/** Every migration in order; listed explicitly so start-up scans no folder. */\nexport const migrationsList = [${names.join(", ")}];\n`;
  await writeFile(new URL("index.ts", migrationsDir), source);
}
