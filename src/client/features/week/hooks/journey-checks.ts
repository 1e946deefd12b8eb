import type { journeyValueError } from "@/shared/journey-schemas";

type JourneyCheck = typeof journeyValueError;

let check: JourneyCheck | null = null;
let loading: Promise<JourneyCheck> | null = null;

/**
 * The journey field checks, loaded apart from the week page (decision 202): they are the server's own
 * zod schemas (`shared/journey-schemas.ts`, one source for every limit and message), and zod is ~26 KB
 * gzip that the page does not need to render, only to judge a change. Starts the download once; a
 * failed download is tried again on the next call.
 */
export function loadJourneyChecks(): Promise<JourneyCheck> {
  loading ??= import("@/shared/journey-schemas").then(
    (schemas) => {
      check = schemas.journeyValueError;
      return check;
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** The checks if they have loaded, else null (and the download is started). */
export function journeyChecks(): JourneyCheck | null {
  if (!check) void loadJourneyChecks().catch(() => undefined);
  return check;
}
