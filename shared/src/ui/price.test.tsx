import { render, screen } from '@testing-library/react';
import { RupeePrice } from './price';

describe('RupeePrice', () => {
  it('shows the amount with Indian digit grouping', () => {
    render(<RupeePrice amount={123456} />);
    expect(screen.getByText('₹1,23,456')).toBeInTheDocument();
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
  });

  it('shows a discount price above 0 with the base price struck through', () => {
    render(<RupeePrice amount={5000} discountPrice={4200} />);
    expect(screen.getByRole('deletion')).toHaveTextContent('Original price ₹5,000');
    expect(screen.getByText(/₹4,200/)).toHaveTextContent('Discounted price ₹4,200');
  });

  it('ignores a discount price of 0', () => {
    render(<RupeePrice amount={5000} discountPrice={0} />);
    expect(screen.getByText('₹5,000')).toBeInTheDocument();
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
  });

  it('renders the prefix and suffix, e.g. per-night taxes', () => {
    render(<RupeePrice amount={3200} prefix="Starts from" suffix="+ Taxes Per Night" />);
    expect(screen.getByText('Starts from')).toBeInTheDocument();
    expect(screen.getByText('+ Taxes Per Night')).toBeInTheDocument();
  });

  it('shows the saving as a percentage when asked', () => {
    render(<RupeePrice amount={5000} discountPrice={4000} showSavings />);
    expect(screen.getByText('20% off')).toBeInTheDocument();
  });
});
