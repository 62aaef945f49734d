import { z } from "zod";

export const AUDIT_PAGE_SIZE = 50;

/** One administrator action in the audit trail: never a password, code or token. */
export const AuditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** The account the action was done as; null for a sign-in attempt with an unknown username. */
  username: z.string().nullable(),
  /** Null for the command line (`pnpm admin:password`). */
  clientIp: z.string().nullable(),
  description: z.string(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditListInputSchema = z.object({ page: z.number().int().min(1).max(100_000).default(1) });
export type AuditListInput = z.infer<typeof AuditListInputSchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditEventSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
