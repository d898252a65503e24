import type { ConfigFile } from '@rtk-query/codegen-openapi'

/**
 * One generated RTK Query slice per OpenAPI tag, injected into the single API root (src/app/core/api.ts).
 * The session and shared resources serve every feature, so they live in src/app/core; the rest in their feature.
 */
const outputs: Record<string, string> = {
  session: './src/app/core/session/sessionApi.gen.ts',
  resources: './src/app/core/resources/resourcesApi.gen.ts',
  auth: './src/features/auth/authApi.gen.ts',
}

const config: ConfigFile = {
  schemaFile: './openapi/roost.yaml',
  apiFile: './src/app/core/api.ts',
  apiImport: 'api',
  exportName: 'generatedApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: true,
  outputFiles: Object.fromEntries(
    Object.entries(outputs).map(([tag, file]) => [
      file,
      { filterEndpoints: (_name, definition) => definition.operation.tags?.includes(tag) ?? false },
    ]),
  ),
}

export default config
