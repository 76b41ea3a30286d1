import { describe, expect, it } from 'vitest'
import { withNewTableAndKey } from '../../test/changedPlan.ts'
import { heritageProject } from '../../test/readProject.ts'
import { describeProject } from '../plan/describeProject.ts'
import type { ProjectPlan } from '../plan/types.ts'
import { isExtensionFile } from '../tree/fileTree.ts'
import { goPattern, ruleLiteral } from './descriptors.ts'
import { generateGo } from './generateGo.ts'
import { goFileName, goStructFields } from './goSyntax.ts'
import { migrationFiles } from './migrations.ts'

const project = heritageProject()
const plan: ProjectPlan = describeProject(project)
const tree = generateGo(plan)

function file(path: string): string {
  const contents = tree.get(path)
  if (contents === undefined) throw new Error(`not generated: ${path}`)
  return contents
}

describe('the Go project of examples/heritage', () => {
  it('routes each action a krud offers, and no other', () => {
    const routes = file('internal/httpapi/routes.go')
    for (const resource of plan.resources) {
      const path = `"/records/${resource.krud}`
      const offered = (method: string, suffix: string) => routes.includes(`r.${method}(${path}${suffix}", `)
      expect(offered('Get', ''), resource.krud).toBe(true)
      expect(offered('Get', '/{id}'), resource.krud).toBe(true)
      expect(offered('Post', ''), resource.krud).toBe(resource.actions.create)
      expect(offered('Patch', '/{id}'), resource.krud).toBe(resource.actions.update)
      expect(offered('Delete', '/{id}'), resource.krud).toBe(resource.actions.delete)
      expect(offered('Post', '/{id}/restore'), resource.krud).toBe(resource.actions.restore)
    }
    // Spot checks against the documents: feedback is only ever sent from the site, aimags are never deleted.
    expect(routes).not.toContain('r.Post("/records/feedback", ')
    expect(routes).not.toContain('r.Delete("/records/aimags/{id}", ')
  })

  it('describes field-samples for the records implementation', () => {
    const descriptor = file('internal/resources/field_samples.go')
    expect(descriptor).toContain(
      'r := &records.Resource{Krud: "field-samples", Table: "field_sample", Identity: "id", SoftDelete: true, Timestamps: true}',
    )
    expect(descriptor).toContain('{Name: "id", Kind: records.KindBigint, Identity: true},')
    expect(descriptor).toContain('{Name: "unit_price", Kind: records.KindDecimal},')
    // A write-only field is accepted but never sent back.
    expect(descriptor).toContain('{Name: "secret", Kind: records.KindString, Hidden: true},')
    expect(descriptor).toContain('r.CreateSchema.Required = []string{"title", "category"}')
    expect(descriptor).toContain(
      '{Name: "code", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(20), Pattern: regexp.MustCompile(`^[A-Z]{2}-[0-9]{3}$`)}},',
    )
    expect(descriptor).toContain('Enum: []any{"small", "medium", "large", nil}')
    expect(descriptor).toContain('r.UniqueFields = []string{"code"}')
    expect(descriptor).not.toContain('r.UpdateSchema.Required')
  })

  it('gives the applicant role its row condition', () => {
    expect(file('internal/access/roles.go')).toContain(
      'role5.Rights["applications"] = Rights{Create: true, Read: true, Conditions: []Condition{{Type: CurrentUser, Column: "applicant_id"}}}',
    )
  })

  it("migrates the system tables, then every table, then each table's foreign keys", () => {
    const migrations = [...tree.keys()].filter((path) => path.startsWith('internal/db/migrations/'))
    const names = migrations.map((path) => path.slice('internal/db/migrations/'.length))
    expect(names[0]).toBe('0001_system.sql')
    const tables = names.filter((name) => name.startsWith('0002_table_'))
    const keys = names.filter((name) => name.startsWith('0003_foreign_keys_'))
    expect(names).toEqual(['0001_system.sql', ...tables, ...keys])
    expect(tables).toHaveLength(plan.tables.filter((table) => !table.view).length)
    expect(keys).toContainEqual(expect.stringMatching(/^0003_foreign_keys_application_[0-9a-f]{8}\.sql$/))
    expect(file('internal/db/migrations/0001_system.sql')).toContain('create table if not exists "tamga_session"')
    const applicationKeys = migrations.find((path) => path.includes('0003_foreign_keys_application_')) ?? ''
    expect(file(applicationKeys)).toContain('references "heritage_bearer"')
  })

  it('keeps every migration name when a model is added, and names changed foreign keys anew', () => {
    const before = new Map(migrationFiles(plan))
    const after = new Map(migrationFiles(withNewTableAndKey(plan)))
    const gone = [...before.keys()].filter((name) => !after.has(name))
    expect(gone).toEqual([expect.stringMatching(/^0003_foreign_keys_application_/)])
    const appeared = [...after.keys()].filter((name) => !before.has(name))
    expect(appeared).toEqual(['0002_table_aaa_first.sql', expect.stringMatching(/^0003_foreign_keys_application_/)])
    for (const [name, sql] of before) if (after.has(name)) expect(after.get(name), name).toBe(sql)
  })

  it('is the same bytes every time, with no dates and no machine paths', () => {
    const again = generateGo(describeProject(heritageProject()))
    expect([...again.keys()].sort()).toEqual([...tree.keys()].sort())
    for (const [path, contents] of tree) {
      expect(again.get(path), path).toBe(contents)
      expect(contents, path).not.toMatch(/\/(tmp|home|work|root)\//)
      expect(contents, path).not.toContain('__MODULE__')
    }
    expect([...tree.values()].join('\n')).not.toMatch(/20\d\d-\d\d-\d\dT/)
  })

  it('leaves only internal/custom to the team', () => {
    expect([...tree.keys()].filter(isExtensionFile)).toEqual(['internal/custom/hooks.go'])
    expect(file('internal/custom/hooks.go')).toContain(
      'func BeforeCreate(ctx context.Context, tx *sql.Tx, krud string, values map[string]any) error',
    )
    expect(file('cmd/server/main.go')).toContain('BeforeCreate: custom.BeforeCreate,')
  })

  it('requires only the libraries Debian packages', () => {
    const required = [...file('go.mod').matchAll(/^\s*(?:require )?(\S+) (v\S+)/gm)].map((match) => match[1])
    expect(required).toEqual([
      'github.com/go-chi/chi/v5',
      'github.com/lib/pq',
      'golang.org/x/crypto',
      'golang.org/x/sys',
    ])
    expect(file('go.mod')).toMatch(/^module heritage-server\n\ngo 1\.19\n/)
    expect(file('scripts/vendor-debian.sh')).toContain('# golang.org/x/crypto v0.4.0')
  })
})

describe('Go spelling', () => {
  it('pads struct fields into the columns gofmt gives them', () => {
    expect(
      goStructFields([
        { name: 'ID', type: 'int64', tag: 'json:"id"' },
        { name: 'DeletedAt', type: '*time.Time', tag: 'json:"deleted_at"' },
      ]),
    ).toBe('\tID        int64      `json:"id"`\n\tDeletedAt *time.Time `json:"deleted_at"`')
  })

  it('keeps a table name from reading as a build constraint or a test file', () => {
    expect(goFileName('news', 'model')).toBe('news.go')
    expect(goFileName('lab_test', 'model')).toBe('lab_test_model.go')
    expect(goFileName('field_linux', 'model')).toBe('field_linux_model.go')
    expect(goFileName('linux', 'model')).toBe('linux.go')
  })

  it('writes a property schema as one validate.Rule literal', () => {
    expect(
      ruleLiteral({
        type: ['array', 'null'],
        items: { enum: ['a', 1, null] },
        uniqueItems: true,
        minItems: 1,
      } as never),
    ).toBe(
      'validate.Rule{Types: []string{"array", "null"}, MinItems: validate.Int(1), Items: &validate.Rule{Enum: []any{"a", 1, nil}}, UniqueItems: true}',
    )
    expect(ruleLiteral({ type: 'string', pattern: 'a`b' } as never)).toBe(
      'validate.Rule{Types: []string{"string"}, Pattern: regexp.MustCompile("a`b")}',
    )
    expect(ruleLiteral({ type: 'object', properties: { n: { const: 2 } }, required: ['n'] } as never)).toBe(
      'validate.Rule{Types: []string{"object"}, Properties: []validate.Property{{Name: "n", Rule: validate.Rule{Const: validate.Constant(2)}}}, Required: []string{"n"}}',
    )
    expect(() => ruleLiteral({ type: 'array', maxItems: 3 } as never)).toThrow('cannot check maxItems')
  })

  it('spells a pattern for RE2, refusing what RE2 cannot match', () => {
    expect(goPattern('^(?<code>[A-Z]{2})-\\d+$')).toBe('^(?P<code>[A-Z]{2})-\\d+$')
    expect(() => goPattern('^(?!admin)[a-z]+$')).toThrow('RE2')
    expect(() => goPattern('(?<=a)b')).toThrow('RE2')
    expect(() => goPattern('(a)\\1')).toThrow('RE2')
  })
})
