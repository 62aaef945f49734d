import {
  AppError,
  type ApplicationData,
  type ApplicationDetail,
  type ApplicationListItem,
  type ApplicationListQuery,
  type ApplicationNote,
  type ApplicationReceipt,
  type ApplicationStatus,
  type ApplicationStatusChange,
  applicationFields,
  backOfficeMessages,
  type Paged,
  pageWindow,
  REVIEW_ITEMS,
  type StatusLetterPreview,
  serverMessages,
} from "@choose/schema";
import { applicationReference } from "@choose/schema/form-rules";
import {
  type EntityManager,
  type FilterQuery,
  type MikroORM,
  type QueryOrderMap,
  raw,
} from "@mikro-orm/postgresql";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { type BackOfficeList, EXPORT_BATCH, searchFilter } from "../../db/back-office-lists.ts";
import { deleteOrFail } from "../../db/delete-or-fail.ts";
import { submissionKey, submitOnce } from "../../db/submit-once.ts";
import { decoyReceipt, isHoneypotFilled } from "../../platform/honeypot.ts";
import { loadTemplates, type MailQueue } from "../email/email.queue.ts";
import { queueStatusLetter, renderStatusLetter } from "../email/email.service.ts";
import { letterFor } from "../email/letters.ts";
import { issuePortalLink } from "../portal/portal.links.ts";
import { recordApplicationChange } from "../sheets/sheets.outbox.ts";
import {
  ApplicationEntity,
  ApplicationNoteEntity,
  type ApplicationRow,
  ApplicationStatusChangeEntity,
} from "./applications.entity.ts";
import { toApplication } from "./applications.mapper.ts";

/** Applications are listed by a search, a status and a language, sorted as asked. */
export interface ApplicationService extends BackOfficeList<ApplicationListItem, ApplicationListQuery> {
  /** `viewerId`: who asks, for `assigned: "me"`. */
  list(query: ApplicationListQuery, viewerId?: string): Promise<Paged<ApplicationListItem>>;
  each(query: ApplicationListQuery, viewerId?: string): AsyncGenerator<ApplicationListItem[]>;
  submit(input: ApplicationData): Promise<ApplicationReceipt>;
  get(id: string): Promise<ApplicationDetail>;
  /**
   * Sets the status and, when it changes, writes the history row in the same transaction;
   * `sendLetter`: also queues the status's letter to the applicant, if its template is switched on.
   */
  updateStatus(
    id: string,
    status: ApplicationStatus,
    changedBy: string,
    sendLetter?: boolean,
  ): Promise<ApplicationStatusChange>;
  /** The letter `status` would send this application now (the same rendering the change queues). */
  statusLetter(id: string, status: ApplicationStatus): Promise<StatusLetterPreview>;
  addNote(id: string, author: string, body: string): Promise<ApplicationNote>;
  /** Deletes a note; only its author may. */
  deleteNote(id: string, noteId: string, username: string): Promise<void>;
  /** Submitted after `since` (all without it), and how many are in each status. */
  counts(since: Date | undefined): Promise<{ newSince: number; byStatus: Record<ApplicationStatus, number> }>;
}

const ORDERS: Record<ApplicationListQuery["sort"], QueryOrderMap<ApplicationRow>> = {
  newest: { submittedAt: "desc", id: "desc" },
  oldest: { submittedAt: "asc", id: "asc" },
  school: { schoolName: "asc", id: "asc" },
  school_desc: { schoolName: "desc", id: "desc" },
};

/** The applications a reviewer is assigned (review_assignments, written by the reviews module). */
const ASSIGNED_TO = `"id" in (select "application_id" from "review_assignments" where "assignee_id" = ?)`;
const ASSIGNED = `"id" in (select "application_id" from "review_assignments")`;

function assignedFilter(assigned: ApplicationListQuery["assigned"], viewerId: string | undefined) {
  if (assigned === "me") return { [raw(ASSIGNED_TO, [viewerId ?? null])]: true };
  if (assigned === "none") return { [raw(ASSIGNED)]: false };
  return {};
}

