// Which visual editor edits which kind of document. Each loads on first use, so opening the
// menu builder does not download the workflow designer. A kind without one is edited as JSON.
import type { DocumentKind } from '@tamga/schema'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { EditorProps } from './editorProps.ts'

type LazyEditor<TKind extends DocumentKind> = LazyExoticComponent<ComponentType<EditorProps<TKind>>>

const EDITORS: { [TKind in DocumentKind]?: LazyEditor<TKind> } = {
  model: lazy(async () => ({ default: (await import('./model/index.ts')).ModelBuilder })),
  form: lazy(async () => ({ default: (await import('./form/index.ts')).FormBuilder })),
  grid: lazy(async () => ({ default: (await import('./grid/index.ts')).GridBuilder })),
  krud: lazy(async () => ({ default: (await import('./krud/index.ts')).KrudBuilder })),
  workflow: lazy(async () => ({ default: (await import('./workflow/index.ts')).WorkflowBuilder })),
  chart: lazy(async () => ({ default: (await import('./chart/index.ts')).ChartBuilder })),
  datasource: lazy(async () => ({ default: (await import('./datasource/index.ts')).DatasourceBuilder })),
  menu: lazy(async () => ({ default: (await import('./menu/index.ts')).MenuBuilder })),
  role: lazy(async () => ({ default: (await import('./role/index.ts')).RoleBuilder })),
  graphql: lazy(async () => ({ default: (await import('./graphql/index.ts')).GraphqlBuilder })),
  mockup: lazy(async () => ({ default: (await import('./mockup/index.ts')).MockupBuilder })),
}

/** The visual editor of `kind`, or undefined when that kind is edited as JSON (the project, display settings). */
export function builderEditor<TKind extends DocumentKind>(kind: TKind): LazyEditor<TKind> | undefined {
  return EDITORS[kind] as LazyEditor<TKind> | undefined
}
