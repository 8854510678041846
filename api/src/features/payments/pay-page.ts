/** Escapes text for HTML. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** Rupees as the site shows them: `Rs. 12,345`. */
export const formatRupees = (amount: number): string =>
  `Rs. ${amount.toLocaleString('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 0 })}`;

/** The page's only style sheet, inline; the page's CSP allows exactly this text (by its hash). */
export const PAY_PAGE_STYLE = `
  body { font-family: system-ui, sans-serif; background: #eef6f8; color: #123; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 4px 24px #0002; }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0 1.5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; font-size: .9rem; }
  dt { color: #567; }
  .actions { display: flex; gap: 1rem; margin-top: 2rem; }
  button { flex: 1; font-size: 1rem; padding: .8rem; border-radius: 8px; border: 0; cursor: pointer; }
  .pay { background: #0a7d5a; color: #fff; }
  .decline { background: #e8eef0; color: #a21; }
`;

const LAYOUT = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAY_PAGE_STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;

/** The hosted payment page: amount and the two buttons, a plain form posting back to itself. */
export const payPage = (p: {
  transactionId: string;
  amount: number;
  email: string;
  transactionType: string;
  status: string;
  returnUrl: string;
}): string => {
  const facts = `<dl><dt>Transaction</dt><dd>${escapeHtml(p.transactionId)}</dd><dt>For</dt><dd>${escapeHtml(p.transactionType)}</dd><dt>E-mail</dt><dd>${escapeHtml(p.email)}</dd></dl>`;
  if (p.status !== 'PENDING') {
    return LAYOUT(
      'Payment',
      `<h1>Andaman Pay</h1><p>This payment is already ${escapeHtml(p.status.toLowerCase())}.</p><div class="amount">${formatRupees(p.amount)}</div>${facts}<p><a href="${escapeHtml(p.returnUrl)}">Return to the site</a></p>`,
    );
  }
  return LAYOUT(
    'Complete your payment',
    `<h1>Andaman Pay – test payment page</h1><p>Amount to pay</p><div class="amount" data-testid="amount">${formatRupees(p.amount)}</div>${facts}
<form method="post" action="/pay/${encodeURIComponent(p.transactionId)}" class="actions">
  <button type="submit" name="action" value="pay" class="pay">Pay</button>
  <button type="submit" name="action" value="decline" class="decline">Decline</button>
</form>`,
  );
};

/** A small HTML error page. */
export const errorPage = (title: string, text: string): string =>
  LAYOUT(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
