"""The Spike tests build matches straight from ``SpikeGame``: register the game first, so its texts are known."""

from pygame_core.core import registry

registry.get("spike")
