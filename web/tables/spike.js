// The Spike table: the score board (points and sets, who serves), the opponent's side (cards in hand by pile,
// POWER cards not yet played), the court with the rally so far (serve, set card and value, attack strength once
// revealed, defended or not), the last rally's winner and why, the prompt, the draw choices, the own hand as
// card buttons (legal ones highlighted, the others say why not), and at the side the score by set, the rallies
// and the game log. Everything shown comes from the view's contract (its hand, and Spike's own fields in
// contract.table: tableOf) and each card's faces from the games' catalogue; no rule is decided here.

import { h } from "../dom.js";
import { nameByContent } from "../cards.js";
import { catalogueOf } from "../games.js";
import { arrowKeysIn, describePlayable, drawTable, logPanel, scrollable, tableFrame, tableOf } from "./frame.js";

/** A symbol per card kind, so a kind is told by shape and word, not by colour alone. */
const KIND_SYMBOL = { attack: "▲", defense: "■", set: "●" };
const POWER_SYMBOL = "★";

/** What the table showed last time: a newly revealed exchange gets the reveal animation once. */
const shown = { rally: null, revealed: 0, lastRally: null };

export function renderTable(root, view, ctx) {
  const me = view.seat;
  const opp = 1 - me;
  const fresh = freshReveals(view);
  drawTable(root, () => tableFrame(view, ctx, { className: "spk", game: "spike",
    top: [scoreBoard(view, ctx, me, opp), opponentSide(view, ctx, opp), court(view, ctx, fresh)],
    hand: ownSide(view, ctx, me),
    side: [setSheet(view, ctx), rallyLog(view, ctx), pilesPanel(view, ctx), logPanel(view, ctx, ctx.wide)] }));
  const fan = root.querySelector(".spk-hand");
  wordRoom.disconnect();
  // the hand's width and each card's (a card's width follows the table's size, not only the hand's)
  if (fan) [fan, ...fan.children].forEach((node) => wordRoom.observe(node));
}

/** A kind's word stays on a hand card only where the card leaves room for it whole: a narrow card, or one the next
 * card overlaps, keeps its symbol (its name is its label, and the counts under the hand name each kind), never a cut
 * word like "DEFENS" or "AANVAl" (issue 22, item 6). The value ("10", "CUT") takes a smaller type where the next card
 * would cover its end. Measured again whenever the hand changes size. */
const wordRoom = new ResizeObserver((entries) => {
  new Set(entries.map((entry) => entry.target.closest(".spk-hand")).filter(Boolean)).forEach(fitWords);
});
const FACE_STEPS = ["tight", "tighter", "tightest"];

function fitWords(fan) {
  const cards = [...fan.children];
  cards.forEach((card) => {
    card.querySelector(".spk-word")?.classList.remove("no-room");
    card.querySelector(".spk-face")?.classList.remove(...FACE_STEPS);
  });
  // in layout pixels from each card's left edge (offsets: a card flying in, web/motion.js, is measured where it lands)
  const room = cards.map((card, i) => {
    const style = getComputedStyle(card);
    const right = card.offsetWidth - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    return cards[i + 1] ? Math.min(right, cards[i + 1].offsetLeft - card.offsetLeft) : right;
  });
  const rightIn = (el, card) => { // the element's right edge from its card's left (border) edge
    let x = el.offsetLeft + el.offsetWidth;
    let node = el.offsetParent;
    for (; node && node !== card; node = node.offsetParent) x += node.offsetLeft + node.clientLeft;
    return x + card.clientLeft; // offsets count from inside a parent's border
  };
  const fits = (el, i) => rightIn(el, cards[i]) <= room[i] - 1;
  cards.forEach((card, i) => {
    const word = card.querySelector(".spk-word");
    if (word && !fits(word, i)) word.classList.add("no-room");
    const face = card.querySelector(".spk-face");
    for (const step of FACE_STEPS) {
      if (!face || fits(face, i)) break;
      face.classList.remove(...FACE_STEPS);
      face.classList.add(step);
    }
  });
}

// -- cards -------------------------------------------------------------------------------------------

