// ESLint (flat config) for the widgets' ES modules and their unit tests: the recommended rules, browser globals.
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    files: ["wordplay/widgets/static/**/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.browser } },
  },
  {
    // the site's play page (lite/play): a page module and its Pyodide worker
    files: ["lite/play/**/*.js", "lite/play/**/*.mjs"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.browser, ...globals.worker } },
  },
  {
    files: ["lite/play/bundle.mjs"], // run by Node at build time (lite/bundle.py)
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["tests/js/**/*.js", "eslint.config.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.node } },
  },
];
