import type { Application } from "@choose/schema";
import { validApplicationFields } from "@choose/schema/fixtures";
import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { AdministratorDetails } from "./detail";

describe("AdministratorDetails", () => {
  test("a long email address may wrap only before its @ and dots, never mid-word", () => {
    const email = "jordan.lee-administrator@gracechristianacademy.example.org";
    const application: Application = {
      ...validApplicationFields,
      administratorEmail: email,
      id: "a1",
      status: "pending",
      submittedAt: "2026-01-02T00:00:00.000Z",
    };
    render(
      <dl>
        <AdministratorDetails application={application} nameTerm="Administrator" />
      </dl>,
    );
    const link = screen.getByRole("link", { name: email });
    expect(link).toHaveAttribute("href", `mailto:${email}`);
    expect(link.className).not.toContain("break-all");
    expect(link.innerHTML).toBe(
      "jordan<wbr>.lee-administrator<wbr>@gracechristianacademy<wbr>.example<wbr>.org",
    );
  });
});
