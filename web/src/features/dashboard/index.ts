// What the rest of the app uses from the dashboard; other features import it only from here.
export { ConversionDownloads } from './conversion-downloads';
export { saveFromUrl } from './conversions-api';
export { DashboardPage } from './dashboard-page';
