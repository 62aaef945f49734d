import {
  AppError,
  backOfficeMessages,
  type ContactData,
  type ContactListQuery,
  type ContactMessage,
  type ContactReceipt,
  type ContactStatus,
  DEFAULT_LANGUAGE,
  type Paged,
  pageWindow,
} from "@choose/schema";
import type { EntityManager, FilterQuery, MikroORM } from "@mikro-orm/postgresql";
import type { FastifyBaseLogger } from "fastify";
import { searchFilter } from "../../db/back-office-lists.ts";
import { deleteOrFail } from "../../db/delete-or-fail.ts";
import { submissionKey, submitOnce } from "../../db/submit-once.ts";
import { decoyReceipt, isHoneypotFilled } from "../../platform/honeypot.ts";
import { loadTemplates, type MailQueue } from "../email/email.queue.ts";
import { ContactSubmission, type ContactSubmissionRow } from "./contact.entity.ts";

export interface ContactService {
  send(input: ContactData): Promise<ContactReceipt>;
  /** The inbox newest first, filtered by a search, a state and a language. */
  list(query: ContactListQuery): Promise<Paged<ContactMessage>>;
  get(id: string): Promise<ContactMessage>;
  setStatus(id: string, status: ContactStatus): Promise<ContactMessage>;
  remove(id: string): Promise<void>;
  /** Messages still marked new (the header's and overview's count). */
  unreadCount(): Promise<number>;
}

const toMessage = (row: ContactSubmissionRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone ?? null,
  organization: row.organization ?? null,
  message: row.message,
  submittedAt: row.submittedAt.toISOString(),
  status: row.status,
  language: row.language,
});

const messageNotFound = () => new AppError("NOT_FOUND", backOfficeMessages.messageNotFound);

export function createContactService(orm: MikroORM, log: FastifyBaseLogger, mail: MailQueue): ContactService {
  const findMessage = (em: EntityManager, id: string) =>
    em.findOneOrFail(ContactSubmission, { id }, { failHandler: messageNotFound });

  return {
    async send(input) {
      if (isHoneypotFilled(input, "contact", log)) return decoyReceipt();
      const { templates } = await loadTemplates();
      const key = submissionKey("contact", input);
      const { row, created } = await submitOnce(
        orm,
        (em) => em.findOne(ContactSubmission, { submissionKey: key }),
        async (em) => {
          mail.enqueue(em, {
            kind: "contact_alert",
            to: await mail.notifyAddress(em),
            replyTo: input.email,
            email: await templates.contactAlert(mail.site, input),
          });
          return em.create(ContactSubmission, {
            name: input.name,
            email: input.email,
            phone: input.phone ?? null,
            organization: input.organization ?? null,
            message: input.message,
            language: input.language ?? DEFAULT_LANGUAGE,
            submissionKey: key,
          });
        },
      );
      if (created) mail.kick();
      return { id: row.id, submittedAt: row.submittedAt.toISOString() };
    },

    async list(query) {
      const where: FilterQuery<ContactSubmissionRow> = {
        ...(query.status && { status: query.status }),
        ...(query.language && { language: query.language }),
        ...searchFilter("contact_submissions", query.q),
      };
      const [rows, total] = await orm.em.fork().findAndCount(ContactSubmission, where, {
        orderBy: { submittedAt: "desc", id: "desc" },
        ...pageWindow(query),
      });
      return { items: rows.map(toMessage), total };
    },

    async get(id) {
      return toMessage(await findMessage(orm.em.fork(), id));
    },

    async setStatus(id, status) {
      const em = orm.em.fork();
      const row = await findMessage(em, id);
      row.status = status;
      await em.flush();
      return toMessage(row);
    },

    async remove(id) {
      await deleteOrFail(orm.em.fork(), ContactSubmission, { id }, messageNotFound);
    },

    unreadCount() {
      return orm.em.fork().count(ContactSubmission, { status: "new" });
    },
  };
}
