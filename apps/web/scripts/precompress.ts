import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(?:js|css|html|svg|txt|json|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `X.br` and `X.gz` next to every text asset of the build, at maximum compression, for a server
 * that sends them as they are (`@fastify/static` with `preCompressed`). A compressed copy that would not
 * be smaller is left out, so the server sends the original. The files are compressed at once on libuv's
 * threads: one after another, brotli's maximum level took ~4.2 s of a first `pnpm start`.
 */
export function precompress(): Plugin {
  return {
    name: "choose:precompress",
    apply: "build",
    // After every environment is built and the prerenderer has written its pages.
    buildApp: {
      order: "post",
      async handler(builder) {
        const outDir = builder.environments.client?.config.build.outDir;
        if (outDir) await precompressDir(join(builder.config.root, outDir));
      },
    },
  };
}

async function precompressDir(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  // The server renderer (in a dot-directory) is never sent to a browser.
  const files = entries.filter(
    (entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !entry.parentPath.includes("/."),
  );
  await Promise.all(
    files.map(async (file) => {
      const path = join(file.parentPath, file.name);
      const raw = await readFile(path);
      const variants = {
        br: await brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gz: await gzipped(raw, { level: constants.Z_BEST_COMPRESSION }),
      };
      for (const [extension, compressed] of Object.entries(variants)) {
        if (compressed.length < raw.length) await writeFile(`${path}.${extension}`, compressed);
      }
    }),
  );
}
