/** Product analytics and error reporting are third-party services outside the spec: ports with quiet defaults. */
export type AnalyticsUser = { id: number; name: string; brand?: string | null; phone_no?: string | null }

export type AnalyticsPort = { identify(user: AnalyticsUser): void }

export type ErrorReport = { errorId: string; user: AnalyticsUser | null; componentStack?: string }
export type ErrorReportingPort = { report(error: unknown, context: ErrorReport): void }

export const ports: { analytics: AnalyticsPort; errorReporting: ErrorReportingPort } = {
  analytics: { identify: () => undefined },
  errorReporting: {
    report: (error, context) => console.error(`[error ${context.errorId}]`, error, context),
  },
}
