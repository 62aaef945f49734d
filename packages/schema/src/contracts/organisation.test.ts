import { describe, expect, test } from "vitest";
import { issuesOf } from "../fixtures/issues.ts";
import { validOrganisationProfile } from "../fixtures/valid.ts";
import {
  OrganisationProfileInputSchema,
  organisationJsonLd,
  organisationMessages,
  PageInputSchema,
  RESERVED_PAGE_SLUGS,
} from "./organisation.ts";

const profile = OrganisationProfileInputSchema.parse(validOrganisationProfile);

describe("organisation profile input", () => {
  test("an EIN typed without its dash is stored as 12-3456789; empty optional fields stay empty", () => {
    const parsed = OrganisationProfileInputSchema.parse({
      name: "  Magic City Schools  ",
      email: "hello@example.org",
      ein: "123456789",
    });
    expect(parsed).toMatchObject({ name: "Magic City Schools", ein: "12-3456789", phone: "", logoUrl: "" });
    expect(parsed.social).toEqual({ facebook: "", twitter: "", linkedin: "", instagram: "" });
  });

  test.each([
    ["phone", { phone: "555-0100" }, organisationMessages.phone],
    ["ein", { ein: "12-345678" }, organisationMessages.ein],
    ["donationUrl", { donationUrl: "http://give.example.org" }, organisationMessages.httpsUrl],
    ["donationUrl", { donationUrl: "https://127.0.0.1/give" }, organisationMessages.httpsUrl],
    ["social.instagram", { social: { instagram: "javascript:alert(1)" } }, organisationMessages.httpsUrl],
  ])("%s is refused: %j", (path, change, message) => {
    expect(
      issuesOf(OrganisationProfileInputSchema, { ...validOrganisationProfile, ...change }),
    ).toContainEqual({
      path,
      message,
    });
  });
});

describe("page input", () => {
  test.each(RESERVED_PAGE_SLUGS)("the slug %s is refused", (slug) => {
    const result = PageInputSchema.safeParse({
      title: "A page",
      slug,
      description: "A page of the website.",
      content: "<p>Some content.</p>",
    });
    expect(result.error?.issues[0]?.message).toBe(organisationMessages.slugReserved);
  });
});

describe("JSON-LD", () => {
  const baseUrl = "https://esa.example.org";
  /** What every Organization has: the name, the site and the email. */
  const always = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: profile.name,
    url: baseUrl,
    email: profile.email,
  };

  test("an Organization with the profile's details; empty ones left out", () => {
    expect(organisationJsonLd({ ...profile, logoUrl: "/media/abc/480.png" }, baseUrl)).toEqual({
      ...always,
      description: profile.description,
      telephone: profile.phone,
      address: profile.address,
      taxID: profile.ein,
      logo: "https://esa.example.org/media/abc/480.png",
      sameAs: [profile.social.facebook, profile.social.linkedin],
    });
    expect(
      organisationJsonLd(
        {
          ...profile,
          description: "",
          phone: "",
          address: "",
          ein: "",
          logoUrl: "",
          social: { facebook: "", twitter: "", linkedin: "", instagram: "" },
        },
        baseUrl,
      ),
    ).toEqual(always);
  });
});