function applicationFilter(query: ApplicationListQuery, viewerId?: string): FilterQuery<ApplicationRow> {
  return {
    ...(query.status && { status: query.status }),
    ...assignedFilter(query.assigned, viewerId),
    ...(query.language && { language: query.language }),
    ...searchFilter("applications", query.q),
  };
}

const ReviewSummarySchema = z.array(
  z.object({
    id: z.string(),
    assignee: z.string().nullable(),
    met: z.coerce.number(),
    answered: z.coerce.number(),
  }),
);

/** The rows with their reviewer and checklist progress (the reviews module's tables), in one query. */
async function withReviews(em: EntityManager, rows: ApplicationRow[]): Promise<ApplicationListItem[]> {
  const summaries = ReviewSummarySchema.parse(
    await em.getConnection().execute(
      `select a.id, u.username as assignee,
         (select count(*) from review_checks c where c.application_id = a.id and c.state = 'met') as met,
         (select count(*) from review_checks c where c.application_id = a.id and c.state <> 'unknown') as answered
       from unnest(?::uuid[]) as a(id)
       left join review_assignments r on r.application_id = a.id
       left join users u on u.id = r.assignee_id`,
      // One array parameter, as PostgreSQL's array literal (the driver would spread a JS array).
      [`{${rows.map((row) => row.id).join(",")}}`],
    ),
  );
  const byId = new Map(summaries.map((summary) => [summary.id, summary]));
  return rows.map((row) => {
    const summary = byId.get(row.id);
    return {
      ...toApplication(row),
      review: {
        assignee: summary?.assignee ?? null,
        met: summary?.met ?? 0,
        answered: summary?.answered ?? 0,
        total: REVIEW_ITEMS.length,
      },
    };
  });
}

const applicationNotFound = () => new AppError("NOT_FOUND", serverMessages.applicationNotFound);

/**
 * Applications, with every create, status change and delete recorded in `application_changes` in the
 * same transaction: the spreadsheet sync drains that outbox, so no change is lost between the two.
 * `onChange` wakes the sync after commit (a hint only; the outbox is the truth).
 */
