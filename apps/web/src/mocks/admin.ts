import { startAdminSession } from "../lib/admin-session";
import { MOCK_APPLICATIONS } from "./applications";
import { mockBackend } from "./backend";
import { MOCK_ADMIN } from "./services";

/** Logs in against the mock backend and stores the token, as the login screen would. */
export async function signInAsAdmin(): Promise<string> {
  const { token } = await mockBackend.services.auth.login(MOCK_ADMIN, "127.0.0.1");
  startAdminSession(token);
  return token;
}

/** A fresh backend holding the four sample applications (one per status). */
export function seedApplications(): void {
  mockBackend.reset({ applications: MOCK_APPLICATIONS });
}
