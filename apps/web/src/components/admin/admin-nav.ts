import type { BackOfficeSection } from "@choose/schema/staff-roles";
import type { LinkProps } from "@tanstack/react-router";

/*
 * The back office's navigation as data, and what a role's parts open: kept apart from the shell so the
 * layout route's redirect can use it without bringing the shell into the start-up script.
 */

/** What waits behind a nav link: the overview's count of it, and what it is ("unread"). */
export interface WaitingCount {
  of: "unreadMessages" | "newSubscribers";
  what: string;
}

export interface AdminNavLink {
  to: LinkProps["to"];
  text: string;
  /** The part of the back office it opens: shown only to the roles that may use it (the server decides). */
  section: BackOfficeSection;
  /** What waits behind it, shown as a badge. */
  count?: WaitingCount;
  /** Screens reached from this one that belong to its section (the post editor to Posts). */
  within?: readonly string[];
}

/**
 * The back office's screens, grouped, in the navigation's order (data: a new screen is one line); a
 * count shows what waits behind a link.
 */
export const ADMIN_NAV: readonly { group: string; links: readonly AdminNavLink[] }[] = [
  {
    group: "Content",
    links: [
      { to: "/admin/dashboard", text: "Posts", section: "content", within: ["/admin/editor"] },
      { to: "/admin/pages", text: "Pages", section: "content" },
      { to: "/admin/home", text: "Home page", section: "content" },
      { to: "/admin/media", text: "Media", section: "content" },
      { to: "/admin/events", text: "Events", section: "events" },
      { to: "/admin/resources", text: "Resources", section: "content" },
      { to: "/admin/choose-act", text: "CHOOSE Act", section: "content" },
      { to: "/admin/tags", text: "Tags", section: "content" },
    ],
  },
  {
    group: "People",
    links: [
      { to: "/admin/applications", text: "Applications", section: "applications" },
      {
        to: "/admin/messages",
        text: "Messages",
        section: "messages",
        count: { of: "unreadMessages", what: "unread" },
      },
      {
        to: "/admin/subscribers",
        text: "Subscribers",
        section: "subscribers",
        count: { of: "newSubscribers", what: "new" },
      },
    ],
  },
  {
    group: "Organization",
    links: [
      { to: "/admin/organisation", text: "Organization profile", section: "organisation" },
      { to: "/admin/email", text: "Email", section: "organisation" },
    ],
  },
  {
    group: "Settings",
    links: [
      { to: "/admin/settings", text: "Google Sheets", section: "organisation" },
      { to: "/admin/staff", text: "Team", section: "staff" },
      { to: "/admin/audit", text: "Audit", section: "audit" },
      { to: "/admin/account", text: "Account", section: "self" },
    ],
  },
];

/** The navigation as `sections` opens it: the groups with the links a role may use. */
export function navFor(sections: readonly BackOfficeSection[]) {
  return ADMIN_NAV.map(({ group, links }) => ({
    group,
    links: links.filter((link) => sections.includes(link.section)),
  })).filter(({ links }) => links.length > 0);
}

/**
 * Where a person lands (after sign-in, or on a screen their role does not open): the first screen of
 * the navigation that `sections` opens.
 */
export function landingFor(sections: readonly BackOfficeSection[]): string {
  return String(navFor(sections)[0]?.links[0]?.to ?? "/admin/account");
}

/** Whether `sections` open the screen at `pathname` (screens outside the navigation are left to the server). */
export function opens(sections: readonly BackOfficeSection[], pathname: string): boolean {
  const link = ADMIN_NAV.flatMap(({ links }) => links).find((candidate) => inSection(candidate, pathname));
  return !link || sections.includes(link.section);
}

/** Whether `pathname` is the link's screen or one of its section's. */
export function inSection(link: AdminNavLink, pathname: string): boolean {
  return [String(link.to), ...(link.within ?? [])].some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}
