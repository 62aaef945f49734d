import {
  IdParamSchema,
  OrganisationProfileInputSchema,
  organisationMessages,
  PageInputSchema,
  PageSlugParamSchema,
} from "@choose/schema";
import { adminProcedure, publicProcedure, router } from "../../trpc/init.ts";
import { auditField } from "../audit/audit-field.ts";

/** `"About us" at /about (published)`, as a saved page stands. */
const pageState = (page: unknown) =>
  `"${auditField(page, "title")}" at /${auditField(page, "slug")} (${
    auditField(page, "published") === "true" ? "published" : "draft"
  })`;

export const organisationRouter = router({
  site: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/organisation" } })
    .query(({ ctx }) => ctx.services.organisation.publicSite()),
  page: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/pages/:slug" } })
    .input(PageSlugParamSchema)
    .query(({ ctx, input }) => ctx.services.organisation.publishedPage(input.slug)),
});

export const organisationAdminRouter = router({
  profile: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/organisation" } })
    .query(({ ctx }) => ctx.services.organisation.profile()),
  updateProfile: adminProcedure
    .meta({
      rest: { method: "PUT", path: "/api/admin/organisation" },
      audit: (_, profile) => `Saved the organization details ("${auditField(profile, "name")}")`,
    })
    .input(OrganisationProfileInputSchema)
    .mutation(({ ctx, input }) => ctx.services.organisation.updateProfile(input)),
  pages: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/pages" } })
    .query(({ ctx }) => ctx.services.organisation.listPages()),
  page: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/pages/:id" } })
    .input(IdParamSchema)
    .query(({ ctx, input }) => ctx.services.organisation.getPage(input.id)),
  createPage: adminProcedure
    .meta({
      rest: { method: "POST", path: "/api/admin/pages", status: 201 },
      audit: (_, page) => `Created page ${pageState(page)}`,
    })
    .input(PageInputSchema)
    .mutation(({ ctx, input }) => ctx.services.organisation.createPage(input)),
  updatePage: adminProcedure
    .meta({
      rest: { method: "PUT", path: "/api/admin/pages/:id", body: { key: "data" } },
      audit: (_, page) => `Saved page ${pageState(page)}`,
    })
    .input(IdParamSchema.extend({ data: PageInputSchema }))
    .mutation(({ ctx, input }) => ctx.services.organisation.updatePage(input.id, input.data)),
  deletePage: adminProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/admin/pages/:id",
        answer: { message: organisationMessages.pageDeleted },
      },
      audit: (input) => `Deleted page ${auditField(input, "id")}`,
    })
    .input(IdParamSchema)
    .mutation(({ ctx, input }) => ctx.services.organisation.removePage(input.id)),
});
