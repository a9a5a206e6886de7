import { describeNameRoutes } from './nameRoutesSuite.js'

describeNameRoutes('PGlite', () => ({}))
