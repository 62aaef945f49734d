import { MediaAltUpdateSchema, mediaMessages } from "@choose/schema";
import { auditField } from "../../trpc/audit-field.ts";
import { router } from "../../trpc/init.ts";
import { adminRoute } from "../../trpc/rest-procedures.ts";

/** The media library. Uploads are multipart, so they have their own route (`media.rest.ts`). */
export const mediaAdminRouter = router({
  list: adminRoute.get("/api/media").query(({ ctx }) => ctx.services.media.list()),
  updateAlt: adminRoute
    .put("/api/media/:id", {
      body: "merge",
      audit: (input) => `Changed the alt text of image ${auditField(input, "id")}`,
    })
    .input(MediaAltUpdateSchema)
    .mutation(({ ctx, input }) => ctx.services.media.updateAlt(input.id, input.alt)),
  delete: adminRoute
    .deleteById("/api/media/:id", "image", mediaMessages.deleted)
    .mutation(({ ctx, input }) => ctx.services.media.remove(input.id)),
});
