import { Switch } from "radix-ui";
import { useId } from "react";

/** A real switch (button role="switch" with aria-checked), labelled by its visible text. */
export function PublishSwitch({
  label = "Publish Post",
  checked,
  onCheckedChange,
}: {
  label?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-state`}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-ink-500 transition-colors data-[state=checked]:bg-green-700"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
      <label htmlFor={id} className="font-semibold text-ink-800">
        {label}
      </label>
      <span id={`${id}-state`} className="text-sm text-ink-600">
        {checked ? "Visible on the website" : "Saved as a draft"}
      </span>
    </div>
  );
}
