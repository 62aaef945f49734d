import { z } from "zod";
import { SETUP_ITEM_KEYS } from "../rules/setup.ts";

/**
 * The back office's setup checklist (issue 31), `GET /api/admin/setup` and `admin.setup.get`: each item
 * read from the site's real state on every request, never ticked by hand. An optional item does not keep
 * the checklist open.
 */
export const SetupItemSchema = z.object({
  key: z.enum(SETUP_ITEM_KEYS),
  done: z.boolean(),
  optional: z.boolean(),
});
export type SetupItem = z.infer<typeof SetupItemSchema>;

export const SetupSchema = z.object({
  items: z.array(SetupItemSchema),
});
export type Setup = z.infer<typeof SetupSchema>;
