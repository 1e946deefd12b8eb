import { useTranslation } from "react-i18next";
import { Card } from "@/client/components/ui/card";
import { BackupStatusSection } from "@/client/features/admin/components/backup-status";
import { useAdminFormat } from "@/client/features/admin/components/format";
import { JourneyChart, journeyBars } from "@/client/features/admin/components/journey-chart";
import { UsageChart } from "@/client/features/admin/components/usage-chart";
import type { AdminOverview } from "@/shared/admin";

const COUNT_KEYS = ["members", "events", "posts", "impulses"] as const;

/**
 * The overview's counts, the last backup, the members' weeks and the last 30 days of usage, from the
 * overview's answer.
 */
export function OverviewContent({ data }: { data: AdminOverview }) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const { usage } = data;
  return (
    <div className="flex flex-col gap-10">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {COUNT_KEYS.map((key) => (
          <Card key={key} className="p-4">
            <dt className="text-sm text-muted">{t(`overview.counts.${key}`)}</dt>
            <dd className="mt-1 text-3xl font-semibold">{format.number(data.counts[key])}</dd>
          </Card>
        ))}
      </dl>

      <BackupStatusSection status={data.backup} />

      <JourneySection data={data} />

      <section aria-labelledby="usage-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="usage-heading" className="text-2xl font-semibold">
            {t("overview.usageTitle")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("overview.usageNote")}</p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {usage.series.map((series) => {
            const metric = t(`overview.metrics.${series.metric}`);
            return (
              <li key={series.metric}>
                <Card className="flex flex-col gap-2 p-4">
                  <div className="flex items-baseline justify-between gap-2">
                    <h3 className="text-sm font-semibold">{metric}</h3>
                    <span className="text-sm text-muted">
                      {t("overview.total", { total: format.number(series.total) })}
                    </span>
                  </div>
                  <UsageChart
                    series={series}
                    label={t("overview.chartLabel", { metric, total: format.number(series.total) })}
                    dayLabel={format.day}
                  />
                  <div className="flex justify-between text-xs text-muted" aria-hidden>
                    <span>{format.shortDay(usage.from)}</span>
                    <span>{format.shortDay(usage.to)}</span>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>

        <h3 className="mt-4 text-lg font-semibold">{t("overview.tableTitle")}</h3>
        {/* Fits a phone without scrolling: the headers wrap, the numbers stay short. */}
        <div className="rounded-lg border border-border">
          <table className="w-full text-xs sm:text-sm">
            <caption className="sr-only">{t("overview.tableCaption")}</caption>
            <thead className="bg-surface-muted text-left">
              <tr>
                <th scope="col" className="px-1.5 py-2 align-bottom font-semibold sm:px-3">
                  {t("overview.day")}
                </th>
                {usage.series.map((series) => (
                  <th
                    key={series.metric}
                    scope="col"
                    className="px-1.5 py-2 text-right align-bottom font-semibold hyphens-auto max-sm:[overflow-wrap:anywhere] sm:px-3"
                  >
                    {t(`overview.metrics.${series.metric}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...(usage.series[0]?.days ?? [])].reverse().map(({ day }) => (
                <tr key={day} className="border-t border-border">
                  <th scope="row" className="px-1.5 py-1.5 text-left font-normal whitespace-nowrap sm:px-3">
                    <span className="sm:hidden">{format.shortDay(day)}</span>
                    <span className="hidden sm:inline">{format.day(day)}</span>
                  </th>
                  {usage.series.map((series) => (
                    <td key={series.metric} className="px-1.5 py-1.5 text-right tabular-nums sm:px-3">
                      {format.number(series.days.find((d) => d.day === day)?.count ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <h3 className="mt-4 text-lg font-semibold">{t("overview.routesTitle")}</h3>
        {usage.pageViewsByRoute.length === 0 ? (
          <p className="text-muted">{t("overview.noRoutes")}</p>
        ) : (
          <table className="w-full max-w-lg text-sm">
            <caption className="sr-only">{t("overview.routesTitle")}</caption>
            <thead className="text-left">
              <tr>
                <th scope="col" className="py-2 font-semibold">
                  {t("overview.route")}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {t("overview.views")}
                </th>
              </tr>
            </thead>
            <tbody>
              {usage.pageViewsByRoute.map((row) => (
                <tr key={row.route} className="border-t border-border">
                  <td className="py-1.5 font-mono text-xs break-all">{row.route}</td>
                  <td className="py-1.5 text-right tabular-nums">{format.number(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

/** Where the members are: members per furthest opened week and the finished ones, chart and numbers. */
function JourneySection({ data }: { data: AdminOverview }) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const bars = journeyBars(data.journey, {
    notStarted: t("overview.notStarted"),
    week: (week) => t("overview.week", { week }),
    finished: t("overview.finished"),
  });
  const summary = bars.map((b) => `${b.label} ${format.number(b.count)}`).join(", ");
  return (
    <section aria-labelledby="journey-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="journey-heading" className="text-2xl font-semibold">
          {t("overview.journeyTitle")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("overview.journeyNote")}</p>
      </div>
      <Card className="flex max-w-xl flex-col gap-2 p-4">
        <JourneyChart bars={bars} label={t("overview.journeyChartLabel", { summary })} />
        <dl className="grid grid-cols-7 gap-1 text-center text-xs">
          {bars.map((b) => (
            <div key={b.key} className="flex flex-col-reverse">
              <dt className="text-muted">
                <span aria-hidden>{b.short}</span>
                <span className="sr-only">{b.label}</span>
              </dt>
              <dd className="font-semibold tabular-nums">{format.number(b.count)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted" aria-hidden>
          {t("overview.journeyLegend")}
        </p>
      </Card>
    </section>
  );
}
