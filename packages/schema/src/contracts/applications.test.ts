import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  issuesOf,
  messagesAt,
  parseOk,
  type SpecRule,
  testParsedField,
  testRefusals,
  testSpecMessages,
} from "../fixtures/issues.ts";
import { validApplication } from "../fixtures/valid.ts";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationData,
  ApplicationInputSchema,
  ApplicationStatusUpdateSchema,
  applicationMessages,
  DEFAULT_APPLICATION_STATUS,
  DEFAULT_STATE,
  GOVERNANCE_OPTIONS,
  GOVERNANCE_VALUES,
  GRADE_OPTIONS,
  isPoBox,
  SCHOOL_TYPE_OPTIONS,
  SCHOOL_TYPE_VALUES,
  ZIP_CODE_PATTERN,
} from "../index.ts";

const withField = (field: string, value: unknown) => ({ ...validApplication, [field]: value });

/** Spec 5, the application table: field, constant, spec text, values that break the rule. */
const specRules: readonly SpecRule[] = [
  ["schoolName", applicationMessages.schoolName, "School name is required", ["G"]],
  ["address", applicationMessages.address, "Physical address is required", ["1 A", "PO Box 12"]],
  ["city", applicationMessages.city, "City is required", ["B"]],
  ["state", applicationMessages.state, "State is required", ["A"]],
  ["zipCode", applicationMessages.zipCode, "Please enter a valid ZIP code", ["1234"]],
  ["phone", applicationMessages.phone, "Phone number is required", ["555-0100"]],
  ["website", applicationMessages.website, "Please enter a valid website URL", ["not a url"]],
  [
    "administratorEmail",
    applicationMessages.administratorEmail,
    "Please enter a valid email address",
    ["john@"],
  ],
  ["administratorName", applicationMessages.administratorName, "Administrator name is required", ["J"]],
  ["administratorPhone", applicationMessages.administratorPhone, "Administrator phone is required", ["555"]],
  [
    "schoolHistory",
    applicationMessages.schoolHistory,
    "Please provide at least 50 characters for school history",
    ["x".repeat(49)],
  ],
  [
    "missionStatement",
    applicationMessages.missionStatement,
    "Mission statement is required",
    ["x".repeat(19)],
  ],
  [
    "governanceStructure",
    applicationMessages.governanceStructure,
    "Please select at least one governance structure",
    [[]],
  ],
  ["schoolType", applicationMessages.schoolType, "Please select at least one school type", [[]]],
  ["lowestGrade", applicationMessages.lowestGrade, "Please select lowest grade", ["", undefined]],
  [
    "highestGrade",
    applicationMessages.highestGrade,
    "Please select highest grade",
    ["13th grade", undefined],
  ],
  ["curriculumUsed", applicationMessages.curriculumUsed, "Please describe the curriculum used", ["Abeka"]],
];

/** Trimmed text fields: field, minimum, maximum. Shared by the boundary tests and the property. */
const textRules = [
  ["schoolName", 2, 200],
  ["address", 5, 300],
  ["city", 2, 100],
  ["state", 2, 50],
  ["phone", 10, 50],
  ["administratorName", 2, 200],
  ["administratorPhone", 10, 50],
  ["schoolHistory", 50, 10_000],
  ["missionStatement", 20, 5000],
  ["curriculumUsed", 10, 5000],
] as const;

const optionalTextRules = [
  ["currentAccreditations", 2000],
  ["preschoolEnrollment", 50],
  ["elementaryEnrollment", 50],
  ["middleSchoolEnrollment", 50],
  ["highSchoolEnrollment", 50],
] as const;

