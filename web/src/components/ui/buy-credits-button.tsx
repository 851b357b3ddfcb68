import { CONTACT_FOR_CREDITS } from '@bankcsv/domain';
import { useContactModal } from '../contact/use-contact-modal';
import { purchasesOpen, usePurchaseIfAvailable } from '../../features/purchase';

interface BuyCreditsButtonProps {
  label: string;
  className?: string;
  /** The header's button reads 'Processing...' while a paid purchase is being confirmed (spec §2). */
  showsVerifying?: boolean;
  /**
   * Where a message asks for more credits: while purchases are not open, 'Contact us for more
   * credits' with the contact dialog takes the Buy button's place (elsewhere nothing does).
   */
  contactWhenClosed?: boolean;
}

/**
 * Every Buy button opens the one purchase dialog; where there is no dialog to open, or no checkout
 * configured, there is no Buy button.
 */
export function BuyCreditsButton({
  label,
  className = 'btn btn-primary',
  showsVerifying = false,
  contactWhenClosed = false,
}: BuyCreditsButtonProps) {
  const purchase = usePurchaseIfAvailable();
  if (!purchasesOpen()) return contactWhenClosed ? <ContactForCreditsButton className={className} /> : null;
  if (!purchase) return null;
  const busy = showsVerifying && purchase.verifying;
  return (
    <button type="button" className={className} disabled={busy} onClick={purchase.open}>
      {busy ? 'Processing...' : label}
    </button>
  );
}

function ContactForCreditsButton({ className }: { className: string }) {
  const { openContact, contactModal } = useContactModal();
  return (
    <>
      <button type="button" className={className} onClick={openContact}>
        {CONTACT_FOR_CREDITS}
      </button>
      {contactModal}
    </>
  );
}
