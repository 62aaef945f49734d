import {
  IdParamSchema,
  OrganisationProfileInputSchema,
  organisationMessages,
  PageInputSchema,
  PageSlugParamSchema,
} from "@choose/schema";
import { auditField } from "../../trpc/audit-field.ts";
import { router } from "../../trpc/init.ts";
import { adminRoute, publicRoute } from "../../trpc/rest-procedures.ts";

/** `"About us" at /about (published)`, as a saved page stands. */
const pageState = (page: unknown) =>
  `"${auditField(page, "title")}" at /${auditField(page, "slug")} (${
    auditField(page, "published") === "true" ? "published" : "draft"
  })`;

export const organisationRouter = router({
  site: publicRoute
    .get("/api/organisation", { cached: true })
    .query(({ ctx }) => ctx.services.organisation.publicSite()),
  page: publicRoute
    .get("/api/pages/:slug")
    .input(PageSlugParamSchema)
    .query(({ ctx, input }) => ctx.services.organisation.publishedPage(input.slug)),
});

export const organisationAdminRouter = router({
  profile: adminRoute.get("/api/admin/organisation").query(({ ctx }) => ctx.services.organisation.profile()),
  updateProfile: adminRoute
    .put("/api/admin/organisation", {
      audit: (_, profile) => `Saved the organization details ("${auditField(profile, "name")}")`,
    })
    .input(OrganisationProfileInputSchema)
    .mutation(({ ctx, input }) => ctx.services.organisation.updateProfile(input)),
  pages: adminRoute.get("/api/admin/pages").query(({ ctx }) => ctx.services.organisation.listPages()),
  page: adminRoute
    .getById("/api/admin/pages/:id")
    .query(({ ctx, input }) => ctx.services.organisation.getPage(input.id)),
  createPage: adminRoute
    .post("/api/admin/pages", { status: 201, audit: (_, page) => `Created page ${pageState(page)}` })
    .input(PageInputSchema)
    .mutation(({ ctx, input }) => ctx.services.organisation.createPage(input, ctx.admin.username)),
  updatePage: adminRoute
    .put("/api/admin/pages/:id", {
      body: { key: "data" },
      audit: (_, page) => `Saved page ${pageState(page)}`,
    })
    .input(IdParamSchema.extend({ data: PageInputSchema }))
    .mutation(({ ctx, input }) =>
      ctx.services.organisation.updatePage(input.id, input.data, ctx.admin.username),
    ),
  deletePage: adminRoute
    .deleteById("/api/admin/pages/:id", "page", organisationMessages.pageDeleted)
    .mutation(({ ctx, input }) => ctx.services.organisation.removePage(input.id)),
});
