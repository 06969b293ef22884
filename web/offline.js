// Whether the site works offline, shown to the person, and what a running page does when a new build takes over.
//
// The service worker (sw.js) activates only after it has precached every file of the build, so an active
// service worker means "everything is on this device". Until then the menu says "Saving for offline use…" (while
// one installs) or nothing. With the network off it says that the game plays from this device, and the top bar
// shows a small "Offline" badge. When a new build's service worker takes over a page that is already controlled
// (skipWaiting + clients.claim in sw.js), the page is still the old build: the top bar offers a Reload, which
// resumes the game from its save (localStorage, written after every action).
//
// Nothing here may break the page: where service workers are unavailable (an old browser, a sandboxed iframe,
// http: on another host) every element stays hidden.

/** How often to look for a service worker that is installing (until one is active). */
const POLL_MS = 1000;

/** navigator.serviceWorker, or null where it is missing or access to it throws (sandboxed iframes). */
function serviceWorkers() {
  try {
    return ("serviceWorker" in navigator && navigator.serviceWorker) || null;
  } catch {
    return null;
  }
}

/** Resolves once `worker` has reached the state "activated" (never, if it becomes redundant). */
function activated(worker) {
  return new Promise((resolve) => {
    if (!worker) return;
    if (worker.state === "activated") { resolve(); return; }
    const check = () => {
      if (worker.state === "activated") {
        worker.removeEventListener("statechange", check);
        resolve();
      }
    };
    worker.addEventListener("statechange", check);
  });
}

/** Show `text` in `element`, or hide it when `text` is empty. */
function show(element, text) {
  if (!element) return;
  element.textContent = text || "";
  element.hidden = !text;
}

/** Keep `element` (the menu's status line) telling whether the site is saved for offline use; `t` is the shell's
 * text lookup. Also keeps the top bar's #offline-badge and #update-ready (a new version is ready) up to date. */
export function watchOffline(element, t) {
  const badge = document.getElementById("offline-badge");
  const update = document.getElementById("update-ready");
  const state = { ready: false, saving: false, online: navigator.onLine !== false, updated: false };
  const container = serviceWorkers();

  function render() {
    let text = "";
    if (state.ready) text = t(state.online ? "offline.ready" : "offline.offline");
    else if (state.saving && state.online) text = t("offline.saving");
    show(element, text);
    show(badge, state.ready && !state.online ? t("offline.badge") : "");
    if (update) {
      update.hidden = !state.updated;
      const words = update.querySelector("#update-text");
      const button = update.querySelector("#update-reload");
      if (words) words.textContent = t("offline.update");
      if (button) button.textContent = t("offline.reload");
    }
  }

  render();
  if (!container) return;

  try {
    const reload = update && update.querySelector("#update-reload");
    if (reload) reload.addEventListener("click", () => location.reload());
    window.addEventListener("online", () => { state.online = true; render(); });
    window.addEventListener("offline", () => { state.online = false; render(); });
    // the texts follow the language: i18n.js sets <html lang> after loading a language's texts
    new MutationObserver(render).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });

    let controller = container.controller;
    container.addEventListener("controllerchange", () => {
      const previous = controller;
      controller = container.controller;
      // the first service worker claiming a page is no update; a second one is a new build
      if (previous && controller && controller !== previous) {
        state.updated = true;
        render();
      }
    });

    container.ready
      .then((registration) => activated(registration.active))
      .then(() => { state.ready = true; state.saving = false; render(); })
      .catch(() => {});
    watchInstalling(container, state, render);
  } catch (err) {
    console.warn(`offline status unavailable: ${err && err.message || err}`);
  }
}

/** Until the site is saved, look now and then whether a service worker is installing (engine.js registers it
 * once the engine is ready), so the menu can say "Saving for offline use…". */
function watchInstalling(container, state, render) {
  const look = async () => {
    if (state.ready) return;
    try {
      const registration = await container.getRegistration();
      const saving = Boolean(registration && !registration.active && (registration.installing || registration.waiting));
      if (saving !== state.saving) {
        state.saving = saving;
        render();
      }
    } catch {
      return; // no access to registrations: say nothing
    }
    if (!state.ready) setTimeout(look, POLL_MS);
  };
  look();
}
