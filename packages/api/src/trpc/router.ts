import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { applicationsAdminRouter, applicationsRouter } from "../modules/applications/applications.router.ts";
import { auditRouter } from "../modules/audit/audit.router.ts";
import { accountRouter } from "../modules/auth/account.router.ts";
import { authRouter, sessionRouter } from "../modules/auth/auth.router.ts";
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

/**
 * Every back-office procedure sits under `admin`, each guarded by `adminProcedure` (a test over every
 * declared procedure holds the two together), so the web app drops all admin data at logout by one key.
 */
const adminRouter = router({
  session: sessionRouter,
  overview: overviewRouter,
  blog: blogAdminRouter,
  applications: applicationsAdminRouter,
  contact: contactAdminRouter,
  newsletter: newsletterAdminRouter,
  media: mediaAdminRouter,
  organisation: organisationAdminRouter,
  chooseAct: chooseActAdminRouter,
  email: emailAdminRouter,
  sheets: sheetsRouter,
  account: accountRouter,
  audit: auditRouter,
});

export const appRouter = router({
  newsletter: newsletterRouter,
  contact: contactRouter,
  blog: blogRouter,
  applications: applicationsRouter,
  organisation: organisationRouter,
  chooseAct: chooseActRouter,
  auth: authRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type { Context } from "./context.ts";
export type { Services } from "./services.ts";
