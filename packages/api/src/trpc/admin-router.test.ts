import { randomUUID } from "node:crypto";
import { serverMessages } from "@choose/schema";
import { describe, expect, test } from "vitest";
import { trpc } from "../../test/admin.ts";
import { useTestApp } from "../../test/app.ts";
import { declaredProcedures } from "./procedures.ts";
import { appRouter } from "./router.ts";

const t = useTestApp();

/** Every declared procedure, and whether it sits under the `admin` router. */
const procedures = [...declaredProcedures(appRouter._def.record)].map(([path, procedure]) => ({
  path,
  procedure,
  admin: path.startsWith("admin."),
}));

/** A REST path with every `:param` filled with a well-formed id. */
const restUrl = (path: string) => path.replace(/:[a-zA-Z]+/g, randomUUID());

describe("the admin router is the admin check", () => {
  test("there are admin procedures and public ones (the split below is not vacuous)", () => {
    expect(procedures.filter((p) => p.admin).length).toBeGreaterThan(40);
    expect(procedures.filter((p) => !p.admin).length).toBeGreaterThan(10);
  });

  test("every procedure under `admin` answers 401 without a session, on tRPC and on its REST path", async () => {
    const answers: Record<string, unknown> = {};
    for (const { path, procedure } of procedures.filter((p) => p.admin)) {
      const call = await trpc(t.app, procedure._def.type === "query" ? "query" : "mutation", path);
      answers[`tRPC ${path}`] = { status: call.status, message: call.error?.message };
      const rest = procedure.meta?.rest;
      if (rest) {
        const response = await t.app.inject({ method: rest.method, url: restUrl(rest.path) });
        answers[`${rest.method} ${rest.path}`] = {
          status: response.statusCode,
          message: response.json().message,
        };
      }
    }
    const expected = Object.fromEntries(
      Object.keys(answers).map((name) => [name, { status: 401, message: serverMessages.unauthorized }]),
    );
    expect(answers).toEqual(expected);
  });

  test("no procedure outside `admin` asks for a session", async () => {
    const refused: string[] = [];
    for (const { path, procedure } of procedures.filter((p) => !p.admin)) {
      const call = await trpc(t.app, procedure._def.type === "query" ? "query" : "mutation", path);
      if (call.status === 401) refused.push(path);
    }
    expect(refused).toEqual([]);
  });
});
