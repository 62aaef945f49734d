import { readFile } from "node:fs/promises";

/**
 * Resident bytes of a process by kind of mapping, from /proc/<pid>/smaps: glibc's main heap, its thread
 * arenas, V8's heap pages (256 KiB each), other anonymous memory (PGlite's WebAssembly memory and code,
 * V8's large objects) and files. Linux only.
 */
export async function mappings(pid: number) {
  const text = await readFile(`/proc/${pid}/smaps`, "utf8");
  const totals = { mainHeap: 0, arenas: 0, v8Pages: 0, otherAnonymous: 0, files: 0 };
  let kind: keyof typeof totals = "files";
  for (const line of text.split("\n")) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const [, start = "0", end = "0", path = ""] = header;
      const size = Number.parseInt(end, 16) - Number.parseInt(start, 16);
      // glibc's thread arenas are reserved 64 MiB at a time, aligned to 64 MiB.
      const arena = Number.parseInt(start, 16) % (64 * 1024 * 1024) === 0 && size <= 64 * 1024 * 1024;
      const anonymous = size === 256 * 1024 ? "v8Pages" : arena ? "arenas" : "otherAnonymous";
      kind = path === "[heap]" ? "mainHeap" : path === "" ? anonymous : "files";
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) totals[kind] += Number(rss[1]) * 1024;
  }
  return totals;
}
