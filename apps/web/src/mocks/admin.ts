import { startAdminSession } from "../lib/admin-session";
import { MOCK_APPLICATIONS } from "./applications";
import { MOCK_ADMIN, mockBackend } from "./backend";

/** Where the mocks' requests come from (the handlers send them from this address). */
export const MOCK_CLIENT = { ip: "127.0.0.1", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0" };

/** Logs in against the mock backend and stores the token, as the login screen would. */
export async function signInAsAdmin(): Promise<string> {
  const result = await mockBackend.services.auth.login(MOCK_ADMIN, MOCK_CLIENT);
  if (!result.success) throw new Error("The mock admin has two-factor sign-in on: sign in with a code");
  startAdminSession(result.token);
  return result.token;
}

/** The seeded data and the four sample applications (one per status). */
export function seedApplications(): Promise<void> {
  return mockBackend.reset({ applications: MOCK_APPLICATIONS });
}
