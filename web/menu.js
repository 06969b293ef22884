// The site's menu: New game and Continue, the games in progress (one per game: title, when last played, the
// engine's score summary, "open in another tab" where it is; resume or abandon), damaged saves (kept: download or
// remove), the rules examples every game declares and opening a replay file.
// It shows before Python is up: the list of games and their titles come from the shell's words until then.

import { h } from "./dom.js";
import { language, t } from "./i18n.js";
import * as store from "./store.js";
import * as tabs from "./tabs.js";
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
 * The score is the engine's summary stored with the save (none for a save from before it was stored). A game another
 * tab has open says so (Resume then offers to take it over). Damaged saves follow, to download or remove. */
export function renderSavedGames() {
  const list = $("saved-list");
  if (!list) return;
  const entries = store.listRecords(gameNames()).filter((e) => !(app.session && app.session.game === e.game));
  const damaged = store.listDamaged();
  $("saved-games").hidden = entries.length === 0 && damaged.length === 0;
  list.replaceChildren(...entries.map(({ game, record }) => {
    const title = gameTitle(game);
    const when = record.updated ? new Date(record.updated).toLocaleString(language(), { dateStyle: "medium", timeStyle: "short" }) : "";
    const mode = t(record.mode === "hotseat" ? "mode.hotseat" : "mode.computer");
    return h("li", { class: "saved-game", dataset: { game } },
      h("div", { class: "saved-text" },
        h("strong", { text: title }),
        h("span", { text: [when, record.summary, mode].filter(Boolean).join(" · ") })),
      h("div", { class: "saved-buttons" },
        h("button", { type: "button", class: "primary", dataset: { resume: game },
          "aria-label": t("menu.resume_named", { game: title }), onclick: () => resumeFromMenu(game) }, t("menu.resume")),
        h("button", { type: "button", class: "quiet", dataset: { abandon: game },
          "aria-label": t("menu.abandon_named", { game: title }), onclick: () => abandon(game) }, t("menu.abandon"))));
  }), ...damaged.map(damagedItem));
  markOpenElsewhere(list);
}

/** Add "open in another tab" to each listed game another tab has open (asked of the browser's locks, or the tabs). */
async function markOpenElsewhere(list) {
  for (const item of list.querySelectorAll(".saved-game[data-game]")) {
    if (!(await tabs.heldElsewhere(item.dataset.game)) || !item.isConnected || item.querySelector(".saved-elsewhere")) continue;
    item.querySelector(".saved-text").append(h("span", { class: "saved-elsewhere", text: t("menu.open_elsewhere") }));
  }
}

/** A damaged save (store.listDamaged): kept until the person removes it; Download gives its stored text as it was. */
function damagedItem(entry) {
  const title = entry.game ? gameTitle(entry.game) : "?";
  const when = entry.at ? new Date(entry.at).toLocaleString(language(), { dateStyle: "medium", timeStyle: "short" }) : "";
  return h("li", { class: "saved-game damaged", dataset: { damaged: entry.key } },
    h("div", { class: "saved-text" },
      h("strong", { text: `${title}: ${t("menu.damaged")}` }),
      h("span", { text: [when, t("menu.damaged_text")].filter(Boolean).join(" · ") })),
    h("div", { class: "saved-buttons" },
      h("button", { type: "button", class: "quiet", dataset: { download: entry.key },
        "aria-label": t("menu.download_named", { game: title }), onclick: () => downloadDamaged(entry) }, t("menu.download")),
      h("button", { type: "button", class: "quiet", dataset: { remove: entry.key },
        "aria-label": t("menu.remove_named", { game: title }), onclick: () => removeDamaged(entry, title) }, t("menu.remove"))));
}

function downloadDamaged(entry) {
  const blob = new Blob([entry.raw], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const stamp = new Date(entry.at || Date.now()).toISOString().slice(0, 19).replace(/[:T]/g, "-");
  const link = h("a", { href: url, download: `damaged-save-${entry.game || "game"}-${stamp}.json`, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Remove asks once more in place, as Abandon does. */
function removeDamaged(entry, title) {
  const item = document.querySelector(`.saved-game[data-damaged="${CSS.escape(entry.key)}"]`);
  if (!item || item.querySelector(".saved-confirm")) return;
  const keep = () => { confirmRow.remove(); item.querySelector("[data-remove]").focus(); };
  const confirmRow = h("div", { class: "saved-confirm", role: "group" },
    h("span", { text: t("menu.remove_confirm", { game: title }) }),
    h("button", { type: "button", class: "danger", dataset: { removeYes: entry.key }, onclick: () => {
      store.removeDamaged(entry.key);
      renderSavedGames();
      $("new-game").focus();
    } }, t("menu.remove_yes")),
    h("button", { type: "button", class: "quiet", onclick: keep }, t("menu.abandon_no")));
  item.append(confirmRow);
  confirmRow.querySelector("button").focus();
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
    h("button", { type: "button", class: "danger", dataset: { abandonYes: game }, onclick: async () => {
      // a game open in another tab is abandoned there (or taken over here first), never under that tab's feet
      if (await tabs.heldElsewhere(game)) {
        confirmRow.replaceChildren(h("span", { role: "status", text: t("menu.abandon_elsewhere") }));
        return;
      }
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

// Another tab saved, abandoned or took a game: the menu shown here lists what is stored now.
window.addEventListener("storage", (event) => {
  if (!event.key || !event.key.startsWith("cardgames.") || $("menu").hidden) return;
  renderSavedGames();
});
