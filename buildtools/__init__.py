"""The parts of ``build.py``, the project's one command line (standard library only, Python 3.11+).

    paths.py           where things are (ROOT, dist/, node_modules/, .venv/, ...) and the fixed names
    util.py            logging, running commands, sha256 and SRI
    npm.py             node_modules/: the pinned npm package pyodide (npm ci when needed)
    icons.py           the app icons, drawn and written as PNG in pure Python
    wheel.py           the engine wheel (PEP 517) and the small Pyodide lock that names it
    precompile.py      the engine's bytecode for Pyodide's Python, made inside Pyodide under Node (precompile.mjs)
    worker.py          worker.js with the build's engine information (wheel, sha256, lock, snapshot key)
    service_worker.py  sw.js from its template, the site's content hash, manifest.json
    site.py            dist/ assembly: python3 build.py build (and the engine's early start in the pages' heads)
    server.py          the local HTTP server with the right MIME types: python3 build.py serve
    testenv.py         what the tests need: Chromium, .venv, the Pyodide test wheels, the Pyodide runner command
    testrunner.py      the three test parts and their summary: python3 build.py test
    checks.py          the static checks (ruff, mypy, eslint), run by test first: python3 build.py check
    readme.py          README.md's generated options section: python3 build.py readme
    bench/             the benchmarks: python3 build.py bench (and the engines' own speed scripts)
"""
