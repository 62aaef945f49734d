import { ChooseActGuideSchema } from "@choose/schema";
import { auditField } from "../../trpc/audit-field.ts";
import { router } from "../../trpc/init.ts";
import { adminRoute, publicRoute } from "../../trpc/rest-procedures.ts";

export const chooseActRouter = router({
  guide: publicRoute
    .get("/api/choose-act", { cached: true })
    .query(({ ctx }) => ctx.services.chooseAct.guide()),
});

export const chooseActAdminRouter = router({
  guide: adminRoute.get("/api/admin/choose-act").query(({ ctx }) => ctx.services.chooseAct.guide()),
  save: adminRoute
    .put("/api/admin/choose-act", {
      audit: (_, guide) =>
        `Saved the CHOOSE Act figures (last reviewed ${auditField(guide, "lastReviewed")})`,
    })
    .input(ChooseActGuideSchema)
    .mutation(({ ctx, input }) => ctx.services.chooseAct.save(input)),
});
