import { HomeContentSchema, HomeLanguageParamSchema } from "@choose/schema";
import { auditField } from "../../trpc/audit-field.ts";
import { router } from "../../trpc/init.ts";
import { adminRoute, publicRoute } from "../../trpc/rest-procedures.ts";

export const homeRouter = router({
  page: publicRoute
    .get("/api/home/:language", { cached: true })
    .input(HomeLanguageParamSchema)
    .query(({ ctx, input }) => ctx.services.home.publicHome(input.language)),
});

export const homeAdminRouter = router({
  get: adminRoute.get("/api/admin/home").query(({ ctx }) => ctx.services.home.content()),
  put: adminRoute
    .put("/api/admin/home", {
      audit: (_, home) => `Saved the home page ("${auditField(home, "en", "hero", "title")}")`,
    })
    .input(HomeContentSchema)
    .mutation(({ ctx, input }) => ctx.services.home.save(input)),
});
