import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { applicationsAdminRouter, applicationsRouter } from "../modules/applications/applications.router.ts";
import { authRouter } from "../modules/auth/auth.router.ts";
import { blogAdminRouter, blogRouter } from "../modules/blog/blog.router.ts";
import { contactRouter } from "../modules/contact/contact.router.ts";
import { newsletterRouter } from "../modules/newsletter/newsletter.router.ts";
import { sheetsRouter } from "../modules/sheets/sheets.router.ts";
import { router } from "./init.ts";

export const appRouter = router({
  newsletter: newsletterRouter,
  contact: contactRouter,
  blog: blogRouter,
  applications: applicationsRouter,
  auth: authRouter,
  blogAdmin: blogAdminRouter,
  applicationsAdmin: applicationsAdminRouter,
  sheets: sheetsRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type { Services } from "../services.ts";
export type { Context } from "./context.ts";
