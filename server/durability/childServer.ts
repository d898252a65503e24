import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { DEMO_OPERATOR } from '../seed'

/** The real server in a process of its own, which a test can kill without warning. */
export type ChildServer = {
  url: string
  process: ChildProcess
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string
  /** Sends the signal and resolves once the process has exited. */
  stop: (signal: NodeJS.Signals) => Promise<void>
}

export type ChildServerOptions = {
  databaseFile: string
  /** The entry point; defaults to the real one, `server/main.ts`. */
  script?: string
  env?: Record<string, string>
}

/** Every child started and not yet exited, so a test that times out mid-start can still end them all. */
const running = new Set<ChildProcess>()

/** SIGKILLs every child server still running (for afterAll). */
export async function killAllChildServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve())
          child.kill('SIGKILL')
        }),
    ),
  )
}

/** A port nobody listens on now (the kernel's pick for port 0). */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (!address || typeof address === 'string') throw new Error('No free port')
  return address.port
}

/**
 * Starts the server as `node --import tsx <script>` (tsx's own CLI runs the server in a grandchild, which a
 * SIGKILL of the CLI would leave running) and resolves once /health answers.
 */
export async function startChildServer({
  databaseFile,
  script = 'server/main.ts',
  env = {},
}: ChildServerOptions): Promise<ChildServer> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      DATABASE_FILE: databaseFile,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      RATE_LIMIT: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  running.add(child)
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child)
      resolve()
    }),
  )
  const url = `http://127.0.0.1:${port}`
  const server: ChildServer = {
    url,
    process: child,
    output: () => output,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`)
    const up = await fetch(`${url}/health`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (up) return server
    if (Date.now() > deadline) {
      await server.stop('SIGKILL')
      throw new Error(`The server did not answer /health within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export const CLIENT_HEADERS = { 'X-User-Type': 'operator', 'X-Source': 'desktop' }

/** Signs the demo operator in with the one-time code the server prints ("OTP for <phone>: <code>"). */
export async function signInDemoOperator(server: ChildServer): Promise<string> {
  const { phone } = DEMO_OPERATOR
  const printed = server.output().length
  const sent = await fetch(`${server.url}/access/api/v1/otp/${phone.national}`, {
    headers: { ...CLIENT_HEADERS, 'X-Country-Code': phone.dialCode, 'X-Country-Iso': 'IN' },
  })
  if (sent.status !== 200) throw new Error(`Sending a code answered ${sent.status}`)
  const { data } = (await sent.json()) as { data: { id: string } }
  let code: string | undefined
  for (let tries = 0; !code && tries < 100; tries += 1) {
    code = /OTP for [^:]+: (\d{6})/.exec(server.output().slice(printed))?.[1]
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50))
  }
  if (!code) throw new Error(`No one-time code was printed:\n${server.output()}`)
  const validated = await fetch(`${server.url}/access/api/v1/otp/validate/${data.id}`, {
    method: 'POST',
    headers: { ...CLIENT_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify({ otp: code }),
  })
  if (validated.status !== 200) throw new Error(`Validating the code answered ${validated.status}`)
  return ((await validated.json()) as { data: { token: string } }).data.token
}
