import { BlogPostCreateSchema, BlogPostUpdateSchema, IdParamSchema, SlugParamSchema } from "@choose/schema";
import { adminProcedure, publicProcedure, router } from "../../trpc/init.ts";
import { auditField } from "../audit/audit-field.ts";

/** "Spring news" (published) or (draft), as a saved post stands. */
const postState = (post: unknown) =>
  `"${auditField(post, "title")}" (${auditField(post, "published") === "true" ? "published" : "draft"})`;

export const blogRouter = router({
  list: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/blog" } })
    .query(({ ctx }) => ctx.services.blog.listPublished()),
  bySlug: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/blog/slug/:slug" } })
    .input(SlugParamSchema)
    .query(({ ctx, input }) => ctx.services.blog.getPublished(input.slug)),
});

export const blogAdminRouter = router({
  list: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/blog/admin" } })
    .query(({ ctx }) => ctx.services.blog.listAll()),
  byId: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/blog/admin/:id" } })
    .input(IdParamSchema)
    .query(({ ctx, input }) => ctx.services.blog.get(input.id)),
  create: adminProcedure
    .meta({
      rest: { method: "POST", path: "/api/blog", status: 201 },
      audit: (_, post) => `Created post ${postState(post)}`,
    })
    .input(BlogPostCreateSchema)
    .mutation(({ ctx, input }) => ctx.services.blog.create(input)),
  update: adminProcedure
    .meta({
      rest: { method: "PUT", path: "/api/blog/:id", body: { key: "data" } },
      audit: (input, post) =>
        auditField(input, "data", "published") === "true"
          ? `Saved and published post ${postState(post)}`
          : `Saved post ${postState(post)}`,
    })
    .input(IdParamSchema.extend({ data: BlogPostUpdateSchema }))
    .mutation(({ ctx, input }) => ctx.services.blog.update(input.id, input.data)),
  delete: adminProcedure
    .meta({
      rest: { method: "DELETE", path: "/api/blog/:id", answer: { message: "Blog post deleted" } },
      audit: (input) => `Deleted post ${auditField(input, "id")}`,
    })
    .input(IdParamSchema)
    .mutation(({ ctx, input }) => ctx.services.blog.remove(input.id)),
});
