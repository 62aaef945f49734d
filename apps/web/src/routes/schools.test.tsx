import { CHOOSE_ACT_OFFICIAL_URL } from "@choose/schema/schools";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import { MOCK_APPLICATIONS } from "../mocks/applications";
import { mockBackend } from "../mocks/backend";
import { renderRoute } from "../test/render";
import { renderSpanishRoute } from "../test/render-spanish";

/** The sample applications: one approved and consenting (listed), one pending and consenting, two not. */
beforeEach(() => mockBackend.reset({ applications: MOCK_APPLICATIONS }));

const listed = MOCK_APPLICATIONS.filter((application) => application.status === "approved");

describe("the finder of member schools", () => {
  test("lists the approved, consenting schools only, with the honest framing and the official source", async () => {
    renderRoute("/schools");
    const heading = await screen.findByRole("heading", { level: 2, name: "1 school" });
    const list = within(heading.closest("section") ?? document.body);
    expect(listed).toHaveLength(1);
    const [school] = listed;
    expect(list.getByRole("heading", { level: 3, name: school?.schoolName })).toBeVisible();
    for (const other of MOCK_APPLICATIONS.filter((application) => application !== school))
      expect(screen.queryByText(other.schoolName)).toBeNull();
    expect(
      screen.getByText(/It is not the state's list of schools participating in the CHOOSE Act/),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "the CHOOSE Act program's official site" })).toHaveAttribute(
      "href",
      CHOOSE_ACT_OFFICIAL_URL,
    );
    const map = list.getByRole("link", { name: "See on a map (OpenStreetMap)" });
    expect(map.getAttribute("href")).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=/);
  });

  test("the address's filters fill the GET form and narrow the list", async () => {
    renderRoute("/schools?place=Nowhere&grade=Kindergarten");
    expect(
      await screen.findByText("No member school matches these filters. Try fewer of them."),
    ).toBeVisible();
    const form = screen.getByRole("form", { name: "Filter the schools" });
    expect(form).toHaveAttribute("method", "get");
    expect(within(form).getByRole("textbox", { name: "City or ZIP code" })).toHaveValue("Nowhere");
    expect(within(form).getByRole("combobox", { name: "Grade your child will enter" })).toHaveValue(
      "Kindergarten",
    );
  });

  test("a filter matching the listed school keeps it", async () => {
    const [school] = listed;
    renderRoute(`/schools?place=${encodeURIComponent(school?.city ?? "")}&grade=5th+grade`);
    expect(await screen.findByRole("heading", { level: 3, name: school?.schoolName })).toBeVisible();
  });

  test("in Spanish: the framing, the filters and the grades in Spanish", async () => {
    await renderSpanishRoute("/es/schools");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Buscar una escuela miembro" }),
    ).toBeVisible();
    expect(await screen.findByRole("heading", { level: 2, name: "1 escuela" })).toBeVisible();
    expect(
      screen.getByText(/No es la lista estatal de escuelas que participan en la Ley CHOOSE/),
    ).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Grado al que entrará su hijo" })).toBeVisible();
  });
});
