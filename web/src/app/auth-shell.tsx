import { Outlet } from 'react-router-dom';
import { getAppConfig, peekAppConfig } from '../config/app-config';
import { configureAmplify } from '../lib/auth/amplify';
import { AuthProvider } from '../lib/auth/auth-provider';

// Configured once when this chunk loads: the public pages never download Amplify.
if (peekAppConfig()) configureAmplify(getAppConfig());

export function AuthShell() {
  if (!peekAppConfig()) {
    return (
      <div className="startup-error" role="alert">
        <h1>Sign-in is unavailable</h1>
        <p>The app configuration is incomplete. Please try again later.</p>
      </div>
    );
  }
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
