import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/client/lib/api-client";

// Apart from admin-api.ts: the admin layout's sidebar loads this on every admin page, and nothing else
// of the admin's API (its mutations pull in TanStack's useMutation).

/** The sidebar's count of items with open reports (decision 184). */
export const adminReportCountQuery = queryOptions({
  queryKey: ["admin", "reports", "count"],
  queryFn: ({ signal }) => call(() => api.admin.reports.count.$get(undefined, { init: { signal } })),
  select: (data) => data.open,
  refetchOnWindowFocus: true,
});
