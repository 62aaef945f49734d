import { fill } from "@choose/schema/i18n";
import { Link } from "@tanstack/react-router";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n";
import { useOrganisationProfile } from "../../lib/organisation";

/** The organisation's mark and name, linking home. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  const { name, logoUrl } = useOrganisationProfile();
  const messages = useMessages();
  return (
    <Link
      to="/"
      className="flex items-center gap-2.5 rounded-md"
      aria-label={fill(messages.layout.logoHome, { name })}
    >
      {logoUrl ? (
        // The name beside it says what the logo says.
        <img src={logoUrl} alt="" width={36} height={36} className="size-9 shrink-0 object-contain" />
      ) : (
        <svg viewBox="0 0 32 32" className="size-9 shrink-0" aria-hidden="true">
          <rect width="32" height="32" rx="7" fill={inverse ? "#fff" : "#1e3a5f"} />
          <path d="M16 6 5 11.5 16 17l9-4.5V19h2v-7.5z" fill="#fbbf24" />
          <path
            d="M9 15.2v4.6c0 1.8 3.1 3.7 7 3.7s7-1.9 7-3.7v-4.6L16 19z"
            fill={inverse ? "#1e3a5f" : "#fff"}
          />
        </svg>
      )}
      <span className={cn("text-lg leading-tight font-bold", inverse ? "text-white" : "text-brand-900")}>
        {name}
      </span>
    </Link>
  );
}
