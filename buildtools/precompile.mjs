// Compiles Python modules with Pyodide's own Python (3.14), at build time, under Node: the engine's modules, and
// the modules of Pyodide's standard library that a start of the site imports.
//
//   node buildtools/precompile.mjs ENGINE.whl OUT.zip STDLIB.zip STDLIB_OUT.zip
//
// OUT.zip: one bytecode file per engine module, beside its source (pygame_core/x/y.pyc: where zipimport looks, see
// precompile.py), plus precompile.json (the cache tag, Python's version, the counts). The .pyc files are
// "unchecked-hash" pycs (PEP 552): Python uses them without looking at the source's time stamp or hash, which is
// right for a wheel whose sha256 is checked as a whole before it is loaded. Compiled without column positions
// (PYTHONNODEBUGRANGES) and without docstrings, which makes the wheel about 170 kB smaller.
//
// STDLIB_OUT.zip: Pyodide's standard library (STDLIB.zip, the npm package's python_stdlib.zip) with every module
// that Pyodide's start-up and the engine import as bytecode instead of source (see precompile.py: Pyodide ships
// sources only, so every start compiles about 130 modules, most of a cold start). Which modules: those in
// sys.modules, loaded from the zip, after loadPyodide(), an import of every engine module and one bridge call. The
// rest stay sources, untouched; multiprocessing is left out (LEFT_OUT). Then a second Pyodide starts from
// STDLIB_OUT.zip and does the same: the build fails unless the bridge answers and every standard-library module it
// loaded came from bytecode.
//
// Nothing is fetched: Pyodide comes from node_modules, the files are passed in as bytes.
import { loadPyodide } from "pyodide";
import fs from "node:fs";

const COMPILE_ENGINE = `
import ast, importlib.util, io, json, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

SITE = "/lib/engine/"  # the folder worker.js puts the wheel in (tracebacks name /lib/engine/<wheel>/... anyway)
TAG = sys.implementation.cache_tag
out = io.BytesIO()
count = 0

def without_docstrings(tree):
    """The module without its docstrings (module, classes, functions), as python -OO drops them, asserts kept:
    nothing in the engine reads a docstring at run time; the bytecode is ~65 kB smaller for it."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                node.body = node.body[1:] or [ast.copy_location(ast.Pass(), first)]
    return tree

with zipfile.ZipFile(io.BytesIO(bytes(WHEEL.to_py()))) as wheel, zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as pycs:
    for name in sorted(n for n in wheel.namelist() if n.endswith(".py") and ".dist-info/" not in n):
        source = wheel.read(name)
        code = compile(without_docstrings(ast.parse(source, SITE + name)), SITE + name, "exec", dont_inherit=True)
        target = name[:-3] + ".pyc"  # beside its source: where zipimport looks (see precompile.py)
        data = _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
        pycs.writestr(zipfile.ZipInfo(target, (1980, 1, 1, 0, 0, 0)), bytes(data))
        count += 1
    pycs.writestr(zipfile.ZipInfo("precompile.json", (1980, 1, 1, 0, 0, 0)),
                  json.dumps({"cache_tag": TAG, "python": sys.version.split()[0], "modules": count,
                              "stdlib": STDLIB_REPORT}))
out.getvalue()
`;

// Every engine module imported from the wheel at ENGINE_PATH (as worker.js does: the wheel on sys.path), then one
// bridge call, which must answer.
const IMPORT_ENGINE = `
import importlib, json, pkgutil, sys
sys.path.insert(1, ENGINE_PATH)
import pygame_core
for _info in pkgutil.walk_packages(pygame_core.__path__, "pygame_core."):
    importlib.import_module(_info.name)
from pygame_core import bridge
_answer = json.loads(bridge.handle('{"cmd": "games"}'))
if not _answer.get("ok"):
    raise SystemExit(f"the engine did not answer: {_answer}")
`;

// The standard library's modules now loaded from its zip, by their names in the zip (asyncio/events.py); frozen
// modules (io, abc, codecs, ...: part of the wasm) name a file there too, but are not read from it.
const LOADED_FROM_STDLIB = `
import sys, zipimport
_zip = sys.modules["os"].__file__.rsplit("/", 1)[0] + "/"
sorted({m.__file__[len(_zip):] for m in list(sys.modules.values())
        if isinstance(getattr(m, "__file__", None), str) and m.__file__.startswith(_zip)
        and isinstance(getattr(getattr(m, "__spec__", None), "loader", None), zipimport.zipimporter)})
`;

