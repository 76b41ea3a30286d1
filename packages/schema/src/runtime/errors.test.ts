import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE, type ErrorDefinition } from './errors.ts'

/** Every group of errors/, found by reading the folder, so a new group is checked without a list here. */
async function groups(): Promise<Array<[string, Record<string, ErrorDefinition>]>> {
  const files = readdirSync(new URL('./errors/', import.meta.url)).flatMap((file) => /^(.+)\.ts$/.exec(file)?.[1] ?? [])
  const modules = await Promise.all(
    files.map(async (file) => [file, (await import(`./errors/${file}.ts`)) as Record<string, unknown>] as const),
  )
  return modules.flatMap(([file, module]) =>
    Object.entries(module).map(([name, group]): [string, Record<string, ErrorDefinition>] => [
      `${file} ${name}`,
      group as Record<string, ErrorDefinition>,
    ]),
  )
}

describe('the error catalogue', () => {
  it('is its groups together, each code in exactly one group', async () => {
    const all = await groups()
    expect(all.length).toBeGreaterThan(1)
    for (const [name, group] of all)
      for (const [code, definition] of Object.entries(group))
        expect(ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE], `${name} ${code}`).toBe(definition)
    const codes = all.flatMap(([, group]) => Object.keys(group))
    expect(codes.length).toBe(new Set(codes).size)
    expect(codes.length).toBe(Object.keys(ERROR_CATALOGUE).length)
  })
})
