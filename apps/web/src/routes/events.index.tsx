import type { PublicEvent } from "@choose/schema";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { CalendarIcon } from "../components/icons";
import { PageHero } from "../components/layout/page-hero";
import { PageLayout } from "../components/layout/page-layout";
import { Card } from "../components/ui/card";
import { Skeleton } from "../components/ui/skeleton";
import { pageMeta, usePageTexts } from "../lib/i18n";
import { useTRPC } from "../lib/trpc";
import { EventFacts } from "./-components/events/event-facts";

export const Route = createFileRoute("/events/")({
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.events.upcoming.queryOptions());
    void queryClient.prefetchQuery(trpc.events.past.queryOptions());
  },
  staticData: { meta: pageMeta("events") },
  component: EventsPage,
});

function EventsPage() {
  const trpc = useTRPC();
  const { events: texts } = usePageTexts();
  const upcoming = useQuery(trpc.events.upcoming.queryOptions());
  const past = useQuery(trpc.events.past.queryOptions());
  return (
    <PageLayout nav="pages">
      <PageHero title={texts.title} lead={texts.lead} wide />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <section aria-labelledby="upcoming-events">
          <h2 id="upcoming-events" className="text-2xl font-bold text-brand-900">
            {texts.upcoming}
          </h2>
          <EventList events={upcoming.data} pending={upcoming.isPending} empty={texts.none} />
          <p className="mt-6">
            <a
              href="/events.ics"
              className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline"
            >
              <CalendarIcon className="size-4" /> {texts.feed}
            </a>
          </p>
        </section>
        <section aria-labelledby="past-events" className="mt-12">
          <h2 id="past-events" className="text-2xl font-bold text-brand-900">
            {texts.archive}
          </h2>
          <EventList events={past.data} pending={past.isPending} empty={texts.noneArchived} />
        </section>
      </div>
    </PageLayout>
  );
}

function EventList({
  events,
  pending,
  empty,
}: {
  events: PublicEvent[] | undefined;
  pending: boolean;
  empty: string;
}) {
  const { events: texts } = usePageTexts();
  if (pending) return <Skeleton className="mt-6 h-32 w-full" />;
  if (!events || events.length === 0) return <p className="mt-4 text-ink-700">{empty}</p>;
  return (
    <ul className="mt-6 grid gap-4">
      {events.map((event) => (
        <li key={event.slug}>
          <Card className="p-6">
            <h3 className="text-xl font-bold text-brand-900">
              <Link to="/events/$slug" params={{ slug: event.slug }} className="hover:underline">
                {event.title}
              </Link>
              {event.cancelled ? (
                <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">
                  {texts.cancelled}
                </span>
              ) : null}
            </h3>
            <div className="mt-3">
              <EventFacts event={event} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
