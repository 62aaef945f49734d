import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  /** The language of the tab's label, when it is not the page's (`Español` on an English screen). */
  lang?: string;
}

/**
 * Tabs as the WAI-ARIA pattern has them: one tab stop (the selected tab), the arrow keys, Home and End
 * move between tabs and select them. Every panel stays mounted (hidden when not selected), so what is
 * typed in one survives a look at another.
 */
export function Tabs<T extends string>({
  label,
  items,
  panel,
  className,
}: {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem<T>[];
  panel: (id: T) => ReactNode;
  className?: string;
}) {
  const baseId = useId();
  const [selected, setSelected] = useState<T | undefined>(items[0]?.id);
  const tabs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = (id: T) => `${baseId}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const item = target === undefined ? undefined : items[target];
    if (!item) return;
    event.preventDefault();
    setSelected(item.id);
    tabs.current.get(item.id)?.focus();
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-ink-300">
        {items.map((item, index) => {
          const active = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabs.current.set(item.id, element);
                else tabs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={active}
              aria-controls={panelId(item.id)}
              tabIndex={active ? 0 : -1}
              lang={item.lang}
              onClick={() => setSelected(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                "-mb-px min-h-11 rounded-t-md border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                active
                  ? "border-ink-300 border-b-white bg-white text-brand-900"
                  : "border-transparent text-ink-700 hover:bg-ink-100",
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== selected}
          className="pt-4"
        >
          {panel(item.id)}
        </div>
      ))}
    </div>
  );
}
