import { SetupSchema } from "@choose/schema";
import { router } from "../../trpc/init.ts";
import { adminRoute } from "../../trpc/rest-procedures.ts";

/** The back office's setup checklist, read from the site's state on every request. */
export const setupRouter = router({
  get: adminRoute
    .get("/api/admin/setup")
    .output(SetupSchema)
    .query(({ ctx }) => ctx.services.setup.state(ctx.admin)),
});
