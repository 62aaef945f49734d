import type { MediaItem } from "@choose/schema";
import { MEDIA_HOME_USE_NAMES, mediaInUseMessage } from "@choose/schema/media-urls";
import { uiMessages } from "@choose/schema/ui-messages";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { AdminScreen } from "../components/admin/admin-shell";
import { ConfirmDeleteButton } from "../components/admin/confirm-dialog";
import { notifySuccess } from "../components/admin/notify";
import { EmptyCard, screenStates } from "../components/admin/screen-data";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { useSchemaForm } from "../components/forms/use-schema-form";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Input } from "../components/ui/input";
import { formatBytes, formatPostDate } from "../lib/format";
import { responsiveImage } from "../lib/responsive-images";
import { type Trpc, useTRPC } from "../lib/trpc";
import { ImageDialog } from "./-components/media/image-dialog";
import { LibraryImage } from "./-components/media/library-image";

/** The screen's data: the loader fetches it, the screen reads it. */
const mediaQuery = (trpc: Trpc) => trpc.admin.media.list.queryOptions();

const screen = {
  title: "Media Library",
  meta: "The images uploaded for the website's posts.",
  description: "Images for posts: each is stored in three widths and the formats browsers load fastest.",
};

export const Route = createFileRoute("/admin/_authed/media")({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(mediaQuery(trpc)),
  ...screenStates(screen, {
    loading: {
      label: "Loading images",
      cards: ["first", "second", "third"],
      bars: ["aspect-video w-full", "h-4 w-2/3", "h-9 w-full"],
      className: "gap-4 sm:grid-cols-2 lg:grid-cols-3",
    },
    failure: uiMessages.media.fetchListFailed,
  }),
  component: MediaPage,
});

function MediaPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: media } = useSuspenseQuery(mediaQuery(trpc));
  const [uploading, setUploading] = useState(false);

  return (
    <AdminScreen {...screen} actions={<Button onClick={() => setUploading(true)}>Upload image</Button>}>
      <ImageDialog
        open={uploading}
        onOpenChange={setUploading}
        title="Upload an image"
        withLibrary={false}
        altBelongsToLibrary
        onChosen={() => {
          notifySuccess(uiMessages.media.uploaded);
          void queryClient.invalidateQueries({ queryKey: trpc.admin.media.pathKey() });
        }}
      />
      {media.length === 0 ? (
        <EmptyCard title={uiMessages.media.empty} description="Upload one here, or from a post's editor." />
      ) : (
        <ul aria-label="Images" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {media.map((item) => (
            <li key={item.id} className="flex">
              <MediaCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </AdminScreen>
  );
}

/** How wide a card's image is drawn: one column on phones, two from 640 px, three of 352 px from 1024 px. */
const CARD_IMAGE_SIZES = "(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw";

function MediaCard({ item }: { item: MediaItem }) {
  const id = useId();
  const remove = useNotifyingMutation((trpc) => trpc.admin.media.delete, {
    success: uiMessages.media.deleted,
    failure: uiMessages.media.deleteFailed,
    reloads: (trpc) => [trpc.admin.media.pathKey()],
  });
  const name = item.alt || `Image uploaded ${formatPostDate(item.createdAt)}`;
  const uses = { home: item.usedOnHome, posts: item.usedBy.map((post) => post.title) };
  const inUse = uses.home.length > 0 || uses.posts.length > 0;

  return (
    <Card className="flex w-full flex-col overflow-hidden">
      <article aria-labelledby={`${id}-name`} className="flex flex-1 flex-col">
        <picture>
          {responsiveImage(item.url)?.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={CARD_IMAGE_SIZES} />
          ))}
          <LibraryImage item={item} sizes={CARD_IMAGE_SIZES} alt={item.alt} />
        </picture>
        <div className="flex flex-1 flex-col gap-4 p-5">
          <h2 id={`${id}-name`} className="sr-only">
            {name}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-ink-700">
            <dt>Dimensions</dt>
            <dd className="font-medium text-ink-900">
              {item.originalWidth} × {item.originalHeight}
            </dd>
            <dt>Size</dt>
            <dd className="font-medium text-ink-900">
              {formatBytes(item.originalBytes)}{" "}
              <span className="font-normal text-ink-600">({formatBytes(item.storedBytes)} stored)</span>
            </dd>
            <dt>Uploaded</dt>
            <dd className="font-medium text-ink-900">
              <time dateTime={item.createdAt}>{formatPostDate(item.createdAt)}</time>
            </dd>
            <dt>Used in</dt>
            <dd className="font-medium text-ink-900">
              {!inUse ? (
                "Nothing yet"
              ) : (
                <ul>
                  {item.usedOnHome.length > 0 ? (
                    <li>
                      <Link to="/admin/home" className="text-brand-700 underline underline-offset-2">
                        Home page
                      </Link>{" "}
                      <span className="font-normal text-ink-600">
                        ({item.usedOnHome.map((use) => MEDIA_HOME_USE_NAMES[use]).join(", ")})
                      </span>
                    </li>
                  ) : null}
                  {item.usedBy.map((post) => (
                    <li key={post.id}>
                      <Link
                        to="/admin/editor/$id"
                        params={{ id: post.id }}
                        className="text-brand-700 underline underline-offset-2"
                      >
                        {post.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </dl>
          <AltTextForm item={item} />
          <div className="mt-auto">
            <ConfirmDeleteButton
              label={`Delete ${name}`}
              title="Delete this image?"
              description={
                inUse
                  ? mediaInUseMessage(uses)
                  : "It will be removed from the library. This cannot be undone."
              }
              disabled={remove.isPending}
              onConfirm={() => remove.mutate({ id: item.id })}
            />
          </div>
        </div>
      </article>
    </Card>
  );
}

/** The image's alt text, edited in place (required: posts show it to people who cannot see the image). */
function AltTextForm({ item }: { item: MediaItem }) {
  const id = useId();
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.MediaAltUpdateSchema),
    { id: item.id, alt: item.alt },
  );
  const save = useNotifyingMutation((trpc) => trpc.admin.media.updateAlt, {
    success: uiMessages.media.altSaved,
    failure: uiMessages.media.altFailed,
    reloads: (trpc) => [trpc.admin.media.pathKey()],
  });
  const error = form.formState.errors.alt?.message;
  return (
    <form className="space-y-1.5" {...formProps(save)}>
      <label htmlFor={`${id}-alt`} className="block text-sm font-semibold text-ink-800">
        Alt text
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-alt`}
          className="h-9"
          maxLength={300}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register("alt")}
        />
        <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
          Save
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
