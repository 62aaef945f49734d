import type { AdminBlogPost } from "@choose/schema";
import { defaultSiteConfig, mediaUrl } from "@choose/schema";
import { landscapePng } from "./images.ts";

/** An image of the mock media library: uploaded through the media service, then given this id and date. */
export interface MockImage {
  id: string;
  alt: string;
  createdAt: string;
  /** The upload's size, which is also its largest variant's (under the widest variant). */
  width: number;
  height: number;
  format: "png";
  data: Uint8Array;
}

/** A small landscape (a sky above the ground) in the mock media library, so mock posts show images. */
function landscape(
  id: string,
  alt: string,
  sky: readonly [number, number, number],
  ground: readonly [number, number, number],
): MockImage {
  const size = { width: 320, height: 180 };
  return {
    id,
    alt,
    ...size,
    format: "png",
    createdAt: "2025-09-01T12:00:00.000Z",
    data: landscapePng(size.width, size.height, sky, ground),
  };
}

const blueSky = landscape(
  "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e01",
  "A blue sky over a green field",
  [184, 207, 230],
  [77, 124, 79],
);
const greenHill = landscape(
  "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e02",
  "A pale sky over a green hill",
  [220, 232, 243],
  [107, 143, 78],
);
export const MOCK_MEDIA: MockImage[] = [blueSky, greenHill];

/** A mock post's featured image: one of MOCK_MEDIA. */
function featured(media: MockImage) {
  const { id, width, height, alt } = media;
  return { featuredImage: mediaUrl(id, width, media.format), featuredMedia: { id, width, height, alt } };
}

/** Fake posts for the mocks; the copy follows the CHOOSE Act facts brief and names its caveats. */
export const MOCK_POSTS: AdminBlogPost[] = [
  {
    id: "5b0f6a3e-2a7c-4c55-9d6e-0c1f1b7a9e01",
    slug: "choose-act-2026-27-key-dates",
    title: "CHOOSE Act 2026-27: Key Dates for Families",
    excerpt:
      "Renewals opened on December 15, 2025 and new families could apply from January 2, 2026. Here is what to know before the March 31 deadline.",
    content: `<p>The Alabama Department of Revenue (ALDOR) runs the CHOOSE Act education savings account program. For the 2026-27 school year, the application calendar is:</p>
<ul>
  <li><strong>December 15, 2025:</strong> renewals open for current participants.</li>
  <li><strong>January 2, 2026:</strong> applications open for new families.</li>
  <li><strong>March 31, 2026:</strong> all applications close.</li>
  <li><strong>April 15, 2026:</strong> awards are announced.</li>
</ul>
<h2>Who can apply?</h2>
<p>Alabama residents aged 5 to 19 who have not graduated may qualify. For 2026-27, household income must be at or below 300% of the federal poverty level. From 2027-28 there is no income limit.</p>
<blockquote>Eligibility is set by the law and decided by ALDOR. Check the official program site before you apply.</blockquote>
<p>Questions? <a href="/contact">Contact our family outreach team</a>.</p>`,
    featuredImage: null,
    featuredMedia: null,
    authorName: defaultSiteConfig.teamName,
    createdAt: "2026-01-05T15:00:00.000Z",
    updatedAt: "2026-01-12T09:30:00.000Z",
    published: true,
    publishAt: null,
    tags: [],
    createdBy: "admin",
    language: "en",
    translation: null,
    counterpart: null,
  },
  {
    id: "5b0f6a3e-2a7c-4c55-9d6e-0c1f1b7a9e02",
    slug: "what-esa-funds-can-pay-for",
    title: "What Can CHOOSE Act ESA Funds Pay For?",
    excerpt:
      "Tuition, textbooks, tutoring and therapies are in; athletics, uniforms, food and transport are out. A plain-language guide for parents.",
    content: `<p>Each CHOOSE Act account holds a refundable tax credit. Parents never receive cash: payments go through ClassWallet to approved schools and providers.</p>
<h2>Allowed expenses</h2>
<table>
  <thead><tr><th>Allowed</th><th>Not allowed</th></tr></thead>
  <tbody>
    <tr><td>Tuition and fees</td><td>Athletics</td></tr>
    <tr><td>Textbooks and curricula</td><td>Uniforms</td></tr>
    <tr><td>Tutoring and testing</td><td>Food</td></tr>
    <tr><td>Therapies</td><td>Transport</td></tr>
  </tbody>
</table>
<h3>How much?</h3>
<p>The law provides <strong>$7,000</strong> per student at a participating school and <strong>$2,000</strong> per home-education student, capped at $4,000 per family.</p>`,
    ...featured(blueSky),
    authorName: "Family Outreach Team",
    createdAt: "2025-11-18T14:00:00.000Z",
    updatedAt: "2025-11-18T14:00:00.000Z",
    published: true,
    publishAt: null,
    tags: [],
    createdBy: "admin",
    language: "en",
    translation: null,
    counterpart: null,
  },
  {
    id: "5b0f6a3e-2a7c-4c55-9d6e-0c1f1b7a9e03",
    slug: "preparing-your-school-to-participate",
    title: "Preparing Your School to Participate",
    excerpt:
      "Accreditation, background checks, financial statements and annual reports: a checklist for private schools considering the CHOOSE Act.",
    content: `<p>Participating schools must meet the requirements in the law. Among them:</p>
<ol>
  <li>Accreditation by an accreditor the law names (church schools included).</li>
  <li>Health and safety codes and an occupancy permit.</li>
  <li>Background checks under the Alabama Child Protection Act.</li>
  <li>Financial statements or a surety bond, and annual reports.</li>
  <li>Norm-referenced testing for participating students.</li>
</ol>
<p>Schools apply to ALDOR as providers on a rolling basis, and ALDOR decides within 14 days. Our <code>CHOOSE Readiness Certification</code> helps you get organized, but it is not a state approval.</p>`,
    ...featured(greenHill),
    authorName: defaultSiteConfig.teamName,
    createdAt: "2025-09-02T13:00:00.000Z",
    updatedAt: "2025-10-01T13:00:00.000Z",
    published: true,
    publishAt: null,
    tags: [],
    createdBy: "admin",
    language: "en",
    translation: null,
    counterpart: null,
  },
  {
    id: "5b0f6a3e-2a7c-4c55-9d6e-0c1f1b7a9e04",
    slug: "draft-fall-workshop-series",
    title: "Draft: Fall Workshop Series",
    excerpt: "Dates and places for our fall workshops for school leaders (not yet published).",
    content: "<p>Workshop dates are being confirmed with host schools across the state.</p>",
    featuredImage: null,
    featuredMedia: null,
    authorName: defaultSiteConfig.teamName,
    createdAt: "2026-02-01T13:00:00.000Z",
    updatedAt: "2026-02-01T13:00:00.000Z",
    published: false,
    publishAt: null,
    tags: [],
    createdBy: "admin",
    language: "en",
    translation: null,
    counterpart: null,
  },
];
