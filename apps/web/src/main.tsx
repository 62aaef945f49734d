import "./styles.css";

// zod is configured before the app's chunks build any schema: a bundler may hoist those chunks above a
// static import, so the order is kept by waiting for this one.
const start = () => import("./zod-jitless").then(() => import("./start"));

// A prerendered page paints on its own, so the app's scripts are fetched only after its first frame
// and never hold that paint back. An empty shell (admin, unknown paths) has nothing to wait for.
if (document.getElementById("root")?.hasChildNodes()) {
  requestAnimationFrame(() => setTimeout(start));
} else {
  void start();
}
