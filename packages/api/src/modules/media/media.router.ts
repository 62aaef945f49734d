import { IdParamSchema, MediaAltUpdateSchema, mediaMessages } from "@choose/schema";
import { adminProcedure, router } from "../../trpc/init.ts";
import { auditField } from "../audit/audit-field.ts";

/** The media library. Uploads are multipart, so they have their own route (`media.rest.ts`). */
export const mediaAdminRouter = router({
  list: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/media" } })
    .query(({ ctx }) => ctx.services.media.list()),
  updateAlt: adminProcedure
    .meta({
      rest: { method: "PUT", path: "/api/media/:id", body: "merge" },
      audit: (input) => `Changed the alt text of image ${auditField(input, "id")}`,
    })
    .input(MediaAltUpdateSchema)
    .mutation(({ ctx, input }) => ctx.services.media.updateAlt(input.id, input.alt)),
  delete: adminProcedure
    .meta({
      rest: { method: "DELETE", path: "/api/media/:id", answer: { message: mediaMessages.deleted } },
      audit: (input) => `Deleted image ${auditField(input, "id")}`,
    })
    .input(IdParamSchema)
    .mutation(({ ctx, input }) => ctx.services.media.remove(input.id)),
});
