import { signInAsAdmin } from "../mocks/admin";
import { renderRoute } from "./render";

/**
 * What jsdom lacks and the admin screens use: ResizeObserver (Radix's switch measures its thumb) and
 * layout rectangles (ProseMirror asks where the caret is). They only need to exist, not to measure.
 */
function fillJsdomGaps(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const emptyRects = () => Object.assign([], { item: () => null });
  Range.prototype.getClientRects ??= emptyRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
}
fillJsdomGaps();

/** Renders `path` with a live admin session in the mock backend and its token in localStorage. */
export async function renderAdminRoute(path: string) {
  const token = await signInAsAdmin();
  return { ...renderRoute(path), token };
}
