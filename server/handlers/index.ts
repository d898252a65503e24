import type { Operation } from '../contract/loadContract'
import { activityHandlers } from './activity'
import { attendanceHandlers } from './attendance'
import { authHandlers } from './auth'
import { collectionHandlers } from './collections'
import { complaintHandlers } from './complaints'
import { dashboardHandlers } from './dashboard'
import { expenseHandlers } from './expenses'
import { foodHandlers } from './food'
import { foodKitchenHandlers } from './foodKitchen'
import type { Handler, Handlers, Services } from './handler'
import { healthHandlers } from './health'
import { houseRuleHandlers } from './houseRules'
import { inventoryHandlers } from './inventory'
import { offboardingHandlers } from './offboarding'
import { propertyHandlers } from './properties'
import { reportHandlers } from './reports'
import { resourceHandlers } from './resources'
import { sessionHandlers } from './session'
import { settingsHandlers } from './settings'
import { staffHandlers } from './staff'
import { tenantFileHandlers } from './tenantFiles'
import { tenantHandlers } from './tenants'
import { transactionHandlers } from './transactions'
import { vendorHandlers } from './vendors'

/** One module per contract tag; each later feature adds its own here. */
const TAG_MODULES: readonly ((services: Services) => Handlers)[] = [
  authHandlers,
  sessionHandlers,
  resourceHandlers,
  healthHandlers,
  dashboardHandlers,
  propertyHandlers,
  inventoryHandlers,
  tenantHandlers,
  tenantFileHandlers,
  offboardingHandlers,
  collectionHandlers,
  transactionHandlers,
  attendanceHandlers,
  staffHandlers,
  complaintHandlers,
  vendorHandlers,
  expenseHandlers,
  foodHandlers,
  foodKitchenHandlers,
  reportHandlers,
  settingsHandlers,
  houseRuleHandlers,
  activityHandlers,
]

export const NOT_IMPLEMENTED = 'Not implemented yet'

/** The answer of every operation whose feature has not landed yet. */
export const notImplemented: Handler = async (_request, reply) =>
  reply.code(501).send({ message: NOT_IMPLEMENTED })

/**
 * fastify-openapi-glue's `serviceHandlers`: a handler for every operationId of the contract, the 501 stub
 * where no feature implements it yet. A handler whose operationId the contract lacks is a startup error.
 */
export function serviceHandlers(services: Services, operations: readonly Operation[]): Handlers {
  const implemented: Handlers = {}
  for (const handlers of TAG_MODULES.map((module) => module(services))) {
    for (const [operationId, handler] of Object.entries(handlers)) {
      if (operationId in implemented) throw new Error(`Two handlers for operation ${operationId}`)
      implemented[operationId] = handler
    }
  }
  const known = new Set(operations.map((operation) => operation.operationId))
  const strays = Object.keys(implemented).filter((operationId) => !known.has(operationId))
  if (strays.length) throw new Error(`Handlers without an operation in the contract: ${strays.join(', ')}`)
  return Object.fromEntries(
    operations.map(({ operationId }) => [operationId, implemented[operationId] ?? notImplemented]),
  )
}
