import {
  ApplicationInputSchema,
  ApplicationReceiptSchema,
  ContactInputSchema,
  en,
  NewsletterInputSchema,
  TokenInputSchema,
  toApiErrorBody,
} from "@choose/schema";
import {
  FORM_ANCHOR,
  HONEYPOT_FIELD,
  isPublicFormId,
  type PostedForm,
  PUBLIC_FORMS,
  type PublicFormId,
} from "@choose/schema/form-rules";
import { LANGUAGES, type Language, pathInLanguage, translateAnswer } from "@choose/schema/i18n";
import { es } from "@choose/schema/i18n/es";
import { formPostMessages } from "@choose/schema/validation-messages";
import { callTRPCProcedure, TRPCError } from "@trpc/server";
import { parseCookie, stringifySetCookie } from "cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError, z } from "zod";
import { toHttpError } from "../http-errors.ts";
import { createContext } from "../trpc/context.ts";
import { appRouter } from "../trpc/router.ts";

/** Renders `path` with a posted form's state, never from or into the page cache, and sends it. */
export type PostedPageSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  posted: PostedForm,
  status: number,
) => Promise<FastifyReply>;

interface FormPost {
  form: PublicFormId;
  /** The procedure the JSON API calls for the same form: one implementation of every rule. */
  procedure: string;
  input: z.ZodObject;
  /** What the page shows after a success, from the procedure's answer and the answers sent. */
  done?: (result: unknown, values: FormValues) => NonNullable<PostedForm["done"]>;
}

type FormValues = PostedForm["values"];

const FORM_POSTS: readonly FormPost[] = [
  { form: "contact", procedure: "contact.send", input: ContactInputSchema },
  {
    form: "application",
    procedure: "applications.submit",
    input: ApplicationInputSchema,
    done: (result, values) => ({
      reference: ApplicationReceiptSchema.parse(result).reference,
      ...(typeof values.administratorEmail === "string" && { email: values.administratorEmail.trim() }),
    }),
  },
  { form: "newsletter", procedure: "newsletter.subscribe", input: NewsletterInputSchema },
  { form: "confirm", procedure: "newsletter.confirm", input: TokenInputSchema },
  { form: "unsubscribe", procedure: "newsletter.unsubscribe", input: TokenInputSchema },
];

/** Whether a field of the schema takes a list (checkboxes), however it is wrapped. */
function takesList(schema: z.core.$ZodType): boolean {
  if (schema instanceof z.ZodArray) return true;
  if (schema instanceof z.ZodPipe) return takesList(schema.in);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return takesList(schema.unwrap());
  return false;
}

/**
 * A url-encoded body as the JSON API's input: a field the schema takes as a list is a list however
 * many boxes were ticked (none, one, several); any other field is its last value.
 */
function formValues(body: string, input: z.ZodObject): FormValues {
  const params = new URLSearchParams(body);
  const values: FormValues = {};
  for (const [field, schema] of Object.entries(input.shape)) {
    const sent = params.getAll(field);
    if (takesList(schema)) values[field] = sent;
    else if (sent.length > 0) values[field] = sent.at(-1) ?? "";
  }
  return values;
}

/** The first message of each field, by its name (a list's item answers for its whole list). */
function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of toApiErrorBody(error).errors ?? [])
    errors[issue.path.split(".")[0] ?? ""] ??= issue.message;
  return errors;
}

/**
 * A browser says where a form post came from (`Sec-Fetch-Site`, else `Origin`): only this site's own
 * pages may post. A client that says neither is no browser another site could drive.
 */
function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin";
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== new URL(publicUrl).origin && origin !== `${request.protocol}://${request.host}`;
}

/** After a success the browser is sent back to the page (303), which reads what to show from this cookie. */
const DONE_COOKIE = "choose_form_done";
const DONE_COOKIE_SECONDS = 300;
const DoneSchema = z.object({
  form: z.custom<PublicFormId>(isPublicFormId),
  /** The page posted to: the form's page in one language. */
  path: z.string(),
  done: z.object({ reference: z.string().max(16).optional(), email: z.string().max(320).optional() }),
});

/**
 * The posted form a page shows once: a success a form post redirected to, when the page is that
 * form's own. The cookie is spent by reading it, so a reload shows the page as it is.
 */
