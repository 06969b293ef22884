// Sharing a game: a replay link, an exported JSON file, and the iframe code that embeds the same game in a blog.
// What a link or file holds is decided by the engine (bridge `share`): a running game shares only what the
// sharer's seat has seen, unless the sharer chooses a full replay (every card, from the seed); a finished game is
// always a full replay. The dialog's markup is in index.html / embed.html (#share-dialog).

import { downloadText } from "./dom.js";

const $ = (id) => document.getElementById(id);

/** The page that opens a shared link: the site's index.html, next to this module. */
export function replayLink(packed, step = 0) {
  const at = Number.isInteger(step) && step > 0 ? `&step=${step}` : ""; // the position it was shared from
  return `${new URL("index.html", import.meta.url).href}#replay=${packed}${at}`;
}

/** The iframe code that embeds a new game of `session.game` with the same options and seats. */
export function embedSnippet(session, title) {
  const params = new URLSearchParams({ game: session.game });
  if (session.options && Object.keys(session.options).length) params.set("options", JSON.stringify(session.options));
  const seats = (session.players || []).map((kind) => (String(kind).startsWith("ai:") ? String(kind).slice(3) : kind));
  if (seats.length) params.set("seats", seats.join(","));
  const src = `${new URL("embed.html", import.meta.url).href}?${params}`;
  return `<iframe src="${escapeAttr(src)}" title="${escapeAttr(title)}" width="100%" height="640" `
    + `style="border:0;max-width:960px" loading="lazy" allow="clipboard-write"></iframe>`;
}

function escapeAttr(text) {
  return String(text).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** Copy `text`; falls back to selecting `field` (a person presses Ctrl+C) where the clipboard is not allowed. */
async function copy(text, field, statusEl, t) {
  try {
    await navigator.clipboard.writeText(text);
    statusEl.textContent = t("share.copied");
  } catch {
    field.focus();
    field.select();
    statusEl.textContent = t("share.copy_yourself");
  }
}

/** Offer `obj` as a download named `name`. */
function download(obj, name) {
  downloadText(JSON.stringify(obj, null, 1), name);
}

/**
 * Open the share dialog for the game on the table.
 * `fullAllowed` false (a hot-seat match still running): only what the seat on the table has seen can be shared; the
 * full replay (every hand) waits for the end of the match, and the dialog says so.
 * @param {{call: Function, t: Function, session: object, title: string, fullAllowed?: boolean}} options
 */
export async function openShareDialog({ call, t, session, title, fullAllowed = true }) {
  const dialog = $("share-dialog");
  const status = $("share-status");
  status.textContent = "";
  let current = null;

  async function refresh() {
    const full = fullAllowed && dialog.querySelector('input[name="share-kind"]:checked')?.value === "full";
    const answer = await call({ cmd: "share", id: session.id, seat: session.viewSeat, full });
    if (!answer.ok) {
      status.textContent = answer.error.message;
      return;
    }
    current = answer;
    // A long match does not fit in a link (the engine says so: `packed` is null); its file opens whatever its length.
    const fits = typeof answer.packed === "string";
    $("share-link").value = fits ? replayLink(answer.packed, answer.step) : "";
    $("share-link").placeholder = fits ? "" : t("share.too_long");
    $("share-copy-link").disabled = !fits;
    $("share-over").hidden = !answer.over;
    $("share-kinds").hidden = answer.over;
    $("share-what").textContent = answer.full ? t("share.full_note")
      : fullAllowed ? t("share.seen_note") : `${t("share.seen_note")} ${t("share.full_after_hotseat")}`;
    if (!fits) status.textContent = t("share.too_long");
  }

  for (const radio of dialog.querySelectorAll('input[name="share-kind"]')) {
    radio.checked = radio.value === "seen";
    radio.disabled = radio.value === "full" && !fullAllowed;
    radio.onchange = () => refresh();
  }
  $("share-embed").value = embedSnippet(session, title);
  $("share-copy-link").onclick = () => copy($("share-link").value, $("share-link"), status, t);
  $("share-copy-embed").onclick = () => copy($("share-embed").value, $("share-embed"), status, t);
  $("share-download").onclick = () => {
    if (!current) return;
    const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, "-");
    download(current.file, `${session.game}-${stamp}.json`);
    status.textContent = t("share.downloaded");
  };
  $("share-close").onclick = () => dialog.close();
  await refresh();
  if (!dialog.open) dialog.showModal();
}

/** Read a replay file chosen by a person: its parsed JSON, or an Error with a message for people. */
export async function readReplayFile(file, t) {
  if (!file) throw new Error(t("import.none"));
  if (file.size > 16_000_000) throw new Error(t("import.too_large")); // the engine's MAX_SHARE_BYTES
  const text = await file.text();
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new Error(t("import.not_json"), { cause: err });
  }
}
