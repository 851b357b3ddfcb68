import {
  BATCH_MESSAGES,
  DEFAULT_PROCESSING_PROGRESS,
  TIMEOUT_TIP,
  conversionErrorMessage,
  creditAdvice,
  pageChargeNote,
  type DisplayStatus,
} from '@bankcsv/domain';
import { BuyCreditsButton } from '../../components/ui/buy-credits-button';
import type { Conversion } from '../../lib/conversions';
import { purchasesOpen } from '../purchase';

const plural = (n: number, word: string) => `${n} ${n === 1 ? word : `${word}s`}`;

/**
 * The status-specific part of a history row: progress, pages and credits, or the failure reason (quality:
 * review/row-quality).
 */
export function ConversionDetails({ conversion, status }: { conversion: Conversion; status: DisplayStatus }) {
  if (status === 'queued') {
    return (
      <div className="row-detail">
        <span>{conversion.awaitingPassword ? BATCH_MESSAGES.needsPassword : BATCH_MESSAGES.queued}</span>
      </div>
    );
  }
  if (status === 'uploading' || status === 'processing') {
    const progress =
      status === 'uploading'
        ? Math.max(0, Math.min(100, conversion.progress ?? 0))
        : conversion.progress && conversion.progress > 0 && conversion.progress < 100
          ? conversion.progress
          : DEFAULT_PROCESSING_PROGRESS;
    return (
      <div className="row-progress">
        <div
          className="progress-track"
          role="progressbar"
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="progress-fill" style={{ width: `${progress}%` }} />
        </div>
        <span>{status === 'uploading' ? `Uploading ${progress}%` : 'Converting...'}</span>
      </div>
    );
  }
  if (status === 'completed' || status === 'downloading') {
    const pages = conversion.pages ?? undefined;
    return (
      <div className="row-detail">
        {pages !== undefined ? (
          <span>
            {pageChargeNote(pages, conversion.creditsUsed ?? pages) ??
              `${pages} ${pages === 1 ? 'page' : 'pages'} · ${plural(conversion.creditsUsed ?? pages, 'credit')}`}{' '}
            used
          </span>
        ) : null}
      </div>
    );
  }
  return (
    <div className="row-detail row-error">
      <span>{creditAdvice(conversionErrorMessage(conversion), purchasesOpen())}</span>
      {conversion.creditsRefunded ? <span className="row-refund">Credits refunded</span> : null}
      {conversion.errorCode === 'INSUFFICIENT_CREDITS' ? (
        <BuyCreditsButton label="Buy Credits" className="btn btn-primary btn-small" contactWhenClosed />
      ) : null}
      {conversion.processingTimedOut ? <span className="row-tip">{TIMEOUT_TIP}</span> : null}
    </div>
  );
}
