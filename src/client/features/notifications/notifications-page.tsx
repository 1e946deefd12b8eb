import Award from "lucide-react/icons/award";
import Bell from "lucide-react/icons/bell";
import Flag from "lucide-react/icons/flag";
import Megaphone from "lucide-react/icons/megaphone";
import MessageCircle from "lucide-react/icons/message-circle";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "@/client/components/ui/button";
import { LoadingState } from "@/client/components/ui/spinner";
import {
  useMarkAllRead,
  useMarkRead,
  useNotifications,
} from "@/client/features/notifications/api/notifications-api";
import {
  NOTIFICATIONS_SECTION,
  NotificationsIntro,
} from "@/client/features/notifications/components/notifications-intro";
import { errorMessage } from "@/client/lib/error-message";
import { useDates } from "@/client/lib/page-clock";
import { toast } from "@/client/lib/toast";
import type { Notification } from "@/shared/notifications";
import { paths } from "@/shared/routes";

const ICONS = {
  post_comment: MessageCircle,
  thread_reply: MessageCircle,
  report_handled: Flag,
  announcement: Megaphone,
  badge: Award,
} as const;

/** Where a notification leads: straight to the comment, else the community page. */
export function notificationTarget(item: Notification): string {
  if (item.postId && item.commentId) {
    return `${paths.community}?post=${encodeURIComponent(item.postId)}&comment=${encodeURIComponent(item.commentId)}`;
  }
  return paths.community;
}

/** /notifications: newest first, who, what, where and when; opening one marks it read (decision 182). */
export function NotificationsPage() {
  const { longDateTime } = useDates();
  const { t, i18n } = useTranslation("notifications");
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  const anyUnread = items.some((item) => !item.read);

  const open = (item: Notification) => {
    if (!item.read) markRead.mutate(item.id);
    void navigate(notificationTarget(item));
  };

  return (
    <section className={NOTIFICATIONS_SECTION}>
      <NotificationsIntro
        markAll={{
          disabled: !anyUnread || markAll.isPending,
          onClick: () =>
            markAll.mutate(undefined, {
              onSuccess: () => toast.success(t("markedAll")),
              onError: (err) => toast.error(errorMessage(t, err)),
            }),
        }}
      />
      {notifications.isPending ? (
        <LoadingState label={t("loading", { ns: "common" })} />
      ) : notifications.isLoadingError ? null : items.length === 0 ? (
        <p className="flex items-center gap-2 text-muted">
          <Bell aria-hidden size={18} />
          {t("empty")}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => {
            const Icon = ICONS[item.kind];
            const what = t(`kinds.${item.kind}`, {
              name: item.actorName ?? t("someone"),
              title: item.postTitle ?? "",
            });
            return (
              <li
                key={item.id}
                className={`rounded-md border p-4 ${item.read ? "border-border bg-surface" : "border-primary/50 bg-primary-soft"}`}
              >
                <div className="flex items-start gap-3">
                  <Icon aria-hidden size={20} className="mt-0.5 shrink-0 text-primary" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words">
                      <Link
                        to={notificationTarget(item)}
                        onClick={(event) => {
                          event.preventDefault();
                          open(item);
                        }}
                        className="underline-offset-2 hover:underline"
                      >
                        {what}
                      </Link>
                      {item.read ? null : (
                        <span className="ml-2 inline-block rounded-full bg-accent px-2 py-0.5 align-middle text-xs font-semibold text-white">
                          {t("unread")}
                        </span>
                      )}
                    </p>
                    {item.excerpt ? (
                      <p className="mt-1 text-sm break-words text-muted">„{item.excerpt}“</p>
                    ) : null}
                    <p className="mt-1 text-sm text-muted">
                      <time dateTime={item.createdAt}>{longDateTime(item.createdAt, i18n.language)}</time>
                    </p>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {notifications.isError ? (
        <p role="alert" className="mt-3 text-danger">
          {t("loadFailed")}
        </p>
      ) : null}
      {notifications.hasNextPage ? (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={notifications.isFetchingNextPage}
          onClick={() => void notifications.fetchNextPage()}
        >
          {t("more")}
        </Button>
      ) : null}
    </section>
  );
}
