import { getHeapStatistics } from 'node:v8'
import { DEMO_PASSWORD } from '../../seed/demoPassword.ts'
import type { prepareInstance } from '../../server/prepareInstance.ts'
import { createReadiness } from '../../server/readiness.ts'
import { type StartupPhase, startupClock } from '../../server/startupClock.ts'
import { stopGracefully } from '../../server/stopGracefully.ts'
import { type Command, parseCommandArgs } from '../context.ts'
import { configFor, messageOf } from './shared.ts'

/** `tamga start`: prepares the database and serves the API and the portal until asked to stop. */
export const startCommand: Command = {
  name: 'start',
  summary: 'migrate and seed the database if needed, then serve the portal and the API',
  help: `start [--project DIR] [--port N] [--lang mn_MN|en_US]

  Configuration comes from the environment (see the README): PORT, DATABASE_URL, DATA_DIR,
  TAMGA_PROJECT, TAMGA_PORTAL_DIR, PUBLIC_URL, TAMGA_SECRET, TAMGA_ADMIN_PASSWORD, LOG_LEVEL.
  --project DIR   the project folder (default examples/heritage, or TAMGA_PROJECT)
  --port N        the port (default 8080, or PORT)`,
  async run(argv, context) {
    // Node's clock starts with the process: what ran before this line is Node and the command line.
    const phases: StartupPhase[] = [{ name: 'node and command line', ms: Math.round(performance.now()) }]
    const args = parseCommandArgs(this, argv, { project: { type: 'string' }, port: { type: 'string' } }, context)
    if ('exit' in args) return args.exit
    const config = await configFor(context, {
      TAMGA_PROJECT: args.parsed.values.project,
      PORT: args.parsed.values.port,
    })
    if ('exit' in config) return config.exit
    // The server is loaded only by the command that serves (other commands, and --help, start in
    // a fraction of the time); its modules load while the database opens.
    const serverModules = Promise.all([import('../../app.ts'), import('../../config.ts')])
    // Awaited below; a failure meanwhile (the database would not open) leaves it unread.
    serverModules.catch(() => {})
    const clock = startupClock()
    // The port answers from now on: alive, not yet ready (see listenWhileStarting).
    const { listenWhileStarting } = await import('../../server/startingListener.ts')
    let releasePort: () => Promise<void>
    try {
      releasePort = await listenWhileStarting({ port: config.port, host: config.host, apiBase: config.apiBase })
    } catch (error) {
      context.err(`tamga start: cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`)
      return 1
    }
    const { prepareInstance } = await import('../../server/prepareInstance.ts')
    clock.end('load start-up modules')
    let prepared: Awaited<ReturnType<typeof prepareInstance>>
    try {
      prepared = await prepareInstance(config, clock)
    } catch (error) {
      await releasePort()
      context.err(`tamga start: ${messageOf(error, args.language)}`)
      return 1
    }
    const { instance, report } = prepared
    const [{ buildApp }, { describeConfig }] = await serverModules
    clock.end('load server modules')
    const readiness = createReadiness()
    const app = buildApp({
      config,
      store: instance.store,
      database: instance.database,
      notificationBus: instance.notificationBus,
      readiness,
    })
    try {
      await releasePort()
      await app.listen({ port: config.port, host: config.host })
    } catch (error) {
      context.err(`tamga start: cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`)
      await app.close()
      await instance.close()
      return 1
    }
    clock.end('build app and listen')
    const settings = describeConfig(config)
    context.out(
      `Tamga is serving ${config.publicUrl} (API ${config.publicUrl}${config.apiBase}, docs ${config.publicUrl}${config.apiBase}/docs)`,
    )
    context.out(
      `  database: ${instance.database.description}; documents: ${report.documents}; project: ${String(settings.projectDir)}`,
    )
    if (report.migrations.length > 0) context.out(`  migrated: ${report.migrations.join(', ')}`)
    if (report.projectImported) context.out('  imported the project folder into the new database')
    if (report.modelChanges > 0) context.out(`  applied ${report.modelChanges} change(s) to the project's tables`)
    for (const change of report.destructiveWaiting) {
      context.err(
        `  waiting for confirmation (tamga migrate --confirm-destructive): ${change.description[args.language]}`,
      )
    }
    if (report.seeded.length > 0) {
      context.out(
        `  seeded ${report.seeded.reduce((sum, entry) => sum + entry.rows, 0)} rows in ${report.seeded.length} tables`,
      )
    }
    if (report.accounts !== undefined && 'demo' in report.accounts) {
      context.out(`  demo accounts (password ${DEMO_PASSWORD}): ${report.accounts.demo.map((a) => a.login).join(', ')}`)
    }
    if (report.accounts !== undefined && 'superAdmin' in report.accounts) {
      const { login, generatedPassword } = report.accounts.superAdmin
      context.out(
        generatedPassword === undefined
          ? `  created the super admin "${login}" with the password from TAMGA_ADMIN_PASSWORD`
          : `  created the super admin "${login}"; its password, shown this once: ${generatedPassword}`,
      )
    }
    if (config.logLevel === 'debug' || config.logLevel === 'trace') {
      const all = [...phases, ...clock.phases]
      context.out(`  start-up: ${all.map((phase) => `${phase.name} ${phase.ms} ms`).join(', ')}`)
      // What --max-old-space-size (bin/serverHeap.mjs, or the operator's NODE_OPTIONS) made of V8's heap.
      context.out(`  V8 heap limit: ${Math.round(getHeapStatistics().heap_size_limit / 2 ** 20)} MB`)
    }
    await new Promise<void>((resolve) => {
      if (context.signal === undefined) return
      if (context.signal.aborted) resolve()
      else context.signal.addEventListener('abort', () => resolve(), { once: true })
    })
    // SIGTERM (a deployment, a scale-down): not ready at once, no new connection, the requests
    // under way finish within TAMGA_SHUTDOWN_TIMEOUT_MS, subscriptions told to reconnect.
    const stopped = await stopGracefully({ app, readiness, timeoutMs: config.shutdownTimeoutMs })
    await instance.close()
    context.out(
      stopped.forced
        ? `Tamga stopped after ${stopped.ms} ms, cutting the requests still under way`
        : `Tamga stopped in ${stopped.ms} ms`,
    )
    return 0
  },
}
