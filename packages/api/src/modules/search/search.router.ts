import { SearchInputSchema } from "@choose/schema";
import { rateLimited, router } from "../../trpc/init.ts";
import { publicRoute } from "../../trpc/rest-procedures.ts";

export const searchRouter = router({
  /** `GET /api/search?q=…&language=es`: rate-limited per client address, like the public forms. */
  query: publicRoute
    .get("/api/search")
    .input(SearchInputSchema)
    .use(rateLimited("search"))
    .query(({ ctx, input }) => ctx.services.search.search(input.q, input.language)),
});
