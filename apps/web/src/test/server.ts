import { setupServer } from "msw/node";
import { handlers } from "../mocks/handlers";

/** The mocks for Node tests: the same handlers the browser worker uses. */
export const server = setupServer(...handlers);
