// Benchmark of @tamga/codegen (issue 11): how long a 100-model project takes to become a Laravel
// and a Go server project, from documents to files on disk, as `tamga generate` does it. The
// target is under 2 s. Prints its figures; asserts nothing.
//
//   npm run bench:codegen
import { readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { generateProject, TARGETS, writeTree, zipTree } from '@tamga/codegen'
import { documentPath, loadProject, type ProjectFile } from '@tamga/schema'
import { REPOSITORY_ROOT } from './support/benchProject.ts'

const MODELS = 100

function heritageFiles(): ProjectFile[] {
  const directory = join(REPOSITORY_ROOT, 'examples', 'heritage', 'documents')
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .map((path) => ({ path: relative(directory, path), text: readFileSync(path, 'utf8') }))
}

/** One made-up table with a form, a grid and a krud: a dozen columns of every common type, a key to the one before. */
function syntheticDocuments(index: number): object[] {
  const name = `item_${String(index).padStart(3, '0')}`
  const previous = `item_${String(index - 1).padStart(3, '0')}`
  const columns = [
    { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
    { name: 'code', type: { name: 'varchar', length: 32 }, nullable: false, unique: true },
    { name: 'title', type: { name: 'varchar', length: 255 }, nullable: false },
    { name: 'body', type: 'text' },
    { name: 'amount', type: { name: 'numeric', precision: 14, scale: 2 } },
    { name: 'quantity', type: 'integer', default: { value: 0 } },
    { name: 'active', type: 'boolean', nullable: false, default: { value: true } },
    { name: 'starts_on', type: 'date' },
    { name: 'extra', type: 'jsonb' },
    { name: 'parent_id', type: 'bigint' },
    { name: 'owner_id', type: 'bigint', default: { named: 'current_user_id' } },
  ]
  const fields = columns
    .filter((column) => column.name !== 'owner_id')
    .map((column) => ({
      name: column.name,
      widget: column.type === 'boolean' ? 'switch' : column.type === 'date' ? 'date' : 'text',
      ...(column.name === 'title' ? { required: true, rules: [{ rule: 'maxLength', value: 200 }] } : {}),
      ...(column.name === 'code'
        ? {
            required: true,
            rules: [
              { rule: 'unique' },
              {
                rule: 'pattern',
                pattern: '^[A-Z0-9-]+$',
                message: { mn_MN: 'Том үсэг, тоо', en_US: 'Capitals and digits' },
              },
            ],
          }
        : {}),
    }))
  return [
    {
      kind: 'model',
      version: 1,
      name,
      table: name,
      columns,
      primaryKey: ['id'],
      indexes: [{ columns: ['title'] }],
      ...(index > 0
        ? {
            foreignKeys: [
              { columns: ['parent_id'], references: { model: previous, columns: ['id'] }, onDelete: 'set-null' },
            ],
          }
        : {}),
      timestamps: true,
      softDelete: true,
    },
    { kind: 'form', version: 1, name: `${name}-form`, model: name, identity: 'id', fields },
    {
      kind: 'grid',
      version: 1,
      name: `${name}-grid`,
      model: name,
      identity: 'id',
      globalSearch: true,
      columns: columns.map((column) => ({
        field: column.name,
        ...(column.name === 'title' ? { filter: { type: 'text' } } : {}),
        ...(column.name === 'amount' ? { filter: { type: 'number-range' } } : {}),
      })),
    },
    {
      kind: 'krud',
      version: 1,
      name: name.replace('_', '-'),
      title: name,
      form: `${name}-form`,
      grid: `${name}-grid`,
      actions: ['create', 'view', 'edit', 'delete', 'restore'],
    },
  ]
}

const heritage = heritageFiles()
const heritageModels = heritage.filter((file) => file.path.startsWith('models/')).length
const added = Array.from({ length: MODELS - heritageModels }, (_, index) => syntheticDocuments(index)).flat()
const files: ProjectFile[] = [
  ...heritage,
  ...added.map((document) => ({
    path: documentPath(document as { kind: 'model'; name: string }),
    text: JSON.stringify(document),
  })),
]

const loadStarted = performance.now()
const { project, issues } = loadProject(files)
const loadMs = performance.now() - loadStarted
if (project === undefined || issues.length > 0) {
  throw new Error(`the benchmark project is not valid: ${JSON.stringify(issues.slice(0, 3))}`)
}
console.log(
  `project: ${project.documents.model.size} models, ${project.documents.krud.size} kruds, ${files.length} documents (loaded and checked in ${loadMs.toFixed(0)} ms)`,
)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

for (const target of TARGETS) {
  const generateTimes: number[] = []
  const totalTimes: number[] = []
  let fileCount = 0
  let bytes = 0
  let zipBytes = 0
  for (let run = 0; run < 5; run++) {
    const out = await mkdtemp(join(tmpdir(), `tamga-bench-codegen-${target}-`))
    try {
      const started = performance.now()
      const tree = generateProject(project, target)
      const generated = performance.now()
      await writeTree(out, tree)
      const written = performance.now()
      generateTimes.push(generated - started)
      // What `tamga generate` does after reading the documents: generate, then write every file.
      totalTimes.push(loadMs + (written - started))
      fileCount = tree.size
      bytes = [...tree.values()].reduce((sum, contents) => sum + Buffer.byteLength(contents), 0)
      zipBytes = zipTree(tree, target).byteLength
    } finally {
      await rm(out, { recursive: true, force: true })
    }
  }
  console.log(
    `${target.padEnd(8)} ${fileCount} files, ${(bytes / 1024).toFixed(0)} KB (zip ${(zipBytes / 1024).toFixed(0)} KB): ` +
      `generate median ${median(generateTimes).toFixed(0)} ms, load + generate + write median ${median(totalTimes).toFixed(0)} ms ` +
      `(max ${Math.max(...totalTimes).toFixed(0)} ms; target < 2000 ms)`,
  )
}
