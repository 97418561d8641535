/**
 * SARIF 2.1.0, the format code-scanning services read: one run whose driver
 * lists every rule from its metadata, and one result per diagnostic with its
 * region and, when the diagnostic has one, its fix as a replacement.
 */
import type * as Sarif from 'sarif'
import {location} from 'vfile-location'
import type {Diagnostic, Fix, Severity} from '../engine/diagnostic.js'
import {allRules, type RegisteredRule} from '../kinds/rules.js'
import {projectUrl, ruleUrl} from '../engine/rule.js'
import {resultFingerprints} from './fingerprints.js'
import {ruleHelpMarkdown, ruleHelpText} from './rule-doc.js'
import type {FileResult, Reporter} from './types.js'
import {jsonText} from '../util/visible.js'

/** Base id that relative artifact URIs are resolved against. */
const sarifSourceRoot = '%SRCROOT%'

const schemaUri = 'https://json.schemastore.org/sarif-2.1.0.json'

function levelOf(severity: Severity): Sarif.ReportingConfiguration.level {
  return severity === 'error' ? 'error' : severity === 'warning' ? 'warning' : 'note'
}

function encodePath(path: string): string {
  return path
    .split('/')
    // A lone surrogate (possible in a file name) cannot be percent-encoded: it becomes U+FFFD instead of a URIError.
    .map((segment) => (/^[A-Za-z]:$/.test(segment) ? segment : encodeURIComponent(segment.replace(/\p{Cs}/gu, '\uFFFD'))))
    .join('/')
}

/** A file path as a SARIF artifact location: relative paths against `%SRCROOT%`, absolute ones as `file:` URIs. */
export function artifactLocation(filePath: string): Sarif.ArtifactLocation {
  const path = filePath.replaceAll('\\', '/')
  if (path.startsWith('/')) return {uri: `file://${encodePath(path)}`}
  if (/^[A-Za-z]:\//.test(path)) return {uri: `file:///${encodePath(path)}`}
  return {uri: encodePath(path.replace(/^(\.\/)+/, '')), uriBaseId: sarifSourceRoot}
}

/** The directory a run's relative paths start from, as a `file:` URI ending in `/`. */
function directoryUri(directory: string): string {
  const location = artifactLocation(directory.replaceAll('\\', '/').replace(/\/?$/, '/'))
  return location.uri ?? 'file:///'
}

function ruleDescriptor(rule: RegisteredRule): Sarif.ReportingDescriptor {
  return {
    id: rule.id,
    shortDescription: {text: rule.description},
    fullDescription: {text: rule.rationale},
    help: {text: ruleHelpText(rule), markdown: ruleHelpMarkdown(rule)},
    helpUri: ruleUrl(rule.id),
    defaultConfiguration: {level: levelOf(rule.severity)},
    properties: {tags: [...rule.kinds], fixable: rule.fixable}
  }
}

function regionOf(place: {line: number; column: number; endLine?: number; endColumn?: number}): Sarif.Region {
  return {
    startLine: place.line,
    startColumn: place.column,
    ...(place.endLine === undefined ? {} : {endLine: place.endLine}),
    ...(place.endColumn === undefined ? {} : {endColumn: place.endColumn})
  }
}

function describeFix(fix: Fix): string {
  if (fix.text === '') return 'Delete the span'
  const shown = fix.text.length > 80 ? `${fix.text.slice(0, 79)}…` : fix.text
  return `Replace the span with ${JSON.stringify(shown)}`
}

/**
 * Turns UTF-16 offsets into a line/column region of the text without its byte
 * order mark, the text diagnostics are positioned in (`columnKind` is UTF-16).
 */
function fixToSarif(fix: Fix, source: string, artifact: Sarif.ArtifactLocation): Sarif.Fix | undefined {
  const shift = source.charCodeAt(0) === 0xfeff ? 1 : 0
  const text = shift ? source.slice(1) : source
  const place = location(text)
  const start = place.toPoint(Math.max(0, fix.range[0] - shift))
  const end = place.toPoint(Math.max(0, fix.range[1] - shift))
  if (!start || !end || fix.range[1] < fix.range[0]) return undefined
  return {
    description: {text: describeFix(fix)},
    artifactChanges: [
      {
        artifactLocation: artifact,
        replacements: [
          {
            deletedRegion: {startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column},
            insertedContent: {text: fix.text}
          }
        ]
      }
    ]
  }
}

/** The key of handback's own fingerprint in `partialFingerprints`; the version is bumped if its recipe changes. */
const fingerprintKey = 'handback/v1'

function resultOf(
  diagnostic: Diagnostic,
  file: FileResult,
  artifact: Sarif.ArtifactLocation,
  index: ReadonlyMap<string, number>,
  fingerprint: string | undefined
): Sarif.Result {
  const ruleIndex = index.get(diagnostic.ruleId)
  const fix = diagnostic.fix ? fixToSarif(diagnostic.fix, file.source, artifact) : undefined
  const properties: Sarif.PropertyBag = {}
  if (diagnostic.pointer !== undefined) properties['pointer'] = diagnostic.pointer
  if (diagnostic.expected) properties['expected'] = diagnostic.expected
  if (diagnostic.note !== undefined) properties['note'] = diagnostic.note
  return {
    ruleId: diagnostic.ruleId,
    ...(ruleIndex === undefined ? {} : {ruleIndex}),
    level: levelOf(diagnostic.severity),
    message: {text: diagnostic.note === undefined ? diagnostic.message : `${diagnostic.message}. ${diagnostic.note}`},
    locations: [{physicalLocation: {artifactLocation: artifact, region: regionOf(diagnostic)}}],
    ...(diagnostic.cause
      ? {
          relatedLocations: [
            {id: 1, message: {text: diagnostic.cause.message}, physicalLocation: {artifactLocation: artifact, region: regionOf(diagnostic.cause)}}
          ]
        }
      : {}),
    ...(fix ? {fixes: [fix]} : {}),
    ...(fingerprint === undefined ? {} : {partialFingerprints: {[fingerprintKey]: fingerprint}}),
    ...(Object.keys(properties).length > 0 ? {properties} : {})
  }
}

/** Builds the SARIF log object; `sarif` is this, serialized. */
export function toSarifLog(results: readonly FileResult[], options: {cwd?: string; version?: string} = {}): Sarif.Log {
  const index = new Map<string, number>()
  for (const [position, rule] of allRules.entries()) if (!index.has(rule.id)) index.set(rule.id, position)
  const driver: Sarif.ToolComponent = {
    name: 'handback',
    informationUri: projectUrl,
    ...(options.version === undefined ? {} : {version: options.version}),
    rules: allRules.map(ruleDescriptor)
  }
  const run: Sarif.Run = {
    tool: {driver},
    ...(options.cwd === undefined ? {} : {originalUriBaseIds: {[sarifSourceRoot]: {uri: directoryUri(options.cwd)}}}),
    columnKind: 'utf16CodeUnits',
    results: results.flatMap((file) => {
      const artifact = artifactLocation(file.filePath)
      const fingerprints = resultFingerprints(file)
      return file.diagnostics.map((diagnostic, position) => resultOf(diagnostic, file, artifact, index, fingerprints[position]))
    })
  }
  return {$schema: schemaUri, version: '2.1.0', runs: [run]}
}

export const sarif: Reporter = (results, options) => {
  const settings: {cwd?: string; version?: string} = {}
  if (options.cwd !== undefined) settings.cwd = options.cwd
  if (options.version !== undefined) settings.version = options.version
  return jsonText(toSarifLog(results, settings), 2) + '\n'
}
