import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  CONTACT_STATUS_LABELS,
  type ContactStatus,
} from "@choose/schema";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * Spec 4's colours; the -900 text on a -100 fill keeps every pair above 7:1 (WCAG AA needs 4.5:1),
 * and the label, not the colour, carries the meaning.
 */
const STATUS_TONES: Record<ApplicationStatus, string> = {
  approved: "bg-green-100 text-green-900 ring-green-700/30",
  rejected: "bg-red-100 text-red-900 ring-red-700/30",
  under_review: "bg-blue-100 text-blue-900 ring-blue-700/30",
  pending: "bg-yellow-100 text-yellow-900 ring-yellow-700/40",
};

/** The tones of a yes-or-no state: on (green) and off (grey). */
export const ON_TONE = "bg-green-100 text-green-900 ring-green-700/30";
export const OFF_TONE = "bg-ink-100 text-ink-800 ring-ink-500/30";

export function Badge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset",
        className,
      )}
    >
      {children}
    </span>
  );
}

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge className={STATUS_TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}

/** A yes-or-no state ("Configured" or "Not configured"), its label in the on or off tone. */
export function OnOffBadge({ on, labels }: { on: boolean; labels: readonly [on: string, off: string] }) {
  return <Badge className={on ? ON_TONE : OFF_TONE}>{on ? labels[0] : labels[1]}</Badge>;
}

export function PublishedBadge({ published }: { published: boolean }) {
  return <OnOffBadge on={published} labels={["Published", "Draft"]} />;
}

/** A contact message's state: an unread one stands out in the brand colour. */
export function MessageStatusBadge({ status }: { status: ContactStatus }) {
  return status === "new" ? (
    <Badge className="bg-brand-100 text-brand-900 ring-brand-700/30">{CONTACT_STATUS_LABELS.new}</Badge>
  ) : (
    <Badge className={OFF_TONE}>{CONTACT_STATUS_LABELS.handled}</Badge>
  );
}
