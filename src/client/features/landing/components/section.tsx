import type { ReactNode } from "react";
import { cn } from "@/client/lib/cn";

/** A landing section: an anchor target with a heading the section is labelled by. */
export function Section({
  id,
  title,
  intro,
  children,
  className,
  tone = "plain",
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  tone?: "plain" | "muted";
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-section={id}
      className={cn("py-section", tone === "muted" && "bg-surface-muted", className)}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="text-3xl font-semibold sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg leading-relaxed text-muted">{intro}</p> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
