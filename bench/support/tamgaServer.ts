// The Tamga server as `tamga start` runs it (prepareInstance, then buildApp), listening on a
// free port of 127.0.0.1: DATABASE_URL, TAMGA_PROJECT and LOG_LEVEL come from the environment.
import { buildApp } from '../../packages/engine-server/src/app.ts'
import { loadConfig } from '../../packages/engine-server/src/config.ts'
import { prepareInstance } from '../../packages/engine-server/src/server/prepareInstance.ts'
import { REPOSITORY_ROOT } from './benchProject.ts'
import { serveUntilStopped } from './serverProcess.ts'

const config = loadConfig(process.env, REPOSITORY_ROOT)
const { instance } = await prepareInstance(config)
const app = buildApp({
  config,
  store: instance.store,
  database: instance.database,
  notificationBus: instance.notificationBus,
})
await serveUntilStopped(
  async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (address === null || typeof address === 'string') throw new Error('the server has no TCP address')
    return address.port
  },
  async () => {
    await app.close()
    await instance.close()
  },
)
process.exit(0)
