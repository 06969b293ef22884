// The table's folding panels (details[data-panel]: the log, the score sheet, the rallies): open as the person left
// them, else as the table draws them by default, which may depend on the window's width (the log open on a wide
// screen, folded on a narrow one: ctx.wide).

/** A window at least this wide is "wide" (the tables' ctx.wide: some panels open by default). */
export const WIDE = "(min-width: 900px)";

/** Whether the window is wide now. */
export function isWide() {
  return window.matchMedia(WIDE).matches;
}

/** ``isOpen(name, fallback)`` of a table's context: the person's choice kept in `panels`, else `fallback`. */
export function openAsLeft(panels) {
  return (name, fallback) => (name in panels ? panels[name] : fallback);
}

/** Before a redraw: keep in `panels` each panel the person opened or closed since it was drawn (web/dom.js notes
 * how h() drew it: data-drawn-open). A panel left as drawn is not kept, so its default follows the window (a tablet
 * turned: the log folds away on the narrow side). */
export function keepToggledPanels(root, panels) {
  for (const panel of root.querySelectorAll("details[data-panel]")) {
    if (panel.dataset.drawnOpen !== String(panel.open)) panels[panel.dataset.panel] = panel.open;
  }
}

/** Call `redraw` whenever the window becomes wide or stops being wide (a tablet turned, a window resized), so the
 * panels' defaults and every other choice a table makes by ctx.wide follow it. Answers a function that stops it (a
 * replay viewer that has left the page). */
export function redrawWhenWidthTurns(redraw) {
  const query = window.matchMedia(WIDE);
  const listener = () => redraw();
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}