/** This table reads what every card shows from the games' list (web/games.js catalogueOf), not from the view. */
export const usesCatalogue = true;

function info(view, id) {
  const all = catalogueOf(view.game);
  return all[id] || { name: id, kind: "attack", kind_name: id, face: id, power: false };
}

function kindName(view, kind) {
  const entry = Object.values(catalogueOf(view.game)).find((c) => c.kind === kind && !c.power);
  return entry ? entry.kind_name : kind;
}

/** The face of a card (decorative parts hidden; the name is the accessible label of the whole). */
function cardFace(view, id, node) {
  const c = info(view, id);
  node.classList.add("spk-card", `kind-${c.kind}`);
  if (c.power) node.classList.add("power");
  node.dataset.card = id;
  node.setAttribute("aria-label", c.name);
  node.append(
    h("span", { class: "spk-kind", "aria-hidden": "true" },
      h("span", { class: "spk-symbol", text: KIND_SYMBOL[c.kind] || "" }), " ",
      h("span", { class: `spk-word ${c.kind_name.length > 8 ? "long" : ""}`, text: c.kind_name })),
    h("span", { class: `spk-face ${c.face.length > 2 ? "long" : ""}`, "aria-hidden": "true", text: c.face }));
  if (c.power) node.append(h("span", { class: "spk-power", "aria-hidden": "true", text: POWER_SYMBOL }));
  return node;
}

/** A face-up card that is only shown. */
function cardImage(view, id, extra = "") {
  return cardFace(view, id, h("div", { class: `card ${extra}`.trim(), role: "img" }));
}

/** A face-down card: a back showing the symbol of the pile it came from when known. */
function cardBack(label, extra = "") {
  return h("div", { class: `card spk-card back ${extra}`.trim(), role: "img", "aria-label": label },
    h("span", { class: "spk-back-mark", "aria-hidden": "true", text: "◆" }));
}

// -- the score board -----------------------------------------------------------------------------------

function scoreBoard(view, ctx, me, opp) {
  const table = tableOf(view);
  const score = table.score || { points: [0, 0], sets: [0, 0], set_no: 1 };
  const team = (seat) => {
    const serving = table.server === seat && !view.over;
    return h("div", { class: `spk-team ${seat === me ? "mine" : "theirs"}`, role: "group",
      "aria-label": ctx.t("spike.score_of", { name: ctx.playerName(seat), points: score.points[seat], sets: score.sets[seat] }) },
    h("span", { class: "spk-team-name", "aria-hidden": "true", title: ctx.playerName(seat), text: ctx.playerName(seat) }),
    h("span", { class: "spk-points", "aria-hidden": "true" }, // the word is shown, not only a tooltip
      h("span", { class: "spk-points-value", text: String(score.points[seat]) }),
      h("small", { class: "spk-points-word", text: ctx.t("spike.points") })),
    h("span", { class: "spk-sets", "aria-hidden": "true", text: `${ctx.t("spike.sets")} ${score.sets[seat]}` }),
    serving ? h("span", { class: "spk-serve" }, "● ",
      h("span", { class: "spk-serve-text", text: ctx.t("spike.serves", { name: ctx.playerName(seat) }) })) : null);
  };
  return h("div", { class: "spk-score" },
    h("span", { class: "spk-where", text: `${ctx.t("spike.set_no", { number: score.set_no })} · ${ctx.t("spike.rally_no", { number: table.rally_no })}` }),
    team(me), team(opp));
}

// -- the two sides ---------------------------------------------------------------------------------------

function kindCounts(view, ctx, side) {
  return h("span", { class: "spk-counts" },
    ["attack", "defense"].map((kind) => h("span", { class: `spk-count kind-${kind}`,
      text: `${KIND_SYMBOL[kind]} ${ctx.t("spike.kind_count", { kind: kindName(view, kind), count: side[`${kind}_count`] })}` })));
}

