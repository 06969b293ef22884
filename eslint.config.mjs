// ESLint for the site's JavaScript (web/): the recommended rules; `python3 build.py check` runs it (npx eslint web).
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    files: ["web/**/*.js"],
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.browser, ...globals.worker },
    },
  },
  {
    // The service worker is a classic script (registered without type: "module"); build.py fills in __PRECACHE__.
    files: ["web/sw.js"],
    languageOptions: {
      sourceType: "script",
      globals: { ...globals.serviceworker, __PRECACHE__: "readonly" },
    },
  },
];
