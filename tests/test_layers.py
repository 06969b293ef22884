"""The engine's modules import each other in layers, without circles (issue 32, item 3).

The graph is read from the sources with :mod:`ast`, not from what an import happens to load: every ``import`` and
``from ... import`` of a ``pygame_core`` module counts, at the top of a module, inside a function (an import put
there only to dodge a circle is still a circle) and under ``if TYPE_CHECKING`` (a type named both ways ties the
two modules as much as a call does). ``from package import name`` is an edge to the submodule ``name`` where there
is one, else to the package itself. A package's ``__init__`` is a module like the others; importing a submodule
runs its parents' ``__init__`` too, but that is Python's loading order, not a dependency, and is not an edge.

The layers: ``core`` (the protocol, saves, texts, the registry) imports neither the computer players (``ai``) nor
the package root (``pygame_core/__init__.py``, the public surface built on top); ``ai/advice.py`` does not import the
package root; a game's rules never import its view (the view reads the rules); in the bridge (a package by command family),
no module imports the package's entry (``bridge/__init__.py``: ``handle`` and the table of commands), ``sessions``
imports none of the bridge's modules and ``requests`` only ``sessions``; and no chain of imports comes back to where
it started. What registers a game (the registry importing ``games.<name>`` by name) is not an import
statement and is no edge: the games are plugged in from below.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Iterator, Optional

import pygame_core

ROOT = Path(pygame_core.__file__).resolve().parent
PACKAGE = "pygame_core"

#: module -> (path, is a package)
Modules = dict[str, tuple[Path, bool]]
#: module -> {imported module: [(line, how)]}, how is "top", "function" or "typing"
Graph = dict[str, dict[str, list[tuple[int, str]]]]


def modules(root: Path = ROOT) -> Modules:
    found: Modules = {}
    for path in sorted(root.rglob("*.py")):
        parts = [PACKAGE, *path.relative_to(root).with_suffix("").parts]
        is_package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return found


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST) -> Iterator[tuple[ast.Import | ast.ImportFrom, str]]:
    """Every import statement in ``tree`` with where it stands: ``top``, ``function`` or ``typing``."""
    def walk(node: ast.AST, how: str) -> Iterator[tuple[ast.Import | ast.ImportFrom, str]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                yield child, how
            elif isinstance(child, ast.If) and _is_type_checking(child):
                for part in child.body:
                    yield from walk(ast.Module(body=[part], type_ignores=[]), "typing")
                for part in child.orelse:
                    yield from walk(ast.Module(body=[part], type_ignores=[]), how)
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                yield from walk(child, "typing" if how == "typing" else "function")
            else:
                yield from walk(child, how)
    yield from walk(tree, "top")


def _known(name: str, mods: Modules) -> Optional[str]:
    """``name`` or the nearest enclosing module the sources hold (``a.b.Class`` -> ``a.b``)."""
    while name and name not in mods:
        name = name.rpartition(".")[0]
    return name or None


def _targets(node: ast.Import | ast.ImportFrom, module: str, mods: Modules) -> list[str]:
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        if node.level:
            is_package = mods[module][1]
            base = module.split(".") if is_package else module.split(".")[:-1]
            base = base[:len(base) - (node.level - 1)]
            source = ".".join(base + ([node.module] if node.module else []))
        else:
            source = node.module or ""
        names = [f"{source}.{alias.name}" if f"{source}.{alias.name}" in mods else source for alias in node.names]
    return [target for name in names if name.split(".")[0] == PACKAGE
            for target in [_known(name, mods)] if target is not None]


def import_graph(root: Path = ROOT) -> Graph:
    mods = modules(root)
    graph: Graph = {name: {} for name in mods}
    for name, (path, _) in mods.items():
        for node, how in _imports(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            for target in _targets(node, name, mods):
                lines = graph[name].setdefault(target, []) if target != name else None
                if lines is not None and (node.lineno, how) not in lines:
                    lines.append((node.lineno, how))
    return graph


def cycles(graph: Graph) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan), each as one circle through them."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:  # recursion depth is bounded by the number of modules (about a hundred)
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            part = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                part.append(top)
                if top == node:
                    break
            if len(part) > 1:
                found.append(_circle_through(sorted(part), graph))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def _circle_through(part: list[str], graph: Graph) -> list[str]:
    """One circle inside a strongly connected part, from its first module back to it (a breadth-first search)."""
    start, members = part[0], set(part)
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for nxt in sorted(graph[node]):
                if nxt not in members:
                    continue
                if nxt == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(came_from[path[-1]])
                    return [*reversed(path), start]
                if nxt not in came_from:
                    came_from[nxt] = node
                    following.append(nxt)
        frontier = following
    return part  # (not reached: a strongly connected part has a circle through each member)


def _described(circle: list[str], graph: Graph) -> str:
    steps = [f"{a} -({', '.join(f'line {line} {how}' for line, how in graph[a][b])})-> {b}"
             for a, b in zip(circle, circle[1:])]
    return "\n  ".join(steps)


def imports_of(graph: Graph, prefix: str) -> dict[str, list[str]]:
    """Every module under ``prefix`` (a package and what it holds) -> the modules it imports."""
    return {name: sorted(targets) for name, targets in graph.items()
            if name == prefix or name.startswith(prefix + ".")}


# -- the checks on the engine ------------------------------------------------------------------------------------

GRAPH = import_graph()


def test_the_graph_sees_the_engine_s_imports_of_every_kind():
    assert GRAPH["pygame_core"]["pygame_core.core.registry"]  # the package root's top-level import
    assert ("pygame_core.games.striker.rules" in GRAPH["pygame_core.games.striker.view"])  # a view reads its rules
    kinds = {how for targets in GRAPH.values() for lines in targets.values() for _, how in lines}
    assert kinds == {"top", "function", "typing"}


def test_no_import_circle():
    found = cycles(GRAPH)
    assert not found, "import circles:\n" + "\n".join(_described(c, GRAPH) for c in found)


def test_core_imports_neither_the_players_nor_the_package_root():
    wrong = {name: [t for t in targets if t == PACKAGE or t == "pygame_core.ai" or t.startswith("pygame_core.ai.")]
             for name, targets in imports_of(GRAPH, "pygame_core.core").items()}
    assert not {name: targets for name, targets in wrong.items() if targets}


def test_advice_does_not_import_the_package_root():
    assert PACKAGE not in GRAPH["pygame_core.ai.advice"]


BRIDGE = "pygame_core.bridge"


def test_the_bridge_s_families_stand_on_requests_and_sessions_and_none_imports_its_entry():
    bridge = {name: [t for t in targets if t.startswith(BRIDGE + ".")]
              for name, targets in imports_of(GRAPH, BRIDGE).items()}
    assert {f"{BRIDGE}.play", f"{BRIDGE}.requests", f"{BRIDGE}.sessions"} <= set(bridge)
    assert set(bridge[BRIDGE]) >= {f"{BRIDGE}.play", f"{BRIDGE}.teach", f"{BRIDGE}.replays"}  # the table's families
    assert not [name for name in bridge if BRIDGE in GRAPH[name]]
    assert bridge[f"{BRIDGE}.sessions"] == []
    assert bridge[f"{BRIDGE}.requests"] == [f"{BRIDGE}.sessions"]


def test_no_game_s_rules_import_its_view():
    games = {name.rsplit(".", 1)[0] for name in GRAPH if name.startswith("pygame_core.games.") and
             name.endswith(".rules")}
    assert games
    assert not [g for g in sorted(games) if f"{g}.view" in GRAPH[f"{g}.rules"]]


# -- the checks on the check: it finds what it is meant to find -----------------------------------------------


def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / "pygame_core" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root / "pygame_core"


def test_a_circle_through_a_function_level_import_is_found_and_named(tmp_path):
    root = _write(tmp_path, {
        "__init__.py": "", "core/__init__.py": "",
        "core/a.py": "from .b import thing\n",
        "core/b.py": "def thing():\n    from . import a\n    return a\n",
        "core/c.py": "from . import a\n",
    })
    graph = import_graph(root)
    assert cycles(graph) == [["pygame_core.core.a", "pygame_core.core.b", "pygame_core.core.a"]]
    assert "line 2 function" in _described(cycles(graph)[0], graph)


def test_a_circle_through_a_type_only_import_is_found(tmp_path):
    root = _write(tmp_path, {
        "__init__.py": "", "games/__init__.py": "", "games/g/__init__.py": "",
        "games/g/rules.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .view import V\n",
        "games/g/view.py": "from ..g import rules\n",
    })
    assert cycles(import_graph(root)) == [["pygame_core.games.g.rules", "pygame_core.games.g.view",
                                           "pygame_core.games.g.rules"]]


def test_core_importing_the_root_or_the_players_is_seen(tmp_path):
    root = _write(tmp_path, {
        "__init__.py": "", "ai/__init__.py": "", "ai/base.py": "",
        "core/__init__.py": "", "core/x.py": "import pygame_core\nfrom ..ai.base import Player\n",
    })
    assert imports_of(import_graph(root), "pygame_core.core")["pygame_core.core.x"] == ["pygame_core",
                                                                                         "pygame_core.ai.base"]
