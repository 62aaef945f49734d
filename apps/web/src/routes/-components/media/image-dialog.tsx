import { type MediaItem, type MediaUploadResult, uiMessages } from "@choose/schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { type DragEvent, type FormEvent, useId, useState } from "react";
import { FormField } from "../../../components/forms/form-field";
import { useSchemaForm } from "../../../components/forms/use-schema-form";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { formatBytes } from "../../../lib/format";
import { uploadImage } from "../../../lib/media-upload";
import { useTRPC } from "../../../lib/trpc";
import { LibraryImage } from "./library-image";

/** The formats the API takes (it checks the content; this only filters the file picker). */
const ACCEPTED = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/** The first image file of a drop or a paste. */
export function imageFileOf(files: FileList | null | undefined): File | undefined {
  return [...(files ?? [])].find((file) => file.type.startsWith("image/"));
}

export interface ImageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Offer the library's images too (the editor), or only an upload (the library itself). */
  withLibrary: boolean;
  /**
   * Whether the alt text typed is the library image's own (a featured image shows the library's alt
   * text, so a change is saved there) or only this use's (an image in the content carries its own).
   */
  altBelongsToLibrary: boolean;
  /** A file dropped or pasted before the dialog opened. */
  initialFile?: File | undefined;
  onChosen: (image: MediaUploadResult) => void;
}

/**
 * Upload an image (choose a file or drop one here) or pick one from the library, and describe it:
 * alt text is required. A dialog of its own (Radix: focus kept inside, Escape closes).
 */
export function ImageDialog(props: ImageDialogProps) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6"
        >
          <Dialog.Title className="text-lg font-bold text-brand-900">{props.title}</Dialog.Title>
          {/* Mounted only while open, so every opening starts fresh. */}
          <ImageForm {...props} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ImageForm({
  onOpenChange,
  withLibrary,
  altBelongsToLibrary,
  initialFile,
  onChosen,
}: ImageDialogProps) {
  const id = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | undefined>(initialFile);
  const [picked, setPicked] = useState<MediaItem | undefined>();
  // The alt text by the library's own rule (required, of bounded length).
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.MediaAltUpdateSchema.pick({ alt: true })),
    { alt: "" },
  );
  // What the alt field cannot say: no image chosen, or the upload refused.
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.media.pathKey() });

  const updateAlt = useMutation(trpc.admin.media.updateAlt.mutationOptions());
  const choose = useMutation({
    mutationFn: async ({ alt }: { alt: string }): Promise<MediaUploadResult> => {
      if (file) return uploadImage(file, alt);
      if (!picked) throw new Error(uiMessages.media.chooseImage);
      const { id: mediaId, url, width, height } = picked;
      const saveAlt = altBelongsToLibrary ? picked.alt !== alt : picked.alt === "";
      if (saveAlt) await updateAlt.mutateAsync({ id: mediaId, alt });
      return { id: mediaId, url, width, height, alt };
    },
    onSuccess: async (image) => {
      await refresh();
      onChosen(image);
      onOpenChange(false);
    },
    onError: (failure) => setError(failure.message || uiMessages.media.uploadFailed),
  });

  const { onSubmit, ...props } = formProps(choose);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog sits in the post's form in React's tree: its submit is not the post's.
    event.stopPropagation();
    // The image first: the alt text describes it.
    if (!file && !picked) return setError(uiMessages.media.chooseImage);
    setError(null);
    return onSubmit(event);
  };

  const pickFile = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setPicked(undefined);
  };

  return (
    <form {...props} onSubmit={submit} className="mt-4 grid gap-5" aria-label="Image">
      <FileDrop id={`${id}-file`} file={file} onFile={pickFile} />
      {withLibrary && (
        <LibraryPicker
          picked={picked}
          onPick={(item) => {
            setPicked(item);
            setFile(undefined);
            form.setValue("alt", item.alt);
          }}
        />
      )}
      <FormField
        label="Description (alt text)"
        required
        hint="What the image shows, for people who cannot see it."
        error={form.formState.errors.alt?.message}
      >
        {(control) => <Input {...control} maxLength={300} {...form.register("alt")} />}
      </FormField>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" disabled={choose.isPending}>
          {choose.isPending
            ? file
              ? "Uploading..."
              : "Saving..."
            : file || !picked
              ? "Upload"
              : "Use image"}
        </Button>
      </div>
    </form>
  );
}

/** A file input that also takes a file dropped on it. */
function FileDrop({
  id,
  file,
  onFile,
}: {
  id: string;
  file: File | undefined;
  onFile: (file: File | undefined) => void;
}) {
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFile(imageFileOf(event.dataTransfer.files));
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the file input inside is the control
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        "rounded-lg border-2 border-dashed p-4 text-center",
        over ? "border-brand-600 bg-brand-50" : "border-ink-400",
      )}
    >
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        Image file
      </label>
      <p className="mt-1 text-sm text-ink-600">
        JPEG, PNG, WebP, AVIF or GIF, up to 15 MB. Or drop one here.
      </p>
      <input
        id={id}
        type="file"
        accept={ACCEPTED}
        className="mx-auto mt-3 block max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-800 file:px-3 file:py-2 file:font-semibold file:text-white"
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      {file && (
        <p className="mt-2 text-sm text-ink-800">
          {file.name} ({formatBytes(file.size)})
        </p>
      )}
    </div>
  );
}

/** The library's images as a set of radio buttons, newest first. */
function LibraryPicker({
  picked,
  onPick,
}: {
  picked: MediaItem | undefined;
  onPick: (item: MediaItem) => void;
}) {
  const trpc = useTRPC();
  const media = useQuery(trpc.admin.media.list.queryOptions());
  if (media.isPending) return <p className="text-sm text-ink-600">Loading the library...</p>;
  if (media.isError) return <p className="text-sm text-red-700">{uiMessages.media.fetchListFailed}</p>;
  if (media.data.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink-800">Or choose one from the library</legend>
      <div className="mt-2 grid max-h-64 grid-cols-3 gap-2 overflow-y-auto p-1 sm:grid-cols-4">
        {media.data.map((item) => (
          <label
            key={item.id}
            className="relative block cursor-pointer overflow-hidden rounded-md ring-brand-700 has-checked:ring-4 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name="library-image"
              className="sr-only"
              checked={picked?.id === item.id}
              onChange={() => onPick(item)}
            />
            <LibraryImage
              item={item}
              sizes="160px"
              alt={item.alt || `Image uploaded ${item.createdAt.slice(0, 10)}, no description yet`}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
