import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { applicationsAdminRouter, applicationsRouter } from "../modules/applications/applications.router.ts";
import { auditRouter } from "../modules/audit/audit.router.ts";
import { accountRouter } from "../modules/auth/account.router.ts";
import { authRouter } from "../modules/auth/auth.router.ts";
import { blogAdminRouter, blogRouter } from "../modules/blog/blog.router.ts";
import { chooseActAdminRouter, chooseActRouter } from "../modules/choose-act/choose-act.router.ts";
import { contactAdminRouter, contactRouter } from "../modules/contact/contact.router.ts";
import { emailAdminRouter } from "../modules/email/email.router.ts";
import { mediaAdminRouter } from "../modules/media/media.router.ts";
import { newsletterAdminRouter, newsletterRouter } from "../modules/newsletter/newsletter.router.ts";
import { organisationAdminRouter, organisationRouter } from "../modules/organisation/organisation.router.ts";
import { overviewRouter } from "../modules/overview/overview.router.ts";
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
  account: accountRouter,
  audit: auditRouter,
  mediaAdmin: mediaAdminRouter,
  contactAdmin: contactAdminRouter,
  newsletterAdmin: newsletterAdminRouter,
  overview: overviewRouter,
  organisation: organisationRouter,
  organisationAdmin: organisationAdminRouter,
  emailAdmin: emailAdminRouter,
  chooseAct: chooseActRouter,
  chooseActAdmin: chooseActAdminRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type { Context } from "./context.ts";
export type { Services } from "./services.ts";
