import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, useState } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Week3Content } from "@/client/features/week/components/week-3-content";
import { Week4Content } from "@/client/features/week/components/week-4-content";
import type { WeekAutosave } from "@/client/features/week/hooks/use-week-autosave";
import { loadWeekTexts } from "@/client/features/week/hooks/use-week-texts";
import { startClientI18n } from "@/client/i18n/i18n";

const i18n = startClientI18n("de");

import { LIST_ITEM_MAX_LENGTH, type PurposeDraft } from "@/shared/journey-fields";
import { LANGUAGES, type Language } from "@/shared/languages";

type Values = Record<string, unknown>;

/** The week's answers in memory: what the page writes is what the autosave would store and send. */
function Harness({
  week,
  initial,
  language,
  stored,
}: {
  week: 3 | 4;
  initial: Values;
  language: Language;
  stored: { current: Values };
}) {
  const [values, setValues] = useState<Values>(initial);
  const autosave = {
    value: <T,>(field: string, fallback: T) => (values[field] as T | undefined) ?? fallback,
    set: (field: string, next: unknown) =>
      setValues((current) => {
        stored.current = { ...current, [field]: next };
        return stored.current;
      }),
    conflict: () => null,
    resolve: () => {},
    flush: async () => {},
    fieldError: () => null,
    status: "saved",
    errorCode: null,
  } as unknown as WeekAutosave;
  return week === 3 ? (
    <Week3Content language={language} autosave={autosave} />
  ) : (
    <Week4Content language={language} autosave={autosave} plan="core" />
  );
}

function renderWeek(week: 3 | 4, initial: Values, language: Language = "de") {
  const stored: { current: Values } = { current: initial };
  render(
    <Suspense fallback={null}>
      <Harness week={week} initial={initial} language={language} stored={stored} />
    </Suspense>,
  );
  return stored;
}

beforeAll(async () => {
  await i18n.loadNamespaces(["week"]);
  // The weeks' texts are modules of their own (decision 218); here before the first render, as the
  // page's preload has them.
  await Promise.all(
    [3, 4].flatMap((week) => LANGUAGES.map((language) => loadWeekTexts(week as 3 | 4, language))),
  );
});

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage("de"));
});

// Typing through user-event is slow on a busy 2-core machine.
const slow = { timeout: 20_000 };

describe("week 3: action ideas edit in place", slow, () => {
  it("edits an idea with the keyboard, stores the list, and gives the focus back", async () => {
    const user = userEvent.setup();
    const stored = renderWeek(3, { actionIdeas: ["Mentoring", "Mentoring", "Lesepatenschaft"] });
    const edit = screen.getAllByRole("button", { name: "„Mentoring“ bearbeiten" })[1];
    if (!edit) throw new Error("no edit button");
    await user.click(edit);
    const field = screen.getByRole("textbox", { name: "Idee 2 bearbeiten" });
    expect(field).toHaveFocus();
    expect(field).toHaveValue("Mentoring");
    await user.clear(field);
    await user.paste("  Eine Kollegin begleiten  ");
    await user.keyboard("{Enter}");
    expect(stored.current.actionIdeas).toEqual(["Mentoring", "Eine Kollegin begleiten", "Lesepatenschaft"]);
    expect(screen.queryByRole("textbox", { name: "Idee 2 bearbeiten" })).toBeNull();
    expect(screen.getByRole("button", { name: "„Eine Kollegin begleiten“ bearbeiten" })).toHaveFocus();
  });

  it("keeps the adder's limits and messages, and Escape drops the change", async () => {
    const user = userEvent.setup();
    const stored = renderWeek(3, { actionIdeas: ["Mentoring"] });
    await user.click(screen.getByRole("button", { name: "„Mentoring“ bearbeiten" }));
    const field = screen.getByRole("textbox", { name: "Idee 1 bearbeiten" });
    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Bitte gib einen Text ein");
    await user.click(field);
    await user.paste("x".repeat(LIST_ITEM_MAX_LENGTH + 1));
    await user.keyboard("{Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent(
      `Bitte verwende höchstens ${LIST_ITEM_MAX_LENGTH} Zeichen.`,
    );
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(stored.current.actionIdeas).toEqual(["Mentoring"]);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("textbox", { name: "Idee 1 bearbeiten" })).toBeNull();
    expect(screen.getByRole("button", { name: "„Mentoring“ bearbeiten" })).toHaveFocus();
    expect(stored.current.actionIdeas).toEqual(["Mentoring"]);
  });

  it("keeps an open edit on its idea when one above it is removed", async () => {
    const user = userEvent.setup();
    const stored = renderWeek(3, { actionIdeas: ["Eins", "Zwei", "Drei"] });
    await user.click(screen.getByRole("button", { name: "„Drei“ bearbeiten" }));
    await user.type(screen.getByRole("textbox", { name: "Idee 3 bearbeiten" }), "!");
    await user.click(screen.getByRole("button", { name: "„Eins“ entfernen" }));
    const field = screen.getByRole("textbox", { name: "Idee 2 bearbeiten" });
    expect(field).toHaveValue("Drei!");
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    expect(stored.current.actionIdeas).toEqual(["Zwei", "Drei!"]);
  });
});

