import { type Catalogue, pathInLanguage } from "@choose/schema/i18n";
import { Link, useLocation } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { useLocalization, useMessages } from "../../lib/i18n";
import { usePageLinks } from "../../lib/organisation";
import type { LandingSection } from "../../lib/scroll";
import { CloseIcon, MenuIcon, SearchIcon } from "../icons";
import { ContentPageLink } from "./content-page-link";
import { Logo } from "./logo";
import { SectionLink } from "./section-link";

type PagePath = "/" | "/blog" | "/contact" | "/application" | "/choose-act";
type NavKey = keyof Catalogue["layout"]["nav"];
type NavItem =
  | { nav: NavKey; section: LandingSection }
  | { nav: NavKey; to: PagePath }
  /** A content page the administrator links in the header. */
  | { label: string; slug: string };

const SECTION_JUMPS = [
  { nav: "mission", section: "mission" },
  { nav: "whatWeDo", section: "what-we-do" },
  { nav: "partners", section: "partners" },
] as const satisfies readonly NavItem[];

/** The pages every menu links to, Contact as that menu reaches it. */
const pageLinks = <Contact extends NavItem>(contact: Contact) =>
  [
    { nav: "chooseAct", to: "/choose-act" },
    { nav: "news", to: "/blog" },
    contact,
    { nav: "application", to: "/application" },
  ] as const;

const CONTACT_PAGE = { nav: "contact", to: "/contact" } as const;

/** The other pages' menu, also the footer's quick links. */
export const PAGE_LINKS = [
  { nav: "home", to: "/" },
  ...pageLinks(CONTACT_PAGE),
] as const satisfies readonly NavItem[];

/**
 * Spec 2: the landing page links to its sections; the news pages jump to the three the spec names
 * there (Contact goes to the contact page); contact and application link to pages.
 */
const NAV_ITEMS = {
  sections: [...SECTION_JUMPS, ...pageLinks({ nav: "contact", section: "contact" })],
  news: [...SECTION_JUMPS, ...pageLinks(CONTACT_PAGE)],
  pages: PAGE_LINKS,
} as const satisfies Record<string, readonly NavItem[]>;

export type HeaderNav = keyof typeof NAV_ITEMS;

const linkBase =
  "rounded-md font-medium text-ink-700 transition-colors hover:bg-brand-50 hover:text-brand-900";
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
  const messages = useMessages();
  if ("section" in item) {
    return (
      <SectionLink section={item.section} className={className} onNavigate={onNavigate}>
        {messages.layout.nav[item.nav]}
      </SectionLink>
    );
  }
  if ("slug" in item) {
    return (
      <ContentPageLink
        slug={item.slug}
        className={className}
        activeClassName={activeLink}
        onNavigate={onNavigate}
      >
        {item.label}
      </ContentPageLink>
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
      {messages.layout.nav[item.nav]}
    </Link>
  );
}

/**
 * The same page in the other language (or `to`, a post's or page's translation at its own address): a
 * full page load, which brings that language's texts.
 */
function LanguageSwitch({ to }: { to?: string }) {
  const { language, messages } = useLocalization();
  const pathname = useLocation({ select: (location) => location.pathname });
  const other = language === "en" ? "es" : "en";
  return (
    <a
      href={to ?? pathInLanguage(pathname, other)}
      hrefLang={other}
      lang={other}
      aria-label={messages.language.switchLabel}
      className={cn(linkBase, "ml-auto px-3 py-2 text-[0.9375rem] whitespace-nowrap lg:ml-0")}
    >
      {messages.language.switchText}
    </a>
  );
}

/**
 * Issue 35: the header's search box, a GET form to the search page (in the page's language), so it
 * works before and without script.
 */
