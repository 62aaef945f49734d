import { AppError, organisationMessages, uiMessages } from "@choose/schema";
import { validOrganisationProfile } from "@choose/schema/fixtures";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockBackend } from "../mocks/backend";
import { renderAdminRoute } from "../test/admin";
import { findToast, renderRoute } from "../test/render";

const NEW_EMAIL = "office@magiccity.example.org";

async function renderOrganisation() {
  const view = await renderAdminRoute("/admin/organisation");
  const form = within(await screen.findByRole("form", { name: "Organization details" }));
  return { ...view, form };
}

describe("organisation details", () => {
  test("a new email shows on /, /contact and in the footer without a reload of the app", async () => {
    const { form, user, history } = await renderOrganisation();
    const email = form.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, NEW_EMAIL);
    await user.click(form.getByRole("button", { name: "Save Details" }));
    await findToast(uiMessages.organisationAdmin.saved);

    history.push("/");
    const contact = within(await screen.findByRole("region", { name: "Get In Touch" }));
    expect(await contact.findByRole("link", { name: NEW_EMAIL })).toHaveAttribute(
      "href",
      `mailto:${NEW_EMAIL}`,
    );
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getByRole("link", { name: NEW_EMAIL })).toBeVisible();

    history.push("/contact");
    const strip = within(await screen.findByRole("list", { name: "How to reach us" }));
    expect(await strip.findByRole("link", { name: NEW_EMAIL })).toBeVisible();
  });

  test("a fresh page load reads the saved profile: name in the header and title, phone, empty socials hidden", async () => {
    await mockBackend.services.organisation.updateProfile({
      ...validOrganisationProfile,
      social: { ...validOrganisationProfile.social, twitter: "", instagram: "" },
    });
    renderRoute("/");
    // The header's logo and the footer's.
    expect(
      await screen.findAllByRole("link", { name: `${validOrganisationProfile.name} home` }),
    ).toHaveLength(2);
    const social = within(screen.getByRole("list", { name: "Social media" }));
    expect(social.getAllByRole("link").map((link) => link.getAttribute("aria-label"))).toEqual([
      "Facebook",
      "LinkedIn",
    ]);
    expect(screen.getByRole("link", { name: validOrganisationProfile.phone })).toHaveAttribute(
      "href",
      "tel:2055550142",
    );
    expect(screen.getByText(/EIN 12-3456789/)).toBeVisible();
    expect(document.title).toBe(`Empowering Educational Choice | ${validOrganisationProfile.name}`);
  });

  test("bad values are refused on the form with their messages, and nothing is sent", async () => {
    const { form, user } = await renderOrganisation();
    await user.type(form.getByLabelText("Facebook"), "{Control>}a{/Control}http://facebook.com/us");
    await user.clear(form.getByLabelText(/^Phone/));
    await user.type(form.getByLabelText(/^Phone/), "call us");
    await user.click(form.getByRole("button", { name: "Save Details" }));
    expect(await form.findByText(organisationMessages.httpsUrl)).toBeVisible();
    expect(form.getByText(organisationMessages.phone)).toBeVisible();
    expect((await mockBackend.services.organisation.profile()).phone).toBe("");
  });

  test("a field the server refuses shows its message there, with attention on it, and keeps what was typed", async () => {
    const refusal = "That address bounces";
    mockBackend.override("organisation", {
      updateProfile: async () => {
        throw new AppError("BAD_REQUEST", refusal, { errors: [{ path: "email", message: refusal }] });
      },
    });
    const { form, user } = await renderOrganisation();
    const email = form.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, NEW_EMAIL);
    await user.click(form.getByRole("button", { name: "Save Details" }));
    expect(await findToast(uiMessages.organisationAdmin.saveFailed)).toHaveTextContent(refusal);
    expect(email).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
    expect(email).toHaveValue(NEW_EMAIL);
  });
});
