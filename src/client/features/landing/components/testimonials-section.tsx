import Quote from "lucide-react/icons/quote";
import { useTranslation } from "react-i18next";
import { Section } from "@/client/features/landing/components/section";

export function TestimonialsSection() {
  const { t } = useTranslation("landing");
  const items = t("testimonials.items", { returnObjects: true });
  return (
    <Section id="testimonials" title={t("testimonials.title")} intro={t("testimonials.note")} tone="muted">
      <ul className="grid gap-5 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.author} data-testimonial>
            <figure className="flex h-full flex-col rounded-xl bg-surface p-6 shadow-card">
              <Quote aria-hidden size={28} className="text-accent" />
              <blockquote className="mt-3 flex-1 font-serif text-lg leading-relaxed">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="mt-5 text-sm">
                <span className="font-semibold">{item.author}</span>
                <span className="text-muted"> · {item.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
