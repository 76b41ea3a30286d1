import { documentPath, loadProject } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { applicationForm, applicationGrid, MYSQL_DUMP, roleFile, seedText, stepRows } from './__fixtures__/documents.ts'
import { importLambda, recognizeLambdaValue } from './import.ts'
import { tamgaUrl } from './lambda-urls.ts'
import { columnTypeFromDb } from './model.ts'
import { formatImportReport } from './report.ts'

const documentsOf = (result: ReturnType<typeof importLambda>, kind: string) =>
  result.documents.filter((entry) => entry.document.kind === kind).map((entry) => entry.document)

describe('importLambda', () => {
  it('names seed rows by id or by transliterated title, and lets a krud find its form by row id', () => {
    const result = importLambda(
      [
        { path: 'b/role_3.json', text: JSON.stringify(roleFile()) },
        { path: 'a/vb_schemas.json', text: seedText() },
      ],
      { project: false },
    )
    expect(documentsOf(result, 'form').map((d) => d.name)).toEqual(['application-form'])
    expect(documentsOf(result, 'grid').map((d) => d.name)).toEqual(['urgudul-grid'])
    expect(documentsOf(result, 'krud')[0]).toMatchObject({ form: 'application-form' })
    const sources = new Set(result.documents.map((entry) => entry.source))
    expect(sources).toContain('a/vb_schemas.json#row 0 (Өргөдөл)')
  })

  it('maps a GraphQL entry: create/update become add/edit, roles become access', () => {
    const result = importLambda([{ path: 'seed.json', text: seedText() }], { project: false })
    expect(documentsOf(result, 'graphql')).toEqual([
      {
        kind: 'graphql',
        version: 1,
        name: 'application',
        model: 'application',
        typeName: 'Application',
        hiddenFields: ['created_by'],
        actions: { add: true, edit: true },
        access: { roles: [3, 4] },
        subTables: [{ model: 'application_file', name: 'application_file', connectionField: 'application_id' }],
        subscription: true,
      },
    ])
  })

  it('reads a MySQL dump into a model and reports the dumped rows', () => {
    const result = importLambda([{ path: 'shop.sql', text: MYSQL_DUMP }], { project: false })
    const [model] = documentsOf(result, 'model')
    expect(model).toMatchObject({
      name: 'aimag',
      table: 'aimag',
      primaryKey: ['id'],
      timestamps: true,
      indexes: [{ name: 'aimag_name', columns: ['name'], unique: true }],
      columns: [
        { name: 'id', type: 'integer', nullable: false, default: { named: 'identity' } },
        {
          name: 'name',
          type: { name: 'varchar', length: 120 },
          nullable: false,
          default: { value: 'Улаанбаатар' },
          comment: 'Аймгийн нэр',
        },
        { name: 'area', type: { name: 'numeric', precision: 20, scale: 6 } },
        { name: 'created_at', type: 'timestamp', default: { named: 'now' } },
        { name: 'updated_at', type: 'timestamp' },
      ],
    })
    expect(result.report.map((note) => [note.kind, note.message.en_US.slice(0, 40)])).toEqual([
      ['not-carried-over', '2 data row(s) of table "aimag" are not c'],
      ['approximated', 'the type of "area" "double" became {"nam'],
    ])
  })

  it('checks a SQL option filter against a table described in any file, whichever comes first', () => {
    const [form] = documentsOf(
      importLambda(
        [
          { path: 'a/vb_schemas.json', text: seedText() },
          { path: 'z/shop.sql', text: MYSQL_DUMP },
        ],
        { project: false },
      ),
      'form',
    )
    // aimag.id is the dump's NOT NULL primary key, so the formula needs no null guard.
    expect(form?.kind === 'form' ? form.fields[2]?.options : undefined).toMatchObject({
      model: 'aimag',
      filter: 'id != 1',
    })
    const [alone] = documentsOf(
      importLambda([{ path: 'a/vb_schemas.json', text: seedText() }], { project: false }),
      'form',
    )
    expect(alone?.kind === 'form' ? alone.fields[2]?.options : undefined).toMatchObject({
      filter: 'id != null and id != 1',
    })
  })

  it('maps database types onto Tamga column types', () => {
    expect(columnTypeFromDb('int(10) unsigned')).toEqual({ type: 'integer', approximate: false })
    expect(columnTypeFromDb('tinyint(1)')).toEqual({ type: 'boolean', approximate: false })
    expect(columnTypeFromDb('decimal(12,2)')).toEqual({
      type: { name: 'numeric', precision: 12, scale: 2 },
      approximate: false,
    })
    expect(columnTypeFromDb('geometry')).toEqual({ type: 'text', approximate: true })
  })

  it('widens lambda.json language codes and never carries the push server key', () => {
    const config = {
      title: 'Өв соёл',
      super_url: '/lambda/puzzle',
      app_url: '/admin',
      languages: [
        { label: 'Монгол', code: 'mn' },
        { label: 'English', code: 'en' },
      ],
      default_language: 'mn',
      'role-redirects': [{ role_id: 1, url: '/lambda/puzzle' }],
      static_words: { mn: { login: 'Нэвтрэх' } },
      notify: {
        serverKey: 'secret',
        sound: '/assets/notify.mp3',
        icon: '/assets/lambda/images/bell.png',
        firebaseConfig: { apiKey: '' },
      },
    }
    const result = importLambda([{ path: 'lambda.json', text: JSON.stringify(config) }], { project: false })
    expect(documentsOf(result, 'project')).toEqual([
      {
        kind: 'project',
        version: 1,
        name: 'lambda',
        title: 'Өв соёл',
        super_url: '/admin/platform',
        app_url: '/admin',
        languages: [
          { label: 'Монгол', code: 'mn_MN' },
          { label: 'English', code: 'en_US' },
        ],
        default_language: 'mn_MN',
        role_redirects: [{ role_id: 1, url: '/admin/platform' }],
        static_words: { mn_MN: { login: 'Нэвтрэх' } },
        notify: { sound: '/assets/notify.mp3' },
      },
    ])
    expect(JSON.stringify(result.documents)).not.toContain('secret')
    expect(result.report).toContainEqual(
      expect.objectContaining({ path: '/notify/serverKey', kind: 'not-carried-over' }),
    )
    // Lambda's own addresses: the builder is Tamga's platform page, Lambda's bundled images go.
    const notes = (path: string) => result.report.filter((note) => note.path === path).map((note) => note.kind)
    expect(notes('/super_url')).toEqual(['approximated'])
    expect(notes('/role-redirects/0/url')).toEqual(['approximated'])
    expect(notes('/notify/icon')).toEqual(['not-carried-over'])
    expect(result.report.find((note) => note.path === '/super_url')?.message.mn_MN).toBe(
      '"super_url" хаяг "/lambda/puzzle" нь Lambda-ийн хаяг тул Tamga-ийн "/admin/platform" хаягаар сольсон',
    )
  })

  it('pairs a grid on view_X with the form on X in a krud, and gives a form no grid lists a grid of its own', () => {
    const grid = { ...applicationGrid(), model: 'view_application' }
    const paired = importLambda([
      { path: 'application-form.json', text: JSON.stringify(applicationForm()) },
      { path: 'application-grid.json', text: JSON.stringify(grid) },
    ])
    expect(documentsOf(paired, 'krud')).toEqual([
      expect.objectContaining({ form: 'application-form', grid: 'application-grid' }),
    ])
    const alone = importLambda([{ path: 'application-form.json', text: JSON.stringify(applicationForm()) }])
    const [made] = documentsOf(alone, 'grid') as Array<{
      name: string
      model: string
      columns: Array<{ field: string }>
    }>
    expect(made).toMatchObject({ name: 'application-grid', model: 'application' })
    expect(made?.columns.map((column) => column.field)).toContain('title')
    expect(documentsOf(alone, 'krud')).toEqual([
      expect.objectContaining({ form: 'application-form', grid: 'application-grid' }),
    ])
    for (const result of [paired, alone]) {
      const files = result.documents.map(({ document }) => ({
        path: documentPath(document),
        text: JSON.stringify(document),
      }))
      expect(loadProject(files).issues).toEqual([])
    }
  })

  it('maps Lambda-only addresses to their Tamga equivalents or leaves them out', () => {
    expect(tamgaUrl('/lambda/puzzle')).toEqual({ kind: 'mapped', url: '/admin/platform' })
    expect(tamgaUrl('/lambda/puzzle/builder?x=1')).toEqual({ kind: 'mapped', url: '/admin/platform' })
    expect(tamgaUrl('/assets/lambda/images/favicon.png')).toEqual({ kind: 'dropped' })
    expect(tamgaUrl('/lambda/krud')).toEqual({ kind: 'dropped' })
    expect(tamgaUrl('/admin/p/news')).toEqual({ kind: 'kept', url: '/admin/p/news' })
    expect(tamgaUrl('/assets/lambdas.png')).toEqual({ kind: 'kept', url: '/assets/lambdas.png' })
  })

  it('reads workflow steps, imports duplicate rows once, and asks for the model it cannot know', () => {
    const result = importLambda([{ path: 'steps.json', text: JSON.stringify(stepRows()) }], { project: false })
    expect(documentsOf(result, 'workflow')).toEqual([])
    expect(result.report.map((note) => [note.path, note.kind])).toEqual([
      ['/1', 'approximated'],
      ['', 'not-carried-over'],
    ])
  })

  it('makes a workflow fragment a complete diagram, with a START and an END said so in the report', () => {
    const check = {
      id: 'check',
      type: 'app.Message',
      position: { x: 0, y: 0 },
      attrs: { label: { text: 'Хянах' }, subject: { object_type: 'CHECK', subject_type: 'TO_ROLE', role_id: 3 } },
      ports: {
        items: [
          { group: 'in', id: 'in-1' },
          { group: 'out', id: 'ok', attrs: { portLabel: { text: 'Хянасан' } } },
          { group: 'out', id: 'back', attrs: { portLabel: { text: 'Буцаасан' } } },
        ],
      },
    }
    const result = importLambda([{ path: 'cells.json', text: JSON.stringify(check) }], {
      workflow: { model: 'application' },
    })
    const [workflow] = documentsOf(result, 'workflow') as Array<{
      nodes: Array<{ id: string; type: string }>
      edges: unknown[]
    }>
    expect(workflow?.nodes.map((node) => [node.id, node.type])).toEqual([
      ['start', 'START'],
      ['check', 'CHECK'],
      ['end', 'END'],
    ])
    expect(workflow?.edges).toEqual([
      { from: 'start', port: 'start-1', to: 'check' },
      { from: 'check', port: 'ok', to: 'end' },
      { from: 'check', port: 'back', to: 'end' },
    ])
    const added = result.report.filter(
      (note) => note.source === 'cells.json' && note.kind === 'added' && note.path === '',
    )
    expect(added.map((note) => note.message.en_US)).toEqual([
      expect.stringMatching(/without a START step; a START step "start" was added, leading to "check"/),
      expect.stringMatching(/no END or CANCEL step; an END step "end" was added/),
      expect.stringMatching(/the way out "ok" of "check" led nowhere/),
      expect.stringMatching(/the way out "back" of "check" led nowhere/),
    ])
    // The project around it validates too: role 3, which the step names, was made.
    expect(
      documentsOf(result, 'role')
        .map((role) => (role as { id: number }).id)
        .sort(),
    ).toEqual([1, 3])
    const files = result.documents.map(({ document }) => ({
      path: documentPath(document),
      text: JSON.stringify(document),
    }))
    expect(loadProject(files).issues).toEqual([])
  })

  it('makes a valid workflow from a JointJS graph when the model is given', () => {
    const cells = stepRows()
      .filter((_, index) => index !== 1)
      .map((row) => (typeof row.step_data === 'string' ? JSON.parse(row.step_data) : row.step_data))
    cells.push({
      type: 'app.Link',
      source: { id: 'start', port: 'start-go' },
      target: { id: 'end', port: 'end-in' },
      id: 'link-1',
    })
    const result = importLambda([{ path: 'graph.json', text: JSON.stringify({ cells }) }], {
      project: false,
      workflow: { model: 'application' },
    })
    expect(documentsOf(result, 'workflow')).toEqual([
      {
        kind: 'workflow',
        version: 1,
        name: 'graph',
        model: 'application',
        statusColumn: 'process_status',
        nodes: [
          {
            id: 'start',
            type: 'START',
            label: 'Эхлэл',
            description: 'Эхлэл алхам',
            position: { x: 10, y: 20 },
            subject: { subject_type: 'CURRENT' },
            ports: [{ id: 'start-go', label: 'Илгээсэн' }],
          },
          {
            id: 'end',
            type: 'END',
            label: 'Дууссан',
            description: 'Дууссан алхам',
            position: { x: 10, y: 20 },
            subject: { subject_type: 'CURRENT' },
          },
        ],
        edges: [{ from: 'start', port: 'start-go', to: 'end' }],
      },
    ])
  })

  it('turns an ECharts template into a chart over a named data source, reporting the static data', () => {
    const option = {
      legend: { data: ['buy', 'sell'] },
      radar: {
        indicator: [
          { name: 'buy', max: 10 },
          { name: 'sell', max: 10 },
        ],
      },
      series: [{ type: 'radar', data: [{ value: [1, 2] }] }],
    }
    const result = importLambda([{ path: 'charts/radar.json', text: JSON.stringify(option) }], { project: false })
    expect(documentsOf(result, 'chart')[0]).toMatchObject({
      name: 'radar',
      type: 'radar',
      source: { kind: 'datasource', name: 'radar' },
      elements: [
        { field: 'buy', aggregation: 'sum' },
        { field: 'sell', aggregation: 'sum' },
      ],
    })
    expect(result.report.map((note) => [note.path, note.kind])).toEqual([
      ['/series/0/data', 'not-carried-over'],
      ['', 'approximated'],
    ])
  })

  it('reports files it cannot read instead of skipping them', () => {
    const result = importLambda(
      [
        { path: 'broken.json', text: '{"model": ' },
        { path: 'other.json', text: '{"hello": "world"}' },
        { path: 'empty.json', text: '[]\n' },
      ],
      { project: false },
    )
    expect(result.documents).toEqual([])
    expect(result.report.map((note) => [note.source, note.kind])).toEqual([
      ['broken.json', 'unreadable'],
      ['other.json', 'unreadable'],
    ])
  })

  it('recognises files by content, not by name', () => {
    expect(recognizeLambdaValue(roleFile())).toBe('role')
    expect(recognizeLambdaValue({ tableList: [], viewList: [], tableMeta: {} })).toBe('db-schema')
    expect(recognizeLambdaValue([{ table: 'users', identity: 'id', checkAuth: {} }])).toBe('graphql')
    expect(recognizeLambdaValue(stepRows())).toBe('workflow')
    expect(recognizeLambdaValue({ model: 'x', schema: [], paging: 10 })).toBe('grid')
  })

  it('formats the report per source with a count in either language', () => {
    const result = importLambda([{ path: 'broken.json', text: '{' }], { project: false })
    const english = formatImportReport(result.report, 'en_US')
    expect(english.split('\n')[0]).toBe('broken.json')
    expect(english).toContain('[unreadable]')
    expect(english.split('\n').at(-1)).toBe('1 note(s) (not carried over: 0, approximated: 0, unreadable: 1, added: 0)')
    expect(formatImportReport(result.report, 'mn_MN')).toContain('[уншигдсангүй]')
  })
})
