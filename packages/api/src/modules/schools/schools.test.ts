import { SCHOOLS_PAGE_SIZE } from "@choose/schema";
import { validApplication, validApplicationFields } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { submitApplication } from "../../../test/public.ts";
import { ApplicationEntity } from "../applications/applications.entity.ts";

const t = useTestApp({ SEARCH_LIMIT_PER_MINUTE: "1000" });
const admin = useAdminSession(t);

type Seed = Partial<typeof validApplicationFields> & {
  status?: "pending" | "under_review" | "approved" | "rejected";
  hiddenFromDirectory?: boolean;
  directoryDescription?: string;
};

/** An application stored as if submitted and decided (listed when approved and consenting, by default). */
async function seedSchool(overrides: Seed = {}): Promise<string> {
  const em = t.db.orm.em.fork();
  const row = em.create(ApplicationEntity, {
    ...validApplicationFields,
    status: "approved",
    listInDirectory: true,
    ...overrides,
  });
  await em.flush();
  return row.id;
}

async function finder(query = "") {
  const response = await t.app.inject(`/api/schools${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const names = (answer: { schools: { name: string }[] }) => answer.schools.map((school) => school.name);

describe("the finder of member schools", () => {
  test("lists approved, consenting, not hidden schools only, with their public fields alone", async () => {
    await seedSchool({ schoolName: "Listed Academy", directoryDescription: "A small school by the river." });
    await seedSchool({ schoolName: "No Consent School", listInDirectory: false });
    await seedSchool({ schoolName: "Pending School", status: "pending" });
    await seedSchool({ schoolName: "Rejected School", status: "rejected" });
    await seedSchool({ schoolName: "Hidden School", hiddenFromDirectory: true });
    const answer = await finder();
    expect(names(answer)).toEqual(["Listed Academy"]);
    expect(answer).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    const [school] = answer.schools;
    expect(Object.keys(school).sort()).toEqual(
      [
        "city",
        "description",
        "governance",
        "highestGrade",
        "id",
        "language",
        "lowestGrade",
        "mapUrl",
        "name",
        "schoolTypes",
        "state",
        "website",
        "zipCode",
      ].sort(),
    );
    expect(school).toMatchObject({
      city: "Birmingham",
      zipCode: "35203",
      lowestGrade: "Kindergarten",
      highestGrade: "8th grade",
      schoolTypes: ["conventional"],
      governance: ["church-related"],
      website: "https://grace.example.org",
      description: "A small school by the river.",
    });
    // A static link to a map search by name, city and ZIP: never the street address.
    expect(school.mapUrl).toBe(
      "https://www.openstreetmap.org/search?query=Listed%20Academy%2C%20Birmingham%2C%20AL%2035203",
    );
    expect(JSON.stringify(answer)).not.toContain(validApplication.address);
    expect(JSON.stringify(answer)).not.toContain(validApplication.administratorEmail);
  });

  test("filters by city or ZIP, the grade a child will enter, the type and words, all together", async () => {
    await seedSchool({
      schoolName: "Birmingham Montessori",
      lowestGrade: "PreK (K4)",
      highestGrade: "6th grade",
    });
    await seedSchool({
      schoolName: "Mobile High",
      city: "Mobile",
      zipCode: "36602",
      lowestGrade: "9th grade",
      highestGrade: "12th grade",
      schoolType: ["hybrid"],
      directoryDescription: "Robotics and a strong music programme.",
    });
    await seedSchool({ schoolName: "Escuela Santa María", city: "Montgomery", zipCode: "36104" });
    expect(names(await finder("?place=birmingham"))).toEqual(["Birmingham Montessori"]);
    expect(names(await finder("?place=366"))).toEqual(["Mobile High"]);
    expect(names(await finder("?grade=10th+grade"))).toEqual(["Mobile High"]);
    expect(names(await finder("?grade=Kindergarten"))).toEqual([
      "Birmingham Montessori",
      "Escuela Santa María",
    ]);
    expect(names(await finder("?type=hybrid"))).toEqual(["Mobile High"]);
    expect(names(await finder("?q=ROBOTICS"))).toEqual(["Mobile High"]);
    expect(names(await finder("?q=santa+maria"))).toEqual(["Escuela Santa María"]);
    expect(names(await finder("?place=Birmingham&grade=12th+grade"))).toEqual([]);
    // A GET form's empty fields are no filter.
    expect((await finder("?place=&grade=&type=&q=&page=")).total).toBe(3);
  });

  test("refuses a filter outside its lists with 400, and cuts an overlong text", async () => {
    for (const query of ["?grade=13th", "?type=online", "?page=0", "?page=abc", "?page=1.5"]) {
      const response = await t.app.inject(`/api/schools${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await finder(`?q=${"a".repeat(5000)}`)).total).toBe(0);
  });

  test("a change of status or listing shows at once: the cached list is dropped", async () => {
    const { id } = (await submitApplication(t.app, { ...validApplication, listInDirectory: true })).json();
    expect((await finder()).total).toBe(0);
    expect((await admin.send("PUT", `/api/applications/${id}`, { status: "approved" })).statusCode).toBe(200);
    expect(names(await finder())).toEqual([validApplication.schoolName]);
    const hidden = await admin.send("PUT", `/api/applications/${id}/directory`, {
      listInDirectory: true,
      hidden: true,
      description: "Written by staff.",
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({
      listInDirectory: true,
      hidden: true,
      description: "Written by staff.",
      listed: false,
    });
    expect((await finder()).total).toBe(0);
    await admin.send("PUT", `/api/applications/${id}/directory`, {
      listInDirectory: true,
      hidden: false,
      description: "Written by staff.",
    });
    expect((await finder()).schools[0]).toMatchObject({ description: "Written by staff." });
    const audit = await admin.trpc("query", "admin.audit.list", { page: 1 });
    expect(JSON.stringify(audit.data)).toContain(`Set the directory listing of application ${id}: listed`);
    expect((await admin.send("DELETE", `/api/applications/${id}`)).statusCode).toBe(200);
    expect((await finder()).total).toBe(0);
  });

  test("the form's consent is off unless ticked, and a posted box (“on”) is a tick", async () => {
    const unticked = (await submitApplication(t.app, validApplication)).json();
    const ticked = (
      await submitApplication(t.app, {
        ...validApplication,
        schoolName: "Ticked School",
        listInDirectory: "on",
      })
    ).json();
    const read = async (id: string) =>
      (await admin.send("GET", `/api/applications/admin/${id}/directory`)).json();
    expect(await read(unticked.id)).toMatchObject({ listInDirectory: false, listed: false });
    expect(await read(ticked.id)).toMatchObject({ listInDirectory: true, listed: false });
    const detail = await admin.send("GET", `/api/applications/admin/${ticked.id}`);
    expect(detail.json()).toMatchObject({ listInDirectory: true });
  });

  test("the description is plain text of 500 characters at most", async () => {
    const id = await seedSchool();
    const long = await admin.send("PUT", `/api/applications/${id}/directory`, {
      listInDirectory: true,
      hidden: false,
      description: "x".repeat(501),
    });
    expect(long.statusCode).toBe(400);
    const html = "<script>alert(1)</script> & friends";
    await admin.send("PUT", `/api/applications/${id}/directory`, {
      listInDirectory: true,
      hidden: false,
      description: html,
    });
    expect((await finder()).schools[0].description).toBe(html);
  });

  test("the site search finds a listed school by its name in both languages, never an unlisted one", async () => {
    await seedSchool({ schoolName: "Oakwood Christian Academy", city: "Huntsville", zipCode: "35801" });
    await seedSchool({ schoolName: "Oakwood Secret School", listInDirectory: false });
    await seedSchool({ schoolName: "Oakwood Pending School", status: "pending" });
    for (const language of ["en", "es"] as const) {
      const response = await t.app.inject(`/api/search?${new URLSearchParams({ q: "oakwood", language })}`);
      const schools = response.json().results.filter((result: { kind: string }) => result.kind === "school");
      expect(schools).toEqual([
        expect.objectContaining({
          title: "Oakwood Christian Academy",
          url: `${language === "es" ? "/es" : ""}/schools?q=Oakwood%20Christian%20Academy`,
        }),
      ]);
    }
  });

  test("pages by 50, and stays fast with 1,000 listed schools (read once, filtered in memory)", async () => {
    await t.db.orm.em.getConnection().execute(
      `insert into applications (school_name, address, city, zip_code, phone, administrator_name,
        administrator_email, administrator_phone, school_history, mission_statement, governance_structure,
        school_type, lowest_grade, highest_grade, curriculum_used, status, list_in_directory, submission_key)
      select 'School ' || lpad(n::text, 4, '0'), '1 Main St', case when n % 2 = 0 then 'Mobile' else 'Dothan' end,
        '36' || lpad((n % 1000)::text, 3, '0'), '205-555-0100', 'A', 'a@example.org', '205-555-0100',
        repeat('h', 60), repeat('m', 30), '{other}'::text[],
        case when n % 3 = 0 then '{hybrid}'::text[] else '{conventional}'::text[] end,
        'Kindergarten', '12th grade', 'Classical', case when n % 10 = 0 then 'pending' else 'approved' end,
        true, 'bench-' || n
      from generate_series(1, 1000) as n`,
    );
    const started = performance.now();
    const first = await finder();
    const firstMs = performance.now() - started;
    expect(first).toMatchObject({ total: 900, pageCount: Math.ceil(900 / SCHOOLS_PAGE_SIZE) });
    expect(first.schools).toHaveLength(SCHOOLS_PAGE_SIZE);
    const last = await finder("?page=200");
    expect(last.page).toBe(last.pageCount);
    const rounds = 50;
    const filteredAt = performance.now();
    for (let round = 0; round < rounds; round++)
      await finder(`?place=Mobile&type=hybrid&grade=5th+grade&q=school&page=${(round % 3) + 1}`);
    const filteredMs = (performance.now() - filteredAt) / rounds;
    console.info(
      `finder, 1,000 applications (900 listed): first read ${firstMs.toFixed(1)} ms, a filtered page ${filteredMs.toFixed(2)} ms`,
    );
    expect(filteredMs).toBeLessThan(50);
    // The listed rows are read through the partial index.
    const plan = await t.db.orm.em
      .getConnection()
      .execute<{ "QUERY PLAN": string }[]>(
        `explain select id from applications where "status" = 'approved' and "list_in_directory" and not "hidden_from_directory" order by "school_name", "id"`,
      );
    expect(plan.map((line) => line["QUERY PLAN"]).join("\n")).toMatch(/applications_listed_index|Seq Scan/);
  });
});
