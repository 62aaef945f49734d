import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type Trpc, useTRPC } from "../../lib/trpc";
import { notifyFailure, notifySuccess } from "./notify";

/** A success notice: its title, or its title and a line under it. */
type Notice = string | { title: string; description: string };

/** What a back-office change says when it is done, and what follows. */
interface Change<Result> {
  /** The success notice, fixed or from what the server returned. */
  success: Notice | ((result: Result) => Notice);
  /** The failure notice's title; the server's message goes under it (see notifyFailure). */
  failure: string;
  /** After the success notice, what else follows from the result (a form takes in what was saved). */
  after?: (result: Result) => unknown;
  /** Then the queries to reload: what shows what changed. */
  reloads?: (trpc: Trpc) => QueryKey[];
}

interface Callbacks<Result> {
  onSuccess: (result: Result) => Promise<void>;
  onError: (error: unknown) => void;
}

/** A tRPC mutation procedure (`trpc.admin.blog.delete`): what it needs here. */
interface MutationProcedure<Result, Failure, Variables> {
  mutationOptions: (callbacks: Callbacks<Result>) => UseMutationOptions<Result, Failure, Variables>;
}

/**
 * A back-office change through a tRPC procedure: on success its notice, `after`, then the reload of what
 * it touched; on failure the failure notice.
 */
export function useNotifyingMutation<Result, Failure, Variables>(
  procedure: (trpc: Trpc) => MutationProcedure<Result, Failure, Variables>,
  { success, failure, after, reloads }: Change<Result>,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    procedure(trpc).mutationOptions({
      onSuccess: async (result) => {
        const notice = typeof success === "function" ? success(result) : success;
        if (typeof notice === "string") notifySuccess(notice);
        else notifySuccess(notice.title, notice.description);
        await after?.(result);
        await Promise.all(
          (reloads?.(trpc) ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
      },
      onError: (error) => notifyFailure(error, failure),
    }),
  );
}
