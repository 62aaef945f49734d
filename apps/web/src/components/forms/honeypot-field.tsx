import { HONEYPOT_FIELD } from "@choose/schema/form-rules";
import type { ComponentProps } from "react";
import { useMessages } from "../../lib/i18n";

/** A field people never see or reach; bots that fill it are quietly ignored by the server. */
export function HoneypotField(props: Omit<ComponentProps<"input">, "type" | "tabIndex" | "autoComplete">) {
  const messages = useMessages();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {messages.forms.honeypot}
        <input name={HONEYPOT_FIELD} {...props} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
