// Game terms that keep their original names (Bummerl, Zudrehen, ...): stub, filled in by the languages work.

/** Mark the known game terms in the text under `root` with their translation (hover, focus, long-press). */
export function markTerms(root, t) {}
