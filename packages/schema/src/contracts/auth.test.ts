import { describe, expect, test } from "vitest";
import { expectIssue, issuesOf, messagesAt, parseOk, testSpecMessages } from "../fixtures/issues.ts";
import {
  ADMIN_PASSWORD_MIN,
  AdminPasswordSchema,
  authMessages,
  ChangePasswordInputSchema,
  IdParamSchema,
  LoginCodeInputSchema,
  LoginInputSchema,
  TwoFactorConfirmInputSchema,
} from "../index.ts";

const login = { username: "admin", password: "secret" };

describe("LoginInputSchema", () => {
  test("accepts a username and password, trimming only the username", () => {
    expect(parseOk(LoginInputSchema, { username: "  admin ", password: " secret " })).toEqual({
      username: "admin",
      password: " secret ",
    });
  });

  testSpecMessages(LoginInputSchema, login, [
    ["username", authMessages.username, "Username is required", ["", "   "]],
    ["password", authMessages.password, "Password is required", [""]],
  ]);

  test("both fields are required", () => {
    expect(issuesOf(LoginInputSchema, {})).toEqual([
      { path: "username", message: "Required" },
      { path: "password", message: "Required" },
    ]);
  });

  test.each([
    ["username", 200],
    ["password", 1024],
  ])("%s over %i characters is rejected", (field, max) => {
    const input = { ...login, [field]: "x".repeat(max + 1) };
    expectIssue(LoginInputSchema, input, field, `Must be at most ${max} characters`);
  });
});

describe("AdminPasswordSchema", () => {
  test.each([
    ["x".repeat(ADMIN_PASSWORD_MIN - 1), false],
    ["x".repeat(ADMIN_PASSWORD_MIN), true],
    ["x".repeat(1025), false],
  ])("%j valid: %s", (password, valid) => {
    expect(AdminPasswordSchema.safeParse(password).success).toBe(valid);
  });

  test("a short password gets the readable message", () => {
    expect(ADMIN_PASSWORD_MIN).toBe(12);
    expect(issuesOf(AdminPasswordSchema, "short")).toEqual([
      { path: "", message: "Password must be at least 12 characters" },
    ]);
  });
});

describe("IdParamSchema", () => {
  test.each([
    ["0f8fad5b-d9cb-469f-a165-70867728950e", []],
    ["42", [{ path: "id", message: "Invalid id" }]],
    ["", [{ path: "id", message: "Invalid id" }]],
  ])("id %j gives %j", (id, expected) => {
    expect(issuesOf(IdParamSchema, { id })).toEqual(expected);
  });
});

describe("the second factor and the password change", () => {
  test("a code loses the spaces and dashes typed with it and is lower-cased", () => {
    expect(parseOk(LoginCodeInputSchema, { challenge: "c", code: " 123 456 " })).toEqual({
      challenge: "c",
      code: "123456",
    });
    expect(parseOk(TwoFactorConfirmInputSchema, { code: "ABCD-efgh-JKMN" })).toEqual({
      code: "abcdefghjkmn",
    });
    expect(messagesAt(TwoFactorConfirmInputSchema, { code: " - " }, "code")).toEqual([authMessages.code]);
  });

  test("the new password twice: 12+ characters and the same both times", () => {
    const input = (newPassword: string, confirmPassword: string) => ({
      currentPassword: "the old one",
      newPassword,
      confirmPassword,
    });
    expect(
      ChangePasswordInputSchema.safeParse(input("a brand new password", "a brand new password")).success,
    ).toBe(true);
    expect(messagesAt(ChangePasswordInputSchema, input("short", "short"), "newPassword")).toEqual([
      authMessages.passwordTooShort,
    ]);
    expect(
      messagesAt(
        ChangePasswordInputSchema,
        input("a brand new password", "a brand new passwort"),
        "confirmPassword",
      ),
    ).toEqual([authMessages.passwordMismatch]);
  });
});
