import { chooseActMessages } from "@choose/schema/choose-act";
import { guideEn } from "@choose/schema/i18n/guide-en";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderForm, renderRoute } from "../test/render";

async function renderEstimator() {
  const view = await renderForm("/choose-act", "Eligibility estimate");
  const { form } = view;
  const fill = async (values: { size?: string; income?: string; age?: string; year?: string }) => {
    if (values.year) await view.user.selectOptions(form.getByLabelText("School year"), values.year);
    for (const [label, value] of [
      [/^People in your household/, values.size],
      [/^Yearly household income/, values.income],
      [/^Your child's age/, values.age],
    ] as const) {
      const field = form.getByLabelText(label);
      await view.user.clear(field);
      if (value) await view.user.type(field, value);
    }
  };
  const check = form.getByRole("button", { name: "Check eligibility" });
  return { ...view, fill, check };
}

describe("the CHOOSE Act estimator", () => {
  test("an income exactly at the limit is likely eligible, with the reason and the award, in a live region; focus stays", async () => {
    const { user, fill, check } = await renderEstimator();
    await fill({ year: "2025-26", size: "4", income: "93,600", age: "5" });
    await user.click(check);
    const result = await screen.findByText("Likely eligible for 2025-26");
    const region = result.closest('[role="status"]');
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toHaveTextContent("limit of $93,600 for a household of 4 people");
    expect(region).toHaveTextContent("$7,000 at a participating school");
    expect(region).toHaveTextContent(guideEn.estimator.disclaimer);
    expect(
      within(region as HTMLElement).getByRole("link", { name: /Alabama Department of Revenue/ }),
    ).toBeVisible();
    expect(check).toHaveFocus();
  });

  test("a dollar over the limit, or age 20, is likely not eligible; 2027-28 has no income limit", async () => {
    const { user, fill, check } = await renderEstimator();
    await fill({ year: "2025-26", size: "4", income: "93601", age: "10" });
    await user.click(check);
    expect(await screen.findByText("Likely not eligible for 2025-26")).toBeVisible();
    await fill({ year: "2026-27", size: "1", income: "10000", age: "20" });
    await user.click(check);
    expect(await screen.findByText("Likely not eligible for 2026-27")).toBeVisible();
    expect(
      screen.getByText("A child must be 19 or younger (up to 21 with an IEP or a 504 plan)."),
    ).toBeVisible();
    await fill({ year: "2027-28", size: "9", income: "2,000,000", age: "19" });
    await user.click(check);
    expect(await screen.findByText("No income limit that year for 2027-28")).toBeVisible();
  });

  test("a missing answer is named at its field, which gets the focus; no result is shown", async () => {
    const { user, form, fill, check } = await renderEstimator();
    await fill({ size: "4", age: "8" });
    await user.click(check);
    expect(await form.findByText(chooseActMessages.income)).toBeVisible();
    expect(form.getByLabelText(/^Yearly household income/)).toHaveFocus();
    expect(form.getByLabelText(/^Yearly household income/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText(/^Likely/)).toBeNull();
  });
});

test("the guide shows the income limits, the FAQ as disclosure widgets and the last review date", async () => {
  renderRoute("/choose-act");
  expect(await screen.findByRole("table", { name: "Household income limit by school year" })).toBeVisible();
  expect(screen.getByRole("cell", { name: "$93,600" })).toBeVisible();
  expect(screen.getByText("Do I get the money as cash?").tagName).toBe("SUMMARY");
  expect(screen.getByText("November 22, 2026")).toBeVisible();
});
