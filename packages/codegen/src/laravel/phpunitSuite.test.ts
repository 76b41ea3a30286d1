// The generated Laravel project's own PHPUnit suite, run by Debian's phpunit on the heritage
// project as a Laravel developer's `php artisan test` runs it: Composer is not reachable here, so
// the autoloading Composer would do (the psr-4 maps of the project's composer.json files) is done
// by a bootstrap of this test's own, and Laravel's classes the tests use without booting it (the
// validator the form requests' rules run under, the query builder the policies' row conditions
// are read through) come from Debian's php-laravel-framework, Laravel 8.83.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { PasswordHashCost } from '@tamga/schema'
import { afterAll, describe, expect, it } from 'vitest'
import { heritageProject, REPOSITORY_ROOT } from '../../test/readProject.ts'
import { generateProject } from '../generate.ts'
import { TAMGA_HASH, TAMGA_HASH_PASSWORD, TEST_FOLDER } from './tests.ts'

/** Debian's autoloader of Laravel 8.83 (php-laravel-framework: every Illuminate component). */
const ILLUMINATE = '/usr/share/php/Illuminate/autoload.php'

function hasPhpunit(): boolean {
  try {
    execFileSync('phpunit', ['--version'], { stdio: 'ignore' })
    if (!existsSync(ILLUMINATE)) throw new Error(`no ${ILLUMINATE}`)
    return true
  } catch (error) {
    // .ci/run installs phpunit and php-laravel-framework: on CI their absence is a broken machine.
    if (process.env.CI === 'true') throw new Error(`phpunit and php-laravel-framework are required on CI: ${error}`)
    return false
  }
}

const phpunit = hasPhpunit()
const scratch = mkdtempSync(join(tmpdir(), 'tamga-laravel-phpunit-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** What Composer's autoloader would do for the project: its psr-4 maps, then Debian's Laravel. */
const BOOTSTRAP = `<?php
declare(strict_types=1);

$root = getcwd();
$maps = [];
foreach (array_merge([$root . '/composer.json'], glob($root . '/packages/*/composer.json')) as $file) {
    $composer = json_decode((string) file_get_contents($file), true, flags: JSON_THROW_ON_ERROR);
    foreach (['autoload', 'autoload-dev'] as $part) {
        foreach ($composer[$part]['psr-4'] ?? [] as $prefix => $folder) {
            $maps[$prefix] = dirname($file) . '/' . $folder;
        }
    }
}
spl_autoload_register(static function (string $class) use ($maps): void {
    foreach ($maps as $prefix => $folder) {
        $path = $folder . str_replace('\\\\', '/', substr($class, strlen($prefix))) . '.php';
        if (str_starts_with($class, $prefix) && is_file($path)) {
            require $path;

            return;
        }
    }
});
require '${ILLUMINATE}';
`

/** Tamga's own hashing, engine-server's passwordHash.ts. */
interface PasswordHashing {
  verifyPassword(hash: string, password: string): Promise<boolean>
  hashPassword(password: string, cost?: PasswordHashCost): Promise<string>
}

describe("the generated Laravel project's PHPUnit suite", () => {
  const tree = generateProject(heritageProject(), 'laravel')

  it('holds a hash Tamga signs in with, written in the order PHP alone refuses', async () => {
    const { verifyPassword } = (await import(
      join(REPOSITORY_ROOT, 'packages', 'engine-server', 'src', 'auth', 'passwordHash.ts')
    )) as PasswordHashing
    expect(TAMGA_HASH).toMatch(/^\$argon2id\$v=19\$m=\d+,p=\d+,t=\d+\$/)
    expect(await verifyPassword(TAMGA_HASH, TAMGA_HASH_PASSWORD)).toBe(true)
    expect(await verifyPassword(TAMGA_HASH, `${TAMGA_HASH_PASSWORD}x`)).toBe(false)
  })

  it('is a Laravel unit suite: phpunit.xml, tests/Unit in the Tests\\Unit namespace, autoloaded as dev', () => {
    const tests = [...tree.keys()].filter((path) => path.startsWith(`${TEST_FOLDER}/`))
    expect(tests.length).toBeGreaterThanOrEqual(6)
    for (const path of tests) {
      expect(path).toMatch(/Test\.php$/)
      expect(tree.get(path)).toContain('namespace Tests\\Unit;')
      // No attributes and no data providers: PHPUnit 9.6 to 11 read the same methods.
      expect(tree.get(path)).not.toMatch(/#\[|@dataProvider|@test\b/)
    }
    expect(tree.get('phpunit.xml')).toContain('<directory>tests/Unit</directory>')
    const composer = JSON.parse(tree.get('composer.json') ?? '{}')
    expect(composer['autoload-dev']).toEqual({ 'psr-4': { 'Tests\\': 'tests/' } })
    expect(Object.keys(composer['require-dev'] ?? {})).toEqual(['nunomaduro/collision', 'phpunit/phpunit'])
  })

  it.skipIf(!phpunit)('passes under phpunit, every test of it run', { timeout: 120_000 }, () => {
    const project = join(scratch, 'heritage')
    for (const [path, contents] of tree) {
      mkdirSync(dirname(join(project, path)), { recursive: true })
      writeFileSync(join(project, path), contents)
    }
    const bootstrap = join(scratch, 'bootstrap.php')
    writeFileSync(bootstrap, BOOTSTRAP)
    const result = spawnSync('phpunit', ['--bootstrap', bootstrap, '--colors=never'], {
      cwd: project,
      encoding: 'utf8',
    })
    const output = `${result.stdout}${result.stderr}`
    expect(result.status, output).toBe(0)
    // Every generated test method ran: none was left out by a file PHPUnit did not load.
    const methods = [...tree]
      .filter(([path]) => path.startsWith(`${TEST_FOLDER}/`))
      .reduce((count, [, contents]) => count + (contents.match(/public function test\w+\(\): void/g) ?? []).length, 0)
    expect(output).toMatch(new RegExp(`OK \\(${methods} tests?, \\d+ assertions\\)`))
  })

  it.skipIf(!phpunit)('fails where the PHP answers differently from Tamga', { timeout: 120_000 }, () => {
    // The same project with its sort reading broken: a column named twice counts twice again.
    const project = join(scratch, 'drifted')
    const runtime = [...tree.keys()].find((path) => path.endsWith('/src/RecordList.php'))
    if (runtime === undefined) throw new Error('no RecordList.php')
    for (const [path, contents] of tree) {
      mkdirSync(dirname(join(project, path)), { recursive: true })
      const drifted =
        path === runtime
          ? contents.replace('if (in_array($column, array_column($keys, 0), true)) {', 'if (false) {')
          : contents
      if (path === runtime) expect(drifted).not.toBe(contents)
      writeFileSync(join(project, path), drifted)
    }
    const bootstrap = join(scratch, 'bootstrap.php')
    writeFileSync(bootstrap, BOOTSTRAP)
    const result = spawnSync('phpunit', ['--bootstrap', bootstrap, '--colors=never', '--filter', 'RecordListTest'], {
      cwd: project,
      encoding: 'utf8',
    })
    expect(result.status).not.toBe(0)
    expect(result.stdout).toMatch(/FAILURES!/)
  })
})