describe("ApplicationInputSchema: the spec table", () => {
  test("the fixture is valid and the state defaults to AL", () => {
    const data = parseOk(ApplicationInputSchema, validApplication);
    expect(DEFAULT_STATE).toBe("AL");
    expect(data.state).toBe("AL");
  });

  testSpecMessages(ApplicationInputSchema, validApplication, specRules);

  test.each(textRules)("%s: trimmed length %i..%i", (field, min, max) => {
    const message = `Must be at most ${max} characters`;
    expect(issuesOf(ApplicationInputSchema, withField(field, "x".repeat(min)))).toEqual([]);
    expect(parseOk(ApplicationInputSchema, withField(field, `  ${"x".repeat(min)}  `))[field]).toBe(
      "x".repeat(min),
    );
    expect(
      messagesAt(ApplicationInputSchema, withField(field, ` ${"x".repeat(min - 1)} `), field),
    ).toHaveLength(1);
    expect(issuesOf(ApplicationInputSchema, withField(field, "x".repeat(max)))).toEqual([]);
    expect(messagesAt(ApplicationInputSchema, withField(field, "x".repeat(max + 1)), field)).toContain(
      message,
    );
  });

  test.each(textRules.filter(([field]) => field !== "state"))("%s is required", (field) => {
    expect(messagesAt(ApplicationInputSchema, withField(field, undefined), field)).toEqual(["Required"]);
  });

  test.each([
    ["", applicationMessages.state],
    [undefined, null],
    ["GA", null],
  ])("state %j gives %j", (state, message) => {
    const messages = messagesAt(ApplicationInputSchema, withField("state", state), "state");
    expect(messages).toEqual(message ? [message] : []);
  });

  test.each(optionalTextRules)("%s is optional, blank becomes undefined, at most %i", (field, max) => {
    for (const value of [undefined, "", "   "]) {
      expect(parseOk(ApplicationInputSchema, withField(field, value))).toHaveProperty(field, undefined);
    }
    expect(parseOk(ApplicationInputSchema, withField(field, " 42 "))[field]).toBe("42");
    expect(messagesAt(ApplicationInputSchema, withField(field, "x".repeat(max + 1)), field)).toEqual([
      `Must be at most ${max} characters`,
    ]);
  });

  test("the honeypot field passes through for the server to check", () => {
    expect(parseOk(ApplicationInputSchema, withField("homepage", "http://spam.example")).homepage).toBe(
      "http://spam.example",
    );
  });
});

describe("PO Box addresses", () => {
  const poBoxes = [
    "PO Box 12",
    "P.O. Box 12",
    "P.O.Box 12",
    "p o box 7",
    "POB 12",
    "Post Office Box 12",
    "POBox 12",
    "po. box 9",
    "P.O. Box12",
    "Post Office Box12",
    "PO-Box 12",
    "P.O.B. 12",
    "PO BOX",
    "123 Main St, PO Box 5",
  ];
  // "Pobox Road" is a street name: a bare "Pobox" without a number is accepted on purpose.
  const streets = [
    "123 Main St",
    "Pobox Road",
    "Apollo Box Rd",
    "1 Post Road",
    "12 Boxwood Lane",
    "7 Po Boxer St",
  ];

  test.each([
    ...poBoxes.map((address) => [address, true] as const),
    ...streets.map((address) => [address, false] as const),
  ])("isPoBox(%j) is %s", (address, poBox) => {
    expect(isPoBox(address)).toBe(poBox);
  });
  testRefusals(ApplicationInputSchema, validApplication, [
    ["address", "Physical address is required", poBoxes],
  ]);
  testParsedField(
    ApplicationInputSchema,
    validApplication,
    "address",
    streets.map((address) => [address, address]),
  );
});

describe("ZIP code", () => {
  const badZipCodes = ["1234", "123456", "12345-678", "12345-67890", "12345 6789", "abcde", "", "١٢٣٤٥"];

  testParsedField(ApplicationInputSchema, validApplication, "zipCode", [
    ["12345", "12345"],
    ["12345-6789", "12345-6789"],
    [" 35203 ", "35203"],
  ]);
  test.each(badZipCodes)("ZIP_CODE_PATTERN refuses %j", (zipCode) => {
    expect(ZIP_CODE_PATTERN.test(zipCode)).toBe(false);
  });
  testRefusals(ApplicationInputSchema, validApplication, [
    ["zipCode", "Please enter a valid ZIP code", badZipCodes],
  ]);
});

describe("website", () => {
  testParsedField(ApplicationInputSchema, validApplication, "website", [
    [undefined, undefined],
    // Blank stays "" (not undefined) so an update can clear a URL; the server stores it as null.
    ["", ""],
    ["   ", ""],
    ["https://school.example.org", "https://school.example.org"],
    ["http://www.school.org/about?tab=1", "http://www.school.org/about?tab=1"],
    // A bare domain is what people type: stored with https://.
    ["gracechristian.org", "https://gracechristian.org"],
    [" www.school.org/about ", "https://www.school.org/about"],
  ]);

  testRefusals(ApplicationInputSchema, validApplication, [
    [
      "website",
      "Please enter a valid website URL",
      [
        "javascript:alert(1)",
        "ftp://x.org",
        "http://localhost",
        "localhost",
        "not a website",
        "https://",
        "mailto:a@b.org",
        // Over 2048 characters.
        `https://school.org/${"a".repeat(2048)}`,
      ],
    ],
  ]);
});

