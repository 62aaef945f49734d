import { UNSTORABLE_TEXT_MESSAGE } from "@choose/schema";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { declaredProcedures } from "./procedures.ts";
import { appRouter } from "./router.ts";

/** The part of a JSON Schema (zod's `toJSONSchema`) that says where an input holds strings. */
interface Node {
  type?: string | string[] | undefined;
  properties?: Record<string, Node> | undefined;
  items?: Node | undefined;
  anyOf?: Node[] | undefined;
  enum?: unknown[] | undefined;
  const?: unknown;
  format?: string | undefined;
}
const NodeSchema: z.ZodType<Node> = z.lazy(() =>
  z.object({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    properties: z.record(z.string(), NodeSchema).optional(),
    items: NodeSchema.optional(),
    anyOf: z.array(NodeSchema).optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    format: z.string().optional(),
  }),
);

type Path = (string | number)[];

/** Every place in an input that takes free text or a formatted string (not a fixed choice). */
function* stringFields(node: Node, path: Path = []): Generator<{ path: Path; format: string | undefined }> {
  for (const [key, child] of Object.entries(node.properties ?? {}))
    yield* stringFields(child, [...path, key]);
  if (node.items) yield* stringFields(node.items, [...path, 0]);
  for (const branch of node.anyOf ?? []) yield* stringFields(branch, path);
  const types = [node.type ?? []].flat();
  if (types.includes("string") && node.enum === undefined && node.const === undefined)
    yield { path, format: node.format };
}

/** An input with `value` at `path` and nothing else. */
function inputWith(path: Path, value: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = inputWith(rest, value);
  return typeof head === "number" ? [inner] : { [head]: inner };
}

/** The messages of the issues at `path`, those inside a union's branches included. */
function messagesAt(issues: readonly z.core.$ZodIssue[], path: Path, base: PropertyKey[] = []): string[] {
  return issues.flatMap((issue) => {
    const at = [...base, ...issue.path];
    const nested =
      issue.code === "invalid_union" ? issue.errors.flatMap((branch) => messagesAt(branch, path, at)) : [];
    return [...(at.join(".") === path.join(".") ? [issue.message] : []), ...nested];
  });
}

const cases = [...declaredProcedures(appRouter._def.record)].flatMap(([name, procedure]) =>
  procedure._def.inputs.flatMap((parser) => {
    if (!(parser instanceof z.ZodType)) return [];
    const json = NodeSchema.parse(z.toJSONSchema(parser, { io: "input", unrepresentable: "any" }));
    return [...stringFields(json)].map(({ path, format }) => ({ name, parser, path, format }));
  }),
);

describe("no input takes a NUL character (PostgreSQL text cannot hold one)", () => {
  test("the inputs were read", () => {
    expect(cases.length).toBeGreaterThan(100);
    expect(cases.map((c) => `${c.name}:${c.path.join(".")}`)).toContain("newsletter.unsubscribe:token");
  });

  test.each(cases)("$name: $path is refused with NUL", ({ parser, path, format }) => {
    const result = parser.safeParse(inputWith(path, "nul\u0000 in the middle of ordinary text"));
    const messages = messagesAt(result.error?.issues ?? [], path);
    // A string format (uuid, date) refuses it by its own pattern; free text says why with the one rule.
    if (format) expect(messages).not.toEqual([]);
    else expect(messages).toContain(UNSTORABLE_TEXT_MESSAGE);
  });
});
