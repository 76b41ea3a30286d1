import {
  type BilingualMessage,
  type DocumentKindDefinition,
  documentKinds,
  documentPath,
  type FormDocument,
  type GridDocument,
  type KrudDocument,
  loadProject,
  type MenuDocument,
  type MenuItem,
  type ModelColumn,
  type ModelDocument,
  type ProjectDocument,
  type ProjectIssue,
  type RoleDocument,
  type TamgaDocument,
  validateDocumentOf,
} from '@tamga/schema'
import type { ImportContext, ImportedDocument } from './context.ts'
import type { FieldTables } from './field-tables.ts'
import { DOCUMENT_KIND_PHRASES, type Phrase, preview } from './messages.ts'
import { importTable } from './model.ts'
import { renameDocuments } from './prefixNames.ts'
import { ImportReporter, type LambdaImportNote } from './report.ts'

/** Settings of {@link completeProject}. */
export interface ProjectCompletionOptions {
  /** The project document's name when the files hold no `lambda.json`. @default 'lambda' */
  name?: string
  /** The project's title when the files hold no `lambda.json`. @default 'Lambda' */
  title?: string
}

/** The languages every imported project offers, Mongolian first. */
const PROJECT_LANGUAGES = [
  { label: 'Монгол', code: 'mn_MN' },
  { label: 'English', code: 'en_US' },
  { label: '한국어', code: 'ko_KR' },
] as const

/** Where notes about what the import made itself go: no Lambda file holds them. */
const MADE_BY_IMPORT = '(import)'

const madeMessage = (kind: Phrase, name: string, from: Phrase): BilingualMessage => ({
  en_US: `the ${kind.en_US} "${name}" was made from ${from.en_US}`,
  mn_MN: `"${name}" ${kind.mn_MN}-ийг ${from.mn_MN} үүсгэсэн`,
})

const droppedMessage = (kind: Phrase, name: string, reason: BilingualMessage): BilingualMessage => ({
  en_US: `the ${kind.en_US} "${name}" was left out: ${reason.en_US}`,
  mn_MN: `"${name}" ${kind.mn_MN}-ийг орхисон: ${reason.mn_MN}`,
})

const missingMessage = (kind: Phrase, name: unknown): BilingualMessage => ({
  en_US: `it refers to the ${kind.en_US} ${preview(name)}, which no imported file holds`,
  mn_MN: `оруулсан файлуудад байхгүй ${preview(name)} ${kind.mn_MN}-ийг заадаг`,
})

/**
 * Makes the imported documents a whole project that `loadProject` accepts without a problem:
 *
 * - a project document (title, the three languages, Mongolian by default) when `lambda.json`
 *   was not among the files, and the languages a `lambda.json` lacks;
 * - a model for every table a form, grid, option list or GraphQL entry names and no schema file
 *   describes, from the database types Lambda copies into the fields (`dbType`, `PRI`,
 *   `auto_increment`) and, for columns only named, as text; a relation becomes a foreign key
 *   when the related table has a model;
 * - a krud for each grid and the form on the same table no krud shows yet;
 * - a menu of every krud when the files hold none, and the roles a redirect or workflow step
 *   names (role 1, the super admin, when the files hold no role);
 * - every reference still dangling is taken out with a note at the referring document's pointer:
 *   a krud whose form or grid is not there, a menu entry or right on such a krud, a chart
 *   without its data.
 *
 * Every document made or changed here is noted (kind `added`, `approximated` or
 * `not-carried-over`) so nothing happens silently.
 */
