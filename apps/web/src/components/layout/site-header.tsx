import { Link, useLocation } from "@tanstack/react-router";
import { useEffect, useId, useState } from "react";
import { cn } from "../../lib/cn";
import type { LandingSection } from "../../lib/scroll";
import { CloseIcon, MenuIcon } from "../icons";
import { Logo } from "./logo";
import { SectionLink } from "./section-link";

type PagePath = "/" | "/blog" | "/contact" | "/application";
type NavItem = { label: string; section: LandingSection } | { label: string; to: PagePath };

/** Spec 2: the landing and news pages link to the landing sections; contact and application to pages. */
const NAV_ITEMS = {
  sections: [
    { label: "Mission", section: "mission" },
    { label: "What We Do", section: "what-we-do" },
    { label: "Partners", section: "partners" },
    { label: "News", to: "/blog" },
    { label: "Contact", section: "contact" },
    { label: "Application", to: "/application" },
  ],
  pages: [
    { label: "Home", to: "/" },
    { label: "News", to: "/blog" },
    { label: "Contact", to: "/contact" },
    { label: "Application", to: "/application" },
  ],
} as const satisfies Record<string, readonly NavItem[]>;

export type HeaderNav = keyof typeof NAV_ITEMS;

const linkBase =
  "rounded-md font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-900";
const activeLink =
  "bg-brand-50 text-brand-900 font-semibold underline decoration-gold-400 decoration-2 underline-offset-8";

function NavLink({
  item,
  className,
  onNavigate,
}: {
  item: NavItem;
  className: string;
  onNavigate?: () => void;
}) {
  if ("section" in item) {
    return (
      <SectionLink section={item.section} className={className} onNavigate={onNavigate}>
        {item.label}
      </SectionLink>
    );
  }
  return (
    <Link
      to={item.to}
      className={className}
      activeOptions={{ exact: item.to === "/" }}
      activeProps={{ className: activeLink }}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  );
}

export function SiteHeader({ nav }: { nav: HeaderNav }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const pathname = useLocation({ select: (location) => location.pathname });
  const items = NAV_ITEMS[nav];
  const closeMenu = () => setMenuOpen(false);

  // A new page starts with the menu closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.label}>
                <NavLink item={item} className={cn(linkBase, "px-3 py-2 text-[0.9375rem]")} />
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      </div>
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white shadow-md lg:hidden"
      >
        <ul className="mx-auto grid max-w-6xl gap-1 px-4 py-3 sm:px-6">
          {items.map((item) => (
            <li key={item.label}>
              <NavLink
                item={item}
                className={cn(linkBase, "block px-3 py-3 text-base")}
                onNavigate={closeMenu}
              />
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
