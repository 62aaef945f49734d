import type { ReactNode } from "react";

/** One term and its value inside a <dl>. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** An address the admin can write to in one click. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="break-all text-brand-700 underline-offset-2 hover:underline">
      {email}
    </a>
  );
}
