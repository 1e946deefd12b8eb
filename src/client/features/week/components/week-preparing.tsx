import { Hourglass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "@/client/components/ui/card";

/** Weeks 3 to 5 until their content ships: said plainly, navigation still works. */
export function WeekPreparing() {
  const { t } = useTranslation("week");
  return (
    <Card className="text-center">
      <Hourglass aria-hidden size={32} className="mx-auto text-accent" />
      <h2 className="mt-3 text-2xl font-semibold">{t("preparing.title")}</h2>
      <p className="mx-auto mt-2 max-w-prose text-muted">{t("preparing.text")}</p>
    </Card>
  );
}
