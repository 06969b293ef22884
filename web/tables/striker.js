// The Striker table: the score line (goals, hand and draw pile sizes, VAR per player), the attacks on the
// table as stacks (owner, zone, top card), the big moments (shots, goalkeeper, VAR, goals), the own hand,
// and this turn's plays. A person picks a card from the hand, then where it goes: the stacks it may go on
// light up, the others say why not (reasons from the view contract: view.contract.hand and .table.places). The
// table reads the view's shared fields and its contract only (issue 32): the seats' names, cards and goals from
// contract.seats, the rest of the match from contract.table, what each card shows from the games' list (catalogueOf).
// The shell decides no rule.

import { h } from "../dom.js";
import { nameByContent } from "../cards.js";
import { catalogueOf } from "../games.js";
import { arrowKeysIn, describePlayable, drawTable, logPanel, scrollable, tableFrame, tableOf } from "./frame.js";
import { cardFace, pitch } from "./striker_pitch.js";

/** Log event types shown as the match's big moments (shots and what became of them). */
const MOMENTS = new Set(["shot", "no_save", "save", "var", "accept", "goal", "yellow_card", "red_card", "game_over"]);

/** The card the person picked in the hand (kept between renders of the same position). */
let picked = { ply: -1, card: null };
let last = null;
/** What the hand and the field offer in the view drawn (offers()). */
let offer = { cards: new Map(), places: {}, placed: new Set() };

/** This table reads what every card shows from the games' list (web/games.js catalogueOf), not from the view. */
export const usesCatalogue = true;

export function renderTable(root, view, ctx) {
  offer = offers(view);
  last = { root, view, ctx };
  const entry = offer.cards.get(picked.card);
  if (picked.ply !== view.ply || !entry || !entry.actions.length) picked = { ply: view.ply, card: null };
  drawTable(root, () => tableFrame(view, ctx, { className: "stk", game: "striker",
    top: [scoreLine(view, ctx), moments(view, ctx), field(view, ctx)],
    actions: actionBar(view, ctx),
    hand: handArea(view, ctx),
    side: [turnPanel(view, ctx), logPanel(view, ctx, ctx.wide)] }));
}

/** What the view contract offers (view.contract, core/contract.py): `cards`, the hand's entries by card ({card, name,
 * actions, reason}); `places`, per card and attack id {actions, reason} (table.places); `placed`, the ids of the
 * actions that go on an attack. Only the actions the view's `legal` lists count: a replay's positions keep the
 * contract (what the mover could do then) but list no legal action, and are drawn with nothing to choose. */
function offers(view) {
  const legal = new Set((view.legal || []).map((a) => a.id));
  const only = (ids) => (ids || []).filter((id) => legal.has(id));
  const contract = view.contract || {};
  const cards = new Map((contract.hand || []).map((entry) => [entry.card, { ...entry, actions: only(entry.actions) }]));
  const places = {};
  const placed = new Set();
  for (const [card, byAttack] of Object.entries((contract.table || {}).places || {})) {
    places[card] = {};
    for (const [attack, place] of Object.entries(byAttack)) {
      places[card][attack] = { reason: place.reason, actions: only(place.actions) };
      places[card][attack].actions.forEach((id) => placed.add(id));
    }
  }
  return { cards, places, placed };
}

/** The picked card's place on `attack`: the actions that put it there, else why not. */
function placeOn(attack) {
  const byAttack = (picked.card && offer.places[picked.card]) || {};
  return byAttack[String(attack.id)] || { actions: [], reason: null };
}

/** Draw the same view again after a pick, keeping the panels as the person left them and the log at its end. */
function rerender() {
  if (!last) return;
  const open = new Map([...last.root.querySelectorAll("details[data-panel]")].map((d) => [d.dataset.panel, d.open]));
  renderTable(last.root, last.view, last.ctx);
  for (const panel of last.root.querySelectorAll("details[data-panel]")) {
    if (open.has(panel.dataset.panel)) panel.open = open.get(panel.dataset.panel);
  }
  for (const log of last.root.querySelectorAll(".log")) log.scrollTop = log.scrollHeight;
}

function cardName(view, card) {
  const info = catalogueOf(view.game)[card];
  return info ? info.name : card;
}

