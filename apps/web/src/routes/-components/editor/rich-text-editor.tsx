import {
  blogMessages,
  isPostImageUrl,
  type MediaUploadResult,
  mediaMessages,
  POST_LINK_TARGET,
} from "@choose/schema";
import { Image } from "@tiptap/extension-image";
import { Link } from "@tiptap/extension-link";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import { type ComponentProps, type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { ImageDialog, imageFileOf } from "../media/image-dialog";

/**
 * The visual post editor: Tiptap writing the HTML the API stores. Loaded lazily by the editor screen
 * only (Tiptap and ProseMirror are most of the admin's weight).
 */
export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** The visible label's id; the editable area is named by it. */
  labelledBy: string;
  describedBy: string | undefined;
  invalid: boolean;
}

const extensions = [
  StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
  // The API adds target/rel to outside links itself, and keeps internal ones in the same tab.
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: "https",
    HTMLAttributes: { target: null, rel: null },
  }),
  Image.configure({ allowBase64: false }),
];

export default function RichTextEditor({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  // The image dialog, with a file dropped or pasted and where it was dropped.
  const [adding, setAdding] = useState<{ file?: File; at?: number } | null>(null);
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      // An image file dropped or pasted is uploaded (with its alt text asked for), never embedded.
      handleDrop: (view, event) => {
        const file = imageFileOf(event.dataTransfer?.files);
        if (!file) return false;
        event.preventDefault();
        setAdding({ file, at: view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos });
        return true;
      },
      handlePaste: (_view, event) => {
        const file = imageFileOf(event.clipboardData?.files);
        if (!file) return false;
        setAdding({ file });
        return true;
      },
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        "aria-invalid": String(invalid),
        class: "post-content min-h-72 px-4 py-3 focus:outline-none",
      },
    },
    onUpdate: ({ editor: current }) =>
      onChange(current.isEmpty ? "" : withoutTrailingParagraph(current.getHTML())),
  });

  return (
    <div
      className={cn(
        "overflow-hidden rounded-lg border bg-white focus-within:outline-2 focus-within:outline-brand-600/40",
        invalid ? "border-red-700" : "border-ink-400",
      )}
    >
      <Toolbar editor={editor} onAddImage={() => setAdding({})} />
      <EditorContent editor={editor} />
      <ImageDialog
        open={adding !== null}
        onOpenChange={(open) => {
          if (!open) setAdding(null);
        }}
        title="Add an image"
        withLibrary
        altBelongsToLibrary={false}
        initialFile={adding?.file}
        onChosen={(image) => insertImage(editor, image, adding?.at)}
      />
    </div>
  );
}

/** An uploaded image into the post, at `at` (where it was dropped) or the cursor, with its size. */
function insertImage(editor: Editor, { url, alt, width, height }: MediaUploadResult, at: number | undefined) {
  const image = { type: "image", attrs: { src: url, alt, width, height } };
  editor
    .chain()
    .focus()
    .insertContentAt(at ?? editor.state.selection.to, image)
    .run();
}

/**
 * The editor keeps an empty paragraph after a closing list or heading so there is somewhere to type;
 * it is not content, so it is not saved.
 */
function withoutTrailingParagraph(html: string): string {
  return html.replace(/(?:<p><\/p>)+$/, "");
}

type Panel = "link" | "image" | null;

function Toolbar({ editor, onAddImage }: { editor: Editor; onAddImage: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      link: current.isActive("link"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [panel, setPanel] = useState<Panel>(null);
  const [active, setActive] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const run = () => editor.chain().focus();
  const closePanel = () => {
    setPanel(null);
    editor.commands.focus();
  };

  const tools: ToolProps[] = [
    {
      label: "H2 heading",
      pressed: state.h2,
      onClick: () => run().toggleHeading({ level: 2 }).run(),
      icon: "H2",
    },
    {
      label: "H3 heading",
      pressed: state.h3,
      onClick: () => run().toggleHeading({ level: 3 }).run(),
      icon: "H3",
    },
    { label: "Bold", pressed: state.bold, onClick: () => run().toggleBold().run(), icon: <b>B</b> },
    { label: "Italic", pressed: state.italic, onClick: () => run().toggleItalic().run(), icon: <i>I</i> },
    {
      label: "Bulleted list",
      pressed: state.bulletList,
      onClick: () => run().toggleBulletList().run(),
      icon: <ToolIcon d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />,
    },
    {
      label: "Numbered list",
      pressed: state.orderedList,
      onClick: () => run().toggleOrderedList().run(),
      icon: (
        <ToolIcon d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5c.5-1 2.5-1 2.5.3 0 1-2.5 2-2.5 3.2H6" />
      ),
    },
    {
      label: "Quote",
      pressed: state.blockquote,
      onClick: () => run().toggleBlockquote().run(),
      icon: <ToolIcon d="M7 7h4v5c0 2.5-1.5 4-4 5M15 7h4v5c0 2.5-1.5 4-4 5" />,
    },
    {
      label: "Link",
      pressed: state.link,
      onClick: () => setPanel(panel === "link" ? null : "link"),
      icon: (
        <ToolIcon d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
      ),
    },
    {
      label: "Image",
      onClick: () => setPanel(panel === "image" ? null : "image"),
      icon: <ToolIcon d="M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01" />,
    },
    {
      label: "Undo",
      disabled: !state.canUndo,
      onClick: () => run().undo().run(),
      icon: <ToolIcon d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />,
    },
    {
      label: "Redo",
      disabled: !state.canRedo,
      onClick: () => run().redo().run(),
      icon: <ToolIcon d="m15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />,
    },
  ];

  // One tab stop; arrow keys, Home and End move between the enabled tools (the ARIA toolbar pattern).
  const enabled = tools.flatMap((tool, index) => (tool.disabled ? [] : [index]));
  const tabStop = enabled.includes(active) ? active : 0;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const position = enabled.indexOf(tabStop);
    const last = enabled.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: position === last ? 0 : position + 1,
      ArrowLeft: position === 0 ? last : position - 1,
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    const next = move === undefined ? undefined : enabled[move];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    toolbarRef.current?.querySelectorAll("button")[next]?.focus();
  };

  return (
    <div className="border-b border-ink-300 bg-ink-50">
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-1 p-1.5"
        onKeyDown={onKeyDown}
      >
        {tools.map((tool, index) => (
          <ToolButton
            key={tool.label}
            {...tool}
            tabIndex={index === tabStop ? 0 : -1}
            onFocus={() => setActive(index)}
          />
        ))}
      </div>
      {panel === "link" && <LinkPanel editor={editor} onClose={closePanel} />}
      {panel === "image" && (
        <ImagePanel
          editor={editor}
          onClose={closePanel}
          onUpload={() => {
            setPanel(null);
            onAddImage();
          }}
        />
      )}
    </div>
  );
}

interface ToolProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** Set for the tools that toggle a format; announced as a toggle button. */
  pressed?: boolean;
  disabled?: boolean;
}

