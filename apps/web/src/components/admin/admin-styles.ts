/**
 * The back office's stylesheet (src/admin.css), fetched by the back-office routes' `beforeLoad` (the
 * signed-in layout, sign-in, invitation), so it is in place before their first screen renders and a public
 * page never downloads or parses it. Static imports would put it in every page's start-up: the shell is
 * reached from the routes' pending states.
 */
export const loadAdminStyles = (): Promise<void> => import("../../admin.css").then(() => undefined);
