import { DashboardPage } from '../features/dashboard';
import { UploadWidget } from '../features/upload';

const renderUpload = (onConversionStarted: () => void) => <UploadWidget onConversionChange={onConversionStarted} />;

// A named region, so the test heading sits in a landmark like the rest of the page.
const testHeading = (
  <section aria-label="Test Environment">
    <h1 className="dash-test-heading">Test Environment</h1>
  </section>
);

export function DashboardRoute() {
  return <DashboardPage renderUpload={renderUpload} />;
}

/** `/test`: the same dashboard, clearly labelled, for checking a deployment. */
export function TestDashboardRoute() {
  return <DashboardPage renderUpload={renderUpload} heading={testHeading} />;
}