describe("governance structure and school type", () => {
  test("the option lists match spec 3", () => {
    expect(GOVERNANCE_VALUES).toEqual([
      "church-related",
      "pastor-directed",
      "independent-board",
      "family-run",
      "other",
    ]);
    expect(SCHOOL_TYPE_VALUES).toEqual([
      "conventional",
      "distance-learning",
      "homeschool-support",
      "hybrid",
      "other",
    ]);
    expect(GOVERNANCE_OPTIONS.map((option) => option.value)).toEqual([...GOVERNANCE_VALUES]);
    expect(SCHOOL_TYPE_OPTIONS.map((option) => option.value)).toEqual([...SCHOOL_TYPE_VALUES]);
  });

  test.each([
    ["governanceStructure", GOVERNANCE_VALUES],
    ["schoolType", SCHOOL_TYPE_VALUES],
  ] as const)("%s accepts every option, and collapses duplicates", (field, values) => {
    expect(parseOk(ApplicationInputSchema, withField(field, [...values]))[field]).toEqual([...values]);
    const [first, second] = values;
    expect(parseOk(ApplicationInputSchema, withField(field, [first, second, first]))[field]).toEqual([
      first,
      second,
    ]);
    const many = Array.from({ length: values.length + 1 }, () => second);
    expect(parseOk(ApplicationInputSchema, withField(field, many))[field]).toEqual([second]);
  });

  test.each([
    ["governanceStructure", ["catholic"]],
    ["governanceStructure", ["other", "Other"]],
    ["governanceStructure", "other"],
    ["governanceStructure", [1]],
    ["schoolType", ["online"]],
    ["schoolType", [null]],
    ["schoolType", "hybrid"],
  ])("%s %j is rejected", (field, value) => {
    const messages = issuesOf(ApplicationInputSchema, withField(field, value))
      .filter((issue) => issue.path === field || issue.path.startsWith(`${field}.`))
      .map((issue) => issue.message);
    expect(messages).toEqual(["Invalid input"]);
  });
});

describe("grades", () => {
  test("GRADE_OPTIONS are in the order of spec 3", () => {
    const ordinal = (n: number) => `${n}${n === 1 ? "st" : n === 2 ? "nd" : n === 3 ? "rd" : "th"}`;
    const numbered = Array.from({ length: 12 }, (_, index) => `${ordinal(index + 1)} grade`);
    expect(GRADE_OPTIONS).toEqual([
      "Infant to 2 yrs",
      "Preschool 3 yrs",
      "PreK (K4)",
      "Kindergarten",
      ...numbered,
    ]);
  });

  test.each(GRADE_OPTIONS)("%j is accepted as both lowest and highest grade", (grade) => {
    const data = parseOk(ApplicationInputSchema, {
      ...validApplication,
      lowestGrade: grade,
      highestGrade: grade,
    });
    expect([data.lowestGrade, data.highestGrade]).toEqual([grade, grade]);
  });

  test.each(["K5", "13th grade", "kindergarten", "1st Grade", 1])("grade %j is rejected", (grade) => {
    expect(messagesAt(ApplicationInputSchema, withField("lowestGrade", grade), "lowestGrade")).toEqual([
      "Please select lowest grade",
    ]);
  });

  test.each([
    ["3rd grade", "1st grade"],
    ["Kindergarten", "PreK (K4)"],
    ["12th grade", "Infant to 2 yrs"],
    ["10th grade", "9th grade"],
  ])("lowest %j above highest %j is rejected on highestGrade", (lowestGrade, highestGrade) => {
    expect(applicationMessages.gradeOrder).toBe("Highest grade cannot be below the lowest grade");
    expect(issuesOf(ApplicationInputSchema, { ...validApplication, lowestGrade, highestGrade })).toEqual([
      { path: "highestGrade", message: "Highest grade cannot be below the lowest grade" },
    ]);
  });

  test.each([
    ["Infant to 2 yrs", "12th grade"],
    ["9th grade", "10th grade"],
  ])("lowest %j to highest %j is accepted", (lowestGrade, highestGrade) => {
    expect(issuesOf(ApplicationInputSchema, { ...validApplication, lowestGrade, highestGrade })).toEqual([]);
  });

  test("the grade order is still reported next to other field errors", () => {
    const issues = issuesOf(ApplicationInputSchema, {
      ...validApplication,
      schoolName: "G",
      lowestGrade: "5th grade",
      highestGrade: "1st grade",
    });
    expect(issues).toEqual([
      { path: "schoolName", message: applicationMessages.schoolName },
      { path: "highestGrade", message: applicationMessages.gradeOrder },
    ]);
  });
});

