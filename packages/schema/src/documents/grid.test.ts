import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { validateDocumentOf } from './definition.ts'
import { type GridDocument, gridKind } from './grid.ts'

const gridsFolder = new URL('../../../../examples/heritage/documents/grids/', import.meta.url)

/** The example with some changes, as plain JSON so a test may break it in any way. */
function gridWith(change: (grid: Record<string, unknown> & GridDocument) => void): unknown {
  const grid = structuredClone(gridKind.example) as Record<string, unknown> & GridDocument
  change(grid)
  return grid
}

/** `[path, code]` of each issue, or `[]` when the document is valid. */
function problems(input: unknown): Array<[string, string]> {
  const result = validateDocumentOf(gridKind, input)
  return result.ok ? [] : result.issues.map((found) => [found.path, found.code])
}

const readGrid = (file: string): GridDocument =>
  JSON.parse(readFileSync(new URL(file, gridsFolder), 'utf8')) as GridDocument

describe('grid documents', () => {
  it('the kind example is valid', () => {
    expect(problems(gridKind.example)).toEqual([])
  })

  const files = readdirSync(gridsFolder).filter((file) => file.endsWith('.json'))

  it('the heritage project has a grid for each registry and for applications', () => {
    expect(files.sort()).toEqual([
      'ahas-member-grid.json',
      'aimag-grid.json',
      'application-grid.json',
      'content-category-grid.json',
      'content-item-grid.json',
      'envoy-grid.json',
      'feedback-grid.json',
      'field-sample-grid.json',
      'heritage-bearer-grid.json',
      'heritage-domain-grid.json',
      'investor-grid.json',
      'news-grid.json',
      'page-grid.json',
      'partner-grid.json',
      'public-request-grid.json',
      'supporter-grid.json',
    ])
  })

  for (const file of files) {
    it(`heritage grid ${file} is valid and named after its file`, () => {
      const document = readGrid(file)
      expect(problems(document)).toEqual([])
      expect(`${document.name}.json`).toBe(file)
    })
  }

  it('the application grid shows the process status and totals the amount', () => {
    const application = readGrid('application-grid.json')
    expect(application.columns.find((c) => c.field === 'process_status')?.type).toBe('process_status')
    expect(application.consolidation).toContainEqual(expect.objectContaining({ column: 'amount', aggregate: 'sum' }))
  })

  it('carries every Lambda grid setting', () => {
    const grid = gridWith((g) => {
      Object.assign(g, {
        rowFilter: 'is_published = true',
        selection: 'multiple',
        color: '#0057FF',
        icon: 'file-text',
        easyEdit: true,
        actions: ['edit', 'delete', 'view', 'copy'],
        columnFilter: false,
        globalSearch: true,
        paging: true,
        numbered: true,
        staticWidth: true,
        excel: {
          export: true,
          import: {
            columns: [{ column: 'title', header: 'Гарчиг' }],
            startRow: 3,
            sampleFile: '/samples/news.xlsx',
            customUrl: '/api/news/import',
          },
        },
        print: { paperSize: 'A3', orientation: 'landscape' },
        savedSearch: true,
        pivot: true,
        refreshButton: true,
        consolidation: [
          { column: 'view_count', aggregate: 'avg', label: 'Дундаж' },
          { column: 'title', formula: 'COUNT(id)' },
        ],
        triggers: {
          namespace: 'heritage/triggers',
          beforeFetch: 'scope',
          afterFetch: 'decorate',
          beforeDelete: 'guard',
          afterDelete: 'log',
          beforePrint: 'stamp',
        },
      })
      g.columns.push(
        {
          field: 'view_count',
          type: 'number',
          precision: 0,
          colorRule: 'threshold',
          editable: true,
          pinned: 'right',
          filter: { type: 'number-range', sidebar: true },
        },
        {
          field: 'aimag_id',
          relation: { model: 'aimag', valueField: 'id', labelFields: ['name'], sortField: 'name', sortOrder: 'asc' },
          filter: { type: 'relation', relation: { model: 'aimag', valueField: 'id', labelFields: ['name'] } },
        },
        { field: 'kind', type: 'tag', filter: { type: 'set', options: [{ value: 'a', label: 'A' }] }, icon: 'tag' },
        { field: 'source', link: { url: '/news/{id}', target: 'new' }, printable: false },
        { field: 'score', formula: 'view_count * 2', type: 'number' },
      )
    })
    expect(problems(grid)).toEqual([])
  })
})

