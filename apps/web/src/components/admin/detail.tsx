import type { Application } from "@choose/schema";
import { Fragment, type ReactNode } from "react";

/** One term and its value inside a <dl>; `wide` spans both columns of a two-column list. */
export function Detail({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
      <dt className="text-sm text-ink-600">{term}</dt>
      <dd className="font-medium break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** A school's administrator: name (under `nameTerm`), an email to write to in one click, and phone. */
export function AdministratorDetails({
  application,
  nameTerm,
}: {
  application: Application;
  nameTerm: string;
}) {
  const email = application.administratorEmail;
  return (
    <>
      <Detail term={nameTerm}>{application.administratorName}</Detail>
      <Detail term="Email">
        <a href={`mailto:${email}`} className="break-words text-brand-700 underline-offset-2 hover:underline">
          <BreakableEmail email={email} />
        </a>
      </Detail>
      <Detail term="Phone">{application.administratorPhone}</Detail>
    </>
  );
}

/**
 * An email address that may wrap before its "@" and dots (like a URL in print), so a long one breaks
 * between its parts, not mid-word; a part longer than the line still breaks (`break-words`).
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return parts.map((part, index) => (
    // The parts of one address never reorder: their position is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
