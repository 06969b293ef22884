// Game terms that keep their original names (Bummerl, Zudrehen, Baggern, Grätsche, ...): every one found in the
// text of the table (and of the result and rules dialogs) is marked with its translation, from the shell's words
// (`terms.<game>`: the names to look for on that game's table, `term.<Name>`: the translation; both from each game's
// declaration, pygame_core/games/<game>/table_words.py, merged by pygame_core/core/ui_text.py):
// - on hover: the title;
// - on keyboard focus: a marked term outside a control is focusable (tabindex 0) and described (aria-describedby)
//   by a hidden glossary entry; the translation also shows in a small popover while it has the focus;
// - on touch: a tap or a long-press shows the popover, a tap elsewhere or Escape hides it.
// Inside a button (or another control) no focusable child is added: the control itself gets the title and
// the description, and a long-press on it shows the popover without triggering the control's action.

/** How long a press must last to count as a long-press (ms), and how far the finger may move meanwhile (px). */
const LONG_PRESS_MS = 500;
const MOVE_SLACK_PX = 10;
/** Controls: a term inside one marks the control, never adds a focusable child to it. A region that is a Tab stop only
 * so that its overflow can be scrolled by keyboard (a log, a dialog's body: data-scroll-region) is no control. */
const CONTROL = "button, summary, a[href], select, option, textarea, input, label, [role='button'], "
  + "[tabindex]:not(.term):not([tabindex='-1']):not([data-scroll-region])";
/** Where marked terms are no Tab stops (they keep the title, the description and the tap): logs, score sheets, and
 * whatever a table marks `data-terms-quiet` (a legend, a turn's log). */
const QUIET = ".log, .sheet, [data-terms-quiet]";
/** Text never looked at. */
const SKIP = "script, style, textarea, select, option, .term, .term-popover, #term-glossary, [data-terms-skip]";

let current = null; // {lang, game, names, pattern, texts: Map name -> translation, ids: Map name -> glossary id}
let popover = null;
let popoverOwner = null;
let press = null; // {element, x, y, timer, fired}
let swallowClickOf = null;
let installed = false;
let translate = (key) => key;

/** Mark the known game terms in the text under `root` with their translation (hover, focus, long-press). */
export function markTerms(root, t) {
  if (!root) return;
  translate = t;
  const glossary = loadGlossary(t, root);
  if (!glossary.names.length) return;
  install();
  observe(root);
  markUnder(root, glossary);
}

// -- the glossary ------------------------------------------------------------------------------------------

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The game drawn under `root` (a table module marks its top element with data-game), else the one on the
 * page's table (for the dialogs), else null. */
function gameShown(root) {
  const node = (root && root.closest("[data-game]")) || (root && root.querySelector("[data-game]"))
    || document.querySelector("#table [data-game]");
  return node ? node.dataset.game : null;
}

/** The term names and translations of the game on the table in the current language (rebuilt when either
 * changes): only that game's terms, since "Aufschlag" is a plain word in a German Spike text. */
function loadGlossary(t, root = null) {
  const lang = document.documentElement.lang || "en";
  const game = gameShown(root);
  if (current && current.lang === lang && current.game === game) return current;
  const list = game ? t(`terms.${game}`) : t("terms.names");
  const names = String(list || "").split("|").map((n) => n.trim()).filter(Boolean)
    .sort((a, b) => b.length - a.length); // a longer name first, so it wins over a name it contains
  const texts = new Map(names.map((name) => [name, t(`term.${name}`)]));
  // a whole word only (letters of any script around it do not count as a boundary)
  const pattern = names.length
    ? new RegExp(`(?<![\\p{L}\\p{N}])(${names.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`, "u")
    : null;
  current = { lang, game, names, pattern, texts, ids: new Map() };
  fillGlossaryList(current);
  return current;
}

/** One hidden element per term, outside the table, for aria-describedby to point at. */
function fillGlossaryList(glossary) {
  let list = document.getElementById("term-glossary");
  if (!list) {
    list = document.createElement("div");
    list.id = "term-glossary";
    list.hidden = true;
    document.body.append(list);
  }
  list.replaceChildren();
  glossary.names.forEach((name, index) => {
    const id = `term-desc-${index}`;
    glossary.ids.set(name, id);
    const entry = document.createElement("span");
    entry.id = id;
    entry.textContent = glossary.texts.get(name);
    list.append(entry);
  });
}

