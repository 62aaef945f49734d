import { BlogPostUpdateSchema } from "@choose/schema";
import { z } from "zod";

const sharedImageRule = BlogPostUpdateSchema.shape.featuredImage;

/**
 * The update body. The shared schema turns an empty `featuredImage` into "not sent", so an editor
 * that clears the image would keep it; here "" (or blank) survives parsing and means "remove the image".
 * Belongs in @choose/schema once that package adopts it.
 */
export const BlogPostUpdateBodySchema = BlogPostUpdateSchema.extend({
  featuredImage: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return value;
      const checked = sharedImageRule.safeParse(value);
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    }),
});
