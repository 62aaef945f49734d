import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { SettingEntity } from "../modules/sheets/settings.entity.ts";
import { openDatabase } from "./database.ts";

describe("the embedded database", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  test("migrates on first start and keeps its data across a restart", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "choose-embedded-"));
    dirs.push(dataDir);

    const first = await openDatabase({ kind: "embedded", dataDir });
    expect(first.kind).toBe("embedded");
    await first.orm.em
      .fork()
      .insert(SettingEntity, { key: "kept", value: "across restarts", updatedAt: new Date() });
    await first.close();

    const second = await openDatabase({ kind: "embedded", dataDir });
    const kept = await second.orm.em.fork().findOne(SettingEntity, { key: "kept" });
    const executed = await second.orm.migrator.getExecuted();
    await second.close();
    expect(kept?.value).toBe("across restarts");
    expect(executed.length).toBeGreaterThan(0);
  });
});
