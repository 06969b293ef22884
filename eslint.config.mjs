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
    // embed-frames.js is a classic script a blog post includes with <script src> (README "Embedding in a blog").
    files: ["web/embed-frames.js"],
    languageOptions: { sourceType: "script" },
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
