import type { SetupItem } from "@choose/schema";
import { RECENT_BACKUP_DAYS, type SetupItemKey } from "@choose/schema/setup";
import { uiMessages } from "@choose/schema/ui-messages";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, type LinkOptions, linkOptions } from "@tanstack/react-router";
import { useId, useState } from "react";
import { cn } from "../../lib/cn";
import { type Trpc, useTRPC } from "../../lib/trpc";
import { CheckCircleIcon } from "../icons";
import { Card } from "../ui/card";
import { ScreenPart } from "./screen-data";

const texts = uiMessages.setup;

/**
 * The checklist as the server reads it, asked again each time the dashboard opens: its items change on
 * other screens (the profile, the pages, the account), and a stale tick would tell the administrator
 * something untrue.
 */
export const setupQuery = (trpc: Trpc) => trpc.admin.setup.get.queryOptions(undefined, { staleTime: 0 });

/** Where each item is done; a backup is taken on the server, so its item only says how. */
const ITEM_LINKS: Record<Exclude<SetupItemKey, "backup">, LinkOptions> = {
  organisation: linkOptions({ to: "/admin/organisation" }),
  contact: linkOptions({ to: "/admin/organisation" }),
  social: linkOptions({ to: "/admin/organisation" }),
  about: linkOptions({ to: "/admin/pages" }),
  donate: linkOptions({ to: "/admin/pages" }),
  email: linkOptions({ to: "/admin/email" }),
  twoFactor: linkOptions({ to: "/admin/account" }),
  sheets: linkOptions({ to: "/admin/settings" }),
};

/** The dashboard's setup checklist: a part of the screen of its own, which neither holds up nor fails the posts. */
export function SetupChecklist() {
  return (
    <ScreenPart
      loading={{ label: "Loading the setup checklist", cards: ["setup"], bars: ["h-24 w-full"] }}
      failure={texts.loadFailed}
    >
      <Checklist />
    </ScreenPart>
  );
}

/**
 * Open while a required item is left; once all are done it folds into a "Setup" button that opens it
 * again (an optional item never keeps it open).
 */
function Checklist() {
  const { data } = useSuspenseQuery(setupQuery(useTRPC()));
  const required = data.items.filter((item) => !item.optional);
  const doneCount = required.filter((item) => item.done).length;
  const complete = doneCount === required.length;
  const [reopened, setReopened] = useState(false);
  const listId = useId();
  const titleId = useId();
  const shown = !complete || reopened;

  return (
    <section aria-labelledby={titleId} className="mb-10">
      {complete && (
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <p className="text-sm text-ink-700">{texts.allDone}</p>
          <button
            type="button"
            aria-expanded={reopened}
            aria-controls={listId}
            onClick={() => setReopened(!reopened)}
            className="rounded-md border border-ink-300 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {reopened ? texts.hide : texts.reopen}
          </button>
        </div>
      )}
      <Card id={listId} hidden={!shown} className="p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={titleId} className="text-xl font-bold text-brand-900">
            {texts.title}
          </h2>
          <p className="text-sm font-semibold text-ink-700">{texts.progress(doneCount, required.length)}</p>
        </div>
        <p className="mt-1 text-sm text-ink-700">{texts.lead}</p>
        <ul aria-label="Setup checklist" className="mt-4 divide-y divide-ink-200">
          {data.items.map((item) => (
            <ChecklistItem key={item.key} item={item} />
          ))}
        </ul>
      </Card>
    </section>
  );
}

function ChecklistItem({ item: { key, done, optional } }: { item: SetupItem }) {
  const item = texts.items[key];
  const hint = typeof item.hint === "function" ? item.hint(RECENT_BACKUP_DAYS) : item.hint;
  return (
    <li className="flex gap-3 py-3">
      {done ? (
        <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" />
      ) : (
        <span aria-hidden="true" className="mt-0.5 size-5 shrink-0 rounded-full border-2 border-ink-400" />
      )}
      <div className="min-w-0 flex-1">
        <p className={cn("font-semibold", done ? "text-ink-700" : "text-ink-900")}>
          {item.title}
          <span className="sr-only">{`: ${done ? texts.done : texts.toDo}`}</span>
          {optional && (
            <span className="ml-2 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700">
              {texts.optional}
            </span>
          )}
        </p>
        {!done && <p className="mt-0.5 text-sm text-ink-700">{hint}</p>}
      </div>
      {key !== "backup" && "action" in item && (
        <Link
          {...ITEM_LINKS[key]}
          className="shrink-0 self-center text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {item.action}
        </Link>
      )}
    </li>
  );
}
