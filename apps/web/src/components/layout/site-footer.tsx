import { fill } from "@choose/schema/i18n";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useMessages } from "../../lib/i18n";
import { useOrganisationProfile, usePageLinks } from "../../lib/organisation";
import { scrollToTop } from "../../lib/scroll";
import { COPYRIGHT_YEAR } from "../../lib/site";
import { ArrowUpIcon } from "../icons";
import { ContentPageLink } from "./content-page-link";
import { Logo } from "./logo";
import { PAGE_LINKS } from "./site-header";

const footerLink = "rounded-sm hover:text-white hover:underline";

function FooterNav({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 grid gap-2 text-sm">{children}</ul>
    </nav>
  );
}

export function SiteFooter({ backToTop = false }: { backToTop?: boolean }) {
  const profile = useOrganisationProfile();
  const footerPages = usePageLinks("footer");
  const { footer } = useMessages().layout;
  const tagline = useMessages().landing.tagline;
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr]">
        <div className="space-y-4">
          <Logo inverse />
          <p className="max-w-md text-sm leading-relaxed">
            {profile.description || fill(footer.description, { tagline })} {footer.eligibility}
          </p>
          <address className="space-y-1 text-sm not-italic">
            <p>
              <a
                href={`mailto:${profile.email}`}
                className="rounded-sm text-white underline-offset-2 hover:underline"
              >
                {profile.email}
              </a>
            </p>
            {profile.phone && (
              <p>
                <a href={`tel:${profile.phone.replace(/[^\d+]/g, "")}`} className={footerLink}>
                  {profile.phone}
                </a>
              </p>
            )}
            {profile.address && <p className="whitespace-pre-line">{profile.address}</p>}
          </address>
        </div>
        <FooterNav label={footer.quickLinksLabel} title={footer.quickLinks}>
          {PAGE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={footerLink}>
                {footer[link.nav]}
              </Link>
            </li>
          ))}
          {/* Issue 34: the finder of member schools, where families look for one. */}
          <li>
            <Link to="/schools" className={footerLink}>
              {footer.schools}
            </Link>
          </li>
        </FooterNav>
        {footerPages.length > 0 && (
          <FooterNav label={footer.aboutLabel} title={footer.about}>
            {footerPages.map((page) => (
              <li key={page.slug}>
                <ContentPageLink slug={page.slug} className={footerLink}>
                  {page.title}
                </ContentPageLink>
              </li>
            ))}
          </FooterNav>
        )}
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-5 text-sm sm:px-6">
          <div className="space-y-1">
            <p>{fill(footer.rights, { year: COPYRIGHT_YEAR, name: profile.name })}</p>
            {(profile.nonprofitStatement || profile.ein) && (
              <p className="text-xs">
                {profile.nonprofitStatement}
                {profile.ein && ` EIN ${profile.ein}.`}
              </p>
            )}
          </div>
          {backToTop && (
            <button
              type="button"
              onClick={scrollToTop}
              className="inline-flex items-center gap-2 rounded-md px-2 py-1 font-medium text-white hover:underline focus-visible:outline-white"
            >
              <ArrowUpIcon className="size-4" />
              {footer.backToTop}
            </button>
          )}
        </div>
      </div>
    </footer>
  );
}
