/** Placeholder: Refund and Cancellation. */
export function RefundAndCancellationPage() {
  return <h1>Refund and Cancellation</h1>;
}
