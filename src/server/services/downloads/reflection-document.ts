import type { TaskContent, TaskLine } from "@/content/journey-types";
import { reflectionDocument } from "@/content/reflection-document";
import { week1 } from "@/content/weeks/week-1";
import { week2 } from "@/content/weeks/week-2";
import { week3 } from "@/content/weeks/week-3";
import { week4 } from "@/content/weeks/week-4";
import { week5 } from "@/content/weeks/week-5";
import {
  COMMITMENT_LEVELS,
  DAILY_EXAMPLES,
  DEFAULT_COMMITMENT,
  IMPACT_CIRCLES,
  IMPACT_STYLES,
  LIFE_AREAS,
  MAX_DRAFT_RATING,
  PURPOSE_TEST_ITEMS,
  WEEKDAYS,
} from "@/shared/journey-fields";
import type { Language } from "@/shared/languages";

export type { DownloadMode } from "@/shared/download-modes";

import type { DownloadMode } from "@/shared/download-modes";
/** A member's stored answers: week number → field → value. */
export type AnswerMap = Map<number, Map<string, unknown>>;

/** Text into HTML: every character that could open markup or end an attribute is escaped. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const e = escapeHtml;

/** The print dialog opens 500 ms after the document has loaded (spec section 9). */
export const PRINT_DELAY_MS = 500;
export const PRINT_SCRIPT = `window.addEventListener("load",function(){setTimeout(function(){window.print()},${PRINT_DELAY_MS})});`;

const STYLES = `
*{box-sizing:border-box}
body{margin:0 auto;max-width:46rem;padding:2rem 1.25rem;font:16px/1.6 Georgia,"Times New Roman",serif;color:#1f2a2a;background:#fff}
h1{font-size:1.9rem;margin:0 0 .25rem}
h2{font-size:1.5rem;margin:2.5rem 0 .25rem;padding-top:1rem;border-top:2px solid #2f6f6a;color:#2f6f6a}
h3{font-size:1.15rem;margin:1.5rem 0 .25rem}
h4{font-size:1rem;margin:1rem 0 .25rem}
.muted{color:#5b6666}
.answer{margin:.5rem 0 1rem;padding:.6rem .9rem;border-left:3px solid #c98a2b;background:#faf6ef;white-space:pre-wrap;overflow-wrap:anywhere}
.empty{font-style:italic;color:#6b7373}
ul,ol{padding-left:1.4rem}
.lines{border-bottom:1px dotted #9aa3a3;height:1.8rem}
.chosen{font-weight:bold}
@media print{
  body{max-width:none;padding:0;font-size:11pt}
  h2{break-before:page;border-top:none}
  section:first-of-type h2{break-before:auto}
  h3,h4{break-after:avoid}
  .answer{break-inside:avoid;background:none}
  @page{margin:2cm}
}`;

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value : null;
}

function list(values: unknown): string[] {
  return Array.isArray(values)
    ? values.filter((v): v is string => typeof v === "string" && v.trim() !== "")
    : [];
}

function flagsOn(value: unknown, keys: readonly string[]): string[] {
  if (!value || typeof value !== "object") return [];
  return keys.filter((key) => (value as Record<string, unknown>)[key] === true);
}

function lineHtml(line: TaskLine): string {
  return typeof line === "string"
    ? `<li>${e(line)}</li>`
    : `<li><strong>${e(line.subtitle)}</strong> ${e(line.text)}</li>`;
}

