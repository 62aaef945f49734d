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

/** V8's young generation kept small: its default 16 MB semi-spaces are resident for little gain here. */
export const NODE_FLAGS = ["--max-semi-space-size=2"] as const;
