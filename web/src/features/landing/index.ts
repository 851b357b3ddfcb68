// What the rest of the app uses from the landing page; other features import it only from here.
export { LandingPage } from './landing-page';
