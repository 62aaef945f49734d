import type { ComponentProps } from "react";
import { Button } from "../ui/button";
import { HoneypotField } from "./honeypot-field";
import { PrivacyNote } from "./privacy-note";

/** A public form's end: the honeypot, the submit button (its own words while sending) and the privacy note. */
export function FormSubmit({
  honeypot,
  pending,
  label,
  pendingLabel,
}: {
  honeypot: ComponentProps<typeof HoneypotField>;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      <HoneypotField {...honeypot} />
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        {pending ? pendingLabel : label}
      </Button>
      <PrivacyNote />
    </>
  );
}
