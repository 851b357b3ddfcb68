import type { ReactNode } from 'react';

/** The title bar of a page beside the dashboard: its title, a line on what it is for, and links to the others. */
export function PageHeader({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <header className="page-header">
      <div>
        <h1>{title}</h1>
        <p>{intro}</p>
      </div>
      <nav className="page-header-nav" aria-label="Pages">
        {children}
      </nav>
    </header>
  );
}
