/** Placeholder: Privacy Policy. */
export function PrivacyPolicyPage() {
  return <h1>Privacy Policy</h1>;
}
