// Sounds of the table (issue 22, item 3), made here with the Web Audio API: nothing is fetched. The cues come from
// the engine (an answer's events carry `sound`: deal, card, point, goal; each game's `sound_cues`), and from the view
// (your turn; the end of a match, won or lost): no rule and no game's event is named here.
// - On/off is a setting on the device (SOUND_KEY, default on); an embed is silent unless its `sound=on` parameter
//   asks (the engine checks it), and its switch lasts as long as the page (a blog's frame never changes the site's
//   setting).
// - The AudioContext is made only after a person's gesture (a tap, click or key) while sound is on: never before.
// - Nothing plays in a hidden tab (document.hidden).
// For tests: window.__sound = { played: [cues played], contexts: how many AudioContexts were made, on() }.

export const SOUND_KEY = "cardgames.setting.sound";
export const CUES = ["deal", "card", "point", "goal", "turn", "won", "lost", "draw"];

/** An embed starts silent (until its checked parameters say `sound=on`), whatever the site's setting is. */
let persistent = document.body.dataset.page !== "embed";
let enabled = persistent && readSetting();
let context = null;
const listeners = new Set();
const testHook = { played: [], contexts: 0, on: () => enabled };
window.__sound = testHook;

function readSetting() {
  try {
    const value = JSON.parse(localStorage.getItem(SOUND_KEY));
    return typeof value === "boolean" ? value : true;
  } catch {
    return true;
  }
}

export function soundOn() {
  return enabled;
}

/** An embed: on or off as its parameter says, not kept on the device. */
export function useEmbedSetting(value) {
  persistent = false;
  setSound(value === "on");
}

/** Switch sound on or off (kept on the device, except in an embed). Called from a person's click: on, the
 * AudioContext may be made now. */
export function setSound(on) {
  enabled = Boolean(on);
  if (persistent) {
    try {
      localStorage.setItem(SOUND_KEY, JSON.stringify(enabled));
    } catch { /* storage blocked: the choice lasts as long as the page */ }
  }
  for (const listener of listeners) listener(enabled);
}

export function onSoundChange(listener) {
  listeners.add(listener);
}

/** A person's gesture: make (or wake) the AudioContext if sound is on. Browsers allow audio only after one. */
export function gesture() {
  if (!enabled) return;
  const Ctx = window.AudioContext || window.webkitAudioContext;
  if (!Ctx) return;
  if (!context) {
    try {
      context = new Ctx();
      testHook.contexts += 1;
    } catch {
      return;
    }
  }
  if (context.state === "suspended") context.resume().catch(() => {});
}

/** Listen for gestures on the whole page (once, at start-up). */
export function watchGestures() {
  for (const type of ["pointerdown", "keydown"]) window.addEventListener(type, gesture, true);
}

/** Play the cues of an engine answer's events (each distinct one once, a little apart). */
export function playEvents(events) {
  const cues = [];
  for (const event of events || []) {
    if (event && CUES.includes(event.sound) && !cues.includes(event.sound)) cues.push(event.sound);
  }
  cues.forEach((cue, i) => play(cue, i * 0.14));
}

/** Play one cue now (or `delay` seconds from now): silent when off, in a hidden tab, or before any gesture. */
export function play(cue, delay = 0) {
  if (!enabled || document.hidden || !context || context.state !== "running" || !VOICES[cue]) return;
  testHook.played.push(cue);
  VOICES[cue](context.currentTime + delay);
}

// -- the voices -----------------------------------------------------------------------------------------------

function output(gain) {
  const node = context.createGain();
  node.gain.value = gain;
  node.connect(context.destination);
  return node;
}

/** A short tone with a soft attack and a decay. */
function tone(at, freq, length, { type = "sine", gain = 0.18, slideTo = null } = {}) {
  const osc = context.createOscillator();
  const env = context.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, at);
  if (slideTo) osc.frequency.exponentialRampToValueAtTime(slideTo, at + length);
  env.gain.setValueAtTime(0.0001, at);
  env.gain.exponentialRampToValueAtTime(gain, at + 0.012);
  env.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(env).connect(output(1));
  osc.start(at);
  osc.stop(at + length + 0.02);
}

let noiseBuffer = null;

/** A short filtered noise: a card sliding or snapping on the felt. */
function swish(at, length, { freq = 2200, q = 0.9, gain = 0.35 } = {}) {
  if (!noiseBuffer) {
    noiseBuffer = context.createBuffer(1, Math.round(context.sampleRate * 0.4), context.sampleRate);
    const data = noiseBuffer.getChannelData(0);
    let seed = 22;
    for (let i = 0; i < data.length; i += 1) { // a fixed noise (seeded: the same sound every time)
      seed = (seed * 1103515245 + 12345) >>> 0;
      data[i] = (seed / 2147483648) - 1;
    }
  }
  const source = context.createBufferSource();
  source.buffer = noiseBuffer;
  const filter = context.createBiquadFilter();
  filter.type = "bandpass";
  filter.frequency.value = freq;
  filter.Q.value = q;
  const env = context.createGain();
  env.gain.setValueAtTime(0.0001, at);
  env.gain.exponentialRampToValueAtTime(gain, at + 0.008);
  env.gain.exponentialRampToValueAtTime(0.0001, at + length);
  source.connect(filter).connect(env).connect(output(1));
  source.start(at);
  source.stop(at + length + 0.02);
}

const VOICES = {
  deal: (at) => { for (let i = 0; i < 4; i += 1) swish(at + i * 0.07, 0.06, { freq: 3000, gain: 0.22 }); },
  card: (at) => swish(at, 0.09, { freq: 1800, gain: 0.4 }),
  point: (at) => { tone(at, 660, 0.16); tone(at + 0.09, 880, 0.22); },
  goal: (at) => [523, 659, 784, 1047].forEach((f, i) => tone(at + i * 0.09, f, 0.3, { type: "triangle", gain: 0.2 })),
  turn: (at) => tone(at, 988, 0.14, { gain: 0.08 }),
  won: (at) => [523, 659, 784, 1047, 1319].forEach((f, i) => tone(at + i * 0.11, f, 0.45, { type: "triangle", gain: 0.2 })),
  lost: (at) => { tone(at, 392, 0.3, { type: "triangle" }); tone(at + 0.22, 330, 0.45, { type: "triangle", slideTo: 262 }); },
  draw: (at) => { tone(at, 523, 0.25, { type: "triangle" }); tone(at + 0.18, 523, 0.35, { type: "triangle" }); },
};
