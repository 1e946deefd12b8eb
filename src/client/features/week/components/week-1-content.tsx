import Footprints from "lucide-react/icons/footprints";
import Lightbulb from "lucide-react/icons/lightbulb";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { CrisisSupport } from "@/client/features/week/components/crisis-support";
import { TaskList } from "@/client/features/week/components/task-list";
import { AiCompanionSlot, JournalingCardSlot } from "@/client/features/week/components/week-end-slots";
import { WeekIntro } from "@/client/features/week/components/week-intro";
import type { WeekAutosave } from "@/client/features/week/hooks/use-week-autosave";
import { useWeekTexts } from "@/client/features/week/hooks/use-week-texts";
import type { Language } from "@/shared/languages";

/** Week 1 – Rückblick & Muster. */
export function Week1Content({
  language,
  autosave,
  returning,
}: {
  language: Language;
  autosave: WeekAutosave;
  returning: boolean;
}) {
  const content = useWeekTexts(1, language);
  return (
    <div className="space-y-8">
      {returning ? (
        <aside className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary-soft p-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-semibold">{content.returnBanner.title}</p>
            <p className="text-sm">{content.returnBanner.text}</p>
          </div>
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              document.getElementById("tasks")?.scrollIntoView({
                behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
              })
            }
          >
            {content.returnBanner.action}
          </Button>
        </aside>
      ) : null}
      <WeekIntro paragraphs={content.intro} />
      <CrisisSupport content={content} language={language} />
      <TaskList tasks={content.tasks} autosave={autosave} />
      <JournalingCardSlot content={content.journaling} autosave={autosave} />
      <Card className="flex gap-3 bg-accent-soft/50">
        <Lightbulb aria-hidden className="mt-0.5 shrink-0 text-accent" size={22} />
        <div>
          <h2 className="font-serif text-lg font-semibold">{content.tip.title}</h2>
          <p className="mt-1 leading-relaxed">{content.tip.text}</p>
        </div>
      </Card>
      <AiCompanionSlot />
      <aside className="flex gap-3 rounded-lg border border-dashed border-border p-4 text-muted">
        <Footprints aria-hidden className="mt-0.5 shrink-0" size={20} />
        <p>
          <strong className="font-semibold text-foreground">{content.paceNote.title}:</strong>{" "}
          {content.paceNote.text}
        </p>
      </aside>
    </div>
  );
}
