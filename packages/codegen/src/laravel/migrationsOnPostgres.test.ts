// The generated Laravel migrations executed for real: Laravel's database component (Debian's
// php-illuminate-database, Laravel 8.83: Composer and so Laravel 11 are not reachable here), its
// Capsule and Schema builder on PostgreSQL through php-pgsql, run the heritage project's
// migrations on a fresh database, which must then hold the tables Tamga's own `tamga migrate`
// makes from the same documents. Then the regeneration of issue 28: after a column is added,
// another widened and a table added, only the new Schema::table migration runs on the filled
// database, which keeps every row and gets the same columns Tamga's own migration gives.
// Laravel 8.83 changes a column (`->change()`) through doctrine/dbal (Debian's
// php-doctrine-dbal), where Laravel 11 does it natively.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { heritageWithSubtitle, type Json } from '../../test/changedProject.ts'
import { heritageProject, REPOSITORY_ROOT } from '../../test/readProject.ts'
import { databaseUrl, hasPostgres, psql } from '../../test/servers.ts'
import { generateProject } from '../generate.ts'
import { LARAVEL_MIGRATIONS } from './migrations.ts'

/** Debian's autoloaders: Laravel 8.83's database component, and doctrine/dbal for ->change(). */
const ILLUMINATE_DATABASE = '/usr/share/php/Illuminate/Database/autoload.php'
const DOCTRINE_DBAL = '/usr/share/php/Doctrine/DBAL/autoload.php'

function hasTools(): boolean {
  const missing = [
    ...['php', 'psql'].filter((command) => spawnSync(command, ['--version'], { stdio: 'ignore' }).status !== 0),
    ...[ILLUMINATE_DATABASE, DOCTRINE_DBAL].filter((path) => !existsSync(path)),
  ]
  if (missing.length === 0 && hasPostgres()) return true
  // .ci/run installs them and sets TAMGA_TEST_DATABASE_URL: on CI their absence is a broken machine.
  if (process.env.CI === 'true') {
    throw new Error(`CI=true, but the Laravel migrations cannot run: missing ${missing.join(', ') || 'PostgreSQL'}`)
  }
  return false
}

const tools = hasTools()
const scratch = mkdtempSync(join(tmpdir(), 'tamga-laravel-migrate-'))
const TAMGA = join(REPOSITORY_ROOT, 'packages', 'engine-server', 'bin', 'tamga.mjs')
const laravel = `tamga_laravel_migrations_${process.pid}`
const tamga = `tamga_laravel_reference_${process.pid}`
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
  if (tools) for (const database of [laravel, tamga]) psql('postgres', `drop database if exists ${database}`)
})

/**
 * Runs migration files' up() in the order given, as `php artisan migrate` would, on a Capsule
 * connection to the database the URL names; the Schema and DB facades resolve to it.
 */
const RUNNER = `<?php
declare(strict_types=1);

require '${ILLUMINATE_DATABASE}';

use Illuminate\\Database\\Capsule\\Manager as Capsule;
use Illuminate\\Support\\Facades\\Facade;

$url = parse_url($argv[1]);
$capsule = new Capsule();
$capsule->addConnection([
    'driver' => 'pgsql',
    'host' => $url['host'],
    'port' => $url['port'] ?? 5432,
    'database' => ltrim($url['path'], '/'),
    'username' => urldecode($url['user'] ?? ''),
    'password' => urldecode($url['pass'] ?? ''),
    'charset' => 'utf8',
    'schema' => 'public',
]);
$capsule->setAsGlobal();
$capsule->getContainer()->instance('db', $capsule->getDatabaseManager());
Facade::setFacadeApplication($capsule->getContainer());
foreach (array_slice($argv, 2) as $file) {
    $migration = require $file;
    $migration->up();
    echo basename($file), "\\n";
}
`

function migrate(files: readonly string[]): string {
  const runner = join(scratch, 'migrate.php')
  writeFileSync(runner, RUNNER)
  const result = spawnSync('php', [runner, databaseUrl(laravel), ...files], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`the migrations failed:\n${result.stdout}${result.stderr}`)
  return result.stdout
}