export function createApplicationService(
  orm: MikroORM,
  log: FastifyBaseLogger,
  mail: MailQueue,
  onChange: () => void = () => {},
): ApplicationService {
  const findApplication = (em: EntityManager, id: string) =>
    em.findOneOrFail(ApplicationEntity, { id }, { failHandler: applicationNotFound });

  return {
    async submit(input) {
      if (isHoneypotFilled(input, "application", log)) {
        const decoy = decoyReceipt();
        return { ...decoy, status: "pending", reference: applicationReference(decoy.id) };
      }
      const { templates } = await loadTemplates();
      const key = submissionKey("application", input);
      const { row, created } = await submitOnce(
        orm,
        (em) => em.findOne(ApplicationEntity, { submissionKey: key }),
        async (em) => {
          const row = em.create(ApplicationEntity, { ...applicationFields(input), submissionKey: key });
          recordApplicationChange(em, row.id, "upsert");
          const application = toApplication(row);
          mail.enqueue(em, {
            kind: "application_alert",
            to: await mail.notifyAddress(em),
            email: await templates.applicationAlert(mail.site, application),
          });
          mail.enqueue(em, {
            kind: "application_receipt",
            to: application.administratorEmail,
            applicationId: row.id,
            email: await templates.applicationReceipt(
              mail.site,
              application,
              await letterFor(em, "application_receipt", application.language),
              // The school's private page: the receipt carries its only copy of the token.
              issuePortalLink(em, mail.site.publicUrl, row),
            ),
          });
          return row;
        },
      );
      if (created) {
        onChange();
        mail.kick();
      }
      return {
        id: row.id,
        status: row.status,
        submittedAt: row.submittedAt.toISOString(),
        reference: applicationReference(row.id),
      };
    },

    async list(query, viewerId) {
      const em = orm.em.fork();
      const [rows, total] = await em.findAndCount(ApplicationEntity, applicationFilter(query, viewerId), {
        orderBy: ORDERS[query.sort],
        ...pageWindow(query),
      });
      return { items: await withReviews(em, rows), total };
    },

    async *each(query, viewerId) {
      // Offset batches over a total order (the id breaks ties): memory stays at one batch.
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const em = orm.em.fork();
        const rows = await em.find(ApplicationEntity, applicationFilter(query, viewerId), {
          orderBy: ORDERS[query.sort],
          limit: EXPORT_BATCH,
          offset,
        });
        if (rows.length > 0) yield await withReviews(em, rows);
        if (rows.length < EXPORT_BATCH) return;
      }
    },

    async get(id) {
      const em = orm.em.fork();
      const row = await findApplication(em, id);
      const [notes, history] = await Promise.all([
        em.find(ApplicationNoteEntity, { applicationId: id }, { orderBy: { createdAt: "asc", id: "asc" } }),
        em.find(
          ApplicationStatusChangeEntity,
          { applicationId: id },
          { orderBy: { changedAt: "asc", id: "asc" } },
        ),
      ]);
      return {
        ...toApplication(row),
        notes: notes.map((note) => ({
          id: note.id,
          author: note.author,
          body: note.body,
          createdAt: note.createdAt.toISOString(),
        })),
        history: history.map((change) => ({
          id: change.id,
          from: change.fromStatus,
          to: change.toStatus,
          changedBy: change.changedBy,
          changedAt: change.changedAt.toISOString(),
        })),
      };
    },

    async updateStatus(id, status, changedBy, sendLetter = false) {
      let letterSentTo: string | null = null;
      const row = await orm.em.fork().transactional(async (em) => {
        const found = await findApplication(em, id);
        if (found.status !== status) {
          em.create(ApplicationStatusChangeEntity, {
            applicationId: id,
            fromStatus: found.status,
            toStatus: status,
            changedBy,
          });
        }
        found.status = status;
        recordApplicationChange(em, id, "upsert");
        if (sendLetter) letterSentTo = await queueStatusLetter(em, mail, found, status);
        return found;
      });
      onChange();
      if (letterSentTo) mail.kick();
      return { ...toApplication(row), letterSentTo };
    },

    async statusLetter(id, status) {
      const em = orm.em.fork();
      const found = await findApplication(em, id);
      const { reason, email } = await renderStatusLetter(em, mail.site, found, status);
      return {
        status,
        to: found.administratorEmail,
        language: found.language,
        letter: email,
        reason,
      };
    },

    async remove(id) {
      await orm.em.fork().transactional(async (em) => {
        await deleteOrFail(em, ApplicationEntity, { id }, applicationNotFound);
        recordApplicationChange(em, id, "delete");
      });
      onChange();
    },

    async addNote(id, author, body) {
      const em = orm.em.fork();
      await findApplication(em, id);
      const note = em.create(ApplicationNoteEntity, { applicationId: id, author, body });
      await em.flush();
      return { id: note.id, author: note.author, body: note.body, createdAt: note.createdAt.toISOString() };
    },

    async deleteNote(id, noteId, username) {
      const em = orm.em.fork();
      const note = await em.findOne(ApplicationNoteEntity, { id: noteId, applicationId: id });
      if (!note) throw new AppError("NOT_FOUND", backOfficeMessages.noteNotFound);
      if (note.author !== username) throw new AppError("FORBIDDEN", backOfficeMessages.noteNotYours);
      em.remove(note);
      await em.flush();
    },

    async counts(since) {
      const em = orm.em.fork();
      const [newSince, grouped] = await Promise.all([
        em.count(ApplicationEntity, since ? { submittedAt: { $gt: since } } : {}),
        em
          .getConnection()
          .execute<{ status: ApplicationStatus; count: string }[]>(
            `select status, count(*) as count from applications group by status`,
          ),
      ]);
      const byStatus: Record<ApplicationStatus, number> = {
        pending: 0,
        under_review: 0,
        approved: 0,
        rejected: 0,
      };
      for (const { status, count } of grouped) byStatus[status] = Number(count);
      return { newSince, byStatus };
    },
  };
}
