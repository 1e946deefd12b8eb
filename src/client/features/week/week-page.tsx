import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type LoaderFunctionArgs, Navigate, useParams } from "react-router";
import { Button } from "@/client/components/ui/button";
import { OfflineNotice } from "@/client/components/ui/offline-notice";
import { LoadingState } from "@/client/components/ui/spinner";
import { postWeekAction, weekStateQuery } from "@/client/features/week/api/journey-api";
import { CompleteWeekCard } from "@/client/features/week/components/complete-week-card";
import { LeaveGuard } from "@/client/features/week/components/leave-guard";
import { OpenWeekTop } from "@/client/features/week/components/open-week-top";
import { SaveStatusBadge } from "@/client/features/week/components/save-status";
import { WeekHeader } from "@/client/features/week/components/week-header";
import { WeekNavigation } from "@/client/features/week/components/week-navigation";
import { WEEK_SECTION, WeekFirstScreen } from "@/client/features/week/components/week-title";
import { useWeekAutosave } from "@/client/features/week/hooks/use-week-autosave";
import { loadWeekTexts } from "@/client/features/week/hooks/use-week-texts";
import i18n from "@/client/i18n/i18n";
import { errorMessage } from "@/client/lib/error-message";
import { lazyNamed } from "@/client/lib/lazy-named";
import { loadOnce } from "@/client/lib/load-once";
import { loadedComponent } from "@/client/lib/loaded-component";
import { useOnline } from "@/client/lib/online";
import { usePageTitle } from "@/client/lib/page-title";
import { useSession } from "@/client/lib/session";
import { WEEK_FIELDS, type WeekNumber } from "@/shared/journey-fields";
import type { WeekStateResponse } from "@/shared/journey-schemas";
import { isLanguage, type Language } from "@/shared/languages";
import type { Plan } from "@/shared/plans";
import { paths } from "@/shared/routes";
import { parseWeekNumber } from "@/shared/weeks";

/**
 * Each week's tasks load on their own (decision 131): a visit needs one week of five; its texts, one
 * language of two, are a module of their own (decision 218). The route waits for both (`weekLoader`),
 * so the week's first render already holds its intro, which the server's answer showed (decision 223).
 */
const loadWeek = {
  1: loadOnce(() => import("@/client/features/week/components/week-1-content")),
  2: loadOnce(() => import("@/client/features/week/components/week-2-content")),
  3: loadOnce(() => import("@/client/features/week/components/week-3-content")),
  4: loadOnce(() => import("@/client/features/week/components/week-4-content")),
  5: loadOnce(() => import("@/client/features/week/components/week-5-content")),
} as const;
const Week1Content = loadedComponent(loadWeek[1], "Week1Content");
const Week2Content = loadedComponent(loadWeek[2], "Week2Content");
const Week3Content = loadedComponent(loadWeek[3], "Week3Content");
const Week4Content = loadedComponent(loadWeek[4], "Week4Content");
const Week5Content = loadedComponent(loadWeek[5], "Week5Content");
const Week5Closing = loadedComponent(loadWeek[5], "Week5Closing");
// Only a week the member cannot open yet shows it: its code is not part of an open week's first load
// (decision 223, which brought the week page back within 170 KB).
const LockedNotice = lazyNamed(
  () => import("@/client/features/week/components/locked-notice"),
  "LockedNotice",
);

/** The week's own code and texts in the page's language, loaded ahead (both are announced by the server). */
function loadWeekContent(week: WeekNumber, language: Language) {
  return Promise.all([loadWeek[week](), loadWeekTexts(week, language)]);
}

/**
 * The week route waits for the week's code and texts before it renders (decision 223): the page then
 * takes over from the server's answer, which already shows the week's header and intro, with the same
 * markup instead of a loading state in the intro's place. A failed load (offline without them cached)
 * does not hold the page: it renders its loading state and error as before.
 */
export async function weekLoader({ params }: LoaderFunctionArgs) {
  const week = parseWeekNumber(params.weekNumber);
  const language = isLanguage(i18n.language) ? i18n.language : "de";
  if (week !== null) await loadWeekContent(week as WeekNumber, language).catch(() => undefined);
  return null;
}

export function WeekPage() {
  const weekNumber = parseWeekNumber(useParams().weekNumber);
  if (weekNumber === null) return <Navigate to={paths.community} replace />;
  // A fresh screen per week: each week has its own answers and save queue.
  return <WeekScreen key={weekNumber} week={weekNumber} />;
}

