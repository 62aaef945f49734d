import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type Trpc, useTRPC } from "../../lib/trpc";
import { type Notice, notifyOutcome } from "./notify";

/** A tRPC mutation procedure (`trpc.blogAdmin.delete`): what it needs here. */
interface MutationProcedure<Result, Failure, Variables> {
  mutationOptions: (
    callbacks: ReturnType<typeof notifyOutcome<Result>>,
  ) => UseMutationOptions<Result, Failure, Variables>;
}

/** What a back-office change says when it is done, and what follows. */
export interface Change<Result> {
  /** The success notice, fixed or from what the server returned. */
  success: Notice | ((result: Result) => Notice);
  /** The failure notice's title. */
  failure: string;
  /** After the notice, what else follows from the result (a form takes in what was saved). */
  after?: (result: Result) => unknown;
  /** Then the queries to reload: what shows what changed. */
  reloads?: (trpc: Trpc) => QueryKey[];
}

/**
 * A back-office change through a tRPC procedure: the success notice, `after`, and the reload of what it
 * touched; or the failure notice (see notifyOutcome).
 */
export function useNotifyingMutation<Result, Failure, Variables>(
  procedure: (trpc: Trpc) => MutationProcedure<Result, Failure, Variables>,
  { success, failure, after, reloads }: Change<Result>,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = async (result: Result) => {
    await after?.(result);
    await Promise.all((reloads?.(trpc) ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  return useMutation(procedure(trpc).mutationOptions(notifyOutcome({ success, failure, refresh })));
}
