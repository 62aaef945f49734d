import { describe, expect, test } from "vitest";
import { z } from "zod";
import { issuesOf } from "../fixtures/issues.ts";
import {
  ApiErrorBodySchema,
  ContactInputSchema,
  defaultSiteConfig,
  emailAddress,
  HONEYPOT_FIELD,
  MAX_SHORT_TEXT,
  optionalText,
  optionalWebUrl,
  requiredText,
  resolveSiteConfig,
  retryWhen,
  SiteConfigSchema,
  toApiErrorBody,
  UNSTORABLE_TEXT_MESSAGE,
  uiMessages,
} from "../index.ts";

describe("default messages (spec 5)", () => {
  test.each([
    ["a missing field", z.object({ name: z.string() }), {}, "Required"],
    ["a wrong type", z.object({ name: z.string() }), { name: 42 }, "Invalid input"],
    ["null", z.object({ name: z.string() }), { name: null }, "Invalid input"],
    [
      "a too-short string",
      z.object({ name: z.string().min(3) }),
      { name: "ab" },
      "String must contain at least 3 character(s)",
    ],
    ["a bad enum value", z.object({ name: z.enum(["a", "b"]) }), { name: "c" }, "Invalid input"],
    [
      "a too-short list",
      z.object({ name: z.array(z.string()).min(1) }),
      { name: [] },
      "Array must contain at least 1 element(s)",
    ],
    [
      "a too-long string",
      z.object({ name: z.string().max(2) }),
      { name: "abc" },
      "String must contain at most 2 character(s)",
    ],
  ])("%s reads %j", (_case, schema, input, message) => {
    expect(issuesOf(schema, input)).toEqual([{ path: "name", message }]);
  });

  test("the package's own schemas use them where no message is set", () => {
    expect(
      issuesOf(ContactInputSchema, { name: 42, email: "jane@example.org", message: "Hello there, world" }),
    ).toEqual([{ path: "name", message: "Invalid input" }]);
    expect(issuesOf(SiteConfigSchema, { ...defaultSiteConfig, tagline: "x" })).toEqual([
      { path: "tagline", message: "String must contain at least 2 character(s)" },
    ]);
  });

  test("a message set on a rule wins over the default", () => {
    expect(issuesOf(z.string().min(3, "Too short"), "ab")).toEqual([{ path: "", message: "Too short" }]);
  });
});

describe("retryWhen: a limit's Retry-After in words", () => {
  test.each([
    [1, "in a few seconds"],
    [10, "in a few seconds"],
    [11, "in about a minute"],
    [60, "in about a minute"],
    [89, "in about a minute"],
    [90, "in about 2 minutes"],
    [900, "in about 15 minutes"],
    [5399, "in about 90 minutes"],
    [5400, "in about 2 hours"],
    [86_400, "in about 24 hours"],
  ])("%i s: %s", (seconds, words) => {
    expect(retryWhen(seconds)).toBe(words);
  });
});

describe("toApiErrorBody", () => {
  test("message is the first error's, paths are joined with dots", () => {
    const schema = z.object({ a: z.object({ b: z.array(z.string().min(2, "B too short")) }), c: z.string() });
    const result = schema.safeParse({ a: { b: ["ok", "x"] } });
    if (result.success) throw new Error("expected a failure");
    const body = toApiErrorBody(result.error);
    expect(body).toEqual({
      message: "B too short",
      errors: [
        { path: "a.b.1", message: "B too short" },
        { path: "c", message: "Required" },
      ],
    });
    expect(ApiErrorBodySchema.parse(body)).toEqual(body);
  });

  test("an error without issues still has a message", () => {
    expect(toApiErrorBody(new z.ZodError([]))).toEqual({ message: "Invalid input", errors: [] });
  });
});

describe("text helpers", () => {
  test.each([
    ["  ab  ", "ab"],
    ["a", null],
    ["   a   ", null],
    ["x".repeat(MAX_SHORT_TEXT), "x".repeat(MAX_SHORT_TEXT)],
    ["x".repeat(MAX_SHORT_TEXT + 1), null],
  ])("requiredText(2) %j → %j", (input, expected) => {
    const result = requiredText(2, "Too short").safeParse(input);
    expect(result.success ? result.data : null).toBe(expected);
  });

  test.each([
    [undefined, undefined],
    ["", undefined],
    ["  ", undefined],
    [" a ", "a"],
  ])("optionalText %j → %j", (input, expected) => {
    expect(optionalText().parse(input)).toBe(expected);
  });

  test.each([
    [" jane@example.org ", true],
    ["jane", false],
    [`${"a".repeat(250)}@example.org`, false],
  ])("emailAddress %j valid: %s", (input, valid) => {
    expect(emailAddress("Bad email").safeParse(input).success).toBe(valid);
  });

  test.each([
    ["https://example.org", true],
    ["http://sub.example.co.uk/path", true],
    ["", true],
    ["ftp://example.org", false],
    ["http://localhost:3000", false],
    ["http://127.0.0.1", false],
  ])("optionalWebUrl %j valid: %s", (input, valid) => {
    expect(optionalWebUrl("Bad URL").safeParse(input).success).toBe(valid);
  });

  test("the honeypot field is named homepage", () => {
    expect(HONEYPOT_FIELD).toBe("homepage");
  });
});

