import { availableParallelism } from "node:os";
import {
  AppError,
  MEDIA_MAX_PIXELS,
  MEDIA_WIDTHS,
  type MediaFormat,
  mediaMessages,
  mediaVariantFormats,
  mediaVariantWidths,
  sniffImageFormat,
} from "@choose/schema";
import type { Metadata, Sharp, default as SharpFactory } from "sharp";

let sharpLoading: Promise<typeof SharpFactory> | undefined;

/** libvips loads with the first upload, not at start-up: ~24 MiB resident that many days never use. */
function loadSharp(): Promise<typeof SharpFactory> {
  sharpLoading ??= import("sharp").then(({ default: sharp }) => {
    // Every upload is new: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

/** One file made of an upload. */
export interface ImageVariant {
  width: number;
  format: MediaFormat;
  data: Buffer;
}

/** An upload turned into its variants (`mediaVariantWidths` × `mediaVariantFormats`), metadata gone. */
export interface ProcessedImage {
  format: MediaFormat;
  /** The largest variant's size. */
  width: number;
  height: number;
  originalWidth: number;
  originalHeight: number;
  variants: ImageVariant[];
}

/**
 * How many uploads are processed at once: each keeps a core busy while it runs, so one core is left
 * to answer requests (measured on 2 cores: public p99 stays ~23 ms with one at a time, ~130 ms with two).
 */
export const MEDIA_PROCESSING_CONCURRENCY = Math.max(1, availableParallelism() - 1);

/**
 * An upload is answered within this long of its body's arrival, whether its variants are made or not
 * (then a 503): waiting for a processing slot (eight 12-megapixel photos at once queue for up to ~50 s on
 * two cores) and processing both count. nginx's `proxy_read_timeout` for `/api/media` (100 s) is longer,
 * so the answer is always the app's and never a proxy's 504 for an image that was stored after all.
 */
export const MEDIA_UPLOAD_DEADLINE_MS = 90_000;

const unsupported = () => new AppError("UNSUPPORTED_MEDIA_TYPE", mediaMessages.unsupported);
const unreadable = () => new AppError("BAD_REQUEST", mediaMessages.unreadable);
const busy = () => new AppError("UNAVAILABLE", mediaMessages.busy, { retryAfter: 60 });

/**
 * Runs at most `limit` tasks at a time, the rest in arrival order; a task still waiting at its
 * `deadline` (epoch ms) leaves the line with a 503.
 */
export function createSemaphore(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const turn = (deadline: number) =>
    new Promise<void>((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(busy());
      }, deadline - Date.now());
      waiting.push(start);
    });
  return async function run<T>(task: () => Promise<T>, deadline: number): Promise<T> {
    if (running >= limit) await turn(deadline);
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

const processing = createSemaphore(MEDIA_PROCESSING_CONCURRENCY);

/** The allowed format libvips decoded, if it is one (AVIF is a HEIF file whose compression is AV1). */
function decodedFormat({ format, compression }: Metadata): MediaFormat | undefined {
  if (format === "heif") return compression === "av1" ? "avif" : undefined;
  return format === "jpeg" || format === "png" || format === "webp" || format === "gif" ? format : undefined;
}

function encode(image: Sharp, format: MediaFormat): Sharp {
  switch (format) {
    // Effort 2 of 9: measured ~20x faster than the default for the same size (see docs/decisions.md).
    case "avif":
      return image.avif({ quality: 50, effort: 2 });
    case "webp":
      return image.webp({ quality: 75 });
    case "jpeg":
      return image.jpeg({ quality: 78, mozjpeg: true });
    case "png":
      return image.png({ compressionLevel: 9 });
    case "gif":
      return image.gif();
  }
}

/**
 * Checks what `data` really is and makes its variants. Recognised by content only: the first bytes
 * must name an allowed format and libvips must read the same one (SVG, PDF, HEIC… are refused before
 * any decoder sees them); more than MEDIA_MAX_PIXELS declared is refused before decoding. Runs on
 * libuv's threads, MEDIA_PROCESSING_CONCURRENCY uploads at a time, so requests keep being answered;
 * waiting and processing end at `deadline` (epoch ms) with a 503.
 */
export async function processImage(
  data: Uint8Array,
  deadline = Date.now() + MEDIA_UPLOAD_DEADLINE_MS,
): Promise<ProcessedImage> {
  const format = sniffImageFormat(data);
  if (!format) throw unsupported();
  return processing(async () => {
    const sharp = await loadSharp();
    const input = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "warning" } as const;
    // The header only: the pixel limit is checked below, where its own message can say so.
    const metadata = await sharp(data, { ...input, limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw unreadable();
      });
    if (decodedFormat(metadata) !== format) throw unsupported();
    // Every frame counts: an animation of many small frames is as big a bomb as one huge frame.
    const frameHeight = metadata.pageHeight ?? metadata.height;
    if (metadata.width * frameHeight * (metadata.pages ?? 1) > MEDIA_MAX_PIXELS) {
      throw new AppError("PAYLOAD_TOO_LARGE", mediaMessages.tooManyPixels);
    }
    try {
      return format === "gif"
        ? await animatedVariants(sharp, data, metadata, input, deadline)
        : await stillVariants(sharp, data, format, metadata, input, deadline);
    } catch (error) {
      if (error instanceof AppError) throw error;
      // libvips stopped at the deadline.
      if (Date.now() >= deadline) throw busy();
      // libvips refused the pixel data (truncated, corrupt): the client's file, not our failure.
      throw unreadable();
    }
  }, deadline);
}

type InputOptions = { limitInputPixels: number; failOn: "warning" };

/** `image`, which libvips stops at `deadline` (its timeout counts whole seconds); a 503 once it has passed. */
function until(deadline: number, image: Sharp): Sharp {
  const seconds = Math.ceil((deadline - Date.now()) / 1000);
  if (seconds <= 0) throw busy();
  return image.timeout({ seconds });
}

/**
 * Decoded, oriented (EXIF orientation applied) and brought to the largest width once; each variant is
 * made from those pixels. No metadata is copied to any output (sharp's default), EXIF and GPS included.
 */
async function stillVariants(
  sharp: typeof SharpFactory,
  data: Uint8Array,
  format: MediaFormat,
  metadata: Metadata,
  input: InputOptions,
  deadline: number,
): Promise<ProcessedImage> {
  const largest = Math.max(...MEDIA_WIDTHS);
  const { data: pixels, info } = await until(
    deadline,
    sharp(data, input)
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" }),
  ).toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const variants: ImageVariant[] = [];
  // One after another: an upload holds one libuv thread, so others keep some.
  for (const width of mediaVariantWidths(info.width)) {
    for (const variantFormat of mediaVariantFormats(format)) {
      const resized = sharp(pixels, raw).resize({ width });
      const encoded = until(deadline, encode(resized, variantFormat));
      variants.push({ width, format: variantFormat, data: await encoded.toBuffer() });
    }
  }
  return {
    format,
    width: info.width,
    height: info.height,
    originalWidth: metadata.autoOrient.width,
    originalHeight: metadata.autoOrient.height,
    variants,
  };
}

/** GIFs keep their frames: each variant is made from the upload with every frame. */
async function animatedVariants(
  sharp: typeof SharpFactory,
  data: Uint8Array,
  metadata: Metadata,
  input: InputOptions,
  deadline: number,
): Promise<ProcessedImage> {
  const frameHeight = metadata.pageHeight ?? metadata.height;
  const widths = mediaVariantWidths(metadata.width);
  const largest = Math.max(...widths);
  const variants: ImageVariant[] = [];
  let height = frameHeight;
  for (const width of widths) {
    for (const variantFormat of mediaVariantFormats("gif")) {
      const resized = sharp(data, { ...input, animated: true }).resize({ width });
      const { data: output, info } = await until(deadline, encode(resized, variantFormat)).toBuffer({
        resolveWithObject: true,
      });
      if (width === largest) height = info.pageHeight ?? info.height;
      variants.push({ width, format: variantFormat, data: output });
    }
  }
  return {
    format: "gif",
    width: largest,
    height,
    originalWidth: metadata.width,
    originalHeight: frameHeight,
    variants,
  };
}
