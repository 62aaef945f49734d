import { AppError, publishingMessages } from "@choose/schema";
import { p } from "@mikro-orm/postgresql";

/**
 * Scheduled publishing of posts and content pages: the columns both tables have, the one rule a save
 * follows, and (in modules/publishing) the job that publishes what falls due.
 */
export const scheduledPublishingColumns = () => ({
  /** When it is (or was) to be published; with `published` false and a time to come, it is scheduled. */
  publishAt: p.datetime().nullable(),
  /**
   * Set by the publishing job in the statement that publishes it, cleared once every instance has been
   * told: a job killed in between leaves it set, and the next run (at any instance) tells them.
   */
  awaitingAnnouncement: p.boolean().default(false),
});

export interface PublishState {
  published: boolean;
  publishAt: Date | null;
}

const fieldError = (message: string) =>
  new AppError("BAD_REQUEST", message, { errors: [{ path: "publishAt", message }] });

/**
 * The state a save leaves: the stored one with what the input changes (`undefined`: unchanged). A time
 * to come on an unpublished post schedules it; a time given with `published: true`, or a past time
 * given with `published: false`, is refused. Publishing by hand cancels a schedule, and unpublishing a
 * post whose time has passed forgets that time (else the job would publish it again).
 */
export function nextPublishState(
  current: PublishState,
  input: { published?: boolean | undefined; publishAt?: string | null | undefined },
  now: Date = new Date(),
): PublishState {
  const published = input.published ?? current.published;
  const given =
    input.publishAt === undefined ? undefined : input.publishAt === null ? null : new Date(input.publishAt);
  const publishAt = given === undefined ? current.publishAt : given;
  const toCome = publishAt !== null && publishAt.getTime() > now.getTime();
  if (given && published && toCome) throw fieldError(publishingMessages.scheduledAndPublished);
  if (given && !published && !toCome) throw fieldError(publishingMessages.publishAtPast);
  if (published && toCome) return { published, publishAt: null };
  if (!published && !toCome) return { published, publishAt: null };
  return { published, publishAt };
}
