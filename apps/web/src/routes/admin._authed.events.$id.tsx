import type { AdminEvent, Attendee, EventData } from "@choose/schema";
import { formatEventTimes, REGISTRATION_STATUS_LABELS } from "@choose/schema/events";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useState } from "react";
import { AdminScreen } from "../components/admin/admin-shell";
import { ConfirmDeleteButton } from "../components/admin/confirm-dialog";
import { notifyFailure } from "../components/admin/notify";
import { screenStates } from "../components/admin/screen-data";
import { SectionCard } from "../components/admin/section-card";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { Button } from "../components/ui/button";
import { Checkbox } from "../components/ui/input";
import { downloadCsv } from "../lib/csv-download";
import { formatDateTime } from "../lib/format";
import { type Trpc, useTRPC } from "../lib/trpc";
import { EventForm } from "./-components/events/event-form";

const eventQuery = (trpc: Trpc, id: string) => trpc.admin.events.byId.queryOptions({ id });
const attendeesQuery = (trpc: Trpc, id: string) => trpc.admin.events.attendees.queryOptions({ id });

const header = {
  title: "Event",
  meta: "An event's details, attendees, check-in and waitlist.",
  description: "Its details, attendees with check-in, and the waitlist.",
};

export const Route = createFileRoute("/admin/_authed/events/$id")({
  loader: ({ context: { queryClient, trpc }, params: { id } }) =>
    Promise.all([
      queryClient.ensureQueryData(eventQuery(trpc, id)),
      queryClient.ensureQueryData(attendeesQuery(trpc, id)),
    ]),
  ...screenStates(header, {
    loading: {
      label: "Loading the event",
      cards: ["event", "attendees"],
      bars: ["h-6 w-2/3", "h-11 w-full"],
    },
    failure: "The event could not be loaded.",
  }),
  component: EventAdminPage,
});

const reloads = (id: string) => (trpc: Trpc) => [
  trpc.admin.events.byId.queryKey({ id }),
  trpc.admin.events.attendees.queryKey({ id }),
  trpc.admin.events.list.queryKey(),
];

function EventAdminPage() {
  const { id } = Route.useParams();
  const trpc = useTRPC();
  const { data: event } = useSuspenseQuery(eventQuery(trpc, id));
  const { data: attendees } = useSuspenseQuery(attendeesQuery(trpc, id));
  const update = useNotifyingMutation((t) => t.admin.events.update, {
    success: "Event saved",
    failure: "Could not save the event",
    reloads: reloads(id),
  });
  const save = {
    mutate: (data: EventData, options: { onError: (error: unknown) => void }) =>
      update.mutate({ id, data }, options),
  };
  const cancel = useNotifyingMutation((t) => t.admin.events.cancel, {
    success: { title: "Event cancelled", description: "Every registrant is being emailed." },
    failure: "Could not cancel the event",
    reloads: reloads(id),
  });
  return (
    <AdminScreen
      {...header}
      title={event.title}
      description={formatEventTimes(event.startsAt, event.endsAt, "en")}
      actions={
        <Link to="/admin/events" className="font-medium text-brand-700 underline">
          All events
        </Link>
      }
    >
      <div className="grid gap-6">
        <AttendeesCard event={event} attendees={attendees} />
        <SectionCard
          title="Details"
          aside={
            event.cancelled ? (
              <p className="font-semibold text-red-800">Cancelled</p>
            ) : (
              <ConfirmDeleteButton
                label={`Cancel event ${event.title}`}
                title="Cancel this event?"
                description="Every registrant, confirmed or waiting, gets an email saying it is cancelled. This cannot be undone."
                confirmLabel="Cancel the event"
                deleting={cancel.isPending}
                onConfirm={() => cancel.mutate({ id })}
              >
                Cancel event
              </ConfirmDeleteButton>
            )
          }
        >
          <div className="mt-4">
            {event.cancelled ? (
              <p className="text-ink-700">A cancelled event can no longer be changed.</p>
            ) : (
              <EventForm key={event.updatedAt} event={event} save={save} saving={update.isPending} />
            )}
          </div>
        </SectionCard>
      </div>
    </AdminScreen>
  );
}

