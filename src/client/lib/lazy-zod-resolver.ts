import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod/v4/core";
import { onFormUse } from "@/client/lib/on-form-use";

/**
 * A react-hook-form resolver whose zod schema loads on its own, after the form rendered (decision 131):
 * zod is ~25 KB gzip that no form needs to render, only to validate. The schema's module starts to
 * load when someone starts to use a form (decision 225: evaluating zod is one task of ~36 ms on a
 * desktop, ~150 ms on a phone, which a reader who never writes should not pay), so it is normally there
 * by the first validation; a validation before that waits for it. Errors and values are zodResolver's,
 * unchanged.
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
  onFormUse(() => void get());
  return async (values, context, options) => (await get())(values, context, options);
}
