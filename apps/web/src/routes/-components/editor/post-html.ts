import {
  ABSOLUTE_WEB_URL,
  isKeptPostLink,
  isPostImageUrl,
  POST_HTML_ATTRIBUTES,
  POST_HTML_TAGS,
} from "@choose/schema";

/**
 * The shared allow-list (@choose/schema post-html.ts) applied in the browser, so the preview shows
 * exactly what the public page will and nothing typed into the HTML box can run in the back office.
 * The API stays the one that enforces it.
 */
const ALLOWED_TAGS: ReadonlySet<string> = new Set(POST_HTML_TAGS);
const ALLOWED_ATTRIBUTES = POST_HTML_ATTRIBUTES;

/** sanitize-html's non-text tags: dropped together with their content. */
const DROPPED_WITH_CONTENT = new Set(["script", "style", "textarea", "option", "noscript"]);

function cleanAttributes(element: Element, tag: string): void {
  const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
  for (const { name } of [...element.attributes]) {
    if (!allowed.includes(name)) element.removeAttribute(name);
  }
  if (tag !== "a") return;
  const href = element.getAttribute("href");
  if (href !== null && !isKeptPostLink(href)) element.removeAttribute("href");
  if (ABSOLUTE_WEB_URL.test(element.getAttribute("href") ?? "")) {
    element.setAttribute("target", "_blank");
    element.setAttribute("rel", "noopener noreferrer");
  }
}

function cleanChildren(parent: Node): void {
  for (const child of [...parent.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (!(child instanceof Element)) {
      child.remove();
      continue;
    }
    const tag = child.localName;
    if (DROPPED_WITH_CONTENT.has(tag)) {
      child.remove();
      continue;
    }
    cleanChildren(child);
    if (!ALLOWED_TAGS.has(tag)) {
      child.replaceWith(...child.childNodes);
    } else if (tag === "img" && !isPostImageUrl(child.getAttribute("src") ?? "")) {
      // The API drops an image it cannot show rather than leave an empty box.
      child.remove();
    } else {
      cleanAttributes(child, tag);
    }
  }
}

/** Parsed into an inert document (nothing in it loads or runs), then cleaned like the API does. */
function parseClean(html: string): HTMLElement {
  const { body } = new DOMParser().parseFromString(html, "text/html");
  cleanChildren(body);
  return body;
}

export function sanitizePostHtml(html: string): string {
  return parseClean(html).innerHTML.trim();
}

/** Elements the visual editor (Tiptap with StarterKit, Link and Image) reads and writes back. */
const VISUAL_BLOCKS = ["p", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "pre"];
const VISUAL_INLINE = ["strong", "b", "em", "i", "u", "s", "code", "br", "a", "img"];
const VISUAL_EDITOR_TAGS: ReadonlySet<string> = new Set([...VISUAL_BLOCKS, ...VISUAL_INLINE]);

/**
 * The kept elements the visual editor would silently drop (tables, figures, sup...), as tag names.
 * A post holding any of them is edited as HTML, so opening and saving it loses nothing.
 */
export function tagsTheVisualEditorDrops(html: string): string[] {
  const tags = [...parseClean(html).querySelectorAll("*")].map((element) => element.localName);
  return [...new Set(tags.filter((tag) => !VISUAL_EDITOR_TAGS.has(tag)))];
}