export function completeProject(
  imported: readonly ImportedDocument[],
  context: ImportContext,
  fieldTables: FieldTables,
  report: LambdaImportNote[],
  options: ProjectCompletionOptions = {},
): ImportedDocument[] {
  const reporterOf = (source: string) => new ImportReporter(source, report)
  const made = reporterOf(MADE_BY_IMPORT)
  let documents = [...imported]
  const byKind = <TKind extends TamgaDocument['kind']>(kind: TKind) =>
    documents.filter((entry) => entry.document.kind === kind) as Array<{
      source: string
      document: Extract<TamgaDocument, { kind: TKind }>
    }>
  const add = (source: string, document: TamgaDocument): boolean => {
    const definition = documentKinds[document.kind] as DocumentKindDefinition<TamgaDocument>
    const result = validateDocumentOf(definition, document)
    if (!result.ok) {
      for (const issue of result.issues)
        reporterOf(source).notCarried(
          issue.path,
          droppedMessage(DOCUMENT_KIND_PHRASES[document.kind], document.name, issue.message),
        )
      return false
    }
    documents.push({ source, document })
    return true
  }

  ensureProjectDocument()
  oneModelPerTable()
  // Models the import made: columns a reference needs may still be added to them.
  const madeModels = new Map<string, { entry: ImportedDocument; reporter: ImportReporter }>()
  makeModels()
  makeKruds()
  labelGridColumns()
  const menu = ensureMenu()
  ensureSuperAdmin(menu)
  for (let round = 0; round < 8; round += 1) {
    const issues = projectIssues(documents)
    if (issues.length === 0) break
    for (const issue of issues) repair(issue, menu)
  }
  dropUnusedViews()
  return documents

  /**
   * Two files describing one table (a db_schema cache and a MySQL dump) give two models on it,
   * which no database can hold: the first stays, the others go, and what named them names it.
   */
  function oneModelPerTable(): void {
    const first = new Map<string, string>()
    const replaced = new Map<string, string>()
    for (const entry of byKind('model')) {
      const kept = first.get(entry.document.table)
      if (kept === undefined) {
        first.set(entry.document.table, entry.document.name)
        continue
      }
      replaced.set(entry.document.name, kept)
      documents = documents.filter((candidate) => candidate !== entry)
      reporterOf(entry.source).notCarried(
        '',
        droppedMessage(DOCUMENT_KIND_PHRASES.model, entry.document.name, {
          en_US: `another file already describes the table "${entry.document.table}" as the model "${kept}", which takes its place`,
          mn_MN: `"${entry.document.table}" хүснэгтийг өөр файл "${kept}" модель болгон тодорхойлсон тул түүнийг хэрэглэнэ`,
        }),
      )
    }
    if (replaced.size === 0) return
    const renamed = renameDocuments(
      documents.map((entry) => entry.document),
      { name: (kind, name) => (kind === 'model' ? (replaced.get(name) ?? name) : name) },
    )
    documents = documents.map((entry, index) => ({ source: entry.source, document: renamed[index] as TamgaDocument }))
  }

  /**
   * A view from a schema file that no screen reads is left out: Tamga makes tables, not views,
   * so a fresh database would lack it and the project would not start.
   */
  function dropUnusedViews(): void {
    const views = byKind('model').filter((entry) => entry.document.view === true)
    if (views.length === 0) return
    const without = documents.filter((entry) => !views.includes(entry as (typeof views)[number]))
    const needed = new Set(
      projectIssues(without).flatMap((issue) => {
        const params = issue.params as { kind?: string; name?: unknown } | undefined
        return issue.code === 'unknown-reference' && params?.kind === 'model' ? [String(params.name)] : []
      }),
    )
    for (const view of views) {
      if (needed.has(view.document.name)) continue
      documents = documents.filter((entry) => entry !== view)
      reporterOf(view.source).notCarried(
        '',
        droppedMessage(DOCUMENT_KIND_PHRASES.model, view.document.name, {
          en_US: `it is a database view no imported screen reads, and Tamga makes tables, not views; create the view in the database and import it again if it is needed`,
          mn_MN: `оруулсан дэлгэцүүдийн аль нь ч уншдаггүй өгөгдлийн сангийн харагдац бөгөөд Tamga харагдац биш хүснэгт үүсгэдэг; хэрэгтэй бол харагдацыг өгөгдлийн санд үүсгээд дахин оруулна уу`,
        }),
      )
    }
  }

  function ensureProjectDocument(): void {
    const existing = byKind('project')
    const first = existing[0]
    for (const extra of existing.slice(1)) {
      reporterOf(extra.source).notCarried(
        '',
        droppedMessage(DOCUMENT_KIND_PHRASES.project, extra.document.name, {
          en_US: `a project has one project document and "${first?.document.name}" came first`,
          mn_MN: `төсөл ганц тохиргооны баримттай бөгөөд "${first?.document.name}" түрүүлж оржээ`,
        }),
      )
      documents = documents.filter((entry) => entry !== extra)
    }
    if (first !== undefined) {
      const project = first.document
      const codes = new Set(project.languages.map((language) => language.code))
      const missing = PROJECT_LANGUAGES.filter((language) => !codes.has(language.code))
      if (missing.length > 0) {
        project.languages = [...project.languages, ...missing.map((language) => ({ ...language }))]
        reporterOf(first.source).added('/languages', {
          en_US: `the languages ${missing.map((language) => `"${language.code}"`).join(', ')} were added; Tamga projects speak Mongolian, English and Korean`,
          mn_MN: `${missing.map((language) => `"${language.code}"`).join(', ')} хэлийг нэмсэн; Tamga төсөл монгол, англи, солонгос хэлтэй`,
        })
      }
      if (project.default_language === undefined) project.default_language = 'mn_MN'
      return
    }
    const name = context.names.claim('project', [options.name ?? 'lambda'], 'lambda')
    const project: ProjectDocument = {
      kind: 'project',
      version: 1,
      name,
      title: options.title ?? 'Lambda',
      super_url: '/admin/platform',
      app_url: '/admin',
      languages: PROJECT_LANGUAGES.map((language) => ({ ...language })),
      default_language: 'mn_MN',
    }
    if (add(MADE_BY_IMPORT, project))
      made.added(
        '',
        madeMessage(DOCUMENT_KIND_PHRASES.project, name, {
          en_US: 'nothing: no "lambda.json" was among the files (languages "mn_MN", "en_US", "ko_KR")',
          mn_MN: 'файлуудад "lambda.json" байхгүй тул шинээр (хэл: "mn_MN", "en_US", "ko_KR")',
        }),
      )
  }

  /** Models from the fields' database types, for every table no schema file described. */
  function makeModels(): void {
    const modelled = new Set(byKind('model').map((entry) => entry.document.table))
    for (const [table, described] of fieldTables) {
      if (modelled.has(table)) continue
      const reporter = reporterOf(described.source)
      const before = documents.length
      const scratch: ImportContext = { ...context, documents: [] }
      const model = importTable(described.table, scratch, reporter)
      if (model === undefined) continue
      giveKeyDefault(model, reporter, described.table.path)
      if (!add(described.source, model)) continue
      if (documents.length > before) {
        madeModels.set(table, { entry: documents[documents.length - 1] as ImportedDocument, reporter })
        reporter.added(
          described.table.path,
          madeMessage(DOCUMENT_KIND_PHRASES.model, model.name, {
            en_US: `the database types of the fields on "${table}" (${model.columns.length} columns)`,
            mn_MN: `"${table}" хүснэгтийн талбаруудын өгөгдлийн сангийн төрлөөс (${model.columns.length} багана)`,
          }),
        )
        modelled.add(table)
      }
    }
    // Relations read from select fields become foreign keys once both ends have a model.
    const models = new Map(byKind('model').map((entry) => [entry.document.table, entry.document]))
    for (const [table, described] of fieldTables) {
      const model = madeModels.get(table)?.entry.document as ModelDocument | undefined
      if (model === undefined) continue
      for (const [column, relation] of described.relations) {
        const target = models.get(relation.table)
        if (target === undefined || !target.primaryKey.includes(relation.key) || target.primaryKey.length !== 1)
          continue
        // A key the database would refuse (an int column on a UUID key) stays a plain column.
        const own = model.columns.find((c) => c.name === column)
        const key = target.columns.find((c) => c.name === relation.key)
        if (own === undefined || key === undefined || JSON.stringify(own.type) !== JSON.stringify(key.type)) continue
        model.foreignKeys = [
          ...(model.foreignKeys ?? []),
          { columns: [column], references: { model: target.name, columns: [relation.key] } },
        ]
      }
    }
  }

  /**
   * A krud for each grid and the form on its table that no krud shows yet. Lambda often reads a
   * list from a view (`view_workflow`) and writes through a form on the table (`workflow`): a
   * grid on `view_X` pairs with a form on `X`, noted. A form no grid lists, on a table no krud
   * shows, gets a grid of its visible fields.
   */
  /**
   * A shown grid column Lambda left without a label would head the grid with the column's name
   * (`icon`): it takes the label of its krud form's field, and the identity column, which the
   * forms hide, takes "ID" as Lambda's own grids label it.
   */
  function labelGridColumns(): void {
    for (const krud of byKind('krud')) {
      const grid = byKind('grid').find((entry) => entry.document.name === krud.document.grid)?.document
      const form = byKind('form').find((entry) => entry.document.name === krud.document.form)?.document
      if (grid === undefined || form === undefined) continue
      for (const column of grid.columns) {
        if (column.label !== undefined || column.hidden === true) continue
        const label = form.fields.find((field) => field.name === column.field)?.label
        if (label !== undefined) column.label = label
        else if (column.field === (grid.identity ?? 'id')) column.label = 'ID'
      }
    }
  }

  function makeKruds(): void {
    const shown = new Set(
      byKind('krud').flatMap((entry) => [`form:${entry.document.form}`, `grid:${entry.document.grid}`]),
    )
    const subForms = new Set(
      byKind('form').flatMap((entry) =>
        entry.document.fields.flatMap((field) => (field.subForm === undefined ? [] : [field.subForm.form])),
      ),
    )
    const forms = byKind('form').filter(
      (entry) => !subForms.has(entry.document.name) && !shown.has(`form:${entry.document.name}`),
    )
    const shownModels = new Set(
      byKind('krud').flatMap((entry) => {
        const form = byKind('form').find((candidate) => candidate.document.name === entry.document.form)
        return form === undefined ? [] : [form.document.model]
      }),
    )
    const makeKrud = (
      grid: { source: string; document: GridDocument },
      form: { source: string; document: FormDocument },
      why: Phrase,
    ) => {
      const base = grid.document.name.replace(/-grid$/, '')
      const name = context.names.claim('krud', [base], 'krud')
      const krud: KrudDocument = {
        kind: 'krud',
        version: 1,
        name,
        title: titleOf(grid.document) ?? titleOf(form.document) ?? name,
        form: form.document.name,
        grid: grid.document.name,
      }
      if (!add(grid.source, krud)) return
      shownModels.add(form.document.model)
      reporterOf(grid.source).added('', madeMessage(DOCUMENT_KIND_PHRASES.krud, name, why))
    }
    for (const grid of byKind('grid')) {
      const model = grid.document.model
      if (shown.has(`grid:${grid.document.name}`) || model === undefined) continue
      const sameTable = forms.find((entry) => entry.document.model === model)
      const throughView = model.startsWith('view_')
        ? forms.find((entry) => entry.document.model === model.slice('view_'.length))
        : undefined
      const form = sameTable ?? throughView
      if (form === undefined) continue
      forms.splice(forms.indexOf(form), 1)
      makeKrud(
        grid,
        form,
        sameTable !== undefined
          ? {
              en_US: `the grid "${grid.document.name}" and the form "${form.document.name}" on the same table`,
              mn_MN: `нэг хүснэгтийн "${grid.document.name}" хүснэгт, "${form.document.name}" маягтаас`,
            }
          : {
              en_US: `the grid "${grid.document.name}" on the view "${model}" and the form "${form.document.name}" on its table "${form.document.model}", as Lambda pairs them; the list shows the view's rows, the form writes the table`,
              mn_MN: `"${model}" харагдац дээрх "${grid.document.name}" хүснэгт, түүний "${form.document.model}" хүснэгт дээрх "${form.document.name}" маягтаас Lambda шиг хосолсон; жагсаалт харагдацын мөрийг харуулж, маягт хүснэгтэд бичнэ`,
            },
      )
    }
    for (const form of forms) {
      if (shownModels.has(form.document.model)) continue
      const columns = form.document.fields
        .filter((field) => field.hidden !== true && !['hidden', 'sub-form', 'password'].includes(field.widget))
        .map((field) => ({ field: field.name, ...(field.label === undefined ? {} : { label: field.label }) }))
      if (columns.length === 0) continue
      const grid: GridDocument = {
        kind: 'grid',
        version: 1,
        name: context.names.claim('grid', [`${form.document.name.replace(/-form$/, '')}-grid`], 'grid'),
        ...(form.document.title === undefined ? {} : { title: form.document.title }),
        model: form.document.model,
        identity: form.document.identity ?? 'id',
        columns,
      }
      if (!add(form.source, grid)) continue
      reporterOf(form.source).added(
        '',
        madeMessage(DOCUMENT_KIND_PHRASES.grid, grid.name, {
          en_US: `the visible fields of the form "${form.document.name}" (${columns.length}), since no grid lists its table`,
          mn_MN: `"${form.document.name}" маягтын харагдах ${columns.length} талбараас, хүснэгтийг нь жагсаах хүснэгт байхгүй тул`,
        }),
      )
      makeKrud({ source: form.source, document: grid }, form, {
        en_US: `the form "${form.document.name}" and the grid made for it`,
        mn_MN: `"${form.document.name}" маягт, түүнд үүсгэсэн хүснэгтээс`,
      })
    }
  }

  /** The menu roles name: the import's own when the files hold none, listing every krud. */
  /**
   * The menu the import's own roles get: the first menu of the files when it and the others list
   * every krud, else a new one listing the kruds no menu of the files lists.
   */
  function ensureMenu(): string {
    const listed = new Set<string>()
    const walk = (items: readonly MenuItem[]) => {
      for (const item of items) {
        if (item.link_to === 'crud' && item.url !== undefined) listed.add(item.url)
        walk(item.children ?? [])
        walk(item.sub_top_children ?? [])
      }
    }
    for (const entry of byKind('menu')) walk(entry.document.items)
    const unlisted = usableKruds().filter((entry) => !listed.has(entry.document.name))
    const existing = byKind('menu')[0]
    if (existing !== undefined && unlisted.length === 0) return existing.document.name
    const items: MenuItem[] = unlisted.map((entry) => ({
      id: entry.document.name,
      title: entry.document.title ?? entry.document.name,
      link_to: 'crud',
      url: entry.document.name,
    }))
    items.push({ ...CHANGE_PASSWORD_ENTRY })
    const name = context.names.claim('menu', ['admin'], 'menu')
    const menu: MenuDocument = {
      kind: 'menu',
      version: 1,
      name,
      title: { mn_MN: 'Удирдлагын цэс', en_US: 'Admin menu', ko_KR: '관리 메뉴' },
      items,
    }
    add(MADE_BY_IMPORT, menu)
    made.added(
      '',
      madeMessage(DOCUMENT_KIND_PHRASES.menu, name, {
        en_US: `the imported krud documents (${items.length - 1}) that no menu of the files lists`,
        mn_MN: `файлуудын цэсэнд ороогүй, оруулсан ${items.length - 1} крүдээс`,
      }),
    )
    return name
  }

  /** The kruds whose form and grid are there: the others are taken out by the repairs below. */
  function usableKruds() {
    const forms = new Set(byKind('form').map((entry) => entry.document.name))
    const grids = new Set(byKind('grid').map((entry) => entry.document.name))
    return byKind('krud').filter((entry) => forms.has(entry.document.form) && grids.has(entry.document.grid))
  }

  function ensureSuperAdmin(menuName: string): void {
    if (byKind('role').length > 0) return
    makeRole(1, menuName, MADE_BY_IMPORT, '', {
      en_US: 'nothing: no role file was among the files, and role 1 is the super admin who signs in first',
      mn_MN: 'файлуудад эрхийн файл байхгүй тул шинээр: 1-р эрх нь анх нэвтрэх супер админ',
    })
  }

  function makeRole(id: number, menuName: string, source: string, path: string, why: Phrase): boolean {
    const menuDocument = byKind('menu').find((entry) => entry.document.name === menuName)?.document
    if (menuDocument === undefined) return false
    const first = firstEntry(menuDocument)
    const kruds = usableKruds().map((entry) => entry.document.name)
    const role: RoleDocument = {
      kind: 'role',
      version: 1,
      name: context.names.claim('role', [id === 1 ? 'super-admin' : `role-${id}`], 'role'),
      id,
      display_name:
        id === 1
          ? { mn_MN: 'Супер админ', en_US: 'Super admin', ko_KR: '최고 관리자' }
          : { mn_MN: `${id}-р эрх`, en_US: `Role ${id}`, ko_KR: `역할 ${id}` },
      menu: menuName,
      default_menu: first.id,
      permissions: Object.fromEntries(
        menuDocument.items.map((item) => [
          item.id,
          item.link_to === 'crud' ? { show: true, c: true, r: true, u: true, d: true } : { show: true },
        ]),
      ),
      ...(kruds.length === 0
        ? {}
        : { kruds: Object.fromEntries(kruds.map((name) => [name, { c: true, r: true, u: true, d: true }])) }),
    }
    if (!add(source, role)) return false
    reporterOf(source).added(path, madeMessage(DOCUMENT_KIND_PHRASES.role, role.name, why))
    return true
  }

  /** Mends one problem `loadProject` found, by making what is missing or taking out the reference. */
  function repair(issue: ProjectIssue, menuName: string): void {
    const entry = documents.find((candidate) => documentPath(candidate.document) === issue.file)
    if (entry === undefined) return
    const document = entry.document
    const reporter = reporterOf(entry.source)
    const params = (issue.params ?? {}) as {
      kind?: string
      name?: unknown
      model?: string
      column?: string
      id?: string
      menu?: string
    }
    if (issue.code === 'unknown-reference' && params.kind === 'model' && typeof params.name === 'string') {
      if (madeModels.has(params.name) || byKind('model').some((model) => model.document.name === params.name)) return
      const model: ModelDocument = {
        kind: 'model',
        version: 1,
        name: context.names.claimExact('model', params.name, 'model'),
        table: params.name,
        columns: [{ name: 'id', type: 'integer', nullable: false, default: { named: 'identity' } }],
        primaryKey: ['id'],
      }
      if (add(entry.source, model)) {
        madeModels.set(params.name, { entry: documents[documents.length - 1] as ImportedDocument, reporter })
        reporter.added(
          issue.path,
          madeMessage(DOCUMENT_KIND_PHRASES.model, model.name, {
            en_US:
              'the columns the documents name, since no field or schema file gave its types (an integer key "id", the rest text)',
            mn_MN:
              'баримтуудын заасан баганаас, төрлийг нь талбар эсвэл схемийн файл өгөөгүй тул ("id" бүхэл тоон түлхүүр, бусад нь текст)',
          }),
        )
      }
      return
    }
    if (issue.code === 'unknown-column' && typeof params.model === 'string' && typeof params.column === 'string') {
      const target = madeModels.get(params.model)
      if (target !== undefined) {
        const model = target.entry.document as ModelDocument
        if (model.columns.some((column) => column.name === params.column)) return
        const column: ModelColumn = { name: params.column, type: 'text' }
        model.columns.push(column)
        target.reporter.added(issue.path, {
          en_US: `the column "${params.column}" was added to the model "${model.name}" as text, since "${issue.file}" names it and no field gave its type`,
          mn_MN: `"${model.name}" модельд "${params.column}" баганыг текст төрлөөр нэмсэн: "${issue.file}" үүнийг заадаг ч төрлийг нь талбар өгөөгүй`,
        })
        return
      }
      dropColumnReference(entry, issue, reporter)
      return
    }
    if (
      issue.code === 'missing-status-column' &&
      typeof params.model === 'string' &&
      typeof params.column === 'string'
    ) {
      const target = byKind('model').find((candidate) => candidate.document.name === params.model)
      if (target !== undefined) {
        if (!target.document.columns.some((column) => column.name === params.column))
          target.document.columns.push({ name: params.column, type: { name: 'varchar', length: 50 } })
        reporter.added(issue.path, {
          en_US: `the column "${params.column}" (text of up to 50 letters) was added to the model "${params.model}" to keep the workflow's status in`,
          mn_MN: `ажлын урсгалын төлөвийг хадгалах "${params.column}" баганыг (50 хүртэл тэмдэгттэй текст) "${params.model}" модельд нэмсэн`,
        })
        return
      }
    }
    if (issue.code === 'unknown-reference' && params.kind === 'role' && typeof params.name === 'number') {
      if (byKind('role').some((role) => role.document.id === params.name)) return
      if (
        makeRole(params.name, menuName, entry.source, issue.path, {
          en_US: `nothing: the ${DOCUMENT_KIND_PHRASES[document.kind].en_US} "${document.name}" names role ${params.name}, which no role file holds`,
          mn_MN: `шинээр: "${document.name}" ${DOCUMENT_KIND_PHRASES[document.kind].mn_MN} ${params.name}-р эрхийг заадаг ч эрхийн файлд алга`,
        })
      )
        return
    }
    if (issue.code === 'unknown-menu-item' && document.kind === 'role') {
      const id = params.id ?? ''
      if (issue.path === '/default_menu') {
        const menuDocument = byKind('menu').find((candidate) => candidate.document.name === document.menu)?.document
        const first = menuDocument === undefined ? undefined : firstEntry(menuDocument)
        if (first !== undefined) {
          document.default_menu = first.id
          document.permissions[first.id] = { ...document.permissions[first.id], show: true }
          reporter.approximated(issue.path, {
            en_US: `the default menu entry "${id}" is not in the menu "${document.menu}"; the first entry "${first.id}" is the default`,
            mn_MN: `анхдагч "${id}" хэсэг "${document.menu}" цэсэд алга тул эхний "${first.id}" хэсгийг анхдагч болгосон`,
          })
          return
        }
      } else {
        delete document.permissions[id]
        reporter.notCarried(issue.path, {
          en_US: `the right on the menu entry "${id}" was left out: the menu "${document.menu}" has no such entry`,
          mn_MN: `"${id}" цэсийн хэсгийн эрхийг орхисон: "${document.menu}" цэсэд ийм хэсэг алга`,
        })
        return
      }
    }
    const missing =
      issue.code === 'unknown-reference'
        ? missingMessage(DOCUMENT_KIND_PHRASES[(params.kind ?? 'model') as TamgaDocument['kind']], params.name)
        : issue.message
    // A piece of a document that names something missing is taken out when the document stands without it.
    if (document.kind === 'menu' && /^\/items\//.test(issue.path) && issue.path.endsWith('/url')) {
      removeMenuEntries(document, String(params.name))
      reporter.notCarried(issue.path.slice(0, -'/url'.length), {
        en_US: `the menu entry was left out: ${missing.en_US}`,
        mn_MN: `цэсийн хэсгийг орхисон: ${missing.mn_MN}`,
      })
      return
    }
    if (document.kind === 'role' && issue.path.startsWith('/kruds/')) {
      const name = String(params.name)
      if (document.kruds !== undefined) delete document.kruds[name]
      reporter.notCarried(issue.path, {
        en_US: `the right on the krud was left out: ${missing.en_US}`,
        mn_MN: `крүдийн эрхийг орхисон: ${missing.mn_MN}`,
      })
      return
    }
    if (document.kind === 'project' && /^\/role_redirects\/\d+\//.test(issue.path)) {
      const index = Number(issue.path.split('/')[2])
      document.role_redirects?.splice(index, 1)
      if (document.role_redirects?.length === 0) delete document.role_redirects
      reporter.notCarried(issue.path, {
        en_US: `the role redirect was left out: ${missing.en_US}`,
        mn_MN: `эрхээр шилжүүлэх хаягийг орхисон: ${missing.mn_MN}`,
      })
      return
    }
    if (document.kind === 'krud' && issue.path === '/workflow') {
      delete document.workflow
      reporter.notCarried(issue.path, {
        en_US: `the workflow of the krud was left out: ${missing.en_US}`,
        mn_MN: `крүдийн ажлын урсгалыг орхисон: ${missing.mn_MN}`,
      })
      return
    }
    if (document.kind === 'form' && /^\/fields\/\d+\/options/.test(issue.path)) {
      const index = Number(issue.path.split('/')[2])
      const field = document.fields[index]
      if (field !== undefined) {
        delete field.options
        reporter.notCarried(issue.path, {
          en_US: `the options of the field "${field.name}" were left out: ${missing.en_US}`,
          mn_MN: `"${field.name}" талбарын сонголтыг орхисон: ${missing.mn_MN}`,
        })
        return
      }
    }
    // Otherwise the whole referring document goes, and the next round mends what named it; the
    // project document stays, its problem reported.
    if (document.kind === 'project') {
      reporter.notCarried(issue.path, missing)
      return
    }
    documents = documents.filter((candidate) => candidate !== entry)
    reporter.notCarried(issue.path, droppedMessage(DOCUMENT_KIND_PHRASES[document.kind], document.name, missing))
  }

  /** Takes a form field or grid column that names a column its model (from a schema file) lacks. */
  function dropColumnReference(entry: ImportedDocument, issue: ProjectIssue, reporter: ImportReporter): void {
    const document = entry.document
    const [, collection, indexText] = issue.path.split('/')
    const index = Number(indexText)
    const params = issue.params as { model: string; column: string }
    const why: BilingualMessage = {
      en_US: `the model "${params.model}" (from a schema file) has no column "${params.column}"`,
      mn_MN: `схемийн файлаас үүссэн "${params.model}" модельд "${params.column}" багана алга`,
    }
    if (document.kind === 'form' && collection === 'fields' && document.fields[index] !== undefined) {
      document.fields.splice(index, 1)
      if (document.layout !== undefined) document.layout = withoutLayoutField(document.layout, params.column)
      reporter.notCarried(issue.path, {
        en_US: `the field was left out: ${why.en_US}`,
        mn_MN: `талбарыг орхисон: ${why.mn_MN}`,
      })
      return
    }
    if (document.kind === 'grid' && collection === 'columns' && document.columns[index] !== undefined) {
      document.columns.splice(index, 1)
      reporter.notCarried(issue.path, {
        en_US: `the column was left out: ${why.en_US}`,
        mn_MN: `баганыг орхисон: ${why.mn_MN}`,
      })
      return
    }
    documents = documents.filter((candidate) => candidate !== entry)
    reporter.notCarried(issue.path, droppedMessage(DOCUMENT_KIND_PHRASES[document.kind], document.name, why))
  }
}

