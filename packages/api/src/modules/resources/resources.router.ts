import {
  ResourceInputSchema,
  ResourceListInputSchema,
  ResourceUpdateSchema,
  resourceMessages,
} from "@choose/schema";
import { auditField } from "../../trpc/audit-field.ts";
import { router } from "../../trpc/init.ts";
import { adminRoute, publicRoute } from "../../trpc/rest-procedures.ts";

/** `"Admissions checklist" (published)`, as a saved resource stands. */
const resourceState = (resource: unknown) =>
  `"${auditField(resource, "title")}" (${auditField(resource, "published") === "true" ? "published" : "draft"})`;

export const resourcesRouter = router({
  list: publicRoute
    .get("/api/resources", { cached: true })
    .input(ResourceListInputSchema)
    .query(({ ctx, input }) => ctx.services.resources.published(input?.language)),
});

export const resourcesAdminRouter = router({
  list: adminRoute.get("/api/admin/resources").query(({ ctx }) => ctx.services.resources.list()),
  get: adminRoute
    .getById("/api/admin/resources/:id")
    .query(({ ctx, input }) => ctx.services.resources.get(input.id)),
  create: adminRoute
    .post("/api/admin/resources", {
      status: 201,
      audit: (_, resource) => `Created resource ${resourceState(resource)}`,
    })
    .input(ResourceInputSchema)
    .mutation(({ ctx, input }) => ctx.services.resources.create(input)),
  update: adminRoute
    .put("/api/admin/resources/:id", {
      body: { key: "data" },
      audit: (_, resource) => `Saved resource ${resourceState(resource)}`,
    })
    .input(ResourceUpdateSchema)
    .mutation(({ ctx, input }) => ctx.services.resources.update(input.id, input.data)),
  delete: adminRoute
    .deleteById("/api/admin/resources/:id", "resource", resourceMessages.deleted)
    .mutation(({ ctx, input }) => ctx.services.resources.remove(input.id)),
});
