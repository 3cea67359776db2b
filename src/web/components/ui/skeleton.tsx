// A grey placeholder in the shape of what is coming (docs/architecture.md §7: every wait has a shape).
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-line ${className}`} />;
}
