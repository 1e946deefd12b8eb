import Sun from "lucide-react/icons/sun";
import { useTranslation } from "react-i18next";
import { Card } from "@/client/components/ui/card";
import {
  useCreateImpulseComment,
  useDeleteImpulseComment,
  useEditImpulseComment,
  useImpulseComments,
} from "@/client/features/community/api/community-api";
import { CommentThread } from "@/client/features/community/components/comment-thread";
import { usePageLanguage } from "@/client/features/community/hooks/use-page-language";
import { longCalendarDate } from "@/client/lib/format";
import type { DailyImpulse } from "@/shared/community";

function ImpulseComments({ impulseId }: { impulseId: string }) {
  const comments = useImpulseComments(impulseId);
  const create = useCreateImpulseComment(impulseId);
  const remove = useDeleteImpulseComment(impulseId);
  const edit = useEditImpulseComment(impulseId);
  return (
    <CommentThread
      reportType="impulse_comment"
      comments={comments}
      onCreate={(text) => create.mutateAsync(text)}
      onDelete={(id) => remove.mutateAsync(id)}
      onEdit={(id, text) => edit.mutateAsync({ id, text })}
      deleting={remove.isPending}
    />
  );
}

/** Today's impulse (operator's time zone) with its comments, oldest first. */
export function DailyImpulseCard({ impulse }: { impulse: DailyImpulse | null }) {
  const { t } = useTranslation("community");
  const language = usePageLanguage();
  return (
    <Card role="region" aria-labelledby="daily-impulse-title">
      <h2 id="daily-impulse-title" className="flex items-center gap-2 text-xl font-semibold">
        <Sun aria-hidden size={20} className="text-primary" />
        {t("daily.title")}
      </h2>
      {impulse ? (
        <>
          <p className="mt-1 text-sm text-muted">
            <time dateTime={impulse.publicationDate}>
              {longCalendarDate(impulse.publicationDate, language)}
            </time>
          </p>
          <blockquote className="mt-3 border-l-4 border-primary/60 pl-4 font-serif text-lg">
            {impulse.content}
          </blockquote>
          <h3 className="mt-6 mb-3 font-semibold">{t("comments.title")}</h3>
          <ImpulseComments impulseId={impulse.id} />
        </>
      ) : (
        <p className="mt-2 text-muted">{t("daily.empty")}</p>
      )}
    </Card>
  );
}