describe('grid schema errors', () => {
  it('reports an unknown setting instead of ignoring it', () => {
    expect(problems(gridWith((g) => Object.assign(g, { pageSise: 10 })))).toEqual([['', 'additionalProperties']])
  })

  it('a column type is one of the renderers', () => {
    expect(problems(gridWith((g) => Object.assign(g.columns[1] ?? {}, { type: 'Text' })))).toEqual([
      ['/columns/1/type', 'enum'],
    ])
  })

  it('pinning is left or right', () => {
    expect(problems(gridWith((g) => Object.assign(g.columns[1] ?? {}, { pinned: 'top' })))).toEqual([
      ['/columns/1/pinned', 'enum'],
    ])
  })

  it('a link target is self, blank or new', () => {
    const grid = gridWith((g) => Object.assign(g.columns[1] ?? {}, { link: { url: '/news/{id}', target: '_blank' } }))
    expect(problems(grid)).toEqual([['/columns/1/link/target', 'enum']])
  })

  it('a relation filter names its relation', () => {
    const grid = gridWith((g) => Object.assign(g.columns[1] ?? {}, { filter: { type: 'relation' } }))
    expect(problems(grid)).toEqual([['/columns/1/filter', 'required']])
  })

  it('names the allowed filter types when a type is unknown', () => {
    const grid = gridWith((g) => Object.assign(g.columns[1] ?? {}, { filter: { type: 'range' } }))
    expect(problems(grid)).toEqual([['/columns/1/filter/type', 'enum']])
  })

  it('paper orientation is landscape or portrait', () => {
    expect(problems(gridWith((g) => Object.assign(g, { print: { orientation: 'wide' } })))).toEqual([
      ['/print/orientation', 'enum'],
    ])
  })

  it('a consolidation aggregate is sum, avg, count, min or max', () => {
    expect(
      problems(gridWith((g) => Object.assign(g, { consolidation: [{ column: 'title', aggregate: 'median' }] }))),
    ).toEqual([['/consolidation/0/aggregate', 'enum']])
  })

  it('a row action is edit, delete, view or copy, each once', () => {
    expect(problems(gridWith((g) => Object.assign(g, { actions: ['edit', 'edit'] })))).toEqual([
      ['/actions', 'uniqueItems'],
    ])
  })
})

describe('grid checks', () => {
  it('a grid reads from a model or a data source, not both', () => {
    expect(problems(gridWith((g) => Object.assign(g, { dataSource: 'news-with-author' })))).toEqual([
      ['/dataSource', 'grid-source'],
    ])
  })

  it('a grid reads from somewhere', () => {
    expect(problems(gridWith((g) => delete g.model))).toEqual([['', 'grid-source']])
  })

  it('a grid may read from a data source instead of a model', () => {
    const grid = gridWith((g) => {
      delete g.model
      g.dataSource = 'application-with-bearer'
    })
    expect(problems(grid)).toEqual([])
  })

  it('column names are unique', () => {
    expect(problems(gridWith((g) => g.columns.push({ field: 'title' })))).toEqual([
      ['/columns/3/field', 'duplicate-name'],
    ])
  })

  it('the sort field is a column', () => {
    expect(problems(gridWith((g) => Object.assign(g, { sort: { field: 'created_at' } })))).toEqual([
      ['/sort/field', 'unknown-column'],
    ])
  })

  it('a consolidation totals a column of the grid', () => {
    expect(
      problems(gridWith((g) => Object.assign(g, { consolidation: [{ column: 'amount', aggregate: 'sum' }] }))),
    ).toEqual([['/consolidation/0/column', 'unknown-column']])
  })

  it('a consolidation is an aggregate or a formula, not both and not neither', () => {
    const grid = gridWith((g) =>
      Object.assign(g, {
        consolidation: [{ column: 'title' }, { column: 'title', aggregate: 'count', formula: 'COUNT(id)' }],
      }),
    )
    expect(problems(grid)).toEqual([
      ['/consolidation/0', 'consolidation-shape'],
      ['/consolidation/1', 'consolidation-shape'],
    ])
  })

  it('Excel import fills columns of the grid', () => {
    const grid = gridWith((g) =>
      Object.assign(g, { excel: { import: { columns: [{ column: 'body', header: 'Агуулга' }] } } }),
    )
    expect(problems(grid)).toEqual([['/excel/import/columns/0/column', 'unknown-column']])
  })
})

describe('grid formulas', () => {
  it('a computed column reads only columns of the grid', () => {
    const grid = gridWith((g) => g.columns.push({ field: 'score', type: 'number', formula: 'views * 2' }))
    expect(problems(grid)).toEqual([['/columns/3/formula', 'unknown-identifier']])
  })

  it('a consolidation formula reads only columns of the grid', () => {
    const grid = gridWith((g) =>
      Object.assign(g, { consolidation: [{ column: 'title', formula: 'SUM(amount) / COUNT(id)' }] }),
    )
    expect(problems(grid)).toEqual([['/consolidation/0/formula', 'unknown-identifier']])
  })

  it('a consolidation formula that does not parse gets a syntax issue', () => {
    const grid = gridWith((g) => Object.assign(g, { consolidation: [{ column: 'title', formula: 'COUNT(id' }] }))
    expect(problems(grid)).toEqual([['/consolidation/0/formula', 'formula-syntax']])
  })

  it('the row filter may name model columns the grid does not show, but must parse', () => {
    expect(problems(gridWith((g) => Object.assign(g, { rowFilter: 'is_published = true' })))).toEqual([])
    expect(problems(gridWith((g) => Object.assign(g, { rowFilter: 'is_published = = true' })))).toEqual([
      ['/rowFilter', 'formula-syntax'],
    ])
  })
})
