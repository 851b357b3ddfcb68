import { createBrowserRouter, Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';
import { PageFallback } from './page-fallback';
import { RouteError } from './route-error';

// Every page is its own lazy chunk: the landing page never pays for Amplify or the dashboard.
export const routes = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      {
        path: paths.home.path,
        lazy: async () => ({ Component: (await import('../features/landing/landing-page')).LandingPage }),
      },
      {
        path: paths.blog.path,
        lazy: async () => ({ Component: (await import('../features/blog/blog-list-page')).BlogListPage }),
      },
      {
        path: paths.article.path,
        lazy: async () => ({ Component: (await import('../features/blog/article-page')).ArticlePage }),
      },
      {
        path: paths.privacyPolicy.path,
        lazy: async () => ({ Component: (await import('../features/legal/privacy-policy-page')).PrivacyPolicyPage }),
      },
      {
        path: paths.termsOfService.path,
        lazy: async () => ({ Component: (await import('../features/legal/terms-of-service-page')).TermsOfServicePage }),
      },
      {
        // Sign-in pages and the dashboard share one Amplify-backed auth state.
        lazy: async () => ({ Component: (await import('./auth-shell')).AuthShell }),
        children: [
          {
            path: paths.login.path,
            lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
          },
          {
            path: paths.register.path,
            lazy: async () => ({ Component: (await import('../features/auth/register-page')).RegisterPage }),
          },
          {
            path: paths.forgotPassword.path,
            lazy: async () => ({
              Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            lazy: async () => ({ Component: (await import('../features/auth/route-guard')).RouteGuard }),
            children: [
              {
                path: paths.dashboard.path,
                lazy: async () => ({ Component: (await import('./dashboard-route')).DashboardRoute }),
              },
              {
                path: paths.test.path,
                lazy: async () => ({ Component: (await import('./dashboard-route')).TestDashboardRoute }),
              },
              {
                path: paths.batch.path,
                lazy: async () => ({ Component: (await import('../features/batch/batch-page')).BatchPage }),
              },
              {
                path: paths.accounts.path,
                lazy: async () => ({ Component: (await import('../features/accounts/accounts-page')).AccountsPage }),
              },
              {
                path: paths.review.path,
                lazy: async () => ({ Component: (await import('../features/review/review-page')).ReviewPage }),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
