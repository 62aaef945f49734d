import { tagSlug } from "@choose/schema/tags";
import { Link } from "@tanstack/react-router";

/** Tags as links to their pages (`/blog/tag/{slug}`, under /es on a Spanish page), in a labelled list. */
export function TagLinks({ names, label }: { names: readonly string[]; label: string }) {
  if (names.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {names.map((name) => (
          <li key={name}>
            <Link
              to="/blog/tag/$tag"
              params={{ tag: tagSlug(name) }}
              className="inline-flex min-h-9 items-center rounded-full bg-brand-50 px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/20 ring-inset hover:bg-brand-100"
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