class Writer {
  private readonly parts: string[] = [];
  constructor(
    private readonly language: Language,
    private readonly mode: DownloadMode,
  ) {}
  get words() {
    return reflectionDocument[this.language];
  }
  push(html: string) {
    this.parts.push(html);
  }
  /** One answer block; absent answers say so, in questions mode a few ruled lines to write on. */
  answer(label: string, html: string | null) {
    if (this.mode === "questions") {
      this.push(`<h4>${e(label)}</h4><div class="lines"></div><div class="lines"></div>`);
      return;
    }
    this.push(
      `<h4>${e(label)}</h4>${html === null ? `<p class="answer empty">${e(this.words.noReflection)}</p>` : `<div class="answer">${html}</div>`}`,
    );
  }
  textAnswer(label: string, value: unknown) {
    const t = text(value);
    this.answer(label, t === null ? null : e(t));
  }
  listAnswer(label: string, items: string[]) {
    this.answer(
      label,
      items.length ? `<ul>${items.map((item) => `<li>${e(item)}</li>`).join("")}</ul>` : null,
    );
  }
  tasks(tasks: TaskContent[], done: unknown) {
    this.push(`<h3>${e(this.words.tasks)}</h3>`);
    for (const task of tasks) {
      this.push(
        `<h4>${e(task.title)}</h4><p>${e(task.description)}</p><ul>${task.content.map(lineHtml).join("")}</ul>`,
      );
      if (task.note) this.push(`<p class="muted"><em>${e(this.words.note)}:</em> ${e(task.note)}</p>`);
      if (task.challenge)
        this.push(`<p class="muted"><em>${e(this.words.challenge)}:</em> ${e(task.challenge)}</p>`);
    }
    if (this.mode === "answers") {
      const titles = tasks.filter((task) => flagsOn(done, [task.id]).length > 0).map((task) => task.title);
      this.listAnswer(this.words.tasksDone, titles);
    }
  }
  journaling(content: { title: string; description: string; prompt: string }, value: unknown) {
    this.push(`<h3>${e(content.title)}</h3><p>${e(content.description)}</p>`);
    this.textAnswer(content.prompt, value);
  }
  toString() {
    return this.parts.join("\n");
  }
}

function weekHeading(w: Writer, n: number, content: { title: string; subtitle: string; intro: string[] }) {
  w.push(
    `<section aria-labelledby="week-${n}"><h2 id="week-${n}">${e(w.words.week)} ${n}: ${e(content.title)}</h2>`,
  );
  w.push(`<p class="muted">${e(content.subtitle)}</p>`);
  for (const paragraph of content.intro) w.push(`<p>${e(paragraph)}</p>`);
}

/**
 * The graduate's printable document: every week's questions from src/content, and in "answers"
 * mode the member's own answers under them. All text is escaped; the only script is the print call.
 */
