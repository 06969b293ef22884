// Strand-Cup's court (issue 22, item 2): a sand court with its lines and the net, every team's players on their
// side (the own team on the near side), the ball where it is (at the server, at the player who decides, in the net
// while it crosses), who touched it last, the touches of the current possession numbered at the players, and the
// chain of the rally (with how the last rally ended) on the court's edge. Drawn from the contract's table (frame.js
// tableOf: teams, team_of, server, mover, phase, possession, last_toucher, steps, touch, from_team, incoming, dice,
// last_rally) and the view's shared fields (seat, over); no rule is decided here.

import { h, svg } from "../dom.js";
import { tableOf } from "./frame.js";

/** Pip positions of a die face in a 3 x 3 grid (0..8, row by row). */
const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

function teamOf(view, seat) {
  return (tableOf(view).team_of || [])[seat];
}

function teamName(view, team) {
  const info = (tableOf(view).teams || [])[team];
  return info ? info.name : "";
}

/** A die face with its pips (decorative: the caller names it). */
function dieFace(value) {
  const face = svg("svg", { viewBox: "0 0 30 30", class: "sc-die-face", "aria-hidden": "true", focusable: "false" });
  face.append(svg("rect", { x: 1, y: 1, width: 28, height: 28, rx: 6, class: "sc-die-bg" }));
  for (const spot of PIPS[value] || []) {
    face.append(svg("circle", { cx: 7.5 + (spot % 3) * 7.5, cy: 7.5 + Math.floor(spot / 3) * 7.5, r: 2.6, class: "sc-pip" }));
  }
  return face;
}

/** A beach ball (decorative). */
function ballIcon() {
  // data-motion-key: the ball flies from where it was drawn last to where it is now (web/motion.js)
  const ball = svg("svg", { viewBox: "0 0 20 20", class: "sc-ball", "aria-hidden": "true", focusable: "false", "data-motion-key": "ball" });
  ball.append(svg("circle", { cx: 10, cy: 10, r: 9, class: "sc-ball-bg" }));
  ball.append(svg("path", { d: "M10 1C6 6 6 14 10 19M1.5 7C7 9 13 9 18.5 7M3 15C8 12 13 12 17 15", class: "sc-ball-seam" }));
  return ball;
}

/** A player seen from above: a figure in the team's colour (decorative). */
function figure() {
  return svg("svg", { viewBox: "0 0 16 20", class: "sc-figure", "aria-hidden": "true", focusable: "false" },
    svg("circle", { cx: 8, cy: 4.5, r: 3.5, class: "sc-figure-head" }),
    svg("path", { d: "M2 19C2 12 4.5 9.5 8 9.5S14 12 14 19Z", class: "sc-figure-body" }));
}

/** The crossing ball: the receiving side must reach its net score (touch 1 after a ball came over). */
function crossing(view) {
  const table = tableOf(view);
  return table.from_team !== null && table.from_team !== undefined && table.touch === 1
    && ["claim", "block", "play"].includes(table.phase);
}

/** Who has the ball in hand now: the server before the serve, the player who decides on it; else nobody (it flies). */
function ballHolder(view) {
  if (view.over) return null;
  const table = tableOf(view);
  if (table.phase === "serve") return table.server;
  if (["claim", "play", "block"].includes(table.phase) && !crossing(view)) return table.mover;
  return null;
}

/** The touches of the current possession, by seat (1, 2, 3: the team's chain on the court). */
function touchesBySeat(view) {
  const table = tableOf(view);
  const steps = table.steps || [];
  const out = new Map();
  if (table.possession === null || table.possession === undefined || crossing(view)) return out;
  let i = steps.length;
  while (i > 0 && steps[i - 1].team === table.possession && ["touch", "save"].includes(steps[i - 1].role)) i -= 1;
  steps.slice(i).forEach((step, n) => out.set(step.seat, [...(out.get(step.seat) || []), n + 1]));
  return out;
}

/** The court in one sentence for a screen reader: where the ball is and who touched it last. */
function courtWords(view, ctx) {
  const table = tableOf(view);
  const parts = [ctx.t("strandcup.court")];
  const holder = ballHolder(view);
  if (crossing(view)) parts.push(ctx.t("strandcup.ball_to", { team: teamName(view, table.possession), net: table.incoming }));
  else if (holder === view.seat) parts.push(ctx.t("strandcup.ball_at_you", { team: teamName(view, teamOf(view, holder)) }));
  else if (holder !== null && holder !== undefined) parts.push(ctx.t("strandcup.ball_at", { name: ctx.playerName(holder), team: teamName(view, teamOf(view, holder)) }));
  if (table.last_toucher !== null && table.last_toucher !== undefined && !view.over) {
    parts.push(table.last_toucher === view.seat ? ctx.t("strandcup.last_touch_you") // (not "touched by You")
      : ctx.t("strandcup.last_touch_by", { name: ctx.playerName(table.last_toucher) }));
  }
  return parts.join(". ");
}

