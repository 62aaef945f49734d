import type { MikroORM } from "@mikro-orm/postgresql";
import type { FastifyBaseLogger } from "fastify";
import type { ContactService } from "../../services.ts";
import { decoyReceipt, isHoneypotFilled } from "../honeypot.ts";
import { ContactSubmission } from "./contact.entity.ts";

export function createContactService(orm: MikroORM, log: FastifyBaseLogger): ContactService {
  return {
    async send(input) {
      if (isHoneypotFilled(input, "contact", log)) return decoyReceipt();
      const em = orm.em.fork();
      const submission = em.create(ContactSubmission, {
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        organization: input.organization ?? null,
        message: input.message,
      });
      await em.flush();
      return { id: submission.id, submittedAt: submission.submittedAt.toISOString() };
    },
  };
}
