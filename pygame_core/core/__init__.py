"""Game-agnostic parts of the engine: protocol, RNG, options, text, errors."""

from .errors import (
    BadOptions,
    CorruptSave,
    GameError,
    GameOver,
    IllegalAction,
    MalformedInput,
    NotYourTurn,
    UnknownGame,
)
from .game import Action, Event, Game
from .options import describe_options, option, parse_options
from .rng import Rng, seed_from

__all__ = ["Action", "BadOptions", "CorruptSave", "Event", "Game", "GameError", "GameOver",
           "IllegalAction", "MalformedInput", "NotYourTurn", "Rng", "UnknownGame",
           "describe_options", "option", "parse_options", "seed_from"]
