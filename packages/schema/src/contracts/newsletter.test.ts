import { describe, expect, test } from "vitest";
import { messagesAt, parseOk, testSpecMessages } from "../fixtures/issues.ts";
import { validNewsletter } from "../fixtures/valid.ts";
import {
  canSubmitNewsletter,
  NEWSLETTER_NAME_MIN,
  NewsletterInputSchema,
  newsletterMessages,
} from "../index.ts";

describe("NewsletterInputSchema", () => {
  test("trims both fields and lower-cases the email", () => {
    expect(parseOk(NewsletterInputSchema, { email: "  Jane.Doe@Example.ORG ", name: "  Jane  " })).toEqual({
      email: "jane.doe@example.org",
      name: "Jane",
    });
  });

  testSpecMessages(NewsletterInputSchema, validNewsletter, [
    ["email", newsletterMessages.email, "Please enter a valid email address", ["jane", "   "]],
    ["name", newsletterMessages.name, "Name is required", ["", "J", "  J  "]],
  ]);

  test("the name minimum is 2 (spec 9)", () => {
    expect(NEWSLETTER_NAME_MIN).toBe(2);
    expect(parseOk(NewsletterInputSchema, { ...validNewsletter, name: " Al " }).name).toBe("Al");
  });

  test.each(["email", "name"])("%s is required", (field) => {
    const { [field as keyof typeof validNewsletter]: _dropped, ...rest } = validNewsletter;
    expect(messagesAt(NewsletterInputSchema, rest, field)).toEqual(["Required"]);
  });
});

describe("canSubmitNewsletter", () => {
  test.each([
    { email: "jane@example.org", name: "Jo", expected: true },
    { email: "  jane@example.org  ", name: "  Jo  ", expected: true },
    { email: "x", name: "Jane", expected: true },
    { email: "", name: "Jane", expected: false },
    { email: "   ", name: "Jane", expected: false },
    { email: "\t\n", name: "Jane", expected: false },
    { email: "jane@example.org", name: "", expected: false },
    { email: "jane@example.org", name: "J", expected: false },
    { email: "jane@example.org", name: "  J  ", expected: false },
    { email: "jane@example.org", name: "    ", expected: false },
    { email: "", name: "", expected: false },
  ])("email $email and name $name → $expected", ({ email, name, expected }) => {
    expect(canSubmitNewsletter({ email, name })).toBe(expected);
  });
});
