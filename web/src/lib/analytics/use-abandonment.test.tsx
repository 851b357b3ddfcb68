import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAbandonment } from './use-abandonment';

afterEach(cleanup);

function Flow({
  active,
  report,
  onReady,
}: {
  active: boolean;
  report: () => void;
  onReady?: (reportNow: () => void) => void;
}) {
  const reportNow = useAbandonment(active, report);
  onReady?.(reportNow);
  return null;
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

describe('useAbandonment', () => {
  it("ignores StrictMode's simulated unmount, and reports a real one once", async () => {
    const report = vi.fn();
    const view = render(
      <StrictMode>
        <Flow active report={report} />
      </StrictMode>,
    );
    await tick();
    expect(report).not.toHaveBeenCalled();
    view.unmount();
    await tick();
    expect(report).toHaveBeenCalledOnce();
  });

  it('does not report a flow that was finished (inactive) when left', async () => {
    const report = vi.fn();
    const view = render(<Flow active report={report} />);
    view.rerender(<Flow active={false} report={report} />);
    window.dispatchEvent(new Event('pagehide'));
    view.unmount();
    await tick();
    expect(report).not.toHaveBeenCalled();
  });

  it(
    'reports once per active spell: an explicit report, then leaving, ' + 'counts once; a new spell reports again',
    async () => {
      const report = vi.fn();
      let reportNow: () => void = () => undefined;
      const view = render(<Flow active report={report} onReady={(fn) => (reportNow = fn)} />);
      act(() => reportNow());
      window.dispatchEvent(new Event('pagehide'));
      expect(report).toHaveBeenCalledOnce();
      view.rerender(<Flow active={false} report={report} />);
      view.rerender(<Flow active report={report} />);
      window.dispatchEvent(new Event('pagehide'));
      expect(report).toHaveBeenCalledTimes(2);
    },
  );
});
