// The Schnapsen table, laid out as StarGames describes it ("Spelbediening"): the own hand as a fan
// (click, tap or Enter plays a card), won tricks face down beside the fan, the "Close" button and the
// other non-card choices for the leader, the trump card under the talon, the trick in the middle,
// the opponent's hand as backs. Everything shown comes from the view's contract (its hand, and its table: the
// game's own facts, pygame_core/games/schnapsen/view.py); no rule is decided here.

import { h } from "../dom.js";
import { cardBack, cardButton, cardImage, cardName, suitIcon, suitName } from "../cards.js";
import { arrowKeysIn, describePlayable, drawTable, logPanel, tableFrame, tableOf } from "./frame.js";

export function renderTable(root, view, ctx) {
  const me = view.seat;
  const onTable = tableOf(view);
  const opp = onTable.opponent ? onTable.opponent.seat : 1 - me;
  drawTable(root, () => tableFrame(view, ctx, { className: "sch", game: "schnapsen",
    dataset: { deck: document.documentElement.dataset.deck || "french" }, // the Schnapsen deck's pictures (deck.js)
    top: [scoreBar(view, ctx, me, opp), opponentArea(view, ctx, opp), middleArea(view, ctx, me)],
    hand: ownArea(view, ctx, me),
    side: [infoPanel(view, ctx), scoreSheet(view, ctx, me, opp), logPanel(view, ctx, ctx.wide)] }));
}

function scoreBar(view, ctx, me, opp) {
  const onTable = tableOf(view);
  const toGo = onTable.game_points_to_go || [];
  return h("div", { class: "scorebar" },
    h("span", { class: "hand-no", text: ctx.t("schnapsen.table.hand_no", { number: onTable.hand_no }) }),
    h("span", { class: "trump-note" }, suitIcon(onTable.trump), ctx.t("schnapsen.table.trump", { suit: suitName(onTable.trump) })),
    h("span", { class: "to-go" },
      `${ctx.t("schnapsen.table.to_go")}: `,
      h("b", {}, `${ctx.playerName(me)} ${toGo[me]}`),
      ", ",
      h("b", {}, `${ctx.playerName(opp)} ${toGo[opp]}`)));
}

function trickPile(count, label, seat) {
  const pile = h("div", { class: "pile", role: "img", "aria-label": label, dataset: { motionOrigin: `pile:${seat}` } });
  const shown = Math.min(count, 4);
  for (let i = 0; i < shown; i += 1) pile.append(cardBack("pile-card"));
  pile.append(h("span", { class: "pile-count", "aria-hidden": "true", text: String(count) }));
  if (count === 0) pile.classList.add("empty");
  return pile;
}

function opponentArea(view, ctx, opp) {
  const onTable = tableOf(view);
  const info = onTable.opponent || { hand_count: 0, known: [] };
  const name = ctx.playerName(opp);
  const known = info.known || [];
  const cards = h("div", { class: "opp-hand", role: "img", dataset: { motionOrigin: `seat:${opp}` },
    "aria-label": ctx.tn("schnapsen.table.opponent_cards", info.hand_count, { name }) });
  known.forEach((card) => cards.append(cardImage(card, "small known")));
  for (let i = known.length; i < info.hand_count; i += 1) cards.append(cardBack("small"));
  const tricks = (onTable.tricks || [])[opp] || 0;
  return h("section", { class: "opp-area", "aria-label": ctx.t("table.hand_of", { name }) },
    h("div", { class: "opp-label" },
      h("span", { class: "who", text: name }),
      h("span", { class: "count", text: ctx.tn("schnapsen.table.cards_in_hand", info.hand_count) })),
    cards,
    trickPile(tricks, ctx.tn("schnapsen.table.tricks_of", tricks, { name }), opp),
    known.length ? h("p", { class: "visually-hidden",
      text: ctx.t("schnapsen.table.known", { name, cards: known.map(cardName).join(", ") }) }) : null);
}

