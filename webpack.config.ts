import path from 'node:path'
import CopyPlugin from 'copy-webpack-plugin'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import TerserPlugin from 'terser-webpack-plugin'
import type { Configuration } from 'webpack'
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server'

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

export default (_env: Env, argv: Argv): Configuration & { devServer?: DevServerConfiguration } => {
  const isProd = argv.mode === 'production'
  return {
    mode: isProd ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: isProd ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: isProd ? 'assets/[name].[contenthash:8].chunk.js' : 'assets/[name].chunk.js',
      publicPath: '/',
      clean: true,
    },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
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
              },
            },
          },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html' }),
      new CopyPlugin({ patterns: [{ from: 'static', to: '.' }] }),
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
}
