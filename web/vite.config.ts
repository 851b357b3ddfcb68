import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The landing page must stay small: Amplify and the signed-in features load only
// from lazy routes, and these groups keep shared vendors in stable, cacheable chunks.
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/ },
            { name: 'amplify', test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy|tslib|js-cookie|uuid)[\\/]/ },
          ],
        },
      },
    },
  },
});