/** The court: the other teams on the far side of the net, the own team on the near side, the rally's chain below. */
export function court(view, ctx, chain) {
  const teams = tableOf(view).teams || [];
  const mine = teamOf(view, view.seat);
  const others = teams.map((_, index) => index).filter((index) => index !== mine);
  const touches = touchesBySeat(view);
  // the sand (teams and net) scrolls when a small frame cannot hold every team (8 players at 320x480): the chain below
  // it stays in sight (issue 34, build 3), and the keyboard reaches what scrolls
  return h("section", { class: "sc-court", "aria-label": courtWords(view, ctx) },
    h("div", { class: "sc-sand", tabindex: "0", role: "group", dataset: { scrollRegion: "" }, "aria-label": ctx.t("strandcup.court") },
      h("div", { class: "sc-row sc-far" }, others.map((index) => teamSide(view, ctx, index, touches))),
      net(view, ctx),
      h("div", { class: "sc-row sc-near" }, mine !== undefined ? teamSide(view, ctx, mine, touches) : null)),
    chain);
}

function teamSide(view, ctx, index, touches) {
  const table = tableOf(view);
  const team = table.teams[index];
  const mine = index === teamOf(view, view.seat);
  const heading = mine ? `${team.name} (${ctx.t("strandcup.your_team")})` : team.name;
  const serving = table.serving_team === index;
  return h("section", { class: `sc-side-team team-${index} ${table.possession === index ? "has-ball" : ""} ${serving ? "serving" : ""}`,
    "aria-label": ctx.t("strandcup.team_side", { team: heading, points: team.score, sets: team.sets }) },
    h("div", { class: "sc-team-head", "aria-hidden": "true" },
      h("span", { class: "sc-letter", text: team.letter }),
      h("span", { class: "sc-team-name", text: heading }),
      h("b", { class: "sc-points", text: String(team.score) })),
    h("ul", { class: "sc-players" }, team.seats.map((seat) => playerChip(view, ctx, seat, touches.get(seat) || []))));
}

function playerChip(view, ctx, seat, touched) {
  const table = tableOf(view);
  const count = (table.hand_counts || [])[seat] || 0;
  const deciding = table.mover === seat && !view.over;
  const badges = [];
  if (seat === table.server) badges.push(["serve", ctx.t("strandcup.serving")]);
  if (deciding) badges.push(["deciding", ctx.t("strandcup.deciding")]);
  if ((table.blockers || []).includes(seat)) badges.push(["block", ctx.t("strandcup.blocks")]);
  if ((table.locked || []).includes(seat)) badges.push(["locked", ctx.t("strandcup.locked")]);
  for (const n of touched) badges.push(["touch", ctx.t("strandcup.touch_no", { number: n })]);
  const last = table.last_toucher === seat && !view.over;
  if (last && !touched.length) badges.push(["last", ctx.t("strandcup.last_touch")]);
  return h("li", { class: `sc-player ${deciding ? "deciding" : ""} ${seat === view.seat ? "me" : ""} ${last ? "last-touch" : ""}`,
    dataset: { seat: String(seat), motionOrigin: `seat:${seat}` } },
    figure(),
    h("span", { class: "sc-name", text: ctx.playerName(seat) }),
    // the count in words; on a phone a card mark and the number (the words stay for screen readers)
    h("span", { class: "sc-count" }, h("span", { class: "sc-count-words", text: ctx.tn("strandcup.cards", count) }),
      h("span", { class: "sc-count-mark", "aria-hidden": "true", text: String(count) })),
    badges.map(([kind, text]) => h("span", { class: `sc-badge ${kind}`, text })),
    ballHolder(view) === seat ? ballIcon() : null);
}

function net(view, ctx) {
  const table = tableOf(view);
  const text = crossing(view) ? ctx.t("strandcup.ball_to", { team: teamName(view, table.possession), net: table.incoming }) : "";
  return h("div", { class: "sc-net", role: "separator", "aria-label": ctx.t("strandcup.net") },
    h("span", { class: "sc-net-label", "aria-hidden": "true", text: ctx.t("strandcup.net") }),
    text ? h("span", { class: "sc-incoming" }, ballIcon(), text) : null,
    lastRallyAtNet(view),
    diceRow(view, ctx));
}

/** Before the next rally's first card: who won the last one, at the net where every side sees it (the chain on the
 * court's edge says it with the reason, and is what a screen reader reads). */
function lastRallyAtNet(view) {
  const table = tableOf(view);
  const last = table.last_rally;
  if (!last || view.over || last.set !== table.set_no || (table.steps || []).length) return null;
  return h("span", { class: `sc-net-result team-${last.winner}`, "aria-hidden": "true", text: last.text });
}

function diceRow(view, ctx) {
  const dice = tableOf(view).dice || [];
  if (!dice.length) return null;
  // who rolled what is not only in a tooltip: the latest roll is written beside the dice (all are in the log)
  return h("div", { class: "sc-dice-row" },
    h("ul", { class: "sc-dice", "aria-label": ctx.t("strandcup.dice") }, dice.map((die) =>
      h("li", { class: `sc-die team-${teamOf(view, die.seat)}`, title: die.text, dataset: { value: String(die.value) } },
        h("span", { class: "sc-die-img", role: "img", "aria-label": die.text }, dieFace(die.value))))),
    h("span", { class: "sc-die-last", "aria-hidden": "true", text: dice[dice.length - 1].text }));
}
