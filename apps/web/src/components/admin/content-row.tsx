import { type Language, pathInLanguage } from "@choose/schema/i18n";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { buttonClasses } from "../ui/button";
import { Card } from "../ui/card";
import { ConfirmDeleteButton } from "./confirm-dialog";
import { PublishedBadge } from "./status-badge";

/** A list entry's card: an article, named by its heading (`headingId`). */
export function ItemCard({
  headingId,
  className,
  children,
}: {
  headingId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn("p-5 sm:p-6", className)}>
      <article aria-labelledby={headingId}>{children}</article>
    </Card>
  );
}

/** One fact of a row ("By", "Slug"); a `code` one (an address) is set in mono and may break anywhere. */
export interface RowDetail {
  term: string;
  value: ReactNode;
  /** The value's emphasis, for a plain one. */
  className?: string;
  code?: boolean;
}

/**
 * A post or a page in its list: its title and whether it is published, an excerpt, its details, then
 * Edit, View on the website (once published), any other `actions`, and Delete (which asks first).
 */
export function ContentRow({
  kind,
  item,
  editTo,
  viewTo,
  excerpt,
  details,
  actions,
  deleting,
  onDelete,
}: {
  kind: "post" | "page";
  item: { id: string; title: string; slug: string; published: boolean; language: Language };
  editTo: "/admin/editor/$id" | "/admin/pages/$id";
  viewTo: "/blog/$slug" | "/$slug";
  excerpt?: string;
  details: readonly RowDetail[];
  actions?: ReactNode;
  deleting: boolean;
  onDelete: () => void;
}) {
  const headingId = `${kind}-${item.id}`;
  return (
    <ItemCard headingId={headingId}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-lg font-bold text-brand-900 sm:text-xl">
          {item.title}
        </h2>
        <PublishedBadge published={item.published} />
      </div>
      {excerpt !== undefined && <p className="mt-2 line-clamp-2 text-ink-700">{excerpt}</p>}
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-600">
        {details.map(({ term, value, className, code }) => (
          <div key={term} className={code ? "flex min-w-0 gap-1" : "flex gap-1"}>
            <dt>{term}</dt>
            <dd className={code ? "break-all font-mono text-ink-800" : className}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={editTo}
          params={{ id: item.id }}
          className={buttonClasses("outline", "sm")}
          aria-label={`Edit ${item.title}`}
        >
          Edit
        </Link>
        {item.published && item.language === "es" ? (
          // The Spanish site is a page load of its own (its texts), never a navigation inside the back office.
          <a
            href={pathInLanguage(viewTo === "/$slug" ? `/${item.slug}` : `/blog/${item.slug}`, "es")}
            className={buttonClasses("ghost", "sm")}
            aria-label={`View ${item.title} on the website`}
          >
            View
          </a>
        ) : (
          item.published && (
            <Link
              to={viewTo}
              params={{ slug: item.slug }}
              className={buttonClasses("ghost", "sm")}
              aria-label={`View ${item.title} on the website`}
            >
              View
            </Link>
          )
        )}
        {actions}
        <ConfirmDeleteButton
          label={`Delete ${item.title}`}
          title={`Delete this ${kind}?`}
          description={<>“{item.title}” will be removed from the website. This cannot be undone.</>}
          deleting={deleting}
          onConfirm={onDelete}
        />
      </div>
    </ItemCard>
  );
}
