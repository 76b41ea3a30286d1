import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { validateDocumentOf } from './definition.ts'
import { type FormDocument, type FormField, formKind } from './form.ts'

const formsFolder = new URL('../../../../examples/heritage/documents/forms/', import.meta.url)

/** The example with some changes, as plain JSON so a test may break it in any way. */
function formWith(change: (form: Record<string, unknown> & FormDocument) => void): unknown {
  const form = structuredClone(formKind.example) as Record<string, unknown> & FormDocument
  change(form)
  return form
}

/** `[path, code]` of each issue, or `[]` when the document is valid. */
function problems(input: unknown): Array<[string, string]> {
  const result = validateDocumentOf(formKind, input)
  return result.ok ? [] : result.issues.map((found) => [found.path, found.code])
}

const field = (extra: Partial<FormField> & Pick<FormField, 'name' | 'widget'>): FormField => extra

describe('form documents', () => {
  it('the kind example is valid', () => {
    expect(problems(formKind.example)).toEqual([])
  })

  const files = readdirSync(formsFolder).filter((file) => file.endsWith('.json'))

  it('the heritage project has a form for each registry and for applications', () => {
    expect(files.sort()).toEqual([
      'ahas-member-form.json',
      'aimag-form.json',
      'application-form.json',
      'content-category-form.json',
      'content-item-form.json',
      'course-lesson-form.json',
      'envoy-form.json',
      'feedback-form.json',
      'feedback-public-form.json',
      'field-sample-form.json',
      'heritage-apprentice-form.json',
      'heritage-bearer-form.json',
      'heritage-domain-form.json',
      'investor-form.json',
      'news-form.json',
      'page-form.json',
      'partner-form.json',
      'public-request-form.json',
      'public-request-public-form.json',
      'supporter-form.json',
    ])
  })

  for (const file of files) {
    it(`heritage form ${file} is valid and named after its file`, () => {
      const document = JSON.parse(readFileSync(new URL(file, formsFolder), 'utf8')) as { name: string }
      expect(problems(document)).toEqual([])
      expect(`${document.name}.json`).toBe(file)
    })
  }

  it('the application form uses the workflow and process_status elements', () => {
    const application = JSON.parse(readFileSync(new URL('application-form.json', formsFolder), 'utf8')) as FormDocument
    expect(application.fields.map((f) => f.widget)).toEqual(expect.arrayContaining(['workflow', 'process_status']))
    expect(application.fields.some((f) => f.hiddenWhen !== undefined || f.disabledWhen !== undefined)).toBe(true)
  })

  it('carries every kind of Lambda field setting', () => {
    const form = formWith((f) => {
      f.type = 'simple'
      f.labelPosition = 'left'
      f.labelWidth = 140
      f.minHeight = '480px'
      f.padding = 8
      f.sectionsAsTabs = true
      f.timestamps = true
      f.showBackButton = true
      f.showResetButton = false
      f.notice = { mn_MN: 'Анхааруулга', en_US: 'Notice' }
      f.messages = { success: 'Амжилттай', error: 'Алдаа', invalid: 'Мэдээлэл дутуу байна' }
      f.triggers = { namespace: 'App\\Http\\Controllers\\News', beforeInsert: 'check', afterUpdate: 'notify' }
      f.fields.push(
        field({
          name: 'password',
          widget: 'password',
          password: { confirm: true, generate: true, requireCurrent: true },
          rules: [
            { rule: 'minLength', value: 8 },
            { rule: 'maxLength', value: 64 },
          ],
        }),
        field({
          name: 'aimag_id',
          widget: 'select',
          options: { source: 'model', model: 'aimag', valueField: 'id', labelFields: ['name'], sortOrder: 'desc' },
        }),
        field({
          name: 'soum_id',
          widget: 'tree-select',
          options: {
            source: 'model',
            model: 'soum',
            valueField: 'id',
            labelFields: ['name'],
            visibleFields: ['code'],
            sortField: 'name',
            dependsOn: { field: 'aimag_id', column: 'aimag_id' },
            treeParentColumn: 'parent_id',
            currentUserColumn: 'created_by',
            filter: "status = 'active'",
          },
        }),
        field({
          name: 'layer',
          widget: 'select',
          options: { source: 'url', url: '/arcgis/form-fields', delayMs: 300 },
        }),
        field({
          name: 'bearer_id',
          widget: 'select',
          options: { source: 'grid', grid: 'heritage-bearer-grid', valueField: 'id', labelFields: ['first_name'] },
        }),
        field({
          name: 'gender',
          widget: 'radio',
          options: {
            source: 'static',
            items: [
              { value: 'm', label: 'Эрэгтэй' },
              { value: 'f', label: 'Эмэгтэй' },
            ],
          },
        }),
        field({
          name: 'site',
          widget: 'geographic',
          geographic: {
            geometry: 'polygon',
            center: { longitude: 106.9, latitude: 47.9 },
            zoom: 12,
            baseMap: 'satellite',
            checkOverlap: true,
            featureClassUrl: 'https://gis.example.mn/arcgis/rest/services/sites/FeatureServer/0',
          },
        }),
        field({
          name: 'items',
          widget: 'sub-form',
          subForm: {
            form: 'item-form',
            connectionField: 'news_id',
            display: 'grid',
            minRows: 1,
            maxRows: 10,
            disableCreate: false,
            disableEdit: false,
            disableDelete: true,
            showRowNumbers: true,
          },
        }),
        field({
          name: 'total',
          widget: 'money',
          precision: 2,
          consolidation: { subForm: 'items', column: 'price', aggregate: 'sum' },
        }),
        field({
          name: 'gallery',
          widget: 'image',
          file: { multiple: true, maxCount: 6, maxSizeKb: 2048, accept: ['image/*'] },
        }),
        field({
          name: 'code',
          widget: 'inputWithOrderNumber',
          prefix: 'ӨТ-',
          valueFromParameter: { from: 'route', name: 'id' },
        }),
        field({ name: 'phone', widget: 'inputWithIcon', icon: 'phone', rules: [{ rule: 'phone' }] }),
        field({ name: 'checked_at', widget: 'datetimeAutoFill', disabled: true }),
        field({ name: 'status_changer', widget: 'process_status_changer', workflow: 'application-approval' }),
        field({
          name: 'owner_id',
          widget: 'hidden',
          fillWithCurrentUser: true,
          defaultValue: null,
          span: { xs: 24, lg: 6 },
        }),
      )
    })
    expect(problems(form)).toEqual([])
  })
})