const CHANGE_PASSWORD_ENTRY: MenuItem = {
  id: 'change-password',
  title: { mn_MN: 'Нууц үг солих', en_US: 'Change password', ko_KR: '비밀번호 변경' },
  link_to: 'router-link',
  url: '/admin/change-password',
}

/** The menu's first entry; a menu left with none gets the change-password entry, so a role can open it. */
function firstEntry(menu: MenuDocument): MenuItem {
  const first = menu.items[0]
  if (first !== undefined) return first
  menu.items.push({ ...CHANGE_PASSWORD_ENTRY })
  return menu.items[0] as MenuItem
}

/**
 * A model made from fields whose one-column key has no default gets the database's: Lambda made
 * the key in its server code (a UUID, or MySQL's AUTO_INCREMENT the fields do not always
 * mention), and a Tamga row is inserted without one.
 */
function giveKeyDefault(model: ModelDocument, reporter: ImportReporter, path: string): void {
  const [keyName, ...rest] = model.primaryKey
  const key = model.columns.find((column) => column.name === keyName)
  if (key === undefined || rest.length > 0 || key.default !== undefined) return
  const type = typeof key.type === 'string' ? key.type : key.type.name
  const fallback =
    type === 'uuid' ? 'gen_random_uuid' : type === 'integer' || type === 'bigint' ? 'identity' : undefined
  if (fallback === undefined) return
  key.default = { named: fallback }
  reporter.added(path, {
    en_US: `the key "${key.name}" of the model "${model.name}" is filled in by the database ("${fallback}"), as Lambda's server did`,
    mn_MN: `"${model.name}" моделийн "${key.name}" түлхүүрийг Lambda-ийн сервер шиг өгөгдлийн сан ("${fallback}") бөглөнө`,
  })
}

