import { describe, expect, test } from "vitest";
import { postImages, sanitizePostHtml, withMediaSizes } from "./html-sanitizer.ts";

const UPLOAD = "3f0c9a52-7d1e-4b8a-9c3d-2e6f1a0b4c5d";

describe("sanitizePostHtml", () => {
  test.each([
    // Scripts inside kept elements go with their content; a form keeps only its text.
    ["a script", "<p>Hi<script>alert(1)</script></p>", "<p>Hi</p>"],
    ["a form keeps only its text", '<form action="/x"><input name="a"><button>Go</button></form>', "Go"],
    // Event handlers, styles and classes go, the element stays.
    ["an onclick", '<p onclick="steal()">c</p>', "<p>c</p>"],
    [
      "an onerror on an image",
      '<img src="https://e.org/a.png" onerror="alert(1)" alt="A">',
      '<img src="https://e.org/a.png" alt="A" />',
    ],
    ["style and class attributes", '<p style="color:red" class="x" id="y">Red</p>', "<p>Red</p>"],
    [
      "a srcset",
      '<img src="https://e.org/a.png" srcset="javascript:alert(1)">',
      '<img src="https://e.org/a.png" />',
    ],
    // Links: external ones open apart and pass no opener or referrer; relative ones are kept.
    [
      "an external link",
      '<a href="https://example.org" target="_self" rel="opener">ext</a>',
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">ext</a>',
    ],
    [
      "a relative link",
      '<a href="/blog/news" target="_blank" title="News">in</a>',
      '<a href="/blog/news" title="News">in</a>',
    ],
    // Void elements are closed; text is escaped, never interpreted.
    [
      "headings and paragraphs",
      "<h1>A</h1><h2>B</h2><h3>C</h3><p>D<br>E</p>",
      "<h1>A</h1><h2>B</h2><h3>C</h3><p>D<br />E</p>",
    ],
    [
      "a safe image",
      '<img src="https://e.org/a.png" alt="A" width="10">',
      '<img src="https://e.org/a.png" alt="A" width="10" />',
    ],
    [
      "an upload of ours",
      `<img src="/media/${UPLOAD}/480.webp" alt="A">`,
      `<img src="/media/${UPLOAD}/480.webp" alt="A" />`,
    ],
    ["bare angle brackets and ampersands", "<p>a & b < c</p>", "<p>a &amp; b &lt; c</p>"],
    ["surrounding whitespace", "  <p>t</p>\n", "<p>t</p>"],
  ])("%s", (_, input, expected) => {
    expect(sanitizePostHtml(input)).toBe(expected);
  });

  // Scripts and other executable or embedding tags go, with their content; what follows stays.
  test.each([
    ["a script split by case", "<ScRiPt>alert(1)</sCrIpT>"],
    ["a style element", "<style>p{display:none}</style>"],
    ["an iframe", '<iframe src="https://evil.example"></iframe>'],
    ["object and embed", '<object data="x.swf"></object><embed src="x">'],
    ["an svg with onload", '<svg onload="alert(1)"><circle/></svg>'],
    [
      "meta, link and base",
      '<meta http-equiv="refresh" content="0;url=https://e"><link rel="stylesheet" href="x"><base href="https://e/">',
    ],
    ["a textarea", "<textarea>t</textarea>"],
    ["a comment", "<!-- <script>x</script> -->"],
  ])("%s goes", (_, markup) => {
    expect(sanitizePostHtml(`${markup}<p>kept</p>`)).toBe("<p>kept</p>");
  });

  // Dangerous URLs lose the attribute.
  test.each([
    ["a javascript: link", "javascript:alert(1)"],
    ["a mixed-case javascript: link", "JaVaScRiPt:alert(1)"],
    ["a javascript: link hidden by an entity", "java&#x09;script:alert(1)"],
    ["a vbscript: link", "vbscript:x"],
    ["a data: link", "data:text/html,x"],
    ["a protocol-relative link", "//evil.example/x"],
  ])("%s loses its href", (_, href) => {
    expect(sanitizePostHtml(`<a href="${href}">x</a>`)).toBe("<a>x</a>");
  });

  // An image without a safe src goes whole. http: images would let a post make every reader's browser
  // call any address: dropped like the rest.
  test.each([
    ["a data: image", "data:image/png;base64,AAAA"],
    ["a javascript: image", "javascript:alert(1)"],
    ["a relative image", "/uploads/a.png"],
    ["an http image", "http://192.168.0.1/router.png"],
    ["an https image on an IP address", "https://10.0.0.1/a.png"],
    ["a look-alike of an upload", "/media/../api/health/480.jpg"],
  ])("%s goes whole", (_, src) => {
    expect(sanitizePostHtml(`<p><img src="${src}" alt="x"></p>`)).toBe("<p></p>");
  });

  // The structure of a post is kept as written.
  test.each([
    ["a mailto link", '<a href="mailto:info@example.org">mail</a>'],
    ["lists", '<ul><li>a</li></ul><ol start="3"><li>b</li></ol>'],
    ["emphasis", "<p><strong>s</strong><em>e</em><b>b</b><i>i</i><u>u</u><s>x</s></p>"],
    [
      "a table",
      '<table><caption>T</caption><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">c</td></tr></tbody></table>',
    ],
    ["code", "<pre><code>if (a &lt; b) run();</code></pre><p><code>x</code></p>"],
    ["a blockquote", "<blockquote><p>q</p></blockquote>"],
  ])("%s is kept as written", (_, html) => {
    expect(sanitizePostHtml(html)).toBe(html);
  });
});

test("postImages lists each image's src and trimmed alt text", () => {
  expect(
    postImages('<p><img src="https://e.org/a.png" alt=" A "></p><img src="https://e.org/b.png" />'),
  ).toEqual([
    { src: "https://e.org/a.png", alt: "A" },
    { src: "https://e.org/b.png", alt: "" },
  ]);
});

test("withMediaSizes points uploads at their largest variant with its size, and leaves other images be", () => {
  const html = `<img src="/media/${UPLOAD}/480.avif" alt="A" width="1" /><img src="https://e.org/b.png" alt="B" />`;
  expect(
    withMediaSizes(html, new Map([[UPLOAD, { width: 1200, height: 800, format: "png" as const }]])),
  ).toBe(
    `<img src="/media/${UPLOAD}/1200.png" alt="A" width="1200" height="800" /><img src="https://e.org/b.png" alt="B" />`,
  );
});
