import type { TRPCProcedureType } from "@trpc/server";
import type { Meta } from "./meta.ts";

/** What is read of a tRPC procedure: its kind and meta; being a function tells it from a router. */
export interface DeclaredProcedure {
  (...args: never[]): unknown;
  /** `inputs`: the parsers of its `.input()` calls (tests check every input field against them). */
  _def: { type: TRPCProcedureType; inputs: readonly unknown[] };
  meta: Meta | undefined;
}
interface ProcedureTree {
  [key: string]: DeclaredProcedure | ProcedureTree;
}

/**
 * Every procedure of `tree` (the app's router: `appRouter._def.record`) with its dotted path. The
 * router is passed in: it registers every module, and this file sits below them.
 */
export function* declaredProcedures(
  tree: ProcedureTree,
  prefix = "",
): Generator<[string, DeclaredProcedure]> {
  for (const [key, node] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof node !== "function") yield* declaredProcedures(node, `${path}.`);
    else yield [path, node];
  }
}
