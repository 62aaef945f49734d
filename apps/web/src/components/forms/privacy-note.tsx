import { PRIVACY_PAGE_SLUG } from "@choose/schema/organisation-slugs";
import { Link } from "@tanstack/react-router";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n";
import { usePageSlug } from "../../lib/organisation";

/** Beside a form's submit button: where to read what is done with what the visitor sends. */
export function PrivacyNote({ className }: { className?: string }) {
  const { forms } = useMessages();
  const slug = usePageSlug(PRIVACY_PAGE_SLUG);
  return (
    <p className={cn("text-sm text-ink-600", className)}>
      {forms.privacyBefore}{" "}
      <Link
        to="/$slug"
        params={{ slug }}
        className="rounded-sm font-medium text-brand-700 underline underline-offset-2"
      >
        {forms.privacyLink}
      </Link>
      .
    </p>
  );
}