export function buildReflectionDocument(input: {
  language: Language;
  mode: DownloadMode;
  answers: AnswerMap;
  print: boolean;
  now?: Date;
}): string {
  const { language, mode } = input;
  const words = reflectionDocument[language];
  const a = (week: number, field: string) => input.answers.get(week)?.get(field);
  const w = new Writer(language, mode);
  const title = words.titles[mode];
  const date = new Intl.DateTimeFormat(language === "en" ? "en-GB" : "de-DE", { dateStyle: "long" }).format(
    input.now ?? new Date(),
  );

  const c1 = week1[language];
  weekHeading(w, 1, c1);
  w.tasks(c1.tasks, a(1, "tasks"));
  w.journaling(c1.journaling, a(1, "reflection"));
  w.push("</section>");

  const c2 = week2[language];
  weekHeading(w, 2, c2);
  w.push(`<h3>${e(c2.values.title)}</h3><p>${e(c2.values.description)}</p>`);
  if (mode === "answers") w.listAnswer(words.values, list(a(2, "values")));
  w.push(`<h3>${e(c2.strengths.title)}</h3><p>${e(c2.strengths.description)}</p>`);
  if (mode === "answers") w.listAnswer(words.strengths, list(a(2, "strengths")));
  w.tasks(c2.tasks, a(2, "tasks"));
  w.push(`<h3>${e(c2.challenge.title)}</h3><p>${e(c2.challenge.description)}</p>`);
  if (mode === "answers") {
    const days = flagsOn(a(2, "valuesChallenge"), WEEKDAYS).length;
    w.answer(words.valuesChallenge, days ? `${days} / 7 ${e(words.days)}` : null);
  }
  w.journaling(c2.journaling, a(2, "reflection"));
  w.push("</section>");

  const c3 = week3[language];
  weekHeading(w, 3, c3);
  w.tasks(c3.tasks, a(3, "tasks"));
  w.push(`<h3>${e(c3.vision.title)}</h3><p>${e(c3.vision.description)}</p>`);
  w.textAnswer(c3.vision.label, a(3, "visionTitle"));
  w.push(`<h3>${e(c3.circles.title)}</h3><p>${e(c3.circles.description)}</p>`);
  w.push(
    `<ul>${IMPACT_CIRCLES.map((key) => `<li>${e(c3.circles.options[key].label)} – ${e(c3.circles.options[key].description)}</li>`).join("")}</ul>`,
  );
  if (mode === "answers")
    w.listAnswer(
      words.impactCircles,
      flagsOn(a(3, "impactCircles"), IMPACT_CIRCLES).map(
        (key) => c3.circles.options[key as (typeof IMPACT_CIRCLES)[number]].label,
      ),
    );
  w.push(`<h3>${e(c3.styles.title)}</h3><p>${e(c3.styles.description)}</p>`);
  w.push(
    `<ul>${IMPACT_STYLES.map((key) => `<li>${e(c3.styles.options[key].label)} – ${e(c3.styles.options[key].description)}</li>`).join("")}</ul>`,
  );
  if (mode === "answers") {
    const style = a(3, "impactStyle");
    const option = IMPACT_STYLES.find((key) => key === style);
    w.answer(words.impactStyle, option ? e(c3.styles.options[option].label) : null);
  }
  w.push(`<h3>${e(c3.ideas.title)}</h3><p>${e(c3.ideas.description)}</p>`);
  w.listAnswer(words.actionIdeas, list(a(3, "actionIdeas")));
  w.journaling(c3.journaling, a(3, "reflection"));
  w.push("</section>");

  const c4 = week4[language];
  weekHeading(w, 4, c4);
  for (const quote of c4.quotes)
    w.push(`<blockquote><p>${e(quote.text)}</p><p class="muted">— ${e(quote.author)}</p></blockquote>`);
  w.push(`<h3>${e(c4.formula.title)}</h3><p>${e(c4.formula.description)}</p>`);
  w.push(
    `<p><em>${e(`${c4.formula.before} ${c4.formula.effectGap} ${c4.formula.between} ${c4.formula.wayGap}`)}</em></p>`,
  );
  if (mode === "answers") {
    const formula = a(4, "formula") as { effect?: unknown; way?: unknown } | undefined;
    const effect = text(formula?.effect);
    const way = text(formula?.way);
    w.answer(
      words.formula,
      effect || way
        ? e(
            `${c4.formula.before} ${effect ?? c4.formula.effectGap} ${c4.formula.between} ${way ?? c4.formula.wayGap}`,
          )
        : null,
    );
  }
  w.tasks(c4.tasks, a(4, "tasks"));
  w.push(`<h3>${e(c4.drafts.title)}</h3><p>${e(c4.drafts.description)}</p>`);
  if (mode === "answers") {
    const drafts = (Array.isArray(a(4, "drafts")) ? (a(4, "drafts") as unknown[]) : []).filter(
      (d): d is { text: string; rating?: number; chosen?: boolean } =>
        !!d && typeof d === "object" && typeof (d as { text?: unknown }).text === "string",
    );
    w.answer(
      words.drafts,
      drafts.length
        ? `<ol>${drafts
            .map((d) => {
              const rating =
                typeof d.rating === "number" ? Math.max(0, Math.min(MAX_DRAFT_RATING, d.rating)) : 0;
              const stars = `${"★".repeat(rating)}${"☆".repeat(MAX_DRAFT_RATING - rating)}`;
              return `<li${d.chosen ? ' class="chosen"' : ""}>${e(d.text)} <span role="img" aria-label="${rating} / ${MAX_DRAFT_RATING} ${e(words.stars)}">${stars}</span>${d.chosen ? ` – ${e(words.chosen)}` : ""}</li>`;
            })
            .join("")}</ol>`
        : null,
    );
  }
  w.push(`<h3>${e(c4.test.title)}</h3><p>${e(c4.test.description)}</p>`);
  w.push(`<ul>${PURPOSE_TEST_ITEMS.map((key) => `<li>${e(c4.test.items[key])}</li>`).join("")}</ul>`);
  if (mode === "answers")
    w.listAnswer(
      words.purposeTest,
      flagsOn(a(4, "purposeTest"), PURPOSE_TEST_ITEMS).map(
        (key) => c4.test.items[key as (typeof PURPOSE_TEST_ITEMS)[number]],
      ),
    );
  w.journaling(c4.journaling, a(4, "reflection"));
  w.push(
    `<blockquote><p>${e(c4.closingQuote.text)}</p><p class="muted">— ${e(c4.closingQuote.author)}</p></blockquote>`,
  );
  w.push("</section>");

  const c5 = week5[language];
  weekHeading(w, 5, c5);
  w.push(`<h3>${e(c5.examples.title)}</h3><p>${e(c5.examples.description)}</p>`);
  w.push(`<ul>${DAILY_EXAMPLES.map((key) => `<li>${e(c5.examples.items[key])}</li>`).join("")}</ul>`);
  if (mode === "answers")
    w.listAnswer(
      words.examples,
      list(a(5, "examples"))
        .filter((k): k is (typeof DAILY_EXAMPLES)[number] =>
          (DAILY_EXAMPLES as readonly string[]).includes(k),
        )
        .map((key) => c5.examples.items[key]),
    );
  w.push(`<h3>${e(c5.commitment.title)}</h3><p>${e(c5.commitment.description)}</p>`);
  if (mode === "answers") {
    // The week shows 'Regelmäßige Praxis' as chosen until the member picks another level, so the
    // download treats it as chosen too (issue 23, decision 191).
    const level = COMMITMENT_LEVELS.find((key) => key === a(5, "commitment")) ?? DEFAULT_COMMITMENT;
    w.answer(words.commitment, level ? e(c5.commitment.options[level].label) : null);
  }
  w.push(`<h3>${e(c5.lifeAreas.title)}</h3><p>${e(c5.lifeAreas.instruction)}</p>`);
  if (mode === "answers")
    w.listAnswer(
      words.lifeAreas,
      list(a(5, "lifeAreas"))
        .filter((k): k is (typeof LIFE_AREAS)[number] => (LIFE_AREAS as readonly string[]).includes(k))
        .map((key) => c5.lifeAreas.options[key]),
    );
  w.tasks(c5.tasks, a(5, "tasks"));
  w.push(`<h3>${e(c5.gratitude.title)}</h3><p>${e(c5.gratitude.description)}</p>`);
  w.textAnswer(c5.gratitude.label, a(5, "gratitude"));
  w.push(`<h3>${e(c5.purposeCheck.title)}</h3><p>${e(c5.purposeCheck.description)}</p>`);
  w.push(`<ul>${c5.purposeCheck.questions.map((q) => `<li>${e(q)}</li>`).join("")}</ul>`);
  w.textAnswer(c5.purposeCheck.label, a(5, "purposeCheck"));
  w.push(`<h3>${e(c5.goals.title)}</h3><p>${e(c5.goals.description)}</p>`);
  w.textAnswer(c5.goals.label, a(5, "goals"));
  w.journaling(c5.journaling, a(5, "reflection"));
  w.push("</section>");

  return [
    "<!DOCTYPE html>",
    `<html lang="${language}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(title)}</title>`,
    `<style>${STYLES}</style>`,
    input.print ? `<script>${PRINT_SCRIPT}</script>` : "",
    "</head>",
    "<body>",
    "<header>",
    `<h1>${e(title)}</h1>`,
    `<p class="muted">${e(words.intro[mode])}</p>`,
    `<p class="muted">${e(words.created)} ${e(date)}</p>`,
    "</header>",
    "<main>",
    w.toString(),
    "</main>",
    "</body>",
    "</html>",
    "",
  ]
    .filter((line) => line !== "")
    .join("\n");
}