describe("week 4: drafts edit in place and stars back to none", slow, () => {
  const drafts: PurposeDraft[] = [
    { id: "a", text: "Ich mache Mut, indem ich zuhöre.", rating: 3 },
    { id: "b", text: "Ich öffne Räume.", rating: 0, chosen: true },
  ];

  it("edits a draft's text and keeps its id, rating and mark", async () => {
    const user = userEvent.setup();
    const stored = renderWeek(4, { drafts });
    await user.click(screen.getByRole("button", { name: "„Ich öffne Räume.“ bearbeiten" }));
    const field = screen.getByRole("textbox", { name: "Entwurf 2 bearbeiten" });
    await user.clear(field);
    await user.paste("Ich öffne Räume für Gespräche.");
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    expect(stored.current.drafts).toEqual([
      drafts[0],
      { id: "b", text: "Ich öffne Räume für Gespräche.", rating: 0, chosen: true },
    ]);
    expect(screen.getByRole("button", { name: "„Ich öffne Räume für Gespräche.“ bearbeiten" })).toHaveFocus();
  });

  it("Cancel leaves the draft as it was", async () => {
    const user = userEvent.setup();
    const stored = renderWeek(4, { drafts });
    await user.click(screen.getByRole("button", { name: "„Ich öffne Räume.“ bearbeiten" }));
    await user.type(screen.getByRole("textbox", { name: "Entwurf 2 bearbeiten" }), " Geändert");
    await user.click(screen.getByRole("button", { name: "Abbrechen" }));
    expect(stored.current.drafts).toEqual(drafts);
    expect(screen.getByRole("button", { name: "„Ich öffne Räume.“ bearbeiten" })).toHaveFocus();
  });

  it("takes a rating back to no stars, by click and by keyboard", async () => {
    const user = userEvent.setup();
    const stored = renderWeek(4, { drafts });
    const stars = screen.getByRole("group", { name: "Bewertung für Entwurf 1" });
    expect(within(stars).getByRole("radio", { name: "3 Sterne" })).toBeChecked();
    await user.click(within(stars).getByRole("radio", { name: "Keine Sterne" }));
    expect(within(stars).getByRole("radio", { name: "Keine Sterne" })).toBeChecked();
    expect((stored.current.drafts as PurposeDraft[])[0]?.rating).toBe(0);

    // From the first star, the arrow left of it is "no stars".
    await user.click(within(stars).getByRole("radio", { name: "1 Stern" }));
    expect((stored.current.drafts as PurposeDraft[])[0]?.rating).toBe(1);
    await user.keyboard("{ArrowLeft}");
    expect(within(stars).getByRole("radio", { name: "Keine Sterne" })).toBeChecked();
    expect((stored.current.drafts as PurposeDraft[])[0]?.rating).toBe(0);
  });

  it("names the choices in English too", async () => {
    await act(() => i18n.changeLanguage("en"));
    const user = userEvent.setup();
    renderWeek(4, { drafts }, "en");
    const stars = screen.getByRole("group", { name: "Rating for draft 2" });
    expect(within(stars).getByRole("radio", { name: "No stars" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Edit “Ich öffne Räume.”" }));
    expect(screen.getByRole("textbox", { name: "Edit draft 2" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Save" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeVisible();
  });
});