function HeaderSearch({ className, inputClassName }: { className?: string; inputClassName?: string }) {
  const { language, messages } = useLocalization();
  const texts = messages.layout.search;
  return (
    <search aria-label={texts.label} className={cn("flex items-center", className)}>
      <form method="get" action={pathInLanguage("/search", language)} className="flex w-full items-center">
        <input
          type="search"
          name="q"
          aria-label={texts.label}
          placeholder={texts.placeholder}
          maxLength={200}
          className={cn(
            "h-10 min-w-0 rounded-l-lg border border-r-0 border-ink-400 bg-white px-3 text-base text-ink-900 placeholder:text-ink-600",
            "focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40",
            inputClassName,
          )}
        />
        <button
          type="submit"
          aria-label={texts.submit}
          className="inline-flex h-10 w-11 items-center justify-center rounded-r-lg bg-brand-800 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <SearchIcon className="size-5" />
        </button>
      </form>
    </search>
  );
}

/**
 * The mobile menu is a native popover: the browser opens it on the first tap, before or during
 * hydration, and closes it on Escape or a tap outside. React only mirrors its state (label, expanded)
 * and closes it after a choice.
 */
export function SiteHeader({ nav, languageSwitchTo }: { nav: HeaderNav; languageSwitchTo?: string }) {
  const menuRef = useRef<HTMLElement>(null);
  // Unknown until hydrated: until then the browser itself tells assistive technology whether it is open.
  const [menuOpen, setMenuOpen] = useState<boolean>();
  const menuId = useId();
  const pathname = useLocation({ select: (location) => location.pathname });
  const pages = usePageLinks("header");
  const messages = useMessages();
  const items: readonly NavItem[] = [
    ...NAV_ITEMS[nav],
    ...pages.map((page) => ({ label: page.title, slug: page.slug })),
  ];
  const closeMenu = () => menuRef.current?.hidePopover();

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    // It may have been opened before hydration.
    setMenuOpen(menu.matches(":popover-open"));
    const onToggle = (event: ToggleEvent) => setMenuOpen(event.newState === "open");
    menu.addEventListener("toggle", onToggle);
    return () => menu.removeEventListener("toggle", onToggle);
  }, []);

  // A new page starts with the menu closed; the first page keeps one opened before hydration.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
  }, [pathname]);

  return (
    <header className="group/header sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      {/* Wider than the page's column: the seven links, the search box and the language fit on one line
          from 1280 px (1,185 px in Spanish, measured); below that the links go behind the menu button. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo />
        <nav aria-label={messages.layout.mainNav} className="ml-auto hidden xl:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={"slug" in item ? item.slug : item.nav}>
                <NavLink
                  item={item}
                  className={cn(linkBase, "px-2.5 py-2 text-[0.9375rem] whitespace-nowrap")}
                />
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch className="hidden lg:ml-auto lg:flex xl:ml-0" inputClassName="w-40" />
        <LanguageSwitch to={languageSwitchTo} />
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 xl:hidden"
          popoverTarget={menuId}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? messages.layout.closeMenu : messages.layout.openMenu}
        >
          {/* CSS picks the icon, so it is right before hydration too. */}
          <MenuIcon className="size-6 group-has-[:popover-open]/header:hidden" />
          <CloseIcon className="hidden size-6 group-has-[:popover-open]/header:block" />
        </button>
      </div>
      {/* No display class here: the browser's `display: none` is what keeps a closed popover shut. */}
      <nav
        ref={menuRef}
        id={menuId}
        popover="auto"
        aria-label={messages.layout.mobileNav}
        className="inset-x-0 top-16 bottom-auto m-0 h-auto w-full max-w-none border-0 border-t border-ink-200 bg-white p-0 shadow-md xl:hidden"
      >
        {/* From 1024 px the search box is in the header itself. */}
        <HeaderSearch className="mx-auto max-w-6xl px-4 pt-3 sm:px-6 lg:hidden" inputClassName="flex-1" />
        <ul className="mx-auto grid max-w-6xl gap-1 px-4 py-3 sm:px-6">
          {items.map((item) => (
            <li key={"slug" in item ? item.slug : item.nav}>
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
