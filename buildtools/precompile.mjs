// Compiles the engine's modules with Pyodide's own Python (3.14), at build time, under Node.
//
//   node buildtools/precompile.mjs ENGINE.whl OUT.zip
//
// Reads every .py file of the wheel and writes OUT.zip with one bytecode file per module, beside its source
// (pygame_core/x/y.pyc: where zipimport looks, see precompile.py), plus precompile.json (the cache tag, Python's
// version, the count). The .pyc files are "unchecked-hash" pycs (PEP 552): Python uses them without looking at the
// source's time stamp or hash, which is right for a wheel whose sha256 is checked as a whole before it is loaded.
// Compiled without column positions (PYTHONNODEBUGRANGES), which makes the wheel about 100 kB smaller.
// buildtools/precompile.py puts them into the wheel (and its RECORD). Nothing is fetched: Pyodide comes from
// node_modules, the wheel is passed in as bytes.
import { loadPyodide } from "pyodide";
import fs from "node:fs";

const COMPILE = `
import importlib.util, io, json, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

SITE = "/lib/engine/"  # the folder worker.js puts the wheel in (tracebacks name /lib/engine/<wheel>/... anyway)
TAG = sys.implementation.cache_tag
out = io.BytesIO()
count = 0
with zipfile.ZipFile(io.BytesIO(bytes(WHEEL.to_py()))) as wheel, zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as pycs:
    for name in sorted(n for n in wheel.namelist() if n.endswith(".py") and ".dist-info/" not in n):
        source = wheel.read(name)
        code = compile(source, SITE + name, "exec", dont_inherit=True)
        target = name[:-3] + ".pyc"  # beside its source: where zipimport looks (see precompile.py)
        data = _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
        pycs.writestr(zipfile.ZipInfo(target, (1980, 1, 1, 0, 0, 0)), bytes(data))
        count += 1
    pycs.writestr(zipfile.ZipInfo("precompile.json", (1980, 1, 1, 0, 0, 0)),
                  json.dumps({"cache_tag": TAG, "python": sys.version.split()[0], "modules": count}))
out.getvalue()
`;

async function main() {
  const [wheelPath, outPath] = process.argv.slice(2);
  if (!wheelPath || !outPath) throw new Error("usage: precompile.mjs ENGINE.whl OUT.zip");
  const pyodide = await loadPyodide({ env: { PYTHONNODEBUGRANGES: "1" } });
  pyodide.globals.set("WHEEL", new Uint8Array(fs.readFileSync(wheelPath)));
  const result = pyodide.runPython(COMPILE);
  const bytes = result.toJs();
  result.destroy();
  fs.writeFileSync(outPath, bytes);
}

main().then(
  () => process.exit(0),
  (err) => { process.stderr.write(`precompile failed: ${err && err.stack || err}\n`); process.exit(1); },
);
