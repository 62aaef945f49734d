/** Containers: their tags stand on lines of their own and indent what they hold. */
const CONTAINERS = "ul|ol|blockquote|table|thead|tbody|tfoot|tr|figure";
/** Blocks that hold text: one line each, their inline content untouched. */
const BLOCKS = "p|h[1-6]|li|td|th|figcaption";

const CONTAINER_TAG = new RegExp(`\\s*(</?(?:${CONTAINERS})\\b[^>]*>)\\s*`, "gi");
const BLOCK_OPEN = new RegExp(`\\s*(<(?:${BLOCKS}|hr)\\b[^>]*>)`, "gi");
const BLOCK_CLOSE = new RegExp(`(</(?:${BLOCKS})>)\\s*`, "gi");
/** A line that is one opening or closing tag alone: what it holds is indented. */
const LONE_OPEN = new RegExp(`^<(${CONTAINERS}|${BLOCKS})\\b[^>]*>$`, "i");
const LONE_CLOSE = new RegExp(`^</(${CONTAINERS}|${BLOCKS})>$`, "i");

/**
 * A post's HTML laid out for reading in the HTML box: each block on its own line, lists, quotes and
 * tables indented. Only white space between blocks changes (it shows nothing) and never inside `<pre>`,
 * so the page looks the same; formatting again gives the same text.
 */
export function formatHtml(html: string): string {
  const lines: string[] = [];
  // <pre> keeps its white space: it is one "line", put back as it was.
  html.split(/(<pre\b[\s\S]*?<\/pre>)/i).forEach((part, index) => {
    if (index % 2 === 1) lines.push(part);
    else
      lines.push(
        ...part
          .replace(CONTAINER_TAG, "\n$1\n")
          .replace(BLOCK_OPEN, "\n$1")
          .replace(BLOCK_CLOSE, "$1\n")
          .split("\n")
          .map((line) => line.trim())
          .filter((line) => line !== ""),
      );
  });
  // The tags opened on lines of their own, innermost last: only their closing lines unindent.
  const open: string[] = [];
  return lines
    .map((line) => {
      const closing = LONE_CLOSE.exec(line)?.[1]?.toLowerCase();
      if (closing && open.at(-1) === closing) open.pop();
      const indented = `${"  ".repeat(open.length)}${line}`;
      const opening = LONE_OPEN.exec(line)?.[1]?.toLowerCase();
      if (opening) open.push(opening);
      return indented;
    })
    .join("\n");
}
