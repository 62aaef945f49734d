import type { ApplicationInput } from "@choose/schema";
import type { HTMLInputTypeAttribute } from "react";

/** The application's free-text fields (checkbox groups and grade dropdowns are laid out separately). */
export type TextFieldName = {
  [K in keyof ApplicationInput]-?: NonNullable<ApplicationInput[K]> extends string ? K : never;
}[keyof ApplicationInput];

export interface TextFieldSpec {
  /** Its label and hint are the catalogue's `application.fields[name]`. */
  name: Exclude<TextFieldName, "homepage" | "language" | "lowestGrade" | "highestGrade">;
  required: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "url";
  /** Rows of a textarea; absent for a one-line input. */
  rows?: number;
  readOnly?: boolean;
  /** Spans both columns of the section grid. */
  wide?: boolean;
}

export const SCHOOL_INFORMATION: TextFieldSpec[] = [
  { name: "schoolName", required: true, autoComplete: "organization", wide: true },
  {
    name: "address",
    required: true,
    autoComplete: "street-address",
    wide: true,
  },
  { name: "city", required: true, autoComplete: "address-level2" },
  { name: "state", required: true, readOnly: true },
  { name: "zipCode", required: true, autoComplete: "postal-code", inputMode: "numeric" },
  { name: "phone", required: true, type: "tel", autoComplete: "tel" },
  {
    name: "website",
    required: false,
    type: "url",
    inputMode: "url",
    wide: true,
  },
];

export const ADMINISTRATOR_INFORMATION: TextFieldSpec[] = [
  {
    name: "administratorName",
    required: true,
    autoComplete: "name",
    wide: true,
  },
  {
    name: "administratorEmail",
    required: true,
    type: "email",
    autoComplete: "email",
  },
  {
    name: "administratorPhone",
    required: true,
    type: "tel",
    autoComplete: "tel",
  },
];

export const SCHOOL_DETAILS: TextFieldSpec[] = [
  {
    name: "schoolHistory",
    required: true,
    rows: 5,
    wide: true,
  },
  { name: "missionStatement", required: true, rows: 4, wide: true },
  {
    name: "currentAccreditations",
    required: false,
    rows: 3,
    wide: true,
  },
];

export const ENROLLMENT_COUNTS: TextFieldSpec[] = [
  { name: "preschoolEnrollment", required: false, inputMode: "numeric" },
  { name: "elementaryEnrollment", required: false, inputMode: "numeric" },
  {
    name: "middleSchoolEnrollment",
    required: false,
    inputMode: "numeric",
  },
  { name: "highSchoolEnrollment", required: false, inputMode: "numeric" },
];

export const CURRICULUM: TextFieldSpec = {
  name: "curriculumUsed",
  required: true,
  rows: 4,
  wide: true,
};
