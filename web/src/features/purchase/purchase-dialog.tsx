import {
  MAX_PURCHASE,
  MIN_PURCHASE,
  PAYMENT_PROVIDER_NAME,
  QUICK_SELECT_QUANTITIES,
  canPurchase,
  clampQuantity,
  formatRand,
  parseQuantity,
  payButtonText,
  purchaseErrors,
  quote,
  upsellFor,
  type PriceQuote,
} from '@bankcsv/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../components/ui/modal';
import { track } from '../../lib/analytics/track';
import { useAbandonment } from '../../lib/analytics/use-abandonment';
import { ABANDONMENT_STAGE, creditFields } from './purchase-events';
import type { PurchaseFlow } from './use-purchase-flow';
import './purchase.css';

interface PurchaseDialogProps {
  flow: PurchaseFlow;
  onClose(): void;
}

interface QuantityPickerProps {
  input: string;
  onInput(input: string): void;
  /** The quantity the slider and quick select show: the input within the limits. */
  selected: number;
  valid: boolean;
}

/** The slider, the exact amount and the quick select, all editing the one input. */
function QuantityPicker({ input, onInput, selected, valid }: QuantityPickerProps) {
  const exactId = useId();
  const sliderId = useId();
  return (
    <>
      <label htmlFor={sliderId} className="purchase-label">
        Credits
      </label>
      <input
        id={sliderId}
        type="range"
        className="purchase-slider"
        min={MIN_PURCHASE}
        max={MAX_PURCHASE}
        step={1}
        value={selected}
        onChange={(e) => onInput(e.target.value)}
      />
      <label htmlFor={exactId} className="purchase-label">
        Exact amount
      </label>
      <input
        id={exactId}
        type="number"
        inputMode="numeric"
        className="purchase-exact"
        min={MIN_PURCHASE}
        max={MAX_PURCHASE}
        value={input}
        onChange={(e) => onInput(e.target.value)}
      />
      <div className="purchase-quick" role="group" aria-label="Quick select">
        {QUICK_SELECT_QUANTITIES.map((n) => (
          <button
            key={n}
            type="button"
            className="btn btn-secondary btn-small"
            aria-pressed={valid && selected === n}
            onClick={() => onInput(String(n))}
          >
            {n}
          </button>
        ))}
      </div>
    </>
  );
}

function PriceSummary({ q }: { q: PriceQuote }) {
  return (
    <>
      <dl className="purchase-summary" aria-label="Price summary">
        <div>
          <dt>Price per credit</dt>
          <dd>{formatRand(q.pricePerCreditCents)}</dd>
        </div>
        <div>
          <dt>Total credits</dt>
          <dd>{q.quantity}</dd>
        </div>
        <div>
          <dt>Savings</dt>
          <dd>
            {formatRand(q.savingsCents)}
            {q.discountPercent > 0 ? ` (${q.discountPercent}% off)` : ''}
          </dd>
        </div>
        <div className="purchase-total">
          <dt>Total</dt>
          <dd>{formatRand(q.totalCents)}</dd>
        </div>
      </dl>
      <p className={`purchase-tier purchase-tier-${q.tier.id}`}>{q.tier.name}</p>
    </>
  );
}

function Upsell({
  upsell,
  onTake,
}: {
  upsell: NonNullable<ReturnType<typeof upsellFor>>;
  onTake(quantity: number): void;
}) {
  return (
    <div className="purchase-upsell" role="status">
      <strong>Better value available!</strong>
      <p>{upsell.message}</p>
      <button type="button" className="btn btn-secondary btn-small" onClick={() => onTake(upsell.targetQuantity)}>
        Get {upsell.targetQuantity} credits
      </button>
    </div>
  );
}

/** 'Purchase Credits' (spec §2): every figure comes from the domain tiers the server charges by. */
export function PurchaseDialog({ flow, onClose }: PurchaseDialogProps) {
  const [input, setInput] = useState(String(MIN_PURCHASE));
  const q = quote(parseQuantity(input));
  const errors = purchaseErrors(input);
  const upsell = errors.length === 0 ? upsellFor(input) : null;
  const valid = canPurchase(input);
  const selected = clampQuantity(parseQuantity(input));

  // view_item_list when the packages are shown; one abandonment if the dialog is left unpaid.
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    track('view_item_list', { ...creditFields(MIN_PURCHASE), item_list_name: 'credit_packages' });
  }, []);
  const { stage } = flow;
  const abandon = useAbandonment(stage !== 'paid', () => {
    if (stage !== 'paid')
      track('credit_purchase_abandonment', { abandonment_stage: ABANDONMENT_STAGE[stage], ...creditFields(selected) });
  });
  const close = () => {
    abandon();
    onClose();
  };

  return (
    <Modal title="Purchase Credits" onClose={close} className="purchase-dialog">
      <button type="button" className="purchase-close" aria-label="Close" onClick={close}>
        ×
      </button>
      <p className="purchase-subtitle">Variable Credit System</p>

      <QuantityPicker input={input} onInput={setInput} selected={selected} valid={valid} />

      <PriceSummary q={q} />

      {errors.map((message) => (
        <p key={message} className="form-error" role="alert">
          {message}
        </p>
      ))}
      {upsell ? <Upsell upsell={upsell} onTake={(n) => setInput(String(n))} /> : null}
      {flow.error ? (
        <p className="form-error" role="alert">
          {flow.error}
        </p>
      ) : null}

      <button
        type="button"
        className="btn btn-primary purchase-pay"
        disabled={flow.busy}
        onClick={() => void flow.pay(input)}
      >
        {payButtonText({ busy: flow.busy, valid, totalCents: q.totalCents })}
      </button>
      <ul className="purchase-footer">
        <li>Credits never expire</li>
        <li>Secure payment with {PAYMENT_PROVIDER_NAME}</li>
        <li>Instant credit allocation</li>
      </ul>
    </Modal>
  );
}
