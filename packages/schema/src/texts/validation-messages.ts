/**
 * The validation texts of spec section 5, zod-free (`@choose/schema/i18n` reads them as the English
 * catalogue's validation group, so the first page needs no zod to show or translate them).
 */

export const contactMessages = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  message: "Message must be at least 10 characters",
} as const;

export const newsletterMessages = {
  email: "Please enter a valid email address",
  name: "Name is required",
} as const;

export const applicationMessages = {
  schoolName: "School name is required",
  address: "Physical address is required",
  city: "City is required",
  state: "State is required",
  zipCode: "Please enter a valid ZIP code",
  phone: "Phone number is required",
  website: "Please enter a valid website URL",
  administratorEmail: "Please enter a valid email address",
  administratorName: "Administrator name is required",
  administratorPhone: "Administrator phone is required",
  schoolHistory: "Please provide at least 50 characters for school history",
  missionStatement: "Mission statement is required",
  governanceStructure: "Please select at least one governance structure",
  schoolType: "Please select at least one school type",
  lowestGrade: "Please select lowest grade",
  highestGrade: "Please select highest grade",
  curriculumUsed: "Please describe the curriculum used",
  gradeOrder: "Highest grade cannot be below the lowest grade",
  status: "Status must be pending, under_review, approved or rejected",
} as const;

/** An event's registration form (issue 34). */
export const eventRegistrationMessages = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  seats: "Please choose between 1 and 10 seats",
} as const;

/** The spec's default texts (where no rule sets its own); `{n}` is the limit. */
export const defaultValidationMessages = {
  required: "Required",
  invalid: "Invalid input",
  minString: "String must contain at least {n} character(s)",
  maxString: "String must contain at most {n} character(s)",
  minArray: "Array must contain at least {n} element(s)",
  maxArray: "Array must contain at most {n} element(s)",
  /** Ours: the length limits of stored text. */
  tooLong: "Must be at most {n} characters",
  unstorable: "Contains characters that are not allowed",
  /** Ours: a confirmation or unsubscribe link's token that is not one we could have sent. */
  linkToken: "This link is not valid. Please open it exactly as it is in the email.",
} as const;

/** What a form posted without its script can be told beyond its fields' rules. */
export const formPostMessages = {
  crossSite:
    "This form was sent from another website, so nothing was sent. Please fill it in on this page and send it again.",
} as const;
