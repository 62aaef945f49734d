import type { ReviewCheck } from "@choose/schema";
import {
  REVIEW_ITEM_LABELS,
  REVIEW_STATE_LABELS,
  REVIEW_STATES,
  type ReviewState,
} from "@choose/schema/review-checklist";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ScreenPart } from "../../../components/admin/screen-data";
import { SectionCard } from "../../../components/admin/section-card";
import { useNotifyingMutation } from "../../../components/admin/use-notifying-mutation";
import { Button } from "../../../components/ui/button";
import { Input, Select } from "../../../components/ui/input";
import { formatDateTime } from "../../../lib/format";
import { type Trpc, useTRPC } from "../../../lib/trpc";

const reviewQuery = (trpc: Trpc, id: string) => trpc.admin.reviews.get.queryOptions({ id });

/**
 * An application's review: who reviews it, and the checklist of what the state asks of a participating
 * school, each item met, not met or unknown with a note. A part of the page of its own.
 */
export function ReviewPanel({ id }: { id: string }) {
  return (
    <ScreenPart
      loading={{ label: "Loading the review", cards: ["review"], bars: ["h-24 w-full"] }}
      failure="The review could not be loaded."
    >
      <Review id={id} />
    </ScreenPart>
  );
}

function Review({ id }: { id: string }) {
  const trpc = useTRPC();
  const { data: review } = useSuspenseQuery(reviewQuery(trpc, id));
  const { data: reviewers } = useSuspenseQuery(trpc.admin.reviews.reviewers.queryOptions());
  const [assignee, setAssignee] = useState(review.assignee?.id ?? "");
  const assign = useNotifyingMutation((t) => t.admin.reviews.assign, {
    success: (result) =>
      result.assignee ? `Assigned to ${result.assignee.username}` : "Nobody is assigned now",
    failure: "Could not assign the application",
    reloads: (t) => [t.admin.reviews.get.queryKey({ id }), t.admin.applications.list.pathKey()],
  });
  const met = review.checks.filter((check) => check.state === "met").length;
  const selectId = useId();
  return (
    <div className="mt-6">
      <SectionCard title="Review">
        <p className="mt-1 text-sm text-ink-600">
          What the state asks of a participating school, as the reviewer found it ({met} of{" "}
          {review.checks.length} met). The checklist helps the team; it is not the state's decision.
        </p>
        <form
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            assign.mutate({ id, assigneeId: assignee || null });
          }}
        >
          <div className="grid gap-1">
            <label htmlFor={selectId} className="text-sm font-semibold text-ink-800">
              Reviewer
            </label>
            <Select id={selectId} value={assignee} onChange={(event) => setAssignee(event.target.value)}>
              <option value="">Nobody</option>
              {reviewers.map((reviewer) => (
                <option key={reviewer.id} value={reviewer.id}>
                  {reviewer.username}
                </option>
              ))}
            </Select>
          </div>
          <Button
            type="submit"
            variant="outline"
            disabled={assign.isPending || assignee === (review.assignee?.id ?? "")}
          >
            Assign
          </Button>
        </form>
        <ul aria-label="Review checklist" className="mt-5 grid gap-4">
          {review.checks.map((check) => (
            <CheckItem key={check.item} id={id} check={check} />
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}

function CheckItem({ id, check }: { id: string; check: ReviewCheck }) {
  const [state, setState] = useState<ReviewState>(check.state);
  const [note, setNote] = useState(check.note);
  const [schoolNote, setSchoolNote] = useState(check.schoolNote);
  const save = useNotifyingMutation((t) => t.admin.reviews.check, {
    success: `Saved: ${REVIEW_ITEM_LABELS[check.item]}`,
    failure: "Could not save the checklist item",
    reloads: (t) => [t.admin.reviews.get.queryKey({ id }), t.admin.applications.list.pathKey()],
  });
  const noteId = useId();
  const schoolNoteId = useId();
  const label = REVIEW_ITEM_LABELS[check.item];
  return (
    <li className="rounded-lg border border-ink-200 p-3">
      <form
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ id, item: check.item, state, note, schoolNote });
        }}
      >
        <fieldset>
          <legend className="font-semibold text-brand-900">{label}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {REVIEW_STATES.map((value) => (
              <label key={value} className="flex items-center gap-2 text-ink-800">
                <input
                  type="radio"
                  name={`${check.item}-state`}
                  value={value}
                  checked={state === value}
                  onChange={() => setState(value)}
                  className="size-4 accent-brand-700"
                />
                {REVIEW_STATE_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-2 grid gap-1">
          <label htmlFor={noteId} className="text-sm font-semibold text-ink-800">
            Internal note
          </label>
          <Input
            id={noteId}
            value={note}
            maxLength={1000}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <div className="mt-2 grid gap-1">
          <label htmlFor={schoolNoteId} className="text-sm font-semibold text-ink-800">
            Note for the school (shown in its portal)
          </label>
          <Input
            id={schoolNoteId}
            value={schoolNote}
            maxLength={1000}
            onChange={(event) => setSchoolNote(event.target.value)}
          />
        </div>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-ink-600">
            {check.updatedBy && check.updatedAt
              ? `${check.updatedBy}, ${formatDateTime(check.updatedAt)}`
              : "Not reviewed yet"}
          </p>
          <Button
            type="submit"
            variant="outline"
            size="sm"
            disabled={
              save.isPending ||
              (state === check.state && note === check.note && schoolNote === check.schoolNote)
            }
          >
            Save
          </Button>
        </div>
      </form>
    </li>
  );
}
