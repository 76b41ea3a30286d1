import { describe, expect, it } from 'vitest'
import { documentPath, formatIssue, loadProject, summarizeProject } from '../src/index.ts'
import { readHeritageDocuments } from './heritageProject.ts'

describe('the heritage example project', () => {
  const files = readHeritageDocuments()
  const { project, issues } = loadProject(files)

  it('loads with every document valid and every reference resolved', () => {
    expect(issues.map((issue) => `${issue.file}: ${formatIssue(issue)}`)).toEqual([])
    expect(project).toBeDefined()
  })

  it('has every document kind the platform defines', () => {
    if (project === undefined) throw new Error('the project did not load')
    const summary = summarizeProject(project)
    expect(Object.keys(summary.counts).sort()).toEqual(
      [
        'chart',
        'datasource',
        'display-settings',
        'form',
        'graphql',
        'grid',
        'krud',
        'menu',
        'mockup',
        'model',
        'project',
        'role',
        'workflow',
      ].sort(),
    )
    expect(summary.defaultLanguage).toBe('mn_MN')
    expect(summary.languages).toEqual(['mn_MN', 'en_US', 'ko_KR'])
  })

  it('keeps each document in the file its kind and name call for', () => {
    if (project === undefined) throw new Error('the project did not load')
    for (const [document, file] of project.sourceOf) expect(file).toBe(documentPath(document))
  })
})