function talonArea(view, ctx) {
  const onTable = tableOf(view);
  const parts = [];
  let label;
  if (onTable.trump_card && !onTable.closed) {
    parts.push(cardImage(onTable.trump_card, "trump-card"));
    label = `${ctx.tn("schnapsen.table.talon", onTable.talon)}; ${ctx.t("schnapsen.table.trump_card", { card: cardName(onTable.trump_card) })}`;
  } else if (onTable.closed) {
    label = `${ctx.t("schnapsen.table.talon_closed")} ${ctx.t("schnapsen.table.trump", { suit: suitName(onTable.trump) })}`;
  } else {
    label = `${ctx.t("schnapsen.table.talon_empty")} ${ctx.t("schnapsen.table.trump", { suit: suitName(onTable.trump) })}`;
  }
  const stackCount = onTable.trump_card && !onTable.closed ? onTable.talon - 1 : onTable.talon;
  if (stackCount > 0) parts.push(cardBack(onTable.closed ? "talon-stack closed" : "talon-stack"));
  parts.push(h("span", { class: "trump-badge", "aria-hidden": "true" }, suitIcon(onTable.trump)));
  const caption = onTable.closed ? ctx.t("schnapsen.table.talon_closed")
    : onTable.talon > 0 ? ctx.tn("schnapsen.table.talon", onTable.talon) : ctx.t("schnapsen.table.talon_empty");
  return h("div", { class: "talon", role: "group", "aria-label": label, dataset: { motionOrigin: "deck" } },
    h("div", { class: "talon-cards", "aria-hidden": "true" }, parts),
    h("span", { class: "talon-caption", "aria-hidden": "true", text: caption }));
}

/** Whether the table last showed a trick still being played (its completion is then gathered to its winner). */
let trickWasOpen = false;

function trickArea(view, ctx, me) {
  const onTable = tableOf(view);
  let cards = onTable.trick || [];
  let caption = "";
  let faded = false;
  // a trick completed since the last drawing stays readable, then travels to its winner (web/motion.js)
  const justDone = cards.length === 0 && !!onTable.last_trick && trickWasOpen && ctx.motion && ctx.motion.moving();
  trickWasOpen = cards.length > 0;
  if (cards.length === 0 && onTable.last_trick) {
    cards = onTable.last_trick.cards;
    caption = ctx.t("schnapsen.table.last_trick", { name: ctx.playerName(onTable.last_trick.winner) });
    faded = !justDone;
  }
  const zone = h("div", { class: `trick ${faded ? "faded" : ""}`, role: "group", "aria-label": ctx.t("schnapsen.table.trick") });
  if (cards.length === 0) zone.append(h("span", { class: "trick-empty", text: ctx.t("schnapsen.table.trick_empty") }));
  const shown = cards.map((entry, index) => {
    const card = cardImage(entry.card, `trick-card ${entry.seat === me ? "mine" : "theirs"} pos${index}`);
    card.setAttribute("aria-label", ctx.t("table.played_by", { card: cardName(entry.card), name: ctx.playerName(entry.seat) }));
    card.dataset.motionFrom = `seat:${entry.seat}`;
    zone.append(card);
    return card;
  });
  if (justDone) ctx.motion.gather(shown, `pile:${onTable.last_trick.winner}`);
  return h("div", { class: "trick-wrap" }, zone, h("p", { class: "trick-caption", text: caption }), lastTrickPeek(view, ctx));
}

/** Whether the last-trick peek is open (kept while the table is drawn again at the same move; closed by the next). */
const peek = { open: false, trick: null };

/** The previous completed trick on request (a button, or the key L): its two cards and who won it. */
function lastTrickPeek(view, ctx) {
  const onTable = tableOf(view);
  const last = onTable.last_trick;
  if (!last) return null;
  const key = `${onTable.hand_no}:${view.ply}`;
  if (peek.trick !== key) Object.assign(peek, { open: false, trick: key });
  const words = ctx.t("schnapsen.table.last_trick", { name: ctx.playerName(last.winner) });
  const box = h("div", { class: "sch-peek", id: "sch-peek", role: "group", "aria-label": words, hidden: !peek.open },
    h("div", { class: "sch-peek-cards" }, last.cards.map((entry) => {
      const card = cardImage(entry.card, "peek-card");
      card.removeAttribute("data-card"); // a copy: not a card that travels
      card.dataset.peekCard = entry.card;
      card.setAttribute("aria-label", ctx.t("table.played_by", { card: cardName(entry.card), name: ctx.playerName(entry.seat) }));
      return card;
    })),
    h("p", { class: "sch-peek-winner", text: words }));
  const button = h("button", { type: "button", class: "quiet sch-peek-button", "aria-expanded": String(peek.open),
    "aria-controls": "sch-peek", "aria-keyshortcuts": "L", dataset: { focusKey: "sch-peek" } }, ctx.t("schnapsen.table.peek"));
  button.addEventListener("click", () => togglePeek(button, box));
  return h("div", { class: "sch-peek-wrap" }, button, box);
}

