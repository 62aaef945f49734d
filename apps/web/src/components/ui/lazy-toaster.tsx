import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "./toast-store";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * Radix Toast is ~11 KB gzip that most visits never need, so the toaster is fetched and mounted with
 * the first notice (which it then shows, open, as the store holds it).
 */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (hasToasts) setMounted(true);
  }, [hasToasts]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
