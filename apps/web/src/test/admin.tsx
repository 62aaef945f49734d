import { totpCode } from "@choose/api/testing";
import { MOCK_CLIENT, signInAsAdmin } from "../mocks/admin";
import { MOCK_ADMIN, mockBackend } from "../mocks/backend";
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

/**
 * Turns two-factor sign-in on in the mock backend, as the account screen would (from a session of its
 * own); its secret, the recovery codes, and a code the app would show next (the setup spent this one).
 */
export async function enableMockTwoFactor() {
  const { services } = mockBackend;
  const result = await services.auth.login(MOCK_ADMIN, MOCK_CLIENT);
  if (!result.success) throw new Error("two-factor sign-in is already on");
  const admin = await services.auth.authenticate(result.token);
  const { secret } = await services.account.startTwoFactorSetup(admin);
  const { recoveryCodes } = await services.account.confirmTwoFactor(admin, totpCode(secret));
  return { secret, recoveryCodes, nextCode: totpCode(secret, Date.now() + 30_000) };
}
