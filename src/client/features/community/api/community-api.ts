import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api, call } from "@/client/lib/api-client";
import type { CreateBulletinInput, CreatePostInput, ForumPost, Page } from "@/shared/community";
import type { BulletinCategoryName } from "@/shared/community-constants";
import type { Language } from "@/shared/languages";
import { PAGE_DATA_KEYS } from "@/shared/page-data";
import type { ReportItemType, ReportReason } from "@/shared/report-kinds";

/** Others' new posts and comments appear without a reload: on focus and every 30 s. */
const LIVE = { refetchOnWindowFocus: "always", refetchInterval: 30_000 } as const;

const community = api.community;
/** The cursor of the next page, as the list routes' query takes it. */
const page = (cursor: string | null) => (cursor ? { cursor } : {});

export const communityKeys = {
  all: ["community"] as const,
  today: PAGE_DATA_KEYS.communityToday,
  events: (language: Language) => ["community", "events", language] as const,
  announcements: (language: Language) => ["community", "announcements", language] as const,
  posts: ["community", "posts"] as const,
  postComments: (postId: string) => ["community", "post-comments", postId] as const,
  impulseComments: (impulseId: string) => ["community", "impulse-comments", impulseId] as const,
  bulletin: (language: Language, category: BulletinCategoryName | null = null) =>
    ["community", "bulletin", language, category] as const,
  search: (query: string) => ["community", "search", query] as const,
};

/** The forum's search (decision 186); runs only for a query the server accepts. */
export function useForumSearch(query: string | null) {
  return useQuery({
    queryKey: communityKeys.search(query ?? ""),
    queryFn: ({ signal }) =>
      call(() => community.search.$get({ query: { q: query ?? "" } }, { init: { signal } })),
    enabled: query !== null,
  });
}

export function useToday(language: Language) {
  return useQuery({
    queryKey: communityKeys.today(language),
    queryFn: ({ signal }) =>
      call(() => community.today.$get({ query: { lang: language } }, { init: { signal } })),
    ...LIVE,
    // The page's answer brings the day's impulses along (decision 236); asking again at mount would
    // repeat that read. Changes invalidate the community's queries, and the interval refetches anyway.
    staleTime: LIVE.refetchInterval,
  });
}

export function useEvents(language: Language) {
  return useQuery({
    queryKey: communityKeys.events(language),
    queryFn: ({ signal }) =>
      call(() => community.events.$get({ query: { lang: language } }, { init: { signal } })),
    select: (data) => data.items,
  });
}

export function useAnnouncements(language: Language) {
  return useQuery({
    queryKey: communityKeys.announcements(language),
    queryFn: ({ signal }) =>
      call(() => community.announcements.$get({ query: { lang: language } }, { init: { signal } })),
    select: (data) => data.items,
  });
}

