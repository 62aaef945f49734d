import {
  ApplicationDraftTokenSchema,
  ApplicationInputSchema,
  ApplicationReceiptSchema,
  ContactInputSchema,
  EventRegisterSchema,
  en,
  NewsletterInputSchema,
  RegistrationCancelledSchema,
  RegistrationReceiptSchema,
  RegistrationTokenSchema,
  TokenInputSchema,
  toApiErrorBody,
} from "@choose/schema";
import {
  DRAFT_INTENT,
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
import { isCrossSite } from "../platform/cross-site.ts";
import { isHoneypotFilled } from "../platform/honeypot.ts";
import { createContext } from "../trpc/context.ts";
import { appRouter } from "../trpc/router.ts";
import { canonicalPath } from "./canonical-path.ts";

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

/**
 * The application's "Save for later" button (`DRAFT_INTENT`) without script: the answers go to the
 * draft procedure the page's script calls, with the administrator's address as where the link goes.
 * The answer is the page itself, the answers still in the form: a redirect would lose them from the
 * screen (they do not fit the done cookie), and a draft saved twice is only a second link.
 */
const DRAFT_POST = {
  procedure: "portal.saveDraft",
  input: (values: FormValues, language: Language) => ({
    email: typeof values.administratorEmail === "string" ? values.administratorEmail : "",
    language,
    values,
  }),
  /** A refusal's field, as the form names it: the address is the administrator's, an answer its own. */
  field: (path: string) => (path === "email" ? "administratorEmail" : path.replace(/^values\./, "")),
};

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
  {
    form: "event",
    procedure: "events.register",
    input: EventRegisterSchema,
    done: (result) => ({ status: RegistrationReceiptSchema.parse(result).status }),
  },
  {
    form: "eventCancel",
    procedure: "events.cancelRegistration",
    input: RegistrationTokenSchema,
    done: (result) => ({ status: "cancelled", title: RegistrationCancelledSchema.parse(result).event.title }),
  },
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
function fieldErrors(error: ZodError, field = (path: string) => path): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of toApiErrorBody(error).errors ?? [])
    errors[field(issue.path).split(".")[0] ?? ""] ??= issue.message;
  return errors;
}

/** After a success the browser is sent back to the page (303), which reads what to show from this cookie. */
const DONE_COOKIE = "choose_form_done";
const DONE_COOKIE_SECONDS = 300;
const DoneSchema = z.object({
  form: z.custom<PublicFormId>(isPublicFormId),
  /** The page posted to: the form's page in one language. */
  path: z.string(),
  done: z.object({
    reference: z.string().max(16).optional(),
    email: z.string().max(320).optional(),
    status: z.enum(["confirmed", "waitlisted", "cancelled"]).optional(),
    title: z.string().max(300).optional(),
  }),
});

/**
 * The answers a "continue" link brings back (`/application?draft=…`), rendered into the form by the
 * server, so the link works without script too; undefined for any other page or address.
 */
export async function linkedDraft(request: FastifyRequest, path: string): Promise<PostedForm | undefined> {
  if (!LANGUAGES.some((language) => pathInLanguage(PUBLIC_FORMS.application, language) === path))
    return undefined;
  const query: unknown = request.query;
  const token = typeof query === "object" && query !== null ? Reflect.get(query, "draft") : undefined;
  if (typeof token !== "string") return undefined;
  const parsed = ApplicationDraftTokenSchema.safeParse({ token });
  const draft = parsed.success ? await request.server.services.portal.draft(parsed.data.token) : undefined;
  return {
    form: "application",
    values: draft?.values ?? {},
    errors: {},
    done: { draft: draft ? "loaded" : "gone" },
  };
}

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
    path: route,
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
  // A form on a page with a parameter is posted to that page's own address, spelled one way.
  const path = route.includes(":") ? canonicalPath(request.url.split("?")[0] ?? "") : route;
  if (path === undefined) return reply.status(404).send({ message: en.answers.notFound });
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
  const body = typeof request.body === "string" ? request.body : "";
  const values = formValues(body, post.input);
  // A link page's form posts to the link itself: its token is in the address.
  const query: unknown = request.query;
  const token = typeof query === "object" && query !== null ? Reflect.get(query, "token") : undefined;
  // A form on a page with a parameter (an event's slug) takes it from the address, as the JSON API does.
  const params: unknown = request.params;
  const fromPath = typeof params === "object" && params !== null ? params : {};
  const input = { ...(typeof token === "string" && { token }), ...values, ...fromPath, language };
  const { [HONEYPOT_FIELD]: _honeypot, ...kept } = values;
  const call = (path: string, rawInput: unknown) =>
    callTRPCProcedure({
      router: appRouter,
      path,
      type: "mutation",
      ctx: createContext(request.server.services, request, reply),
      getRawInput: async () => rawInput,
      signal: undefined,
      batchIndex: 0,
    });
  const refused = (error: unknown, field?: (path: string) => string) => {
    const cause = error instanceof TRPCError && error.cause ? error.cause : error;
    if (cause instanceof ZodError) {
      return sendPosted(
        request,
        reply,
        path,
        posted({ values: kept, errors: fieldErrors(cause, field) }),
        422,
      );
    }
    const { status, body, retryAfter } = toHttpError(cause);
    if (status >= 500) request.log.error({ err: cause }, "form post failed");
    if (retryAfter !== undefined) reply.header("retry-after", String(retryAfter));
    // A Spanish page's answer in Spanish: the procedure's refusals are already (its `language`), and
    // this catches what failed before or beyond it (a 500).
    const failure =
      language === "es" ? translateAnswer(body.message, retryAfter, en.answers, es.answers) : body.message;
    return sendPosted(request, reply, path, posted({ values: kept, failure }), status);
  };
  if (
    post.form === "application" &&
    new URLSearchParams(body).get(DRAFT_INTENT.name) === DRAFT_INTENT.value
  ) {
    try {
      const sent = DRAFT_POST.input(kept, language);
      // A bot's draft is answered as saved and neither kept nor mailed (the honeypot rule).
      const caught = isHoneypotFilled(
        { homepage: typeof _honeypot === "string" ? _honeypot : undefined },
        "application draft",
        request.log,
      );
      if (!caught) await call(DRAFT_POST.procedure, sent);
      return sendPosted(
        request,
        reply,
        path,
        posted({ values: kept, done: { draft: "saved", email: sent.email.trim() } }),
        200,
      );
    } catch (error) {
      return refused(error, DRAFT_POST.field);
    }
  }
  try {
    const result = await call(post.procedure, input);
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
    return refused(error);
  }
}
