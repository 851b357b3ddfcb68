// Lint is also where the architecture's boundaries are enforced (see docs/design.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const pureBoundary = {
  patterns: [
    {
      group: ['@aws-sdk/*', 'aws-lambda', 'aws-cdk-lib', 'aws-cdk-lib/*', 'constructs'],
      message: 'packages/* are pure: no AWS SDK or CDK imports.',
    },
    {
      group: [
        '@bankcsv/lambdas',
        '@bankcsv/lambdas/*',
        '@bankcsv/infra',
        '@bankcsv/infra/*',
        '**/lambdas/**',
        '**/infra/**',
      ],
      message: 'packages/* must not depend on lambdas/ or infra/.',
    },
  ],
};

// A feature folder is used by the others only through its index.ts: a deep path into a sibling feature
// (`../promo/promo-api`, or `../../upload/upload-api` from a subfolder) is refused, `../promo` is fine.
const featureMessage = 'Import another feature through its index (e.g. ../promo), not a file inside it.';
const featureBoundary = (up) => ({
  patterns: [
    { regex: `^${'\\.\\./'.repeat(up)}[^./][^/]*/`, message: featureMessage },
    { regex: '(^|/)features/[^/]+/', message: featureMessage },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cdk.out/**',
      '.local/**',
      '.node/**',
      'coverage/**',
      'test-results/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{packages,lambdas,infra,web,scripts,test}/**/': 'KEBAB_CASE' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      // Biome wraps code at 120; what it cannot wrap (strings, comments, regular expressions) is held to it here.
      'max-len': ['error', { code: 120, tabWidth: 2, ignoreUrls: true }],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', pureBoundary] },
  },
  {
    // CDK best practice: constructs and stacks take props; only infra/bin reads the environment.
    files: ['infra/lib/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in infra/bin and pass it as props.' },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Files and functions small enough to read in one sitting. 400 lines leaves room over the largest source file
    // after the formatter (stream-decoders.ts, under 350); 60 lines per function is the limit, and a React
    // component is a function like any other. Tests are lists of cases: a file cap of their own, no function cap
    // (a describe block holds its cases). `complexity` and `max-depth` are left out: 20-odd converter functions
    // would need reworking first, which a length limit already pushes towards.
    files: [
      'packages/*/src/**/*.{ts,tsx}',
      'packages/*/scripts/**/*.{ts,mjs,js}',
      'lambdas/src/**/*.ts',
      'infra/bin/**/*.ts',
      'infra/lib/**/*.ts',
      'web/src/**/*.{ts,tsx}',
      'scripts/**/*.{ts,mjs,js}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    files: ['**/test/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 700, skipBlankLines: true, skipComments: true }] },
  },
  { files: ['web/src/features/*/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', featureBoundary(1)] } },
  { files: ['web/src/features/*/*/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', featureBoundary(2)] } },
);
