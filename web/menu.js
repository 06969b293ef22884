// The site's menu: New game and Continue, the games in progress (one per game: title, when last played, the
// engine's score summary; resume or abandon), the rules examples every game declares and opening a replay file.
// It shows before Python is up: the list of games and their titles come from the shell's words until then.

import { h } from "./dom.js";
import { language, t } from "./i18n.js";
import * as store from "./store.js";
import { $, app, busy, closeDialog, setReady, waitForEngine } from "./shell.js";
import { gameNames, gameTitle } from "./games.js";
import { closeReplay, closeSession, resume, showReplay } from "./session.js";

export function showMenu() {
  closeReplay();
  $("menu").hidden = false;
  $("table").hidden = true;
  $("to-menu").hidden = true;
  $("show-rules").hidden = true;
  $("share-game").hidden = true;
  $("pass-screen").hidden = true;
  closeDialog($("result-dialog"));
  $("continue-game").hidden = !app.session;
  renderSavedGames();
  setReady("menu");
}

/** The menu's list of games in progress (one per game): title, when last played, the score; resume or abandon.
 * The score is the engine's summary stored with the save (none for a save from before it was stored). */
export function renderSavedGames() {
  const list = $("saved-list");
  if (!list) return;
  const entries = store.listRecords(gameNames()).filter((e) => !(app.session && app.session.game === e.game));
  $("saved-games").hidden = entries.length === 0;
  list.replaceChildren(...entries.map(({ game, record }) => {
    const title = gameTitle(game);
    const when = record.updated ? new Date(record.updated).toLocaleString(language(), { dateStyle: "medium", timeStyle: "short" }) : "";
    const mode = t(record.mode === "hotseat" ? "mode.hotseat" : "mode.computer");
    const summary = typeof record.summary === "string" ? record.summary : "";
    return h("li", { class: "saved-game", dataset: { game } },
      h("div", { class: "saved-text" },
        h("strong", { text: title }),
        h("span", { text: [when, summary, mode].filter(Boolean).join(" · ") })),
      h("div", { class: "saved-buttons" },
        h("button", { type: "button", class: "primary", dataset: { resume: game },
          "aria-label": t("menu.resume_named", { game: title }), onclick: () => resumeFromMenu(game) }, t("menu.resume")),
        h("button", { type: "button", class: "quiet", dataset: { abandon: game },
          "aria-label": t("menu.abandon_named", { game: title }), onclick: () => abandon(game) }, t("menu.abandon"))));
  }));
}

async function resumeFromMenu(game) {
  if (!app.engineReady) {
    $("engine-text").textContent = t("menu.resuming");
    try { await busy(waitForEngine()); } catch (err) { return; }
  }
  closeSession();
  await resume(game);
}

/** Abandon asks once more in place (no browser pop-up: those are blocked in sandboxed frames and clumsy on touch). */
function abandon(game) {
  const item = document.querySelector(`.saved-game[data-game="${CSS.escape(game)}"]`);
  if (!item || item.querySelector(".saved-confirm")) return;
  const keep = () => { confirmRow.remove(); item.querySelector("[data-abandon]").focus(); };
  const confirmRow = h("div", { class: "saved-confirm", role: "group" },
    h("span", { text: t("menu.abandon_confirm", { game: gameTitle(game) }) }),
    h("button", { type: "button", class: "danger", dataset: { abandonYes: game }, onclick: () => {
      store.dropRecord(game);
      renderSavedGames();
      $("new-game").focus();
    } }, t("menu.abandon_yes")),
    h("button", { type: "button", class: "quiet", onclick: keep }, t("menu.abandon_no")));
  item.append(confirmRow);
  confirmRow.querySelector("button").focus();
}

/** The rules examples every game declares (engine `examples`), each opening in the replay viewer. */
export async function renderExamples() {
  const list = $("example-list");
  if (!list || !app.engineReady) return;
  const answer = await app.engine.call({ cmd: "examples", lang: language() });
  if (!answer.ok) return;
  list.replaceChildren(...answer.examples.map((ex) => h("li", {},
    h("button", { type: "button", class: "link-button", dataset: { example: `${ex.game}/${ex.name}` },
      onclick: () => showReplay({ game: ex.game, example: ex.name }) },
    `${gameTitle(ex.game)}: ${ex.title}`))));
}
