/**
 * The IANA time zones a member may choose for their calendar reminders (decision 196): the zones
 * this runtime knows (`Intl.supportedValuesOf("timeZone")`), plus "UTC", which some runtimes leave
 * out of that list. No zod, no DOM and no node: the profile page and the server share it.
 */

let cached: readonly string[] | undefined;

/** Every zone a member may choose, sorted. */
export function timeZoneList(): readonly string[] {
  if (!cached) {
    const zones = new Set<string>(Intl.supportedValuesOf("timeZone"));
    zones.add("UTC");
    cached = [...zones].sort();
  }
  return cached;
}

let lookup: ReadonlySet<string> | undefined;

/** Whether `value` is one of the zones of `timeZoneList()`. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string") return false;
  lookup ??= new Set(timeZoneList());
  return lookup.has(value);
}

/** A member's reminder zone: their own when set and still known, else the operator's `TIME_ZONE`. */
export function memberTimeZone(own: string | null | undefined, operatorTimeZone: string): string {
  return isTimeZone(own) ? own : operatorTimeZone;
}