function togglePeek(button, box, open = box.hidden) {
  peek.open = open;
  box.hidden = !open;
  button.setAttribute("aria-expanded", String(open));
}

// The key L opens and closes the peek, Escape closes it (not while typing in a field).
document.addEventListener("keydown", (event) => {
  const button = document.querySelector(".sch-peek-button");
  if (!button || event.ctrlKey || event.metaKey || event.altKey || event.target.closest("input, select, textarea, dialog[open]")) return;
  const box = document.getElementById("sch-peek");
  if (event.key === "l" || event.key === "L") togglePeek(button, box);
  else if (event.key === "Escape" && !box.hidden) togglePeek(button, box, false);
  else return;
  event.preventDefault();
});

function middleArea(view, ctx, me) {
  return h("section", { class: "middle" }, talonArea(view, ctx), trickArea(view, ctx, me));
}

/** A card of the own hand as the fan draws it: the contract's entry, the action a click on it takes (the
 * contract's `click`, its play: a marriage or the exchange that also uses the card is a button of its own), else why
 * not (the contract's reason, else the table's play_refused: while another seat decides, or for the trump jack that
 * may only be exchanged). */
function fanEntry(entry, onTable) {
  const action = entry.click || null;
  const refused = (onTable.play_refused || {})[entry.card];
  return { card: entry.card, action, reason: action ? null : entry.reason || refused || null };
}

function ownArea(view, ctx, me) {
  const onTable = tableOf(view);
  const hand = ((view.contract && view.contract.hand) || []).map((entry) => fanEntry(entry, onTable));
  const fan = h("div", { class: "fan", role: "group", "aria-label": ctx.t("table.your_hand"), dataset: { motionOrigin: `seat:${me}` } });
  const middle = (hand.length - 1) / 2;
  hand.forEach((entry, index) => {
    const playable = entry.action !== null && entry.action !== undefined;
    const button = cardButton(entry.card, playable);
    button.style.setProperty("--tilt", `${(index - middle) * 4}deg`);
    button.style.setProperty("--lift", `${Math.abs(index - middle) * 5}px`);
    button.dataset.focusKey = `card:${entry.card}`;
    button.dataset.motionFrom = "deck";
    describePlayable(button, playable, entry.reason, ctx);
    button.addEventListener("click", () => (playable ? ctx.onAction(entry.action) : ctx.onIllegal(entry)));
    fan.append(button);
  });
  const tricks = (onTable.tricks || [])[me] || 0;
  return h("section", { class: "own-area", "aria-label": ctx.t("table.your_hand") },
    arrowKeysIn(fan),
    h("div", { class: "own-side" },
      trickPile(tricks, ctx.t("schnapsen.table.tricks_won", { count: tricks }), me),
      h("span", { class: "points", text: ctx.t("schnapsen.table.your_points", { points: onTable.points ?? 0 }) })));
}

function infoPanel(view, ctx) {
  const marriages = tableOf(view).marriages || [];
  if (!marriages.length) return null;
  const list = marriages.map((m) => `${ctx.playerName(m.seat)}: ${suitName(m.suit)} ${m.points}`).join(", ");
  return h("p", { class: "marriages", text: ctx.t("schnapsen.table.marriages", { list }) });
}

