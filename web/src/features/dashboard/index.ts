// What the rest of the app uses from the dashboard; other features import it only from here.
export { DashboardPage } from './dashboard-page';
