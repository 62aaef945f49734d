/**
 * Writes `public/favicon.ico` from `public/favicon.svg`: the site's icon at 16, 32 and 48 px, each a
 * PNG inside one ICO file (the format browsers, Windows since Vista and crawlers read). Crawlers and
 * older browsers ask for `/favicon.ico` whatever the page's `<link rel="icon">` says. The file is
 * committed (Vite copies it into the build); run this again after changing the SVG:
 *
 *   pnpm --filter web exec node scripts/favicon-ico.ts
 *
 * sharp is the API's dependency (the media library's): it is loaded from `packages/api`, so the web
 * app carries no image library of its own.
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const FAVICON_SIZES = [16, 32, 48] as const;

/** The part of sharp's API used here (its types are the API package's, not the web app's). */
interface Sharp {
  resize(width: number, height: number): Sharp;
  png(options: { compressionLevel: number }): Sharp;
  toBuffer(): Promise<Buffer>;
}
type SharpFactory = (input: Buffer, options: { density: number }) => Sharp;

/** Enough of a check to call it: the module is sharp itself, found through the API's dependencies. */
function isSharpModule(value: unknown): value is { default: SharpFactory } {
  return typeof value === "object" && value !== null && typeof Reflect.get(value, "default") === "function";
}

/**
 * An ICO file of PNG images: a 6-byte header, a 16-byte entry per image (its size, 32 bits a pixel,
 * where its bytes are), then each PNG as it is.
 */
function icoFromPngs(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: an icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  const entries = Buffer.alloc(16 * images.length);
  let offset = header.length + entries.length;
  images.forEach(({ size, png }, index) => {
    const at = index * 16;
    entries.writeUInt8(size >= 256 ? 0 : size, at); // width (0 is 256)
    entries.writeUInt8(size >= 256 ? 0 : size, at + 1); // height
    entries.writeUInt8(0, at + 2); // no palette
    entries.writeUInt8(0, at + 3); // reserved
    entries.writeUInt16LE(1, at + 4); // colour planes
    entries.writeUInt16LE(32, at + 6); // bits a pixel
    entries.writeUInt32LE(png.length, at + 8);
    entries.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, entries, ...images.map((image) => image.png)]);
}

async function main() {
  const requireFromApi = createRequire(new URL("../../../packages/api/package.json", import.meta.url));
  const sharpModule: unknown = await import(pathToFileURL(requireFromApi.resolve("sharp")).href);
  if (!isSharpModule(sharpModule)) throw new Error("sharp did not load");
  const sharp = sharpModule.default;
  const svg = await readFile(new URL("../public/favicon.svg", import.meta.url));
  const images = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({
      size,
      // Drawn large (the SVG is 32 units wide: 384 dpi gives 170 px), then scaled down, for sharp edges.
      png: await sharp(svg, { density: 384 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer(),
    })),
  );
  const ico = icoFromPngs(images);
  await writeFile(new URL("../public/favicon.ico", import.meta.url), ico);
  console.log(`public/favicon.ico: ${ico.length} bytes (${FAVICON_SIZES.join(", ")} px)`);
}

await main();
