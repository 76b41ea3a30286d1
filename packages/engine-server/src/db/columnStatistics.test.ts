import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { columnStatistics } from './columnStatistics.ts'
import { testBackends, useMigratedDatabase } from './testing.ts'

describe.each(testBackends())('column statistics on $name', (backend) => {
  const database = useMigratedDatabase(backend)

  it("reads the histograms of a table's number and date columns once it is analysed, and none of its text", async () => {
    const { db } = database()
    await sql`create table measured (id integer primary key, amount numeric(14, 2), day date, at timestamptz, label text)`.execute(
      db,
    )
    await sql`insert into measured
      select n, n * 10, date '2025-01-01' + n, timestamptz '2025-01-01 00:00:00+00' + n * interval '1 hour', 'row ' || n
      from generate_series(1, 1000) as n`.execute(db)
    const statistics = columnStatistics(db)
    // Before ANALYZE PostgreSQL knows nothing of the table; the first question starts a read.
    expect(statistics.bounds('measured', 'amount')).toBeUndefined()
    await statistics.refresh()
    expect(statistics.bounds('measured', 'amount')).toBeUndefined()
    const before = statistics.generation

    await sql`analyze measured`.execute(db)
    await statistics.refresh()
    expect(statistics.generation).toBe(before + 1)
    const amounts = statistics.bounds('measured', 'amount') ?? []
    expect(amounts.length).toBeGreaterThan(10)
    expect(amounts[0]).toBe(10)
    expect(amounts.at(-1)).toBe(10_000)
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
    // Dates and moments as seconds since 1970.
    expect(statistics.bounds('measured', 'at')?.[0]).toBe(Date.parse('2025-01-01T01:00:00Z') / 1000)
    const days = statistics.bounds('measured', 'day') ?? []
    expect(days.at(-1) ?? 0).toBeGreaterThan(Date.parse('2027-09-01T00:00:00Z') / 1000)
    expect(days.at(-1) ?? 0).toBeLessThan(Date.parse('2027-09-30T00:00:00Z') / 1000)
    expect(statistics.bounds('measured', 'label')).toBeUndefined()
  })

  it('reads nothing more once stopped, keeping what it knew', async () => {
    const { db } = database()
    await sql`create table stopped_measure (amount integer)`.execute(db)
    await sql`insert into stopped_measure select n from generate_series(1, 500) as n`.execute(db)
    await sql`analyze stopped_measure`.execute(db)
    const statistics = columnStatistics(db)
    await statistics.refresh()
    const generation = statistics.generation
    expect(statistics.bounds('stopped_measure', 'amount')?.[0]).toBe(1)
    statistics.stop()
    await statistics.refresh()
    expect(statistics.generation).toBe(generation)
    expect(statistics.bounds('stopped_measure', 'amount')?.[0]).toBe(1)
  })
})
