import { Link } from '@andaman/shared/router';
import { PolicyPage } from '../features/policies/policy-page';
import { TERMS_SECTIONS } from '../features/policies/terms';

export const TERMS_TITLE = 'Terms and Conditions | Andaman Island Experts';
export const TERMS_DESCRIPTION =
  'Terms and conditions for Andaman hotel, ferry and holiday package bookings: children, rooms, check-out time, advance payment and what packages do not include.';

/** `/terms-and-conditions` (rule policies.route.terms, rule policies.terms.page). */
export function TermsAndConditionsPage() {
  return (
    <PolicyPage
      heading="Terms and Conditions"
      title={TERMS_TITLE}
      description={TERMS_DESCRIPTION}
      canonicalPath="/terms-and-conditions"
      summary="Please read these terms before you book hotels, ferries and holiday packages."
    >
      <p>
        These terms apply to hotels, ferry tickets and holiday packages booked through this website. Prices
        are in Indian rupees.
      </p>
      {TERMS_SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={`terms-${section.id}`}>
          <h2 id={`terms-${section.id}`}>{section.heading}</h2>
          <ul>
            {section.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="terms-exclusions">
        <h2 id="terms-exclusions">Not included in packages</h2>
        <p>
          Personal expenses, camera tickets, costs caused by weather, cancellations or unrest, and mandatory
          gala dinner charges are not included unless stated in the package.
        </p>
      </section>
      <section aria-labelledby="terms-cancellation">
        <h2 id="terms-cancellation">Cancellations and refunds</h2>
        <p>
          Cancellations are charged as set out in our{' '}
          <Link to="/refund-and-cancellation">refund and cancellation policy</Link>.
        </p>
      </section>
    </PolicyPage>
  );
}
