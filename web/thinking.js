// While the computer thinks (issue 36): a computer's move that has not answered after THINKING_SHOWN_MS shows a
// progress bar with "The computer is thinking…" in the table's status line until it answers. The expert strength
// takes up to a few seconds a move on a tablet; the others rarely show it. Names no game and no strength: any
// slow `ai_move` shows it.

import { h } from "./dom.js";
import { t } from "./i18n.js";
import { app } from "./shell.js";

/** How long a computer's move may take before the bar shows (a quick move never flashes it). */
export const THINKING_SHOWN_MS = 400;

/** `answer` (the promise of an `ai_move` call), with the bar shown in the status line while it takes long. */
export async function whileThinking(answer) {
  const line = app.statusEl;
  let bar = null;
  const timer = setTimeout(() => {
    if (!line) return;
    bar = h("span", { class: "thinking", "data-thinking": "1" }, t("ai.thinking"),
      h("progress", { "aria-label": t("ai.thinking") }));
    line.replaceChildren(bar);
  }, THINKING_SHOWN_MS);
  try {
    return await answer;
  } finally {
    clearTimeout(timer);
    if (bar && bar.parentNode === line) line.replaceChildren(); // unless something else was said meanwhile
  }
}
