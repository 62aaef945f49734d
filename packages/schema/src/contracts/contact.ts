import { z } from "zod";
import { contactMessages } from "../texts/validation-messages.ts";
import { languageField } from "./language.ts";
import { emailAddress, honeypot, optionalText, requiredText } from "./text.ts";

export { contactMessages };

export const CONTACT_MESSAGE_MAX = 5000;

export const ContactInputSchema = z.object({
  name: requiredText(2, contactMessages.name),
  email: emailAddress(contactMessages.email),
  phone: optionalText(50),
  organization: optionalText(),
  message: requiredText(10, contactMessages.message, CONTACT_MESSAGE_MAX),
  homepage: honeypot,
  language: languageField,
});
export type ContactInput = z.input<typeof ContactInputSchema>;
export type ContactData = z.output<typeof ContactInputSchema>;

export const ContactReceiptSchema = z.object({ id: z.uuid(), submittedAt: z.iso.datetime() });
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;
