import { createContext, type ReactNode, useContext } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { JournalingContent, TaskContent, TaskLine } from "@/content/journey-types";
import { reflectionDocument } from "@/content/reflection-document";
import { week1 } from "@/content/weeks/week-1";
import { week2 } from "@/content/weeks/week-2";
import { week3 } from "@/content/weeks/week-3";
import { week4 } from "@/content/weeks/week-4";
import { week5 } from "@/content/weeks/week-5";
import { currentTime } from "@/server/clock";
import type { StoredAnswers } from "@/server/services/downloads/stored-answers";
import type { DownloadMode } from "@/shared/download-modes";
import {
  DAILY_EXAMPLES,
  DEFAULT_COMMITMENT,
  IMPACT_CIRCLES,
  IMPACT_STYLES,
  MAX_DRAFT_RATING,
  PURPOSE_TEST_ITEMS,
  WEEKDAYS,
} from "@/shared/journey-fields";
import type { Language } from "@/shared/languages";

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

type Words = (typeof reflectionDocument)[Language];
const DocumentContext = createContext<{ words: Words; mode: DownloadMode }>({
  words: reflectionDocument.de,
  mode: "questions",
});
const useDocument = () => useContext(DocumentContext);

/** Keys whose flag is on, in the order of `keys`. */
function flagsOn<K extends string>(flags: Partial<Record<string, boolean>> | undefined, keys: readonly K[]) {
  return keys.filter((key) => flags?.[key] === true);
}

/** Blank text counts as no answer. */
function filled(value: string | null | undefined): string | null {
  return value?.trim() ? value : null;
}

/**
 * One answer: absent answers say so; in questions mode a few ruled lines to write on instead.
 * Answer blocks appear in questions mode too where the question itself is the label.
 */
function Answer({ label, children }: { label: string; children: ReactNode | null }) {
  const { words, mode } = useDocument();
  if (mode === "questions") {
    return (
      <>
        <h4>{label}</h4>
        <div className="lines" />
        <div className="lines" />
      </>
    );
  }
  return (
    <>
      <h4>{label}</h4>
      {children === null ? (
        <p className="answer empty">{words.noReflection}</p>
      ) : (
        <div className="answer">{children}</div>
      )}
    </>
  );
}

function TextAnswer({ label, value }: { label: string; value: string | null | undefined }) {
  const text = filled(value);
  return <Answer label={label}>{text}</Answer>;
}

function ListAnswer({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <Answer label={label}>
      {items.length ? (
        <ul>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rendered once to static markup; a member's list may hold the same words twice
            <li key={`${index}:${item}`}>{item}</li>
          ))}
        </ul>
      ) : null}
    </Answer>
  );
}

/** An answer shown only in answers mode: the questions file has the section's text alone. */
function OwnAnswer({ children }: { children: ReactNode }) {
  return useDocument().mode === "answers" ? children : null;
}

function Line({ line }: { line: TaskLine }) {
  return typeof line === "string" ? (
    <li>{line}</li>
  ) : (
    <li>
      <strong>{line.subtitle}</strong> {line.text}
    </li>
  );
}

function Tasks({ tasks, done }: { tasks: TaskContent[]; done: Record<string, boolean> | undefined }) {
  const { words } = useDocument();
  return (
    <>
      <h3>{words.tasks}</h3>
      {tasks.map((task) => (
        <TaskBlock key={task.id} task={task} />
      ))}
      <OwnAnswer>
        <ListAnswer
          label={words.tasksDone}
          items={tasks.filter((task) => done?.[task.id] === true).map((task) => task.title)}
        />
      </OwnAnswer>
    </>
  );
}

function TaskBlock({ task }: { task: TaskContent }) {
  const { words } = useDocument();
  return (
    <>
      <h4>{task.title}</h4>
      <p>{task.description}</p>
      <ul>
        {task.content.map((line) => (
          <Line key={typeof line === "string" ? line : line.subtitle + line.text} line={line} />
        ))}
      </ul>
      {task.note ? (
        <p className="muted">
          <em>{words.note}:</em> {task.note}
        </p>
      ) : null}
      {task.challenge ? (
        <p className="muted">
          <em>{words.challenge}:</em> {task.challenge}
        </p>
      ) : null}
    </>
  );
}

function Journaling({ content, value }: { content: JournalingContent; value: string | undefined }) {
  return (
    <>
      <h3>{content.title}</h3>
      <p>{content.description}</p>
      <TextAnswer label={content.prompt} value={value} />
    </>
  );
}

/** A section's heading and description, as every exercise of the weeks has them. */
function Exercise({ title, description }: { title: string; description: string }) {
  return (
    <>
      <h3>{title}</h3>
      <p>{description}</p>
    </>
  );
}

