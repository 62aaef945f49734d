/**
 * How a production server process is started, for its memory (measured in docs/performance.md). glibc
 * reads its malloc tunables once, when the process starts, so they cannot be set from inside: `pnpm
 * start` (package.json) and deploy/systemd/choose@.service write the same values, which server.test.ts
 * checks, and the benchmarks and the scale test start their servers with these.
 */
export const MEMORY_ENV = {
  // sharp's threads share one arena rather than one each (each arena keeps what it once held).
  MALLOC_ARENA_MAX: "2",
  // Blocks of 128 KB and more (uploads, compression, large Buffers) are mapped and unmapped on their own
  // and the heap is trimmed past 128 KB free; a fixed threshold also stops glibc raising it to 32 MB
  // after the first such block is freed, which left every later one in a heap that is never given back.
  MALLOC_MMAP_THRESHOLD_: "131072",
  MALLOC_TRIM_THRESHOLD_: "131072",
} as const;

/**
 * Node's compile cache, relative to apps/api (`pnpm start`'s working directory; the systemd unit uses its
 * CacheDirectory): the TypeScript of our packages is stripped once and kept with V8's code cache, so a
 * start does not load Node's type stripper (a WebAssembly module, ~15 MiB resident for the process's
 * life) and compiles less. An entry whose file changed is compiled again.
 */
export const COMPILE_CACHE_ENV = { NODE_COMPILE_CACHE: "node_modules/.cache/node-compile" } as const;

/** V8's young generation kept small: its default 16 MB semi-spaces are resident for little gain here. */
export const NODE_FLAGS = ["--max-semi-space-size=2"] as const;
