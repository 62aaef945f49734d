import type { Plugin } from "vite";

/** A statement that takes in or passes on another module's exports: `import … from`, `export * …`, `export {…}`. */
const PASSING_ON = /^\s*(import\s[\s\S]*\sfrom\s*["'][^"']*["']|export\s*(\*|\{[^}]*\})[\s\S]*|)\s*$/;

/**
 * A module made of such statements only (a package's index, such as `radix-ui`'s). The graph is not
 * followed through it: from the whole index only what is used is bundled, and following it would put
 * every module it names (the dialogs and toasts of lazy screens) into the start-up file.
 */
const isBarrel = (code: string | null) =>
  code
    ?.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "")
    .split(";")
    .every((statement) => PASSING_ON.test(statement)) ?? false;

/**
 * Every page's start-up (what `src/start.tsx` imports statically: the app, the router, the route tree,
 * the data clients) as one file rather than the ~40 small shared chunks Rolldown cuts it into: each
 * file is a request and a task of its own on the main thread while the page is interactive, which a
 * slow phone pays in blocking time. What `src/main.tsx` loads before it (zod's setting, React's DOM
 * renderer) stays out, so those keep their own files and tasks; route components stay lazy.
 *
 * `plugin` records the graph when the build ends; `test` is the code-splitting group's, asked later.
 */
export function startupChunk() {
  const startup = new Set<string>();
  const plugin: Plugin = {
    name: "choose:startup-chunk",
    apply: "build",
    buildEnd() {
      startup.clear();
      const ids = [...this.getModuleIds()];
      const main = ids.find((id) => id.endsWith("/src/main.tsx"));
      const start = ids.find((id) => id.endsWith("/src/start.tsx"));
      // The server build has neither.
      if (!main || !start) return;
      const staticGraph = (from: string[]) => {
        const seen = new Set<string>();
        const queue = [...from];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          if (info && !isBarrel(info.code)) queue.push(...info.importedIds);
        }
        return seen;
      };
      // What main.tsx imports itself (the preload helper, the stylesheet) stays with it too: in the group,
      // main's chunk imported the start-up file statically, fetched before the first frame it waits for.
      const mainInfo = this.getModuleInfo(main);
      const beforeStart = staticGraph([
        ...(mainInfo?.importedIds ?? []),
        ...(mainInfo?.dynamicallyImportedIds ?? []).filter((id) => id !== start),
      ]);
      // start.tsx itself stays the chunk main.tsx imports: grouped, its dynamic import lost its exports.
      for (const id of staticGraph([start])) if (id !== start && !beforeStart.has(id)) startup.add(id);
    },
  };
  return { plugin, test: (id: string) => startup.has(id) };
}