export function usePosts() {
  return useInfiniteQuery({
    queryKey: communityKeys.posts,
    queryFn: ({ signal, pageParam }) =>
      call(() => community.posts.$get({ query: page(pageParam) }, { init: { signal } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...LIVE,
  });
}

export function usePostComments(postId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: communityKeys.postComments(postId),
    queryFn: ({ signal, pageParam }) =>
      call(() =>
        community.posts[":id"].comments.$get(
          { param: { id: postId }, query: page(pageParam) },
          { init: { signal } },
        ),
      ),
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
      call(() =>
        community.impulses[":id"].comments.$get(
          { param: { id: impulseId }, query: page(pageParam) },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...LIVE,
  });
}

export function useBulletin(language: Language, category: BulletinCategoryName | null = null) {
  return useInfiniteQuery({
    queryKey: communityKeys.bulletin(language, category),
    queryFn: ({ signal, pageParam }) =>
      call(() =>
        community.bulletin.$get(
          { query: { lang: language, ...page(pageParam), ...(category ? { category } : {}) } },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...LIVE,
  });
}

/** After any write the affected lists are fetched again, so the page shows what the server stored. */
function useCommunityMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  invalidate: (input: Input) => readonly unknown[][],
  after?: (queryClient: QueryClient) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (_data, input) => {
      after?.(queryClient);
      await Promise.all(invalidate(input).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/**
 * A post's comment count moved in the cached forum pages instead of refetching the list: a refetch
 * right after writing brings in posts written meanwhile above the thread the member is writing in.
 */
function shiftCommentCount(queryClient: QueryClient, postId: string, by: number) {
  queryClient.setQueryData<InfiniteData<Page<ForumPost>>>(communityKeys.posts, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((post) =>
              post.id === postId ? { ...post, commentCount: Math.max(0, post.commentCount + by) } : post,
            ),
          })),
        }
      : data,
  );
}

export function useCreatePost() {
  return useCommunityMutation(
    (input: CreatePostInput) => call(() => community.posts.$post({ json: input })),
    () => [[...communityKeys.posts]],
  );
}

export function useEditPost(postId: string) {
  return useCommunityMutation(
    (input: CreatePostInput) =>
      call(() => community.posts[":id"].$patch({ param: { id: postId }, json: input })),
    () => [[...communityKeys.posts]],
  );
}

export function useEditPostComment(postId: string) {
  return useCommunityMutation(
    ({ id, text }: { id: string; text: string }) =>
      call(() => community["post-comments"][":id"].$patch({ param: { id }, json: { text } })),
    () => [[...communityKeys.postComments(postId)]],
  );
}

export function useEditImpulseComment(impulseId: string) {
  return useCommunityMutation(
    ({ id, text }: { id: string; text: string }) =>
      call(() => community["impulse-comments"][":id"].$patch({ param: { id }, json: { text } })),
    () => [[...communityKeys.impulseComments(impulseId)]],
  );
}

export function useEditBulletinPost(id: string) {
  return useCommunityMutation(
    (input: CreateBulletinInput) =>
      call(() => community.bulletin[":id"].$patch({ param: { id }, json: input })),
    () => [["community", "bulletin"]],
  );
}

export function useDeletePost() {
  return useCommunityMutation(
    (postId: string) => call(() => community.posts[":id"].$delete({ param: { id: postId } })),
    () => [[...communityKeys.posts]],
  );
}

export function useCreatePostComment(postId: string) {
  return useCommunityMutation(
    (text: string) =>
      call(() => community.posts[":id"].comments.$post({ param: { id: postId }, json: { text } })),
    () => [[...communityKeys.postComments(postId)]],
    (queryClient) => shiftCommentCount(queryClient, postId, 1),
  );
}

export function useDeletePostComment(postId: string) {
  return useCommunityMutation(
    (commentId: string) =>
      call(() => community["post-comments"][":id"].$delete({ param: { id: commentId } })),
    () => [[...communityKeys.postComments(postId)]],
    (queryClient) => shiftCommentCount(queryClient, postId, -1),
  );
}

export function useCreateImpulseComment(impulseId: string) {
  return useCommunityMutation(
    (text: string) =>
      call(() => community.impulses[":id"].comments.$post({ param: { id: impulseId }, json: { text } })),
    () => [[...communityKeys.impulseComments(impulseId)]],
  );
}

export function useDeleteImpulseComment(impulseId: string) {
  return useCommunityMutation(
    (commentId: string) =>
      call(() => community["impulse-comments"][":id"].$delete({ param: { id: commentId } })),
    () => [[...communityKeys.impulseComments(impulseId)]],
  );
}

export function useCreateBulletinPost() {
  return useCommunityMutation(
    (input: CreateBulletinInput) => call(() => community.bulletin.$post({ json: input })),
    () => [["community", "bulletin"]],
  );
}

/** The author's one renewal of a bulletin entry (decision 187). */
export function useRenewBulletinPost() {
  return useCommunityMutation(
    (id: string) => call(() => community.bulletin[":id"].renew.$post({ param: { id } })),
    () => [["community", "bulletin"]],
  );
}

export function useDeleteBulletinPost() {
  return useCommunityMutation(
    (id: string) => call(() => community.bulletin[":id"].$delete({ param: { id } })),
    () => [["community", "bulletin"]],
  );
}

/** "Melden" (decision 184): nothing on the page changes, the dialog says thank you. */
export function useReport() {
  return useMutation({
    mutationFn: (input: { itemType: ReportItemType; itemId: string; reason: ReportReason; note?: string }) =>
      call(() => community.reports.$post({ json: input })),
  });
}
