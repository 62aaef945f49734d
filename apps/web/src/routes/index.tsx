import { createFileRoute, useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { HydrateLater } from "../components/hydrate-later";
import { PageLayout } from "../components/layout/page-layout";
import { scrollToSection } from "../lib/scroll";
import { ContactBlock } from "./-components/landing/contact-block";
import { Hero } from "./-components/landing/hero";
import { MissionSection } from "./-components/landing/mission-section";
import { NewsletterSection } from "./-components/landing/newsletter-section";
import { ImpactBand, QuoteBand } from "./-components/landing/optional-blocks";
import { PartnersSection } from "./-components/landing/partners-section";
import { ServicesSection } from "./-components/landing/services-section";

export const Route = createFileRoute("/")({
  staticData: {
    meta: ({ messages: { landing } }) => ({ title: landing.tagline, description: landing.metaDescription }),
  },
  // The home page's words, in the page's language: the server render answers it before rendering.
  loader: ({ context: { queryClient, trpc, localization } }) => {
    void queryClient.prefetchQuery(trpc.home.page.queryOptions({ language: localization.language }));
  },
  component: LandingPage,
});

function LandingPage() {
  const hash = useLocation({ select: (location) => location.hash });
  // Also covers arriving from another page, e.g. /blog → Mission.
  useEffect(() => {
    if (hash) scrollToSection(hash);
  }, [hash]);

  return (
    <PageLayout nav="sections">
      <Hero />
      <NewsletterSection />
      {/* Below the fold on a phone: hydrated one by one as they near the screen or the browser idles. */}
      <HydrateLater>
        <MissionSection />
      </HydrateLater>
      <HydrateLater>
        <ServicesSection />
      </HydrateLater>
      <HydrateLater>
        <ImpactBand />
      </HydrateLater>
      <HydrateLater>
        <PartnersSection />
      </HydrateLater>
      <HydrateLater>
        <QuoteBand />
      </HydrateLater>
      <HydrateLater>
        <ContactBlock />
      </HydrateLater>
    </PageLayout>
  );
}
