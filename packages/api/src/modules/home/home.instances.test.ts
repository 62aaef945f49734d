import type { FastifyInstance } from "fastify";
import { describe, expect, test } from "vitest";
import { adminToken } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { onPostgres, useInstances } from "../../../test/instances.ts";

const t = useTestApp();
const startInstance = useInstances();

describe.skipIf(!onPostgres)("the home page at two instances on one PostgreSQL", () => {
  test("a save at one is on the very next read at the other", async () => {
    const [writer, reader] = [await startInstance(), await startInstance()];
    const title = (app: FastifyInstance) =>
      app.inject("/api/home/es").then((response) => response.json().texts.hero.title);
    const before = await title(reader);
    const token = await adminToken(t);
    const home = (
      await writer.inject({ url: "/api/admin/home", headers: { "x-admin-token": token } })
    ).json();
    const saved = await writer.inject({
      method: "PUT",
      url: "/api/admin/home",
      headers: { "x-admin-token": token },
      payload: { ...home, es: { ...home.es, hero: { ...home.es.hero, title: "Nuevo título" } } },
    });
    expect(saved.statusCode).toBe(200);
    expect(before).not.toBe("Nuevo título");
    expect(await title(reader)).toBe("Nuevo título");
  });
});