function AttendeesCard({ event, attendees }: { event: AdminEvent; attendees: Attendee[] }) {
  const [exporting, setExporting] = useState(false);
  const confirmed = attendees.filter((a) => a.status === "confirmed");
  const waitlist = attendees.filter((a) => a.status === "waitlisted");
  const cancelled = attendees.filter((a) => a.status === "cancelled");
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(`/api/admin/events/${event.id}/attendees.csv`, {});
    } catch (error) {
      notifyFailure(error, "Could not export the attendees");
    } finally {
      setExporting(false);
    }
  };
  return (
    <SectionCard
      title={`Attendees: ${event.confirmedSeats} of ${event.capacity} seats`}
      aside={
        <Button variant="outline" size="sm" disabled={exporting} onClick={exportCsv}>
          {exporting ? "Exporting..." : "Export CSV"}
        </Button>
      }
    >
      <AttendeeTable event={event} caption="Confirmed" attendees={confirmed} />
      <AttendeeTable event={event} caption={`Waitlist (${waitlist.length}), in order`} attendees={waitlist} />
      {cancelled.length > 0 && <AttendeeTable event={event} caption="Cancelled" attendees={cancelled} />}
    </SectionCard>
  );
}

function AttendeeTable({
  event,
  caption,
  attendees,
}: {
  event: AdminEvent;
  caption: string;
  attendees: Attendee[];
}) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-brand-900">{caption}</caption>
        <thead>
          <tr className="border-b border-ink-300 text-ink-700">
            <th scope="col" className="py-2 pr-3">
              Name
            </th>
            <th scope="col" className="py-2 pr-3">
              Email
            </th>
            <th scope="col" className="py-2 pr-3">
              Seats
            </th>
            <th scope="col" className="py-2 pr-3">
              Status
            </th>
            <th scope="col" className="py-2 pr-3">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {attendees.length === 0 ? (
            <tr>
              <td colSpan={5} className="py-2 text-ink-700">
                No one.
              </td>
            </tr>
          ) : (
            attendees.map((attendee) => <AttendeeRow key={attendee.id} event={event} attendee={attendee} />)
          )}
        </tbody>
      </table>
    </div>
  );
}

function AttendeeRow({ event, attendee }: { event: AdminEvent; attendee: Attendee }) {
  const checkIn = useNotifyingMutation((t) => t.admin.events.checkIn, {
    success: (result) =>
      result.checkedInAt ? `${attendee.name} checked in` : `Check-in of ${attendee.name} undone`,
    failure: "Could not change the check-in",
    reloads: reloads(event.id),
  });
  const cancel = useNotifyingMutation((t) => t.admin.events.cancelRegistration, {
    success: { title: "Registration cancelled", description: "The waitlist moved up where seats allowed." },
    failure: "Could not cancel the registration",
    reloads: reloads(event.id),
  });
  const checkedIn = attendee.checkedInAt !== null;
  return (
    <tr className="border-b border-ink-200">
      <td className="py-2 pr-3">{attendee.name}</td>
      <td className="py-2 pr-3">{attendee.email}</td>
      <td className="py-2 pr-3">{attendee.seats}</td>
      <td className="py-2 pr-3">
        {REGISTRATION_STATUS_LABELS[attendee.status]}
        {checkedIn && attendee.checkedInAt ? ` · checked in ${formatDateTime(attendee.checkedInAt)}` : ""}
      </td>
      <td className="flex flex-wrap gap-2 py-2 pr-3">
        {attendee.status === "confirmed" && (
          // biome-ignore lint/a11y/noLabelWithoutControl: the Checkbox inside is the labelled input
          <label className="flex items-center gap-2 font-medium text-ink-800">
            <Checkbox
              checked={checkedIn}
              disabled={checkIn.isPending}
              onChange={() => checkIn.mutate({ id: attendee.id, checkedIn: !checkedIn })}
            />
            Checked in<span className="sr-only">: {attendee.name}</span>
          </label>
        )}
        {attendee.status !== "cancelled" && !event.cancelled && (
          <ConfirmDeleteButton
            label={`Cancel the registration of ${attendee.name}`}
            title={`Cancel the registration of ${attendee.name}?`}
            description="Their seats go to the waitlist in order. They are not emailed."
            confirmLabel="Cancel registration"
            deleting={cancel.isPending}
            onConfirm={() => cancel.mutate({ id: attendee.id })}
          >
            Cancel
          </ConfirmDeleteButton>
        )}
      </td>
    </tr>
  );
}
