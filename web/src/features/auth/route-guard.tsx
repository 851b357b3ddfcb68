import { Navigate, Outlet } from 'react-router-dom';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/use-auth';
import './auth.css';

/** Protected areas: a spinner while auth loads, an error card on failure, home when signed out. */
export function RouteGuard() {
  const { user, loading, authReady, authError } = useAuth();

  if (loading || !authReady) {
    return (
      <div className="guard-state">
        <Spinner large label="Loading authentication" />
        <p>Loading authentication...</p>
      </div>
    );
  }
  if (authError) {
    return (
      <div className="guard-state">
        <div className="card guard-error" role="alert">
          <h1>Authentication Error</h1>
          <p>{authError}</p>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Retry
          </button>
        </div>
      </div>
    );
  }
  if (!user) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