function ToolButton({
  label,
  icon,
  onClick,
  pressed,
  disabled = false,
  tabIndex,
  onFocus,
}: ToolProps & { tabIndex: number; onFocus: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      tabIndex={tabIndex}
      onFocus={onFocus}
      // Keep the editor's selection: the command applies to what was selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        "inline-flex size-9 items-center justify-center rounded-md text-sm font-bold text-ink-800",
        "hover:bg-ink-200 disabled:opacity-40 aria-pressed:bg-brand-800 aria-pressed:text-white",
      )}
    >
      {icon}
    </button>
  );
}

function ToolIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor">
      <path d={d} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A small inline form under the toolbar (a <div>, since it sits inside the post's <form>): Enter
 * applies, Escape cancels, and focus returns to the text either way.
 */
function UrlPanel({
  title,
  fields,
  error,
  onApply,
  onClose,
  extraAction,
}: {
  title: string;
  fields: ReactNode;
  error: string | null;
  onApply: () => void;
  onClose: () => void;
  extraAction?: ReactNode;
}) {
  return (
    <fieldset
      className="flex flex-col gap-3 border-t border-ink-200 p-3 sm:flex-row sm:items-end"
      onKeyDown={(event) => {
        // Enter in a field applies (instead of submitting the post); on a button it presses that button.
        if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          onApply();
        } else if (event.key === "Escape") {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <legend className="sr-only">{title}</legend>
      <div className="grid flex-1 gap-3 sm:grid-cols-2">{fields}</div>
      <div className="flex gap-2">
        <Button size="sm" onClick={onApply}>
          Apply
        </Button>
        {extraAction}
        <Button size="sm" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:basis-full">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function PanelInput({ label, ...props }: { label: string } & ComponentProps<typeof Input>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <Input id={id} className="h-9" {...props} />
    </div>
  );
}

function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current = editor.getAttributes("link").href;
  const [href, setHref] = useState(typeof current === "string" ? current : "");
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const target = href.trim();
    if (target === "") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      onClose();
      return;
    }
    if (!POST_LINK_TARGET.test(target)) {
      setError(
        "Enter a web address (https://...), an email link (mailto:...) or a page of this site (/contact).",
      );
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: target }).run();
    onClose();
  };
  return (
    <UrlPanel
      title="Link"
      error={error}
      onApply={apply}
      onClose={onClose}
      fields={
        <PanelInput
          label="Link address"
          type="url"
          autoFocus
          placeholder="https://"
          value={href}
          onChange={(event) => setHref(event.target.value)}
        />
      }
      extraAction={
        typeof current === "string" && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onClose();
            }}
          >
            Remove link
          </Button>
        )
      }
    />
  );
}

/** An image by its address (an https one elsewhere), or "Upload image" for the upload dialog. */
function ImagePanel({
  editor,
  onClose,
  onUpload,
}: {
  editor: Editor;
  onClose: () => void;
  onUpload: () => void;
}) {
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    if (!isPostImageUrl(src.trim())) {
      setError(blogMessages.featuredImage);
      return;
    }
    if (!alt.trim()) {
      setError(mediaMessages.alt);
      return;
    }
    editor.chain().focus().setImage({ src: src.trim(), alt: alt.trim() }).run();
    onClose();
  };
  return (
    <UrlPanel
      title="Image"
      error={error}
      onApply={apply}
      onClose={onClose}
      fields={
        <>
          <PanelInput
            label="Image address"
            type="url"
            autoFocus
            placeholder="https://"
            value={src}
            onChange={(event) => setSrc(event.target.value)}
          />
          <PanelInput
            label="Description (alt text)"
            required
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
          />
        </>
      }
      extraAction={
        <Button size="sm" variant="outline" onClick={onUpload}>
          Upload image
        </Button>
      }
    />
  );
}
