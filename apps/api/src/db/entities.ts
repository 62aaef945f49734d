import { ApplicationChangeEntity, ApplicationEntity } from "../modules/applications/applications.entity.ts";
import { AdminSessionEntity, UserEntity } from "../modules/auth/auth.entity.ts";
import { BlogPostEntity } from "../modules/blog/blog.entity.ts";
import { ContactSubmission } from "../modules/contact/contact.entity.ts";
import { NewsletterSubscription } from "../modules/newsletter/newsletter.entity.ts";
import { SettingEntity, SyncLeaseEntity } from "../modules/sheets/settings.entity.ts";
import { RateLimitCounterEntity } from "../rate-limit/rate-limit.entity.ts";

/** Every table, listed explicitly (no discovery by folder scanning). */
export const entities = [
  ContactSubmission,
  UserEntity,
  AdminSessionEntity,
  BlogPostEntity,
  NewsletterSubscription,
  ApplicationEntity,
  ApplicationChangeEntity,
  SettingEntity,
  SyncLeaseEntity,
  RateLimitCounterEntity,
];
