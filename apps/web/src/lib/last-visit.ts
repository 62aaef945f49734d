import { useEffect, useState } from "react";

// Without zod: the admin header reads this, and it is in the start-up chunk every page loads (through
// the back office's route definitions), where zod would load on every public page.

/** The back-office screens whose "new since your last visit" counts the browser keeps. */
type VisitedScreen = "dashboard" | "subscribers";

const key = (screen: VisitedScreen) => `admin-last-visit:${screen}`;

/** A time as `toISOString()` writes it, the only kind stored here. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** When this browser last opened `screen` (ISO), if it did and the value is still a time (it may be edited). */
export function readLastVisit(screen: VisitedScreen): string | undefined {
  const stored = window.localStorage.getItem(key(screen));
  return stored && ISO_TIME.test(stored) && !Number.isNaN(Date.parse(stored)) ? stored : undefined;
}

/** Records a visit to `screen` now and returns the one before it, kept while the screen stays open. */
export function useVisit(screen: VisitedScreen): string | undefined {
  const [previous] = useState(() => readLastVisit(screen));
  useEffect(() => {
    window.localStorage.setItem(key(screen), new Date().toISOString());
  }, [screen]);
  return previous;
}
