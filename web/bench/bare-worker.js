// bare.html?worker=1: a bare loadPyodide() in a module worker (the site's own runtime copy, nothing else).
import { loadPyodide } from "../pyodide/pyodide.mjs";

const runtime = new URL("../pyodide/", import.meta.url).href;
// timings: ms since the epoch (comparable with the page's performance.timeOrigin + performance.now())
const workerStart = performance.timeOrigin;
loadPyodide({ indexURL: runtime, packageBaseUrl: runtime }).then(
  (pyodide) => self.postMessage({ result: pyodide.runPython("1 + 1"),
                                  timings: { workerStart, runtime: performance.timeOrigin + performance.now() } }),
  (err) => self.postMessage({ error: String(err) }),
);
