/** Every route of the SPA in one place, so components never spell URLs themselves. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  blog: { path: '/blog', getHref: () => '/blog' },
  article: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  test: { path: '/test', getHref: () => '/test' },
  review: {
    path: '/review/:conversionId',
    getHref: (conversionId: string) => `/review/${encodeURIComponent(conversionId)}`,
  },
  batch: {
    path: '/batches/:batchId',
    getHref: (batchId: string) => `/batches/${encodeURIComponent(batchId)}`,
  },
  accounts: { path: '/accounts', getHref: () => '/accounts' },
} as const;
