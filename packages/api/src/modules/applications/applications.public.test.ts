import { type ApplicationInput, applicationMessages, DEFAULT_STATE } from "@choose/schema";
import { validApplication } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { submitApplication } from "../../../test/public.ts";
import { type FieldCase, fieldCases } from "../../../test/validation.ts";
import { ApplicationChangeEntity } from "../sheets/sheets.outbox.ts";
import { ApplicationEntity } from "./applications.entity.ts";

const t = useTestApp();

const count = () => t.db.orm.em.fork().count(ApplicationEntity, {});

describe("POST /api/applications", () => {
  test("stores the application as pending and records it for the spreadsheet sync", async () => {
    const response = await submitApplication(t.app);
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt).toEqual({
      id: expect.any(String),
      reference: expect.any(String),
      status: "pending",
      submittedAt: expect.any(String),
    });
    const em = t.db.orm.em.fork();
    const stored = await em.findOneOrFail(ApplicationEntity, { id: receipt.id });
    expect(stored).toMatchObject({
      schoolName: validApplication.schoolName,
      governanceStructure: validApplication.governanceStructure,
      lowestGrade: validApplication.lowestGrade,
      status: "pending",
    });
    expect(await em.find(ApplicationChangeEntity, {})).toMatchObject([
      { applicationId: receipt.id, kind: "upsert" },
    ]);
  });

  test("state defaults to AL and optional fields may be left out", async () => {
    const input: ApplicationInput = validApplication;
    const {
      state: _state,
      website: _website,
      currentAccreditations: _accreditations,
      preschoolEnrollment: _preschool,
      ...required
    } = input;
    const response = await submitApplication(t.app, required);
    expect(response.statusCode).toBe(201);
    const stored = await t.db.orm.em.fork().findOneOrFail(ApplicationEntity, { id: response.json().id });
    expect(stored).toMatchObject({
      state: DEFAULT_STATE,
      website: null,
      currentAccreditations: null,
      preschoolEnrollment: null,
    });
  });

  test.each([
    ...fieldCases(applicationMessages, {
      schoolName: ["A"],
      address: ["PO Box 12", "P.O. Box 99, Mobile"],
      zipCode: ["3520"],
      website: ["javascript:alert(1)"],
      administratorEmail: ["ruth@"],
      schoolHistory: ["Too short."],
      governanceStructure: [[]],
      schoolType: [[]],
      lowestGrade: ["13th grade"],
      curriculumUsed: ["Books"],
    }),
    [
      "highestGrade",
      { lowestGrade: "5th grade", highestGrade: "Kindergarten" },
      applicationMessages.gradeOrder,
    ],
  ] satisfies FieldCase[])(
    "rejects a bad %s with 400, the spec message, and stores nothing",
    async (path, change, message) => {
      const response = await submitApplication(t.app, { ...validApplication, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().errors).toContainEqual({ path, message });
      expect(await count()).toBe(0);
    },
  );

  test("a school name that looks like a formula or SQL is stored verbatim", async () => {
    const schoolName = `=HYPERLINK("http://x") '; drop table applications; --`;
    const response = await submitApplication(t.app, { ...validApplication, schoolName });
    const stored = await t.db.orm.em.fork().findOneOrFail(ApplicationEntity, { id: response.json().id });
    expect(stored.schoolName).toBe(schoolName);
  });

  test("a filled honeypot looks like success and stores nothing, not even a change record", async () => {
    const response = await submitApplication(t.app, { ...validApplication, homepage: "spam" });
    expect(response.statusCode).toBe(201);
    expect(await count()).toBe(0);
    expect(await t.db.orm.em.fork().count(ApplicationChangeEntity, {})).toBe(0);
  });
});
