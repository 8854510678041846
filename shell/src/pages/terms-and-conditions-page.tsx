/** Placeholder: Terms and Conditions. */
export function TermsAndConditionsPage() {
  return <h1>Terms and Conditions</h1>;
}
