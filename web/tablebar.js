// The table's own settings in the top bar (issue 22, items 3 and 5): Sound on/off (a button with aria-pressed) and
// the card speed (the same setting as the menu's picker: a button that steps slow -> normal -> fast -> instant).
// Shown while a match is on the table; on a narrow screen each shows its symbol only (its words stay its name).

import { h, svg } from "./dom.js";
import { t } from "./i18n.js";
import { $ } from "./shell.js";
import { SPEEDS, onSpeedChange, setSpeed, speedName } from "./motion.js";
import { onSoundChange, setSound, soundOn } from "./sound.js";

const GROUP_ID = "table-settings";

function speakerIcon() {
  return svg("svg", { class: "bar-icon", viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" },
    svg("path", { d: "M4 9h4l5-4v14l-5-4H4z", fill: "currentColor" }),
    svg("path", { class: "waves", d: "M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12", fill: "none",
      stroke: "currentColor", "stroke-width": "2", "stroke-linecap": "round" }),
    svg("path", { class: "mute", d: "M16 9l6 6M22 9l-6 6", fill: "none", stroke: "currentColor", "stroke-width": "2",
      "stroke-linecap": "round" }));
}

function speedIcon() {
  return svg("svg", { class: "bar-icon", viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" },
    svg("path", { d: "M4 17a8 8 0 0 1 16 0", fill: "none", stroke: "currentColor", "stroke-width": "2",
      "stroke-linecap": "round" }),
    svg("path", { class: "needle", d: "M12 17l4-6", fill: "none", stroke: "currentColor", "stroke-width": "2.2",
      "stroke-linecap": "round" }));
}

/** The group, made once (after Share, before Rules). */
function group() {
  let box = $(GROUP_ID);
  if (box) return box;
  box = h("span", { id: GROUP_ID, class: "table-settings", hidden: true },
    h("button", { type: "button", id: "sound-toggle", class: "quiet bar-toggle", "aria-pressed": "false",
      onclick: () => setSound(!soundOn()) }, speakerIcon(), h("span", { class: "bar-word", id: "sound-word" })),
    h("button", { type: "button", id: "table-speed", class: "quiet bar-toggle", onclick: () => nextSpeed() },
      speedIcon(), h("span", { class: "bar-word", id: "table-speed-word" })));
  const rules = $("show-rules");
  if (rules && rules.parentNode) rules.parentNode.insertBefore(box, rules);
  else document.body.append(box);
  onSoundChange(() => label());
  onSpeedChange(() => label());
  return box;
}

function nextSpeed() {
  const names = Object.keys(SPEEDS);
  setSpeed(names[(names.indexOf(speedName()) + 1) % names.length]);
}

/** The words of both controls in the page's language, and their state. */
function label() {
  const box = $(GROUP_ID);
  if (!box) return;
  const sound = $("sound-toggle");
  sound.setAttribute("aria-pressed", String(soundOn()));
  sound.dataset.on = String(soundOn());
  $("sound-word").textContent = t("sound.button");
  sound.title = t("sound.label");
  const speed = $("table-speed");
  const name = speedName();
  speed.dataset.speed = name;
  $("table-speed-word").textContent = `${t("speed.short")}: ${t(name === "instant" ? "speed.instant_short" : `speed.${name}`)}`;
  speed.setAttribute("aria-label", `${t("menu.speed")}: ${t(`speed.${name}`)}`);
  speed.title = t("menu.speed");
}

/** Show the table's settings (a match on the table) or hide them (the menu, a replay). */
export function syncTableBar(shown) {
  const box = shown ? group() : $(GROUP_ID);
  if (!box) return;
  box.hidden = !shown;
  if (shown) label();
}