function titleOf(name) {
  return translate("a11y.term", { term: name, text: current.texts.get(name) });
}

// -- marking ---------------------------------------------------------------------------------------------

function textNodesUnder(root, glossary) {
  const nodes = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      const parent = node.parentElement;
      if (!parent || parent.closest(SKIP)) return NodeFilter.FILTER_REJECT;
      return glossary.pattern.test(node.data) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
    },
  });
  while (walker.nextNode()) nodes.push(walker.currentNode);
  return nodes;
}

function markUnder(root, glossary) {
  for (const node of textNodesUnder(root, glossary)) {
    const control = node.parentElement.closest(CONTROL);
    if (control) markControl(control, node.data, glossary);
    else wrapTerms(node, glossary, root);
  }
}

/** Whether the text sits where a person cannot reach it by keyboard (hidden from assistive technology). */
function hiddenFromReaders(element) {
  return Boolean(element.closest("[aria-hidden='true'], [role='img']"));
}

/** Whether a marked term here becomes a Tab stop: the first one of each name under `root`, outside the logs and
 * outside decoration hidden from screen readers (a log full of "Baggern" must not fill the Tab order). */
function focusableHere(parent, name, root) {
  if (hiddenFromReaders(parent) || parent.closest(QUIET)) return false;
  return !root.querySelector(`.term[tabindex="0"][data-term="${CSS.escape(name)}"]`);
}

/** Split a text node around each term and wrap the term in a described span (a Tab stop where focusableHere). */
function wrapTerms(node, glossary, root) {
  const parts = [];
  let rest = node.data;
  const parent = node.parentElement;
  const focusable = new Set();
  for (let match = glossary.pattern.exec(rest); match; match = glossary.pattern.exec(rest)) {
    if (match.index > 0) parts.push(document.createTextNode(rest.slice(0, match.index)));
    const name = match[1];
    const tabStop = !focusable.has(name) && focusableHere(parent, name, root);
    if (tabStop) focusable.add(name);
    parts.push(termSpan(name, tabStop, hiddenFromReaders(parent), glossary));
    rest = rest.slice(match.index + match[1].length);
  }
  if (rest) parts.push(document.createTextNode(rest));
  node.replaceWith(...parts);
}

function termSpan(name, tabStop, hidden, glossary) {
  const span = document.createElement("span");
  span.className = "term";
  span.dataset.term = name;
  span.title = titleOf(name);
  span.textContent = name;
  if (tabStop) {
    span.tabIndex = 0;
    span.dataset.focusKey = `term:${name}`; // session.js gives the focus back to it after a redraw
  }
  if (!hidden) span.setAttribute("aria-describedby", glossary.ids.get(name));
  return span;
}

/** A control holding a term: its title and accessible description carry the translation. */
function markControl(control, text, glossary) {
  const found = [];
  const pattern = new RegExp(glossary.pattern.source, "gu");
  for (const match of text.matchAll(pattern)) found.push(match[1]);
  const known = new Set((control.dataset.terms || "").split("|").filter(Boolean));
  const fresh = found.filter((name) => !known.has(name));
  if (!fresh.length) return;
  fresh.forEach((name) => known.add(name));
  control.dataset.terms = [...known].join("|");
  const lines = fresh.map(titleOf);
  control.title = [control.title, ...lines].filter(Boolean).join("\n");
  const before = control.getAttribute("aria-description");
  control.setAttribute("aria-description", [before, ...lines].filter(Boolean).join(". "));
}

// -- keeping up with the page ------------------------------------------------------------------------------

const observed = new WeakSet();

/** Tables redraw parts of themselves (a picked card, a card's choices) and the dialogs fill later: mark again
 * after any change, once per task. */
function observe(root) {
  const targets = [root, ...document.querySelectorAll("dialog")];
  for (const target of targets) {
    if (observed.has(target)) continue;
    observed.add(target);
    let queued = false;
    new MutationObserver(() => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        const glossary = loadGlossary(translate, target.matches("dialog") ? null : target);
        if (glossary.pattern) markUnder(target, glossary);
      });
    }).observe(target, { childList: true, subtree: true, characterData: true });
    if (target !== root && current.pattern) markUnder(target, current);
  }
}

// -- the popover --------------------------------------------------------------------------------------------

function termElement(target) {
  if (!(target instanceof Element)) return null;
  return target.closest(".term, [data-terms]");
}

