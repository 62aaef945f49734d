import { crc32, deflateSync } from "node:zlib";

type Rgb = readonly [number, number, number];

/** One PNG chunk: its length, type, data and CRC. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.byteLength);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/**
 * A real PNG (RGB, 8 bits), the sky above the ground at two thirds of its height: the media service
 * decodes uploads with sharp, so the mocks' images and the tests' uploads must be images.
 */
export function landscapePng(width: number, height: number, sky: Rgb, ground: Rgb): Uint8Array<ArrayBuffer> {
  const stride = width * 3 + 1;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const [r, g, b] = y < (height * 2) / 3 ? sky : ground;
    for (let x = 0; x < width; x++) pixels.set([r, g, b], y * stride + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", new Uint8Array()),
  ]);
}
