import "./styles.css";

// zod is configured before the app's chunks build any schema: a bundler may hoist those chunks above a
// static import, so the order is kept by waiting for this one. React is evaluated in a task of its own
// before the app's modules: on a slow phone the two together were one long task.
const start = () =>
  import("./zod-jitless")
    .then(() => import("react-dom/client"))
    .then(() => new Promise((resolve) => setTimeout(resolve)))
    .then(() => import("./start"));

// A prerendered page paints on its own, so the app's scripts are fetched only after its first frame
// and never hold that paint back. An empty shell (admin, unknown paths) has nothing to wait for.
if (document.getElementById("root")?.hasChildNodes()) {
  requestAnimationFrame(() => setTimeout(start));
} else {
  void start();
}
