import { describe, expect, it } from "vitest";
import { crisisHelplines, helplineNumbers } from "@/content/crisis-helplines";
import { weekTitles } from "@/content/week-titles";
import { week1 } from "@/content/weeks/week-1";
import { week2 } from "@/content/weeks/week-2";
import { week3 } from "@/content/weeks/week-3";
import { week4 } from "@/content/weeks/week-4";
import { week5 } from "@/content/weeks/week-5";
import { CHOICE_MAX_LENGTH, choiceKey, WEEK_TASK_IDS } from "@/shared/journey-fields";

function strings(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  }
  return [];
}

function shape(value: unknown): unknown {
  if (typeof value === "string") return "s";
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
  }
  return value;
}

describe("week content", () => {
  for (const [week, content] of [
    [1, week1],
    [2, week2],
    [3, week3],
    [4, week4],
    [5, week5],
  ] as const) {
    it(`week ${week}: both languages have the same task ids as the store, and the same shape`, () => {
      expect(content.de.tasks.map((task) => task.id)).toEqual([...WEEK_TASK_IDS[week]]);
      expect(content.en.tasks.map((task) => task.id)).toEqual([...WEEK_TASK_IDS[week]]);
      expect(shape(content.en)).toEqual(shape(content.de));
    });

    it(`week ${week}: has no empty or untrimmed strings`, () => {
      for (const language of ["de", "en"] as const) {
        for (const [path, text] of strings(content[language])) {
          expect(text.trim(), `${language}.${path}`).not.toBe("");
          expect(text, `${language}.${path}`).toBe(text.trim());
        }
      }
    });

    it(`week ${week}: the title matches the week titles`, () => {
      expect(content.de.title).toBe(weekTitles.de[week].title);
      expect(content.en.title).toBe(weekTitles.en[week].title);
    });
  }

  it("week 2 suggests 42 distinct value words and 14 distinct strengths per language", () => {
    for (const language of ["de", "en"] as const) {
      const { valueWords, strengthWords } = week2[language];
      expect(valueWords).toHaveLength(42);
      expect(new Set(valueWords.map(choiceKey)).size).toBe(42);
      expect(strengthWords).toHaveLength(14);
      expect(new Set(strengthWords.map(choiceKey)).size).toBe(14);
      for (const word of [...valueWords, ...strengthWords])
        expect(word.length).toBeLessThanOrEqual(CHOICE_MAX_LENGTH);
    }
  });

  it("week 2 asks the six reflection prompts for finding values", () => {
    expect(week2.de.tasks[0]!.content).toHaveLength(6);
    expect(week2.en.tasks[0]!.content).toHaveLength(6);
  });

  it("week 5 names the spec's life areas, commitment levels and instruction", () => {
    expect(Object.values(week5.de.lifeAreas.options)).toEqual([
      "Beruf & Karriere",
      "Familie & Beziehungen",
      "Gesundheit & Wohlbefinden",
      "Persönliches Wachstum",
      "Finanzen",
      "Freizeit & Hobbys",
      "Gemeinschaft & Gesellschaft",
    ]);
    expect(week5.de.lifeAreas.instruction).toBe("Wähle 2-3 Bereiche aus");
    expect(Object.values(week5.de.commitment.options).map((option) => option.label)).toEqual([
      "Sanfter Start",
      "Regelmäßige Praxis",
      "Volle Integration",
    ]);
    expect(Object.keys(week5.en.examples.items)).toHaveLength(5);
  });

  it("week 4's formula reads as the spec's sentence in both languages", () => {
    const sentence = (language: "de" | "en") => {
      const f = week4[language].formula;
      return `${f.before} ${f.effectGap} ${f.between} ${f.wayGap}`;
    };
    expect(sentence("de")).toBe(
      "Ich bin hier, um [positive Wirkung] zu bewirken, indem ich [meine Art zu handeln]",
    );
    expect(sentence("en")).toBe("I am here to [positive effect] by using [my way of acting]");
  });

  it("lists the spec's crisis helplines per language", () => {
    expect(crisisHelplines.de.map((line) => line.number)).toEqual([
      "0800 111 01 11",
      "0800 111 02 22",
      "116 123",
    ]);
    expect(crisisHelplines.en.map((line) => line.number)).toEqual(["988", "116 123"]);
  });

  it("one-line fields have placeholders that fit a 375 px phone in both languages", () => {
    // 16 px text in a 275 px field (375 px less page, card and field padding) shows about 34
    // characters; a longer example was cut off mid-word. Text areas wrap and are not limited.
    const PHONE_LINE = 34;
    for (const language of ["de", "en"] as const) {
      const oneLine = {
        "week 3 vision": week3[language].vision.placeholder,
        "week 3 ideas": week3[language].ideas.placeholder,
        "week 4 effect": week4[language].formula.effectPlaceholder,
        "week 4 way": week4[language].formula.wayPlaceholder,
        "week 4 drafts": week4[language].drafts.placeholder,
      };
      for (const [field, placeholder] of Object.entries(oneLine)) {
        expect(placeholder.length, `${language} ${field}: ${placeholder}`).toBeLessThanOrEqual(PHONE_LINE);
      }
    }
  });

  it("week titles and taglines exist for all five weeks in both languages", () => {
    for (const language of ["de", "en"] as const) {
      expect(Object.keys(weekTitles[language])).toEqual(["1", "2", "3", "4", "5"]);
    }
  });
});

describe("helplines in running text", () => {
  it("come from crisis-helplines.ts with their region where the reader may be elsewhere", () => {
    expect(helplineNumbers("de")).toBe("0800 111 01 11, 0800 111 02 22 oder 116 123");
    expect(helplineNumbers("en")).toBe("988 (US) or 116 123 (EU)");
  });

  it("are no longer typed into any catalog", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    for (const language of ["de", "en"]) {
      const dir = `src/client/i18n/${language}`;
      for (const file of readdirSync(dir)) {
        const text = readFileSync(`${dir}/${file}`, "utf8");
        for (const { number } of [...crisisHelplines.de, ...crisisHelplines.en]) {
          expect(text.includes(number), `${dir}/${file} names ${number}`).toBe(false);
        }
      }
    }
  });
});
