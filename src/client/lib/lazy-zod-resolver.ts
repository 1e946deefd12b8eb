import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod/v4/core";
import { whenIdle } from "@/client/lib/when-idle";

/**
 * A react-hook-form resolver whose zod schema loads on its own, after the form rendered (decision 131):
 * zod is ~25 KB gzip that no form needs to render, only to validate. The schema's module starts to
 * load when the browser is idle after the page's code ran, so it is normally there by the first
 * validation; a validation before that waits for it. Errors and values are zodResolver's, unchanged.
 */
export function lazyZodResolver<S extends z.$ZodType<unknown, FieldValues>>(
  load: () => Promise<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  let resolver: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  const get = () => {
    resolver ??= load().then(
      (schema) => zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    );
    return resolver;
  };
  whenIdle(() => void get());
  return async (values, context, options) => (await get())(values, context, options);
}
