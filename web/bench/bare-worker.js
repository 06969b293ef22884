// bare.html?worker=1: a bare loadPyodide() in a module worker (the site's own runtime copy, nothing else).
import { loadPyodide } from "../pyodide/pyodide.mjs";

const runtime = new URL("../pyodide/", import.meta.url).href;
loadPyodide({ indexURL: runtime, packageBaseUrl: runtime }).then(
  (pyodide) => self.postMessage({ result: pyodide.runPython("1 + 1") }),
  (err) => self.postMessage({ error: String(err) }),
);