/** Every seat as the table shows it: its name, cards in hand and goals (contract.seats) with its team beside the
 * field (contract.table.teams: colour, draw pile, VAR, cards out of the game). */
function seatInfos(view) {
  const teams = tableOf(view).teams || [];
  return ((view.contract || {}).seats || []).map((s) => ({ colour: "", colour_name: "", pile: 0, var: 0, out: [],
    ...(teams[s.seat] || {}), seat: s.seat, name: s.name, hand: s.cards, goals: s.score || 0 }));
}

function seatInfo(view, seat) {
  return seatInfos(view)[seat] || { seat, name: String(seat + 1), colour: "", colour_name: "" };
}

/** A player's name with the team colour as a swatch and as a word (never colour alone). */
function teamTag(view, seat) {
  const info = seatInfo(view, seat);
  return h("span", { class: `team team-${info.colour}` },
    h("span", { class: "swatch", "aria-hidden": "true" }),
    h("span", { class: "team-name", text: info.name }),
    h("span", { class: "team-colour", text: ` (${info.colour_name})` }));
}

// -- the score line ----------------------------------------------------------------------------------------

function scoreLine(view, ctx) {
  const table = tableOf(view);
  const rows = seatInfos(view).map((info) => {
    const current = info.seat === table.current && !view.over;
    const facts = [
      ctx.t("striker.goals", { count: info.goals }),
      ctx.t("striker.in_hand", { count: info.hand }),
      ctx.t("striker.pile", { count: info.pile }),
      ctx.t(info.var ? "striker.var_ready" : "striker.var_used"),
    ];
    return h("li", { class: `stk-player ${current ? "current" : ""} ${info.seat === view.seat ? "me" : ""}`,
      "aria-current": current ? "true" : null, dataset: { seat: String(info.seat), motionOrigin: `seat:${info.seat}` } },
      teamTag(view, info.seat),
      current ? h("span", { class: "on-turn", text: ctx.t("striker.on_turn") }) : null,
      h("span", { class: "goals", "aria-hidden": "true", text: String(info.goals) }),
      h("span", { class: "facts", text: facts.join(" · ") }),
      info.out && info.out.length
        ? h("details", { class: "out", "data-panel": `out${info.seat}`, open: ctx.isOpen ? ctx.isOpen(`out${info.seat}`, false) : false },
          h("summary", { text: ctx.tn("striker.out_count", info.out.length) }),
          h("span", { text: info.out.map((c) => cardName(view, c)).join(", ") }))
        : null);
  });
  const lastTurns = table.last_turns && table.last_turns.length ? h("p", { class: "last-turns", text: ctx.t("striker.last_turns") }) : null;
  return h("section", { class: "stk-score", "aria-label": ctx.t("striker.score") },
    h("p", { class: "turn-no", text: `${ctx.t("striker.turn", { number: table.turn })} · ${ctx.t("striker.attack_count", { count: (table.attacks || []).length, max: table.max_attacks })}` }),
    h("ol", { class: "stk-players" }, rows),
    lastTurns);
}

// -- the big moments -------------------------------------------------------------------------------------

function moments(view, ctx) {
  const entries = (view.log || []).filter((e) => MOMENTS.has(e.type)).slice(-3);
  const shot = tableOf(view).shot;
  if (!entries.length && !shot) return null;
  return h("section", { class: `stk-moments ${shot ? "shot-on" : ""}`, "aria-label": ctx.t("striker.moments"), "aria-live": "polite" },
    // a new goal or save pops up (web/motion.js: data-motion-key per log entry, data-motion-pop)
    h("ol", {}, entries.map((e, i) => h("li", { class: `moment ${e.type} ${i === entries.length - 1 ? "newest" : ""}`,
      dataset: { type: e.type, motionKey: `moment:${e.seq}`, motionPop: "" } },
      h("span", { class: "moment-mark", "aria-hidden": "true", text: momentMark(e.type) }), e.text))));
}

function momentMark(type) {
  return { shot: "➶", save: "■", var: "▶", goal: "★", no_save: "!", accept: "→", yellow_card: "▮", red_card: "▮", game_over: "●" }[type] || "•";
}

// -- the attacks on the table -------------------------------------------------------------------------------

function movesById(view) {
  return new Map((view.legal || []).map((a) => [a.id, a]));
}


