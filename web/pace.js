// The pace between a person's decisions (issue 22, item 5). The computer pauses before each of its moves so a
// person can follow (AI_DELAY_MS at speed normal, times the speed's factor), but in a game with several computers the
// moves between two of a person's decisions add up: the pauses are scaled so that at speed normal the person waits at
// most about WAIT_BUDGET_MS. Each computer move gets a slot of the budget shared by the computer moves expected in
// this wait (as many as in the previous wait, at least one per computer seat); the pause fills what the cards'
// travel and the computer's thinking left of that slot. Where the slots are long enough for today's pause after the
// cards have settled (one or two computers), nothing changes. A tap, click or key on the table skips the rest of the
// wait: no more pauses, and the cards jump to their places, until the person decides again.
// No rule is here: who moves comes from the view. Pure functions (`pauseFor`, `plannedWait`) so the benchmark runs
// the same rule under Node (buildtools/bench/pace.py).

/** At speed normal, the longest a person should wait between two own decisions (ms). */
export const WAIT_BUDGET_MS = 4000;
/** A card's travel at speed normal (web/motion.js MOVE_MS): what one computer move shows before its pause. */
export const MOVE_MS = 340;

/**
 * The pause before a computer move, in ms.
 * base: the pause at speed normal (AI_DELAY_MS); factor: the speed's multiplier (0: instant);
 * expected: the computer moves expected in this wait; sinceShown: ms since the previous move was drawn (its cards'
 * travel and the thinking are in it); skipped: the person tapped to skip the rest of the wait.
 */
export function pauseFor({ base, factor, expected, sinceShown, skipped = false }) {
  if (skipped || factor <= 0 || base <= 0) return 0;
  const pause = base * factor;
  const slot = (WAIT_BUDGET_MS * factor) / Math.max(1, expected);
  if (slot >= pause + MOVE_MS * factor) return pause; // room for today's pause after the cards' travel
  return Math.max(0, Math.min(pause, slot - sinceShown));
}

/**
 * The wait between two of a person's decisions that the rule gives (ms), for the benchmark: `moves` are the computer
 * moves in between, each {settle: ms its cards take to settle at speed normal, think: ms the engine takes}; the
 * session's loop waits for the thinking and the settling (together: the longer of the two) and then pauses.
 */
export function plannedWait(moves, { base, factor = 1, expected }) {
  let total = 0;
  let shown = 0; // ms since the previous move was drawn
  for (const move of moves) {
    shown = Math.max(move.think, move.settle * factor);
    const pause = pauseFor({ base, factor, expected, sinceShown: shown });
    total += shown + pause;
  }
  // the last computer move's cards settle before the person's turn is drawn
  return total;
}

/** The pace of one session's waits: how many computer moves the last wait had, and this wait's state. */
export class Pace {
  constructor(computers) {
    this.computers = Math.max(1, computers);
    this.lastCount = 0;
    this.count = 0;
    this.skipped = false;
    this.shownAt = now();
  }

  /** The computer moves expected in this wait. */
  expected() {
    return Math.max(this.computers, this.lastCount);
  }

  /** A move was drawn (a computer's, or the person's decision). */
  shown() {
    this.shownAt = now();
  }

  /** The pause before the next computer move (ms). */
  pause(base, factor) {
    this.count += 1;
    return pauseFor({ base, factor, expected: this.expected(), sinceShown: now() - this.shownAt,
      skipped: this.skipped });
  }

  /** A person is to decide: this wait is over (its count guides the next one). */
  personToMove() {
    if (this.count > 0) this.lastCount = this.count;
    this.count = 0;
    this.skipped = false;
  }

  skip() {
    this.skipped = true;
  }
}

function now() {
  return typeof performance !== "undefined" ? performance.now() : Date.now();
}
