import { randomUUID } from "node:crypto";
import { crc32 } from "node:zlib";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";

/** Images made for the tests with sharp: a photo-like gradient, so encoders have something to do. */
export async function testImage(
  format: "jpeg" | "png" | "webp" | "avif" | "gif",
  width = 640,
  height = 480,
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 110, b: 170 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#f5c542"/><stop offset="1" stop-color="#1e3a5f"/></linearGradient></defs><rect width="${width}" height="${height / 2}" fill="url(#g)"/></svg>`,
      ),
    },
  ]);
  return image.toFormat(format).toBuffer();
}

/**
 * A JPEG stored sideways with EXIF orientation 6 (shown turned 90° clockwise) and a GPS position:
 * `width` × `height` as stored, red on its left half and blue on its right.
 */
export async function sidewaysJpegWithGps(width = 400, height = 200): Promise<Buffer> {
  const half = { width: width / 2, height, channels: 3 } as const;
  return sharp({ create: { ...half, width, background: "#0000ff" } })
    .composite([{ input: { create: { ...half, background: "#ff0000" } }, left: 0, top: 0 }])
    .withExif({
      IFD0: { Make: "TestCam" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "33/1 31/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "86/1 48/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** A valid 1×1 PNG whose header then declares `width` × `height`: a decompression bomb's calling card. */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  // The IHDR chunk's CRC covers its type and data (bytes 12 to 29).
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export interface FilePart {
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser sends one: `file` parts and text fields. */
export function multipartBody(parts: Record<string, FilePart | string>) {
  const boundary = `----choose-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, part] of Object.entries(parts)) {
    const file = typeof part === "string" ? undefined : part;
    const head = [
      `--${boundary}`,
      `Content-Disposition: form-data; name="${name}"${file ? `; filename="${file.filename ?? "image.jpg"}"` : ""}`,
      ...(file ? [`Content-Type: ${file.contentType ?? "image/jpeg"}`] : []),
      "",
      "",
    ].join("\r\n");
    const data = typeof part === "string" ? part : part.data;
    chunks.push(Buffer.from(head), Buffer.from(data), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** `POST /api/media` with these parts (a `file` and an `alt` usually), as the admin's browser sends it. */
export function upload(
  app: FastifyInstance,
  token: string | undefined,
  parts: Record<string, FilePart | string>,
) {
  const { payload, contentType } = multipartBody(parts);
  return app.inject({
    method: "POST",
    url: "/api/media",
    headers: { "content-type": contentType, ...(token && { "x-admin-token": token }) },
    payload,
  });
}
