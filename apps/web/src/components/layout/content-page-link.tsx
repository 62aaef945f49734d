import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

/** A link to a content page the administrator manages and links in the header or the footer. */
export function ContentPageLink({
  slug,
  className,
  activeClassName,
  onNavigate,
  children,
}: {
  slug: string;
  className: string;
  /** Added while the page is the one shown. */
  activeClassName?: string;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  return (
    <Link
      to="/$slug"
      params={{ slug }}
      className={className}
      activeProps={activeClassName === undefined ? undefined : { className: activeClassName }}
      onClick={onNavigate}
    >
      {children}
    </Link>
  );
}
