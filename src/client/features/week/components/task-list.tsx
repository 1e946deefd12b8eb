import { useTranslation } from "react-i18next";
import { ConflictNoticeSlot } from "@/client/features/week/components/conflict-notice-slot";
import { TaskCard } from "@/client/features/week/components/task-card";
import type { WeekAutosave } from "@/client/features/week/hooks/use-week-autosave";
import type { TaskContent } from "@/content/journey-types";

/** The week's exercises; their ticks are stored as one field, `tasks`. */
export function TaskList({ tasks, autosave }: { tasks: TaskContent[]; autosave: WeekAutosave }) {
  const { t } = useTranslation("week");
  const done = autosave.value<Record<string, boolean>>("tasks", {});
  const count = tasks.filter((task) => done[task.id]).length;
  const conflict = autosave.conflict("tasks");
  return (
    <section id="tasks" aria-labelledby="tasks-heading" className="scroll-mt-24">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="tasks-heading" className="text-2xl font-semibold">
          {t("tasks.title")}
        </h2>
        <p className="text-sm text-muted">{t("tasks.progress", { done: count, total: tasks.length })}</p>
      </div>
      {conflict ? (
        <div className="mb-4">
          <ConflictNoticeSlot
            conflict={conflict}
            onResolve={(value) => autosave.resolve("tasks", value)}
            labels={Object.fromEntries(tasks.map((task) => [task.id, task.title]))}
          />
        </div>
      ) : null}
      <div className="space-y-4">
        {tasks.map((task, index) => (
          <TaskCard
            key={task.id}
            task={task}
            index={index}
            done={done[task.id] === true}
            onDoneChange={(value) => autosave.set("tasks", { ...done, [task.id]: value })}
          />
        ))}
      </div>
    </section>
  );
}
