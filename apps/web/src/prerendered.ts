/** Set on #root by the prerenderer: the path whose HTML it holds, so the client hydrates only that. */
export const PRERENDERED_PATH_ATTRIBUTE = "data-prerendered";