function powerLeft(view, ctx, side, opponent = false) {
  const left = side.power_left || [];
  const row = h("div", { class: "spk-power-left" },
    h("span", { class: "spk-label", text: `${POWER_SYMBOL} ${ctx.t("spike.power_left")}:` }),
    left.length
      ? h("ul", { class: "spk-chips" }, left.map((id) => h("li", { class: `spk-chip kind-${info(view, id).kind}`,
        text: info(view, id).name })))
      : h("span", { class: "spk-none", text: ` ${ctx.t("spike.power_none")}` }));
  if (!opponent) return row; // the own row is read out, never shown (spike.css)
  // the opponent's: in a phone's frame one line that scrolls sideways (spike.css), so a keyboard reaches it and it
  // has a name (issue 34, build 3: axe's scrollable-region-focusable)
  row.setAttribute("role", "group");
  return scrollable(row, ctx.t("spike.power_left"));
}

function opponentSide(view, ctx, opp) {
  const side = (tableOf(view).sides || [])[opp] || { hand_count: 0, attack_count: 0, defense_count: 0, power_left: [] };
  const name = ctx.playerName(opp);
  const backs = h("div", { class: "spk-backs", "aria-hidden": "true", dataset: { motionOrigin: `seat:${opp}` } });
  for (let i = 0; i < side.hand_count; i += 1) {
    backs.append(h("div", { class: `card small spk-card back ${i < side.attack_count ? "kind-attack" : "kind-defense"}` },
      h("span", { class: "spk-back-mark", text: i < side.attack_count ? KIND_SYMBOL.attack : KIND_SYMBOL.defense })));
  }
  return h("section", { class: "spk-opp", "aria-label": ctx.t("table.hand_of", { name }) },
    h("p", { class: "spk-who", text: ctx.tn("spike.hand_of", side.hand_count, { name }) }),
    backs, kindCounts(view, ctx, side), powerLeft(view, ctx, side, true));
}

function ownSide(view, ctx, me) {
  const side = (tableOf(view).sides || [])[me] || { attack_count: 0, defense_count: 0, power_left: [] };
  const fan = h("div", { class: "fan spk-hand", role: "group", "aria-label": ctx.t("table.your_hand"), dataset: { motionOrigin: `seat:${me}` } });
  const hand = (view.contract && view.contract.hand) || [];
  for (const entry of hand) {
    const action = entry.click; // a Spike card has one move: play it (the contract's click)
    const playable = Boolean(action);
    const button = cardFace(view, entry.card, h("button", { type: "button",
      class: `card card-button ${playable ? "legal" : "illegal"}`, "aria-disabled": playable ? "false" : "true" }));
    nameByContent(button, info(view, entry.card).name);
    if (!playable && entry.reason) button.title = entry.reason;
    button.dataset.focusKey = `card:${entry.card}`;
    button.dataset.motionOwner = String(me);
    describePlayable(button, playable, entry.reason, ctx);
    button.addEventListener("click", () => (playable ? ctx.onAction(action)
      : ctx.onIllegal({ card: entry.card, reason: entry.reason })));
    fan.append(button);
  }
  return h("section", { class: "spk-own", "aria-label": ctx.t("table.your_hand") },
    arrowKeysIn(fan), h("div", { class: "spk-own-info" }, kindCounts(view, ctx, side), powerLeft(view, ctx, side)));
}

// -- the court -----------------------------------------------------------------------------------------

/** Which exchanges are new since the last render (they get the reveal animation). */
function freshReveals(view) {
  const table = tableOf(view);
  const rally = table.rally || { exchanges: [] };
  const count = (rally.exchanges || []).length;
  const lastNo = table.last_rally ? table.last_rally.rally : null;
  const out = { from: count, lastRally: false };
  if (shown.rally === table.rally_no && count > shown.revealed) out.from = shown.revealed;
  if (shown.lastRally !== null && lastNo !== shown.lastRally) out.lastRally = true;
  shown.rally = table.rally_no;
  shown.revealed = count;
  shown.lastRally = lastNo;
  return out;
}

/** "Attack" and, below it, who hits the ball. */
function exchangeLabel(ctx, kind, attacker) {
  return h("span", { class: "spk-ex-kind" }, ctx.t(`spike.exchange.${kind}`),
    attacker !== null && attacker !== undefined ? h("small", { class: "spk-ex-who", text: ctx.playerName(attacker) }) : null);
}

