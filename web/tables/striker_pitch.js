// Striker's pictures: the cards as cards (a colour band per kind, the number, a symbol for pass, Grätsche,
// booking cards, goalkeeper and VAR, a figure on the 11) and the pitch (issue 22, item 2): every attack is a lane
// of the pitch, its ball at its top card's number (1-5 defence, 6-9 midfield, 10-11 the shot), moving toward the
// goal on the right, where the goalkeeper and the VAR act on a shot. Everything drawn comes from the view contract's
// table (attacks[].number and zone, shot), the seats the table module hands over (parts.seatInfo), the log, and what
// each card shows from the games' list (catalogueOf: kind, number, corner); no rule is decided here.

import { h, svg } from "../dom.js";
import { catalogueOf } from "../games.js";
import { tableOf } from "./frame.js";

/** The numbers along the pitch, one grass stripe each (the card's number is its place on the pitch). */
const FIRST = 1;
const LAST = 11;

// -- symbols (decorative: the card or the picture around them is named in words) -------------------------------

function icon(viewBox, cls, ...shapes) {
  return svg("svg", { viewBox, class: `stk-sym ${cls}`, "aria-hidden": "true", focusable: "false" }, ...shapes);
}

/** A football. */
export function ballIcon(cls = "") {
  return icon("0 0 20 20", `stk-ball ${cls}`,
    svg("circle", { cx: 10, cy: 10, r: 8.5, class: "ball-bg" }),
    svg("path", { d: "M10 5.5 14 8.4 12.5 13H7.5L6 8.4Z", class: "ball-patch" }),
    svg("path", { d: "M10 1.5V5.5M14 8.4 18.2 7M12.5 13 15 17M7.5 13 5 17M6 8.4 1.8 7", class: "ball-seam" }));
}

/** Pass: a ball's curved flight forward. */
function passIcon() {
  return icon("0 0 24 24", "sym-pass",
    svg("path", { d: "M3 19C6 8 14 5 20 7", class: "sym-line dashed" }),
    svg("path", { d: "M16 3.5 20.5 7 16.5 11", class: "sym-line" }),
    svg("circle", { cx: 4, cy: 19, r: 2.6, class: "sym-fill" }));
}

/** Grätsche (slide tackle): a sliding player's leg reaching the ball. */
function tackleIcon() {
  return icon("0 0 24 24", "sym-tackle",
    svg("circle", { cx: 5, cy: 7, r: 2.4, class: "sym-fill" }),
    svg("path", { d: "M6 10 10 15 19 18M10 15 8 20", class: "sym-line thick" }),
    svg("circle", { cx: 20.5, cy: 14, r: 2.4, class: "sym-hollow" }));
}

/** A referee's booking card (yellow or red). */
function bookingIcon(kind) {
  return icon("0 0 24 24", `sym-booking ${kind}`,
    svg("rect", { x: 7, y: 3, width: 10, height: 15, rx: 1.5, transform: "rotate(12 12 11)", class: "booking-card" }),
    svg("path", { d: "M4 21H20", class: "sym-line" }));
}

/** The goalkeeper: a figure with its arms up, diving toward its corner (left, right or the four corners). */
export function keeperIcon(corner = "", cls = "") {
  const lean = corner.includes("L") ? -1 : corner.includes("R") ? 1 : 0;
  const high = corner.includes("T") ? -2 : corner.includes("B") ? 2 : 0;
  const g = svg("g", { transform: `rotate(${lean * 28} 12 14)` },
    svg("circle", { cx: 12, cy: 5 + high / 2, r: 2.6, class: "sym-fill" }),
    svg("path", { d: `M12 9V16M12 11 6 ${5 + high}M12 11 18 ${5 + high}M12 16 8 22M12 16 16 22`, class: "sym-line thick" }),
    svg("circle", { cx: 6, cy: 4.5 + high, r: 1.8, class: "glove" }),
    svg("circle", { cx: 18, cy: 4.5 + high, r: 1.8, class: "glove" }));
  return icon("0 0 24 24", `sym-keeper ${cls}`, g);
}

/** The VAR: a screen. */
export function varIcon(cls = "") {
  return icon("0 0 24 24", `sym-var ${cls}`,
    svg("rect", { x: 2.5, y: 4, width: 19, height: 13, rx: 1.5, class: "screen" }),
    svg("path", { d: "M9 21H15M12 17V21M8 9.5 12 13 17 7.5", class: "sym-line" }));
}

/** The striker on the 11: a figure shooting the ball. */
function strikerIcon() {
  return icon("0 0 24 24", "sym-striker",
    svg("circle", { cx: 8, cy: 4, r: 2.6, class: "sym-fill" }),
    svg("path", { d: "M8 8 10 14M8 9 3 12M8 9 13 8M10 14 6 21M10 14 17 16", class: "sym-line thick" }),
    svg("circle", { cx: 20.5, cy: 15.5, r: 2.4, class: "sym-hollow" }));
}

