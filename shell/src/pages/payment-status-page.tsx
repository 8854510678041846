/** Placeholder: Processing Payment. */
export function PaymentStatusPage() {
  return <h1>Processing Payment</h1>;
}
