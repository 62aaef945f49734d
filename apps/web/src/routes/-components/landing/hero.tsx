import type { PublicHome } from "@choose/schema/home";
import { Link } from "@tanstack/react-router";
import { SectionLink } from "../../../components/layout/section-link";
import { buttonClasses } from "../../../components/ui/button";
import { useHome, useHomeText } from "../../../lib/home";
import { useMessages } from "../../../lib/i18n";
import { responsiveImage } from "../../../lib/responsive-images";

/** How wide the hero's image is drawn: its column from `lg`, else the screen less its margins. */
const HERO_IMAGE_SIZES = "(min-width: 1152px) 500px, (min-width: 1024px) 44vw, calc(100vw - 32px)";

export function Hero() {
  const { texts, heroImage } = useHome();
  const { hero } = useMessages().landing;
  const lead = useHomeText(texts.hero.text);
  return (
    <section aria-labelledby="hero-title" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-14 pb-12 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:pt-24">
        <div>
          {texts.hero.tagline && <p className="text-eyebrow text-gold-300 uppercase">{texts.hero.tagline}</p>}
          <h1 id="hero-title" className="mt-3 text-display text-balance">
            {texts.hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">{lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SectionLink section="mission" className={buttonClasses("accent", "lg")}>
              {hero.learnMission}
            </SectionLink>
            <SectionLink section="what-we-do" className={buttonClasses("inverse", "lg")}>
              {hero.services}
            </SectionLink>
          </div>
        </div>
        <HeroImage image={heroImage} />
      </div>
      <aside aria-labelledby="glance-title" className="border-t border-white/10 bg-black/20">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
          <h2 id="glance-title" className="text-base font-semibold text-gold-300">
            {hero.glanceTitle}
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3 sm:gap-8">
            {/* Figures from the CHOOSE Act itself (see the content brief); the caveat points families to ALDOR. */}
            {hero.glance.map((item) => (
              <div key={item.figure} className="flex gap-4 sm:flex-col sm:gap-1">
                <dt className="w-20 shrink-0 text-2xl font-bold text-white sm:w-auto">{item.figure}</dt>
                <dd className="text-brand-100">{item.text}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-5 max-w-3xl text-sm text-brand-200">
            {hero.glanceNote}{" "}
            <Link
              to="/choose-act"
              className="rounded-sm font-semibold text-gold-300 underline hover:text-white"
            >
              {hero.guideLink}
            </Link>
          </p>
        </div>
      </aside>
    </section>
  );
}

/**
 * The hero's photograph, in a 4:3 box reserved before it loads (no shift), the only image of the page
 * fetched first (`fetchpriority="high"`): every width in AVIF and WebP, the smallest that fills the box.
 * Without one chosen, an illustration drawn in the page (no request at all).
 */
function HeroImage({ image }: { image: PublicHome["heroImage"] }) {
  if (!image) return <HeroIllustration />;
  const responsive = responsiveImage(image.url);
  const img = (
    <img
      src={image.url}
      srcSet={responsive?.srcSet}
      sizes={responsive && HERO_IMAGE_SIZES}
      alt={image.alt}
      width={image.width}
      height={image.height}
      fetchPriority="high"
      decoding="async"
      className="size-full object-cover"
    />
  );
  return (
    <div className="aspect-[4/3] overflow-hidden rounded-2xl bg-brand-800 shadow-xl ring-1 ring-white/10">
      {responsive ? (
        <picture className="block size-full">
          {responsive.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={HERO_IMAGE_SIZES} />
          ))}
          {img}
        </picture>
      ) : (
        img
      )}
    </div>
  );
}

/** A schoolhouse and an open book on a hillside at sunrise, in the site's colours: decoration only. */
function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 400 300"
      aria-hidden="true"
      data-testid="hero-illustration"
      className="aspect-[4/3] w-full rounded-2xl shadow-xl ring-1 ring-white/10"
    >
      <rect width="400" height="300" className="fill-brand-800" />
      <circle cx="300" cy="92" r="46" className="fill-gold-300" />
      <circle cx="300" cy="92" r="70" className="fill-gold-300/15" />
      <path d="M0 222c80-42 170-34 250-6s110 20 150-4v88H0z" className="fill-brand-700" />
      <path d="M0 258c110-28 230-22 400 6v36H0z" className="fill-brand-600" />
      <rect x="147" y="70" width="16" height="26" className="fill-brand-50" />
      <path d="M155 70V52l18 6-18 6" className="fill-gold-400" />
      <rect x="100" y="138" width="110" height="92" className="fill-brand-50" />
      <path d="M88 144l67-50 67 50z" className="fill-gold-400" />
      <rect x="142" y="182" width="26" height="48" rx="2" className="fill-brand-800" />
      <rect x="113" y="156" width="20" height="18" rx="2" className="fill-brand-200" />
      <rect x="177" y="156" width="20" height="18" rx="2" className="fill-brand-200" />
      <path d="M232 250c18-10 36-12 50-4v-46c-14-8-32-6-50 4z" className="fill-white" />
      <path d="M332 250c-18-10-36-12-50-4v-46c14-8 32-6 50 4z" className="fill-brand-100" />
      <path
        d="M242 214c10-5 20-6 30-3M242 226c10-5 20-6 30-3M292 211c10-3 20-2 30 3M292 223c10-3 20-2 30 3"
        className="stroke-brand-200"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
