// Runs Python inside Pyodide under Node: the engine's pytest suite, or a Python script (benchmarks).
//
//   node tests/pyodide/run.mjs [--stdlib ZIP] --wheel ENGINE.whl [--wheel DEP.whl ...] --tests DIR [--pyproject FILE] -- PYTEST ARGS
//   node tests/pyodide/run.mjs [--stdlib ZIP] --wheel ENGINE.whl --script FILE.py [-- ARGS]
//
// Pyodide comes from node_modules (the npm package pinned in package.json), the same runtime the site ships.
// --stdlib: start from this standard library instead of the package's (build.py test passes the site's own,
// dist/pyodide/python_stdlib-compiled.zip, so the engine's suite runs on what the browser runs).
// Every wheel is loaded by its absolute path, never by name, so nothing is fetched from a CDN. The tests folder is
// mounted read-only-in-spirit at /engine/tests (NODEFS); the pyproject.toml is copied to /engine so pytest reads the
// project's ini options (markers). The process exits with pytest's exit code (or 1 when the script raises).
import { loadPyodide } from "pyodide";
import path from "node:path";
import fs from "node:fs";

function parseArgs(argv) {
  const opts = { wheels: [], tests: null, pyproject: null, script: null, stdlib: null, rest: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") { opts.rest = argv.slice(i + 1); break; }
    const value = argv[++i];
    if (value === undefined) throw new Error(`${arg} needs a value`);
    if (arg === "--wheel") opts.wheels.push(path.resolve(value));
    else if (arg === "--tests") opts.tests = path.resolve(value);
    else if (arg === "--pyproject") opts.pyproject = path.resolve(value);
    else if (arg === "--script") opts.script = path.resolve(value);
    else if (arg === "--stdlib") opts.stdlib = path.resolve(value);
    else throw new Error(`unknown option ${arg}`);
  }
  if (!opts.tests === !opts.script) throw new Error("give exactly one of --tests or --script");
  return opts;
}

async function loadWheels(pyodide, wheels) {
  const errors = [];
  const loaded = await pyodide.loadPackage(wheels, {
    messageCallback: () => {},
    errorCallback: (message) => errors.push(message),
  });
  // loadPackage resolves even when a package fails: treat any error or a short result as a failure.
  if (errors.length || loaded.length < wheels.length) {
    throw new Error(`could not load the wheels: ${errors.join("; ") || "loaded " + loaded.length + " of " + wheels.length}`);
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const pyodide = await loadPyodide(opts.stdlib ? { stdLibURL: opts.stdlib } : {});
  // Raw writes keep pytest's progress dots on one line.
  pyodide.setStdout({ write: (buf) => { process.stdout.write(buf); return buf.length; } });
  pyodide.setStderr({ write: (buf) => { process.stderr.write(buf); return buf.length; } });
  await loadWheels(pyodide, opts.wheels);
  pyodide.FS.mkdirTree("/engine");
  pyodide.globals.set("ARGS", pyodide.toPy(opts.rest));
  const setup = ((performance.now() - started) / 1000).toFixed(1);
  if (opts.script) {
    process.stderr.write(`pyodide ${pyodide.version}: runtime + wheels loaded in ${setup} s\n`);
    pyodide.globals.set("SCRIPT", fs.readFileSync(opts.script, "utf8"));
    // the script's folder first on sys.path, as CPython puts it for `python FILE.py` (its helpers import by name)
    pyodide.FS.mkdirTree("/script");
    pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.dirname(opts.script) }, "/script");
    await pyodide.runPythonAsync("import sys\nsys.path.insert(0, '/script')\nsys.argv = ['script'] + list(ARGS)\n"
      + "exec(compile(SCRIPT, 'script', 'exec'), {'__name__': '__main__'})");
    return 0;
  }
  pyodide.FS.mkdirTree("/engine/tests");
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: opts.tests }, "/engine/tests");
  if (opts.pyproject) pyodide.FS.writeFile("/engine/pyproject.toml", fs.readFileSync(opts.pyproject));
  process.stdout.write(`pyodide ${pyodide.version} (Python ${pyodide.runPython("import sys; sys.version.split()[0]")}):`
    + ` runtime + ${opts.wheels.length} wheels loaded in ${setup} s`
    + (opts.stdlib ? `, standard library ${path.basename(opts.stdlib)}\n` : "\n"));
  const code = await pyodide.runPythonAsync(
    "import os, pytest\nos.chdir('/engine')\nint(pytest.main(['-p', 'no:cacheprovider', *ARGS]))");
  return code;
}

main().then(
  (code) => process.exit(code),
  (err) => { process.stderr.write(`pyodide runner failed: ${err && err.stack || err}\n`); process.exit(1); },
);
