// One line of score for the menu's list of saved games ("Game points 3:1"), read from a view's score fields
// (which fields hold the score is display knowledge, like the tables'; no rule is decided here).

/** The score of `view` (a game's view) as a short text, or "" when the view has no score the shell knows. */
export function scoreSummary(view, t) {
  if (!view || typeof view !== "object") return "";
  const pick = SUMMARIES[view.game];
  try {
    return pick ? pick(view, t) : "";
  } catch (err) {
    return "";
  }
}

const joined = (numbers) => numbers.map((n) => String(n)).join(":");

const SUMMARIES = {
  /** Game points won towards the Bummerl (target minus what is still to go). */
  schnapsen: (view, t) => {
    const target = view.options && view.options.bummerl_target;
    const toGo = view.game_points_to_go;
    if (!Array.isArray(toGo) || typeof target !== "number") return "";
    return t("summary.game_points", { score: joined(toGo.map((n) => target - n)) });
  },
  spike: (view) => (view.score && typeof view.score.text === "string" ? view.score.text : ""),
  strandcup: (view, t) => {
    if (!Array.isArray(view.teams)) return "";
    return t("summary.sets_points", { sets: joined(view.teams.map((team) => team.sets)),
      points: joined(view.teams.map((team) => team.score)) });
  },
  striker: (view, t) => {
    if (!Array.isArray(view.seat_info)) return "";
    return t("summary.goals", { score: joined(view.seat_info.map((info) => info.goals)) });
  },
};
