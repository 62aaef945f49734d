import { serverMessages } from "@choose/schema";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../errors.ts";
import type { ApplicationService } from "../../services.ts";
import { decoyReceipt, isHoneypotFilled } from "../honeypot.ts";
import { ApplicationChangeEntity, ApplicationEntity } from "./applications.entity.ts";

type ApplicationRow = InstanceType<typeof ApplicationEntity.class>;

export function toApplication(row: ApplicationRow) {
  return {
    id: row.id,
    schoolName: row.schoolName,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phone: row.phone,
    website: row.website ?? null,
    administratorName: row.administratorName,
    administratorEmail: row.administratorEmail,
    administratorPhone: row.administratorPhone,
    schoolHistory: row.schoolHistory,
    missionStatement: row.missionStatement,
    currentAccreditations: row.currentAccreditations ?? null,
    governanceStructure: row.governanceStructure,
    schoolType: row.schoolType,
    lowestGrade: row.lowestGrade,
    highestGrade: row.highestGrade,
    preschoolEnrollment: row.preschoolEnrollment ?? null,
    elementaryEnrollment: row.elementaryEnrollment ?? null,
    middleSchoolEnrollment: row.middleSchoolEnrollment ?? null,
    highSchoolEnrollment: row.highSchoolEnrollment ?? null,
    curriculumUsed: row.curriculumUsed,
    submittedAt: row.submittedAt.toISOString(),
    status: row.status,
  };
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
  onChange: () => void = () => {},
): ApplicationService {
  function recordChange(em: EntityManager, applicationId: string, kind: "upsert" | "delete") {
    em.create(ApplicationChangeEntity, { applicationId, kind });
  }

  async function findApplication(em: EntityManager, id: string) {
    const row = await em.findOne(ApplicationEntity, { id });
    if (!row) throw applicationNotFound();
    return row;
  }

  return {
    async submit(input) {
      if (isHoneypotFilled(input, "application", log)) return { ...decoyReceipt(), status: "pending" };
      const { homepage: _honeypot, website, ...fields } = input;
      const row = await orm.em.fork().transactional(async (em) => {
        const created = em.create(ApplicationEntity, { ...fields, website: website || null });
        recordChange(em, created.id, "upsert");
        return created;
      });
      onChange();
      return { id: row.id, status: row.status, submittedAt: row.submittedAt.toISOString() };
    },

    async list() {
      const rows = await orm.em.fork().find(ApplicationEntity, {}, { orderBy: { submittedAt: "desc" } });
      return rows.map(toApplication);
    },

    async get(id) {
      return toApplication(await findApplication(orm.em.fork(), id));
    },

    async updateStatus(id, status) {
      const row = await orm.em.fork().transactional(async (em) => {
        const found = await findApplication(em, id);
        found.status = status;
        recordChange(em, id, "upsert");
        return found;
      });
      onChange();
      return toApplication(row);
    },

    async remove(id) {
      await orm.em.fork().transactional(async (em) => {
        const deleted = await em.nativeDelete(ApplicationEntity, { id });
        if (deleted === 0) throw applicationNotFound();
        recordChange(em, id, "delete");
      });
      onChange();
    },
  };
}
