import { BlogPostCreateSchema, BlogPostUpdateSchema, IdParamSchema, SlugParamSchema } from "@choose/schema";
import { adminProcedure, publicProcedure, router } from "../../trpc/init.ts";

export const blogRouter = router({
  list: publicProcedure.query(({ ctx }) => ctx.services.blog.listPublished()),
  bySlug: publicProcedure
    .input(SlugParamSchema)
    .query(({ ctx, input }) => ctx.services.blog.getPublished(input.slug)),
});

export const blogAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.services.blog.listAll()),
  byId: adminProcedure.input(IdParamSchema).query(({ ctx, input }) => ctx.services.blog.get(input.id)),
  create: adminProcedure
    .input(BlogPostCreateSchema)
    .mutation(({ ctx, input }) => ctx.services.blog.create(input)),
  update: adminProcedure
    .input(IdParamSchema.extend({ data: BlogPostUpdateSchema }))
    .mutation(({ ctx, input }) => ctx.services.blog.update(input.id, input.data)),
  delete: adminProcedure
    .input(IdParamSchema)
    .mutation(({ ctx, input }) => ctx.services.blog.remove(input.id)),
});