/** One exchange; ``endText`` (the rally's end, for its last exchange) replaces "Not defended". */
function exchangeRow(view, ctx, ex, animate, endText = "") {
  const parts = [exchangeLabel(ctx, ex.kind, ex.attacker)];
  if (ex.set) parts.push(h("span", { class: "spk-ex-set" }, cardImage(view, ex.set, "small")));
  const played = (id, seat) => {
    const node = cardImage(view, id, "small");
    node.setAttribute("aria-label", ctx.t("table.played_by", { card: info(view, id).name, name: ctx.playerName(seat) }));
    // travels from its player's hand or side (web/motion.js; both players have cards of the same name)
    Object.assign(node.dataset, { motionFrom: `seat:${seat}`, motionOwner: String(seat) });
    return node;
  };
  if (ex.attack) parts.push(played(ex.attack, ex.attacker));
  if (ex.strength !== null && ex.strength !== undefined) {
    parts.push(h("span", { class: "spk-strength", text: ctx.t("spike.strength", { value: ex.strength }) }));
  }
  if (ex.defense) parts.push(h("span", { class: "spk-vs", "aria-hidden": "true", text: "↔" }), played(ex.defense, ex.defender));
  if (ex.attack || ex.defense || endText) {
    parts.push(h("span", { class: `spk-result ${ex.defended ? "ok" : "point"}`,
      text: ex.defended ? `✓ ${ctx.t("spike.defended")}` : `⚑ ${endText || ctx.t("spike.not_defended")}` }));
  }
  return h("li", { class: `spk-exchange ${animate ? "reveal" : ""}` }, parts);
}

/** The exchange being played: its set card (after a defended ball) and the face-down attack, if any. */
function pendingRow(view, ctx) {
  const table = tableOf(view);
  const rally = table.rally || {};
  const parts = [];
  if (table.phase === "serve" || table.phase === "receive") {
    parts.push(exchangeLabel(ctx, "serve", rally.attacker));
  } else if (table.phase === "attack" || table.phase === "defend") {
    parts.push(exchangeLabel(ctx, rally.free_ball ? "free" : "attack", rally.attacker));
    if (rally.set_card) parts.push(h("span", { class: "spk-ex-set" }, cardImage(view, rally.set_card, "small")));
  } else {
    return null;
  }
  if (!rally.face_down && !rally.set_card) return null;
  if (rally.face_down && rally.your_card) {
    const own = cardImage(view, rally.your_card, "small face-down-own");
    own.setAttribute("aria-label", ctx.t("spike.your_face_down", { card: info(view, rally.your_card).name }));
    own.dataset.motionOwner = String(view.seat); // from the hand (web/motion.js)
    parts.push(own);
  } else if (rally.face_down) {
    parts.push(cardBack(ctx.t("spike.face_down", { name: ctx.playerName(rally.attacker) }), "small"));
  }
  return h("li", { class: "spk-exchange pending" }, parts);
}

function lastRallyBox(view, ctx, animate) {
  const last = tableOf(view).last_rally;
  if (!last) return null;
  return h("div", { class: `spk-last ${animate ? "reveal" : ""}` },
    h("p", { class: "spk-last-title", text: ctx.t("spike.last_rally", { number: last.rally, name: ctx.playerName(last.winner) }) }),
    h("p", { class: "spk-last-why", text: last.text || last.reason_text || "" }),
    h("ol", { class: "spk-exchanges faded" }, (last.exchanges || []).map((ex, i, all) =>
      exchangeRow(view, ctx, ex, false, i === all.length - 1 ? last.reason_text : ""))));
}

