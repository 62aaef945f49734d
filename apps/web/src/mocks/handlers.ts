import {
  ApplicationInputSchema,
  ApplicationStatusUpdateSchema,
  BlogPostCreateSchema,
  BlogPostUpdateSchema,
  ContactInputSchema,
  IdParamSchema,
  LoginInputSchema,
  NewsletterInputSchema,
  SlugParamSchema,
  SpreadsheetConfigureSchema,
  toApiErrorBody,
} from "@choose/schema";
import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { appRouter, type Services } from "api/router";
import { HttpResponse, http } from "msw";
import { ZodError } from "zod";
import { type MockBackend, mockBackend } from "./backend";

/** Hands /trpc requests to tRPC's own fetch adapter with the real router and the mock services. */
export function createTrpcHandler(backend: MockBackend) {
  return http.all("*/trpc/*", ({ request }) =>
    fetchRequestHandler({
      endpoint: "/trpc",
      req: request,
      router: appRouter,
      createContext: () => ({
        services: backend.services,
        clientIp: "127.0.0.1",
        adminToken: request.headers.get("x-admin-token") ?? undefined,
      }),
    }),
  );
}

type Method = "get" | "post" | "put" | "delete";

interface RestCall {
  services: Services;
  params: Record<string, string>;
  body: unknown;
}

interface RestRoute {
  method: Method;
  path: string;
  admin?: boolean;
  handle: (call: RestCall) => Promise<unknown>;
}

const id = (params: Record<string, string>) => IdParamSchema.parse(params).id;

/** Spec 7's REST table, answered by the same services (and schemas) as the tRPC procedures. */
const REST_ROUTES: RestRoute[] = [
  {
    method: "post",
    path: "/api/newsletter",
    handle: ({ services, body }) => services.newsletter.subscribe(NewsletterInputSchema.parse(body)),
  },
  {
    method: "post",
    path: "/api/contact",
    handle: ({ services, body }) => services.contact.send(ContactInputSchema.parse(body)),
  },
  { method: "get", path: "/api/blog", handle: ({ services }) => services.blog.listPublished() },
  {
    method: "get",
    path: "/api/blog/slug/:slug",
    handle: ({ services, params }) => services.blog.getPublished(SlugParamSchema.parse(params).slug),
  },
  {
    method: "post",
    path: "/api/applications",
    handle: ({ services, body }) => services.applications.submit(ApplicationInputSchema.parse(body)),
  },
  {
    method: "post",
    path: "/api/admin/login",
    handle: ({ services, body }) => services.auth.login(LoginInputSchema.parse(body), "127.0.0.1"),
  },
  { method: "get", path: "/api/blog/admin", admin: true, handle: ({ services }) => services.blog.listAll() },
  {
    method: "get",
    path: "/api/blog/admin/:id",
    admin: true,
    handle: ({ services, params }) => services.blog.get(id(params)),
  },
  {
    method: "post",
    path: "/api/blog",
    admin: true,
    handle: ({ services, body }) => services.blog.create(BlogPostCreateSchema.parse(body)),
  },
  {
    method: "put",
    path: "/api/blog/:id",
    admin: true,
    handle: ({ services, params, body }) =>
      services.blog.update(id(params), BlogPostUpdateSchema.parse(body)),
  },
  {
    method: "delete",
    path: "/api/blog/:id",
    admin: true,
    handle: ({ services, params }) => services.blog.remove(id(params)),
  },
  {
    method: "get",
    path: "/api/applications/admin",
    admin: true,
    handle: ({ services }) => services.applications.list(),
  },
  {
    method: "get",
    path: "/api/applications/admin/:id",
    admin: true,
    handle: ({ services, params }) => services.applications.get(id(params)),
  },
  {
    method: "put",
    path: "/api/applications/:id",
    admin: true,
    handle: ({ services, params, body }) =>
      services.applications.updateStatus(id(params), ApplicationStatusUpdateSchema.parse(body).status),
  },
  {
    method: "delete",
    path: "/api/applications/:id",
    admin: true,
    handle: ({ services, params }) => services.applications.remove(id(params)),
  },
  {
    method: "get",
    path: "/api/admin/google-sheets/status",
    admin: true,
    handle: ({ services }) => services.sheets.status(),
  },
  {
    method: "post",
    path: "/api/admin/google-sheets/configure",
    admin: true,
    handle: ({ services, body }) =>
      services.sheets.configure(SpreadsheetConfigureSchema.parse(body).spreadsheetId),
  },
  {
    method: "get",
    path: "/api/admin/google-sheets/test-connection",
    admin: true,
    handle: ({ services }) => services.sheets.testConnection(),
  },
  {
    method: "post",
    path: "/api/admin/google-sheets/sync",
    admin: true,
    handle: ({ services }) => services.sheets.syncAll(),
  },
];

function errorResponse(error: unknown): Response {
  if (error instanceof ZodError) return HttpResponse.json(toApiErrorBody(error), { status: 400 });
  if (error instanceof TRPCError) {
    return HttpResponse.json({ message: error.message }, { status: getHTTPStatusCodeFromError(error) });
  }
  return HttpResponse.json(
    { message: "Something went wrong on our side. Please try again later." },
    { status: 500 },
  );
}

export function createRestHandlers(backend: MockBackend) {
  return REST_ROUTES.map((route) =>
    http[route.method](`*${route.path}`, async ({ request, params }) => {
      try {
        const services = backend.services;
        if (route.admin) await services.auth.authenticate(request.headers.get("x-admin-token") ?? undefined);
        const body: unknown =
          request.method === "GET" || request.method === "DELETE" ? undefined : await request.json();
        const stringParams = Object.fromEntries(
          Object.entries(params).flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])),
        );
        const result = await route.handle({ services, params: stringParams, body });
        return result === undefined ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(result);
      } catch (error) {
        return errorResponse(error);
      }
    }),
  );
}

/** Every mock: tRPC and the spec's REST paths, over the shared `mockBackend`. */
export const handlers = [createTrpcHandler(mockBackend), ...createRestHandlers(mockBackend)];
