import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api";
import type {
  Announcement,
  BulletinPost,
  CommunityComment,
  CommunityEvent,
  CreateBulletinInput,
  CreatePostInput,
  ForumPost,
  Page,
  TodayResponse,
} from "@/shared/community";
import type { Language } from "@/shared/languages";

/** Others' new posts and comments appear without a reload: on focus and every 30 s. */
const LIVE = { refetchOnWindowFocus: true, refetchInterval: 30_000 } as const;

const base = "/api/community";

export const communityKeys = {
  all: ["community"] as const,
  today: (language: Language) => ["community", "today", language] as const,
  events: (language: Language) => ["community", "events", language] as const,
  announcements: (language: Language) => ["community", "announcements", language] as const,
  posts: ["community", "posts"] as const,
  postComments: (postId: string) => ["community", "post-comments", postId] as const,
  impulseComments: (impulseId: string) => ["community", "impulse-comments", impulseId] as const,
  bulletin: (language: Language) => ["community", "bulletin", language] as const,
};

function withCursor(path: string, cursor: string | null, extra = ""): string {
  const params = new URLSearchParams(extra);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function useToday(language: Language) {
  return useQuery({
    queryKey: communityKeys.today(language),
    queryFn: ({ signal }) => apiFetch<TodayResponse>(`${base}/today?lang=${language}`, { signal }),
    ...LIVE,
  });
}

export function useEvents(language: Language) {
  return useQuery({
    queryKey: communityKeys.events(language),
    queryFn: ({ signal }) =>
      apiFetch<{ items: CommunityEvent[] }>(`${base}/events?lang=${language}`, { signal }),
    select: (data) => data.items,
  });
}

export function useAnnouncements(language: Language) {
  return useQuery({
    queryKey: communityKeys.announcements(language),
    queryFn: ({ signal }) =>
      apiFetch<{ items: Announcement[] }>(`${base}/announcements?lang=${language}`, { signal }),
    select: (data) => data.items,
  });
}

export function usePosts() {
  return useInfiniteQuery({
    queryKey: communityKeys.posts,
    queryFn: ({ signal, pageParam }) =>
      apiFetch<Page<ForumPost>>(withCursor(`${base}/posts`, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...LIVE,
  });
}

export function usePostComments(postId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: communityKeys.postComments(postId),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<Page<CommunityComment>>(withCursor(`${base}/posts/${postId}/comments`, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    ...LIVE,
  });
}

export function useImpulseComments(impulseId: string) {
  return useInfiniteQuery({
    queryKey: communityKeys.impulseComments(impulseId),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<Page<CommunityComment>>(withCursor(`${base}/impulses/${impulseId}/comments`, pageParam), {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...LIVE,
  });
}

export function useBulletin(language: Language) {
  return useInfiniteQuery({
    queryKey: communityKeys.bulletin(language),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<Page<BulletinPost>>(withCursor(`${base}/bulletin`, pageParam, `lang=${language}`), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...LIVE,
  });
}

/** After any write the affected lists are fetched again, so the page shows what the server stored. */
function useCommunityMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  invalidate: (input: Input) => readonly unknown[][],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (_data, input) => {
      await Promise.all(invalidate(input).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export function useCreatePost() {
  return useCommunityMutation(
    (input: CreatePostInput) => apiFetch<ForumPost>(`${base}/posts`, { body: input }),
    () => [[...communityKeys.posts]],
  );
}

export function useDeletePost() {
  return useCommunityMutation(
    (postId: string) => apiFetch<null>(`${base}/posts/${postId}`, { method: "DELETE" }),
    () => [[...communityKeys.posts]],
  );
}

export function useCreatePostComment(postId: string) {
  return useCommunityMutation(
    (text: string) => apiFetch<CommunityComment>(`${base}/posts/${postId}/comments`, { body: { text } }),
    () => [[...communityKeys.postComments(postId)], [...communityKeys.posts]],
  );
}

export function useDeletePostComment(postId: string) {
  return useCommunityMutation(
    (commentId: string) => apiFetch<null>(`${base}/post-comments/${commentId}`, { method: "DELETE" }),
    () => [[...communityKeys.postComments(postId)], [...communityKeys.posts]],
  );
}

export function useCreateImpulseComment(impulseId: string) {
  return useCommunityMutation(
    (text: string) =>
      apiFetch<CommunityComment>(`${base}/impulses/${impulseId}/comments`, { body: { text } }),
    () => [[...communityKeys.impulseComments(impulseId)]],
  );
}

export function useDeleteImpulseComment(impulseId: string) {
  return useCommunityMutation(
    (commentId: string) => apiFetch<null>(`${base}/impulse-comments/${commentId}`, { method: "DELETE" }),
    () => [[...communityKeys.impulseComments(impulseId)]],
  );
}

export function useCreateBulletinPost() {
  return useCommunityMutation(
    (input: CreateBulletinInput) => apiFetch<BulletinPost>(`${base}/bulletin`, { body: input }),
    () => [["community", "bulletin"]],
  );
}

export function useDeleteBulletinPost() {
  return useCommunityMutation(
    (id: string) => apiFetch<null>(`${base}/bulletin/${id}`, { method: "DELETE" }),
    () => [["community", "bulletin"]],
  );
}
