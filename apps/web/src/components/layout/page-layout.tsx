import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { type HeaderNav, SiteHeader } from "./site-header";

/** Header, the page's <main> (target of the skip link) and footer. */
export function PageLayout({
  nav,
  backToTop = false,
  languageSwitchTo,
  children,
}: {
  nav: HeaderNav;
  backToTop?: boolean;
  /** Where the language switch leads when not to the same path (a post's translation at its own address). */
  languageSwitchTo?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader nav={nav} languageSwitchTo={languageSwitchTo} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter backToTop={backToTop} />
    </div>
  );
}
