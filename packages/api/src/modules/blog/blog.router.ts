import {
  BlogPostCreateSchema,
  BlogPostUpdateSchema,
  IdParamSchema,
  SlugParamSchema,
  TagRenameSchema,
  TagSlugParamSchema,
  tagMessages,
} from "@choose/schema";
import { auditField } from "../../trpc/audit-field.ts";
import { router } from "../../trpc/init.ts";
import { adminRoute, publicRoute } from "../../trpc/rest-procedures.ts";

/** "Spring news" (published) or (draft), as a saved post stands. */
const postState = (post: unknown) =>
  `"${auditField(post, "title")}" (${auditField(post, "published") === "true" ? "published" : "draft"})`;

export const blogRouter = router({
  list: publicRoute.get("/api/blog", { cached: true }).query(({ ctx }) => ctx.services.blog.listPublished()),
  bySlug: publicRoute
    .get("/api/blog/slug/:slug", { cached: true })
    .input(SlugParamSchema)
    .query(({ ctx, input }) => ctx.services.blog.getPublished(input.slug)),
  byTag: publicRoute
    .get("/api/blog/tag/:tag", { cached: true })
    .input(TagSlugParamSchema)
    .query(({ ctx, input }) => ctx.services.blog.listByTag(input.tag)),
});

export const blogAdminRouter = router({
  list: adminRoute.get("/api/blog/admin").query(({ ctx }) => ctx.services.blog.listAll()),
  byId: adminRoute.getById("/api/blog/admin/:id").query(({ ctx, input }) => ctx.services.blog.get(input.id)),
  create: adminRoute
    .post("/api/blog", { status: 201, audit: (_, post) => `Created post ${postState(post)}` })
    .input(BlogPostCreateSchema)
    .mutation(({ ctx, input }) => ctx.services.blog.create(input, ctx.admin.username)),
  update: adminRoute
    .put("/api/blog/:id", {
      body: { key: "data" },
      audit: (input, post) =>
        auditField(input, "data", "published") === "true"
          ? `Saved and published post ${postState(post)}`
          : `Saved post ${postState(post)}`,
    })
    .input(IdParamSchema.extend({ data: BlogPostUpdateSchema }))
    .mutation(({ ctx, input }) => ctx.services.blog.update(input.id, input.data, ctx.admin.username)),
  delete: adminRoute
    .deleteById("/api/blog/:id", "post", "Blog post deleted")
    .mutation(({ ctx, input }) => ctx.services.blog.remove(input.id)),
  tags: adminRoute.get("/api/admin/tags").query(({ ctx }) => ctx.services.blog.listTags()),
  renameTag: adminRoute
    .put("/api/admin/tags/:id", {
      body: "merge",
      audit: (input) => `Renamed tag ${auditField(input, "id")} to "${auditField(input, "name")}"`,
    })
    .input(TagRenameSchema)
    .mutation(({ ctx, input }) => ctx.services.blog.renameTag(input.id, input.name)),
  deleteTag: adminRoute
    .deleteById("/api/admin/tags/:id", "tag", tagMessages.deleted)
    .mutation(({ ctx, input }) => ctx.services.blog.removeTag(input.id)),
});
