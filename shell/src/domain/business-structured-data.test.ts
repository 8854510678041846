import { TEST_RUNTIME_CONFIG } from '../testing/render-route';
import { travelAgencyStructuredData } from './business-structured-data';

describe('travelAgencyStructuredData', () => {
  it('describes the business with contact details from configuration and its hours', () => {
    expect(travelAgencyStructuredData(TEST_RUNTIME_CONFIG.contact, 'https://example.com')).toMatchObject({
      '@type': 'TravelAgency',
      name: 'Andaman Island Experts',
      url: 'https://example.com/',
      telephone: '+919876543210',
      email: 'support@andamanislands.example',
      openingHours: 'Mo-Sa 09:00-20:00',
    });
  });

  it('leaves the telephone out when the call link is not a tel: link', () => {
    const data = travelAgencyStructuredData(
      { ...TEST_RUNTIME_CONFIG.contact, callLink: 'https://call.example.com' },
      'https://example.com',
    );
    expect(data).not.toHaveProperty('telephone');
  });
});
