import { useQueryClient } from "@tanstack/react-query";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import SkipForward from "lucide-react/icons/skip-forward";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "@/client/components/ui/button";
import { postWeekAction } from "@/client/features/week/api/journey-api";
import { TOTAL_WEEKS } from "@/shared/plans";
import { paths } from "@/shared/routes";

/** Previous (week 1: the overview), next and skip; next also records the unlock and the visit. */
export function WeekNavigation({ week, canRecord }: { week: number; canRecord: boolean }) {
  const { t } = useTranslation("week");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The navigation can wait for unsaved text to be sent first, so scroll only once it has happened.
  // At once, not with the page's smooth scrolling: a smooth scroll from the end of a long week was cut
  // short when the next week's page replaced it, and the next week opened far down (a full run, 2026-11-26).
  const goTo = (n: number) => {
    void Promise.resolve(navigate(paths.week(n))).then(() =>
      window.scrollTo({ top: 0, behavior: "instant" }),
    );
  };
  const next = () => {
    if (canRecord) {
      // Progress is a side note to moving on: a failed call must not hold the user back.
      void postWeekAction(week, "next")
        .then(() => queryClient.invalidateQueries({ queryKey: ["dashboard"] }))
        .catch(() => undefined);
    }
    goTo(week + 1);
  };
  return (
    <nav
      aria-label={t("nav.label")}
      className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <Link to={week === 1 ? paths.onboarding : paths.week(week - 1)} className={buttonClasses("ghost")}>
        <ArrowLeft aria-hidden size={18} />
        {week === 1 ? t("nav.toOnboarding") : t("nav.previous", { n: week - 1 })}
      </Link>
      {week < TOTAL_WEEKS ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => goTo(week + 1)}>
            <SkipForward aria-hidden size={18} />
            {t("nav.skip")}
          </Button>
          <Button onClick={next}>
            {t("nav.next", { n: week + 1 })}
            <ArrowRight aria-hidden size={18} />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
