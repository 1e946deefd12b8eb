import { useQuery } from "@tanstack/react-query";
import Award from "lucide-react/icons/award";
import Search from "lucide-react/icons/search";
import ShieldCheck from "lucide-react/icons/shield-check";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Input } from "@/client/components/ui/input";
import { Select } from "@/client/components/ui/select";
import { LoadingState } from "@/client/components/ui/spinner";
import { type AdminUserFilters, adminUsersQuery } from "@/client/features/admin/api/admin-api";
import { AdminPageIntro } from "@/client/features/admin/components/admin-page-intro";
import { AdminRoleDialog } from "@/client/features/admin/components/admin-role-dialog";
import { BadgeDialog } from "@/client/features/admin/components/badge-dialog";
import { LoadError } from "@/client/features/admin/components/load-error";
import { Pager } from "@/client/features/admin/components/pager";
import { UserDetailsDialog } from "@/client/features/admin/components/user-details-dialog";
import { useListParams } from "@/client/lib/use-list-params";
import type { AdminUserRow } from "@/shared/admin";
import { USER_PLAN_FILTERS, type UserPlanFilter } from "@/shared/user-filters";

const SEARCH_DELAY_MS = 250;

/**
 * /admin/users: members by name, searchable and filtered by finished week 5, badge and plan
 * (decision 192); each member's furthest completed week; details, the admin role and the graduate
 * badge per member.
 */
