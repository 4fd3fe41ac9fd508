import type { ScannedRoute } from './collect_reference_routes.js'

/**
 * Runs the assembler's routes scanner (the one Tuyau and `node ace codegen`
 * use) over the routes: it finds each controller and the validators its
 * method uses. Development only: the assembler is a dev dependency, imported
 * here on demand; only the generate command and the freshness test call this.
 */
export async function scanRoutes(appRoot: string, routes: object[]): Promise<ScannedRoute[]> {
  const { RoutesScanner } = await import('@adonisjs/assembler/routes_scanner')
  const scanner = new RoutesScanner(appRoot, [])
  await scanner.scan(routes as Parameters<typeof scanner.scan>[0])
  return scanner.getScannedRoutes()
}
