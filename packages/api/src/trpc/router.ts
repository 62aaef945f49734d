import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { applicationsAdminRouter, applicationsRouter } from "../modules/applications/applications.router.ts";
import { auditRouter } from "../modules/audit/audit.router.ts";
import { accountRouter } from "../modules/auth/account.router.ts";
import { authRouter, sessionRouter } from "../modules/auth/auth.router.ts";
import { blogAdminRouter, blogRouter } from "../modules/blog/blog.router.ts";
import { chooseActAdminRouter, chooseActRouter } from "../modules/choose-act/choose-act.router.ts";
import { contactAdminRouter, contactRouter } from "../modules/contact/contact.router.ts";
import { emailAdminRouter } from "../modules/email/email.router.ts";
import { eventsAdminRouter, eventsRouter } from "../modules/events/events.router.ts";
import { homeAdminRouter, homeRouter } from "../modules/home/home.router.ts";
import { mediaAdminRouter } from "../modules/media/media.router.ts";
import { newsletterAdminRouter, newsletterRouter } from "../modules/newsletter/newsletter.router.ts";
import { organisationAdminRouter, organisationRouter } from "../modules/organisation/organisation.router.ts";
import { overviewRouter } from "../modules/overview/overview.router.ts";
import { portalAdminRouter, portalRouter } from "../modules/portal/portal.router.ts";
import { publishingAdminRouter } from "../modules/publishing/publishing.router.ts";
import { resourcesAdminRouter, resourcesRouter } from "../modules/resources/resources.router.ts";
import { reviewsAdminRouter } from "../modules/reviews/reviews.router.ts";
import { schoolsAdminRouter, schoolsRouter } from "../modules/schools/schools.router.ts";
import { searchRouter } from "../modules/search/search.router.ts";
import { setupRouter } from "../modules/setup/setup.router.ts";
import { sheetsRouter } from "../modules/sheets/sheets.router.ts";
import { staffAdminRouter, staffRouter } from "../modules/staff/staff.router.ts";
import { router } from "./init.ts";

/**
 * Every back-office procedure sits under `admin`, each guarded by `adminProcedure` (a test over every
 * declared procedure holds the two together), so the web app drops all admin data at logout by one key.
 */
const adminRouter = router({
  session: sessionRouter,
  overview: overviewRouter,
  setup: setupRouter,
  blog: blogAdminRouter,
  publishing: publishingAdminRouter,
  applications: applicationsAdminRouter,
  reviews: reviewsAdminRouter,
  portal: portalAdminRouter,
  contact: contactAdminRouter,
  newsletter: newsletterAdminRouter,
  media: mediaAdminRouter,
  organisation: organisationAdminRouter,
  chooseAct: chooseActAdminRouter,
  home: homeAdminRouter,
  events: eventsAdminRouter,
  resources: resourcesAdminRouter,
  schools: schoolsAdminRouter,
  email: emailAdminRouter,
  sheets: sheetsRouter,
  account: accountRouter,
  audit: auditRouter,
  staff: staffAdminRouter,
});

export const appRouter = router({
  newsletter: newsletterRouter,
  contact: contactRouter,
  blog: blogRouter,
  applications: applicationsRouter,
  organisation: organisationRouter,
  chooseAct: chooseActRouter,
  home: homeRouter,
  events: eventsRouter,
  resources: resourcesRouter,
  search: searchRouter,
  schools: schoolsRouter,
  auth: authRouter,
  staff: staffRouter,
  portal: portalRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type { Context } from "./context.ts";
export type { Services } from "./services.ts";
