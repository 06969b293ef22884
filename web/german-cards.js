// The Austrian double-German deck drawn by the site itself (issue 22), for web/cards.js: suit symbols (Herz a red
// heart, Schellen a golden bell, Eichel an acorn, Laub a green leaf), each told by its shape and its colour; the
// Unter, Ober and König each a small figure in a coat of the suit's colour (the Unter holds the suit low, the Ober
// high, the König wears a crown and an ermine robe); the Zehner ten symbols; the Daus one large symbol in a golden
// frame. Card ids are the French ones (QH = Herz-Ober). Coordinates: a card is 60 x 84 units, a symbol 10 x 10.

const SVG_NS = "http://www.w3.org/2000/svg";

function el(name, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  node.append(...children);
  return node;
}

/** Each suit's colour for text (the corner's rank) and for the figures' coats. */
export const GERMAN_INK = { H: "#c62828", D: "#a66300", C: "#6b4220", S: "#1f7a2e" };
const COAT = { H: "#c62828", D: "#e0a21a", C: "#8a5a2b", S: "#2e8b3a" };

/** The parts of each suit's symbol in a 10 x 10 box. */
const SYMBOL = {
  H: () => [el("path", { d: "M5 9.6C4.2 8.7 0 5.9 0 2.9 0 1.3 1.2 0 2.7 0 3.7 0 4.5.6 5 1.5 5.5.6 6.3 0 7.3 0 8.8 0 10 1.3 10 2.9 10 5.9 5.8 8.7 5 9.6Z",
    fill: "#d32f2f", stroke: "#7f1010", "stroke-width": 0.45 })],
  D: () => [
    el("circle", { cx: 5, cy: 0.95, r: 0.75, fill: "none", stroke: "#6b4000", "stroke-width": 0.5 }),
    el("circle", { cx: 5, cy: 5.7, r: 4.1, fill: "#f2b21b", stroke: "#6b4000", "stroke-width": 0.5 }),
    el("path", { d: "M1.2 4.6H8.8", stroke: "#b8321a", "stroke-width": 1.2 }),
    el("circle", { cx: 5, cy: 7.2, r: 0.75, fill: "#4a2c00" }),
    el("path", { d: "M5 7.6V9.7", stroke: "#4a2c00", "stroke-width": 0.6 }),
  ],
  C: () => [
    el("path", { d: "M5 2.3 5.7 0.1", stroke: "#5a3518", "stroke-width": 0.8, "stroke-linecap": "round" }),
    el("ellipse", { cx: 5, cy: 6.5, rx: 2.9, ry: 3.3, fill: "#d9a441", stroke: "#5a3518", "stroke-width": 0.45 }),
    el("path", { d: "M1.6 5.1Q1.7 2 5 2 8.3 2 8.4 5.1Z", fill: "#6b4220", stroke: "#3d2410", "stroke-width": 0.4 }),
    el("path", { d: "M3 3.2 4.2 4.6M5 2.6 6.2 4.6M7 3.2 5.8 4.6M4 2.8 2.8 4.6", stroke: "#a77a4a", "stroke-width": 0.35 }),
  ],
  S: () => [
    el("path", { d: "M5 0C7.8 2 9.6 4.6 8.6 7 7.8 8.8 5.9 8.6 5.3 8.2L5.6 10H4.4L4.7 8.2C4.1 8.6 2.2 8.8 1.4 7 .4 4.6 2.2 2 5 0Z",
      fill: "#2e8b3a", stroke: "#14501c", "stroke-width": 0.45 }),
    el("path", { d: "M5 1.8V8.2M5 4.4 3.3 3.4M5 4.4 6.7 3.4M5 6.2 2.8 5.2M5 6.2 7.2 5.2", fill: "none", stroke: "#bfe6b0",
      "stroke-width": 0.4 }),
  ],
};

/** A suit symbol of the double-German deck, `size` units wide at (x, y); turned round for the lower corner. */
export function germanSymbol(suit, x, y, size, rotate = false) {
  const scale = size / 10;
  const transform = rotate
    ? `translate(${x + size} ${y + size}) rotate(180) scale(${scale})`
    : `translate(${x} ${y}) scale(${scale})`;
  return el("g", { transform, class: `suit-shape german-suit suit-${suit}` }, ...SYMBOL[suit]());
}

/** The Zehner: ten symbols in two columns of five. */
function zehner(suit) {
  const parts = [];
  for (const x of [20, 32]) for (let row = 0; row < 5; row += 1) parts.push(germanSymbol(suit, x, 12 + row * 11.6, 8));
  return parts;
}

/** The Daus: one large symbol in a golden frame, with small flourishes above and below. */
function daus(suit) {
  return [
    el("ellipse", { cx: 30, cy: 42, rx: 17.5, ry: 25, fill: "#fff6dc", stroke: "#c99a1e", "stroke-width": 1.6 }),
    el("ellipse", { cx: 30, cy: 42, rx: 14.8, ry: 22.2, fill: "none", stroke: "#c99a1e", "stroke-width": 0.6,
      "stroke-dasharray": "1.5 1.2" }),
    el("path", { d: "M24 14.5Q30 10 36 14.5M24 69.5Q30 74 36 69.5", fill: "none", stroke: GERMAN_INK[suit], "stroke-width": 1.2 }),
    germanSymbol(suit, 17, 29, 26),
  ];
}

