import { Link } from "@tanstack/react-router";
import { FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon, TwitterIcon } from "../../../components/icons";
import { buttonClasses } from "../../../components/ui/button";
import { useHome } from "../../../lib/home";
import { useMessages } from "../../../lib/i18n";
import { useOrganisationProfile } from "../../../lib/organisation";

const SOCIAL_NETWORKS = [
  { network: "facebook", label: "Facebook", Icon: FacebookIcon },
  { network: "twitter", label: "Twitter", Icon: TwitterIcon },
  { network: "linkedin", label: "LinkedIn", Icon: LinkedInIcon },
  { network: "instagram", label: "Instagram", Icon: InstagramIcon },
] as const;

export function ContactBlock() {
  const { email, social } = useOrganisationProfile();
  const texts = useMessages().landing.contact;
  const words = useHome().texts.contact;
  // An empty profile link hides its icon.
  const links = SOCIAL_NETWORKS.filter(({ network }) => social[network]);
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="bg-brand-800 py-16 text-white sm:py-20 scroll-mt-20"
    >
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="contact-title" className="text-title">
          {words.title}
        </h2>
        <p className="mt-4 text-lg text-brand-100">{words.text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <Link to="/contact" className={buttonClasses("accent", "lg")}>
            {texts.sendMessage}
          </Link>
          <a
            href={`mailto:${email}`}
            className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-lg font-medium underline-offset-4 hover:underline"
          >
            <MailIcon className="size-5" />
            {email}
          </a>
        </div>
        {links.length > 0 && (
          <ul className="mt-10 flex justify-center gap-3" aria-label={texts.socialLabel}>
            {links.map(({ network, label, Icon }) => (
              <li key={network}>
                <a
                  href={social[network]}
                  aria-label={label}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 transition-colors hover:bg-white/20"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
