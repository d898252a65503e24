// A test port: issues a session token for the demo operator (or the demo operator with the national number given
// second) straight into the end-to-end database, so that
// specs about screens other than sign-in need no one-time code (codes have a 60 s resend cooldown per phone,
// which sign-in specs already spend). Prints the token.
import { tokenStore } from '../server/auth/tokens'
import { systemClock } from '../server/clock'
import { openDatabase } from '../server/db/database'
import { findOperatorByPhone } from '../server/operators/operators'
import { DEMO_OPERATOR, SECOND_OPERATOR } from '../server/seed'

async function main() {
  const db = openDatabase(process.argv[2])
  const demo =
    [DEMO_OPERATOR, SECOND_OPERATOR].find((one) => one.phone.national === process.argv[3]) ?? DEMO_OPERATOR
  const operator = await findOperatorByPhone(db, demo.phone)
  if (!operator) throw new Error('The demo operator was not seeded')
  const { token } = await tokenStore(db, systemClock).issueSession(operator.id)
  await db.destroy()
  console.log(token)
}

void main()
