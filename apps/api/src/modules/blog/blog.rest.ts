import { BlogPostCreateSchema, BlogPostUpdateSchema, IdParamSchema, SlugParamSchema } from "@choose/schema";
import type { FastifyInstance } from "fastify";
import { parseWith, requireAdmin } from "../../rest/http.ts";
import type { Services } from "../../services.ts";

export function registerBlogRoutes(app: FastifyInstance, services: Services) {
  const admin = { preHandler: requireAdmin(services) };

  app.get("/api/blog", () => services.blog.listPublished());
  app.get("/api/blog/slug/:slug", (request) =>
    services.blog.getPublished(parseWith(SlugParamSchema, request.params).slug),
  );

  app.get("/api/blog/admin", admin, () => services.blog.listAll());
  app.get("/api/blog/admin/:id", admin, (request) =>
    services.blog.get(parseWith(IdParamSchema, request.params).id),
  );
  app.post("/api/blog", admin, async (request, reply) => {
    const post = await services.blog.create(parseWith(BlogPostCreateSchema, request.body));
    return reply.status(201).send(post);
  });
  app.put("/api/blog/:id", admin, (request) =>
    services.blog.update(
      parseWith(IdParamSchema, request.params).id,
      parseWith(BlogPostUpdateSchema, request.body),
    ),
  );
  app.delete("/api/blog/:id", admin, async (request) => {
    await services.blog.remove(parseWith(IdParamSchema, request.params).id);
    return { message: "Blog post deleted" };
  });
}
