// The ad form's cards: what is sold, photos, details, price, and where/how to reach the seller. The
// category's fields (src/domain/fields) keep their order inside each card.
import type { ReactNode } from 'react';
import type { FieldDef } from '../../../../domain/fields';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    // Headings give the structure; the sections stay unnamed so a card titled 'Price' never competes
    // with the Price input for its label.
    <section className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-2">{children}</div>;
}

export interface FieldGroups {
  /** The category's own fields, the description last. */
  details: FieldDef[];
  /** Price-like fields in rupees, the location (and area / society) and the phone number. */
  priceAndContact: FieldDef[];
}

/** Splits a category's fields into the form's cards, keeping their order inside each card. */
export function groupFields(fields: readonly FieldDef[]): FieldGroups {
  const details: FieldDef[] = [];
  const description: FieldDef[] = [];
  const money: FieldDef[] = [];
  const contact: FieldDef[] = [];
  for (const field of fields) {
    if (field.kind === 'textarea') description.push(field);
    else if (
      field.kind === 'phone' ||
      field.kind === 'society' ||
      (field.kind === 'city' && field.name === 'location')
    )
      contact.push(field);
    else if (field.kind === 'price' && field.suffix) money.push(field);
    else details.push(field);
  }
  return { details: [...details, ...description], priceAndContact: [...money, ...contact] };
}
