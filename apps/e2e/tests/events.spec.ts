import { expect, mailTo, test } from "./fixtures.ts";
import { axeViolations, expectToast, textbox, useAdminToken, visit, WIDTHS } from "./ui.ts";

const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + (days * 24 + hours) * 3_600_000).toISOString();

test("an event with 2 seats confirms two, waitlists the third, and a cancellation promotes it, by email", {
  tag: "@smoke",
}, async ({ page, stack }) => {
  const title = stack.unique("Family workshop");
  const event = await stack.createEvent({
    title,
    description: "<p>How the CHOOSE Act accounts work, and your questions.</p>",
    startsAt: inDays(10),
    endsAt: inDays(10, 2),
    location: "Community Hall, Montgomery",
    onlineUrl: "https://meet.example.org/family-workshop",
    capacity: 2,
    language: "en",
    published: true,
  });
  const families = [1, 2, 3].map((n) => ({ name: `Parent ${n}`, email: stack.uniqueEmail(`family-${n}`) }));

  for (const [index, family] of families.entries()) {
    await visit(page, `/events/${event.slug}`);
    if (index === 0) {
      await expect(page.getByText("2 of 2 seats left")).toBeVisible();
      for (const width of Object.values(WIDTHS)) {
        await page.setViewportSize({ width, height: 900 });
        expect(await axeViolations(page)).toEqual([]);
      }
    }
    await textbox(page, "Full Name").fill(family.name);
    await textbox(page, "Email").fill(family.email);
    await page.getByRole("button", { name: "Register" }).click();
    const answer = index < 2 ? "You are registered" : "You are on the waitlist";
    await expect(page.getByRole("heading", { name: answer })).toBeVisible();
    await expect(page.getByRole("heading", { name: answer })).toBeFocused();
  }
  await visit(page, `/events/${event.slug}`);
  await expect(page.getByText("Full: new registrations join the waitlist · 1 on the waitlist")).toBeVisible();

  // The calendar files beside the pages, served by the same site.
  for (const path of [`/events/${event.slug}.ics`, "/events.ics"]) {
    const calendar = await page.request.get(path);
    expect(calendar.status(), path).toBe(200);
    expect(calendar.headers()["content-type"]).toContain("text/calendar");
    expect(await calendar.text()).toContain(`SUMMARY:${title}`);
  }

  const [first, , third] = families;
  if (!first || !third) throw new Error("unreachable");
  const confirmation = await mailTo(stack, first.email, `You are registered: ${title}`);
  expect(confirmation.text).toContain("https://meet.example.org/family-workshop");
  expect(confirmation.text).toMatch(/Content-Type: text\/calendar/i);
  const waitlisted = await mailTo(stack, third.email, `You are on the waitlist: ${title}`);
  expect(waitlisted.text).not.toContain("meet.example.org");

  const cancelLink = /https?:\/\/[^\s"<>]+\/events\/cancel\?token=[0-9a-f]{64}/.exec(confirmation.text)?.[0];
  if (!cancelLink) throw new Error("No cancel link in the confirmation");
  await page.goto(cancelLink);
  await page.getByRole("button", { name: "Cancel my registration" }).click();
  await expect(page.getByRole("status")).toHaveText(`Your registration for ${title} is cancelled.`);
  expect(await axeViolations(page)).toEqual([]);

  const promotion = await mailTo(stack, third.email, `A seat is yours: ${title}`);
  expect(promotion.text).toContain("https://meet.example.org/family-workshop");

  // The list and the back office's attendees show the same.
  await visit(page, "/events");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  for (const width of Object.values(WIDTHS)) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }
  await useAdminToken(page, await stack.adminToken());
  await visit(page, `/admin/events/${event.id}`);
  const confirmed = page.getByRole("table", { name: "Confirmed" });
  await expect(confirmed.getByRole("row")).toHaveCount(3);
  await expect(confirmed).toContainText("Parent 3");
  await confirmed.getByRole("checkbox", { name: /^Checked in\s*: Parent 2$/ }).click();
  await expectToast(page, "Parent 2 checked in");
  await expect(confirmed.getByRole("checkbox", { name: /^Checked in\s*: Parent 2$/ })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("a Spanish page registers with a plain post (mistakes shown, answers kept) and the cancel link works", async ({
    page,
    stack,
  }) => {
    const event = await stack.createEvent({
      title: stack.unique("Taller sin script"),
      startsAt: inDays(12),
      endsAt: inDays(12, 1),
      location: "Biblioteca, Mobile",
      capacity: 1,
      language: "es",
      published: true,
    });
    const email = stack.uniqueEmail("sin-script");
    await page.goto(`/es/events/${event.slug}`);
    await textbox(page, "Nombre completo").fill("Ana Pérez");
    await textbox(page, "Correo electrónico").fill("no-es-correo");
    await page.getByRole("button", { name: "Inscribirme" }).click();
    await expect(page.getByRole("alert")).toContainText("Por favor, escriba un correo electrónico válido");
    await expect(textbox(page, "Nombre completo")).toHaveValue("Ana Pérez");
    await textbox(page, "Correo electrónico").fill(email);
    await page.getByRole("button", { name: "Inscribirme" }).click();
    await expect(page.getByRole("heading", { name: "Está inscrito" })).toBeVisible();
    expect(page.url()).not.toContain(email);
    expect(page.url()).not.toContain(encodeURIComponent(email));

    // The subject's accents travel MIME-encoded: the one mail to this address is the confirmation.
    const confirmation = await mailTo(stack, email, "");
    expect(confirmation.text).toContain("Su inscripción está confirmada");
    const cancelLink = /https?:\/\/[^\s"<>]+\/es\/events\/cancel\?token=[0-9a-f]{64}/.exec(
      confirmation.text,
    )?.[0];
    if (!cancelLink) throw new Error("No cancel link in the confirmation");
    await page.goto(cancelLink);
    await page.getByRole("button", { name: "Cancelar mi inscripción" }).click();
    await expect(page.getByRole("status")).toHaveText(`Su inscripción a ${event.title} está cancelada.`);
  });
});
