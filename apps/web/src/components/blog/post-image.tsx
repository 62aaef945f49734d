import type { FeaturedMedia } from "@choose/schema";
import { cn } from "../../lib/cn";
import { responsiveImage } from "../../lib/responsive-images";
import { PostPlaceholder } from "../illustrations";

/** How a featured image is loaded: with the page's first requests, or once it nears the screen. */
export type ImageLoading = "priority" | "eager" | "lazy";

/**
 * A 16:9 box (space reserved, so nothing shifts) with the featured image or an illustration. An
 * upload is a `<picture>` offering every width in AVIF and WebP, so the browser fetches the smallest
 * file that fills the box (`sizes`); an image elsewhere is shown as it is.
 */
export function PostImage({
  src,
  media,
  sizes,
  loading = "lazy",
  className,
  seed = "",
}: {
  src: string | null;
  media: FeaturedMedia | null;
  /** How wide the box is drawn, as the `sizes` attribute says it. */
  sizes: string;
  loading?: ImageLoading;
  className?: string;
  /** What picks the placeholder's scene when there is no image (the post's slug). */
  seed?: string;
}) {
  const responsive = src ? responsiveImage(src) : undefined;
  const img = src && (
    <img
      src={src}
      srcSet={responsive?.srcSet}
      sizes={responsive && sizes}
      alt={media?.alt ?? ""}
      width={media?.width ?? 1280}
      height={media?.height ?? 720}
      loading={loading === "lazy" ? "lazy" : "eager"}
      fetchPriority={loading === "priority" ? "high" : undefined}
      decoding="async"
      className="size-full object-cover"
    />
  );
  return (
    <div className={cn("aspect-video overflow-hidden bg-brand-100", className)}>
      {img && responsive ? (
        <picture className="block size-full">
          {responsive.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
          ))}
          {img}
        </picture>
      ) : (
        (img ?? <PostPlaceholder seed={seed} />)
      )}
    </div>
  );
}
