import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// By path: Vite bundles relative imports of its config, but leaves workspace packages (TypeScript) to Node.
import { appConfigFile, type AppConfigSettings } from '../packages/domain/src/app-config.ts';

const stackFile = fileURLToPath(new URL('../.local/stack.json', import.meta.url));
const DEV_API_PREFIX = '/__local-api';
/** A module path inside one of these npm packages (either path separator). */
const inPackages = (...names: string[]) => new RegExp(String.raw`node_modules[\\/](${names.join('|')})[\\/]`);

interface StackInfo {
  apiUrl?: string;
  appConfigSettings?: AppConfigSettings;
}

function readStack(): StackInfo | undefined {
  return existsSync(stackFile) ? (JSON.parse(readFileSync(stackFile, 'utf8')) as StackInfo) : undefined;
}

/**
 * `vite dev` against a running `npm start`: /app-config.json comes from .local/stack.json and the API is
 * proxied through this origin, since the local API only allows the app origin (localhost:3000).
 */
function localStackConfig(): Plugin {
  return {
    name: 'bankcsv-local-app-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/app-config.json', (_req, res) => {
        const settings = readStack()?.appConfigSettings;
        res.setHeader('content-type', 'application/json');
        if (!settings) {
          res.statusCode = 404;
          res.end(
            JSON.stringify({
              message: 'Run `npm start` first: .local/stack.json is missing or from an older release.',
            }),
          );
          return;
        }
        // The same writer as the local stack and the CDK app; only the API goes through this origin's proxy.
        res.end(JSON.stringify(appConfigFile({ ...settings, apiUrl: DEV_API_PREFIX })));
      });
    },
  };
}

// The landing page must stay small: Amplify and the signed-in features load only
// from lazy routes, and these groups keep shared vendors in stable, cacheable chunks.
export default defineConfig({
  plugins: [react(), localStackConfig()],
  server: {
    proxy: {
      [DEV_API_PREFIX]: {
        target: readStack()?.apiUrl ?? 'http://localhost:3001',
        changeOrigin: true,
        rewrite: (path) => path.slice(DEV_API_PREFIX.length),
      },
    },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: inPackages(
                'react',
                'react-dom',
                'react-router',
                'react-router-dom',
                'scheduler',
                'cookie',
                'set-cookie-parser',
              ),
            },
            {
              name: 'amplify',
              test: inPackages(
                'aws-amplify',
                '@aws-amplify',
                '@aws-crypto',
                '@aws-sdk',
                '@smithy',
                'tslib',
                'js-cookie',
                'uuid',
              ),
            },
          ],
        },
      },
    },
  },
});
