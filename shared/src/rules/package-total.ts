/** Package total = price per person × guests (spec 000 §9): the order summary and the booking's total. */
export const packageTotal = (pricePerPerson: number, guests: number): number => pricePerPerson * guests;
