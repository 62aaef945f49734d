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
} from "@choose/schema";
import { adminProcedure, publicProcedure, rateLimited, router } from "../../trpc/init.ts";
import { auditField } from "../audit/audit-field.ts";

export const applicationsRouter = router({
  submit: publicProcedure
    .meta({ rest: { method: "POST", path: "/api/applications", status: 201 } })
    .input(ApplicationInputSchema)
    .use(rateLimited("applications"))
    .mutation(({ ctx, input }) => ctx.services.applications.submit(input)),
});

/** A note as its reader sees it: `mine` says the reader may delete it. */
const viewOf = (note: ApplicationNote, username: string) => ({ ...note, mine: note.author === username });

export const applicationsAdminRouter = router({
  list: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/applications/admin", paged: true } })
    .input(ApplicationListInputSchema)
    .query(({ ctx, input }) => ctx.services.applications.list(input)),
  byId: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/applications/admin/:id" } })
    .input(IdParamSchema)
    .query(async ({ ctx, input }) => {
      const detail = await ctx.services.applications.get(input.id);
      return { ...detail, notes: detail.notes.map((note) => viewOf(note, ctx.admin.username)) };
    }),
  updateStatus: adminProcedure
    .meta({
      rest: { method: "PUT", path: "/api/applications/:id", body: "merge" },
      audit: (_, application) => {
        const status = ApplicationStatusSchema.safeParse(auditField(application, "status"));
        const label = status.success ? APPLICATION_STATUS_LABELS[status.data] : "";
        return `Set the application of "${auditField(application, "schoolName")}" to ${label}`;
      },
    })
    .input(IdParamSchema.extend(ApplicationStatusUpdateSchema.shape))
    .mutation(({ ctx, input }) =>
      ctx.services.applications.updateStatus(input.id, input.status, ctx.admin.username, input.sendLetter),
    ),
  delete: adminProcedure
    .meta({
      rest: { method: "DELETE", path: "/api/applications/:id", answer: { message: "Application deleted" } },
      audit: (input) => `Deleted application ${auditField(input, "id")}`,
    })
    .input(IdParamSchema)
    .mutation(({ ctx, input }) => ctx.services.applications.remove(input.id)),
  addNote: adminProcedure
    .meta({
      rest: { method: "POST", path: "/api/applications/:id/notes", body: "merge", status: 201 },
      audit: (input) => `Added a note to application ${auditField(input, "id")}`,
    })
    .input(NoteInputSchema)
    .mutation(async ({ ctx, input }) =>
      viewOf(
        await ctx.services.applications.addNote(input.id, ctx.admin.username, input.body),
        ctx.admin.username,
      ),
    ),
  deleteNote: adminProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/applications/:id/notes/:noteId",
        answer: { message: backOfficeMessages.noteDeleted },
      },
      audit: (input) => `Deleted a note of application ${auditField(input, "id")}`,
    })
    .input(NoteDeleteSchema)
    .mutation(({ ctx, input }) =>
      ctx.services.applications.deleteNote(input.id, input.noteId, ctx.admin.username),
    ),
});
