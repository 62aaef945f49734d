import {
  AppError,
  type ApplicationReview,
  mayUse,
  REVIEW_ITEMS,
  type ReviewAssignInput,
  type ReviewCheckInput,
  type Reviewer,
  reviewMessages,
  STAFF_ROLES,
} from "@choose/schema";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import { ApplicationEntity } from "../applications/applications.entity.ts";
import { UserEntity } from "../auth/auth.entity.ts";
import type { AdminIdentity } from "../auth/auth.service.ts";
import { loadTemplates, type MailQueue } from "../email/email.queue.ts";
import { ReviewAssignmentEntity, ReviewCheckEntity } from "./reviews.entity.ts";

/** An application's review: who reviews it, and the checklist of what the state asks of a school. */
export interface ReviewService {
  get(applicationId: string): Promise<ApplicationReview>;
  /** The people who may be assigned: every role that reviews applications. */
  reviewers(): Promise<Reviewer[]>;
  /** Assigns (emailing the reviewer when their account has an address) or, with null, unassigns. */
  assign(admin: AdminIdentity, input: ReviewAssignInput): Promise<ApplicationReview>;
  check(admin: AdminIdentity, input: ReviewCheckInput): Promise<ApplicationReview>;
}

const REVIEWING_ROLES = STAFF_ROLES.filter((role) => mayUse(role, "applications"));
const notFound = () => new AppError("NOT_FOUND", reviewMessages.applicationNotFound);

export function createReviewService(orm: MikroORM, mail: MailQueue): ReviewService {
  async function read(em: EntityManager, applicationId: string): Promise<ApplicationReview> {
    if ((await em.count(ApplicationEntity, { id: applicationId })) === 0) throw notFound();
    const [assignment, checks] = await Promise.all([
      em.findOne(ReviewAssignmentEntity, { application: applicationId }, { populate: ["assignee"] }),
      em.find(ReviewCheckEntity, { application: applicationId }),
    ]);
    const byItem = new Map(checks.map((check) => [check.item, check]));
    return {
      applicationId,
      assignee: assignment ? { id: assignment.assignee.id, username: assignment.assignee.username } : null,
      checks: REVIEW_ITEMS.map((item) => {
        const check = byItem.get(item);
        return {
          item,
          state: check?.state ?? "unknown",
          note: check?.note ?? "",
          schoolNote: check?.schoolNote ?? "",
          updatedBy: check?.updatedBy ?? null,
          updatedAt: check?.updatedAt.toISOString() ?? null,
        };
      }),
    };
  }

  return {
    get: (applicationId) => read(orm.em.fork(), applicationId),

    async reviewers() {
      const users = await orm.em
        .fork()
        .find(UserEntity, { role: { $in: [...REVIEWING_ROLES] } }, { orderBy: { username: "asc" } });
      return users.map((user) => ({ id: user.id, username: user.username }));
    },

    async assign(admin, { id, assigneeId }) {
      const { templates } = await loadTemplates();
      const em = orm.em.fork();
      const review = await em.transactional(async (tx) => {
        const application = await tx.findOne(ApplicationEntity, { id });
        if (!application) throw notFound();
        if (assigneeId === null) {
          await tx.nativeDelete(ReviewAssignmentEntity, { application: id });
          return read(tx, id);
        }
        const assignee = await tx.findOne(UserEntity, {
          id: assigneeId,
          role: { $in: [...REVIEWING_ROLES] },
        });
        if (!assignee)
          throw new AppError("BAD_REQUEST", reviewMessages.notReviewer, {
            errors: [{ path: "assigneeId", message: reviewMessages.notReviewer }],
          });
        await tx.upsert(ReviewAssignmentEntity, {
          application: id,
          assignee: assignee.id,
          assignedBy: admin.username,
          assignedAt: new Date(),
        });
        if (assignee.email && assignee.id !== admin.userId) {
          mail.enqueue(tx, {
            kind: "review_assignment",
            to: assignee.email,
            email: await templates.reviewAssignment(mail.site, {
              assignedBy: admin.username,
              schoolName: application.schoolName,
              link: `${mail.site.publicUrl}/admin/applications/${application.id}`,
            }),
          });
        }
        return read(tx, id);
      });
      mail.kick();
      return review;
    },

    async check(admin, { id, item, state, note, schoolNote }) {
      const em = orm.em.fork();
      if ((await em.count(ApplicationEntity, { id })) === 0) throw notFound();
      const kept =
        schoolNote ?? (await em.findOne(ReviewCheckEntity, { application: id, item }))?.schoolNote ?? "";
      await em.upsert(ReviewCheckEntity, {
        application: id,
        item,
        state,
        note,
        schoolNote: kept,
        updatedBy: admin.username,
        updatedAt: new Date(),
      });
      return read(em, id);
    },
  };
}