/** The arrow of a corner ("L" left, "TR" top right ...), the way the ball or the keeper goes. */
function cornerArrow(corner) {
  return { L: "←", R: "→", TL: "↖", TR: "↗", BL: "↙", BR: "↘" }[corner] || corner || "";
}

// -- a Striker card ---------------------------------------------------------------------------------------------

/** A card's face: the band in its kind's colour (a number card's in its zone's colour), the number or the symbol,
 * the corner of a shot or goalkeeper as an arrow and its letter, the figure on the 11. Decorative: the button or
 * the picture around it carries the card's name. */
export function cardFace(view, card, extra = "") {
  const info = catalogueOf(view.game)[card] || {};
  const kind = info.kind || "x";
  const zone = info.zone || "none";
  const body = [];
  if (info.number !== null && info.number !== undefined) {
    body.push(h("span", { class: "num", text: String(info.number) }));
    if (info.number === LAST) body.push(strikerIcon());
    else if (zone === "green") body.push(ballIcon("card-ball"));
  } else if (kind === "pass") body.push(passIcon());
  else if (kind === "tackle") body.push(tackleIcon());
  else if (kind === "yellow_card" || kind === "red_card") body.push(bookingIcon(kind));
  else if (kind === "keeper") body.push(keeperIcon(info.corner || ""));
  else if (kind === "var") body.push(varIcon());
  // the letters the rulebook prints on these cards (S3: "Pass-Karten (P)", "Grätschen-Karte (S)"), and the VAR's name
  const letter = { pass: "P", tackle: "S", var: "VAR" }[kind] || "";
  // the corner as an arrow only: the card's name in the page's language says it in words
  const corner = info.corner ? cornerArrow(info.corner) : "";
  return h("span", { class: `stk-card zone-${zone} kind-${kind} ${extra}`.trim(), "aria-hidden": "true" },
    h("span", { class: "band" }, h("span", { class: "band-mark", text: letter })),
    h("span", { class: "face" }, body),
    corner ? h("span", { class: "corner", text: corner }) : null);
}

// -- the pitch ----------------------------------------------------------------------------------------------

/** The lines of a pitch (decorative), the goal on the right. */
function pitchLines() {
  return svg("svg", { viewBox: "0 0 110 60", preserveAspectRatio: "none", class: "stk-lines", "aria-hidden": "true", focusable: "false" },
    svg("rect", { x: 0.5, y: 0.5, width: 109, height: 59, class: "line" }),
    svg("path", { d: "M55 0.5V59.5", class: "line" }),
    svg("ellipse", { cx: 55, cy: 30, rx: 9, ry: 12, class: "line" }),
    svg("path", { d: "M0.5 12H18V48H0.5M109.5 12H90V48H109.5M109.5 22H102V38H109.5", class: "line" }));
}

/** Where a number lies along the pitch (CSS: --at from 0 at the first stripe to 1 at the last). */
function at(number) {
  const n = Math.min(LAST, Math.max(FIRST, Number(number) || FIRST));
  return String((n - FIRST) / (LAST - FIRST));
}

/** The zones' names over the pitch: defence 1-5, midfield 6-9, the shot 10-11. */
function zoneHeads(ctx) {
  return h("div", { class: "stk-zones", "aria-hidden": "true" },
    ["red", "yellow", "green"].map((zone) => h("span", { class: `stk-zone-head zone-${zone}` },
      h("span", { class: "zone-name", text: ctx.t(`striker.pitch_zone.${zone}`) }),
      ` ${ctx.t(`striker.pitch_numbers.${zone}`)}`)));
}

/** The numbers of an attack's cards, bottom to top, each with its player (the path of the ball). */
function path(view, attack) {
  const shows = catalogueOf(view.game);
  return (attack.cards || []).map((c) => ({ ...c, number: (shows[c.card] || {}).number }))
    .filter((c) => c.number !== null && c.number !== undefined);
}

/** Whether an attack runs from right to left: every attack but the seat's own (issue 34, build 3). The person's own
 * attacks run toward the goal on the right, the others' toward the left, the person's side; a view from no seat (a
 * replay of the whole table) draws every attack to the right. */
function mirrored(view, attack) {
  return view.seat !== null && view.seat !== undefined && attack.owner !== view.seat;
}

/** Where a number lies along an attack's lane: `at`, from the right for a mirrored lane. */
function along(number, flip) {
  return flip ? String(1 - Number(at(number))) : at(number);
}