export function takeDoneForm(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
): PostedForm | undefined {
  const header = request.headers.cookie;
  const cookie = header === undefined ? undefined : parseCookie(header)[DONE_COOKIE];
  if (cookie === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cookie, "base64url").toString("utf8"));
  } catch {
    json = undefined;
  }
  const parsed = DoneSchema.safeParse(json);
  if (parsed.success && parsed.data.path !== path) return undefined;
  reply.header(
    "set-cookie",
    stringifySetCookie({ name: DONE_COOKIE, value: "", path: "/", expires: new Date(0) }),
  );
  return parsed.success
    ? { form: parsed.data.form, values: {}, errors: {}, done: parsed.data.done }
    : undefined;
}

/**
 * The public forms as plain HTML forms post them (no script yet, or none at all): the body is read
 * like the JSON API's and handed to the same procedure (its schema, rate limit and honeypot). A success
 * is a Post/Redirect/Get to the page; a failure is the page again with every answer kept and each
 * field's message, in the answer's status (422, 429, 403, 503).
 */
export async function registerFormPosts(
  app: FastifyInstance,
  publicUrl: string,
  sendPosted: PostedPageSender,
) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, body),
    );
    for (const post of FORM_POSTS) {
      for (const language of LANGUAGES) {
        const path = pathInLanguage(PUBLIC_FORMS[post.form], language);
        scope.post(path, { config: { formBody: true } }, (request, reply) =>
          handlePost(request, reply, { post, path, language, publicUrl, sendPosted }),
        );
      }
    }
  });
}

async function handlePost(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    post,
    path,
    language,
    publicUrl,
    sendPosted,
  }: {
    post: FormPost;
    path: string;
    language: Language;
    publicUrl: string;
    sendPosted: PostedPageSender;
  },
) {
  reply.header("cache-control", "no-store");
  const posted = (state: Partial<PostedForm>): PostedForm => ({
    form: post.form,
    values: {},
    errors: {},
    ...state,
  });
  // Another site's answers are not shown back: they are not this visitor's.
  if (isCrossSite(request, publicUrl)) {
    return sendPosted(request, reply, path, posted({ failure: formPostMessages.crossSite }), 403);
  }
  const values = formValues(typeof request.body === "string" ? request.body : "", post.input);
  // A link page's form posts to the link itself: its token is in the address.
  const query: unknown = request.query;
  const token = typeof query === "object" && query !== null ? Reflect.get(query, "token") : undefined;
  const input = { ...(typeof token === "string" && { token }), ...values, language };
  const { [HONEYPOT_FIELD]: _honeypot, ...kept } = values;
  try {
    const result = await callTRPCProcedure({
      router: appRouter,
      path: post.procedure,
      type: "mutation",
      ctx: createContext(request.server.services, request, reply),
      getRawInput: async () => input,
      signal: undefined,
      batchIndex: 0,
    });
    const done = { form: post.form, path, done: post.done?.(result, values) ?? {} };
    reply.header(
      "set-cookie",
      stringifySetCookie({
        name: DONE_COOKIE,
        value: Buffer.from(JSON.stringify(done)).toString("base64url"),
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: request.protocol === "https",
        maxAge: DONE_COOKIE_SECONDS,
      }),
    );
    return reply.redirect(`${path}#${FORM_ANCHOR}`, 303);
  } catch (error) {
    const cause = error instanceof TRPCError && error.cause ? error.cause : error;
    if (cause instanceof ZodError) {
      return sendPosted(request, reply, path, posted({ values: kept, errors: fieldErrors(cause) }), 422);
    }
    const { status, body, retryAfter } = toHttpError(cause);
    if (status >= 500) request.log.error({ err: cause }, "form post failed");
    if (retryAfter !== undefined) reply.header("retry-after", String(retryAfter));
    // A Spanish page's answer in Spanish: the procedure's refusals are already (its `language`), and
    // this catches what failed before or beyond it (a 500).
    const failure =
      language === "es" ? translateAnswer(body.message, retryAfter, en.answers, es.answers) : body.message;
    return sendPosted(request, reply, path, posted({ values: kept, failure }), status);
  }
}
