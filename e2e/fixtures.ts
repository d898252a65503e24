import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'

/** Something the browser reported that no screen should ever cause. */
export type PageFault = { kind: 'csp-violation' | 'csp-console' | 'page-error'; page: string; detail: string }

/** The binding the init script reports Content-Security-Policy violations through. */
const CSP_BINDING = '__roostCspViolation'

type CspViolation = {
  directive: string
  blocked: string
  source: string
  line: number
  sample: string
}

/** Runs in every document before its own scripts: forwards each CSP violation event to the test. */
function listenForCspViolations(binding: string) {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, (violation: CspViolation) => void>)[binding]
      report({
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
      })
    },
    true,
  )
}

/** Chromium's console line for a blocked load or inline code: "Refused to …" before, "… violates the …" since. */
const CSP_CONSOLE_LINE = /^Refused to |violates the following Content Security Policy directive/

const pathOf = (page: Page) => {
  const url = page.url()
  return url.startsWith('http') ? new URL(url).pathname : url
}

/** Collects CSP violations (events and their console lines) and uncaught errors of every page. */
export async function watchFaults(context: BrowserContext, faults: PageFault[]) {
  await context.exposeBinding(CSP_BINDING, ({ page }, violation: CspViolation) => {
    faults.push({
      kind: 'csp-violation',
      page: pathOf(page),
      detail: `${violation.directive} blocked ${violation.blocked || '(inline)'} in ${violation.source}:${violation.line} ${violation.sample}`,
    })
  })
  await context.addInitScript(listenForCspViolations, CSP_BINDING)
  const watchPage = (page: Page) => {
    page.on('console', (message) => {
      if (CSP_CONSOLE_LINE.test(message.text()))
        faults.push({ kind: 'csp-console', page: pathOf(page), detail: message.text() })
    })
    page.on('pageerror', (error) =>
      faults.push({ kind: 'page-error', page: pathOf(page), detail: error.stack ?? error.message }),
    )
  }
  context.pages().forEach(watchPage)
  context.on('page', watchPage)
}

/**
 * The test every spec uses: Playwright's, whose browser context fails the test on any Content-Security-Policy
 * violation and any uncaught page error, listing each.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    const faults: PageFault[] = []
    await watchFaults(context, faults)
    await use(context)
    const listed = faults.map((fault) => `${fault.kind} on ${fault.page}: ${fault.detail}`).join('\n')
    expect(faults, `The browser reported faults:\n${listed}`).toEqual([])
  },
})

export { expect }