// STDLIB_OUT: the zip's entries in their order (LEFT_OUT aside), each module of HOT as unchecked-hash bytecode
// (x.pyc, no x.py) compiled with optimize=2 (no docstrings, no asserts: the standard library is made to run under
// python -OO); every entry with a fixed time stamp, so an unchanged runtime gives a byte-identical file.
const COMPILE_STDLIB = `
import importlib.util, io, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

# Left out: Pyodide keeps multiprocessing importable, but it cannot work in WebAssembly (Pyodide's documentation:
# "included but not working"); nothing the site runs imports it, and the check below imports the whole engine.
LEFT_OUT = ("multiprocessing/",)
hot = set(HOT)
zip_path = sys.modules["os"].__file__.rsplit("/", 1)[0] + "/"
out = io.BytesIO()
compiled = []
with zipfile.ZipFile(io.BytesIO(bytes(STDLIB.to_py()))) as source, \\
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
    for info in source.infolist():
        name = info.filename
        if name.startswith(LEFT_OUT):
            continue
        data = source.read(info)
        if name in hot:
            code = compile(data, zip_path + name, "exec", dont_inherit=True, optimize=2)
            name, data = name[:-3] + ".pyc", bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))
            compiled.append(name)
        entry = zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0))
        entry.external_attr = info.external_attr
        entry.compress_type = zipfile.ZIP_STORED if name.endswith("/") else zipfile.ZIP_DEFLATED
        target.writestr(entry, data)
missing = sorted(hot - {n[:-4] + ".py" for n in compiled})
if missing:
    raise SystemExit(f"modules loaded from the standard library but not found in it: {missing[:5]}")
out.getvalue()
`;

// The check of STDLIB_OUT in a fresh Pyodide (after IMPORT_ENGINE there): no standard-library module came from source.
const CHECK = `
if not LOADED:
    raise SystemExit("no standard-library module was found loaded from the compiled zip")
_sources = [n for n in LOADED if n.endswith(".py")]
if _sources:
    raise SystemExit(f"standard-library modules still compiled from source at a start: {_sources[:8]}")
len(LOADED)
`;

function runList(pyodide, code) {
  const proxy = pyodide.runPython(code);
  const list = proxy.toJs();
  proxy.destroy();
  return list;
}

/** A Pyodide (``options`` for loadPyodide) with the engine wheel on sys.path and IMPORT_ENGINE run. */
async function startWithEngine(wheel, options) {
  const pyodide = await loadPyodide(options);
  pyodide.FS.mkdirTree("/lib/engine");
  pyodide.FS.writeFile("/lib/engine/engine.whl", wheel);
  pyodide.globals.set("ENGINE_PATH", "/lib/engine/engine.whl");
  pyodide.runPython(IMPORT_ENGINE);
  return pyodide;
}

async function main() {
  const [wheelPath, outPath, stdlibPath, stdlibOutPath] = process.argv.slice(2);
  if (!wheelPath || !outPath || !stdlibPath || !stdlibOutPath) {
    throw new Error("usage: precompile.mjs ENGINE.whl OUT.zip STDLIB.zip STDLIB_OUT.zip");
  }
  const wheel = new Uint8Array(fs.readFileSync(wheelPath));
  const pyodide = await startWithEngine(wheel, { env: { PYTHONNODEBUGRANGES: "1" } });
  const hot = runList(pyodide, LOADED_FROM_STDLIB);
  if (hot.length === 0) throw new Error("no standard-library module was found loaded from the zip: nothing to compile");

  pyodide.globals.set("HOT", pyodide.toPy(hot));
  pyodide.globals.set("STDLIB", new Uint8Array(fs.readFileSync(stdlibPath)));
  const stdlib = pyodide.runPython(COMPILE_STDLIB);
  fs.writeFileSync(stdlibOutPath, stdlib.toJs());
  stdlib.destroy();

  // a fresh start from the new standard library, as the site's worker makes it
  const check = await startWithEngine(wheel, { stdLibURL: stdlibOutPath });
  check.globals.set("LOADED", check.toPy(runList(check, LOADED_FROM_STDLIB)));
  const checked = check.runPython(CHECK);

  pyodide.globals.set("WHEEL", wheel);
  pyodide.globals.set("STDLIB_REPORT", pyodide.toPy({ compiled: hot.length, checked }));
  const result = pyodide.runPython(COMPILE_ENGINE);
  fs.writeFileSync(outPath, result.toJs());
  result.destroy();
}

main().then(
  () => process.exit(0),
  (err) => { process.stderr.write(`precompile failed: ${err && err.stack || err}\n`); process.exit(1); },
);
