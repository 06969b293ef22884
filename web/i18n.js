// The shell's words. They live in Python (pygame_core/core/ui_text.py); build.py writes them to
// i18n/<lang>.json (with the words of every registered game's table: pygame_core/core/registry.py), which this
// module fetches before Python has started in the worker.

export const LANGUAGES = ["en", "de", "nl"];

let texts = {};
let current = "en";

/** Load the texts of `lang` (falling back to English when the file is missing). */
export async function loadTexts(lang) {
  const wanted = LANGUAGES.includes(lang) ? lang : "en";
  for (const candidate of [wanted, "en"]) {
    try {
      const answer = await fetch(`i18n/${candidate}.json`);
      if (answer.ok) {
        texts = await answer.json();
        current = candidate;
        document.documentElement.lang = candidate;
        return candidate;
      }
    } catch (err) {
      console.warn("texts not loaded", candidate, err);
    }
  }
  texts = {};
  return current;
}

export function language() {
  return current;
}

/** The text for `key`, with `{name}` placeholders filled from `params`; the key itself if unknown. */
export function t(key, params = {}) {
  const template = texts[key];
  if (template === undefined) {
    console.warn("missing text", key);
    return key;
  }
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** Whether the catalog has a text for `key` (a game's title before the engine has listed the games). */
export function hasText(key) {
  return Object.prototype.hasOwnProperty.call(texts, key);
}

/** `key`, or its second-person variant `<key>#you` (if the catalog has one) when `params.name` is the name of the
 * view's "You" seat (`view.names[view.you]`, from the engine): "Your hand", not "You's hand". */
export function personal(key, params, view) {
  const you = view && Number.isInteger(view.you) && Array.isArray(view.names) ? view.names[view.you] : undefined;
  return you !== undefined && params && params.name === you && hasText(`${key}#you`) ? `${key}#you` : key;
}

/** Like t(), with the singular text `<key>_one` when `count` is 1 (if the catalog has one). */
export function tn(key, count, params = {}) {
  const singular = `${key}_one`;
  return t(count === 1 && singular in texts ? singular : key, { ...params, count });
}

/** The language the browser prefers, if the site offers it. */
export function preferredLanguage() {
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const base = String(tag).slice(0, 2).toLowerCase();
    if (LANGUAGES.includes(base)) return base;
  }
  return "en";
}
