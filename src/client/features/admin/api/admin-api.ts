import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/client/lib/api-client";
import { sessionQuery } from "@/client/lib/session";
import type { AuditItemType } from "@/shared/audit-items";
import { PAGE_DATA_KEYS } from "@/shared/page-data";
import type { ReportItemType } from "@/shared/report-kinds";
import type { UserPlanFilter } from "@/shared/user-filters";

export const adminOverviewQuery = queryOptions({
  queryKey: PAGE_DATA_KEYS.adminOverview,
  queryFn: ({ signal }) => call(() => api.admin.overview.$get(undefined, { init: { signal } })),
});

/** The users list's filters (decision 192); each is left out of the query when not set. */
export type AdminUserFilters = { finished: boolean; withoutBadge: boolean; plan: UserPlanFilter | "" };

export function adminUsersQuery(q: string, page: number, filters: AdminUserFilters) {
  return queryOptions({
    queryKey: ["admin", "users", { q, page, ...filters }],
    queryFn: ({ signal }) =>
      call(() =>
        api.admin.users.$get(
          {
            query: {
              page: String(page),
              ...(q ? { q } : {}),
              ...(filters.finished ? { finished: "1" as const } : {}),
              ...(filters.withoutBadge ? { withoutBadge: "1" as const } : {}),
              ...(filters.plan ? { plan: filters.plan } : {}),
            },
          },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function adminUserQuery(id: string) {
  return queryOptions({
    queryKey: ["admin", "user", id],
    queryFn: ({ signal }) => call(() => api.admin.users[":id"].$get({ param: { id } }, { init: { signal } })),
    select: (data) => data.user,
  });
}

export function adminAuditQuery(kind: AuditItemType | "", page: number) {
  return queryOptions({
    queryKey: ["admin", "audit", { kind, page }],
    queryFn: ({ signal }) =>
      call(() =>
        api.admin.audit.$get(
          { query: { page: String(page), ...(kind ? { kind } : {}) } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Grants or removes the admin role; the lists, the log and the own session are read again. */
export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, admin }: { id: string; admin: boolean }) =>
      call(() => api.admin.users[":id"].admin.$put({ param: { id }, json: { admin } })),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["admin"] }),
        queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
      ]);
    },
  });
}

export function adminReportsQuery(page: number) {
  return queryOptions({
    queryKey: ["admin", "reports", { page }],
    queryFn: ({ signal }) =>
      call(() => api.admin.reports.$get({ query: { page: String(page) } }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
}

/** "Inhalt löschen" / "Meldung schließen": the reports, the count and the log are read again. */
export function useHandleReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id, action }: { type: ReportItemType; id: string; action: "delete" | "close" }) =>
      call(() =>
        action === "delete"
          ? api.admin.reports[":type"][":id"].delete.$post({ param: { type, id } })
          : api.admin.reports[":type"][":id"].close.$post({ param: { type, id } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}

/** Suspends a member from the community, or lifts it (decision 185). */
export function useSetSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, days, reason }: { id: string; days?: number; reason?: string }) =>
      call(() =>
        days !== undefined && reason !== undefined
          ? api.admin.users[":id"].suspension.$put({ param: { id }, json: { days, reason } })
          : api.admin.users[":id"].suspension.$delete({ param: { id } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
