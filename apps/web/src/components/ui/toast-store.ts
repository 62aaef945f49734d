import { useSyncExternalStore } from "react";

/** Spec 9: at most one notice is shown; a dismissed one is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = "default" | "destructive";

export interface ToastContent {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastContent {
  id: number;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: number): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(id, timer);
}

/** Marks a notice closed (Radix animates it out); it is removed from the list later. */
export function dismissToast(id: number): void {
  scheduleRemoval(id);
  publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

export function updateToast(id: number, content: Partial<ToastContent>): void {
  publish(toasts.map((item) => (item.id === id ? { ...item, ...content } : item)));
}

/** Shows a notice; a newer one replaces the older (TOAST_LIMIT). */
export function toast(content: ToastContent): { id: number; dismiss: () => void } {
  const id = nextId++;
  publish([{ ...content, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Clears every notice and pending removal (between tests). */
export function clearToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  publish([]);
}

const NO_TOASTS: ToastItem[] = [];

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  // The server snapshot: a prerendered page, and so its hydration, starts without notices.
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
}
