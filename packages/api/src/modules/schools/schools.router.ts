import { DirectorySettingsSchema, SchoolListInputSchema } from "@choose/schema";
import { auditField } from "../../trpc/audit-field.ts";
import { router } from "../../trpc/init.ts";
import { adminRoute, publicRoute } from "../../trpc/rest-procedures.ts";

/** `listed and described`, `not listed (hidden by staff)`: the audit line's account of a save. */
function directoryState(entry: unknown): string {
  const listed = auditField(entry, "listed") === "true";
  const consent = auditField(entry, "listInDirectory") === "true";
  const hidden = auditField(entry, "hidden") === "true";
  if (listed) return "listed";
  if (hidden) return "not listed (hidden by staff)";
  return consent ? "not listed (not approved)" : "not listed (no consent)";
}

export const schoolsRouter = router({
  /** The finder: approved, consenting, not hidden schools, filtered, by name, a page at a time. */
  list: publicRoute
    .get("/api/schools", { cached: true })
    .input(SchoolListInputSchema)
    .query(({ ctx, input }) => ctx.services.schools.find(input)),
});

export const schoolsAdminRouter = router({
  /** An application's place in the directory. */
  entry: adminRoute
    .getById("/api/applications/admin/:id/directory")
    .query(({ ctx, input }) => ctx.services.schools.entry(input.id)),
  /** The consent, description and hide switch, set by staff on the application's page. */
  update: adminRoute
    .put("/api/applications/:id/directory", {
      body: "merge",
      audit: (input, entry) =>
        `Set the directory listing of application ${auditField(input, "id")}: ${directoryState(entry)}`,
    })
    .input(DirectorySettingsSchema)
    .mutation(({ ctx, input }) => ctx.services.schools.update(input.id, input)),
});
