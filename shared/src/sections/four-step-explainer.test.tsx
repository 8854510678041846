import { render, screen, within } from '@testing-library/react';
import { FourStepExplainer } from './four-step-explainer';

describe('FourStepExplainer', () => {
  it('lists Search, Select, Pay and Receive in order under "Easy 4 Step Ferry Booking"', () => {
    render(<FourStepExplainer />);
    const section = screen.getByRole('region', { name: 'Easy 4 Step Ferry Booking' });
    const steps = within(section).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Search',
      'Select',
      'Pay',
      'Receive',
    ]);
    expect(section.querySelector('ol')).not.toBeNull();
  });

  it('takes its title and steps from props', () => {
    render(
      <FourStepExplainer title="How it works" steps={[{ title: 'Call us', description: 'Any time.' }]} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
