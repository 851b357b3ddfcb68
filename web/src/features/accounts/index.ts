// What the rest of the app uses from accounts; other features import it only from here.
export { AccountsPage } from './accounts-page';
