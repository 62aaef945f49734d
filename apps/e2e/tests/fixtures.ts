import { readFile } from "node:fs/promises";
import {
  type AdminBlogPost,
  AdminBlogPostSchema,
  type AdminEvent,
  AdminEventSchema,
  type Application,
  type ApplicationInput,
  type ApplicationReceipt,
  ApplicationReceiptSchema,
  ApplicationSchema,
  type BlogPostCreateInput,
  type ContactInput,
  type ContactReceipt,
  ContactReceiptSchema,
  type EventInput,
  LoginSuccessSchema,
  type MediaUploadResult,
  MediaUploadResultSchema,
  type NewsletterInput,
} from "@choose/schema";
import { validPostCreate } from "@choose/schema/fixtures";
import {
  type APIRequestContext,
  type APIResponse,
  test as base,
  expect,
  request as requestFactory,
} from "@playwright/test";
import { z } from "zod";
import {
  type DatabaseKind,
  E2E_ADMIN,
  SPREADSHEETS,
  type SpreadsheetName,
  stackPorts,
} from "../src/stacks.ts";

/** Set per Playwright project: which stack (database) the tests talk to. */
export interface StackOptions {
  database: DatabaseKind;
}

const RowsSchema = z.object({ rows: z.array(z.array(z.string())) });
const HealthSchema = z.object({ serviceAccountEmail: z.string() });
const MailsSchema = z.object({
  mails: z.array(z.object({ to: z.array(z.string()), subject: z.string(), text: z.string() })),
});

let sequence = 0;

/** A 2400 × 1600 JPEG with EXIF and a GPS position, for uploads. */
export const PHOTO = new URL("./assets/schoolhouse.jpg", import.meta.url).pathname;

/** The running stack as the tests see it: the API's REST endpoints and the Google fake's control. */
export class Stack {
  readonly database: DatabaseKind;
  readonly apiURL: string;
  readonly controlURL: string;
  readonly #http: APIRequestContext;
  readonly #worker: number;
  #token: Promise<string> | undefined;

  constructor(database: DatabaseKind, http: APIRequestContext, worker: number) {
    this.database = database;
    this.#http = http;
    this.#worker = worker;
    this.apiURL = `http://127.0.0.1:${stackPorts(database, process.env.E2E_PORT_OFFSET).api}`;
    this.controlURL = `http://127.0.0.1:${stackPorts(database, process.env.E2E_PORT_OFFSET).control}`;
  }

  /** A label no other test, worker or database uses: "Spring news embedded w1 mwq3k2x1". */
  unique(label: string): string {
    sequence += 1;
    return `${label} ${this.database} w${this.#worker} ${Date.now().toString(36)}${sequence}`;
  }

  /** `unique()` as a slug. */
  uniqueSlug(label: string): string {
    return this.unique(label)
      .toLowerCase()
      .replaceAll(/[^a-z0-9]+/g, "-");
  }

  /** An email address no other test uses: "reader-embedded-w1-mwq3k2x1@example.org". */
  uniqueEmail(label: string): string {
    return `${this.uniqueSlug(label)}@example.org`;
  }

  async login(credentials: { username: string; password: string } = E2E_ADMIN): Promise<string> {
    const response = await this.#http.post(`${this.apiURL}/api/admin/login`, { data: credentials });
    if (!response.ok()) throw new Error(`login: ${response.status()} ${await response.text()}`);
    return LoginSuccessSchema.parse(await response.json()).token;
  }

  /** One admin session per worker for seeding through the REST API. */
  adminToken(): Promise<string> {
    this.#token ??= this.login();
    return this.#token;
  }

