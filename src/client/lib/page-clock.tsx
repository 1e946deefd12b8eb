import { createContext, useContext, useMemo } from "react";
import { clockTime, longDate, longDateTime } from "@/client/lib/format";
import type { ZoneClock } from "@/shared/zone-clock";

/**
 * The page's time zone (decision 236): the member's own, else the operator's, with its offsets as the
 * server sent them (the root's answer). Every moment on a page is written in it, so the server's render
 * and the browser's agree — and a member reads times in the zone of their profile.
 */
const PageClockContext = createContext<ZoneClock | undefined>(undefined);

export const PageClockProvider = PageClockContext.Provider;

export const usePageClock = () => useContext(PageClockContext);

/** The long date and time formats of `lib/format.ts`, in the page's zone. */
export function useDates() {
  const clock = usePageClock();
  return useMemo(
    () => ({
      longDate: (value: string | Date, language: string | undefined) => longDate(value, language, clock),
      longDateTime: (value: string | Date, language: string | undefined) =>
        longDateTime(value, language, clock),
      clockTime: (value: string | number | Date, language: string | undefined) =>
        clockTime(value, language, clock),
    }),
    [clock],
  );
}
