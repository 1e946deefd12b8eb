import { useLocation, useNavigation, useSearchParams } from "react-router";

/**
 * `useSearchParams` for a page's own list controls (filters, tabs, paging), reading the address a
 * navigation of this page is going to while its loaders run. React Router changes the location only
 * once that navigation's data is there, and its updater function reads the location at the call: a
 * second filter pressed in that moment was computed from the old address and undid the first (a
 * newcomer-style run unchecked "Finished week 5", checked "Without badge", and got both). The
 * controls also show the choice at once, not when the data has come.
 */
export function useListParams(): ReturnType<typeof useSearchParams> {
  const [committed, setParams] = useSearchParams();
  const location = useLocation();
  const pending = useNavigation().location;
  const params =
    pending && pending.pathname === location.pathname ? new URLSearchParams(pending.search) : committed;
  const set: typeof setParams = (next, options) =>
    setParams(typeof next === "function" ? () => next(new URLSearchParams(params)) : next, options);
  return [params, set];
}