function WeekScreen({ week }: { week: number }) {
  const { t, i18n } = useTranslation("week");
  usePageTitle(t("pages.week", { ns: "common", n: week }));
  const language: Language = isLanguage(i18n.language) ? i18n.language : "de";
  const session = useSession();
  const state = useQuery(weekStateQuery(week));
  const online = useOnline();
  useEffect(() => {
    // Usually done already by `weekLoader` (then nothing is fetched twice: `loadOnce`). It matters after
    // a switch of language, and after a load that failed offline: the texts come alongside the tasks'
    // module again, not after it has asked for them (decision 218).
    void loadWeekContent(week as WeekNumber, language).catch(() => undefined);
  }, [week, language]);

  // While the week loads: the frame's markup (its title, decision 205), so the SPA takes over from the
  // server's first answer without a visible change.
  if (state.isPending || session.isPending) {
    return (
      <WeekFirstScreen week={week as WeekNumber} language={language}>
        <LoadingState label={t("loading")} />
      </WeekFirstScreen>
    );
  }
  if (state.isLoadingError || !session.data?.user) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-2xl font-semibold">{t("pages.week", { ns: "common", n: week })}</h1>
        {online ? (
          <p role="alert" className="mt-4 text-danger">
            {t("loadError")} {errorMessage(t, state.error)}
          </p>
        ) : (
          <OfflineNotice className="mt-4 text-left" />
        )}
        <Button className="mt-6" variant="secondary" onClick={() => void state.refetch()}>
          {t("retry")}
        </Button>
      </section>
    );
  }

  const data = state.data;
  const plan = session.data.profile?.subscriptionType ?? null;
  if (data.access.accessible) {
    return <OpenWeek data={data} language={language} userId={session.data.user.id} plan={plan} />;
  }
  return (
    <section className={WEEK_SECTION}>
      <div className="space-y-8">
        <WeekHeader
          week={week}
          language={language}
          plan={plan}
          weeks={data.weeks}
          progress={data.progress}
          completedWeeks={data.completedWeeks}
        />
        <Suspense fallback={null}>
          <LockedNotice access={data.access} language={language} />
        </Suspense>
        <WeekNavigation week={week} canRecord={false} />
      </div>
    </section>
  );
}

function OpenWeek({
  data,
  language,
  userId,
  plan,
}: {
  data: WeekStateResponse;
  language: Language;
  userId: string;
  plan: Plan | null;
}) {
  const { week } = data;
  const { t } = useTranslation("week");
  const queryClient = useQueryClient();
  const autosave = useWeekAutosave({
    week,
    userId,
    entries: data.entries,
    fields: WEEK_FIELDS[week as WeekNumber],
  });
  // Coming back to a week with answers: say so, and offer the way back into the tasks.
  const [returning] = useState(() => Object.keys(data.entries).length > 0);

  // Opening a week records started_at once (spec section 4); the server keeps the first instant.
  const needsOpen = data.progress.startedAt === null;
  useEffect(() => {
    if (!needsOpen) return;
    postWeekAction(week, "open")
      .then(({ progress }) => {
        queryClient.setQueryData<WeekStateResponse>(weekStateQuery(week).queryKey, (old) =>
          old ? { ...old, progress } : old,
        );
        void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
      })
      .catch(() => undefined);
  }, [needsOpen, week, queryClient]);

  return (
    <OpenWeekTop data={data} language={language} plan={plan}>
      <Suspense fallback={<LoadingState label={t("loading")} />}>
        {week === 1 ? (
          <Week1Content language={language} autosave={autosave} returning={returning} />
        ) : week === 2 ? (
          <Week2Content language={language} autosave={autosave} />
        ) : week === 3 ? (
          <Week3Content language={language} autosave={autosave} />
        ) : week === 4 ? (
          <Week4Content language={language} autosave={autosave} plan={plan} />
        ) : (
          <Week5Content language={language} autosave={autosave} />
        )}
      </Suspense>
      <CompleteWeekCard week={week} progress={data.progress} language={language} />
      {week === 5 ? (
        // The week's own module, loaded with its content: no fallback flashes in. It shows itself
        // once the week is complete or all its tasks are ticked.
        <Suspense fallback={null}>
          <Week5Closing
            language={language}
            autosave={autosave}
            completed={data.progress.completedAt !== null}
          />
        </Suspense>
      ) : null}
      <WeekNavigation week={week} canRecord />
      <LeaveGuard autosave={autosave} />
      {/* Sticky, not fixed: it stays in view while writing, and at the end of the week it rests in a
          row of its own, so it never covers the navigation or the footer's medical note. */}
      <div className="pointer-events-none sticky bottom-3 z-30 flex justify-end sm:bottom-6">
        <SaveStatusBadge status={autosave.status} errorCode={autosave.errorCode} />
      </div>
    </OpenWeekTop>
  );
}
