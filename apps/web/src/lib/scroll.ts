/**
 * Spec 9: sections land 80 px below the top so the sticky header does not cover their heading. The
 * sections also carry `scroll-mt-20` (80 px) for the browser's own hash scrolling on a first load.
 */
export const SECTION_SCROLL_OFFSET = 80;

export const LANDING_SECTIONS = ["mission", "what-we-do", "partners", "contact"] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (section) scrollBelowHeader(section);
}

/** Brings `element` to the top of the screen, just below the sticky header. */
export function scrollBelowHeader(element: Element): void {
  const top = element.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET;
  window.scrollTo({ top, behavior: "smooth" });
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: "smooth" });
}
