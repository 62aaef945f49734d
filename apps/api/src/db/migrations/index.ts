import { Migration20261122124242_initial } from "./Migration20261122124242_initial.ts";

/** Every migration in order; listed explicitly so start-up scans no folder. */
export const migrationsList = [Migration20261122124242_initial];
