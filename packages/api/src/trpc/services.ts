import type { ApplicationService } from "../modules/applications/applications.service.ts";
import type { AuditService } from "../modules/audit/audit.service.ts";
import type { AccountService } from "../modules/auth/account.service.ts";
import type { AuthService } from "../modules/auth/auth.service.ts";
import type { BlogService } from "../modules/blog/blog.service.ts";
import type { ChooseActService } from "../modules/choose-act/choose-act.service.ts";
import type { ContactService } from "../modules/contact/contact.service.ts";
import type { EmailService } from "../modules/email/email.service.ts";
import type { EventService } from "../modules/events/events.service.ts";
import type { HomeService } from "../modules/home/home.service.ts";
import type { MediaService } from "../modules/media/media.service.ts";
import type { NewsletterService } from "../modules/newsletter/newsletter.service.ts";
import type { OrganisationService } from "../modules/organisation/organisation.service.ts";
import type { PortalService } from "../modules/portal/portal.service.ts";
import type { PublishingService } from "../modules/publishing/publishing.service.ts";
import type { RevisionService } from "../modules/publishing/revisions.ts";
import type { ResourceService } from "../modules/resources/resources.service.ts";
import type { ReviewService } from "../modules/reviews/reviews.service.ts";
import type { SchoolService } from "../modules/schools/schools.service.ts";
import type { SearchService } from "../modules/search/search.service.ts";
import type { SetupService } from "../modules/setup/setup.service.ts";
import type { SheetsService } from "../modules/sheets/sheets.service.ts";
import type { StaffService } from "../modules/staff/staff.service.ts";
import type { RateLimiter } from "../rate-limit/rate-limiter.ts";

/**
 * What the transports may call: the tRPC procedures call exactly one of these after parsing their
 * input with the shared schemas, and the REST routes call the procedures. Tests and the web app's
 * mocks can supply their own implementation.
 *
 * A registry like `router.ts` (a new domain adds one line): it sits with the procedures' context, which
 * holds the services, so that nothing below the composition root has to import that root for the type.
 */
export interface Services {
  newsletter: NewsletterService;
  contact: ContactService;
  blog: BlogService;
  publishing: PublishingService;
  revisions: RevisionService;
  applications: ApplicationService;
  auth: AuthService;
  account: AccountService;
  audit: AuditService;
  sheets: SheetsService;
  media: MediaService;
  organisation: OrganisationService;
  email: EmailService;
  chooseAct: ChooseActService;
  staff: StaffService;
  reviews: ReviewService;
  portal: PortalService;
  setup: SetupService;
  home: HomeService;
  events: EventService;
  resources: ResourceService;
  search: SearchService;
  schools: SchoolService;
  rateLimits: RateLimiter;
}
