import { useEffect, useState } from "react";
import { z } from "zod";

/** The back-office screens whose "new since your last visit" counts the browser keeps. */
type VisitedScreen = "dashboard" | "subscribers";

const key = (screen: VisitedScreen) => `admin-last-visit:${screen}`;

/** When this browser last opened `screen` (ISO), if it did. */
export function readLastVisit(screen: VisitedScreen): string | undefined {
  return z.iso.datetime().safeParse(window.localStorage.getItem(key(screen))).data;
}

/** Records a visit to `screen` now and returns the one before it, kept while the screen stays open. */
export function useVisit(screen: VisitedScreen): string | undefined {
  const [previous] = useState(() => readLastVisit(screen));
  useEffect(() => {
    window.localStorage.setItem(key(screen), new Date().toISOString());
  }, [screen]);
  return previous;
}
