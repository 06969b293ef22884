// The pace between a person's decisions (issue 22, item 5). The computer pauses before each of its moves so a
// person can follow (AI_DELAY_MS at speed normal, times the speed's factor), but in a game with several computers the
// moves between two of a person's decisions add up: the pauses are scaled so that at speed normal the person waits at
// most about WAIT_BUDGET_MS. Each computer move gets a slot of the budget shared by the computer moves expected in
// this wait (as many as in the previous wait, at least one per computer seat); the pause fills what the cards'
// travel and the computer's thinking left of that slot. Where the slots are long enough for today's pause after the
// cards have settled (one or two computers), nothing changes. A tap, click or key on the table skips the rest of the
// wait: no more pauses, and the cards jump to their places, until the person decides again.
// No rule is here: who moves comes from the view. No DOM, and a clock that can be given, so the benchmark runs
// the same rule under Node (buildtools/bench/pace.py): `simulateWaits`.

/** At speed normal, the longest a person should wait between two own decisions (ms). */
export const WAIT_BUDGET_MS = 4000;
/** The share of the budget a wait's schedule keeps to, leaving the rest for moves that come after it (the engine's
 * thinking and drawing, which no pause can shorten). */
const SCHEDULE = 0.8;
/** A wait longer than this (ms since the person's decision, with pauses still to come) is long: the first long wait
 * of a visit says that a tap skips it (issue 34, item 5). */
export const LONG_WAIT_MS = 1500;
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
 * The rule run on recorded waits, on a clock of its own (the benchmark, buildtools/bench/pace.py): `waits` are lists
 * of the computer moves between two of a person's decisions, each {settle: ms its cards take to settle at speed
 * normal, think: ms the engine takes}. As the session's loop: the computer thinks while the cards of the move before
 * settle, then pauses. `old`: the rule before issue 22 (every pause `base`, nothing scaled). Answers each wait (ms).
 */
export function simulateWaits(waits, { base, factor = 1, computers, old = false }) {
  let t = 0;
  const pace = new Pace(computers, () => t);
  return waits.map((moves) => {
    const start = t;
    pace.decided();
    let settle = MOVE_MS * factor; // the person's own card travels first
    for (const move of moves) {
      pace.shown();
      const jump = !old && pace.hurried(factor);
      const pause = old ? base : pace.pause(base, factor);
      t += Math.max(move.think, (jump ? 0 : settle) + pause);
      settle = move.settle * factor;
    }
    pace.personToMove();
    return t - start;
  });
}

/** The pace of one session's waits: how many computer moves the last wait had, and this wait's state. */
export class Pace {
  constructor(computers, clock = now) {
    this.computers = Math.max(1, computers);
    this.clock = clock;
    this.lastCount = 0;
    this.count = 0;
    this.skipped = false;
    this.paused = 0;
    this.travelled = 0; // moves of this wait whose cards were let travel (the others jumped to their places)
    this.shownAt = clock();
    this.decidedAt = null;
  }

  /** The computer moves expected in this wait. */
  expected() {
    return Math.max(this.computers, this.lastCount);
  }

  /** A move was drawn (a computer's, or the person's decision). */
  shown() {
    this.shownAt = this.clock();
  }

  /** Whether this wait is behind its budget's schedule (more time gone than its share for the moves so far): the
   * cards then jump to their places and the pauses go, so the rest of the wait is as short as the engine allows. */
  behind(factor) {
    if (this.decidedAt === null || factor <= 0) return false;
    const share = Math.min(1, (this.count + 1) / this.expected());
    return this.clock() - this.decidedAt > SCHEDULE * WAIT_BUDGET_MS * factor * share;
  }

  /** Whether the cards of the move just drawn should jump to their places (skipped, or behind). */
  hurried(factor) {
    const hurried = this.skipped || this.behind(factor);
    if (!hurried && this.decidedAt !== null && factor > 0) this.travelled += 1;
    return hurried;
  }

  /** The pause before the next computer move (ms). */
  pause(base, factor) {
    const behind = this.behind(factor);
    this.count += 1;
    const pause = pauseFor({ base, factor, expected: this.expected(), sinceShown: this.clock() - this.shownAt,
      skipped: this.skipped || behind });
    this.paused += pause;
    return pause;
  }

  /** Whether this wait is long (LONG_WAIT_MS gone since the person decided) while a pause is still to come. */
  long(pause) {
    return pause > 0 && !this.skipped && this.decidedAt !== null && this.clock() - this.decidedAt + pause >= LONG_WAIT_MS;
  }

  /** A person decided: a wait may start (its length is measured from here; a tap before it skipped nothing). */
  decided() {
    this.decidedAt = this.clock();
    this.skipped = false;
  }

  /** Whether a person's decision is on its way to the engine or its wait runs: a tap now skips that wait. */
  waiting() {
    return this.decidedAt !== null;
  }

  /** A person is to decide (or read a result): this wait is over (its count guides the next one). Answers the wait
   * {moves, ms, skipped, paused} if computer moves were in it (ms from the person's decision, when there was one;
   * paused: the pauses the rule gave its moves, in ms, 0 at speed instant; travelled: the moves drawn in it, the
   * person's own included, whose cards the rule let travel rather than jump). What the rule decided is `paused`
   * plus `travelled` cards' travel (MOVE_MS at normal): `ms` adds the engine's thinking and the machine's load. */
  personToMove() {
    const wait = this.count > 0 ? { moves: this.count,
      ms: this.decidedAt !== null ? Math.round(this.clock() - this.decidedAt) : null, skipped: this.skipped,
      paused: Math.round(this.paused), travelled: this.travelled } : null;
    if (this.count > 0) this.lastCount = this.count;
    this.count = 0;
    this.paused = 0;
    this.travelled = 0;
    this.skipped = false;
    this.decidedAt = null;
    return wait;
  }

  skip() {
    this.skipped = true;
  }
}

function now() {
  return typeof performance !== "undefined" ? performance.now() : Date.now();
}
