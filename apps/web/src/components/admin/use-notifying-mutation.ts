import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { notifyOutcome, type Outcome } from "./notify";

/** A tRPC mutation procedure (`trpc.blogAdmin.delete`): what it needs here. */
interface MutationProcedure<Result, Failure, Variables> {
  mutationOptions: (
    callbacks: ReturnType<typeof notifyOutcome<Result>>,
  ) => UseMutationOptions<Result, Failure, Variables>;
}

/** A back-office change through `procedure` that says how it went and reloads what it touched. */
export function useNotifyingMutation<Result, Failure, Variables>(
  procedure: MutationProcedure<Result, Failure, Variables>,
  outcome: Outcome<Result>,
) {
  return useMutation(procedure.mutationOptions(notifyOutcome(outcome)));
}
