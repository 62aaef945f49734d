import { HttpResponse, http, passthrough } from "msw";
import { inject } from "vitest";
import { MOCK_CLIENT } from "./admin";
import { type MockBackend, mockBackend } from "./backend";

/**
 * Hands every API request (tRPC, the REST paths: uploads, CSV exports, media files) to the real app
 * with `inject()`, from the mock client's address.
 */
function apiHandler(backend: MockBackend) {
  return http.all(/\/(trpc|api|media)\//, async ({ request }) => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await backend.track(
      backend.app.inject({
        method: request.method,
        url: url.pathname + url.search,
        headers: Object.fromEntries(request.headers),
        remoteAddress: MOCK_CLIENT.ip,
        ...(body && { payload: body }),
      }),
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    }
    return new HttpResponse(response.rawPayload, { status: response.statusCode, headers });
  });
}

/** The API's calls to Google go on to the local fake of Google (see test/global-setup.ts). */
const googleHandler = () =>
  http.all(`${new URL(inject("mockEnv").GOOGLE_OAUTH_TOKEN_URL ?? "").origin}/*`, () => passthrough());

export const handlers = [apiHandler(mockBackend), googleHandler()];
