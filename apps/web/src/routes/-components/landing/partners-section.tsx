import { ChurchIcon, LandmarkIcon, LaptopIcon, SchoolIcon } from "../../../components/icons";
import { useHome } from "../../../lib/home";
import { useMessages } from "../../../lib/i18n";
import { responsiveImage } from "../../../lib/responsive-images";
import { LandingSection } from "./landing-section";

/** Spec 1: the four partner kinds, in this order (their words from the home page's content). */
const KIND_ICONS = [SchoolIcon, ChurchIcon, LaptopIcon, LandmarkIcon];

export function PartnersSection() {
  const { partners, logos: logosTexts } = useMessages().landing;
  const { texts, logos } = useHome();
  return (
    <LandingSection
      id="partners"
      titleId="partners-title"
      background="bg-white"
      layout="split"
      heading={{ eyebrow: partners.eyebrow, title: texts.partners.title, lead: texts.partners.text }}
    >
      <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:mt-2">
        {texts.partners.kinds.map(({ title, text }, index) => {
          const Icon = KIND_ICONS[index] ?? SchoolIcon;
          return (
            <li key={title} className="border-t-2 border-brand-100 pt-5">
              <h3 className="flex items-center gap-3 text-lg font-semibold text-brand-900">
                <Icon className="size-6 shrink-0 text-gold-800" />
                {title}
              </h3>
              <p className="mt-2 text-ink-600">{text}</p>
            </li>
          );
        })}
      </ul>
      {logos.length > 0 && (
        <div className="mt-12">
          <h3 className="text-eyebrow text-ink-600 uppercase">{logosTexts.title}</h3>
          <ul className="mt-5 flex flex-wrap items-center gap-x-10 gap-y-6">
            {logos.map((logo) => {
              const responsive = responsiveImage(logo.image.url);
              const img = (
                <img
                  src={logo.image.url}
                  srcSet={responsive?.srcSet}
                  sizes="160px"
                  alt={logo.name}
                  width={logo.image.width}
                  height={logo.image.height}
                  loading="lazy"
                  decoding="async"
                  className="h-12 w-auto max-w-40 object-contain"
                />
              );
              return (
                <li key={logo.mediaId}>
                  {logo.url ? (
                    <a href={logo.url} target="_blank" rel="noopener noreferrer" className="block rounded-sm">
                      {img}
                    </a>
                  ) : (
                    img
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </LandingSection>
  );
}
