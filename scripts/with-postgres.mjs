// `node scripts/with-postgres.mjs <command…>`: runs the command with a PostgreSQL server to test against, named by
// TEST_DATABASE_URL (a role that may create databases) and ROOST_TEST_ENGINE=postgres. The server is, in order:
// TEST_DATABASE_URL when set; one answering on 127.0.0.1:5432 (as PGUSER, default postgres); else a throwaway
// cluster in a temporary folder, installing Debian's postgresql first when no initdb is found, stopped and removed
// afterwards. It never goes on without one: when none can be had it fails and says why.
import { spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer, connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const [command, ...args] = process.argv.slice(2)
if (!command) fail('Usage: node scripts/with-postgres.mjs <command…>')

function fail(message) {
  console.error(`PostgreSQL for the tests: ${message}`)
  process.exit(1)
}

const answers = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.setTimeout(1000)
    socket.on('connect', () => (socket.destroy(), resolve(true)))
    socket.on('error', () => resolve(false))
    socket.on('timeout', () => (socket.destroy(), resolve(false)))
  })

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** The newest installed PostgreSQL's bin folder (Debian keeps each major version apart), or undefined. */
function installedBin() {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? path.join(root, versions[0], 'bin') : undefined
}

function install() {
  console.log("PostgreSQL not found: installing Debian's postgresql package…")
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const run = (argv) =>
    spawnSync(argv[0], argv.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  run([...sudo, 'apt-get', 'update', '-qq'])
  const installed = run([...sudo, 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'postgresql'])
  if (installed.status !== 0) fail('apt-get could not install postgresql (see above)')
}

/** Runs a PostgreSQL program as the postgres user when we are root (PostgreSQL refuses to run as root). */
function asOwner(bin, program, programArgs) {
  const argv =
    process.getuid?.() === 0
      ? ['runuser', '-u', 'postgres', '--', path.join(bin, program), ...programArgs]
      : [path.join(bin, program), ...programArgs]
  return spawnSync(argv[0], argv.slice(1), { encoding: 'utf8' })
}

/** Starts a throwaway cluster; answers its address and how to remove it. */
async function throwawayCluster() {
  let bin = installedBin()
  if (!bin) {
    install()
    bin = installedBin()
    if (!bin) fail('postgresql was installed but no initdb was found under /usr/lib/postgresql')
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'roost-postgres-'))
  const data = path.join(folder, 'data')
  if (process.getuid?.() === 0) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    if (owner.status !== 0) fail('running as root, and there is no postgres user to run the cluster as')
    chownSync(
      folder,
      Number(owner.stdout.trim()),
      Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()),
    )
  }
  // C collation sorts text by its bytes, as SQLite does; trust on loopback suits a cluster that lives for one run.
  const made = asOwner(bin, 'initdb', ['-D', data, '--auth=trust', '-U', 'roost', '--locale=C', '-E', 'UTF8'])
  if (made.status !== 0) fail(`initdb failed:\n${made.stderr}`)
  const port = await freePort()
  // Durability is off: the cluster is thrown away after the run. Tests start many servers, each with a pool.
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=400',
  ].join(' ')
  const started = asOwner(bin, 'pg_ctl', [
    '-D',
    data,
    '-o',
    options,
    '-l',
    path.join(folder, 'log'),
    '-w',
    'start',
  ])
  if (started.status !== 0) fail(`the throwaway cluster did not start:\n${started.stderr}${started.stdout}`)
  console.log(`PostgreSQL for the tests: a throwaway cluster on 127.0.0.1:${port} (${bin})`)
  return {
    url: `postgres://roost@127.0.0.1:${port}/postgres`,
    remove() {
      asOwner(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

let url = process.env.TEST_DATABASE_URL
let cluster
if (url) console.log('PostgreSQL for the tests: TEST_DATABASE_URL')
else if (await answers(5432)) {
  url = `postgres://${process.env.PGUSER ?? 'postgres'}@127.0.0.1:5432/postgres`
  console.log(
    `PostgreSQL for the tests: the server on 127.0.0.1:5432, as ${process.env.PGUSER ?? 'postgres'}`,
  )
} else {
  cluster = await throwawayCluster()
  url = cluster.url
}

const result = spawnSync(command, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url, ROOST_TEST_ENGINE: 'postgres' },
})
cluster?.remove()
process.exit(result.status ?? 1)