/** Writes a generated tree's files under a folder; answers their paths there. */
function written(tree: Map<string, string>, folder: string, paths: readonly string[]): string[] {
  return paths.map((path) => {
    const file = join(scratch, folder, path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, tree.get(path) ?? '')
    return file
  })
}

function runTamga(args: readonly string[]): void {
  execFileSync(process.execPath, [TAMGA, ...args], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl(tamga), NODE_ENV: undefined },
    stdio: 'pipe',
    timeout: 300_000,
  })
}

/** The public tables of a database. */
function tablesOf(database: string): string[] {
  return psql(database, `select table_name from information_schema.tables where table_schema = 'public' order by 1`)
    .split('\n')
    .filter((name) => name !== '')
}

/**
 * A table's shape, one line a fact: each column's type with its length, precision or scale,
 * nullability, identity and default (now() as CURRENT_TIMESTAMP, which PostgreSQL reads alike);
 * each primary key, unique and foreign key constraint with its columns, target and delete rule;
 * each index of a project table as PostgreSQL states it.
 */
function shapeOf(database: string, tables: readonly string[], indexed: readonly string[]): string[] {
  const list = `array[${tables.map((table) => `'${table}'`).join(', ')}]::text[]`
  const indexes = `array[${indexed.map((table) => `'${table}'`).join(', ')}]::text[]`
  return psql(
    database,
    `select c.table_name || '.' || c.column_name || ' ' || c.udt_name
        || coalesce('(' || c.character_maximum_length || ')', '')
        || case when c.udt_name = 'numeric' then coalesce('(' || c.numeric_precision || ',' || c.numeric_scale || ')', '') else '' end
        || case when c.udt_name in ('timestamp', 'timestamptz', 'time') then '(' || c.datetime_precision || ')' else '' end
        || case when c.is_nullable = 'NO' then ' not null' else '' end
        || case when c.is_identity = 'YES' then ' identity' else '' end
        || coalesce(' default ' || replace(c.column_default, 'now()', 'CURRENT_TIMESTAMP'), '')
      from information_schema.columns c
      where c.table_schema = 'public' and c.table_name = any (${list})
    union all
    select tc.table_name || ' ' || tc.constraint_type || ' (' || (
        select string_agg(k.column_name, ',' order by k.ordinal_position) from information_schema.key_column_usage k
        where k.constraint_name = tc.constraint_name and k.table_schema = tc.table_schema and k.table_name = tc.table_name)
      || ')' || coalesce(' -> ' || (
        select string_agg(distinct u.table_name || '.' || u.column_name, ',') from information_schema.constraint_column_usage u
        where tc.constraint_type = 'FOREIGN KEY' and u.constraint_name = tc.constraint_name and u.constraint_schema = tc.constraint_schema)
        || ' on delete ' || (select r.delete_rule from information_schema.referential_constraints r
          where r.constraint_name = tc.constraint_name and r.constraint_schema = tc.constraint_schema), '')
      from information_schema.table_constraints tc
      where tc.table_schema = 'public' and tc.table_name = any (${list})
        and tc.constraint_type in ('PRIMARY KEY', 'FOREIGN KEY', 'UNIQUE')
    union all
    select tablename || ' ' || indexdef from pg_indexes where schemaname = 'public' and tablename = any (${indexes})
    order by 1`,
  ).split('\n')
}

