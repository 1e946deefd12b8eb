import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ComponentType, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoaderData } from "react-router";
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
import { useWeekAutosave, type WeekAutosave } from "@/client/features/week/hooks/use-week-autosave";
import { type SentWeekTexts, WeekTextsContext } from "@/client/features/week/hooks/use-week-texts";
import { errorMessage } from "@/client/lib/error-message";
import { lazyNamed } from "@/client/lib/lazy-named";
import { useOnline } from "@/client/lib/online";
import { useSession } from "@/client/lib/session";
import { WEEK_FIELDS, type WeekNumber } from "@/shared/journey-fields";
import type { WeekStateResponse } from "@/shared/journey-schemas";
import { isLanguage, type Language } from "@/shared/languages";
import type { Plan } from "@/shared/plans";

// Only a week the member cannot open yet shows it: its code is not part of an open week's first load,
// which has to stay within the page budget (decision 131, `tests/build/bundle-budgets.test.ts`).
const LockedNotice = lazyNamed(
  () => import("@/client/features/week/components/locked-notice"),
  "LockedNotice",
);

/** What a week's own module renders: its tasks, and for week 5 the closing card after them. */
export type WeekContentProps = {
  language: Language;
  autosave: WeekAutosave;
  /** Coming back to the week with answers (week 1 says so). */
  returning: boolean;
  plan: Plan | null;
};
export type WeekContent = {
  Tasks: ComponentType<WeekContentProps>;
  Closing?: ComponentType<WeekContentProps & { completed: boolean }>;
};

/**
 * /week/1 to /week/5: each week is a route of its own (`routes/week-n.tsx`), which hands in its week's
 * code — one week of five (decision 131), part of the page's first load, so the page hydrates whole —
 * and whose answer brings the week's texts in the page's language (decision 218). A fresh screen per
 * week: each week has its own answers and save queue.
 */
export function WeekPage({ week, content }: { week: WeekNumber; content: WeekContent }) {
  return <WeekScreen key={week} week={week} content={content} />;
}

function WeekScreen({ week, content }: { week: WeekNumber; content: WeekContent }) {
  const { t, i18n } = useTranslation("week");
  const language: Language = isLanguage(i18n.language) ? i18n.language : "de";
  const session = useSession();
  const state = useQuery(weekStateQuery(week));
  const online = useOnline();

  // Offline without a copy of the week, until the answer arrives.
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
    return (
      <OpenWeek data={data} language={language} userId={session.data.user.id} plan={plan} content={content} />
    );
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
  content: { Tasks, Closing },
}: {
  data: WeekStateResponse;
  language: Language;
  userId: string;
  plan: Plan | null;
  content: WeekContent;
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
      {/* The texts wait only after a switch of language or offline without them (use-week-texts.ts). */}
      <Suspense fallback={<LoadingState label={t("loading")} />}>
        <Tasks language={language} autosave={autosave} returning={returning} plan={plan} />
      </Suspense>
      <CompleteWeekCard week={week} progress={data.progress} language={language} />
      {Closing ? (
        // It shows itself once the week is complete or all its tasks are ticked.
        <Suspense fallback={null}>
          <Closing
            language={language}
            autosave={autosave}
            returning={returning}
            plan={plan}
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

/**
 * A week route's page: the week with its own code, and the texts the route's answer brought
 * (`week-answer.server.ts`) for its tasks to render from.
 */
export function WeekRoutePage({ week, content }: { week: WeekNumber; content: WeekContent }) {
  const answer = useLoaderData() as { weekTexts?: SentWeekTexts } | null;
  return (
    <WeekTextsContext.Provider value={answer?.weekTexts ?? null}>
      <WeekPage week={week} content={content} />
    </WeekTextsContext.Provider>
  );
}
