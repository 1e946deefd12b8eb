import ChevronDown from "lucide-react/icons/chevron-down";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import {
  DisclaimerContent,
  ImprintContent,
  PrivacyContent,
  TermsContent,
} from "@/client/features/legal/components/legal-content";
import { LEGAL_ARTICLE, LegalIntro } from "@/client/features/legal/components/legal-intros";
import { cn } from "@/client/lib/cn";

/** The anchors other pages link to (#datenschutz from the consent dialog, #nutzungsbedingungen, …). */
const SECTIONS = [
  { id: "datenschutz", key: "privacy", Content: PrivacyContent },
  { id: "nutzungsbedingungen", key: "terms", Content: TermsContent },
  { id: "impressum", key: "imprint", Content: ImprintContent },
  { id: "haftungsausschluss", key: "disclaimer", Content: DisclaimerContent },
] as const;
type SectionId = (typeof SECTIONS)[number]["id"];

function sectionFromHash(hash: string): SectionId | null {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  return SECTIONS.some((section) => section.id === id) ? (id as SectionId) : null;
}

/**
 * /datenschutz-impressum: collapsible sections. A link to one of the anchors opens that section and
 * scrolls to it, on a fresh load as well as on client-side navigation or a click in the page.
 */
export function LegalPage() {
  const { t } = useTranslation("legal");
  const location = useLocation();
  const target = sectionFromHash(location.hash);
  // Closed at first, as the server renders the page (it never sees the address's #anchor); each
  // navigation to an anchor then opens its section, and the page scrolls to it once it is open.
  const [open, setOpen] = useState<ReadonlySet<SectionId>>(() => new Set());
  const opened = target !== null && open.has(target);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key) opens the section again.
  useEffect(() => {
    if (target) setOpen((current) => (current.has(target) ? current : new Set([...current, target])));
  }, [target, location.key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key) scrolls to it again.
  useEffect(() => {
    if (opened && target) document.getElementById(target)?.scrollIntoView({ block: "start" });
  }, [opened, target, location.key]);

  const toggle = (id: SectionId) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className={LEGAL_ARTICLE}>
      <LegalIntro />
      <nav aria-label={t("toc")} className="mb-8">
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <Link
                to={{ hash: section.id }}
                className="inline-flex h-9 items-center rounded-full border border-border bg-surface px-4 text-sm hover:border-primary"
              >
                {t(`sections.${section.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-3">
        {SECTIONS.map(({ id, key, Content }) => (
          <Collapsible
            key={id}
            id={id}
            title={t(`sections.${key}`)}
            open={open.has(id)}
            onToggle={() => toggle(id)}
          >
            <Content />
          </Collapsible>
        ))}
      </div>
    </div>
  );
}

function Collapsible({
  id,
  title,
  open,
  onToggle,
  children,
}: {
  id: string;
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-toggle`}
      className={cn("rounded-xl border bg-surface", open ? "border-primary/60 shadow-card" : "border-border")}
    >
      <h2 className="font-sans">
        <button
          type="button"
          id={`${id}-toggle`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 rounded-xl p-5 text-left font-serif text-xl font-semibold sm:text-2xl"
        >
          {title}
          <ChevronDown
            aria-hidden
            size={22}
            className={cn("shrink-0 text-muted transition-transform", open && "rotate-180")}
          />
        </button>
      </h2>
      <div id={`${id}-panel`} hidden={!open} className="border-t border-border px-5 pt-5 pb-6">
        {children}
      </div>
    </section>
  );
}