  async createPost(post: BlogPostCreateInput): Promise<AdminBlogPost> {
    const response = await this.#http.post(`${this.apiURL}/api/blog`, {
      data: post,
      headers: { "x-admin-token": await this.adminToken() },
    });
    if (response.status() !== 201)
      throw new Error(`create post: ${response.status()} ${await response.text()}`);
    return AdminBlogPostSchema.parse(await response.json());
  }

  /** The shared valid post, published, with a unique title and slug, and a heading and a list to render. */
  publishedPost(label: string, overrides: Partial<BlogPostCreateInput> = {}): Promise<AdminBlogPost> {
    return this.createPost({
      ...validPostCreate,
      title: this.unique(label),
      slug: this.uniqueSlug(label),
      content:
        "<h2>What changed</h2><p>The CHOOSE Act education savings accounts open a new application window for families.</p><ul><li>Check eligibility</li><li>Gather documents</li></ul>",
      published: true,
      ...overrides,
    });
  }

  /** `POST /api/admin/events`: the event with its slug. */
  async createEvent(event: EventInput): Promise<AdminEvent> {
    const response = await this.#http.post(`${this.apiURL}/api/admin/events`, {
      data: event,
      headers: { "x-admin-token": await this.adminToken() },
    });
    if (response.status() !== 201)
      throw new Error(`create event: ${response.status()} ${await response.text()}`);
    return AdminEventSchema.parse(await response.json());
  }

  /** `POST /api/media` with this file: the status and the answer's message, if any. */
  async uploadRaw(file: { name: string; mimeType: string; buffer: Buffer }, alt = "") {
    const response = await this.#http.post(`${this.apiURL}/api/media`, {
      multipart: { file, alt },
      headers: { "x-admin-token": await this.adminToken() },
    });
    return {
      status: response.status(),
      message: z.object({ message: z.string() }).safeParse(await response.json()).data?.message,
    };
  }

  /** Uploads the test photo (2400 × 1600 JPEG with EXIF and GPS) to the media library. */
  async uploadImage(alt: string): Promise<MediaUploadResult> {
    const response = await this.#http.post(`${this.apiURL}/api/media`, {
      multipart: {
        file: { name: "schoolhouse.jpg", mimeType: "image/jpeg", buffer: await readFile(PHOTO) },
        alt,
      },
      headers: { "x-admin-token": await this.adminToken() },
    });
    if (response.status() !== 201) throw new Error(`upload: ${response.status()} ${await response.text()}`);
    return MediaUploadResultSchema.parse(await response.json());
  }

  async submitApplication(input: ApplicationInput): Promise<ApplicationReceipt> {
    const response = await this.#http.post(`${this.apiURL}/api/applications`, { data: input });
    if (!response.ok()) throw new Error(`submit application: ${response.status()} ${await response.text()}`);
    return ApplicationReceiptSchema.parse(await response.json());
  }

  async sendContact(input: ContactInput): Promise<ContactReceipt> {
    const response = await this.#http.post(`${this.apiURL}/api/contact`, { data: input });
    if (!response.ok()) throw new Error(`contact: ${response.status()} ${await response.text()}`);
    return ContactReceiptSchema.parse(await response.json());
  }

  /** A sign-up whose mailed confirmation link was followed: a subscriber. */
  async subscribe(input: NewsletterInput): Promise<void> {
    const response = await this.#http.post(`${this.apiURL}/api/newsletter`, { data: input });
    if (!response.ok()) throw new Error(`newsletter: ${response.status()} ${await response.text()}`);
    const email = input.email.trim().toLowerCase();
    // The background sender delivers the mail to the stack's SMTP server a moment later.
    for (let tries = 0; tries < 100; tries++) {
      const token = (await this.mails(email))
        .map((mail) => /\/newsletter\/confirm\?token=([0-9a-f]+)/.exec(mail.text)?.[1])
        .find(Boolean);
      if (token) {
        const confirmed = await this.#http.post(`${this.apiURL}/api/newsletter/confirm`, { data: { token } });
        if (!confirmed.ok()) throw new Error(`confirm: ${confirmed.status()} ${await confirmed.text()}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No confirmation mail reached ${email}`);
  }

  /** What the API has logged so far, one line each. */
  async apiLog(): Promise<string[]> {
    const response = await this.#http.get(`${this.controlURL}/log`);
    return z.object({ lines: z.array(z.string()) }).parse(await response.json()).lines;
  }

  /** Every application, as the admin API lists them. */
  async applications(): Promise<Application[]> {
    const response = await this.#http.get(`${this.apiURL}/api/applications/admin`, {
      headers: { "x-admin-token": await this.adminToken() },
    });
    if (!response.ok()) throw new Error(`applications: ${response.status()} ${await response.text()}`);
    return z.array(ApplicationSchema).parse(await response.json());
  }

  /** An admin REST call made with the worker's session (the back office's settings, read and put back). */
  async adminRequest(method: "GET" | "PUT" | "DELETE", path: string, data?: unknown): Promise<APIResponse> {
    return this.#http.fetch(`${this.apiURL}${path}`, {
      method,
      data,
      headers: { "x-admin-token": await this.adminToken() },
    });
  }

  /** The HTTP status of an admin GET made with `token`. */
  async adminGetStatus(path: string, token: string): Promise<number> {
    const response = await this.#http.get(`${this.apiURL}${path}`, { headers: { "x-admin-token": token } });
    return response.status();
  }

  async sheetRows(sheet: SpreadsheetName): Promise<string[][]> {
    const response = await this.#http.get(`${this.controlURL}/spreadsheets/${SPREADSHEETS[sheet]}/rows`);
    return RowsSchema.parse(await response.json()).rows;
  }

  async setShared(sheet: SpreadsheetName, shared: boolean): Promise<void> {
    const response = await this.#http.put(`${this.controlURL}/spreadsheets/${SPREADSHEETS[sheet]}/sharing`, {
      data: { shared },
    });
    if (!response.ok()) throw new Error(`sharing: ${response.status()} ${await response.text()}`);
  }

  /** The mails the stack's SMTP server accepted for `to`, oldest first (quoted-printable undone). */
  async mails(to: string): Promise<{ to: string[]; subject: string; text: string }[]> {
    const response = await this.#http.get(`${this.controlURL}/mails?to=${encodeURIComponent(to)}`);
    if (!response.ok()) throw new Error(`GET /mails answered ${response.status()}`);
    return MailsSchema.parse(await response.json()).mails;
  }

  async serviceAccountEmail(): Promise<string> {
    const response = await this.#http.get(`${this.controlURL}/health`);
    return HealthSchema.parse(await response.json()).serviceAccountEmail;
  }
}

export const test = base.extend<object, StackOptions & { stack: Stack }>({
  database: ["embedded", { scope: "worker", option: true }],
  stack: [
    async ({ database }, use, workerInfo) => {
      const http = await requestFactory.newContext();
      await use(new Stack(database, http, workerInfo.workerIndex));
      await http.dispose();
    },
    { scope: "worker" },
  ],
});

export { expect } from "@playwright/test";

/** The newest mail to `to` whose subject contains `subject`, once the stack's SMTP server has it. */
export async function mailTo(stack: Stack, to: string, subject: string) {
  let found: Awaited<ReturnType<Stack["mails"]>>[number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await stack.mails(to)).findLast((mail) => mail.subject.includes(subject));
        return found !== undefined;
      },
      { message: `a mail to ${to} about "${subject}"`, timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error("unreachable");
  return found;
}
