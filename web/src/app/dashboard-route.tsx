import { DashboardPage } from '../features/dashboard';
import { UploadWidget } from '../features/upload';

const renderUpload = (onConversionStarted: () => void) => <UploadWidget onConversionChange={onConversionStarted} />;

export function DashboardRoute() {
  return <DashboardPage renderUpload={renderUpload} />;
}

/** `/test`: the same dashboard, clearly labelled, for checking a deployment. */
export function TestDashboardRoute() {
  return <DashboardPage renderUpload={renderUpload} heading={<h1 className="dash-test-heading">Test Environment</h1>} />;
}