function titleOf(document: FormDocument | GridDocument): KrudDocument['title'] | undefined {
  return document.title
}

/** Takes out every entry of the menu that opens the krud `name`, wherever it sits in the tree. */
function removeMenuEntries(menu: MenuDocument, name: string): void {
  const keep = (items: MenuItem[]): MenuItem[] =>
    items
      .filter((item) => !(item.link_to === 'crud' && item.url === name))
      .map((item) => ({
        ...item,
        ...(item.children === undefined ? {} : { children: keep(item.children) }),
        ...(item.sub_top_children === undefined ? {} : { sub_top_children: keep(item.sub_top_children) }),
      }))
  menu.items = keep(menu.items)
}

function withoutLayoutField(layout: NonNullable<FormDocument['layout']>, field: string): FormDocument['layout'] {
  const walk = (nodes: unknown[]): unknown[] =>
    nodes.flatMap((node) => {
      if (node === field) return []
      if (typeof node !== 'object' || node === null) return [node]
      const record = node as Record<string, unknown>
      if (Array.isArray(record.children)) return [{ ...record, children: walk(record.children) }]
      if (Array.isArray(record.columns))
        return [
          {
            ...record,
            columns: record.columns.map((column: { children?: unknown[] }) => ({
              ...column,
              children: walk(column.children ?? []),
            })),
          },
        ]
      return [node]
    })
  return walk(layout as unknown[]) as FormDocument['layout']
}

/** The problems `loadProject` finds in the documents as a project folder would hold them. */
function projectIssues(documents: readonly ImportedDocument[]): ProjectIssue[] {
  const files = documents.map(({ document }) => ({ path: documentPath(document), text: JSON.stringify(document) }))
  return loadProject(files).issues
}
