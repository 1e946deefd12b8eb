import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api";
import { sessionQuery } from "@/client/lib/session";
import type {
  AdminOverview,
  AdminUserDetails,
  AdminUserRow,
  AuditEntry,
  AuditItemType,
  Paged,
} from "@/shared/admin";

export const adminOverviewQuery = queryOptions({
  queryKey: ["admin", "overview"],
  queryFn: ({ signal }) => apiFetch<AdminOverview>("/api/admin/overview", { signal }),
});

export function adminUsersQuery(q: string, page: number) {
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set("q", q);
  return queryOptions({
    queryKey: ["admin", "users", { q, page }],
    queryFn: ({ signal }) => apiFetch<Paged<AdminUserRow>>(`/api/admin/users?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function adminUserQuery(id: string) {
  return queryOptions({
    queryKey: ["admin", "user", id],
    queryFn: ({ signal }) =>
      apiFetch<{ user: AdminUserDetails }>(`/api/admin/users/${encodeURIComponent(id)}`, { signal }),
    select: (data) => data.user,
  });
}

export function adminAuditQuery(kind: AuditItemType | "", page: number) {
  const params = new URLSearchParams({ page: String(page) });
  if (kind) params.set("kind", kind);
  return queryOptions({
    queryKey: ["admin", "audit", { kind, page }],
    queryFn: ({ signal }) => apiFetch<Paged<AuditEntry>>(`/api/admin/audit?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Grants or removes the admin role; the lists, the log and the own session are read again. */
export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, admin }: { id: string; admin: boolean }) =>
      apiFetch<{ user: AdminUserDetails }>(`/api/admin/users/${encodeURIComponent(id)}/admin`, {
        method: "PUT",
        body: { admin },
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["admin"] }),
        queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
      ]);
    },
  });
}