export function AdminUsersPage() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useListParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const planParam = params.get("plan") ?? "";
  const filters: AdminUserFilters = {
    finished: params.get("finished") === "1",
    withoutBadge: params.get("withoutBadge") === "1",
    plan: (USER_PLAN_FILTERS as readonly string[]).includes(planParam) ? (planParam as UserPlanFilter) : "",
  };
  const filtered = filters.finished || filters.withoutBadge || filters.plan !== "";
  const [term, setTerm] = useState(q);
  const [detailsOf, setDetailsOf] = useState<AdminUserRow | null>(null);
  const [roleOf, setRoleOf] = useState<AdminUserRow | null>(null);
  const [badgeOf, setBadgeOf] = useState<AdminUserRow | null>(null);
  const users = useQuery(adminUsersQuery(q, page, filters));

  // The URL carries the search and the filters, so a reload or a shared link shows the same list.
  const listParams = (change: Partial<AdminUserFilters & { q: string }>) => {
    const next = { q, ...filters, ...change };
    return {
      ...(next.q ? { q: next.q } : {}),
      ...(next.finished ? { finished: "1" } : {}),
      ...(next.withoutBadge ? { withoutBadge: "1" } : {}),
      ...(next.plan ? { plan: next.plan } : {}),
    };
  };
  const latestParams = useRef(listParams);
  latestParams.current = listParams;
  useEffect(() => {
    if (term.trim() === q) return;
    const timer = window.setTimeout(() => {
      setParams(latestParams.current({ q: term.trim() }), { replace: true });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [term, q, setParams]);

  const goTo = (next: number) => setParams({ ...listParams({}), page: String(next) });
  const setFilter = (change: Partial<AdminUserFilters>) => setParams(listParams(change));

  return (
    <section>
      <AdminPageIntro page="users" />
      <div className="relative mb-6 max-w-md">
        <label htmlFor="admin-user-search" className="mb-1.5 block text-sm font-medium">
          {t("users.search")}
        </label>
        <Search aria-hidden size={18} className="pointer-events-none absolute bottom-3 left-3 text-muted" />
        <Input
          id="admin-user-search"
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          className="pl-10"
          autoComplete="off"
        />
      </div>
      <fieldset className="mb-6 flex flex-wrap items-end gap-x-6 gap-y-3">
        <legend className="mb-2 text-sm font-medium">{t("users.filters")}</legend>
        <div className="pb-2.5">
          <Checkbox
            id="admin-users-finished"
            checked={filters.finished}
            onCheckedChange={(checked) => setFilter({ finished: checked })}
            label={t("users.filterFinished")}
          />
        </div>
        <div className="pb-2.5">
          <Checkbox
            id="admin-users-without-badge"
            checked={filters.withoutBadge}
            onCheckedChange={(checked) => setFilter({ withoutBadge: checked })}
            label={t("users.filterWithoutBadge")}
          />
        </div>
        <div>
          <label htmlFor="admin-users-plan" className="mb-1.5 block text-sm font-medium">
            {t("users.plan")}
          </label>
          <Select
            id="admin-users-plan"
            className="w-auto min-w-40"
            value={filters.plan}
            onChange={(event) => setFilter({ plan: event.target.value as UserPlanFilter | "" })}
          >
            <option value="">{t("users.allPlans")}</option>
            {USER_PLAN_FILTERS.map((plan) => (
              <option key={plan} value={plan}>
                {plan === "none" ? t("users.noPlan") : t(`users.plans.${plan}`)}
              </option>
            ))}
          </Select>
        </div>
      </fieldset>

      <LoadError title={t("users.loadError")} query={users} className="mb-4" />
      {users.isPending ? (
        <LoadingState label={t("loading")} />
      ) : users.isLoadingError ? null : users.data.total === 0 ? (
        <p className="text-muted" role="status">
          {q || filtered ? t("users.noMatch") : t("users.empty")}
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted" role="status">
            {t("users.count", { count: users.data.total })}
          </p>
          <ul className="flex flex-col gap-3" aria-busy={users.isPlaceholderData}>
            {users.data.items.map((user) => (
              <li key={user.id}>
                <UserCard
                  user={user}
                  onDetails={() => setDetailsOf(user)}
                  onRole={() => setRoleOf(user)}
                  onBadge={() => setBadgeOf(user)}
                />
              </li>
            ))}
          </ul>
          <Pager
            page={users.data.page}
            pageSize={users.data.pageSize}
            total={users.data.total}
            onPage={goTo}
          />
        </>
      )}
      <UserDetailsDialog user={detailsOf} onOpenChange={(open) => !open && setDetailsOf(null)} />
      <AdminRoleDialog user={roleOf} onOpenChange={(open) => !open && setRoleOf(null)} />
      <BadgeDialog user={badgeOf} onOpenChange={(open) => !open && setBadgeOf(null)} />
    </section>
  );
}

function UserCard({
  user,
  onDetails,
  onRole,
  onBadge,
}: {
  user: AdminUserRow;
  onDetails: () => void;
  onRole: () => void;
  onBadge: () => void;
}) {
  const { t } = useTranslation("admin");
  const stats = [
    ["posts", user.posts],
    ["comments", user.comments],
    ["weeksStarted", user.weeksStarted],
    ["weeksCompleted", user.weeksCompleted],
    ["furthestWeek", user.furthestWeekCompleted],
  ] as const;
  return (
    <Card className="flex flex-col gap-3 p-4" aria-label={user.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {user.name}
            {user.isAdmin ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
                <ShieldCheck aria-hidden size={14} />
                {t("users.roleAdmin")}
              </span>
            ) : null}
            {user.badges.map((badge) => (
              <span
                key={badge}
                className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary"
              >
                <Award aria-hidden size={14} />
                {t(`users.badge.${badge}`, { defaultValue: badge })}
              </span>
            ))}
          </h2>
          <p className="text-sm break-all text-muted">{user.email}</p>
        </div>
        <p className="text-sm">
          <span className="text-muted">{t("users.plan")}: </span>
          {user.plan ? t(`users.plans.${user.plan}`) : t("users.noPlan")}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
        {stats.map(([key, value]) => (
          <div key={key} className="flex justify-between gap-2 sm:flex-col sm:justify-start">
            <dt className="text-muted">{t(`users.${key}`)}</dt>
            <dd className="font-semibold tabular-nums">
              {key === "furthestWeek" && value === 0 ? t("users.never") : value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={onDetails}
          aria-label={t("users.detailsOf", { name: user.name })}
        >
          {t("users.details")}
        </Button>
        <Button variant={user.isAdmin ? "ghost" : "secondary"} size="sm" onClick={onRole}>
          {user.isAdmin ? t("users.revokeAdmin") : t("users.grantAdmin")}
        </Button>
        <Button
          variant={user.badges.includes("graduate") ? "ghost" : "secondary"}
          size="sm"
          onClick={onBadge}
          aria-label={`${user.badges.includes("graduate") ? t("users.revokeBadge") : t("users.grantBadge")}: ${user.name}`}
        >
          <Award aria-hidden size={16} />
          {user.badges.includes("graduate") ? t("users.revokeBadge") : t("users.grantBadge")}
        </Button>
      </div>
    </Card>
  );
}
