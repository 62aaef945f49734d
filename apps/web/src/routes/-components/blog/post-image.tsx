import { NewspaperIcon } from "../../../components/icons";
import { cn } from "../../../lib/cn";

/** A 16:9 box (space reserved, so nothing shifts) with the featured image or a calm placeholder. */
export function PostImage({
  src,
  eager = false,
  className,
}: {
  src: string | null;
  eager?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("aspect-video overflow-hidden bg-brand-100", className)}>
      {src ? (
        <img
          src={src}
          alt=""
          width={1280}
          height={720}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-100 to-brand-200">
          <NewspaperIcon className="size-12 text-brand-600" />
        </div>
      )}
    </div>
  );
}
