import { uiMessages } from "@choose/schema";
import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderRoute } from "../test/render";

test("an unknown path shows Page Not Found with a way home", async () => {
  const { user, history } = renderRoute("/no-such-page");
  expect(await screen.findByRole("heading", { level: 1, name: uiMessages.notFound })).toBeInTheDocument();
  expect(document.title).toContain(uiMessages.notFound);
  await user.click(screen.getByRole("link", { name: "Back to Home" }));
  expect(history.location.pathname).toBe("/");
});
