import { z } from "zod";
import { GOVERNANCE_VALUES, GRADE_OPTIONS, SCHOOL_TYPE_VALUES } from "../rules/application-choices.ts";
import { SCHOOL_DESCRIPTION_MAX, SCHOOL_FILTER_MAX, SCHOOLS_PAGE_MAX } from "../rules/schools.ts";
import { IdParamSchema } from "./auth.ts";
import { LanguageSchema } from "./language.ts";
import { storableString, textOrEmpty } from "./text.ts";

export * from "../rules/schools.ts";

export const schoolMessages = {
  grade: "Choose a grade from the list",
  type: "Choose a school type from the list",
  page: "The page is a whole number from 1",
};

/** An empty field of the finder's GET form (`grade=`) is no filter. */
const blankAsNone = (value: unknown) =>
  value === "" || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** A filter's text, trimmed and cut at SCHOOL_FILTER_MAX (a pasted paragraph still filters). */
const filterText = () =>
  z.preprocess(
    blankAsNone,
    storableString()
      .trim()
      .transform((value) => value.slice(0, SCHOOL_FILTER_MAX))
      .optional(),
  );

/**
 * `GET /api/schools?place=&grade=&type=&q=&page=`: the finder's filters, each optional, all
 * non-personal. `place` is a city or a ZIP code; `grade` the grade a child will enter; `type` a school
 * type; `q` words of the name or the description.
 */
export const SchoolListInputSchema = z
  .object({
    place: filterText(),
    grade: z.preprocess(blankAsNone, z.enum(GRADE_OPTIONS, { error: schoolMessages.grade }).optional()),
    type: z.preprocess(blankAsNone, z.enum(SCHOOL_TYPE_VALUES, { error: schoolMessages.type }).optional()),
    q: filterText(),
    page: z.preprocess(
      blankAsNone,
      z.coerce
        .number({ error: schoolMessages.page })
        .int(schoolMessages.page)
        .min(1, schoolMessages.page)
        .max(SCHOOLS_PAGE_MAX, schoolMessages.page)
        .optional(),
    ),
  })
  .optional();
export type SchoolListInput = z.input<typeof SchoolListInputSchema>;
export type SchoolFilter = NonNullable<z.output<typeof SchoolListInputSchema>>;

/** A listed school as the public finder shows it: nothing else of its application is public. */
export const DirectorySchoolSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  lowestGrade: z.enum(GRADE_OPTIONS),
  highestGrade: z.enum(GRADE_OPTIONS),
  schoolTypes: z.array(z.enum(SCHOOL_TYPE_VALUES)),
  governance: z.array(z.enum(GOVERNANCE_VALUES)),
  website: z.string().nullable(),
  description: z.string(),
  /** The language the school wrote its application in: its name and description are in it. */
  language: LanguageSchema,
  mapUrl: z.string(),
});
export type DirectorySchool = z.infer<typeof DirectorySchoolSchema>;

export const SchoolDirectorySchema = z.object({
  schools: z.array(DirectorySchoolSchema),
  /** Schools matching the filters, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type SchoolDirectory = z.infer<typeof SchoolDirectorySchema>;

/** The directory description: plain text, trimmed, at most SCHOOL_DESCRIPTION_MAX characters. */
export const directoryDescription = () => textOrEmpty(SCHOOL_DESCRIPTION_MAX);

/**
 * A ticked box: `true` from JSON, `"on"` (or `"true"`) from a form posted without script; an unticked
 * box sends nothing, which is `false`.
 */
export const tickedBox = () =>
  z
    .union([z.boolean(), z.enum(["on", "true"]).transform(() => true)], {
      error: "Tick the box or leave it empty",
    })
    .default(false);

/** What the school sets in its portal: its consent to be listed and its description. */
export const SchoolDirectoryChoiceSchema = z.object({
  listInDirectory: tickedBox(),
  description: directoryDescription(),
});
export type SchoolDirectoryChoice = z.output<typeof SchoolDirectoryChoiceSchema>;

/** What staff set on the application's page: the school's consent, the description, and the hide switch. */
export const DirectorySettingsSchema = IdParamSchema.extend({
  listInDirectory: z.boolean(),
  hidden: z.boolean(),
  description: directoryDescription(),
});
export type DirectorySettings = z.input<typeof DirectorySettingsSchema>;

/** An application's place in the directory, as the back office and the portal show it. */
export const DirectoryEntrySchema = z.object({
  listInDirectory: z.boolean(),
  hidden: z.boolean(),
  description: z.string(),
  /** Shown in the public finder now: approved, consenting and not hidden. */
  listed: z.boolean(),
});
export type DirectoryEntry = z.infer<typeof DirectoryEntrySchema>;
