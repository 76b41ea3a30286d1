/**
 * Small Lambda documents written for the importer's unit tests, in the shapes the Lambda
 * builders save (not copied from any Lambda project).
 */

const field = (id: string, model: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  model,
  title: model,
  dbType: 'varchar(255)',
  key: '',
  type: 'form',
  formType: 'Text',
  label: '',
  placeHolder: '',
  hidden: false,
  disabled: false,
  default: null,
  ifshowhide: '',
  rules: [],
  hasTranslation: false,
  isGridSearch: false,
  gridSearch: { grid: null, key: null, labels: null, multiple: false },
  isFkey: false,
  relation: { table: null, key: null, fields: [], sortField: null, sortOrder: 'asc', multiple: false, filter: '' },
  span: { xs: 24, sm: 24, md: 24, lg: 24 },
  trigger: '',
  triggerTimeout: 0,
  file: { isMultiple: false, count: 3, maxSize: 2048, type: 'normal' },
  options: [],
  ...extra,
})

/** An application form: a flat list and a layout tree that disagree on one label. */
export function applicationForm(): Record<string, unknown> {
  const id = field('f-id', 'id', { formType: null, key: 'PRI' })
  const title = field('f-title', 'title', {
    label: 'Гарчиг',
    rules: [{ type: 'required', msg: 'Талбарыг бөглөнө үү!' }],
  })
  const aimag = field('f-aimag', 'aimag_id', {
    formType: 'Select',
    label: 'Аймаг',
    isFkey: true,
    relation: {
      table: 'public.aimag',
      key: 'id',
      fields: '',
      sortField: 'name',
      sortOrder: 'asc',
      multiple: false,
      filter: 'id != 1',
      parentFieldOfForm: '',
      parentFieldOfTable: '',
    },
  })
  const kind = field('f-kind', 'kind', {
    formType: 'Radio',
    label: 'Төрөл',
    options: [
      { value: 'a', label: 'Хувь хүн' },
      { value: 'b', label: 'Байгууллага' },
    ],
  })
  const stamp = field('f-stamp', 'stamp', { formType: 'struct_selector', label: 'Тамга' })
  return {
    model: 'application',
    identity: 'id',
    timestamp: true,
    labelPosition: 'top',
    labelWidth: null,
    width: '900px',
    padding: 8,
    sortField: 'id',
    sordOrder: 'desc',
    save_btn_text: 'Хадгалах',
    triggers: {
      namespace: 'app/handlers',
      insert: { before: '', after: 'handlers.Notify' },
      update: { before: '', after: '' },
    },
    formula: [{ targets: [{ field: 'stamp', prop: 'hidden' }], template: "'{kind}' == 'a'", form: 'main' }],
    schema: [id, { ...title, label: 'title' }, aimag, kind, stamp],
    ui: {
      type: 'normal',
      schema: [
        {
          type: 'row',
          id: 'row-1',
          children: [
            {
              type: 'section',
              id: 'section-1',
              name: 'Үндсэн',
              span: { xs: 24, sm: 24, md: 24, lg: 24 },
              children: [
                {
                  type: 'row',
                  id: 'row-2',
                  children: [
                    { type: 'col', id: 'col-1', span: { xs: 24, md: 12 }, children: [title] },
                    { type: 'col', id: 'col-2', span: { xs: 24, md: 12 }, children: [aimag, kind, stamp] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  }
}

/** The application grid, with Lambda's misspelt sort key beside the right one. */
export function applicationGrid(): Record<string, unknown> {
  const column = (model: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
    model,
    title: model,
    dbType: 'varchar',
    table: 'application',
    key: '',
    extra: '',
    label: '',
    gridType: 'Text',
    width: 200,
    hide: false,
    sortable: false,
    relation: { table: null, key: null, fields: [], sortField: null, sortOrder: 'asc', multiple: false },
    filterable: false,
    filter: {
      type: null,
      param: null,
      paramCompareType: 'contain',
      default: null,
      relation: { table: null, key: null, fields: [] },
    },
    searchable: false,
    hasTranslation: false,
    printable: false,
    pinned: false,
    pinPosition: 'left',
    link: '',
    linkTarget: '_self',
    editable: { status: false, type: 'text', shouldUpdate: false, shouldPost: false },
    options: [],
    ...extra,
  })
  return {
    model: 'application',
    isView: false,
    identity: 'id',
    actions: ['e', 'd', 'dbl'],
    staticWidth: false,
    fullWidth: true,
    hasCheckbox: false,
    width: 0,
    sort: 'created_at',
    sortOrder: 'asc',
    sordOrder: 'desc',
    softDelete: false,
    paging: 20,
    condition: 'deleted_at IS NULL',
    isExcel: true,
    triggers: { namespace: '', beforeFetch: '', afterFetch: '', beforeDelete: '', afterDelete: '', beforePrint: '' },
    schema: [
      column('id', { key: 'PRI', hide: true }),
      column('title', {
        label: 'Гарчиг',
        sortable: true,
        filterable: true,
        filter: { type: 'Text', paramCompareType: 'contain', showSideFilter: true, default: null },
      }),
      column('process_status', { label: 'Төлөв', gridType: 'process_status' }),
      column('created_at', { gridType: 'Datetime', label: 'Огноо' }),
      column('score', { gridType: 'Sparkline' }),
    ],
  }
}

/** A vb_schemas seed: the form row's schema encoded twice, the grid row's once. */
export function seedText(): string {
  return JSON.stringify([
    {
      id: 'application_form',
      name: 'Өргөдөл',
      type: 'form',
      schema: JSON.stringify(JSON.stringify(applicationForm())),
    },
    { name: 'Өргөдөл', type: 'grid', schema: JSON.stringify(applicationGrid()) },
    {
      name: 'application',
      type: 'graphql',
      schema: JSON.stringify({
        table: 'application',
        identity: 'id',
        hidden_columns: ['created_by'],
        checkAuth: { isLoggedIn: true, roles: [3, 4] },
        subs: [{ table: 'application_file', connection_field: 'application_id', parent_identity: 'id' }],
        actions: { create: true, update: true, delete: false },
        subscription: true,
      }),
    },
  ])
}

/** A role file: two kruds, a menu tree with a noAction parent and a hidden blank entry, SQL and JS conditions. */
export function roleFile(): Record<string, unknown> {
  return {
    cruds: [
      { id: 1, title: 'Өргөдөл', template: 'canvas', grid: 'grid-of-app', form: 'application_form', actions: '' },
      { id: 2, title: 'Мэдээ', template: 'popup', grid: 12, form: 11, actions: '' },
    ],
    menu: [
      {
        id: 'registries-1',
        title: 'Бүртгэл',
        link_to: 'noAction',
        url: null,
        svg: '/assets/icons/folder.svg',
        icon: null,
        key: null,
        children: [
          { id: 'apps-1', title: null, link_to: 'crud', url: 1, svg: null, icon: null, key: null, children: [] },
        ],
      },
      { id: 'news-1', title: null, link_to: 'crud', url: 2, svg: null, icon: null, key: null, children: [] },
      { id: 'blank-1', title: null, link_to: null, url: null, svg: null, icon: null, key: null, children: [] },
    ],
    permissions: {
      default_menu: '#/p/news-1',
      menu_id: 7,
      extra: {
        approve: true,
        chart: false,
        datasource: false,
        excelupload: false,
        hascustomcreatebtn: false,
        moqup: true,
      },
      permissions: {
        'registries-1': { menu_id: 'registries-1', show: true, title: 'Бүртгэл' },
        'apps-1': {
          menu_id: 'apps-1',
          show: true,
          c: true,
          r: true,
          u: true,
          d: false,
          gridEditConditionSQL: 'created_by = {user_id}',
          gridDeleteConditionJS: 'row.status == 1',
          gridEditConditionJS: '',
          gridDeleteConditionSQL: '',
          formCondition: [{ form_field: 'created_by', user_field: 'id' }],
        },
        'news-1': { menu_id: 'news-1', show: true, r: true },
        'blank-1': { menu_id: 'blank-1', show: false, title: null },
      },
    },
  }
}

/** Process-step rows of a two-step workflow, one row repeated, with JointJS cells. */
export function stepRows(): Array<Record<string, unknown>> {
  const cell = (id: string, type: string, subject: string, label: string, ports: Array<Record<string, unknown>>) => ({
    type: type === 'END' ? 'app.FlowchartEnd' : 'app.Message',
    size: { width: 368, height: 80 },
    ports: { items: [{ group: 'in', id: `${id}-in` }, ...ports] },
    position: { x: 10, y: 20 },
    id,
    z: 1,
    attrs: {
      label: { text: label },
      description: { text: `${label} алхам` },
      subject: { object_type: type, subject_type: subject },
    },
  })
  const start = {
    status: 'Эхлэл',
    status_type: 'START',
    subject_type: 'CURRENT',
    is_done: 0,
    step_data: cell('start', 'START', 'CURRENT', 'Эхлэл', [
      { group: 'out', id: 'start-go', attrs: { portLabel: { text: 'Илгээсэн' } } },
    ]),
  }
  const end = {
    status: 'Дууссан',
    status_type: 'END',
    subject_type: 'CURRENT',
    is_done: 0,
    step_data: JSON.stringify(cell('end', 'END', 'CURRENT', 'Дууссан', [])),
  }
  return [start, start, end]
}

/** A small MySQL dump. */
export const MYSQL_DUMP = `
CREATE TABLE \`aimag\` (
  \`id\` int NOT NULL AUTO_INCREMENT,
  \`name\` varchar(120) NOT NULL DEFAULT 'Улаанбаатар' COMMENT 'Аймгийн нэр',
  \`area\` double DEFAULT NULL,
  \`created_at\` datetime DEFAULT CURRENT_TIMESTAMP,
  \`updated_at\` datetime DEFAULT NULL,
  PRIMARY KEY (\`id\`),
  UNIQUE KEY \`aimag_name\` (\`name\`)
) ENGINE=InnoDB AUTO_INCREMENT=22 DEFAULT CHARSET=utf8;
LOCK TABLES \`aimag\` WRITE;
INSERT INTO \`aimag\` VALUES (1,'Архангай',55,NULL,NULL),(2,'Баян-Өлгий',45,NULL,NULL);
UNLOCK TABLES;
`
