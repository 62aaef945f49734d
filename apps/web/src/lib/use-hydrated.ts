import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** False in the server's HTML and while hydrating it, true once the page's script has taken over. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
