import { describe, expect, test } from "vitest";
import { expectIssue, issuesOf, parseOk, testSpecMessages } from "../fixtures/issues.ts";
import { validContact } from "../fixtures/valid.ts";
import { CONTACT_MESSAGE_MAX, ContactInputSchema, contactMessages } from "../index.ts";

describe("ContactInputSchema", () => {
  test("accepts a complete message and trims every field", () => {
    const data = parseOk(ContactInputSchema, {
      ...validContact,
      name: "  Jane Doe ",
      email: " jane@example.org ",
      message: `  ${validContact.message}  `,
    });
    expect(data).toEqual({ ...validContact, homepage: undefined });
  });

  testSpecMessages(ContactInputSchema, validContact, [
    ["name", contactMessages.name, "Name must be at least 2 characters", ["J", "  J  "]],
    ["email", contactMessages.email, "Please enter a valid email address", ["jane@", "not an email"]],
    [
      "message",
      contactMessages.message,
      "Message must be at least 10 characters",
      ["Too short", "   123456789   "],
    ],
  ]);

  test.each([
    ["name", "Jo"],
    ["message", "1234567890"],
  ])("%s at its minimum length %j passes", (field, value) => {
    expect(issuesOf(ContactInputSchema, { ...validContact, [field]: value })).toEqual([]);
  });

  test.each(["phone", "organization"])(
    "%s is optional: missing, empty and blank all become undefined",
    (field) => {
      for (const value of [undefined, "", "   "]) {
        const data = parseOk(ContactInputSchema, { ...validContact, [field]: value });
        expect(data).toHaveProperty(field, undefined);
      }
    },
  );

  test("rejects a message over the maximum length", () => {
    const message = "x".repeat(CONTACT_MESSAGE_MAX + 1);
    expectIssue(
      ContactInputSchema,
      { ...validContact, message },
      "message",
      `Must be at most ${CONTACT_MESSAGE_MAX} characters`,
    );
  });

  test("reports every required field missing from an empty body", () => {
    expect(issuesOf(ContactInputSchema, {})).toEqual([
      { path: "name", message: "Required" },
      { path: "email", message: "Required" },
      { path: "message", message: "Required" },
    ]);
  });
});
