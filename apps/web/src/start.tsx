import { languageOfPath } from "@choose/schema/i18n";
import { onlineManager } from "@tanstack/react-query";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, createApp } from "./app";
import { loadLocalization } from "./lib/load-localization";
import { readPostedForm } from "./lib/posted-form";
import { PRERENDERED_PATH_ATTRIBUTE } from "./prerendered";
import { seedServerData } from "./server-data";

/** Ends the current task, so the browser can handle input between the steps of start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Starts the app in #root: hydrates the page's prerendered HTML, or renders into the empty shell. */
async function start() {
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  // A server that answers every path with one page may hand us another route's prerendered HTML.
  const hydrating = root.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === window.location.pathname;
  // Prerendered screens show their loading state; data arriving before hydration would not match it,
  // so queries wait (paused, as if offline) until the hydrated tree is committed.
  if (hydrating) onlineManager.setOnline(false);
  // Each step its own task: together they were one long task that held a tap back on a slow phone.
  await nextTask();
  const localization = await loadLocalization(languageOfPath(window.location.pathname));
  const app = createApp({ localization, ...(hydrating && { posted: readPostedForm() }) });
  if (hydrating) seedServerData(app.queryClient);
  await nextTask();
  // The route's lazy chunk must be in before hydrating, or React would meet a suspended tree.
  await app.router.load();
  await nextTask();
  const element = (
    <StrictMode>
      <App app={app} />
      {hydrating && <ResumeQueries />}
    </StrictMode>
  );
  if (hydrating) {
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(root, element);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(element);
  }
}

/** Lets the paused queries run once the hydrated tree is committed. */
function ResumeQueries() {
  useEffect(() => {
    onlineManager.setOnline(true);
  }, []);
  return null;
}

void start();