describe('form schema errors', () => {
  it('reports an unknown setting instead of ignoring it', () => {
    expect(problems(formWith((f) => Object.assign(f, { labelPositon: 'top' })))).toEqual([['', 'additionalProperties']])
  })

  it('names the allowed widgets when a widget is unknown', () => {
    expect(problems(formWith((f) => Object.assign(f.fields[1] ?? {}, { widget: 'Text' })))).toEqual([
      ['/fields/1/widget', 'enum'],
    ])
  })

  it('a field name must be an SQL identifier', () => {
    expect(problems(formWith((f) => Object.assign(f.fields[1] ?? {}, { name: 'Title' })))).toEqual([
      ['/fields/1/name', 'pattern'],
    ])
  })

  it('a pattern rule needs its message', () => {
    const form = formWith((f) => {
      ;(f.fields[1]?.rules as unknown[] | undefined)?.push({ rule: 'pattern', pattern: '^[0-9]+$' })
    })
    expect(problems(form)).toEqual([['/fields/1/rules/1', 'required']])
  })

  it('a span counts at most 24 columns', () => {
    expect(problems(formWith((f) => Object.assign(f.fields[1] ?? {}, { span: { md: 25 } })))).toEqual([
      ['/fields/1/span/md', 'maximum'],
    ])
  })

  it('a misspelt key deep in the layout is reported at its node', () => {
    const form = formWith((f) => {
      const column = { children: ['title'], spam: 1 }
      f.layout = [{ type: 'section', children: [{ type: 'row', columns: [column] }] }]
    })
    expect(problems(form)).toEqual([['/layout/0/children/0/columns/0', 'additionalProperties']])
  })

  it('a map centre must be a real longitude and latitude', () => {
    const form = formWith((f) => {
      f.fields.push({
        name: 'site',
        widget: 'geographic',
        geographic: { geometry: 'point', center: { longitude: 200, latitude: 47 }, zoom: 10 },
      })
    })
    expect(problems(form)).toEqual([['/fields/5/geographic/center/longitude', 'maximum']])
  })

  it('the form width is a CSS length', () => {
    expect(problems(formWith((f) => Object.assign(f, { width: '1200' })))).toEqual([['/width', 'pattern']])
  })
})

