import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver whose zod schema (and zod, ~23 KB gzip) loads on the first validation, so a
 * form renders and hydrates without it. Call `load` when the visitor starts on the form to have it ready.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([load(), import("@hookform/resolvers/zod")]).then(([schema, { zodResolver }]) =>
      zodResolver(schema),
    );
    return (await resolver)(values, context, options);
  };
}
