import type { FerryContact } from '@andaman/shared/contracts/ferry-passengers';
import { Alert } from '@andaman/shared/ui/alert';
import { Button } from '@andaman/shared/ui/button';
import { Col, Row } from '@andaman/shared/ui/grid';
import { Result } from '@andaman/shared/ui/result';
import { useAtom } from 'jotai';
import { useCallback } from 'react';
import type { FerryCart } from '../cart/cart-model';
import { ferryMessages } from '../ferry-messages';
import { ContactForm } from '../passengers/contact-form';
import { copiedContactName, type TravellerDraft, type TravellerValues } from '../passengers/passenger-rules';
import { TravellerForm } from '../passengers/traveller-form';
import { contactDraftAtom, emptyTraveller, travellerDraftsAtom } from '../passengers/traveller-state';
import { useValidationRegistry } from '../passengers/validation-registry';
import type { PassengerCount } from '../search/search-state';
import { OrderSummary } from './order-summary';
import { usePayAndCheckout } from './use-pay-and-checkout';

const sized = (drafts: TravellerDraft[], count: number) =>
  Array.from({ length: count }, (_, index) => drafts[index] ?? emptyTraveller());

export interface FerryCheckoutProps {
  cart: FerryCart;
  passengers: PassengerCount;
  redirect?: (url: string) => void;
}

/** The checkout: traveller forms and contact on the left, the sticky order summary and Pay on the right. */
export function FerryCheckout({ cart, passengers, redirect }: FerryCheckoutProps) {
  const [drafts, setDrafts] = useAtom(travellerDraftsAtom);
  const [contactDraft, setContactDraft] = useAtom(contactDraftAtom);
  const travellerRegistry = useValidationRegistry<TravellerValues>();
  const contactRegistry = useValidationRegistry<FerryContact>();
  const adults = sized(drafts.adults, passengers.adults);
  const infants = sized(drafts.infants, passengers.children);
  const travellerKeys = [...adults.map((_, i) => `adult-${i}`), ...infants.map((_, i) => `infant-${i}`)];

  const updateTraveller = useCallback(
    (kind: 'adults' | 'infants', index: number, draft: TravellerDraft) =>
      setDrafts((all) => {
        const count = kind === 'adults' ? passengers.adults : passengers.children;
        const list = sized(all[kind], count);
        list[index] = draft;
        return { ...all, [kind]: list };
      }),
    [setDrafts, passengers.adults, passengers.children],
  );

  const { pay, locked, status } = usePayAndCheckout({
    cart,
    passengers,
    travellers: travellerRegistry,
    travellerKeys,
    contact: contactRegistry,
    redirect,
  });

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={15}>
        <h1 style={{ fontSize: 26, marginTop: 0 }}>Add traveler details</h1>
        <div style={{ display: 'grid', gap: 16 }}>
          {adults.map((draft, index) => (
            <TravellerForm
              key={`adult-${index}`}
              kind="adult"
              number={index + 1}
              formKey={`adult-${index}`}
              draft={draft}
              registry={travellerRegistry}
              onDraftChange={(next) => updateTraveller('adults', index, next)}
            />
          ))}
          {infants.map((draft, index) => (
            <TravellerForm
              key={`infant-${index}`}
              kind="infant"
              number={index + 1}
              formKey={`infant-${index}`}
              draft={draft}
              registry={travellerRegistry}
              onDraftChange={(next) => updateTraveller('infants', index, next)}
            />
          ))}
          <ContactForm
            draft={contactDraft}
            onDraftChange={setContactDraft}
            copiedName={copiedContactName(passengers.adults, adults[0]?.name)}
            registry={contactRegistry}
          />
        </div>
      </Col>
      <Col xs={24} lg={9}>
        <OrderSummary cart={cart} passengers={passengers}>
          <Button
            type="primary"
            size="large"
            block
            style={{ marginTop: 16 }}
            disabled={locked}
            onClick={() => void pay()}
          >
            {locked ? ferryMessages.processing : 'Pay & Checkout'}
          </Button>
          {status === 'wallet-loading' ? <Result status="info" title={ferryMessages.walletLoading} /> : null}
          {status === 'failed' ? (
            <Alert type="error" showIcon style={{ marginTop: 16 }} message={ferryMessages.paymentProblem} />
          ) : null}
        </OrderSummary>
      </Col>
    </Row>
  );
}