function namesOf(element) {
  return element.classList.contains("term") ? [element.dataset.term] : (element.dataset.terms || "").split("|").filter(Boolean);
}

function showPopover(element) {
  if (!current) return;
  const names = namesOf(element).filter((name) => current.texts.has(name));
  if (!names.length) return;
  if (!popover) {
    popover = document.createElement("div");
    popover.className = "term-popover";
    popover.id = "term-popover";
    popover.setAttribute("role", "tooltip");
    document.body.append(popover);
  }
  // inside an open modal dialog only the dialog is shown above the backdrop: put the popover there
  const host = element.closest("dialog[open]") || document.body;
  if (popover.parentElement !== host) host.append(popover);
  popover.replaceChildren(...names.map((name) => {
    const line = document.createElement("p");
    const term = document.createElement("b");
    term.textContent = name;
    line.append(term, `: ${current.texts.get(name)}`);
    return line;
  }));
  popover.hidden = false;
  popoverOwner = element;
  placePopover(element);
}

function placePopover(element) {
  const box = element.getBoundingClientRect();
  const width = popover.offsetWidth;
  const height = popover.offsetHeight;
  const left = Math.max(8, Math.min(window.innerWidth - width - 8, box.left + box.width / 2 - width / 2));
  const below = box.bottom + 8;
  const top = below + height > window.innerHeight - 8 ? Math.max(8, box.top - height - 8) : below;
  popover.style.left = `${left}px`;
  popover.style.top = `${top}px`;
}

function hidePopover() {
  if (popover) popover.hidden = true;
  popoverOwner = null;
}

function startPress(event) {
  const element = termElement(event.target);
  cancelPress();
  if (!element || event.pointerType === "mouse") return;
  press = { element, x: event.clientX, y: event.clientY, fired: false,
    timer: setTimeout(() => {
      press.fired = true;
      // a held card that cannot be played plays nothing: its click still shows why (issue 19), so only a control
      // that would act is kept from its click
      if (element.getAttribute("aria-disabled") !== "true") swallowClickOf = element;
      setTimeout(() => { if (swallowClickOf === element) swallowClickOf = null; }, 1500);
      showPopover(element);
    }, LONG_PRESS_MS) };
}

function movePress(event) {
  if (press && Math.hypot(event.clientX - press.x, event.clientY - press.y) > MOVE_SLACK_PX) cancelPress();
}

function cancelPress() {
  if (press) clearTimeout(press.timer);
  press = null;
}

/** A click after a long-press never reaches the control (no card is played by holding it); a tap or click on a
 * marked term outside a control shows its translation; one anywhere else hides it. */
function onClick(event) {
  if (swallowClickOf && swallowClickOf.contains(event.target)) {
    event.preventDefault();
    event.stopImmediatePropagation();
    swallowClickOf = null;
    return;
  }
  const element = termElement(event.target);
  if (element && element.classList.contains("term") && !element.parentElement.closest(CONTROL)) {
    showPopover(element); // (a tap focuses the term too: it shows, it does not toggle)
    return;
  }
  if (popoverOwner && !(popover && popover.contains(event.target))) hidePopover();
}

function onPointerDown(event) {
  if (popoverOwner && !popoverOwner.contains(event.target) && !(popover && popover.contains(event.target))) hidePopover();
  startPress(event);
}

function install() {
  if (installed) return;
  installed = true;
  window.addEventListener("pointerdown", onPointerDown, true);
  window.addEventListener("pointermove", movePress, true);
  window.addEventListener("pointerup", cancelPress, true);
  window.addEventListener("pointercancel", cancelPress, true);
  window.addEventListener("click", onClick, true);
  // the long-press menu of a touch browser would cover the popover
  window.addEventListener("contextmenu", (event) => { if (termElement(event.target)) event.preventDefault(); }, true);
  // Escape hides an open translation first (and only that: a dialog under it stays open)
  window.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !popoverOwner) return;
    event.preventDefault();
    hidePopover();
  }, true);
  document.addEventListener("focusin", (event) => {
    const element = event.target instanceof Element && event.target.classList.contains("term") ? event.target : null;
    if (element) showPopover(element);
    else if (popoverOwner && popoverOwner !== event.target) hidePopover();
  });
  document.addEventListener("focusout", (event) => { if (popoverOwner === event.target) hidePopover(); });
  window.addEventListener("scroll", () => { if (popoverOwner) placePopover(popoverOwner); }, true);
}
