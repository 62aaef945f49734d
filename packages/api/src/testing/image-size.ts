import type { MediaFormat } from "@choose/schema";

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** JPEG start-of-frame markers (baseline, progressive…), which carry the size; not DHT, JPG or DAC. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Uint8Array, view: DataView) {
  let offset = 2;
  while (offset + 9 < bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    if (isStartOfFrame(marker))
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    offset += 2 + view.getUint16(offset + 2);
  }
  return undefined;
}

function webpSize(bytes: Uint8Array, view: DataView) {
  const threeBytes = (at: number) =>
    (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
  switch (ascii(bytes, 12, 16)) {
    case "VP8 ":
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    case "VP8L": {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    case "VP8X":
      return { width: threeBytes(24) + 1, height: threeBytes(27) + 1 };
    default:
      return undefined;
  }
}

/** AVIF: the first image spatial extents ("ispe") property. */
function avifSize(bytes: Uint8Array, view: DataView) {
  for (let at = 4; at + 16 <= bytes.length; at++) {
    if (ascii(bytes, at, at + 4) === "ispe")
      return { width: view.getUint32(at + 8), height: view.getUint32(at + 12) };
  }
  return undefined;
}

/**
 * An image's size as its header declares it, for the in-memory media (the browser's mocks have no
 * image decoder); undefined when the header is cut short.
 */
export function imageSize(
  bytes: Uint8Array,
  format: MediaFormat,
): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    switch (format) {
      case "png":
        return { width: view.getUint32(16), height: view.getUint32(20) };
      case "gif":
        return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
      case "jpeg":
        return jpegSize(bytes, view);
      case "webp":
        return webpSize(bytes, view);
      case "avif":
        return avifSize(bytes, view);
    }
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}
