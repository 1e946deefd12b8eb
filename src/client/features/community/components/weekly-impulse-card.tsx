import Sparkles from "lucide-react/icons/sparkles";
import { useTranslation } from "react-i18next";
import { Card } from "@/client/components/ui/card";
import type { WeeklyContent } from "@/shared/community";

export function WeeklyImpulseCard({ impulse }: { impulse: WeeklyContent | null }) {
  const { t } = useTranslation("community");
  return (
    <Card role="region" aria-labelledby="weekly-impulse-title" className="bg-primary/5">
      <h2 id="weekly-impulse-title" className="flex items-center gap-2 text-xl font-semibold">
        <Sparkles aria-hidden size={20} className="text-primary" />
        {t("weekly.title")}
      </h2>
      {impulse ? (
        <>
          <p className="mt-3 text-lg font-medium">{impulse.title}</p>
          <p className="mt-2 whitespace-pre-line">{impulse.content}</p>
        </>
      ) : (
        <p className="mt-2 text-muted">{t("weekly.empty")}</p>
      )}
    </Card>
  );
}
