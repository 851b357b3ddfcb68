// What the rest of the app uses from auth; other features import it only from here.
export { ForgotPasswordPage } from './forgot-password-page';
export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
export { RouteGuard } from './route-guard';
export { TwoStepButton } from './two-step-button';
