import { useSyncExternalStore } from "react";

/** Spec 4: the admin session is a token kept in the browser under this localStorage entry. */
export const ADMIN_TOKEN_KEY = "admin-token";

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function readAdminToken(): string | null {
  return window.localStorage.getItem(ADMIN_TOKEN_KEY);
}

export function startAdminSession(token: string): void {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
  notify();
}

/** Forgets the token; returns whether there was one (so a burst of 401s ends the session once). */
export function endAdminSession(): boolean {
  const hadToken = readAdminToken() !== null;
  window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  if (hadToken) notify();
  return hadToken;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A logout in another tab removes the token there; the storage event tells this tab.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The current token, re-rendering when a session starts or ends (here or in another tab). */
export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, readAdminToken);
}