/** One attack as a lane: the ball's path from its first card to its top card, the top card where the ball is. */
function lane(view, ctx, attack, parts) {
  const table = tableOf(view);
  const steps = path(view, attack);
  const start = steps.length ? steps[0].number : attack.number;
  const owner = parts.seatInfo(attack.owner);
  const shot = table.shot && table.shot.attack === attack.id;
  const flip = mirrored(view, attack);
  const node = h("li", {
    class: `stk-lane stk-attack zone-${attack.zone} owner-${owner.colour} ${parts.targeted(attack.id) ? "can-target" : ""} ${shot ? "shooting" : ""} ${flip ? "mirrored" : ""}`,
    "aria-label": parts.label(attack), dataset: { attack: String(attack.id), owner: String(attack.owner) } });
  const trail = h("span", { class: "stk-trail", "aria-hidden": "true" });
  const ends = [Number(along(start, flip)), Number(along(attack.number, flip))];
  trail.style.setProperty("--from", String(Math.min(...ends)));
  trail.style.setProperty("--to", String(Math.max(...ends)));
  const dots = steps.map((step) => {
    const dot = h("span", { class: `stk-dot owner-${parts.seatInfo(step.owner).colour}`, "aria-hidden": "true" });
    dot.style.setProperty("--at", along(step.number, flip));
    return dot;
  });
  // the owner's name with the way the attack runs, beside the ball on the side with more room (the wider half of the
  // lane): never over a card or its number
  const place = Number(along(attack.number, flip));
  const side = place < 0.5 ? "after" : "";
  // the attack's number is the label's tag next to the card (on the card it hid a short card's number)
  const who = h("span", { class: `stk-lane-who ${side}`, "aria-hidden": "true" },
    h("span", { class: "stk-no", text: `#${attack.id}` }),
    h("span", { class: "stk-who-name", text: flip ? `← ${owner.name}` : `${owner.name} →` }));
  who.style.setProperty("--at", String(place));
  const marker = h("div", { class: "stk-marker" }, parts.top(attack));
  marker.style.setProperty("--at", String(place));
  node.append(h("div", { class: "stk-track" }, trail, ...dots, who, marker));
  return node;
}

/** The goal on the right: the goalkeeper of the shot's target (in the target's colour), the ball in the corner it
 * was shot at, the VAR screen while the target still has it; after a shot, what became of it. */
function goal(view, ctx, parts) {
  const shot = tableOf(view).shot;
  const recent = parts.latestMoment();
  let label = ctx.t("striker.goal");
  const inside = [];
  let cls = "";
  if (shot) {
    const target = parts.seatInfo(shot.target);
    const ready = Boolean(target.var);
    label = ctx.t(ready ? "striker.goal_shot_var" : "striker.goal_shot",
      { shooter: parts.seatInfo(shot.shooter).name, card: parts.cardName(shot.card), keeper: target.name });
    cls = `shot owner-${target.colour} corner-${shot.corner || "x"}`;
    inside.push(keeperIcon("", `goal-keeper owner-${target.colour}`), ballIcon(`goal-ball corner-${shot.corner || "x"}`));
    if (ready) inside.push(varIcon("goal-var"));
  } else if (recent) {
    label = `${ctx.t("striker.goal")}: ${recent.text}`;
    cls = `after-${recent.type}`;
    if (recent.type === "goal") inside.push(ballIcon("goal-ball in-net"));
    else if (recent.type === "save") inside.push(keeperIcon("", "goal-keeper"));
    else if (recent.type === "var" || recent.type === "accept") inside.push(varIcon("goal-var"));
  }
  return h("div", { class: `stk-goal ${cls}`, role: "img", "aria-label": label },
    h("span", { class: "stk-goal-frame", "aria-hidden": "true" }, inside),
    recent && !shot && recent.type === "goal" ? h("span", { class: "stk-goal-word", "aria-hidden": "true", text: ctx.t("striker.goal_scored") }) : null);
}

/**
 * The pitch with every attack as a lane. `parts` gives what the table module keeps: `top(attack)` (the attack's
 * top card, a button while a picked card may go there), `label(attack)`, `targeted(id)`, `seatInfo(seat)`,
 * `cardName(card)`, `latestMoment()` (the newest shot, save, VAR or goal of the log, or null), `start` (the
 * new-attack button for a picked card, or null) and `options` (the choices of a picked card on one attack).
 */
export function pitch(view, ctx, parts) {
  const attacks = tableOf(view).attacks || [];
  // a shot on a mirrored lane goes at the goal on the left (the attack runs that way)
  const shot = tableOf(view).shot;
  const shotAttack = shot ? attacks.find((attack) => attack.id === shot.attack) : null;
  const goalLeft = Boolean(shotAttack && mirrored(view, shotAttack));
  const lanes = h("ol", { class: "stk-lanes" }, attacks.map((attack) => lane(view, ctx, attack, parts)));
  if (parts.start) lanes.append(h("li", { class: "stk-lane stk-new" }, parts.start));
  const empty = attacks.length ? null : h("p", { class: "no-attacks", text: ctx.t("striker.no_attacks") });
  return [
    h("div", { class: `stk-pitch ${goalLeft ? "goal-left" : ""}`.trim() },
      h("div", { class: "stk-grass" }, pitchLines(), zoneHeads(ctx), empty, lanes),
      goal(view, ctx, parts)),
    parts.options,
  ];
}
