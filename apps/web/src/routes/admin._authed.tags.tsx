import type { AdminTag } from "@choose/schema";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useId, useState } from "react";
import { AdminScreen } from "../components/admin/admin-shell";
import { ConfirmDeleteButton } from "../components/admin/confirm-dialog";
import { ItemList, LIST_LOADING, screenStates } from "../components/admin/screen-data";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { type Trpc, useTRPC } from "../lib/trpc";

/** The screen's data: the loader fetches it, the screen reads it. */
const tagsQuery = (trpc: Trpc) => trpc.admin.blog.tags.queryOptions();

const screen = {
  title: "Tags",
  meta: "Rename and delete the topics news posts are tagged with.",
  description:
    "The topics posts are grouped by, each with its page at /blog/tag/… and its feed. New tags are made in the post editor.",
};

export const Route = createFileRoute("/admin/_authed/tags")({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(tagsQuery(trpc)),
  ...screenStates(screen, {
    loading: { ...LIST_LOADING, label: "Loading tags", bars: ["h-6 w-1/2"] },
    failure: "The tags could not be loaded.",
  }),
  component: TagsPage,
});

function TagsPage() {
  const { data: tags } = useSuspenseQuery(tagsQuery(useTRPC()));
  return (
    <AdminScreen {...screen}>
      <ItemList
        items={tags}
        label="Tags"
        empty={{
          title: "No tags yet",
          description: "Type topics in a post's Tags field to make the first ones.",
        }}
      >
        {(tag) => <TagRow tag={tag} />}
      </ItemList>
    </AdminScreen>
  );
}

/** Reloaded after a change: this list, the posts (their tags) and the public reads. */
const reloads = (trpc: Trpc) => [trpc.admin.blog.pathKey(), trpc.blog.pathKey()];

function TagRow({ tag }: { tag: AdminTag }) {
  const id = useId();
  const [name, setName] = useState(tag.name);
  const rename = useNotifyingMutation((trpc) => trpc.admin.blog.renameTag, {
    success: (saved) => `Tag renamed to “${saved.name}”`,
    failure: "Could not rename the tag",
    reloads,
  });
  const remove = useNotifyingMutation((trpc) => trpc.admin.blog.deleteTag, {
    success: "Tag deleted",
    failure: "Could not delete the tag",
    reloads,
  });
  return (
    <Card className="p-5">
      <article aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
          {tag.name}
        </h2>
        <p className="text-sm text-ink-700">
          {tag.posts === 1 ? "1 post" : `${tag.posts} posts`} · <code>/blog/tag/{tag.slug}</code>
        </p>
        <form
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            rename.mutate({ id: tag.id, name });
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-name`}>New name</Label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={40}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" disabled={rename.isPending || name.trim() === tag.name}>
            Rename
          </Button>
          <ConfirmDeleteButton
            label={`Delete tag ${tag.name}`}
            title={`Delete the tag “${tag.name}”?`}
            description="Its posts stay published; only the tag, its page and its feed go."
            deleting={remove.isPending}
            onConfirm={() => remove.mutate({ id: tag.id })}
          />
        </form>
      </article>
    </Card>
  );
}
