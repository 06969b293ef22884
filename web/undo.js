// Undo against the computer, and asking before a move that ends something at once (issue 22, item 4).
// No rule is here: whether a move may be taken back is the engine's (the view's `can_undo`; the bridge's `undo`
// refuses in hot-seat, before the first decision, once the match is over), and which moves are asked about is the
// engine's too (a legal action's `confirm`: the question, in the reader's language).

import { barFace, h } from "./dom.js";
import { t } from "./i18n.js";
import { $, isBusy } from "./shell.js";

const BUTTON_ID = "undo-move";

/** The Undo button in the top bar (before Share), made once. */
function undoButton(onUndo) {
  let button = $(BUTTON_ID);
  if (button) return button;
  button = h("button", { type: "button", id: BUTTON_ID, class: "quiet", hidden: true, onclick: () => onUndo() });
  const share = $("share-game");
  if (share && share.parentNode) share.parentNode.insertBefore(button, share);
  else document.body.append(button);
  return button;
}

/** Show the Undo button for a match against the computer (never in hot-seat or a replay), enabled when the engine
 * says this seat may take its last move back now and nothing else is going on (`running`: the table loop). */
export function syncUndoButton(session, running, onUndo) {
  const button = undoButton(onUndo);
  const shown = Boolean(session && session.mode === "computer" && session.view);
  button.hidden = !shown;
  if (!shown) return;
  barFace(button, t("undo.button"), "↶"); // on a phone's narrow top bar an arrow back in its word's place
  button.title = t("undo.label");
  button.disabled = !session.view.can_undo || running || isBusy();
}

/** Hide the Undo button (the menu, a replay). */
export function hideUndoButton() {
  const button = $(BUTTON_ID);
  if (button) button.hidden = true;
}

/** Ask the engine to take back `session`'s last move: its answer ({ok, view, save, events} or an error). */
export function takeBack(call, session) {
  return call({ cmd: "undo", id: session.id, seat: session.viewSeat });
}

/** The question the view's legal entry for `actionId` carries, if any. */
export function confirmationFor(view, actionId) {
  const entry = ((view && view.legal) || []).find((a) => a.id === actionId);
  return entry && typeof entry.confirm === "string" && entry.confirm ? entry : null;
}

/** Ask before `actionId` if the engine marked it (`confirm`): a small modal dialog with the action's own words as
 * the Yes button and Cancel (Escape too). Resolves true to go ahead, false to keep things as they are. */
export function confirmMove(view, actionId) {
  const entry = confirmationFor(view, actionId);
  if (!entry) return Promise.resolve(true);
  return new Promise((resolve) => {
    const returnFocus = document.activeElement;
    const dialog = h("dialog", { id: "confirm-move", class: "confirm-move", "aria-labelledby": "confirm-move-title",
      "aria-describedby": "confirm-move-text" },
    h("h2", { id: "confirm-move-title", text: t("confirm.title") }),
    h("p", { id: "confirm-move-text", text: entry.confirm }),
    h("div", { class: "dialog-buttons" },
      h("button", { type: "button", class: "primary", id: "confirm-move-yes", onclick: () => done(true) }, entry.label),
      h("button", { type: "button", class: "quiet", id: "confirm-move-no", onclick: () => done(false) },
        t("dialog.cancel"))));
    let answered = false;
    function done(yes) {
      if (answered) return;
      answered = true;
      if (dialog.open) dialog.close();
      dialog.remove();
      if (!yes && returnFocus && returnFocus.isConnected) returnFocus.focus({ preventScroll: true });
      resolve(yes);
    }
    dialog.addEventListener("cancel", (event) => { event.preventDefault(); done(false); });
    dialog.addEventListener("close", () => done(false));
    document.body.append(dialog);
    dialog.showModal();
    dialog.querySelector("#confirm-move-no").focus();
  });
}

/** Whether the match on the table had a move taken back (the statistics mark it). */
export function undoUsed(session) {
  return Boolean(session && session.view && session.view.undo_used);
}
