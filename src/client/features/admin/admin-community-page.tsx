import { Tabs } from "radix-ui";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeading } from "@/client/components/page-heading";
import { Alert } from "@/client/components/ui/alert";
import { LoadingState } from "@/client/components/ui/spinner";
import { DailyImpulsesList, WeeklyImpulsesList } from "@/client/features/admin/components/impulse-lists";
import { cn } from "@/client/lib/cn";
import { lazyNamed } from "@/client/lib/lazy-named";

// The other tabs' lists load when their tab is opened: the first one is what the page shows first.
const PostsList = lazyNamed(() => import("@/client/features/admin/components/posts-list"), "PostsList");
const EventsList = lazyNamed(() => import("@/client/features/admin/components/events-list"), "EventsList");

const TABS = ["impulses", "posts", "events"] as const;
type Tab = (typeof TABS)[number];

/** /admin/community: the spec's tabs for impulses, posts and events, with the system-update banner. */
export function AdminCommunityPage() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((value) => value === params.get("tab")) ?? "impulses";
  return (
    <div>
      <PageHeading title={t("nav.community")}>{t("communityPage.intro")}</PageHeading>
      <Alert tone="info" title={t("communityPage.bannerTitle")} className="mb-8">
        {t("communityPage.banner")}
      </Alert>
      <Tabs.Root
        value={tab}
        // A tab's lists keep their pages in the address; another tab starts on its first page.
        onValueChange={(value) => setParams(value === "impulses" ? {} : { tab: value })}
      >
        <Tabs.List
          aria-label={t("communityPage.tabs")}
          className="mb-6 flex gap-1 overflow-x-auto border-b border-border"
        >
          {TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={cn(
                "-mb-px min-h-11 shrink-0 border-b-2 px-4 text-sm font-medium",
                value === tab
                  ? "border-primary text-primary"
                  : "border-transparent text-muted hover:text-foreground",
              )}
            >
              {t(`nav.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="impulses" className="flex flex-col gap-12">
          <DailyImpulsesList />
          <WeeklyImpulsesList />
        </Tabs.Content>
        <Tabs.Content value="posts">
          <Suspense fallback={<LoadingState label={t("loading")} />}>
            <PostsList />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="events">
          <Suspense fallback={<LoadingState label={t("loading")} />}>
            <EventsList />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
