/**
 * Package total = price per person × guests (rule holidays.total): the order summary and the booking's total.
 */
export const packageTotal = (pricePerPerson: number, guests: number): number => pricePerPerson * guests;
