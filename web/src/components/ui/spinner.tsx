import './ui.css';

export function Spinner({ large = false, label }: { large?: boolean; label?: string }) {
  return <span className={large ? 'spinner spinner-large' : 'spinner'} role="status" aria-label={label ?? 'Loading'} />;
}
