// Stars out of five, read by a screen reader as one phrase ('4 stars out of 5'). They fill from the
// start of the line: the right on an Urdu page.
const FIVE = [1, 2, 3, 4, 5] as const;

export function Stars({
  rating,
  label,
  size = 'text-base',
}: {
  rating: number;
  label: string;
  size?: string;
}) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={label} className={`inline-flex leading-none ${size}`}>
      {FIVE.map((i) => (
        <span key={i} aria-hidden="true" className={i <= filled ? 'text-amber-500' : 'text-line'}>
          ★
        </span>
      ))}
    </span>
  );
}