describe("resolveSiteConfig", () => {
  test("without overrides it is the default, with the spec's tagline", () => {
    expect(resolveSiteConfig({})).toEqual(defaultSiteConfig);
    expect(resolveSiteConfig({}).tagline).toBe("Empowering Educational Choice");
  });

  test("overrides replace the defaults; empty values keep them", () => {
    const config = resolveSiteConfig({
      name: "Yellowhammer ESA",
      teamName: "",
      infoEmail: "hello@yellowhammer.org",
    });
    expect(config).toEqual({
      ...defaultSiteConfig,
      name: "Yellowhammer ESA",
      teamName: defaultSiteConfig.teamName,
      infoEmail: "hello@yellowhammer.org",
    });
  });

  test("an invalid override is refused", () => {
    expect(() => resolveSiteConfig({ infoEmail: "not-an-email" })).toThrow(z.ZodError);
  });
});

describe("uiMessages are the spec 8 texts word for word", () => {
  test.each([
    [uiMessages.newsletter.successTitle, "Successfully subscribed!"],
    [
      uiMessages.newsletter.successBody,
      "Thank you for joining our newsletter. You'll receive updates about the CHOOSE Act and ESA opportunities.",
    ],
    [uiMessages.newsletter.failureTitle, "Subscription failed"],
    [uiMessages.newsletter.failureFallback, "Failed to subscribe to newsletter"],
    [uiMessages.contact.successTitle, "Message Sent!"],
    [uiMessages.contact.successBody, "Thank you for your message. We'll get back to you soon."],
    [uiMessages.contact.failureTitle, "Error"],
    [uiMessages.contact.failureFallback, "Failed to send message. Please try again."],
    [uiMessages.blogList.errorTitle, "Unable to Load Posts"],
    [uiMessages.blogList.errorBody, "We're having trouble loading the blog posts. Please try again later."],
    [uiMessages.blogList.empty, "No Posts Yet"],
    [uiMessages.blogDetail.notFoundTitle, "Post Not Found"],
    [
      uiMessages.blogDetail.notFoundBody,
      "The blog post you're looking for doesn't exist or has been removed.",
    ],
    [uiMessages.application.successTitle, "Application Submitted!"],
    [
      uiMessages.application.successBody,
      "Thank you for your application. We will review it and contact you soon.",
    ],
    [uiMessages.application.failureTitle, "Submission Failed"],
    [uiMessages.application.failureFallback, "Unable to submit application. Please try again."],
    [uiMessages.login.successTitle, "Login successful"],
    [uiMessages.login.successBody, "Welcome to the admin dashboard"],
    [uiMessages.login.failureTitle, "Login failed"],
    [uiMessages.login.failureFallback, "Invalid credentials"],
    [uiMessages.login.networkFailure, "Unable to connect to server"],
    [uiMessages.blogAdmin.deleted, "Blog post deleted successfully"],
    [uiMessages.blogAdmin.deleteFailed, "Failed to delete blog post"],
    [uiMessages.blogAdmin.created, "Blog post created successfully"],
    [uiMessages.blogAdmin.updated, "Blog post updated successfully"],
    [uiMessages.blogAdmin.saveFailed, "Failed to save blog post"],
    [uiMessages.blogAdmin.fetchListFailed, "Failed to fetch posts"],
    [uiMessages.blogAdmin.fetchOneFailed, "Failed to fetch post"],
    [uiMessages.applicationAdmin.statusUpdated, "status updated successfully"],
    [uiMessages.applicationAdmin.statusFailed, "Failed to update application status"],
    [uiMessages.applicationAdmin.deleted, "deleted successfully"],
    [uiMessages.applicationAdmin.deleteFailed, "Failed to delete application"],
    [
      uiMessages.sheets.configured,
      "Google Sheets integration configured successfully! Applications will now auto-sync.",
    ],
    [uiMessages.sheets.configureFailed, "Failed to configure Google Sheets integration"],
    [uiMessages.sheets.testOk, "Google Sheets connection is working!"],
    [uiMessages.sheets.testFailedTitle, "Connection Failed"],
    [uiMessages.sheets.testFailedFallback, "Unable to connect to Google Sheets"],
    [uiMessages.sheets.syncOk, "All applications synced successfully!"],
    [uiMessages.sheets.syncFailed, "Failed to sync applications"],
    [uiMessages.sheets.configurationRequiredTitle, "Configuration Required"],
    [uiMessages.sheets.configurationRequiredBody, "Please configure a spreadsheet first."],
    [uiMessages.notFound, "Page Not Found"],
  ])("%j", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("text PostgreSQL cannot store", () => {
  test.each([
    ["requiredText", requiredText(2, "too short")],
    ["optionalText", optionalText()],
  ])("%s rejects the NUL character with a message", (_name, schema) => {
    expect(schema.safeParse("a\u0000b").error?.issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });
});
