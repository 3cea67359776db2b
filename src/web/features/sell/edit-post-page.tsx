// Placeholder: filled in by its feature's issue.
export function Component() {
  return <section className="mx-auto max-w-7xl px-4 py-8" />;
}
