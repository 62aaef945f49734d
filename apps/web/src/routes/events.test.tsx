import { EventInputSchema } from "@choose/schema";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockBackend } from "../mocks/backend";
import { renderAdminRoute } from "../test/admin";
import { renderForm, renderRoute } from "../test/render";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A published event in the mock backend, through its real service. */
const createEvent = (capacity: number, title = "Family evening") =>
  mockBackend.services.events.create(
    EventInputSchema.parse({
      title,
      description: "<p>Questions welcome.</p>",
      startsAt: inDays(9),
      endsAt: inDays(9.1),
      location: "Community Hall",
      onlineUrl: "https://meet.example.org/evening",
      capacity,
      published: true,
    }),
  );

describe("events pages", () => {
  test("the list shows an upcoming event with its seats left, and the archive", async () => {
    await createEvent(5, "Seats evening");
    renderRoute("/events");
    expect(await screen.findByRole("link", { name: "Seats evening" })).toHaveAttribute(
      "href",
      "/events/seats-evening",
    );
    expect(screen.getByText("5 of 5 seats left")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Past events" })).toBeVisible();
  });

  test("a registration is confirmed, then the full event waitlists the next, focus on the answer", async () => {
    const event = await createEvent(1);
    const first = await renderForm(`/events/${event.slug}`, "Event registration");
    expect(screen.getByRole("heading", { level: 1, name: "Family evening" })).toBeVisible();
    // The online link is only for registered people, by email.
    expect(document.body.textContent).not.toContain("meet.example.org");
    await first.user.type(first.form.getByLabelText(/^Full Name/), "Jordan Parent");
    await first.user.type(first.form.getByLabelText(/^Email/), "jordan@example.org");
    await first.user.click(first.form.getByRole("button", { name: "Register" }));
    // The answer's heading takes the focus in an effect, which may run after it shows.
    const registered = await screen.findByRole("heading", { name: "You are registered" });
    await waitFor(() => expect(registered).toHaveFocus());
    first.unmount();

    const second = await renderForm(`/events/${event.slug}`, "Event registration");
    await second.user.type(second.form.getByLabelText(/^Full Name/), "Sam Parent");
    await second.user.type(second.form.getByLabelText(/^Email/), "sam@example.org");
    await second.user.click(second.form.getByRole("button", { name: "Register" }));
    const waitlisted = await screen.findByRole("heading", { name: "You are on the waitlist" });
    await waitFor(() => expect(waitlisted).toHaveFocus());
  });

  test("an empty registration shows each message at its field", async () => {
    const event = await createEvent(3);
    const { form, user } = await renderForm(`/events/${event.slug}`, "Event registration");
    await user.click(form.getByRole("button", { name: "Register" }));
    expect(form.getByLabelText(/^Full Name/)).toHaveAccessibleDescription(
      "Name must be at least 2 characters",
    );
    expect(form.getByLabelText(/^Email/)).toHaveAccessibleDescription("Please enter a valid email address");
  });
});

describe("the back office's events", () => {
  test("lists events, and an event's attendees confirmed and waiting with check-in", async () => {
    const event = await createEvent(1, "Admin evening");
    for (const [name, email] of [
      ["Ada Parent", "ada@example.org"],
      ["Bo Parent", "bo@example.org"],
    ] as const)
      await mockBackend.services.events.register({ slug: event.slug, name, email, seats: 1 });
    const { user } = await renderAdminRoute(`/admin/events/${event.id}`);
    const confirmed = within(await screen.findByRole("table", { name: "Confirmed" }));
    expect(confirmed.getByText("Ada Parent")).toBeVisible();
    const waitlist = within(screen.getByRole("table", { name: /^Waitlist/ }));
    expect(waitlist.getByText("Bo Parent")).toBeVisible();
    await user.click(confirmed.getByRole("checkbox", { name: /Checked in\s*: Ada Parent/ }));
    expect(await confirmed.findByText(/checked in/)).toBeVisible();
  });
});
