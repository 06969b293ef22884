// A tiny helper to build DOM nodes: h("p", {class: "x"}, "text", child).

export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key === "dataset") Object.assign(node.dataset, value);
    else if (key === "style") node.style.cssText = String(value); // CSSOM: allowed by the CSP (no inline styles)
    else if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  // a table's folding panel notes how it was drawn, whoever draws it (a table redrawing itself too), so a redraw
  // keeps only what the person changed (web/panels.js keepToggledPanels)
  if (tag === "details" && attrs && attrs["data-panel"] !== undefined) node.dataset.drawnOpen = String(Boolean(attrs.open));
  return node;
}

/** Replace all children of `node`. */
export function replaceChildren(node, ...children) {
  node.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
}

/** Replace the children of `node` by `children` unless they are the same already, so that a redraw with nothing
 * new (the menu's tiles when the engine has listed the games) keeps a click in progress, the focus and a screen
 * reader's place; when they differ, the element that had the focus is found again among the new ones (by its id,
 * else its tag and data attributes) and focused. */
export function redrawChildren(node, ...children) {
  const next = children.flat().filter((c) => c !== null && c !== undefined && c !== false);
  const same = next.length === node.childNodes.length && next.every((child, i) => child.isEqualNode(node.childNodes[i]));
  if (same) return;
  const focused = node.contains(document.activeElement) ? focusKey(document.activeElement) : null;
  node.replaceChildren(...next);
  if (focused) node.querySelector(focused)?.focus();
}

/** A selector that finds `element` again in a redraw: its id, else its tag and data attributes (null: neither). */
function focusKey(element) {
  if (element.id) return `#${CSS.escape(element.id)}`;
  const data = Object.entries(element.dataset).map(([key, value]) =>
    `[data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${CSS.escape(value)}"]`);
  return data.length ? `${element.tagName.toLowerCase()}${data.join("")}` : null;
}

const SVG_NS = "http://www.w3.org/2000/svg";

/** Like h(), for SVG elements (every attribute set as given). */
export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key === "style") node.style.cssText = String(value); // CSSOM: allowed by the CSP (no inline styles)
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/**
 * A menu setting: a labelled <select> (the label `id`, its word `${id}-word`... as given) made once and placed with
 * `place(label)`; each call renames it and lists `choices` again, `current` selected. `onChange(value)` runs on a
 * new choice. Returns the <select>, or null when it does not exist and `place` is missing.
 * ids: {label, word, select}; className: the label's class; word: the label's text; choices: [[value, text], ...].
 */
export function menuPicker({ ids, className, word, choices, current, onChange, place }) {
  let label = document.getElementById(ids.label);
  if (!label) {
    if (!place) return null;
    const select = h("select", { id: ids.select });
    select.addEventListener("change", () => onChange(select.value));
    label = h("label", { id: ids.label, class: className }, h("span", { id: ids.word }), select);
    place(label);
  }
  document.getElementById(ids.word).textContent = word;
  const select = document.getElementById(ids.select);
  select.replaceChildren(...choices.map(([value, text]) => h("option", { value, text, selected: value === current })));
  return select;
}

/**
 * A top-bar button's face: its `word`, and on a phone's narrow top bar (styles.css: .bar-long / .bar-glyph) the short
 * `glyph` in its place. The button's name is the word (the glyph is hidden from screen readers); set aria-label
 * after this call for a longer name. Does nothing when the face is already in the page's language.
 */
export function barFace(button, word, glyph) {
  const lang = document.documentElement.lang;
  if (button.dataset.lang === lang && button.firstChild) return;
  button.replaceChildren(h("span", { class: "bar-long", text: word }),
    h("span", { class: "bar-glyph", "aria-hidden": "true", text: glyph }));
  button.setAttribute("aria-label", word);
  // issue 34: on a phone only the glyph shows: its word stays as the tooltip (unless the button has a longer one)
  if (!button.title || button.dataset.faceTitle === "1") {
    button.title = word;
    button.dataset.faceTitle = "1";
  }
  button.dataset.lang = lang;
}

/** Offer `text` as a file named `name` (a JSON download: a save, a replay, a kept copy). */
export function downloadText(text, name) {
  const blob = new Blob([text], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = h("a", { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
