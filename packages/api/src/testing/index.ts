/**
 * What other packages build their tests and the web app's mock server on, each from its real module:
 * an embedded database to migrate, the entities that seed rows with fixed ids and dates, and helpers.
 */
export { migrate } from "../db/database.ts";
export { startEmbeddedPostgres } from "../db/embedded.ts";
export { ApplicationEntity } from "../modules/applications/applications.entity.ts";
export { UserEntity } from "../modules/auth/auth.entity.ts";
export { hashToken } from "../modules/auth/tokens.ts";
export { totpCode } from "../modules/auth/two-factor.ts";
export { BlogPostEntity } from "../modules/blog/blog.entity.ts";
export { ContactSubmission } from "../modules/contact/contact.entity.ts";
export { NewsletterSubscription } from "../modules/newsletter/newsletter.entity.ts";
export { SEEDED_PAGES, SEEDED_SPANISH_PAGES } from "../modules/organisation/seeded-pages.ts";
export { StaffInvitationEntity } from "../modules/staff/staff.entity.ts";
export { testConfig } from "./config.ts";
