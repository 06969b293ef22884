// Whether the site works offline, shown to the person: stub, filled in by the offline/PWA work.

/** Keep `element` telling whether everything is cached for offline use. `t` is the shell's text lookup. */
export function watchOffline(element, t) {
  if (element) element.hidden = true;
}
