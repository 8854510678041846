import { Link } from '@andaman/shared/router';
import { getRuntimeConfig } from '@andaman/shared/runtime-config';
import { BUSINESS_HOURS, telephoneFromCallLink } from '../domain/site-info';
import { PolicyPage } from '../features/policies/policy-page';

export const PRIVACY_TITLE = 'Privacy Policy | Andaman Island Experts';

/**
 * `/privacy-policy` (rule policies.privacy.sections): collection, use, protection, sharing, third-party
 * links, cookies, changes, contact.
 */
export function PrivacyPolicyPage() {
  const { contact } = getRuntimeConfig();
  const telephone = telephoneFromCallLink(contact.callLink);
  return (
    <PolicyPage
      heading="Privacy Policy"
      title={PRIVACY_TITLE}
      description="How Andaman Island Experts collects, uses, protects and shares the personal information of travellers who book ferries, hotels, activities and holiday packages with us."
      canonicalPath="/privacy-policy"
      summary="How we look after the details you share when you plan and book your trip."
    >
      <p>
        This policy explains what personal information we collect when you use this website to search for and
        book ferry tickets, hotels, activities and holiday packages in the Andaman Islands, and how we handle
        it.
      </p>

      <h2 id="collection">Information we collect</h2>
      <ul>
        <li>Contact details you give us: your name, e-mail address and phone number.</li>
        <li>
          Traveller details needed for a booking: title, name, age, gender and nationality of each traveller,
          and passport details for travellers who are not Indian nationals.
        </li>
        <li>Trip details: routes, travel dates, rooms, activities and the number of travellers.</li>
        <li>Messages you send us through the contact form or the contact-us dialog.</li>
        <li>
          Basic technical information your browser sends, such as the pages visited, device type and
          approximate location.
        </li>
      </ul>
      <p>
        Card details are entered on the payment provider's own page. We never see or store your card number.
      </p>

      <h2 id="use">How we use your information</h2>
      <ul>
        <li>
          To make, confirm and manage your bookings with ferry operators, hotels and activity providers.
        </li>
        <li>To send you tickets, confirmations and updates about your trip.</li>
        <li>To answer your enquiries and give you the help you ask for.</li>
        <li>To verify payments, prevent fraud and meet legal and tax obligations.</li>
        <li>To understand how the website is used and improve it.</li>
      </ul>

      <h2 id="protection">How we protect your information</h2>
      <p>
        Information travels to and from this website over encrypted connections. Access to booking records is
        limited to the people who need it to serve you, and we keep information only as long as needed for
        your booking and our legal obligations.
      </p>

      <h2 id="sharing">Sharing your information</h2>
      <p>
        We share traveller and contact details only with the parties needed to deliver what you booked: ferry
        operators, hotels, activity providers and the payment provider. We do not sell your personal
        information. We may disclose information when the law requires it.
      </p>

      <h2 id="third-party-links">Links to other websites</h2>
      <p>
        This website links to other websites, such as the payment provider's page and social networks. Their
        privacy practices are their own; please read their policies before giving them information.
      </p>

      <h2 id="cookies">Cookies</h2>
      <p>
        We use cookies and similar browser storage to remember your searches and selections while you book, to
        keep you signed in where that applies, and, when enabled, to measure visits to the website. You can
        block or delete cookies in your browser settings; some booking steps may not work without them.
      </p>

      <h2 id="changes">Changes to this policy</h2>
      <p>
        We may update this policy from time to time. The version on this page is the one in force; please
        check it when you make a new booking.
      </p>

      <h2 id="contact">Contact us</h2>
      <p>
        For any question about your personal information, write to{' '}
        <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
        {telephone ? (
          <>
            , call <a href={contact.callLink}>{telephone}</a>
          </>
        ) : null}{' '}
        or use our <Link to="/contact">contact form</Link>. We are available {BUSINESS_HOURS}.
      </p>
    </PolicyPage>
  );
}
