import type { MediaItem } from "@choose/schema";
import { responsiveImage } from "../../../lib/responsive-images";

/**
 * A library image in a 16:9 box, cropped to fill it, fetched once it nears the screen; `sizes` says how
 * wide it is drawn, so the browser picks the smallest of its widths that fills the box.
 */
export function LibraryImage({ item, sizes, alt }: { item: MediaItem; sizes: string; alt: string }) {
  return (
    <img
      src={item.url}
      srcSet={responsiveImage(item.url)?.srcSet}
      sizes={sizes}
      width={item.width}
      height={item.height}
      loading="lazy"
      decoding="async"
      alt={alt}
      className="aspect-video w-full bg-ink-100 object-cover"
    />
  );
}
