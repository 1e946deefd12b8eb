import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";

type PagerProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** Previous and next for an admin list; hidden when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const { t } = useTranslation("admin");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("pager.label")} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden size={16} />
        {t("pager.previous")}
      </Button>
      <span className="text-sm text-muted" aria-live="polite">
        {t("pager.status", { page, pages })}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("pager.next")}
        <ChevronRight aria-hidden size={16} />
      </Button>
    </nav>
  );
}
