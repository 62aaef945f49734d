import { ClockIcon, MailIcon, UsersIcon } from "../../../components/icons";
import { usePageTexts } from "../../../lib/i18n";
import { useOrganisationProfile } from "../../../lib/organisation";

/** Spec 2 and 9: the contact email, the 24-hour response promise and the support hours. */
export function ContactInfoStrip() {
  const { email } = useOrganisationProfile();
  const texts = usePageTexts().contact;
  const items = [
    {
      Icon: MailIcon,
      title: texts.infoEmail,
      body: (
        <a href={`mailto:${email}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {email}
        </a>
      ),
    },
    { Icon: UsersIcon, title: texts.responseTitle, body: texts.response },
    { Icon: ClockIcon, title: texts.hoursTitle, body: texts.hours },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label={texts.infoLabel}>
      {items.map(({ Icon, title, body }) => (
        <li key={title} className="flex items-start gap-3 rounded-xl border border-paper-edge bg-paper p-4">
          <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <p className="text-sm font-semibold text-ink-900">{title}</p>
            <p className="text-sm break-words text-ink-700">{body}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
