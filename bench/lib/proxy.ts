// A round-robin HTTP proxy on loopback for bench/scale.ts: `tsx bench/lib/proxy.ts <port> <upstream URL>…` sends
// each request to the next upstream in turn, over keep-alive connections, and prints "listening" once it listens.
// It runs in a process of its own so that forwarding does not share an event loop with the load generator.
import http from 'node:http'

/** Connection headers belong to one hop: each side of the proxy keeps its own connections alive. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer'])

const forwarded = (headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)))

function main() {
  const [port, ...addresses] = process.argv.slice(2)
  if (!port || addresses.length === 0) throw new Error('Usage: proxy.ts <port> <upstream URL>…')
  const upstreams = addresses.map((address) => ({
    url: new URL(address),
    agent: new http.Agent({ keepAlive: true, maxSockets: 256 }),
  }))
  let next = 0
  const server = http.createServer((request, response) => {
    const upstream = upstreams[next]
    next = (next + 1) % upstreams.length
    const outgoing = http.request(
      {
        host: upstream.url.hostname,
        port: upstream.url.port,
        method: request.method,
        path: request.url,
        headers: forwarded(request.headers),
        agent: upstream.agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwarded(answer.headers))
        answer.pipe(response)
      },
    )
    outgoing.on('error', (error) => {
      // A failed upstream is the bench's error to count: a 502 reaches the load generator as a non-2xx.
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' })
      response.end(String(error))
    })
    request.pipe(outgoing)
  })
  // Longer than the load generator's pauses between runs, so its connections are not closed under it.
  server.keepAliveTimeout = 60_000
  server.listen(Number(port), '127.0.0.1', () => console.log(`listening on ${port}`))
}

main()
