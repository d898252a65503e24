import path from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import CopyPlugin from 'copy-webpack-plugin'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import TerserPlugin from 'terser-webpack-plugin'
import { BannerPlugin, Compilation, sources, WebpackError, type Compiler, type Configuration } from 'webpack'
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server'
import { SCREEN_CHUNKS, UNROUTED_CHUNKS } from './src/app/routes/screenChunks'

type Env = Record<string, string | boolean | undefined>
type Argv = { mode?: 'production' | 'development' }

const apiServices = [
  'access',
  'user',
  'payment',
  'property',
  'inventory',
  'dashboard',
  'onboarding',
  'offboarding',
  'complaint',
  'food',
  'outpass',
  'attendance',
  'expense',
  'report',
  'resource',
]

/**
 * Writes asset-manifest.json for `npm run size` and the server: the JS files every page loads (the early-reads
 * script's and the app's entry), those of each named lazy chunk group, and in `screens` those of each page's route
 * (SCREEN_CHUNKS: its reads' and its screen's chunks, beyond the entry's), which the server sends with the page.
 * A chunk group named `route-<name>` that SCREEN_CHUNKS lacks, or a name there that the build lacks, fails the build.
 */
class ChunkGroupManifestPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupManifest', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const stats = compilation.getStats().toJson({ all: false, entrypoints: true, chunkGroups: true })
          const jsOf = (group?: { assets?: { name: string }[] }) =>
            (group?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js'))
          const entry = [...jsOf(stats.entrypoints?.['early-reads']), ...jsOf(stats.entrypoints?.main)]
          const groups = Object.fromEntries(
            Object.entries(stats.namedChunkGroups ?? {})
              .filter(([name]) => !['early-reads', 'main'].includes(name))
              .map(([name, group]) => [name, jsOf(group)]),
          )
          const routed = new Set([...SCREEN_CHUNKS.map(({ chunk }) => chunk), ...UNROUTED_CHUNKS])
          for (const name of Object.keys(groups).filter((group) => group.startsWith('route-'))) {
            if (!routed.has(name.slice('route-'.length)))
              compilation.errors.push(
                new WebpackError(`${name} has no route in SCREEN_CHUNKS (screenChunks.ts)`),
              )
          }
          const screens = SCREEN_CHUNKS.map(({ path: route, chunk }) => {
            if (!groups[`route-${chunk}`])
              compilation.errors.push(
                new WebpackError(`SCREEN_CHUNKS names route-${chunk}, which is not built`),
              )
            const files = [...(groups[`reads-${chunk}`] ?? []), ...(groups[`route-${chunk}`] ?? [])]
            return { path: route, files: [...new Set(files)].filter((file) => !entry.includes(file)) }
          })
          compilation.emitAsset(
            'asset-manifest.json',
            new sources.RawSource(JSON.stringify({ entry, groups, screens }, null, 2)),
          )
        },
      )
    })
  }
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each script of a production build, made once at their
 * best compression, which the server sends to browsers that accept them (`preCompressed`): a phone on a slow
 * network fetches the sign-in page's 141 KB, not the 480 KB as built. The server compresses nothing as it answers.
 */
class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('Precompress', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'Precompress', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!name.endsWith('.js')) continue
            const source = asset.buffer()
            compilation.emitAsset(
              `${name}.br`,
              new sources.RawSource(
                brotliCompressSync(source, {
                  params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
                }),
              ),
            )
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipSync(source, { level: 9 })))
          }
        },
      )
    })
  }
}

/**
 * Marks every script for eager compilation (V8's explicit compile hints, Chrome 136 and later): V8 then compiles
 * its functions on a background thread as the file streams in, instead of one by one on the main thread as each is
 * first called. That matters on a first visit, with no compiled code cached: on this VM it took Lighthouse's mobile
 * Total Blocking Time on /finance/collections from 641 ms to 420. A script's first line must be the comment, so it
 * goes in after minification (which drops comments) and before the source maps are written.
 */
const compileHints = () =>
  new BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  })

type AppConfiguration = Configuration & { devServer?: DevServerConfiguration }

/**
 * The benches' baseline page (src/baseline: a React root and one styled element), built with the app's rules and
 * optimization into the same dist/ after the app (whose build cleans dist/ first). A compilation of its own, not a
 * second entry of the app's: sharing modules with another entry changes how webpack concatenates the app's.
 */
const baselineOf = (app: AppConfiguration): Configuration => ({
  ...app,
  name: 'baseline',
  dependencies: ['app'],
  entry: { baseline: './src/baseline/index.tsx' },
  output: { ...app.output, clean: false },
  plugins: [
    new HtmlWebpackPlugin({ template: './src/baseline/baseline.html', filename: 'baseline.html' }),
    ...(app.mode === 'production' ? [compileHints(), new PrecompressPlugin()] : []),
  ],
  devServer: undefined,
})

export default (_env: Env, argv: Argv): AppConfiguration | Configuration[] => {
  const isProd = argv.mode === 'production'
  const app: AppConfiguration = {
    name: 'app',
    mode: isProd ? 'production' : 'development',
    // The early-reads script first (src/earlyReads.ts): the page runs its entries' scripts in this order.
    entry: { 'early-reads': './src/earlyReads.ts', main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: isProd ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: isProd ? 'assets/[name].[contenthash:8].chunk.js' : 'assets/[name].chunk.js',
      publicPath: '/',
      clean: true,
    },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's package exports name only its development build (remix-run/react-router#12532), which
      // keeps dev-only checks and warnings in; a production bundle takes the production build beside it.
      alias: isProd
        ? {
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(
              __dirname,
              'node_modules/react-router/dist/production/dom-export.mjs',
            ),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !isProd, refresh: false } },
                target: 'es2020',
                // styled-components' SWC plugin: each component gets an id from its file and place in it (not
                // from the order the chunks happened to run in), so its compiled CSS is the same on every load and
                // CompiledCss (src/design-system/theme) can reuse it; and its CSS is minified as it is built.
                experimental: {
                  cacheRoot: 'node_modules/.cache/swc',
                  plugins: [
                    [
                      '@swc/plugin-styled-components',
                      {
                        displayName: !isProd,
                        ssr: true,
                        fileName: false,
                        minify: true,
                        transpileTemplateLiterals: true,
                        pure: true,
                      },
                    ],
                  ],
                },
              },
            },
          },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html' }),
      new CopyPlugin({ patterns: [{ from: 'static', to: '.' }] }),
      new ChunkGroupManifestPlugin(),
      ...(isProd ? [compileHints(), new PrecompressPlugin()] : []),
    ],
    devServer: {
      port: 3000,
      historyApiFallback: true,
      hot: true,
      static: false,
      // The local provider serves the API on :8080; every service path goes there.
      proxy: [{ context: apiServices.map((s) => `/${s}/api`), target: 'http://127.0.0.1:8080' }],
    },
    optimization: {
      minimizer: [
        new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } }),
      ],
      splitChunks: { chunks: 'all' },
    },
    performance: { hints: false },
  }
  // The benches measure the production build only; the dev server serves the app alone.
  return isProd ? [app, baselineOf(app)] : app
}
