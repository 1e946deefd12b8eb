import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api, call } from "@/client/lib/api-client";
import type {
  AdminComment,
  AdminEventInput,
  AdminEventsWhen,
  AnnouncementInput,
  BulletinInput,
  DailyImpulseInput,
  Page,
  WeeklyContentInput,
} from "@/shared/community";
import { PAGE_DATA_KEYS } from "@/shared/page-data";

/**
 * The admin's content lists and writes. Every write refreshes everything under ["admin"] (lists,
 * overview counts, the audit log) and the community's own queries, so a member's view in another tab
 * of the same browser is current too.
 */
const page = (n: number) => ({ page: String(n) });

export const dailyImpulsesQuery = (n: number) =>
  queryOptions({
    queryKey: ["admin", "impulses", "daily", n],
    queryFn: ({ signal }) =>
      call(() => api.admin.impulses.daily.$get({ query: page(n) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });

export const weeklyContentQuery = (n: number) =>
  queryOptions({
    queryKey: ["admin", "impulses", "weekly", n],
    queryFn: ({ signal }) =>
      call(() => api.admin.impulses.weekly.$get({ query: page(n) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });

export const adminPostsQuery = (n: number) =>
  queryOptions({
    queryKey: ["admin", "posts", n],
    queryFn: ({ signal }) => call(() => api.admin.posts.$get({ query: page(n) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });

export const adminEventsQuery = (when: AdminEventsWhen, n: number) =>
  queryOptions({
    queryKey: ["admin", "events", when, n],
    queryFn: ({ signal }) =>
      call(() => api.admin.events.$get({ query: { ...page(n), when } }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });

export const adminAnnouncementsQuery = (n: number) =>
  queryOptions({
    queryKey: PAGE_DATA_KEYS.adminAnnouncements(n),
    queryFn: ({ signal }) =>
      call(() => api.admin.announcements.$get({ query: page(n) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });

export const adminBulletinQuery = (n: number) =>
  queryOptions({
    queryKey: ["admin", "bulletin", n],
    queryFn: ({ signal }) => call(() => api.admin.bulletin.$get({ query: page(n) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });

export type CommentParent = { kind: "post" | "impulse"; id: string };

/** The comments of a post or an impulse, a page at a time ("Load more"). */
export function useAdminComments(parent: CommentParent | null) {
  return useInfiniteQuery({
    queryKey: ["admin", "comments", parent?.kind, parent?.id],
    enabled: parent !== null,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<AdminComment>) => last.nextCursor ?? undefined,
    queryFn: ({ pageParam, signal }): Promise<Page<AdminComment>> => {
      const param = { id: parent?.id ?? "" };
      const query = pageParam ? { cursor: pageParam } : {};
      return parent?.kind === "impulse"
        ? call(() => api.admin.impulses.daily[":id"].comments.$get({ param, query }, { init: { signal } }))
        : call(() => api.admin.posts[":id"].comments.$get({ param, query }, { init: { signal } }));
    },
  });
}

function useAdminWrite<Vars, Result>(write: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // Also after a failure: a 404 means the item is gone, and the list should say so.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["admin"] }),
        queryClient.invalidateQueries({ queryKey: ["community"] }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]),
  });
}

type Save<T> = { id?: string; values: T };

export const useSaveDailyImpulse = () =>
  useAdminWrite(
    ({ id, values }: Save<DailyImpulseInput>): Promise<unknown> =>
      id
        ? call(() => api.admin.impulses.daily[":id"].$put({ param: { id }, json: values }))
        : call(() => api.admin.impulses.daily.$post({ json: values })),
  );

export const useSaveWeeklyContent = () =>
  useAdminWrite(
    ({ id, values }: Save<WeeklyContentInput>): Promise<unknown> =>
      id
        ? call(() => api.admin.impulses.weekly[":id"].$put({ param: { id }, json: values }))
        : call(() => api.admin.impulses.weekly.$post({ json: values })),
  );

export const useSaveEvent = () =>
  useAdminWrite(
    ({ id, values }: Save<AdminEventInput>): Promise<unknown> =>
      id
        ? call(() => api.admin.events[":id"].$put({ param: { id }, json: values }))
        : call(() => api.admin.events.$post({ json: values })),
  );

export const useSaveAnnouncement = () =>
  useAdminWrite(
    ({ id, values }: Save<AnnouncementInput>): Promise<unknown> =>
      id
        ? call(() => api.admin.announcements[":id"].$put({ param: { id }, json: values }))
        : call(() => api.admin.announcements.$post({ json: values })),
  );

export const useSaveBulletin = () =>
  useAdminWrite(
    ({ id, values }: Save<BulletinInput>): Promise<unknown> =>
      id
        ? call(() => api.admin.bulletin[":id"].$put({ param: { id }, json: values }))
        : call(() => api.admin.bulletin.$post({ json: values })),
  );

export type DeletableKind =
  | "dailyImpulse"
  | "weeklyImpulse"
  | "post"
  | "postComment"
  | "impulseComment"
  | "event"
  | "announcement"
  | "bulletin";

const deleters: Record<DeletableKind, (id: string) => Promise<unknown>> = {
  dailyImpulse: (id) => call(() => api.admin.impulses.daily[":id"].$delete({ param: { id } })),
  weeklyImpulse: (id) => call(() => api.admin.impulses.weekly[":id"].$delete({ param: { id } })),
  post: (id) => call(() => api.admin.posts[":id"].$delete({ param: { id } })),
  postComment: (id) => call(() => api.admin["post-comments"][":id"].$delete({ param: { id } })),
  impulseComment: (id) => call(() => api.admin["impulse-comments"][":id"].$delete({ param: { id } })),
  event: (id) => call(() => api.admin.events[":id"].$delete({ param: { id } })),
  announcement: (id) => call(() => api.admin.announcements[":id"].$delete({ param: { id } })),
  bulletin: (id) => call(() => api.admin.bulletin[":id"].$delete({ param: { id } })),
};

export const useAdminDelete = () =>
  useAdminWrite(({ kind, id }: { kind: DeletableKind; id: string }) => deleters[kind](id));

/** Grants or removes the graduate badge (the same service as `npm run badge:grant`). */
export const useSetBadge = () =>
  useAdminWrite(({ id, granted }: { id: string; granted: boolean }) =>
    call(() => api.admin.users[":id"].badges.$put({ param: { id }, json: { badge: "graduate", granted } })),
  );
