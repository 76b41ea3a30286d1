// Issue 28 for the Laravel target: a regeneration after a model change adds a Schema::table
// migration that PHP accepts, and leaves every earlier migration as it was.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { heritageWithSubtitle } from '../../test/changedProject.ts'
import { heritageProject } from '../../test/readProject.ts'
import { generateProject } from '../generate.ts'
import { LARAVEL_MIGRATIONS } from './migrations.ts'

function hasPhp(): boolean {
  try {
    execFileSync('php', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    if (process.env.CI === 'true') throw new Error('php is required on CI to check the generated Laravel project')
    return false
  }
}

const php = hasPhp()
const scratch = mkdtempSync(join(tmpdir(), 'tamga-laravel-regeneration-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const once = generateProject(heritageProject(), 'laravel')
const twice = generateProject(heritageWithSubtitle(), 'laravel', { previous: once })
const path = 'database/migrations/2026_01_01_000003_update_visit_log_aimag_news.php'
const migration = twice.get(path) ?? ''

describe('a regenerated Laravel project', () => {
  it('adds one migration after the earlier ones, which it keeps as they were', () => {
    const added = [...twice.keys()].filter((name) => !once.has(name) && name.startsWith(LARAVEL_MIGRATIONS.folder))
    expect(added).toEqual([path])
    for (const [name, contents] of once) {
      if (name.startsWith(LARAVEL_MIGRATIONS.folder)) expect(twice.get(name), name).toBe(contents)
    }
    expect(twice.get(LARAVEL_MIGRATIONS.snapshot)).not.toBe(once.get(LARAVEL_MIGRATIONS.snapshot))
  })

  it('adds the column and widens the others with Schema::table, and creates the new table where missing', () => {
    expect(migration).toContain(`        if (! Schema::hasColumn('news', 'subtitle')) {
            Schema::table('news', static function (Blueprint $table): void {
                $table->string('subtitle', 120)->nullable();
            });
        }`)
    expect(migration).toContain(`        Schema::table('aimag', static function (Blueprint $table): void {
            $table->string('name', 200)->change();
        });`)
    // change() states the whole column again: its default stays, so no second step sets it.
    expect(migration).toContain("$table->bigInteger('view_count')->default(0)->change();")
    expect(migration).not.toContain('set default 0')
    expect(migration).toContain(`        if (! Schema::hasTable('visit_log')) {
            Schema::create('visit_log', static function (Blueprint $table): void {`)
    expect(migration).toContain(
      'alter table "visit_log" add constraint "visit_log_aimag_id_fkey" foreign key ("aimag_id") references "aimag" ("id")',
    )
    // The table comes before the key that points from it, the key after every column it needs.
    expect(migration.indexOf("Schema::create('visit_log'")).toBeLessThan(migration.indexOf('visit_log_aimag_id_fkey'))
  })

  it.skipIf(!php)('is PHP that php -l accepts, as is a migration that drops and narrows', () => {
    const back = generateProject(heritageProject(), 'laravel', { previous: twice, allowDestructive: true })
    const destructive = back.get('database/migrations/2026_01_01_000004_update_aimag_news_visit_log.php') ?? ''
    expect(destructive).toContain("$table->dropColumn('subtitle');")
    expect(destructive).toContain('alter table "aimag" alter column "name" type varchar(100) using "name"::text')
    expect(destructive).toContain('drop table if exists "visit_log"')
    const files: Array<[name: string, contents: string]> = [
      ['added.php', migration],
      ['destructive.php', destructive],
    ]
    for (const [name, contents] of files) {
      const file = join(scratch, name)
      writeFileSync(file, contents)
      expect(execFileSync('php', ['-l', file], { encoding: 'utf8' })).toContain('No syntax errors detected')
    }
  })
})
