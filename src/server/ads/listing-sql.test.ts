import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { listingConditions, whereOf } from './listing-sql';

const dialect = new PgDialect();
const compile = (c: Parameters<typeof listingConditions>[0]) =>
  dialect.sqlToQuery(whereOf(listingConditions(c)));

describe('listing SQL', () => {
  it('binds every value and folds form filters into one containment test', () => {
    const { sql, params } = compile({
      category: 'mobiles',
      q: "x'; drop table ads",
      tsquery: '(x) & (drop)',
      minPrice: 10.5,
      filters: { brand: 'Samsung', storage: '256GB', pta: 'Yes', condition: 'Used' },
    });
    expect(sql).not.toContain('drop table');
    expect(sql.match(/form_data @>/g)).toHaveLength(1);
    expect(params).toContain(
      JSON.stringify({ storage: '256GB', condition: 'Used', ptaApproved: 'PTA Approved' }),
    );
    expect(params).toContain(11);
  });

  it('turns year ranges and 5+ rooms into bounds on the derived columns', () => {
    const years = compile({ category: 'vehicles', filters: { year: 'Before 2000' } });
    expect(years.sql).toContain('a.year <=');
    expect(years.params).toContain(1999);
    const rooms = compile({ category: 'propertyforsale', filters: { bedrooms: '5+' } });
    expect(rooms.sql).toContain('a.bedrooms >=');
    expect(rooms.sql).not.toContain('a.bedrooms <=');
  });
});
