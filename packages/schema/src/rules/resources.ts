/**
 * The resource library's categories (issue 35): a fixed list, so both languages name each one
 * (`resources.categories` in the catalogues) and the public list groups by them. Zod-free.
 */
export const RESOURCE_CATEGORIES = ["guide", "form", "checklist", "policy", "presentation", "other"] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export const RESOURCE_TITLE_MAX = 160;
export const RESOURCE_DESCRIPTION_MAX = 600;
