import Briefcase from "lucide-react/icons/briefcase";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Milestone from "lucide-react/icons/milestone";
import School from "lucide-react/icons/school";
import { useTranslation } from "react-i18next";
import { Section } from "@/client/features/landing/components/section";

const icons = [School, GraduationCap, Briefcase, Milestone];

export function SituationsSection() {
  const { t } = useTranslation("landing");
  const items = t("situations.items", { returnObjects: true });
  return (
    <Section id="situations" title={t("situations.title")} intro={t("situations.intro")}>
      <ul className="grid gap-5 sm:grid-cols-2">
        {items.map((item, index) => {
          const Icon = icons[index] ?? Milestone;
          return (
            <li
              key={item.title}
              data-situation
              className="flex gap-4 rounded-xl border border-border bg-surface p-6"
            >
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Icon aria-hidden size={24} />
              </span>
              <div>
                <h3 className="text-xl font-semibold">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
