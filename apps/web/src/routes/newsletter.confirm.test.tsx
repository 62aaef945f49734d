import { emailMessages } from "@choose/schema";
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockBackend } from "../mocks/backend";
import { renderRoute } from "../test/render";

describe("the newsletter's link pages", () => {
  test("confirm: a link nobody was given says it is not valid", async () => {
    renderRoute(`/newsletter/confirm?token=${"0".repeat(64)}`);
    expect(await screen.findByText(emailMessages.confirmInvalid)).toBeVisible();
  });

  test("confirm without a token says so at once", async () => {
    renderRoute("/newsletter/confirm");
    expect(await screen.findByText(emailMessages.confirmInvalid)).toBeVisible();
  });

  test("unsubscribe with a bad link says it is not valid", async () => {
    renderRoute(`/newsletter/unsubscribe?token=${"0".repeat(64)}`);
    expect(await screen.findByText(emailMessages.unsubscribeInvalid)).toBeVisible();
  });

  test("a good link confirms once, even when the page renders twice", async () => {
    let token = "";
    mockBackend.override("newsletter", {
      async confirm(given) {
        if (given !== token) throw new Error("wrong token");
        token = "used";
        return { message: emailMessages.confirmed };
      },
    });
    token = "a".repeat(64);
    renderRoute(`/newsletter/confirm?token=${token}`);
    expect(await screen.findByText(emailMessages.confirmed)).toBeVisible();
  });
});
