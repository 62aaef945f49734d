import type { ApplicationInput } from "@choose/schema";
import type { HTMLInputTypeAttribute } from "react";

/** The application's free-text fields (checkbox groups and grade dropdowns are laid out separately). */
export type TextFieldName = {
  [K in keyof ApplicationInput]-?: NonNullable<ApplicationInput[K]> extends string ? K : never;
}[keyof ApplicationInput];

export interface TextFieldSpec {
  name: Exclude<TextFieldName, "homepage" | "lowestGrade" | "highestGrade">;
  label: string;
  required: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "url";
  hint?: string;
  /** Rows of a textarea; absent for a one-line input. */
  rows?: number;
  readOnly?: boolean;
  /** Spans both columns of the section grid. */
  wide?: boolean;
}

export const SCHOOL_INFORMATION: TextFieldSpec[] = [
  { name: "schoolName", label: "School Name", required: true, autoComplete: "organization", wide: true },
  {
    name: "address",
    label: "Street Address",
    required: true,
    autoComplete: "street-address",
    hint: "A physical address is required; a PO Box is not accepted.",
    wide: true,
  },
  { name: "city", label: "City", required: true, autoComplete: "address-level2" },
  { name: "state", label: "State", required: true, readOnly: true },
  { name: "zipCode", label: "ZIP Code", required: true, autoComplete: "postal-code", inputMode: "numeric" },
  { name: "phone", label: "School Phone", required: true, type: "tel", autoComplete: "tel" },
  {
    name: "website",
    label: "Website",
    required: false,
    type: "url",
    inputMode: "url",
    hint: "Optional, e.g. https://www.yourschool.org",
    wide: true,
  },
];

export const ADMINISTRATOR_INFORMATION: TextFieldSpec[] = [
  {
    name: "administratorName",
    label: "Administrator Name",
    required: true,
    autoComplete: "name",
    wide: true,
  },
  {
    name: "administratorEmail",
    label: "Administrator Email",
    required: true,
    type: "email",
    autoComplete: "email",
  },
  {
    name: "administratorPhone",
    label: "Administrator Phone",
    required: true,
    type: "tel",
    autoComplete: "tel",
  },
];

export const SCHOOL_DETAILS: TextFieldSpec[] = [
  {
    name: "schoolHistory",
    label: "School History",
    required: true,
    rows: 5,
    hint: "At least 50 characters: when and why the school was founded, and how it has grown.",
    wide: true,
  },
  { name: "missionStatement", label: "Mission Statement", required: true, rows: 4, wide: true },
  {
    name: "currentAccreditations",
    label: "Current Accreditations",
    required: false,
    rows: 3,
    hint: "Optional: list any accrediting bodies and the year of accreditation.",
    wide: true,
  },
];

export const ENROLLMENT_COUNTS: TextFieldSpec[] = [
  { name: "preschoolEnrollment", label: "Preschool Enrollment", required: false, inputMode: "numeric" },
  { name: "elementaryEnrollment", label: "Elementary Enrollment", required: false, inputMode: "numeric" },
  {
    name: "middleSchoolEnrollment",
    label: "Middle School Enrollment",
    required: false,
    inputMode: "numeric",
  },
  { name: "highSchoolEnrollment", label: "High School Enrollment", required: false, inputMode: "numeric" },
];

export const CURRICULUM: TextFieldSpec = {
  name: "curriculumUsed",
  label: "Curriculum Used",
  required: true,
  rows: 4,
  hint: "Describe the curriculum or curricula your school uses.",
  wide: true,
};
