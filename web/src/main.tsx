import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { StartupError } from './app/startup-error';
import { loadAppConfig } from './config/app-config';
import { reportUncaughtErrors } from './lib/analytics/report-errors';
import { startAnalytics } from './lib/analytics/start-analytics';
import './app/global.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

loadAppConfig()
  .then((config) => {
    // GA4 connects only with a measurement id and the visitor's consent; failures are ignored (spec §7).
    startAnalytics(config?.measurementId);
    reportUncaughtErrors();
    root.render(
      <StrictMode>
        <RouterProvider router={createAppRouter()} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
  });