/** The pitch (./striker_pitch.js) with every attack as a lane; the top cards are this module's buttons. */
function field(view, ctx) {
  const attacks = tableOf(view).attacks || [];
  const targeted = new Set(Object.values(offer.places).flatMap((byAttack) =>
    Object.entries(byAttack).filter(([, place]) => place.actions.length).map(([attack]) => Number(attack))));
  const options = attacks.map((attack) => attackOptions(view, ctx, attack)).filter(Boolean);
  return h("section", { class: "stk-field", tabindex: "0", dataset: { scrollRegion: "" }, "aria-label": ctx.t("striker.pitch") },
    pitch(view, ctx, {
      top: (attack) => attackTop(view, ctx, attack),
      label: (attack) => attackLabel(view, ctx, attack),
      targeted: (id) => targeted.has(id),
      seatInfo: (seat) => seatInfo(view, seat),
      cardName: (card) => cardName(view, card),
      latestMoment: () => latestMoment(view),
      start: newAttackSlot(view, ctx),
      options: options.length ? h("div", { class: "stk-option-groups" }, options) : null,
    }));
}

/** The newest shot, save, VAR decision or goal among the log's last lines (the goal's picture), else null. */
function latestMoment(view) {
  const log = view.log || [];
  for (const entry of log.slice(-6).reverse()) {
    if (["goal", "save", "var", "accept", "no_save"].includes(entry.type)) return entry;
  }
  return null;
}

function stackCard(view, card, extra = "") {
  return cardFace(view, card, extra);
}

function attackLabel(view, ctx, attack) {
  const owner = seatInfo(view, attack.owner);
  const path = attack.cards.map((c) => cardName(view, c.card)).join(", ");
  return `${ctx.t("striker.attack", { attack: attack.id, name: owner.name, colour: owner.colour_name,
    zone: attack.zone_name || attack.zone, card: cardName(view, attack.top) })}. ${ctx.t("striker.attack_path", { cards: path })}`;
}

/** An attack's top card where its ball is: a button while a card is picked (may it go there, or why not). */
function attackTop(view, ctx, attack) {
  const label = attackLabel(view, ctx, attack);
  const { actions: moves, reason } = placeOn(attack);
  const labels = movesById(view);
  let top;
  if (picked.card) {
    const ok = moves.length > 0;
    top = nameByContent(h("button", { type: "button", class: `stk-top target ${ok ? "legal" : "illegal"}`,
      "aria-disabled": ok ? "false" : "true",
      // the move it makes, when it makes one (a lesson rings the place of its move once the card is picked)
      dataset: { focusKey: `attack:${attack.id}`, attack: String(attack.id), ...(ok && moves.length === 1 ? { action: moves[0] } : {}) },
      onclick: () => {
        if (!ok) ctx.onIllegal({ card: picked.card, reason });
        else if (moves.length === 1) ctx.onAction(moves[0]);
        else last.root.querySelector(`.stk-options[data-attack="${attack.id}"] button`)?.focus();
      } }, stackCard(view, attack.top, "top")), ok && moves.length === 1 ? labels.get(moves[0]).label : label);
  } else {
    top = h("div", { class: "stk-top", role: "img", "aria-label": label }, stackCard(view, attack.top, "top"));
  }
  // the top card travels onto its stack from the hand it left or its player's row (web/motion.js)
  Object.assign(top.dataset, { card: attack.top, motionFrom: `seat:${attack.cards[attack.cards.length - 1].owner}` });
  return top;
}

/** The picked card's several plays on one attack (e.g. a pass and the card after it), as buttons. */
function attackOptions(view, ctx, attack) {
  const moves = placeOn(attack).actions;
  if (moves.length < 2) return null;
  const labels = movesById(view);
  return h("div", { class: "stk-options", role: "group", "aria-label": attackLabel(view, ctx, attack), dataset: { attack: String(attack.id) } },
    h("span", { class: "stk-options-no", "aria-hidden": "true", text: `#${attack.id}` }),
    moves.map((id) => actionButton(ctx, labels.get(id))));
}

