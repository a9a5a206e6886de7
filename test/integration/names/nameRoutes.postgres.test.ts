import { afterAll, beforeAll } from 'vitest'
import {
  type RunningPostgres,
  startPostgres,
} from '../../../secure-site/test/support/startPostgres.js'
import { describeNameRoutes } from './nameRoutesSuite.js'

// One PostgreSQL server for the file. No skip: when it cannot start, this hook fails with its log.
let postgres: RunningPostgres
beforeAll(async () => {
  postgres = await startPostgres()
}, 60_000)
afterAll(async () => {
  await postgres?.stop()
})

describeNameRoutes('PostgreSQL', () => ({ databaseUrl: postgres.url }))
