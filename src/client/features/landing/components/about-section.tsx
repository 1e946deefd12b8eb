import Compass from "lucide-react/icons/compass";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import Info from "lucide-react/icons/info";
import Lock from "lucide-react/icons/lock";
import { useTranslation } from "react-i18next";
import { Section } from "@/client/features/landing/components/section";
import { helplineNumbers } from "@/content/crisis-helplines";

const icons = [Compass, Lock, HeartHandshake];

export function AboutSection() {
  const { t, i18n } = useTranslation("landing");
  const points = t("about.points", { returnObjects: true });
  return (
    <Section id="about" title={t("about.title")} intro={t("about.intro")} tone="muted">
      <ul className="grid gap-5 md:grid-cols-3">
        {points.map((point, index) => {
          const Icon = icons[index] ?? Compass;
          return (
            <li key={point.title} className="rounded-xl bg-surface p-6 shadow-card">
              <Icon aria-hidden size={28} className="text-primary" />
              <h3 className="mt-4 text-xl font-semibold">{point.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{point.text}</p>
            </li>
          );
        })}
      </ul>
      <aside
        aria-labelledby="about-note-title"
        className="mt-8 flex gap-4 rounded-xl border border-border bg-background p-5 sm:p-6"
      >
        <Info aria-hidden size={24} className="mt-0.5 shrink-0 text-accent" />
        <div>
          <h3 id="about-note-title" className="font-sans text-base font-semibold">
            {t("about.notTherapyTitle")}
          </h3>
          <p className="mt-1 leading-relaxed">
            {t("about.notTherapy", { helplines: helplineNumbers(i18n.language) })}
          </p>
        </div>
      </aside>
    </Section>
  );
}
