import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { StartupError } from './app/startup-error';
import { loadAppConfig } from './config/app-config';
import './app/global.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

loadAppConfig()
  .then(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={createAppRouter()} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
  });
