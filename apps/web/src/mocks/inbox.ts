import type { ContactMessage, Subscriber } from "@choose/schema";
import { validContact } from "@choose/schema/fixtures";

/** Sample contact messages for the admin screens: the newest unread, one handled. */
export const MOCK_MESSAGES: ContactMessage[] = [
  {
    // The shared valid example, as the server stores it.
    ...validContact,
    id: "5a0c3d10-7e4f-4b2a-9c1d-0e1f2a3b4c01",
    submittedAt: "2026-03-02T14:20:00.000Z",
    status: "new",
    language: "en",
  },
  {
    id: "5a0c3d10-7e4f-4b2a-9c1d-0e1f2a3b4c02",
    name: "Marcus Reed",
    email: "marcus.reed@example.com",
    phone: null,
    organization: null,
    message: "Does the account cover tutoring?\nOur son needs help with reading this year.",
    submittedAt: "2026-02-27T09:05:00.000Z",
    status: "new",
    language: "en",
  },
  {
    id: "5a0c3d10-7e4f-4b2a-9c1d-0e1f2a3b4c03",
    name: "Linda Park",
    email: "lpark@hope.example.org",
    phone: "334-555-0188",
    organization: "Hope Learning Center",
    message: "Thank you for the information session last week. We have shared it with our families.",
    submittedAt: "2026-02-20T16:45:00.000Z",
    status: "handled",
    language: "en",
  },
];

/** Sample newsletter subscribers: two active, one who unsubscribed. */
export const MOCK_SUBSCRIBERS: Subscriber[] = [
  {
    id: "6b1d4e20-8f5a-4c3b-8d2e-1f2a3b4c5d01",
    email: "jane@example.org",
    name: "Jane",
    subscribedAt: "2026-03-01T12:00:00.000Z",
    isActive: true,
    language: "en",
  },
  {
    id: "6b1d4e20-8f5a-4c3b-8d2e-1f2a3b4c5d02",
    email: "tom.baker@example.com",
    name: "Tom Baker",
    subscribedAt: "2026-02-14T08:30:00.000Z",
    isActive: true,
    language: "en",
  },
  {
    id: "6b1d4e20-8f5a-4c3b-8d2e-1f2a3b4c5d03",
    email: "former@example.net",
    name: null,
    subscribedAt: "2026-01-05T19:10:00.000Z",
    isActive: false,
    language: "en",
  },
];
