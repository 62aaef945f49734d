import type { HONEYPOT_FIELD } from "@choose/schema";
import type { UseFormRegisterReturn } from "react-hook-form";

/** A field people never see or reach; bots that fill it are quietly ignored by the server. */
export function HoneypotField({
  registration,
}: {
  registration: UseFormRegisterReturn<typeof HONEYPOT_FIELD>;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
