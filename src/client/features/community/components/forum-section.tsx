import MessagesSquare from "lucide-react/icons/messages-square";
import Plus from "lucide-react/icons/plus";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MountOnceOpened } from "@/client/components/mount-once-opened";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { usePosts } from "@/client/features/community/api/community-api";
import { LoadError } from "@/client/features/community/components/load-error";
import { PostCard } from "@/client/features/community/components/post-card";
import { lazyNamed } from "@/client/lib/lazy-named";

// The dialog with its form (react-hook-form) loads when first opened, not with the page (decision 131).
const NewPostDialog = lazyNamed(
  () => import("@/client/features/community/components/new-post-dialog"),
  "NewPostDialog",
);

export function ForumSection() {
  const { t } = useTranslation("community");
  const posts = usePosts();
  const [dialogOpen, setDialogOpen] = useState(false);
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card role="region" aria-labelledby="forum-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="forum-title" className="flex items-center gap-2 text-xl font-semibold">
            <MessagesSquare aria-hidden size={20} className="text-primary" />
            {t("forum.title")}
          </h2>
          <p className="mt-1 text-muted">{t("forum.intro")}</p>
        </div>
        <Button onClick={() => setDialogOpen(true)}>
          <Plus aria-hidden size={18} />
          {t("forum.newPost")}
        </Button>
      </div>
      <div className="mt-4 flex flex-col gap-4">
        {posts.isPending ? (
          <p className="text-muted">{t("loading", { ns: "common" })}</p>
        ) : posts.isLoadingError ? null : items.length === 0 ? (
          <p className="text-muted">{t("forum.empty")}</p>
        ) : (
          items.map((post) => <PostCard key={post.id} post={post} />)
        )}
        <LoadError message={t("forum.loadFailed")} query={posts} />
        {posts.hasNextPage ? (
          <div>
            <Button
              variant="secondary"
              disabled={posts.isFetchingNextPage}
              onClick={() => void posts.fetchNextPage()}
            >
              {t("forum.more")}
            </Button>
          </div>
        ) : null}
      </div>
      <MountOnceOpened open={dialogOpen}>
        <NewPostDialog open={dialogOpen} onOpenChange={setDialogOpen} />
      </MountOnceOpened>
    </Card>
  );
}
