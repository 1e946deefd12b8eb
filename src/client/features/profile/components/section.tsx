import type { ReactNode } from "react";
import { Card } from "@/client/components/ui/card";

/** One titled card of the profile page. */
export function ProfileSection({
  title,
  children,
  tone = "default",
}: {
  title: string;
  children: ReactNode;
  tone?: "default" | "danger";
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <Card className={tone === "danger" ? "border-danger/40" : undefined}>
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <h2 id={id} className={`text-xl font-semibold ${tone === "danger" ? "text-danger" : ""}`}>
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
