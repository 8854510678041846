import { render, screen } from '@testing-library/react';
import { SectionHeading } from './section-heading';

describe('SectionHeading', () => {
  it('renders an h2 by default with its subtitle and eyebrow', () => {
    render(
      <SectionHeading eyebrow="Travellers say" title="Our Reviews" subtitle="Real trips, real people" />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our Reviews' })).toBeInTheDocument();
    expect(screen.getByText('Real trips, real people')).toBeInTheDocument();
    expect(screen.getByText('Travellers say')).toBeInTheDocument();
  });

  it('can be an h3 with an id and actions', () => {
    render(<SectionHeading level={3} id="rooms" title="Rooms" actions={<a href="/hotels">All hotels</a>} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Rooms' })).toHaveAttribute('id', 'rooms');
    expect(screen.getByRole('link', { name: 'All hotels' })).toBeInTheDocument();
  });
});