describe('form checks', () => {
  it('field names are unique', () => {
    const form = formWith((f) => {
      f.fields.push({ name: 'title', widget: 'textarea' })
    })
    expect(problems(form)).toEqual([['/fields/5/name', 'duplicate-name']])
  })

  it('the identity is one of the fields', () => {
    expect(problems(formWith((f) => Object.assign(f, { identity: 'news_id' })))).toEqual([
      ['/identity', 'unknown-identity'],
    ])
  })

  it('the layout places only existing fields', () => {
    expect(problems(formWith((f) => f.layout?.push('subtitle')))).toEqual([['/layout/3', 'unknown-field']])
  })

  it('the layout places a field at most once, however deep', () => {
    const form = formWith((f) => {
      f.layout?.push({ type: 'section', children: [{ type: 'row', columns: [{ children: ['body'] }] }] })
    })
    expect(problems(form)).toEqual([['/layout/3/children/0/columns/0/children/0', 'duplicate-placement']])
  })

  it('a simple form has no steps', () => {
    const form = formWith((f) => {
      f.layout = [{ type: 'step', title: 'Алхам 1', children: ['title', 'body'] }]
    })
    expect(problems(form)).toEqual([['/layout/0', 'misplaced-step']])
  })

  it('a step-by-step form is made of steps at the top of its layout', () => {
    const form = formWith((f) => {
      f.type = 'steps'
      f.layout = [{ type: 'step', title: 'Алхам 1', children: ['title'] }, 'body']
    })
    expect(problems(form)).toEqual([['/layout/1', 'step-expected']])
  })

  it('a step-by-step form needs a layout', () => {
    const form = formWith((f) => {
      f.type = 'steps'
      delete f.layout
    })
    expect(problems(form)).toEqual([['/layout', 'steps-required']])
  })

  it('a choice widget needs an options source', () => {
    const form = formWith((f) => {
      f.fields.push({ name: 'aimag_id', widget: 'select' })
    })
    expect(problems(form)).toEqual([['/fields/5/options', 'missing-settings']])
  })

  it('a sub-form and a geographic field need their settings', () => {
    const form = formWith((f) => {
      f.fields.push({ name: 'items', widget: 'sub-form' }, { name: 'site', widget: 'geographic' })
    })
    expect(problems(form)).toEqual([
      ['/fields/5/subForm', 'missing-settings'],
      ['/fields/6/geographic', 'missing-settings'],
    ])
  })

  it('settings of another widget are refused', () => {
    const form = formWith((f) => {
      f.fields.push({ name: 'secret', widget: 'text', password: { confirm: true }, file: { multiple: true } })
    })
    expect(problems(form)).toEqual([
      ['/fields/5/password', 'settings-not-for-widget'],
      ['/fields/5/file', 'settings-not-for-widget'],
    ])
  })

  it('cascading options depend on a field of the form', () => {
    const form = formWith((f) => {
      f.fields.push({
        name: 'soum_id',
        widget: 'select',
        options: {
          source: 'model',
          model: 'soum',
          valueField: 'id',
          labelFields: ['name'],
          dependsOn: { field: 'aimag_id', column: 'aimag_id' },
        },
      })
    })
    expect(problems(form)).toEqual([['/fields/5/options/dependsOn/field', 'unknown-field']])
  })

  it('a consolidation reads a sub-form of the form', () => {
    const form = formWith((f) => {
      f.fields.push({
        name: 'total',
        widget: 'money',
        consolidation: { subForm: 'title', column: 'price', aggregate: 'sum' },
      })
    })
    expect(problems(form)).toEqual([['/fields/5/consolidation/subForm', 'unknown-sub-form']])
  })

  it('a lower bound above its upper bound is reported', () => {
    const form = formWith((f) => {
      f.fields.push({
        name: 'score',
        widget: 'number',
        rules: [
          { rule: 'max', value: 5 },
          { rule: 'min', value: 10 },
        ],
      })
    })
    expect(problems(form)).toEqual([['/fields/5/rules/1', 'range']])
  })

  it('a sub-form needs no more rows than it allows', () => {
    const form = formWith((f) => {
      f.fields.push({
        name: 'items',
        widget: 'sub-form',
        subForm: { form: 'item-form', connectionField: 'news_id', minRows: 3, maxRows: 2 },
      })
    })
    expect(problems(form)).toEqual([['/fields/5/subForm/minRows', 'range']])
  })

  it('a pattern rule must be a valid regular expression', () => {
    const form = formWith((f) => {
      f.fields[1]?.rules?.push({ rule: 'pattern', pattern: '([a-z]', message: 'Буруу' })
    })
    expect(problems(form)).toEqual([['/fields/1/rules/1/pattern', 'invalid-pattern']])
  })

  it('issues carry Mongolian and English messages', () => {
    const result = validateDocumentOf(
      formKind,
      formWith((f) => f.layout?.push('subtitle')),
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues[0]?.message).toEqual({
      en_US: '"subtitle" is not a field of this form',
      mn_MN: '"subtitle" гэсэн талбар энэ маягтад байхгүй',
    })
  })
})

