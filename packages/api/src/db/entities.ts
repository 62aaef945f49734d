import { LeaseEntity } from "../jobs/lease.ts";
import {
  ApplicationEntity,
  ApplicationNoteEntity,
  ApplicationStatusChangeEntity,
} from "../modules/applications/applications.entity.ts";
import { AuditEventEntity } from "../modules/audit/audit.entity.ts";
import {
  AdminSessionEntity,
  LoginChallengeEntity,
  RecoveryCodeEntity,
  UserEntity,
} from "../modules/auth/auth.entity.ts";
import { BlogPostEntity, PostMediaEntity } from "../modules/blog/blog.entity.ts";
import { ChooseActYearEntity } from "../modules/choose-act/choose-act.entity.ts";
import { ContactSubmission } from "../modules/contact/contact.entity.ts";
import {
  EmailOutboxEntity,
  LetterTemplateEntity,
  NewsletterConfirmationEntity,
} from "../modules/email/email.entity.ts";
import { MediaEntity, MediaVariantEntity } from "../modules/media/media.entity.ts";
import { NewsletterSubscription } from "../modules/newsletter/newsletter.entity.ts";
import { OrganisationProfileEntity, PageEntity } from "../modules/organisation/organisation.entity.ts";
import { ApplicationChangeEntity } from "../modules/sheets/sheets.outbox.ts";
import { SettingEntity } from "../platform/settings.entity.ts";
import { RateLimitCounterEntity } from "../rate-limit/rate-limit.entity.ts";

/** Every table, listed explicitly (no discovery by folder scanning). */
export const entities = [
  ContactSubmission,
  UserEntity,
  AdminSessionEntity,
  LoginChallengeEntity,
  RecoveryCodeEntity,
  AuditEventEntity,
  BlogPostEntity,
  PostMediaEntity,
  MediaEntity,
  MediaVariantEntity,
  NewsletterSubscription,
  OrganisationProfileEntity,
  PageEntity,
  ChooseActYearEntity,
  ApplicationEntity,
  ApplicationNoteEntity,
  ApplicationStatusChangeEntity,
  ApplicationChangeEntity,
  SettingEntity,
  LeaseEntity,
  RateLimitCounterEntity,
  EmailOutboxEntity,
  LetterTemplateEntity,
  NewsletterConfirmationEntity,
];
