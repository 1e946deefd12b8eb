/** What counts as starting to write: anything inside a form, or a field or control of its own. */
export const FORM_SELECTOR = "form";
export const FIELD_SELECTOR =
  "input, textarea, select, button, [contenteditable], [role='checkbox'], [role='radio']";

const waiting = new Map<string, Set<() => void>>();
let listening = false;

function run(event: Event) {
  if (!(event.target instanceof Element)) return;
  for (const [selector, tasks] of waiting) {
    if (!event.target.closest(selector)) continue;
    waiting.delete(selector);
    for (const task of tasks) task();
  }
  if (waiting.size > 0) return;
  document.removeEventListener("focusin", run, true);
  document.removeEventListener("pointerdown", run, true);
  listening = false;
}

/**
 * Runs `task` when someone starts to use a form: the first focus or press inside an element matching
 * `selector` (any `<form>` by default; decision 225). For code that only a change or a submission
 * needs, such as its validation: a reader who never writes does not load it at all, and one who does
 * has it loaded while typing. A task registered after that waits for the next use.
 */
export function onFormUse(task: () => void, selector = FORM_SELECTOR) {
  if (typeof document === "undefined") return;
  const tasks = waiting.get(selector) ?? new Set();
  tasks.add(task);
  waiting.set(selector, tasks);
  if (listening) return;
  listening = true;
  document.addEventListener("focusin", run, true);
  document.addEventListener("pointerdown", run, true);
}