function newAttackSlot(view, ctx) {
  const labels = movesById(view);
  const entry = offer.cards.get(picked.card);
  const starts = entry ? entry.actions.filter((id) => labels.get(id).kind === "start") : [];
  if (!picked.card || !starts.length) return null;
  const action = labels.get(starts[0]);
  return (
    h("button", { type: "button", class: "action start legal", dataset: { action: action.id }, onclick: () => ctx.onAction(action.id) },
      action.label));
}

// -- the choices and the hand ---------------------------------------------------------------------------

function actionButton(ctx, action) {
  return h("button", { type: "button", class: `action ${action.kind}`, dataset: { action: action.id },
    onclick: () => ctx.onAction(action.id) }, action.label);
}

/** Choices that need no stack: ending the turn, the reaction to a shot, and a start for the picked card. */
function actionBar(view, ctx) {
  const reacting = tableOf(view).phase === "reaction";
  const shown = (view.legal || []).filter((a) => !offer.placed.has(a.id) && a.kind !== "start"
    && (reacting || !a.cards.length || a.cards.includes(picked.card)));
  return h("div", { class: "actions", role: "group", "aria-label": ctx.t("table.actions") },
    shown.map((a) => actionButton(ctx, a)));
}

function handArea(view, ctx) {
  const labels = movesById(view);
  const fan = h("div", { class: "fan stk-hand", role: "group", "aria-label": ctx.t("table.your_hand") });
  ((view.contract || {}).hand || []).map((entry) => entry.card).forEach((card, index) => {
    const play = offer.cards.get(card);
    const playable = Boolean(play && play.actions.length);
    const single = playable && play.actions.length === 1 ? labels.get(play.actions[0]) : null;
    const button = h("button", { type: "button",
      class: `card card-button ${playable ? "legal" : "illegal"} ${picked.card === card ? "picked" : ""}`,
      "aria-disabled": playable ? "false" : "true",
      "aria-pressed": playable && !single ? String(picked.card === card) : null,
      title: single ? single.label : cardName(view, card),
      dataset: { card, focusKey: `card:${card}:${index}`, motionFrom: `seat:${view.seat}` },
      onclick: () => pickCard(view, ctx, card, play, single, index) }, stackCard(view, card));
    nameByContent(button, single ? `${cardName(view, card)}: ${single.label}` : cardName(view, card));
    describePlayable(button, playable, play ? play.reason : null, ctx);
    fan.append(button);
  });
  return h("section", { class: "own-area stk-own", "aria-label": ctx.t("table.your_hand") },
    h("p", { class: "hint", text: view.to_move === view.seat && tableOf(view).phase === "turn" ? ctx.t("striker.hint") : "" }),
    arrowKeysIn(fan));
}

/** A card with one legal play plays it; with several, it is picked and its places light up. */
function pickCard(view, ctx, card, play, single, index) {
  if (!play || !play.actions.length) {
    ctx.onIllegal({ card, reason: (play && play.reason) || view.prompt });
    return;
  }
  if (single) {
    ctx.onAction(single.id);
    return;
  }
  picked = { ply: view.ply, card: picked.card === card ? null : card };
  rerender();
  const first = last.root.querySelector(".stk-top.legal, .stk-new button, .stk-options button");
  if (first && picked.card) first.focus({ preventScroll: true });
  // put down again: the focus stays on the card
  else if (!picked.card) last.root.querySelector(`[data-focus-key="${CSS.escape(`card:${card}:${index}`)}"]`)?.focus({ preventScroll: true });
}

function turnPanel(view, ctx) {
  const lines = tableOf(view).turn_log || [];
  return h("section", { class: "stk-turn", "aria-label": ctx.t("striker.this_turn") },
    h("h2", { text: ctx.t("striker.this_turn") }),
    scrollable(h("ol", { class: "turn-log", dataset: { termsQuiet: "" } }, lines.map((text) => h("li", { text }))), ctx.t("striker.this_turn")));
}

/** Striker has no hands within a match. */
export function handResult() {
  return null;
}

/** The end of the match: the result text, and the goals per player. */
export function matchResult(view, ctx) {
  const result = tableOf(view).result || {};
  const lines = [result.text || ""];
  for (const info of seatInfos(view)) lines.push(`${info.name} (${info.colour_name}): ${ctx.t("striker.goals", { count: info.goals })}`);
  return { title: ctx.t("match_over.generic"), lines };
}
