import { Link, useLocation } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { type LandingSection, scrollToSection } from "../../lib/scroll";

/**
 * A link to a landing-page section. The landing page scrolls to the section when the hash changes
 * (also when arriving from another page); a click on the section already in the URL scrolls again.
 */
export function SectionLink({
  section,
  className,
  onNavigate,
  children,
}: {
  section: LandingSection;
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <Link
      to="/"
      hash={section}
      hashScrollIntoView={false}
      resetScroll={false}
      className={className}
      onClick={() => {
        if (location.pathname === "/" && location.hash === section) scrollToSection(section);
        onNavigate?.();
      }}
    >
      {children}
    </Link>
  );
}
