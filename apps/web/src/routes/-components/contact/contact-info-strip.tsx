import { ClockIcon, MailIcon, UsersIcon } from "../../../components/icons";
import { useOrganisationProfile } from "../../../lib/organisation";

/** Spec 2 and 9: the contact email, the 24-hour response promise and the support hours. */
export function ContactInfoStrip() {
  const { email } = useOrganisationProfile();
  const items = [
    {
      Icon: MailIcon,
      title: "Email",
      body: (
        <a href={`mailto:${email}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {email}
        </a>
      ),
    },
    { Icon: UsersIcon, title: "Response Time", body: "Within 24 hours" },
    { Icon: ClockIcon, title: "Support Hours", body: "Monday to Friday, 9 AM to 5 PM" },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="How to reach us">
      {items.map(({ Icon, title, body }) => (
        <li key={title} className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <p className="text-sm font-semibold text-slate-900">{title}</p>
            <p className="text-sm break-words text-slate-700">{body}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