describe.skipIf(!tools)('the generated Laravel migrations on PostgreSQL, run by Laravel 8.83', () => {
  const once = generateProject(heritageProject(), 'laravel')
  const migrations = [...once.keys()].filter(
    (path) => path.startsWith(LARAVEL_MIGRATIONS.folder) && path.endsWith('.php'),
  )
  // The project's own tables, as the generation's schema snapshot lists them. Their indexes are
  // compared too; the system tables' are not: Tamga's later system migrations give some of them
  // partial indexes the generated system-tables migration does not make.
  const tablesIn = (tree: Map<string, string>): string[] =>
    (
      JSON.parse(tree.get(LARAVEL_MIGRATIONS.snapshot) ?? '{"tables": []}') as { tables: Array<{ table: string }> }
    ).tables
      .map((table) => table.table)
      .sort()
  const projectTables = tablesIn(once)

  it('make on a fresh database the tables, columns and keys Tamga makes from the same documents', {
    timeout: 300_000,
  }, () => {
    for (const database of [laravel, tamga]) {
      psql('postgres', `drop database if exists ${database}`)
      psql('postgres', `create database ${database}`)
    }
    const ran = migrate(written(once, 'once', migrations.sort()))
    expect(ran.trim().split('\n')).toHaveLength(migrations.length)
    runTamga(['import'])
    runTamga(['migrate'])

    const made = tablesOf(laravel)
    expect(projectTables.length).toBeGreaterThan(10)
    expect(made).toEqual(expect.arrayContaining(projectTables))
    // Every table the Laravel migrations make, Tamga makes too, in the same shape.
    expect(tablesOf(tamga)).toEqual(expect.arrayContaining(made))
    expect(shapeOf(laravel, made, projectTables)).toEqual(shapeOf(tamga, made, projectTables))
  })

  it('run only the new Schema::table migration after a regeneration, keeping every row of the filled database', {
    timeout: 300_000,
  }, () => {
    // Filled as a running server fills it, on the tables the change touches and one it does not.
    psql(laravel, `insert into aimag (name) values ('Ховд'), ('Завхан'), ('Архангай')`)
    psql(
      laravel,
      `insert into news (title, body, view_count) values ('Наадам', 'Ховд аймагт', 2147483647), ('Шинэ', 'Мэдээ', 0)`,
    )
    psql(laravel, `insert into heritage_domain (name) values ('Уран зураг')`)
    const rows = (table: string) => psql(laravel, `select row_to_json(t)::text from ${table} t order by 1`)
    const before = Object.fromEntries(['aimag', 'news', 'heritage_domain'].map((table) => [table, rows(table)]))

    let edited = new Map<string, Json>()
    const twice = generateProject(
      heritageWithSubtitle((documents) => {
        edited = documents
      }),
      'laravel',
      { previous: once },
    )
    const added = [...twice.keys()].filter((path) => !once.has(path) && path.startsWith(LARAVEL_MIGRATIONS.folder))
    expect(added).toHaveLength(1)
    expect(twice.get(added[0] ?? '')).toContain('Schema::table(')
    expect(migrate(written(twice, 'twice', added)).trim()).toBe(added[0]?.split('/').at(-1))

    // No row lost, none changed: the new column is null on each, the widened ones keep their values.
    const after = rows('news')
    expect(after.split('\n')).toHaveLength(before.news?.split('\n').length ?? 0)
    expect(
      after
        .split('\n')
        .map((row) => JSON.parse(row))
        .map(({ subtitle, ...kept }) => {
          expect(subtitle).toBeNull()
          return JSON.stringify(kept)
        }),
    ).toEqual(before.news?.split('\n').map((row) => JSON.stringify(JSON.parse(row))))
    expect(rows('aimag')).toBe(before.aimag)
    expect(rows('heritage_domain')).toBe(before.heritage_domain)
    // The new columns take what the old ones could not.
    psql(laravel, `update news set subtitle = '${'х'.repeat(120)}', view_count = 2147483648 where title = 'Наадам'`)
    psql(laravel, `update aimag set name = '${'Я'.repeat(200)}' where name = 'Ховд'`)
    psql(laravel, `insert into visit_log (aimag_id, note) select id, 'visited' from aimag`)
    expect(psql(laravel, 'select count(*) from visit_log')).toBe('3')

    // Tamga's own migration of the same change, on its database, gives the same shape.
    const folder = join(scratch, 'changed')
    for (const [path, document] of edited) {
      mkdirSync(dirname(join(folder, 'documents', path)), { recursive: true })
      writeFileSync(join(folder, 'documents', path), JSON.stringify(document, null, 2))
    }
    runTamga(['import', '--from', folder])
    runTamga(['migrate'])
    const changed = tablesIn(twice)
    expect(changed).toContain('visit_log')
    const made = tablesOf(laravel)
    expect(shapeOf(laravel, made, changed)).toEqual(shapeOf(tamga, made, changed))
  })
})
