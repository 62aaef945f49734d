import { HONEYPOT_FIELD } from "@choose/schema/form-rules";
import type { ComponentProps } from "react";

/** A field people never see or reach; bots that fill it are quietly ignored by the server. */
export function HoneypotField(props: Omit<ComponentProps<"input">, "type" | "tabIndex" | "autoComplete">) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input name={HONEYPOT_FIELD} {...props} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