/**
 * A court figure (also the French deck's, web/cards.js): head, a coat of `coat`, and what tells the rank: "U" a cap
 * (Unter, jack), "O" a feathered hat (Ober), "K" a crown and an ermine robe (König, king), "D" long hair, a small
 * crown and a dress (the French queen). `symbol(x, y, size)` draws the suit it holds: low (U), high (O), at the chest.
 */
export function courtFigure(kind, coat, symbol) {
  const line = { stroke: "#222", "stroke-width": 0.6 };
  const robe = kind === "K" || kind === "D";
  const parts = [el("rect", { x: 15, y: 10, width: 30, height: 64, rx: 3, fill: "#f7f0df", stroke: "#c8b98f", "stroke-width": 0.6 })];
  if (kind === "D") parts.push(el("path", { d: "M24.6 31Q24.6 25.4 30 25.4 35.4 25.4 35.4 31L36.6 40H23.4Z", fill: "#a8652a" }));
  if (robe) {
    parts.push(el("path", { d: kind === "D" ? "M18.5 70 24 40Q30 36 36 40L41.5 70Z" : "M20.5 70 23 40Q30 36 37 40L39.5 70Z", fill: coat, ...line }));
    parts.push(el("path", { d: "M30 38.6V70M21 67.5H39", stroke: "#fff", "stroke-width": 2.6 }));
    for (const y of [45, 52, 59, 66]) parts.push(el("circle", { cx: 30, cy: y, r: 0.55, fill: "#222" }));
  } else {
    parts.push(el("rect", { x: 25, y: 58, width: 3.6, height: 12, fill: "#3b3b3b" }));
    parts.push(el("rect", { x: 31.4, y: 58, width: 3.6, height: 12, fill: "#3b3b3b" }));
    parts.push(el("path", { d: "M22 60 23.5 40Q30 36 36.5 40L38 60Z", fill: coat, ...line }));
    parts.push(el("path", { d: "M23 50H37", stroke: "#222", "stroke-width": 1.3 }));
  }
  // the arm that holds the suit: raised (Ober), lowered (Unter), at the chest (König, queen)
  const hand = { O: [37.5, 24], U: [37.5, 52], K: [36.5, 44], D: [36.5, 44] }[kind];
  parts.push(el("path", { d: `M35.5 41.5L${hand[0]} ${hand[1]}`, stroke: coat, "stroke-width": 3, "stroke-linecap": "round" }));
  parts.push(el("path", { d: "M24.5 41.5 22.5 53", stroke: coat, "stroke-width": 3, "stroke-linecap": "round" }));
  parts.push(el("circle", { cx: 30, cy: 32, r: 4.6, fill: "#f1cfae", ...line }));
  if (kind === "K") {
    parts.push(el("path", { d: "M26.5 34Q30 42 33.5 34Q30 35.6 26.5 34Z", fill: "#9a7b55", ...line }));
    parts.push(el("path", { d: "M25.5 28.6V22.4L27.8 25.4 30 21.4 32.2 25.4 34.5 22.4V28.6Z", fill: "#e3b11f", stroke: "#7a5a00",
      "stroke-width": 0.5 }));
  } else if (kind === "D") {
    parts.push(el("path", { d: "M25.4 30.4Q27 26.2 30 27.8 33 26.2 34.6 30.4 34.6 25.8 30 25.8 25.4 25.8 25.4 30.4Z", fill: "#a8652a" }));
    parts.push(el("path", { d: "M26.6 26.4 27.4 23.4 28.8 25.2 30 22.6 31.2 25.2 32.6 23.4 33.4 26.4Z", fill: "#e3b11f",
      stroke: "#7a5a00", "stroke-width": 0.4 }));
  } else if (kind === "O") {
    parts.push(el("path", { d: "M27.5 35Q30 33.8 32.5 35", fill: "none", stroke: "#5a3a1a", "stroke-width": 0.9 }));
    parts.push(el("path", { d: "M26 29Q30 22.5 34 29Z", fill: "#2b2b2b" }));
    parts.push(el("path", { d: "M23.5 29H36.5", stroke: "#2b2b2b", "stroke-width": 1.5, "stroke-linecap": "round" }));
    parts.push(el("path", { d: "M32.5 26Q36 19.5 40.5 20.5", fill: "none", stroke: "#d4a017", "stroke-width": 1.6,
      "stroke-linecap": "round" }));
  } else {
    parts.push(el("path", { d: "M25.3 30.6Q30 23.6 34.7 30.6Z", fill: "#444" }));
  }
  const [x, y, size] = { O: [33.5, 13.5, 10], U: [33.5, 50.5, 10], K: [34, 41, 8.5], D: [34, 41, 8.5] }[kind];
  // the suit it holds on a small light medallion, so a dark coat never hides it
  parts.push(el("circle", { cx: x + size / 2, cy: y + size / 2, r: size * 0.68, fill: "#fffdf6", stroke: "#c8b98f", "stroke-width": 0.5 }));
  parts.push(symbol(x, y, size));
  return parts;
}

/** What a card of the double-German deck shows between its corners. */
export function germanCentre(rank, suit) {
  if (rank === "T") return zehner(suit);
  if (rank === "A") return daus(suit);
  return courtFigure({ J: "U", Q: "O", K: "K" }[rank], COAT[suit], (x, y, size) => germanSymbol(suit, x, y, size));
}
