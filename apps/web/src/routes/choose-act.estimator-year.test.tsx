import { type ChooseActYear, SEEDED_CHOOSE_ACT_GUIDE } from "@choose/schema";
import type { Language } from "@choose/schema/i18n";
import { guideEn } from "@choose/schema/i18n/guide-en";
import { guideEs } from "@choose/schema/i18n/guide-es";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { LocalizationContext } from "../lib/i18n";
import { loadGuideTexts, loadLocalization } from "../lib/load-localization";
import { renderRoute } from "../test/render";
import { renderSpanishRoute } from "../test/render-spanish";
import { Estimator } from "./-components/choose-act/estimator";

/*
 * The seeded table: 2025-26's window closed on April 7, 2025, 2026-27's on March 31, 2026, and 2027-28's
 * dates are not announced. The routes run on the real clock (after March 31, 2026, so 2026-27 has
 * closed for good); the component takes its day as given.
 */

/** The whole estimator (the form and its live region) in the page's language, on `today`. */
async function renderEstimator(language: Language, today: string, years?: readonly ChooseActYear[]) {
  const localization = await loadLocalization(language);
  await loadGuideTexts(localization);
  const user = userEvent.setup();
  render(
    <LocalizationContext value={localization}>
      <Estimator years={years ?? SEEDED_CHOOSE_ACT_GUIDE.years} today={today} />
    </LocalizationContext>,
  );
  const texts = language === "es" ? guideEs.estimator : guideEn.estimator;
  const form = within(screen.getByRole("form", { name: texts.formLabel }));
  const answer = async () => {
    await user.type(form.getByLabelText(new RegExp(`^${texts.householdSize}`)), "4");
    await user.type(form.getByLabelText(new RegExp(`^${texts.income}`)), "50000");
    await user.type(form.getByLabelText(new RegExp(`^${texts.childAge}`)), "9");
    await user.click(form.getByRole("button", { name: texts.submit }));
    const region = screen.getByRole("status");
    await waitFor(() => expect(region).not.toBeEmptyDOMElement());
    return region;
  };
  return { user, form, texts, answer };
}

describe.each([
  {
    language: "en" as const,
    path: "/choose-act",
    notice:
      "Applications for 2026-27 closed on March 31, 2026. You can no longer apply for that school year.",
    next: "To check the next school year, choose 2027-28.",
    result: "Applications for 2026-27 closed on March 31, 2026, so you cannot apply for that year now.",
    apply: "Apply at the",
  },
  {
    language: "es" as const,
    path: "/es/choose-act",
    notice:
      "Las solicitudes para 2026-27 se cerraron el 31 de marzo de 2026. Ya no puede hacer la solicitud para ese año escolar.",
    next: "Para ver el próximo año escolar, elija 2027-28.",
    result:
      "Las solicitudes para 2026-27 se cerraron el 31 de marzo de 2026, así que ya no puede hacer la solicitud para ese año.",
    apply: "Haga su solicitud en el",
  },
])("the guide's estimator ($language)", ({ language, path, notice, next, result, apply }) => {
  const texts = language === "es" ? guideEs.estimator : guideEn.estimator;

  test("starts on the next year whose window is to come; a closed year says so, and where to look next", async () => {
    const view = language === "es" ? await renderSpanishRoute(path) : renderRoute(path);
    const form = within(await screen.findByRole("form", { name: texts.formLabel }));
    const year = form.getByRole("combobox", { name: texts.schoolYear });
    expect(year).toHaveValue("2027-28");
    expect(form.queryByText(notice)).toBeNull();

    await view.user.selectOptions(year, "2026-27");
    const description = describedBy(year);
    expect(description).toHaveTextContent(notice);
    expect(description).toHaveTextContent(next);

    await view.user.type(form.getByLabelText(new RegExp(`^${texts.householdSize}`)), "4");
    await view.user.type(form.getByLabelText(new RegExp(`^${texts.income}`)), "50000");
    await view.user.type(form.getByLabelText(new RegExp(`^${texts.childAge}`)), "9");
    await view.user.click(form.getByRole("button", { name: texts.submit }));
    const outcome = fillYear(texts.outcome["likely-eligible"], "2026-27");
    await screen.findByText(outcome);
    const region = screen.getAllByRole("status").find((status) => status.textContent?.includes(outcome));
    if (!region) throw new Error("the estimate is not in a live region");
    expect(region).toHaveTextContent(result);
    expect(region).not.toHaveTextContent(apply);
    // Where the next year's dates will be: the state's sites, linked.
    expect(within(region).getByRole("link", { name: /ALDOR/ })).toHaveAttribute(
      "href",
      "https://www.revenue.alabama.gov/",
    );
  });

  test("on a day 2026-27's window is open it starts there, with no notice, and says where to apply", async () => {
    const { form, answer } = await renderEstimator(language, "2026-02-15");
    expect(form.getByRole("combobox", { name: texts.schoolYear })).toHaveValue("2026-27");
    expect(form.queryByText(notice)).toBeNull();
    const region = await answer();
    expect(region).toHaveTextContent(fillYear(texts.outcome["likely-eligible"], "2026-27"));
    expect(region).toHaveTextContent(apply);
    expect(region).not.toHaveTextContent(result);
  });

  test("before 2026-27's window opens it starts there too (2025-26's has closed)", async () => {
    const { form } = await renderEstimator(language, "2025-11-28");
    expect(form.getByRole("combobox", { name: texts.schoolYear })).toHaveValue("2026-27");
  });

  test("when every window has closed, the newest year, saying so, with no other year to offer", async () => {
    const dated = SEEDED_CHOOSE_ACT_GUIDE.years.filter((year) => year.applicationsClose !== null);
    const { form } = await renderEstimator(language, "2026-11-28", dated);
    const year = form.getByRole("combobox", { name: texts.schoolYear });
    expect(year).toHaveValue("2026-27");
    expect(describedBy(year)).toHaveTextContent(notice);
    expect(form.queryByText(next)).toBeNull();
  });
});

const fillYear = (text: string, year: string) => text.replace("{year}", year);

/** What describes `control` (its `aria-describedby`), which must be there. */
function describedBy(control: HTMLElement): HTMLElement {
  const found = document.getElementById(control.getAttribute("aria-describedby") ?? "");
  if (!found) throw new Error("the control has no description");
  return found;
}
