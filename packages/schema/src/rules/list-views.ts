/**
 * The back office's list views without zod (`@choose/schema/list-views`): the web app's route
 * definitions read them, and those load on every page.
 */

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_SEARCH_MAX = 200;

export const CONTACT_STATUSES = ["new", "handled"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = { new: "New", handled: "Handled" };

export const APPLICATION_SORTS = ["newest", "oldest", "school", "school_desc"] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const APPLICATION_SORT_LABELS: Record<ApplicationSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  school: "School name A–Z",
  school_desc: "School name Z–A",
};

/** Whose applications: the caller's to review, or those nobody reviews yet. */
export const ASSIGNED_FILTERS = ["me", "none"] as const;
