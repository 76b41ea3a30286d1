// The Tamga query of the GraphQL benchmark, read from the server's own schema: the query field
// that lists `Application` (directly or under a field of a connection type), its page-size
// argument, and the `votes` sub-table under each application. TAMGA_GRAPHQL_QUERY replaces it.

interface TypeRef {
  kind: string
  name: string | null
  ofType: TypeRef | null
}

interface Field {
  name: string
  args: Array<{ name: string }>
  type: TypeRef
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }'
const PAGE_ARGUMENTS = ['first', 'limit', 'pageSize', 'take', 'size']

/** The named type under NON_NULL and LIST wrappers, and whether a LIST was among them. */
function unwrap(type: TypeRef): { name: string; kind: string; list: boolean } {
  let current: TypeRef | null = type
  let list = false
  while (current !== null && current.name === null) {
    if (current.kind === 'LIST') list = true
    current = current.ofType
  }
  return { name: current?.name ?? '', kind: current?.kind ?? '', list }
}

/**
 * The query for `page` applications with their votes, or why there is none: the server does
 * not answer `/api/query` (yet), or its schema has no such list.
 */
export async function tamgaListQuery(
  url: string,
  headers: Record<string, string>,
  page: number,
): Promise<{ query: string } | { unavailable: string }> {
  const override = process.env.TAMGA_GRAPHQL_QUERY
  if (override !== undefined && override !== '') return { query: override }

  const post = async (query: string, variables?: Record<string, unknown>) => {
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) })
    const text = await response.text()
    if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 200)}`)
    const answer = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown }
    if (answer.errors !== undefined) throw new Error(JSON.stringify(answer.errors).slice(0, 300))
    return answer.data ?? {}
  }
  const fieldsOf = async (name: string): Promise<Field[]> => {
    const data = await post(
      `query ($name: String!) { __type(name: $name) { fields { name args { name } type { ${TYPE_REF} } } } }`,
      {
        name,
      },
    )
    return ((data.__type as { fields?: Field[] } | null)?.fields ?? []) as Field[]
  }

  let queryFields: Field[]
  try {
    const data = await post(`{ __schema { queryType { fields { name args { name } type { ${TYPE_REF} } } } } }`)
    queryFields = (data.__schema as { queryType: { fields: Field[] } }).queryType.fields
  } catch (error) {
    return { unavailable: `POST /api/query: ${(error as Error).message}` }
  }

  const ranked = [...queryFields].sort(
    (a, b) =>
      Number(!a.name.toLowerCase().includes('application')) - Number(!b.name.toLowerCase().includes('application')),
  )
  for (const field of ranked) {
    const pageArgument = field.args.find((argument) => PAGE_ARGUMENTS.includes(argument.name))?.name
    if (pageArgument === undefined) continue
    const type = unwrap(field.type)
    let wrapper: string | undefined
    if (type.name !== 'Application' || !type.list) {
      if (type.kind !== 'OBJECT' || type.name === 'Application') continue
      const rows = (await fieldsOf(type.name)).find((inner) => {
        const innerType = unwrap(inner.type)
        return innerType.name === 'Application' && innerType.list
      })
      if (rows === undefined) continue
      wrapper = rows.name
    }
    const votesField = (await fieldsOf('Application')).find((inner) => inner.name === 'votes')
    if (votesField === undefined) return { unavailable: 'the Application type has no `votes` field' }
    const votesType = unwrap(votesField.type)
    let votes = 'votes { id value }'
    if (!votesType.list) {
      const rows = (await fieldsOf(votesType.name)).find((inner) => unwrap(inner.type).list)
      if (rows === undefined) return { unavailable: `\`votes\` (${votesType.name}) has no list of votes` }
      votes = `votes { ${rows.name} { id value } }`
    }
    const selection = `id title ${votes}`
    const body = wrapper === undefined ? selection : `${wrapper} { ${selection} }`
    return { query: `{ ${field.name}(${pageArgument}: ${page}) { ${body} } }` }
  }
  return { unavailable: 'no query field lists Application with a page-size argument' }
}
