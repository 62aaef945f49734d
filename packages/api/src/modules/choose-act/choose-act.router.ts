import { ChooseActGuideSchema } from "@choose/schema";
import { adminProcedure, publicProcedure, router } from "../../trpc/init.ts";
import { auditField } from "../audit/audit-field.ts";

export const chooseActRouter = router({
  guide: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/choose-act" } })
    .query(({ ctx }) => ctx.services.chooseAct.guide()),
});

export const chooseActAdminRouter = router({
  guide: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/choose-act" } })
    .query(({ ctx }) => ctx.services.chooseAct.guide()),
  save: adminProcedure
    .meta({
      rest: { method: "PUT", path: "/api/admin/choose-act" },
      audit: (_, guide) =>
        `Saved the CHOOSE Act figures (last reviewed ${auditField(guide, "lastReviewed")})`,
    })
    .input(ChooseActGuideSchema)
    .mutation(({ ctx, input }) => ctx.services.chooseAct.save(input)),
});
