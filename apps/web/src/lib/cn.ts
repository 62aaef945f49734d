import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Plain clsx rather than tailwind-merge: the components never pass conflicting
 * utilities, and twMerge would add ~8 KB gzip to every page.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
