import { useInfiniteQuery } from "@tanstack/react-query";
import LogOut from "lucide-react/icons/log-out";
import Monitor from "lucide-react/icons/monitor";
import Smartphone from "lucide-react/icons/smartphone";
import { useTranslation } from "react-i18next";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import {
  deviceSessionsQuery,
  useSignOutDevice,
  useSignOutOtherDevices,
} from "@/client/features/profile/api/profile-api";
import { ProfileSection } from "@/client/features/profile/components/section";
import { longDate } from "@/client/lib/format";
import { usePageClock } from "@/client/lib/page-clock";
import { toast } from "@/client/lib/toast";
import type { DeviceSession } from "@/shared/devices";
import { wallParts, type ZoneClock } from "@/shared/zone-clock";

const MOBILE = new Set(["iOS", "Android"]);
const DAY_MS = 86_400_000;

/** "today", "yesterday" or the date: sessions renew once a day, so the day is what is known. */
function lastActive(
  value: string,
  language: string | undefined,
  t: (key: "devices.today" | "devices.yesterday") => string,
  clock: ZoneClock | undefined,
) {
  // Calendar days in the page's zone: "yesterday" is the day before today there, whatever its hours.
  const day = (moment: string | number) => {
    if (clock) {
      const { year, month, day } = wallParts(clock, moment);
      return Date.UTC(year, month, day);
    }
    const local = new Date(moment);
    return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate());
  };
  const today = day(Date.now());
  const at = day(value);
  if (at >= today) return t("devices.today");
  if (at >= today - DAY_MS) return t("devices.yesterday");
  return longDate(value, language, clock);
}

/** /profile: the member's signed-in devices, each to sign out, or all others at once (decision 172). */
export function DevicesSection() {
  const clock = usePageClock();
  const { t, i18n } = useTranslation("profile");
  const sessions = useInfiniteQuery(deviceSessionsQuery);
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const name = (session: DeviceSession) =>
    t("devices.device", {
      browser: session.browser ?? t("devices.unknownBrowser"),
      system: session.system ?? t("devices.unknownSystem"),
    });

  const endOne = async (session: DeviceSession) => {
    try {
      await signOut.mutateAsync(session.id);
      toast.success(t("devices.signedOut"));
    } catch {
      toast.error(t("devices.failed"));
    }
  };
  const endOthers = async () => {
    try {
      const result = await signOutOthers.mutateAsync();
      toast.success(t("devices.signedOutOthers", { count: result.signedOut }));
    } catch {
      toast.error(t("devices.failed"));
    }
  };

  // A session renewed between two pages could come twice: it is listed once.
  const byId = new Map((sessions.data?.pages ?? []).flatMap((page) => page.sessions.map((s) => [s.id, s])));
  const list = [...byId.values()];
  return (
    <ProfileSection title={t("devices.title")}>
      <p className="text-muted">{t("devices.intro")}</p>
      {sessions.isError ? (
        <Alert tone="danger" role="alert" title={t("devices.loadError")}>
          <Button variant="link" onClick={() => void sessions.refetch()}>
            {t("devices.retry")}
          </Button>
        </Alert>
      ) : null}
      {sessions.isPending ? (
        <p className="text-sm text-muted">{t("devices.loading")}</p>
      ) : sessions.isLoadingError ? null : (
        <>
          <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
            {list.map((session) => {
              const Icon = session.system && MOBILE.has(session.system) ? Smartphone : Monitor;
              return (
                <li key={session.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                  <div className="flex min-w-0 flex-1 items-start gap-3">
                    <Icon aria-hidden size={22} className="mt-0.5 shrink-0 text-muted" />
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 font-medium">
                        {name(session)}
                        {session.current ? (
                          <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
                            {t("devices.thisDevice")}
                          </span>
                        ) : null}
                      </p>
                      <p className="text-sm text-muted">
                        {t("devices.lastActive", {
                          when: lastActive(session.lastActiveAt, i18n.language, t, clock),
                        })}
                        {" · "}
                        {t("devices.signedIn", {
                          date: longDate(session.signedInAt, i18n.language, clock),
                        })}
                      </p>
                    </div>
                  </div>
                  {session.current ? null : (
                    <Button
                      variant="secondary"
                      size="sm"
                      className="self-start sm:self-center"
                      aria-label={t("devices.signOutLabel", { device: name(session) })}
                      disabled={signOut.isPending}
                      onClick={() => void endOne(session)}
                    >
                      <LogOut aria-hidden size={16} />
                      {t("devices.signOut")}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {sessions.hasNextPage ? (
            <div>
              <Button
                variant="secondary"
                disabled={sessions.isFetchingNextPage}
                onClick={() => void sessions.fetchNextPage()}
              >
                {t("devices.more")}
              </Button>
            </div>
          ) : null}
          {list.length > 1 || sessions.hasNextPage ? (
            <div>
              <Button variant="secondary" disabled={signOutOthers.isPending} onClick={() => void endOthers()}>
                {t("devices.signOutOthers")}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-muted">{t("devices.onlyThis")}</p>
          )}
        </>
      )}
    </ProfileSection>
  );
}
