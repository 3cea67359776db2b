// Every zod schema the domain exports, walked to each of its text fields: a NUL there is a validation
// issue at that field with the person's words (MSG.nulCharacter), never a throw and never a pass. A new
// schema or field that uses z.string() instead of plainString() (text.ts) fails here.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATEGORY_KEYS } from '../categories';
import { hasControlCharacter, plainString } from './text';
import { MSG } from './messages';
import { listingQuerySchema } from './listing-query';
import { modulesIn } from '../../../test/support/code/modules';

const NUL = '\u0000';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  values?: unknown[];
  format?: string;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** One input per text field: the field holds `text`, the rest only what picks the branch it is in. */
interface Probe {
  input: unknown;
  path: (string | number)[];
  /** A record's key: zod reports it as an invalid key, its own issue inside. */
  key?: boolean;
  /** A format (uuid, url): any issue at the field will do, the format itself refuses the character. */
  format?: boolean;
}

function probes(schema: z.ZodType, text: string, at: (string | number)[] = []): Probe[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return [{ input: text, path: at, format: 'format' in def }];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return probes(def.innerType!, text, at);
    case 'pipe':
      // z.preprocess(f, s) is a pipe from a transform: the input meets `s`. Otherwise it meets `in`.
      return defOf(def.in!).type === 'transform' ? probes(def.out!, text, at) : probes(def.in!, text, at);
    case 'array':
      return probes(def.element!, text, [...at, 0]).map((p) => ({ ...p, input: [p.input] }));
    case 'union':
      return def.options!.flatMap((option) => probes(option, text, at));
    case 'intersection':
      return [...probes(def.left!, text, at), ...probes(def.right!, text, at)];
    case 'record': {
      // A record keyed by an enum (every category's row) takes only its keys: the value's probe uses one.
      const keyType = def.keyType!;
      const key = keyType instanceof z.ZodEnum ? String(keyType.options[0]) : 'k';
      return [
        ...probes(def.keyType!, text, at).map((p) => ({
          input: { [p.input as string]: 'x' },
          path: at,
          key: true,
        })),
        ...probes(def.valueType!, text, [...at, key]).map((p) => ({ ...p, input: { [key]: p.input } })),
      ];
    }
    case 'object': {
      // The other fields hold what picks this object's branch of a union: its literals, and a plain
      // value for each other text or number ({ count, label } is told from { typed } by having both).
      const fixed: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(def.shape!)) {
        const d = defOf(field);
        if (d.type === 'literal') fixed[name] = d.values![0];
        else if (d.type === 'string') fixed[name] = 'x';
        else if (d.type === 'number') fixed[name] = 0;
      }
      return Object.entries(def.shape!).flatMap(([name, field]) =>
        probes(field, text, [...at, name]).map((p) => ({ ...p, input: { ...fixed, [name]: p.input } })),
      );
    }
    default:
      return [];
  }
}

async function exportedSchemas(): Promise<[string, z.ZodType][]> {
  const found: [string, z.ZodType][] = [];
  for (const [file, module] of await modulesIn('src/domain', ['.ts'])) {
    for (const [name, value] of Object.entries(module))
      if (value instanceof z.ZodType) found.push([`${file}: ${name}`, value]);
  }
  // The listing query is built per category: each category's schema is walked too.
  for (const category of CATEGORY_KEYS)
    found.push([`listingQuerySchema(${category})`, listingQuerySchema(category)]);
  return found;
}

/** The issue's field: a record key's issue names the key below the record. */
const sameField = (path: PropertyKey[], field: (string | number)[]) =>
  field.every((part, i) => path[i] === part) && path.length <= field.length + 1;
const messageOf = (issue: z.core.$ZodIssue) =>
  issue.code === 'invalid_key' ? issue.issues[0]?.message : issue.message;

describe('every text field of every domain schema', () => {
  it('finds the schemas and their text fields (the walk itself works)', async () => {
    const schemas = await exportedSchemas();
    const names = schemas.map(([name]) => name);
    for (const expected of [
      'messageInputSchema',
      'reportConversationSchema',
      'savedSearchInputSchema',
      'savedSearchRenameSchema',
      'adInputSchema',
      'reportInputSchema',
      'moderationInputSchema',
      'settingsSchema',
    ])
      expect(
        names.some((n) => n.endsWith(`: ${expected}`)),
        expected,
      ).toBe(true);
    const fields = schemas.flatMap(([name, schema]) =>
      probes(schema, NUL).map((p) => `${name} ${p.path.join('.')}`),
    );
    expect(fields).toEqual(expect.arrayContaining([expect.stringMatching(/messageInputSchema body$/)]));
    expect(fields).toEqual(
      expect.arrayContaining([expect.stringMatching(/reportConversationSchema reason$/)]),
    );
    expect(fields).toEqual(expect.arrayContaining([expect.stringMatching(/savedSearchRenameSchema name$/)]));
  });

  it('answers \\u0000 in each text field with a validation issue at that field, never a throw', async () => {
    const missed: string[] = [];
    let checked = 0;
    for (const [name, schema] of await exportedSchemas()) {
      for (const probe of probes(schema, `a${NUL}b`)) {
        checked += 1;
        const result = schema.safeParse(probe.input);
        const issues = result.success ? [] : result.error.issues;
        const atField = issues.filter((issue) => sameField(issue.path, probe.path));
        const words = probe.format
          ? atField.length > 0
          : atField.some((issue) => messageOf(issue) === MSG.nulCharacter);
        if (!words) missed.push(`${name} at ${probe.path.join('.') || '(root)'}`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(missed).toEqual([]);
  });
});

describe('plainString', () => {
  it('refuses NUL and the other C0 controls, keeps line breaks and tabs where text spans lines', () => {
    const oneLine = plainString();
    const lines = plainString({ multiline: true });
    expect(oneLine.safeParse('Galaxy\tS24').success).toBe(true);
    expect(oneLine.safeParse('Galaxy\nS24').success).toBe(false);
    expect(lines.safeParse('Line one\r\nLine two\tend').success).toBe(true);
    for (const code of [0x00, 0x01, 0x07, 0x08, 0x0b, 0x0c, 0x1b, 0x1f]) {
      const text = `a${String.fromCharCode(code)}b`;
      expect(hasControlCharacter(text, true), code.toString(16)).toBe(true);
      const result = lines.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MSG.nulCharacter);
    }
    expect(oneLine.safeParse('اردو میں لکھا ہوا 😀').success).toBe(true);
  });
});
