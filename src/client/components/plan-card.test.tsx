import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PlanCard } from "@/client/components/plan-card";
import { startClientI18n } from "@/client/i18n/i18n";

const i18n = startClientI18n("de");

import { PLANS, type Plan } from "@/shared/plans";

function Group({ selectedLabel, onChange }: { selectedLabel?: string; onChange?: (plan: Plan) => void }) {
  const [plan, setPlan] = useState<Plan>("free");
  return (
    <fieldset>
      <legend>Plan</legend>
      {PLANS.map((option) => (
        <PlanCard
          key={option}
          plan={option}
          groupName="test"
          selected={plan === option}
          selectedLabel={selectedLabel}
          onSelect={(next) => {
            setPlan(next);
            onChange?.(next);
          }}
        />
      ))}
    </fieldset>
  );
}

beforeAll(async () => {
  await i18n.loadNamespaces(["plans"]);
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("de");
});

describe("PlanCard", () => {
  it("shows names, prices from the one price configuration and the test-phase note", async () => {
    await i18n.changeLanguage("de");
    render(<Group />);
    expect(screen.getByRole("radio", { name: "Test" })).toBeChecked();
    expect(screen.getByText("Kostenlos")).toBeInTheDocument();
    expect(screen.getByText("19,99 €")).toBeInTheDocument();
    expect(screen.getByText("34,99 €")).toBeInTheDocument();
    expect(screen.getAllByText("In der Testphase aktuell kostenlos")).toHaveLength(2);
    expect(
      screen.getByText("Wöchentliches Gruppen-Coaching oder Live-Impuls (einmal pro Woche)"),
    ).toBeInTheDocument();
  });

  // Clicks anywhere on the card land on the label's stretched ::after; jsdom has no layout, so the
  // whole-card click is covered by the e2e test and here the label itself is clicked.
  it("selects a card by click or with the arrow keys, and shows the given selected label", async () => {
    await i18n.changeLanguage("en");
    const chosen: Plan[] = [];
    render(<Group selectedLabel="Selected plan" onChange={(plan) => chosen.push(plan)} />);
    const user = userEvent.setup();
    expect(screen.getByText("€19.99")).toBeInTheDocument();
    await user.click(screen.getByText("Core"));
    expect(screen.getByRole("radio", { name: "Core" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Test" })).not.toBeChecked();
    const selectedCard = document.querySelector("[data-selected]")!;
    expect(selectedCard).toHaveAttribute("data-plan", "core");
    // Every card reserves room for the badge (no layout shift); only the selected one shows it.
    const badges = screen.getAllByText("Selected plan");
    const shown = badges.filter((badge) => badge.getAttribute("aria-hidden") !== "true");
    expect(shown).toHaveLength(1);
    expect(selectedCard.contains(shown[0]!)).toBe(true);
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Deep" })).toBeChecked();
    expect(chosen).toEqual(["core", "deep"]);
  });
});