function Week({
  n,
  content,
  children,
}: {
  n: number;
  content: { title: string; subtitle: string; intro: string[] };
  children: ReactNode;
}) {
  const { words } = useDocument();
  return (
    <section aria-labelledby={`week-${n}`}>
      <h2 id={`week-${n}`}>{`${words.week} ${n}: ${content.title}`}</h2>
      <p className="muted">{content.subtitle}</p>
      {content.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </section>
  );
}

function Quote({ quote }: { quote: { text: string; author: string } }) {
  return (
    <blockquote>
      <p>{quote.text}</p>
      <p className="muted">— {quote.author}</p>
    </blockquote>
  );
}

function Stars({ rating }: { rating: number }) {
  const { words } = useDocument();
  const clamped = Math.max(0, Math.min(MAX_DRAFT_RATING, rating));
  return (
    <span role="img" aria-label={`${clamped} / ${MAX_DRAFT_RATING} ${words.stars}`}>
      {"★".repeat(clamped) + "☆".repeat(MAX_DRAFT_RATING - clamped)}
    </span>
  );
}

function Weeks({ language, answers }: { language: Language; answers: StoredAnswers }) {
  const { words } = useDocument();
  const [c1, c2, c3, c4, c5] = [week1, week2, week3, week4, week5].map((week) => week[language]) as [
    (typeof week1)[Language],
    (typeof week2)[Language],
    (typeof week3)[Language],
    (typeof week4)[Language],
    (typeof week5)[Language],
  ];
  const [a1, a2, a3, a4, a5] = [answers[1], answers[2], answers[3], answers[4], answers[5]];
  const challengeDays = flagsOn(a2?.valuesChallenge, WEEKDAYS).length;
  const formulaEffect = filled(a4?.formula?.effect);
  const formulaWay = filled(a4?.formula?.way);
  const drafts = a4?.drafts ?? [];
  // Week 5 shows 'Regelmäßige Praxis' as chosen until the member picks another level, so the download
  // treats it as chosen too (decision 191).
  const commitment = a5?.commitment ?? DEFAULT_COMMITMENT;
  const style = a3?.impactStyle;
  return (
    <>
      <Week n={1} content={c1}>
        <Tasks tasks={c1.tasks} done={a1?.tasks} />
        <Journaling content={c1.journaling} value={a1?.reflection} />
      </Week>

      <Week n={2} content={c2}>
        <Exercise {...c2.values} />
        <OwnAnswer>
          <ListAnswer label={words.values} items={a2?.values ?? []} />
        </OwnAnswer>
        <Exercise {...c2.strengths} />
        <OwnAnswer>
          <ListAnswer label={words.strengths} items={a2?.strengths ?? []} />
        </OwnAnswer>
        <Tasks tasks={c2.tasks} done={a2?.tasks} />
        <Exercise {...c2.challenge} />
        <OwnAnswer>
          <Answer label={words.valuesChallenge}>
            {challengeDays ? `${challengeDays} / 7 ${words.days}` : null}
          </Answer>
        </OwnAnswer>
        <Journaling content={c2.journaling} value={a2?.reflection} />
      </Week>

      <Week n={3} content={c3}>
        <Tasks tasks={c3.tasks} done={a3?.tasks} />
        <Exercise {...c3.vision} />
        <TextAnswer label={c3.vision.label} value={a3?.visionTitle} />
        <Exercise {...c3.circles} />
        <ul>
          {IMPACT_CIRCLES.map((key) => (
            <li key={key}>{`${c3.circles.options[key].label} – ${c3.circles.options[key].description}`}</li>
          ))}
        </ul>
        <OwnAnswer>
          <ListAnswer
            label={words.impactCircles}
            items={flagsOn(a3?.impactCircles, IMPACT_CIRCLES).map((key) => c3.circles.options[key].label)}
          />
        </OwnAnswer>
        <Exercise {...c3.styles} />
        <ul>
          {IMPACT_STYLES.map((key) => (
            <li key={key}>{`${c3.styles.options[key].label} – ${c3.styles.options[key].description}`}</li>
          ))}
        </ul>
        <OwnAnswer>
          <Answer label={words.impactStyle}>{style ? c3.styles.options[style].label : null}</Answer>
        </OwnAnswer>
        <Exercise {...c3.ideas} />
        <ListAnswer label={words.actionIdeas} items={a3?.actionIdeas ?? []} />
        <Journaling content={c3.journaling} value={a3?.reflection} />
      </Week>

      <Week n={4} content={c4}>
        {c4.quotes.map((quote) => (
          <Quote key={quote.text} quote={quote} />
        ))}
        <Exercise {...c4.formula} />
        <p>
          <em>{`${c4.formula.before} ${c4.formula.effectGap} ${c4.formula.between} ${c4.formula.wayGap}`}</em>
        </p>
        <OwnAnswer>
          <Answer label={words.formula}>
            {formulaEffect || formulaWay
              ? `${c4.formula.before} ${formulaEffect ?? c4.formula.effectGap} ${c4.formula.between} ${formulaWay ?? c4.formula.wayGap}`
              : null}
          </Answer>
        </OwnAnswer>
        <Tasks tasks={c4.tasks} done={a4?.tasks} />
        <Exercise {...c4.drafts} />
        <OwnAnswer>
          <Answer label={words.drafts}>
            {drafts.length ? (
              <ol>
                {drafts.map((draft) => (
                  <li key={draft.id} className={draft.chosen ? "chosen" : undefined}>
                    {draft.text} <Stars rating={draft.rating} />
                    {draft.chosen ? ` – ${words.chosen}` : null}
                  </li>
                ))}
              </ol>
            ) : null}
          </Answer>
        </OwnAnswer>
        <Exercise {...c4.test} />
        <ul>
          {PURPOSE_TEST_ITEMS.map((key) => (
            <li key={key}>{c4.test.items[key]}</li>
          ))}
        </ul>
        <OwnAnswer>
          <ListAnswer
            label={words.purposeTest}
            items={flagsOn(a4?.purposeTest, PURPOSE_TEST_ITEMS).map((key) => c4.test.items[key])}
          />
        </OwnAnswer>
        <Journaling content={c4.journaling} value={a4?.reflection} />
        <Quote quote={c4.closingQuote} />
      </Week>

      <Week n={5} content={c5}>
        <Exercise {...c5.examples} />
        <ul>
          {DAILY_EXAMPLES.map((key) => (
            <li key={key}>{c5.examples.items[key]}</li>
          ))}
        </ul>
        <OwnAnswer>
          <ListAnswer
            label={words.examples}
            items={(a5?.examples ?? []).map((key) => c5.examples.items[key])}
          />
        </OwnAnswer>
        <Exercise {...c5.commitment} />
        <OwnAnswer>
          <Answer label={words.commitment}>
            {commitment ? c5.commitment.options[commitment].label : null}
          </Answer>
        </OwnAnswer>
        <Exercise title={c5.lifeAreas.title} description={c5.lifeAreas.instruction} />
        <OwnAnswer>
          <ListAnswer
            label={words.lifeAreas}
            items={(a5?.lifeAreas ?? []).map((key) => c5.lifeAreas.options[key])}
          />
        </OwnAnswer>
        <Tasks tasks={c5.tasks} done={a5?.tasks} />
        <Exercise {...c5.gratitude} />
        <TextAnswer label={c5.gratitude.label} value={a5?.gratitude} />
        <Exercise {...c5.purposeCheck} />
        <ul>
          {c5.purposeCheck.questions.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ul>
        <TextAnswer label={c5.purposeCheck.label} value={a5?.purposeCheck} />
        <Exercise {...c5.goals} />
        <TextAnswer label={c5.goals.label} value={a5?.goals} />
        <Journaling content={c5.journaling} value={a5?.reflection} />
      </Week>
    </>
  );
}

/**
 * The graduate's printable document: every week's questions from src/content, and in "answers"
 * mode the member's own answers under them. React escapes every text; the only script is the print call.
 */
export function buildReflectionDocument(input: {
  language: Language;
  mode: DownloadMode;
  answers: StoredAnswers;
  print: boolean;
  now?: Date;
}): string {
  const { language, mode } = input;
  const words = reflectionDocument[language];
  const title = words.titles[mode];
  const date = new Intl.DateTimeFormat(language === "en" ? "en-GB" : "de-DE", { dateStyle: "long" }).format(
    input.now ?? currentTime(),
  );
  const markup = renderToStaticMarkup(
    <DocumentContext.Provider value={{ words, mode }}>
      <html lang={language}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{title}</title>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, nothing a member wrote */}
          <style dangerouslySetInnerHTML={{ __html: STYLES }} />
          {input.print ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, nothing a member wrote
            <script dangerouslySetInnerHTML={{ __html: PRINT_SCRIPT }} />
          ) : null}
        </head>
        <body>
          <header>
            <h1>{title}</h1>
            <p className="muted">{words.intro[mode]}</p>
            <p className="muted">{`${words.created} ${date}`}</p>
          </header>
          <main>
            <Weeks language={language} answers={input.answers} />
          </main>
        </body>
      </html>
    </DocumentContext.Provider>,
  );
  return `<!DOCTYPE html>\n${markup}\n`;
}
