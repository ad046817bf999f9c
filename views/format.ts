/** Display formats shared by the views. */
export function dollars(amount: number): string {
  return amount.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

export function seatsLeft(count: number): string {
  return `${count} ${count === 1 ? 'seat' : 'seats'} left`;
}

export const campusName: Record<'south-bay' | 'east-bay', string> = {
  'south-bay': 'South Bay',
  'east-bay': 'East Bay',
};
