import Check from "lucide-react/icons/check";
import Users from "lucide-react/icons/users";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/client/components/ui/button";
import { paths } from "@/shared/routes";

export function CommunitySection() {
  const { t } = useTranslation("landing");
  const points = t("community.points", { returnObjects: true });
  return (
    <section id="community" data-section="community" aria-labelledby="community-title" className="py-section">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="grid gap-8 rounded-2xl bg-primary-soft p-6 sm:p-10 md:grid-cols-[auto_1fr] md:items-center">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-surface text-primary">
            <Users aria-hidden size={32} />
          </span>
          <div>
            <h2 id="community-title" className="text-3xl font-semibold sm:text-4xl">
              {t("community.title")}
            </h2>
            <p className="mt-4 max-w-2xl text-lg leading-relaxed">{t("community.text")}</p>
            <ul className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
              {points.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <Check aria-hidden size={18} className="text-primary" />
                  {point}
                </li>
              ))}
            </ul>
            <Link to={paths.community} className={`${buttonClasses("primary", "md")} mt-7`}>
              {t("community.button")}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