describe('form formulas', () => {
  it('a formula may read any field of the form', () => {
    const form = formWith((f) => {
      f.fields.push({ name: 'reading_minutes', widget: 'number', formula: 'ROUND(LEN(body) / 1000, 0)' })
    })
    expect(problems(form)).toEqual([])
  })

  it('a formula that reads an unknown field gets an issue at the formula', () => {
    const form = formWith((f) => {
      f.fields.push({ name: 'total', widget: 'money', formula: 'price * quantity' })
    })
    const result = validateDocumentOf(formKind, form)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues).toEqual([
      expect.objectContaining({ path: '/fields/5/formula', code: 'unknown-identifier', params: { offset: 0 } }),
      expect.objectContaining({ path: '/fields/5/formula', code: 'unknown-identifier', params: { offset: 8 } }),
    ])
    expect(result.issues[0]?.message.en_US).toContain('price')
  })

  it('a formula that does not parse gets a syntax issue', () => {
    const form = formWith((f) => {
      f.fields.push({ name: 'total', widget: 'money', formula: 'title +' })
    })
    expect(problems(form)).toEqual([['/fields/5/formula', 'formula-syntax']])
  })

  it('show and hide conditions are formulas over the form too', () => {
    const form = formWith((f) => {
      Object.assign(f.fields[2] ?? {}, { hiddenWhen: "kind = 'video'", disabledWhen: 'published_at != null' })
    })
    expect(problems(form)).toEqual([['/fields/2/hiddenWhen', 'unknown-identifier']])
  })

  it('a formula may total a column of one of its sub-forms, not of anything else', () => {
    const form = formWith((f) => {
      f.fields.push(
        { name: 'items', widget: 'sub-form', subForm: { form: 'item-form', connectionField: 'news_id' } },
        { name: 'total', widget: 'money', formula: 'SUM(items.price)' },
        { name: 'other_total', widget: 'money', formula: 'SUM(title.price)' },
      )
    })
    expect(problems(form)).toEqual([['/fields/7/formula', 'unknown-identifier']])
  })

  it('an options filter is only checked for syntax, its names belong to the options table', () => {
    const options = (filter: string): FormField => ({
      name: 'aimag_id',
      widget: 'select',
      options: { source: 'model', model: 'aimag', valueField: 'id', labelFields: ['name'], filter },
    })
    expect(problems(formWith((f) => f.fields.push(options('region = 1'))))).toEqual([])
    expect(problems(formWith((f) => f.fields.push(options('region = '))))).toEqual([
      ['/fields/5/options/filter', 'formula-syntax'],
    ])
  })
})
