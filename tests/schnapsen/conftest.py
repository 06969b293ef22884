"""The Schnapsen tests build games straight from ``SchnapsenGame``: the registry must have registered the game's
texts first (``GAME_INFO.messages``), as it does for every game the engine plays."""

from pygame_core.core import registry

registry.discover()
