import {
  type AdminBlogPost,
  AdminBlogPostSchema,
  type Application,
  type ApplicationInput,
  type ApplicationReceipt,
  ApplicationReceiptSchema,
  ApplicationSchema,
  type BlogPostCreateInput,
  LoginResultSchema,
} from "@choose/schema";
import { type APIRequestContext, test as base, request as requestFactory } from "@playwright/test";
import { z } from "zod";
import {
  type DatabaseKind,
  E2E_ADMIN,
  SPREADSHEETS,
  type SpreadsheetName,
  STACK_PORTS,
} from "../src/stacks.ts";

/** Set per Playwright project: which stack (database) the tests talk to. */
export interface StackOptions {
  database: DatabaseKind;
}

const RowsSchema = z.object({ rows: z.array(z.array(z.string())) });
const HealthSchema = z.object({ serviceAccountEmail: z.string() });

let sequence = 0;

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
    this.apiURL = `http://127.0.0.1:${STACK_PORTS[database].api}`;
    this.controlURL = `http://127.0.0.1:${STACK_PORTS[database].control}`;
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

  async login(credentials: { username: string; password: string } = E2E_ADMIN): Promise<string> {
    const response = await this.#http.post(`${this.apiURL}/api/admin/login`, { data: credentials });
    if (!response.ok()) throw new Error(`login: ${response.status()} ${await response.text()}`);
    return LoginResultSchema.parse(await response.json()).token;
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

  /** A published post with a unique title and slug. */
  publishedPost(label: string, overrides: Partial<BlogPostCreateInput> = {}): Promise<AdminBlogPost> {
    return this.createPost({
      title: this.unique(label),
      slug: this.uniqueSlug(label),
      excerpt: "A short summary of the news for families and schools across Alabama.",
      content:
        "<h2>What changed</h2><p>The CHOOSE Act education savings accounts open a new application window for families.</p><ul><li>Check eligibility</li><li>Gather documents</li></ul>",
      authorName: "E2E Newsroom",
      published: true,
      ...overrides,
    });
  }

  async submitApplication(input: ApplicationInput): Promise<ApplicationReceipt> {
    const response = await this.#http.post(`${this.apiURL}/api/applications`, { data: input });
    if (!response.ok()) throw new Error(`submit application: ${response.status()} ${await response.text()}`);
    return ApplicationReceiptSchema.parse(await response.json());
  }

  /** Every application, as the admin API lists them. */
  async applications(): Promise<Application[]> {
    const response = await this.#http.get(`${this.apiURL}/api/applications/admin`, {
      headers: { "x-admin-token": await this.adminToken() },
    });
    if (!response.ok()) throw new Error(`applications: ${response.status()} ${await response.text()}`);
    return z.array(ApplicationSchema).parse(await response.json());
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