describe("application status", () => {
  test("statuses, labels and the default match spec 4", () => {
    expect(APPLICATION_STATUSES).toEqual(["pending", "under_review", "approved", "rejected"]);
    expect(APPLICATION_STATUS_LABELS).toEqual({
      pending: "Pending",
      under_review: "Under Review",
      approved: "Approved",
      rejected: "Rejected",
    });
    expect(DEFAULT_APPLICATION_STATUS).toBe("pending");
  });

  test.each(APPLICATION_STATUSES)("status %j is accepted", (status) => {
    expect(parseOk(ApplicationStatusUpdateSchema, { status })).toEqual({ status, sendLetter: false });
  });

  test.each(["Pending", "under review", "archived", "", 1, null])("status %j is rejected", (status) => {
    expect(messagesAt(ApplicationStatusUpdateSchema, { status }, "status")).toEqual([
      applicationMessages.status,
    ]);
  });
});

/** Every rule of spec 5 that a parsed application must satisfy. */
function expectSpecRules(data: ApplicationData): void {
  for (const [field, min, max] of textRules) {
    const value = data[field];
    expect(value).toBe(value.trim());
    expect(value.length).toBeGreaterThanOrEqual(min);
    expect(value.length).toBeLessThanOrEqual(max);
  }
  for (const [field, max] of optionalTextRules) {
    const value = data[field];
    if (value !== undefined) {
      expect(value.length).toBeGreaterThan(0);
      expect(value.length).toBeLessThanOrEqual(max);
      expect(value).toBe(value.trim());
    }
  }
  expect(isPoBox(data.address)).toBe(false);
  expect(data.zipCode).toMatch(/^\d{5}(?:-\d{4})?$/);
  expect(data.administratorEmail).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
  if (data.website) {
    const url = new URL(data.website);
    expect(["http:", "https:"]).toContain(url.protocol);
    expect(url.hostname).toContain(".");
  }
  for (const [picked, values] of [
    [data.governanceStructure, GOVERNANCE_VALUES],
    [data.schoolType, SCHOOL_TYPE_VALUES],
  ] as const) {
    expect(picked.length).toBeGreaterThan(0);
    expect(new Set(picked).size).toBe(picked.length);
    for (const value of picked) expect(values).toContain(value);
  }
  expect(GRADE_OPTIONS.indexOf(data.highestGrade)).toBeGreaterThanOrEqual(
    GRADE_OPTIONS.indexOf(data.lowestGrade),
  );
}

describe("ApplicationInputSchema properties", () => {
  test("never throws on arbitrary JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        expect(() => ApplicationInputSchema.safeParse(input)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  /** Near-valid applications: each field is the valid value, a tricky one or arbitrary JSON. */
  const tricky: Record<string, unknown[]> = {
    address: ["PO Box 1", "P.O. Box12", "12 Elm St", "  1 Oak Ave  "],
    zipCode: ["1234", "12345-6789", " 12345 "],
    website: ["", " ", "ftp://x.org", "javascript:alert(1)", "http://localhost", "https://a.example.com"],
    governanceStructure: [["other", "other"], ["family-run", "church-related"], [], ["nope"]],
    schoolType: [["hybrid"], ["hybrid", "other", "hybrid"], []],
    lowestGrade: [...GRADE_OPTIONS, "13th grade"],
    highestGrade: [...GRADE_OPTIONS, ""],
    state: [undefined, "", " AL ", "Georgia"],
    currentAccreditations: ["", "   ", " Cognia "],
  };
  const fields: [string, unknown][] = [
    ...Object.entries(validApplication),
    ...Object.keys(tricky)
      .filter((field) => !(field in validApplication))
      .map((field): [string, unknown] => [field, undefined]),
  ];
  // Mostly valid fields, so that a fair share of whole applications pass and their rules get checked.
  const fieldArb = (valid: unknown) =>
    fc.oneof(
      { weight: 30, arbitrary: fc.constant(valid) },
      {
        weight: 1,
        arbitrary: fc.string().map((text) => (typeof valid === "string" ? ` ${valid}${text}` : text)),
      },
      { weight: 1, arbitrary: fc.jsonValue() },
    );
  const applicationArb = fc.record(
    Object.fromEntries(
      fields.map(([field, valid]) => {
        const options = tricky[field];
        return [field, options ? fc.oneof(fieldArb(valid), fc.constantFrom(...options)) : fieldArb(valid)];
      }),
    ),
  );

  test("never throws, and whatever passes satisfies the spec rules", () => {
    let passed = 0;
    fc.assert(
      fc.property(applicationArb, (input) => {
        const result = ApplicationInputSchema.safeParse(input);
        if (result.success) {
          passed += 1;
          expectSpecRules(result.data);
        }
      }),
      { numRuns: 500 },
    );
    expect(passed).toBeGreaterThan(0);
  });
});
