/**
 * The id segment of an editor's address that creates a new one (spec 2: `/admin/editor/new`). A module
 * of its own: the editors' route loaders (in every page's route tree) read it.
 */
export const NEW_ID = "new";