function scoreSheet(view, ctx, me, opp) {
  const hands = tableOf(view).hands || [];
  const body = hands.length
    ? h("table", { class: "sheet" },
      // the last two columns count down (game points still to go), and their headers say so
      h("caption", { class: "sheet-note", text: ctx.t("schnapsen.score.sheet_note") }),
      h("thead", {}, h("tr", {},
        h("th", { scope: "col", text: ctx.t("schnapsen.score.hand") }),
        h("th", { scope: "col", text: ctx.t("schnapsen.score.winner") }),
        h("th", { scope: "col", text: ctx.t("schnapsen.score.points") }),
        h("th", { scope: "col", text: ctx.t("schnapsen.score.to_go_of", { name: ctx.playerName(me) }) }),
        h("th", { scope: "col", text: ctx.t("schnapsen.score.to_go_of", { name: ctx.playerName(opp) }) }))),
      hands.map((row) => h("tbody", { class: "sheet-hand" },
        h("tr", {},
          h("td", { text: String(row.hand_no) }),
          h("td", { text: ctx.playerName(row.winner) }),
          h("td", { text: String(row.game_points) }),
          h("td", { text: String(row.to_go[me]) }),
          h("td", { text: String(row.to_go[opp]) })),
        row.reason ? h("tr", { class: "reason-row" }, h("td", { colspan: 5, class: "reason", text: row.reason })) : null)))
    : h("p", { class: "sheet-empty", text: ctx.t("schnapsen.table.no_hands") });
  return h("details", { class: "sheet-panel", "data-panel": "sheet", open: ctx.isOpen("sheet", true) },
    h("summary", { dataset: { focusKey: "panel:sheet" } }, ctx.t("schnapsen.table.score_sheet")), body);
}

/** The dialog after a hand: who won how many game points and why (the table's last_hand). */
export function handResult(view, ctx) {
  const onTable = tableOf(view);
  if (onTable.phase !== "hand_over" || !onTable.last_hand) return null;
  const last = onTable.last_hand;
  const name = ctx.playerName(last.winner);
  const result = last.game_points === 1 ? ctx.t("schnapsen.hand_over.result_one", { name })
    : ctx.t("schnapsen.hand_over.result", { name, points: last.game_points });
  return { key: `hand${last.hand_no}`, title: ctx.t("schnapsen.hand_over.title", { number: last.hand_no }),
    lines: [result, last.reason || ""], sheet: handTotals(view, ctx, last), docked: true };
}

/** Both sides of the hand just played, side by side: card points, tricks, game points still to go. */
function handTotals(view, ctx, last) {
  const me = view.seat;
  const opp = 1 - me;
  const detail = last.detail || {};
  const points = [];
  if (detail.winner_points !== undefined) {
    points[last.winner] = detail.winner_points;
    points[1 - last.winner] = detail.loser_points;
  }
  const tricks = tableOf(view).tricks || [];
  const row = (label, values) => h("tr", {}, h("th", { scope: "row", text: label }),
    h("td", { text: values[me] ?? "" }), h("td", { text: values[opp] ?? "" }));
  return h("table", { class: "sheet hand-totals" },
    h("thead", {}, h("tr", {},
      h("th", { scope: "col", text: ctx.t("schnapsen.hand_over.totals") }),
      h("th", { scope: "col", text: ctx.playerName(me) }),
      h("th", { scope: "col", text: ctx.playerName(opp) }))),
    h("tbody", {},
      points.length ? row(ctx.t("schnapsen.hand_over.card_points"), points.map(String)) : null,
      tricks.length ? row(ctx.t("schnapsen.hand_over.tricks"), tricks.map(String)) : null,
      row(ctx.t("schnapsen.table.to_go"), (last.to_go || []).map(String))));
}

/** The match-end screen: the winner and Schneider / Rückschneider, with the score sheet. */
export function matchResult(view, ctx) {
  const onTable = tableOf(view);
  const match = onTable.match || {};
  const lines = [];
  if (match.winner !== null && match.winner !== undefined) lines.push(ctx.t("schnapsen.match_over.winner", { name: ctx.playerName(match.winner) }));
  if (match.rueckschneider) lines.push(ctx.t("schnapsen.match_over.rueckschneider"));
  else if (match.schneider) lines.push(ctx.t("schnapsen.match_over.schneider"));
  if (match.value) lines.push(ctx.t("schnapsen.match_over.value", { value: match.value }));
  if (onTable.last_hand && onTable.last_hand.reason) lines.push(onTable.last_hand.reason);
  return { title: ctx.t("schnapsen.match_over.title"), lines, sheet: scoreSheet(view, ctx, view.seat, 1 - view.seat),
    newLabel: ctx.t("schnapsen.match_over.new") };
}
