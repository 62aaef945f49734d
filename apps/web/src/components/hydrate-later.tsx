import { useRouter } from "@tanstack/react-router";
import { type ReactNode, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";

interface Gate {
  promise: Promise<void>;
  opened: boolean;
  open: () => void;
}

function createGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((resolvePromise) => {
    resolve = resolvePromise;
  });
  const gate: Gate = {
    promise,
    opened: false,
    open: () => {
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

/** The visitor reaching into the markup: a tap or click, or the keyboard's focus. */
const REACH_EVENTS = ["pointerdown", "focusin"] as const;

/**
 * Typing anywhere on the page: what is typed re-renders the components around this markup, and React
 * replaces markup that receives an update before it could hydrate (with what was typed into it).
 */
const TYPING_EVENTS = ["input", "change"] as const;

const subscribeToNothing = () => () => {};

/** Calls back when the browser is next idle (Safari has no requestIdleCallback: a short timeout there). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 500);
  return () => clearTimeout(id);
}

/**
 * Prerendered markup below the fold, hydrated later: when it nears the screen, when the visitor
 * reaches into it, or when the browser is next idle. Until then it stays the server's HTML (its links
 * are real links), so the first hydration and its commit are smaller. Rendered in the browser (a
 * navigation), it renders at once.
 */
export function HydrateLater({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(element);
    // On the window, capturing: React stops an event aimed at markup it has not hydrated at its root,
    // after trying to hydrate it at once, so the gate must be open before React sees the event.
    const onReach = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) gate.open();
    };
    for (const type of REACH_EVENTS) window.addEventListener(type, onReach, { capture: true });
    for (const type of TYPING_EVENTS) window.addEventListener(type, gate.open, { capture: true });
    const cancelIdle = whenIdle(gate.open);
    return () => {
      observer.disconnect();
      for (const type of REACH_EVENTS) window.removeEventListener(type, onReach, { capture: true });
      for (const type of TYPING_EVENTS) window.removeEventListener(type, gate.open, { capture: true });
      cancelIdle();
    };
  }, [gate]);

  return (
    <div ref={ref} className={className}>
      <Suspense>
        <WaitWhileHydrating gate={gate} />
        {children}
      </Suspense>
    </div>
  );
}

/**
 * Suspends only while hydrating (when React reads the server snapshot in the browser), which keeps the
 * boundary's server HTML in place until the gate opens; the prerenderer and browser renders pass.
 */
function WaitWhileHydrating({ gate }: { gate: Gate }) {
  const prerendering = useRouter().isServer;
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  // Thrown rather than `use`d: once open, the retry renders without it.
  if (hydrating && !prerendering && !gate.opened) throw gate.promise;
  return null;
}
