import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/client/lib/api-client";
import { sessionQuery } from "@/client/lib/session";
import type { AuditItemType } from "@/shared/audit-items";
import type { UserPlanFilter } from "@/shared/user-filters";

export const adminOverviewQuery = queryOptions({
  queryKey: ["admin", "overview"],
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