function court(view, ctx, fresh) {
  const rally = tableOf(view).rally || { exchanges: [] };
  const exchanges = rally.exchanges || [];
  const rows = exchanges.map((ex, i) => exchangeRow(view, ctx, ex, i >= fresh.from));
  const pending = pendingRow(view, ctx);
  if (pending) rows.push(pending);
  // until the first exchange of a rally is revealed, the last rally's winner and why stay in sight
  const last = exchanges.length ? null : lastRallyBox(view, ctx, fresh.lastRally);
  return h("section", { class: "spk-court", tabindex: "0", dataset: { scrollRegion: "" }, "aria-label": ctx.t("spike.court") },
    h("div", { class: "spk-net", "aria-hidden": "true" }),
    rows.length ? h("ol", { class: "spk-exchanges" }, rows) : null,
    last,
    rows.length || last ? null : h("p", { class: "spk-empty", text: ctx.t("spike.rally_empty") }));
}

// -- the side panels -------------------------------------------------------------------------------------

function setTable(view, ctx) {
  const score = tableOf(view).score || {};
  const rows = (score.sets_played || []).map((row) => h("tr", {},
    h("td", { text: String(row.set_no) }),
    h("td", { text: ctx.playerName(row.winner) }),
    h("td", { text: `${row.points[view.seat]}:${row.points[1 - view.seat]}` })));
  if (!view.over && score.points) {
    rows.push(h("tr", { class: "current" },
      h("td", { text: String(score.set_no) }), h("td", { text: "" }),
      h("td", { text: `${score.points[view.seat]}:${score.points[1 - view.seat]}` })));
  }
  return h("table", { class: "sheet" },
    h("thead", {}, h("tr", {},
      h("th", { scope: "col", text: ctx.t("spike.col_set") }),
      h("th", { scope: "col", text: ctx.t("spike.col_winner") }),
      h("th", { scope: "col", text: ctx.t("spike.col_score") }))),
    h("tbody", {}, rows));
}

function setSheet(view, ctx) {
  return h("details", { class: "sheet-panel", "data-panel": "sets", open: ctx.isOpen("sets", true) },
    h("summary", { dataset: { focusKey: "panel:sets" } }, ctx.t("spike.score_by_set")), setTable(view, ctx));
}

function rallyLog(view, ctx) {
  const rallies = tableOf(view).rallies || [];
  const body = rallies.length
    ? scrollable(h("ol", { class: "log spk-rallies" }, rallies.map((r) => h("li", { value: r.rally },
      `${ctx.t("spike.set_no", { number: r.set_no })} · ${ctx.playerName(r.winner)}: ${r.reason_text} (${r.points[view.seat]}:${r.points[1 - view.seat]})`))),
    ctx.t("spike.rally_log"))
    : h("p", { class: "sheet-empty", text: ctx.t("spike.no_rallies") });
  return h("details", { class: "spk-rally-panel", "data-panel": "rallies", open: ctx.isOpen("rallies", ctx.wide) },
    h("summary", { dataset: { focusKey: "panel:rallies" } }, ctx.t("spike.rally_log")), body);
}

function pilesPanel(view, ctx) {
  const piles = tableOf(view).piles || {};
  return h("p", { class: "spk-piles" },
    h("span", { class: "spk-label", text: `${ctx.t("spike.piles")}: ` }),
    ["attack", "defense", "set"].map((kind) => h("span", { class: `spk-count kind-${kind}`,
      text: `${KIND_SYMBOL[kind]} ${ctx.t("spike.kind_count", { kind: kindName(view, kind), count: piles[kind] ?? 0 })}` })));
}

// -- results -----------------------------------------------------------------------------------------------

/** Spike shows each rally's result on the table itself: no dialog between rallies. */
export function handResult() {
  return null;
}

/** The match-end screen: the winner, the sets, how the last rally ended, and the score by set. */
export function matchResult(view, ctx) {
  const table = tableOf(view);
  const match = table.match || {};
  const sets = (table.score && table.score.sets) || [0, 0];
  const lines = [];
  if (match.winner !== null && match.winner !== undefined) {
    lines.push(ctx.t("spike.match_winner", { name: ctx.playerName(match.winner), sets: `${sets[match.winner]}:${sets[1 - match.winner]}` }));
  }
  if (table.last_rally) lines.push(table.last_rally.text || table.last_rally.reason_text);
  return { title: ctx.t("spike.match_over"), lines, sheet: setTable(view, ctx) };
}
