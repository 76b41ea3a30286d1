// What a builder's panel, drawn to HTML (renderToString), shows a person: its text without the
// parts shown as code, the internal names of a schema found in it, and its group headings. The
// builders' render tests use it to fail on a panel that says `link_to` or `timeUnit`, or whose
// properties stand under no heading (issue 27); the browser walk checks the real page the same way.
import { PROPERTY_GROUPS, type PropertyGroup } from './propertyWords.ts'

interface SchemaNode {
  properties?: Record<string, SchemaNode>
  anyOf?: SchemaNode[]
  items?: SchemaNode
  enum?: unknown[]
  const?: unknown
  $defs?: Record<string, SchemaNode>
  additionalProperties?: unknown
  patternProperties?: Record<string, SchemaNode>
}

/** camelCase or snake_case: a name a program made, not a word a person reads. */
const looksInternal = (word: string) =>
  /^[A-Za-z][A-Za-z0-9]*$/.test(word) ? /[a-z][A-Z]/.test(word) : /^[A-Za-z0-9]+(_[A-Za-z0-9]+)+$/.test(word)

/**
 * The property keys and offered values of a JSON Schema that no person would write
 * (`timeUnit`, `link_to`, `sub_top_children`), the words a panel must never show.
 */
export function internalNamesOf(schema: unknown): Set<string> {
  const names = new Set<string>()
  const seen = new Set<SchemaNode>()
  const visit = (node: SchemaNode | undefined) => {
    if (node === undefined || typeof node !== 'object' || seen.has(node)) return
    seen.add(node)
    for (const [key, part] of Object.entries(node.properties ?? {})) {
      names.add(key)
      visit(part)
    }
    for (const value of node.enum ?? []) names.add(String(value))
    if (typeof node.const === 'string') names.add(node.const)
    for (const part of node.anyOf ?? []) visit(part)
    for (const part of Object.values(node.$defs ?? {})) visit(part)
    for (const part of Object.values(node.patternProperties ?? {})) visit(part)
    if (typeof node.additionalProperties === 'object') visit(node.additionalProperties as SchemaNode)
    visit(node.items)
  }
  visit(schema as SchemaNode)
  return new Set([...names].filter(looksInternal))
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' }

/**
 * The text of drawn HTML a person reads: the elements' text and the inputs' placeholders, without
 * what is shown as `<code>` (a name the project chose, shown to the expert on purpose), scripts
 * and styles. Attributes (test ids, `data-property`) are no text.
 */
export function shownText(html: string): string {
  const placeholders = [...html.matchAll(/\splaceholder="([^"]*)"/g)].map((match) => match[1] ?? '')
  const text = html
    .replace(/<(code|script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, '\n')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
  return [text, ...placeholders].join('\n')
}

/** The internal names among `names` that the drawn HTML shows as text. */
export function rawWordsIn(html: string, names: ReadonlySet<string>): string[] {
  const words = shownText(html).match(/[A-Za-z][A-Za-z0-9_]*/g) ?? []
  return [...new Set(words.filter((word) => names.has(word)))]
}

/** The property groups whose headings (PropertyGroupHeading) the drawn HTML has, in its order. */
export function groupHeadingsIn(html: string): PropertyGroup[] {
  const found = [...html.matchAll(/data-testid="property-group-([a-z]+)"/g)].map((match) => match[1] ?? '')
  return found.filter((group): group is PropertyGroup => (PROPERTY_GROUPS as readonly string[]).includes(group))
}

/**
 * The properties the drawn HTML labels with a PropertyLabel (`data-property`), each with the
 * label's text, so a test can see that none reads as its key.
 */
export function propertyLabelsIn(html: string): Array<{ key: string; text: string }> {
  return [...html.matchAll(/<span data-property="([^"]+)"[^>]*>([\s\S]*?)<\/span>/g)].map((match) => ({
    key: match[1] ?? '',
    text: shownText(match[2] ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  }))
}
