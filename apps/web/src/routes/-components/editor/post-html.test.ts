import { describe, expect, test } from "vitest";
import { sanitizePostHtml, tagsTheVisualEditorDrops } from "./post-html";

describe("sanitizePostHtml (the API's rules, for the preview)", () => {
  test.each([
    { case: "keeps the formatting", html: "<h2>T</h2><p><strong>b</strong> <em>i</em></p>", out: "same" },
    { case: "drops scripts with their content", html: "<p>a</p><script>alert(1)</script>", out: "<p>a</p>" },
    { case: "unwraps unknown tags", html: "<div><span>text</span></div>", out: "text" },
    {
      case: "drops event handlers and styles",
      html: '<p onclick="x()" style="color:red">a</p>',
      out: "<p>a</p>",
    },
    {
      case: "drops an image that is not ours or https",
      html: '<p>a</p><img src="data:image/png;base64,AA"><img src="http://192.168.0.1/a.png" alt="x">',
      out: "<p>a</p>",
    },
    {
      case: "keeps an upload",
      html: '<img src="/media/3f0c9a52-7d1e-4b8a-9c3d-2e6f1a0b4c5d/960.jpg" alt="A" width="960" height="540">',
      out: "same",
    },
    {
      case: "keeps an https image with its text alternative",
      html: '<img src="https://example.org/a.jpg" alt="A" onerror="x()">',
      out: '<img src="https://example.org/a.jpg" alt="A">',
    },
    {
      case: "drops a javascript: link target",
      html: '<a href="java\tscript:alert(1)">a</a>',
      out: "<a>a</a>",
    },
    { case: "drops a protocol-relative link", html: '<a href="//evil.example">a</a>', out: "<a>a</a>" },
    {
      case: "keeps an internal link in the same tab",
      html: '<a href="/contact" target="_blank">a</a>',
      out: '<a href="/contact">a</a>',
    },
    {
      case: "opens an outside link in a new tab",
      html: '<a href="https://alabama.gov">a</a>',
      out: '<a href="https://alabama.gov" target="_blank" rel="noopener noreferrer">a</a>',
    },
    { case: "keeps mailto links", html: '<a href="mailto:info@example.org">a</a>', out: "same" },
    { case: "keeps tables", html: "<table><tbody><tr><td>1</td></tr></tbody></table>", out: "same" },
  ])("$case", ({ html, out }) => {
    expect(sanitizePostHtml(html)).toBe(out === "same" ? html : out);
  });
});

describe("tagsTheVisualEditorDrops", () => {
  test.each([
    { html: "<h2>a</h2><ul><li>b</li></ul><blockquote><p>c</p></blockquote>", tags: [] },
    { html: '<p><a href="/x">a</a><img src="https://example.org/a.jpg"></p>', tags: [] },
    { html: "<table><tbody><tr><td>1</td></tr></tbody></table>", tags: ["table", "tbody", "tr", "td"] },
    { html: "<p>E = mc<sup>2</sup> <mark>!</mark></p>", tags: ["sup", "mark"] },
    // What the API removes anyway is no reason to leave the visual editor.
    { html: "<div><p>a</p></div><script>x</script>", tags: [] },
  ])("$html → $tags", ({ html, tags }) => {
    expect(tagsTheVisualEditorDrops(html)).toEqual(tags);
  });
});
