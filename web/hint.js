// A hint on request (issue 21): the Hint button beside Undo asks the engine what the strongest computer player would
// do for the seat on the table (bridge `hint`: decided from that seat's view only), highlights that card or action
// and shows why. No rule is here: whether a hint may be given is the engine's (it refuses a seat not to move, a
// computer's seat, a finished match); the button is only offered when the person on the table decides.

import { barFace, h } from "./dom.js";
import { t } from "./i18n.js";
import { $, isBusy } from "./shell.js";

const BUTTON_ID = "hint-move";

/** The Hint button in the top bar (before Undo, else before Share), made once. */
function hintButton(onHint) {
  let button = $(BUTTON_ID);
  if (button) return button;
  button = h("button", { type: "button", id: BUTTON_ID, class: "quiet", hidden: true, onclick: () => onHint() });
  const before = $("undo-move") || $("share-game");
  if (before && before.parentNode) before.parentNode.insertBefore(button, before);
  else document.body.append(button);
  return button;
}

/** Show the Hint button while a match is on the table, enabled when its person decides now (the view lists legal
 * actions for the seat on the table) and nothing else is going on (`running`: the table loop). */
export function syncHintButton(session, running, onHint) {
  const button = hintButton(onHint);
  const view = session && session.view;
  const shown = Boolean(view && !view.over);
  button.hidden = !shown;
  if (!shown) return;
  barFace(button, t("hint.button"), "?"); // on a phone's narrow top bar a "?" in its word's place
  button.title = t("hint.label");
  button.setAttribute("aria-label", `${t("hint.button")}: ${t("hint.label")}`);
  button.disabled = running || isBusy() || view.to_move !== session.viewSeat || !(view.legal || []).length;
}

/** Hide the Hint button (the menu, a replay). */
export function hideHintButton() {
  const button = $(BUTTON_ID);
  if (button) button.hidden = true;
}

/** Ask the engine for a hint for `session`'s seat: its answer ({ok, action, text, save} or an error). */
export function askHint(call, session) {
  return call({ cmd: "hint", id: session.id, seat: session.viewSeat });
}

/** The elements of `root` that stand for action `id`: its button, and the card it plays (`play:QH` -> card QH). */
export function hintTargets(root, id) {
  const found = [...root.querySelectorAll(`[data-action="${CSS.escape(id)}"]`)];
  const arg = id.includes(":") ? id.slice(id.indexOf(":") + 1).split("@")[0] : "";
  if (arg) found.push(...root.querySelectorAll(`[data-card="${CSS.escape(arg)}"]`));
  return [...new Set(found)];
}

/** Mark the hinted card or action on the table (until the next drawing of the table) and bring it into view. */
export function showHint(root, id) {
  for (const old of root.querySelectorAll(".hinted")) old.classList.remove("hinted");
  const targets = hintTargets(root, id);
  for (const node of targets) {
    node.classList.add("hinted");
    node.dataset.hint = "";
  }
  if (targets.length) targets[0].scrollIntoView({ block: "nearest", inline: "nearest" });
  return targets;
}
