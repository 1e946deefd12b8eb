import BookOpen from "lucide-react/icons/book-open";
import ChevronRight from "lucide-react/icons/chevron-right";
import UserRound from "lucide-react/icons/user-round";
import Users from "lucide-react/icons/users";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/shared/routes";

export function QuickLinks({ week }: { week: number }) {
  const { t } = useTranslation("dashboard");
  const links = [
    { to: paths.week(week), label: t("links.currentWeek", { n: week }), Icon: BookOpen },
    { to: paths.community, label: t("links.community"), Icon: Users },
    { to: paths.profile, label: t("links.profile"), Icon: UserRound },
  ];
  return (
    <section aria-labelledby="links-title" className="rounded-lg border border-border bg-surface shadow-sm">
      <h2
        id="links-title"
        className="px-5 pt-5 font-sans text-sm font-medium tracking-wide text-muted uppercase sm:px-6"
      >
        {t("links.title")}
      </h2>
      <ul className="mt-2 flex flex-col">
        {links.map(({ to, label, Icon }) => (
          <li key={to} className="border-t border-border first:border-t-0">
            <Link
              to={to}
              className="flex min-h-12 items-center gap-3 px-5 py-3 font-medium hover:bg-surface-muted sm:px-6"
            >
              <Icon aria-hidden size={18} className="text-primary" />
              <span className="flex-1">{label}</span>
              <ChevronRight aria-hidden size={18} className="text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
