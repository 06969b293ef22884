#!/usr/bin/env python3
"""The one entry point for people: build the static site, serve it, run every test, run the benchmarks.

    python3 build.py build              # writes dist/: a self-contained static site
    python3 build.py serve [--port N]   # builds, then serves dist/ on http://127.0.0.1:N/ until Ctrl-C
    python3 build.py test               # installs what the tests need and runs every test (the checks too)
    python3 build.py check              # the static checks alone: ruff, mypy, eslint
    python3 build.py bench              # prints speed and size figures (asserts nothing)
    python3 build.py readme             # regenerates README.md's options section from the engine
    python3 build.py strength [ARGS]    # the AI strength arena (no ARGS: the whole strength table, every game)
    python3 build.py playthroughs       # regenerates the golden playthroughs (tests/playthroughs/)

Standard library only (Python 3.11+). The work is done by the modules of buildtools/ beside this file (see its
__init__.py); what ``build`` writes is listed in buildtools/site.py.
"""

from __future__ import annotations

import argparse
import runpy
import subprocess
import sys
from pathlib import Path
from typing import Optional, Sequence

ROOT = Path(__file__).resolve().parent
if str(ROOT) not in sys.path:  # also when this file is loaded by its path (importlib) rather than run
    sys.path.insert(0, str(ROOT))

from buildtools.checks import check  # noqa: E402
from buildtools.readme import readme  # noqa: E402
from buildtools.server import serve  # noqa: E402
from buildtools.site import build  # noqa: E402
from buildtools.testrunner import test  # noqa: E402


def run_bench(runs: int, parts: str) -> int:
    from buildtools import bench
    return bench.main(runs=runs, parts=parts)


def strength(args: Sequence[str]) -> int:
    return subprocess.call([sys.executable, "-m", "pygame_core.ai.arena", *args], cwd=ROOT)


def playthroughs(games: Sequence[str] = ()) -> int:
    """Regenerate the golden playthrough files of ``games`` (default: every game; make_playthroughs.py). The games are
    passed on: the script would otherwise read build.py's own arguments ("playthroughs") as a game and write none."""
    return runpy.run_path(str(ROOT / "tests" / "playthroughs" / "make_playthroughs.py"))["main"](list(games))


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    sub.add_parser("build", help="write dist/")
    serve_cmd = sub.add_parser("serve", help="build, then serve dist/ on 127.0.0.1")
    serve_cmd.add_argument("--port", type=int, default=8000, help="port (default 8000; 0 picks a free one)")
    serve_cmd.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    sub.add_parser("test", help="install what the tests need and run every test")
    sub.add_parser("check", help="the static checks alone: ruff, mypy, eslint")
    bench_cmd = sub.add_parser("bench", help="print speed and size figures")
    bench_cmd.add_argument("--runs", type=int, default=3, help="cold starts per page (default 3)")
    bench_cmd.add_argument("--parts", default="abcdefghijklmn",
                           help="which figures, e.g. 'af' (default: all, abcdefghijklm)")
    sub.add_parser("readme", help="regenerate the options section of README.md from the engine")
    sub.add_parser("strength", help="AI strength arena (python3 -m pygame_core.ai.arena ...)", add_help=False)
    play_cmd = sub.add_parser("playthroughs", help="regenerate the golden playthroughs in tests/playthroughs/")
    play_cmd.add_argument("games", nargs="*", help="only these games (default: every game)")
    args, rest = parser.parse_known_args(argv)
    if rest and args.cmd != "strength":
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    if args.cmd == "build":
        build()
        return 0
    if args.cmd == "serve":
        serve(args.port, rebuild=not args.no_build)
        return 0
    if args.cmd == "test":
        return test()
    if args.cmd == "check":
        return check()
    if args.cmd == "readme":
        readme()
        return 0
    if args.cmd == "bench":
        return run_bench(args.runs, args.parts)
    if args.cmd == "playthroughs":
        return playthroughs(args.games)
    return strength(rest)


if __name__ == "__main__":
    sys.exit(main())
