import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "@/client/components/ui/dialog";
import { LoadingState } from "@/client/components/ui/spinner";
import { adminUserQuery } from "@/client/features/admin/api/admin-api";
import { useAdminFormat } from "@/client/features/admin/components/format";
import { LoadError } from "@/client/features/admin/components/load-error";
import { lazyNamed } from "@/client/lib/lazy-named";
import { TOTAL_WEEKS } from "@/shared/plans";

// Loaded with the details: the users list itself never needs it.
const SuspensionSection = lazyNamed(
  () => import("@/client/features/admin/components/suspension-section"),
  "SuspensionSection",
);

/** A member's account, plan and progress — counts and dates only, never their answers. */
export function UserDetailsDialog({
  user,
  onOpenChange,
}: {
  user: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const details = useQuery({ ...adminUserQuery(user?.id ?? ""), enabled: Boolean(user) });
  if (!user) return null;
  const d = details.data;
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t("users.detailsOf", { name: user.name })}
      description={t("users.privacyNote")}
      closeLabel={t("sidebar.close")}
    >
      {details.isPending ? (
        <LoadingState label={t("loading")} />
      ) : details.isLoadingError || !d ? (
        <LoadError title={t("users.detailsLoadError")} query={details} />
      ) : (
        <div className="flex flex-col gap-5 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
            <dt className="text-muted">{t("users.email")}</dt>
            <dd className="break-all">{d.email}</dd>
            <dt className="text-muted">{t("users.userId")}</dt>
            <dd className="font-mono text-xs break-all">{d.id}</dd>
            <dt className="text-muted">{t("users.memberSince")}</dt>
            <dd>{format.date(d.createdAt)}</dd>
            <dt className="text-muted">{t("users.role")}</dt>
            <dd>{d.isAdmin ? t("users.roleAdmin") : t("users.roleMember")}</dd>
            <dt className="text-muted">{t("users.plan")}</dt>
            <dd>{d.plan ? t(`users.plans.${d.plan}`) : t("users.noPlan")}</dd>
            <dt className="text-muted">{t("users.paid")}</dt>
            <dd>{d.hasPaid ? t("users.yes") : t("users.no")}</dd>
            <dt className="text-muted">{t("users.planSince")}</dt>
            <dd>{d.subscriptionStartDate ? format.date(d.subscriptionStartDate) : t("users.never")}</dd>
            <dt className="text-muted">{t("users.currentWeek")}</dt>
            <dd>{d.currentWeek}</dd>
            <dt className="text-muted">{t("users.language")}</dt>
            <dd>{d.language.toUpperCase()}</dd>
            <dt className="text-muted">{t("users.lastActive")}</dt>
            <dd>{d.lastActiveOn ? format.day(d.lastActiveOn) : t("users.never")}</dd>
            <dt className="text-muted">{t("users.badges")}</dt>
            <dd>
              {d.badges.length
                ? d.badges.map((b) => t(`users.badge.${b}`, { defaultValue: b })).join(", ")
                : t("users.noBadges")}
            </dd>
            <dt className="text-muted">{t("users.posts")}</dt>
            <dd>{d.posts}</dd>
            <dt className="text-muted">{t("users.comments")}</dt>
            <dd>{d.comments}</dd>
          </dl>
          <div>
            <h3 className="mb-2 font-semibold">{t("users.weeks")}</h3>
            <ul className="flex flex-col gap-1">
              {Array.from({ length: TOTAL_WEEKS }, (_, i) => i + 1).map((week) => {
                const progress = d.weeks.find((w) => w.week === week);
                const parts = [
                  progress?.startedAt
                    ? t("users.weekStarted", { date: format.date(progress.startedAt) })
                    : null,
                  progress?.completedAt
                    ? t("users.weekCompleted", { date: format.date(progress.completedAt) })
                    : null,
                ].filter(Boolean);
                return (
                  <li key={week}>
                    <span className="font-medium">{t("users.week", { week })}</span>:{" "}
                    {parts.length ? parts.join(", ") : t("users.weekNotStarted")}
                  </li>
                );
              })}
            </ul>
          </div>
          {d.isAdmin ? null : (
            <Suspense fallback={null}>
              <SuspensionSection user={d} />
            </Suspense>
          )}
        </div>
      )}
    </Dialog>
  );
}
