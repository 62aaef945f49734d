import {
  APPLICATION_STATUS_LABELS,
  ApplicationInputSchema,
  ApplicationListInputSchema,
  type ApplicationNote,
  ApplicationStatusSchema,
  ApplicationStatusUpdateSchema,
  backOfficeMessages,
  IdParamSchema,
  NoteDeleteSchema,
  NoteInputSchema,
  StatusLetterInputSchema,
} from "@choose/schema";
import { auditField, auditLabel } from "../../trpc/audit-field.ts";
import { router } from "../../trpc/init.ts";
import { adminRoute, rateLimitedPost } from "../../trpc/rest-procedures.ts";

export const applicationsRouter = router({
  submit: rateLimitedPost("/api/applications", "applications", ApplicationInputSchema, {
    status: 201,
  }).mutation(({ ctx, input }) => ctx.services.applications.submit(input)),
});

/** A note as its reader sees it: `mine` says the reader may delete it. */
const viewOf = (note: ApplicationNote, username: string) => ({ ...note, mine: note.author === username });

export const applicationsAdminRouter = router({
  list: adminRoute
    .getPaged("/api/applications/admin", ApplicationListInputSchema)
    .query(({ ctx, input }) => ctx.services.applications.list(input, ctx.admin.userId)),
  byId: adminRoute.getById("/api/applications/admin/:id").query(async ({ ctx, input }) => {
    const detail = await ctx.services.applications.get(input.id);
    return { ...detail, notes: detail.notes.map((note) => viewOf(note, ctx.admin.username)) };
  }),
  updateStatus: adminRoute
    .put("/api/applications/:id", {
      body: "merge",
      audit: (_, application) =>
        `Set the application of "${auditField(application, "schoolName")}" to ${auditLabel(ApplicationStatusSchema, APPLICATION_STATUS_LABELS, application, "status")}`,
    })
    .input(IdParamSchema.extend(ApplicationStatusUpdateSchema.shape))
    .mutation(({ ctx, input }) =>
      ctx.services.applications.updateStatus(input.id, input.status, ctx.admin.username, input.sendLetter),
    ),
  statusLetter: adminRoute
    .get("/api/applications/admin/:id/letters/:status")
    .input(StatusLetterInputSchema)
    .query(({ ctx, input }) => ctx.services.applications.statusLetter(input.id, input.status)),
  delete: adminRoute
    .deleteById("/api/applications/:id", "application", "Application deleted")
    .mutation(({ ctx, input }) => ctx.services.applications.remove(input.id)),
  addNote: adminRoute
    .post("/api/applications/:id/notes", {
      body: "merge",
      status: 201,
      audit: (input) => `Added a note to application ${auditField(input, "id")}`,
    })
    .input(NoteInputSchema)
    .mutation(async ({ ctx, input }) =>
      viewOf(
        await ctx.services.applications.addNote(input.id, ctx.admin.username, input.body),
        ctx.admin.username,
      ),
    ),
  deleteNote: adminRoute
    .delete("/api/applications/:id/notes/:noteId", {
      answer: { message: backOfficeMessages.noteDeleted },
      audit: (input) => `Deleted a note of application ${auditField(input, "id")}`,
    })
    .input(NoteDeleteSchema)
    .mutation(({ ctx, input }) =>
      ctx.services.applications.deleteNote(input.id, input.noteId, ctx.admin.username),
    ),
});
