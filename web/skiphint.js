// "Tap to skip" (issue 34, item 5): the first long wait of a visit (web/pace.js LONG_WAIT_MS: several computer moves
// between two of a person's decisions) says, at the foot of the window, that a tap or click on the table skips the
// rest of it. Once a visit: it is a hint, not a control a person needs each time. The note itself skips the wait too
// (a tap on it is a tap on the table). Gone when the wait ends or is skipped. No rule here.

import { h } from "./dom.js";
import { t } from "./i18n.js";
import * as motion from "./motion.js";

let offered = false;
let note = null;

/** Show the note, once a visit. */
export function offerSkip() {
  if (offered) return;
  offered = true;
  note = h("div", { id: "skip-hint", class: "skip-hint", role: "status", text: t("pace.skip_hint") });
  note.addEventListener("pointerdown", () => motion.skip());
  document.body.append(note);
  if (window.__pace) window.__pace.skipHint = note.textContent; // for tests: what was said
}

/** The wait is over (or skipped): the note goes. */
export function endSkipHint() {
  if (note) note.remove();
  note = null;
}

motion.onSkip(endSkipHint);
