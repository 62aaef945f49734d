import { describe, expect, test } from "vitest";
import { formatHtml } from "./format-html";

/**
 * What a browser shows: the DOM's structure and its text, each text node's white space folded and
 * trimmed (white space beside a block shows nothing; the formatter adds or removes only that kind).
 */
function rendered(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) {
    const text = (walker.currentNode.textContent ?? "").replaceAll(/\s+/g, " ").trim();
    if (text) texts.push(`${walker.currentNode.parentElement?.tagName}:${text}`);
  }
  const tags = [...template.content.querySelectorAll("*")].map((element) => element.tagName);
  return `${tags.join(",")}|${texts.join("|")}`;
}

const ONE_LINE =
  '<h2>Who can apply?</h2><p>Families <strong>in Alabama</strong> with<br>a child.</p><ul><li>One</li><li>Two<ul><li>Nested</li></ul></li></ul><blockquote><p>Quoted</p></blockquote><pre>  keep\n    this</pre><p>After <a href="/blog">a link</a><img src="https://e.org/a.png" alt="A"></p>';

describe("formatHtml", () => {
  test("one block a line, lists and quotes indented", () => {
    expect(formatHtml(ONE_LINE)).toBe(
      [
        "<h2>Who can apply?</h2>",
        "<p>Families <strong>in Alabama</strong> with<br>a child.</p>",
        "<ul>",
        "  <li>One</li>",
        "  <li>Two",
        "  <ul>",
        "    <li>Nested</li>",
        "  </ul>",
        "  </li>",
        "</ul>",
        "<blockquote>",
        "  <p>Quoted</p>",
        "</blockquote>",
        "<pre>  keep\n    this</pre>",
        '<p>After <a href="/blog">a link</a><img src="https://e.org/a.png" alt="A"></p>',
      ].join("\n"),
    );
  });

  test("the page looks the same, and formatting again changes nothing", () => {
    const formatted = formatHtml(ONE_LINE);
    expect(rendered(formatted)).toBe(rendered(ONE_LINE));
    expect(formatHtml(formatted)).toBe(formatted);
  });
});
