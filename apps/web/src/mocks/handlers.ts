import { appRouter } from "@choose/api/router";
import {
  AppError,
  ApplicationListInputSchema,
  appErrorStatus,
  applicationsCsv,
  checkedUpload,
  csvFileName,
  mediaMessages,
  parseMediaUrl,
  SubscriberListInputSchema,
  subscribersCsv,
} from "@choose/schema";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { HttpResponse, http } from "msw";
import { MOCK_CLIENT } from "./admin";
import { type MockBackend, mockBackend } from "./backend";

/** Hands /trpc requests to tRPC's own fetch adapter with the real router and the mock services. */
function trpcHandler(backend: MockBackend) {
  return http.all("*/trpc/*", ({ request }) =>
    fetchRequestHandler({
      endpoint: "/trpc",
      req: request,
      router: appRouter,
      createContext: () => ({
        services: backend.services,
        clientIp: MOCK_CLIENT.ip,
        userAgent: request.headers.get("user-agent") ?? MOCK_CLIENT.userAgent,
        adminToken: request.headers.get("x-admin-token") ?? undefined,
      }),
    }),
  );
}

/** `POST /api/media` as the API answers it: the session first, then the same checks, the mock services. */
function uploadHandler(backend: MockBackend) {
  return http.post("*/api/media", async ({ request }) => {
    try {
      await backend.services.auth.authenticate(request.headers.get("x-admin-token") ?? undefined);
      const form = await request.formData();
      const file = form.get("file");
      const data = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : undefined;
      return HttpResponse.json(await backend.services.media.upload(checkedUpload(data, form.get("alt"))), {
        status: 201,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return HttpResponse.json({ message: error.message }, { status: appErrorStatus[error.code].http });
    }
  });
}

/** The variants at their URLs (`dev:mock` shows the mock library's images). */
function mediaFileHandler(backend: MockBackend) {
  return http.get("*/media/:id/:file", async ({ request }) => {
    const ref = parseMediaUrl(new URL(request.url).pathname);
    const file = ref && (await backend.services.media.file(ref));
    if (!file) return HttpResponse.json({ message: mediaMessages.notFound }, { status: 404 });
    return new HttpResponse(file.data, { headers: { "content-type": file.contentType } });
  });
}

/** The CSV exports, from the same shared rows and formatting as the API's stream. */
function csvExportHandlers(backend: MockBackend) {
  const exportOf = (path: string, make: (query: URLSearchParams) => AsyncGenerator<string>, file: string) =>
    http.get(path, async ({ request }) => {
      try {
        await backend.services.auth.authenticate(request.headers.get("x-admin-token") ?? undefined);
        let body = "";
        for await (const chunk of make(new URL(request.url).searchParams)) body += chunk;
        return new HttpResponse(body, {
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename="${file}"`,
          },
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return HttpResponse.json({ message: error.message }, { status: appErrorStatus[error.code].http });
      }
    });
  return [
    exportOf(
      "*/api/applications/admin/export.csv",
      (query) =>
        applicationsCsv(
          backend.services.applications.each(ApplicationListInputSchema.parse(Object.fromEntries(query))),
        ),
      csvFileName("applications"),
    ),
    exportOf(
      "*/api/newsletter/admin/export.csv",
      (query) =>
        subscribersCsv(
          backend.services.newsletter.each(SubscriberListInputSchema.parse(Object.fromEntries(query))),
        ),
      csvFileName("subscribers"),
    ),
  ];
}

/** Every mock: the web app talks to the API over tRPC, and uploads and shows images over HTTP. */
export const handlers = [
  trpcHandler(mockBackend),
  uploadHandler(mockBackend),
  mediaFileHandler(mockBackend),
  ...csvExportHandlers(mockBackend),
];
