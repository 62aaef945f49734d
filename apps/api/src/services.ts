import type {
  AdminBlogPost,
  Application,
  ApplicationData,
  ApplicationReceipt,
  ApplicationStatus,
  BlogPost,
  BlogPostCreate,
  BlogPostSummary,
  BlogPostUpdate,
  ContactData,
  ContactReceipt,
  LoginInput,
  LoginResult,
  MessageResult,
  NewsletterData,
  NewsletterResult,
  SheetsStatus,
  SheetsTestResult,
} from "@choose/schema";

/**
 * What the transports (tRPC procedures and the REST adapter) may call. Both adapters are thin: they
 * parse input with the shared schemas, then call exactly one of these. Tests and the web app's mocks
 * can supply their own implementation.
 */
export interface Services {
  newsletter: NewsletterService;
  contact: ContactService;
  blog: BlogService;
  applications: ApplicationService;
  auth: AuthService;
  sheets: SheetsService;
  rateLimits: RateLimiter;
}

export interface NewsletterService {
  subscribe(input: NewsletterData): Promise<NewsletterResult>;
}

export interface ContactService {
  send(input: ContactData): Promise<ContactReceipt>;
}

export interface BlogService {
  listPublished(): Promise<BlogPostSummary[]>;
  getPublished(slug: string): Promise<BlogPost>;
  listAll(): Promise<AdminBlogPost[]>;
  get(id: string): Promise<AdminBlogPost>;
  create(input: BlogPostCreate): Promise<AdminBlogPost>;
  update(id: string, input: BlogPostUpdate): Promise<AdminBlogPost>;
  remove(id: string): Promise<void>;
}

export interface ApplicationService {
  submit(input: ApplicationData): Promise<ApplicationReceipt>;
  list(): Promise<Application[]>;
  get(id: string): Promise<Application>;
  updateStatus(id: string, status: ApplicationStatus): Promise<Application>;
  remove(id: string): Promise<void>;
}

export interface AdminIdentity {
  userId: string;
  username: string;
  sessionId: string;
}

export interface AuthService {
  login(input: LoginInput, clientIp: string): Promise<LoginResult>;
  logout(token: string): Promise<void>;
  /** The admin behind a token; throws UNAUTHORIZED when missing, unknown, expired or revoked. */
  authenticate(token: string | undefined): Promise<AdminIdentity>;
}

export interface SheetsService {
  status(): Promise<SheetsStatus>;
  configure(spreadsheetId: string): Promise<MessageResult>;
  testConnection(): Promise<SheetsTestResult>;
  syncAll(): Promise<MessageResult>;
}

export type RateLimitRule = "contact" | "applications" | "newsletter";

export interface RateLimiter {
  /** Counts one write by `clientKey`; throws TOO_MANY_REQUESTS (with retryAfter) past the rule's limit. */
  consume(rule: RateLimitRule, clientKey: string): Promise<void>;
}
