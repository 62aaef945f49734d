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
import { BlogPostEntity, PostMediaEntity, PostTagEntity, TagEntity } from "../modules/blog/blog.entity.ts";
import { ChooseActYearEntity } from "../modules/choose-act/choose-act.entity.ts";
import { ContactSubmission } from "../modules/contact/contact.entity.ts";
import {
  EmailOutboxEntity,
  LetterTemplateEntity,
  NewsletterConfirmationEntity,
} from "../modules/email/email.entity.ts";
import { EventEntity, EventRegistrationEntity } from "../modules/events/events.entity.ts";
import { MediaDocumentEntity, MediaEntity, MediaVariantEntity } from "../modules/media/media.entity.ts";
import { NewsletterSubscription } from "../modules/newsletter/newsletter.entity.ts";
import { OrganisationProfileEntity, PageEntity } from "../modules/organisation/organisation.entity.ts";
import {
  ApplicationDraftEntity,
  PortalDocumentEntity,
  PortalLinkEntity,
  PortalRequestEntity,
} from "../modules/portal/portal.entity.ts";
import { RevisionEntity } from "../modules/publishing/revisions.entity.ts";
import { ResourceEntity } from "../modules/resources/resources.entity.ts";
import { ReviewAssignmentEntity, ReviewCheckEntity } from "../modules/reviews/reviews.entity.ts";
import { ApplicationChangeEntity } from "../modules/sheets/sheets.outbox.ts";
import { StaffInvitationEntity } from "../modules/staff/staff.entity.ts";
import { SettingEntity } from "../platform/settings.entity.ts";
import { RateLimitCounterEntity } from "../rate-limit/rate-limit.entity.ts";

/** Every table, listed explicitly (no discovery by folder scanning). */
export const entities = [
  ContactSubmission,
  TagEntity,
  PostTagEntity,
  RevisionEntity,
  UserEntity,
  AdminSessionEntity,
  LoginChallengeEntity,
  RecoveryCodeEntity,
  StaffInvitationEntity,
  ReviewAssignmentEntity,
  ReviewCheckEntity,
  AuditEventEntity,
  BlogPostEntity,
  PostMediaEntity,
  MediaEntity,
  MediaVariantEntity,
  MediaDocumentEntity,
  ResourceEntity,
  NewsletterSubscription,
  OrganisationProfileEntity,
  PageEntity,
  ChooseActYearEntity,
  ApplicationEntity,
  ApplicationNoteEntity,
  ApplicationStatusChangeEntity,
  ApplicationChangeEntity,
  PortalLinkEntity,
  PortalRequestEntity,
  PortalDocumentEntity,
  ApplicationDraftEntity,
  SettingEntity,
  LeaseEntity,
  RateLimitCounterEntity,
  EmailOutboxEntity,
  LetterTemplateEntity,
  NewsletterConfirmationEntity,
  EventEntity,
  EventRegistrationEntity,
];
