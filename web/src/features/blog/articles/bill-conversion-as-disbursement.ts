import { MAX_PURCHASE, PRICING_TIERS, RETENTION, formatRand } from '@bankcsv/domain';
import type { BlogPost } from '../types';

// The table and the worked example read the tiers, so the article follows a price change.
const tierRows = PRICING_TIERS.map((t) => {
  const range = t.maxCredits === MAX_PURCHASE ? `${t.minCredits} and more` : `${t.minCredits} to ${t.maxCredits}`;
  return `| ${range} | ${formatRand(t.pricePerCreditCents)} |`;
}).join('\n');
const best = PRICING_TIERS.reduce((a, b) => (b.pricePerCreditCents < a.pricePerCreditCents ? b : a));
const EXAMPLE_PAGES = 36;
const bestRate = formatRand(best.pricePerCreditCents);
const exampleCost = formatRand(EXAMPLE_PAGES * best.pricePerCreditCents);

export const billConversionAsDisbursement: BlogPost = {
  id: 'post-4',
  slug: 'bill-statement-conversion-as-client-disbursement',
  title: 'How to Bill Bank Statement Conversion to Clients as a Disbursement',
  excerpt:
    'Converting client statements costs you credits. Here is how accounting ' +
    'practices recover that cost as a disbursement, keep the records SARS ' +
    'expects and explain it to clients.',
  author: 'Lerato Dlamini',
  publishDate: '2026-07-28',
  readTime: '6 min read',
  tags: ['Accounting Practice', 'Billing', 'Disbursements', 'VAT'],
  metaDescription:
    'Recover bank statement conversion costs from clients: disbursement or ' +
    'recoverable expense, VAT treatment, record keeping and wording for ' +
    'engagement letters.',
  featured: false,
  content: `
If you run a bookkeeping or accounting practice, some clients will always hand over PDF bank statements instead of bank
feeds. Converting those statements costs money: a few rand per statement with BankCSV, at 1 credit per page. That is
small per client, but across a practice it adds up, and it is a cost incurred for a specific client's work. This article
looks at how practices recover it.

> This is general information, not tax advice. VAT treatment depends on your facts; confirm it with your own tax
> adviser.

## Disbursement or recoverable expense?

South African practices use two different approaches, and the difference matters for VAT.

### A true disbursement

A disbursement is a payment you make **as the client's agent**, on the client's behalf, where the client is the one
receiving the service. Classic examples are CIPC filing fees or deeds office fees paid for a client. To treat a cost as
a disbursement for VAT purposes, the supply must really be to the client, the client must have authorised the payment,
and you recover exactly what you paid, with no mark-up. The amount is shown separately on your invoice and is outside
the scope of your own VAT on fees.

### A recoverable expense (an on-charge)

If the service is supplied **to you** and you use it to do your work, recharging it to a client is part of your fee.
Most software subscriptions fall here. The amount is then part of your taxable supply: if you are a VAT vendor, VAT
applies to the recharge like any other fee, and you may add a handling margin if your engagement letter allows it.

Statement conversion usually sits in this second category, because the account, the credits and the processing are
yours. The practical result is simple: show the cost on the invoice as a separate line, and treat it like the rest of
your fee for VAT.

## Working out the cost per client

BankCSV charges per page, so the cost of a client's statements is easy to calculate:

- Every page costs 1 credit, with a minimum of 1 credit per conversion.
- The price of a credit depends on how many you buy at once:

| Credits bought | Price per credit |
|---|---|
${tierRows}

A practice that buys ${best.minCredits} credits at a time pays ${bestRate} per page. A client with twelve monthly
statements of three pages each costs ${EXAMPLE_PAGES} credits, or ${exampleCost} at that rate. Credits never expire, so
buying in bulk carries no risk of losing the unused balance.

Conversions that fail for a technical reason are refunded automatically, so a client is never charged for a failed
attempt if you recharge per successful conversion.

## Keeping the records

Whichever approach you use, keep enough to support the charge:

1. **Which statements were converted for which client.** Name the PDF files with the client code before uploading. The
  download names start with the original file name, so \`ACME_FNB_2026-03.pdf\` becomes \`ACME_FNB_2026-03_\` followed
  by the date, which makes matching easy.
2. **The page count and credits used.** The dashboard history shows the credits each conversion used. Note them in your
  time or job sheet, because converted files and their history rows are deleted after ${RETENTION.outputDays} days.
3. **Your purchase receipts.** Keep the payment confirmation for each credit purchase as evidence of the rate you paid.

## Putting it on the invoice

Keep it plain. For example:

> Bank statement processing: ${EXAMPLE_PAGES} pages at ${bestRate} per page, ${exampleCost}

A separate line reads as transparent rather than hidden. Some practices instead build an allowance into a fixed monthly
fee ("includes conversion of up to 20 statement pages a month") and only bill the excess.

## Saying it in your engagement letter

Clients accept small recharges more easily when they were agreed upfront. A clause along these lines works:

> Where you provide bank statements as PDF files rather than through a bank feed or an electronic export, we charge the
> cost of converting them for import into your accounting records, at the rate shown on our invoice.

This also nudges clients towards bank feeds or electronic exports, which is better for everyone.

## A note on privacy

Statements contain personal information, so POPIA applies to how you handle them. When you use a conversion service you
are sharing that information with an operator, and you should know what the operator keeps. BankCSV deletes each PDF as
soon as its conversion ends and deletes the converted files after ${RETENTION.outputDays} days. Our [privacy
policy](/privacy-policy) sets this out in full, which is useful if a client asks where their data goes.
`,
};
