// A one-off message for the home page, kept in sessionStorage: the page that leaves it may be
// unmounted by a redirect (signing out sends the dashboard's guard home) before it could navigate.
const KEY = 'bankcsv.homeNotice';

export function leaveHomeNotice(message: string): void {
  try {
    window.sessionStorage.setItem(KEY, message);
  } catch {
    // Storage may be disabled; the notice is a courtesy, never a requirement.
  }
}

export function readHomeNotice(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearHomeNotice(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
