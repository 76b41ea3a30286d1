import { describe, expect, it } from 'vitest'
import { readHeritageDocuments } from '../../test/heritageProject.ts'
import { formatIssue } from '../validation/issue.ts'
import { loadProject, type ProjectFile } from './loadProject.ts'

const heritage: ProjectFile[] = readHeritageDocuments()

/** The heritage project with one file's JSON changed by `edit`. */
function withEdit(file: string, edit: (document: Record<string, unknown>) => void): ProjectFile[] {
  return heritage.map((entry) => {
    if (entry.path !== file) return entry
    const document = JSON.parse(entry.text) as Record<string, unknown>
    edit(document)
    return { path: entry.path, text: JSON.stringify(document) }
  })
}

function problems(files: ProjectFile[]): string[] {
  return loadProject(files).issues.map((issue) => `${issue.file} ${issue.code} ${formatIssue(issue)}`)
}

describe('loadProject', () => {
  it('loads the heritage project without a single issue', () => {
    expect(problems(heritage)).toEqual([])
  })

  it('reports a krud whose form does not exist', () => {
    const files = withEdit('kruds/news.json', (krud) => {
      krud.form = 'missing-form'
    })
    expect(problems(files)).toEqual([
      'kruds/news.json unknown-reference /form: refers to the form "missing-form", which the project does not have',
    ])
  })

  it('reports a form field that is not a column of its model', () => {
    const files = withEdit('forms/news-form.json', (form) => {
      const fields = form.fields as Array<{ name: string }>
      const first = fields.find((field) => field.name === 'title')
      if (first === undefined) throw new Error('the news form has no title field')
      const layout = JSON.stringify(form.layout).replaceAll(`"${first.name}"`, '"headline_text"')
      form.layout = JSON.parse(layout)
      first.name = 'headline_text'
    })
    expect(problems(files)).toEqual([
      'forms/news-form.json unknown-column /fields/1/name: refers to the column "headline_text", which the model "news" does not have',
    ])
  })

  it('reports a menu entry that opens a krud the project does not have', () => {
    const files = withEdit('menus/admin.json', (menu) => {
      const text = JSON.stringify(menu).replace('"url":"news"', '"url":"old-news"')
      Object.assign(menu, JSON.parse(text))
    })
    expect(problems(files)).toContainEqual(expect.stringMatching(/^menus\/admin\.json unknown-reference .*"old-news"/))
  })

  it('reports a role permission for an entry its menu does not have', () => {
    const files = withEdit('roles/staff.json', (role) => {
      ;(role.permissions as Record<string, unknown>)['no-such-entry'] = { show: true }
    })
    expect(problems(files)).toEqual([
      'roles/staff.json unknown-menu-item /permissions/no-such-entry: refers to the entry "no-such-entry", which the menu "admin" does not have',
    ])
  })

  it('reports a dashboard chart the project does not have', () => {
    const files = withEdit('roles/staff.json', (role) => {
      role.dashboard = ['applications-by-status', 'no-such-chart']
    })
    expect(problems(files)).toEqual([
      expect.stringMatching(/^roles\/staff\.json unknown-reference \/dashboard\/1: .*"no-such-chart"/),
    ])
  })

  it('reports a workflow step assigned to a role the project does not define', () => {
    const files = withEdit('workflows/application-approval.json', (workflow) => {
      const node = (workflow.nodes as Array<{ subject: { subject_type: string; role_id?: number } }>).find(
        (candidate) => candidate.subject.subject_type === 'TO_ROLE',
      )
      if (node === undefined) throw new Error('no TO_ROLE step in the example workflow')
      node.subject.role_id = 42
    })
    expect(problems(files)).toContainEqual(expect.stringMatching(/role "42", which the project does not have/))
  })

  it('reports a workflow whose model lacks its status column, saying how to add it', () => {
    const files = withEdit('models/application.json', (model) => {
      model.columns = (model.columns as Array<{ name: string }>).filter((column) => column.name !== 'process_status')
      model.indexes = (model.indexes as Array<{ columns: string[] }>).filter(
        (index) => !index.columns.includes('process_status'),
      )
    })
    const found = loadProject(files).issues.filter((issue) => issue.file === 'workflows/application-approval.json')
    expect(found.map((issue) => `${issue.code} ${issue.path}`)).toEqual(['missing-status-column /statusColumn'])
    expect(found[0]?.message.mn_MN).toMatch(/"application" модельд .*"process_status" багана алга: моделд уг баганыг/)
    expect(found[0]?.message.en_US).toMatch(/add it to the model/)
  })

  it('reports a vote whose council role the project does not define', () => {
    const files = withEdit('workflows/application-approval.json', (workflow) => {
      const node = (workflow.nodes as Array<{ vote?: { voterRoleId: number } }>).find((candidate) => candidate.vote)
      if (node?.vote === undefined) throw new Error('no VOTE step in the example workflow')
      node.vote.voterRoleId = 43
    })
    expect(problems(files)).toEqual([
      expect.stringMatching(
        /^workflows\/application-approval\.json unknown-reference \/nodes\/\d+\/vote\/voterRoleId: .*"43"/,
      ),
    ])
  })

  it('reports two documents of one kind with the same name', () => {
    const news = heritage.find((entry) => entry.path === 'kruds/news.json')
    if (news === undefined) throw new Error('no news krud')
    expect(problems([...heritage, { path: 'kruds/news-copy.json', text: news.text }])).toEqual([
      'kruds/news-copy.json duplicate-name /name: "news" is already the name of a krud in kruds/news.json',
    ])
  })

  it('reports a project without its configuration document', () => {
    const result = loadProject(heritage.filter((entry) => entry.path !== 'project.json'))
    expect(result.project).toBeUndefined()
    expect(result.issues.map((issue) => issue.code)).toEqual(['project-missing'])
  })

  it('reports a file that is not JSON and goes on with the others', () => {
    const result = loadProject([...heritage, { path: 'forms/broken.json', text: '{"kind":"form",' }])
    expect(result.issues.map((issue) => `${issue.file} ${issue.code}`)).toEqual(['forms/broken.json json-syntax'])
    expect(result.project?.documents.form.size).toBe(heritage.filter((entry) => entry.path.startsWith('forms/')).length)
  })

  it('does not report references to an invalid document as missing ones', () => {
    const files = withEdit('forms/news-form.json', (form) => {
      form.labelPosition = 'middle'
    })
    expect(loadProject(files).issues.map((issue) => `${issue.file} ${issue.path}`)).toEqual([
      'forms/news-form.json /labelPosition',
    ])
  })

  it('reports a document of an unknown kind with the kinds it may be', () => {
    const result = loadProject([...heritage, { path: 'x.json', text: '{"kind":"page","version":1,"name":"x"}' }])
    expect(result.issues[0]?.code).toBe('unknown-kind')
    expect(result.issues[0]?.message.en_US).toContain('"krud"')
  })
})
