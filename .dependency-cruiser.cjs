/**
 * The layers of src/, lowest first. A module may import its own layer and the
 * layers below it, never one above; `npm test` runs this check
 * (test/architecture.test.ts) so the layering stays true.
 */
const layers = [
  ['util', 'src/util/'],
  ['engine', 'src/engine/'],
  ['vocabulary', 'src/vocabulary/'],
  ['schema', 'src/schema/'],
  ['markdown', 'src/markdown/'],
  ['signals', 'src/signals/'],
  ['transcript', 'src/transcript/'],
  ['json', 'src/json/'],
  // Each kind's detector, and the registry of them: detection runs before any kind loads, so the pipelines below the kinds consult it.
  ['detection', 'src/kinds/(detect|detect-kind|detectors[.]generated|[^/]+/detect)[.]ts$'],
  ['rules', 'src/rules/'],
  // Each JSON kind's traits and rules, and the table of them: the JSON pipeline, below the kinds, asks a JSON kind's by its name.
  ['json-kinds', 'src/kinds/(traits[.]generated|[^/]+/traits)[.]ts$'],
  ['pipeline', 'src/pipeline/'],
  // With the conversion, how it reads each kind it reads, in the kind's folder, and the table of them.
  ['convert', ['src/convert/', 'src/kinds/(convert[.]generated|[^/]+/convert)[.]ts$']],
  ['postflight', 'src/postflight/'],
  ['kinds', 'src/kinds/'],
  ['reporters', 'src/reporters/'],
  ['config', 'src/config/'],
  ['node', 'src/node/'],
  ['cli', 'src/cli/'],
  ['entries', 'src/[^/]+[.]ts$']
]

const escape = (path) => path.replace(/[.]/g, '[.]')
const pattern = (path) => (path.endsWith('/') ? `^${escape(path)}` : `^${path}`)
/** A layer's paths: a folder, or a pattern of files; a layer may have several. */
const pathsOf = (paths) => [paths].flat()
/** A folder's layer holds the folder less the paths another layer names within it (the kinds' detectors, traits, conversions). */
const within = (paths) =>
  layers
    .flatMap(([, other]) => pathsOf(other))
    .filter((other) => !other.endsWith('/') && pathsOf(paths).some((path) => path.endsWith('/') && other !== path && other.startsWith(path)))
    .map(pattern)

/** One rule per layer: nothing below may import it. */
const upward = layers.slice(1).map(([name, paths], index) => ({
  name: `no-upward-import-of-${name}`,
  comment: `${layers
    .slice(0, index + 1)
    .map(([below]) => below)
    .join(', ')} sit below ${name} and may not import it`,
  severity: 'error',
  from: {path: layers.slice(0, index + 1).flatMap(([, below]) => pathsOf(below).map(pattern))},
  to: {path: pathsOf(paths).map(pattern), pathNot: within(paths)}
}))

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'no-circular',
      comment: 'A cycle ties modules into one layer whatever their folders say.',
      severity: 'error',
      from: {},
      to: {circular: true}
    },
    {
      name: 'languages-apart',
      comment: 'markdown/ and json/ read different languages; neither reads the other (markdown sits below json only in the list).',
      severity: 'error',
      from: {path: '^src/json/'},
      to: {path: '^src/markdown/'}
    },
    {
      name: 'rule-kinds-apart',
      comment:
        'A rule folder serves one kind and imports no other rule folder, nor the modules above the folders: shared pieces live in the language layers or the engine, and kinds that share rules are composed in src/rules/*.ts.',
      severity: 'error',
      from: {path: '^src/rules/([^/]+)/'},
      to: {path: '^src/rules/', pathNot: '^src/rules/$1/'}
    },
    {
      name: 'kinds-apart',
      comment:
        'A kind folder (src/kinds/<kind>/) serves one kind and imports no other kind folder, nor the registry: what kinds share lives in src/kinds/*-kind.ts or below.',
      severity: 'error',
      from: {path: '^src/kinds/([^/]+)/'},
      to: {path: '^src/kinds/', pathNot: ['^src/kinds/$1/', '^src/kinds/[^/]+-kind[.]ts$']}
    },
    {
      name: 'core-without-node',
      comment: 'Parsing, linting and converting run in a browser or an agent sandbox: node: built-ins only in node/ and cli/.',
      severity: 'error',
      from: {path: '^src/', pathNot: ['^src/(node|cli)/', '^src/(node|cli)[.]ts$']},
      to: {dependencyTypes: ['core']}
    }
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    tsPreCompilationDeps: true,
    tsConfig: {fileName: 'tsconfig.json'},
    enhancedResolveOptions: {extensions: ['.ts', '.js', '.json']},
    exclude: {path: '^(dist|node_modules)/'}
  }
}
